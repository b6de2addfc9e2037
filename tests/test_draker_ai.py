"""The Draker AI: its rules of thumb, and the generic search playing whole duels with them."""

from __future__ import annotations

import pytest

from eternus.engine.ai import make_agent
from eternus.engine.core import Seat
from eternus.engine.draker.actions import Done, Lay
from eternus.engine.draker.ai import POLICY, lay_worth
from eternus.engine.draker.game import DrakerGame

GAME = DrakerGame()


def test_the_prior_ranks_a_lay_by_its_points_attack_above_defence() -> None:
    st, _ = GAME.deal((Seat("A"), Seat("B")), {}, 4)
    view = st.view(0)
    lays = [a for a in st.legal_actions() if isinstance(a, Lay)]
    scores = POLICY.prior(view, 0, lays)
    top = lays[scores.index(max(scores))]
    alone = next(a for a in lays if a.attack is None and a.defence == ())
    assert lay_worth(view, 0, top) > lay_worth(view, 0, alone) > 0


def test_an_easy_search_plays_a_whole_duel_against_random_with_legal_moves_only() -> None:
    st, _ = GAME.deal((Seat("AI", "ismcts:easy"), Seat("R", "random")), {}, 7)
    agents = [make_agent("ismcts:easy", 1), make_agent("random", 2)]
    while not st.is_over:
        seat = st.to_act
        assert seat is not None
        legal = st.legal_actions()
        action = agents[seat].choose(GAME, st.view(seat), seat, legal)
        assert action in legal
        st.apply(action)
    assert st.result is not None and sum(st.result) == pytest.approx(1.0)


def test_the_playouts_never_activate_an_effect_not_worth_its_price(monkeypatch: pytest.MonkeyPatch) -> None:
    from eternus.engine.draker import ai
    from eternus.engine.rng import Rng

    monkeypatch.setattr(ai, "EXPLORE", 0.0)              # no random look: the rule of thumb alone
    st, _ = GAME.deal((Seat("A"), Seat("B")), {}, 4)
    lay = max((a for a in st.legal_actions() if isinstance(a, Lay)), key=lambda a: lay_worth(st.view(0), 0, a))
    st.apply(lay)
    if st.phase == "name":                                # the best lay is an Artefact's: name it first
        st.apply(POLICY.rollout_action(st, Rng(0)))
    assert st.phase == "activate"
    for seed in range(20):
        choice = POLICY.rollout_action(st, Rng(seed))
        assert choice == Done() or POLICY.prior(st.view(0), 0, [choice])[0] > 0


def test_the_levels_imagine_more_worlds_as_they_rise_and_normal_and_hard_compare_their_moves_in_the_same_ones() -> None:
    from eternus.engine.ai import LEVELS
    from eternus.engine.ai.ismcts import SearchConfig

    configs = [POLICY.level_config(level, LEVELS[level]) for level in ("easy", "normal", "hard")]
    budgets = [c.iterations for c in configs if isinstance(c, SearchConfig) and c.iterations is not None]
    assert budgets == sorted(budgets) and len(set(budgets)) == 3
    assert not POLICY.at_level("easy").paired_playouts
    normal, hard = POLICY.at_level("normal"), POLICY.at_level("hard")
    assert normal.paired_playouts and hard.paired_playouts
    assert (normal.paired_candidates, hard.paired_candidates) == (4, 6)
    assert normal.paired_confidence == 1.0 and hard.paired_confidence == 0.0


def test_normal_judges_a_playouts_end_by_the_lead_in_life_and_half_the_shield() -> None:
    from eternus.engine.draker.ai import standing

    st, _ = GAME.deal((Seat("A"), Seat("B")), {}, 4)
    st.life, st.banked = [30, 30], [0, 0]
    assert standing(st, 0) == 0.5
    st.banked = [10, 0]                  # ten shield points: five life points' lead
    assert standing(st, 0) == pytest.approx(0.5 + 5 / 60)
    assert standing(st, 1) == pytest.approx(0.5 - 5 / 60)
    assert POLICY.at_level("normal").evaluate(st, 0) == standing(st, 0)
    assert POLICY.at_level("hard").evaluate(st, 0) == 0.5      # hard: the life share alone


def test_a_normal_decision_is_one_of_the_legal_moves() -> None:
    st, _ = GAME.deal((Seat("AI", "ismcts:normal"), Seat("B")), {}, 9)
    agent = make_agent("ismcts:normal", 3)
    legal = st.legal_actions()
    assert agent.choose(GAME, st.view(0), 0, legal) in legal


def test_a_hard_decision_is_one_of_the_legal_moves() -> None:
    st, _ = GAME.deal((Seat("AI", "ismcts:hard"), Seat("B")), {}, 9)
    agent = make_agent("ismcts:hard", 3, budget_ms=150)
    legal = st.legal_actions()
    assert agent.choose(GAME, st.view(0), 0, legal) in legal


def test_a_playout_lays_an_artefact_only_with_combinations_one_name_can_make() -> None:
    from eternus.engine.draker.ai import quick_lay
    from eternus.engine.rng import Rng

    st, _ = GAME.deal((Seat("A"), Seat("B")), {}, 4)
    # Xh's best attack (with 4d, Kc) and best defence (with 9d, 6g) need two different names.
    st.hands[0], st.pools[0], st.common = ["Xh"], ["9d", "6g"], ["6e", "6c", "4d", "Kc"]
    st.tokens = {"6e": -2, "6c": -2}
    for seed in range(5):
        lay = quick_lay(st, 0, Rng(seed))
        assert st.why_illegal(lay) is None
