"""``python -m eternus bench``: the performance figures the project is held to.

Sections (each can run alone with ``--only``). Every built game gets four, named by its id
(:mod:`eternus.bench.games` reads them from the registries, so a new game is benched
without an edit here):

* ``<game>_engine``: random playouts per second through the public ``apply``, with the
  game's quick options (e.g. King's Court's one-hand match);
* ``<game>_hint``: latency of the default AI level over 20 positions from seeded games;
* ``<game>_frame``: update+draw time of the game's table at 1920x1080, at its fullest
  (every seat it allows, AI seats taking their turns: chips, dice and cards moving; a
  one-seat game while its deal animates);
* ``<game>_frame_4k``: the same in a 3840x2160 window;

then the sections of one game or of the whole app:

* ``kings_court_expert``: the expert level's decision time on the hint's positions;
  ``rlcard_uno``: RLCard's UNO beside a two-player King's Court hand;
* ``dk_evaluator``: the Dragon Kings hand evaluator and equity estimate, beside phevaluator,
  treys and eval7 when the ``compare`` extra is installed (``eternus.bench.evaluator``);
  ``dk_hands``: random six-player Dragon Kings hands per second, headless;
* ``draker_search``: Draker's combination search, a turn's whole menu and one laid card's
  best announcement, cold (``eternus.bench.draker``);
* ``pragon_solver``: the full-knowledge "show me how" solver over 200 deals, time and wins
  (``eternus.bench.solver``); ``pragon_endgame`` the levels near a deal's end
  (``eternus.bench.endgame``);
* ``cold_start``: wall time of ``python main.py --smoke --frames 1`` in a fresh process;
* ``idle``: the share of a core the app burns while nobody does anything, on the title and
  at each table at the person's turn, and the first frame after an input
  (``eternus.bench.idle``);
* ``app_memory``: the app's peak memory over the title, every table and a "show me how",
  in a process of its own (``eternus.bench.memory``; the memory target is held to it);
* ``resize_4k``: what a new window size costs each table (``eternus.bench.resize``);
* ``phone_load``: nine phones playing Dragon Kings over the loopback beside twenty idle
  connections: a move's latency there and back, errors, memory growth (``eternus.bench.phone``);

plus the peak memory of this process, which loads the comparison libraries too (and of the
cold-start child). A section that cannot run (a game without a table, no ``main.py`` next
to the package) reports ``"unavailable: <reason>"`` instead of a number: a missing figure
must never look measured.
"""

from __future__ import annotations

import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, TextIO
from collections.abc import Callable

from eternus.bench import games
from eternus.bench.draker import bench_draker_search
from eternus.bench.evaluator import bench_dk_evaluator, bench_dk_hands
from eternus.bench.idle import bench_idle
from eternus.bench.memory import MemoryUnavailable, bench_app_memory, peak_mb
from eternus.bench.phone import bench_phone_load
from eternus.bench.resize import bench_resize
from eternus.bench.endgame import bench_pragon_endgame
from eternus.bench.solver import bench_pragon_solver
from eternus.engine.ai import DEFAULT_LEVEL, make_agent
from eternus.engine.core import Seat
from eternus.engine.registry import get_game
from eternus.engine.rng import Rng

TARGETS = {"frame_p95_ms": 8.0, "cold_start_s": 1.0, "hint_p95_ms": 300.0, "peak_memory_mb": 150.0,
           "idle_cpu_share": 0.05, "frame_4k_p95_ms": 12.0, "expert_p95_ms": 1000.0}
FRAMES = 300
UHD = (3840, 2160)          # a game night's TV
HINT_POSITIONS = 20
PLAYOUT_SECONDS = 2.0
COLD_RUNS = 3


class Unavailable(Exception):
    """A section that cannot be measured here; the message says why."""


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile: a value that was actually measured."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


# ---------------------------------------------------------------------- engine

def _seats(players: int, agent: str) -> tuple[Seat, ...]:
    return tuple(Seat(f"Player {i + 1}", agent) for i in range(players))


def bench_engine(game_id: str, players: int) -> dict[str, Any]:
    game = get_game(game_id)
    seats = _seats(players, "random")
    playouts = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < PLAYOUT_SECONDS:
        state = game.new(seats, dict(game.quick_options), playouts)
        rng = Rng(playouts)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        playouts += 1
    seconds = time.perf_counter() - start
    return {"game": game_id, "players": players, "playouts": playouts, "seconds": round(seconds, 3),
            "playouts_per_sec": round(playouts / seconds, 1),
            "actions_per_sec": round(actions / seconds)}


# ---------------------------------------------------------------------- hint

def bench_hint(game_id: str, players: int, level: str = DEFAULT_LEVEL) -> dict[str, Any]:
    """Time a level (the hint's by default) on positions reached by seeded random play, 0 to
    30 moves in.

    Only real choices count (two or more legal actions): a forced move costs nothing. The
    report says how many of them the level searched: some are left to a rate instead (King's
    Court's "On Guard", said in time or not), and a level without search searches none.
    """
    game = get_game(game_id)
    spec = f"ismcts:{level}"
    times: list[float] = []
    iterations: list[int] = []
    seed = 0
    while len(times) < HINT_POSITIONS and seed < 10 * HINT_POSITIONS:
        state = game.new(_seats(players, spec), dict(game.quick_options), seed)
        rng = Rng(seed)
        for _ in range((seed * 7) % 31):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        while not state.is_over and len(state.legal_actions()) < 2:
            state.apply(state.legal_actions()[0])
        seed += 1
        if state.is_over:
            continue
        seat = state.to_act
        assert seat is not None
        agent = make_agent(spec, seed)
        start = time.perf_counter()
        agent.choose(game, state.view(seat), seat, state.legal_actions())
        times.append(1000 * (time.perf_counter() - start))
        stats = getattr(agent, "last_stats", None)
        if stats is not None:
            iterations.append(stats.iterations)
    if not times:
        raise Unavailable(f"no seeded {game_id} game reached a position with a choice")
    return {"game": game_id, "agent": spec, "positions": len(times),
            "median_ms": round(statistics.median(times), 1), "p95_ms": round(percentile(times, 0.95), 1),
            "mean_iterations": round(statistics.mean(iterations), 1) if iterations else None,
            "searched": sum(1 for done in iterations if done)}


# ---------------------------------------------------------------------- frame

def bench_frame(game_id: str, players: int, agent: str, size: tuple[int, int] = (1920, 1080)) -> dict[str, Any]:
    """Frame cost of a live table: a one-seat game while its deal animates; a multi-seat game
    with AI seats taking their turns (worker threads thinking, dice and tokens moving). ``size``
    is the window's (3840x2160 for the 4K sections: four times the pixels a frame must fill)."""
    missing = games.no_table(game_id)
    if missing is not None:
        raise Unavailable(missing)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame

        from eternus.session import GameSession
        from eternus.storage import Settings, Storage
        from eternus.ui import fonts
        from eternus.ui.app import show
        from eternus.ui.canvas import Canvas
        from eternus.ui.games import make_table
        from eternus.ui.scene import SceneStack, Services
        from eternus.ui.scenes.navigation import SceneNavigator
        from eternus.ui.sound import SoundBoard
        from eternus.ui import window_cache
        from eternus.ui.table.ai_worker import share_interpreter_with_frames
    except ImportError as exc:
        raise Unavailable(f"the table cannot be imported yet ({exc})") from exc
    pygame.init()
    share_interpreter_with_frames()   # as the app does
    try:
        screen = pygame.display.set_mode(size)
        canvas = Canvas(screen)  # the path the app draws through
        with tempfile.TemporaryDirectory(prefix="eternus-bench-") as tmp:
            settings = Settings(ai_pace="instant")   # as many moves animating as can be
            stack = SceneStack()
            services = Services(Storage(Path(tmp)), SoundBoard(settings), settings, stack, SceneNavigator)
            session = GameSession.new(game_id, _seats(players, agent), None, 1)
            table = make_table(services, session)
            stack.push(table)
            animator = getattr(table, "animator", None)  # tables built on the shared animator
            times: list[float] = []
            busy: list[float] = []
            for _ in range(FRAMES):
                pygame.event.pump()
                start = time.perf_counter()
                table.update(1 / 60)
                canvas.begin_frame()
                table.draw(canvas)
                region = canvas.end_frame()   # only what changed is drawn, as in the app
                times.append(1000 * (time.perf_counter() - start))
                show(region)
                if animator is not None and animator.busy:
                    busy.append(times[-1])
    finally:
        pygame.quit()
        fonts.reset()  # the next section opens a new window; fonts from this one are dead
        window_cache.clear()  # and so are the surfaces converted for it
    report: dict[str, Any] = {
        "game": game_id, "size": list(size), "frames": FRAMES, "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(percentile(times, 0.95), 2), "max_ms": round(max(times), 2)}
    if busy:  # the frames that had something moving: the ones a stutter would show in
        report.update(animating_frames=len(busy), animating_median_ms=round(statistics.median(busy), 2),
                      animating_p95_ms=round(percentile(busy, 0.95), 2))
    return report


# ---------------------------------------------------------------------- cold start

def bench_cold_start(binary: Path | None = None) -> dict[str, Any]:
    """Median wall time of a smoke run that draws one frame: from source, or of a built binary."""
    if binary is None:
        main_py = Path(__file__).resolve().parent.parent / "main.py"
        if not main_py.is_file():
            raise Unavailable(f"no main.py at {main_py} (not run from a source checkout)")
        command, cwd, what = [sys.executable, str(main_py)], main_py.parent, "main.py"
    else:
        if not binary.is_file():
            raise Unavailable(f"no binary at {binary} (build it with python build/build.py)")
        command, cwd, what = [str(binary)], binary.parent, binary.name
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    runs: list[float] = []
    for _ in range(COLD_RUNS):
        with tempfile.TemporaryDirectory(prefix="eternus-cold-") as tmp:
            start = time.perf_counter()
            done = subprocess.run([*command, "--smoke", "--frames", "1", "--data-dir", tmp],
                                  cwd=cwd, env=env, capture_output=True, text=True, timeout=60)
            seconds = time.perf_counter() - start
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ["(no output)"])[-1]
            raise Unavailable(f"{what} --smoke exited with {done.returncode}: {last}")
        runs.append(seconds)
    return {"command": what, "seconds": round(statistics.median(runs), 3),
            "runs": [round(r, 3) for r in runs], "peak_memory_mb": peak_mb(children=True)}


# ---------------------------------------------------------------------- RLCard's UNO

def bench_rlcard_uno() -> dict[str, Any]:
    """RLCard's UNO environment with random agents, next to our two-player King's Court hand.

    UNO is the nearest shedding game in RLCard (two players only there), so both are timed
    here, in the same process, with random legal play, for a like-for-like figure.
    """
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError as exc:
        raise Unavailable(f"RLCard is not installed (pip install -e '.[compare]'): {exc}") from exc
    env = rlcard.make("uno", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < PLAYOUT_SECONDS:
        trajectories, _ = env.run(is_training=False)
        games += 1
        steps += sum(len(t) // 2 for t in trajectories)
    seconds = time.perf_counter() - start
    ours = bench_engine("kings_court", 2)
    return {"rlcard_version": rlcard.__version__, "uno_players": env.num_players,
            "uno_games_per_sec": round(games / seconds, 1), "uno_steps_per_sec": round(steps / seconds),
            "kings_court_2p_hands_per_sec": ours["playouts_per_sec"],
            "kings_court_2p_actions_per_sec": ours["actions_per_sec"]}


# ---------------------------------------------------------------------- memory

def bench_memory() -> dict[str, Any]:
    """The app's own peak over an evening's use, in a process of its own (``eternus.bench.memory``)."""
    try:
        return bench_app_memory()
    except MemoryUnavailable as exc:
        raise Unavailable(str(exc)) from exc


# ---------------------------------------------------------------------- report

Runner = Callable[[], dict[str, Any]]


def game_runners(game_id: str) -> dict[str, Runner]:
    """The four sections every built game gets (:data:`eternus.bench.games.KINDS`)."""
    usual, fullest = games.usual(game_id), games.fullest(game_id)
    # A one-seat table is the person's own, watched while its deal animates; a fuller one
    # plays itself, every seat an AI.
    agent = "human" if fullest == 1 else "ismcts:easy"
    return {f"{game_id}_engine": lambda: bench_engine(game_id, usual),
            f"{game_id}_hint": lambda: bench_hint(game_id, usual),
            f"{game_id}_frame": lambda: bench_frame(game_id, fullest, agent),
            f"{game_id}_frame_4k": lambda: bench_frame(game_id, fullest, agent, UHD)}


#: The sections of one game beyond its four, and the app's own.
RUNNERS: dict[str, Runner] = {
    "kings_court_expert": lambda: bench_hint("kings_court", 4, "expert"),
    "rlcard_uno": lambda: bench_rlcard_uno(),
    "dk_evaluator": bench_dk_evaluator,
    "dk_hands": bench_dk_hands,
    "draker_search": bench_draker_search,
    "pragon_solver": bench_pragon_solver,
    "pragon_endgame": bench_pragon_endgame,
    "cold_start": bench_cold_start,
    "idle": bench_idle,
    "app_memory": bench_memory,
    "resize_4k": bench_resize,
    "phone_load": bench_phone_load,
}


def runners() -> dict[str, Runner]:
    """Every section by name: each built game's four, then :data:`RUNNERS`."""
    found: dict[str, Runner] = {}
    for game_id in games.game_ids():
        found.update(game_runners(game_id))
    return {**found, **RUNNERS}


def sections() -> tuple[str, ...]:
    """The section names ``--only`` accepts, in the report's order."""
    return tuple(runners())


def _figure(report: dict[str, Any], section: str, key: str) -> float | None:
    value = report.get(section)
    if isinstance(value, dict) and isinstance(value.get(key), (int, float)):
        return float(value[key])
    return None


def run(only: list[str] | None = None, progress: TextIO | None = None,
        binary: Path | None = None) -> dict[str, Any]:
    """Every requested section, the peak memory, the targets, and which targets are met.

    With ``binary`` (a built one-folder or one-file executable) its cold start is measured
    too, as ``cold_start_binary``.
    """
    # Every table section draws without a screen or a sound device, and pygame's banner must
    # not reach stdout: the report there is JSON (a section run alone printed it first).
    for key, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"), ("PYGAME_HIDE_SUPPORT_PROMPT", "1")):
        os.environ.setdefault(key, value)
    every = runners()
    asked = only or list(every)
    unknown = [s for s in asked if s not in every]
    if unknown:
        raise ValueError(f"unknown bench section(s) {unknown}; sections: {', '.join(every)}")
    chosen = {name: every[name] for name in asked}
    if binary is not None:
        chosen["cold_start_binary"] = lambda: bench_cold_start(binary)
    report: dict[str, Any] = {}
    # The 4K sections run last and their memory is reported apart: a 3840x2160 window and its
    # art are four times the pixels, and would hide what the usual sizes take.
    ordered = sorted(chosen.items(), key=lambda item: item[0].endswith("_4k"))
    peak_before_4k: float | str | None = None
    for name, runner in ordered:
        if name.endswith("_4k") and peak_before_4k is None:
            peak_before_4k = peak_mb()
        if progress is not None:
            print(f"bench: {name} ...", file=progress, flush=True)
        try:
            report[name] = runner()
        except Unavailable as exc:
            report[name] = f"unavailable: {exc}"
    report["bench_process_peak_mb"] = peak_mb() if peak_before_4k is None else peak_before_4k
    if peak_before_4k is not None:
        report["bench_process_peak_with_4k_mb"] = peak_mb()
    ids = games.game_ids()
    frames = [f for f in (_figure(report, f"{g}_frame", "p95_ms") for g in ids) if f is not None]
    hints = [h for h in (_figure(report, f"{g}_hint", "p95_ms") for g in ids) if h is not None]
    endgame = report.get("pragon_endgame")
    if isinstance(endgame, dict):          # the hint near a deal's end, where it may solve first
        hints.append(float(endgame["normal"]["p95_ms"]))
    uhd = [f for f in (_figure(report, f"{g}_frame_4k", "p95_ms") for g in ids) if f is not None]
    figures = {
        "frame_p95_ms": max(frames) if frames else None,
        "cold_start_s": _figure(report, "cold_start", "seconds"),
        "hint_p95_ms": max(hints) if hints else None,
        "peak_memory_mb": _figure(report, "app_memory", "peak_mb"),
        "idle_cpu_share": _figure(report, "idle", "worst_cpu_share"),
        "frame_4k_p95_ms": max(uhd) if uhd else None,
        "expert_p95_ms": _figure(report, "kings_court_expert", "p95_ms"),
    }
    report["targets"] = TARGETS
    report["meets_targets"] = {k: (None if v is None else v < TARGETS[k]) for k, v in figures.items()}
    return report


def print_report(report: dict[str, Any], out: TextIO) -> None:
    for name in (*sections(), "cold_start_binary"):
        if name not in report:
            continue
        value = report[name]
        if isinstance(value, str):
            print(f"{name:17s} {value}", file=out)
        else:
            print(f"{name:17s} " + ", ".join(f"{k} {v}" for k, v in value.items()), file=out)
    print(f"{'bench process':17s} peak {report['bench_process_peak_mb']} MB (the app's is app_memory)", file=out)
    for key, ok in report["meets_targets"].items():
        verdict = "not measured" if ok is None else ("ok" if ok else "MISSED")
        print(f"target {key} < {TARGETS[key]}: {verdict}", file=out)
