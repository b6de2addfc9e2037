"""The Queen of Avarice's hand, wherever it is won: her holder is paid by the folders when
everyone else folds too, and a hand she stops after everyone went all in keeps its shown
hands and says the draw won it. Three seats of 400 at blinds 5/10, the button on seat 2."""

from __future__ import annotations

from typing import Any

from dragon_kings_helpers import deal_order, play, played_under, table
from eternus.engine.core import Event
from eternus.engine.dragon_kings.actions import AllIn, Fold, Raise
from eternus.engine.dragon_kings.events import SeatPaid
from eternus.engine.dragon_kings.hand_summary import hand_standings
from eternus.engine.dragon_kings.state import HoldemState

DK: dict[str, Any] = {"preset": "dragon_kings", "match_length": 20}


def fines(events: list[Event]) -> list[tuple[int, int, int]]:
    return [(e.payer, e.seat, e.amount) for e in events if isinstance(e, SeatPaid)]


def avarice_in_the_hole() -> HoldemState:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Qd", "2c"]}, ["3h", "8d", "9s", "Jh", "4c"])],
                  wing_card="Qd", **DK)
    return st


def test_the_queen_of_avarice_in_the_hole_is_paid_when_everyone_else_folds() -> None:
    st = avarice_in_the_hole()
    events = play(st, Fold(), Raise(40), Fold())       # seat 2 folds, seat 0 raises, the big blind folds
    assert st.hand_no == 2 and fines(events) == [(1, 0, 20), (2, 0, 20)]


def test_a_record_made_under_rules_1_replays_a_hand_won_without_a_showdown_unpaid() -> None:
    st = played_under(avarice_in_the_hole(), 1)
    events = play(st, Fold(), Raise(40), Fold())
    assert st.hand_no == 2 and fines(events) == []


def all_in_then_avarice() -> HoldemState:
    """Seat 2 goes all in, seat 0 folds, seat 1 calls all in; the flop brings the Queen of
    Avarice: seat 1 draws the Two of Hearts, seat 2 the Ace of Hearts."""
    st, _ = table([400, 400, 400], [deal_order(3, 2, {1: ["Kh", "Kd"], 2: ["7c", "8c"]},
                                               ["Qd", "5c", "9h", "Ts", "Js"], bottom=["2h", "Ah"])],
                  wing_card="Qd", **DK)
    play(st, AllIn(400), Fold(), AllIn(390))
    return st


def test_a_hand_the_queen_of_avarice_stops_after_all_in_keeps_the_hands_that_were_shown() -> None:
    st = all_in_then_avarice()
    last = st.last_hand
    assert last is not None and last["draws"] == [None, "2h", "Ah"]
    assert [(h["seat"], h["cards"], h["name"]) for h in last["shown"]] == [
        (1, ["Kh", "Kd"], "Pair of Kings"), (2, ["7c", "8c"], "Queen high")]
    assert [(a["seat"], a["amount"]) for a in last["awards"]] == [(2, 805)]


def test_the_hands_sheet_says_the_queen_of_avarices_draw_won_not_an_uncontested_pot() -> None:
    st = all_in_then_avarice()
    assert st.last_hand is not None
    sheet = hand_standings(st.last_hand, ["You", "Bram", "Cora"])
    hands = {row.name: row.breakdown[0] for row in sheet.rows}
    assert hands == {"Cora": "the highest draw, the Ace of Hearts", "Bram": "Pair of Kings", "You": "not shown"}
    assert sheet.lines == ("Cora wins 805 from the main pot with the highest draw, the Ace of Hearts.",
                           "Bram is out of chips, with no re-buy left.")
