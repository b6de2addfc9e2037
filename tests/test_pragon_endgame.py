"""The exact end of a deal (``eternus/engine/pragon/endgame.py``): every card that could come
out is weighed and the chances add up to one; the answer is the same in every world the
player cannot tell apart (it never reads a hidden card); it finds the win the search missed
in deal 1179; and the chance it gives is the share of deals its play wins."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pytest

from eternus.bench.endgame import endgame_positions
from eternus.engine.ai import IsmctsAgent, make_agent
from eternus.engine.pragon.actions import MakeHand
from eternus.engine.pragon.ai import POLICY, action_score
from eternus.engine.pragon.endgame import EndgameSolver, _as_forced, _outcomes
from eternus.engine.pragon.game import PragonGame
from eternus.engine.pragon.state import PragonState
from eternus.engine.rng import Rng

GAME = PragonGame()
BUDGET = 15000

# Deal 1179 as the normal level (400 iterations) left it: two cards on the table (the ten of
# spades face up on the ace of hearts, which the player has seen), five unseen cards in the
# deck, two queens in hand. It made a plain pair of the queens.
QUEENS: dict[str, Any] = {
    "game": "pragon", "seats": [{"name": "P", "agent": "x"}],
    "options": {"hard_mode": False, "jokers_only_flip": False}, "rng": 13942075065423869172,
    "stacks": {"top": [], "left": [], "middle": [], "right": [], "bottom-left": ["Ah", "Ts"],
               "bottom-right": []},
    "up": {"top": False, "left": False, "middle": False, "right": False, "bottom-left": True,
           "bottom-right": False},
    "deck": ["6h", "7d", "Th", "Jh", "5h"], "hand": ["Qs", "4h", "Qh"],
    "discard": ["2h", "JK2", "6s", "9s", "Ks", "7c", "8s", "9h", "Kh", "5d", "Jd", "Kd", "2s",
                "As", "Js", "6c", "Kc", "Tc", "3d", "8d", "9d", "Qd", "Td", "5c", "6d", "7h",
                "Ad", "2d", "9c", "Ac", "Jc", "5s", "7s", "JK1", "8c", "8h", "2c", "4c", "Qc",
                "4d", "4s", "3c", "3h", "3s"],
    "known_down": ["Ah"], "deck_known": [], "phase": "play", "effect": None, "round": 13,
    "hands_this_round": 0, "pairs_this_round": 0, "result": None, "moves": 23,
}
TAKE_FROM_DISCARD = MakeHand(("Qh", "Qs"), "pair_queens")
PLAIN_PAIR = MakeHand(("Qh", "Qs"), "pair")


def _queens() -> PragonState:
    state = GAME.state_from_json(QUEENS)
    assert isinstance(state, PragonState)
    return state


def _solve(state: PragonState) -> tuple[Any, float] | None:
    solution = EndgameSolver(BUDGET, action_score).solve(state)
    return None if solution is None else (solution.action, solution.chance)


def test_every_card_that_could_come_out_is_weighed_and_the_chances_add_to_one() -> None:
    unseen_on_table = 0
    for state in endgame_positions(8, 12):
        world = _as_forced(state)
        unseen_on_table += bool(world.unseen_places())
        for action in state.legal_actions():
            outcomes = list(_outcomes(world, action))
            assert math.isclose(sum(chance for chance, _ in outcomes), 1.0), action
            for _, child in outcomes:       # every outcome is a position the rules allow
                assert GAME.state_from_json(child.to_json()).fingerprint() == child.fingerprint()
    assert unseen_on_table > 0              # face-down cards never seen were weighed too


def test_the_answer_is_the_same_in_every_world_the_player_cannot_tell_apart() -> None:
    solved = 0
    for state in endgame_positions(4, 6):
        answers = {_solve(GAME.determinize(state.view(0), 0, Rng(k))) for k in range(3)}
        answers.add(_solve(state))
        assert len(answers) == 1, answers
        solved += answers != {None}
    assert solved >= 4


def test_its_move_is_legal_and_no_other_move_gives_a_better_chance() -> None:
    checked = 0
    for state in endgame_positions(3, 8):
        solution = EndgameSolver(BUDGET, action_score).solve(state)
        if solution is None:
            continue
        checked += 1
        legal = state.legal_actions()
        assert solution.action in legal and 0.0 <= solution.chance <= 1.0
        chances = [EndgameSolver(BUDGET, action_score).chance_after(state, a) for a in legal]
        assert all(c is not None and c <= solution.chance + 1e-12 for c in chances)
        assert max(c for c in chances if c is not None) == pytest.approx(solution.chance)
    assert checked >= 5


def test_a_pair_of_queens_that_takes_from_the_discard_wins_where_a_plain_pair_may_not() -> None:
    state = _queens()
    solution = EndgameSolver(BUDGET, action_score).solve(state)
    assert solution is not None
    assert solution.action == TAKE_FROM_DISCARD and solution.chance == 1.0
    plain = EndgameSolver(BUDGET, action_score).chance_after(state, PLAIN_PAIR)
    assert plain == pytest.approx(0.6)


def test_the_position_it_is_given_is_left_as_it_was() -> None:
    state = _queens()
    before = state.fingerprint()
    EndgameSolver(BUDGET, action_score).solve(state)
    assert state.fingerprint() == before


def test_a_tree_larger_than_its_budget_is_given_up() -> None:
    assert EndgameSolver(1, action_score).solve(endgame_positions(8, 1)[0]) is None
    assert EndgameSolver(1, action_score).chance_after(_queens(), PLAIN_PAIR) is None


def test_the_variant_where_jokers_only_flip_is_left_to_the_search() -> None:
    queens = _queens()
    state = replace(queens, options={**queens.options, "jokers_only_flip": True})
    assert EndgameSolver(BUDGET, action_score).solve(state) is None


def _queens_with_four_to_draw() -> PragonState:
    """The queens position with one card of the deck in the discard pile instead: within
    normal's reach (four cards left to draw)."""
    data = dict(QUEENS, deck=QUEENS["deck"][:-1], discard=[*QUEENS["discard"], QUEENS["deck"][-1]])
    state = GAME.state_from_json(data)
    assert isinstance(state, PragonState)
    return state


def _settles(level: str, state: PragonState) -> bool:
    """Whether the level answered ``state`` outright with the move that takes from the discard
    pile (no search: not one iteration)."""
    agent = make_agent(f"ismcts:{level}", 7)
    assert isinstance(agent, IsmctsAgent)
    action = agent.choose(GAME, state.view(0), 0, state.legal_actions())
    assert agent.last_stats is not None
    return action == TAKE_FROM_DISCARD and agent.last_stats.iterations == 0


def test_each_level_settles_the_end_exactly_within_its_reach_and_searches_beyond_it(monkeypatch) -> None:
    from eternus.engine.pragon import ai

    unclocked = {level: replace(reach, seconds=None) for level, reach in ai.ENDGAME_REACH.items()}
    monkeypatch.setattr(ai, "ENDGAME_REACH", unclocked)      # positions alone: the same on a busy machine
    assert len(_queens().deck) == 5 and len(_queens_with_four_to_draw().deck) == 4
    assert _settles("hard", _queens()) and _settles("hard", _queens_with_four_to_draw())
    assert _settles("normal", _queens_with_four_to_draw())
    assert not _settles("normal", _queens())            # five to draw: beyond normal's reach
    state = _queens_with_four_to_draw()
    easy = make_agent("ismcts:easy", 7)
    assert isinstance(easy, IsmctsAgent)
    assert easy.policy_for(GAME).settled(GAME, state.view(0), 0, state.legal_actions()) is None


def test_a_deal_with_more_left_to_draw_than_the_solver_takes_on_is_searched() -> None:
    state = endgame_positions(30, 1)[0]
    assert len(state.deck) > 8
    policy = POLICY.at_level("hard")
    assert policy.settled(GAME, state.view(0), 0, state.legal_actions()) is None


@pytest.mark.slow
def test_the_chance_it_gives_is_the_share_of_deals_its_play_wins() -> None:
    """From the queens position, a plain pair then the solver's play in 400 worlds of the
    player's view: the share won lies within three standard errors of the 0.6 it gives."""
    start = _queens()
    rng = Rng(99)
    games = 400
    wins = 0
    for i in range(games):
        world = GAME.determinize(start.view(0), 0, rng)
        world.apply(PLAIN_PAIR)
        while not world.is_over:
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply(legal[0])
                continue
            seen = GAME.determinize(world.view(0), 0, Rng(i))   # it decides from the view alone
            solution = EndgameSolver(BUDGET, action_score).solve(seen)
            assert solution is not None
            world.apply(solution.action)
        wins += world.returns()[0] > 0
    assert abs(wins / games - 0.6) < 3 * math.sqrt(0.24 / games)
