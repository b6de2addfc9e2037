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


def _deciding(t: Any, phase: str) -> bool:
    return bool(t.my_decision() and t.view["phase"] == phase)


def _stacked(t: Any) -> bool:
    return _deciding(t, "activate") and bool(t.view["turn"]["main"])


def _answered(t: Any) -> bool:
    return bool(t.my_decision() and t.answered_you)


STEPS = [
    GuideStep("Lay a card from your hand: drag it into the attack tray to hurt your opponent, or the defence "
              "tray to shield yourself. Then add cards of your pool and the common pool around it. The number "
              "on a card's header (4 Bard) is its profession's place, 1 Peasant to 10 Dragonlord: professions "
              "make straights and sets as ranks do.",
              "hand:0", _laying),
    GuideStep("Each tray works out the points its combination earns as you build: a straight or a set, by rank "
              "or by profession, worth more in one suit. Announce (Enter) when it is right. Points spent beyond "
              "those earned cost life.", "buttons",
              lambda t: bool(t.input.building() and not t.input.builder.empty())),
    GuideStep("The numbered buttons are your best announcements, worked out for you: press one to fill the "
              "trays.", "turn", _laying),
    GuideStep("A combination of three cards or more lets your pool join in: each lit card's own effect is "
              "yours for the attack or defence points it costs (a point beyond those you earned costs 3 life). "
              "Click a lit card or its button, or Done (Enter).", "buttons", lambda t: _deciding(t, "activate")),
    GuideStep("The left panel shows the stacks, top first: your laid card's effect and the ones you activate "
              "wait on the main stack. Answers go on the instant stack and happen first, then the main stack from "
              "the top. Each tray counts its points left as you spend them.", "turn", _stacked),
    GuideStep("Your opponent answered your last turn with an instant. A Knight's kill takes a combination's "
              "points away (points you had spent from them then cost 3 life each); a Mage's cancel strikes out "
              "the top effect of the main stack. An effect's button warns before you spend when a Knight could.",
              None, _answered),
    GuideStep("Your opponent's move can be answered with an instant from your pool (a Knight kills a "
              "combination, a Mage cancels an effect), paid from the defence you banked, then from life. "
              "Enter: no answer.",
              "buttons", lambda t: _deciding(t, "respond")),
]
