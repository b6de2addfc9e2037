"""Four Kings Crossing's guided first game: what the callouts say, and when.

The deal is fixed (:data:`SEED`); how the guide runs is :mod:`eternus.ui.table.guide`.
"""

from __future__ import annotations

from typing import Any

from eternus.ui.table.guide import GuideStep

SEED = 41
PLAYERS = 4                  # the person and 3 easy AI players


def _rolls(t: Any) -> bool:
    return bool(t.person_to_move() and t.input.may_roll())


STEPS = [
    GuideStep("Your roll: throw the dice (drag them and let go, click them, or press Space). Their total names "
              "a field of the Wheel.", "dice", _rolls),
    GuideStep("A pip on the field you rolled is yours to take; an empty field takes one of your pips. 7 feeds the "
              "Dragon, and 12, the Towers, sweeps the board if you hold a King.", "board", _rolls),
    GuideStep("The rules ask you to choose: click one of the choices under the question, or press its "
              "number.", "prompt",
              lambda t: bool(t.person_to_move() and t.input.picker_items())),
    GuideStep("Out of pips, a King ransoms his crown; with no crown left you fall to the Fisher. Whoever gathers "
              "all four crowns ends the game and is paid.", "hoard", _rolls),
]
