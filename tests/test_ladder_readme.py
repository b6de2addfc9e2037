"""The README's AI table is the ladder's results file, written by tools/ladder_readme.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from eternus.ladder import readme, results

ROOT = Path(__file__).resolve().parents[1]


def test_the_readmes_ai_table_is_what_the_results_file_says() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.replaced(text, results.load()) == text, \
        "the README's AI table is not the ladder's results: run python tools/ladder_readme.py"


def test_a_measured_step_is_a_row_with_its_interval_date_and_commit() -> None:
    data = results.load()
    data["draker"] = {"date": "2026-12-09", "commit": "abc1234", "unit": {
        "kind": "share", "label": "share of duels won", "noun": "duels"}, "steps": [{
            "upper": "ismcts:hard", "lower": "ismcts:normal", "value": 0.647, "ci95": [0.61, 0.68],
            "games": 600, "words": "Hard wins about 2 of 3 duels against Normal"}]}
    row = next(line for line in readme.table(data).splitlines() if line.startswith("| Draker |"))
    assert row == ("| Draker | Hard > Normal | 64.7 % | 61.0 % to 68.0 % | share of duels won | 600 duels | "
                   "Hard wins about 2 of 3 duels against Normal | 2026-12-09, abc1234 |")
    assert "| Draker | - | | | | | not measured by the ladder yet | |" in readme.table({})


def test_a_readme_without_the_markers_is_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match="markers"):
        readme.replaced("# no table here\n", {})
