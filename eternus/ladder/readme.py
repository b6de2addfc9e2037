"""The README's AI table, written from the ladder's results file so the two cannot drift.

``python tools/ladder_readme.py`` puts :func:`table` between the README's two markers;
``--check`` fails when they differ (a test does the same). One row a measured step, in the
game's unit, with the interval, the games, the date and the commit each game was measured
at; a game the file does not hold is listed as not measured yet.
"""

from __future__ import annotations

from typing import Any

from eternus.engine.registry import games
from eternus.ladder.rungs import label

START = "<!-- ladder table: written by tools/ladder_readme.py from eternus/ladder/ladder_results.json -->"
END = "<!-- end of the ladder table -->"


def _number(value: float, kind: str, small: bool) -> str:
    """A share in per cent; an amount to a tenth, or to a thousandth when the step's figures
    are all under one (Four Kings' stakes a game)."""
    if kind == "share":
        return f"{100 * value:.1f} %"
    return f"{value:+.3f}" if small else f"{value:+.1f}"


def _rows(title: str, data: dict[str, Any]) -> list[str]:
    unit = data["unit"]
    kind = unit["kind"]
    when = f"{data['date']}, {data['commit']}"
    rows = []
    for step in data["steps"]:
        low, high = step["ci95"]
        small = max(abs(step["value"]), abs(low), abs(high)) < 1
        rows.append(f"| {title} | {label(step['upper'])} > {label(step['lower'])} | "
                    f"{_number(step['value'], kind, small)} | {_number(low, kind, small)} to "
                    f"{_number(high, kind, small)} | "
                    f"{unit['label']} | {step['games']:,} {unit['noun']} | {step['words']} | {when} |")
    return rows


def table(results: dict[str, Any]) -> str:
    """The table of every built game, measured steps first in the ladder's order."""
    lines = ["| game | step | margin | 95 % CI | unit | played | in words | measured (date, commit) |",
             "|---|---|---|---|---|---|---|---|"]
    for game_id, game in sorted(games().items(), key=lambda item: item[1].title):
        data = results.get(game_id)
        if isinstance(data, dict) and data.get("steps"):
            lines += _rows(game.title, data)
        else:
            lines.append(f"| {game.title} | - | | | | | not measured by the ladder yet | |")
    return "\n".join(lines)


def replaced(readme: str, results: dict[str, Any]) -> str:
    """``readme`` with the text between its markers replaced by the table; ValueError if
    the markers are missing."""
    head, start, rest = readme.partition(START)
    _, end, tail = rest.partition(END)
    if not start or not end:
        raise ValueError(f"the README lacks the ladder table's markers ({START!r} ... {END!r})")
    return f"{head}{START}\n{table(results)}\n{END}{tail}"
