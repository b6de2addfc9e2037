"""The reason a King's Court hint gives: the rule of thumb the move follows, with the points
and the hand sizes a player can count."""

from __future__ import annotations

from eternus.engine.kings_court.actions import NameSuit, Play, Target
from eternus.engine.kings_court.hint_reason import explain
from tests.test_kings_court_rules import table


def test_a_play_reason_counts_the_points_it_sheds_from_the_hand() -> None:
    st = table(hands={0: ["gold-9-a", "gold-2-a", "blue-7-a"]})
    assert explain(st.view(0), 0, Play("gold-9-a")) == "It sheds 9 of the 18 points in your hand."


def test_a_last_card_reason_says_it_goes_out() -> None:
    st = table(hands={0: ["gold-9-a"]})
    assert explain(st.view(0), 0, Play("gold-9-a")) == "It is your last card: you go out and end the hand."


def test_a_draw_card_reason_names_the_next_player_and_what_they_must_draw() -> None:
    st = table(hands={0: ["gold-drawbridge-a", "gold-2-a"], 1: ["blue-6-a", "blue-7-a", "blue-8-a", "blue-9-a"]})
    name = st.seats[1].name
    assert explain(st.view(0), 0, Play("gold-drawbridge-a")) == f"Next, {name} holds 4 and must answer or draw 2."


def test_a_named_suit_reason_counts_the_cards_held_in_it() -> None:
    st = table(hands={0: ["green-3-a", "green-4-a", "blue-7-a"]})
    assert explain(st.view(0), 0, NameSuit("green")) == "You hold 2 Green cards, more than of any other suit."
    assert explain(st.view(0), 0, NameSuit("blue")) == "You hold 1 Blue card."


def test_an_aim_reason_names_the_rival_with_the_fewest_cards() -> None:
    st = table(hands={0: ["gold-9-a"], 1: ["blue-6-a", "blue-7-a"], 2: ["blue-8-a", "blue-9-a", "blue-10-a"]})
    view = st.view(0)
    assert explain(view, 0, Target(1)) == f"{st.seats[1].name} holds 2 cards, the fewest of your rivals."
    assert explain(view, 0, Target(2)) == f"{st.seats[2].name} holds 3 cards."
