"""Which cards may be played now: by suit, by kind, a Kingdom card, escorts and answers.

Pure questions about a state; nothing here changes it. ``NORMAL`` is a turn's play (also
the extra card after a King or Wizard), ``ESCORT`` the card that must follow a Fair
Maiden, ``RESPOND`` an answer to a draw card or a Dungeon aimed at the player.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING
from collections.abc import Sequence

from eternus.engine.kings_court.cards import BATTLE, CARDS, EFFECT_NAMES, MAGICIAN_FORMS, ROYAL_FORMS, WILD

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState

NORMAL, ESCORT, RESPOND = "normal", "escort", "respond"

# Kingdom effects playable on any suit on a normal turn.
ANY_TIME = frozenset(WILD | {"dungeon", "secret_key"} | set(BATTLE))
LAST_ONLY = frozenset({"potion", "hidden_treasure"})


def _suit_ok(state: KingsCourtState, card: str) -> bool:
    info = CARDS[card]
    return state.suit in info.suits or (state.match is not None and info.match == state.match)


def escort_ok(card: str, suit: str, hand_after: int) -> bool:
    """Can ``card`` escort a Fair Maiden of ``suit``? ``hand_after``: cards left after both."""
    info = CARDS[card]
    if info.is_suit_card:
        return suit in info.suits or info.effect == "maiden"
    if info.effect in LAST_ONLY:
        return hand_after == 0
    return info.effect in ANY_TIME or info.effect == "magician"


def has_escort(hand: Sequence[str], maiden: str, suit: str) -> bool:
    after = len(hand) - 2
    return any(escort_ok(c, suit, after) for c in hand if c != maiden)


def forms(state: KingsCourtState, seat: int, card: str, context: str) -> list[str]:
    """The ways ``card`` may be played now: ``[""]`` plainly, Magician forms, or none."""
    hand = state.hands[seat]
    info = CARDS[card]
    effect = info.effect
    if context == RESPOND:
        return respond_forms(state, card)
    if context == NORMAL and state.turn["escort_only"]:
        context = ESCORT
    last = len(hand) == 1
    if info.is_suit_card:
        if not _suit_ok(state, card):
            return []
        if effect == "maiden" and context != ESCORT and not has_escort(hand, card, info.suits[0]):
            return []
        return [""]
    if effect in ANY_TIME:
        return [""]
    if effect in LAST_ONLY:
        return [""] if last else []
    if effect == "magician":
        out = [f for f in MAGICIAN_FORMS if f not in ("decree", "protector")]
        out += royal_forms(state)
        if context != ESCORT and not has_escort(hand, card, state.suit):
            out.remove("maiden")
        return out
    return []  # Royal Decree, Protector, Defender: answers only


def royal_forms(state: KingsCourtState) -> list[str]:
    """The Queen and the Duchess as a Magician's forms, when the deck holds them: on King's
    Court alone there is no such card to name. (Asked at every legal-move list with a
    Magician in hand, in the AI's playouts too: worked out once per deck.)"""
    return list(_royal_forms_of(state.cards))


@lru_cache(maxsize=16)
def _royal_forms_of(cards: tuple[str, ...]) -> tuple[str, ...]:
    names = {CARDS[c].name for c in cards}
    return tuple(form for form in ROYAL_FORMS if EFFECT_NAMES[form] in names)


def respond_forms(state: KingsCourtState, card: str) -> list[str]:
    pending = state.pending
    if pending is None:
        return []
    effect = CARDS[card].effect
    stack = bool(pending["stackable"])
    if effect in ("decree", "protector"):
        return [""]
    if effect == "drawbridge" and stack:
        return [""]
    if effect == "magician":
        return (["drawbridge"] if stack else []) + ["decree", "protector"]
    return []


def playable(state: KingsCourtState, seat: int, context: str) -> list[tuple[str, str]]:
    """Every (card, form) pair that may be played now, in a stable order."""
    return [(card, form) for card in sorted(state.hands[seat])
            for form in forms(state, seat, card, context)]


def why_not(state: KingsCourtState, seat: int, card: str) -> str:
    """A player-readable reason ``card`` cannot be played on a normal turn."""
    info = CARDS[card]
    effect = info.effect
    if effect in ("decree", "protector"):
        return f"{info.name} is played only in answer to a draw card aimed at you."
    if effect == "defender":
        return "A Defender is played only in answer to a Battle card aimed at you."
    if effect in LAST_ONLY:
        return f"{info.name} can only be played as your very last card."
    if info.kind == "shield" and effect not in ANY_TIME:
        return f"{info.name} is played from in front of you, not from the hand."
    if state.turn["escort_only"]:
        return "The Fair Maiden turned up first needs an escort: her suit, a Fair Maiden or a Kingdom card."
    if effect == "maiden" and _suit_ok(state, card):
        return ("A Fair Maiden needs an escort: keep a card of her suit, another Fair Maiden "
                "or a Kingdom card to play right after her.")
    wanted = state.suit.title()
    kind = f" or {with_article(state.match)}" if state.match and state.match.isdigit() else ""
    return f"{info.name} does not match: play {with_article(wanted)} card{kind}, the same kind, or a Kingdom card."


def with_article(word: str) -> str:
    """"a Green", "an Orange", "an 8", "an 11": the article a reader expects before it."""
    vowel_sound = word[:1].lower() in "aeiou" or word.startswith("8") or word in ("11", "18")
    return f"{'an' if vowel_sound else 'a'} {word}"
