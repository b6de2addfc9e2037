"""The small records a Four Kings state keeps: a crown, the choice a turn waits for, a
settled game's result.

``Pending`` and ``GameResult`` are ``TypedDict``s so a state's JSON (and so a view and a
save's replay) keeps its shape while mypy checks every key from the engine to the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NotRequired, TypedDict

from eternus.engine.four_kings.phases import PENDING_KINDS, PendingKind

#: Why a game ended: one player united the Kings, the Wheel turned (no pips left to
#: place), the Dragon won (Chase the Dragon), the rounds were played (Straight Gluckhaus).
Reason = Literal["kings", "wheel", "dragon", "rounds"]
REASONS: tuple[Reason, ...] = ("kings", "wheel", "dragon", "rounds")


@dataclass
class Crown:
    """A King token: who holds it, whether it died, whether the Wolf took it (until it is home)."""

    holder: str
    dead: bool = False
    captured: bool = False

    def to_json(self) -> CrownJson:
        return {"holder": self.holder, "dead": self.dead, "captured": self.captured}

    @staticmethod
    def from_json(data: Any) -> Crown:
        return Crown(str(data["holder"]), bool(data["dead"]), bool(data["captured"]))


class CrownJson(TypedDict):
    holder: str
    dead: bool
    captured: bool


class Pending(TypedDict):
    """The choice a turn stopped for, and what it needs to carry on."""

    kind: PendingKind
    role: str               # who decides
    field: NotRequired[int]  # place, raven, ransom: the rolled field
    patron: NotRequired[str]  # raven: who receives the pip
    crown: NotRequired[str]   # ransom: the crown handed over


class GameResult(TypedDict):
    """One settled game of a series."""

    game_no: int
    winner: str | None
    reason: Reason
    payments: list[list[Any]]  # [payer, payee, stakes]; payer may be "hoard"
    drinks: list[list[str]]    # [who owes, to whom]


def pending_from_json(data: Any) -> Pending:
    kind = next((k for k in PENDING_KINDS if k == data["kind"]), None)
    if kind is None:
        raise ValueError(f"unknown pending choice {data['kind']!r}")
    pending: Pending = {"kind": kind, "role": str(data["role"])}
    if "field" in data:
        pending["field"] = int(data["field"])
    if "patron" in data:
        pending["patron"] = str(data["patron"])
    if "crown" in data:
        pending["crown"] = str(data["crown"])
    return pending


def result_from_json(data: Any) -> GameResult:
    reason = next((r for r in REASONS if r == data["reason"]), None)
    if reason is None:
        raise ValueError(f"unknown end of a game {data['reason']!r}")
    return {"game_no": int(data["game_no"]),
            "winner": None if data["winner"] is None else str(data["winner"]),
            "reason": reason,
            "payments": [[str(p[0]), str(p[1]), int(p[2])] for p in data["payments"]],
            "drinks": [[str(d[0]), str(d[1])] for d in data["drinks"]]}
