"""One test per Dragon Kings rule beyond Hold'em: the draw for the first deal, choosing wing
cards, first honors, and each wing card on the board and in the hole, played through the
real flow from a stacked deck (three seats of 400, blinds 5/10: the pot at a checked-down
showdown is 30)."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from dragon_kings_helpers import GAME, deal_order, play, table
from eternus.engine.core import CardFlipped, CardMoved, IllegalAction, Seat
from eternus.engine.dragon_kings import betting
from eternus.engine.dragon_kings.actions import (
    BuyBack, Call, CallWithGoldChip, Check, Fold, FortuneCall, FortuneFold, KeepCards, KeepWings, MakePermanent,
    PlaySuicideKing, PutInPlay, Raise, SellMercyToken, ShowFortune, StayOut, TurnIn, VoidBoardCard,
)
from eternus.engine.dragon_kings.events import (
    FirstDealDrawn, GoldChipMoved, HouseBonus, MercyTokenMoved, SeatActed, SeatPaid,
)
from eternus.engine.dragon_kings.evaluator import Category
from eternus.engine.dragon_kings.nest import nest_key
from eternus.engine.dragon_kings.state import HoldemState

DK = {"preset": "dragon_kings", "match_length": 20}


def dk_table(holes: dict[int, Sequence[str]], board: Sequence[str], wing_card: str | None = None,
             bottom: Sequence[str] = (), more: Sequence[Sequence[str]] = ()) -> HoldemState:
    """Three seats at Dragon Kings, the first hand dealt from the stacked deck."""
    st, _ = table([400, 400, 400], [deal_order(3, 2, holes, board, bottom=bottom), *more],
                  wing_card=wing_card, **DK)
    return st


def check_down(st: HoldemState) -> list:
    """Everyone calls or checks until the hand is over (the next hand or a wing choice)."""
    hand = st.hand_no
    events: list = []
    while st.hand_no == hand and st.phase not in ("wing_choice", "match_over"):
        seat = st.to_act
        assert seat is not None
        events += st.apply(Call(betting.limits(st, seat).to_call) if betting.limits(st, seat).to_call else Check())
    return events


def paid(st: HoldemState) -> list[tuple[int, int]]:
    assert st.last_hand is not None
    return [(a["seat"], a["amount"]) for a in st.last_hand["awards"]]


def hand_cards(st: HoldemState, seat: int) -> list[str]:
    """The cards ``seat`` showed at the last showdown."""
    assert st.last_hand is not None
    return next(h["cards"] for h in st.last_hand["shown"] if h["seat"] == seat)


def names(st: HoldemState) -> dict[int, str]:
    assert st.last_hand is not None
    return {h["seat"]: h["name"] for h in st.last_hand["shown"]}


# ------------------------------------------------------------------ play begins

def test_the_first_black_king_drawn_gets_50_from_the_house_the_first_deal_and_the_first_wing_card() -> None:
    st, events = GAME.deal((Seat("A"), Seat("B"), Seat("C")), {"preset": "dragon_kings"}, 11)
    (draw,) = [e for e in events if isinstance(e, FirstDealDrawn)]
    assert draw.cards[-1] in ("Ks", "Kc") and not {"Ks", "Kc"} & set(draw.cards[:-1])
    seat = (len(draw.cards) - 1) % 3
    assert draw.seat == seat
    assert [(e.seat, e.amount) for e in events if isinstance(e, HouseBonus)] == [(seat, 50)]
    assert st.stacks[seat] == 450 and st.ledger[-1] == {"seat": seat, "kind": "bonus", "amount": 50, "hand": 0}
    assert (st.phase, st.to_act, st.button) == ("wing_choice", seat, seat)
    st.apply(PutInPlay("Qd"))
    assert st.wing["voluntary"] == "Qd" and st.phase == "preflop" and st.hand_no == 1 and st.button == seat
    assert sum(st.returns()) + st.pot_total() == 50


def test_a_seat_dealt_a_black_king_may_put_a_voluntary_wing_card_in_play_before_the_next_deal() -> None:
    st = dk_table({0: ["Ks", "2d"], 1: ["7h", "8c"], 2: ["3c", "4d"]}, ["9h", "Td", "Jd", "5s", "6h"],
                  wing_card="Qd")
    check_down(st)
    assert (st.phase, st.to_act, st.hand_no) == ("wing_choice", 0, 1)
    assert KeepWings() in st.legal_actions() and PutInPlay("Qd") not in st.legal_actions()  # already in play
    st.apply(PutInPlay("Jc"))
    assert st.wing["voluntary"] == "Jc" and st.wing["permanent"] is None
    assert st.hand_no == 2 and st.phase == "preflop"


def test_two_black_king_holders_are_asked_from_the_buttons_left_until_one_chooses() -> None:
    st = dk_table({0: ["Ks", "2d"], 1: ["Kc", "8c"], 2: ["3c", "4d"]}, ["9h", "Td", "Jd", "5s", "6h"])
    check_down(st)
    assert st.wing["choosers"] == [0, 1] and st.to_act == 0
    st.apply(KeepWings())
    assert st.to_act == 1 and st.hand_no == 1
    st.apply(PutInPlay("Qh"))
    assert st.wing["voluntary"] == "Qh" and st.hand_no == 2


def test_a_seat_without_a_black_king_is_not_asked() -> None:
    st = dk_table({0: ["Qs", "2d"], 1: ["7h", "8c"], 2: ["3c", "4d"]}, ["9h", "Td", "Jd", "5s", "6h"])
    check_down(st)
    assert st.hand_no == 2 and st.phase == "preflop" and st.wing["voluntary"] is None


def test_choosing_refuses_what_the_rules_do_not_allow() -> None:
    st = dk_table({0: ["Ks", "2d"], 1: ["7h", "8c"], 2: ["3c", "4d"]}, ["9h", "Td", "Jd", "5s", "6h"])
    check_down(st)
    before = st.to_json()
    for action, reason in ((PutInPlay("Ks"), "Ks is not a voluntary wing card that can be put in play."),
                           (MakePermanent("Qh"), "Only twinned dragon kings make a wing card permanent."),
                           (Fold(), "Choose the wing cards before the next deal.")):
        with pytest.raises(IllegalAction) as refused:
            st.apply(action)
        assert refused.value.reason == reason
    assert st.to_json() == before


# ------------------------------------------------------------------ twinned dragon kings

def test_twinned_dragon_kings_take_first_honors_and_make_a_wing_card_permanent() -> None:
    second = deal_order(3, 0, {1: ["Ks", "Kc"], 0: ["2h", "3h"], 2: ["4h", "5h"]}, ["9h", "Td", "Jd", "7s", "6c"])
    st = dk_table({0: ["Ks", "Kc"], 1: ["7h", "8c"], 2: ["3c", "4d"]}, ["As", "Ad", "Ah", "Ac", "6h"],
                  wing_card="Jc", more=[second])
    events = check_down(st)
    assert names(st)[0] == "Twinned dragon kings" and paid(st) == [(0, 30)]
    assert [(e.seat, e.amount, e.why) for e in events if isinstance(e, HouseBonus)] == [(0, 50, "first honors")]
    assert st.wing["honors"] and st.wing["voluntary"] == "Jc"       # the first ones negate nothing
    assert (st.phase, st.to_act, st.wing["step"]) == ("wing_choice", 0, "permanent")
    st.apply(MakePermanent("Qh"))
    assert (st.wing["permanent"], st.wing["voluntary"]) == ("Qh", "Jc") and st.wing["step"] == "voluntary"
    assert PutInPlay("Qh") not in st.legal_actions() and PutInPlay("Jc") not in st.legal_actions()
    st.apply(PutInPlay("Qd"))
    assert (st.wing["permanent"], st.wing["voluntary"]) == ("Qh", "Qd") and st.hand_no == 2
    # the second twinned dragon kings negate both cards; first honors are paid only once
    events = check_down(st)
    assert names(st)[1] == "Twinned dragon kings"
    assert not [e for e in events if isinstance(e, HouseBonus)]
    assert (st.wing["permanent"], st.wing["voluntary"]) == (None, None)
    assert (st.to_act, st.wing["step"]) == (1, "permanent")


def test_twinned_dragon_kings_on_the_board_go_to_the_best_kickers() -> None:
    st = dk_table({0: ["Ah", "2d"], 1: ["Qh", "Jc"], 2: ["3c", "4d"]}, ["Ks", "Kc", "9h", "5s", "6h"])
    check_down(st)
    assert set(names(st).values()) == {"Twinned dragon kings"} and paid(st) == [(0, 30)]


# ------------------------------------------------------------------ Grave Digger (Ks)

def test_grave_digger_on_the_board_turns_the_cards_beside_it_into_spades() -> None:
    st = dk_table({0: ["As", "3s"], 1: ["Qd", "Qc"], 2: ["8c", "6d"]}, ["9h", "Ks", "4d", "7s", "2c"])
    check_down(st)
    assert names(st)[0] == ("Flush, Ace high (the Grave Digger makes the Nine of Hearts and the Four of Diamonds "
                            "spades)") and paid(st) == [(0, 30)]


def test_grave_digger_in_the_hole_with_a_spade_beside_it_needs_two_board_spades() -> None:
    st = dk_table({0: ["Ks", "5s"], 1: ["9h", "9c"], 2: ["3c", "4d"]}, ["9s", "2s", "7h", "8d", "Jc"])
    check_down(st)
    assert names(st)[0] == "Grave Digger flush" and paid(st) == [(0, 30)]


def test_grave_digger_in_the_hole_without_a_spade_beside_it_needs_three_board_spades() -> None:
    st = dk_table({0: ["Ks", "5h"], 1: ["9h", "9c"], 2: ["3c", "4d"]}, ["9s", "2s", "7h", "8d", "Jc"])
    check_down(st)
    assert names(st)[1] == "Three Nines" and paid(st) == [(1, 30)]
    st = dk_table({0: ["Ks", "5h"], 1: ["9h", "9c"], 2: ["3c", "4d"]}, ["9s", "2s", "7s", "8d", "Jc"])
    check_down(st)
    assert names(st)[0] == "Grave Digger flush" and paid(st) == [(0, 30)]


def test_a_grave_digger_flush_beats_every_hand_but_twinned_dragon_kings() -> None:
    assert Category.STRAIGHT_FLUSH < Category.GRAVE_DIGGER_FLUSH < Category.DRAGON_KINGS
    st = dk_table({0: ["Ks", "2s"], 1: ["Th", "Jh"], 2: ["3c", "4d"]}, ["9h", "8h", "7h", "3s", "4s"])
    check_down(st)
    assert names(st)[0] == "Grave Digger flush" and 1 not in names(st)   # the straight flush mucks
    assert paid(st) == [(0, 30)]


# ------------------------------------------------------------------ Black Death (Kc)

def test_black_death_on_the_board_deals_a_nest_of_two_from_the_bottom_face_up() -> None:
    st = dk_table({0: ["9h", "9s"], 1: ["As", "2d"], 2: ["7h", "8h"]}, ["Kc", "5c", "9d", "2h", "3s"],
                  bottom=["Ah", "Ad"])
    events = check_down(st)
    assert [(e.card, e.src, e.dst, e.face_up) for e in events if isinstance(e, CardMoved) and e.dst == "nest"] == [
        ("Ah", "deck", "nest", True), ("Ad", "deck", "nest", True)]


def test_the_best_nest_hand_wins_half_the_pot_when_another_club_is_on_the_board() -> None:
    st = dk_table({0: ["9h", "9s"], 1: ["As", "2d"], 2: ["7h", "8h"]}, ["Kc", "5c", "9d", "2h", "3s"],
                  bottom=["Ah", "Ad"])
    check_down(st)
    assert sorted(paid(st)) == [(0, 15), (1, 15)]
    assert [s + c for s, c in zip(st.stacks, st.committed, strict=True)] == [405, 405, 390]


def test_the_nest_wins_nothing_without_another_club_on_the_board() -> None:
    st = dk_table({0: ["9h", "9s"], 1: ["As", "2d"], 2: ["7h", "8h"]}, ["Kc", "5d", "9d", "2h", "3s"],
                  bottom=["Ah", "Ad"])
    check_down(st)
    assert paid(st) == [(0, 30)]


def test_black_death_in_the_hole_with_three_more_clubs_takes_half_the_pot() -> None:
    st = dk_table({0: ["9h", "9s"], 1: ["Kc", "4d"], 2: ["7h", "8h"]}, ["5c", "9c", "2c", "8d", "Td"])
    check_down(st)
    assert sorted(paid(st)) == [(0, 15), (1, 15)]
    st = dk_table({0: ["9h", "9s"], 1: ["Kc", "4d"], 2: ["7h", "8h"]}, ["5c", "9c", "2h", "8d", "Td"])
    check_down(st)
    assert paid(st) == [(0, 30)]


def test_nest_hands_rank_as_four_card_poker_and_equal_ranks_go_by_suit() -> None:
    order = [["As", "Ks", "Qs", "Js"], ["9c", "9d", "9h", "2s"],
             ["Ah", "Kh", "Qh", "9h"], ["Ac", "Kd", "Qh", "Js"], ["Ac", "Ad", "Kh", "Ks"], ["Ac", "Ad", "3h", "2s"],
             ["As", "Jd", "8h", "3c"]]
    keys = [nest_key(cards) for cards in order]
    assert keys == sorted(keys, reverse=True)      # straight flush, three, flush, straight, two pair, pair, high
    assert nest_key(["Ah", "Ad", "3c", "2s"]) > nest_key(["Ac", "Ad", "3h", "2s"])  # the hearts Ace beats the clubs
    assert nest_key(["4s", "3d", "2c", "Ah"]) < nest_key(["5s", "4d", "3c", "2h"])  # Ace low in A-2-3-4


# ------------------------------------------------------------------ Queen of Chivalry (Qh)

def test_queen_of_chivalry_on_the_board_is_wild_for_everyone_but_never_a_card_already_there() -> None:
    st = dk_table({0: ["Ac", "Ad"], 1: ["9s", "9h"], 2: ["3c", "4d"]}, ["Qh", "9c", "9d", "2s", "5h"], wing_card="Qh")
    check_down(st)
    assert names(st) == {0: "Full house, Aces over Nines (the Queen of Chivalry plays as an Ace)",
                         1: "Four Nines (the Queen of Chivalry plays as an Ace)"}   # not five Nines
    assert paid(st) == [(1, 30)]


def test_queen_of_chivalry_in_the_hole_may_summon_the_red_knight() -> None:
    st = dk_table({0: ["Qh", "7c"], 1: ["9c", "9d"], 2: ["3c", "4d"]}, ["Jd", "Jc", "9h", "4s", "2d"], wing_card="Qh")
    check_down(st)
    assert names(st)[0] == ("Four Jacks (the Queen of Chivalry plays as a Jack and makes the Seven of Clubs the "
                            "Jack of Hearts)") and paid(st) == [(0, 30)]


def test_the_red_knight_cannot_come_while_the_jack_of_hearts_is_on_the_board() -> None:
    st = dk_table({0: ["Qh", "7c"], 1: ["9c", "9d"], 2: ["3c", "4d"]}, ["Jd", "Jh", "9h", "4s", "2d"], wing_card="Qh")
    check_down(st)
    assert names(st)[0] == "Three Jacks (the Queen of Chivalry plays as a Jack)" and paid(st) == [(1, 30)]


def test_a_wing_card_not_in_play_is_an_ordinary_card() -> None:
    st = dk_table({0: ["Qh", "7c"], 1: ["9c", "9d"], 2: ["3c", "4d"]}, ["Jd", "Jc", "9h", "4s", "2d"])
    check_down(st)
    assert names(st)[0] == "Pair of Jacks" and paid(st) == [(1, 30)]


# ------------------------------------------------------------------ Queen of Avarice (Qd)

def test_queen_of_avarice_on_the_board_stops_the_hand_and_the_highest_draw_takes_the_pot() -> None:
    st = dk_table({0: ["2d", "3d"], 1: ["7h", "8c"], 2: ["3c", "4d"]}, ["Qd", "5c", "9h", "Ts", "Js"],
                  wing_card="Qd", bottom=["2h", "Ah", "Kh"])
    events = check_down(st)
    assert st.last_hand is not None and st.last_hand["board"] == ["Qd", "5c", "9h"]
    assert st.wing["draws"] == [None] * 3 and st.hand_no == 2       # the cards went back for the next deal
    drawn = [(e.card, e.owner) for e in events if isinstance(e, CardMoved) and e.dst == "draws"]
    assert drawn == [("2h", 0), ("Ah", 1), ("Kh", 2)]
    assert paid(st) == [(1, 30)]


def test_queen_of_avarice_in_a_winning_hole_makes_every_seat_that_folded_pay_20() -> None:
    st = dk_table({0: ["Qd", "Qs"], 1: ["Jd", "8c"], 2: ["3c", "4d"]}, ["2c", "7d", "9h", "3s", "4h"], wing_card="Qd")
    events = play(st, Fold())                       # seat 2, first to act, folds
    events += check_down(st)
    assert [(e.payer, e.seat, e.amount) for e in events if isinstance(e, SeatPaid)] == [(2, 0, 20)]
    assert [s + c for s, c in zip(st.stacks, st.committed, strict=True)] == [430, 390, 380]  # blinds back


# ------------------------------------------------------------------ Knight of War (Jc)

def test_knight_of_war_on_the_board_deals_one_more_card_for_everyone_after_the_river() -> None:
    st = dk_table({0: ["Ad", "3c"], 1: ["Kd", "Kh"], 2: ["4c", "5d"]}, ["Jc", "2d", "7h", "9s", "Qc"],
                  wing_card="Jc", bottom=["Ah"])
    check_down(st)
    assert names(st)[0] == "Pair of Aces" and paid(st) == [(0, 30)]


def test_knight_of_war_in_the_hole_gives_its_holder_alone_the_extra_card() -> None:
    st = dk_table({0: ["Jc", "Ad"], 1: ["Kd", "Kh"], 2: ["As", "Qd"]}, ["2d", "7h", "9s", "3c", "4s"],
                  wing_card="Jc", bottom=["Ah"])
    check_down(st)
    assert names(st)[0] == "Pair of Aces" and st.wing["extra_for"] is None   # back in the deck for hand 2
    assert paid(st) == [(0, 30)]          # seat 2's Ace and Queen would have made Aces with a better kicker


def test_the_knight_of_wars_card_is_told_as_it_is_dealt_and_says_whose_it_is() -> None:
    """The table's log reads events as they happen: the extra card is one, with its owner."""
    from eternus.engine.dragon_kings.events import WingMoment

    st = dk_table({0: ["Jc", "Ad"], 1: ["Kd", "Kh"], 2: ["As", "Qd"]}, ["2d", "7h", "9s", "3c", "4s"],
                  wing_card="Jc", bottom=["Ah"])
    events = check_down(st)
    extra = [e for e in events if isinstance(e, CardMoved) and e.dst == "extra"]
    assert [(e.card, e.owner) for e in extra] == [("Ah", 0)]
    told = [e.text for e in events if isinstance(e, WingMoment)]
    assert told == ["The Knight of War brings one more card: A\u2665, for Seat 1 alone."]
    assert events.index(extra[0]) < next(i for i, e in enumerate(events) if isinstance(e, WingMoment))


# ------------------------------------------------------------------ Suicide King (Kh)

def test_suicide_king_on_the_board_gives_everyone_a_third_card_but_two_still_play() -> None:
    st = dk_table({0: ["Ad", "Ac"], 1: ["5c", "6c"], 2: ["Jd", "Td"]}, ["Kh", "2c", "7d", "9h", "4s"],
                  wing_card="Kh", bottom=["As", "3d", "8c"])
    events = check_down(st)
    third = [(e.card, e.dst) for e in events
             if isinstance(e, CardMoved) and e.src == "deck" and e.dst.startswith("hole")]
    assert third[:3] == [("As", "hole:0"), ("3d", "hole:1"), ("8c", "hole:2")]
    assert names(st)[0] == "Pair of Aces"              # not three Aces, not seat 1's 3-7 straight
    assert paid(st) == [(0, 30)]


def test_suicide_king_in_the_hole_is_laid_face_up_dead_for_two_more_cards() -> None:
    st = dk_table({0: ["Kh", "2d"], 1: ["5c", "8d"], 2: ["Jd", "Td"]}, ["9h", "5h", "7s", "Qh", "3d"],
                  wing_card="Kh", bottom=["Ac", "Ad"])
    play(st, Call(10))                                 # seat 2 calls; seat 0 (small blind) to act
    assert PlaySuicideKing() in st.legal_actions()
    events = play(st, PlaySuicideKing())
    assert st.to_act == 0 and st.hole[0] == ["Kh", "2d", "Ac", "Ad"] and st.wing["face_up"] == ["Kh"]
    assert [e.card for e in events if isinstance(e, CardFlipped)] == ["Kh"]
    assert st.view(1)["face_up_hole"][0] == ["Kh"] and PlaySuicideKing() not in st.legal_actions()
    check_down(st)
    assert names(st)[0] == "Pair of Aces" and paid(st) == [(0, 30)]


# ------------------------------------------------------------------ Queen of Vanity (Qc)

def test_queen_of_vanity_on_the_board_lets_everyone_turn_in_sixes_from_the_bottom() -> None:
    st = dk_table({0: ["6h", "9c"], 1: ["3d", "5s"], 2: ["Td", "9s"]}, ["Qc", "2d", "8h", "Jd", "4c"],
                  wing_card="Qc", bottom=["Ah"])
    play(st, Call(10), Call(5), Check())               # the flop brings her
    assert st.to_act == 0 and st.legal_actions() == [TurnIn("6h"), KeepCards()]
    play(st, TurnIn("6h"))
    assert st.hole[0] == ["9c", "Ah"] and st.to_act == 1 and st.legal_actions() == [KeepCards()]
    play(st, KeepCards(), KeepCards())
    assert st.to_act == 0 and Check() in st.legal_actions()     # the flop's betting goes on


def test_queen_of_vanity_with_a_six_on_the_board_is_void_and_sixes_are_wild() -> None:
    st = dk_table({0: ["6h", "9c"], 1: ["Ac", "Ad"], 2: ["3d", "2h"]}, ["Qc", "6d", "8h", "Jd", "4c"], wing_card="Qc")
    play(st, Call(10), Call(5), Check())
    assert st.to_act == 0 and not st.wing["turning_in"]        # no turning in: she is void
    check_down(st)
    assert names(st)[0] == ("Straight to the Queen (the wild Six of Hearts plays as a Ten; the wild Six of "
                            "Diamonds plays as a Queen)") and paid(st) == [(0, 30)]


def test_queen_of_vanity_in_the_hole_makes_the_other_card_a_suitless_queen_or_a_wild_six() -> None:
    st = dk_table({0: ["Qc", "7h"], 1: ["Ac", "Ad"], 2: ["3d", "2h"]}, ["Qh", "Qd", "2s", "9c", "4d"], wing_card="Qc")
    check_down(st)
    assert names(st)[0] == "Four Queens (the Queen of Vanity makes the Seven of Hearts a Queen)"
    assert paid(st) == [(0, 30)]
    st = dk_table({0: ["Qc", "6h"], 1: ["Ac", "Jd"], 2: ["3d", "2h"]}, ["Kd", "Kh", "2s", "9c", "4d"], wing_card="Qc")
    check_down(st)
    assert names(st)[0] == "Three Kings (the wild Six of Hearts plays as a King)"
    assert "6h" in hand_cards(st, 0) and paid(st) == [(0, 30)]


# ------------------------------------------------------------------ Queen of Chaos (Qs)

def test_queen_of_chaos_on_the_board_takes_a_card_from_everyone_and_her_battlefield_kills_ranks() -> None:
    st = dk_table({0: ["9s", "Ad"], 1: ["9c", "Kd"], 2: ["7h", "8h"]}, ["Qs", "5c", "9d", "Th", "Jc"],
                  wing_card="Qs", bottom=["9h", "2s", "3s"])
    play(st, Call(10), Call(5), Check())
    assert st.legal_actions() == [TurnIn("9s"), TurnIn("Ad")]     # she allows no keeping
    events = play(st, TurnIn("9s"), TurnIn("Kd"), TurnIn("7h"))
    assert st.hole == [["Ad"], ["9c"], ["8h"]] and st.wing["battlefield"] == ["9h", "2s", "3s"]
    assert [(e.card, e.face_up) for e in events if isinstance(e, CardMoved) and e.dst == "battlefield"] == [
        ("9h", True), ("2s", True), ("3s", True)]
    check_down(st)
    assert names(st)[0] == "Ace high" and paid(st) == [(0, 30)]    # seat 1's pair of Nines is dead


def test_queen_of_chaos_in_the_hole_kills_the_other_card_and_a_win_costs_everyone_50() -> None:
    st = dk_table({0: ["Qs", "3h"], 1: ["5c", "6d"], 2: ["Td", "2c"]}, ["Qh", "3d", "9h", "7c", "Jd"], wing_card="Qs")
    events = check_down(st)
    assert names(st)[0] == "Pair of Queens"            # not two pair: her Three is dead
    assert [(e.payer, e.seat, e.amount) for e in events if isinstance(e, SeatPaid)] == [(1, 0, 50), (2, 0, 50)]


# ------------------------------------------------------------------ Knight of the Void (Js)

def test_knight_of_the_void_on_the_board_makes_everyone_swap_a_card_from_the_bottom() -> None:
    st = dk_table({0: ["7h", "7c"], 1: ["3d", "5s"], 2: ["Td", "9c"]}, ["Js", "4c", "8d", "2h", "Qd"],
                  wing_card="Js", bottom=["Ah", "Kh", "2c"])
    play(st, Call(10), Call(5), Check())
    assert st.legal_actions() == [TurnIn("7h"), TurnIn("7c")]
    play(st, TurnIn("7c"), TurnIn("3d"), TurnIn("9c"))
    assert st.hole == [["7h", "Ah"], ["5s", "Kh"], ["Td", "2c"]]


def test_knight_of_the_void_in_the_hole_voids_one_board_card_once_after_the_flop() -> None:
    st = dk_table({0: ["Js", "7h"], 1: ["3d", "5s"], 2: ["Td", "9c"]}, ["Ah", "7c", "2d", "Kd", "4d"],
                  wing_card="Js", bottom=["7d", "7s"])
    play(st, Call(10))
    with pytest.raises(IllegalAction) as refused:
        st.apply(VoidBoardCard("Ah"))
    assert refused.value.reason == "The Knight of the Void acts only after the flop."
    play(st, Call(5), Check())
    assert st.to_act == 0 and VoidBoardCard("Ah", swap_jack=True) in st.legal_actions()
    play(st, VoidBoardCard("Ah", swap_jack=True))
    assert st.board == ["7d", "7c", "2d"] and st.hole[0] == ["7h", "7s"] and st.wing["voided"] == ["Ah"]
    assert st.to_act == 0                               # the turn goes on
    with pytest.raises(IllegalAction) as refused:
        st.apply(VoidBoardCard("7d"))
    assert refused.value.reason == "Only a player holding the Knight of the Void, in play, may void a board card."
    check_down(st)
    assert names(st)[0] == "Four Sevens" and paid(st) == [(0, 30)]


# ------------------------------------------------------------------ Gold Dragon (Kd)

def test_gold_dragon_on_the_board_puts_the_gold_chip_on_the_table_and_antes_are_four_times_larger() -> None:
    second = deal_order(3, 0, {0: ["2h", "3h"], 1: ["4h", "5h"], 2: ["7c", "8c"]}, ["9h", "Td", "Jd", "7s", "6c"])
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Ah", "Ad"]}, ["Kd", "2c", "7d", "9h", "4s"]), second],
                  wing_card="Kd", ante=5, **DK)
    assert [line["amount"] for line in st.log if line["what"] == "ante"] == [5, 5, 5]
    check_down(st)
    assert st.wing["gold_chip"] == "table" and st.hand_no == 2
    assert [line["amount"] for line in st.log if line["what"] == "ante"] == [20, 20, 20]


def test_gold_dragon_in_the_hole_gives_its_holder_the_chip_no_antes_and_one_free_call() -> None:
    second = deal_order(3, 0, {0: ["2h", "3h"], 1: ["4h", "5h"], 2: ["7c", "8c"]}, ["9h", "Td", "Jd", "7s", "6c"])
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Kd", "2d"]}, ["3c", "2c", "7d", "9h", "4s"]), second],
                  wing_card="Kd", ante=5, **DK)
    assert st.wing["gold_chip"] == "seat:0"
    play(st, Raise(60))                                 # seat 2 raises; seat 0 may call with the chip
    assert CallWithGoldChip() in st.legal_actions()
    before = st.stacks[0]
    events = play(st, CallWithGoldChip())
    assert [(e.src, e.dst, e.amount) for e in events if isinstance(e, HouseBonus)] == [("bank", "bet:0", 55)]
    assert st.stacks[0] == before and st.bets[0] == 60 and st.wing["gold_chip"] is None and st.to_act == 1
    assert st.ledger[-1] == {"seat": 0, "kind": "bonus", "amount": 55, "hand": 1}


def test_the_gold_chip_holder_posts_no_antes() -> None:
    second = deal_order(3, 0, {0: ["2h", "3h"], 1: ["4h", "5h"], 2: ["7c", "8c"]}, ["9h", "Td", "Jd", "7s", "6c"])
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Kd", "2d"]}, ["3c", "2c", "7d", "9h", "4s"]), second],
                  wing_card="Kd", ante=5, **DK)
    check_down(st)
    assert st.hand_no == 2 and st.wing["gold_chip"] == "seat:0"
    assert [line["seat"] for line in st.log if line["what"] == "ante"] == [1, 2]


def test_twinned_dragon_kings_cancel_the_gold_chip() -> None:
    st = dk_table({0: ["Ks", "Kc"], 1: ["Kd", "8c"], 2: ["3c", "4d"]}, ["As", "Ad", "Ah", "2c", "6h"],
                  wing_card="Kd")
    assert st.wing["gold_chip"] == "seat:1"
    events = check_down(st)
    assert names(st)[0] == "Twinned dragon kings"
    assert st.wing["gold_chip"] is None
    assert [e.to for e in events if isinstance(e, GoldChipMoved)] == [""]


# ------------------------------------------------------------------ the Knight of Mercy

def _fold_to_the_flop(st: HoldemState) -> None:
    """Seat 2 calls, seat 0 (the small blind) folds, seat 1 checks: the preflop is over."""
    play(st, Call(10), Fold(), Check())


def test_knight_of_mercy_in_the_hole_gives_its_holder_the_token_of_mercy() -> None:
    st, events = table([400, 400, 400], [deal_order(3, 2, {0: ["Jh", "2d"]}, ["9h", "Td", "3c", "5s", "6h"])],
                       wing_card="Jh", **DK)
    assert st.wing["mercy_token"] == 0
    assert [e.seat for e in events if isinstance(e, MercyTokenMoved)] == [0]
    assert SellMercyToken() not in st.legal_actions()   # seat 2 is to act, not the holder


def test_the_token_of_mercy_buys_a_folded_holder_back_in_for_half_the_pot() -> None:
    st = dk_table({0: ["Jh", "Ah"], 1: ["7h", "8c"], 2: ["Tc", "4d"]}, ["As", "Ad", "2c", "5s", "9h"],
                  wing_card="Jh")
    _fold_to_the_flop(st)
    assert st.wing["mercy_offer"] and st.to_act == 0 and st.phase == "preflop"
    assert st.legal_actions() == [BuyBack(12), StayOut(), SellMercyToken()]   # half of 25
    events = play(st, BuyBack(12))
    assert not st.folded[0] and st.committed[0] == 17 and st.stacks[0] == 383
    assert [(e.src, e.dst) for e in events if isinstance(e, CardMoved)][:2] == [("muck", "hole:0")] * 2
    assert st.wing["mercy_token"] is None and st.phase == "flop" and st.to_act == 0
    check_down(st)
    assert paid(st) == [(0, 37)] and st.stacks[0] == 420


def test_a_holder_who_stays_out_keeps_the_token_and_is_asked_after_the_next_round() -> None:
    st = dk_table({0: ["Jh", "Ah"], 1: ["7h", "8c"], 2: ["3c", "4d"]}, ["As", "Ad", "2c", "5s", "9h"],
                  wing_card="Jh")
    _fold_to_the_flop(st)
    play(st, StayOut())
    assert st.phase == "flop" and st.to_act == 1 and st.wing["mercy_token"] == 0
    play(st, Check(), Check())
    assert st.wing["mercy_offer"] and st.to_act == 0 and st.legal_actions()[0] == BuyBack(12)
    with pytest.raises(IllegalAction, match="half the pot: 12"):
        st.apply(BuyBack(20))


def test_the_token_of_mercy_sells_to_the_bank_for_100_on_its_holders_turn() -> None:
    st = dk_table({0: ["Jh", "2d"], 1: ["7h", "8c"], 2: ["3c", "4d"]}, ["9h", "Td", "3d", "5s", "6h"],
                  wing_card="Jh")
    play(st, Call(10))
    assert st.to_act == 0 and SellMercyToken() in st.legal_actions()
    events = play(st, SellMercyToken())
    assert [(e.src, e.dst, e.amount) for e in events if isinstance(e, HouseBonus)] == [("bank", "seat:0", 100)]
    assert st.stacks[0] == 495 and st.wing["mercy_token"] is None and st.to_act == 0
    assert st.ledger[-1] == {"seat": 0, "kind": "bonus", "amount": 100, "hand": 1}
    assert SellMercyToken() not in st.legal_actions()


def test_the_token_of_mercy_stays_with_its_holder_into_the_next_hands() -> None:
    second = deal_order(3, 0, {0: ["2h", "3h"], 1: ["4h", "5h"], 2: ["7c", "8c"]}, ["9h", "Td", "Jd", "7s", "6c"])
    st, _ = table([400, 400, 400], [deal_order(3, 2, {1: ["Jh", "2d"]}, ["3c", "2c", "7d", "9h", "4s"]), second],
                  wing_card="Jh", **DK)
    check_down(st)
    assert st.hand_no == 2 and st.wing["mercy_token"] == 1 and "Jh" not in st.hole[1]


@pytest.mark.parametrize(("board", "gift"), [
    (["Jh", "2c", "7d", "9h", "4s"], 25),
    (["Jh", "Kc", "7d", "9h", "4s"], 50),
    (["Jh", "Kc", "Ks", "9h", "4s"], 400),
])
def test_knight_of_mercy_on_the_board_the_bank_pays_every_player_25_50_with_a_dragon_king_a_buy_in_with_both(
        board: list[str], gift: int) -> None:
    st = dk_table({0: ["Ah", "2d"], 1: ["7h", "8c"], 2: ["3c", "5d"]}, board, wing_card="Jh")
    events = check_down(st)
    gifts = [(e.seat, e.amount) for e in events if isinstance(e, HouseBonus) and e.why == "the Knight of Mercy"]
    assert gifts == [(0, gift), (1, gift), (2, gift)]
    mercy = [line["amount"] for line in st.ledger if line["kind"] == "bonus"][:3]
    assert mercy == [gift] * 3


def test_knight_of_mercy_on_the_board_pays_the_largest_gift_once_when_a_dragon_king_comes_later() -> None:
    st = dk_table({0: ["Ah", "2d"], 1: ["7h", "8c"], 2: ["3c", "5d"]}, ["Jh", "2c", "7d", "Kc", "4s"],
                  wing_card="Jh")
    events = check_down(st)
    assert [e.amount for e in events if isinstance(e, HouseBonus)] == [50, 50, 50]


# ------------------------------------------------------------------ the Knight of Fortune

def test_knight_of_fortune_on_the_board_each_player_pays_twice_the_pot_or_folds_paying_the_pot() -> None:
    st = dk_table({0: ["Ah", "Ad"], 1: ["7h", "8c"], 2: ["3c", "5d"]}, ["Jd", "2c", "7d", "9h", "4s"],
                  wing_card="Jd")
    play(st, Call(10), Call(5), Check())
    assert st.phase == "flop" and st.wing["fortune"] is not None and st.to_act == 0
    assert st.legal_actions() == [FortuneCall(60), FortuneFold(30)]     # the pot is 30
    with pytest.raises(IllegalAction, match="pay 60 and stay in"):
        st.apply(Raise(100))
    play(st, FortuneCall(60), FortuneFold(30), FortuneCall(60))
    assert st.folded == [False, True, False] and st.bets == [0, 0, 0]
    assert st.committed == [70, 40, 70] and st.wing["fortune"] is None
    assert st.to_act == 0 and Check() in st.legal_actions()           # the usual betting goes on
    check_down(st)
    assert paid(st) == [(0, 180)]
    assert st.stacks == [510, 355, 320]      # 510, 360, 330, less the next hand's blinds


def test_a_stack_short_of_the_knight_of_fortunes_call_pays_what_it_has() -> None:
    st, _ = table([400, 400, 50], [deal_order(3, 2, {0: ["Ah", "Ad"], 1: ["7h", "8c"], 2: ["3c", "5d"]},
                                              ["Jd", "2c", "7d", "9h", "4s"])], wing_card="Jd", **DK)
    play(st, Call(10), Call(5), Check(), FortuneCall(60), FortuneCall(60))
    assert st.legal_actions() == [FortuneCall(40), FortuneFold(30)]
    play(st, FortuneCall(40))
    assert st.stacks[2] == 0 and st.to_act == 0


def test_knight_of_fortune_in_the_hole_shown_makes_each_opponent_pay_a_third_of_the_pot_or_fold() -> None:
    st = dk_table({0: ["Jd", "Ad"], 1: ["7h", "8c"], 2: ["3c", "5d"]}, ["As", "2c", "7d", "9h", "4s"],
                  wing_card="Jd")
    play(st, Call(10), Call(5), Check())
    assert ShowFortune() in st.legal_actions() and st.to_act == 0
    events = play(st, ShowFortune())
    assert CardFlipped("Jd", "hole:0", True) in events
    assert st.view(1)["face_up_hole"][0] == ["Jd"]
    assert st.to_act == 1 and st.legal_actions() == [FortuneCall(10), FortuneFold(0)]
    play(st, FortuneCall(10), FortuneFold(0))
    assert st.to_act == 0 and st.stacks[0] == 390 and Check() in st.legal_actions()
    assert ShowFortune() not in st.legal_actions()
    check_down(st)
    assert paid(st) == [(0, 40)]
    assert st.stacks == [430, 375, 380]      # 430, 380, 380, less the next hand's small blind


def test_the_knight_of_fortune_is_not_shown_twice_in_a_hand() -> None:
    st = dk_table({0: ["Jd", "Ad"], 1: ["7h", "8c"], 2: ["3c", "5d"]}, ["As", "2c", "7d", "9h", "4s"],
                  wing_card="Jd")
    play(st, Call(10), Call(5), Check(), ShowFortune(), FortuneCall(10), FortuneCall(10), Check(), Check(), Check())
    assert st.phase == "turn" and st.to_act == 0
    with pytest.raises(IllegalAction, match="already been shown"):
        st.apply(ShowFortune())


def test_the_knights_rounds_and_the_token_are_told_in_the_hands_history_and_folds_stay_hidden() -> None:
    st = dk_table({0: ["Jd", "Ad"], 1: ["7h", "8c"], 2: ["3c", "5d"]}, ["As", "2c", "7d", "9h", "4s"],
                  wing_card="Jd")
    play(st, Call(10), Call(5), Check(), ShowFortune(), FortuneCall(10))
    events = play(st, FortuneFold(0))
    history = st.view(0)["history"]
    assert "P1 shows the Knight of Fortune: pay 10 to stay in, or fold." in history
    assert "P2 pays 10 and stays in." in history and "P3 folds." in history
    assert [e.seat for e in events if isinstance(e, SeatActed)] == [2]
    folded = [e for e in events if isinstance(e, CardMoved) and e.dst == "muck"]
    assert len(folded) == 2 and all(e.for_seat(0).card != e.card and not e.face_up for e in folded)
    board = dk_table({0: ["Ah", "Ad"], 1: ["7h", "8c"], 2: ["3c", "5d"]}, ["Jd", "2c", "7d", "9h", "4s"],
                     wing_card="Jd")
    play(board, Call(10), Call(5), Check(), FortuneCall(60), FortuneFold(30))
    assert "P2 folds, paying 30." in board.view(0)["history"]


def test_the_token_of_mercy_is_told_in_the_hands_history() -> None:
    st = dk_table({0: ["Jh", "Ah"], 1: ["7h", "8c"], 2: ["Tc", "4d"]}, ["As", "Ad", "2c", "5s", "9h"],
                  wing_card="Jh")
    play(st, Call(10), Fold(), Check(), StayOut(), Check(), Check(), BuyBack(12))
    history = st.view(1)["history"]
    assert "P1 stays out." in history and "P1 buys back into the hand for 12 with the token of mercy." in history
    sold = dk_table({0: ["Jh", "2d"]}, ["9h", "Td", "3d", "5s", "6h"], wing_card="Jh")
    events = play(sold, Call(10), SellMercyToken())
    assert [e.why for e in events if isinstance(e, HouseBonus)] == ["the token of mercy"]
    assert "The house gives P1 100 for the token of mercy." in sold.view(2)["history"]


def test_a_view_is_the_seats_own_and_the_tallies_survive_a_json_round_trip() -> None:
    st = dk_table({0: ["Jd", "Ad"]}, ["As", "2c", "7d", "9h", "4s"], wing_card="Jd")
    play(st, Raise(40))
    assert [st.view(seat)["seat"] for seat in range(3)] == [0, 1, 2]
    again = GAME.state_from_json(json.loads(json.dumps(st.to_json())))
    assert isinstance(again, HoldemState) and again.tallies == st.tallies and st.tallies[2]["aggressive"] == 1
