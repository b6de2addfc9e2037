"""The Wolf and the Raven: where each pair of ta'veren tokens is and who is its patron.

A pair is in one of three places: lying on a field (it counts as that field's pip and is
won like one), held by its patron (who must set it out on a later turn), or waiting on the
border of an empty field for that number to be rolled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal, TypedDict

WOLF, RAVEN = "wolf", "raven"
TOKENS: tuple[str, ...] = (WOLF, RAVEN)
#: Lying on a field, held by its patron, or waiting on the border of a field.
Where = Literal["field", "held", "border"]
LYING: Final = "field"
HELD: Final = "held"
WAITING: Final = "border"
WHERES: Final[tuple[Where, ...]] = (LYING, HELD, WAITING)

# The fixed start: the Raven on 6 and the Wolf on 8.
FIXED_START: dict[str, int] = {RAVEN: 6, WOLF: 8}


class TaverenJson(TypedDict):
    where: Where
    field: int | None
    patron: str | None
    ready: bool


@dataclass
class Taveren:
    where: Where
    field: int | None = None
    patron: str | None = None
    ready: bool = False

    @property
    def place(self) -> str:
        """The event place name of where the pair is now."""
        if self.where == HELD:
            return f"role:{self.patron}"
        return f"{self.where}:{self.field}"

    def to_json(self) -> TaverenJson:
        return {"where": self.where, "field": self.field, "patron": self.patron, "ready": self.ready}

    @staticmethod
    def from_json(data: Any) -> Taveren:
        where = next((w for w in WHERES if w == data["where"]), None)
        if where is None:
            raise ValueError(f"a ta'veren cannot be {data['where']!r}")
        field = None if data["field"] is None else int(data["field"])
        patron = None if data["patron"] is None else str(data["patron"])
        if (field is None) != (where == HELD) or (patron is None) != (where == LYING):
            raise ValueError("a lying pair has a field, a held one a patron, a waiting one both")
        return Taveren(where, field, patron, bool(data["ready"]))
