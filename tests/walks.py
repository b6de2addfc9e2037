"""Random legal play for tests of any game: a position somewhere along a seeded game."""

from __future__ import annotations

from typing import TypeVar

from eternus.engine.core import State
from eternus.engine.rng import Rng

S = TypeVar("S", bound=State)


def random_moves(state: S, steps: int, seed: int) -> S:
    """Play up to ``steps`` random legal moves on ``state`` (seeded by ``seed``); stop at the end."""
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state
