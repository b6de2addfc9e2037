"""What each hand lets the player do afterwards, as a budget of targeted steps.

Targeted effects (pairs, three of a kind, straights) become an "effect" phase in which the
player picks stacks one at a time and may stop early; the others resolve at once.
Each stack can be acted on at most once per hand, so a card turned up by a hand cannot
then be removed by the same hand (the source says so for straights; we apply it to the
pair of Aces as well, where it would otherwise let a face-down card be removed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypedDict

from eternus.engine.pragon.actions import (
    PAIR, PAIR_ACES, PAIR_JACKS, PAIR_KINGS, PAIR_QUEENS, STRAIGHT, THREE, HandKind, hand_kind,
)
from eternus.engine.pragon.star import contiguous_in_a_line


class EffectJson(TypedDict):
    """An :class:`Effect` in a saved state and (with its text) in the player's view."""

    hand: HandKind
    flips: int
    removes: int
    either: int
    takes: int
    in_line: bool
    touched: list[str]


@dataclass(frozen=True)
class Effect:
    """A hand's remaining targeted steps.

    ``flips``/``removes`` must be those exact operations; ``either`` may be a flip or a
    removal; ``takes`` are cards from the discard pile; ``in_line`` restricts every touched
    stack to adjacent stacks of one line (straights).
    """

    hand: HandKind
    flips: int = 0
    removes: int = 0
    either: int = 0
    takes: int = 0
    in_line: bool = False
    touched: tuple[str, ...] = field(default=())

    def can_flip(self, stack: str) -> bool:
        return (self.flips > 0 or self.either > 0) and self._may_touch(stack)

    def can_remove(self, stack: str) -> bool:
        return (self.removes > 0 or self.either > 0) and self._may_touch(stack)

    def _may_touch(self, stack: str) -> bool:
        if stack in self.touched:
            return False
        return not self.in_line or contiguous_in_a_line({*self.touched, stack})

    def after_flip(self, stack: str) -> Effect:
        if self.flips > 0:
            return replace(self, flips=self.flips - 1, touched=self.touched + (stack,))
        return replace(self, either=self.either - 1, touched=self.touched + (stack,))

    def after_remove(self, stack: str) -> Effect:
        if self.removes > 0:
            return replace(self, removes=self.removes - 1, touched=self.touched + (stack,))
        return replace(self, either=self.either - 1, touched=self.touched + (stack,))

    def after_take(self) -> Effect:
        return replace(self, takes=self.takes - 1)

    def to_json(self) -> EffectJson:
        return {"hand": self.hand, "flips": self.flips, "removes": self.removes,
                "either": self.either, "takes": self.takes, "in_line": self.in_line,
                "touched": list(self.touched)}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Effect:
        return Effect(
            hand=hand_kind(data["hand"]), flips=int(data["flips"]), removes=int(data["removes"]),
            either=int(data["either"]), takes=int(data["takes"]),
            in_line=bool(data["in_line"]), touched=tuple(str(s) for s in data["touched"]),
        )


TARGETED: dict[HandKind, Effect] = {
    PAIR: Effect(PAIR, either=1),
    PAIR_JACKS: Effect(PAIR_JACKS, removes=2),
    PAIR_QUEENS: Effect(PAIR_QUEENS, takes=1),
    PAIR_KINGS: Effect(PAIR_KINGS, flips=2),
    PAIR_ACES: Effect(PAIR_ACES, flips=1, removes=1),
    THREE: Effect(THREE, flips=3),
    STRAIGHT: Effect(STRAIGHT, either=3, in_line=True),
}
