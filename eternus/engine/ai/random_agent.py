"""The baseline: a uniformly random legal action. Sim compares every other agent to it."""

from __future__ import annotations

from collections.abc import Sequence

from eternus.engine.core import Action, Game, View
from eternus.engine.rng import Rng


class RandomAgent:
    """Picks uniformly among the legal actions with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._rng = Rng(seed)

    def choose(self, game: Game, view: View, seat: int, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from (is the game over?)")
        return self._rng.choice(legal_actions)
