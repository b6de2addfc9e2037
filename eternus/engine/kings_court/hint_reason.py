"""Why a hinted King's Court move is right, in one line: the fact the rules of thumb act on.

The AI (:mod:`ai`) plays by a handful of rules of thumb: go out, answer a draw, hit the next
player with a draw card, shed points, name the suit held most, aim at the smallest hand.
The reason names whichever of them the hinted move follows, with the numbers the player can
count at the table (points in hand, cards held), read from the seat's view like the AI's.
"""

from __future__ import annotations

from typing import cast

from eternus.engine.core import Action, View
from eternus.engine.kings_court.actions import (
    BurnCard, CallOnGuard, CatchOnGuard, Defend, NameSuit, Play, Target, TakeFromDeck,
)
from eternus.engine.kings_court.ai_seen import Seen, seen_from_view
from eternus.engine.kings_court.cards import CARDS, DRAW_COUNTS, EFFECT_NAMES, WILD, form_effect
from eternus.engine.kings_court.views import KingsCourtView


def explain(view: View, seat: int, action: Action) -> str | None:
    """One line of why ``action``; None for choices with nothing to count (a pass, a cut)."""
    kc = cast("KingsCourtView", view)
    seen = seen_from_view(kc, seat)
    if isinstance(action, Play):
        return _play(kc, seen, action)
    if isinstance(action, NameSuit):
        return _name(seen, action.suit)
    if isinstance(action, Target) and action.seat >= 0:
        return _target(kc, seen, action.seat)
    if isinstance(action, BurnCard) and action.card in seen.hand and CARDS[action.card].points > 0:
        return f"Burning the {CARDS[action.card].name} takes {points(CARDS[action.card].points)} off your hand."
    if isinstance(action, TakeFromDeck) and CARDS[action.card].effect in WILD:
        return f"The {CARDS[action.card].name} is wild: it plays on any card."
    if isinstance(action, Defend) and seen.battle is not None:
        return f"The Defender stops the {EFFECT_NAMES[seen.battle]} played at you."
    if isinstance(action, CallOnGuard):
        return "You are down to one card: unsaid, it can cost two penalty cards."
    if isinstance(action, CatchOnGuard):
        return "They kept one card without saying it: they take two penalty cards."
    return None


def _play(view: KingsCourtView, seen: Seen, action: Play) -> str:
    info = CARDS[action.card]
    effect = form_effect(action.as_) if action.as_ else info.effect
    if len(seen.hand) == 1 and seen.seat == seen.current:
        return "It is your last card: you go out and end the hand."
    pending = view["pending"]
    if view["phase"] == "respond" and pending is not None and not pending["dungeon"]:
        return f"It answers the draw of {pending['count']} aimed at you."
    if effect in DRAW_COUNTS:
        nxt = seen.step(1)
        return f"Next, {who(view, seen, nxt)} {seen.counts[nxt]} and must answer or draw {DRAW_COUNTS[effect]}."
    total = sum(CARDS[c].points for c in seen.hand)
    return f"It sheds {info.points} of the {points(total)} in your hand."


def _name(seen: Seen, suit: str) -> str:
    def held(s: str) -> int:
        return sum(1 for c in seen.hand if s in CARDS[c].suits)

    others = {s for c in seen.hand for s in CARDS[c].suits} - {suit}
    most = bool(others) and all(held(suit) > held(s) for s in others)
    said = f"You hold {held(suit)} {suit.title()} card" + ("s" if held(suit) != 1 else "")
    return said + (", more than of any other suit." if most else ".")


def _target(view: KingsCourtView, seen: Seen, seat: int) -> str:
    count = seen.counts[seat]
    fewest = all(count <= seen.counts[s] for s in seen.rivals())
    said = f"{who(view, seen, seat).capitalize()} {count} card" + ("s" if count != 1 else "")
    return said + (", the fewest of your rivals." if fewest and seat in seen.rivals() else ".")


def who(view: KingsCourtView, seen: Seen, seat: int) -> str:
    """"Bram holds", or "you hold" for the deciding seat itself."""
    return "you hold" if seat == seen.seat else f"{view['seats'][seat]['name']} holds"


def points(count: int) -> str:
    return f"{count} point" + ("s" if count != 1 else "")
