"""One test per rule of The Seal of Pragon, named after the rule (see docs/rules/pragon.md)."""

from __future__ import annotations

import pytest

from eternus.engine.cards import is_joker
from eternus.engine.core import CardFlipped, CardMoved, GameOver, IllegalAction, Shuffled
from eternus.engine.pragon.actions import (
    FLUSH, FOUR, FIVE, PAIR, PAIR_ACES, PAIR_JACKS, PAIR_KINGS, PAIR_QUEENS, STRAIGHT,
    STRAIGHT_FLUSH, THREE, EndRound, FinishEffect, Flip, MakeHand, Place, Remove,
    TakeFromDiscard,
)
from eternus.engine.pragon.game import new_game
from eternus.engine.pragon.explain import explain_selection
from eternus.engine.pragon.star import STACKS
from tests.pragon_helpers import position, table_counts, total_cards

# A table with every stack holding a face-down card under a face-down top, for effects.
DOWN = {"top": ["2c", "3c"], "left": ["4c", "5c"], "middle": ["6c", "7c"],
        "right": ["8c", "Td"], "bottom-left": ["Tc", "2d"], "bottom-right": ["3d", "4d"]}


def hands_of(state, kind=None):
    return [a for a in state.legal_actions()
            if isinstance(a, MakeHand) and (kind is None or a.hand == kind)]


# ---------------------------------------------------------------- set-up

def test_setup_uses_one_deck_and_two_jokers():
    state = new_game(3)
    assert total_cards(state) == 54


def test_setup_six_stacks_of_three_and_a_middle_of_five():
    for seed in range(20):
        state = new_game(seed)
        counts = table_counts(state)
        # the set-up never removes a card; a joker shown in the middle is replaced
        assert counts == {"top": 3, "left": 3, "middle": 5, "right": 3,
                          "bottom-left": 3, "bottom-right": 3}, seed


def test_setup_only_the_middle_top_card_is_face_up():
    checked = 0
    for seed in range(40):
        state = new_game(seed)
        if any(is_joker(c) for c in state.hand):
            continue  # a joker drawn into the first hand turns the middle card down
        checked += 1
        assert [s for s in STACKS if state.table.up[s]] == ["middle"], seed
    assert checked > 30


def test_setup_joker_revealed_in_the_middle_goes_back_into_the_deck():
    from eternus.engine.pragon.rules import new_state
    from eternus.engine.pragon.game import PragonGame
    from eternus.engine.core import Seat
    game = PragonGame()
    for seed in range(5000):
        events = []
        state = new_state((Seat("P"),), game.resolve_options({}), seed, events)
        shuffles = [e for e in events if isinstance(e, Shuffled) and e.src == "stack:middle"]
        if shuffles:
            break
    else:
        pytest.fail("no seed in 5000 shows a joker in the middle during set-up")
    flips = [e for e in events if isinstance(e, CardFlipped) and e.zone == "stack:middle"]
    assert is_joker(flips[0].card)
    # The table is told the joker went back to the deck and a hidden card came to the middle.
    at = events.index(flips[0])
    back, _shuffle, replaced = events[at + 1:at + 4]
    assert (back.card, back.src, back.dst, back.face_up) == (flips[0].card, "stack:middle", "deck", False)
    assert (replaced.src, replaced.dst, replaced.face_up, replaced.public) == ("deck", "stack:middle", False, False)
    assert not is_joker(state.table.cards["middle"][-1]) or not state.table.up["middle"]
    assert len(state.table.cards["middle"]) == 5
    assert total_cards(state) == 54


def test_setup_draws_a_starting_hand_of_three():
    for seed in range(20):
        state = new_game(seed)
        assert len(state.hand) == 3 and len(state.deck) == 54 - 20 - 3 and state.round_no == 1


# ---------------------------------------------------------------- rounds

def test_round_starts_by_drawing_up_to_three():
    state = position(stacks=DOWN, up={"middle": True}, hand=["5h", "5d"],
                     deck_top=["Ks", "9h", "2s"], discard=[])
    state.apply(MakeHand(("5d", "5h"), PAIR))   # pair: one target
    state.apply(Flip("top"))                     # effect used up: no hand left -> new round
    assert state.round_no == 2
    assert sorted(state.hand) == sorted(["Ks", "9h", "2s"])


def test_only_two_pairs_in_a_round():
    state = position(stacks={"top": ["2c", "5c"], "left": ["3c", "6c"], "middle": ["4c", "7c"],
                             "right": ["8d", "9h"], "bottom-left": ["2d", "8h"]},
                     up={"top": True, "left": True, "middle": True, "right": True,
                         "bottom-left": True},
                     hand=["5h", "6h", "7h"])
    state.apply(MakeHand(("5c", "5h"), PAIR))
    state.apply(FinishEffect())
    state.apply(MakeHand(("6c", "6h"), PAIR))
    state.apply(FinishEffect())
    assert state.pairs_this_round == 2
    assert not [a for a in hands_of(state) if a.hand == PAIR]
    reason = explain_selection(state, ["7c", "7h"])
    assert reason == "You have already made two pairs this round."


def test_pairs_allowed_per_round_start_again_at_a_new_round():
    state = position(stacks={"top": ["2c", "5c"], "left": ["3c", "6c"], "middle": ["4c", "7c"],
                             "right": ["8d", "9h"], "bottom-left": ["2d", "8h"],
                             "bottom-right": ["3d", "Kc"]},
                     up={"top": True, "left": True, "middle": True, "right": True, "bottom-left": True,
                         "bottom-right": True},
                     hand=["5h", "6h", "Th"], deck_top=["7h", "8s"])
    for pair in (("5c", "5h"), ("6c", "6h")):
        state.apply(MakeHand(pair, PAIR))
        state.apply(FinishEffect())
    assert state.round_no == 1 and state.pairs_this_round == 2
    assert state.hands_this_round == 2 and state.view(0)["hands_this_round"] == 2
    assert not hands_of(state, PAIR)
    state.apply(EndRound())
    assert state.round_no == 2 and state.pairs_this_round == 0 and state.hands_this_round == 0
    assert sorted(state.hand) == ["7h", "8s", "Th"]
    state.apply(MakeHand(("7c", "7h"), PAIR))
    state.apply(FinishEffect())
    assert MakeHand(("8h", "8s"), PAIR) in hands_of(state, PAIR)   # two pairs again this round
    state.apply(MakeHand(("8h", "8s"), PAIR))
    assert state.round_no == 2 and state.pairs_this_round == 2 and state.hands_this_round == 2


def test_end_round_only_after_a_hand():
    state = position(stacks=DOWN, hand=["5h", "5d", "Kh"])
    assert EndRound() not in state.legal_actions()
    with pytest.raises(IllegalAction, match="at least one hand"):
        state.apply(EndRound())
    state.apply(MakeHand(("5d", "5h"), PAIR))
    state.apply(FinishEffect())


def test_end_round_draws_the_next_hand():
    state = position(stacks={"top": ["2c", "Kc"], "middle": ["3c", "Kd"]},
                     up={"top": True, "middle": True}, hand=["Ks", "Kh", "4h"], deck_top=["9s", "9d"])
    state.apply(MakeHand(("Kc", "Ks"), PAIR))
    state.apply(FinishEffect())
    assert EndRound() in state.legal_actions()
    state.apply(EndRound())
    assert state.round_no == 2 and sorted(state.hand) == ["4h", "9s", "Kh"]


def test_round_ends_by_itself_when_no_hand_can_be_made():
    state = position(stacks=DOWN, hand=["5h", "5d", "Kh"], deck_top=["2h", "9s"])
    state.apply(MakeHand(("5d", "5h"), PAIR))
    state.apply(FinishEffect())
    assert state.round_no == 2 and len(state.hand) == 3


# ---------------------------------------------------------------- making hands

def test_a_hand_needs_a_card_from_the_players_hand():
    state = position(stacks={"top": ["2c", "9c"], "left": ["3c", "9d"]},
                     up={"top": True, "left": True}, hand=["4h", "Kd", "2s"])
    assert not [a for a in hands_of(state) if set(a.cards) == {"9c", "9d"}]
    assert explain_selection(state, ["9c", "9d"]) == "Use at least one card from your hand with the table cards."


def test_table_cards_used_in_a_hand_are_discarded():
    state = position(stacks={"top": ["2c", "9c"]}, up={"top": True}, hand=["9h", "Kd", "2s"])
    state.apply(MakeHand(("9c", "9h"), PAIR))
    assert state.discard[-2:] == ["9c", "9h"]
    assert state.table.cards["top"] == ["2c"] and not state.table.up["top"]


def test_only_face_up_top_cards_join_a_hand():
    state = position(stacks={"top": ["9c", "2c"]}, hand=["9h", "Kd", "2s"])
    assert explain_selection(state, ["9c", "9h"]).endswith("face up on top of a stack.")


# ---------------------------------------------------------------- effects

def test_pair_turns_up_one_card_or_removes_one():
    state = position(stacks={**DOWN, "top": ["2c", "Kc"]}, up={"top": True},
                     hand=["5h", "5d", "Ah"])
    state.apply(MakeHand(("5d", "5h"), PAIR))
    targets = {type(a).__name__ + ":" + a.stack for a in state.legal_actions() if hasattr(a, "stack")}
    assert "Remove:top" in targets and "Flip:left" in targets
    state.apply(Remove("top"))
    assert state.effect is None and state.phase != "effect"


def test_three_of_a_kind_turns_up_three_cards():
    state = position(stacks=DOWN, hand=["5h", "5d", "5s"], deck_top=["2h", "9s", "Jd"])
    state.apply(MakeHand(("5d", "5h", "5s"), THREE))
    for s in ("top", "left", "right"):
        state.apply(Flip(s))
    assert [s for s in STACKS if state.table.up[s]] == ["top", "left", "right"]
    assert state.phase != "effect"


def test_straight_acts_only_on_the_three_legal_lines():
    state = position(stacks=DOWN, hand=["5h", "6d", "7s"], deck_top=["2h", "9s", "Jd"])
    state.apply(MakeHand(("5h", "6d", "7s"), STRAIGHT))
    state.apply(Flip("left"))
    allowed = {a.stack for a in state.legal_actions() if hasattr(a, "stack")}
    assert allowed == {"middle"}  # left-middle-right is the only line through left
    state.apply(Flip("middle"))
    allowed = {a.stack for a in state.legal_actions() if hasattr(a, "stack")}
    assert allowed == {"right"}
    with pytest.raises(IllegalAction, match="adjacent stacks"):
        state.apply(Flip("top"))


def test_straight_lines_are_middle_row_column_and_bottom_row():
    from eternus.engine.pragon.star import contiguous_in_a_line
    assert contiguous_in_a_line({"left", "middle", "right"})
    assert contiguous_in_a_line({"top", "middle"})
    assert contiguous_in_a_line({"bottom-left", "bottom-right"})
    assert not contiguous_in_a_line({"left", "right"})
    assert not contiguous_in_a_line({"top", "left"})
    assert not contiguous_in_a_line({"middle", "bottom-left"})


def test_straight_turns_up_or_removes_but_never_both_on_one_stack():
    state = position(stacks={**DOWN, "left": ["4c", "Kc"]}, up={"left": True},
                     hand=["5h", "6d", "7s"])
    state.apply(MakeHand(("5h", "6d", "7s"), STRAIGHT))
    state.apply(Flip("middle"))
    with pytest.raises(IllegalAction, match="only once per hand"):
        state.apply(Remove("middle"))
    state.apply(Remove("left"))
    assert state.table.cards["left"] == ["4c"]


def test_straight_aces_count_high_or_low_but_never_turn_the_corner():
    state = position(stacks={"top": ["2c", "Qd"]}, up={"top": True}, hand=["Ah", "Ks", "2s"])
    assert MakeHand(("Ah", "Ks", "Qd"), STRAIGHT) in state.legal_actions()
    low = position(stacks={"top": ["2c", "3d"]}, up={"top": True}, hand=["Ah", "Ks", "2s"])
    assert MakeHand(("Ah", "2s", "3d"), STRAIGHT) in low.legal_actions()
    assert MakeHand(("Ah", "Ks", "2s"), STRAIGHT) not in low.legal_actions()


def test_flush_and_straight_may_use_up_to_five_cards():
    state = position(stacks={"top": ["2c", "8h"], "left": ["3c", "9h"]},
                     up={"top": True, "left": True}, hand=["5h", "6h", "7h"])
    kinds = {(len(a.cards), a.hand) for a in hands_of(state)}
    assert (5, STRAIGHT_FLUSH) in kinds and (5, FLUSH) in kinds and (4, STRAIGHT) in kinds


def test_flush_turns_up_every_face_down_card():
    state = position(stacks=DOWN, hand=["5h", "9h", "Kh"], deck_top=["2h", "9s", "Jd"])
    state.apply(MakeHand(("5h", "9h", "Kh"), FLUSH))
    assert all(state.table.up[s] for s in STACKS)


def test_straight_flush_turns_up_face_down_and_removes_face_up():
    state = position(stacks={**DOWN, "left": ["4c", "Kc"]}, up={"left": True},
                     hand=["5h", "6h", "7h"], deck_top=["2h", "9s", "Js"])
    state.apply(MakeHand(("5h", "6h", "7h"), STRAIGHT_FLUSH))
    assert state.table.cards["left"] == ["4c"] and not state.table.up["left"]
    assert all(state.table.up[s] for s in STACKS if s != "left")
    assert "Kc" in state.discard


def test_four_of_a_kind_shuffles_five_discards_into_the_deck():
    state = position(stacks={**DOWN, "top": ["2c", "3c", "9c"]}, up={"top": True},
                     hand=["9h", "9d", "9s"], discard=["As", "Ad", "Ah", "Ac", "Qs", "Qd", "Qh"])
    deck_before = len(state.deck)
    events = state.apply(MakeHand(("9c", "9d", "9h", "9s"), FOUR))
    assert Shuffled("deck", 5, "discard") in events
    returned = [e for e in events if isinstance(e, CardMoved) and e.src == "discard"]
    assert len(returned) == 5 and all((e.dst, e.face_up) == ("deck", False) for e in returned)
    assert {e.card for e in returned} <= {"As", "Ad", "Ah", "Ac", "Qs", "Qd", "Qh", "9c", "9d", "9h", "9s"}
    assert total_cards(state) == 54
    # 7 + 4 discarded, 5 returned, then up to 3 drawn for the next round
    assert len(state.discard) == 6
    assert len(state.deck) + len(state.hand) == deck_before + 5


def test_five_of_a_kind_shuffles_the_whole_discard_pile_into_the_deck():
    state = position(stacks={**DOWN, "top": ["2c", "3c", "9c"]}, up={"top": True},
                     hand=["9h", "9d", "JK1"], deck_top=["9s"], discard=["As", "Ad"])
    state.hand.append(state.deck.pop())  # a four-card hand: 9h 9d JK1 9s
    events = state.apply(MakeHand(("9c", "9d", "9h", "9s", "JK1"), FIVE))
    assert state.discard == []
    assert any(isinstance(e, Shuffled) and e.count == 7 for e in events)


def test_face_down_cards_can_never_be_removed():
    state = position(stacks=DOWN, hand=["5h", "5d", "Ah"])
    state.apply(MakeHand(("5d", "5h"), PAIR))
    assert Remove("top") not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Face-down cards can never be removed"):
        state.apply(Remove("top"))


def test_effects_are_optional():
    state = position(stacks=DOWN, hand=["5h", "5d", "5s"], deck_top=["2h", "9s", "Jd"])
    state.apply(MakeHand(("5d", "5h", "5s"), THREE))
    state.apply(Flip("top"))
    state.apply(FinishEffect())
    assert sum(state.table.up.values()) == 1 and state.phase != "effect"


# ---------------------------------------------------------------- special pairs

def test_pair_of_jacks_removes_two_face_up_cards():
    state = position(stacks={**DOWN, "top": ["2c", "Kc"], "left": ["3s", "Qc"]},
                     up={"top": True, "left": True}, hand=["Jh", "Jd", "Ah"])
    state.apply(MakeHand(("Jd", "Jh"), PAIR_JACKS))
    state.apply(Remove("top"))
    state.apply(Remove("left"))
    assert {"Kc", "Qc"} <= set(state.discard)


def test_pair_of_queens_takes_a_card_from_the_discard_pile():
    state = position(stacks=DOWN, hand=["Qh", "Qd", "2h"], discard=["7s", "8s"])
    state.apply(MakeHand(("Qd", "Qh"), PAIR_QUEENS))
    assert TakeFromDiscard("7s") in state.legal_actions()
    state.apply(TakeFromDiscard("7s"))
    assert "7s" in state.hand and "7s" not in state.discard


def test_pair_of_kings_turns_up_two_cards():
    state = position(stacks=DOWN, hand=["Kh", "Kd", "2h"])
    state.apply(MakeHand(("Kd", "Kh"), PAIR_KINGS))
    state.apply(Flip("top"))
    state.apply(Flip("left"))
    assert state.table.up["top"] and state.table.up["left"] and state.phase != "effect"


def test_pair_of_aces_turns_up_one_and_removes_another():
    state = position(stacks={**DOWN, "top": ["2c", "Kc"]}, up={"top": True},
                     hand=["Ah", "Ad", "3h"])
    state.apply(MakeHand(("Ad", "Ah"), PAIR_ACES))
    state.apply(Flip("left"))
    with pytest.raises(IllegalAction, match="only once per hand"):
        state.apply(Remove("left"))
    state.apply(Remove("top"))
    assert "Kc" in state.discard and state.table.up["left"]


def test_special_pairs_may_be_played_as_normal_pairs():
    state = position(stacks=DOWN, hand=["Jh", "Jd", "2h"])
    kinds = {a.hand for a in hands_of(state)}
    assert kinds == {PAIR, PAIR_JACKS}


def test_hard_mode_plays_without_special_pairs():
    state = position(stacks=DOWN, hand=["Jh", "Jd", "2h"], hard_mode=True)
    assert {a.hand for a in hands_of(state)} == {PAIR}


# ---------------------------------------------------------------- jokers

def test_joker_revealed_turns_down_the_middle_and_face_up_court_cards_and_aces():
    state = position(stacks={**DOWN, "middle": ["6c", "5s"], "top": ["2c", "Kc"],
                             "left": ["4c", "As"], "right": ["8c", "9s"], "bottom-left": ["Tc", "JK1"]},
                     up={"middle": True, "top": True, "left": True, "right": True},
                     hand=["7h", "7d", "2h"])
    state.apply(MakeHand(("7d", "7h"), PAIR))
    events = state.apply(Flip("bottom-left"))   # the joker
    up = {s for s in STACKS if state.table.up[s]}
    assert up == {"right", "bottom-left"}   # 9 stays; middle 5, King and Ace turn down
    assert {"5s", "Kc", "As"} <= state.known_down
    # Each card turned down is told on its own stack, where the table shows it turn.
    turned_down = {(e.card, e.zone) for e in events if isinstance(e, CardFlipped) and not e.face_up}
    assert turned_down == {("5s", "stack:middle"), ("Kc", "stack:top"), ("As", "stack:left")}


def test_joker_is_wild():
    state = position(stacks=DOWN, hand=["JK1", "9d", "2h"])
    assert MakeHand(("9d", "JK1"), PAIR) in state.legal_actions()
    assert MakeHand(("2h", "JK1"), PAIR) in state.legal_actions()


def test_two_jokers_are_a_pair_of_any_rank():
    state = position(stacks=DOWN, hand=["JK1", "JK2", "2h"])
    kinds = {a.hand for a in hands_of(state) if a.cards == ("JK1", "JK2")}
    assert kinds == {PAIR, PAIR_JACKS, PAIR_QUEENS, PAIR_KINGS, PAIR_ACES}


def test_jokers_only_flip_option_discards_the_joker_after_its_effect():
    state = position(stacks=DOWN, up={"middle": True}, hand=["5h", "5d"], deck_top=["JK2", "9s", "Ts"],
                     jokers_only_flip=True)
    state.apply(MakeHand(("5d", "5h"), PAIR))
    state.apply(Flip("top"))
    assert "JK2" in state.discard and "JK2" not in state.hand
    assert len(state.hand) == 3 and {"9s", "Ts"} <= set(state.hand)


def queens_take_back_a_joker(**options):
    """Jokers only flip: a pair of Queens takes the discarded joker back into the hand."""
    state = position(stacks={**DOWN, "top": ["2c", "3c", "9c"]}, up={"top": True},
                     hand=["Qh", "Qd", "9s"], discard=["JK1", "8s"], deck_top=["4s", "6d", "Jd"],
                     jokers_only_flip=True, **options)
    state.apply(MakeHand(("Qd", "Qh"), PAIR_QUEENS))
    assert TakeFromDiscard("JK1") in state.legal_actions()   # "any one card" of the pile
    state.apply(TakeFromDiscard("JK1"))
    assert sorted(state.hand) == ["9s", "JK1"] and state.phase == "play"
    return state


def test_jokers_only_flip_a_joker_taken_back_from_the_discard_is_never_part_of_an_offered_hand():
    state = queens_take_back_a_joker()
    offered = hands_of(state)
    assert MakeHand(("9c", "9s"), PAIR) in offered
    assert not [a for a in offered if "JK1" in a.cards]
    with pytest.raises(IllegalAction, match="Jokers are not wild"):
        state.apply(MakeHand(("9s", "JK1"), PAIR))


def test_jokers_only_flip_a_hand_with_a_joker_in_hand_offers_no_hand_that_uses_it():
    state = position(stacks={**DOWN, "top": ["2c", "3c", "9c"], "left": ["4c", "7s"]},
                     up={"top": True, "left": True}, hand=["JK1", "JK2", "9s"], jokers_only_flip=True)
    offered = hands_of(state)
    assert offered == [MakeHand(("9c", "9s"), PAIR)]
    assert explain_selection(state, ["JK1", "JK2"]) == "Jokers are not wild in this game."
    assert explain_selection(state, ["7s", "9s", "JK1"]) == "Jokers are not wild in this game."
    wild = position(stacks={**DOWN, "top": ["2c", "3c", "9c"], "left": ["4c", "7s"]},
                    up={"top": True, "left": True}, hand=["JK1", "JK2", "9s"])
    assert MakeHand(("JK1", "JK2"), PAIR) in hands_of(wild)   # the same cards, jokers wild


def test_jokers_only_flip_a_joker_taken_back_can_be_placed_and_flips_again_when_turned_up():
    """In hand it is no playing card; with no hand to make it may be the card placed face
    down (it has no value, so it counts as highest or lowest), and when that card is turned
    up again it is revealed anew: its turning-down effect happens and it is discarded."""
    state = queens_take_back_a_joker()
    state.apply(MakeHand(("9c", "9s"), PAIR))
    state.apply(FinishEffect())
    # The round ends by itself (nothing left to play); the next draws 4s 6d to the joker.
    assert state.round_no == 2 and sorted(state.hand) == ["4s", "6d", "JK1"]
    assert state.phase == "place" and "JK1" in state.placeable_cards()
    state.apply(Place("JK1", "left"))
    assert state.table.cards["left"][-1] == "JK1" and not state.table.up["left"]
    state.table.put("middle", "Ks", face_up=True)       # a face-up King for the joker to turn
    state.hand, state.phase = ["5h", "5d", "2h"], "play"
    state.apply(MakeHand(("5d", "5h"), PAIR))
    state.apply(Flip("left"))
    assert "JK1" in state.discard and state.table.cards["left"][-1] != "JK1"
    assert not state.table.up["middle"] and "Ks" in state.known_down


def test_an_old_record_that_played_a_joker_as_wild_is_refused_with_a_reason():
    """Saved before "jokers only flip" kept jokers out of hands: seed 1111 takes the joker
    back with the Queens and pairs it with the Four; that third action is now refused."""
    from eternus.engine.core import RecordError
    from eternus.engine.record import GameRecord

    data = {"format": "eternus-record", "version": 1, "game": "pragon",
            "options": {"hard_mode": False, "jokers_only_flip": True},
            "seats": [{"name": "P", "agent": "human"}], "seed": 1111,
            "actions": [{"type": "make_hand", "cards": ["Qh", "Qs"], "hand": "pair_queens"},
                        {"type": "take_from_discard", "card": "JK1"},
                        {"type": "make_hand", "cards": ["4d", "JK1"], "hand": "pair"}]}
    record = GameRecord.from_json(data)
    state, _ = record.replay(upto=2)
    assert "JK1" in state.hand
    with pytest.raises(RecordError, match=r"action 3 \(Pair: .*\) cannot be replayed: \w"):
        record.replay()


# ---------------------------------------------------------------- no hand: placement

def test_no_hand_forces_placing_the_highest_or_lowest_card():
    state = position(stacks=DOWN, hand=["2h", "9d", "Ks"], deck_top=["3s"])
    state._start_round([])
    assert state.phase == "place"
    cards = {a.card for a in state.legal_actions()}
    assert cards == {"Ks", "2h"}
    with pytest.raises(IllegalAction, match="highest or your lowest"):
        state.apply(Place("9d", "top"))


def test_placed_card_goes_face_down_on_a_face_down_stack():
    state = position(stacks={**DOWN, "top": ["2c", "Qc"]}, up={"top": True},
                     hand=["2h", "9d", "Ks"], deck_top=["5s", "7d", "Jh", "3s"])
    state.hand = ["2h", "9d", "4s"]
    state.phase = "place"
    stacks = {a.stack for a in state.legal_actions()}
    assert "top" not in stacks and "left" in stacks
    placed = "9d" if "9d" in [a.card for a in state.legal_actions()] else "2h"
    events = state.apply(Place(placed, "left"))
    assert not state.table.up["left"] and len(state.table.cards["left"]) == 3
    move = next(e for e in events if isinstance(e, CardMoved) and e.card == placed)
    assert (move.src, move.dst, move.face_up) == ("hand", "stack:left", False)


def test_placement_with_no_face_down_stack_turns_a_top_card_down_first():
    state = position(stacks={"top": ["Qc"], "left": ["3s"]}, up={"top": True, "left": True},
                     hand=["2h", "9d", "Ks"], deck_top=["5s", "7d", "Jh"], phase="place")
    state.apply(Place("Ks", "top"))
    assert state.table.cards["top"] == ["Qc", "Ks"] and not state.table.up["top"]
    assert "Qc" in state.known_down


# ---------------------------------------------------------------- winning and losing

def test_win_when_the_table_is_cleared():
    state = position(stacks={"top": ["9c"]}, up={"top": True}, hand=["9h", "2d", "5s"])
    events = state.apply(MakeHand(("9c", "9h"), PAIR))
    assert state.is_over and state.result == "won" and state.returns() == (1.0,)
    assert isinstance(events[-1], GameOver) and events[-1].returns == (1.0,)
    assert events[-1].text == "The table is clear: the Seal of Pragon is broken!"


def test_win_when_a_straight_flush_sweeps_the_last_face_up_cards_away():
    state = position(stacks={"top": ["9c"], "left": ["Kd"]}, up={"top": True, "left": True},
                     hand=["5h", "6h", "7h"])
    events = state.apply(MakeHand(("5h", "6h", "7h"), STRAIGHT_FLUSH))
    assert state.is_over and state.result == "won" and state.table.count() == 0
    assert isinstance(events[-1], GameOver)
    assert events[-1].text == "The table is clear: the Seal of Pragon is broken!"


def test_loss_when_the_deck_is_empty_and_no_hand_can_be_made():
    state = position(stacks=DOWN, hand=["5h", "5d", "Kh"], rest_to="discard")
    state.apply(MakeHand(("5d", "5h"), PAIR))
    events = state.apply(FinishEffect())
    assert state.is_over and state.result == "lost" and state.returns() == (0.0,)
    assert isinstance(events[-1], GameOver)
    assert events[-1].text == "The deck is spent and no hand can be made: the Seal holds."


def test_play_goes_on_with_an_empty_deck_while_hands_can_be_made():
    state = position(stacks={**DOWN, "top": ["2c", "Kc"]}, up={"top": True},
                     hand=["5h", "5d", "Ks"], rest_to="discard")
    state.apply(MakeHand(("5d", "5h"), PAIR))
    state.apply(FinishEffect())
    assert not state.is_over and state.phase == "play"


# ---------------------------------------------------------------- refusals

def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing():
    state = position(stacks=DOWN, hand=["5h", "5d", "Kh"])
    before = state.fingerprint()
    with pytest.raises(IllegalAction) as err:
        state.apply(MakeHand(("5h", "Kh"), PAIR))
    assert "pair" in err.value.reason
    assert state.fingerprint() == before


def test_every_move_counts_once_toward_the_moves_shown_at_the_end():
    state = position(stacks=DOWN, hand=["5h", "5d", "Kh"])
    state.apply(MakeHand(("5d", "5h"), PAIR))
    state.apply(Flip("top"))
    assert state.moves == 2 and state.view(0)["moves"] == 2


def test_the_view_counts_the_pairs_left_this_round():
    state = position(stacks=DOWN, hand=["5h", "5d", "Kh"])
    assert state.view(0)["pairs_left"] == 2
    state.apply(MakeHand(("5d", "5h"), PAIR))
    assert state.view(0)["pairs_left"] == 1


def test_a_card_the_player_placed_face_down_stays_known_to_him_in_the_view():
    state = position(stacks=DOWN, hand=["2h", "9d", "Ks"], deck_top=["3s"])
    state._start_round([])
    state.apply(Place("Ks", "top"))
    assert state.view(0)["stacks"]["top"]["known"][-1] == "Ks"


def test_a_pair_of_aces_removes_one_face_up_card_and_turns_one_face_down_card():
    state = position(stacks={**DOWN, "left": ["4c", "Kc"]}, up={"left": True}, hand=["Ad", "Ah", "9s"])
    state.apply(MakeHand(("Ad", "Ah"), PAIR_ACES))
    state.apply(Remove("left"))
    assert state.phase == "effect" and Remove("right") not in state.legal_actions()
    state.apply(Flip("top"))
    assert state.phase != "effect" and state.table.up["top"] and state.table.cards["left"] == ["4c"]


def test_a_pair_of_jacks_removes_two_face_up_cards_and_no_more():
    state = position(stacks={**DOWN, "left": ["4c", "Kc"], "right": ["8c", "Qd"], "top": ["2c", "Js"]},
                     up={"left": True, "right": True, "top": True}, hand=["Jd", "Jh", "9s"])
    state.apply(MakeHand(("Jd", "Jh"), PAIR_JACKS))
    state.apply(Remove("left"))
    assert state.phase == "effect"
    state.apply(Remove("right"))
    assert state.phase != "effect" and state.table.cards["top"] == ["2c", "Js"]


def test_a_pair_of_queens_takes_exactly_one_card_from_the_discard():
    state = position(stacks=DOWN, hand=["Qh", "Qd", "5s"], discard=["9h", "8h"])
    state.apply(MakeHand(("Qd", "Qh"), PAIR_QUEENS))
    state.apply(TakeFromDiscard("9h"))
    assert state.phase != "effect" and "9h" in state.hand and "8h" in state.discard


def test_the_log_of_a_hand_names_its_cards_not_the_rule_of_its_kind():
    """The log must let a person follow autoplay: which cards made the hand, then what its
    effect did (a card turned up, a card removed), never the rule of the hand repeated."""
    from eternus.engine.core import Message

    state = position(stacks={"top": ["2c", "5c"], "left": ["3c", "6c"]}, up={"top": True, "left": True},
                     hand=["5h", "6h"])
    said = [e.text for e in state.apply(MakeHand(("5c", "5h"), PAIR)) if isinstance(e, Message)]
    assert said == ["Pair: Five of Clubs and Five of Hearts."]
    assert not any("turn up" in text for text in said)
    three = position(stacks={"top": ["2c", "5c"], "left": ["3c", "6c"]}, up={"top": True},
                     hand=["5h", "5d", "6h"])
    said = [e.text for e in three.apply(MakeHand(("5c", "5d", "5h"), THREE)) if isinstance(e, Message)]
    assert said == ["Three of a kind: Five of Clubs, Five of Diamonds and Five of Hearts."]


def test_the_final_sheet_says_cleared_or_how_many_cards_the_table_kept():
    from eternus.engine.standings import Standing

    won = position(stacks={"top": ["9c"]}, up={"top": True}, hand=["9h", "2d"])
    won.apply(MakeHand(("9c", "9h"), PAIR))
    assert won.is_over and won.standings().rows == (Standing(0, won.seats[0].name, 1, "cleared"),)
    one = position(stacks={"top": ["2c", "5c"], "left": ["3c"]}, up={"top": True}, hand=["5h"])
    assert one.standings().rows[0].score == "3 cards left"
    single = position(stacks={"top": ["2c"]}, up={}, hand=["5h"])
    assert single.standings().rows[0].score == "1 card left"
    assert one.standings().score_heading == "Table"
