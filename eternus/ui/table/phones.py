"""The table's side of the phones (issue 55): the server runs while a table has phone seats,
the phones' moves are played through the same door as a click, and every move is published.

:class:`PhoneTable` belongs to one table. It starts the server only when the match has a
phone seat (:meth:`PhoneTable.open`), each with a new join code and keys (a resumed match's
old ones are stale), and stops it with the table (:meth:`PhoneTable.close`). Once a frame
(:meth:`PhoneTable.frame`) it hands each checked intent to the table's ``play_move``, the way
a click's move is played (the engine refuses what is illegal, and the reason goes back to
that phone) and publishes the position
whenever the match's history changed: a phone's move, an AI seat's, a person's click, an
undo. It decides no rule and draws nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from eternus.engine.core import Action, Event
from eternus.phone.bridge import Bridge
from eternus.phone.seats import SeatBook
from eternus.phone.server import PhoneServer, lan_address
from eternus.session import GameSession

#: How the table plays a move: None when played, else the reason it was refused.
Apply = Callable[[Action], str | None]


class PhoneTable:
    """The phones of one table: its bridge and server, and what it last published."""

    def __init__(self, host: str = "0.0.0.0") -> None:
        self.host = host
        self.bridge: Bridge | None = None
        self.server: PhoneServer | None = None
        self.session: GameSession | None = None   # the match served (None: none yet)
        self.sheet_open = False   # the join sheet over the table (its QR codes)
        self._all_here = False
        self._address: str | None = None
        self._events: list[Event] = []   # heard since the last publication
        self._published: tuple[int, Action | None] | None = None

    @property
    def running(self) -> bool:
        return self.server is not None

    def open(self, session: GameSession) -> None:
        """Start serving ``session``'s phone seats (none: no server at all), with a new join
        code and keys each time, so a phone of an earlier match or run must scan again."""
        self.close()
        self.session = session
        seats = {i: seat.name for i, seat in enumerate(session.record.seats) if seat.phone}
        if not seats:
            return
        self.bridge = Bridge(SeatBook(seats))
        self.server = PhoneServer(self.bridge, host=self.host)
        self.server.start()
        self.sheet_open, self._all_here = True, False
        self._published = None
        self.publish(session)

    def close(self) -> None:
        """The table closes (left, quit, a new match): every phone's socket and the server stop."""
        if self.server is not None:
            self.server.stop()
        self.server = None
        self.bridge = None
        self.sheet_open = False
        self._events = []

    def address(self) -> str:
        """The host the phones reach this computer at (the local network's address, looked
        up once a table: the sheet asks every frame)."""
        if self._address is None:
            self._address = lan_address() if self.host == "0.0.0.0" else self.host
        return self._address

    def url(self, seat: int) -> str:
        """The address a seat's QR code carries (its key in it)."""
        if self.server is None:
            raise RuntimeError("no phone server is running")
        return self.server.url(seat, self.address())

    def short_address(self) -> str:
        """The page's address without a key, to type in (the join code then picks a seat)."""
        if self.server is None:
            raise RuntimeError("no phone server is running")
        return f"http://{self.address()}:{self.server.port}"

    def toggle_sheet(self) -> None:
        """Q: the join sheet back over the table, or away."""
        self.sheet_open = self.running and not self.sheet_open

    def follow_arrivals(self) -> None:
        """The sheet leaves by itself once every phone seat's phone is here (once: brought
        back with Q it stays until Q again); a phone going away later does not bring it back."""
        here = self.session is not None and all(
            i in self.present() for i, seat in enumerate(self.session.record.seats) if seat.phone)
        if here and not self._all_here:
            self.sheet_open = False
        self._all_here = here

    def present(self) -> frozenset[int]:
        """The phone seats whose phone is connected now."""
        return self.bridge.present() if self.bridge is not None else frozenset()

    def frame(self, session: GameSession, apply: Apply, ready: bool = True) -> None:
        """A frame: each phone's checked move is played by ``apply`` (its refusal is sent back
        to that phone), then the position is published if the history changed. While the
        table is not ``ready`` (a move still animating, a hand's summary up) the phones'
        moves wait in the bridge, as a click waits."""
        self.follow_arrivals()
        bridge = self.bridge
        if bridge is None or not ready:
            self.publish(session)
            return
        for intent in bridge.take_intents():
            reason = apply(intent.action)
            if reason is not None:
                bridge.refuse(intent, reason)
        self.publish(session)

    def heard(self, events: Sequence[Event]) -> None:
        """A move's events as the table shows them: sent with the next publication, each
        phone's filtered for its seat (the bridge's ``events_message``), for its last moves."""
        if self.bridge is not None:
            self._events.extend(events)

    def publish(self, session: GameSession) -> None:
        """Send every phone the position, once for each history (a move or an undo), with the
        events heard since the last publication."""
        actions = session.record.actions
        mark = (len(actions), actions[-1] if actions else None)
        if self.bridge is None or mark == self._published:
            return
        self._published = mark
        events, self._events = self._events, []
        self.bridge.publish(session.state, events)
