"""One test in a real window: Xvfb + openbox, driven by xdotool as a person would.

Title -> The Seal of Pragon -> deal 7 -> drag the two nines of the first hand into the
tray -> Enter plays the pair -> F11 fullscreen -> screenshot -> Alt+F4 -> the save file
holds the pair. Skipped when Xvfb, xdotool, openbox or ImageMagick's import are missing
(.ci/run installs them).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.xwindow import missing_tools, screenshot, virtual_screen, wait_for_window, xdo

pytestmark = [pytest.mark.xvfb,
              pytest.mark.skipif(bool(missing_tools()), reason=f"needs {', '.join(missing_tools())}")]

ROOT = Path(__file__).resolve().parents[1]
SEED = 7
LOGICAL = (1920, 1080)


def hand_slot(index: int, count: int) -> tuple[int, int]:
    """Where card ``index`` of a ``count``-card hand sits on the logical canvas (from the map)."""
    from eternus.ui.table.display import slot_in
    from eternus.ui.table.layout import load_layout, table_map_path

    centre = slot_in(load_layout(table_map_path("pragon"))["hand"], index, count).center
    return round(centre.x), round(centre.y)


def hand_centres(seed: int) -> tuple[list[str], list[tuple[int, int]]]:
    """The first hand of deal ``seed`` and where each card sits."""
    from eternus.engine.pragon.game import new_game

    hand = new_game(seed).hand
    return hand, [hand_slot(i, len(hand)) for i in range(len(hand))]


class Window:
    """Maps logical canvas points to the window's pixels (SCALED keeps the aspect ratio)."""

    def __init__(self, env: dict[str, str], wid: str) -> None:
        self.env, self.wid = env, wid

    def geometry(self) -> tuple[int, int]:
        shell = dict(line.split("=", 1) for line in
                     xdo(self.env, "getwindowgeometry", "--shell", self.wid).splitlines() if "=" in line)
        return int(shell["WIDTH"]), int(shell["HEIGHT"])

    def to_window(self, x: int, y: int) -> tuple[int, int]:
        w, h = self.geometry()
        scale = min(w / LOGICAL[0], h / LOGICAL[1])
        ox, oy = (w - LOGICAL[0] * scale) / 2, (h - LOGICAL[1] * scale) / 2
        return round(ox + x * scale), round(oy + y * scale)

    def move(self, x: int, y: int) -> None:
        wx, wy = self.to_window(x, y)
        xdo(self.env, "mousemove", "--window", self.wid, str(wx), str(wy))

    def click(self, x: int, y: int) -> None:
        self.move(x, y)
        time.sleep(0.15)
        xdo(self.env, "click", "1")
        time.sleep(0.6)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 12) -> None:
        self.move(*start)
        time.sleep(0.15)
        xdo(self.env, "mousedown", "1")
        for i in range(1, steps + 1):
            self.move(start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            time.sleep(0.03)
        xdo(self.env, "mouseup", "1")
        time.sleep(0.8)

    def key(self, *keys: str) -> None:
        xdo(self.env, "key", "--window", self.wid, *keys)
        time.sleep(0.5)


def test_a_person_plays_a_pair_in_a_real_window_and_fullscreen(tmp_path):
    hand, centres = hand_centres(SEED)
    nines = [c for c in hand if c[0] == "9"]
    assert len(nines) == 2, f"deal {SEED} was chosen for its pair of nines: {hand}"
    data = tmp_path / "data"
    shots = Path(os.environ.get("ETERNUS_SCREENSHOTS", tmp_path))
    with virtual_screen() as env:
        app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--data-dir", str(data)],
                               env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            win = Window(env, wait_for_window(env, "main.py"))
            xdo(env, "windowactivate", "--sync", win.wid)
            time.sleep(1.0)
            win.click(700, 385)                     # the Seal of Pragon on the title screen
            win.click(990, 693)                     # the deal number field
            win.key(*["BackSpace"] * 10)
            win.key(*list(str(SEED)))
            win.click(1390, 872)                    # Start
            time.sleep(4.0)                         # the deal animation
            tray = (1585, 510)
            first = hand.index(nines[0])
            win.drag(centres[first], tray)
            rest = [c for c in hand if c != nines[0]]
            win.drag(hand_slot(rest.index(nines[1]), len(rest)), tray)
            win.key("Return")                       # play the pair of nines
            time.sleep(1.5)
            screenshot(env, shots / "real-window-table.png")
            before = win.geometry()
            win.key("F11")
            time.sleep(1.5)
            after = win.geometry()
            screenshot(env, shots / "real-window-fullscreen.png")
            assert after == (1920, 1080) and before != after, (before, after)
            win.key("F11")
            time.sleep(1.0)
            xdo(env, "key", "--window", win.wid, "alt+F4")
            app.wait(timeout=20)
        finally:
            if app.poll() is None:
                app.kill()
            output = app.communicate()[0]
    assert app.returncode == 0, output
    save = json.loads((data / "saves" / "pragon.json").read_text())
    actions = save["record"]["actions"]
    assert save["record"]["seed"] == SEED
    assert {"type": "make_hand", "cards": sorted(nines), "hand": "pair"} in actions, actions
