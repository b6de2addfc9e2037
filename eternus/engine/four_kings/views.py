"""The typed view of a Four Kings state: everything at the Wheel, which is all public.

Nothing is hidden but the dice to come, so every seat sees the same view, and a state's
JSON is its view plus the dice stream (``rng``). The table reads these keys as written
here; mypy checks them from the engine to the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from eternus.engine.core import JsonDict
from eternus.engine.four_kings.phases import DECIDE, ViewPhase
from eternus.engine.four_kings.records import CrownJson, GameResult, Pending
from eternus.engine.four_kings.roles import RoleJson
from eternus.engine.four_kings.taveren import TaverenJson

if TYPE_CHECKING:
    from eternus.engine.four_kings.state import FourKingsState


class RoleView(RoleJson):
    """A role, and the name of the person who plays it."""

    name: str


class TurnView(TypedDict):
    role: str                  # the roller
    direction: int             # 1 or -1
    dice: list[int] | None     # the roll of this turn, once rolled
    placed_taveren: bool
    skip_next: bool            # the Gateways were rolled: the next roller is skipped


class FourKingsView(TypedDict):
    game: str
    seats: list[JsonDict]
    options: dict[str, Any]
    roles: list[RoleView]           # in rolling order
    crowns: dict[str, CrownJson]    # by King id
    board: dict[str, list[str]]     # field number (as text) -> pip colours, oldest first
    taveren: dict[str, TaverenJson]  # by token
    marker: str | None              # the role holding the Dragon Reborn marker
    hoard: int
    turn: TurnView
    phase: ViewPhase
    pending: Pending | None
    payback_due: list[str]
    game_no: int
    pips_per_player: int
    first_roller: int
    rolls: int
    turns: int
    result: GameResult | None       # the game just settled (between games and at the end)
    history: list[GameResult]
    start_stakes: list[int]


def build_view(st: FourKingsState) -> FourKingsView:
    """The view every seat gets (copies, so a view never changes with the state)."""
    return {
        "game": "four_kings",
        "seats": [s.to_json() for s in st.seats],
        "options": dict(st.options),
        "roles": [{**r.to_json(), "name": st.seats[r.seat].name} for r in st.roles],
        "crowns": {c: k.to_json() for c, k in st.crowns.items()},
        "board": {str(n): list(p) for n, p in st.board.items()},
        "taveren": {t: v.to_json() for t, v in st.taveren.items()},
        "marker": st.marker,
        "hoard": st.hoard,
        "turn": {"role": st.roller.id, "direction": st.direction,
                 "dice": list(st.dice) if st.dice else None,
                 "placed_taveren": st.placed_taveren, "skip_next": st.skip_next},
        "phase": DECIDE if st.pending is not None else st.phase,
        "pending": None if st.pending is None else Pending(**st.pending),
        "payback_due": list(st.payback_due),
        "game_no": st.game_no,
        "pips_per_player": st.pips_per_player,
        "first_roller": st.first_roller,
        "rolls": st.rolls,
        "turns": st.turns,
        "result": st.result,
        "history": list(st.history),
        "start_stakes": list(st.start_stakes),
    }
