"""Every combination a laid card can make, and the best announcement, found exactly.

On a turn a player lays one card from the hand and announces combinations that include it:
at most one *attacking* combination (it must use at least one card of the common pool, and
may use cards of the player's own pool) and at most one *defensive* one (the player's own
pool only). Both contain the laid card; no other card may serve in both (our reading: a
card is used once). The search tries every subset of the pools (five own cards and four
common ones make 480 attacking and 32 defensive candidates) and every naming of the
Artefacts among them (:func:`~.combinations.best`), so the best is the best, not a guess.

Most subsets are no combination at all, and cheaply seen not to be (:func:`could_form`, on
each subset's :data:`Shape`): a straight has no two equal ranks (or professions), a set no
two different ones, so cards that mix both can be no form, and neither can anything more
added to them. The search skips
those without costing them, in the same order, so it finds exactly what trying them all
found, several times faster.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Final

from eternus.engine.draker.cards import DECK, is_artefact, profession, rank_value
from eternus.engine.draker.combinations import HIGH_ACE, Costed, best, clear_best


@dataclass(frozen=True)
class Announcement:
    """The combinations announced with ``laid``: an attacking and a defensive one, either of
    which may be missing."""

    laid: str
    attack: Costed | None
    defence: Costed | None

    @property
    def points(self) -> int:
        return (self.attack.cost if self.attack else 0) + (self.defence.cost if self.defence else 0)


def _subsets(cards: Sequence[str], least: int = 0) -> Iterator[tuple[str, ...]]:
    for size in range(least, len(cards) + 1):
        yield from combinations(cards, size)


_MARKS: Final = {card: (rank_value(card), profession(card)) for card in DECK if not is_artefact(card)}
"""Each ordinary card's (rank, profession); an Artefact has none (it is named when it plays)."""

Shape = tuple[int, int, int, int]
"""What the quick tests read of some cards: a bit per rank and a bit per profession among the
ordinary cards, how many ordinary cards, how many Artefacts. The shape of two groups of
cards together is their masks or-ed and their counts added, so the search works out each
pool subset's shape once and joins them, instead of reading every candidate's cards again."""


def shape(cards: Sequence[str]) -> Shape:
    ranks = jobs = naturals = 0
    for card in cards:
        marks = _MARKS.get(card)
        if marks is not None:
            ranks |= 1 << marks[0]
            jobs |= 1 << marks[1]
            naturals += 1
    return ranks, jobs, naturals, len(cards) - naturals


_ACE_LOW: Final = 1 << 1
_ACE_HIGH: Final = 1 << HIGH_ACE


def _span(mask: int) -> int:
    """Lowest to highest set bit, both counted."""
    return mask.bit_length() - (mask & -mask).bit_length() + 1


def could_form(cards: Shape) -> bool:
    """False when no naming can make the cards a combination: their ranks are neither all
    equal nor all different, and neither are their professions. (True is no promise: the
    cost calculator still decides.) Adding cards never makes a False True."""
    ranks, jobs, naturals, _ = cards
    if naturals <= 1:
        return True
    return ranks.bit_count() in (1, naturals) or jobs.bit_count() in (1, naturals)


def might_be(ranks: int, jobs: int, naturals: int, wild: int) -> bool:
    """False when cards of this shape can be no form under any naming: not one rank or one
    profession, and no run of either (the Ace counted low and high) that the Artefacts can
    fill. A quick test before the cost calculator's full one, which alone decides. (Adding a
    card can make a False True: 3 and 5 are no run, 3, 4 and 5 are.) Four integers, not a
    :data:`Shape`: it runs hundreds of times a search, so it builds nothing."""
    if naturals <= 1:
        return True
    distinct_ranks, distinct_jobs = ranks.bit_count(), jobs.bit_count()
    if distinct_ranks == 1 or distinct_jobs == 1:
        return True
    room = naturals + wild
    if distinct_jobs == naturals and _span(jobs) <= room:
        return True
    if distinct_ranks != naturals:
        return False
    if _span(ranks) <= room:
        return True
    return bool(ranks & _ACE_LOW) and _span((ranks & ~_ACE_LOW) | _ACE_HIGH) <= room


def attacks(laid: str, own: Sequence[str], common: Sequence[str],
            strength: Mapping[str, int] | None = None) -> list[Costed]:
    """Every attacking combination with ``laid``: some own cards and at least one common one."""
    found = []
    theirs_all = [(theirs, shape(theirs)) for theirs in _subsets(common, least=1)]
    for mine in _subsets(own):
        with_mine = shape((laid, *mine))
        if not could_form(with_mine):
            continue
        ranks, jobs, naturals, wild = with_mine
        for theirs, (their_ranks, their_jobs, their_naturals, their_wild) in theirs_all:
            if might_be(ranks | their_ranks, jobs | their_jobs, naturals + their_naturals, wild + their_wild):
                combo = best((laid, *mine, *theirs), strength)
                if combo is not None:
                    found.append(combo)
    return found


def defences(laid: str, own: Sequence[str], strength: Mapping[str, int] | None = None) -> list[Costed]:
    """Every defensive combination with ``laid``: own cards only (the laid card alone is one)."""
    found = []
    for mine in _subsets(own):
        cards = (laid, *mine)
        combo = best(cards, strength) if might_be(*shape(cards)) else None
        if combo is not None:
            found.append(combo)
    return found


def announcements(laid: str, own: Sequence[str], common: Sequence[str],
                  strength: Mapping[str, int] | None = None) -> list[Announcement]:
    """Every announcement ``laid`` allows: an attack, a defence, or one of each sharing no
    card but the laid one."""
    hits = attacks(laid, own, common, strength)
    guards = defences(laid, own, strength)
    found = [Announcement(laid, a, None) for a in hits] + [Announcement(laid, None, d) for d in guards]
    for a in hits:
        used = set(a.cards) - {laid}
        found += [Announcement(laid, a, d) for d in guards if not used & set(d.cards)]
    return found


def best_announcement(laid: str, own: Sequence[str], common: Sequence[str],
                      strength: Mapping[str, int] | None = None) -> Announcement:
    """The announcement worth the most points in all (attack first on a tie)."""
    return max(choices(laid, own, common, strength), key=_rank)


def _rank(a: Announcement) -> tuple[int, int, int]:
    return a.points, a.attack.cost if a.attack else 0, -len(a.attack.cards if a.attack else ())


def choices(laid: str, own: Sequence[str], common: Sequence[str],
            strength: Mapping[str, int] | None = None) -> list[Announcement]:
    """The few announcements worth offering for ``laid``: the best attack alone, the best
    defence alone, the best of each together (exactly the best pair: every attack is tried
    with the best defence that shares no card with it, the strongest first, until none can
    do better), and the laid card alone as a defence (it always is one).

    Remembered by the cards and their strengths: a search asks about the same face-up pools
    in world after world it imagines."""
    power = strength or {}
    key = tuple((c, power.get(c, 1)) for c in (laid, *own, *common))
    return list(_choices(laid, tuple(own), tuple(common), key))


def forget() -> None:
    """Empty the search's memory (to time it cold)."""
    _choices.cache_clear()
    clear_best()


@lru_cache(maxsize=1 << 14)
def _choices(laid: str, own: tuple[str, ...], common: tuple[str, ...],
             key: tuple[tuple[str, int], ...]) -> tuple[Announcement, ...]:
    strength = dict(key)
    hits = sorted(attacks(laid, own, common, strength), key=lambda c: c.cost, reverse=True)
    guards = sorted(defences(laid, own, strength), key=lambda c: c.cost, reverse=True)
    found: list[Announcement] = []
    if hits:
        found.append(Announcement(laid, hits[0], None))
    found.append(Announcement(laid, None, guards[0]))
    top_guard = guards[0].cost
    pair: Announcement | None = None
    for a in hits:
        if pair is not None and a.cost + top_guard <= pair.points:
            break
        used = set(a.cards) - {laid}
        d = next((g for g in guards if not used & set(g.cards)), None)
        if d is not None and (pair is None or a.cost + d.cost > pair.points):
            pair = Announcement(laid, a, d)
    if pair is not None:
        found.append(pair)
    alone = next(g for g in guards if g.cards == (laid,))
    found.append(Announcement(laid, None, alone))
    unique: list[Announcement] = []
    for offer in found:
        if offer not in unique:
            unique.append(offer)
    return tuple(unique)
