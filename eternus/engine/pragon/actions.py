"""What the player of The Seal of Pragon can do. Each action is a frozen dataclass.

Zones: ``deck``, ``hand``, ``discard`` and the six stacks ``stack:<name>`` (names in
:mod:`eternus.engine.pragon.star`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eternus.engine import cards as C
from eternus.engine.core import Action

# Hand kinds, in the order the rules list them. The special pairs are separate kinds so
# that "a pair of Jacks played as a normal pair" and "as the special pair" are two actions.
PAIR = "pair"
PAIR_JACKS = "pair_jacks"
PAIR_QUEENS = "pair_queens"
PAIR_KINGS = "pair_kings"
PAIR_ACES = "pair_aces"
THREE = "three"
STRAIGHT = "straight"
FLUSH = "flush"
STRAIGHT_FLUSH = "straight_flush"
FOUR = "four"
FIVE = "five"

SPECIAL_PAIRS = {11: PAIR_JACKS, 12: PAIR_QUEENS, 13: PAIR_KINGS, 14: PAIR_ACES}
PAIR_KINDS = frozenset({PAIR, PAIR_JACKS, PAIR_QUEENS, PAIR_KINGS, PAIR_ACES})

HAND_NAMES = {
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

HAND_EFFECTS = {
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


def _cards_label(cards: tuple[str, ...]) -> str:
    return " ".join(C.short(c) for c in cards)


@dataclass(frozen=True)
class MakeHand(Action):
    """Play ``cards`` (hand cards and face-up top cards) as a hand of kind ``hand``.

    ``cards`` is kept sorted so that the same hand is always the same action.
    """

    kind: ClassVar[str] = "make_hand"
    cards: tuple[str, ...]
    hand: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    @property
    def label(self) -> str:
        return f"{HAND_NAMES.get(self.hand, self.hand)}: {_cards_label(self.cards)}"


@dataclass(frozen=True)
class Flip(Action):
    """Effect step: turn the face-down top card of ``stack`` face up."""

    kind: ClassVar[str] = "flip"
    stack: str

    @property
    def label(self) -> str:
        return f"Turn up the top card of the {self.stack} stack"


@dataclass(frozen=True)
class Remove(Action):
    """Effect step: put the face-up top card of ``stack`` on the discard pile."""

    kind: ClassVar[str] = "remove"
    stack: str

    @property
    def label(self) -> str:
        return f"Remove the top card of the {self.stack} stack"


@dataclass(frozen=True)
class TakeFromDiscard(Action):
    """Pair of Queens: take ``card`` from the discard pile into the hand."""

    kind: ClassVar[str] = "take_from_discard"
    card: str

    @property
    def label(self) -> str:
        return f"Take {C.name(self.card)} from the discard pile"


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
    card: str
    stack: str

    @property
    def label(self) -> str:
        return f"Place {C.name(self.card)} face down on the {self.stack} stack"


ACTION_TYPES = {cls.kind: cls for cls in (MakeHand, Flip, Remove, TakeFromDiscard,
                                          FinishEffect, EndRound, Place)}
