"""The reason a Seal of Pragon hint gives: what the move clears and turns up, counted from
the player's view of the stacks."""

from __future__ import annotations

from eternus.engine.pragon.actions import MakeHand, Place, Remove
from eternus.engine.pragon.hint_reason import explain
from pragon_helpers import position


def test_a_hand_reason_counts_the_table_cards_it_clears_and_says_what_follows() -> None:
    state = position(stacks={"top": ["2c", "9h"], "left": ["3d"]}, up={"top": True},
                     hand=["9s", "Kd", "4c"])
    assert explain(state.view(0), 0, MakeHand(("9h", "9s"), "pair")) == \
        "It clears 1 card with 1 of yours; then it turns up or clears one top."


def test_a_hand_that_takes_the_last_table_cards_says_the_table_is_clear() -> None:
    state = position(stacks={"top": ["9h"]}, up={"top": True}, hand=["9s", "Kd", "4c"])
    assert explain(state.view(0), 0, MakeHand(("9h", "9s"), "pair")) == \
        "It takes the last cards off the stacks: the table is clear."


def test_a_removal_reason_counts_the_cards_left_on_the_stacks() -> None:
    state = position(stacks={"top": ["2c", "9h"], "left": ["3d", "5s"], "right": ["7c"]}, up={"top": True},
                     hand=["Kd"])
    assert explain(state.view(0), 0, Remove("top")) == "Clearing the Nine of Hearts leaves 4 cards on the stacks."


def test_a_placing_reason_says_which_end_of_the_hand_the_card_is() -> None:
    state = position(stacks={"top": ["2c"]}, hand=["Kd", "4c", "8h"], phase="place")
    view = state.view(0)
    assert explain(view, 0, Place("4c", "top")) == "No hand can be made, and the Four of Clubs is your lowest card."
    assert explain(view, 0, Place("Kd", "top")) == "No hand can be made, and the King of Diamonds is your highest card."
