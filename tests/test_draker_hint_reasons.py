"""The reason a Draker hint gives: the points a lay earns and the effect it sets off."""

from __future__ import annotations

from eternus.engine.draker.actions import Activate, Lay
from eternus.engine.draker.hint_reason import explain
from tests.test_draker_rules import position

HANDS = [["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]]
POOLS = [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]]


def test_a_lay_reason_gives_the_combinations_points_and_the_effect_it_sets_off() -> None:
    st = position(HANDS, POOLS, ["8s", "2d", "Jg", "Kc"])
    assert explain(st.view(0), 0, Lay("5s", attack=("6s", "7s", "8s"))) == \
        "It earns 24 attack points, and sets off the Merchant's effect."


def test_a_lay_of_two_cards_sets_off_no_effect() -> None:
    st = position(HANDS, POOLS, ["8h", "2d", "Jg", "Kc"])
    assert explain(st.view(0), 0, Lay("5s", defence=("6s",))) == "It earns 2 defence points."


def test_an_activation_has_no_reason_of_its_own_as_the_tables_words_say_its_effect_and_price() -> None:
    st = position(HANDS, POOLS, ["8h", "2d", "Jg", "Kc"])
    st.apply(Lay("5s", defence=("6s", "7s")))
    assert explain(st.view(0), 0, Activate("Ah")) is None
