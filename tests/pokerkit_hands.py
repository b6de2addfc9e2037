"""Hands of plain no-limit Hold'em played on our engine, recorded for a replay elsewhere
(:mod:`pokerkit_oracle` replays them in PokerKit).

A hand is the last of a short match (so the button has moved and seats may be out), and
it is recorded with its seats renumbered from the button's left: the stacks it began with,
the blinds as posted, every seat's hole cards, the whole deal of the board (with the burned
cards, also the streets a fold left undealt: the other engine may run them out), each
decision in order, and the stacks at the end.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from dragon_kings_helpers import table
from eternus.engine.core import Action
from eternus.engine.dragon_kings.actions import Call, Check, Fold, Raise
from eternus.engine.dragon_kings.betting import limits
from eternus.engine.dragon_kings.state import BLINDS, HoldemState

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

    setup: Setup                            # the stacks as the hand began
    seats: tuple[int, ...]                  # our seat of each of PokerKit's
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


def play(setup: Setup, choose: Chooser, seed: int = 1, orders: Sequence[Sequence[str]] = (), hands: int = 1) -> Hand:
    """The last hand of a match of ``hands`` hands (fewer if one seat wins every chip
    first) on our engine, dealt from the shuffles of ``seed`` (the first hands from
    ``orders``, see :func:`dragon_kings_helpers.deal_order`), each decision from ``choose``.

    The hand is renumbered for PokerKit: its seats are those dealt in, from the button's
    left (the small blind first; heads-up the big blind first), so the button is the last.
    """
    st, _ = table(list(setup.stacks), orders, seed=seed, blinds=setup.blinds, ante=setup.ante,
                  match_length=1 if hands == 1 else 0)
    # Any number of hands (the option offers a few): a state dealt with these options, as a
    # state's options are fixed once dealt (its rules read them once, st.opts).
    st = replace(st, options={**st.options, "match_length": hands})
    actions: list[tuple[int, int, Action]] = []
    while not st.is_over:
        seat = st.to_act
        assert seat is not None
        action = choose(st)
        actions.append((st.hand_no, seat, action))
        st.apply(action)
    last = st.last_hand
    assert last is not None and "stacks" in last and "put_in" in last
    won = [sum(a["amount"] for a in last["awards"] if a["seat"] == s) for s in range(st.n)]
    start = [end + put - w for end, put, w in zip(last["stacks"], last["put_in"], won, strict=True)]
    seats = [s for s in ((st.button + k) % st.n for k in range(1, st.n + 1)) if st.dealt[s]]
    index = {seat: i for i, seat in enumerate(seats)}
    posted = {line["seat"]: line["amount"] for line in st.log if line["what"] in ("small_blind", "big_blind")}
    burned, board = runout(st.burned, st.board, st.deck)
    return Hand(setup=Setup(tuple(start[s] for s in seats), setup.blinds, setup.ante),
                seats=tuple(seats),
                posted=tuple(posted.get(s, 0) for s in seats),
                hole=tuple(tuple(st.hole[s]) for s in seats),
                burned=burned, board=board,
                actions=tuple((index[seat], action) for hand, seat, action in actions if hand == st.hand_no),
                stacks=tuple(last["stacks"][s] for s in seats))


def random_hand(seed: int) -> Hand:
    """A random table, a few random hands to move the button and bust seats (none, one of
    them or up to five), and the next random hand, the one recorded."""
    rng = random.Random(seed)
    return play(random_setup(rng), random_chooser(rng), seed, hands=1 + rng.choice((0, 0, 1, 2, 5)))


def runout(burned: Sequence[str], board: Sequence[str], deck: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The three burned cards and the five of the board as our dealer deals them all: those
    dealt, then the next from the top of the deck (its last card)."""
    dealt = [*burned[:1], *board[:3], *burned[1:2], *board[3:4], *burned[2:3], *board[4:]]
    cards = dealt + list(deck[::-1][:8 - len(dealt)])    # burn, flop, burn, turn, burn, river
    return (cards[0], cards[4], cards[6]), (*cards[1:4], cards[5], cards[7])
