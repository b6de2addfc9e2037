"""The ladder's last measurements, kept in a small JSON file the setup screen can read.

``python -m eternus ladder --game G --write-results`` puts game G's entry in
:data:`RESULTS_PATH` (other games' entries are kept): when and at which commit it was
measured, the table, and each step's figures with its sentence (:mod:`eternus.ladder.words`).
Reading it never fails the caller: a missing or damaged file reads as nothing measured.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from eternus.ladder.rungs import in_sentence, label
from eternus.ladder.run import LadderResult, StepResult
from eternus.ladder.units import Unit
from eternus.ladder.words import step_in_words

RESULTS_PATH = Path(__file__).with_name("ladder_results.json")


def step_json(step: StepResult, unit: Unit) -> dict[str, Any]:
    """One step's figures in the game's unit, and in words."""
    est = step.best
    value = unit.value(est.margin)
    low, high = (unit.value(bound) for bound in est.ci95)
    return {"upper": step.step.upper, "lower": step.step.lower, "value": round(value, 4),
            "ci95": [round(low, 4), round(high, 4)], "games": est.games, "deals": step.deals,
            "core_seconds": round(step.core_seconds, 1), "method": step.method,
            "words": step_in_words(label(step.step.upper), in_sentence(step.step.lower), unit, value,
                                   (low, high), est.games)}


def entry(result: LadderResult, date: str, commit: str) -> dict[str, Any]:
    return {"date": date, "commit": commit, "players": result.players, "seed": result.seed,
            "unit": result.unit.to_json(), "steps": [step_json(s, result.unit) for s in result.steps]}


def load(path: Path = RESULTS_PATH) -> dict[str, Any]:
    """Every game's entry; an empty dict if the file is missing or does not read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return {}
    return data if isinstance(data, dict) else {}


def write(result: LadderResult, date: str, commit: str, path: Path = RESULTS_PATH) -> None:
    """``result``'s entry written over the game's old one; other games kept."""
    data = load(path)
    data[result.game] = entry(result, date, commit)
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def words_for(game_id: str, upper: str, path: Path = RESULTS_PATH) -> str | None:
    """What the ladder measured of level ``upper`` against the level below it, or None."""
    for step in load(path).get(game_id, {}).get("steps", []):
        if isinstance(step, dict) and step.get("upper") == upper:
            words = step.get("words")
            return words if isinstance(words, str) else None
    return None
