"""King's Court's own events: what changes hands or turns without a card moving.

Cards that move have :class:`~eternus.engine.core.CardMoved`; a reversal and a skipped or
lost turn are the shared :mod:`eternus.engine.events` (re-exported here with the reasons a
turn is lost at this game); :class:`HandsSwapped` says two hands were swapped by a
Catapult; :class:`HandDealt` says everyone was dealt a new hand. So the table shows each at
the moment it happens instead of guessing it from two views or from counting card moves.
All are plain frozen dataclasses of ints and strings, JSON-serialisable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from eternus.engine.core import Event
from eternus.engine.events import DIRECTION_NAMES, SKIP, DirectionChanged, TurnSkipped

__all__ = ["CARDS_TERM", "DIRECTION_NAMES", "LOST_IN_DUNGEON", "LOST_TO_DRAW", "LOST_TO_GIVE_UP", "LOST_TO_GUARD",
           "LOST_TURN_WORDS", "SKIP", "DirectionChanged", "HandDealt", "HandScored", "HandsSwapped", "TurnSkipped"]

# Why a turn is lost (``TurnSkipped.reason``, the shared event); ``SKIP`` is a plain skip.
LOST_TO_DRAW: Final = "draw"          # a draw card taken: the cards are drawn and the turn is lost
LOST_IN_DUNGEON: Final = "dungeon"    # a turn in the Dungeon
LOST_TO_GUARD: Final = "guard"        # caught without saying "On Guard": two penalty cards
LOST_TO_GIVE_UP: Final = "give_up"    # a partner said Yes and the player did not go out

#: The term of :attr:`HandScored.counted` that is the cards' own points (the rest are named rules).
CARDS_TERM: Final = "cards"

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
class HandDealt(Event):
    """Every seat was dealt a whole new hand of ``cards`` (a new hand, a deal again after a
    Castle Fire, the deal after a cut): the cards' own CardMoved events come before it. A
    table tells a fresh hand from cards drawn in play by this, not by counting moves."""

    kind: ClassVar[str] = "hand_dealt"
    hand: int
    cards: int

    @property
    def text(self) -> str:
        return f"Hand {self.hand}: {self.cards} cards are dealt to each player."


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

    def card_points(self, seat: int) -> int:
        """What the cards ``seat`` was left with are worth at face value (0 for none)."""
        return sum(points for what, points in self.counted[seat] if what == CARDS_TERM)

    def rule_points(self, seat: int) -> int:
        """What rules added to or took from ``seat``'s own score (its partners' aside)."""
        return sum(points for what, points in self.counted[seat] if what != CARDS_TERM)

    def changes(self, seat: int) -> list[str]:
        """Everything but the cards' face value that made ``seat``'s score, in words: each
        rule's change ("Poison Garden -75", "Magic Potion -70"), then each partner's share
        ("Cy -45"), so the cards and these add up to the hand's score."""
        words = [f"{what} {points:+d}" for what, points in self.counted[seat] if what != CARDS_TERM and points]
        if self.teams:
            words.extend(f"{self.names[other]} {sum(p for _, p in self.counted[other]):+d}"
                         for other, team in enumerate(self.teams) if other != seat and team == self.teams[seat])
        return words

    @property
    def text(self) -> str:
        """"Hand 2 scored: Ann -43 (cards 32, Poison Garden -75), Ben +0." The sum (with a
        partner's share) is said for every seat a rule touched, so the log keeps what a
        narrow summary may leave out."""
        parts = []
        for seat, (name, score) in enumerate(zip(self.names, self.scores, strict=True)):
            ruled = bool(self.counted) and any(what != CARDS_TERM and points for what, points in self.counted[seat])
            terms = [f"cards {self.card_points(seat)}", *self.changes(seat)] if ruled else []
            parts.append(f"{name} {score:+d}" + (f" ({', '.join(terms)})" if terms else ""))
        return f"Hand {self.hand} scored: {', '.join(parts)}."
