"""Why a pot is won, told where it is won: a hand a wild or wing card made says what the card
did, in the pot's announcement, the hand's history and the summary between hands; a Black
Death nest win names the nest hand in the winner's row. Three seats of 400 at Dragon Kings,
blinds 5/10, the button on seat 2, checked down to the showdown."""

from __future__ import annotations


from dragon_kings_helpers import check_down, deal_order, dk_table, table
from eternus.engine.dragon_kings.wings import hands as wing_hands
from eternus.engine.dragon_kings.actions import Call, Check
from eternus.engine.dragon_kings.events import HandShown, PotAwarded
from eternus.engine.dragon_kings.hand_summary import hand_standings

NAMES = ["Ben", "Ada", "Cy"]
CHIVALRY_AS_AN_ACE = "Full house, Aces over Nines (the Queen of Chivalry plays as an Ace)"


def test_a_pot_won_by_a_wild_card_says_what_it_played_as_in_the_announcement_history_and_summary() -> None:
    """The issue's table: Ben's A9 on A K 3 9 with the Queen of Chivalry read "Ben wins with a
    Full house", and nobody saw why."""
    st = dk_table({0: ["Ac", "9s"], 1: ["7h", "8c"], 2: ["4c", "5d"]}, ["Ad", "Kd", "3s", "9d", "Qh"], wing_card="Qh")
    events = check_down(st)
    assert [e.hand for e in events if isinstance(e, PotAwarded)] == [CHIVALRY_AS_AN_ACE]
    assert {e.seat: e.name for e in events if isinstance(e, HandShown)}[0] == CHIVALRY_AS_AN_ACE
    assert st.last_hand is not None
    assert f"P1 wins 30 from the main pot with {CHIVALRY_AS_AN_ACE}." in st.last_hand["history"]
    sheet = hand_standings(st.last_hand, NAMES)           # the row's cell is narrow: the name
    assert sheet.rows[0].name == "Ben" and sheet.rows[0].breakdown[0] == "Full house, Aces over Nines"
    assert sheet.lines == ("Ben wins 30 from the main pot with Full house, Aces over Nines.",
                           "The Queen of Chivalry plays as an Ace.")


def test_a_flush_a_grave_digger_made_names_the_card_it_turned_into_a_spade() -> None:
    st = dk_table({0: ["As", "3s"], 1: ["Qd", "Qc"], 2: ["8c", "6d"]}, ["9h", "Ks", "4d", "7s", "2c"])
    events = check_down(st)
    assert [e.hand for e in events if isinstance(e, PotAwarded)] == [
        "Flush, Ace high (the Grave Digger makes the Nine of Hearts and the Four of Diamonds spades)"]


def test_a_grave_digger_spade_that_a_hand_does_not_need_for_its_suit_goes_unsaid() -> None:
    st = dk_table({0: ["9c", "9d"], 1: ["Qd", "Qc"], 2: ["Jc", "2d"]}, ["9h", "Ks", "4d", "7h", "2c"])
    events = check_down(st)
    assert [e.hand for e in events if isinstance(e, PotAwarded)] == ["Three Nines"]


def test_a_hand_no_wild_or_wing_card_touched_keeps_its_plain_name() -> None:
    st = dk_table({0: ["Ac", "Ah"], 1: ["7h", "8c"], 2: ["Tc", "Jh"]}, ["Ad", "Kd", "3s", "9d", "2h"])
    events = check_down(st)
    assert [e.hand for e in events if isinstance(e, PotAwarded)] == ["Three Aces"]


def test_the_board_cards_a_grave_digger_changes_are_in_every_seats_view() -> None:
    st = dk_table({0: ["As", "3s"], 1: ["Qd", "Qc"], 2: ["8c", "6d"]}, ["9h", "Ks", "4d", "7s", "2c"])
    st.apply(Call(10))
    st.apply(Call(5))
    st.apply(Check())
    assert st.board == ["9h", "Ks", "4d"]
    assert [wing_hands.changed_board(st, s) for s in range(3)] == [{"9h": "9s", "4d": "4s"}] * 3
    assert st.view(1)["plays_as_suit"] == {"9h": "s", "4d": "s"}      # no card it does not show


def test_a_nest_win_names_the_nest_hand_in_the_winners_row_and_line() -> None:
    """Seen: the nest's winner read "King high", tied first beside the pot's "Pair of Fours"."""
    st = dk_table({0: ["9h", "9s"], 1: ["As", "2d"], 2: ["7h", "8h"]}, ["Kc", "5c", "9d", "2h", "3s"],
                  bottom=["Ah", "Ad"])
    check_down(st)
    assert st.last_hand is not None
    sheet = hand_standings(st.last_hand, NAMES)
    rows = {row.name: (row.score, row.breakdown[0]) for row in sheet.rows}
    assert rows["Ben"] == ("+5", "Three Nines") and rows["Ada"] == ("+5", "Nest: three Aces")
    assert "Ada wins 15 from the main pot with Nest: three Aces." in sheet.lines


def test_a_pot_won_with_swords_joker_says_what_the_joker_played_as() -> None:
    from eternus.engine.cards import standard_deck
    from eternus.engine.dragon_kings.actions import AllIn

    order = deal_order(2, 1, {0: ["JK1", "2c"], 1: ["Kh", "Kd"]}, ["Ah", "Ad", "Ac", "7s", "9d"],
                       deck=standard_deck(jokers=1))
    st, _ = table([400, 400], [order], preset="swords", match_length=0)
    events = st.apply(AllIn(395)) + st.apply(AllIn(390))
    assert [e.hand for e in events if isinstance(e, PotAwarded)] == ["Four Aces (the joker plays as an Ace)"]
