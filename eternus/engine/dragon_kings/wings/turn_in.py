"""Turn-in rounds: a wing card on the board asks the players still in for hole cards.

When the card comes up, before the street's betting, each seat still in answers in turn from
the button's left (all-in seats too: they are still in the hand):

* **Queen of Chaos**: every seat turns in one hole card of its choice and plays on with the
  other; then three cards are dealt aside from the bottom of the deck as the battlefield,
  and every card of a battlefield card's rank is dead, in any hand and on the board.
* **Queen of Vanity**: every seat may turn in its sixes, one at a time, each for a card from
  the bottom of the deck; a seat holding no six can only keep its cards. (Everyone is asked,
  so being asked does not tell the table who holds a six.) If a six is already on the board
  when she comes, she is void and nothing is turned in: the sixes are wild instead.
* **Knight of the Void**: every seat turns in one hole card of its choice and is dealt a new
  one from the bottom of the deck.

Cards turned in go face down to the muck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Action, CardMoved, Event
from eternus.engine.dragon_kings import betting, hole_cards
from eternus.engine.dragon_kings.actions import KeepCards, TurnIn
from eternus.engine.dragon_kings.history import note
from eternus.engine.dragon_kings.records import entry
from eternus.engine.dragon_kings.wings.hands import live_hole
from eternus.engine.dragon_kings.wings import CHAOS, VANITY, VOID

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState

BATTLEFIELD_SIZE = 3


def is_six(card: str) -> bool:
    return card[0] == "6"


def vanity_void(board: list[str]) -> bool:
    """The Queen of Vanity is void (and the sixes wild) when a six lies on the board."""
    return any(is_six(c) for c in board)


def begin(st: HoldemState, card: str, resume: int | None = None) -> None:
    """Ask the seats still in, from the button's left, to turn in cards for ``card``.
    ``resume``: the seat whose turn goes on afterwards (None: the street's betting starts)."""
    first = (st.button + 1) % st.n
    seats = [s for s in ((first + k) % st.n for k in range(st.n)) if betting.in_hand(st, s)]
    st.wing["turning_in"] = seats
    st.wing["turn_in_for"] = card
    st.wing["turn_in_resume"] = resume
    st.actor = seats[0] if seats else None


def menu(st: HoldemState) -> list[Action]:
    seat = st.wing["turning_in"][0]
    live = live_hole(st, seat)
    if st.wing["turn_in_for"] == VANITY:
        return [*(TurnIn(c) for c in live if is_six(c)), KeepCards()]
    return [TurnIn(c) for c in live]


def refusal(st: HoldemState, action: Action) -> str | None:
    if action in menu(st):
        return None
    if isinstance(action, TurnIn):
        if action.card not in live_hole(st, st.wing["turning_in"][0]):
            return f"{action.card} is not one of your live hole cards."
        return "The Queen of Vanity takes only sixes."
    if isinstance(action, KeepCards):
        return "Every player must turn in a card now."
    return "First turn in a hole card for the wing card on the board."


def act(st: HoldemState, action: Action, events: list[Event]) -> bool:
    """Apply one answer; True when every seat has answered (the betting can go on)."""
    seat = st.wing["turning_in"][0]
    why = st.wing["turn_in_for"]
    again = False
    if isinstance(action, TurnIn):
        st.hole[seat].remove(action.card)
        st.burned.append(action.card)
        events.append(CardMoved(action.card, f"hole:{seat}", "muck", False, owner=seat, public=st.shown[seat]))
        note(st.log, events, entry("turn_in", seat))
        if why in (VANITY, VOID):
            new = st.deck.pop(0)
            st.hole[seat].append(new)
            events.append(CardMoved(new, "deck", f"hole:{seat}", st.shown[seat], owner=seat, public=st.shown[seat]))
            hole_cards.received(st, seat, [new], events)
        again = why == VANITY and any(is_six(c) for c in live_hole(st, seat))
    else:
        note(st.log, events, entry("keep_cards", seat))
    if not again:
        st.wing["turning_in"] = st.wing["turning_in"][1:]
    if st.wing["turning_in"]:
        st.actor = st.wing["turning_in"][0]
        return False
    st.wing["turn_in_for"] = st.wing["turn_in_resume"] = None
    if why == CHAOS:
        for _ in range(BATTLEFIELD_SIZE):
            card = st.deck.pop(0)
            st.wing["battlefield"].append(card)
            events.append(CardMoved(card, "deck", "battlefield", True))
        note(st.log, events, entry("battlefield", cards=st.wing["battlefield"]))
    st.actor = None
    return True
