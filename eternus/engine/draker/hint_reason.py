"""Why a hinted Draker lay is right, in one line: the points it earns and the effect it sets off.

The AI (:mod:`ai`) weighs a lay by its combinations' points (the cards' tokens counted) and,
for a combination of three cards or more, the laid card's own effect; the reason states
those facts from the seat's view. The other decisions need no reason of their own: the
table's words for naming an Artefact, activating a card or answering already say what the
choice does and what it costs (``ui/games/draker/logic.choice_label``), so a reason would
only say it twice.
"""

from __future__ import annotations

from eternus.engine.ai.base import REASON_LENGTH
from eternus.engine.core import Action, View
from eternus.engine.draker.actions import Lay
from eternus.engine.draker.cards import PROFESSIONS, is_artefact, profession
from eternus.engine.draker.combinations import Costed, best


def explain(view: View, seat: int, action: Action) -> str | None:
    """One line of why a lay; None for every other decision (see the module's note)."""
    if not isinstance(action, Lay):
        return None
    strength = {card: 1 + int(tokens) for card, tokens in view["tokens"].items()}
    combos = tuple(None if cards is None else best([action.card, *cards], strength)
                   for cards in (action.attack, action.defence))
    earned = [(combo.cost, side) for combo, side in zip(combos, ("attack", "defence"), strict=True)
              if combo is not None]
    parts = " and ".join(f"{cost} {side}" for cost, side in earned) or "no"
    said = f"It earns {parts} point" + ("" if [cost for cost, _ in earned] == [1] else "s")
    if not _long(combos) or is_artefact(action.card):    # an Artefact's effect waits for its name
        return f"{said}."
    whole = f"{said}, and sets off the {PROFESSIONS[profession(action.card)]}'s effect."
    return whole if len(whole) <= REASON_LENGTH else f"{said}."


def _long(combos: tuple[Costed | None, ...]) -> bool:
    """Whether a combination of three cards or more sets off the laid card's own effect."""
    return any(combo is not None and len(combo.cards) >= 3 for combo in combos)
