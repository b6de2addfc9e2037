"""Starting a hand and dealing the streets: the button, the blinds, antes, the cards.

* The button moves one seat to the left after every hand, skipping seats with no chips
  (a moving button: no dead button, no blind is ever missed or owed). The small blind is
  the next seat with chips to its left, the big blind the next after that. Heads-up, the
  button posts the small blind.
* Antes, when the table plays them, go straight into the pot before the blinds. A seat
  that cannot cover a forced bet puts in what it has and is all in.
* Cards go out one at a time from the seat left of the button, twice around. One card is
  burned before the flop, the turn and the river.
* Before the flop the big blind's seat has the last word; the first to act is the seat
  after it (heads-up that is the button). After the flop the first seat left of the button
  still in acts first (heads-up the big blind, so the button acts last).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import CardMoved, Event, Shuffled
from eternus.engine.dragon_kings import betting, pots
from eternus.engine.dragon_kings.wings import streets as wing_streets
from eternus.engine.dragon_kings.events import BlindPosted, HandStarted, StreetDealt, pot_place
from eternus.engine.dragon_kings.phases import BOARD_SIZE, PREFLOP, Street
from eternus.engine.dragon_kings.records import LogKind, entry, fresh_round

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState


def next_with_chips(st: HoldemState, seat: int) -> int:
    """The first seat clockwise after ``seat`` that has chips."""
    n = st.n
    for k in range(1, n + 1):
        other = (seat + k) % n
        if st.stacks[other] > 0:
            return other
    raise ValueError("no seat has chips")


def blind_seats(st: HoldemState, button: int) -> tuple[int, int]:
    """The small and big blind seats for a hand with this button."""
    playing = sum(1 for s in st.stacks if s > 0)
    small = button if playing == 2 else next_with_chips(st, button)
    return small, next_with_chips(st, small)


def collect_cards(st: HoldemState, events: list[Event]) -> None:
    """The last hand's cards go to the muck (hidden hands stay hidden) and back to the deck."""
    for seat, cards in enumerate(st.hole):
        if st.folded[seat]:
            continue   # already in the muck since the fold
        for card in cards:
            shown = st.shown[seat]
            events.append(CardMoved(card, f"hole:{seat}", "muck", False, owner=seat, public=shown))
    events.extend(CardMoved(card, "board", "muck", False) for card in st.board)
    wing = st.wing
    events.extend(CardMoved(card, zone, "muck", False) for zone, cards in
                  (("nest", wing["nest"]), ("extra", wing["extra"]), ("battlefield", wing["battlefield"]),
                   ("voided", wing["voided"]), ("draws", [c for c in wing["draws"] if c is not None]))
                  for card in cards)
    st.hole = [[] for _ in range(st.n)]
    st.board, st.burned = [], []
    wing["nest"], wing["extra"], wing["extra_for"], wing["draws"] = [], [], None, [None] * st.n
    wing["battlefield"], wing["voided"], wing["face_up"] = [], [], []
    wing["turning_in"], wing["turn_in_for"], wing["turn_in_resume"] = [], None, None
    wing["fortune"], wing["revealed"], wing["mercy_owed"], wing["pot_paid"] = None, [], 0, [0] * st.n


def start_hand(st: HoldemState, events: list[Event]) -> None:
    """Move the button, post antes and blinds, shuffle and deal two cards to each seat."""
    had_cards = st.hand_no > 0
    if had_cards:
        collect_cards(st, events)
        st.button = next_with_chips(st, st.button)
    st.hand_no += 1
    n = st.n
    st.phase = PREFLOP
    st.dealt = [s > 0 for s in st.stacks]
    st.folded = [False] * n
    st.shown = [False] * n
    st.bets = [0] * n
    st.committed = [0] * n
    st.small_blind_seat, st.big_blind_seat = blind_seats(st, st.button)
    st.log = [entry("start", st.button, st.hand_no)]
    events.append(HandStarted(st.hand_no, st.button, st.small_blind_seat, st.big_blind_seat))
    wing_streets.retire_gold_chip(st, events)
    _post_forced_bets(st, events)
    st.deck = list(st.preset.deck)
    st.rng.shuffle(st.deck)
    events.append(Shuffled("deck", len(st.deck), "muck" if had_cards else ""))
    order = [s for s in ((st.button + k) % n for k in range(1, n + 1)) if st.dealt[s]]
    for _ in range(2):
        for seat in order:
            card = st.deck.pop()
            st.hole[seat].append(card)
            events.append(CardMoved(card, "deck", f"hole:{seat}", False, owner=seat, public=False))
    st.log.append(entry("deal"))
    wing_streets.after_deal(st, events)
    big = st.big_blind
    st.round = fresh_round(n, level=big, min_raise=big)
    st.actor = betting.next_actor(st, st.big_blind_seat)


def _post_forced_bets(st: HoldemState, events: list[Event]) -> None:
    ante = wing_streets.ante(st)
    if ante:
        for seat in range(st.n):
            owes = st.dealt[seat] and st.wing["gold_chip"] != f"seat:{seat}"
            paid = min(ante, st.stacks[seat]) if owes else 0
            st.stacks[seat] -= paid
            st.committed[seat] += paid
            if paid:
                st.log.append(entry("ante", seat, paid))
        # a seat all in for less than the ante makes a side pot already
        all_in = [dealt and st.stacks[s] == 0 for s, dealt in enumerate(st.dealt)]
        for seat, index, chips in pots.collected([0] * st.n, st.committed, st.dealt, all_in):
            events.append(BlindPosted(f"seat:{seat}", pot_place(index), chips, seat, "ante"))
    blinds: tuple[tuple[int, int, str, LogKind], ...] = (
        (st.small_blind_seat, st.small_blind, "small blind", "small_blind"),
        (st.big_blind_seat, st.big_blind, "big blind", "big_blind"))
    for seat, amount, blind, what in blinds:
        paid = betting.post(st, seat, amount)
        if paid:
            events.append(BlindPosted(f"seat:{seat}", f"bet:{seat}", paid, seat, blind))
            st.log.append(entry(what, seat, paid))


def deal_street(st: HoldemState, street: Street, events: list[Event]) -> bool:
    """Burn one card, then turn up the street's board cards (a new betting round begins); the
    wing cards among them act.
    False if a wing card stopped the hand (the Queen of Avarice)."""
    burn = st.deck.pop()
    st.burned.append(burn)
    events.append(CardMoved(burn, "deck", "muck", False, public=False))
    new: list[str] = []
    while len(st.board) < BOARD_SIZE[street]:
        card = st.deck.pop()
        st.board.append(card)
        new.append(card)
        events.append(CardMoved(card, "deck", "board", True))
    st.phase = street
    st.round = fresh_round(st.n, level=0, min_raise=st.big_blind)
    events.append(StreetDealt(street, tuple(new)))
    st.log.append(entry("street", cards=new, name=street))
    return wing_streets.arrived(st, new, events)
