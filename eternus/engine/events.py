"""Events more than one game sends: the direction of play, a turn that is not played, chips
that change hands.

Cards that move have :class:`~eternus.engine.core.CardMoved`; these say the rest, so the
shared table (``eternus/ui/table``) can show them the same way at every game: a reversal,
a skipped or lost turn, chips sliding between a seat, a pot, the bank or a hoard. A game
that needs its own wording subclasses them (a different ``text``) and keeps the fields, so
the shared animation still recognises them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from eternus.engine.core import Event

#: +1 clockwise (to the next seat), -1 anticlockwise.
Direction = Literal[1, -1]

DIRECTION_NAMES: dict[int, str] = {1: "clockwise", -1: "anticlockwise"}

#: ``TurnSkipped.reason`` for a plain skip (the turn passes over the seat, nothing is paid).
SKIP = "skip"


@dataclass(frozen=True)
class DirectionChanged(Event):
    """The direction of play is now ``direction`` (1 clockwise, -1 anticlockwise);
    ``cause`` names what reversed it, for the log ("The Foxes"), or is empty."""

    kind: ClassVar[str] = "direction_changed"
    direction: int
    cause: str = ""

    @property
    def text(self) -> str:
        way = DIRECTION_NAMES.get(self.direction, "clockwise")
        return f"{self.cause}: play now goes {way}." if self.cause else f"Play now goes {way}."


@dataclass(frozen=True)
class TurnSkipped(Event):
    """``seat`` does not play this turn: skipped (``reason`` :data:`SKIP`) or the turn is
    lost paying ``draws`` cards; the game names its other reasons."""

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


def place_label(place: str) -> str:
    """``seat:2`` -> ``Seat 3``, ``pot`` -> ``the pot``, ``pot:1`` -> ``side pot 1``."""
    kind, _, rest = place.partition(":")
    if kind == "seat" and rest.isdigit():
        return f"Seat {int(rest) + 1}"
    if kind == "pot":
        return f"side pot {rest}" if rest else "the pot"
    if kind in ("bank", "hoard"):
        return f"the {kind}"
    return place


@dataclass(frozen=True)
class ChipsMoved(Event):
    """``amount`` chips went from place ``src`` to place ``dst``.

    Places are text so an event reads on its own: ``seat:N`` (a seat's stack), ``pot``
    (``pot:N`` a side pot), ``bank`` (the house), ``hoard``; a game may name its own
    (Four Kings pays between roles, ``role:K1``). The shared chip animation flies
    ``amount`` chips between the places the table's layout puts on screen.
    """

    kind: ClassVar[str] = "chips_moved"
    src: str
    dst: str
    amount: int

    @property
    def text(self) -> str:
        unit = "chip" if self.amount == 1 else "chips"
        return f"{place_label(self.src)} pays {self.amount} {unit} to {place_label(self.dst)}"
