"""``tools/kings_court_inference.py``: the Brier error of the AI's sampled worlds against the
real rival hands, with the table's evidence and without it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# A maintainer's tool, not the program: run with the long runs (``pytest -m slow``), which keeps
# the default suite within its five minutes on a two-core machine.
pytestmark = pytest.mark.slow

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import kings_court_inference  # noqa: E402


def test_worlds_that_read_the_table_judge_the_rival_hands_better_than_blind_ones() -> None:
    result = kings_court_inference.measure("9500:3", 10)
    assert result["questions"] > 300 and 0.2 < result["base_rate"] < 0.8
    assert 0.0 <= result["sampled"] < result["blind"] <= 1.0
