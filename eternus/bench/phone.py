"""``phone_load``: the phones' server under a full table's load, on the loopback.

A Dragon Kings table of nine seats, every one a phone, plays random legal moves sent over
real WebSockets, while twenty more connections open and idle (they never say hello, so the
server closes them after its handshake time and they come back: the churn a room of
reloading phones makes). The table's side runs as the window would: a thread that, sixty
times a second, plays the checked intents and publishes.

Figures: a move's latency as its phone sees it (sent -> played by the table -> the new view
back) at p50 and p95, what publishing a move costs the table's frame (a copy of the state
and nine views), the moves played, errors (any refusal or dropped phone is one), and
the process's resident memory after the warm-up and at the end. Short by default;
``ETERNUS_PHONE_LOAD_SECONDS=600`` gives the issue's ten minutes.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import random
import statistics
import threading
import time
from pathlib import Path
from typing import Any, Final

from eternus.engine.core import IllegalAction, Seat, State
from eternus.engine.registry import get_game

GAME: Final = "dragon_kings"
PHONES: Final = 9
IDLE: Final = 20
SECONDS: Final = 15.0
FRAME: Final = 1 / 60
WARM_UP: Final = 3.0


def resident_mb() -> float | None:
    """This process's resident memory now (Linux's /proc; None elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


class _Table(threading.Thread):
    """The window's side: a frame loop that plays intents and publishes, until stopped."""

    def __init__(self, bridge: Any, state: State, seats: list[Seat]) -> None:
        super().__init__(name="bench-table", daemon=True)
        self.bridge, self.state, self.seats = bridge, state, seats
        self.stopping = threading.Event()
        self.played = 0
        self.deals = 1
        self.stale = 0
        self.publish_ms: list[float] = []

    def run(self) -> None:
        game = get_game(GAME)
        while not self.stopping.is_set():
            for intent in self.bridge.take_intents():
                try:
                    events = self.state.apply(intent.action)
                except IllegalAction as exc:
                    self.stale += 1
                    self.bridge.refuse(intent, exc.reason)
                    continue
                self.played += 1
                start = time.perf_counter()
                self.bridge.publish(self.state, events)
                self.publish_ms.append(1000 * (time.perf_counter() - start))
            if self.state.is_over:
                self.state, events = game.deal(self.seats, dict(game.quick_options), self.deals)
                self.deals += 1
                self.bridge.publish(self.state, events)
            time.sleep(FRAME)


async def _phone(base: str, code: str, secret: str, seat: int, until: float,
                 latencies: list[float], errors: list[str]) -> None:
    import aiohttp

    rng = random.Random(seat)
    seq = 0
    sent_at: float | None = None
    async with aiohttp.ClientSession() as session, session.ws_connect(f"{base}/ws") as ws:
        await ws.send_str(json.dumps({"kind": "hello", "code": code, "secret": secret, "name": ""}))
        while time.perf_counter() < until:
            try:
                msg = await asyncio.wait_for(ws.receive(), max(0.01, until - time.perf_counter()))
            except TimeoutError:
                return
            if msg.type != aiohttp.WSMsgType.TEXT:
                errors.append(f"seat {seat}'s socket closed: {msg.type.name}")
                return
            data = json.loads(msg.data)
            if data["kind"] in ("refused", "error"):
                errors.append(f"seat {seat}: {data['reason']}")
                sent_at = None
            if data["kind"] != "view":
                continue
            if sent_at is not None:
                latencies.append(1000 * (time.perf_counter() - sent_at))
                sent_at = None
            if data["legal"]:
                seq += 1
                move = rng.choice(data["legal"])["action"]
                sent_at = time.perf_counter()
                await ws.send_str(json.dumps({"kind": "act", "seq": seq, "action": move}))


async def _idle(base: str, until: float, opened: list[int]) -> None:
    import aiohttp

    async with aiohttp.ClientSession() as session:
        while time.perf_counter() < until:
            async with session.ws_connect(f"{base}/ws") as ws:
                opened.append(1)
                while time.perf_counter() < until and not ws.closed:
                    try:
                        await asyncio.wait_for(ws.receive(), max(0.01, until - time.perf_counter()))
                    except TimeoutError:
                        return


def bench_phone_load(seconds: float | None = None) -> dict[str, Any]:
    """Nine phones playing and twenty idle connections for ``seconds`` (see the module)."""
    from eternus.phone.bridge import Bridge
    from eternus.phone.seats import SeatBook
    from eternus.phone.server import PhoneServer
    from eternus.ui.table.ai_worker import share_interpreter_with_frames

    share_interpreter_with_frames()     # as the app does: the table's thread waits at most 1 ms

    length = seconds if seconds is not None else float(os.environ.get("ETERNUS_PHONE_LOAD_SECONDS", SECONDS))
    game = get_game(GAME)
    seats = [Seat(f"Phone {i + 1}") for i in range(PHONES)]
    state, events = game.deal(seats, dict(game.quick_options), 0)
    book = SeatBook({i: seat.name for i, seat in enumerate(seats)})
    bridge = Bridge(book)
    server = PhoneServer(bridge, host="127.0.0.1")
    server.start()
    table = _Table(bridge, state, seats)
    bridge.publish(state, events)
    table.start()
    latencies: list[float] = []
    errors: list[str] = []
    opened: list[int] = []
    memory: list[float | None] = []

    async def load() -> None:
        base = f"http://127.0.0.1:{server.port}"
        until = time.perf_counter() + length

        async def sample() -> None:
            await asyncio.sleep(min(WARM_UP, length / 2))
            memory.append(resident_mb())

        await asyncio.gather(sample(),
                             *(_phone(base, book.code, book.secret(i), i, until, latencies, errors)
                               for i in range(PHONES)),
                             *(_idle(base, until, opened) for _ in range(IDLE)))

    try:
        asyncio.run(load())
    finally:
        table.stopping.set()
        table.join(5)
        server.stop()
    memory.append(resident_mb())
    ordered = sorted(latencies)
    before, after = memory[0], memory[-1]
    return {"phones": PHONES, "idle_connections": IDLE, "seconds": length, "moves": len(latencies),
            "deals": table.deals, "errors": len(errors), "first_error": errors[0] if errors else None,
            "idle_connects": len(opened),
            "act_p50_ms": round(statistics.median(ordered), 1) if ordered else None,
            "act_p95_ms": _p95(latencies),
            "publish_p95_ms": _p95(table.publish_ms),
            "memory_growth_mb": None if before is None or after is None else round(after - before, 1)}


def _p95(values: list[float]) -> float | None:
    """Nearest-rank 95th percentile (a value that was measured), None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)], 2)
