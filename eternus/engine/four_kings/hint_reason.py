"""Why a hinted Four Kings move is right, in one line: the payout rule behind a pip's colour,
a ransom's taker, or a ta'veren's number.

The AI (:mod:`ai`) parts with clear pips first, keeps a King's own colour, ransoms a crown
to a Rogue, and sets a ta'veren on a likely number; the reason names the rule from the
rules page ("Scoring") or the dice's odds that makes each of those right, read from the
view (who chooses, what they hold, the variant and its scoring).
"""

from __future__ import annotations

from typing import Any

from eternus.engine.core import Action, View
from eternus.engine.four_kings.actions import GiveRaven, PayBack, PlacePip, PlaceTaveren, Ransom
from eternus.engine.four_kings.board import CLEAR, WAYS, field_name
from eternus.engine.four_kings.variants import VARIANTS, pays_stakes


def explain(view: View, seat: int, action: Action) -> str | None:
    """One line of why ``action``; None for a roll or the next game (nothing to weigh)."""
    if isinstance(action, PlaceTaveren):
        name = field_name(action.field)
        named = f" ({name})" if name != str(action.field) else ""
        ways = WAYS[action.field]
        return f"Two dice roll {action.field}{named} in {ways} throw{'s' if ways != 1 else ''} of 36."
    pending = view["pending"]
    if pending is None:
        return None
    chooser = _role(view, pending["role"])
    stakes = pays_stakes(VARIANTS[str(view["options"]["variant"])], str(view["options"]["scoring"]))
    if isinstance(action, (PlacePip, PayBack, GiveRaven)):
        return _colour(chooser, action.colour, stakes)
    if isinstance(action, Ransom) and stakes and _role(view, action.to)["kind"] == "rogue":
        return "A Rogue who wins takes 1 stake from each King; a King takes 2 or more."
    return None


def _colour(chooser: dict[str, Any], colour: str, stakes: bool) -> str | None:
    """Why part with a pip of ``colour``: clear pips count for nothing, and a King paid in
    stakes keeps his own colour (every pip of it is +1 if he wins)."""
    if colour == CLEAR:
        return "Clear pips count for nothing in the payout: give them first."
    own = chooser["colour"]
    if not stakes or chooser["kind"] != "king":
        return None
    if colour != own:
        return f"You keep your {own} pips: holding every one is +1 if you win."
    if not any(n for c, n in chooser["pips"].items() if c != own):
        return f"You hold no pip of another colour: it has to be {own}."
    return None


def _role(view: View, role_id: str) -> dict[str, Any]:
    return dict(next(r for r in view["roles"] if r["id"] == role_id))
