"""The Seal of Pragon's guided first deal: what the callouts say, and when.

The deal is fixed (:data:`SEED`): it offers hands at once, one of them of three cards, so
the effects come up in the first rounds. How the guide runs is :mod:`eternus.ui.table.guide`.
"""

from __future__ import annotations

from typing import Any

from eternus.engine.pragon.actions import MakeHand
from eternus.ui.table.guide import GuideStep

SEED = 13
PLAYERS = 1


def _playing(t: Any) -> bool:
    return bool(t.view["phase"] == "play")


def _no_hand(t: Any) -> bool:
    return _playing(t) and not any(isinstance(a, MakeHand) for a in t.session.state.legal_actions())


STEPS = [
    GuideStep("Your cards. With the face-up tops of the six stacks, make a poker hand (a pair, three "
              "of a kind, a straight, a flush...): click or drag cards into the tray.",
              "hand", lambda t: _playing(t) and not t.tray and not _no_hand(t)),
    GuideStep("The tray names the hand your cards make. Play it (Enter): every stack card in it leaves the "
              "table. Clear all six stacks to break the seal and win.", "tray",
              lambda t: _playing(t) and bool(t.tray)),
    GuideStep("A hand of three or more cards pays an effect: the lit stacks are where it can act. Click one, "
              "or press Done when you have had enough.", "stack:middle", lambda t: t.view["phase"] == "effect"),
    GuideStep("Put the card where it is asked: click it, then a lit stack.", "hand",
              lambda t: t.view["phase"] == "place"),
    GuideStep("No hand fits: end the round (E) and the stacks get new cards. The deck runs out, so make each "
              "round count. H shows a hint at any time.", "buttons", _no_hand),
]
