"""Set up Hold'em tables with chosen stacks and a stacked deck, for the Dragon Kings tests."""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

from eternus.engine.core import RULES_KEY, Action, Event, Seat
from eternus.engine.dragon_kings import betting, dealing
from eternus.engine.dragon_kings.game import DragonKingsGame
from eternus.engine.dragon_kings.actions import Call, Check
from eternus.engine.dragon_kings.records import fresh_round, fresh_tallies, fresh_wings
from eternus.engine.dragon_kings.rules import HoldemMachine
from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.events import ChipsMoved
from eternus.engine.rng import Rng

GAME = DragonKingsGame()
BOTTOM = "|"
T = TypeVar("T")


class StackedDeck(Rng):
    """An RNG whose shuffles deal prepared hands: each shuffle of a deck puts the next
    prepared order on it (the first card in the list is dealt first), then the seed's own.
    Cards after :data:`BOTTOM` in an order go to the bottom, the first of them lowest (where
    the wing cards' extra cards come from)."""

    def __init__(self, orders: Sequence[Sequence[str]], seed: int = 1) -> None:
        super().__init__(seed)
        self.orders = [list(order) for order in orders]

    def shuffle(self, items: MutableSequence[T]) -> None:
        super().shuffle(items)
        if not self.orders:
            return
        first = self.orders.pop(0)
        bottom: list[str] = []
        if BOTTOM in first:
            at = first.index(BOTTOM)
            first, bottom = first[:at], first[at + 1:]
        rest = [c for c in items if c not in first and c not in bottom]
        items[:] = bottom + rest + list(reversed(first))  # type: ignore[assignment]


def deal_order(seats: int, button: int, holes: dict[int, Sequence[str]], board: Sequence[str] = (),
               deck: Sequence[str] = (), bottom: Sequence[str] = ()) -> list[str]:
    """The cards in the order the dealer takes them from the top: hole cards one at a time from
    the button's left (seats not in ``holes`` get unused cards), then burn, flop, burn, turn,
    burn, river (``board`` cards; missing ones are filled)."""
    from eternus.engine.cards import standard_deck

    used = {c for cards in holes.values() for c in cards} | set(board) | set(bottom)
    spare = iter([c for c in (list(deck) or standard_deck()) if c not in used])
    hands = {s: list(holes.get(s) or [next(spare), next(spare)]) for s in range(seats)}
    order = [hands[(button + k) % seats][i] for i in range(2) for k in range(1, seats + 1)]
    cards = list(board) + [next(spare) for _ in range(5 - len(board))]
    order += [next(spare), *cards[:3], next(spare), cards[3], next(spare), cards[4]]
    return order + ([BOTTOM, *bottom] if bottom else [])


def table(stacks: Sequence[int], orders: Sequence[Sequence[str]] = (), seed: int = 1,
          wing_card: str | None = None, **options: Any) -> tuple[HoldemState, list[Event]]:
    """A fresh match (plain Hold'em without re-buys unless ``options`` say otherwise): seat ``s`` buys in for
    ``stacks[s]`` chips; the first hands are dealt from ``orders`` (see :func:`deal_order`),
    without the draw for the first deal, with ``wing_card`` the voluntary wing card in play.
    Returns the state and the events of the deal."""
    n = len(stacks)
    resolved = GAME.resolve_options({"preset": "holdem", "rebuys": 0, **options})   # a seat out is out
    st = HoldemMachine(seats=tuple(Seat(f"P{i + 1}") for i in range(n)), options=resolved,
                       rng=StackedDeck(orders, seed), button=n - 1, stacks=list(stacks), bets=[0] * n,
                       committed=[0] * n, dealt=[False] * n, folded=[False] * n, shown=[False] * n,
                       hole=[[] for _ in range(n)], round=fresh_round(n, 0, 0),
                       rebuys_left=[int(resolved["rebuys"])] * n, wing=fresh_wings(n), tallies=fresh_tallies(n),
                       busted_in=[0] * n)
    st.ledger = [{"seat": s, "kind": "buy_in", "amount": stack, "hand": 0} for s, stack in enumerate(stacks)]
    st.wing["voluntary"] = wing_card
    events: list[Event] = []
    dealing.start_hand(st, events)
    st.advance(events, st.big_blind_seat)
    return st, events


def play(st: HoldemState, *actions: Action) -> list[Event]:
    """Apply each action in turn (each must be legal); all their events."""
    events: list[Event] = []
    for action in actions:
        events += st.apply(action)
    return events


def chips_moved(events: Sequence[Event]) -> list[tuple[str, str, int]]:
    return [(e.src, e.dst, e.amount) for e in events if isinstance(e, ChipsMoved)]


def played_under(st: HoldemState, rules: int) -> HoldemState:
    """``st`` as a record made under rules version ``rules`` replays it (an old save)."""
    st.options[RULES_KEY] = rules
    return st


#: A Dragon Kings table of twenty hands (the wing cards in play), as the rules tests deal it.
DK: dict[str, Any] = {"preset": "dragon_kings", "match_length": 20}


def dk_table(holes: dict[int, Sequence[str]], board: Sequence[str], wing_card: str | None = None,
             bottom: Sequence[str] = (), stacks: Sequence[int] = (400, 400, 400),
             more: Sequence[Sequence[str]] = (), **options: Any) -> HoldemState:
    """Three seats at a Dragon Kings table, the button on seat 2, dealt ``holes`` and ``board``
    (``bottom``: cards at the deck's bottom; ``more``: the orders of later hands)."""
    order = deal_order(3, 2, holes, board, bottom=bottom)
    st, _ = table(list(stacks), [order, *more], wing_card=wing_card, **{**DK, **options})
    return st


def check_down(st: HoldemState) -> list[Event]:
    """Everyone checks or calls until the hand is over (the next hand or a wing choice)."""
    hand = st.hand_no
    events: list[Event] = []
    while st.hand_no == hand and st.phase not in ("wing_choice", "match_over"):
        seat = st.to_act
        assert seat is not None
        owed = betting.limits(st, seat).to_call
        events += st.apply(Call(owed) if owed else Check())
    return events
