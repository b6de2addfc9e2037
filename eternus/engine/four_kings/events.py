"""What happened at the Wheel, for the table to animate and the log to print.

Places are written as text so an event reads on its own: ``role:W1`` (a player's stock),
``field:7`` (a field of the Wheel; a ta'veren there lies on it like a pip) and
``border:5`` (a ta'veren waiting on the border of field 5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from eternus.engine.core import Event
from eternus.engine.events import ChipsMoved, TurnSkipped
from eternus.engine.four_kings.board import field_name


def place_name(place: str) -> str:
    """``role:W1`` -> ``W1``; ``field:7`` -> ``the Dragon``; ``border:5`` -> ``the border of 5``."""
    kind, _, rest = place.partition(":")
    if kind == "field":
        return field_name(int(rest))
    if kind == "border":
        return f"the border of {field_name(int(rest))}"
    if kind == "role":
        return rest
    return place


def role_place(role_id: str) -> str:
    """The event place of a role's stock: ``role:W1``."""
    return f"role:{role_id}"


@dataclass(frozen=True)
class DiceRolled(Event):
    kind: ClassVar[str] = "dice_rolled"
    role: str
    d1: int
    d2: int

    @property
    def text(self) -> str:
        return f"{self.role} rolls {self.d1} and {self.d2}: {self.d1 + self.d2}"


@dataclass(frozen=True)
class PipMoved(Event):
    kind: ClassVar[str] = "pip_moved"
    colour: str
    src: str
    dst: str

    @property
    def text(self) -> str:
        return f"A {self.colour} pip goes from {place_name(self.src)} to {place_name(self.dst)}"


@dataclass(frozen=True)
class CrownMoved(Event):
    kind: ClassVar[str] = "crown_moved"
    crown: str
    src: str
    dst: str
    how: str  # "ransom", "wolf" or "pay_back"

    @property
    def text(self) -> str:
        verb = {"ransom": "is ransomed", "wolf": "is captured by the Wolf",
                "pay_back": "is bought back"}.get(self.how, "moves")
        return f"King {self.crown} {verb}: {self.src} -> {self.dst}"


@dataclass(frozen=True)
class CrownTurned(Event):
    kind: ClassVar[str] = "crown_turned"
    crown: str
    dead: bool

    @property
    def text(self) -> str:
        return f"King {self.crown} is {'dead: turned face down' if self.dead else 'alive again'}"


@dataclass(frozen=True)
class TaverenMoved(Event):
    kind: ClassVar[str] = "taveren_moved"
    token: str
    src: str
    dst: str

    @property
    def text(self) -> str:
        return f"The {self.token.title()} goes from {place_name(self.src)} to {place_name(self.dst)}"


@dataclass(frozen=True)
class MarkerMoved(Event):
    kind: ClassVar[str] = "marker_moved"
    src: str
    dst: str

    @property
    def text(self) -> str:
        return f"The Dragon Reborn marker goes to {place_name(self.dst)}"


@dataclass(frozen=True)
class FisherChanged(Event):
    kind: ClassVar[str] = "fisher_changed"
    role: str       # the new Fisher, "" if nobody
    previous: str   # the old Fisher, "" if nobody

    @property
    def text(self) -> str:
        if not self.role:
            return f"{self.previous} is no longer the Fisher"
        return f"{self.role} falls to the Fisher"


@dataclass(frozen=True)
class RoleEliminated(Event):
    kind: ClassVar[str] = "role_eliminated"
    role: str

    @property
    def text(self) -> str:
        return f"{self.role} is out of the game"


@dataclass(frozen=True)
class StakesPaid(ChipsMoved):
    """Stakes change hands between roles, the hoard and the Dragon (the shared chip event,
    worded for the Wheel)."""

    kind: ClassVar[str] = "stakes_paid"

    @property
    def text(self) -> str:
        unit = "stake" if self.amount == 1 else "stakes"
        return f"{place_name(self.src)} pays {self.amount} {unit} to {place_name(self.dst)}"


@dataclass(frozen=True)
class PlayerSkipped(TurnSkipped):
    """The Gateways skip the next roller: the shared skip (its ``seat``), naming the ``role``,
    since with two or three people a seat plays two roles."""

    kind: ClassVar[str] = "player_skipped"
    role: str = ""

    @property
    def text(self) -> str:
        return f"The Gateways: {self.role} is skipped"


@dataclass(frozen=True)
class GameFinished(Event):
    """One game of a series is settled (the series itself ends with core ``GameOver``)."""

    kind: ClassVar[str] = "game_finished"
    game_no: int
    winner: str  # role id, "" when nobody won (the Wheel turned, the Dragon won)
    reason: str  # "kings", "wheel", "dragon" or "rounds"
    message: str

    @property
    def text(self) -> str:
        return self.message
