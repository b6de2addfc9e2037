"""Direct tests of where wing cards act and whom they pay.

Where: the Grave Digger (the only wing card whose effect depends on where it lies) turns the
board cards beside it into spades, in the order the board was dealt: one neighbour at
either end of the board, the Knight of War's extra card after the river, a replacement in
a voided card's place. Whom: a payment a wing card asks for skips a player who has no chips
left or was not dealt in. Three seats of 400 at blinds 5/10, the button on seat 2."""

from __future__ import annotations


from dragon_kings_helpers import check_down, deal_order, dk_table, play
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, VoidBoardCard
from eternus.engine.dragon_kings.events import HouseBonus, SeatPaid
from eternus.engine.dragon_kings.wings.hands import as_played

NO_WILD: frozenset[str] = frozenset()


# ------------------------------------------------------------------ the Grave Digger's neighbours

def test_the_grave_digger_in_the_middle_of_the_board_turns_both_neighbours_into_spades() -> None:
    assert as_played(["2h", "Ks", "4c", "5d", "9h"], NO_WILD) == ["2s", "Ks", "4s", "5d", "9h"]


def test_the_grave_digger_as_the_first_board_card_turns_only_the_card_after_it() -> None:
    assert as_played(["Ks", "2h", "3d", "4c", "5h"], NO_WILD) == ["Ks", "2s", "3d", "4c", "5h"]


def test_the_grave_digger_as_the_last_board_card_turns_only_the_card_before_it() -> None:
    assert as_played(["2h", "3d", "4c", "5h", "Ks"], NO_WILD) == ["2h", "3d", "4c", "5s", "Ks"]


def test_the_grave_digger_on_the_river_turns_the_knight_of_wars_extra_card_too() -> None:
    assert as_played(["2h", "3d", "4c", "5h", "Ks", "9d"], NO_WILD) == ["2h", "3d", "4c", "5s", "Ks", "9s"]
    # through the table: with the extra Eight as a spade, seat 0 has five spades, not four
    st = dk_table({0: ["As", "3s"], 1: ["Kd", "Kh"], 2: ["4c", "5d"]}, ["2d", "Jc", "9d", "4h", "Ks"],
                  wing_card="Jc", bottom=["8h"])
    check_down(st)
    assert st.last_hand is not None
    assert {h["seat"]: h["name"] for h in st.last_hand["shown"]}[0] == (
        "Flush, Ace high (the Grave Digger makes the Four of Hearts and the Eight of Hearts spades)")


def test_a_wild_card_beside_the_grave_digger_stays_wild() -> None:
    assert as_played(["Qh", "Ks", "4c"], frozenset({"Qh"})) == ["Qh", "Ks", "4s"]


def test_a_card_replacing_a_voided_neighbour_of_the_grave_digger_takes_its_place_and_becomes_a_spade() -> None:
    st = dk_table({0: ["Js", "8h"], 1: ["3d", "5s"], 2: ["Td", "9c"]}, ["Ah", "Ks", "2d", "7c", "4d"],
                  wing_card="Js", bottom=["5h"])
    play(st, Call(10), Call(5), Check())
    play(st, VoidBoardCard("Ah"))
    assert st.board == ["5h", "Ks", "2d"] and as_played(st.board, NO_WILD) == ["5s", "Ks", "2s"]


# ------------------------------------------------------------------ payments skip a player who is out

def test_a_player_left_with_no_chips_pays_nothing_to_the_queen_of_chaos() -> None:
    st = dk_table({0: ["Qs", "3h"], 1: ["5c", "6d"], 2: ["Td", "2c"]}, ["Qh", "3d", "9h", "7c", "Jd"],
                  wing_card="Qs", stacks=(400, 400, 30))
    events = play(st, AllIn(30), Call(25), Call(20))        # seat 2 all in preflop
    events += check_down(st)
    assert [(e.payer, e.seat, e.amount) for e in events if isinstance(e, SeatPaid)] == [(1, 0, 50)]
    assert st.stacks[2] == 0 and st.busted_in[2] == 1


def test_the_knight_of_mercys_gift_reaches_a_player_who_lost_all_in_that_hand() -> None:
    st = dk_table({0: ["Ad", "Ac"], 1: ["5c", "6d"], 2: ["4s", "2c"]}, ["Jh", "3d", "9h", "7s", "8d"],
                  wing_card="Jh", stacks=(400, 400, 30))
    events = play(st, AllIn(30), Call(25), Call(20))
    events += check_down(st)
    assert [(e.seat, e.amount) for e in events if isinstance(e, HouseBonus)] == [(0, 25), (1, 25), (2, 25)]
    assert st.busted_in[2] == 0 and st.dealt[2]         # dealt in: paid, and so still playing hand 2


def test_a_player_out_of_chips_before_the_deal_gets_no_knight_of_mercy_gift() -> None:
    # hand 1: seat 2 loses all in; hand 2 is heads-up (seat 0 the button), the Knight on its flop
    second = deal_order(2, 0, {0: ["2h", "3h"], 1: ["4h", "5h"]}, ["Jh", "Td", "9d", "7s", "6c"])
    st = dk_table({0: ["Ad", "Ac"], 1: ["5c", "6d"], 2: ["Td", "2c"]}, ["3s", "4d", "9h", "7c", "8d"],
                  wing_card="Jh", stacks=(400, 400, 30), more=[second])
    play(st, AllIn(30), Call(25), Call(20))
    check_down(st)
    assert st.hand_no == 2 and st.dealt == [True, True, False]
    events = check_down(st)
    assert [(e.seat, e.amount) for e in events if isinstance(e, HouseBonus)] == [(0, 25), (1, 25)]
    assert st.stacks[2] == 0
