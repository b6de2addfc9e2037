"""The command line that starts the program: the window, or a headless check of it.

``python main.py`` (and the binaries) come here: the arguments, the one-instance lock on
the data folder, then the window's loop (:class:`~eternus.ui.app.App`). Two headless modes
share the start: ``--smoke`` renders the title and a fresh deal at every table and exits
(a built binary runs it, so a table left out of the bundle fails the build, not a game
night), and ``--screenshot`` saves a table as a PNG (the README's pictures).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import pygame

from eternus.engine.registry import games, get_game, is_built
from eternus.instance_lock import AlreadyRunning, InstanceLock
from eternus.storage import Storage, default_root
from eternus.ui.already_open import show_already_open
from eternus.ui.app import FPS, App
from eternus.ui.canvas import LOGICAL_SIZE
from eternus.ui.scenes.common import default_seats, start_game

SETTLE_SECONDS = 12.0      # seconds of play a --screenshot waits for the deal to settle


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="eternus", description="Games of Eternus: a card table for five games.")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--data-dir", type=Path, help="folder for settings, statistics, saves and logs "
                                                 "(default: the user data folder)")
    p.add_argument("--smoke", action="store_true",
                   help="headless self-check: render the title and a fresh deal, then exit 0")
    p.add_argument("--frames", type=int, default=60, help="frames per screen in --smoke (default 60)")
    p.add_argument("--screenshot", type=Path, metavar="PATH",
                   help="render a table headless after the deal settles and save a PNG (see --size)")
    p.add_argument("--size", default="1920x1080", metavar="WxH",
                   help="window size for --screenshot (default 1920x1080, the logical canvas)")
    p.add_argument("--game", default="pragon", help="game for --screenshot (default pragon)")
    p.add_argument("--seed", type=int, default=1, help="deal number for --screenshot (default 1)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    headless = args.smoke or args.screenshot is not None
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    with tempfile.TemporaryDirectory(prefix="eternus-") as scratch:
        # Headless runs must not touch the player's saves unless a folder is given.
        root = args.data_dir or (Path(scratch) if headless else default_root())
        lock = InstanceLock(root)
        try:
            lock.acquire()
        except AlreadyRunning as exc:
            print(f"eternus: a table is already open ({exc}); close it first.", file=sys.stderr)
            if not headless:
                with contextlib.suppress(pygame.error):   # no display either: the line above says it
                    show_already_open(f"Games of Eternus is already running on this computer ({exc}). "
                                      "Switch to its window; this one will close.")
            return 3
        try:
            app = App(Storage(root), fullscreen=True if args.fullscreen else None)
        except pygame.error as exc:
            lock.release()
            print(f"eternus: the window could not be opened: {exc}", file=sys.stderr)
            return 1
        try:
            if args.smoke:
                return smoke(app, args.frames)
            if args.screenshot is not None:
                return screenshot(app, args.screenshot, args.game, args.seed, _size(args.size))
            app.start()
            return app.run()
        finally:
            app.close()
            pygame.quit()
            lock.release()


def _table(app: App, game_id: str, seed: int) -> None:
    start_game(app.services, game_id, default_seats(get_game(game_id)), {}, seed)


def smoke(app: App, frames: int) -> int:
    """Render the title, then a fresh game at every built game's table; any scene error fails.

    A built binary runs this too, so a table whose module or map was left out of the bundle
    fails the build's smoke run rather than a player's evening.
    """
    began = time.perf_counter()
    app.start()
    for _ in range(frames):
        app.frame(1 / FPS)
    shown = 1
    for game_id in games():
        _table(app, game_id, 1)
        for _ in range(frames):
            app.frame(1 / FPS)
        shown += 1
    elapsed = time.perf_counter() - began
    failed = bool(app.crash_times) or not app.running
    print(f"smoke: {'FAILED' if failed else 'ok'}: {shown * frames} frames in {elapsed:.2f} s"
          + (f"; see {app.log_path}" if failed else ""))
    return 1 if failed else 0


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(n) for n in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"eternus: --size wants WIDTHxHEIGHT, not {text!r}") from None
    return (w, h)


def screenshot(app: App, path: Path, game_id: str, seed: int,
               size: tuple[int, int] = LOGICAL_SIZE) -> int:
    """The table for ``game_id``/``seed`` once the deal animation is over, saved as PNG at
    ``size`` window pixels (the headless window is otherwise fitted to a small desktop)."""
    if not is_built(game_id):
        print(f"eternus: no playable game {game_id!r}", file=sys.stderr)
        return 2
    app.resize(size)
    app.start()
    _table(app, game_id, seed)
    for _ in range(int(SETTLE_SECONDS * FPS)):
        app.frame(1 / FPS, draw=False)
    app.frame(1 / FPS)
    if app.crash_times:
        print(f"eternus: the table failed to render; see {app.log_path}", file=sys.stderr)
        return 1
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(path))
    except (OSError, pygame.error) as exc:
        print(f"eternus: the picture could not be saved as {path}: {getattr(exc, 'strerror', None) or exc}",
              file=sys.stderr)
        return 2
    print(f"saved {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
