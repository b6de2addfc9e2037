"""What every game's hint reason promises: one line, and read from the seat's view alone.

A reason a hint shows under the move must fit the notice over the table (at most
``REASON_LENGTH`` characters, no line break), and must know no more than the AI that chose
the move: two positions the seat sees alike get the same reason, whatever the hidden cards.
"""

from __future__ import annotations

import random

import pytest

from eternus.engine.ai.base import REASON_LENGTH, policy_for
from eternus.engine.core import Seat, State
from eternus.engine.registry import declarations
from eternus.engine.rng import Rng

GAMES = ["pragon", "kings_court", "four_kings", "dragon_kings", "draker"]


def decisions(game_id: str, seed: int, moves: int = 120) -> list[State]:
    """Positions of a random game at a full table, one every few moves."""
    game = declarations()[game_id].game
    seats = [Seat("You")] if game_id == "pragon" else [Seat(n, "random") for n in ("You", "Bram", "Cora")]
    state = game.new(seats, {}, seed)
    rng = random.Random(seed)
    found: list[State] = []
    for k in range(moves):
        if state.is_over or state.to_act is None:
            break
        if k % 6 == 0:
            found.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reason_is_one_line_short_enough_for_the_notice(game_id: str) -> None:
    game = declarations()[game_id].game
    policy = policy_for(game)
    said = 0
    for seed in (1, 2):
        for state in decisions(game_id, seed):
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            for action in state.legal_actions()[:12]:
                reason = policy.hint_reason(view, seat, action)
                if reason is not None:
                    said += 1
                    assert len(reason) <= REASON_LENGTH and "\n" not in reason, (action.label, reason)
    assert said > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_a_reason_is_the_same_for_two_positions_the_seat_sees_alike(game_id: str) -> None:
    game = declarations()[game_id].game
    policy = policy_for(game)
    for state in decisions(game_id, 3)[:8]:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        imagined = game.determinize(view, seat, Rng(99))     # other hidden cards, the same view
        assert imagined.view(seat) == view
        for action in state.legal_actions()[:12]:
            assert policy.hint_reason(view, seat, action) == policy.hint_reason(imagined.view(seat), seat, action)
