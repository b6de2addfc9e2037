"""Dragon Kings behaviours a mutation sample found unheld: the chips a bet reports, wild cards
in hands of other than five to seven cards, five of a kind's rank, the nest's four of a kind
and its refusal of odd cards, the cards shown at an all-in showdown, a one-chip payment
straight into the pot, a save's turn-in resume seat, and whose card a Knight of the Void's
swap brings."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from dragon_kings_helpers import GAME, deal_order, play, table
from eternus.engine.core import CardMoved
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, Fold, KeepCards, Raise, VoidBoardCard
from eternus.engine.dragon_kings.evaluator import Category, HandRules, best_hand
from eternus.engine.dragon_kings.events import SeatActed
from eternus.engine.dragon_kings.nest import FOUR, nest_key
from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.dragon_kings.straight_to_pot import pay
from eternus.engine.events import ChipsMoved

DK = {"preset": "dragon_kings", "match_length": 20}


def dk_table(holes: dict[int, Sequence[str]], board: Sequence[str], wing_card: str | None = None,
             bottom: Sequence[str] = ()) -> HoldemState:
    """Three seats of 400 at Dragon Kings, the first hand dealt from the stacked deck."""
    st, _ = table([400, 400, 400], [deal_order(3, 2, holes, board, bottom=bottom)], wing_card=wing_card, **DK)
    return st


# ------------------------------------------------------------------ betting

def test_a_raise_reports_the_chips_it_adds_and_the_bet_it_makes() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {})])
    events = play(st, Raise(30))                   # seat 2 (the button, first three-handed) raises to 30
    acted = [e for e in events if isinstance(e, SeatActed)]
    assert [(e.seat, e.verb, e.amount, e.to) for e in acted] == [(2, "raise", 30, 30)]


def test_an_all_in_reports_the_whole_stack_it_adds() -> None:
    st, _ = table([400, 400, 100], [deal_order(3, 2, {})])
    events = play(st, AllIn(100))
    acted = [e for e in events if isinstance(e, SeatActed)]
    assert [(e.seat, e.verb, e.amount, e.to) for e in acted] == [(2, "all_in", 100, 100)]


# ------------------------------------------------------------------ wild cards, the slow path

def test_a_wild_card_among_fewer_than_five_live_cards_plays_as_the_best_card() -> None:
    rules = HandRules(wild=frozenset({"JK1"}))
    hand = best_hand(["JK1", "Kd"], ["7c", "2h"], rules)       # four cards: a dead-card hand
    assert hand.category == Category.PAIR and hand.name == "Pair of Kings"
    assert hand.stands_for == (("JK1", "Ks"),)


def test_a_wild_card_among_more_than_seven_cards_plays_as_the_best_card() -> None:
    rules = HandRules(wild=frozenset({"JK1"}))
    hand = best_hand(["JK1", "Kd"], ["Kc", "9h", "7c", "5d", "3s", "2h"], rules)   # eight cards
    assert hand.category == Category.THREE_OF_A_KIND and hand.name == "Three Kings"
    assert hand.stands_for[0][0] == "JK1" and hand.stands_for[0][1][0] == "K"


def test_five_of_a_kind_takes_the_highest_rank_the_wild_cards_can_complete() -> None:
    rules = HandRules(wild=frozenset({"JK1", "JK2"}))
    hand = best_hand(["JK1", "JK2"], ["Ah", "Ad", "Ac", "9h", "9d", "9c"], rules)
    assert hand.category == Category.FIVE_OF_A_KIND and hand.name == "Five Aces"


# ------------------------------------------------------------------ Black Death's nest

def test_four_cards_of_one_rank_in_the_nest_are_four_of_a_kind() -> None:
    assert nest_key(["9s", "9h", "9d", "9c"])[0] == FOUR
    assert nest_key(["2s", "2h", "2d", "2c"]) > nest_key(["Ks", "Qs", "Js", "Ts"])   # over a straight flush


@pytest.mark.parametrize("odd", ["Ax", "Ahh", "10h"])
def test_a_nest_hand_refuses_a_card_that_is_no_standard_card(odd: str) -> None:
    with pytest.raises(ValueError, match="four standard cards"):
        nest_key([odd, "Kd", "Qc", "Js"])


# ------------------------------------------------------------------ showdown

def test_hands_turned_up_all_in_show_their_cards_at_the_showdown() -> None:
    st, _ = table([100, 400, 100], [deal_order(3, 2, {0: ["Ah", "Ad"], 1: ["7c", "2d"], 2: ["Kh", "Kd"]},
                                                ["Qs", "8c", "4h", "3s", "Tc"])])
    play(st, AllIn(100), AllIn(95), Fold())        # the button and the small blind all in, the big blind out
    assert st.last_hand is not None                # turned up before the board is run out, then settled
    shown = {h["seat"]: h["cards"] for h in st.last_hand["shown"]}
    assert shown == {0: ["Ah", "Ad"], 2: ["Kh", "Kd"]}


# ------------------------------------------------------------------ straight into the pot

def test_a_single_chip_straight_into_the_pot_is_paid() -> None:
    st = dk_table({}, [])
    before = st.stacks[0]
    events: list = []
    assert pay(st, 0, 1, events) == 1
    assert st.stacks[0] == before - 1 and st.wing["pot_paid"][0] == 1
    assert [(e.src, e.amount) for e in events if isinstance(e, ChipsMoved)] == [("seat:0", 1)]


# ------------------------------------------------------------------ saves

def test_a_save_mid_turn_in_keeps_the_void_holders_turn_to_come_back_to() -> None:
    st = dk_table({0: ["9h", "7h"], 1: ["Js", "5s"], 2: ["Td", "9c"]}, ["Ah", "7c", "2d", "Kd", "4d"],
                  wing_card="Js", bottom=["Qc", "3s"])
    st.wing["permanent"] = "Qc"                    # the Queen of Vanity is in play too
    play(st, Call(10), Call(5), Check(), Check())  # the flop; seat 0 checks, seat 1 holds the Knight of the Void
    play(st, VoidBoardCard("Ah"))                  # its replacement is the Queen of Vanity: everyone is asked
    assert st.board == ["Qc", "7c", "2d"] and st.wing["turning_in"] == [0, 1, 2]
    assert st.wing["turn_in_resume"] == 1
    again = GAME.state_from_json(json.loads(json.dumps(st.to_json())))
    assert again.wing["turn_in_resume"] == 1
    play(again, KeepCards(), KeepCards(), KeepCards())
    assert again.to_act == 1                       # the holder's turn goes on, not the street's first seat


# ------------------------------------------------------------------ Knight of the Void

def test_the_card_a_knight_of_the_void_swap_brings_is_its_holders() -> None:
    st = dk_table({0: ["Js", "7h"], 1: ["3d", "5s"], 2: ["Td", "9c"]}, ["Ah", "7c", "2d", "Kd", "4d"],
                  wing_card="Js", bottom=["7d", "7s"])
    play(st, Call(10), Call(5), Check())
    events = play(st, VoidBoardCard("Ah", swap_jack=True))
    into_hole = [(e.card, e.owner, e.public) for e in events if isinstance(e, CardMoved) and e.dst == "hole:0"]
    assert into_hole == [("7s", 0, False)]
