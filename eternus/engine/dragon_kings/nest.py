"""Black Death's nest hand: a player's two hole cards with the two nest cards, four cards.

Four cards rank as in four-card poker, weakest first: high card, pair, two pair, straight,
flush, three of a kind, straight flush, four of a kind (three of a kind beats a flush and a
straight with four cards: it is the rarer hand). An Ace plays high, or low in A-2-3-4.
Equal hands are decided by suit, as the rules ask: the cards are compared from the most
important down (the group's rank first, then the kickers), and where the ranks are all
equal the suit of the first differing card decides, spades over hearts over diamonds over
clubs. Two players never hold the same card, so a nest hand is never a tie.

Readings: a wild card plays as itself in the nest (the nest is a separate, plain hand), and
a card the Grave Digger turned into a spade keeps its own suit here (the nest lies apart
from the board).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from eternus.engine.cards import RANK_NAMES, RANK_PLURALS, RANKS, SUITS

HIGH_CARD, PAIR, TWO_PAIR, STRAIGHT, FLUSH, THREE, STRAIGHT_FLUSH, FOUR = range(8)

NAMES: Final = ("high card", "a pair", "two pair", "a straight", "a flush", "three of a kind",
                "a straight flush", "four of a kind")

#: Suit strength for the tie-break: spades highest, clubs lowest.
SUIT_STRENGTH: Final = {"s": 3, "h": 2, "d": 1, "c": 0}


def _rank(card: str) -> int:
    return RANKS.index(card[0]) + 2


def nest_key(cards: Sequence[str]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """A sortable key of four cards: (category, ranks in order of importance, their suits)."""
    if len(cards) != 4 or any(len(c) != 2 or c[1] not in SUITS for c in cards):
        raise ValueError(f"a nest hand is four standard cards, not {list(cards)}")
    counts: dict[int, int] = {}
    for card in cards:
        counts[_rank(card)] = counts.get(_rank(card), 0) + 1
    # the most important cards first: bigger groups, then higher ranks, then stronger suits
    ordered = sorted(cards, key=lambda c: (counts[_rank(c)], _rank(c), SUIT_STRENGTH[c[1]]), reverse=True)
    ranks = tuple(_rank(c) for c in ordered)
    suits = tuple(SUIT_STRENGTH[c[1]] for c in ordered)
    flush = len({c[1] for c in cards}) == 1
    distinct = sorted(counts)
    straight_top = 0
    if len(distinct) == 4:
        if distinct[-1] - distinct[0] == 3:
            straight_top = distinct[-1]
        elif distinct == [2, 3, 4, 14]:
            straight_top = 4
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 4:
        category = FOUR
    elif straight_top and flush:
        category = STRAIGHT_FLUSH
    elif shape[0] == 3:
        category = THREE
    elif flush:
        category = FLUSH
    elif straight_top:
        category = STRAIGHT
    elif shape[:2] == [2, 2]:
        category = TWO_PAIR
    elif shape[0] == 2:
        category = PAIR
    else:
        category = HIGH_CARD
    if straight_top:
        by_rank = sorted(ordered, key=lambda c: (_rank(c) if not (straight_top == 4 and _rank(c) == 14) else 1),
                         reverse=True)
        ranks = (straight_top,)
        suits = tuple(SUIT_STRENGTH[c[1]] for c in by_rank)
    return category, ranks, suits


def nest_name(cards: Sequence[str]) -> str:
    """The nest hand in words: "Nest: a pair of Nines"."""
    category, ranks, _ = nest_key(cards)
    top = ranks[0]
    words = {PAIR: f"a pair of {RANK_PLURALS[top]}", TWO_PAIR: f"two pair, {RANK_PLURALS[top]} and "
             f"{RANK_PLURALS[ranks[2]] if len(ranks) > 2 else ''}", THREE: f"three {RANK_PLURALS[top]}",
             FOUR: f"four {RANK_PLURALS[top]}", HIGH_CARD: f"{RANK_NAMES[top]} high",
             STRAIGHT: f"a straight to the {RANK_NAMES[top]}", FLUSH: f"a flush, {RANK_NAMES[top]} high",
             STRAIGHT_FLUSH: f"a straight flush to the {RANK_NAMES[top]}"}
    return f"Nest: {words[category]}"
