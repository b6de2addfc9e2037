"""Every combination a laid card can make, and the best announcement, found exactly.

On a turn a player lays one card from the hand and announces combinations that include it:
at most one *attacking* combination (it must use at least one card of the common pool, and
may use cards of the player's own pool) and at most one *defensive* one (the player's own
pool only). Both contain the laid card; no other card may serve in both (our reading: a
card is used once). The search tries every subset of the pools (five own cards and four
common ones make 480 attacking and 32 defensive candidates) and every naming of the
Artefacts among them (:func:`~.combinations.best`), so the best is the best, not a guess.

Most subsets are no combination at all, and cheaply seen not to be (:func:`could_form`): a
straight has no two equal ranks (or professions), a set no two different ones, so cards
that mix both can be no form, and neither can anything more added to them. The search skips
those without costing them, in the same order, so it finds exactly what trying them all
found, several times faster.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from eternus.engine.draker.cards import is_artefact, profession, rank_value
from eternus.engine.draker.combinations import Costed, best, clear_best


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


@lru_cache(maxsize=128)
def _marks(card: str) -> tuple[int, int] | None:
    """A card's (rank, profession); None for an Artefact (it can be named anything)."""
    return None if is_artefact(card) else (rank_value(card), profession(card))


def could_form(cards: Sequence[str]) -> bool:
    """False when no naming can make the cards a combination: their ranks are neither all
    equal nor all different, and neither are their professions. (True is no promise: the
    cost calculator still decides.) Adding cards never makes a False True."""
    marks = [m for m in map(_marks, cards) if m is not None]
    if len(marks) <= 1:
        return True
    ranks = len({r for r, _ in marks})
    if ranks in (1, len(marks)):
        return True
    jobs = len({p for _, p in marks})
    return jobs in (1, len(marks))


def _run_fits(values: Sequence[int], wild: int) -> bool:
    """Distinct ``values`` that ``wild`` named cards can complete into a run."""
    if len(set(values)) != len(values):
        return False
    return max(values) - min(values) + 1 <= len(values) + wild


def might_be(cards: Sequence[str]) -> bool:
    """False when these very cards can be no form under any naming: not one rank or one
    profession, and no run of either (the Ace counted low and high). A quick test before
    the cost calculator's full one, which alone decides."""
    marks = [m for m in map(_marks, cards) if m is not None]
    wild = len(cards) - len(marks)
    if len(marks) <= 1:
        return True
    ranks = [r for r, _ in marks]
    jobs = [p for _, p in marks]
    return (len(set(ranks)) == 1 or len(set(jobs)) == 1 or _run_fits(jobs, wild) or _run_fits(ranks, wild)
            or _run_fits([14 if r == 1 else r for r in ranks], wild))


def attacks(laid: str, own: Sequence[str], common: Sequence[str],
            strength: Mapping[str, int] | None = None) -> list[Costed]:
    """Every attacking combination with ``laid``: some own cards and at least one common one."""
    found = []
    for mine in _subsets(own):
        if not could_form((laid, *mine)):
            continue
        for theirs in _subsets(common, least=1):
            cards = (laid, *mine, *theirs)
            combo = best(cards, strength) if might_be(cards) else None
            if combo is not None:
                found.append(combo)
    return found


def defences(laid: str, own: Sequence[str], strength: Mapping[str, int] | None = None) -> list[Costed]:
    """Every defensive combination with ``laid``: own cards only (the laid card alone is one)."""
    found = []
    for mine in _subsets(own):
        combo = best([laid, *mine], strength) if might_be((laid, *mine)) else None
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
