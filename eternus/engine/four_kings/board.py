"""The Wheel: its eleven fields, what each roll does there, and the pip colours.

Kept apart from the turn logic so the UI, the AI and the rules page share one list of
field names and one answer to "what does a roll of n do".
"""

from __future__ import annotations

FIELDS: tuple[int, ...] = tuple(range(2, 13))
EYES = 2       # the Dark One's Eyes: take everything except the Dragon
PASS = 4       # nothing happens
DRAGON = 7     # the Dragon: a pip is always added, the stack only grows
TOWERS = 12    # the Towers: take everything with a living King, else as the Eyes
TAKE_OR_PLACE: frozenset[int] = frozenset({3, 5, 6, 8, 9, 10, 11})

FIELD_NAMES: dict[int, str] = {
    EYES: "the Dark One's Eyes", PASS: "the Pass", DRAGON: "the Dragon", TOWERS: "the Towers",
}

WHITE, BLACK, CLEAR = "white", "black", "clear"
COLOURS: tuple[str, ...] = (WHITE, BLACK, CLEAR)

#: Chance of each total with two dice, in 36ths: how often a roll lands on each field.
WAYS = {n: 6 - abs(7 - n) for n in range(2, 13)}

# Doubles that act on top of their sum.
GATEWAYS = (4, 4)  # skip the next player
FOXES = (3, 3)     # reverse the direction of play


def field_name(n: int) -> str:
    return FIELD_NAMES.get(n, str(n))


def roll_kind(total: int) -> str:
    """What a roll of ``total`` does: "eyes", "pass", "dragon", "towers" or "take_or_place"."""
    if total == EYES:
        return "eyes"
    if total == PASS:
        return "pass"
    if total == DRAGON:
        return "dragon"
    if total == TOWERS:
        return "towers"
    if total in TAKE_OR_PLACE:
        return "take_or_place"
    raise ValueError(f"two dice cannot make {total}")


def pips_from_roll(total: int) -> int:
    """Starting pips from a roll: the total divided by three, rounded up (1 to 4)."""
    return -(-total // 3)
