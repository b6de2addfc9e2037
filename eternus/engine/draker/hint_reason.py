"""Why a hinted Draker move is right, in one line: the points it earns, the effect it buys
and what that costs.

The AI (:mod:`ai`) weighs a lay by its combinations' points and a bought effect by what it
does against its price; the reason states those facts from the seat's view: the points
each combination earns with the cards' tokens, the effect's words, the points it spends of
those earned (or banked, for an answer) and the life paid for any points short.
"""

from __future__ import annotations

from eternus.engine.ai.base import REASON_LENGTH
from eternus.engine.core import Action, View
from eternus.engine.draker.actions import Activate, Lay, Name, Respond
from eternus.engine.draker.announce import life_for, named_combos, pending
from eternus.engine.draker.cards import PROFESSIONS, is_artefact, profession
from eternus.engine.draker.combinations import Costed, best
from eternus.engine.draker.professions import LIFE_COST_PER_POINT, PROFESSION_EFFECTS, Effect


def explain(view: View, seat: int, action: Action) -> str | None:
    """One line of why ``action``; None for ending a turn or letting a combination stand."""
    strength = {card: 1 + int(tokens) for card, tokens in view["tokens"].items()}
    if isinstance(action, Lay):
        combos = tuple(None if cards is None else best([action.card, *cards], strength)
                       for cards in (action.attack, action.defence))
        fires = _long(combos) and not is_artefact(action.card)    # an Artefact's waits for its name
        return _earns(combos, f"the {PROFESSIONS[profession(action.card)]}'s" if fires else None)
    if isinstance(action, Name):
        named = named_combos(pending(view["turn"]), action.profession, strength) or (None, None)
        job = PROFESSIONS[action.profession]
        return _earns(named, "its" if _long(named) else None, f"As {job} it")
    if isinstance(action, Activate):
        effect = PROFESSION_EFFECTS[profession(action.card)].individual
        turn = view["turn"]
        left = int(turn["earned"][effect.pay]) - int(turn["spent"][effect.pay])
        return _bought(effect, left, f"{effect.pay} points earned")
    if isinstance(action, Respond):
        effect = PROFESSION_EFFECTS[profession(action.card)].individual
        return _bought(effect, int(view["banked"][seat]), "defence points banked")
    return None


def _long(combos: tuple[Costed | None, ...]) -> bool:
    """Whether a combination of three cards or more sets off the laid card's own effect."""
    return any(combo is not None and len(combo.cards) >= 3 for combo in combos)


def _earns(combos: tuple[Costed | None, ...], fires: str | None, subject: str = "It") -> str:
    """"It earns 6 attack and 4 defence points, and sets off the Knight's effect.\""""
    earned = [(combo.cost, side) for combo, side in zip(combos, ("attack", "defence"), strict=True)
              if combo is not None]
    parts = " and ".join(f"{cost} {side}" for cost, side in earned) or "no"
    said = f"{subject} earns {parts} point" + ("" if [cost for cost, _ in earned] == [1] else "s")
    whole = said + (f", and sets off {fires} effect." if fires is not None else ".")
    return whole if len(whole) <= REASON_LENGTH else f"{said}."


def _bought(effect: Effect, left: int, source: str) -> str:
    """What the effect does and how it is paid: from ``left`` points, any short in life."""
    what = effect.text[0].upper() + effect.text[1:]
    if effect.cost == 0:
        return f"{what}, at no cost."
    life = life_for(effect, left)
    paid = (f", for {effect.cost} of your {left} {source}" if not life
            else f"; {life // LIFE_COST_PER_POINT} of its {points(effect.cost)} cost you {life} life")
    said = f"{what}{paid}."
    return said if len(said) <= REASON_LENGTH else f"{what}."


def points(count: int) -> str:
    return f"{count} point" + ("s" if count != 1 else "")
