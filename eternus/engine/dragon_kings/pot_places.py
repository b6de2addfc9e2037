"""The pots as the table shows them, and the chip events kept in step with them.

The pots are bands of what the seats put in, divided at the amounts of seats all in
(:mod:`pots`). A bet goes into them when its street is over; an all-in made on this street
divides them from then on. Chips a wing card puts straight into the pot
(:mod:`straight_to_pot`) can lie above an amount a seat later goes all in for: that part of
them then belongs to a new side pot. :func:`follow` says so with chip events from one pot to
the other, so every chip the events moved is where the table shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Event
from eternus.engine.dragon_kings import betting, pots
from eternus.engine.dragon_kings.events import pot_place
from eternus.engine.dragon_kings.records import Pot
from eternus.engine.events import ChipsMoved

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState


def shown(st: HoldemState) -> list[Pot]:
    """The pots in the middle now: the chips already collected (bets still in front of the
    seats are not in a pot yet), divided at the all-in amounts already collected."""
    collected = [c - b for c, b in zip(st.committed, st.bets, strict=True)]
    live, all_in = betting.live_and_all_in(st)
    settled = [out and st.bets[s] == 0 for s, out in enumerate(all_in)]
    return pots.pots(collected, live, settled)


def amounts(st: HoldemState) -> list[int]:
    return [pot["amount"] for pot in shown(st)]


def follow(st: HoldemState, before: list[int], events: list[Event], start: int) -> None:
    """After the events from ``start`` on, the pots held ``before`` plus what those events
    moved; where the pots now divide otherwise, move the difference from pot to pot."""
    expected = list(before)
    for event in events[start:]:
        if isinstance(event, ChipsMoved):
            for place, sign in ((event.dst, 1), (event.src, -1)):
                index = _pot_index(place)
                if index is not None:
                    expected += [0] * (index + 1 - len(expected))
                    expected[index] += sign * event.amount
    actual = amounts(st)
    size = max(len(expected), len(actual))
    expected += [0] * (size - len(expected))
    actual += [0] * (size - len(actual))
    surplus = [(i, e - a) for i, (e, a) in enumerate(zip(expected, actual, strict=True)) if e > a]
    deficit = [[i, a - e] for i, (e, a) in enumerate(zip(expected, actual, strict=True)) if a > e]
    for src, extra in surplus:
        for need in deficit:
            moved = min(extra, need[1])
            if moved > 0:
                events.append(ChipsMoved(pot_place(src), pot_place(need[0]), moved))
                extra -= moved
                need[1] -= moved


def _pot_index(place: str) -> int | None:
    if place == "pot":
        return 0
    if place.startswith("pot:"):
        return int(place.split(":")[1])
    return None
