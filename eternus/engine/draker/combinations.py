"""Draker's combinations and what they are worth, as the fragment of the source gives them.

A combination is any number of cards, even one, that is at least one *form*:

* a **straight by rank**: the ranks run without a gap; the Ace is low (A-2-3) or high
  (Q-K-A), never both (K-A-2 is no straight);
* a **straight by profession**: the professions run without a gap (1 to 10, no wrap);
* a **set by rank**: every card the same rank;
* a **set by profession**: every card the same profession.

One combination may be several forms at once (a straight by rank and by profession; a set
by rank that is also a straight by profession). Its **base cost** is its cards' strength
(1 each, one more for each +1 token on it, one less for each -1 token); its **final cost**
doubles for each form beyond the first and triples when every card is of one suit (a
flush), those two only from three cards up. The final cost is the attack or defence points
the combination earns. (Our reading: a combination whose tokens bring it below nothing
earns nothing, never a negative number of points.)

An Artefact (a wild card) plays as the rank and profession its owner names, keeping its
own suit; :func:`best` names it as well as it can be named, exactly (every name tried).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, Literal

from eternus.engine.draker.cards import DECK, PROFESSIONS, RANKS, is_artefact, profession, rank_value, suit

Form = Literal["straight_rank", "straight_profession", "set_rank", "set_profession"]
FORM_WORDS: Final[dict[Form, str]] = {
    "straight_rank": "straight by rank", "straight_profession": "straight by profession",
    "set_rank": "set by rank", "set_profession": "set by profession"}

MULTIPLIERS_FROM: Final = 3       # cards: from this length on, extra forms and a flush multiply
EXTRA_FORM: Final = 2
FLUSH: Final = 3
HIGH_ACE: Final = 14


@dataclass(frozen=True)
class Played:
    """A card as it plays in a combination: an Artefact with the rank and profession named."""

    card: str
    rank: int          # 1 (Ace) to 13 (King)
    profession: int    # 0 to 9
    strength: int

    @property
    def suit(self) -> str:
        return suit(self.card)


def played(card: str, strength: int = 1, named: tuple[int, int] | None = None) -> Played:
    """``card`` as it plays; an Artefact needs ``named`` (rank, profession)."""
    if is_artefact(card):
        if named is None:
            raise ValueError(f"{card} is an Artefact: name its rank and profession")
        return Played(card, named[0], named[1], strength)
    return Played(card, rank_value(card), profession(card), strength)


def _runs(values: Sequence[int]) -> bool:
    return len(set(values)) == len(values) and max(values) - min(values) == len(values) - 1


def forms(cards: Sequence[Played]) -> tuple[Form, ...]:
    """Every form the cards make together (all four for a single card)."""
    return _forms([c.rank for c in cards], [c.profession for c in cards])


def _forms(ranks: Sequence[int], professions: Sequence[int]) -> tuple[Form, ...]:
    if not ranks:
        return ()
    found: list[Form] = []
    if _runs(ranks) or _runs([HIGH_ACE if r == 1 else r for r in ranks]):
        found.append("straight_rank")
    if _runs(professions):
        found.append("straight_profession")
    if len(set(ranks)) == 1:
        found.append("set_rank")
    if len(set(professions)) == 1:
        found.append("set_profession")
    return tuple(found)


@dataclass(frozen=True)
class Costed:
    """A combination with its worth: the forms it makes, whether it is a flush, the base and
    final cost, and how its Artefacts were named."""

    cards: tuple[str, ...]
    forms: tuple[Form, ...]
    flush: bool
    base: int
    cost: int
    named: tuple[tuple[str, int, int], ...] = ()   # (Artefact, rank, profession)

    def explain(self) -> str:
        """The sum in words: "straight by rank + by profession, flush: 4 x 2 x 3 = 24" (a kind
        of form named once for its two forms; "straight by profession + set by rank"). Tokens
        that bring the base to nothing or below are said as what they take: "3 cards less 6
        for tokens = 0", since nothing multiplied is still nothing."""
        if len(self.cards) == 1:
            return f"one card: {self.cost}"
        parts = [FORM_WORDS[f] for f in self.forms]
        words = " + ".join(part if i == 0 or self.forms[i - 1][:3] != self.forms[i][:3] else part.split(" ", 1)[1]
                           for i, part in enumerate(parts))
        if len(self.cards) < MULTIPLIERS_FROM:
            return f"{words}: {self.cost}"
        flush = ", flush" if self.flush else ""
        if self.base <= 0:      # "-3 x 2 x 3 = 0" said nothing a player could follow
            taken = len(self.cards) - self.base
            return f"{words}{flush}: {len(self.cards)} cards less {taken} for tokens = 0"
        factors = [str(self.base)] + [str(EXTRA_FORM)] * (len(self.forms) - 1) + ([str(FLUSH)] if self.flush else [])
        return f"{words}{flush}: {' x '.join(factors)} = {self.cost}" if len(factors) > 1 else f"{words}: {self.cost}"


    def described(self) -> str:
        """:meth:`explain` and how the Artefacts were named: "... = 18 (Xd named J, Bard)"."""
        names = []
        for card, rank, job in self.named:
            letter = RANKS[(rank - 1) % len(RANKS)]
            names.append(f"{card} named {'10' if letter == 'T' else letter}, {PROFESSIONS[job]}")
        return self.explain() + (f" ({'; '.join(names)})" if names else "")


def _cost(cards: Sequence[str], ranks: Sequence[int], professions: Sequence[int], strengths: Sequence[int],
          named: tuple[tuple[str, int, int], ...]) -> Costed | None:
    found = _forms(ranks, professions)
    if not found:
        return None
    base = sum(strengths)
    flush = len(cards) >= MULTIPLIERS_FROM and len({c[1] for c in cards}) == 1
    final = base
    if len(cards) >= MULTIPLIERS_FROM:
        final = base * EXTRA_FORM ** (len(found) - 1) * (FLUSH if flush else 1)
    return Costed(tuple(cards), found, flush, base, max(0, final), named)


def _run_window(values: Sequence[int], size: int, low: int, high: int) -> list[int] | None:
    """The values that complete ``values`` into a run of ``size`` inside ``low``..``high``
    (what the wild cards are named); None if no such run holds them all."""
    if len(set(values)) != len(values):
        return None
    first = max(low, max(values, default=low) - size + 1)
    last = min(min(values, default=high), high - size + 1)
    if first > last:
        return None
    return [v for v in range(first, first + size) if v not in values]


def _rank_names(ranks: Sequence[int], size: int) -> list[int] | None:
    """Ranks for the wild cards that make a straight or a set by rank, if any do."""
    run = _run_window(ranks, size, 1, len(RANKS))
    if run is not None:
        return run
    high = _run_window([HIGH_ACE if r == 1 else r for r in ranks], size, 2, HIGH_ACE)
    if high is not None:
        return [1 if r == HIGH_ACE else r for r in high]
    if len(set(ranks)) <= 1:
        return [ranks[0] if ranks else 1] * (size - len(ranks))
    return None


def _profession_names(professions: Sequence[int], size: int) -> list[int] | None:
    run = _run_window(professions, size, 0, len(PROFESSIONS) - 1)
    if run is not None:
        return run
    if len(set(professions)) <= 1:
        return [professions[0] if professions else 0] * (size - len(professions))
    return None


def best(cards: Sequence[str], strength: Mapping[str, int] | None = None) -> Costed | None:
    """The most the cards are worth together, their Artefacts named as well as they can be;
    None if no naming makes a form. ``strength`` gives a card's strength (default 1)."""
    power = strength or {}
    return _best(tuple((c, power.get(c, 1)) for c in cards))


@lru_cache(maxsize=1 << 16)
def _best(cards: tuple[tuple[str, int], ...]) -> Costed | None:
    """:func:`best` of (card, strength) pairs, remembered: a search asks for the same few
    hundred subsets of a table again and again. 65,536 entries keep the AI's process near
    80 MB (`bench`: 231 MB at four times as many, for a menu only a third faster)."""
    power = dict(cards)
    cards_only = [c for c, _ in cards]
    return _best_uncached(cards_only, power)


def clear_best() -> None:
    """Empty :func:`best`'s memory (and :func:`best_as`'s)."""
    _best.cache_clear()
    _best_as.cache_clear()


def best_as(cards: Sequence[str], artefact: str, rank: int, job: int,
            strength: Mapping[str, int] | None = None) -> Costed | None:
    """The most the cards are worth with the Artefact ``artefact`` playing as ``rank`` and
    profession ``job`` (its player named the profession: rules 2), any other Artefact named
    as well as it can be; None if that makes no form."""
    power = strength or {}
    return _best_as(tuple((c, power.get(c, 1)) for c in cards), artefact, rank, job)


@lru_cache(maxsize=1 << 14)
def _best_as(cards: tuple[tuple[str, int], ...], artefact: str, rank: int, job: int) -> Costed | None:
    return _best_uncached([c for c, _ in cards], dict(cards), {artefact: (rank, job)})


def _best_uncached(cards: Sequence[str], power: Mapping[str, int],
                   fixed: Mapping[str, tuple[int, int]] | None = None) -> Costed | None:
    """The Artefacts named for the most forms: a rank form and a profession form are
    independent (an Artefact names both), and the cost depends only on how many forms there
    are, so each is named to complete a straight if one can be made, else a set. An
    Artefact in ``fixed`` plays as the (rank, profession) given there."""
    known = {**INFO, **fixed} if fixed else INFO
    plain = [c for c in cards if c in known]
    ranks = [known[c][0] for c in plain]
    professions = [known[c][1] for c in plain]
    wild = [c for c in cards if c not in known]
    if wild:
        size = len(cards)
        ranks += _rank_names(ranks, size) or [1] * len(wild)
        professions += _profession_names(professions, size) or [0] * len(wild)
    named = tuple((c, r, p) for c, r, p in zip(plain + wild, ranks, professions, strict=True) if is_artefact(c))
    found = _cost(plain + wild, ranks, professions, [power.get(c, 1) for c in plain + wild], named)
    if found is None or not named:
        return found
    order = {c: i for i, c in enumerate(cards)}
    return Costed(tuple(sorted(found.cards, key=order.__getitem__)), found.forms, found.flush, found.base,
                  found.cost, found.named)


#: Every ordinary card's rank and profession, looked up once.
INFO: Final[dict[str, tuple[int, int]]] = {c: (rank_value(c), profession(c)) for c in DECK if not is_artefact(c)}
