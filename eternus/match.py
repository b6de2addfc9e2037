"""One agent against a table of others, compared with a baseline agent on the very same games.

For multi-player games a win rate hides how much was won; this measures the mean result
(``State.returns()``, e.g. stakes) of the seat under test. Game ``i`` uses seed ``S + i``
and puts the tested agent in seat ``i mod players``, so every seat is played equally. The
baseline plays the same seeds in the same seat against opponents with the same seeds, so
the dice (drawn from the game's own seeded stream) are the same and the paired difference
-- the margin -- has a much tighter interval than the two means on their own.

A match of thousands of slow games can outlast a sitting: with ``record`` each game's
result is appended to a file as it is played (JSON lines under a header naming the match),
and the same match run again with the same file plays only the games it lacks.
"""

from __future__ import annotations

import json
import math
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TextIO
from collections.abc import Iterable, Sequence

from eternus.engine.ai import check_spec, make_agent
from eternus.engine.core import Game, Seat, State
from eternus.engine.registry import get_game


def agent_seed(game_seed: int, seat: int) -> int:
    """Each seat's agent gets its own stream, fixed by the game's seed."""
    return game_seed + seat * 1_000_003


def mean_ci(values: Sequence[float], z: float = 1.96) -> tuple[float, tuple[float, float]]:
    """Mean and its 95 % normal interval (fine for the thousands of games sims use)."""
    n = len(values)
    if n == 0:
        return 0.0, (0.0, 0.0)
    mean = sum(values) / n
    if n == 1:
        return mean, (mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return mean, (mean - half, mean + half)


@dataclass
class MatchResult:
    game: str
    agent: str
    opponents: str
    baseline: str
    games: int
    seed: int
    players: int
    options: dict[str, Any]
    agent_mean: float
    agent_ci95: tuple[float, float]
    baseline_mean: float
    baseline_ci95: tuple[float, float]
    margin: float
    margin_ci95: tuple[float, float]
    agent_seconds_per_game: float
    unfinished: int


def play_seated(game: Game, specs: Sequence[str], options: dict[str, Any], seed: int,
                budget_ms: float | None, max_actions: int) -> State:
    """One game with agent ``specs[s]`` in seat ``s``; each agent sees only its own view."""
    seats = tuple(Seat(f"Seat {i + 1}", spec) for i, spec in enumerate(specs))
    state = game.new(seats, options, seed)
    agents = [make_agent(spec, agent_seed(seed, s), budget_ms) for s, spec in enumerate(specs)]
    for _ in range(max_actions):
        seat = state.to_act
        if seat is None:
            break
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else agents[seat].choose(game, state.view(seat), seat, legal)
        state.apply(action)
    return state


class GameFailed(RuntimeError):
    """A game of a match stopped on an error inside the engine or an agent: a bug, with the
    deal that shows it (not a bad option or agent, which are ValueErrors before any game)."""


@dataclass(frozen=True)
class _Plan:
    """What every game of a match shares; picklable, so worker processes get it whole."""

    game_id: str
    agent: str
    opponents: str
    baseline: str | None
    options: dict[str, Any]
    players: int
    seed: int
    budget_ms: float | None
    max_actions: int


#: One game of a match: (index, agent's result, baseline's, unfinished, agent seconds).
Row = tuple[int, float, float | None, int, float]
BATCH = 8   # games a worker plays before its results are counted (and recorded)


def _play_games(plan: _Plan, indices: Sequence[int]) -> list[Row]:
    """Games ``indices`` of a match, one row each."""
    game = get_game(plan.game_id)
    rows = []
    for i in indices:
        game_seed = plan.seed + i
        seat = i % plan.players
        results: list[float | None] = []
        unfinished = 0
        seconds = 0.0
        for spec in (plan.agent, plan.baseline):
            if spec is None:
                results.append(None)
                continue
            specs = [plan.opponents] * plan.players
            specs[seat] = spec
            start = time.perf_counter()
            try:
                state = play_seated(game, specs, plan.options, game_seed, plan.budget_ms, plan.max_actions)
            except Exception as exc:  # a bug met in play: say which game, never pass it off as bad input
                raise GameFailed(f"{plan.game_id} deal {game_seed} with {spec} in seat {seat + 1} failed: "
                                 f"{type(exc).__name__}: {exc}") from exc
            if not results:
                seconds = time.perf_counter() - start
            if not state.is_over:
                unfinished += 1
            results.append(state.returns()[seat] if state.is_over else 0.0)
        rows.append((i, float(results[0] or 0.0), results[1], unfinished, seconds))
    return rows


def _recorded(path: Path, plan: _Plan) -> dict[int, Row]:
    """The games of this match already in ``path`` (none if it does not exist yet).

    A file recording another match is refused: its games would be counted as this one's. A
    line that does not read (the last one, cut off when a run was stopped) is played again.
    """
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read the record {path}: {exc}") from exc
    if not lines:
        return {}
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError:
        header = None
    if header != {"match": _plan_json(plan)}:
        raise ValueError(f"{path} records another match (or is no sim record); "
                         f"give this one a file of its own")
    rows: dict[int, Row] = {}
    for line in lines[1:]:
        try:
            data = json.loads(line)
            base = data["baseline"]
            row = (int(data["game"]), float(data["agent"]), None if base is None else float(base),
                   int(data["unfinished"]), float(data["seconds"]))
        except (json.JSONDecodeError, KeyError, TypeError, ValueError):
            continue
        rows[row[0]] = row
    return rows


def _plan_json(plan: _Plan) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(asdict(plan)))
    return data


def _append(record: TextIO | None, rows: Iterable[Row]) -> None:
    if record is None:
        return
    for i, mine, base, unfinished, seconds in rows:
        record.write(json.dumps({"game": i, "agent": mine, "baseline": base, "unfinished": unfinished,
                                 "seconds": round(seconds, 3)}) + "\n")
    record.flush()


def _play_all(plan: _Plan, todo: Sequence[int], jobs: int, record: TextIO | None) -> list[Row]:
    """Play games ``todo`` in batches over ``jobs`` processes, recording each batch as it ends."""
    batches = [todo[k:k + BATCH] for k in range(0, len(todo), BATCH)]
    rows: list[Row] = []
    if jobs == 1 or len(batches) < 2:
        for batch in batches:
            played = _play_games(plan, batch)
            _append(record, played)
            rows += played
        return rows
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for future in as_completed([pool.submit(_play_games, plan, batch) for batch in batches]):
            played = future.result()
            _append(record, played)
            rows += played
    return rows


def run_match(game_id: str, agent: str, opponents: str, baseline: str | None, n: int, seed: int,
              players: int | None = None, options: dict[str, Any] | None = None,
              budget_ms: float | None = None, max_actions: int = 20_000,
              jobs: int = 1, record: Path | None = None) -> MatchResult:
    """``baseline=None`` plays the agent's games only (half the time, no margin).

    ``jobs`` > 1 spreads the games over that many processes; game ``i`` is the same game
    whichever process plays it, so the result does not depend on ``jobs``. ``record``: the
    file that keeps each game's result (see the module docstring).
    """
    game = get_game(game_id)
    resolved = game.resolve_options(options)
    count = players or game.min_players
    game.check_seats(tuple(Seat(str(i)) for i in range(count)))
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    for spec in (agent, opponents, baseline):
        if spec is not None:
            make_agent(spec, 0, budget_ms)  # a bad spec fails before any game is played
            check_spec(spec, game)
    plan = _Plan(game.id, agent, opponents, baseline, resolved, count, seed, budget_ms, max_actions)
    done = {} if record is None else _recorded(record, plan)
    todo = [i for i in range(n) if i not in done]
    if record is None:
        new_rows = _play_all(plan, todo, jobs, None)
    else:
        try:
            with record.open("a", encoding="utf-8") as sink:
                if record.stat().st_size == 0:
                    sink.write(json.dumps({"match": _plan_json(plan)}) + "\n")
                new_rows = _play_all(plan, todo, jobs, sink)
        except OSError as exc:
            raise ValueError(f"cannot write the record {record}: {exc}") from exc
    rows = sorted([row for i, row in done.items() if i < n] + new_rows)
    mine = [row[1] for row in rows]
    base = [row[2] for row in rows if row[2] is not None]
    unfinished = sum(row[3] for row in rows)
    seconds = sum(row[4] for row in rows)
    agent_mean, agent_ci = mean_ci(mine)
    base_mean, base_ci = mean_ci(base)
    margin, margin_ci = mean_ci([a - b for a, b in zip(mine, base, strict=False)])
    return MatchResult(
        game=game.id, agent=agent, opponents=opponents, baseline=baseline or "none", games=n,
        seed=seed, players=count, options=resolved, agent_mean=agent_mean, agent_ci95=agent_ci,
        baseline_mean=base_mean, baseline_ci95=base_ci, margin=margin, margin_ci95=margin_ci,
        agent_seconds_per_game=seconds / n if n else 0.0, unfinished=unfinished)
