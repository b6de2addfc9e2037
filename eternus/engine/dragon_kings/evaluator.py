"""Poker hands for Dragon Kings: the best five of any number of cards, wild cards included.

Two paths:

* :func:`evaluate7`, the fast one, scores up to seven wild-free cards (as ints, see
  :mod:`~eternus.engine.dragon_kings.tables`) with two table lookups: what search and
  equity estimates call a million times;
* :func:`best_hand` scores a player's hole cards with the board under the hand's
  :class:`HandRules` and says which five cards play and what the hand is called.

Rankings, weakest first: high card, pair, two pair, three of a kind, straight, flush, full
house, four of a kind, five of a kind, straight flush, a Grave Digger spade flush, and
twinned dragon kings. The last three above four of a kind exist only with wild or wing
cards.

Readings (also on the rules page):

* A *free* wild card (Swords' joker; sixes under the Queen of Vanity) stands for any card,
  one already in the hand included, so five of a kind can be made. A *restricted* wild
  card (the Queen of Chivalry) stands for any card that is neither in the player's hand nor
  on the board, so it never makes five of a kind.
* A wild card completes a flush only with a rank that suit does not have yet.
* Twinned dragon kings need the two real black Kings among the player's cards (hole or
  board); a wild card never stands for one. Between two such hands the best three other
  cards decide as a three-card hand: three of a kind, then a pair (the pair's rank, then
  its kicker), then the highest cards.
* Dead cards (the Queen of Chaos's battlefield) do not play at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from enum import IntEnum

from eternus.engine.cards import RANK_NAMES, RANK_PLURALS, RANKS, SUITS
from eternus.engine.dragon_kings import tables as t


class Category(IntEnum):
    HIGH_CARD = t.HIGH_CARD
    PAIR = t.PAIR
    TWO_PAIR = t.TWO_PAIR
    THREE_OF_A_KIND = t.THREE
    STRAIGHT = t.STRAIGHT
    FLUSH = t.FLUSH
    FULL_HOUSE = t.FULL_HOUSE
    FOUR_OF_A_KIND = t.FOUR
    FIVE_OF_A_KIND = t.FIVE
    STRAIGHT_FLUSH = t.STRAIGHT_FLUSH
    GRAVE_DIGGER_FLUSH = t.GRAVE_DIGGER_FLUSH
    DRAGON_KINGS = t.DRAGON_KINGS


@dataclass(frozen=True)
class HandRules:
    """What applies to one player's hand at one showdown (``PLAIN`` is ordinary Hold'em).

    ``wild``: cards that stand for any card (free wild); ``restricted_wild``: cards that stand
    for any card not already among the player's; ``dead_ranks``: ranks (2-14) that do not
    play; ``dragon_kings``: whether the two black Kings together beat everything;
    ``paired_kickers``: whether a pair or three of a kind among their kickers beats unpaired
    kickers (rules version 2 of Dragon Kings; before, the kickers went by rank alone).
    """

    wild: frozenset[str] = frozenset()
    restricted_wild: frozenset[str] = frozenset()
    dead_ranks: frozenset[int] = frozenset()
    dragon_kings: bool = False
    paired_kickers: bool = True


PLAIN = HandRules()


@dataclass(frozen=True)
class HandValue:
    key: int                                        # higher beats lower, equal ties
    category: Category
    cards: tuple[str, ...]                          # the five cards that play
    name: str                                       # "Full house, Kings over Fives"
    stands_for: tuple[tuple[str, str], ...] = ()    # (wild card, the card it plays as)


CARD_ID = {r + s: RANKS.index(r) * 4 + SUITS.index(s) for r in RANKS for s in SUITS}
CARD_CODE = {i: c for c, i in CARD_ID.items()}
BLACK_KINGS = ("Ks", "Kc")


def evaluate7(cards: Sequence[int]) -> int:
    """The key of the best hand among 5 to 7 wild-free cards given as ints."""
    nonflush, flush_suit, flush = t.tables()
    rank_hash = suit_hash = 0
    for card in cards:
        rank_hash += t.RANK_HASH[card]
        suit_hash += t.SUIT_HASH[card]
    suit = flush_suit[suit_hash]
    if suit < 0:
        return nonflush[rank_hash]
    mask = 0
    for card in cards:
        if card & 3 == suit:
            mask |= 1 << (card >> 2)
    return flush[mask]


def best_hand(hole: Sequence[str], board: Sequence[str], rules: HandRules = PLAIN) -> HandValue:
    """The best hand ``hole`` makes with ``board`` under ``rules``."""
    cards = [c for c in (*hole, *board) if _rank(c) not in rules.dead_ranks or c in rules.wild]
    if rules.dragon_kings and all(k in cards for k in BLACK_KINGS):
        return _dragon_kings([c for c in cards if c not in BLACK_KINGS and c not in rules.wild
                              and c not in rules.restricted_wild], rules.paired_kickers)
    free = [c for c in cards if c in rules.wild]
    restricted = [c for c in cards if c in rules.restricted_wild and c not in rules.wild]
    natural = [c for c in cards if c not in free and c not in restricted]
    if not free and not restricted:
        return _describe(evaluate_any(natural), natural)
    return _best_with_wilds(natural, free, restricted)


def evaluate_any(cards: Sequence[str]) -> int:
    """The key of the best hand among any number of wild-free cards, given as codes.

    Beyond :func:`evaluate7` it takes more than seven cards (a Knight of War's extra board
    card) and the same code twice (a card the Grave Digger turned into a spade that is also
    really there: the two are two cards of one rank, and a flush may hold both)."""
    if len(cards) < 5:
        return _short_hand_key(list(cards))
    if len(cards) <= 7 and len(set(cards)) == len(cards):
        return evaluate7([CARD_ID[c] for c in cards])
    counts = [0] * 13
    by_suit: list[list[int]] = [[], [], [], []]
    for card in cards:
        rank, suit = divmod(CARD_ID[card], 4)
        counts[rank] += 1
        by_suit[suit].append(rank)
    best = t.best_of_counts(counts)
    for ranks in by_suit:
        if len(ranks) >= 5:
            high = t.straight_top(sum(1 << r for r in set(ranks)))
            flush = (t.key(t.STRAIGHT_FLUSH, (high,)) if high >= 0
                     else t.key(t.FLUSH, sorted(ranks, reverse=True)[:5]))
            best = max(best, flush)
    return best


# ------------------------------------------------------------------ wild cards

def _best_with_wilds(natural: list[str], free: list[str], restricted: list[str]) -> HandValue:
    """The best identity for each wild card (free: any card; restricted: any card not among the
    player's), kept with what it stands for; five of a kind comes from a free wild on four or
    more of a rank, found apart (it is the only hand a copy of a held card improves)."""
    wilds = [*free, *restricted]
    best: tuple[int, list[str], tuple[tuple[str, str], ...]] | None = _five_of_a_kind(natural, free, restricted)
    ids = [CARD_ID[c] for c in natural]
    if 5 <= len(ids) + len(wilds) <= 7 and len(set(ids)) == len(ids):
        key, stand = _best_identities(ids, len(wilds))
        if best is None or key > best[0]:
            codes = [CARD_CODE[c] for c in stand]
            best = (key, natural + codes, tuple(zip(wilds, codes, strict=True)))
    else:  # fewer than five cards, more than seven, or a card twice: each identity the slow way
        for stand in _candidates(ids, len(wilds)):
            played = natural + [CARD_CODE[c] for c in stand]
            key = evaluate_any(played)
            if best is None or key > best[0]:
                best = (key, played, tuple(zip(wilds, played[len(natural):], strict=True)))
    assert best is not None
    value, played, stands_for = best
    shown = _describe(value, played)
    unclaimed = list(stands_for)
    natural_left = list(natural)
    cards: list[str] = []
    for card in shown.cards:  # a card that is no (unused) natural card is a wild's stand-in
        if card in natural_left:
            natural_left.remove(card)
            cards.append(card)
        else:
            claim = next(pair for pair in unclaimed if pair[1] == card)
            unclaimed.remove(claim)
            cards.append(claim[0])
    used = tuple(pair for pair in stands_for if pair not in unclaimed)
    return HandValue(shown.key, shown.category, tuple(cards), shown.name, used)


def wild_key(natural: Sequence[int], wilds: int) -> int:
    """The key alone of ``natural`` cards (ints) with ``wilds`` restricted wild cards, 5-7 cards
    in all: the fast path for search and equity (a free wild adds only five of a kind)."""
    return _best_identities(list(natural), wilds)[0]


def _best_identities(natural: list[int], wilds: int) -> tuple[int, tuple[int, ...]]:
    """The best key ``wilds`` wild cards give ``natural`` (5-7 cards in all) as absent cards,
    and the identities that give it. Scored incrementally from the natural cards' hashes."""
    nonflush, flush_suit, flush = t.tables()
    base_rank = sum(t.RANK_HASH[c] for c in natural)
    base_suit = sum(t.SUIT_HASH[c] for c in natural)
    masks = [0, 0, 0, 0]
    for c in natural:
        masks[c & 3] |= 1 << (c >> 2)
    best_key, best_stand = -1, ()  # type: tuple[int, tuple[int, ...]]
    for stand in _candidates(natural, wilds):
        rank_hash, suit_hash = base_rank, base_suit
        for c in stand:
            rank_hash += t.RANK_HASH[c]
            suit_hash += t.SUIT_HASH[c]
        suit = flush_suit[suit_hash]
        if suit < 0:
            key = nonflush[rank_hash]
        else:
            mask = masks[suit]
            for c in stand:
                if c & 3 == suit:
                    mask |= 1 << (c >> 2)
            key = flush[mask]
        if key > best_key:
            best_key, best_stand = key, stand
    return best_key, best_stand


def _candidates(natural: list[int], wilds: int) -> list[tuple[int, ...]]:
    """The identities worth trying for the wild cards: for each rank, every absent card of it
    in a suit the wilds could bring to a flush, and as many absent ones in the other suits as
    there are wilds (which of those suits does not matter). Distinct cards only."""
    present = set(natural)
    counts = [0, 0, 0, 0]
    for c in natural:
        counts[c & 3] += 1
    flushy = {s for s in range(4) if counts[s] + wilds >= 5}
    options: list[int] = []
    for first in range(0, 52, 4):
        spare = wilds
        for card in range(first, first + 4):
            if card in present:
                continue
            if card & 3 in flushy:
                options.append(card)
            elif spare:
                options.append(card)
                spare -= 1
    if wilds == 1:
        return [(c,) for c in options]
    return list(combinations(options, wilds))


def _five_of_a_kind(natural: list[str], free: list[str], restricted: list[str],
                    ) -> tuple[int, list[str], tuple[tuple[str, str], ...]] | None:
    """Five of the highest rank the wild cards can bring to five, if any: restricted wilds take
    the suits of that rank not yet held, free wilds whatever is still missing (a copy)."""
    by_rank: dict[int, list[str]] = {}
    for card in natural:
        by_rank.setdefault(CARD_ID[card] // 4, []).append(card)
    for rank in sorted(by_rank, reverse=True):
        have = by_rank[rank]
        if len(have) + min(len(restricted), 4 - len(have)) + len(free) < 5:
            continue
        missing = [f"{RANKS[rank]}{s}" for s in SUITS if f"{RANKS[rank]}{s}" not in have]
        stands: list[tuple[str, str]] = []
        for wild in restricted:
            if missing and len(have) + len(stands) < 5:
                stands.append((wild, missing.pop(0)))
        for wild in free:
            if len(have) + len(stands) < 5:
                stands.append((wild, missing.pop(0) if missing else have[0]))
        return t.key(t.FIVE, (rank,)), have + [c for _, c in stands], tuple(stands)
    return None


# ------------------------------------------------------------------ special hands

def _dragon_kings(others: list[str], paired: bool) -> HandValue:
    """Twinned dragon kings with the best three of ``others`` as kickers. ``paired``: the kickers
    rank as a three-card hand (three of a kind, then a pair and its kicker, then high cards);
    else by rank alone, highest first."""
    by_rank = sorted(others, key=lambda c: -CARD_ID[c])
    shape = 0
    if paired and by_rank:
        counts = {r: sum(1 for c in by_rank if c[0] == r) for r in {c[0] for c in by_rank}}
        group = max(counts, key=lambda r: (counts[r], RANKS.index(r)))
        size = min(counts[group], 3)
        if size > 1:
            shape = size - 1
            by_rank = [c for c in by_rank if c[0] == group][:size] + [c for c in by_rank if c[0] != group]
    kickers = by_rank[:3]
    ranks = [CARD_ID[c] // 4 for c in kickers]
    key = t.key(t.DRAGON_KINGS, [shape, *ranks] if paired else ranks)
    return HandValue(key, Category.DRAGON_KINGS, ("Ks", "Kc", *kickers), "Twinned dragon kings")


def _short_hand_key(cards: list[str]) -> int:
    """Fewer than five cards (a hand with dead cards): the best of what there is."""
    counts = [0] * 13
    for c in cards:
        counts[CARD_ID[c] // 4] += 1
    ranks = sorted((r for r in range(13) if counts[r]), key=lambda r: (counts[r], r), reverse=True)
    if not ranks:
        return t.key(t.HIGH_CARD, ())
    top = ranks[0]
    rest = [r for r in sorted(ranks, reverse=True) if r != top]
    category = {4: t.FOUR, 3: t.THREE, 2: t.PAIR}.get(counts[top], t.HIGH_CARD)
    if category == t.PAIR and len(rest) and counts[ranks[1]] == 2:
        return t.key(t.TWO_PAIR, (top, ranks[1], *[r for r in rest if r != ranks[1]]))
    if category == t.THREE and len(ranks) > 1 and counts[ranks[1]] >= 2:
        return t.key(t.FULL_HOUSE, (top, ranks[1]))
    return t.key(category, (top, *rest) if category != t.HIGH_CARD else sorted(ranks, reverse=True))


# ------------------------------------------------------------------ naming

def _describe(value: int, cards: list[str]) -> HandValue:
    """The hand a key stands for: its category, the five cards that make it, its name."""
    category = Category(value >> t.CATEGORY_SHIFT)
    tiebreak = value & ((1 << t.CATEGORY_SHIFT) - 1)
    ranks = []
    for _ in range(5):
        ranks.append(tiebreak % 13)
        tiebreak //= 13
    ranks.reverse()
    chosen = _cards_for(category, ranks, cards)
    return HandValue(value, category, tuple(chosen), _name(category, ranks))


def _cards_for(category: Category, ranks: list[int], cards: list[str]) -> list[str]:
    by_strength = sorted(cards, key=lambda c: -CARD_ID[c])
    of_rank: dict[int, list[str]] = {r: [] for r in range(13)}
    for card in by_strength:
        of_rank[CARD_ID[card] // 4].append(card)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        top = ranks[0]
        needed = [12 if top == 3 and r == -1 else r for r in range(top, top - 5, -1)]
        if category == Category.STRAIGHT_FLUSH:
            suit = next(s for s in range(4) if all(any(CARD_ID[c] == r * 4 + s for c in cards) for r in needed))
            return [CARD_CODE[r * 4 + suit] for r in needed]
        return [of_rank[r][0] for r in needed]
    if category == Category.FLUSH:
        suit = max(range(4), key=lambda s: sum(1 for c in cards if CARD_ID[c] % 4 == s))
        return [c for c in by_strength if CARD_ID[c] % 4 == suit][:5]
    groups = {Category.FIVE_OF_A_KIND: (5,), Category.FOUR_OF_A_KIND: (4, 1), Category.FULL_HOUSE: (3, 2),
              Category.THREE_OF_A_KIND: (3, 1, 1), Category.TWO_PAIR: (2, 2, 1), Category.PAIR: (2, 1, 1, 1),
              Category.HIGH_CARD: (1, 1, 1, 1, 1)}[category]
    chosen: list[str] = []
    for rank, size in zip(ranks, groups, strict=False):
        chosen += [c for c in of_rank[rank] if c not in chosen][:size]
    return chosen[:5]


def _name(category: Category, ranks: list[int]) -> str:
    one = [RANK_NAMES[r + 2] for r in ranks]
    many = [RANK_PLURALS[r + 2] for r in ranks]
    return {
        Category.HIGH_CARD: f"{one[0]} high",
        Category.PAIR: f"Pair of {many[0]}",
        Category.TWO_PAIR: f"Two pair, {many[0]} and {many[1]}",
        Category.THREE_OF_A_KIND: f"Three {many[0]}",
        Category.STRAIGHT: f"Straight to the {one[0]}",
        Category.FLUSH: f"Flush, {one[0]} high",
        Category.FULL_HOUSE: f"Full house, {many[0]} over {many[1]}",
        Category.FOUR_OF_A_KIND: f"Four {many[0]}",
        Category.FIVE_OF_A_KIND: f"Five {many[0]}",
        Category.STRAIGHT_FLUSH: "Royal flush" if ranks[0] == 12 else f"Straight flush to the {one[0]}",
    }[category]


def _rank(card: str) -> int:
    """2..14, or 0 for a card that is no standard card (a joker)."""
    return CARD_ID[card] // 4 + 2 if card in CARD_ID else 0
