"""King's Court says a new hand was dealt with an event of its own (issue 54), so a table
tells a fresh hand from cards drawn in play without counting card moves."""

from __future__ import annotations

from test_kings_court_rules import put_front, table

from eternus.engine.core import CardMoved
from eternus.engine.kings_court.actions import PlayRisk
from eternus.engine.kings_court.events import HandDealt


def test_a_castle_fires_deal_again_says_a_hand_was_dealt_after_its_cards_reach_the_hands() -> None:
    st = table(hands={0: ["blue-9-a"]})
    put_front(st, 0, "castle_fire")
    events = st.apply(PlayRisk("castle_fire"))
    dealt = [i for i, e in enumerate(events) if isinstance(e, HandDealt)]
    assert len(dealt) == 1 and events[dealt[0]] == HandDealt(st.hand_no, 7)
    into_hands = [i for i, e in enumerate(events) if isinstance(e, CardMoved) and e.src == "deck"
                  and e.dst.startswith("hand:")]
    assert len(into_hands) >= 21 and into_hands[20] < dealt[0]     # seven each, then the event


def test_everyone_drawing_five_is_not_a_hand_dealt() -> None:
    st = table(hands={0: ["blue-9-a"]})
    put_front(st, 0, "kings_goblet")
    events = st.apply(PlayRisk("kings_goblet"))
    assert not any(isinstance(e, HandDealt) for e in events)
