"""A phone table for the tests: a real server on the loopback, a bridge, a state played by a
small loop standing in for the table, and phones that are aiohttp WebSocket clients.

Everything runs on one asyncio loop in the test's thread except the server, which has its
own thread as in the app: the test's "table" publishes and drains intents as the window's
frame would, so each test sees exactly the messages a phone's socket receives.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from eternus.engine.core import Event, IllegalAction, Seat, State
from eternus.engine.registry import get_game
from eternus.phone.bridge import Bridge
from eternus.phone.seats import SeatBook
from eternus.phone.server import Limits, PhoneServer

WAIT = 5.0      # seconds a test waits for a message before it fails


@dataclass
class Table:
    """The stand-in for the table: it plays the phones' moves and publishes after each."""

    state: State
    book: SeatBook
    bridge: Bridge
    server: PhoneServer
    session: aiohttp.ClientSession
    played: list[Event] = field(default_factory=list)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server.port}"

    def frame(self) -> list[Event]:
        """One frame of the table: play every checked intent, publish what happened."""
        happened: list[Event] = []
        for intent in self.bridge.take_intents():
            try:
                events = self.state.apply(intent.action)
            except IllegalAction as exc:
                self.bridge.refuse(intent, exc.reason)
                continue
            happened.extend(events)
            self.bridge.publish(self.state, events)
        self.played.extend(happened)
        return happened

    async def frames_until_intent(self) -> list[Event]:
        """Run frames until a move was played (or fail after WAIT seconds)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT
        before = self.state.to_json()
        while loop.time() < deadline:
            events = self.frame()
            if self.state.to_json() != before:
                return events
            await asyncio.sleep(0.005)
        raise AssertionError(f"no phone move reached the table (to act: {self.state.to_act})")

    async def phone(self, seat: int | None = None, secret: str | None = None, name: str = "") -> Phone:
        """A phone joined to ``seat`` with its own secret (or ``secret`` as given)."""
        ws = await self.session.ws_connect(f"{self.base}/ws")
        phone = Phone(ws)
        key = secret if secret is not None else (self.book.secret(seat) if seat is not None else "")
        await phone.send({"kind": "hello", "code": self.book.code, "secret": key, "name": name})
        return phone


@dataclass
class Phone:
    """One phone's socket and everything it has received."""

    ws: aiohttp.ClientWebSocketResponse
    received: list[dict[str, Any]] = field(default_factory=list)
    seq: int = 0

    async def send(self, message: dict[str, Any]) -> None:
        await self.ws.send_str(json.dumps(message))

    async def act(self, action: dict[str, Any], seq: int | None = None) -> int:
        if seq is None:
            self.seq += 1
            seq = self.seq
        await self.send({"kind": "act", "seq": seq, "action": action})
        return seq

    async def next(self, kind: str | None = None) -> dict[str, Any]:
        """The next message (of ``kind``, skipping others, all kept in ``received``)."""
        while True:
            msg = await asyncio.wait_for(self.ws.receive(), WAIT)
            if msg.type != aiohttp.WSMsgType.TEXT:
                raise ConnectionError(f"the socket closed: {msg.type.name} {msg.data!r} {msg.extra!r}")
            data: dict[str, Any] = json.loads(msg.data)
            self.received.append(data)
            if kind is None or data["kind"] == kind:
                return data

    async def closed(self) -> aiohttp.WSMessage:
        """Read until the server closes the socket; the closing message."""
        while True:
            msg = await asyncio.wait_for(self.ws.receive(), WAIT)
            if msg.type == aiohttp.WSMsgType.TEXT:
                self.received.append(json.loads(msg.data))
                continue
            return msg


@asynccontextmanager
async def phone_table(game_id: str = "dragon_kings", phones: Sequence[int] = (0, 1), players: int = 3,
                      seed: int = 1, limits: Limits | None = None) -> AsyncIterator[Table]:
    """A dealt table of ``game_id`` with phone seats ``phones`` (the rest random AI)."""
    game = get_game(game_id)
    seats = [Seat(f"P{i}", "human" if i in phones else "random") for i in range(players)]
    state, events = game.deal(seats, dict(game.quick_options), seed)
    book = SeatBook({seat: seats[seat].name for seat in phones})
    bridge = Bridge(book)
    server = PhoneServer(bridge, host="127.0.0.1", limits=limits)
    server.start()
    try:
        bridge.publish(state, events)
        async with aiohttp.ClientSession() as session:
            table = Table(state, book, bridge, server, session, list(events))
            yield table
    finally:
        server.stop()


def run(coroutine: Any) -> Any:
    """Run a test's coroutine on a fresh loop (no pytest plugin needed)."""
    return asyncio.run(coroutine)
