"""Decisions between turns and out of turn: "On Guard" (said, or caught by an opponent), the
Dark Knight's bet, the Dungeon's way out, and the partner's "may I go out?".

Each is a window in ``state.windows`` (or, for the partner, the ``answer`` phase) opened by
the turn machinery in :mod:`rules`; these are the handlers of their answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Action, Event, Message
from eternus.engine.kings_court.actions import Answer
from eternus.engine.kings_court.cards import CARDS
from eternus.engine.kings_court.effects import others_in_order, release_dungeon
from eternus.engine.kings_court.events import LOST_TO_GIVE_UP, TurnSkipped
from eternus.engine.kings_court.phases import ANSWER, TURN
from eternus.engine.kings_court.records import CatchWindow, GuardWindow

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState


def _dark_knight_holder(st: KingsCourtState, target: int) -> int | None:
    if st.dark_knight is not None:
        return None
    for s in range(st.n):
        if s != target and any(CARDS[c].effect == "dark_knight" for c in st.front[s]):
            return s
    return None


def _declared(st: KingsCourtState, target: int) -> None:
    st.windows.pop(0)
    holder = _dark_knight_holder(st, target)
    if holder is not None:
        st.windows.insert(0, {"type": "dk", "holder": holder, "target": target})


def _guard_window(st: KingsCourtState) -> GuardWindow:
    w = st.windows[0]
    assert w["type"] == "guard"
    return w


def _catch_window(st: KingsCourtState) -> CatchWindow:
    w = st.windows[0]
    assert w["type"] == "catch"
    return w


def call_on_guard(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    seat = _guard_window(st)["seat"]
    st.guarded[seat] = True
    events.append(Message(f"{st.name_of(seat)}: \"On Guard!\""))
    _declared(st, seat)


def stay_silent(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    seat = _guard_window(st)["seat"]
    order = [s for s in others_in_order(st, seat) if st.team(s) != st.team(seat)]
    if order:
        st.windows[0] = {"type": "catch", "seat": seat, "order": order}
    else:
        st.windows.pop(0)


def catch_on_guard(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    w = _catch_window(st)
    seat = w["seat"]
    st.penalized[seat] = True
    st.guarded[seat] = True
    events.append(Message(f"{st.name_of(w['order'][0])} calls \"On Guard\" first: "
                          f"{st.name_of(seat)} will draw two and lose the next turn."))
    _declared(st, seat)


def let_go(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    order = _catch_window(st)["order"]
    order.pop(0)
    if not order:
        st.windows.pop(0)


def keep_dark_knight(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    st.windows.pop(0)


def escape(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    w = st.windows.pop(0)
    assert w["type"] == "escape"
    release_dungeon(st, w["seat"], events)


def stay_in_dungeon(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    w = st.windows.pop(0)
    assert w["type"] == "escape"
    seat = w["seat"]
    st.escape_missed[seat] = True
    st.dungeon_turns[seat] = 1
    events.append(Message(f"{st.name_of(seat)} misses the way out: one more turn in the Dungeon."))


def ask_partner(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    partner = st.partner(st.current)
    assert partner is not None
    st.turn["asked"] = True
    st.phase = ANSWER
    st.decider = partner
    events.append(Message(f"{st.name_of(st.current)} asks {st.name_of(partner)}: may I go out?"))


def answer_partner(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, Answer)
    events.append(Message(f"{st.name_of(st.partner(st.current) or 0)} answers {a.label}."))
    st.phase = TURN
    st.decider = st.who(st.current)
    if a.yes:
        st.turn["must_go_out"] = True


def give_up(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    seat = st.current
    events.append(TurnSkipped(seat, LOST_TO_GIVE_UP, 2))
    st.draw(seat, 2, events)
    events.append(Message(f"{st.name_of(seat)} does not go out: two cards and the turn is lost."))
    st.turn["done"] = True
    st.turn["lost"] = True
    st.turn["must_go_out"] = False  # the two cards are paid
