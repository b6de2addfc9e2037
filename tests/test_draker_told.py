"""Draker's refusals, endings and moves as the table tells them: each test here caught a
planted bug that the rules tests let through (``tools/mutation.py draker --sample 80 --seed 22``)."""

from __future__ import annotations

import pytest

from eternus.engine.core import CardMoved, GameOver, IllegalAction
from eternus.engine.draker.actions import Lay
from eternus.engine.draker.combinations import played
from tests.test_draker_rules import end_turn, position

HANDS = [["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]]
POOLS = [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]]


def test_a_lay_whose_attack_cards_make_no_combination_is_refused_saying_so() -> None:
    st = position(HANDS, POOLS, ["8h", "2d", "Jg", "Kc"])
    said = r"^Those cards make no straight or set \(by rank or by profession\) for the attack\.$"
    with pytest.raises(IllegalAction, match=said):
        st.apply(Lay("5s", attack=("3d", "Kc")))


def test_at_a_table_of_three_a_lay_must_say_which_opponent_it_attacks() -> None:
    st = position([*HANDS, ["3e", "9g", "Qh", "3c", "4s"]], [*POOLS, ["8s", "7d", "4d", "Jh", "6e"]],
                  ["8h", "2d", "Jg", "Kc"], life=(30, 30, 30))
    with pytest.raises(IllegalAction, match="Say which opponent"):
        st.apply(Lay("5s", attack=("6s", "7s", "8h")))
    st.apply(Lay("5s", attack=("6s", "7s", "8h"), target=2))


def test_a_card_plays_at_strength_one_unless_told_otherwise() -> None:
    assert played("5s").strength == 1
    assert played("5s", 3).strength == 3


def test_the_cards_a_turn_used_go_face_up_onto_the_discard_pile() -> None:
    st = position(HANDS, POOLS, ["8s", "2d", "Jg", "Kc"], top=["Kh", "Kd", "Ke", "Qh"])
    events = st.apply(Lay("5s", attack=("6s", "7s", "8s")))
    events += end_turn(st)
    discarded = [e for e in events if isinstance(e, CardMoved) and e.dst == "discard"]
    assert sorted(e.card for e in discarded if e.card) == ["5s", "6s", "7s", "8s"]
    assert all(e.face_up for e in discarded)


def test_a_deck_out_between_equal_lives_names_both_winners_even_at_one_life() -> None:
    """Two players at one life each when the deck runs out: a draw, said with both names, and
    the reason is the deck (not everyone falling, which needs no life left)."""
    st = position([HANDS[0], ["4e", "8g", "Qd", "2c"]], POOLS, ["8h", "2d", "Jg", "Kc"], life=(1, 1))
    st.deck = []
    events = st.apply(Lay("5s", defence=()))
    (over,) = [e for e in events if isinstance(e, GameOver)]
    assert st.is_over and st.returns() == (0.5, 0.5)
    assert over.message.startswith("P1 and P2 win")
    assert st.ending() == "the deck running out"
