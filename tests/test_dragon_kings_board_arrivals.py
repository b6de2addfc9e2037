"""A card reaching the board acts as the wing card it is, however it came: dealt on a street,
put in a voided card's place by the Knight of the Void in the hole, or dealt by the Knight of
War for everyone after the river (rules version 2; a record made under 1 replays without).

Three seats of 400 at blinds 5/10; the button is seat 2, so seat 0 is the small blind and
acts first after the flop."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dragon_kings_helpers import deal_order, play, played_under, table
from eternus.engine.core import CardMoved, Event
from eternus.engine.dragon_kings import betting
from eternus.engine.dragon_kings.actions import Call, Check, FortuneCall, TurnIn, VoidBoardCard
from eternus.engine.dragon_kings.state import HoldemState

DK: dict[str, Any] = {"preset": "dragon_kings", "match_length": 20}


def dk_table(holes: dict[int, Sequence[str]], board: Sequence[str], wing_card: str,
             permanent: str | None = None, bottom: Sequence[str] = ()) -> HoldemState:
    st, _ = table([400, 400, 400], [deal_order(3, 2, holes, board, bottom=bottom)], wing_card=wing_card, **DK)
    st.wing["permanent"] = permanent
    return st


def to_the_flop(st: HoldemState) -> None:
    """Seat 2 calls, the small blind calls, the big blind checks: seat 0 acts on the flop."""
    play(st, Call(10), Call(5), Check())


def check_down(st: HoldemState) -> list[Event]:
    """Everyone checks or calls until the hand is over or a turn-in round asks for cards."""
    hand = st.hand_no
    events: list[Event] = []
    while st.hand_no == hand and st.phase not in ("wing_choice", "match_over") and not st.wing["turning_in"]:
        seat = st.to_act
        assert seat is not None
        owed = betting.limits(st, seat).to_call
        events += st.apply(Call(owed) if owed else Check())
    return events


def moved_to(events: Sequence[Event], zone: str) -> list[str]:
    return [e.card for e in events if isinstance(e, CardMoved) and e.dst == zone and e.card is not None]


def void_table(replacement: str, wing_card: str = "Js", permanent: str | None = None,
               more_bottom: Sequence[str] = ()) -> HoldemState:
    """Seat 0 holds the Knight of the Void; on the flop (Ah 7c 2d) it voids the Ace, and
    ``replacement`` comes up from the bottom in its place."""
    st = dk_table({0: ["Js", "8h"], 1: ["3d", "5s"], 2: ["Td", "9c"]}, ["Ah", "7c", "2d", "4h", "3h"],
                  wing_card, permanent, bottom=[replacement, *more_bottom])
    to_the_flop(st)
    return st


def test_a_card_the_knight_of_the_void_puts_on_the_board_deals_black_deaths_nest() -> None:
    st = void_table("Kc", more_bottom=["2s", "9h"])
    events = play(st, VoidBoardCard("Ah"))
    assert st.board == ["Kc", "7c", "2d"]
    assert st.wing["nest"] == ["2s", "9h"] and moved_to(events, "nest") == ["2s", "9h"]
    assert st.to_act == 0                                   # the holder's turn goes on


def test_a_suicide_king_the_knight_of_the_void_puts_on_the_board_deals_everyone_a_third_card() -> None:
    st = void_table("Kh", wing_card="Kh", permanent="Js", more_bottom=["2s", "9h", "Qc"])
    play(st, VoidBoardCard("Ah"))
    assert [len(cards) for cards in st.hole] == [3, 3, 3]
    assert st.hole[0] == ["Js", "8h", "2s"] and st.to_act == 0


def test_a_gold_dragon_the_knight_of_the_void_puts_on_the_board_puts_the_gold_chip_on_the_table() -> None:
    st = void_table("Kd", wing_card="Kd", permanent="Js")
    play(st, VoidBoardCard("Ah"))
    assert st.wing["gold_chip"] == "table"


def test_a_turn_in_round_the_knights_new_card_opens_comes_before_the_holders_own_decision() -> None:
    st = void_table("Qs", wing_card="Qs", permanent="Js", more_bottom=["2s", "9h", "Qc"])
    play(st, Check(), Check(), Check())                     # the flop checked round: the turn
    play(st, VoidBoardCard("Ah"))
    assert st.wing["turning_in"] == [0, 1, 2] and st.to_act == 0
    play(st, TurnIn("8h"), TurnIn("3d"), TurnIn("9c"))
    assert st.wing["battlefield"] == ["2s", "9h", "Qc"]
    assert st.to_act == 0 and Check() in st.legal_actions()    # back to the holder, on the turn


def test_a_knight_of_fortune_the_knight_of_the_void_puts_on_the_board_opens_its_round_first() -> None:
    st = void_table("Jd", wing_card="Jd", permanent="Js")
    play(st, VoidBoardCard("Ah"))
    fortune = st.wing["fortune"]
    assert fortune is not None and (fortune["queue"], fortune["call"], fortune["resume"]) == ([0, 1, 2], 60, 0)
    play(st, FortuneCall(60), FortuneCall(60), FortuneCall(60))
    assert st.to_act == 0 and Check() in st.legal_actions()    # back to the holder's own decision


def test_a_queen_of_avarice_the_knight_of_the_void_puts_on_the_board_stops_the_hand() -> None:
    st = void_table("Qd", wing_card="Qd", permanent="Js", more_bottom=["2s", "Ah", "9h"])
    events = play(st, VoidBoardCard("Ah"))
    assert moved_to(events, "draws") == ["2s", "Ah", "9h"]
    assert st.hand_no == 2 and st.last_hand is not None
    assert [(a["seat"], a["amount"]) for a in st.last_hand["awards"]] == [(1, 30)]
    assert st.last_hand["draws"] == ["2s", "Ah", "9h"]


def test_the_knight_of_wars_card_for_everyone_deals_black_deaths_nest() -> None:
    st = dk_table({0: ["Ad", "3s"], 1: ["Kd", "Kh"], 2: ["4h", "5d"]}, ["Jc", "2d", "7h", "9s", "Qc"],
                  "Jc", bottom=["Kc", "As", "Ac"])
    events = check_down(st)
    assert moved_to(events, "extra") == ["Kc"] and moved_to(events, "nest") == ["As", "Ac"]
    assert st.last_hand is not None       # the nest (Aces) takes half: another club, the Queen, is out
    assert sorted((a["seat"], a["amount"]) for a in st.last_hand["awards"]) == [(0, 15), (1, 15)]


def test_the_knight_of_wars_card_may_open_a_turn_in_round_before_the_showdown() -> None:
    st = dk_table({0: ["Ad", "3s"], 1: ["Kd", "Kh"], 2: ["4h", "5d"]}, ["Jc", "2d", "7h", "9s", "Qc"],
                  "Jc", permanent="Js", bottom=["Js", "As", "Ac", "2h"])
    check_down(st)
    assert st.wing["turning_in"] == [0, 1, 2] and st.to_act == 0 and st.hand_no == 1
    play(st, TurnIn("3s"), TurnIn("Kh"), TurnIn("5d"))
    assert st.hand_no == 2 and st.last_hand is not None     # straight on to the showdown: no betting
    assert [(a["seat"], a["amount"]) for a in st.last_hand["awards"]] == [(0, 30)]   # Aces, the new Ace


def test_the_knight_of_wars_card_for_its_holder_alone_is_no_board_card_and_acts_as_no_wing_card() -> None:
    st = dk_table({0: ["Jc", "Ad"], 1: ["Kd", "Kh"], 2: ["As", "Qd"]}, ["2d", "7h", "9s", "3c", "4s"],
                  "Jc", bottom=["Kc", "5h", "6h"])
    events = check_down(st)
    assert moved_to(events, "extra") == ["Kc"] and moved_to(events, "nest") == []


def test_a_record_made_under_rules_1_replays_a_voided_cards_replacement_without_its_wing_effect() -> None:
    st = played_under(void_table("Kc", more_bottom=["2s", "9h"]), 1)
    play(st, VoidBoardCard("Ah"))
    assert st.board == ["Kc", "7c", "2d"] and st.wing["nest"] == []


# ------------------------------------------------------------------ and into a hole after the deal

def _vanity_turns_in_a_six_for_the_gold_dragon() -> HoldemState:
    """The Queen of Vanity on the flop; seat 0 turns in its six and gets the Gold Dragon."""
    st = dk_table({0: ["6h", "9c"], 1: ["3d", "5s"], 2: ["Td", "9s"]}, ["Qc", "2d", "8h", "Jd", "4c"],
                  "Qc", permanent="Kd", bottom=["Kd"])
    to_the_flop(st)
    return st


def test_a_gold_dragon_received_in_a_turn_in_brings_its_holder_the_gold_chip() -> None:
    st = _vanity_turns_in_a_six_for_the_gold_dragon()
    play(st, TurnIn("6h"))
    assert st.hole[0] == ["9c", "Kd"] and st.wing["gold_chip"] == "seat:0"


def test_a_record_made_under_rules_1_gives_no_gold_chip_for_a_gold_dragon_received_in_a_turn_in() -> None:
    st = played_under(_vanity_turns_in_a_six_for_the_gold_dragon(), 1)
    play(st, TurnIn("6h"))
    assert st.hole[0] == ["9c", "Kd"] and st.wing["gold_chip"] is None


def test_a_knight_of_mercy_dealt_as_a_suicide_kings_third_card_brings_the_token_of_mercy() -> None:
    st = dk_table({0: ["Ad", "Ac"], 1: ["5c", "6c"], 2: ["Jd", "Td"]}, ["Kh", "2c", "7d", "9h", "4s"],
                  "Kh", permanent="Jh", bottom=["As", "Jh", "8c"])
    to_the_flop(st)
    assert st.hole[1] == ["5c", "6c", "Jh"] and st.wing["mercy_token"] == 1
