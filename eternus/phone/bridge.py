"""The thread-safe boundary between the table (the main thread) and the phones' server.

The table calls :meth:`Bridge.publish` after every move (and once after the deal) and
:meth:`Bridge.take_intents` once a frame; the server's thread calls :meth:`Bridge.join` for a
hello and :meth:`Bridge.submit` for an act. Everything is decided under one lock, on a copy
of the state taken at publish, so the server never touches the table's own state.

A phone's move is handed on only once it has passed, in order: the sequence check (a
number used before is a replay), the turn (only the seat to act may move, one move at a
time), and the engine's typed door :func:`~eternus.engine.core.action_for` (fields, then
the rules). The table still plays it through ``state.apply``, so a move that a faster seat
made stale is refused there and its reason is sent back with :meth:`Bridge.refuse`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from eternus.engine.core import Action, Event, State, action_for
from eternus.phone.protocol import (Act, EventLine, EventsMessage, Hello, LegalMove, Outgoing,
                                    ViewMessage, Welcome, refused)
from eternus.phone.seats import SeatBook

#: The messages for one seat, made when called (on the server's thread, not the table's).
Letter = Callable[[int], Sequence[Outgoing]]
#: Where the bridge sends a letter: to one seat, or (None) to every seated phone. The server
#: hands it over to its own thread, so a publication costs the table's frame only a copy.
Sink = Callable[[Letter, int | None], None]


@dataclass(frozen=True)
class Intent:
    """A phone's move the engine's door has let through: the seat, its sequence number
    and the action, to be played by the table with ``state.apply``."""

    seat: int
    seq: int
    action: Action


def view_message(state: State, seat: int, version: int = 0) -> ViewMessage:
    """What ``seat`` may know of ``state``: its view, and its legal moves on its turn only.
    ``version`` counts the table's publications, so a page knows which position it shows."""
    mine = state.to_act == seat and not state.is_over
    legal: list[LegalMove] = ([{"action": a.to_json(), "label": a.label} for a in state.legal_actions()]
                              if mine else [])
    return {"kind": "view", "version": version, "game": state.game.id, "seat": seat,
            "names": [s.name for s in state.seats],
            "to_act": state.to_act, "over": state.is_over, "view": dict(state.view(seat)), "legal": legal}


def events_message(events: Sequence[Event], seat: int) -> EventsMessage:
    """The events as ``seat`` may see them (a card drawn by another seat is left out)."""
    lines: list[EventLine] = []
    for event in events:
        shown = event.for_seat(seat)
        lines.append({"event": shown.to_json(), "text": shown.text})
    return {"kind": "events", "events": lines}


class Bridge:
    """Views out to the phone seats, checked intents in from them."""

    def __init__(self, book: SeatBook) -> None:
        self._lock = threading.Lock()
        self._book = book
        self._state: State | None = None
        self._last_seq: dict[int, int] = {}
        self._pending: list[Intent] = []
        self._sink: Sink | None = None
        self._version = 0
        self._present: set[int] = set()

    @property
    def code(self) -> str:
        with self._lock:
            return self._book.code

    def secret(self, seat: int) -> str:
        with self._lock:
            return self._book.secret(seat)

    def attach(self, sink: Sink | None) -> None:
        """Where published messages go (the server attaches itself when it starts)."""
        with self._lock:
            self._sink = sink

    # ------------------------------------------------------------------ the table's side

    def present(self) -> frozenset[int]:
        """The phone seats whose phone is connected now: the TV says "waiting for Ann's phone"
        for the others, and the host may let the AI play one that stays away."""
        with self._lock:
            return frozenset(self._present)

    def publish(self, state: State, events: Sequence[Event] = ()) -> None:
        """After a move: each phone seat gets the events as it may see them, then its view.
        The table pays for a copy of the state; the views are made on the server's thread."""
        copy, shown = state.clone(), tuple(events)
        with self._lock:
            self._state = copy
            self._version += 1
            version, sink = self._version, self._sink

        def letter(seat: int) -> list[Outgoing]:
            view = view_message(copy, seat, version)
            return [events_message(shown, seat), view] if shown else [view]
        if sink is not None:
            sink(letter, None)

    def take_intents(self) -> list[Intent]:
        """The phones' checked moves since the last call, oldest first."""
        with self._lock:
            taken, self._pending = self._pending, []
        return taken

    def refuse(self, intent: Intent, reason: str) -> None:
        """The table could not play ``intent`` (the position moved on): tell its phone why."""
        with self._lock:
            sink = self._sink
        if sink is not None:
            sink(lambda seat: [refused(reason, intent.seq)], intent.seat)

    def new_match(self, state: State, phone_seats: dict[int, str]) -> None:
        """A new match: a new join code and secrets (old phones must scan again), then its
        first views."""
        with self._lock:
            self._book.new_match(phone_seats)
            self._last_seq.clear()
            self._pending.clear()
        self.publish(state)

    # ------------------------------------------------------------------ the server's side

    def join(self, hello: Hello) -> tuple[Welcome, ViewMessage | None] | str:
        """The seat a phone's hello opens and its current view, or why it opens none."""
        with self._lock:
            found = self._book.claim(hello["code"], hello["secret"], hello["name"])
            if isinstance(found, str):
                return found
            seat, held = found
            welcome: Welcome = {"kind": "welcome", "seat": seat, "name": held.name, "secret": held.secret,
                                "last_seq": self._last_seq.get(seat, 0)}
            view = None if self._state is None else view_message(self._state, seat, self._version)
            return welcome, view

    def arrived(self, seat: int, here: bool) -> None:
        """The server saying a seat's phone is connected (or no longer)."""
        with self._lock:
            (self._present.add if here else self._present.discard)(seat)

    def submit(self, seat: int, act: Act) -> str | None:
        """Queue ``act`` for the table (None) or say why it is refused, leaving all as it was."""
        with self._lock:
            if act["seq"] <= self._last_seq.get(seat, 0):
                return f"Move number {act['seq']} was sent before; a replayed move is not played twice."
            self._last_seq[seat] = act["seq"]
            state = self._state
            if state is None:
                return "The table has not dealt yet."
            if state.is_over:
                return "The game is over."
            if state.to_act != seat:
                who = state.seats[state.to_act].name if state.to_act is not None else "nobody"
                return f"It is not your turn: it is {who}'s."
            if any(intent.seat == seat for intent in self._pending):
                return "Your last move is still being played."
            found = action_for(state, act["action"])
            if isinstance(found, str):
                return found
            self._pending.append(Intent(seat, act["seq"], found))
            return None
