"""How strong an AI level measured, in a player's words, for the setup screen's seat rows.

The figures are the ladder's (``python -m eternus ladder --write-results``), read from the
results file that ships with the package: the screen only says what was measured and
decides nothing. A level with no measurement, or a personality (the ladder measures the
plain levels), says so instead of guessing.
"""

from __future__ import annotations

from pathlib import Path

from eternus.ladder.results import RESULTS_PATH, words_for

NOT_MEASURED = "not measured yet"
PROMPT = "Highlight an AI player to read how strong its level measured."


def level_strength(game_id: str, spec: str, shown: str, path: Path = RESULTS_PATH) -> str | None:
    """What the ladder measured of the AI ``spec`` at ``game_id``, after ``shown`` (the
    name the seat row gives it, "AI hard"): "AI hard: Hard wins about 2 of 3 duels against
    Normal."; None for a person's seat."""
    kind, _, level = spec.partition(":")
    if kind != "ismcts" or not level:
        return None
    words = None if "+" in level else words_for(game_id, spec, path)
    return f"{shown}: {words or NOT_MEASURED}."
