"""The Hold'em under Dragon Kings, one test per rule, with exact chips and stacked decks.

Seats are numbered from 0 here; the first hand's button is on the last seat. Blinds 5/10
and no ante unless a test says otherwise. ``table(stacks, orders)`` buys each seat in for
its stack and deals the first hands from the prepared orders (``deal_order``).
"""

from __future__ import annotations

import json

import pytest

from dragon_kings_helpers import GAME, chips_moved, deal_order, play, table
from eternus.engine.cards import standard_deck
from eternus.engine.core import CardFlipped, CardMoved, GameOver, IllegalAction, Seat
from eternus.engine.dragon_kings import pots
from eternus.engine.dragon_kings.actions import AllIn, BuyInAgain, Call, Check, Fold, Raise
from eternus.engine.dragon_kings.events import (
    BlindPosted, BoughtIn, HandMucked, HandShown, PotAwarded, SeatBusted, StreetDealt, UncalledReturned,
)

BOARD = ["2c", "7d", "9h", "Jc", "4s"]   # helps nobody below: no straight, no flush


def awards(events: list) -> list[tuple[int, int, int]]:
    """(pot, seat, chips) of every pot paid."""
    return [(e.pot, e.seat, e.amount) for e in events if isinstance(e, PotAwarded)]


def shown_seats(events: list) -> list[int]:
    return [e.seat for e in events if isinstance(e, HandShown)]


# ---------------------------------------------------------------- blinds and the order of play

def test_blinds_are_posted_left_of_the_button_and_the_seat_after_the_big_blind_acts_first() -> None:
    st, events = table([400, 400, 400])
    assert (st.button, st.small_blind_seat, st.big_blind_seat) == (2, 0, 1)
    assert [(e.seat, e.blind, e.amount) for e in events if isinstance(e, BlindPosted)] == [
        (0, "small blind", 5), (1, "big blind", 10)]
    assert st.bets == [5, 10, 0] and st.stacks == [395, 390, 400]
    assert st.to_act == 2


def test_after_the_flop_the_first_seat_left_of_the_button_acts_first() -> None:
    st, _ = table([400, 400, 400])
    play(st, Call(10), Call(5), Check())
    assert st.phase == "flop" and len(st.board) == 3
    assert st.to_act == 0
    assert st.view(0)["pots"] == [{"amount": 30, "eligible": [0, 1, 2]}]


def test_heads_up_the_button_posts_the_small_blind_and_acts_first_before_the_flop() -> None:
    st, _ = table([400, 400])
    assert (st.button, st.small_blind_seat, st.big_blind_seat) == (1, 1, 0)
    assert st.bets == [10, 5]
    assert st.to_act == 1


def test_heads_up_the_button_acts_last_after_the_flop() -> None:
    st, _ = table([400, 400])
    play(st, Call(5), Check())
    assert st.phase == "flop"
    assert st.to_act == 0
    play(st, Check())
    assert st.to_act == 1


def test_the_big_blind_may_still_raise_when_everyone_only_called() -> None:
    st, _ = table([400, 400, 400])
    play(st, Call(10), Call(5))
    assert st.to_act == 1
    assert st.legal_actions()[:2] == [Check(), Raise(20)]


def test_antes_go_into_the_pot_before_the_blinds() -> None:
    st, events = table([400, 400, 400], ante=5)
    assert [(e.src, e.dst, e.amount, e.blind) for e in events if isinstance(e, BlindPosted)] == [
        ("seat:0", "pot", 5, "ante"), ("seat:1", "pot", 5, "ante"), ("seat:2", "pot", 5, "ante"),
        ("seat:0", "bet:0", 5, "small blind"), ("seat:1", "bet:1", 10, "big blind")]
    assert st.stacks == [390, 385, 395] and st.committed == [10, 15, 5] and st.bets == [5, 10, 0]
    view = st.view(2)
    assert view["pots"] == [{"amount": 15, "eligible": [0, 1, 2]}] and view["pot_total"] == 30


def test_a_short_big_blind_must_still_be_called_in_full() -> None:
    st, _ = table([400, 6, 400])
    assert st.bets == [5, 6, 0] and st.stacks[1] == 0
    assert st.legal_actions()[:2] == [Fold(), Call(10)]
    play(st, Call(10), Call(5))
    assert st.phase == "flop"
    assert st.view(0)["pots"] == [{"amount": 18, "eligible": [0, 1, 2]}, {"amount": 8, "eligible": [0, 2]}]


# ---------------------------------------------------------------- raising

def test_the_smallest_first_raise_is_one_big_blind_more() -> None:
    st, _ = table([400, 400, 400])
    # pot 15 + the call 10: half pot raises to 10 + 12, pot to 10 + 25, twice the pot to 10 + 50
    assert st.legal_actions() == [Fold(), Call(10), Raise(20), Raise(22), Raise(35), Raise(60), AllIn(400)]
    with pytest.raises(IllegalAction, match="The smallest raise is to 20"):
        st.apply(Raise(19))
    assert st.view(2)["legal"] == {"to_call": 10, "can_raise": True, "min_raise_to": 20, "max_raise_to": 400}


def test_a_re_raise_must_add_at_least_the_last_full_raise() -> None:
    st, _ = table([400, 400, 400])
    play(st, Raise(30))                                 # raises by 20
    assert st.view(0)["legal"]["min_raise_to"] == 50
    play(st, Raise(100))                                # raises by 70
    assert st.view(1)["legal"]["min_raise_to"] == 170
    with pytest.raises(IllegalAction, match="The smallest raise is to 170"):
        st.apply(Raise(169))
    play(st, Raise(170))
    assert st.round["level"] == 170 and st.round["min_raise"] == 70


def test_any_raise_from_the_smallest_to_all_in_is_accepted_not_only_the_menu() -> None:
    st, _ = table([400, 400, 400])
    assert Raise(37) not in st.legal_actions()
    assert st.can_apply(Raise(37)) and st.can_apply(Raise(400))
    with pytest.raises(IllegalAction, match="the most you can raise to is 400"):
        st.apply(Raise(401))
    play(st, Raise(400))                                # the slider's end: all in
    assert st.stacks[2] == 0 and st.bets[2] == 400


def test_a_short_all_in_does_not_reopen_the_raising_for_a_seat_that_acted() -> None:
    st, _ = table([55, 400, 400])                      # the small blind, seat 0, has 55
    play(st, Raise(40))                                 # seat 2 raises by 30
    play(st, AllIn(50))                                 # seat 0 all in to 55: 15 more, not a full raise
    assert st.to_act == 1
    assert Raise(85) in st.legal_actions()              # seat 1 has not acted: it may raise
    play(st, Call(45))
    assert st.to_act == 2
    assert st.legal_actions() == [Fold(), Call(15)]
    with pytest.raises(IllegalAction, match="Raising is closed"):
        st.apply(Raise(100))
    with pytest.raises(IllegalAction, match="Raising is closed"):
        st.apply(AllIn(360))


def test_two_short_all_ins_that_add_up_to_a_full_raise_reopen_the_raising() -> None:
    st, _ = table([65, 90, 400, 400])
    play(st, Raise(40), Call(40))                       # seats 2 and 3; a raise of 30
    play(st, AllIn(60), AllIn(80))                      # seat 0 to 65, seat 1 to 90: 25 and 25 more
    assert st.to_act == 2
    # the level went up 50 since seat 2 acted, more than the full raise of 30
    assert st.legal_actions() == [Fold(), Call(50), Raise(120), Raise(232), Raise(375), AllIn(360)]


def test_nobody_raises_when_everyone_else_is_all_in() -> None:
    st, _ = table([1000, 400])
    play(st, AllIn(395))                                # the button, all in
    assert st.legal_actions() == [Fold(), Call(390)]
    with pytest.raises(IllegalAction, match="Everyone else is all in"):
        st.apply(AllIn(990))


def test_folding_is_refused_when_checking_is_free() -> None:
    st, _ = table([400, 400, 400])
    play(st, Call(10), Call(5))
    before = json.dumps(st.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction, match="check instead of folding"):
        st.apply(Fold())
    assert json.dumps(st.to_json(), sort_keys=True) == before


def test_action_labels_say_the_amounts() -> None:
    assert (Call(40).label, Raise(120).label, AllIn(360).label, Check().label, Fold().label) == (
        "Call 40", "Raise to 120", "All in (360)", "Check", "Fold")


# ---------------------------------------------------------------- all in, uncalled bets, side pots

def test_all_in_for_less_than_a_call_plays_only_for_what_it_matched() -> None:
    order = deal_order(3, 2, {0: ["As", "Ah"], 2: ["Ks", "Kh"]}, BOARD)
    st, _ = table([50, 400, 400], [order])
    play(st, Raise(100))
    assert st.legal_actions() == [Fold(), AllIn(45)]
    with pytest.raises(IllegalAction, match="All in \\(45\\)"):
        st.apply(Call(95))
    play(st, AllIn(45))
    events = play(st, Fold())
    assert [(e.seat, e.amount) for e in events if isinstance(e, UncalledReturned)] == [(2, 50)]
    assert awards(events) == [(0, 0, 110)]
    assert [st.stacks[s] + st.committed[s] for s in range(3)] == [110, 390, 350]   # before the next blinds
    assert st.last_hand is not None
    assert st.last_hand["awards"] == [{"seat": 0, "pot": 0, "amount": 110, "hand": "Pair of Aces"}]


def test_uncalled_chips_go_back_to_the_bettor() -> None:
    st, _ = table([400, 400])
    play(st, Call(5), Check(), Raise(50))            # the big blind bets 50 on the flop
    events = play(st, Fold())
    assert [(e.src, e.dst, e.amount) for e in events if isinstance(e, UncalledReturned)] == [
        ("bet:0", "seat:0", 50)]
    assert awards(events) == [(0, 0, 20)]


def test_side_pots_with_three_different_all_in_amounts() -> None:
    holes = {0: ["As", "Ah"], 1: ["Ks", "Kh"], 2: ["Qs", "Qh"], 3: ["3c", "8d"]}
    st, _ = table([100, 200, 300, 500], [deal_order(4, 3, holes, BOARD)])
    events = play(st, AllIn(300), Call(300), AllIn(95), AllIn(190))
    assert pots.pots([100, 200, 300, 300], [True] * 4) == [
        {"amount": 400, "eligible": [0, 1, 2, 3]}, {"amount": 300, "eligible": [1, 2, 3]},
        {"amount": 200, "eligible": [2, 3]}]
    assert awards(events) == [(0, 0, 400), (1, 1, 300), (2, 2, 200)]
    assert st.last_hand is not None and st.last_hand["hand"] == 1
    assert [st.stacks[s] + st.committed[s] for s in range(4)] == [400, 300, 200, 200]


def test_the_covering_player_wins_every_side_pot_with_the_best_hand() -> None:
    holes = {0: ["Ks", "Kh"], 1: ["Qs", "Qh"], 2: ["Js", "Jh"], 3: ["As", "Ad"]}
    st, _ = table([100, 200, 300, 500], [deal_order(4, 3, holes, ["2c", "7d", "9h", "Tc", "4s"])])
    events = play(st, AllIn(300), Call(300), AllIn(95), AllIn(190))
    assert awards(events) == [(0, 3, 400), (1, 3, 300), (2, 3, 200)]


def test_folded_chips_stay_in_the_pot() -> None:
    assert pots.pots([50, 30, 100, 100], [True, False, True, True]) == [
        {"amount": 180, "eligible": [0, 2, 3]}, {"amount": 100, "eligible": [2, 3]}]
    # a folded seat's chips above every live seat's join the top pot
    assert pots.pots([20, 35, 20], [True, False, True]) == [{"amount": 75, "eligible": [0, 2]}]


def test_a_split_pot_gives_the_odd_chip_to_the_first_winner_left_of_the_button() -> None:
    order = deal_order(3, 2, {0: ["2c", "3d"], 1: ["4c", "5d"], 2: ["6c", "7d"]},
                       ["As", "Ks", "Qs", "Js", "Ts"])
    st, _ = table([400, 400, 400], [order], ante=1)
    play(st, Fold(), Call(5), Check())                  # the pot: 11 + 11 + the button's ante
    events = play(st, *[Check()] * 6)
    assert awards(events) == [(0, 0, 12), (0, 1, 11)]
    assert pots.split(23, [0, 1], button=0, seats=3) == [(1, 12), (0, 11)]


def test_an_uncontested_pot_is_won_without_showing_a_card() -> None:
    st, _ = table([400, 400, 400])
    events = play(st, Fold(), Fold())
    assert not [e for e in events if isinstance(e, (HandShown, CardFlipped))]
    assert [(e.seat, e.amount) for e in events if isinstance(e, UncalledReturned)] == [(1, 5)]
    assert awards(events) == [(0, 1, 10)]
    assert st.last_hand is not None and st.last_hand["shown"] == []
    assert st.hand_no == 2 and all(h is None for h in st.view(0)["hands"])


# ---------------------------------------------------------------- the showdown

def _checked_to_the_river(st) -> None:
    play(st, Call(10), Call(5), Check())               # preflop
    play(st, *[Check()] * 6)                           # flop and turn


def test_the_last_aggressor_on_the_river_shows_first_and_a_beaten_hand_is_mucked() -> None:
    holes = {0: ["Kh", "Kd"], 1: ["3c", "3d"], 2: ["As", "Ad"]}
    st, _ = table([400, 400, 400], [deal_order(3, 2, holes, BOARD)])
    _checked_to_the_river(st)
    events = play(st, Check(), Raise(20), Call(20), Call(20))
    assert shown_seats(events) == [1, 2]
    assert [e.seat for e in events if isinstance(e, HandMucked)] == [0]
    assert awards(events) == [(0, 2, 90)]
    assert st.last_hand is not None and [h["seat"] for h in st.last_hand["shown"]] == [1, 2]
    assert "P1 mucks." in st.last_hand["history"]                    # face down: nobody sees them
    mucked = [e for e in events if isinstance(e, CardMoved) and e.src == "hole:0" and e.dst == "muck"]
    assert len(mucked) == 2 and all(e.for_seat(1).card != e.card for e in mucked)


def test_when_the_river_is_checked_the_first_seat_left_of_the_button_shows_first() -> None:
    holes = {0: ["Kh", "Kd"], 1: ["3c", "3d"], 2: ["As", "Ad"]}
    st, _ = table([400, 400, 400], [deal_order(3, 2, holes, BOARD)])
    _checked_to_the_river(st)
    events = play(st, Check(), Check(), Check())
    assert shown_seats(events) == [0, 2]
    assert [e.seat for e in events if isinstance(e, HandMucked)] == [1]
    assert awards(events) == [(0, 2, 30)]


def test_all_in_hands_are_shown_before_the_rest_of_the_board_is_dealt() -> None:
    order = deal_order(2, 1, {0: ["As", "Ah"], 1: ["Ks", "Kh"]}, BOARD)
    st, _ = table([400, 400], [order], match_length=0)
    events = play(st, AllIn(395), AllIn(390))
    kinds = [type(e) for e in events if isinstance(e, (HandShown, StreetDealt))]
    assert kinds == [HandShown, HandShown, StreetDealt, StreetDealt, StreetDealt]
    assert shown_seats(events) == [0, 1]


# ---------------------------------------------------------------- hands, seats and the match

def test_the_next_hand_is_dealt_at_once_and_the_button_moves_one_seat_left() -> None:
    st, _ = table([400, 400, 400])
    play(st, Fold(), Fold())
    assert (st.hand_no, st.button, st.small_blind_seat, st.big_blind_seat, st.to_act) == (2, 0, 1, 2, 0)
    play(st, Fold(), Fold())
    assert (st.hand_no, st.button, st.small_blind_seat, st.big_blind_seat) == (3, 1, 2, 0)


def _bust_seat_zero(rebuys: int, rules: int = GAME.rules_version) -> tuple:
    holes = {0: ["Ks", "Kh"], 2: ["As", "Ah"]}
    first, second = deal_order(3, 2, holes, BOARD), deal_order(3, 0, holes, BOARD)
    st, _ = table([50, 400, 400], [first, second], rebuys=rebuys, match_length=20, rules=rules)
    play(st, Call(10), AllIn(45), Fold())
    events = play(st, Call(40))
    return st, events


def test_a_busted_seat_is_skipped_by_the_button_and_the_blinds() -> None:
    st, events = _bust_seat_zero(rebuys=0)
    assert [e.seat for e in events if isinstance(e, SeatBusted)] == [0]
    assert st.stacks == [0, 385, 450]
    assert (st.button, st.small_blind_seat, st.big_blind_seat, st.to_act) == (1, 1, 2, 1)
    assert st.dealt == [False, True, True] and st.hole[0] == []
    assert st.busted_in == [1, 0, 0]                  # placed by when it went out


def test_under_rules_2_a_busted_seat_buys_in_again_at_once_and_the_ledger_records_it() -> None:
    """Rules 1 and 2 re-buy without asking (rules 3 asks: test_dragon_kings_rebuy_choice)."""
    st, events = _bust_seat_zero(rebuys=1, rules=2)
    assert [(e.seat, e.amount, e.rebuy) for e in events if isinstance(e, BoughtIn)] == [(0, 400, True)]
    assert st.ledger[-1] == {"seat": 0, "kind": "rebuy", "amount": 400, "hand": 1}
    assert st.rebuys_left == [0, 1, 1] and st.button == 0
    # hand 2: the re-bought seat is all in again and loses; no re-buy is left
    events = play(st, AllIn(400), Fold(), Call(390))
    assert [e.seat for e in events if isinstance(e, SeatBusted)] == [0]
    assert not [e for e in events if isinstance(e, BoughtIn)]
    assert st.busted_in == [2, 0, 0]                  # the re-buy kept it in after hand 1
    assert st.stacks[0] == 0 and st.view(1)["paid_in"] == [450, 400, 400]
    assert st.returns()[0] == -450 and sum(st.returns()) + sum(st.committed) == 0


def test_the_match_ends_when_one_seat_holds_every_chip() -> None:
    order = deal_order(2, 1, {0: ["Ks", "Kh"], 1: ["As", "Ah"]}, BOARD)
    st, _ = table([400, 400], [order], match_length=0)
    events = play(st, AllIn(395), AllIn(390))
    assert st.is_over and st.phase == "match_over"
    assert st.to_act is None and st.legal_actions() == []
    assert st.returns() == (-400.0, 400.0)
    assert [e.returns for e in events if isinstance(e, GameOver)] == [(-400.0, 400.0)]
    with pytest.raises(IllegalAction, match="The match is over"):
        st.apply(Check())
    assert st.view(0)["hands"] == [["Ks", "Kh"], ["As", "Ah"]]   # the final showdown stays on the table


def test_the_match_ends_after_the_hand_limit() -> None:
    st, _ = table([400, 400, 400], match_length=20)
    while not st.is_over:
        play(st, Fold())                      # the button and the small blind fold every hand
    assert st.hand_no == 20
    assert st.returns() == (-5.0, 0.0, 5.0)


def test_players_out_of_chips_are_placed_by_who_went_out_last() -> None:
    """Equal results are placed by who lasted: seat 0 went out in hand 1, seat 1 in hand 2,
    each having lost their 400; seat 1 places second, seat 0 third. A seat still holding
    chips places above one out with the same result."""
    st, _ = table([400, 400, 400], match_length=0)
    st.stacks, st.committed, st.busted_in, st.hand_no = [0, 0, 1200], [0, 0, 0], [1, 2, 0], 2
    rows = st.standings().rows
    assert [(r.seat, r.place, r.score) for r in rows] == [(2, 1, "+800"), (1, 2, "-400"), (0, 3, "-400")]
    assert [r.breakdown[2] for r in rows] == ["", "hand 2", "hand 1"]       # the sheet says when
    assert st.standings().columns == ("Stack", "Paid in", "Out in")
    st.busted_in = [0, 0, 0]                      # nobody out: no column for it
    assert st.standings().columns == ("Stack", "Paid in") and len(st.standings().rows[0].breakdown) == 2
    st.busted_in = [2, 2, 0]                      # out in the same hand: they share the place
    assert [(r.seat, r.place) for r in st.standings().rows] == [(2, 1), (0, 2), (1, 2)]
    st.ledger.append({"seat": 2, "kind": "rebuy", "amount": 400, "hand": 1})
    st.stacks, st.busted_in = [0, 1200, 400], [1, 0, 0]      # seat 2 paid 800 and holds 400
    assert [(r.seat, r.place) for r in st.standings().rows] == [(1, 1), (2, 2), (0, 3)]


def test_returns_are_each_seats_net_chips_and_sum_to_zero() -> None:
    st, _ = _bust_seat_zero(rebuys=1)
    play(st, BuyInAgain(400, 1))
    while not st.is_over:
        play(st, Fold() if Fold() in st.legal_actions() else Check())
    assert st.hand_no == 20 and st.committed == [0, 0, 0]
    assert st.returns() == tuple(float(st.stacks[s] - paid) for s, paid in enumerate(st.view(0)["paid_in"]))
    assert sum(st.returns()) == 0


def test_every_chip_comes_from_the_bank_ledger() -> None:
    real, deal = GAME.deal((Seat("A"), Seat("B")), {"buy_in": 200, "preset": "holdem"}, 3)
    assert chips_moved(deal)[:2] == [("bank", "seat:0", 200), ("bank", "seat:1", 200)]
    assert real.ledger == [{"seat": 0, "kind": "buy_in", "amount": 200, "hand": 0},
                           {"seat": 1, "kind": "buy_in", "amount": 200, "hand": 0}]
    assert real.view(1)["ledger"] == real.ledger


# ---------------------------------------------------------------- presets

def test_swords_deals_fifty_three_cards_and_the_joker_is_wild() -> None:
    order = deal_order(2, 1, {0: ["JK1", "2c"], 1: ["Kh", "Kd"]}, ["Ah", "Ad", "Ac", "7s", "9d"],
                       deck=standard_deck(jokers=1))
    st, _ = table([400, 400], [order], preset="swords", match_length=0)
    assert len(st.all_cards()) == 53 and "JK1" in st.all_cards()
    events = play(st, AllIn(395), AllIn(390))
    assert awards(events) == [(0, 0, 800)]      # four Aces with the joker beat Aces full of Kings


# ---------------------------------------------------------------- what a seat sees

def test_a_seat_reads_its_own_cards_in_the_history_and_nobody_elses() -> None:
    order = deal_order(3, 2, {0: ["As", "Ah"], 1: ["Ks", "Kh"], 2: ["Qs", "Qh"]}, BOARD)
    st, _ = table([400, 400, 400], [order])
    mine, theirs = st.view(0)["history"], st.view(1)["history"]
    assert "Two cards are dealt to each player. You hold A\u2660 A\u2665." in mine
    assert not any("A\u2660" in line for line in theirs)
    assert st.view(1)["hands"] == [None, None, None] and st.view(1)["hole"] == ["Ks", "Kh"]


# ---------------------------------------------------------------- refusals, word for word

def _facing_a_raise():
    st, _ = table([400, 400, 400])
    play(st, Raise(40))
    return st                                          # seat 0: 5 in, 35 to call, raise to 70 at least


def _free_check():
    st, _ = table([400, 400, 400])
    play(st, Call(10), Call(5))
    return st                                          # seat 1, the big blind: nothing to call


def _short_stack():
    st, _ = table([30, 400, 400])
    play(st, Raise(40))
    return st                                          # seat 0 holds 25 behind its small blind


@pytest.mark.parametrize(("position", "action", "reason"), [
    (_free_check, Fold(), "Nobody has bet: check instead of folding."),
    (_free_check, Call(10), "There is nothing to call: check."),
    (_facing_a_raise, Check(), "You face a bet: call 35, raise or fold."),
    (_facing_a_raise, Call(30), "To call is 35, not 30."),
    (_facing_a_raise, Raise(69), "The smallest raise is to 70."),
    (_facing_a_raise, Raise(406), "You have 395 chips: the most you can raise to is 400."),
    (_facing_a_raise, AllIn(300), "Your stack is 395: All in (395), not 300."),
    (_short_stack, Call(25), "Calling takes your whole stack: that is All in (25)."),
    (_short_stack, Raise(80), "Your stack does not cover the call: All in (25) or fold."),
])
def test_a_refused_action_says_why_and_changes_nothing(position, action, reason) -> None:
    st = position()
    before = json.dumps(st.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as refused:
        st.apply(action)
    assert refused.value.reason == reason
    assert json.dumps(st.to_json(), sort_keys=True) == before
