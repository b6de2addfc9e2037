"""Why a move is refused, in words for the player: the reasons behind ``IllegalAction``.

Legality itself has one authority, :meth:`PragonState.legal_actions`; these functions run
only once a move is known to be refused, and look for the most specific reason. The table
also asks :func:`explain_tray` why the cards in its tray make no hand (from the view).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from eternus.engine.cards import is_joker
from eternus.engine.cards import name as card_name
from eternus.engine.core import Action
from eternus.engine.pragon.actions import (
    HAND_NAMES, PAIR_KINDS, SPECIAL_PAIRS, EndRound, FinishEffect, Flip, HandKind, MakeHand, Place, Remove,
    TakeFromDiscard,
)
from eternus.engine.pragon.hands import kinds_of
from eternus.engine.pragon.star import STACKS
from eternus.engine.pragon.views import EFFECT, OVER, PLACE, PLAY, Phase, PragonView

if TYPE_CHECKING:
    from eternus.engine.pragon.state import PragonState

NOT_NOW: dict[Phase, str] = {
    EFFECT: "Finish the effect of the hand you just made first.",
    PLACE: "No hand can be made: place your highest or lowest card face down.",
    OVER: "The game is over.",
}

NO_EFFECT = "There is no hand effect to use right now."


def explain_refusal(state: PragonState, action: Action) -> str | None:
    """Why ``action`` (not among the legal actions) is refused now; None if no better
    reason than the generic one is known."""
    if isinstance(action, MakeHand):
        if state.phase == EFFECT:
            return "Finish the effect of the hand you just made first (or press Done)."
        return explain_selection(state, action.cards, action.hand)
    if isinstance(action, FinishEffect):  # "Done" is always open while an effect is
        return NO_EFFECT
    if isinstance(action, (Flip, Remove, TakeFromDiscard)):
        return _explain_effect_step(state, action)
    if isinstance(action, EndRound):
        if state.phase != PLAY:
            return "You cannot end the round now."
        return "Make at least one hand before ending the round."
    if isinstance(action, Place):
        return _explain_place(state, action)
    return None


def explain_selection(state: PragonState, cards: Sequence[str], kind: HandKind | None = None) -> str | None:
    """Why these cards are not a hand now (None if they are one)."""
    return explain_tray(state.view(0), state.legal_actions(), cards, kind)


def explain_tray(view: PragonView, legal: Sequence[Action], cards: Sequence[str],
                 kind: HandKind | None = None) -> str | None:
    """Why these cards are not a hand now (None if they are one), from what the player sees
    (the view and the legal moves), so the table's tray asks it without the state."""
    chosen = sorted(cards)
    if any(isinstance(a, MakeHand) and list(a.cards) == chosen and (kind is None or a.hand == kind) for a in legal):
        return None
    if view["phase"] != PLAY:
        return NOT_NOW[view["phase"]]
    tops = {info["top"] for info in view["stacks"].values() if info["face_up"] and info["top"]}
    hand = set(view["hand"])
    for card in chosen:
        if card not in hand and card not in tops:
            return f"{card_name(card)} is neither in your hand nor face up on top of a stack."
    if len(chosen) < 2:
        return "A hand needs at least two cards."
    if len(chosen) > 5:
        return "A hand has at most five cards."
    if not set(chosen) & hand:
        return "Use at least one card from your hand with the table cards."
    if view["options"]["jokers_only_flip"] and any(is_joker(card) for card in chosen):
        return "Jokers are not wild in this game."
    special_pairs = not view["options"]["hard_mode"]
    kinds = kinds_of(tuple(chosen), special_pairs)
    if kind is not None and kind in SPECIAL_PAIRS.values() and not special_pairs:
        return "Special pairs are off in Hard Mode."
    if kinds and kind is not None and kind not in kinds:
        return f"These cards are not a {HAND_NAMES[kind].lower()}."
    if kinds and all(k in PAIR_KINDS for k in kinds):
        return "You have already made two pairs this round."
    return _no_hand_reason(chosen)


def _no_hand_reason(cards: list[str]) -> str:
    n = len(cards)
    if n == 2:
        return "Two cards make a hand only as a pair (same rank)."
    return (f"These {n} cards are not {('three' if n == 3 else 'four' if n == 4 else 'five')} "
            "of a kind, a straight or a flush.")


def _explain_effect_step(state: PragonState, action: Flip | Remove | TakeFromDiscard) -> str:
    effect = state.effect
    if state.phase != EFFECT or effect is None:
        return NO_EFFECT
    if isinstance(action, TakeFromDiscard):
        if effect.takes <= 0:
            return "This hand does not take a card from the discard pile."
        return f"{card_name(action.card)} is not in the discard pile."
    stack = action.stack
    if stack not in STACKS:
        return f"There is no stack called {stack!r}."
    if not state.table.cards[stack]:
        return "That stack is empty."
    if stack in effect.touched:
        return "Each stack can be used only once per hand."
    if isinstance(action, Flip):
        if state.table.up[stack]:
            return "That card is already face up."
        if effect.flips <= 0 and effect.either <= 0:
            return "This hand does not turn cards face up."
    else:
        if not state.table.up[stack]:
            return "Face-down cards can never be removed."
        if effect.removes <= 0 and effect.either <= 0:
            return "This hand does not remove cards."
    if effect.in_line:
        return "A straight acts on adjacent stacks of one row or column."
    return "That is not allowed now."


def _explain_place(state: PragonState, action: Place) -> str:
    if state.phase != PLACE:
        return "You only place a card face down when no hand can be made."
    if action.card not in state.hand:
        return f"{card_name(action.card)} is not in your hand."
    if action.card not in state.placeable_cards():
        return "Place your highest or your lowest card."
    if state.table.face_down_stacks():
        return "Place it on a stack whose top card is face down."
    return "That stack is empty."
