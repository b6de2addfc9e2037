"""One test in a real window: Xvfb + openbox, driven by xdotool as a person would.

Title -> The Seal of Pragon -> deal 7 -> drag the two nines of the first hand into the
tray -> Enter plays the pair -> F11 fullscreen -> the hand and the tray on screen are what
the engine says -> Alt+F4 -> the save file holds the pair. Skipped when Xvfb, xdotool,
openbox or ImageMagick's import are missing (.ci/run installs them).

Nothing waits on a fixed sleep and nothing clicks a number typed by hand: every point comes
from the scenes and the table's map (laid out headless in this process, the same code the
window runs), and every step waits on a condition (the window's size, the save file, the
screen holding still), up to a generous deadline.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest

from tests.xwindow import missing_tools, screenshot, virtual_screen, wait_for_window, xdo

pytestmark = [pytest.mark.xvfb,
              pytest.mark.skipif(bool(missing_tools()), reason=f"needs {', '.join(missing_tools())}")]

ROOT = Path(__file__).resolve().parents[1]
SEED = 7
LOGICAL = (1920, 1080)
Point = tuple[int, int]


def wait_until(what: str, ready: Callable[[], Any], timeout: float = 30.0, every: float = 0.1) -> Any:
    """Poll ``ready`` until it returns something true; fail saying ``what`` never happened."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = ready()
        if value:
            return value
        time.sleep(every)
    raise AssertionError(f"timed out waiting for {what}")


def centre(rect: Any) -> Point:
    return round(rect.centerx), round(rect.centery)


def screen_points(app: Any) -> dict[str, Point]:
    """Where the title's Pragon entry, the setup's deal field and Start button and the
    table's tray are on the logical canvas, from the scenes themselves (headless)."""
    from eternus.ui.scenes.setup import SetupScene
    from eternus.ui.scenes.title import GameEntry
    from eternus.ui.table.layout import load_layout, table_map_path

    app.start()
    app.frame(1 / 60)
    title = app.stack.top
    entry = next(w for w in title.menu.widgets if isinstance(w, GameEntry) and w.entry.id == "pragon")
    setup = SetupScene(app.services, "pragon")
    return {"pragon": centre(entry.rect), "deal": centre(setup.seed_field.rect),
            "start": centre(setup.start_button.rect),
            "tray": centre(load_layout(table_map_path("pragon"))["tray"].rect)}


def hand_slot(index: int, count: int) -> Point:
    """Where card ``index`` of a ``count``-card hand sits on the logical canvas (from the map)."""
    from eternus.ui.table.display import slot_in
    from eternus.ui.table.layout import load_layout, table_map_path

    point = slot_in(load_layout(table_map_path("pragon"))["hand"], index, count).center
    return round(point.x), round(point.y)


class Window:
    """Maps logical canvas points to the window's pixels (scale plus centred letterbox)."""

    def __init__(self, env: dict[str, str], wid: str) -> None:
        self.env, self.wid = env, wid

    def _shell(self) -> dict[str, str]:
        out = xdo(self.env, "getwindowgeometry", "--shell", self.wid)
        return dict(line.split("=", 1) for line in out.splitlines() if "=" in line)

    def geometry(self) -> tuple[int, int]:
        shell = self._shell()
        return int(shell["WIDTH"]), int(shell["HEIGHT"])

    def position(self) -> tuple[int, int]:
        shell = self._shell()
        return int(shell["X"]), int(shell["Y"])

    def to_window(self, x: int, y: int) -> Point:
        w, h = self.geometry()
        scale = min(w / LOGICAL[0], h / LOGICAL[1])
        ox, oy = (w - LOGICAL[0] * scale) / 2, (h - LOGICAL[1] * scale) / 2
        return round(ox + x * scale), round(oy + y * scale)

    def move(self, x: int, y: int) -> None:
        wx, wy = self.to_window(x, y)
        xdo(self.env, "mousemove", "--window", self.wid, str(wx), str(wy))

    def click(self, point: Point) -> None:
        self.move(*point)
        xdo(self.env, "click", "1")

    def drag(self, start: Point, end: Point, steps: int = 12) -> None:
        self.move(*start)
        xdo(self.env, "mousedown", "1")
        for i in range(1, steps + 1):
            self.move(start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        xdo(self.env, "mouseup", "1")

    def key(self, *keys: str) -> None:
        xdo(self.env, "key", "--window", self.wid, *keys)


class Screen:
    """Screenshots of the virtual screen, read back as pygame surfaces to compare regions."""

    def __init__(self, env: dict[str, str], folder: Path) -> None:
        self.env, self.folder, self.n = env, folder, 0

    def grab(self, name: str = "") -> Any:
        import pygame

        self.n += 1
        path = self.folder / (f"real-window-{name}.png" if name else f"frame-{self.n}.png")
        screenshot(self.env, path)
        return pygame.image.load(str(path))

    def still(self, what: str, timeout: float = 30.0) -> Any:
        """The screen once two grabs in a row are identical (animations over)."""
        import pygame

        last: list[bytes] = []

        def settled() -> Any:
            shot = self.grab()
            data = pygame.image.tobytes(shot, "RGB")
            same = bool(last) and last[-1] == data
            last.append(data)
            return shot if same else None

        return wait_until(what, settled, timeout, every=0.2)


def region_difference(a: Any, b: Any, rect: Any) -> float:
    """The share of pixels in ``rect`` that differ between two surfaces of one size."""
    import pygame

    pa = pygame.image.tobytes(a.subsurface(rect), "RGB")
    pb = pygame.image.tobytes(b.subsurface(rect), "RGB")
    differ = sum(1 for i in range(0, len(pa), 3) if pa[i:i + 3] != pb[i:i + 3])
    return differ / (len(pa) // 3)


def engine_picture(app: Any, data_dir: Path) -> Any:
    """What the engine's saved position looks like: the save the window wrote, opened on the
    headless app at 1920x1080 with animations off."""
    from eternus.session import load_session
    from eternus.storage import Storage
    from eternus.ui.games import make_table

    session, error = load_session(Storage(data_dir), "pragon")
    assert session is not None, error
    app.services.settings["animation_speed"] = 0.0
    app.services.stack.push(make_table(app.services, session))
    for _ in range(30):
        app.frame(1 / 60)
    return app.screen.copy()


def test_a_person_plays_a_pair_in_a_real_window_and_fullscreen(tmp_path: Path, app: Any) -> None:
    from eternus.engine.pragon.game import new_game
    from eternus.ui.table.layout import load_layout, table_map_path

    hand = new_game(SEED).hand
    nines = [c for c in hand if c[0] == "9"]
    assert len(nines) == 2, f"deal {SEED} was chosen for its pair of nines: {hand}"
    points = screen_points(app)
    zones = load_layout(table_map_path("pragon"))
    data = tmp_path / "data"
    save_file = data / "saves" / "pragon.json"
    shots = Path(os.environ.get("ETERNUS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)

    def saved_actions() -> list[dict[str, Any]] | None:
        try:
            return list(json.loads(save_file.read_text())["record"]["actions"])
        except (OSError, ValueError, KeyError):
            return None

    with virtual_screen() as env:
        app_proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--data-dir", str(data)],
                                    env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                    text=True)
        try:
            win = Window(env, wait_for_window(env, "games-of-eternus", app=app_proc))   # the app's own class
            wm_class = subprocess.run(["xprop", "-id", win.wid, "WM_CLASS"], env=env, capture_output=True,
                                      text=True, timeout=10).stdout
            assert '"games-of-eternus"' in wm_class, wm_class
            def own_icon() -> bool:       # the app's own 64 px icon (SDL may set it just after mapping)
                return "Icon (64 x 64)" in subprocess.run(["xprop", "-id", win.wid, "_NET_WM_ICON"], env=env,
                                                          capture_output=True, text=True, timeout=10).stdout

            wait_until("the app's own icon on the window", own_icon, timeout=15)
            xdo(env, "windowactivate", "--sync", win.wid)
            screen = Screen(env, tmp_path)
            screen.still("the title screen")
            win.click(points["pragon"])
            setup = screen.still("the setup screen")
            win.click(points["deal"])
            win.key(*["BackSpace"] * 10)
            win.key(*list(str(SEED)))
            win.click(points["start"])
            whole = win_rect(win, zones["hand"].rect).union(win_rect(win, zones["tray"].rect))
            wait_until("the table", lambda: region_difference(setup, screen.grab(), whole) > 0.2)
            screen.still("the deal animation")
            tray = zones["tray"].rect
            rest = [c for c in hand if c != nines[0]]
            for card, slot in ((nines[0], hand_slot(hand.index(nines[0]), len(hand))),
                               (nines[1], hand_slot(rest.index(nines[1]), len(rest)))):
                before = screen.still(f"the screen before {card} is dragged")
                win.drag(slot, points["tray"])
                wait_until(f"{card} in the tray on screen",
                           lambda b=before: region_difference(b, screen.grab(), win_rect(win, tray)) > 0.05)
            win.key("Return")                       # play the pair of nines
            pair = {"type": "make_hand", "cards": sorted(nines), "hand": "pair"}
            wait_until("the pair in the save file", lambda: pair in (saved_actions() or []))
            screen.still("the pair played")
            screenshot(env, shots / "real-window-table.png")
            before = win.geometry()
            win.key("F11")
            wait_until("fullscreen", lambda: win.geometry() == LOGICAL)
            assert before != LOGICAL, before
            shown = screen.still("the fullscreen table")
            screenshot(env, shots / "real-window-fullscreen.png")
            expected = engine_picture(app, data)
            for zone in ("hand", "tray"):
                rect = zones[zone].rect
                assert region_difference(shown, expected, rect) < 0.02, f"the {zone} differs from the engine's"
            win.key("F11")
            wait_until("the window back", lambda: win.geometry() != LOGICAL)
            xdo(env, "key", "--window", win.wid, "alt+F4")
            app_proc.wait(timeout=20)
        finally:
            if app_proc.poll() is None:
                app_proc.kill()
            output = app_proc.communicate()[0]
    assert app_proc.returncode == 0, output
    save = json.loads(save_file.read_text())
    assert save["record"]["seed"] == SEED
    assert pair in save["record"]["actions"], save["record"]["actions"]


def win_rect(win: Window, rect: Any) -> Any:
    """A logical rectangle where it is on the screen: in the window's pixels, moved by
    where the window manager put the window."""
    import pygame

    ox, oy = win.position()
    x0, y0 = win.to_window(rect.left, rect.top)
    x1, y1 = win.to_window(rect.right, rect.bottom)
    return pygame.Rect(ox + x0, oy + y0, x1 - x0, y1 - y0)


def _geometry(env: dict[str, str]) -> tuple[int, int, int, int] | None:
    """The app's visible window: width, height and its top-left on the screen (by xwininfo)."""
    import re

    found = xdo(env, "search", "--onlyvisible", "--class", "games-of-eternus").split()
    if not found:
        return None
    out = subprocess.run(["xwininfo", "-id", found[0]], env=env, capture_output=True, text=True, timeout=10).stdout
    values = [re.search(key + r":\s+(-?\d+)", out) for key in
              ("Width", "Height", "Absolute upper-left X", "Absolute upper-left Y")]
    return None if not all(values) else tuple(int(v.group(1)) for v in values)  # type: ignore[union-attr,return-value]


def settled_geometry(env: dict[str, str], what: str,
                     accept: Callable[[tuple[int, int, int, int]], bool]) -> tuple[int, int, int, int]:
    """The window's geometry once ``accept`` takes it and two readings half a second apart
    agree: between fullscreen and a window, the window manager may show a step (the window
    resized at the corner, not yet moved to the centre)."""
    last: list[tuple[int, int, int, int] | None] = []

    def ready() -> tuple[int, int, int, int] | None:
        geometry = _geometry(env)
        same = geometry is not None and bool(last) and last[-1] == geometry and accept(geometry)
        last.append(geometry)
        return geometry if same else None

    return cast(tuple[int, int, int, int], wait_until(what, ready, every=0.5))


@pytest.mark.parametrize("screen_size", [(1920, 1080), (3840, 2160)])
def test_started_fullscreen_f11_gives_a_window_that_fits_and_f11_again_gives_it_back(
        tmp_path: Path, screen_size: tuple[int, int]) -> None:
    """The issue: started fullscreen, F11 made a desktop-sized window that could not be
    resized, its bottom off the screen. Now: a centred 16:9 window inside the screen,
    resizable, and F11 twice more gives fullscreen and that same window back."""
    sw, sh = screen_size
    shots = Path(os.environ.get("ETERNUS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    with virtual_screen(sw, sh) as env:
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--data-dir", str(tmp_path / "data"),
                                 "--fullscreen"], env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        try:
            wait_for_window(env, "games-of-eternus")
            wait_until("fullscreen", lambda: _geometry(env) == (sw, sh, 0, 0))
            Screen(env, tmp_path).still("the title screen")          # drawn: it takes keys now
            wid = xdo(env, "search", "--onlyvisible", "--class", "games-of-eternus").split()[0]
            xdo(env, "windowactivate", "--sync", wid)
            xdo(env, "key", "F11")
            windowed = settled_geometry(env, "a window", lambda g: g[0] < sw)
            w, h, x, y = windowed
            assert x >= 0 and y >= 0 and x + w <= sw and y + h <= sh       # wholly on the screen
            assert abs(w / h - 16 / 9) < 0.01 and abs((x + w / 2) - sw / 2) < 4  # 16:9, centred
            hints = subprocess.run(["xprop", "-id", xdo(env, "search", "--onlyvisible", "--class",
                                                        "games-of-eternus").split()[0], "WM_NORMAL_HINTS"],
                                   env=env, capture_output=True, text=True, timeout=10).stdout
            assert "maximum size: 2147483647" in hints or "maximum size" not in hints   # resizable
            Screen(env, tmp_path).still("the window redrawn at its size")
            screenshot(env, shots / f"f11_from_fullscreen_{sw}x{sh}.png")
            xdo(env, "key", "F11")
            wait_until("fullscreen again", lambda: _geometry(env) == (sw, sh, 0, 0))
            xdo(env, "key", "F11")
            wait_until("the same window back", lambda: _geometry(env) == windowed)
        finally:
            proc.terminate()
            proc.wait(timeout=20)


def test_a_maximised_window_comes_back_maximised_after_f11_twice(tmp_path: Path) -> None:
    """The issue: maximise, F11, F11 gave an un-maximised window in a corner. The window
    manager maximises it (a double click on its title bar, as a person would); after
    fullscreen and back it fills the same work area again."""
    shots = Path(os.environ.get("ETERNUS_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    with virtual_screen(1920, 1080) as env:
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--data-dir", str(tmp_path / "data")],
                                env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wid = wait_for_window(env, "games-of-eternus")
            Screen(env, tmp_path).still("the title screen")
            start = wait_until("a window", lambda: _geometry(env))
            w, h, x, y = start
            maximised = None
            for above in (12, 18, 22, 26, 30):                  # the title bar, wherever the theme puts it
                xdo(env, "mousemove", str(x + w // 3), str(y - above))
                xdo(env, "click", "--repeat", "2", "--delay", "60", "1")
                time.sleep(1.0)
                now = _geometry(env)
                if now is not None and now[0] > w:
                    maximised = now
                    break
            if maximised is None:
                pytest.skip("the window manager did not maximise the window on a title-bar double click")
            assert maximised[0] == 1920 and maximised[1] > h
            xdo(env, "windowactivate", "--sync", wid)
            xdo(env, "key", "F11")
            wait_until("fullscreen", lambda: _geometry(env) == (1920, 1080, 0, 0))
            xdo(env, "key", "F11")
            wait_until("the maximised window back", lambda: _geometry(env) == maximised)
            Screen(env, tmp_path).still("the maximised window redrawn")
            screenshot(env, shots / "f11_from_maximised_1920x1080.png")
        finally:
            proc.terminate()
            proc.wait(timeout=20)


@pytest.mark.parametrize("game_id", ["kings_court", "draker"])
def test_the_window_shows_what_the_app_drew_after_frames_drawn_in_part(tmp_path: Path, game_id: str) -> None:
    """A frame is put on the window only where it changed; after hundreds of such frames of
    AI players moving cards, the window system's copy equals the app's, pixel for pixel."""
    with virtual_screen() as env:
        done = subprocess.run([sys.executable, "-m", "tests.x_partial_frames", game_id, "300", str(tmp_path)],
                              env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    words = done.stdout.split()
    partial, differing = int(words[words.index("partial") + 1]), int(words[words.index("differing") + 1])
    assert partial >= 20, done.stdout
    assert differing == 0, done.stdout
