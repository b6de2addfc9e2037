"""A game's ladder played: every step's deals, over processes, kept in the record file.

Deal ``i`` of a step is the same deal whichever process plays it and whenever (its seed and
every agent's are fixed by ``i``), so the result does not depend on ``jobs`` or on how many
runs it took. A core-second budget stops a step after the batch that spends it: the deals
played are still the first ones, in order, but how many depends on the machine's speed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from eternus.engine.ai import check_spec
from eternus.engine.core import Game, Seat
from eternus.engine.registry import get_game
from eternus.ladder import estimate, record
from eternus.ladder.deals import DealPlan, DealRow, play_deals
from eternus.ladder.rungs import Step, steps, table_for
from eternus.ladder.units import Unit, unit_for

BATCH = 4   # deals a worker plays before they are counted and recorded


@dataclass(frozen=True)
class StepResult:
    """One step measured: every estimator's figure from the same games, and the cost. The
    ladder's figure is the best estimator's (:attr:`best`)."""

    step: Step
    deals: int
    estimates: dict[str, estimate.Estimate]
    core_seconds: float

    @property
    def best(self) -> estimate.Estimate:
        return list(self.estimates.values())[-1]

    @property
    def method(self) -> str:
        return list(self.estimates)[-1]

    @property
    def games_ratio(self) -> float | None:
        return estimate.games_ratio(self.estimates["plain"], self.best)


@dataclass
class LadderResult:
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    unit: Unit
    steps: list[StepResult] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Ladder:
    """What a run measures: the game at its table, how many deals a step, from which seed."""

    game: Game
    players: int
    options: dict[str, Any]
    seed: int
    deals: int
    steps: tuple[Step, ...]
    allin_samples: int = 0

    def header(self) -> dict[str, Any]:
        """The record's first line: runs that share it share deals."""
        return {"game": self.game.id, "players": self.players, "options": self.options,
                "seed": self.seed, "allin_samples": self.allin_samples}

    def plan(self, step: Step) -> DealPlan:
        return DealPlan(self.game.id, step.upper, step.lower, self.players, self.options, self.seed,
                        allin_samples=self.allin_samples)


def ladder_for(game_id: str, deals: int, seed: int = 0, players: int | None = None,
               only: Sequence[str] = ()) -> Ladder:
    """The ladder of ``game_id``; KeyError for an unknown game, ValueError for a seat count
    the game does not take or a step (``upper>lower``) it cannot play."""
    game = get_game(game_id)
    table = table_for(game)
    count = players or table.players
    game.check_seats(tuple(Seat(str(i)) for i in range(count)))
    if deals < 1:
        raise ValueError("a step needs at least one deal")
    options = game.resolve_options({**game.quick_options, **table.options})
    chosen = steps(game)
    if only:
        chosen = [_step(key) for key in only]
    for step in chosen:
        check_spec(step.upper, game)
        check_spec(step.lower, game)
    return Ladder(game, count, options, seed, deals, tuple(chosen), table.allin_samples)


def _step(key: str) -> Step:
    upper, sep, lower = key.partition(">")
    if not sep or not upper or not lower:
        raise ValueError(f"a step is written upper>lower (ismcts:hard>ismcts:normal), not {key!r}")
    return Step(upper, lower)


class _Budget:
    """Core-seconds a step may still spend (None: no limit). Deals being played count at
    the mean cost of those played so far, so processes do not take on work the budget
    cannot pay for (a hard level's deal can cost minutes)."""

    def __init__(self, limit: float | None, spent: float) -> None:
        self.limit = limit
        self.spent = spent
        self.played = 0
        self.played_seconds = 0.0

    def add(self, rows: Sequence[DealRow]) -> None:
        seconds = sum(row.seconds for row in rows)
        self.spent += seconds
        self.played += len(rows)
        self.played_seconds += seconds

    def over(self, in_flight: int = 0) -> bool:
        if self.limit is None:
            return False
        per_deal = self.played_seconds / self.played if self.played else 0.0
        return self.spent + in_flight * per_deal >= self.limit


def _play(plan: DealPlan, todo: list[int], pool: Executor | None, jobs: int, sink: TextIO | None,
          key: str, budget: _Budget) -> list[DealRow]:
    """Deals ``todo`` in batches, in order, recorded as each batch ends, until the budget is spent."""
    batches: Iterator[list[int]] = iter([todo[k:k + BATCH] for k in range(0, len(todo), BATCH)])
    rows: list[DealRow] = []

    def take(played: list[DealRow]) -> None:
        record.append(sink, key, played)
        budget.add(played)
        rows.extend(played)

    if pool is None:
        for batch in batches:
            if budget.over():
                break
            take(play_deals(plan, batch))
        return rows
    pending: dict[Future[list[DealRow]], int] = {}

    def submit() -> None:
        if budget.over(sum(pending.values())):
            return
        batch = next(batches, None)
        if batch is not None:
            pending[pool.submit(play_deals, plan, batch)] = len(batch)

    for _ in range(2 * jobs):
        submit()
    while pending:
        done, _ = wait(pending, return_when=FIRST_COMPLETED)
        for future in sorted(done, key=id):
            del pending[future]
            take(future.result())
            submit()
    return rows


def run(ladder: Ladder, jobs: int = 1, record_path: Path | None = None,
        budget_core_seconds: float | None = None, progress: TextIO | None = None) -> LadderResult:
    """Every step of ``ladder`` measured (see the module docstring)."""
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    header = ladder.header()
    recorded, problems = ({}, []) if record_path is None else record.read(record_path, header)
    result = LadderResult(ladder.game.id, ladder.players, ladder.options, ladder.seed,
                          unit_for(ladder.game.id, ladder.players, ladder.options), problems=problems)
    sink = None if record_path is None else record.open_for_append(record_path, header)
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        for step in ladder.steps:
            done = {i: row for i, row in recorded.get(step.key, {}).items() if i < ladder.deals}
            budget = _Budget(budget_core_seconds, sum(row.seconds for row in done.values()))
            todo = [i for i in range(ladder.deals) if i not in done]
            played = _play(ladder.plan(step), todo, pool, jobs, sink, step.key, budget)
            rows = sorted([*done.values(), *played], key=lambda row: row.deal)
            result.steps.append(StepResult(step, len(rows), estimate.estimates(rows),
                                           sum(row.seconds for row in rows)))
            if progress is not None:
                print(f"ladder: {step.key}: {len(rows)} deals", file=progress, flush=True)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
        if sink is not None:
            sink.close()
    return result
