"""Chips a wing card puts straight into the pot, beside the betting: the Knight of Fortune's
calls and penalties, a buy-back with the token of mercy.

They are in the pot at once (no bet in front of the seat, nothing for the others to match),
and :data:`~.records.WingRecord` keeps them apart in ``pot_paid`` so the end of the street
never hands them back as an uncalled bet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Event
from eternus.engine.dragon_kings import pot_places, pots
from eternus.engine.dragon_kings.events import pot_place
from eternus.engine.events import ChipsMoved

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState


def pay(st: HoldemState, seat: int, chips: int, events: list[Event]) -> int:
    """``seat`` puts up to ``chips`` (what its stack covers) into the pots; returns what went in."""
    paid = min(chips, st.stacks[seat])
    if paid <= 0:
        return 0
    held = pot_places.amounts(st)
    start = len(events)
    st.stacks[seat] -= paid
    st.committed[seat] += paid
    st.wing["pot_paid"][seat] += paid
    events.append(ChipsMoved(f"seat:{seat}", pot_place(0), paid))
    pot_places.follow(st, held, events, start)
    return paid


def unmatched(st: HoldemState) -> tuple[int, int] | None:
    """``(seat, chips)`` of a bet nobody matched, leaving out what went straight into the pot."""
    return pots.uncalled([c - p for c, p in zip(st.committed, st.wing["pot_paid"], strict=True)])
