"""Who chooses the wing cards, and when: the draw for the first deal, black Kings held,
twinned dragon kings, first honors.

* **The draw for the first deal.** Before the first hand, cards are drawn face up one at a
  time, from the first seat round the table, until someone draws a black King. That seat
  gets 50 chips from the house, deals first (the button) and chooses the first voluntary
  wing card. (Reading: the seats stay as they were set up; the draw for seats is not
  played, since a screen has no chairs to change.)
* **A black King in the hole.** After a hand, a seat that was dealt a black King may put a
  voluntary wing card into play for the next deal, replacing the one in play (a card made
  permanent stays). Reading: when two seats held one, they are asked in turn from the
  button's left, and the first that puts a card into play ends the choosing; asking shows
  the table that the seat held a black King, as speaking up at a real table would.
* **Twinned dragon kings.** The seat that wins a pot with them at the showdown (the main
  pot's, if several) takes first honors, 50 chips from the house, the first time in the
  match; the wing cards chosen by an earlier twinned dragon kings (the permanent and the
  temporary one) are negated (from rules version 2 the temporary one also when nothing was
  made permanent: at a second twinned dragon kings the voluntary card in play goes too, even
  one a black King's holder put in since), the gold chip is cancelled, and this seat may make one
  voluntary wing card permanent (the one in play, or another) and then put another into
  play. Nobody else chooses after that hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Action, Event
from eternus.engine.dragon_kings import bank, hole_cards
from eternus.engine.dragon_kings.actions import KeepWings, MakePermanent, PutInPlay
from eternus.engine.dragon_kings.events import FirstDealDrawn, WingsChanged
from eternus.engine.dragon_kings.phases import WING_CHOICE
from eternus.engine.dragon_kings.records import ChoiceStep, entry
from eternus.engine.dragon_kings.wings import VOLUNTARY

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState

FIRST_KING_BONUS = 50
HONORS_BONUS = 50
BLACK_KINGS = ("Ks", "Kc")


def draw_for_first_deal(st: HoldemState, events: list[Event]) -> None:
    """Cards drawn face up round the table until a black King: that seat's bonus, button and
    first choice of a voluntary wing card."""
    st.deck = list(st.preset.deck)
    st.rng.shuffle(st.deck)
    drawn: list[str] = []
    seat = 0
    for card in reversed(st.deck):   # drawn from the top and put back: the deck is shuffled again
        drawn.append(card)
        if card in BLACK_KINGS:
            break
        seat = (seat + 1) % st.n
    events.append(FirstDealDrawn(seat, tuple(drawn)))
    st.log.append(entry("draw", seat, cards=drawn))
    bank.house_bonus(st, seat, FIRST_KING_BONUS, "the first black King", events)
    st.button = seat
    ask(st, [seat], "voluntary")


def ask(st: HoldemState, seats: list[int], step: ChoiceStep) -> None:
    """Put the match in the wing-card choice: ``seats`` choose in turn, ``step`` is what."""
    st.wing["choosers"] = list(seats)
    st.wing["step"] = step
    st.phase = WING_CHOICE
    st.actor = seats[0] if seats else None


def after_hand(st: HoldemState, dragon_kings: int | None, events: list[Event]) -> bool:
    """Set up the choosing after a hand; True if a seat has a choice before the next deal."""
    if not st.preset.wing_cards:
        return False
    if dragon_kings is not None:
        earlier = st.wing["honors"]           # twinned dragon kings were played before
        if not st.wing["honors"]:
            st.wing["honors"] = True
            bank.house_bonus(st, dragon_kings, HONORS_BONUS, "first honors", events)
        if st.wing["gold_chip"] is not None:
            hole_cards.move_gold_chip(st, None, dragon_kings, events)
        chosen = st.wing["permanent"] is not None or (
            st.rules >= 2 and earlier and st.wing["voluntary"] is not None)
        if chosen:   # an earlier twinned dragon kings' cards go
            st.wing["voluntary"] = st.wing["permanent"] = None
            events.append(WingsChanged(dragon_kings, None, None))
            st.log.append(entry("wing", dragon_kings, name="negated"))
        ask(st, [dragon_kings], "permanent")
        return True
    first = (st.button + 1) % st.n
    holders = [s for s in ((first + k) % st.n for k in range(st.n))
               if st.dealt[s] and any(k in st.hole[s] for k in BLACK_KINGS) and st.stacks[s] > 0]
    if not holders:
        return False
    ask(st, holders, "voluntary")
    return True


def menu(st: HoldemState) -> list[Action]:
    """The choices of the seat to choose: a card, or leave things as they are."""
    taken = {st.wing["permanent"], st.wing["voluntary"]}
    if st.wing["step"] == "permanent":
        return [*(MakePermanent(c) for c in VOLUNTARY), KeepWings()]
    return [*(PutInPlay(c) for c in VOLUNTARY if c not in taken), KeepWings()]


def refusal(st: HoldemState, action: Action) -> str | None:
    if action in menu(st):
        return None
    if isinstance(action, (PutInPlay, MakePermanent)):
        if action.card not in VOLUNTARY:
            return f"{action.card} is not a voluntary wing card that can be put in play."
        if isinstance(action, PutInPlay) and st.wing["step"] == "permanent":
            return "First choose which wing card to make permanent (or keep them as they are)."
        if isinstance(action, MakePermanent):
            return "Only twinned dragon kings make a wing card permanent."
        return f"{action.card} is already in play."
    return "Choose the wing cards before the next deal."


def act(st: HoldemState, action: Action, events: list[Event]) -> bool:
    """Apply a choice; True when the choosing is over and the next hand can be dealt."""
    seat = st.wing["choosers"][0]
    if isinstance(action, MakePermanent):
        st.wing["permanent"] = action.card
        if st.wing["voluntary"] == action.card:
            st.wing["voluntary"] = None
        events.append(WingsChanged(seat, st.wing["voluntary"], action.card))
        st.log.append(entry("permanent", seat, cards=[action.card]))
        ask(st, [seat], "voluntary")
        return False
    if st.wing["step"] == "permanent":   # kept: no permanent card, but a new one may come in
        ask(st, [seat], "voluntary")
        return False
    if isinstance(action, PutInPlay):
        st.wing["voluntary"] = action.card
        events.append(WingsChanged(seat, action.card, st.wing["permanent"]))
        st.log.append(entry("wing", seat, cards=[action.card]))
        st.wing["choosers"] = []
    else:
        st.log.append(entry("keep", seat))
        st.wing["choosers"] = st.wing["choosers"][1:]
    st.actor = st.wing["choosers"][0] if st.wing["choosers"] else None
    return not st.wing["choosers"]
