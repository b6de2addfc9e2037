"""What the AI knows about Four Kings Crossing: which choices cost stakes, and how to score.

Nothing at the Wheel is hidden but the dice to come, so the search's sampled worlds differ
only in their dice; every choice is then judged by the stakes it wins or loses at the end
of the game (full playouts: a game is ~70 rolls, about a millisecond to play out).

The rules of thumb below order the search's first looks and drive the playouts. They come
from the payout rules (docs/rules/four_kings.md, "Scoring"):

* clear pips decide no modifier, so they go first; a King keeps his own colour longest
  (holding all of it pays +1, holding none costs -1), and puts the other colour's pips on
  the Dragon (that colour's King then risks "the Dragon holds all his colour");
* a ransomed crown goes preferably to a Rogue (a Rogue winner takes 1 stake from each King,
  a King winner 2 or more), then to a partner of one's own colour, last to the other colour;
* a ta'veren waits on the likeliest empty number, and is set out after rolling, not before
  (before, one's own roll could spring it for nothing).
"""

from __future__ import annotations

import math
from typing import Any
from collections.abc import Sequence

from eternus.engine.ai.base import GamePolicy
from eternus.engine.core import Action, State, View
from eternus.engine.four_kings.actions import (
    GiveRaven, PayBack, PlacePip, PlaceTaveren, Ransom, Roll,
)
from eternus.engine.four_kings.board import CLEAR, DRAGON, WAYS
from eternus.engine.four_kings.hint_reason import explain
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.rng import Rng

STAKE_SCALE = 6.0     # a typical King payout; tanh(stakes / scale) maps results into (-1, 1)
PLAYOUT_ACTIONS = 400  # enough to finish the current game in almost every playout
EXPLORE = 0.15         # playouts take a random legal action this often


def _pip_cost(colour: str, own: str, on_dragon: bool) -> float:
    """How much parting with a pip of ``colour`` hurts a role of colour ``own`` (lower = give it)."""
    if colour == CLEAR or own == CLEAR:
        return 0.0
    if colour == own:
        return 2.0
    return 0.5 if on_dragon else 1.0


def _role(view: View, role_id: str) -> dict[str, Any]:
    return next(r for r in view["roles"] if r["id"] == role_id)


def score(view: View, action: Action) -> float:
    """Higher is better for the player choosing ``action`` in ``view``."""
    pending = view["pending"]
    chooser = _role(view, pending["role"] if pending else view["turn"]["role"])
    own = chooser["colour"]
    if isinstance(action, Roll):
        return 1.0  # before any ta'veren set out at the start of the turn
    if isinstance(action, PlacePip):
        return -_pip_cost(action.colour, own, pending is not None and pending.get("field") == DRAGON)
    if isinstance(action, (PayBack, GiveRaven)):
        return -_pip_cost(action.colour, own, False)
    if isinstance(action, Ransom):
        target = _role(view, action.to)
        kind_rank = {"rogue": 2.0, "king": 1.0 if target["colour"] == own else 0.0}
        placed = pending is not None and pending.get("field") == DRAGON
        return 10.0 * kind_rank.get(target["kind"], 0.0) - _pip_cost(action.colour, own, placed)
    if isinstance(action, PlaceTaveren):
        wolf_bonus = 0.5 if action.token == "wolf" else 0.0
        at_start = pending is None
        return WAYS[action.field] / 6.0 + wolf_bonus - (5.0 if at_start else 0.0)
    return 0.0


class FourKingsPolicy(GamePolicy):
    paired_playouts = True

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float]:
        return [score(view, a) for a in actions]

    def hint_reason(self, view: View, seat: int, action: Action) -> str | None:
        return explain(view, seat, action)

    def rollout_action(self, state: State, rng: Rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1 or rng.random() < EXPLORE:
            return rng.choice(actions)
        if not isinstance(state, FourKingsState):
            raise TypeError("the Four Kings policy plays Four Kings states only")
        view = {"pending": state.pending, "turn": {"role": state.roller.id},
                "roles": [r.to_json() for r in state.roles]}
        best = max(score(view, a) for a in actions)
        return rng.choice([a for a in actions if score(view, a) == best])

    def playout_depth(self, configured: int | None) -> int | None:
        return PLAYOUT_ACTIONS

    def evaluate(self, state: State, seat: int) -> float:
        """Stakes won so far (settled games), squashed into [0, 1]; Chase the Dragon is 0 or 1."""
        if not isinstance(state, FourKingsState):
            raise TypeError("the Four Kings policy scores Four Kings states only")
        if state.config.all_against_dragon:
            return float(state.returns()[seat]) if state.is_over else 0.5
        return 0.5 + 0.5 * math.tanh(state.returns()[seat] / STAKE_SCALE)


POLICY = FourKingsPolicy()
