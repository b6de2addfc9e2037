"""The phases of a Four Kings state and the choices a turn can stop for, written once.

A state is rolling (``roll``: the roller may set out a ta'veren, then rolls), waiting
between the games of a series (``intermission``) or ``over``. A roll may stop the turn for a
choice (a :class:`~eternus.engine.four_kings.records.Pending` of one :data:`PendingKind`);
the view then shows the phase ``decide``. Both are ``Literal`` types, so mypy checks every
comparison from the engine to the table.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

#: The phase a state keeps.
Phase = Literal["roll", "intermission", "over"]
#: The phase a view shows: ``decide`` while a choice is pending in a rolling turn.
ViewPhase = Literal["roll", "decide", "intermission", "over"]
PHASES: Final[tuple[Phase, ...]] = get_args(Phase)

ROLL: Final = "roll"
DECIDE: Final = "decide"
INTERMISSION: Final = "intermission"
OVER: Final = "over"

#: What a stopped turn waits for: which pip to place, which pip buys a crown back, which pip
#: the Raven takes, whom to ransom a King to, where a ta'veren goes.
PendingKind = Literal["place", "payback", "raven", "ransom", "taveren"]
PENDING_KINDS: Final[tuple[PendingKind, ...]] = get_args(PendingKind)

PENDING_TEXT: Final[dict[PendingKind, str]] = {
    "place": "which pip to place", "payback": "which pip buys the crown back",
    "raven": "which pip the Raven takes", "ransom": "whom to ransom the King to",
    "taveren": "where the ta'veren goes",
}


def phase_from_json(text: object) -> Phase:
    """A stored phase (``decide`` is stored by views: it is a rolling turn with a choice)."""
    if text == DECIDE:
        return ROLL
    for phase in PHASES:
        if text == phase:
            return phase
    raise ValueError(f"unknown phase {text!r}")
