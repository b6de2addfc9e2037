"""Hold'em's own events: what the table shows beyond cards moving and chips sliding.

Cards that move or turn have :class:`~eternus.engine.core.CardMoved` and
:class:`~eternus.engine.core.CardFlipped` (zones ``deck``, ``hole:N``, ``board``, ``muck``).
Every chip that moves is a :class:`~eternus.engine.events.ChipsMoved` (places ``seat:N`` a
stack, ``bet:N`` the chips in front of a seat this street, ``pot`` the main pot and ``pot:K``
side pot K, ``bank`` the house); where a movement means something more (a blind, a pot won,
a buy-in) it is a subclass that keeps those fields, so the shared chip animation still flies
it and the log reads it in words. The rest say what happened to the hand: it started, a
seat acted, a street was dealt, a hand was shown or mucked, a seat busted, the hand ended.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eternus.engine.cards import short
from eternus.engine.core import Event
from eternus.engine.dragon_kings.records import LogKind
from eternus.engine.events import ChipsMoved


def seat_name(seat: int) -> str:
    return f"Seat {seat + 1}"


def cards_text(cards: tuple[str, ...]) -> str:
    return " ".join(short(c) for c in cards)


def pot_name(pot: int) -> str:
    return "the main pot" if pot == 0 else f"side pot {pot}"


def pot_place(pot: int) -> str:
    """The chip place of pot ``pot``: ``pot`` for the main pot, ``pot:K`` for side pot K."""
    return "pot" if pot == 0 else f"pot:{pot}"


@dataclass(frozen=True)
class HandStarted(Event):
    """Hand number ``hand`` begins with the button and the blinds on these seats."""

    kind: ClassVar[str] = "hand_started"
    hand: int
    button: int
    small_blind: int
    big_blind: int

    @property
    def text(self) -> str:
        return f"Hand {self.hand}: the button is on {seat_name(self.button)}."


@dataclass(frozen=True)
class BlindPosted(ChipsMoved):
    """A forced bet: ``blind`` is "ante", "small blind" or "big blind" (short if all in)."""

    kind: ClassVar[str] = "blind_posted"
    seat: int
    blind: str

    @property
    def text(self) -> str:
        return f"{seat_name(self.seat)} posts the {self.blind} ({self.amount})."


@dataclass(frozen=True)
class SeatActed(Event):
    """A seat's decision in words: ``verb`` one of fold, check, call, bet, raise, all_in;
    ``amount`` the chips it added, ``to`` its whole bet on the street afterwards."""

    kind: ClassVar[str] = "seat_acted"
    seat: int
    verb: str
    amount: int = 0
    to: int = 0

    @property
    def text(self) -> str:
        who = seat_name(self.seat)
        words = {"fold": f"{who} folds.", "check": f"{who} checks.",
                 "call": f"{who} calls {self.amount}.", "bet": f"{who} bets {self.to}.",
                 "raise": f"{who} raises to {self.to}.",
                 "all_in": f"{who} is all in ({self.amount})."}
        return words.get(self.verb, f"{who}: {self.verb}")


@dataclass(frozen=True)
class StreetDealt(Event):
    """The flop, turn or river went face up: ``cards`` are the new board cards."""

    kind: ClassVar[str] = "street_dealt"
    street: str
    cards: tuple[str, ...]

    @property
    def text(self) -> str:
        return f"The {self.street}: {cards_text(self.cards)}."


@dataclass(frozen=True)
class UncalledReturned(ChipsMoved):
    """Chips nobody matched go back to the seat that bet them."""

    kind: ClassVar[str] = "uncalled_returned"
    seat: int

    @property
    def text(self) -> str:
        return f"{self.amount} uncalled chips go back to {seat_name(self.seat)}."


@dataclass(frozen=True)
class HandShown(Event):
    """``seat`` turned its hole cards face up; ``name`` says what its best hand is."""

    kind: ClassVar[str] = "hand_shown"
    seat: int
    cards: tuple[str, ...]
    name: str

    @property
    def text(self) -> str:
        named = f": {self.name}" if self.name else ""
        return f"{seat_name(self.seat)} shows {cards_text(self.cards)}{named}."


@dataclass(frozen=True)
class HandMucked(Event):
    """``seat`` cannot win and throws its hand away unseen."""

    kind: ClassVar[str] = "hand_mucked"
    seat: int

    @property
    def text(self) -> str:
        return f"{seat_name(self.seat)} mucks."


@dataclass(frozen=True)
class PotAwarded(ChipsMoved):
    """``seat`` wins ``amount`` of pot ``pot`` (0 the main pot) with ``hand`` ("" uncontested)."""

    kind: ClassVar[str] = "pot_awarded"
    seat: int
    pot: int
    hand: str = ""

    @property
    def text(self) -> str:
        how = f" with {self.hand}" if self.hand else ""
        return f"{seat_name(self.seat)} wins {self.amount} from {pot_name(self.pot)}{how}."


@dataclass(frozen=True)
class BoughtIn(ChipsMoved):
    """The bank sold ``seat`` a stack: the first buy-in, or a re-buy after busting."""

    kind: ClassVar[str] = "bought_in"
    seat: int
    rebuy: bool = False

    @property
    def text(self) -> str:
        what = "buys in again" if self.rebuy else "buys in"
        return f"{seat_name(self.seat)} {what} for {self.amount}."


@dataclass(frozen=True)
class SeatBusted(Event):
    """``seat`` has no chips left and no re-buy: it is dealt no more hands."""

    kind: ClassVar[str] = "seat_busted"
    seat: int

    @property
    def text(self) -> str:
        return f"{seat_name(self.seat)} is out of chips."


@dataclass(frozen=True)
class RebuyOffered(Event):
    """``seat`` ran out of chips with ``left`` re-buys: it may buy in again for ``chips`` or
    sit out (rules 3). Public: the whole table waits on the answer."""

    kind: ClassVar[str] = "rebuy_offered"
    seat: int
    chips: int
    left: int

    @property
    def text(self) -> str:
        return f"{seat_name(self.seat)} is out of chips: buy in again for {self.chips}, or sit out?"


@dataclass(frozen=True)
class SatOut(Event):
    """``seat`` ran out of chips and chose not to buy in again: it watches the rest of the match."""

    kind: ClassVar[str] = "sat_out"
    seat: int

    @property
    def text(self) -> str:
        return f"{seat_name(self.seat)} sits out and watches."


@dataclass(frozen=True)
class HandEnded(Event):
    kind: ClassVar[str] = "hand_ended"
    hand: int

    @property
    def text(self) -> str:
        return f"Hand {self.hand} is over."


# ------------------------------------------------------------------ Dragon Kings' wing cards

def wing_name(card: str | None) -> str:
    from eternus.engine.dragon_kings.wings import WING_CARDS

    return "none" if card is None else WING_CARDS[card].name


@dataclass(frozen=True)
class FirstDealDrawn(Event):
    """The draw for the first deal: ``cards`` went face up in turn until ``seat`` drew a black King."""

    kind: ClassVar[str] = "first_deal_drawn"
    seat: int
    cards: tuple[str, ...]

    @property
    def text(self) -> str:
        return f"{seat_name(self.seat)} draws the first black King ({short(self.cards[-1])}) and deals first."


@dataclass(frozen=True)
class HouseBonus(ChipsMoved):
    """The house gives ``seat`` chips: ``why`` is "the first black King" or "first honors"."""

    kind: ClassVar[str] = "house_bonus"
    seat: int
    why: str

    @property
    def text(self) -> str:
        return f"The house gives {seat_name(self.seat)} {self.amount} for {self.why}."


@dataclass(frozen=True)
class WingsChanged(Event):
    """The voluntary wing cards now in play (``voluntary``, ``permanent``), chosen by ``seat``."""

    kind: ClassVar[str] = "wings_changed"
    seat: int
    voluntary: str | None
    permanent: str | None

    @property
    def text(self) -> str:
        if self.voluntary is None and self.permanent is None:
            return "The voluntary wing cards are negated."
        kept = f" ({wing_name(self.permanent)} is permanent)" if self.permanent else ""
        return f"{seat_name(self.seat)} chooses the wing cards: {wing_name(self.voluntary)} in play{kept}."


@dataclass(frozen=True)
class SeatPaid(ChipsMoved):
    """A wing card makes ``payer`` pay ``seat`` (the Queen of Avarice in the hole)."""

    kind: ClassVar[str] = "seat_paid"
    payer: int
    seat: int
    why: str

    @property
    def text(self) -> str:
        return f"{seat_name(self.payer)} pays {seat_name(self.seat)} {self.amount} ({self.why})."


@dataclass(frozen=True)
class GoldChipMoved(Event):
    """The Gold Dragon's chip now lies at ``to``: "table", "seat:N", or "" (cancelled)."""

    kind: ClassVar[str] = "gold_chip_moved"
    to: str

    @property
    def text(self) -> str:
        if self.to == "table":
            return "The gold chip goes to the table: antes are four times as large."
        if not self.to:
            return "The gold chip is cancelled."
        return f"{seat_name(int(self.to.split(':')[1]))} takes the gold chip."


@dataclass(frozen=True)
class MercyTokenMoved(Event):
    """The token of mercy now belongs to ``seat`` (-1: nobody: it was used or sold)."""

    kind: ClassVar[str] = "mercy_token_moved"
    seat: int

    @property
    def text(self) -> str:
        if self.seat < 0:
            return "The token of mercy is spent."
        return f"{seat_name(self.seat)} takes the token of mercy."


@dataclass(frozen=True)
class WingMoment(Event):
    """A wing card did something the table shows only as cards moving (the nest dealt, the
    Knight of War's extra card, a card turned in): the history's line for it, so the table's
    log tells it as it happens and not only when the history is read again."""

    kind: ClassVar[str] = "wing_moment"
    line: str
    what: LogKind                # the log entry's kind ("extra": the Knight of War's card)
    seat: int | None             # the seat it names, if any (for "extra", whose card it is)

    @property
    def text(self) -> str:
        return self.line

