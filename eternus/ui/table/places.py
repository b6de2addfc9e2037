"""Where a seat sits on a seated table's map: its place, seen from the bottom chair.

A table of ``n`` seats spreads them over the map's places (``spread[n]``, the bottom chair
first, going round); a card zone of a seat (``hole:3``, ``pool:1``) is drawn at that seat's
place. Dragon Kings and Draker differ only in their spreads and in which zones belong to a
seat, so both read them from one :class:`SeatPlaces`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class SeatPlaces:
    """A table's spreads (seats -> the map places they take) and its seats' own zone kinds."""

    spread: Mapping[int, tuple[int, ...]]
    seat_kinds: tuple[str, ...]

    def place_of(self, n: int, bottom: int, seat: int) -> int:
        """The map place of ``seat`` at a table of ``n`` seen from ``bottom``'s chair."""
        return self.spread[n][(seat - bottom) % n]

    def display_zone(self, zone: str, n: int, bottom: int) -> str:
        """Where an engine card zone is on this table (a seat's zone at its seat's place)."""
        kind, _, rest = zone.partition(":")
        if kind in self.seat_kinds:
            return f"{kind}:{self.place_of(n, bottom, int(rest))}"
        return zone
