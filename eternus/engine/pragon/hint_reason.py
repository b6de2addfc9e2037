"""Why a hinted Seal of Pragon move is right, in one line: what it does to the table.

The game is won by clearing the six stacks, so the reason counts what a move clears and
what it turns up, from the player's view (the hand, the stacks as seen, the deck's size).
The refusals have their own module (:mod:`explain`); this one speaks of legal moves only.
"""

from __future__ import annotations

from typing import Final

from eternus.engine.cards import is_joker, rank
from eternus.engine.cards import name as card_name
from eternus.engine.core import Action, View
from eternus.engine.pragon.actions import (
    FIVE, FLUSH, FOUR, PAIR, PAIR_ACES, PAIR_JACKS, PAIR_KINGS, PAIR_QUEENS, STRAIGHT, STRAIGHT_FLUSH, THREE,
    EndRound, FinishEffect, Flip, HandKind, MakeHand, Place, Remove, TakeFromDiscard,
)

#: What each hand goes on to do, said short enough to follow "then it".
AFTERWARDS: Final[dict[HandKind, str]] = {
    PAIR: "turns up or clears one top",
    PAIR_JACKS: "clears two face-up cards",
    PAIR_QUEENS: "takes a card back from the discards",
    PAIR_KINGS: "turns up two face-down cards",
    PAIR_ACES: "turns one card up and clears another",
    THREE: "turns up three face-down cards",
    STRAIGHT: "works on three tops in a line",
    FLUSH: "turns up every face-down top",
    STRAIGHT_FLUSH: "turns up or clears every top",
    FOUR: "puts five discards back in the deck",
    FIVE: "puts the discards back in the deck",
}


def explain(view: View, seat: int, action: Action) -> str | None:
    """One line of why ``action`` helps clear the table."""
    left = sum(int(stack["count"]) for stack in view["stacks"].values())
    if isinstance(action, MakeHand):
        return _hand(view, action, left)
    if isinstance(action, Flip):
        return "Turned up, that top card is one more to build hands with."
    if isinstance(action, Remove):
        top = view["stacks"][action.stack]["top"]
        return f"Clearing the {card_name(top)} leaves {cards(left - 1)} on the stacks."
    if isinstance(action, TakeFromDiscard):
        return f"The {card_name(action.card)} goes to your hand, to build the next hand with."
    if isinstance(action, FinishEffect):
        return "What is left of this effect would not help the table now."
    if isinstance(action, EndRound):
        return f"No hand here is worth making: draw up to three ({view['deck_count']} in the deck)."
    if isinstance(action, Place):
        if is_joker(action.card):
            return "No hand can be made, and a joker counts as your highest or lowest card."
        return f"No hand can be made, and the {card_name(action.card)} is your {_end_of(view, action.card)} card."
    return None


def _hand(view: View, action: MakeHand, left: int) -> str:
    mine = sum(1 for card in action.cards if card in view["hand"])
    taken = len(action.cards) - mine
    if taken == left:
        return "It takes the last cards off the stacks: the table is clear."
    if taken == 0:
        return f"It plays {mine} of your cards; then it {AFTERWARDS[action.hand]}."
    return f"It clears {cards(taken)} with {mine} of yours; then it {AFTERWARDS[action.hand]}."


def _end_of(view: View, card: str) -> str:
    """"highest" or "lowest": which end of the hand ``card`` (not a joker) is."""
    return "highest" if rank(card) == max(rank(c) for c in view["hand"] if not is_joker(c)) else "lowest"


def cards(count: int) -> str:
    return f"{count} card" + ("s" if count != 1 else "")
