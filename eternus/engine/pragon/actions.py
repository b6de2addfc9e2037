"""What the player of The Seal of Pragon can do. Each action is a frozen dataclass.

Zones: ``deck``, ``hand``, ``discard`` and the six stacks ``stack:<name>`` (names in
:mod:`eternus.engine.pragon.star`). A hand's kind is a :data:`HandKind`; in JSON it stays
the same short string, so saved records read back unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar, Final, Literal, get_args

from eternus.engine.cards import name as card_name
from eternus.engine.cards import short, standard_deck
from eternus.engine.core import Action
from eternus.engine.fields import Kind, OneOf, cards_of
from eternus.engine.pragon.star import STACKS

HandKind = Literal["pair", "pair_jacks", "pair_queens", "pair_kings", "pair_aces", "three",
                   "straight", "flush", "straight_flush", "four", "five"]
"""The hands a player can declare. The special pairs are kinds of their own, so that "a
pair of Jacks played as a normal pair" and "as the special pair" are two actions."""

HAND_KINDS: Final[tuple[HandKind, ...]] = get_args(HandKind)

#: A card of the deck (jokers too); the cards of a hand; one of the six stacks by name; the
#: kind a hand is declared as.
Card = Annotated[str, cards_of(standard_deck(jokers=2))]
Cards = Annotated[tuple[Card, ...], Kind("cards of this game")]
Stack = Annotated[str, OneOf("one of the six stacks", noun="stack", values=frozenset(STACKS))]
Declared = Annotated[HandKind, Kind("one of the hands a player can declare", noun="kind of hand")]

PAIR: Final = "pair"
PAIR_JACKS: Final = "pair_jacks"
PAIR_QUEENS: Final = "pair_queens"
PAIR_KINGS: Final = "pair_kings"
PAIR_ACES: Final = "pair_aces"
THREE: Final = "three"
STRAIGHT: Final = "straight"
FLUSH: Final = "flush"
STRAIGHT_FLUSH: Final = "straight_flush"
FOUR: Final = "four"
FIVE: Final = "five"

SPECIAL_PAIRS: Final[dict[int, HandKind]] = {11: PAIR_JACKS, 12: PAIR_QUEENS, 13: PAIR_KINGS, 14: PAIR_ACES}
PAIR_KINDS: Final[frozenset[HandKind]] = frozenset({PAIR, PAIR_JACKS, PAIR_QUEENS, PAIR_KINGS, PAIR_ACES})

HAND_NAMES: Final[dict[HandKind, str]] = {
    PAIR: "Pair",
    PAIR_JACKS: "Pair of Jacks (special)",
    PAIR_QUEENS: "Pair of Queens (special)",
    PAIR_KINGS: "Pair of Kings (special)",
    PAIR_ACES: "Pair of Aces (special)",
    THREE: "Three of a kind",
    STRAIGHT: "Straight",
    FLUSH: "Flush",
    STRAIGHT_FLUSH: "Straight flush",
    FOUR: "Four of a kind",
    FIVE: "Five of a kind",
}

HAND_EFFECTS: Final[dict[HandKind, str]] = {
    PAIR: "turn up one face-down top card, or remove one face-up top card",
    PAIR_JACKS: "remove any two face-up cards",
    PAIR_QUEENS: "take any one card from the discard pile into your hand",
    PAIR_KINGS: "turn up any two face-down cards",
    PAIR_ACES: "turn up one face-down card and remove one face-up card",
    THREE: "turn up any three face-down cards",
    STRAIGHT: "turn up or remove up to three adjacent top cards in one line",
    FLUSH: "turn up every face-down top card",
    STRAIGHT_FLUSH: "turn up every face-down top card and remove every face-up one",
    FOUR: "shuffle five random cards from the discard pile into the deck",
    FIVE: "shuffle the whole discard pile into the deck",
}


def hand_kind(value: object) -> HandKind:
    """``value`` as a hand kind; ValueError for anything else (a damaged record or save)."""
    for kind in HAND_KINDS:
        if value == kind:
            return kind
    raise ValueError(f"{value!r} is not a kind of hand")


def _cards_label(cards: tuple[str, ...]) -> str:
    return " ".join(short(c) for c in cards)


@dataclass(frozen=True)
class MakeHand(Action):
    """Play ``cards`` (hand cards and face-up top cards) as a hand of kind ``hand``.

    ``cards`` is kept sorted so that the same hand is always the same action; ``hand`` is
    checked, so a record naming an unknown kind is refused as it is read.
    """

    kind: ClassVar[str] = "make_hand"
    cards: Cards
    hand: Declared

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))
        object.__setattr__(self, "hand", hand_kind(self.hand))

    @property
    def label(self) -> str:
        return f"{HAND_NAMES[self.hand]}: {_cards_label(self.cards)}"


@dataclass(frozen=True)
class Flip(Action):
    """Effect step: turn the face-down top card of ``stack`` face up."""

    kind: ClassVar[str] = "flip"
    stack: Stack

    @property
    def label(self) -> str:
        return f"Turn up the top card of the {self.stack} stack"


@dataclass(frozen=True)
class Remove(Action):
    """Effect step: put the face-up top card of ``stack`` on the discard pile."""

    kind: ClassVar[str] = "remove"
    stack: Stack

    @property
    def label(self) -> str:
        return f"Remove the top card of the {self.stack} stack"


@dataclass(frozen=True)
class TakeFromDiscard(Action):
    """Pair of Queens: take ``card`` from the discard pile into the hand."""

    kind: ClassVar[str] = "take_from_discard"
    card: Card

    @property
    def label(self) -> str:
        return f"Take {card_name(self.card)} from the discard pile"


@dataclass(frozen=True)
class FinishEffect(Action):
    """Stop using the current hand's effect (every effect is a 'may')."""

    kind: ClassVar[str] = "finish_effect"

    @property
    def label(self) -> str:
        return "Done with this hand's effect"


@dataclass(frozen=True)
class EndRound(Action):
    """End the round after at least one hand; the next round draws up to three."""

    kind: ClassVar[str] = "end_round"

    @property
    def label(self) -> str:
        return "End the round and draw"


@dataclass(frozen=True)
class Place(Action):
    """No hand possible: put ``card`` (highest or lowest in hand) face down on ``stack``."""

    kind: ClassVar[str] = "place"
    card: Card
    stack: Stack

    @property
    def label(self) -> str:
        return f"Place {card_name(self.card)} face down on the {self.stack} stack"


ACTION_TYPES: dict[str, type[Action]] = {cls.kind: cls for cls in (MakeHand, Flip, Remove, TakeFromDiscard,
                                          FinishEffect, EndRound, Place)}
