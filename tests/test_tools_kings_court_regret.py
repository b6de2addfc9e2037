"""``tools/kings_court_regret.py``, the position-by-position screen behind the King's Court
expert's settings: searches resume without redoing a position, Risk cards stay out of the
expert's candidates, and the report plays out only the moves it has no worth for yet."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

# A maintainer's tool, not the program: run with the long runs (``pytest -m slow``), which keeps
# the default suite within its five minutes on a two-core machine.
pytestmark = pytest.mark.slow

TOOL = Path(__file__).resolve().parents[1] / "tools" / "kings_court_regret.py"
ONE_DEAL = ["--deals", "8100:1", "--jobs", "1"]


def _run(*args: str) -> str:
    done = subprocess.run([sys.executable, str(TOOL), *args, *ONE_DEAL], capture_output=True,
                          text=True, check=True, timeout=600)
    return done.stdout


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_search_records_every_position_once_and_resumes_after_a_cut_line(tmp_path: Path) -> None:
    _run("search", "--variant", "n=8", "--dir", str(tmp_path))
    out = tmp_path / "search_n=8.jsonl"
    rows = _rows(out)
    assert len(rows) > 5
    assert len({(r["deal"], r["played"]) for r in rows}) == len(rows)
    assert all(r["candidates"] and len(r["candidates"]) <= 4 for r in rows)
    assert all(not c.startswith(("PlayRisk", "DeclineRisk"))
               for r in rows for c in r["candidates"][1:])
    out.write_text("".join(json.dumps(r) + "\n" for r in rows[:-1]) + '{"deal": 81', encoding="utf-8")
    _run("search", "--variant", "n=8", "--dir", str(tmp_path))
    assert _rows(out) == rows  # the cut line dropped, only its position searched again, alike


def test_report_plays_out_each_departure_once_and_prints_its_gain(tmp_path: Path) -> None:
    _run("search", "--variant", "n=8", "--dir", str(tmp_path))
    first = _run("report", "--variant", "n=8", "--z", "0,1", "--worlds", "2", "--dir", str(tmp_path))
    truth = tmp_path / "truth.jsonl"
    worths = _rows(truth)
    assert worths and all(0.0 <= w["worth"] <= 1.0 for w in worths)
    assert "n=8 z=0.0:" in first and "n=8 z=1.0:" in first and "z=1.0 against z=0.0" in first
    second = _run("report", "--variant", "n=8", "--z", "0,1", "--worlds", "2", "--dir", str(tmp_path))
    assert second == first and _rows(truth) == worths  # nothing played out twice


def test_an_unknown_setting_is_refused_with_the_ones_it_takes(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(TOOL), "search", "--variant", "speed=9", "--dir",
                           str(tmp_path), *ONE_DEAL], capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "unknown setting 'speed'" in done.stderr and "risk" in done.stderr


def test_positions_come_from_the_recorded_games_so_they_stay_the_same_states(tmp_path: Path) -> None:
    _run("search", "--variant", "n=8", "--dir", str(tmp_path))
    rows = _rows(tmp_path / "search_n=8.jsonl")
    games = tmp_path / "games.jsonl"
    [game] = _rows(games)
    assert game["deal"] == 8100 and len(game["moves"]) > max(r["played"] for r in rows)
    cut = int(rows[len(rows) // 2]["played"])
    games.write_text(json.dumps({"deal": 8100, "moves": game["moves"][:cut + 1]}) + "\n",
                     encoding="utf-8")
    _run("search", "--variant", "n=8,c=4", "--dir", str(tmp_path))
    again = _rows(tmp_path / "search_n=8,c=4.jsonl")
    assert [r["played"] for r in again] == [r["played"] for r in rows if r["played"] <= cut]
    assert [r["hard"] for r in again] == [r["hard"] for r in rows if r["played"] <= cut]


def test_the_tree_variant_records_its_choice_and_the_report_judges_it(tmp_path: Path) -> None:
    """``t=1``: the generic ISMCTS's move at each position, judged like any departure."""
    _run("search", "--variant", "t=1,n=8", "--dir", str(tmp_path))
    rows = _rows(tmp_path / "search_t=1,n=8.jsonl")
    assert rows and all(r["candidates"] == [r["chosen"]] for r in rows)
    report = _run("report", "--variant", "t=1,n=8", "--worlds", "2", "--dir", str(tmp_path))
    departures = sum(1 for r in rows if r["chosen"] != r["hard"])
    assert f"{len(rows)} positions, leaves hard's move at {departures}," in report
