"""King's Court's own events: what changes hands or turns without a card moving.

Cards that move have :class:`~eternus.engine.core.CardMoved`; a reversal and a skipped or
lost turn are the shared :mod:`eternus.engine.events` (re-exported here with the reasons a
turn is lost at this game); :class:`HandsSwapped` says two hands were swapped by a
Catapult. So the table shows each at the moment it happens instead of guessing it from two
views. All are plain frozen dataclasses of ints and strings, JSON-serialisable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from eternus.engine.core import Event
from eternus.engine.events import DIRECTION_NAMES, SKIP, DirectionChanged, TurnSkipped

__all__ = ["DIRECTION_NAMES", "LOST_IN_DUNGEON", "LOST_TO_DRAW", "LOST_TO_GIVE_UP", "LOST_TO_GUARD",
           "LOST_TURN_WORDS", "SKIP", "DirectionChanged", "HandScored", "HandsSwapped", "TurnSkipped"]

# Why a turn is lost (``TurnSkipped.reason``, the shared event); ``SKIP`` is a plain skip.
LOST_TO_DRAW: Final = "draw"          # a draw card taken: the cards are drawn and the turn is lost
LOST_IN_DUNGEON: Final = "dungeon"    # a turn in the Dungeon
LOST_TO_GUARD: Final = "guard"        # caught without saying "On Guard": two penalty cards
LOST_TO_GIVE_UP: Final = "give_up"    # a partner said Yes and the player did not go out

#: A few words for a skipped or lost turn, by reason (the table puts them over the seat).
LOST_TURN_WORDS: Final[dict[str, str]] = {
    SKIP: "Skipped!", LOST_TO_DRAW: "Loses the turn", LOST_IN_DUNGEON: "Dungeon: turn lost",
    LOST_TO_GUARD: "Caught: turn lost", LOST_TO_GIVE_UP: "Turn lost"}


@dataclass(frozen=True)
class HandsSwapped(Event):
    """A Catapult swapped the hands of ``seats``; the cards' own CardMoved events follow."""

    kind: ClassVar[str] = "hands_swapped"
    seats: tuple[int, int]

    @property
    def text(self) -> str:
        a, b = self.seats
        return f"Seats {a + 1} and {b + 1} swap hands."


@dataclass(frozen=True)
class HandScored(Event):
    """A hand was scored: who went out (None when the hand was blocked or poisoned), each
    seat's cards left and points this hand, and the running totals after it. The table
    shows it as the hand summary, which waits for the players before the next hand.

    ``held`` names the cards each seat was left with (its hand, then its Dungeon cards):
    at the end of a hand everyone counts their cards in the open, so they are shown to all.
    ``teams`` numbers each seat's partnership (empty when nobody plays in partners).
    ``counted`` is each seat's own score as a sum of named terms (its cards' points, what a
    Magic Potion spared, each rule's change such as a Poison Garden's), so the summary can
    show how a score such as -43 came about (empty in events recorded before it existed)."""

    kind: ClassVar[str] = "hand_scored"
    hand: int
    names: tuple[str, ...]
    went_out: int | None
    reason: str
    cards_left: tuple[int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    held: tuple[tuple[str, ...], ...] = ()
    teams: tuple[int, ...] = ()
    counted: tuple[tuple[tuple[str, int], ...], ...] = ()

    @property
    def text(self) -> str:
        line = ", ".join(f"{name} {score:+d}" for name, score in zip(self.names, self.scores, strict=True))
        return f"Hand {self.hand} scored: {line}."
