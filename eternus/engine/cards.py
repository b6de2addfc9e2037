"""Standard playing cards as short strings: ``"Ks"``, ``"Th"``, ``"2c"``, ``"JK1"``.

A card is its code. Strings are hashable, compare cheaply, and go into JSON as they are,
which keeps game states, actions and save files simple. The helpers here parse them.
"""

from __future__ import annotations

RANKS = "23456789TJQKA"
SUITS = "shdc"
JOKERS = ("JK1", "JK2")

RANK_VALUE = {r: i + 2 for i, r in enumerate(RANKS)}  # "2" -> 2 ... "A" -> 14
RANK_NAMES = {
    2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight",
    9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King", 14: "Ace",
}
RANK_PLURALS = {v: ("Sixes" if v == 6 else n + "s") for v, n in RANK_NAMES.items()}
SUIT_NAMES = {"s": "Spades", "h": "Hearts", "d": "Diamonds", "c": "Clubs"}
SUIT_SYMBOLS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}
RED_SUITS = frozenset("hd")


class CardError(ValueError):
    """A string that is not a card code."""


def is_joker(card: str) -> bool:
    return card.startswith("JK")


def rank(card: str) -> int:
    """2..14 (Ace high); 0 for a joker."""
    if is_joker(card):
        return 0
    return RANK_VALUE[card[0]]


def suit(card: str) -> str:
    """One of ``s h d c``; the empty string for a joker."""
    return "" if is_joker(card) else card[1]


def is_face_or_ace(card: str) -> bool:
    return rank(card) >= 11


def validate(card: str) -> str:
    """Return the card if it is a valid code, else raise :class:`CardError`."""
    if card in JOKERS:
        return card
    if len(card) == 2 and card[0] in RANKS and card[1] in SUITS:
        return card
    raise CardError(f"{card!r} is not a card (expected e.g. 'Ks', 'Th', '2c' or 'JK1')")


def parse(text: str) -> str:
    """Parse a card written loosely by a person: ``"10h"``, ``"ks"``, ``"joker1"``."""
    t = text.strip()
    low = t.lower()
    if low.startswith("joker"):
        return validate("JK" + (low[5:] or "1"))
    if low.startswith("jk"):
        return validate("JK" + low[2:])
    if low.startswith("10"):
        t = "T" + t[2:]
    if len(t) == 2:
        return validate(t[0].upper() + t[1].lower())
    raise CardError(f"{text!r} is not a card (expected e.g. 'Ks', '10h', '2c' or 'JK1')")


def standard_deck(jokers: int = 0) -> list[str]:
    """52 cards in a fixed order, plus ``jokers`` jokers (at most two)."""
    return [r + s for s in SUITS for r in RANKS] + list(JOKERS[:jokers])


def name(card: str) -> str:
    """A card as a person says it: ``"King of Spades"``, ``"Joker"``."""
    if is_joker(card):
        return "Joker"
    return f"{RANK_NAMES[rank(card)]} of {SUIT_NAMES[suit(card)]}"


def short(card: str) -> str:
    """A compact label with the suit symbol: ``"K\u2660"``, ``"10\u2665"``, ``"Jkr"``."""
    if is_joker(card):
        return "Jkr"
    r = card[0]
    return ("10" if r == "T" else r) + SUIT_SYMBOLS[card[1]]
