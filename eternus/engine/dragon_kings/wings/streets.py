"""Wing cards that act as the cards come out: Black Death's nest, the Suicide King's third
card, the turn-in rounds, the Queen of Avarice's draw, the Knight of War's extra card.

Every card a wing card adds comes from the bottom of the deck (the rules ask for it, so the
next street's cards are the ones they would have been), face up.

Every card reaching the board goes through :func:`arrived`, whichever way it came.

* **Black Death on the board**: the moment the King of Clubs is dealt to the board, two
  cards are dealt aside as the nest.
* **Queen of Avarice on the board** (when in play): the hand stops when she is dealt; every
  seat still in draws one card, and the highest (Ace high, then spades, hearts, diamonds,
  clubs) takes each pot it can win. The bets already made stay in the pots.
* **Gold Dragon**: dealt to the board, its gold chip goes to the table (antes are four
  times as large from the next hand); dealt to a seat, that seat takes the chip (it posts
  no antes while it holds it, and may spend it on one free call: :mod:`wings.hole`). Once the
  Gold Dragon is out of play, its chip is gone before the next deal (rules version 2).
* **Suicide King on the board**: every seat still in gets a third hole card.
* **Queen of Chaos, Queen of Vanity, Knight of the Void on the board**: a turn-in round
  before the street's betting (:mod:`wings.turn_in`).
* **Knight of Mercy** and **Knight of Fortune**: the token, the bank's gifts and the special
  round (:mod:`wings.mercy`, :mod:`wings.fortune`).
* **Knight of War**: after the river's betting, before any hand is shown, one more card is
  dealt: on the board it is for everyone; in the hole of a seat still in it is for that
  seat alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import CardMoved, Event
from eternus.engine.dragon_kings import betting
from eternus.engine.dragon_kings.wings import fortune as wing_fortune
from eternus.engine.dragon_kings.wings import mercy as wing_mercy
from eternus.engine.dragon_kings.wings import turn_in as wing_turn_in
from eternus.engine.dragon_kings.hole_cards import move_gold_chip, received
from eternus.engine.dragon_kings.nest import SUIT_STRENGTH
from eternus.engine.dragon_kings.history import note
from eternus.engine.dragon_kings.records import entry
from eternus.engine.dragon_kings.wings import (
    AVARICE, BLACK_DEATH, CHAOS, FORTUNE, GOLD_DRAGON, SUICIDE_KING, VANITY, VOID, WAR, in_play, on_board,
)

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState

NEST_SIZE = 2
GOLD_MULTIPLIER = 4


def from_bottom(st: HoldemState) -> str:
    """The bottom card of the deck (the deck's last item is its top)."""
    return st.deck.pop(0)


def arrived(st: HoldemState, new_cards: list[str], events: list[Event], resume: int | None = None) -> bool:
    """The one path of a card reaching the board: the wing cards among ``new_cards`` act,
    however they came (a street dealt; from rules version 2 also a card the Knight of the
    Void put in a voided card's place, and the Knight of War's card for everyone). False if
    the hand stops here (the Queen of Avarice).

    ``resume`` is the seat whose turn goes on once a round the card opens is over (the Knight
    of the Void's holder, mid-street); None: the street's betting starts after it. After the
    river's betting (the Knight of War's card) the Knight of Fortune opens no round: nobody
    bets any more.
    """
    wings = in_play(st)
    if BLACK_DEATH in wings and BLACK_DEATH in new_cards and not st.wing["nest"]:
        for _ in range(NEST_SIZE):
            card = from_bottom(st)
            st.wing["nest"].append(card)
            events.append(CardMoved(card, "deck", "nest", True))
        note(st.log, events, entry("nest", cards=st.wing["nest"]))
    if GOLD_DRAGON in wings and GOLD_DRAGON in new_cards and st.wing["gold_chip"] != "table":
        move_gold_chip(st, "table", None, events)
    if SUICIDE_KING in wings and SUICIDE_KING in new_cards:
        for seat in betting.players_in(st):
            card = from_bottom(st)
            st.hole[seat].append(card)
            events.append(CardMoved(card, "deck", f"hole:{seat}", st.shown[seat], owner=seat, public=st.shown[seat]))
            received(st, seat, [card], events)
        note(st.log, events, entry("third_card"))
    for asks in (CHAOS, VOID, VANITY):
        if asks in wings and asks in new_cards and not (asks == VANITY and wing_turn_in.vanity_void(on_board(st))):
            wing_turn_in.begin(st, asks, resume)
    wing_mercy.note_board(st)
    if AVARICE in wings and AVARICE in new_cards:
        for seat in betting.players_in(st):
            card = from_bottom(st)
            st.wing["draws"][seat] = card
            events.append(CardMoved(card, "deck", "draws", True, owner=seat))
            note(st.log, events, entry("avarice", seat, cards=[card]))
        return False
    if FORTUNE in wings and FORTUNE in new_cards and not betting_over(st):
        wing_fortune.begin_board(st, events, resume)
    return True


def stopped(st: HoldemState) -> bool:
    """The Queen of Avarice has stopped the hand: the draws are out, the pots go by them."""
    return any(card is not None for card in st.wing["draws"])


def betting_over(st: HoldemState) -> bool:
    """The hand's betting is over for good: the Knight of War's card comes only after it."""
    return bool(st.wing["extra"])


def ante(st: HoldemState) -> int:
    """The ante each seat posts: four times the table's while the gold chip lies on the table."""
    return st.ante * GOLD_MULTIPLIER if st.wing["gold_chip"] == "table" else st.ante


def retire_gold_chip(st: HoldemState, events: list[Event]) -> None:
    """Before a deal (rules version 2): the gold chip of a Gold Dragon no longer in play is
    gone, the table's (antes are back to normal) or a seat's (no more free call), as a wing
    card out of play has no power."""
    if st.rules >= 2 and st.wing["gold_chip"] is not None and GOLD_DRAGON not in in_play(st):
        move_gold_chip(st, None, None, events)


def after_deal(st: HoldemState, events: list[Event]) -> None:
    """A seat dealt the Gold Dragon (in play) takes the gold chip, wherever it was; a seat
    dealt the Knight of Mercy, the token of mercy."""
    if GOLD_DRAGON in in_play(st):
        for seat, cards in enumerate(st.hole):
            if GOLD_DRAGON in cards and st.wing["gold_chip"] != f"seat:{seat}":
                move_gold_chip(st, f"seat:{seat}", seat, events)
    wing_mercy.after_deal(st, events)


def draw_strength(card: str) -> tuple[int, int]:
    """How a Queen of Avarice draw compares: rank (Ace high), then suit."""
    return "23456789TJQKA".index(card[0]), SUIT_STRENGTH[card[1]]


def before_showdown(st: HoldemState, events: list[Event]) -> None:
    """The Knight of War's extra card, for everyone (on the board) or for its holder. From rules
    version 2 the card for everyone reaches the board (:func:`arrived`); the holder's own
    card is a card of its hand alone and acts as no wing card."""
    if WAR not in in_play(st) or st.wing["extra"]:
        return
    if WAR in st.board:
        owner = None
    else:
        holders = [s for s in betting.players_in(st) if WAR in st.hole[s]]
        if not holders:
            return
        owner = holders[0]
    card = from_bottom(st)
    st.wing["extra"] = [card]
    st.wing["extra_for"] = owner
    events.append(CardMoved(card, "deck", "extra", True, owner=owner))    # owner None: everyone's
    note(st.log, events, entry("extra", owner, cards=[card]))
    if owner is None and st.rules >= 2:
        arrived(st, [card], events)
