"""The end of a hand: who shows, who mucks, who wins which pot.

* A pot nobody contests (everyone else folded) goes to the last seat in; nobody shows. The
  hand is won all the same: a Queen of Avarice in the winner's hole is paid (rules version 2).
* When the betting is over for good with two or more players in and at most one of them
  with chips behind (someone is all in), every hand still in is turned face up at once,
  before the rest of the board is dealt.
* Otherwise, at the showdown after the river, the last player to bet or raise on the river
  shows first; if nobody did, the first player still in left of the button. Then each in
  turn clockwise shows if the hand can still win or tie a pot it plays for, against the
  hands shown before it, and mucks unseen if it cannot (our reading: the engine mucks a
  hand that cannot win, since showing it could win nothing).
* Each pot, main pot first, goes to the best hand shown among the seats that can win it;
  equal hands split it (:func:`pots.split`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from eternus.engine.core import CardFlipped, CardMoved, Event
from eternus.engine.dragon_kings import betting, pots
from eternus.engine.dragon_kings.wings import hands as wing_hands
from eternus.engine.dragon_kings.wings import payouts as wing_payouts
from eternus.engine.dragon_kings.hand_reasons import told
from eternus.engine.dragon_kings.evaluator import Category
from eternus.engine.dragon_kings.events import HandMucked, HandShown, PotAwarded, pot_place
from eternus.engine.dragon_kings.records import Award, ShownHand, entry

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.evaluator import HandValue
    from eternus.engine.dragon_kings.state import HoldemState


def hand_value(st: HoldemState, seat: int) -> HandValue:
    """The best hand ``seat`` makes with its hole cards and the board, under the table's rules
    and the wing cards in play."""
    return wing_hands.hand_value(st, seat)


def hand_name(st: HoldemState, seat: int) -> str:
    """``seat``'s hand as the table tells it: its name, with the wild and wing cards that made
    it ("" before the flop: there is no hand yet)."""
    return told(st, seat, hand_value(st, seat)) if st.board else ""


def from_left_of_button(st: HoldemState, start: int | None = None) -> list[int]:
    """The seats still in, clockwise from ``start`` (default: the first left of the button)."""
    first = (st.button + 1) % st.n if start is None else start
    order = [(first + k) % st.n for k in range(st.n)]
    return [s for s in order if betting.in_hand(st, s)]


def show(st: HoldemState, seat: int, name: str, events: list[Event]) -> ShownHand:
    """``seat`` turns its hole cards face up; ``name`` is its hand so far ("" before the flop)."""
    st.shown[seat] = True
    for card in st.hole[seat]:
        events.append(CardFlipped(card, f"hole:{seat}", True))
    events.append(HandShown(seat, tuple(st.hole[seat]), name))
    st.log.append(entry("show", seat, cards=st.hole[seat], name=name))
    return {"seat": seat, "cards": list(st.hole[seat]), "name": name}


def reveal_all(st: HoldemState, events: list[Event]) -> None:
    """Everyone still in turns their cards up at once (betting is over with someone all in),
    before the rest of the board is dealt: the hand is named once there is a flop."""
    for seat in from_left_of_button(st):
        if not st.shown[seat]:
            show(st, seat, hand_name(st, seat), events)


def showing_order(st: HoldemState) -> list[int]:
    """The river's last aggressor first if still in, else the first seat left of the button."""
    aggressor = st.round["aggressor"]
    if aggressor is not None and betting.in_hand(st, aggressor):
        return from_left_of_button(st, aggressor)
    return from_left_of_button(st)


def settle(st: HoldemState, events: list[Event]) -> tuple[list[ShownHand], list[Award], int | None]:
    """The showdown: hands shown or mucked in order, then every pot paid (shared as the wing
    cards say). Also the seat that won the main pot with twinned dragon kings, if any."""
    folded = {s for s in range(st.n) if st.dealt[s] and st.folded[s]}
    layers = pots.layers(st.committed, *betting.live_and_all_in(st))
    values = {seat: hand_value(st, seat) for seat in betting.players_in(st)}
    names = {seat: told(st, seat, value) for seat, value in values.items()}
    shown: list[ShownHand] = [{"seat": s, "cards": list(st.hole[s]), "name": names[s]}
                              for s in from_left_of_button(st) if st.shown[s]]
    mucked: list[int] = []
    for seat in showing_order(st):
        if st.shown[seat]:
            continue
        if _can_win(st, seat, layers, values) or wing_payouts.may_claim(st, seat, layers):
            shown.append(show(st, seat, names[seat], events))
        else:
            mucked.append(seat)
            events.append(HandMucked(seat))
            events.extend(CardMoved(card, f"hole:{seat}", "muck", False, owner=seat, public=False)
                          for card in st.hole[seat])
            st.log.append(entry("muck", seat))
    for seat in mucked:
        st.folded[seat] = True
    awards: list[Award] = []
    dragon_kings: int | None = None
    for index, layer in enumerate(layers):
        contenders = [s for s in pots.eligible_or_below(layers, index) if st.shown[s]]
        for chips, winners, hands in wing_payouts.shares(st, layer.amount(st.committed), contenders, values, names):
            awards += _pay(st, index, chips, winners, hands, events)
        best = max(contenders, key=lambda s: values[s].key)
        if index == 0 and values[best].category == Category.DRAGON_KINGS:
            dragon_kings = best
    st.committed = [0] * st.n
    wing_payouts.fines(st, {a["seat"] for a in awards}, folded, events)
    return shown, awards, dragon_kings


def _can_win(st: HoldemState, seat: int, layers: list[pots.Layer], values: dict[int, HandValue]) -> bool:
    mine = values[seat].key
    return any(seat in layer.eligible and all(mine >= values[o].key for o in layer.eligible if st.shown[o])
               for layer in layers)


def award_uncontested(st: HoldemState, events: list[Event]) -> list[Award]:
    """Everyone else folded: the last seat in takes every pot, showing nothing (a side pot
    only folded seats had reached included), each from where its chips lie."""
    (winner,) = betting.players_in(st)
    layers = pots.layers(st.committed, *betting.live_and_all_in(st))
    awards: list[Award] = []
    for index, layer in enumerate(layers):
        awards += _pay(st, index, layer.amount(st.committed), [winner], {}, events)
    st.committed = [0] * st.n
    if st.rules >= 2:       # a hand won is won, shown or not: the Queen of Avarice's fines
        wing_payouts.avarice_fines(st, winner, {s for s in range(st.n) if st.dealt[s] and st.folded[s]}, events)
    return awards


def shown_so_far(st: HoldemState) -> list[ShownHand]:
    """The hands turned up before the hand stopped (all in before the Queen of Avarice came),
    named as they stood: the hand's record keeps them though no showdown came."""
    return [{"seat": s, "cards": list(st.hole[s]), "name": hand_name(st, s)}
            for s in from_left_of_button(st) if st.shown[s]]


def award_by_draws(st: HoldemState, events: list[Event]) -> list[Award]:
    """The Queen of Avarice stopped the hand: each pot to the highest draw that can win it."""
    layers = pots.layers(st.committed, *betting.live_and_all_in(st))
    awards: list[Award] = []
    for index, layer in enumerate(layers):
        winner = wing_payouts.avarice_winner(st, pots.eligible_or_below(layers, index))
        awards += _pay(st, index, layer.amount(st.committed), [winner], {winner: "the highest draw"}, events)
    st.committed = [0] * st.n
    return awards


def _pay(st: HoldemState, index: int, amount: int, winners: list[int], hands: Mapping[int, str],
         events: list[Event]) -> list[Award]:
    """Pot ``index``'s ``amount`` split among ``winners``, each paid for its own hand in
    ``hands`` (none: won uncontested), which the award keeps for the hand's summary."""
    awards: list[Award] = []
    for seat, chips in pots.split(amount, winners, st.button, st.n):
        hand = hands.get(seat, "")
        st.stacks[seat] += chips
        events.append(PotAwarded(pot_place(index), f"seat:{seat}", chips, seat, index, hand))
        st.log.append(entry("win", seat, chips, name=hand, pot=index))
        awards.append({"seat": seat, "pot": index, "amount": chips, "hand": hand})
    return awards
