"""What happens at a Draker table, as events the table animates and the log reads.

Cards move with the shared :class:`~eternus.engine.core.CardMoved` (zones ``deck``,
``hand:N``, ``pool:N``, ``common``, ``laid``, ``discard``); a card drawn into a hand is
hidden from everyone but its owner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eternus.engine.core import Event


def seat_name(seat: int) -> str:
    return f"Seat {seat + 1}"


@dataclass(frozen=True)
class CombinationFormed(Event):
    """``seat`` announced an ``side`` combination of ``cards`` worth ``points`` (``words``:
    how it was worked out)."""

    kind: ClassVar[str] = "combination_formed"
    seat: int
    side: str
    cards: tuple[str, ...]
    points: int
    words: str

    @property
    def text(self) -> str:
        kind = "an attacking" if self.side == "attack" else "a defensive"
        return f"{seat_name(self.seat)} forms {kind} combination: {self.words}."


@dataclass(frozen=True)
class EffectResolved(Event):
    """An effect on a stack took place (or, ``cancelled``, did not): ``card``'s, of the
    ``profession`` it played as (an Artefact's is the one it was named)."""

    kind: ClassVar[str] = "effect_resolved"
    seat: int
    card: str
    profession: int
    words: str
    cancelled: bool = False

    @property
    def text(self) -> str:
        if self.cancelled:
            return f"{self.card}'s effect is cancelled."
        return f"{self.card}: {self.words}."


@dataclass(frozen=True)
class LifeChanged(Event):
    """``seat``'s life moved by ``amount`` to ``life`` (``why`` in words)."""

    kind: ClassVar[str] = "life_changed"
    seat: int
    amount: int
    life: int
    why: str

    @property
    def text(self) -> str:
        verb = "gains" if self.amount > 0 else "loses"
        return f"{seat_name(self.seat)} {verb} {abs(self.amount)} life ({self.why}): {self.life} left."


@dataclass(frozen=True)
class TokenPlaced(Event):
    """A token of ``delta`` (+1 or -1) was put on ``card``; its tokens now add up to ``total``."""

    kind: ClassVar[str] = "token_placed"
    card: str
    delta: int
    total: int

    @property
    def text(self) -> str:
        return f"A {self.delta:+d} token on {self.card}."


@dataclass(frozen=True)
class DefenceBanked(Event):
    """``seat`` keeps ``points`` of defence until its next turn."""

    kind: ClassVar[str] = "defence_banked"
    seat: int
    points: int

    @property
    def text(self) -> str:
        return f"{seat_name(self.seat)} keeps {self.points} defence until their next turn."


@dataclass(frozen=True)
class PlayerOut(Event):
    kind: ClassVar[str] = "player_out"
    seat: int

    @property
    def text(self) -> str:
        return f"{seat_name(self.seat)} has no life left and is out."
