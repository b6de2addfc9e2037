"""Run by the real-window test: a table of AI players in a real X window, then what the X
server shows is compared with what the app drew.

The app puts only the changed rects of a frame on the window (``pygame.display.update``). A
rect left out would leave stale pixels on the screen while the app's own surface is right,
so the frame tests alone cannot see it: only the window system's copy of the screen can.

Usage: python -m tests.x_partial_frames GAME FRAMES FOLDER. Prints one line: the frames
drawn in part, and the pixels where the window differs from the app.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pygame

from eternus.engine.core import Seat
from eternus.session import GameSession
from eternus.storage import Storage
from eternus.ui import app as app_module
from eternus.ui.app import App
from eternus.ui.games import make_table


def main(game_id: str, frames: int, folder: Path) -> None:
    app = App(Storage(folder / "data"))
    app.resize((1600, 900))                       # scaled: rects rounded to the window's pixels
    app.services.settings.ai_pace, app.services.settings.animation_speed = "fast", 1.0
    drawn: list[list[pygame.Rect] | None] = []
    shown = app_module.show

    def counted(region: list[pygame.Rect] | None) -> None:
        drawn.append(region)
        shown(region)

    app_module.show = counted
    app.start()
    seats = [Seat(name, "ismcts:easy") for name in ("Rook", "Wren", "Ash")]
    app.services.stack.push(make_table(app.services, GameSession.new(game_id, seats, {}, 11)))
    for k in range(frames):
        pos = (100 + 7 * k % 1400, 200 + 3 * k % 600)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        time.sleep(1 / 120)
    window = pygame.display.get_wm_info()["window"]
    picture = folder / "x.png"
    subprocess.run(["import", "-window", str(window), str(picture)], check=True, timeout=30)
    on_x = pygame.image.load(str(picture))
    x_bytes, app_bytes = pygame.image.tobytes(on_x, "RGB"), pygame.image.tobytes(app.screen, "RGB")
    differing = sum(1 for i in range(0, len(app_bytes), 3) if x_bytes[i:i + 3] != app_bytes[i:i + 3])
    partial = sum(1 for region in drawn if region)
    app.close()
    print(f"partial {partial} differing {differing}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), Path(sys.argv[3]))
