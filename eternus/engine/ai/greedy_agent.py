"""The rule-of-thumb player: the action the game's policy ranks first, ties broken at random.

It reads only the view, like every agent, and costs no search. It shows what a game's
knowledge alone is worth (sim compares it with random play and with the search built on
the same knowledge), and it is quick enough for sims of tens of thousands of games.
"""

from __future__ import annotations

from collections.abc import Sequence

from eternus.engine.ai.base import policy_for
from eternus.engine.ai.ismcts import best_by_prior
from eternus.engine.core import Action, Game, View
from eternus.engine.rng import Rng


class GreedyAgent:
    """``style`` plays one of the game's personalities (``greedy+drawer``); ``name`` is the
    spec it was made from when that is not ``greedy+<style>`` (a named player: ``caller``)."""

    def __init__(self, seed: int, style: str | None = None, name: str | None = None) -> None:
        self.seed = seed
        self._rng = Rng(seed)
        self.style = style
        self.name = name or ("greedy" if style is None else f"greedy+{style}")

    def choose(self, game: Game, view: View, seat: int, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from (is the game over?)")
        policy = policy_for(game).styled(self.style)
        chance = policy.chance_decision(view, seat, legal_actions)
        if chance is not None:
            return chance.roll(self.seed, seat, view)
        return best_by_prior(policy, view, seat, list(legal_actions), self._rng)
