"""What a player can do at the Wheel. Every choice the rules leave to a player is an action."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar

from eternus.engine.core import Action
from eternus.engine.fields import OneOf
from eternus.engine.four_kings.board import COLOURS, FIELDS, field_name
from eternus.engine.four_kings.roles import ORDER
from eternus.engine.four_kings.taveren import TOKENS

#: A pip's colour, a ta'veren token, a field of the Wheel, a player's place (a role id).
Colour = Annotated[str, OneOf("white, black or clear", values=frozenset(COLOURS))]
Token = Annotated[str, OneOf("the Wolf or the Raven", noun="token", values=frozenset(TOKENS))]
Field = Annotated[int, OneOf("a field of the Wheel (2 to 12)", noun="field", values=frozenset(FIELDS))]
RoleId = Annotated[str, OneOf("a player at the Wheel", noun="player",
                              values=frozenset(role for order in ORDER.values() for role, _ in order))]


@dataclass(frozen=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"

    @property
    def label(self) -> str:
        return "Roll the dice"


@dataclass(frozen=True)
class PlacePip(Action):
    """Put a pip of ``colour`` on the rolled field (the player picks which colour)."""

    kind: ClassVar[str] = "place_pip"
    colour: Colour

    @property
    def label(self) -> str:
        return f"Place a {self.colour} pip"


@dataclass(frozen=True)
class Ransom(Action):
    """Out of pips: hand a crown to ``to`` (tied for most pips) for one ``colour`` pip."""

    kind: ClassVar[str] = "ransom"
    to: RoleId
    colour: Colour

    @property
    def label(self) -> str:
        return f"Ransom a King to {self.to} for a {self.colour} pip"


@dataclass(frozen=True)
class PayBack(Action):
    """A Fisher back in play pays one ``colour`` pip to buy his own crown back."""

    kind: ClassVar[str] = "pay_back"
    colour: Colour

    @property
    def label(self) -> str:
        return f"Pay a {self.colour} pip to reclaim your crown"


@dataclass(frozen=True)
class GiveRaven(Action):
    """The Raven took hold: give its patron one ``colour`` pip."""

    kind: ClassVar[str] = "give_raven"
    colour: Colour

    @property
    def label(self) -> str:
        return f"Give the Raven's patron a {self.colour} pip"


@dataclass(frozen=True)
class PlaceTaveren(Action):
    """Set the patron's ta'veren (``token``) on the border of an empty field."""

    kind: ClassVar[str] = "place_taveren"
    token: Token
    field: Field

    @property
    def label(self) -> str:
        return f"Set the {self.token.title()} by {field_name(self.field)}"


@dataclass(frozen=True)
class NextGame(Action):
    kind: ClassVar[str] = "next_game"

    @property
    def label(self) -> str:
        return "Start the next game"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls for cls in (Roll, PlacePip, Ransom, PayBack, GiveRaven, PlaceTaveren, NextGame)
}
