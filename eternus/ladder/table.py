"""The ladder's result as the command prints it: a text table, or one JSON object."""

from __future__ import annotations

from typing import Any

from eternus.ladder.results import step_json
from eternus.ladder.rungs import label
from eternus.ladder.run import LadderResult


def _number(value: float, share: bool) -> str:
    return f"{100 * value:.1f}%" if share else f"{value:+.2f}"


def lines(result: LadderResult) -> list[str]:
    """The table: step, margin in the game's unit, 95 % CI, games, core-seconds, and how many
    times the games plain play would need for the same interval (the estimator is named
    under the table)."""
    unit = result.unit
    share = unit.kind == "share"
    seats = "1 seat" if result.players == 1 else f"{result.players} seats"
    out = [f"{result.game}: {seats}, deals from seed {result.seed}; margin in "
           f"{unit.label}" + (f" (even: {100 * unit.even:.0f}%)" if share else ""),
           f"{'step':<28} {'margin':>9} {'95% CI':>21} {'games':>7} {'core-s':>8} {'plain x':>8}"]
    for step in result.steps:
        est = step.best
        low, high = (unit.value(bound) for bound in est.ci95)
        ratio = "-" if step.games_ratio is None else f"{step.games_ratio:.1f}"
        name = f"{label(step.step.upper)} > {label(step.step.lower)}"
        out.append(f"{name:<28} {_number(unit.value(est.margin), share):>9} "
                   f"{_number(low, share) + ' to ' + _number(high, share):>21} {est.games:>7,} "
                   f"{step.core_seconds:>8.1f} {ratio:>8}")
    methods = sorted({step.method for step in result.steps})
    out.append(f"estimator: {', '.join(methods)} (docs/ai/ladder.md); plain x: games plain play "
               "needs for the same interval")
    out += [f"  {problem}" for problem in result.problems]
    return out


def as_json(result: LadderResult) -> dict[str, Any]:
    steps = []
    for step in result.steps:
        data = step_json(step, result.unit)
        data["estimators"] = {name: {"value": result.unit.value(est.margin),
                                     "ci95": [result.unit.value(bound) for bound in est.ci95],
                                     "games": est.games, "variance_per_game": est.variance}
                              for name, est in step.estimates.items()}
        data["games_ratio"] = step.games_ratio
        steps.append(data)
    return {"game": result.game, "players": result.players, "seed": result.seed,
            "options": result.options, "unit": result.unit.to_json(), "steps": steps,
            "problems": result.problems}
