"""The re-buy as a seat's own choice (rules 3): buy in again, or sit out and watch.

Under rules 1 and 2 a seat that lost its last chip with a re-buy left bought in again at
once, without being asked (:func:`bank.after_hand`). At a group table that decided for a
person who might rather watch, and it hid that a re-buy costs a whole buy-in. From rules 3
such a seat is asked between hands: buy ``buy_in`` chips more, spending one re-buy, or sit
out for the rest of the match (it keeps its re-buys; it is dealt no more hands).

Readings: the seats are asked in turn from the button's left, after the hand's wing-card
bonuses are paid and before anyone chooses wing cards (a seat at no chips chooses none, so
one that held a black King and buys in again is not asked for a wing card that deal). Nobody
is asked after the match's last hand: the match is over, and a seat without chips is out.
The match ends, as before, when fewer than two seats hold chips once everyone has answered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Action, Event
from eternus.engine.dragon_kings import bank
from eternus.engine.dragon_kings.actions import BuyInAgain, SitOut
from eternus.engine.dragon_kings.events import RebuyOffered, SatOut
from eternus.engine.dragon_kings.history import line
from eternus.engine.dragon_kings.phases import REBUY_CHOICE, WING_CHOICE
from eternus.engine.dragon_kings.records import LogEntry, entry

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState


#: The refusal of a re-buy's answer at any other moment.
NOT_NOW = "Only a seat out of chips, between hands, chooses whether to buy in again."


def ask(st: HoldemState, events: list[Event]) -> bool:
    """Put the match in the re-buy choice for the next seat waiting; True if there is one."""
    seats = bank.waiting(st)
    if not seats:
        return False
    seat = seats[0]
    st.phase = REBUY_CHOICE
    st.actor = seat
    events.append(RebuyOffered(seat, st.buy_in, st.rebuys_left[seat]))
    return True


def menu(st: HoldemState) -> list[Action]:
    """Buy in again (saying for how much and how many re-buys are left), or sit out."""
    seat = st.actor
    if seat is None:
        return []
    return [BuyInAgain(st.buy_in, st.rebuys_left[seat]), SitOut()]


def refusal(st: HoldemState, action: Action) -> str | None:
    if action in menu(st):
        return None
    if isinstance(action, BuyInAgain):
        offer = menu(st)[0]
        assert isinstance(offer, BuyInAgain)
        return f"A re-buy is {offer.chips} chips, and {offer.left} re-buy{'' if offer.left == 1 else 's'} left."
    return "You are out of chips: buy in again, or sit out and watch."


def act(st: HoldemState, action: Action, events: list[Event]) -> bool:
    """Apply the answer; True when everyone has answered and the next hand can be dealt
    (False: another seat is asked, the wing cards are chosen first, or the match is over)."""
    seat = st.actor
    assert seat is not None
    if isinstance(action, BuyInAgain):
        st.rebuys_left[seat] -= 1
        bank.buy_in(st, seat, events, rebuy=True)
        _record(st, entry("rebuy", seat, st.buy_in), "rebought")
    else:
        st.busted_in[seat] = st.hand_no
        events.append(SatOut(seat))
        _record(st, entry("sit_out", seat), "sat_out")
    if ask(st, events):
        return False
    if not bank.goes_on(st, events):
        st.wing["choosers"] = []           # nobody chooses wing cards for a deal that never comes
        return False
    if st.wing["choosers"]:                # asked at the hand's end, waiting behind the re-buys
        st.phase = WING_CHOICE
        st.actor = st.wing["choosers"][0]
        return False
    return True


def _record(st: HoldemState, e: LogEntry, kind: str) -> None:
    """The answer in the log and in the finished hand's record (its history and the summary's
    lists), since it belongs to that hand: the next deal starts a new log."""
    st.log.append(e)
    last = st.last_hand
    if last is None:
        return
    seat = e["seat"]
    assert seat is not None
    last["history"].append(line(e, st.names))
    last["asked"] = [s for s in last.get("asked", []) if s != seat]
    if kind == "rebought":
        last["rebought"] = [*last.get("rebought", []), seat]
    else:
        last["sat_out"] = [*last.get("sat_out", []), seat]
