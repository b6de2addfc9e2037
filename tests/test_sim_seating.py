"""``sim --opponents`` seats the tested agent fairly: game ``i`` puts it in seat ``i mod
players`` on seed ``S + i``, and at Dragon Kings the first button is drawn from that seed
(cards round the table until a black King), so the seat could have been tied to the
button. It is not: over the seeds the tested seat sits in every position relative to the
first button about equally (checked when issue 56 asked whether the sim's yardstick leans)."""

from __future__ import annotations

from collections import Counter

from eternus.engine.core import Seat
from eternus.engine.registry import get_game

SEATS = 6
GAMES = 600
CHI2_5_DF_999 = 20.52   # chi-square, 5 degrees of freedom, 99.9 % point


def test_the_tested_seat_meets_every_position_from_the_first_button_about_equally() -> None:
    game = get_game("dragon_kings")
    options = game.resolve_options({"match_length": 1, "rebuys": 0})
    seats = tuple(Seat(str(s), "random") for s in range(SEATS))
    positions = Counter((i % SEATS - game.new(seats, options, i).button) % SEATS for i in range(GAMES))
    expected = GAMES / SEATS
    chi2 = sum((positions[p] - expected) ** 2 / expected for p in range(SEATS))
    assert chi2 < CHI2_5_DF_999, sorted(positions.items())
