"""The decisions of a Draker turn, in order.

``lay``: the player lays a card from the hand and announces its combinations;
``activate``: after a combination of three or more cards, the player may activate the
individual effects of its pool cards, one at a time, until done; ``respond``: each opponent
in turn may answer with an instant effect; then everything resolves without a decision and
the next player's turn begins. ``over``: the game has ended.
"""

from __future__ import annotations

from typing import Final, Literal

Phase = Literal["lay", "activate", "respond", "over"]
LAY: Final = "lay"
ACTIVATE: Final = "activate"
RESPOND: Final = "respond"
OVER: Final = "over"
PHASES: Final = (LAY, ACTIVATE, RESPOND, OVER)
