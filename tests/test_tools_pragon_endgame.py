"""``tools/pragon_endgame.py``, the measurement behind the exact end's reach and gain: a deal
played by the search alone writes what its moves gave away at each level's reach, a stopped
run resumes without replaying a deal, and the summary sums what was given away per deal."""

from __future__ import annotations

import json
from pathlib import Path

from tool_runs import run_tool


def _run(*args: str) -> str:
    return run_tool("pragon_endgame.py", *args)


def test_play_writes_what_the_search_gave_away_and_resumes_without_replaying(tmp_path: Path) -> None:
    out = tmp_path / "gain.jsonl"
    _run("play", "--iterations", "20", "--first-seed", "1011", "--deals", "1", "--out", str(out))
    first = out.read_text(encoding="utf-8")
    _run("play", "--iterations", "20", "--first-seed", "1011", "--deals", "1", "--out", str(out))
    assert out.read_text(encoding="utf-8") == first           # deal 1011 was not played again
    deal = json.loads(first)
    assert deal["seed"] == 1011 and isinstance(deal["won"], bool)
    assert set(deal["given_away"]) == set(deal["tried"]) == set(deal["solved"]) == {"normal", "hard"}
    assert all(0 <= deal["solved"][level] <= deal["tried"][level] for level in deal["tried"])
    assert deal["tried"]["hard"] >= deal["tried"]["normal"]       # hard reaches further
    assert all(0.0 <= x <= 1.0 for xs in deal["given_away"].values() for x in xs)


def test_the_summary_sums_what_was_given_away_per_deal(tmp_path: Path) -> None:
    run = tmp_path / "gain.jsonl"
    deals = [{"seed": 1, "won": True, "given_away": {"normal": [], "hard": [0.5]},
              "tried": {"normal": 1, "hard": 3}, "solved": {"normal": 1, "hard": 2}},
             {"seed": 2, "won": False, "given_away": {"normal": [0.25, 0.25], "hard": [0.0]},
              "tried": {"normal": 2, "hard": 2}, "solved": {"normal": 2, "hard": 1}}]
    run.write_text("".join(json.dumps(d) + "\n" for d in deals), encoding="utf-8")
    report = _run("summary", str(run))
    assert "2 deals, the search alone won 1" in report
    assert "normal reach: +25.00 % a deal" in report           # (0 + 0.5) / 2
    assert "hard reach: +25.00 % a deal" in report
    assert "2 moves other than the search's, 3 of 3 decisions in reach solved" in report
    assert "2 moves other than the search's, 3 of 5 decisions in reach solved" in report


def test_the_summary_of_sizes_gives_the_reach_by_cards_left(tmp_path: Path) -> None:
    run = tmp_path / "sizes.jsonl"
    lines = [{"seed": 1, "deck": 3, "solved": True, "positions": 10, "seconds": 0.001},
             {"seed": 1, "deck": 3, "solved": False, "positions": 40001, "seconds": 4.0},
             {"seed": 2, "deck": 6, "solved": True, "positions": 900, "seconds": 0.09}]
    run.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    report = _run("summary", str(run)).splitlines()
    assert report == ["3 cards left: 1 of 2 solved, median 10 positions",
                      "6 cards left: 1 of 1 solved, median 900 positions"]
