"""The Draker deck: 84 cards in six suits, each card with a rank and a profession.

The fragment of the source names ranks, professions and suits but gives no deck; this is
Eternus's completion of it (the rules page marks it so):

* Six suits: the four usual ones and two of Eternus's own, the Elves (``e``) and the Gnomes
  (``g``). Each has an Ace, 2 to 10, Jack, Queen and King, and one Artefact (``X``), a wild
  card whose owner names its rank and profession when it joins a combination.
* Ten professions, ranked 1 (lowest) to 10, for straights by profession as ranks make
  straights by rank. A card's profession follows its rank, shifted by one step per suit
  (:func:`profession`): a run of ranks in one suit is also a run of professions, and the
  four Kings of four neighbouring suits are four professions in a row. So a combination of
  two forms at once (the fragment's double straight, or quads that are also a straight by
  profession) comes up often enough to matter. Every profession is carried by 6 to 9 of
  the 78 ordinary cards.

A card is written as its rank and suit, ``"Ts"`` the Ten of spades, ``"Xe"`` the Elves'
Artefact, as the other games of the house write theirs.
"""

from __future__ import annotations

from typing import Final

from eternus.engine.draker.professions import PROFESSION_EFFECTS

SUITS: Final = ("s", "h", "d", "c", "e", "g")
SUIT_NAMES: Final = {"s": "Spades", "h": "Hearts", "d": "Diamonds", "c": "Clubs", "e": "Elves", "g": "Gnomes"}
RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
ARTEFACT: Final = "X"

#: The ten professions, lowest first (a profession's rank is its index + 1).
PROFESSIONS: Final = tuple(p.name for p in PROFESSION_EFFECTS)

#: How far each suit shifts the professions along its ranks.
SUIT_SHIFT: Final = {suit: i for i, suit in enumerate(SUITS)}

DECK: Final = tuple(rank + suit for suit in SUITS for rank in (*RANKS, ARTEFACT))


def is_artefact(card: str) -> bool:
    return card[0] == ARTEFACT


def suit(card: str) -> str:
    return card[1]


def rank_value(card: str) -> int:
    """1 (Ace) to 13 (King); an Artefact has none of its own."""
    if is_artefact(card):
        raise ValueError(f"{card} is an Artefact: its rank is named when it plays")
    return RANKS.index(card[0]) + 1


def profession(card: str) -> int:
    """The card's profession, 0 (Peasant) to 9 (Dragonlord)."""
    return (rank_value(card) - 1 + SUIT_SHIFT[suit(card)]) % len(PROFESSIONS)


def name(card: str) -> str:
    """"Ten of Spades (Smith)", "Artefact of the Elves"."""
    if is_artefact(card):
        return f"Artefact of the {SUIT_NAMES[suit(card)]}"
    words = {"A": "Ace", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King"}
    rank = words.get(card[0], card[0])
    return f"{rank} of {SUIT_NAMES[suit(card)]} ({PROFESSIONS[profession(card)]})"
