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

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Final, Literal

from eternus.engine.draker.cards import PROFESSIONS, RANKS, is_artefact, profession, rank_value, suit

Form = Literal["straight_rank", "straight_profession", "set_rank", "set_profession"]
FORMS: Final[tuple[Form, ...]] = ("straight_rank", "straight_profession", "set_rank", "set_profession")
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
    if not cards:
        return ()
    ranks = [c.rank for c in cards]
    professions = [c.profession for c in cards]
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
        """The sum in words: "straight by rank + by profession, flush: 4 x 2 x 3 = 24"."""
        words = " + ".join(FORM_WORDS[f] if i == 0 else FORM_WORDS[f].replace("straight ", "").replace("set ", "")
                           for i, f in enumerate(self.forms))
        if len(self.cards) < MULTIPLIERS_FROM:
            return f"{words}: {self.cost}"
        factors = [str(self.base)] + [str(EXTRA_FORM)] * (len(self.forms) - 1) + ([str(FLUSH)] if self.flush else [])
        flush = ", flush" if self.flush else ""
        return f"{words}{flush}: {' x '.join(factors)} = {self.cost}" if len(factors) > 1 else f"{words}: {self.cost}"


def cost(cards: Sequence[Played]) -> Costed | None:
    """The combination's worth, or None if it makes no form."""
    found = forms(cards)
    if not found:
        return None
    base = sum(c.strength for c in cards)
    flush = len({c.suit for c in cards}) == 1 and len(cards) >= MULTIPLIERS_FROM
    final = base
    if len(cards) >= MULTIPLIERS_FROM:
        final = base * EXTRA_FORM ** (len(found) - 1) * (FLUSH if flush else 1)
    named = tuple((c.card, c.rank, c.profession) for c in cards if is_artefact(c.card))
    return Costed(tuple(c.card for c in cards), found, flush, base, max(0, final), named)


def _names(others: Sequence[Played], size: int) -> Iterator[tuple[int, int]]:
    """The (rank, profession) names worth trying for an Artefact among ``others``: every one
    that could still make a form (near the others' ranks and professions), all when alone."""
    if not others:
        yield 1, 0
        return
    ranks = {c.rank for c in others}
    professions = {c.profession for c in others}
    near_ranks = {r + d for r in ranks | {HIGH_ACE if r == 1 else r for r in ranks} for d in range(-size, size + 1)}
    near_professions = {p + d for p in professions for d in range(-size, size + 1)}
    named_ranks = {1 if x == HIGH_ACE else x for x in near_ranks}     # an Ace named to play high
    yield from product(sorted(x for x in named_ranks if 1 <= x <= len(RANKS)),
                       sorted(x for x in near_professions if 0 <= x < len(PROFESSIONS)))


def best(cards: Sequence[str], strength: Mapping[str, int] | None = None) -> Costed | None:
    """The most the cards are worth together, their Artefacts named as well as they can be;
    None if no naming makes a form. ``strength`` gives a card's strength (default 1)."""
    power = strength or {}
    plain = [played(c, power.get(c, 1)) for c in cards if not is_artefact(c)]
    wild = [c for c in cards if is_artefact(c)]
    if not wild:
        return cost(plain)
    top: Costed | None = None
    choices = [list(_names(plain, len(cards))) for _ in wild]
    for names in product(*choices):
        trial = plain + [played(c, power.get(c, 1), n) for c, n in zip(wild, names, strict=True)]
        found = cost(trial)
        if found is not None and (top is None or (found.cost, len(found.forms)) > (top.cost, len(top.forms))):
            top = found
    if top is None:
        return None
    order = {c: i for i, c in enumerate(cards)}
    return Costed(tuple(sorted(top.cards, key=order.__getitem__)), top.forms, top.flush, top.base, top.cost,
                  top.named)
