"""The sheet between two hands of Dragon Kings (``hand_summary``), read as a player reads it."""

from __future__ import annotations

from eternus.engine.dragon_kings.hand_summary import hand_standings
from eternus.engine.dragon_kings.records import LastHand

NAMES = ["You", "Bram", "Cora", "Dag", "Edda"]


def test_a_seat_out_of_chips_before_the_deal_has_no_row_in_the_hands_sheet() -> None:
    """Seen at a five-seat table after the person went broke in hand 1: every later sheet
    had "2nd You 0 not shown 0", as if they had folded a hand they were never dealt. The
    folder keeps "not shown"; the one who lost their last chips is there, with their hand."""
    last: LastHand = {"hand": 3, "board": ["2h", "9c", "3d", "Ah", "Kh"], "history": [],
                      "shown": [{"seat": 2, "cards": ["Ts", "6c"], "name": "Ace high"},
                                {"seat": 3, "cards": ["3s", "Qd"], "name": "Pair of Threes"}],
                      "awards": [{"seat": 3, "pot": 0, "amount": 100}],
                      "put_in": [0, 0, 50, 50, 0], "stacks": [0, 300, 0, 100, 0]}
    sheet = hand_standings(last, NAMES)
    assert [(row.name, row.place, row.score, row.breakdown) for row in sheet.rows] == [
        ("Dag", 1, "+50", ("Pair of Threes", "100")), ("Bram", 2, "0", ("not shown", "300")),
        ("Cora", 3, "-50", ("Ace high", "0"))]


def test_after_a_split_pot_no_seat_out_of_chips_stands_among_the_winners() -> None:
    """Seen after a split pot with three seats out: all five rows read "1st", the person, out
    since hand 1, highlighted at the top."""
    last: LastHand = {"hand": 7, "board": ["4s", "Kd", "Ah", "Jh", "5d"], "history": [],
                      "shown": [{"seat": 1, "cards": ["Jc", "3h"], "name": "Pair of Jacks"},
                                {"seat": 2, "cards": ["Jd", "3c"], "name": "Pair of Jacks"}],
                      "awards": [{"seat": 2, "pot": 0, "amount": 20}, {"seat": 1, "pot": 0, "amount": 20}],
                      "put_in": [0, 20, 20, 0, 0], "stacks": [0, 220, 1880, 0, 0]}
    sheet = hand_standings(last, NAMES)
    assert [(row.name, row.place) for row in sheet.rows] == [("Bram", 1), ("Cora", 1)]


def test_an_old_save_without_the_chips_put_in_keeps_every_seat() -> None:
    last: LastHand = {"hand": 2, "board": [], "history": [], "shown": [],
                      "awards": [{"seat": 1, "pot": 0, "amount": 30}]}
    assert len(hand_standings(last, NAMES[:3]).rows) == 3
