"""``bench`` section ``app_memory``: the most memory the app holds over an evening's use.

The 150 MB target is the app's, so it is measured in a process that is only the app: a
child process opens the window at 1920x1080, shows the title, then sits at each built
game's table in turn while its AI seats play (a game without a table says so), and ends at
a lost Seal of Pragon deal whose "show me how" search runs out of time (deal
``HARD_DEAL``, the one of the solver's bench deals that holds the most). It reports the
process's peak after each step, so a step that costs too much shows which one it is.

The bench's own process is a poor stand-in: it also loads RLCard, eval7, treys and
phevaluator for its comparisons, and runs the solver over 200 deals and every table at 4K.
Its peak is still reported, as ``bench_process_peak_mb``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

from eternus.bench import games
from eternus.bench.idle import settle

SIZE = (1920, 1080)
HARD_DEAL = 1117
TABLE_SECONDS = 2.0          # at each table once it is the person's turn


class MemoryUnavailable(Exception):
    """The walk could not run here; the message says why."""


def peak_mb(children: bool = False) -> float | str:
    """This process's peak resident memory in MB (or its children's, the largest of them)."""
    try:
        import resource
    except ImportError:
        return "unavailable: no resource module on this platform"
    who = resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF
    peak = resource.getrusage(who).ru_maxrss
    scale = 1024 * 1024 if sys.platform == "darwin" else 1024  # bytes on macOS, KiB elsewhere
    return round(peak / scale, 1)


def own_peak_mb() -> float | str:
    """This process's own peak since it was started: Linux's ``VmHWM`` where there is one,
    because ``getrusage`` keeps the peak of the process it was forked from (the bench, a
    few hundred MB by the time this section runs); ``peak_mb`` elsewhere."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return peak_mb()


def bench_app_memory() -> dict[str, Any]:
    """Run :func:`walk` in a fresh process and return what it reports."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # Not ``-m eternus.bench.memory``: the package imports this module before running it as
    # ``__main__``, which runpy warns about.
    done = subprocess.run([sys.executable, "-c", "from eternus.bench.memory import main; main()"], env=env,
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["(no output)"])[-1]
        raise MemoryUnavailable(f"the walk exited with {done.returncode}: {last}")
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def walk() -> dict[str, Any]:
    """The evening: title, each table, then "show me how" on a hard lost deal."""
    from eternus.engine.core import Seat
    from eternus.engine.pragon.solver import SOLVE_SECONDS
    from eternus.session import GameSession
    from eternus.storage import Storage
    from eternus.ui.app import App
    from eternus.ui.scenes.common import start_session

    after: dict[str, float | str] = {}
    with tempfile.TemporaryDirectory(prefix="eternus-memory-") as tmp:
        app = App(Storage(Path(tmp)))
        try:
            app.resize(SIZE)
            app.start()
            settle(app)
            after["title"] = own_peak_mb()
            for game_id in games.game_ids():
                missing = games.no_table(game_id)
                if missing is not None:
                    after[game_id] = f"unavailable: {missing}"
                    continue
                seats = games.person_and_ai(game_id, "ismcts:easy")
                start_session(app.services, GameSession.new(game_id, seats, {}, 5))
                settle(app)
                app.run(seconds=TABLE_SECONDS)
                after[game_id] = own_peak_mb()
            session = GameSession.new("pragon", [Seat("You")], {}, HARD_DEAL)
            start_session(app.services, session)
            start = session.record.start()
            search = threading.Thread(target=session.game.solve_finished, args=(start, SOLVE_SECONDS))
            search.start()
            while search.is_alive():     # the table goes on drawing while the search runs
                app.run(seconds=0.1)
            after["show_me_how"] = own_peak_mb()
        finally:
            app.close()
    peaks = [v for v in after.values() if isinstance(v, float)]
    return {"size": list(SIZE), "peak_mb_after": after, "peak_mb": max(peaks) if peaks else None}


def main() -> None:
    """The child process: the walk's report, as one line of JSON on stdout."""
    print(json.dumps(walk()))
