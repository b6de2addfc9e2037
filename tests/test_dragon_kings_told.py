"""What the table is told and refused at Dragon Kings: a fold in words, the shuffle that brings
the last hand's cards back from the muck, hands turned up all in before the flop, the real six
a wild six plays as, a turn-in and a gold-chip call refused with their reasons. Three seats
of 400 at blinds 5/10, the button on seat 2."""

from __future__ import annotations

from typing import Any

import pytest

from dragon_kings_helpers import deal_order, play, table
from eternus.engine.core import IllegalAction, Shuffled
from eternus.engine.dragon_kings.wings import hands as wing_hands
from eternus.engine.dragon_kings.actions import AllIn, Call, CallWithGoldChip, Check, Fold, TurnIn
from eternus.engine.dragon_kings.events import HandShown, SeatActed

DK: dict[str, Any] = {"preset": "dragon_kings", "match_length": 20}


def test_a_fold_is_told_at_the_table_as_a_fold() -> None:
    st, _ = table([400, 400, 400])
    events = play(st, Fold())
    acted = [e for e in events if isinstance(e, SeatActed)]
    assert [(e.seat, e.verb) for e in acted] == [(2, "fold")] and acted[0].text.endswith(" folds.")


def test_every_hand_after_the_first_shuffles_the_last_hands_cards_back_in_from_the_muck() -> None:
    st, events = table([400, 400, 400])
    assert [e.src for e in events if isinstance(e, Shuffled)] == [""]          # a fresh deck
    events = play(st, Fold(), Fold())                                          # the next hand
    assert [e.src for e in events if isinstance(e, Shuffled)] == ["muck"]


def test_the_queen_of_vanitys_wild_six_is_named_as_the_real_six_in_the_hand() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Qc", "6h"], 1: ["Ac", "Jd"], 2: ["3d", "2h"]},
                                               ["Kd", "Kh", "2s", "9c", "4d"])], wing_card="Qc", **DK)
    play(st, Call(10), Call(5), Check())
    value = wing_hands.hand_value(st, 0)
    assert value.name == "Three Kings" and value.cards == ("Kd", "Kh", "6h", "Qc", "2s")


def test_a_turn_in_of_a_card_not_in_the_hand_is_refused_with_the_reason() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["6h", "9c"], 1: ["3d", "5s"], 2: ["Td", "9s"]},
                                               ["Qc", "2d", "8h", "Jd", "4c"], bottom=["Ah"])], wing_card="Qc", **DK)
    play(st, Call(10), Call(5), Check())
    with pytest.raises(IllegalAction) as refused:
        st.apply(TurnIn("6s"))
    assert refused.value.reason == "6s is not one of your live hole cards."
    with pytest.raises(IllegalAction) as refused:
        st.apply(TurnIn("9c"))
    assert refused.value.reason == "The Queen of Vanity takes only sixes."


def test_hands_turned_up_all_in_before_the_flop_are_not_named_yet() -> None:
    order = deal_order(3, 2, {1: ["Kh", "Kd"], 2: ["7c", "8c"]}, ["2d", "5c", "9h", "Ts", "Js"])
    st, _ = table([400, 400, 400], [order])
    events = play(st, AllIn(400), Fold(), AllIn(390))
    shown = [e for e in events if isinstance(e, HandShown)]
    assert [(e.seat, e.name) for e in shown[:2]] == [(1, ""), (2, "")]


def test_a_gold_chip_call_with_no_bet_to_call_is_refused_with_the_reason() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Kd", "2d"]}, ["3c", "2c", "7d", "9h", "4s"])],
                  wing_card="Kd", **DK)
    play(st, Call(10), Call(5), Check())                # the flop: seat 0 first, nothing bet
    assert st.to_act == 0 and st.wing["gold_chip"] == "seat:0"
    with pytest.raises(IllegalAction) as refused:
        st.apply(CallWithGoldChip())
    assert refused.value.reason == "There is no bet to call."
