"""The six stacks on the table: cards bottom-to-top, and whether each top card is face up.

Only a stack's top card is ever face up: cards are dealt face down, a removed top leaves a
face-down card on top, and a card placed on a stack goes face down. So a stack is a list
of cards plus one flag.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from eternus.engine.pragon.star import STACKS


@dataclass
class Tableau:
    cards: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in STACKS})
    up: dict[str, bool] = field(default_factory=lambda: {s: False for s in STACKS})

    def copy(self) -> Tableau:
        return Tableau({s: list(c) for s, c in self.cards.items()}, dict(self.up))

    def top(self, stack: str) -> str | None:
        pile = self.cards[stack]
        return pile[-1] if pile else None

    def face_up_top(self, stack: str) -> str | None:
        """The stack's top card if it is face up, else None."""
        pile = self.cards[stack]
        return pile[-1] if pile and self.up[stack] else None

    def face_up_tops(self) -> dict[str, str]:
        return {s: self.cards[s][-1] for s in STACKS if self.cards[s] and self.up[s]}

    def face_up_cards(self) -> tuple[str, ...]:
        """The face-up top cards in stack order (the hand finder's table)."""
        cards, up = self.cards, self.up
        return tuple([cards[s][-1] for s in STACKS if up[s] and cards[s]])

    def face_down_stacks(self) -> list[str]:
        """Stacks whose top card is face down."""
        return [s for s in STACKS if self.cards[s] and not self.up[s]]

    def non_empty(self) -> list[str]:
        return [s for s in STACKS if self.cards[s]]

    def count(self) -> int:
        return sum(len(p) for p in self.cards.values())

    def is_clear(self) -> bool:
        return not any(self.cards.values())

    def stack_of(self, card: str) -> str | None:
        """Which stack has ``card`` face up on top (None if it is not a face-up top)."""
        for s in STACKS:
            if self.face_up_top(s) == card:
                return s
        return None

    def take_top(self, stack: str) -> str:
        """Take the top card off; the card beneath (if any) lies face down."""
        card = self.cards[stack].pop()
        self.up[stack] = False
        return card

    def turn(self, stack: str, face_up: bool) -> str:
        self.up[stack] = face_up
        return self.cards[stack][-1]

    def put(self, stack: str, card: str, face_up: bool) -> None:
        self.cards[stack].append(card)
        self.up[stack] = face_up
