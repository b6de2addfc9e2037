"""The Four Kings AI: its rules of thumb, its paired search, and the sim that measures it."""

from __future__ import annotations

from dataclasses import replace

import json

from eternus.cli import main as cli_main
from eternus.engine.ai import LEVELS, IsmctsAgent
from eternus.engine.four_kings.actions import PlacePip, PlaceTaveren, Ransom, Roll
from eternus.engine.four_kings.ai import POLICY, score
from eternus.engine.four_kings.board import BLACK, CLEAR, WHITE
from eternus.engine.four_kings.taveren import HELD, Taveren
from eternus.match import mean_ci, run_match
from tests.four_kings_helpers import GAME, new, roll, set_pips, turn_to


def test_ai_places_clear_pips_first_and_its_own_colour_last():
    state = new(6)
    turn_to(state, "W1")
    set_pips(state, "W1", white=1, black=1, clear=1)
    set_pips(state, "R1", clear=2)
    roll(state, 2, 3)
    view = state.view(0)
    ranked = sorted(state.legal_actions(), key=lambda a: -score(view, a))
    assert ranked == [PlacePip(CLEAR), PlacePip(BLACK), PlacePip(WHITE)]


def test_ai_ransoms_to_a_rogue_before_a_partner_before_the_other_colour():
    state = new(6)
    turn_to(state, "W1")
    set_pips(state, "W1")
    for rid, colour in (("R1", CLEAR), ("W2", WHITE), ("B1", BLACK)):
        set_pips(state, rid, **{colour: 4})
    set_pips(state, "R2", clear=1)
    set_pips(state, "B2", black=2)
    roll(state, 2, 3)
    view = state.view(0)
    best = max(state.legal_actions(), key=lambda a: score(view, a))
    assert best == Ransom("R1", CLEAR)
    assert score(view, Ransom("W2", WHITE)) > score(view, Ransom("B1", BLACK))


def test_ai_sets_a_taveren_after_rolling_on_the_likeliest_empty_number():
    state = new(4, taveren="6_and_8")
    state.taveren["wolf"] = Taveren(HELD, None, "W1", True)
    turn_to(state, "W1")
    view = state.view(0)
    assert max(state.legal_actions(), key=lambda a: score(view, a)) == Roll()
    roll(state, 2, 3)  # 5 gets a pip; then the Wolf must be set out
    view = state.view(0)
    best = max(state.legal_actions(), key=lambda a: score(view, a))
    assert best == PlaceTaveren("wolf", 8)  # 6 holds the Raven, 5 a pip, 7 is never allowed


def test_search_answers_with_a_legal_action_and_the_same_one_twice():
    state = new(4, seed=5)
    turn_to(state, "W1")
    set_pips(state, "W1", white=3, black=1)
    set_pips(state, "B1", black=2)
    roll(state, 2, 3)
    legal = state.legal_actions()
    view = state.view(0)
    # The easy level's search capped by iterations only (no wall clock): two searches
    # compare equal on any machine, however slow.
    config = replace(LEVELS["easy"], seconds=None)
    choices = {IsmctsAgent(config, 9, level="easy").choose(GAME, view, 0, legal) for _ in range(2)}
    assert len(choices) == 1 and choices <= set(legal)


def test_paired_search_uses_the_policys_playouts_and_evaluation():
    assert POLICY.paired_playouts
    state = new(4, seed=2)
    value = POLICY.evaluate(state, 0)
    assert 0.0 <= value <= 1.0


def test_mean_ci_is_centred_and_shrinks_with_more_games():
    mean, (lo, hi) = mean_ci([1.0, -1.0] * 50)
    assert mean == 0.0 and lo < 0 < hi
    _, (lo2, hi2) = mean_ci([1.0, -1.0] * 5000)
    assert hi2 - lo2 < (hi - lo) / 5


def test_match_pairs_the_agent_and_the_baseline_on_the_same_games():
    same = run_match("four_kings", "random", "random", "random", 6, 3, players=4)
    assert same.margin == 0.0 and same.agent_mean == same.baseline_mean
    result = run_match("four_kings", "greedy", "random", "random", 6, 3, players=4)
    assert result.games == 6 and result.unfinished == 0


def test_sim_with_opponents_prints_the_margin_as_json():
    import io

    out, err = io.StringIO(), io.StringIO()
    code = cli_main(["sim", "--game", "four_kings", "--players", "3", "--agent", "greedy",
                     "--opponents", "random", "--games", "4", "--json"], out, err)
    assert code == 0, err.getvalue()
    data = json.loads(out.getvalue())
    assert data["players"] == 3 and len(data["margin_ci95"]) == 2
