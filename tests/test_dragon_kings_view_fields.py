"""What a Dragon Kings view carries for a table to draw from it alone (issue 54): the wing
cards in play and the hand's history as anyone at the table reads it. Both are public; the
wing cards are named, not coded, so the privacy oracle does not read them as cards seen."""

from __future__ import annotations

from dragon_kings_helpers import deal_order, dk_table, table

BOARD = ["2c", "7d", "9h", "Jc", "3s"]


def test_a_view_lists_the_wing_cards_in_play_the_two_always_in_play_first() -> None:
    st = dk_table({0: ["As", "Ah"], 1: ["Qs", "Qh"], 2: ["4s", "4h"]}, BOARD, wing_card="Jh")
    st.wing["permanent"] = "Kd"
    assert st.view(0)["wings_in_play"] == ["Grave Digger", "Black Death", "Gold Dragon", "Knight of Mercy"]
    assert st.view(1)["wings_in_play"] == st.view(0)["wings_in_play"]       # the same for every seat


def test_a_plain_holdem_view_has_no_wing_cards_in_play() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["As", "Ah"]}, BOARD)], wing_card="Jh")
    assert st.view(0)["wings_in_play"] == []


def test_the_public_history_names_nobodys_hole_cards() -> None:
    st = dk_table({0: ["As", "Ah"], 1: ["Qs", "Qh"], 2: ["4s", "4h"]}, BOARD)
    mine, public = st.view(0)["history"], st.view(0)["public_history"]
    assert any("You hold A\u2660 A\u2665" in line for line in mine)
    assert not any("A\u2660" in line or "You hold" in line for line in public)
    assert public == st.view(1)["public_history"]
