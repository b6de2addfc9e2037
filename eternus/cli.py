"""``python -m eternus ...``: play games headless, measure, replay records, check the engine.

Subcommands:

* ``sim``: whole games between agents; win rate with a Wilson interval, length, speed.
  Game ``i`` is dealt with seed ``S + i``, so two agents run with the same ``--seed`` play
  the very same deals and their win rates compare directly.
* ``bench``: the performance figures (see :mod:`eternus.bench`).
* ``ladder``: each AI level against the one below it, with duplicate deals
  (:mod:`eternus.ladder`).
* ``replay``: print what happened in a saved game record.
* ``selftest``: random games of every built game, checking the invariants of the protocol.

Nothing here imports pygame except ``bench``'s UI sections, which do it lazily.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
import traceback
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TextIO
from collections.abc import Callable, Iterable, Sequence

from eternus.bench import sections as bench_sections
from eternus.engine.ai import SPECS, check_spec, make_agent
from eternus.engine.core import Action, Game, IllegalAction, OptionError, RecordError, Seat, State
from eternus.grammar import you_agree
from eternus.engine.record import GameRecord
from eternus.engine.registry import games, get_game
from eternus.engine.rng import Rng
from eternus.match import GameFailed, agent_seed, run_match
from eternus.session import SAVE_FORMAT
from eternus.storage import read_object

# ====================================================================== sim


def wilson_interval(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval: honest near 0 and 1, where the normal one is not."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def seat_won(returns: Sequence[float], seat: int) -> bool:
    """Alone: a positive result. With others: strictly the best result at the table."""
    mine = returns[seat]
    if len(returns) == 1:
        return mine > 0
    return all(mine > r for i, r in enumerate(returns) if i != seat)


@dataclass
class SimResult:
    game: str
    agent: str
    games: int
    seed: int
    players: int
    budget_ms: float | None
    options: dict[str, Any]
    wins: int
    win_rate: float
    ci95: tuple[float, float]
    mean_actions: float
    mean_seconds: float
    mean_returns: list[float]
    unfinished: int


def play_one(game: Game, seats: Sequence[Seat], options: dict[str, Any], seed: int, spec: str,
             budget_ms: float | None, max_actions: int) -> tuple[State, int]:
    """One game with ``spec`` in every seat. Returns the final state and its length."""
    state = game.new(seats, options, seed)
    agents = [make_agent(spec, agent_seed(seed, s), budget_ms) for s in range(len(seats))]
    count = 0
    while not state.is_over and count < max_actions:
        seat = state.to_act
        assert seat is not None
        action = agents[seat].choose(game, state.view(seat), seat, state.legal_actions())
        state.apply(action)
        count += 1
    return state, count


def simulate(game_id: str, spec: str, n: int, seed: int, players: int | None = None,
             options: dict[str, Any] | None = None, budget_ms: float | None = None,
             max_actions: int = 10_000) -> SimResult:
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    count = players or game.min_players
    seats = tuple(Seat(f"Seat {i + 1}", spec) for i in range(count))
    game.check_seats(seats)
    make_agent(spec, 0, budget_ms)  # a bad spec fails before any game is played
    check_spec(spec, game)
    wins = lengths = unfinished = 0
    totals = [0.0] * count
    seconds = 0.0
    for i in range(n):
        start = time.perf_counter()
        state, length = play_one(game, seats, resolved, seed + i, spec, budget_ms, max_actions)
        seconds += time.perf_counter() - start
        lengths += length
        if not state.is_over:
            unfinished += 1
            continue
        returns = state.returns()
        totals = [t + r for t, r in zip(totals, returns, strict=True)]
        wins += seat_won(returns, 0)
    return SimResult(
        game=game.id, agent=spec, games=n, seed=seed, players=count, budget_ms=budget_ms,
        options=resolved, wins=wins, win_rate=wins / n if n else 0.0,
        ci95=wilson_interval(wins, n), mean_actions=lengths / n if n else 0.0,
        mean_seconds=seconds / n if n else 0.0,
        mean_returns=[t / n for t in totals] if n else totals, unfinished=unfinished,
    )


def _parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``key=value`` pairs; the value is read as a JSON literal (true, 3) or else a string."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise OptionError(f"--option needs key=value, not {pair!r}")
        try:
            options[key] = json.loads(text)
        except json.JSONDecodeError:
            options[key] = text
    return options


def cmd_sim(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.opponents is not None:
        return cmd_match(args, out, err)
    try:
        result = simulate(args.game, args.agent, args.games, args.seed, args.players,
                          _parse_options(args.option), args.budget)
    except (KeyError, ValueError) as exc:  # unknown game or agent, bad option or seat count
        print(f"sim: {exc.args[0] if exc.args else exc}", file=err)
        return 2
    if args.json:
        print(json.dumps(asdict(result)), file=out)
        return 0
    lo, hi = result.ci95
    last = result.seed + result.games - 1
    print(f"{result.game}: {result.games} games, agent {result.agent}, seeds {result.seed}..{last}",
          file=out)
    print(f"win rate {100 * result.win_rate:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%), "
          f"{result.wins}/{result.games} won", file=out)
    print(f"mean length {result.mean_actions:.1f} actions, {result.mean_seconds:.3f} s per game",
          file=out)
    if result.unfinished:
        print(f"{result.unfinished} games stopped unfinished at the action limit", file=out)
    return 0


def cmd_match(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``sim --opponents``: the agent's mean result at a table, against a baseline in its seat."""
    try:
        baseline = None if args.baseline == "none" else args.baseline
        result = run_match(args.game, args.agent, args.opponents, baseline, args.games,
                           args.seed, args.players, _parse_options(args.option), args.budget,
                           jobs=args.jobs, record=args.record)
    except GameFailed as exc:
        print(f"sim: {exc} (a bug: the traceback follows)", file=err)
        traceback.print_exception(exc, file=err)
        return 1
    except (KeyError, ValueError) as exc:
        print(f"sim: {exc.args[0] if exc.args else exc}", file=err)
        return 2
    if args.json:
        print(json.dumps(asdict(result)), file=out)
        return 0
    last = result.seed + result.games - 1
    print(f"{result.game}: {result.games} games of {result.players} seats, seeds {result.seed}..{last}; "
          f"the tested seat rotates, the others play {result.opponents}", file=out)
    rows = [(result.agent, result.agent_mean, result.agent_ci95)]
    if result.baseline != "none":
        rows.append((result.baseline, result.baseline_mean, result.baseline_ci95))
    for name, mean, (lo, hi) in rows:
        print(f"  {name:>14}: mean result {mean:+.3f} (95% CI {lo:+.3f} to {hi:+.3f})", file=out)
    if result.baseline != "none":
        lo, hi = result.margin_ci95
        print(f"  margin {result.margin:+.3f} per game (paired 95% CI {lo:+.3f} to {hi:+.3f})", file=out)
    print(f"  {result.agent_seconds_per_game:.3f} s per game for the agent's games", file=out)
    if result.unfinished:
        print(f"{result.unfinished} games stopped unfinished at the action limit", file=out)
    return 0


# ====================================================================== ladder


def _commit() -> str:
    """The checkout's commit, for the results file ("" outside a git checkout)."""
    import subprocess

    try:
        done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                              cwd=Path(__file__).parent, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def cmd_ladder(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``ladder``: every step of a game's ladder measured and printed as a table."""
    from datetime import UTC, datetime

    from eternus.ladder import results, run, table

    try:
        ladder = run.ladder_for(args.game, args.games, args.seed, args.players, args.step)
        result = run.run(ladder, args.jobs, args.record, args.budget_core_seconds,
                         progress=None if args.json else err)
    except GameFailed as exc:
        print(f"ladder: {exc} (a bug: the traceback follows)", file=err)
        traceback.print_exception(exc, file=err)
        return 1
    except (KeyError, ValueError) as exc:
        print(f"ladder: {exc.args[0] if exc.args else exc}", file=err)
        return 2
    if args.json:
        print(json.dumps(table.as_json(result)), file=out)
    else:
        print("\n".join(table.lines(result)), file=out)
    if args.write_results:
        results.write(result, datetime.now(UTC).date().isoformat(), _commit())
    return 0


# ====================================================================== replay


def cmd_replay(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Print a game record's moves and events: a record, or a save as the app writes it (the
    record inside it). Any file is read with a size limit, and a bad one is said in a line,
    never with a traceback."""
    path = Path(args.file)
    data, problem = read_object(path)
    if data is None:
        print(f"replay: {path} cannot be read: {problem}", file=err)
        return 2
    if data.get("format") == SAVE_FORMAT:
        data = data.get("record")
    try:
        record = GameRecord.from_json(data)
        game = get_game(record.game_id)
        state = record.start()
    except RecordError as exc:
        print(f"replay: {path}: {exc}", file=err)
        return 2
    except Exception as exc:  # noqa: BLE001 - a damaged record is a message, never a traceback
        print(f"replay: {path} is not a game record that can be played ({type(exc).__name__})", file=err)
        return 2
    seats = "1 seat" if len(record.seats) == 1 else f"{len(record.seats)} seats"
    print(f"{game.title}, deal number {record.seed}, {seats}, "
          f"{len(record.actions)} actions, options {json.dumps(record.options)}", file=out)
    actions = record.actions if args.upto is None else record.actions[: max(0, args.upto)]
    for number, action in enumerate(actions, 1):
        try:
            events = state.apply(action)
        except IllegalAction as exc:
            print(f"replay: {path}: action {number} ({action.label}) cannot be played: {exc.reason}",
                  file=err)
            return 2
        print(f"{number:4d}. {action.label}", file=out)
        for event in events:
            print(f"        {you_agree(event.text)}", file=out)
    if state.is_over:
        print(f"Game over: returns {list(state.returns())}", file=out)
    return 0


# ====================================================================== selftest


def _canon(data: Any) -> str:
    """Canonical JSON text: a snapshot no later mutation can reach, compared as a string."""
    return json.dumps(data, sort_keys=True)


def check_game(game: Game, seats: Sequence[Seat], seed: int, max_actions: int = 5_000,
               options: dict[str, Any] | None = None) -> list[str]:
    """Play one random game, checking each protocol invariant; return what went wrong."""
    problems: list[str] = []
    where = f"{game.id} seed {seed} ({len(seats)} seats)"
    options = game.resolve_options(game.quick_options if options is None else options)
    state = game.new(seats, options, seed)
    rng = Rng(seed)
    actions: list[Action] = []
    events_seen: list[str] = []
    stale: Action | None = None  # an action legal earlier; often illegal now
    while not state.is_over and len(actions) < max_actions:
        step = f"{where}, action {len(actions) + 1}"
        legal = state.legal_actions()
        seat = state.to_act
        if not legal or seat is None:
            return problems + [f"{step}: no legal action (or nobody to act) before the end"]
        snapshot = _canon(state.to_json())
        if _canon(game.state_from_json(json.loads(snapshot)).to_json()) != snapshot:
            problems.append(f"{step}: the state does not survive a JSON round trip")
        view = state.view(seat)
        view_text = _canon(view)
        if _canon(json.loads(view_text)) != view_text:
            problems.append(f"{step}: the view is not plain JSON")
        if _canon(game.determinize(view, seat, Rng(seed + len(actions))).view(seat)) != view_text:
            problems.append(f"{step}: determinize() gives a world with a different view")
        if stale is not None and stale not in legal:
            try:
                state.apply(stale)
                problems.append(f"{step}: illegal {stale.label!r} was accepted")
            except IllegalAction:
                if _canon(state.to_json()) != snapshot:
                    problems.append(f"{step}: refusing {stale.label!r} changed the state")
        action = rng.choice(legal)
        twin = state.clone()
        events = state.apply(action)
        if _canon(twin.to_json()) != snapshot:
            problems.append(f"{step}: applying to the state changed its clone")
        events_seen.extend(e.text for e in events)
        actions.append(action)
        stale = legal[0] if legal[0] != action else legal[-1]
        if problems:
            return problems
    if not state.is_over:
        return [f"{where}: not over after {max_actions} actions"]
    record = GameRecord(game.id, tuple(seats), seed, options, actions)
    again = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    replayed, replay_events = again.replay()
    if _canon(replayed.to_json()) != _canon(state.to_json()):
        problems.append(f"{where}: the replayed record ends in a different state")
    if [e.text for e in replay_events] != events_seen:
        problems.append(f"{where}: the replay's events differ from the game's")
    return problems


def selftest(targets: Iterable[Game], n: int, out: TextIO) -> bool:
    ok = True
    for game in targets:
        counts = sorted({game.min_players, game.max_players})
        problems: list[str] = []
        for players in counts:
            seats = tuple(Seat(f"Seat {i + 1}", "random") for i in range(players))
            for seed in range(n):
                problems += check_game(game, seats, seed)
        played = n * len(counts)
        if problems:
            ok = False
            print(f"{game.id}: FAILED ({len(problems)} problems in {played} games)", file=out)
            for line in problems[:20]:
                print(f"  {line}", file=out)
        else:
            print(f"{game.id}: ok ({played} random games; JSON, views, determinize, clone, "
                  "illegal actions, replay)", file=out)
    return ok


def cmd_selftest(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    return 0 if selftest(games().values(), args.games, out) else 1


# ====================================================================== bench


def cmd_bench(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from eternus import bench  # imports pygame lazily, only for the UI sections

    report = bench.run(args.only or None, progress=err if not args.json else None,
                       binary=Path(args.binary) if args.binary else None)
    if args.json:
        print(json.dumps(report), file=out)
    else:
        bench.print_report(report, out)
    return 0


# ====================================================================== main


def bounded(kind: Callable[[str], float], low: float, high: float) -> Callable[[str], Any]:
    """An argparse type: a finite number of ``kind`` from ``low`` to ``high``, else a clear
    error (argparse then exits with code 2 and the usage, never a traceback or a hang)."""
    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text} is not between {low:g} and {high:g}")
        return value
    return parse


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m eternus",
                                     description="Games of Eternus from the command line.")
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("sim", help="play whole games between agents and report results")
    sim.add_argument("--game", default="pragon", help=f"one of: {', '.join(sorted(games()))}")
    sim.add_argument("--agent", default="random", help=f"one of: {', '.join(SPECS)}")
    sim.add_argument("--games", type=bounded(int, 1, 1_000_000), default=100, help="how many games (1 to 1,000,000)")
    sim.add_argument("--seed", type=bounded(int, 0, 2**63 - 1), default=0, help="game i is dealt with seed+i")
    sim.add_argument("--players", type=bounded(int, 1, 16), default=None, help="seats (default: the minimum)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a game option, e.g. hard_mode=true (repeatable)")
    sim.add_argument("--budget", type=bounded(float, 1, 600_000), default=None, metavar="MS",
                     help="search time per move in milliseconds (replaces the level's caps)")
    sim.add_argument("--opponents", default=None, metavar="SPEC",
                     help="the other seats' agent: report the agent's mean result (e.g. stakes) "
                          "in a rotating seat, paired with --baseline on the same games")
    sim.add_argument("--baseline", default="random", metavar="SPEC",
                     help="with --opponents: the agent to compare with (default random), or "
                          "none to play the agent's games only")
    sim.add_argument("--jobs", type=bounded(int, 1, 64), default=1, metavar="N",
                     help="with --opponents: play the games in N processes (same results)")
    sim.add_argument("--record", type=Path, default=None, metavar="FILE",
                     help="with --opponents: keep each game's result in FILE as it is played; run "
                          "the same match again with it to play only the games it lacks")
    sim.add_argument("--json", action="store_true")
    sim.set_defaults(func=cmd_sim)

    ladder = sub.add_parser("ladder", help="each AI level against the one below it (duplicate deals)")
    ladder.add_argument("--game", required=True, help=f"one of: {', '.join(sorted(games()))}")
    ladder.add_argument("--games", type=bounded(int, 1, 1_000_000), default=200, metavar="DEALS",
                        help="deals a step (each played in every seat; default 200)")
    ladder.add_argument("--seed", type=bounded(int, 0, 2**63 - 1), default=0, help="deal i is dealt with seed+i")
    ladder.add_argument("--players", type=bounded(int, 1, 16), default=None,
                        help="seats (default: the ladder's table for the game)")
    ladder.add_argument("--step", action="append", default=[], metavar="UPPER>LOWER",
                        help="measure only this step, e.g. 'ismcts:hard>ismcts:normal' (repeatable)")
    ladder.add_argument("--jobs", type=bounded(int, 1, 64), default=1, metavar="N",
                        help="play the deals in N processes (same results)")
    ladder.add_argument("--record", type=Path, default=None, metavar="FILE",
                        help="keep each deal in FILE (JSON lines) as it is played; a rerun plays only what it lacks")
    ladder.add_argument("--budget-core-seconds", type=bounded(float, 1, 10**7), default=None, metavar="S",
                        help="stop a step once its deals have cost S processor seconds")
    ladder.add_argument("--write-results", action="store_true",
                        help="keep the figures in eternus/ladder/ladder_results.json for the setup screen")
    ladder.add_argument("--json", action="store_true")
    ladder.set_defaults(func=cmd_ladder)

    bench = sub.add_parser("bench", help="measure engine, AI and table performance")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--only", action="append", choices=bench_sections(),
                       help="run only this section (repeatable; default all)")
    bench.add_argument("--binary", default=None, metavar="PATH",
                       help="also time the cold start of this built executable")
    bench.set_defaults(func=cmd_bench)

    replay = sub.add_parser("replay", help="print the events of a saved game record")
    replay.add_argument("file")
    replay.add_argument("--upto", type=bounded(int, 0, 10**9), default=None, metavar="N", help="stop after N actions")
    replay.set_defaults(func=cmd_replay)

    check = sub.add_parser("selftest", help="random games of every built game, checking invariants")
    check.add_argument("--games", type=bounded(int, 1, 10_000), default=3, help="games per game and seat count")
    check.set_defaults(func=cmd_selftest)
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    for stream in (out, err):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:  # card suit symbols on a console that cannot show them
            reconfigure(errors="replace")
    args = build_parser().parse_args(argv)
    return int(args.func(args, out, err))
