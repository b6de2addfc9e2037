"""Dragon Kings' guided first hand: what the callouts say, and when.

The deal is fixed (:data:`SEED`); how the guide runs is :mod:`eternus.ui.table.guide`.
"""

from __future__ import annotations

from typing import Any

from eternus.engine.dragon_kings.actions import Call, Check, Fold
from eternus.ui.table.guide import GuideStep

SEED = 31
PLAYERS = 3                  # the person and 2 easy AI players


def _board(t: Any) -> int:
    return len(t.view["board"])


def _betting(t: Any) -> bool:
    """The person is to bet (not to answer a wing card's question)."""
    return bool(t.my_decision() and any(isinstance(a, (Fold, Check, Call)) for a in t.legal_actions()))


def _wing_question(t: Any) -> bool:
    return bool(t.my_decision()) and not _betting(t)


STEPS = [
    GuideStep("Your two cards are yours alone; the five cards that come to the middle are everyone's. The best "
              "five-card poker hand from your seven wins the pot.", "hole:0", _betting),
    GuideStep("Your turn to bet: Check or Call to stay in, Raise (the slider, or the arrow keys) to push the "
              "others, Fold to give the hand up.", "bar:buttons", _betting),
    GuideStep("The flop: three shared cards. The turn and the river follow, one card each, with a round of "
              "betting after every street.", "board", lambda t: _betting(t) and _board(t) >= 3),
    GuideStep("The river is the last card. If two or more are still in after this round, the hands are shown "
              "and the best takes the pot.", "board", lambda t: _betting(t) and _board(t) >= 5),
    GuideStep("Wing cards are what makes this Hold'em Dragon Kings: each one bends a rule while it is in play. "
              "The sheet above the buttons says what each wing card does, on the board and in the hole: "
              "choose with a button or its number.", "bar:choices",
              _wing_question),
]
