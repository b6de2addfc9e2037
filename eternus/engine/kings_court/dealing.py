"""Starting a hand: gather, (cut), shuffle, deal seven, lay out Risk cards, turn the first card.

Also the two other ways cards come back: reshuffling the discard pile into an empty deck,
and Castle Fire's redeal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import CardMoved, Event, Message, Shuffled
from eternus.engine.kings_court import scoring
from eternus.engine.kings_court.cards import CARDS, SHIELD, in_front
from eternus.engine.kings_court.events import HandDealt
from eternus.engine.kings_court.known import nothing_known
from eternus.engine.kings_court.phases import CUT, TURN
from eternus.engine.kings_court.records import fresh_turn

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState

HAND_SIZE = 7
CUT_ODDS = 7          # a cut for the exact count lands with chance 1 in 7
BIG_TABLE_BONUS = 50  # four players or more
SMALL_TABLE_BONUS = 25


def reshuffle(st: KingsCourtState, events: list[Event]) -> bool:
    """The deck ran out: everything under the top discard becomes the new deck."""
    if len(st.discard) <= 1:
        return False
    top = st.discard.pop()
    moving = st.discard
    st.discard = [top]
    st.deck = moving + st.deck
    st.rng.shuffle(st.deck)
    events.append(Shuffled("deck", len(moving), "discard"))
    events.append(Message("The draw pile ran out: the discard pile is shuffled into a new one."))
    return True


def _reset_hand_zones(st: KingsCourtState, keep_front: bool) -> None:
    n = st.n
    front = st.front if keep_front else [[] for _ in range(n)]
    played = st.played if keep_front else []
    kept = {c for cards in front for c in cards} | set(played)
    st.deck = [c for c in st.cards if c not in kept]
    st.hands = [[] for _ in range(n)]
    st.front = front
    st.played = played
    st.dungeon = [[] for _ in range(n)]
    st.dungeon_turns = [0] * n
    st.escape_missed = [False] * n
    st.penalized = [False] * n
    st.guarded = [False] * n
    st.lacks = [[] for _ in range(n)]
    st.known = nothing_known(n)
    st.discard = []
    st.limbo = []
    st.pending = None
    st.battle = None
    st.windows = []
    st.resume = None
    st.controller = None
    st.warlord = None
    st.steps = []
    st.turn = fresh_turn()
    st.direction = 1
    st.idle = 0
    st.live = False
    st.current = st.dealer


def start_hand(st: KingsCourtState, events: list[Event]) -> None:
    """Gather every card; the dealer may cut for the bonus, then deals."""
    st.hand_no += 1
    st.adjust = [0] * st.n
    st.charges = []
    st.dark_knight = None
    _reset_hand_zones(st, keep_front=False)
    events.append(Message(f"Hand {st.hand_no}: {st.name_of(st.dealer)} deals."))
    if st.opts.dealing_bonus:
        st.phase = CUT
        st.decider = st.dealer
        return
    deal(st, events, attempt=False)


def redeal(st: KingsCourtState, events: list[Event]) -> None:
    """Castle Fire: the hands are thrown in and the same dealer deals again.

    Risk cards lying in front of players (or already played) stay; points owed stay owed.
    """
    _reset_hand_zones(st, keep_front=True)
    events.append(Message(f"Castle Fire! {st.name_of(st.dealer)} deals again."))
    deal(st, events, attempt=False)


def deal(st: KingsCourtState, events: list[Event], attempt: bool) -> None:
    n = st.n
    st.rng.shuffle(st.deck)
    events.append(Shuffled("deck", len(st.deck), ""))
    if attempt:
        _cut_for_bonus(st, events)
    order = [(st.dealer + 1 + i) % n for i in range(n)]
    for _ in range(HAND_SIZE):
        for seat in order:
            card = st.deck.pop()
            st.hands[seat].append(card)
            events.append(CardMoved(card, "deck", f"hand:{seat}", False, owner=seat, public=False))
    events.append(HandDealt(st.hand_no, HAND_SIZE))
    for seat in order:
        laid = [c for c in st.hands[seat] if in_front(c)]
        for card in laid:
            st.hands[seat].remove(card)
            st.front[seat].append(card)
            events.append(CardMoved(card, f"hand:{seat}", f"front:{seat}", True))
        if laid:    # face up for all to see, so named as when one is drawn mid-hand
            names = " and ".join(CARDS[c].name for c in laid)
            replaced = "a replacement" if len(laid) == 1 else "replacements"
            events.append(Message(f"{st.name_of(seat)} lays {names} face up and draws {replaced}."))
            st.draw(seat, len(laid), events)
    open_first_card(st, events)


def _cut_for_bonus(st: KingsCourtState, events: list[Event]) -> None:
    bonus = BIG_TABLE_BONUS if st.n >= 4 else SMALL_TABLE_BONUS
    dealer = st.name_of(st.dealer)
    if st.rng.below(CUT_ODDS) == 0:
        for s in range(st.n):
            if s != st.dealer:
                scoring.charge(st, s, "Dealing bonus", bonus)
        events.append(Message(f"{dealer} cuts the exact count! {bonus} points are added to every "
                              "other player's score."))
    else:
        scoring.charge(st, st.dealer, "Dealing bonus", bonus)
        events.append(Message(f"{dealer} misses the cut: {bonus} points are added to {dealer}'s score."))


def open_first_card(st: KingsCourtState, events: list[Event]) -> None:
    """Turn the first discard; a Shield card goes back. The card counts as the dealer's play."""
    from eternus.engine.kings_court.effects import FIRST, apply_effect

    while True:
        card = st.deck.pop()
        events.append(CardMoved(card, "deck", "discard", True))
        if CARDS[card].kind != SHIELD:
            break
        st.deck.append(card)
        st.rng.shuffle(st.deck)
        events.append(CardMoved(card, "discard", "deck", False))
        events.append(Shuffled("deck", 1, "discard"))
        events.append(Message(f"{CARDS[card].name} turned up first: shuffled back."))
    st.discard.append(card)
    st.live = True
    dealer = st.dealer
    st.current = dealer
    st.turn["done"] = True
    st.phase = TURN
    st.decider = dealer
    info = CARDS[card]
    events.append(Message(f"The first card is {info.name}."))
    if info.is_suit_card:
        st.suit = info.suits[0]
        st.match = info.match
        if info.effect == "maiden":
            st.turn["done"] = False
            st.turn["escort_only"] = True
            events.append(Message(f"{st.name_of(dealer)} must escort the Fair Maiden "
                                  "(or draw to find an escort)."))
            return
    else:
        st.suit = st.suits[0]
        st.match = None
        if info.effect == "dungeon":
            st.discard.pop()
            st.limbo.append(card)
            events.append(CardMoved(card, "discard", "limbo", True))
    apply_effect(st, dealer, card, info.effect, FIRST, events)
    st.turn["restore"] = None
    if not info.is_suit_card and "suit" not in st.steps:
        st.steps.insert(0, "suit")
