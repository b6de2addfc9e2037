"""Draker's guided first duel: what the callouts say, and when.

The deal is fixed (:data:`SEED`); how the guide runs is :mod:`eternus.ui.table.guide`.
"""

from __future__ import annotations

from typing import Any

from eternus.ui.table.guide import GuideStep

SEED = 51
PLAYERS = 2                  # the person and 1 easy AI player


def _laying(t: Any) -> bool:
    return bool(t.input.building() and t.input.builder.empty())


STEPS = [
    GuideStep("Lay a card from your hand: drag it into the attack tray to hurt your opponent, or the defence "
              "tray to shield yourself. Then add cards of your pool and the common pool around it.",
              "hand:0", _laying),
    GuideStep("Each tray works out its combination's cost as you build: a straight or a set, by rank or by "
              "profession, worth more in one suit. Announce (Enter) when it is right. Points spent beyond those "
              "earned cost life.", "buttons", lambda t: bool(t.input.building() and not t.input.builder.empty())),
    GuideStep("The numbered buttons are your best announcements, worked out for you: press one to fill the "
              "trays.", "buttons", _laying),
    GuideStep("Something asks for your answer: choose a lit card or a button.", "buttons",
              lambda t: bool(t.my_decision() and t.view["phase"] != "lay")),
]
