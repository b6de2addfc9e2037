"""The decisions of a Draker turn, in order.

``lay``: the player lays a card from the hand and announces its combinations; ``name``
(rules 2): a laid Artefact in a combination of three or more cards is named a profession
by its player, which decides its standard effect and what the combinations are worth;
``activate``: after a combination of three or more cards, the player may activate the
individual effects of its pool cards, one at a time, until done; ``respond``: each opponent
in turn may answer with an instant effect; then everything resolves without a decision and
the next player's turn begins. ``over``: the game has ended.
"""

from __future__ import annotations

from typing import Final, Literal

Phase = Literal["lay", "name", "activate", "respond", "over"]
LAY: Final = "lay"
NAME: Final = "name"
ACTIVATE: Final = "activate"
RESPOND: Final = "respond"
OVER: Final = "over"
PHASES: Final = (LAY, NAME, ACTIVATE, RESPOND, OVER)
