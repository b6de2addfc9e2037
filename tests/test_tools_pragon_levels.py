"""``tools/pragon_levels.py``, the deal-by-deal measurement behind Pragon's level figures:
a stopped run resumes without playing a deal twice, and the comparison counts only the
deals both runs played and the ones only one of them won."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tool_runs import run_tool

TOOL = Path(__file__).resolve().parents[1] / "tools" / "pragon_levels.py"
CHEAP = ["--set", "iterations=5", "--set", "seconds=none"]


def _run(*args: str) -> str:
    return run_tool("pragon_levels.py", *args, timeout=300)


def test_play_writes_one_line_per_deal_and_resumes_without_replaying(tmp_path: Path) -> None:
    out = tmp_path / "run.jsonl"
    _run("play", *CHEAP, "--first-seed", "3", "--deals", "1", "--out", str(out))
    first = out.read_text(encoding="utf-8")
    _run("play", *CHEAP, "--first-seed", "3", "--deals", "2", "--out", str(out))
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0] == first.strip()  # deal 3 was not played again
    deals = [json.loads(line) for line in lines]
    assert [d["seed"] for d in deals] == [3, 4]
    assert all(d["moves"] > 0 and isinstance(d["won"], bool) for d in deals)
    assert all(len(d["iterations"]) == len(d["ms"]) > 0 for d in deals)
    assert {n for d in deals for n in d["iterations"]} == {5}  # the --set cap, not the level's


def test_a_bad_setting_is_refused_with_the_keys_it_takes(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(TOOL), "play", "--set", "speed=9", "--out",
                           str(tmp_path / "x.jsonl")], capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "widen_c" in done.stderr
    assert not (tmp_path / "x.jsonl").exists()


def test_compare_pairs_the_shared_deals_and_counts_the_discordant_ones(tmp_path: Path) -> None:
    def write(name: str, results: dict[int, bool]) -> Path:
        path = tmp_path / name
        path.write_text("".join(json.dumps({"seed": s, "won": w, "moves": 9, "ms": [100, 200]}) + "\n"
                                for s, w in results.items()) + '{"seed": 9, "wo', encoding="utf-8")
        return path

    first = write("a.jsonl", {1: True, 2: True, 3: False, 4: True, 5: True})
    second = write("b.jsonl", {1: True, 2: False, 3: True, 4: True, 6: False})
    report = _run("compare", str(first), str(second))
    assert "4 deals played by both (1..4)" in report
    assert "a.jsonl: 3/4 won" in report and "b.jsonl: 3/4 won" in report
    assert "only by the first 1, only by the second 1: McNemar z +0.00" in report
