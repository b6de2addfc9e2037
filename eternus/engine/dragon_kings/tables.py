"""The lookup tables behind the fast hand evaluator, built once on first use.

A card is an int ``rank * 4 + suit`` (rank 0 for a Two ... 12 for an Ace; suit 0-3 for
spades, hearts, diamonds, clubs). A hand of up to seven cards is scored with two sums:

* the *rank hash*, the sum of ``5 ** rank``: with at most four cards of a rank it names
  the multiset of ranks exactly, and one dict maps it to the best hand that is not a flush;
* the *suit hash*, the sum of ``8 ** suit``: a table says which suit, if any, has five or
  more cards; the ranks of that suit, as a 13-bit mask, then index the flush table.

This is the approach of the fastest pure-Python evaluators (phevaluator's, for one), kept
small: 74 thousand rank multisets and 8,192 masks, about a quarter of a second to build.

A hand's *key* is ``category << 20 | tiebreak``, the tiebreak being up to five ranks as
base-13 digits, most significant first: one int that orders every hand, category first.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

#: Hand categories, weakest first (the evaluator's ``Category`` names them).
HIGH_CARD, PAIR, TWO_PAIR, THREE, STRAIGHT, FLUSH, FULL_HOUSE, FOUR, FIVE, STRAIGHT_FLUSH = range(10)
GRAVE_DIGGER_FLUSH, DRAGON_KINGS = 10, 11

CATEGORY_SHIFT = 20
RANK_HASH = tuple(5 ** (card // 4) for card in range(52))
SUIT_HASH = tuple(8 ** (card % 4) for card in range(52))

#: The five-card windows of a straight, best first, as (top rank, 13-bit mask); the wheel
#: (A-2-3-4-5) tops at the Five.
STRAIGHTS = tuple((top, sum(1 << r for r in range(top - 4, top + 1))) for top in range(12, 3, -1)) + (
    (3, (1 << 12) | 0b1111),)


def key(category: int, ranks: tuple[int, ...] | list[int]) -> int:
    """The sortable key of a hand of ``category`` whose deciding ranks are ``ranks``."""
    tiebreak = 0
    for position in range(5):
        tiebreak = tiebreak * 13 + (ranks[position] if position < len(ranks) else 0)
    return (category << CATEGORY_SHIFT) | tiebreak


def straight_top(mask: int) -> int:
    """The top rank of the best straight among the ranks in ``mask``, or -1."""
    for top, window in STRAIGHTS:
        if mask & window == window:
            return top
    return -1


def best_of_counts(counts: list[int]) -> int:
    """The key of the best non-flush five-card hand among ranks with these counts."""
    ranks = [r for r in range(12, -1, -1) if counts[r]]
    by_count = sorted(ranks, key=lambda r: (counts[r], r), reverse=True)
    top = by_count[0]
    if counts[top] >= 4:
        return key(FOUR, (top, next(r for r in ranks if r != top)))
    if counts[top] == 3:
        pair = next((r for r in ranks if r != top and counts[r] >= 2), None)
        if pair is not None:
            return key(FULL_HOUSE, (top, pair))
    high = straight_top(sum(1 << r for r in ranks))
    if high >= 0:
        return key(STRAIGHT, (high,))
    if counts[top] == 3:
        return key(THREE, (top, *[r for r in ranks if r != top][:2]))
    if counts[top] == 2:
        second = by_count[1] if len(by_count) > 1 and counts[by_count[1]] == 2 else None
        if second is not None:
            kicker = next(r for r in ranks if r not in (top, second))
            return key(TWO_PAIR, (top, second, kicker))
        return key(PAIR, (top, *[r for r in ranks if r != top][:3]))
    return key(HIGH_CARD, ranks[:5])


def best_of_suit(mask: int) -> int:
    """The key of the best flush (or straight flush) among the ranks of one suit."""
    high = straight_top(mask)
    if high >= 0:
        return key(STRAIGHT_FLUSH, (high,))
    return key(FLUSH, [r for r in range(12, -1, -1) if mask >> r & 1][:5])


@cache
def tables() -> tuple[dict[int, int], tuple[int, ...], tuple[int, ...]]:
    """(non-flush key by rank hash, flush suit by suit hash or -1, flush key by rank mask)."""
    nonflush: dict[int, int] = {}
    counts = [0] * 13

    def walk(rank: int, cards: int, rank_hash: int) -> None:
        if rank < 0 or cards == 7:  # every rank decided (the rest none)
            if cards >= 5:
                nonflush[rank_hash] = best_of_counts(counts)
            return
        for n in range(min(4, 7 - cards) + 1):
            counts[rank] = n
            walk(rank - 1, cards + n, rank_hash + n * 5 ** rank)
        counts[rank] = 0

    walk(12, 0, 0)
    flush_suit = [-1] * (8 ** 4)
    for spades in range(8):
        for hearts in range(8 - spades):
            for diamonds in range(8 - spades - hearts):
                for clubs in range(8 - spades - hearts - diamonds):
                    suit_counts = (spades, hearts, diamonds, clubs)
                    best = max(range(4), key=lambda s: suit_counts[s])
                    if suit_counts[best] >= 5:
                        flush_suit[spades + 8 * hearts + 64 * diamonds + 512 * clubs] = best
    flush = [0] * (1 << 13)
    for n in range(5, 8):
        for ranks in combinations(range(13), n):
            mask = sum(1 << r for r in ranks)
            flush[mask] = best_of_suit(mask)
    return nonflush, tuple(flush_suit), tuple(flush)
