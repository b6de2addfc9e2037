"""Readings of the Dragon Kings rules that the source leaves open, each played through the
real flow (three seats of 400 at blinds 5/10, the button on seat 2, unless a test says
otherwise), with a record made under rules version 1 replaying the old reading where the
reading changed how a hand settles."""

from __future__ import annotations


import pytest

from dragon_kings_helpers import check_down, deal_order, dk_table, play, played_under
from eternus.engine.core import IllegalAction
from eternus.engine.dragon_kings import pots
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, Fold, KeepWings, PutInPlay, Raise
from eternus.engine.dragon_kings.evaluator import HandRules, best_hand
from eternus.engine.dragon_kings.state import HoldemState

DRAGON_KINGS = HandRules(dragon_kings=True)


def winners(st: HoldemState) -> list[tuple[int, int]]:
    assert st.last_hand is not None
    return [(a["seat"], a["amount"]) for a in st.last_hand["awards"]]


# ------------------------------------------------------------------ twinned dragon kings

def test_between_twinned_dragon_kings_kickers_holding_three_of_a_kind_beat_unpaired_ones() -> None:
    high = best_hand(["Ah", "9d"], ["Ks", "Kc", "5c", "2h", "3d"], DRAGON_KINGS)
    trips = best_hand(["9h", "9s"], ["Ks", "Kc", "9c", "2h", "3d"], DRAGON_KINGS)
    assert trips.cards == ("Ks", "Kc", "9c", "9h", "9s") and trips.key > high.key


def test_between_twinned_dragon_kings_a_paired_kicker_beats_a_higher_unpaired_one_and_pairs_go_by_rank() -> None:
    board = ["Ks", "Kc", "4d", "7h", "2s"]
    pair_of_fours = best_hand(["4c", "3h"], board, DRAGON_KINGS)
    ace_queen = best_hand(["Ah", "Qd"], board, DRAGON_KINGS)
    pair_of_sevens = best_hand(["7c", "3d"], board, DRAGON_KINGS)
    assert ace_queen.key < pair_of_fours.key < pair_of_sevens.key
    # with two pairs to choose from, the higher pair plays, with the best card left as its kicker
    assert best_hand(["Ah", "Ad"], ["Ks", "Kc", "5c", "5h", "9d"], DRAGON_KINGS).cards == ("Ks", "Kc", "Ad", "Ah", "9d")


def test_twinned_dragon_kings_on_the_board_go_to_the_paired_kickers_at_the_table() -> None:
    st = dk_table({0: ["Ah", "Jd"], 1: ["9h", "9s"], 2: ["3c", "4d"]}, ["Ks", "Kc", "9d", "5s", "6h"])
    check_down(st)
    assert winners(st) == [(1, 30)]
    st = played_under(dk_table({0: ["Ah", "Jd"], 1: ["9h", "9s"], 2: ["3c", "4d"]},
                               ["Ks", "Kc", "9d", "5s", "6h"]), 1)
    check_down(st)
    assert winners(st) == [(0, 30)]                    # rules 1: the Ace-Jack-Nine by rank


def _two_dragon_kings_hands(rules: int) -> HoldemState:
    """Hand 1: seat 0's twinned dragon kings; it makes nothing permanent and puts the Queen of
    Avarice in play. Hand 2: seat 1's twinned dragon kings."""
    second = deal_order(3, 0, {1: ["Ks", "Kc"], 0: ["2h", "3h"], 2: ["4h", "5h"]}, ["9h", "Td", "Jd", "7s", "6c"])
    st = played_under(dk_table({0: ["Ks", "Kc"], 1: ["7h", "8c"], 2: ["3c", "4d"]}, ["As", "Ad", "Ah", "2c", "6h"],
                               wing_card="Jc", more=[second]), rules)
    check_down(st)
    play(st, KeepWings(), PutInPlay("Qd"))
    assert (st.wing["permanent"], st.wing["voluntary"], st.hand_no) == (None, "Qd", 2)
    check_down(st)
    assert (st.to_act, st.wing["step"]) == (1, "permanent")
    return st


def test_a_second_twinned_dragon_kings_negates_the_first_ones_temporary_card_with_nothing_permanent() -> None:
    st = _two_dragon_kings_hands(2)
    assert (st.wing["permanent"], st.wing["voluntary"]) == (None, None)


def test_a_record_made_under_rules_1_keeps_the_first_ones_temporary_card_when_nothing_was_permanent() -> None:
    st = _two_dragon_kings_hands(1)
    assert (st.wing["permanent"], st.wing["voluntary"]) == (None, "Qd")


# ------------------------------------------------------------------ the gold chip

def _gold_chip_then_jack_of_clubs(rules: int) -> HoldemState:
    """The Gold Dragon on hand 1's flop puts the chip on the table; seat 0, dealt the Grave
    Digger, then puts the Knight of War in play instead."""
    second = deal_order(3, 0, {0: ["2h", "3h"], 1: ["4h", "5h"], 2: ["7c", "8c"]}, ["9h", "Td", "Jd", "7s", "6c"])
    st = played_under(dk_table({0: ["Ks", "2d"]}, ["Kd", "2c", "7d", "9h", "4s"], wing_card="Kd",
                               more=[second], ante=5), rules)
    check_down(st)
    assert st.wing["gold_chip"] == "table"
    play(st, PutInPlay("Jc"))
    assert st.hand_no == 2
    return st


def test_the_gold_chip_on_the_table_goes_when_the_gold_dragon_is_no_longer_in_play() -> None:
    st = _gold_chip_then_jack_of_clubs(2)
    assert st.wing["gold_chip"] is None
    assert [line["amount"] for line in st.log if line["what"] == "ante"] == [5, 5, 5]


def test_a_record_made_under_rules_1_keeps_the_gold_chip_after_the_gold_dragon_goes() -> None:
    st = _gold_chip_then_jack_of_clubs(1)
    assert st.wing["gold_chip"] == "table"
    assert [line["amount"] for line in st.log if line["what"] == "ante"] == [20, 20, 20]


# ------------------------------------------------------------------ the Queen of Vanity

def test_a_queen_of_vanity_voided_by_a_six_does_not_play_as_a_card() -> None:
    # with her, seat 1's Queens and the wild six would make four Queens; without her, three
    st = dk_table({0: ["4c", "9s"], 1: ["Qd", "Qh"], 2: ["7h", "7d"]}, ["Qc", "6d", "2h", "7s", "3d"],
                  wing_card="Qc")
    check_down(st)
    assert st.last_hand is not None
    assert {h["seat"]: h["name"] for h in st.last_hand["shown"]}[2] == (
        "Four Sevens (the wild Six of Diamonds plays as a Seven)")
    assert winners(st) == [(2, 30)]


# ------------------------------------------------------------------ betting

def test_a_short_big_blind_does_not_lower_what_the_others_must_call() -> None:
    st = dk_table({}, [], stacks=(400, 6, 400))
    assert st.bets == [5, 6, 0] and st.legal_actions()[:2] == [Fold(), Call(10)]


def _short_stack_left_to_answer() -> HoldemState:
    """Flop: seat 0 (390 behind) and seat 1 (50 behind) check, seat 2 goes all in for 100.
    Seat 1 can put in no more than 50, short of the 100 already bet."""
    st = dk_table({}, [], stacks=(400, 60, 110))
    play(st, Call(10), Call(5), Check(), Check(), Check(), AllIn(100))
    assert st.to_act == 0
    return st


def test_no_raise_is_offered_that_no_stack_left_could_answer() -> None:
    st = _short_stack_left_to_answer()
    assert st.legal_actions() == [Fold(), Call(100)]
    with pytest.raises(IllegalAction, match="Nobody left has the chips to answer a raise"):
        st.apply(Raise(200))
    with pytest.raises(IllegalAction, match="Nobody left has the chips to answer a raise"):
        st.apply(AllIn(390))


def test_a_record_made_under_rules_1_still_offers_the_raise_nobody_could_answer() -> None:
    st = played_under(_short_stack_left_to_answer(), 1)
    assert AllIn(390) in st.legal_actions()


def test_each_odd_chip_of_a_split_pot_goes_one_at_a_time_to_the_winners_from_the_buttons_left() -> None:
    assert pots.split(32, [0, 1, 2], button=1, seats=3) == [(2, 11), (0, 11), (1, 10)]
    assert pots.split(31, [0, 2], button=2, seats=3) == [(0, 16), (2, 15)]
