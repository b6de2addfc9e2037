"""Who plays which role: Kings in two colour teams, Rogues, and how seats share them.

A *role* is one place in the rolling order with its own pips, crowns and stakes. The
source fits four Kings (and two Rogues with 3 or 6 players) to the people at the table;
with 2 or 3 people each person plays two roles (see docs/rules/four_kings.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal, TypedDict

from eternus.engine.four_kings.board import BLACK, CLEAR, COLOURS, WHITE

#: A King holds a crown and a colour; a Rogue is clear and plays for the Kings' stakes; a
#: gambler (Straight Gluckhaus) plays for money only.
RoleKind = Literal["king", "rogue", "gambler"]
KING: Final = "king"
ROGUE: Final = "rogue"
GAMBLER: Final = "gambler"
ROLE_KINDS: Final[tuple[RoleKind, ...]] = (KING, ROGUE, GAMBLER)
KING_IDS: tuple[str, ...] = ("W1", "B1", "W2", "B2")

# Rolling order (white, rogue, black, white, rogue, black) and the seat of each role.
ORDER: dict[int, tuple[tuple[str, int], ...]] = {
    2: (("W1", 0), ("B1", 1), ("W2", 0), ("B2", 1)),
    3: (("W1", 0), ("R1", 2), ("B1", 1), ("W2", 0), ("R2", 2), ("B2", 1)),
    4: (("W1", 0), ("B1", 1), ("W2", 2), ("B2", 3)),
    5: (("W1", 0), ("R1", 1), ("B1", 2), ("W2", 3), ("B2", 4)),
    6: (("W1", 0), ("R1", 1), ("B1", 2), ("W2", 3), ("R2", 4), ("B2", 5)),
}


def colour_of(role_id: str) -> str:
    return {"W": WHITE, "B": BLACK}.get(role_id[0], CLEAR)


class RoleJson(TypedDict):
    id: str
    kind: RoleKind
    colour: str
    seat: int
    pips: dict[str, int]
    crowns: list[str]
    fisher: bool
    out: bool
    stakes: int


@dataclass
class Role:
    """One place at the Wheel. ``crowns`` are King ids in the order they were gained."""

    id: str
    kind: RoleKind
    colour: str
    seat: int
    pips: dict[str, int] = field(default_factory=lambda: {c: 0 for c in COLOURS})
    crowns: list[str] = field(default_factory=list)
    fisher: bool = False
    out: bool = False
    stakes: int = 0

    @property
    def pip_count(self) -> int:
        return sum(self.pips.values())

    @property
    def colours_held(self) -> list[str]:
        return [c for c in COLOURS if self.pips[c] > 0]

    @property
    def active(self) -> bool:
        return not self.out

    def to_json(self) -> RoleJson:
        return {"id": self.id, "kind": self.kind, "colour": self.colour, "seat": self.seat,
                "pips": dict(self.pips), "crowns": list(self.crowns), "fisher": self.fisher,
                "out": self.out, "stakes": self.stakes}

    @staticmethod
    def from_json(data: Any) -> Role:
        pips = {c: int(data["pips"][c]) for c in COLOURS}
        if min(pips.values()) < 0:
            raise ValueError("a role cannot hold fewer than no pips")
        kind = next((k for k in ROLE_KINDS if k == data["kind"]), None)
        if kind is None:
            raise ValueError(f"unknown kind of role {data['kind']!r}")
        return Role(str(data["id"]), kind, str(data["colour"]), int(data["seat"]),
                    pips, [str(c) for c in data["crowns"]], bool(data["fisher"]),
                    bool(data["out"]), int(data["stakes"]))


def make_roles(players: int, gambling_only: bool, stakes: int) -> list[Role]:
    """The roles in rolling order for ``players`` people."""
    if gambling_only:
        return [Role(f"P{i + 1}", GAMBLER, CLEAR, i, stakes=stakes) for i in range(players)]
    return [Role(role_id, ROGUE if role_id[0] == "R" else KING, colour_of(role_id), seat, stakes=stakes)
            for role_id, seat in ORDER[players]]
