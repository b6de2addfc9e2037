"""Wing cards reaching a player's hole: the Gold Dragon's chip and the Knight of Mercy's token.

A seat dealt the Gold Dragon (in play) takes the gold chip, wherever it lay; a seat dealt the
Knight of Mercy (in play) takes the token of mercy (:func:`wings.streets.after_deal`). From
rules version 2 the same holds for either card reaching a hole after the deal, as the
rules give the chip and the token to whoever has the card in the hole, however it came: a
Suicide King's third card or its two new ones, a turn-in's replacement, the card for the
Knight of the Void swapped away.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from eternus.engine.core import Event
from eternus.engine.dragon_kings.wings import mercy as wing_mercy
from eternus.engine.dragon_kings.events import GoldChipMoved
from eternus.engine.dragon_kings.records import entry
from eternus.engine.dragon_kings.wings import GOLD_DRAGON, MERCY, in_play

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState


def received(st: HoldemState, seat: int, cards: Sequence[str], events: list[Event]) -> None:
    """``cards`` reached ``seat``'s hole after the deal: the gold chip or the token of mercy
    comes with its card (rules version 2)."""
    if st.rules < 2:
        return
    wings = in_play(st)
    if GOLD_DRAGON in wings and GOLD_DRAGON in cards and st.wing["gold_chip"] != f"seat:{seat}":
        move_gold_chip(st, f"seat:{seat}", seat, events)
    if MERCY in wings and MERCY in cards and st.wing["mercy_token"] != seat:
        wing_mercy.move_token(st, seat, events)


def move_gold_chip(st: HoldemState, to: str | None, seat: int | None, events: list[Event]) -> None:
    """The gold chip now lies at ``to`` ("table", "seat:N", or None: cancelled)."""
    st.wing["gold_chip"] = to
    events.append(GoldChipMoved(to or ""))
    st.log.append(entry("gold_chip", seat, name=to or ""))
