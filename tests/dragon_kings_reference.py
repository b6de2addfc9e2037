"""A slow, obviously correct poker evaluator: the oracle the fast one is checked against.

It looks at every five-card subset and, for a wild card, every card it could stand for,
and ranks five cards the way a person would, straight from the definitions. Only the tests
use it (treys cannot score wild cards).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations, product

from eternus.engine.cards import RANKS, SUITS
from eternus.engine.dragon_kings import tables as t

ALL = [r + s for r in RANKS for s in SUITS]


def rank5(cards: Sequence[str]) -> tuple[int, tuple[int, ...]]:
    """(category, deciding ranks high first) of exactly five cards; duplicates allowed."""
    ranks = sorted((RANKS.index(c[0]) for c in cards), reverse=True)
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    distinct = len(counts) == 5
    flush = distinct and len({c[1] for c in cards}) == 1
    top = -1
    if distinct and ranks[0] - ranks[4] == 4:
        top = ranks[0]
    elif distinct and ranks == [12, 3, 2, 1, 0]:
        top = 3
    shape = [n for _, n in groups]
    by_group = tuple(r for r, _ in groups)
    if shape[0] == 5:
        return t.FIVE, (groups[0][0],)
    if top >= 0 and flush:
        return t.STRAIGHT_FLUSH, (top,)
    if shape[0] == 4:
        return t.FOUR, by_group
    if shape[:2] == [3, 2]:
        return t.FULL_HOUSE, by_group
    if flush:
        return t.FLUSH, tuple(ranks)
    if top >= 0:
        return t.STRAIGHT, (top,)
    if shape[0] == 3:
        return t.THREE, by_group
    if shape[:2] == [2, 2]:
        return t.TWO_PAIR, by_group
    if shape[0] == 2:
        return t.PAIR, by_group
    return t.HIGH_CARD, tuple(ranks)


def best_key(cards: Sequence[str], free: int = 0, restricted: int = 0) -> int:
    """The key of the best five of ``cards`` plus ``free`` wild cards (any card at all) and
    ``restricted`` ones (any card not among ``cards``)."""
    absent = [c for c in ALL if c not in cards]
    best = -1
    for stand in product(*([ALL] * free + [absent] * restricted)):
        if restricted > 1 and len(set(stand[free:])) < restricted:
            continue
        pool = [*cards, *stand]
        for five in combinations(pool, 5):
            category, ranks = rank5(five)
            best = max(best, t.key(category, ranks))
    return best
