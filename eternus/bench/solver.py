"""``bench`` section ``pragon_solver``: the full-knowledge solver on lost-deal positions.

The solver answers "show me how" once a deal is over; it must answer within 2 s for 99 %
of deals and say so when it found nothing. Each deal of ``SEEDS`` is solved from its first
position (the hardest place to ask from) and every line found is replayed through a fresh
state with the ordinary ``apply`` before it counts as a win.
"""

from __future__ import annotations

import statistics
from typing import Any

from eternus.engine.pragon.game import new_game
from eternus.engine.pragon.solver import SOLVE_SECONDS, solve

SEEDS = range(1000, 1200)


def _replays_to_a_win(seed: int, line: tuple[Any, ...]) -> bool:
    state = new_game(seed)
    for action in line:
        state.apply(action)
    return state.is_over and state.returns()[0] > 0


def bench_pragon_solver() -> dict[str, Any]:
    times: list[float] = []
    won = positions = 0
    for seed in SEEDS:
        result = solve(new_game(seed), SOLVE_SECONDS)
        times.append(result.seconds)
        positions += result.positions
        if result.line is not None and _replays_to_a_win(seed, result.line):
            won += 1
    times.sort()

    def at(share: float) -> float:
        return round(1000 * times[min(len(times) - 1, int(share * len(times)))], 1)

    return {"deals": len(times), "won": won, "median_ms": round(1000 * statistics.median(times), 1),
            "p95_ms": at(0.95), "p99_ms": at(0.99), "max_ms": round(1000 * times[-1], 1),
            "positions_per_deal": round(positions / len(times)), "limit_s": SOLVE_SECONDS}
