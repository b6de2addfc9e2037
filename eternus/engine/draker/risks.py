"""What a choice risks, worked out from what every seat may see (a view's public part), so
a table can warn before the choice is made rather than tell the loss after.

* An effect's heal is capped at the starting life (:func:`~.effects.apply_effect`): at full
  life it does nothing, and its price is paid all the same.
* A Knight's kill takes a combination's points away after they were spent: every point an
  activation spent from them is then a point beyond those earned, at 3 life each, charged
  to the player whose turn it is. Pools, banked defence and life all lie face up, so who
  could answer with a kill is known before the player spends.

Nothing here decides what is legal: :mod:`announce` does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eternus.engine.draker.announce import individual, life_for
from eternus.engine.draker.professions import LIFE_COST_PER_POINT, Effect
from eternus.engine.draker.records import SIDES, Side, TurnRecord


def healed(effect: Effect, life: int, cap: int) -> int | None:
    """The life ``effect`` would give back at ``life`` out of ``cap`` (None: it is no heal)."""
    return min(effect.amount, max(0, cap - life)) if effect.kind == "heal" else None


def killers(public: Mapping[str, Any], seat: int) -> list[int]:
    """The opponents of ``seat`` (the player whose turn it is) who could answer with a kill:
    a Knight in their pool, not yet used this turn, whose price leaves them alive."""
    n = len(public["seats"])
    found = []
    for other in ((seat + k) % n for k in range(1, n)):
        if public["out"][other]:
            continue
        for card in public["pools"][other]:
            effect = individual(card)
            if (effect is not None and effect.kind == "kill" and card not in public["turn"]["activated"]
                    and public["life"][other] - life_for(effect, public["banked"][other]) > 0):
                found.append(other)
                break
    return found


def life_if_killed(turn: TurnRecord, side: Side, extra: Effect | None = None) -> int:
    """The life the turn's spending costs at its end if the ``side`` combination is killed
    (it then earns nothing), ``extra`` activated too, beyond what it costs anyway."""
    spent = dict(turn["spent"])
    if extra is not None:
        spent[extra.pay] += extra.cost
    earned = dict(turn["earned"])
    anyway = sum(max(0, spent[s] - earned[s]) for s in SIDES)
    earned[side] = 0
    killed = sum(max(0, spent[s] - earned[s]) for s in SIDES)
    return LIFE_COST_PER_POINT * (killed - anyway)
