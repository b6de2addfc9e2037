"""Which poker hands a set of cards makes, and every hand the player could make now.

Pure functions over card codes; no state. Jokers are wild unless ``jokers_wild`` is False
(the "jokers only flip" option): then :func:`possible_hands` leaves every joker out of the
pool, in hand or on the table, so no offered hand can use one. That is the one place a
joker reaches the hand finder, whichever way it came into the hand (drawn, or taken back
from the discard pile by a pair of Queens). Aces count high or low in a straight (A-2-3 and
Q-K-A), never both at once (no K-A-2).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations, product

from eternus.engine.cards import JOKERS, is_joker, rank, standard_deck, suit
from eternus.engine.pragon.actions import (
    FIVE, FLUSH, FOUR, PAIR, PAIR_KINDS, SPECIAL_PAIRS, STRAIGHT, STRAIGHT_FLUSH, THREE, HandKind,
)

OF_A_KIND: dict[int, HandKind] = {2: PAIR, 3: THREE, 4: FOUR, 5: FIVE}

Offer = tuple[tuple[str, ...], HandKind]
"""A hand the player may declare: its cards (sorted) and its kind."""

_JOKERS = frozenset(JOKERS)
_RANK = {c: rank(c) for c in standard_deck()}
"""Each natural card's rank, looked up instead of parsed: the finder runs in every playout."""


def _run(low: int, length: int) -> tuple[tuple[int, ...], int]:
    """A run of ``length`` ranks from ``low`` (1 is the ace played low): the natural ranks
    it needs and its bit mask over ranks 1-14."""
    ranks = range(low, low + length)
    return tuple(14 if r == 1 else r for r in ranks), sum(1 << r for r in ranks)


_RUNS = tuple(_run(low, length) for length in range(3, 6) for low in range(1, 16 - length))


def _is_straight(cards: Sequence[str]) -> bool:
    """3-5 cards whose ranks (jokers filling gaps) run consecutively, ace high or low."""
    n = len(cards)
    if not 3 <= n <= 5:
        return False
    naturals = [rank(c) for c in cards if not is_joker(c)]
    if len(set(naturals)) != len(naturals):
        return False
    if not naturals:
        return True
    # the jokers fill the gaps of a run of n when the ranks span fewer than n (the ace high,
    # or counted as 1); ranks 1 to 14 always leave room for a run of five
    return any(max(ranks) - min(ranks) < n for ranks in (naturals, [1 if r == 14 else r for r in naturals]))


def _is_flush(cards: Sequence[str]) -> bool:
    if not 3 <= len(cards) <= 5:
        return False
    suits = {suit(c) for c in cards if not is_joker(c)}
    return len(suits) <= 1


def _same_rank(cards: Sequence[str]) -> int | None:
    """The shared rank of the naturals (jokers fit anything); 0 if all are jokers."""
    ranks = {rank(c) for c in cards if not is_joker(c)}
    if len(ranks) > 1:
        return None
    return ranks.pop() if ranks else 0


def kinds_of(cards: Sequence[str], special_pairs: bool) -> list[HandKind]:
    """Every hand kind these exact cards can be declared as (possibly none)."""
    kinds: list[HandKind] = []
    n = len(cards)
    shared = _same_rank(cards)
    if shared is not None and n in OF_A_KIND:
        kinds.append(OF_A_KIND[n])
        if n == 2 and special_pairs:
            if shared == 0:
                kinds.extend(SPECIAL_PAIRS.values())
            elif shared in SPECIAL_PAIRS:
                kinds.append(SPECIAL_PAIRS[shared])
    straight, flush = _is_straight(cards), _is_flush(cards)
    if straight:
        kinds.append(STRAIGHT)
    if flush:
        kinds.append(FLUSH)
    if straight and flush:
        kinds.append(STRAIGHT_FLUSH)
    return kinds


def _candidate_sets(pool: Sequence[str], hand: frozenset[str]) -> set[tuple[str, ...]]:
    """Sorted card sets worth testing, each holding a hand card: same-rank groups, flushes and
    straights (no blind 2^n search). ``pool`` comes sorted."""
    for card in pool:
        if card in _JOKERS:
            return _candidate_sets_with_jokers(pool, hand)
    by_rank: dict[int, list[str]] = {}
    by_suit: dict[str, list[str]] = {}
    present = 0
    for c in pool:
        r = _RANK[c]
        if r in by_rank:
            by_rank[r].append(c)
        else:
            by_rank[r] = [c]
            present |= _RANK_BIT[r]
        if c[1] in by_suit:
            by_suit[c[1]].append(c)
        else:
            by_suit[c[1]] = [c]
    found: set[tuple[str, ...]] = set()
    add = found.add
    apart = hand.isdisjoint
    # the pool is sorted, so every group is, and so is every combination drawn from one
    for group in by_rank.values():
        if len(group) > 1 and not apart(group):
            for k in range(2, len(group) + 1):
                for combo in combinations(group, k):
                    if not apart(combo):
                        add(combo)
    for group in by_suit.values():
        if len(group) > 2 and not apart(group):
            for k in range(3, min(5, len(group)) + 1):
                for combo in combinations(group, k):
                    if not apart(combo):
                        add(combo)
    for ranks in _full_runs(present):
        for pick in product(*[by_rank[r] for r in ranks]):
            if not apart(pick):
                add(tuple(sorted(pick)))
    return found


_RANK_BIT = {r: (1 << r) | (2 if r == 14 else 0) for r in range(2, 15)}
"""A rank's bit in the mask of ranks present; the ace also sets bit 1, its low place."""


@lru_cache(maxsize=4096)
def _full_runs(present: int) -> tuple[tuple[int, ...], ...]:
    """The runs whose every rank is present (without jokers, the only straights possible)."""
    return tuple(ranks for ranks, mask in _RUNS if not mask & ~present)


def _candidate_sets_with_jokers(pool: Sequence[str], hand: frozenset[str]) -> set[tuple[str, ...]]:
    """:func:`_candidate_sets` for a pool holding a joker, which may stand in for any card of
    a group or a run. A set of jokers alone is one same-rank group. Jokers sort among the
    Jacks, so every set is sorted again."""
    jokers = [c for c in pool if c in _JOKERS]
    by_rank: dict[int, list[str]] = {}
    by_suit: dict[str, list[str]] = {}
    for c in pool:
        if c not in _JOKERS:
            by_rank.setdefault(_RANK[c], []).append(c)
            by_suit.setdefault(c[1], []).append(c)
    found: set[tuple[str, ...]] = set()
    add = found.add
    apart = hand.isdisjoint
    # n of a kind, including the pair of two jokers
    for group in [*by_rank.values(), []]:
        options = group + jokers
        if len(options) < 2 or apart(options):
            continue
        for k in range(2, min(5, len(options)) + 1):
            for combo in combinations(options, k):
                if not apart(combo):
                    add(tuple(sorted(combo)))
    # flushes of 3 to 5 cards, at least one natural
    for group in by_suit.values():
        options = group + jokers
        if len(options) < 3 or apart(options):
            continue
        for k in range(3, min(5, len(options)) + 1):
            for combo in combinations(options, k):
                if combo[0] not in _JOKERS and not apart(combo):
                    add(tuple(sorted(combo)))
    # straights: one card (or a joker) per rank of a run of 3 to 5, at least one natural
    present = 0
    for r in by_rank:
        present |= _RANK_BIT[r]
    wild = len(jokers)
    for ranks, mask in _RUNS:
        missing = (mask & ~present).bit_count()
        if missing > wild or missing == len(ranks):
            continue
        slots = [by_rank.get(r, []) + ["*"] for r in ranks]
        for pick in product(*slots):
            chosen = [c for c in pick if c != "*"]
            gaps = len(pick) - len(chosen)
            if gaps > wild or not chosen:
                continue
            for wilds in combinations(jokers, gaps):
                combo = (*chosen, *wilds)
                if not apart(combo):
                    add(tuple(sorted(combo)))
    return found


def possible_hands(hand: Sequence[str], table: Sequence[str], special_pairs: bool,
                   pairs_allowed: bool, *, jokers_wild: bool) -> tuple[Offer, ...]:
    """Every (cards, kind) the player may declare, sorted: at least one card must come from
    the hand. The order the cards are given in does not matter.

    With ``jokers_wild`` False a joker is no playing card: it is left out before the search.
    Not cached here: the rules remember the answer per position (``rules._hand_actions``),
    and positions of sampled worlds rarely repeat.
    """
    if not jokers_wild:
        hand = [c for c in hand if not is_joker(c)]
        table = [c for c in table if not is_joker(c)]
    if not hand:
        return ()
    found: list[Offer] = []
    for key in _candidate_sets(sorted([*hand, *table]), frozenset(hand)):
        found.extend(_offers_of_set(key, special_pairs))
    if not pairs_allowed:
        found = [offer for offer in found if offer[1] not in PAIR_KINDS]
    found.sort()
    return tuple(found)


@lru_cache(maxsize=65536)
def _offers_of_set(cards: tuple[str, ...], special_pairs: bool) -> tuple[Offer, ...]:
    """Each kind these cards can be declared as (:func:`kinds_of`), as offers, remembered: the
    same few card sets recur across many positions."""
    return tuple((cards, kind) for kind in kinds_of(cards, special_pairs))
