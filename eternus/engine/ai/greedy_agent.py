"""The rule-of-thumb player: the action the game's policy ranks first, ties broken at random.

It reads only the view, like every agent, and costs no search. It shows what a game's
knowledge alone is worth (sim compares it with random play and with the search built on
the same knowledge), and it is quick enough for sims of tens of thousands of games.
"""

from __future__ import annotations

from typing import Sequence

from eternus.engine.ai.base import policy_for
from eternus.engine.core import Action, Game, JsonDict
from eternus.engine.rng import Rng


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int) -> None:
        self._rng = Rng(seed)

    def choose(self, game: Game, view: JsonDict, seat: int, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from (is the game over?)")
        legal = list(legal_actions)
        scores = policy_for(game).prior(view, seat, legal)
        if scores is None:
            return self._rng.choice(legal)
        best = max(scores)
        return self._rng.choice([a for a, s in zip(legal, scores) if s == best])
