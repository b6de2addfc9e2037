"""The Draker AI: its rules of thumb, and the generic search playing whole duels with them.

Draker is not registered yet (no table), so these tests declare its policy for themselves,
as the registry will."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from eternus.engine import registry
from eternus.engine.ai import make_agent
from eternus.engine.core import Seat
from eternus.engine.draker.actions import Done, Lay
from eternus.engine.draker.ai import POLICY, lay_worth
from eternus.engine.draker.game import DrakerGame
from eternus.engine.registry import Declaration

GAME = DrakerGame()


@pytest.fixture(autouse=True)
def declared(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    known = registry.declarations()
    monkeypatch.setattr(registry, "declarations", lambda: {**known, GAME.id: Declaration(GAME, POLICY)})
    yield


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
    assert st.phase == "activate"
    for seed in range(20):
        choice = POLICY.rollout_action(st, Rng(seed))
        assert choice == Done() or POLICY.prior(st.view(0), 0, [choice])[0] > 0
