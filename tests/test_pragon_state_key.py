"""The solver's position key: equal only for positions with the same future.

It leaves out what changes only the view (the hand's order, the moves counted, what was
seen) and keeps everything the rules read, the deck's order and the discard pile's included.
"""

from __future__ import annotations

from eternus.engine.pragon.solver import state_key
from pragon_helpers import position


def test_the_order_of_the_hand_and_the_move_count_do_not_change_the_key() -> None:
    one = position(stacks={"middle": ["9s", "7s"]}, up={"middle": True}, hand=["7h", "7d", "2c"])
    two = position(stacks={"middle": ["9s", "7s"]}, up={"middle": True}, hand=["2c", "7d", "7h"])
    two.moves = 12
    two.known_down.add("9s")
    assert state_key(one) == state_key(two)


def test_what_the_rules_read_changes_the_key() -> None:
    base = dict(stacks={"middle": ["9s", "7s"]}, up={"middle": True}, hand=["7h", "7d", "2c"])
    one = position(deck_top=["3c", "4c"], **base)
    assert state_key(one) != state_key(position(deck_top=["4c", "3c"], **base))
    assert state_key(one) != state_key(position(deck_top=["3c", "4c"], discard=["Ah", "Kh"], **base))
    paired = position(deck_top=["3c", "4c"], **base)
    paired.pairs_this_round = 1
    assert state_key(one) != state_key(paired)
    flipped = position(deck_top=["3c", "4c"], **base)
    flipped.table.up["middle"] = False
    assert state_key(one) != state_key(flipped)
