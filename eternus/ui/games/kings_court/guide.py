"""King's Court's guided first hand: what the callouts say, and when.

The deal is fixed (:data:`SEED`); how the guide runs is :mod:`eternus.ui.table.guide`.
"""

from __future__ import annotations

from typing import Any

from eternus.ui.games.kings_court import logic
from eternus.ui.table.guide import GuideStep

SEED = 21
PLAYERS = 3                  # the person and 2 easy AI players


def _plays(t: Any) -> bool:
    return bool(t.my_decision() and logic.playable_cards(t.legal_actions()) and not t.input.choices())


def _stuck(t: Any) -> bool:
    return bool(t.my_decision() and not logic.playable_cards(t.legal_actions()) and not t.input.choices())


STEPS = [
    GuideStep("Your cards. Play one that matches the top of the discard pile by colour or by value: the lit "
              "cards fit. Drag one onto the pile, or click it.", "hand", _plays),
    GuideStep("Scrolls and Kingdoms do more than match: they skip, reverse, make others draw. The reader line "
              "above your cards names the card under the pointer.", "prompt", _plays),
    GuideStep("Nothing fits: draw a card (D), then play it or pass. Shed every card to win the hand; the cards "
              "left in a hand count as points against you.", "buttons", _stuck),
    GuideStep("A card asks something of you: a suit to name, a card to pick or a question to answer. The "
              "line here says which; click your answer or press its number.", "prompt",
              lambda t: bool(t.my_decision() and t.input.choices())),
    GuideStep("One card left: call \u201cOn Guard\u201d (G) before someone catches you!", "buttons",
              lambda t: bool(t.human_window())),
]
