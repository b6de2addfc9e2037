"""Which poker hands a set of cards makes, and every hand the player could make now.

Pure functions over card codes; no state. Jokers are wild unless ``jokers_wild`` is False
(the "jokers only flip" option): then :func:`possible_hands` leaves every joker out of the
pool, in hand or on the table, so no offered hand can use one. That is the one place a
joker reaches the hand finder, whichever way it came into the hand (drawn, or taken back
from the discard pile by a pair of Queens). Aces count high or low in a straight (A-2-3 and
Q-K-A), never both at once (no K-A-2).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations, product

from eternus.engine.cards import is_joker, rank, suit
from eternus.engine.pragon.actions import (
    FIVE, FLUSH, FOUR, PAIR, PAIR_KINDS, SPECIAL_PAIRS, STRAIGHT, STRAIGHT_FLUSH, THREE, HandKind,
)

OF_A_KIND: dict[int, HandKind] = {2: PAIR, 3: THREE, 4: FOUR, 5: FIVE}

Offer = tuple[tuple[str, ...], HandKind]
"""A hand the player may declare: its cards (sorted) and its kind."""


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


def _candidate_sets(pool: Sequence[str]) -> Iterable[tuple[str, ...]]:
    """Card sets worth testing: same-rank groups, straights, flushes (no blind 2^n search)."""
    jokers = [c for c in pool if is_joker(c)]
    naturals = [c for c in pool if not is_joker(c)]
    by_rank: dict[int, list[str]] = {}
    by_suit: dict[str, list[str]] = {}
    for c in naturals:
        by_rank.setdefault(rank(c), []).append(c)
        by_suit.setdefault(suit(c), []).append(c)
    # n of a kind, including the pair of two jokers
    for group in list(by_rank.values()) + [[]]:
        options = group + jokers
        for k in range(2, min(5, len(options)) + 1):
            yield from combinations(options, k)
    # flushes of 3 to 5 cards
    for group in by_suit.values():
        options = group + jokers
        for k in range(3, min(5, len(options)) + 1):
            for combo in combinations(options, k):
                if any(not is_joker(c) for c in combo):
                    yield combo
    # straights: one card (or a joker) per rank of a run
    present = set(by_rank) | ({1} if 14 in by_rank else set())
    for length in range(3, 6):
        for start in range(1, 14 - length + 2):
            missing = sum(1 for r in range(start, start + length) if r not in present)
            if missing > len(jokers) or missing == length:
                continue
            slots: list[list[str]] = []
            for r in range(start, start + length):
                natural_rank = 14 if r == 1 else r
                slots.append(by_rank.get(natural_rank, []) + ["*"])
            for pick in product(*slots):
                wild = pick.count("*")
                if wild > len(jokers) or wild == length:
                    continue
                chosen = [c for c in pick if c != "*"]
                for wilds in combinations(jokers, wild):
                    yield tuple(chosen) + wilds


def possible_hands(hand: Sequence[str], table: Sequence[str], special_pairs: bool,
                   pairs_allowed: bool, *, jokers_wild: bool) -> tuple[Offer, ...]:
    """Every (cards, kind) the player may declare: at least one card must come from the hand.

    With ``jokers_wild`` False a joker is no playing card: it is left out before the search.
    Cached on the sorted cards: the AI asks about the same few positions thousands of times.
    """
    if not jokers_wild:
        hand = [c for c in hand if not is_joker(c)]
        table = [c for c in table if not is_joker(c)]
    return _possible_hands(tuple(sorted(hand)), tuple(sorted(table)), special_pairs, pairs_allowed)


@lru_cache(maxsize=4096)
def _possible_hands(hand: tuple[str, ...], table: tuple[str, ...], special_pairs: bool,
                    pairs_allowed: bool) -> tuple[Offer, ...]:
    hand_set = set(hand)
    seen: set[tuple[str, ...]] = set()
    found: list[Offer] = []
    for combo in _candidate_sets(list(hand) + list(table)):
        key = tuple(sorted(combo))
        if key in seen or not hand_set.intersection(key):
            continue
        seen.add(key)
        for kind in kinds_of(key, special_pairs):
            if kind in PAIR_KINDS and not pairs_allowed:
                continue
            found.append((key, kind))
    found.sort()
    return tuple(found)
