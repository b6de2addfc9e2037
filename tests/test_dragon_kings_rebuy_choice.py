"""Rules 3: a seat out of chips with a re-buy left chooses between hands whether to buy in
again or sit out and watch (``rebuy_choice``); rules 1 and 2 re-bought without asking."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dragon_kings_helpers import GAME, deal_order, dk_table, play, table
from eternus.engine import registry
from eternus.engine.ai import make_agent
from eternus.engine.core import GameOver, IllegalAction
from eternus.engine.dragon_kings.actions import AllIn, BuyInAgain, Call, Check, Fold, KeepWings, SitOut
from eternus.engine.dragon_kings.ai import POLICY
from eternus.engine.dragon_kings.events import BoughtIn, RebuyOffered, SatOut, SeatBusted
from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.registry import Declaration

HOLES = {0: ["Ks", "Kh"], 2: ["As", "Ah"]}
BOARD = ["2c", "7d", "9h", "Jc", "4s"]


def _seat_zero_loses_its_50(rebuys: int = 1, rules: int = GAME.rules_version, stacks: tuple[int, ...] = (50, 400, 400),
                            **options: object) -> tuple[HoldemState, list]:
    """Seat 0 goes all in for its 50 with two Kings into two Aces and loses them (hand 1)."""
    st, _ = table(list(stacks), [deal_order(3, 2, HOLES, BOARD), deal_order(3, 0, HOLES, BOARD)],
                  rebuys=rebuys, rules=rules, **{"match_length": 20, **options})
    events = play(st, Call(10), AllIn(45), Fold(), Call(40))
    return st, events


def _heads_up_seat_zero_loses(rebuys: int = 1, **options: object) -> tuple[HoldemState, list]:
    """Two seats: seat 0 (the big blind) is all in for its 50 with Kings against Aces and loses."""
    holes = {0: ["Ks", "Kh"], 1: ["As", "Ah"]}
    st, _ = table([50, 400], [deal_order(2, 1, holes, BOARD)], rebuys=rebuys, **{"match_length": 20, **options})
    events = play(st, Call(5), AllIn(40), Call(40))
    return st, events


def test_a_seat_out_of_chips_with_a_re_buy_left_is_asked_to_buy_in_again_or_sit_out() -> None:
    st, events = _seat_zero_loses_its_50()
    assert (st.phase, st.to_act, st.hand_no) == ("rebuy_choice", 0, 1)
    assert st.legal_actions() == [BuyInAgain(400, 1), SitOut()]
    assert [(e.seat, e.chips, e.left) for e in events if isinstance(e, RebuyOffered)] == [(0, 400, 1)]
    assert not [e for e in events if isinstance(e, (BoughtIn, SeatBusted))]      # nothing decided for it
    assert st.view(1)["phase"] == "rebuy_choice" and st.view(1)["last_hand"]["asked"] == [0]   # the table sees it
    assert st.stacks == [0, 390, 460] and st.rebuys_left == [1, 1, 1]


def test_the_re_buy_is_offered_as_the_button_says_it() -> None:
    assert BuyInAgain(400, 1).label == "Buy in again for 400 chips (1 re-buy left)"
    assert BuyInAgain(200, 2).label == "Buy in again for 200 chips (2 re-buys left)"
    assert SitOut().label == "Sit out and watch"


def test_buying_in_again_spends_a_re_buy_and_the_next_hand_is_dealt() -> None:
    st, _ = _seat_zero_loses_its_50()
    events = st.apply(BuyInAgain(400, 1))
    assert [(e.seat, e.amount, e.rebuy) for e in events if isinstance(e, BoughtIn)] == [(0, 400, True)]
    assert st.ledger[-1] == {"seat": 0, "kind": "rebuy", "amount": 400, "hand": 1}
    assert st.rebuys_left == [0, 1, 1] and st.busted_in == [0, 0, 0]
    assert (st.phase, st.hand_no, st.button, st.dealt) == ("preflop", 2, 0, [True, True, True])
    last = st.last_hand
    assert last is not None and last["rebought"] == [0] and last["asked"] == []
    assert last["history"][-1] == "P1 buys in again for 400."


def test_sitting_out_keeps_the_seat_out_for_the_rest_of_the_match() -> None:
    st, _ = _seat_zero_loses_its_50()
    events = st.apply(SitOut())
    assert [e.seat for e in events if isinstance(e, SatOut)] == [0]
    assert (st.phase, st.hand_no, st.dealt, st.busted_in) == ("preflop", 2, [False, True, True], [1, 0, 0])
    assert st.rebuys_left == [1, 1, 1] and st.stacks[0] == 0                # the re-buy is kept, unused
    last = st.last_hand
    assert last is not None and last["sat_out"] == [0] and last["asked"] == []
    assert last["history"][-1] == "P1 is out of chips and sits out to watch."
    while not st.is_over:                                                   # never dealt in again
        play(st, Fold() if Fold() in st.legal_actions() else Check())
        assert st.to_act != 0 and not st.dealt[0]


def test_only_the_seat_out_of_chips_answers_and_only_with_the_offer() -> None:
    st, _ = _seat_zero_loses_its_50()
    before = st.to_json()
    for action, reason in ((Check(), "out of chips: buy in again, or sit out"),
                           (BuyInAgain(200, 1), "A re-buy is 400 chips, and 1 re-buy left"),
                           (BuyInAgain(400, 2), "A re-buy is 400 chips")):
        with pytest.raises(IllegalAction, match=reason):
            st.apply(action)
    assert st.to_json() == before                                          # refused, nothing changed


def test_a_re_buy_answer_is_refused_during_a_hand() -> None:
    st, _ = _seat_zero_loses_its_50()
    st.apply(BuyInAgain(400, 1))
    for action in (BuyInAgain(400, 1), SitOut()):
        with pytest.raises(IllegalAction, match="Only a seat out of chips, between hands"):
            st.apply(action)


def test_the_match_ends_when_the_last_opponent_sits_out() -> None:
    st, events = _heads_up_seat_zero_loses()
    assert (st.phase, st.to_act) == ("rebuy_choice", 0) and not st.is_over   # one seat with chips, one asked
    events = st.apply(SitOut())
    assert st.is_over and st.legal_actions() == []
    assert [e.returns for e in events if isinstance(e, GameOver)] == [(-50.0, 50.0)]


def test_a_seat_that_buys_in_again_heads_up_keeps_the_match_going() -> None:
    st, _ = _heads_up_seat_zero_loses()
    st.apply(BuyInAgain(400, 1))
    assert not st.is_over and (st.hand_no, st.stacks) == (2, [395, 440])


def test_nobody_is_asked_after_the_last_hand() -> None:
    st, events = _heads_up_seat_zero_loses(match_length=1)
    assert st.is_over and not [e for e in events if isinstance(e, RebuyOffered)]
    assert [e.seat for e in events if isinstance(e, SeatBusted)] == [0] and st.busted_in == [1, 0]


def test_under_rules_2_a_seat_out_of_chips_still_buys_in_again_without_being_asked() -> None:
    st, events = _seat_zero_loses_its_50(rules=2)
    assert (st.phase, st.hand_no, st.stacks[0], st.rebuys_left[0]) == ("preflop", 2, 400, 0)
    assert not [e for e in events if isinstance(e, RebuyOffered)]
    assert st.last_hand is not None and "asked" not in st.last_hand


def test_two_seats_out_in_one_hand_are_asked_in_turn_from_the_buttons_left() -> None:
    holes = {0: ["Ks", "Kh"], 1: ["Qs", "Qh"], 2: ["As", "Ah"]}
    st, _ = table([50, 50, 400], [deal_order(3, 2, holes, BOARD)], rebuys=1, match_length=20)
    events = play(st, Call(10), AllIn(45), AllIn(40), Call(40))
    assert [e.seat for e in events if isinstance(e, RebuyOffered)] == [0]          # one question at a time
    assert st.last_hand is not None and st.last_hand["asked"] == [0, 1]
    events = st.apply(SitOut())
    assert (st.phase, st.to_act) == ("rebuy_choice", 1)
    assert [e.seat for e in events if isinstance(e, RebuyOffered)] == [1]
    st.apply(BuyInAgain(400, 1))
    assert (st.phase, st.hand_no, st.dealt) == ("preflop", 2, [False, True, True])


def _black_king_held_while_seat_zero_runs_out() -> HoldemState:
    """A Dragon Kings hand: seat 1 folds a black King (so it chooses a wing card after the
    hand), seat 0 loses its 50 all in to seat 2's Aces."""
    st = dk_table({0: ["Tc", "Td"], 1: ["Ks", "2h"], 2: ["As", "Ah"]}, ["2c", "7d", "9h", "3c", "4s"],
                  stacks=(50, 400, 400), rebuys=1)
    play(st, Call(10), AllIn(45), Fold(), Call(40))
    return st


def test_the_re_buy_is_asked_before_the_wing_card_is_chosen() -> None:
    st = _black_king_held_while_seat_zero_runs_out()
    assert (st.phase, st.to_act, st.wing["choosers"]) == ("rebuy_choice", 0, [1])
    st.apply(BuyInAgain(400, 1))
    assert (st.phase, st.to_act, st.hand_no) == ("wing_choice", 1, 1)       # the wing card's turn, then the deal
    st.apply(KeepWings())
    assert (st.phase, st.hand_no) == ("preflop", 2)


def test_the_re_buy_choice_is_kept_in_a_save() -> None:
    st, _ = _seat_zero_loses_its_50()
    again = GAME.state_from_json(st.to_json())
    assert (again.to_act, again.legal_actions()) == (0, [BuyInAgain(400, 1), SitOut()])


@pytest.fixture
def declared(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    known = registry.declarations()
    monkeypatch.setattr(registry, "declarations", lambda: {**known, GAME.id: Declaration(GAME, POLICY)})
    yield


@pytest.mark.parametrize("spec", ["greedy", "caller", "ismcts:easy", "ismcts:normal", "ismcts:hard",
                                  "ismcts:normal+tight"])
def test_an_ai_always_buys_in_again_while_it_can(spec: str, declared: None) -> None:
    st, _ = _seat_zero_loses_its_50()
    agent = make_agent(spec, 3)
    assert agent.choose(GAME, st.view(0), 0, st.legal_actions()) == BuyInAgain(400, 1)
