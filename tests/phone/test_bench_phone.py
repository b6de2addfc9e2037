"""The bench's phone_load section runs end to end (a short run; the figures are the bench's)."""

from __future__ import annotations

from eternus import bench
from eternus.bench.phone import bench_phone_load


def test_the_phone_load_section_plays_moves_without_an_error() -> None:
    report = bench_phone_load(seconds=2.0)
    assert report["errors"] == 0, report["first_error"]
    assert report["moves"] > 0 and report["act_p95_ms"] is not None
    assert "phone_load" in bench.sections()
