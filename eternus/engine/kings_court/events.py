"""King's Court's own events: what changes hands or turns without a card moving.

Cards that move have :class:`~eternus.engine.core.CardMoved`; these say the rest, so a
table can show it at the moment it happens (a reversal, a skipped or lost turn, two hands
swapped by a Catapult) instead of guessing it from two views. All are plain frozen
dataclasses of ints and strings, JSON-serialisable like the core events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eternus.engine.core import Event

DIRECTION_NAMES = {1: "clockwise", -1: "anticlockwise"}

# Why a turn is lost (``TurnSkipped.reason``).
SKIP = "skip"          # a Court Jester, a skip chosen with a Wizard or Queen's Option, a Knight with two
DRAW = "draw"          # a draw card taken: the cards are drawn and the turn is lost
DUNGEON = "dungeon"    # a turn in the Dungeon
GUARD = "guard"        # caught without saying "On Guard": two penalty cards
GIVE_UP = "give_up"    # a partner said Yes and the player did not go out


@dataclass(frozen=True)
class DirectionChanged(Event):
    """The direction of play is now ``direction`` (1 clockwise, -1 anticlockwise)."""

    kind: ClassVar[str] = "direction_changed"
    direction: int

    @property
    def text(self) -> str:
        return f"Play now goes {DIRECTION_NAMES.get(self.direction, 'clockwise')}."


@dataclass(frozen=True)
class TurnSkipped(Event):
    """``seat`` does not play this turn: skipped (``reason`` ``skip``) or the turn is lost
    paying ``draws`` cards (a draw card, the Dungeon, an On Guard penalty, giving up)."""

    kind: ClassVar[str] = "turn_skipped"
    seat: int
    reason: str = SKIP
    draws: int = 0

    @property
    def lost(self) -> bool:
        return self.reason != SKIP

    @property
    def text(self) -> str:
        if not self.lost:
            return f"Seat {self.seat + 1} is skipped."
        return f"Seat {self.seat + 1} loses the turn ({self.reason})."


@dataclass(frozen=True)
class HandsSwapped(Event):
    """A Catapult swapped the hands of ``seats``; the cards' own CardMoved events follow."""

    kind: ClassVar[str] = "hands_swapped"
    seats: tuple[int, int]

    @property
    def text(self) -> str:
        a, b = self.seats
        return f"Seats {a + 1} and {b + 1} swap hands."
