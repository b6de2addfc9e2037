"""The sheet between two hands of Dragon Kings (``hand_summary``), read as a player reads it."""

from __future__ import annotations

from collections.abc import Sequence

from dragon_kings_helpers import deal_order, play, table
from eternus.engine.dragon_kings.actions import AllIn, BuyInAgain, Call, Fold, SitOut
from eternus.engine.dragon_kings.hand_summary import hand_standings
from eternus.engine.dragon_kings.state import HoldemState
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


def _seat_zero_runs_out(rebuys: int) -> HoldemState:
    """Seat 0 goes all in for its 50 with two Kings into two Aces, and loses them."""
    holes: dict[int, Sequence[str]] = {0: ["Ks", "Kh"], 2: ["As", "Ah"]}
    board = ["2c", "7d", "9h", "Jc", "4s"]
    st, _ = table([50, 400, 400], [deal_order(3, 2, holes, board), deal_order(3, 0, holes, board)],
                  rebuys=rebuys, match_length=20)
    play(st, Call(10), AllIn(45), Fold(), Call(40))
    return st


def test_a_player_out_of_chips_with_no_re_buy_is_told_so_and_what_they_may_still_do() -> None:
    """Seen at a group table: two of three people were out by hand 4 and nothing said so, or
    what they could do for the 16 hands left."""
    st = _seat_zero_runs_out(rebuys=0)
    assert st.last_hand is not None and st.last_hand["out"] == [0] and st.last_hand["rebought"] == []
    lines = hand_standings(st.last_hand, NAMES[:3], people={0}).lines
    assert lines[-2:] == ("You is out of chips, with no re-buy left.",         # the table makes it "You are"
                          "You may watch the rest of the match from the table.")
    assert hand_standings(st.last_hand, NAMES[:3], people={1}).lines[-1] == "You is out of chips, with no re-buy left."


def test_a_player_who_ran_out_and_bought_in_again_is_told_so() -> None:
    st = _seat_zero_runs_out(rebuys=1)
    st.apply(BuyInAgain(400, 1))
    assert st.last_hand is not None and st.last_hand["out"] == [] and st.last_hand["rebought"] == [0]
    assert hand_standings(st.last_hand, NAMES[:3]).lines[-1] == "You was out of chips and buys in again."


def test_a_person_out_of_chips_with_a_re_buy_left_is_told_they_may_buy_in_again_or_watch() -> None:
    """Rules 3: the sheet comes before the question; it says the choice is open and what it is."""
    st = _seat_zero_runs_out(rebuys=1)
    assert st.last_hand is not None and st.last_hand["asked"] == [0] and st.last_hand["rebought"] == []
    lines = hand_standings(st.last_hand, NAMES[:3], people={0}).lines
    assert lines[-2:] == ("You is out of chips, with a re-buy left.",
                          "You may buy in again, or sit out and watch (asked next).")
    assert hand_standings(st.last_hand, NAMES[:3], people={1}).lines[-1] == "You is out of chips, with a re-buy left."


def test_a_person_who_sat_out_is_told_they_may_watch() -> None:
    st = _seat_zero_runs_out(rebuys=1)
    st.apply(SitOut())
    assert st.last_hand is not None and st.last_hand["sat_out"] == [0] and st.last_hand["asked"] == []
    lines = hand_standings(st.last_hand, NAMES[:3], people={0}).lines
    assert lines[-2:] == ("You was out of chips and sits out to watch.",
                          "You may watch the rest of the match from the table.")
