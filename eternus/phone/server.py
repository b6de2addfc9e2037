"""The phones' web server: the page, its two assets and one WebSocket per phone.

aiohttp serves both the files and the sockets from one well-kept library, with a message
size cap built in. It runs in a thread of its own with its own event loop, so the table's
frame rate never waits on the network; :meth:`PhoneServer.start` returns once it listens
(on every interface, on a free port it read back) and :meth:`PhoneServer.stop` closes every
socket and the thread.

What the network can reach is small on purpose: three fixed addresses whose files are read
from the package once at start (no part of a request ever names a file), and ``/ws``. Each
socket is held to :class:`Limits`: a message size cap, a rate cap (a token bucket), a hello
within a few seconds, and a ceiling on sockets at once. A bad message is answered with a
``refused`` and its reason; nothing a phone sends can stop the server or the table.
"""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Final
from urllib.parse import urlencode

from aiohttp import WSMessage, WSMsgType, web

from eternus.phone.bridge import Bridge, Letter
from eternus.phone.protocol import Outgoing, encode, error, parse, refused

#: The only files served: address -> (file in ``eternus/phone/page``, its content type).
PAGE: Final = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
}
#: Sent with every file: the page's address carries a seat's secret, so it is never sent on
#: as a referrer, and nothing but our own files and socket may be loaded by the page.
HEADERS: Final = {
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:",
}


@dataclass(frozen=True)
class Limits:
    """What one phone may cost the server."""

    max_message: int = 16 * 1024      # bytes; a view is sent out, only small moves come in
    rate: float = 20.0                # messages a second, on average...
    burst: int = 20                   # ...with this many at once
    handshake_seconds: float = 5.0    # a socket that says no valid hello by then is closed
    max_sockets: int = 32             # nine phones and their reloads, with room to spare
    #: Messages dropped over the rate before the socket is closed as a flood.
    flood_drops: int = 100


@dataclass
class TokenBucket:
    """``rate`` tokens a second up to ``burst``; a message spends one."""

    rate: float
    burst: int
    tokens: float = field(init=False)
    stamp: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.tokens = float(self.burst)

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(float(self.burst), self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


def lan_address() -> str:
    """This machine's address on the local network (the one a route out would use; no
    packet is sent), or the loopback where there is no network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        address = str(probe.getsockname()[0])
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


class _Phone:
    """One socket: its outbox (sent in order by one writer task) and its seat once joined."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.outbox: asyncio.Queue[Outgoing | None] = asyncio.Queue()
        self.seat: int | None = None
        self.drops = 0          # messages dropped over the rate since the last one read
        self.writer = asyncio.ensure_future(self.write())

    def send(self, messages: Sequence[Outgoing]) -> None:
        for message in messages:
            self.outbox.put_nowait(message)

    async def write(self) -> None:
        while (message := await self.outbox.get()) is not None:
            if self.ws.closed:
                return
            try:
                await self.ws.send_str(encode(message))
            except (ConnectionError, RuntimeError):
                return

    async def finish(self, code: int = 1000, why: bytes = b"") -> None:
        """Send what is queued, then close the socket."""
        self.outbox.put_nowait(None)
        await self.writer
        await self.ws.close(code=code, message=why)


class PhoneServer:
    """The phones' server for one table. ``host`` 0.0.0.0 listens on the local network."""

    def __init__(self, bridge: Bridge, host: str = "0.0.0.0", port: int = 0, limits: Limits | None = None) -> None:
        self.bridge = bridge
        self.limits = limits or Limits()
        self._host = host
        self._port = port
        self._files = {path: (resources.files("eternus.phone").joinpath("page", name).read_bytes(), kind)
                       for path, (name, kind) in PAGE.items()}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._phones: set[_Phone] = set()
        self._seated: dict[int, _Phone] = {}
        self._failure: BaseException | None = None

    # ------------------------------------------------------------------ start and stop

    def start(self) -> None:
        """Listen, in a thread of its own; returns once the port is known (raises if it cannot)."""
        if self._thread is not None:
            raise RuntimeError("the phone server is already running")
        loop = asyncio.new_event_loop()
        ready = threading.Event()
        self._loop = loop
        self._thread = threading.Thread(target=self._run, args=(loop, ready), name="eternus-phones", daemon=True)
        self._thread.start()
        ready.wait(10)
        if self._failure is not None or not ready.is_set():
            self._thread.join(5)
            self._thread = None
            raise RuntimeError(f"the phone server could not start: {self._failure}")

    def stop(self) -> None:
        """Close every socket and stop listening; the bridge keeps the match for a restart."""
        if self._loop is None or self._thread is None:
            return
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self._thread = None
        self._loop = None

    @property
    def port(self) -> int:
        return self._port

    def url(self, seat: int | None = None, host: str | None = None) -> str:
        """The page's address for a seat's QR code (None: the table's, to pick a free seat)."""
        query = {"code": self.bridge.code}
        if seat is not None:
            query["secret"] = self.bridge.secret(seat)
        return f"http://{host or lan_address()}:{self._port}/?{urlencode(query)}"

    def _run(self, loop: asyncio.AbstractEventLoop, ready: threading.Event) -> None:
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open())
        except OSError as exc:
            self._failure = exc
            ready.set()
            loop.close()
            return
        self.bridge.attach(self._from_table)
        ready.set()
        try:
            loop.run_forever()
        finally:
            self.bridge.attach(None)
            loop.run_until_complete(self._close())
            loop.close()

    async def _open(self) -> None:
        app = web.Application(client_max_size=self.limits.max_message)
        for path in PAGE:
            app.router.add_get(path, self._file)
        app.router.add_get("/ws", self._socket)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self._host, self._port)
        await site.start()
        self._port = int(self._runner.addresses[0][1])

    async def _close(self) -> None:
        for phone in list(self._phones):
            await phone.finish(1001, b"the table closed")
        for seat in list(self._seated):
            self.bridge.arrived(seat, False)
        self._seated.clear()
        if self._runner is not None:
            await self._runner.cleanup()

    # ------------------------------------------------------------------ the files

    async def _file(self, request: web.Request) -> web.Response:
        body, kind = self._files[request.path]
        return web.Response(body=body, headers={**HEADERS, "Content-Type": kind})

    # ------------------------------------------------------------------ the sockets

    def _from_table(self, letter: Letter, seat: int | None) -> None:
        """The bridge's sink, called on the table's thread: hand over to the server's loop."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._push, letter, seat)

    def _push(self, letter: Letter, seat: int | None) -> None:
        """Make and queue ``letter``'s messages for ``seat`` (None: every seated phone)."""
        for held, phone in list(self._seated.items()):
            if seat is None or held == seat:
                phone.send(letter(held))

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if len(self._phones) >= self.limits.max_sockets:
            return web.Response(status=503, text="This table has as many phones as it takes.")
        origin = request.headers.get("Origin")
        if origin is not None and origin.split("://", 1)[-1] != request.host:
            return web.Response(status=403, text="Only the table's own page may join it.")
        ws = web.WebSocketResponse(max_msg_size=self.limits.max_message, heartbeat=30)
        await ws.prepare(request)
        phone = _Phone(ws)
        self._phones.add(phone)
        try:
            bucket = TokenBucket(self.limits.rate, self.limits.burst)
            if await self._handshake(phone, bucket):
                await self._serve(phone, bucket)
        finally:
            self._phones.discard(phone)
            if phone.seat is not None and self._seated.get(phone.seat) is phone:
                del self._seated[phone.seat]
                self.bridge.arrived(phone.seat, False)
            await phone.finish()
        return ws

    async def _handshake(self, phone: _Phone, bucket: TokenBucket) -> bool:
        """Wait for a valid hello (refusing anything else) until the deadline; True once seated."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limits.handshake_seconds
        while True:
            try:
                msg = await asyncio.wait_for(phone.ws.receive(), max(0.0, deadline - loop.time()))
            except TimeoutError:
                phone.send([error(f"No hello within {self.limits.handshake_seconds:g} seconds.")])
                return False
            text = self._text(phone, msg, bucket)
            if text is None:
                if phone.ws.closed or msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSED, WSMsgType.ERROR):
                    return False
                if phone.drops >= self.limits.flood_drops:
                    phone.send([error("Too many messages: this phone is disconnected.")])
                    return False
                continue
            message = parse(text)
            if isinstance(message, str):
                phone.send([refused(message)])
                continue
            if message["kind"] != "hello":
                phone.send([refused("Say hello first, with the join code.")])
                continue
            joined = self.bridge.join(message)
            if isinstance(joined, str):
                phone.send([error(joined, retry=False, forget=True)])
                return False
            welcome, view = joined
            phone.seat = welcome["seat"]
            old = self._seated.get(welcome["seat"])
            if old is not None:
                old.send([error("This seat is now open on another screen.", retry=False)])
                await old.finish(1000, b"replaced")
            self._seated[welcome["seat"]] = phone
            self.bridge.arrived(welcome["seat"], True)
            phone.send([welcome] if view is None else [welcome, view])
            return True

    async def _serve(self, phone: _Phone, bucket: TokenBucket) -> None:
        assert phone.seat is not None
        async for msg in phone.ws:
            text = self._text(phone, msg, bucket)
            if text is None:
                if phone.drops >= self.limits.flood_drops:
                    phone.send([error("Too many messages: this phone is disconnected.")])
                    return
                continue
            message = parse(text)
            if isinstance(message, str):
                phone.send([refused(message)])
            elif message["kind"] == "ping":
                phone.send([{"kind": "pong"}])
            elif message["kind"] == "hello":
                phone.send([refused("This phone has already joined.")])
            else:
                reason = self.bridge.submit(phone.seat, message)
                if reason is not None:
                    phone.send([refused(reason, message["seq"])])

    def _text(self, phone: _Phone, msg: WSMessage, bucket: TokenBucket) -> str | None:
        """A text message within the rate, or None (refused, dropped, or the socket closing)."""
        if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
            return None
        if not bucket.take():
            phone.drops += 1
            if phone.drops == 1:
                phone.send([refused(f"Too many messages: at most {self.limits.rate:g} a second; "
                                    "the ones over it are not read.")])
            return None
        phone.drops = 0
        if msg.type != WSMsgType.TEXT:
            phone.send([refused("Messages are JSON text.")])
            return None
        return str(msg.data)
