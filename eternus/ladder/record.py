"""The ladder's record file: JSON lines, so a long run stopped halfway goes on from there.

The first line names the ladder (game, seats, options, seed); each further line is one deal
of one step. A rerun with the same file plays only the deals it lacks. A line that does not
read (the last one, cut off when a run was killed; or an edited one) is reported and
skipped, and its deal is played again; a file naming another ladder is refused, since its
deals would be counted as this one's. Plain JSON only: nothing in the file is executed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TextIO

from eternus.ladder.deals import DealRow

#: Deals read from a record: step key -> deal number -> row.
Recorded = dict[str, dict[int, DealRow]]


def row_json(step: str, row: DealRow) -> str:
    data = {"step": step, "deal": row.deal, "upper": list(row.upper), "even": list(row.even),
            "seconds": round(row.seconds, 4)}
    if row.adjusted:
        data["adjusted"] = list(row.adjusted)
    return json.dumps(data)


def _row(data: Any) -> tuple[str, DealRow]:
    """A line's step and row; KeyError, TypeError or ValueError if it is not one."""
    if not isinstance(data, dict):
        raise TypeError("not a JSON object")
    upper = tuple(float(v) for v in data["upper"])
    even = tuple(float(v) for v in data["even"])
    adjusted = tuple(float(v) for v in data.get("adjusted", ()))
    if not upper or len(upper) != len(even) or adjusted and len(adjusted) != len(upper):
        raise ValueError("upper, even and adjusted differ in length")
    return str(data["step"]), DealRow(int(data["deal"]), upper, even, float(data["seconds"]), adjusted)


def _why(exc: Exception) -> str:
    """What is wrong with a line, in a few words."""
    if isinstance(exc, json.JSONDecodeError):
        return "not JSON: cut off?"
    if isinstance(exc, KeyError):
        return f"no {exc.args[0]!r}"
    return str(exc)


def read(path: Path, header: dict[str, Any]) -> tuple[Recorded, list[str]]:
    """The deals recorded in ``path`` for the ladder ``header`` and a sentence for each line
    skipped. No file yet: nothing recorded. Another ladder's file: ValueError."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return {}, []
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read the record {path}: {exc}") from exc
    if not lines:
        return {}, []
    try:
        first = json.loads(lines[0])
    except json.JSONDecodeError:
        first = None
    if first != {"ladder": header}:
        raise ValueError(f"{path} records another ladder (or is no ladder record); "
                         "give this one a file of its own")
    recorded: Recorded = {}
    problems: list[str] = []
    for number, line in enumerate(lines[1:], 2):
        if not line.strip():
            continue
        try:
            step, row = _row(json.loads(line))
        except (json.JSONDecodeError, KeyError, TypeError, ValueError) as exc:
            problems.append(f"{path} line {number} does not read ({_why(exc)}); "
                            "skipped, its deal is played again")
            continue
        recorded.setdefault(step, {})[row.deal] = row
    return recorded, problems


def open_for_append(path: Path, header: dict[str, Any]) -> TextIO:
    """``path`` opened to add deals: the header written if it is new, and a line cut off by
    a killed run ended first, so the next deal starts a line of its own."""
    try:
        size = path.stat().st_size if path.exists() else 0
        ended = True
        if size:
            with path.open("rb") as raw:
                raw.seek(size - 1)
                ended = raw.read(1) == b"\n"
        sink = path.open("a", encoding="utf-8")
        if size == 0:
            sink.write(json.dumps({"ladder": header}) + "\n")
        elif not ended:
            sink.write("\n")
        sink.flush()
    except OSError as exc:
        raise ValueError(f"cannot write the record {path}: {exc}") from exc
    return sink


def append(sink: TextIO | None, step: str, rows: Iterable[DealRow]) -> None:
    if sink is None:
        return
    for row in rows:
        sink.write(row_json(step, row) + "\n")
    sink.flush()
