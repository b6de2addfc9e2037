"""Why a hand is what it is: the wild and wing cards that made it, in words.

A hand a wild card or a wing card made reads like a misdeal to anyone who only sees the
cards: "Full house" from an Ace and a Nine on a board of one Ace and one Nine. So a hand
shown or paid at Dragon Kings is named with what changed it, after its name:

* a wild card, and what it plays as: "(the Queen of Chivalry plays as an Ace)"; the suit is
  said only where it counts (flushes);
* a board card the Grave Digger made a spade, where a flush uses it;
* the red knight (the Queen of Chivalry's holder's other card playing as the Jack of Hearts)
  and the Queen of Vanity's suitless Queen.

It only describes: the hand's strength comes from :mod:`wings.hands`, and a hand that no wild
or wing card touched keeps its plain name.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from eternus.engine.cards import JOKERS, RANK_NAMES, name, rank
from eternus.engine.dragon_kings.evaluator import Category, HandValue
from eternus.engine.dragon_kings.wings.hands import (
    RED_KNIGHT, as_played, board_cards, changed_board, hand_rules, live_hole,
)
from eternus.engine.dragon_kings.wings import CHIVALRY, VANITY, WING_CARDS, in_play

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState

#: Hands whose cards' suits make them: there a wild card's suit is said.
SUITED = (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.GRAVE_DIGGER_FLUSH)
#: What a card did: (the card, in words; what it did, a verb first).
Deed = tuple[str, str]


def told(st: HoldemState, seat: int, value: HandValue) -> str:
    """``value``'s name, followed by what the wild and wing cards did to make it."""
    reasons = why(st, seat, value)
    return f"{value.name} ({'; '.join(reasons)})" if reasons else value.name


def parts(text: str) -> tuple[str, str]:
    """A hand as :func:`told` wrote it, split into its name and what made it ("" if nothing
    did): a summary's row has room for the name alone. No hand's own name has a bracket."""
    named, _, reasons = text.partition(" (")
    return named, reasons[:-1] if reasons.endswith(")") else reasons


def why(st: HoldemState, seat: int, value: HandValue) -> list[str]:
    """What the wild and wing cards among ``seat``'s cards did to make ``value``, in words."""
    if value.category == Category.DRAGON_KINGS:
        return []            # named by its real black Kings; a wild card is only a kicker
    suited = value.category in SUITED
    deeds = [(_wild(st, wild), f"plays as {_as(card, suited)}") for wild, card in value.stands_for]
    if not st.preset.wing_cards:      # Swords' joker at most: no wing card changed anything
        return _said(deeds)
    if suited:
        deeds += _made_spades(st, seat, value)
    deeds += _hole_changes(st, seat, value)
    return _said(deeds)


def _said(deeds: list[Deed]) -> list[str]:
    """The deeds in words, two of one card said as one: "the Queen of Chivalry plays as a Jack
    and makes the Seven of Clubs the Jack of Hearts" (her name twice read as two cards)."""
    said: list[Deed] = []
    for who, what in deeds:
        if said and said[-1][0] == who:
            said[-1] = (who, f"{said[-1][1]} and {what}")
        else:
            said.append((who, what))
    return [f"{who} {what}" for who, what in said]


def _wild(st: HoldemState, card: str) -> str:
    """A wild card as the table knows it: a wing card by its name, the joker, a wild six."""
    if card in JOKERS:
        return "the joker"
    if card in WING_CARDS and card in in_play(st):
        return f"the {WING_CARDS[card].name}"
    return f"the wild {name(card)}"


def _as(card: str, suited: bool) -> str:
    """What a wild card plays as: "the Nine of Spades" where suits count, else "a Nine"."""
    if suited:
        return f"the {name(card)}"
    word = RANK_NAMES[rank(card)]
    return f"{'an' if word[0] in 'AE' else 'a'} {word}"


def _made_spades(st: HoldemState, seat: int, value: HandValue) -> list[Deed]:
    """The board cards beside the Grave Digger that play as spades in ``value``."""
    made = [f"the {name(before)}" for before, after in changed_board(st, seat).items() if after in value.cards]
    if not made:
        return []
    return [("the Grave Digger", f"makes {' and '.join(made)} {'spades' if len(made) > 1 else 'a spade'}")]


def _hole_changes(st: HoldemState, seat: int, value: HandValue) -> list[Deed]:
    """Cards ``value`` plays that ``seat`` does not hold: the red knight, a suitless Queen."""
    wings = in_play(st)
    hole = live_hole(st, seat)
    rules = hand_rules(st, seat)
    real = Counter([*hole, *as_played(board_cards(st, seat), rules.wild | rules.restricted_wild)])
    made = Counter(value.cards) - real
    if not made:
        return []
    unused = [c for c in hole if c not in (CHIVALRY, VANITY) and c not in value.cards]
    other = f"the {name(unused[0])}" if len(unused) == 1 else "another hole card"
    deeds: list[Deed] = []
    for card in made:
        if card == RED_KNIGHT and CHIVALRY in wings and CHIVALRY in hole:
            deeds.append(("the Queen of Chivalry", f"makes {other} the Jack of Hearts"))
        elif card[0] == "Q" and VANITY in wings and VANITY in hole:
            deeds.append(("the Queen of Vanity", f"makes {other} a Queen"))
    return deeds
