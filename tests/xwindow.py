"""A real X display for the one real-window test: Xvfb + openbox, driven with xdotool.

PLATFORM.md: fullscreen needs a window manager, and xdotool finds windows only with one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
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
        wm = _start_window_manager(env)
        yield env
    finally:
        for proc in (wm, xvfb):
            if proc is not None:
                proc.terminate()
                try:
                    proc.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    proc.kill()


def _start_window_manager(env: dict[str, str], tries: int = 3) -> subprocess.Popen[bytes]:
    """openbox, once it manages the screen (it names itself on the root window).

    A window mapped before that is not managed like the app's windows are, and on a loaded
    machine openbox takes longer than any fixed pause. It starts while another client keeps
    the server company (:func:`_company`). Should it exit all the same, it is started again,
    and if it never stays up the error says what it printed the last time."""
    last_words = ""
    deadline = time.monotonic() + 20
    company = _company(env, deadline)
    try:
        for _ in range(tries):
            with tempfile.TemporaryFile() as said:  # openbox speaks on stdout; it keeps its own handle
                wm = subprocess.Popen(["openbox"], env=env, stdout=said, stderr=subprocess.STDOUT)
                while time.monotonic() < deadline and wm.poll() is None:
                    root = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env,
                                          capture_output=True, text=True, timeout=10).stdout
                    if "window id" in root:
                        return wm
                    time.sleep(0.05)
                if wm.poll() is None:
                    wm.kill()
                    raise RuntimeError("openbox did not manage the screen in time")
                said.seek(0)
                last_words = said.read().decode(errors="replace").strip()
        raise RuntimeError(f"openbox exited ({wm.returncode}) {tries} times before it managed the "
                           f"screen; the last time it said: {last_words or 'nothing'}")
    finally:
        company.terminate()
        company.wait(timeout=5)
        if company.stdout is not None:
            company.stdout.close()


def _company(env: dict[str, str], deadline: float) -> subprocess.Popen[str]:
    """A client that stays connected to the X server (``xprop -spy`` on the root window), once
    the server answers.

    Xvfb drops now and then a client that connects just after its last one left: on this
    machine 16 of 300 such connections got no reply, 0 of 600 while another client stayed
    connected. The probe that found the server ready was such a last client, and openbox,
    connecting next, exited with "Failed to open the display" (status 1), under load three
    times running. ``-noreset`` did not help (11 of 300)."""
    while True:
        spy = subprocess.Popen(["xprop", "-root", "-spy", "_NET_SUPPORTING_WM_CHECK"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert spy.stdout is not None
        if spy.stdout.readline():  # its first report, the property as it is: connected
            return spy
        spy.wait()
        if time.monotonic() > deadline:
            raise RuntimeError("the X server does not answer")
        time.sleep(0.05)


def xdo(env: dict[str, str], *args: str, timeout: float = 15) -> str:
    out = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=timeout)
    return out.stdout.strip()


def wait_for_window(env: dict[str, str], window_class: str, timeout: float = 60,
                    app: subprocess.Popen[str] | None = None) -> str:
    """The id of the first visible window of this class (SDL names the class after the
    script; xdotool's --name and --pid searches miss SDL windows under openbox).

    With ``app``, a failure says what the app did: exited (with its output), or still running
    without a window (stopped, then its output)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = xdo(env, "search", "--onlyvisible", "--class", window_class)
        if found:
            return found.splitlines()[0]
        if app is not None and app.poll() is not None:
            raise TimeoutError(f"the app exited ({app.returncode}) without a window of class "
                               f"{window_class!r}:\n{app.communicate()[0]}")
        time.sleep(0.2)
    if app is not None:
        app.kill()
        raise TimeoutError(f"no window of class {window_class!r} in {timeout:.0f} s; the app was "
                           f"still running, its output:\n{app.communicate()[0]}")
    raise TimeoutError(f"no window of class {window_class!r} appeared")


def screenshot(env: dict[str, str], path: Path) -> None:
    subprocess.run(["import", "-window", "root", str(path)], env=env, check=True, timeout=30)
