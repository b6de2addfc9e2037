"""How wing cards change who is paid at the end of a hand.

* **Black Death on the board** with at least one more club on the board (as played: a card
  the Grave Digger made a spade is no club): every pot is shared, half (rounded down) to
  the best nest hand among the seats that can win it (two live hole cards with the nest: a
  seat left with one card by the Queen of Chaos has none; with three live cards, after the
  Suicide King, the best two), the rest to the best poker hand.
A seat that could take such a share shows its hand at the showdown instead of mucking it.

* **Black Death in the hole** of a seat still in at the showdown, with three more clubs
  among its other hole card and the board: that seat takes half of every pot it can win
  (rounded down), and the rest is played for as usual, by that seat too.
* **Queen of Avarice on the board** stops the hand: each pot goes to the highest card drawn
  by the seats that can win it (:mod:`wings.streets`).
* **Queen of Avarice in the hole**: if her holder wins a pot at the showdown, or (rules
  version 2) the hand when everyone else folds, every seat that folded this hand pays the
  holder 20 (or what it has left).
* **Queen of Chaos in the hole**: if her holder wins a pot at the showdown, every other seat
  dealt into the hand pays the holder 50 (or what it has left).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from eternus.engine.core import Event
from eternus.engine.dragon_kings.events import SeatPaid
from eternus.engine.dragon_kings.nest import nest_key, nest_name
from eternus.engine.dragon_kings.records import entry
from eternus.engine.dragon_kings.wings.hands import as_played, board_cards, live_hole
from eternus.engine.dragon_kings.wings.streets import draw_strength
from eternus.engine.dragon_kings.wings import AVARICE, BLACK_DEATH, CHAOS, in_play, on_board

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.evaluator import HandValue
    from eternus.engine.dragon_kings.pots import Layer
    from eternus.engine.dragon_kings.state import HoldemState

AVARICE_FINE = 20
CHAOS_FINE = 50

#: One share of a pot: (chips, the seats that split it, the hand each is paid for).
Share = tuple[int, list[int], dict[int, str]]


def shares(st: HoldemState, amount: int, contenders: Sequence[int], values: dict[int, HandValue],
           names: Mapping[int, str]) -> list[Share]:
    """How a pot of ``amount`` that ``contenders`` can win is paid out; ``names`` are their
    hands as told (the poker share is paid for each winner's own)."""
    best = max(values[s].key for s in contenders)
    winners = [s for s in contenders if values[s].key == best]
    plain: Share = (amount, winners, {s: names[s] for s in winners})
    wings = in_play(st)
    if BLACK_DEATH not in wings:
        return [plain]
    half = amount // 2
    nests = {s: hand for s in contenders if (hand := nest_hand(st, s)) is not None} if nest_splits(st) else {}
    if nests:
        nest_winner = max(nests, key=lambda s: nest_key(nests[s]))
        return [(half, [nest_winner], {nest_winner: nest_name(nests[nest_winner])}), (amount - half, winners, plain[2])]
    holder = next((s for s in contenders if black_death_holder(st, s)), None)
    if holder is not None:
        return [(half, [holder], {holder: "Black Death"}), (amount - half, winners, plain[2])]
    return [plain]


def nest_splits(st: HoldemState) -> bool:
    """Black Death is on the board with another club: the nest hand wins half of each pot."""
    board = on_board(st)
    if BLACK_DEATH not in in_play(st) or BLACK_DEATH not in board or not st.wing["nest"]:
        return False
    return any(c[1] == "c" for c in as_played(board, frozenset()) if c != BLACK_DEATH)


def nest_hand(st: HoldemState, seat: int) -> list[str] | None:
    """``seat``'s best four cards of two live hole cards and the nest; None with fewer than
    two live hole cards (after the Queen of Chaos): no nest hand."""
    live = live_hole(st, seat)
    if len(live) < 2:
        return None
    return max(([*pair, *st.wing["nest"]] for pair in combinations(live, 2)), key=nest_key)


def may_claim(st: HoldemState, seat: int, layers: Sequence[Layer]) -> bool:
    """Whether ``seat`` could take a share of a pot a wing card sets apart, so it shows its
    hand rather than mucking: its nest hand beats every nest shown before it in a pot it can
    win, or it holds a Black Death with three more clubs."""
    if nest_splits(st):
        mine = nest_hand(st, seat)
        if mine is None:
            return False
        return any(seat in layer.eligible and all(
            nest_key(mine) > nest_key(theirs) for o in layer.eligible
            if st.shown[o] and (theirs := nest_hand(st, o)) is not None) for layer in layers)
    return black_death_holder(st, seat)


def black_death_holder(st: HoldemState, seat: int) -> bool:
    """``seat`` holds Black Death (in play) with three more clubs among its cards."""
    return (BLACK_DEATH in in_play(st) and BLACK_DEATH in st.hole[seat]
            and _clubs_beside_black_death(st, seat) >= 3)


def _clubs_beside_black_death(st: HoldemState, seat: int) -> int:
    cards = [*st.hole[seat], *as_played(board_cards(st, seat), frozenset())]
    return sum(1 for c in cards if c != BLACK_DEATH and len(c) == 2 and c[1] == "c")


def avarice_winner(st: HoldemState, contenders: Sequence[int]) -> int:
    """The seat among ``contenders`` whose Queen of Avarice draw is highest."""
    return max(contenders, key=lambda s: draw_strength(st.wing["draws"][s] or "2c"))


def fines(st: HoldemState, winners: set[int], folded: set[int], events: list[Event]) -> None:
    """Queens in a winning hole at the showdown. Avarice: every seat that ``folded`` before the
    showdown (a hand mucked at the showdown stayed in) pays her holder 20. Chaos: every other
    seat dealt into the hand pays her holder 50. A seat short of chips pays what it has."""
    wings = in_play(st)
    for holder in sorted(winners):
        avarice_fines(st, holder, folded, events)
        if CHAOS in wings and CHAOS in st.hole[holder]:
            for seat in range(st.n):
                if st.dealt[seat] and seat != holder:
                    _pay_fine(st, seat, holder, CHAOS_FINE, "the Queen of Chaos", events)


def avarice_fines(st: HoldemState, winner: int, folded: set[int], events: list[Event]) -> None:
    """A Queen of Avarice (in play) in the hole of ``winner``: every seat that ``folded`` pays 20.
    Her holder wins the hand at a showdown or when everyone else folds (the Queen of Chaos's
    50 asks for a showdown; hers only a win)."""
    if AVARICE in in_play(st) and AVARICE in st.hole[winner]:
        for seat in sorted(folded - {winner}):
            _pay_fine(st, seat, winner, AVARICE_FINE, "the Queen of Avarice", events)


def _pay_fine(st: HoldemState, seat: int, holder: int, amount: int, why: str, events: list[Event]) -> None:
    chips = min(amount, st.stacks[seat])
    if chips <= 0:
        return
    st.stacks[seat] -= chips
    st.stacks[holder] += chips
    events.append(SeatPaid(f"seat:{seat}", f"seat:{holder}", chips, seat, holder, why))
    st.log.append(entry("pays", seat, chips, name=why, pot=holder))
