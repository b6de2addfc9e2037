"""What the Pragon table asks of the rules, in one place and without pygame.

Everything here reads the engine (legal actions, views) and answers table questions:
which cards may be lifted, what the tray makes, which stacks an effect may touch, how to
say an event in words. The scene stays about input and drawing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

from eternus.engine.cards import name as card_name
from eternus.engine.core import Action, CardFlipped, CardMoved, Event, GameOver, Message, Shuffled
from eternus.engine.pragon.actions import (
    HAND_NAMES, EndRound, FinishEffect, Flip, MakeHand, Place, Remove, TakeFromDiscard,
)
from eternus.engine.pragon.explain import explain_tray
from eternus.engine.pragon.star import STACKS
from eternus.engine.pragon.views import PragonView
from eternus.ui.table.display import Shown

STACK_ZONES = tuple(f"stack:{s}" for s in STACKS)


class Moves(Protocol):
    """All the questions here put to a position: its legal moves, and whether one may be
    played. The table's state answers them; nothing else of it is read."""

    def legal_actions(self) -> list[Action]: ...

    def can_apply(self, action: Action) -> bool: ...

CARD_ZONES = (*STACK_ZONES, "deck", "discard", "tray", "hand")


def stack_name(zone: str) -> str:
    """The stack a zone names ("stack:top" -> "top"); any other zone as it is."""
    return zone.split(":", 1)[1] if zone.startswith("stack:") else zone


def piles_from_view(view: PragonView, tray: Sequence[str] = (),
                    revealed: Mapping[str, str] | None = None) -> dict[str, list[Shown]]:
    """The display of a view; cards in the tray are shown there, not where they lie.
    ``revealed`` (stack: card) turns face-down tops up: "show me how" after a lost deal."""
    in_tray = set(tray)
    revealed = revealed or {}
    piles: dict[str, list[Shown]] = {}
    for s in STACKS:
        info = view["stacks"][s]
        pile = [Shown(None, False)] * max(0, info["count"] - 1)
        if info["count"]:
            top = info["top"] if info["face_up"] else revealed.get(s)
            if top is None or top not in in_tray:
                pile.append(Shown(top, bool(info["face_up"]) or s in revealed))
        piles[f"stack:{s}"] = pile
    piles["deck"] = [Shown(None, False)] * view["deck_count"]
    piles["discard"] = [Shown(c, True) for c in view["discard"]]
    piles["hand"] = [Shown(c, True) for c in view["hand"] if c not in in_tray]
    piles["tray"] = [Shown(c, True) for c in tray]
    return piles


def face_up_tops(view: PragonView) -> dict[str, str]:
    """Face-up top card per stack zone."""
    return {f"stack:{s}": info["top"] for s, info in view["stacks"].items()
            if info["face_up"] and info["top"]}


def home_zone(view: PragonView, card: str) -> str | None:
    """Where a tray card really lies: "hand" or a stack zone."""
    if card in view["hand"]:
        return "hand"
    for zone, top in face_up_tops(view).items():
        if top == card:
            return zone
    return None


def usable_cards(state: Moves) -> set[str]:
    """Cards that appear in some legal hand (they may be lifted into the tray)."""
    return {c for a in state.legal_actions() if isinstance(a, MakeHand) for c in a.cards}


def valid_tray(view: PragonView, tray: Iterable[str]) -> list[str]:
    """The tray without cards that are no longer in hand or face up on a stack."""
    tops = set(face_up_tops(view).values())
    hand = set(view["hand"])
    return [c for c in tray if c in hand or c in tops]


def tray_hands(view: PragonView, legal: Sequence[Action], tray: Sequence[str]) -> tuple[list[MakeHand], str | None]:
    """The legal hands made of exactly the tray's cards, or why there are none."""
    if not tray:
        return [], None
    chosen = sorted(tray)
    hands = [a for a in legal if isinstance(a, MakeHand) and list(a.cards) == chosen]
    if hands:
        return hands, None
    return [], explain_tray(view, legal, list(tray)) or "These cards are not a hand."


def effect_action(state: Moves, zone: str) -> Action | None:
    """The legal Flip or Remove on a stack in the effect phase (a stack is one or the other)."""
    s = stack_name(zone)
    for action in (Flip(s), Remove(s)):
        if state.can_apply(action):
            return action
    return None


def effect_zones(state: Moves) -> list[str]:
    """The stacks the current effect may act on now."""
    return [f"stack:{a.stack}" for a in state.legal_actions() if isinstance(a, (Flip, Remove))]


def discard_takes(state: Moves) -> set[str]:
    """The discard cards the current effect may take back (a pair of Queens)."""
    return {a.card for a in state.legal_actions() if isinstance(a, TakeFromDiscard)}


def placeable(state: Moves) -> list[str]:
    """The hand cards that may be placed face down now."""
    return sorted({a.card for a in state.legal_actions() if isinstance(a, Place)})


def place_zones(state: Moves, card: str) -> list[str]:
    """The stacks ``card`` may be placed on."""
    return [f"stack:{a.stack}" for a in state.legal_actions() if isinstance(a, Place) and a.card == card]


def hint_marks(action: Action) -> tuple[set[str], set[str], str | None]:
    """What a suggested action points at: cards, zones, and a button name."""
    if isinstance(action, MakeHand):
        return set(action.cards), set(), "play"
    if isinstance(action, (Flip, Remove)):
        return set(), {f"stack:{action.stack}"}, None
    if isinstance(action, Place):
        return {action.card}, {f"stack:{action.stack}"}, None
    if isinstance(action, TakeFromDiscard):
        return {action.card}, {"discard"}, None
    if isinstance(action, FinishEffect):
        return set(), set(), "done"
    if isinstance(action, EndRound):
        return set(), set(), "end_round"
    return set(), set(), None


def _where(zone: str) -> str:
    if zone.startswith("stack:"):
        return f"the {stack_name(zone)} stack"
    return {"discard": "the discard pile", "deck": "the deck", "hand": "your hand"}.get(zone, zone)


def describe(event: Event) -> str | None:
    """An event as a short sentence for the log, or None when another line says it."""
    if isinstance(event, (Message, GameOver)):
        return event.text
    if isinstance(event, CardFlipped):
        if event.face_up:
            return f"{card_name(event.card)} turned up on {_where(event.zone)}."
        return f"{card_name(event.card)} on {_where(event.zone)} turned face down."
    if isinstance(event, Shuffled):
        return f"{event.count} card{'s' if event.count != 1 else ''} shuffled into the deck."
    if isinstance(event, CardMoved):
        name = card_name(event.card) if event.card else "A card"
        src, dst = event.src, event.dst
        if src == "deck" and dst == "hand":
            return f"You draw the {name}." if event.card else "You draw a card."
        if src.startswith("stack:") and dst == "discard":
            return f"{name} leaves {_where(src)}."
        if src == "hand" and dst.startswith("stack:"):
            return f"{name} placed face down on {_where(dst)}."
        if src == "discard" and dst == "hand":
            return f"{name} taken back from the discard pile."
        if dst == "deck" and src.startswith("stack:"):
            return f"{name} goes back into the deck."
        return None
    return None


def hand_title(action: MakeHand) -> str:
    return HAND_NAMES[action.hand]
