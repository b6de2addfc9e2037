"""``bench`` section ``resize_4k``: what a new window size costs, table by table.

A window dragged onto a 4K TV, or its edge dragged, meets every table at a size it has not
drawn yet: the cloth, the board and the card art are made anew for it. Two figures per
table, from 1920x1080 to 3840x2160: ``first_frame_ms``, the one frame drawn at the new size
once it holds (the cost paid once per size), and ``dragging_frame_ms``, a frame while the
edge is still moving (the last frame stretched, :data:`eternus.ui.app.RESIZE_SETTLE`).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

from eternus.bench import games

UHD = (3840, 2160)


def _one_table(game_id: str) -> dict[str, float]:
    import pygame

    from eternus.session import GameSession
    from eternus.storage import Storage
    from eternus.ui.app import RESIZE_SETTLE, App
    from eternus.ui.games import make_table

    with tempfile.TemporaryDirectory() as tmp:
        app = App(Storage(Path(tmp) / "data"))
        try:
            app.resize((1920, 1080))
            app.start()
            app.services.settings.ai_pace = "instant"
            seats = games.person_and_ai(game_id, "random")
            app.stack.reset(make_table(app.services, GameSession.new(game_id, seats, {}, 7)))
            for _ in range(20):
                app.frame(1 / 60)
            app._window().size = (2000, 1120)            # the edge is moving: a size not asked for
            pygame.event.pump()
            app.process(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=2000, y=1120))
            began = time.perf_counter()
            app.frame(1 / 60)
            dragging = (time.perf_counter() - began) * 1000
            app.resize(UHD)                               # the size holds: drawn at it, once
            time.sleep(RESIZE_SETTLE)
            began = time.perf_counter()
            app.frame(1 / 60)
            first = (time.perf_counter() - began) * 1000
            return {"first_frame_ms": round(first, 1), "dragging_frame_ms": round(dragging, 2)}
        finally:
            app.close()


def bench_resize() -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    tables: dict[str, dict[str, float] | str] = {}
    for game_id in games.game_ids():
        missing = games.no_table(game_id)
        tables[game_id] = _one_table(game_id) if missing is None else f"unavailable: {missing}"
    measured = [t["first_frame_ms"] for t in tables.values() if isinstance(t, dict)]
    return {"size": f"{UHD[0]}x{UHD[1]}", "tables": tables,
            "worst_first_frame_ms": max(measured) if measured else None}
