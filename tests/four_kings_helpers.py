"""Set up Four Kings positions and load the dice, for the rules tests."""

from __future__ import annotations

from typing import Any

from eternus.engine.core import Event, Seat
from eternus.engine.four_kings.actions import Roll
from eternus.engine.four_kings.board import BLACK, CLEAR, FIELDS, WHITE
from eternus.engine.four_kings.game import FourKingsGame
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.rng import Rng

GAME = FourKingsGame()


class LoadedDice(Rng):
    """An RNG whose die rolls come from a list (then from the seed): a loaded pair of dice."""

    def __init__(self, faces: list[int], seed: int = 1) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def below(self, n: int) -> int:
        if self.faces:
            face = self.faces.pop(0)
            assert 1 <= face <= n
            return face - 1
        return super().below(n)


def new(players: int = 4, seed: int = 1, **options: Any) -> FourKingsState:
    state = GAME.new(tuple(Seat(f"P{i + 1}") for i in range(players)), options, seed)
    assert isinstance(state, FourKingsState)
    return state


def set_pips(state: FourKingsState, role_id: str, white: int = 0, black: int = 0,
             clear: int = 0) -> None:
    """Give a role exactly these pips (tests that need conservation rebalance by hand)."""
    state.role(role_id).pips = {WHITE: white, BLACK: black, CLEAR: clear}


def clear_board(state: FourKingsState) -> None:
    state.board = {n: [] for n in FIELDS}


def turn_to(state: FourKingsState, role_id: str) -> None:
    state.current = [r.id for r in state.roles].index(role_id)


def roll(state: FourKingsState, d1: int, d2: int) -> list[Event]:
    """The current roller rolls exactly d1 and d2."""
    state.rng = LoadedDice([d1, d2], seed=state.rng.state)
    return state.apply(Roll())
