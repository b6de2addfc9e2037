"""Where a move's events stop telling the hand that ended and start dealing the next one."""

from __future__ import annotations

from eternus.engine.core import CardMoved, GameOver
from eternus.engine.dragon_kings.events import HandEnded, HandStarted, SeatBusted
from eternus.ui.table.hands import deal_after

MUCKED = CardMoved("4d", "hole:0", "muck", False, 0, True)


def test_the_deal_starts_after_the_hands_end_and_the_seats_it_put_out() -> None:
    events = [HandEnded(1), SeatBusted(2), MUCKED, HandStarted(2, 1, 2, 0)]
    assert deal_after(events, HandEnded, SeatBusted) == 2


def test_no_deal_is_held_when_the_hand_did_not_end_or_the_match_did() -> None:
    assert deal_after([MUCKED], HandEnded) is None
    assert deal_after([HandEnded(3), SeatBusted(1), GameOver("Ada wins.", (1.0, 0.0))], HandEnded, SeatBusted) is None


def test_a_hand_that_ends_into_a_decision_starts_the_next_at_the_end_of_the_events() -> None:
    """A wing card to choose before the next deal: nothing is dealt, and the table is still
    between hands (an empty deal is held, not none)."""
    assert deal_after([HandEnded(3), SeatBusted(1)], HandEnded, SeatBusted) == 2
