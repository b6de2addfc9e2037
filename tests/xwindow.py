"""A real X display for the one real-window test: Xvfb + openbox, driven with xdotool.

PLATFORM.md: fullscreen needs a window manager, and xdotool finds windows only with one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path
from collections.abc import Iterator

TOOLS = ("Xvfb", "xdotool", "openbox", "import", "xprop")


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


def _free_display() -> int:
    for n in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display number between :90 and :139")


@contextmanager
def virtual_screen(width: int = 1920, height: int = 1080) -> Iterator[dict[str, str]]:
    """Start Xvfb and openbox; yield an environment whose DISPLAY points at them."""
    n = _free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, DISPLAY=f":{n}")
    env.pop("SDL_VIDEODRIVER", None)
    for inherited in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        env.pop(inherited, None)        # the app must name its window itself, not inherit it
    env["SDL_AUDIODRIVER"] = "dummy"
    wm = None
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{n}").exists():
            if time.monotonic() > deadline or xvfb.poll() is not None:
                raise RuntimeError("Xvfb did not start")
            time.sleep(0.05)
        wm = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        yield env
    finally:
        for proc in (wm, xvfb):
            if proc is not None:
                proc.terminate()
                try:
                    proc.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    proc.kill()


def xdo(env: dict[str, str], *args: str, timeout: float = 15) -> str:
    out = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout)
    return out.stdout.strip()


def wait_for_window(env: dict[str, str], window_class: str, timeout: float = 30) -> str:
    """The id of the first visible window of this class (SDL names the class after the
    script; xdotool's --name and --pid searches miss SDL windows under openbox)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = xdo(env, "search", "--onlyvisible", "--class", window_class)
        if found:
            return found.splitlines()[0]
        time.sleep(0.2)
    raise TimeoutError(f"no window of class {window_class!r} appeared")


def screenshot(env: dict[str, str], path: Path) -> None:
    subprocess.run(["import", "-window", "root", str(path)], env=env, check=True, timeout=30)
