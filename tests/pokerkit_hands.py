"""Hands of plain no-limit Hold'em played on our engine, recorded for a replay elsewhere
(:mod:`pokerkit_oracle` replays them in PokerKit).

A hand is the first of a one-hand match, so the button is on the last seat. It records the
blinds as posted, every seat's hole cards, the whole deal of the board (with the burned
cards, also the streets a fold left undealt: the other engine may run them out), each
decision in order, and the stacks at the end.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from dragon_kings_helpers import table
from eternus.engine.core import Action
from eternus.engine.dragon_kings.actions import Call, Check, Fold, Raise
from eternus.engine.dragon_kings.betting import limits
from eternus.engine.dragon_kings.rules import BLINDS, HoldemState

Chooser = Callable[[HoldemState], Action]


@dataclass(frozen=True)
class Setup:
    """A table: the stacks each seat sits down with, the blinds ("5/10") and the ante."""

    stacks: tuple[int, ...]
    blinds: str = "5/10"
    ante: int = 0


@dataclass(frozen=True)
class Hand:
    """A hand as our engine played it."""

    setup: Setup
    posted: tuple[int, ...]                 # each seat's blind (0: none)
    hole: tuple[tuple[str, ...], ...]
    burned: tuple[str, ...]                 # all three, dealt or not
    board: tuple[str, ...]                  # all five, dealt or not
    actions: tuple[tuple[int, Action], ...]
    stacks: tuple[int, ...]                 # at the end of the hand

    @property
    def big_blind(self) -> int:
        return BLINDS[self.setup.blinds][1]

    @property
    def short_big_blind(self) -> bool:
        """The big blind's seat (seat 1; heads-up seat 0) posted less than the blind."""
        return self.posted[1 if len(self.posted) > 2 else 0] < self.big_blind

    @property
    def folded(self) -> frozenset[int]:
        return frozenset(seat for seat, action in self.actions if isinstance(action, Fold))


def random_setup(rng: random.Random) -> Setup:
    """2-9 seats with uneven stacks: some under two big blinds (short blinds, seats all in
    from the ante or the blind), some a few blinds deep, some deep enough to bet on every
    street, so that side pots and short all-ins are common."""
    blinds = rng.choice(list(BLINDS))
    big = BLINDS[blinds][1]
    stacks = tuple(rng.choice((rng.randint(1, 2 * big), rng.randint(2 * big, 20 * big),
                               rng.randint(20 * big, 100 * big))) for _ in range(rng.randint(2, 9)))
    return Setup(stacks, blinds, rng.choice((0, 0, 1, 5)))


def random_chooser(rng: random.Random) -> Chooser:
    """Legal decisions at random: mostly from the menu (folds rarer, so that more hands reach
    a showdown), sometimes a raise of any size from the smallest to all in."""
    def choose(st: HoldemState) -> Action:
        seat = st.to_act
        assert seat is not None
        lim = limits(st, seat)
        if lim.can_raise and lim.min_to < lim.max_to and rng.random() < 0.15:
            return Raise(rng.randint(lim.min_to, lim.max_to))
        menu = st.legal_actions()
        weights = [0.5 if isinstance(a, Fold) else 2.0 if isinstance(a, (Check, Call)) else 1.0 for a in menu]
        return rng.choices(menu, weights)[0]
    return choose


def scripted(actions: Iterable[Action]) -> Chooser:
    """The given decisions in turn."""
    queue = iter(actions)
    return lambda st: next(queue)


def play(setup: Setup, choose: Chooser, seed: int = 1, orders: Sequence[Sequence[str]] = ()) -> Hand:
    """One hand on our engine, dealt from the shuffle of ``seed`` (or from ``orders``, see
    :func:`dragon_kings_helpers.deal_order`), each decision from ``choose``."""
    st, _ = table(list(setup.stacks), orders, seed=seed, blinds=setup.blinds, ante=setup.ante, match_length=1)
    posted, hole = tuple(st.bets), tuple(tuple(cards) for cards in st.hole)
    actions: list[tuple[int, Action]] = []
    while not st.is_over:
        seat = st.to_act
        assert seat is not None
        action = choose(st)
        st.apply(action)
        actions.append((seat, action))
    assert st.last_hand is not None
    burned, board = runout(st.burned, st.board, st.deck)
    return Hand(setup, posted, hole, burned, board, tuple(actions), tuple(st.last_hand["stacks"]))


def random_hand(seed: int) -> Hand:
    """The random table and the random hand of ``seed``."""
    rng = random.Random(seed)
    return play(random_setup(rng), random_chooser(rng), seed)


def runout(burned: Sequence[str], board: Sequence[str], deck: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The three burned cards and the five of the board as our dealer deals them all: those
    dealt, then the next from the top of the deck (its last card)."""
    dealt = [*burned[:1], *board[:3], *burned[1:2], *board[3:4], *burned[2:3], *board[4:]]
    cards = dealt + list(deck[::-1][:8 - len(dealt)])    # burn, flop, burn, turn, burn, river
    return (cards[0], cards[4], cards[6]), (*cards[1:4], cards[5], cards[7])
