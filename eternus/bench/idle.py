"""``bench`` section ``idle``: how much of a core the app burns while nobody does anything.

The app is run as a player leaves it: on the title screen, and at each table once the AI
seats have moved and it is the person's turn (nothing animating). For ``IDLE_SECONDS`` of
wall time the process's CPU time is counted (the AI threads included, so a table that kept
thinking would show); the figure is CPU seconds per wall second, a share of one core. The
first frame after an input is timed too: a quiet idle must not answer a key any later.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

from eternus.bench import games

IDLE_SECONDS = 10.0
SETTLE_LIMIT = 30.0           # seconds a table may take to reach the person's quiet turn


def settle(app: Any) -> bool:
    """Run the app until it may idle (the AI seats have moved, the animations are over);
    False if it has not within ``SETTLE_LIMIT`` seconds."""
    deadline = time.monotonic() + SETTLE_LIMIT
    app._last_input = 0.0
    while time.monotonic() < deadline:
        app.run(seconds=0.25)
        app._last_input = 0.0
        if app.idle():
            return True
    return False


def _measure(app: Any) -> dict[str, Any]:
    import pygame

    cpu, wall = time.process_time(), time.monotonic()
    app.run(seconds=IDLE_SECONDS)
    share = (time.process_time() - cpu) / (time.monotonic() - wall)
    # The first frame after an input, from a quiet idle: the wait ends on the event.
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    start = time.perf_counter()
    app.run(seconds=0.001)
    return {"cpu_share": round(share, 4), "first_input_frame_ms": round(1000 * (time.perf_counter() - start), 2)}


def bench_idle() -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from eternus.session import GameSession
    from eternus.storage import Storage
    from eternus.ui.app import App
    from eternus.ui.scenes.common import start_session

    report: dict[str, Any] = {"seconds_each": IDLE_SECONDS}
    for screen in ("title", *games.game_ids()):
        missing = None if screen == "title" else games.no_table(screen)
        if missing is not None:
            report[screen] = f"unavailable: {missing}"
            continue
        with tempfile.TemporaryDirectory(prefix="eternus-idle-") as tmp:
            app = App(Storage(Path(tmp)))
            try:
                app.resize((1920, 1080))
                app.start()
                if screen != "title":
                    seats = games.person_and_ai(screen, "ismcts:easy")
                    start_session(app.services, GameSession.new(screen, seats, {}, 5))
                if not settle(app):
                    report[screen] = "never went quiet"
                    continue
                report[screen] = _measure(app)
            finally:
                app.close()
    shares = [v["cpu_share"] for v in report.values() if isinstance(v, dict)]
    report["worst_cpu_share"] = max(shares) if shares else None
    return report
