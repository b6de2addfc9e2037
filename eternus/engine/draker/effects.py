"""The stacks resolve: instant answers first, then the main stack, each from the top.

A kill on the instant stack takes a combination's points away; a cancel strikes out the
effect on top of the main stack. If every combination the laid card formed was killed, its
standard effect and any free individual effects are cancelled too (the fragment's rule).
Then the main stack's effects happen, last in first out, through :func:`apply_effect`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import CardMoved, Event
from eternus.engine.draker.events import EffectResolved, LifeChanged, TokenPlaced
from eternus.engine.draker.professions import PROFESSION_EFFECTS, Effect
from eternus.engine.draker.records import SIDES, StackItem

if TYPE_CHECKING:
    from eternus.engine.draker.state import DrakerState


def effect_of(item: StackItem) -> Effect:
    profession = PROFESSION_EFFECTS[item["profession"]]
    return profession.standard if item["which"] == "standard" else profession.individual


def resolve(st: DrakerState, events: list[Event]) -> None:
    """Both stacks, instants first; what each effect does."""
    turn = st.turn
    while turn["instant"]:
        item = turn["instant"].pop()
        effect = effect_of(item)
        if effect.kind == "kill" and item["target"] is not None:
            if item["target"] not in turn["killed"]:
                turn["killed"].append(item["target"])
                turn["earned"][item["target"]] = 0
            events.append(_said(item, f"the {item['target']} combination is killed"))
        elif effect.kind == "cancel":
            live = [x for x in turn["main"] if not x["cancelled"]]
            if live:
                live[-1]["cancelled"] = True
            events.append(_said(item, effect.text))
    formed = [side for side in SIDES if turn[side] is not None]
    if formed and all(side in turn["killed"] for side in formed):
        for item in turn["main"]:
            if item["which"] == "standard" or effect_of(item).cost == 0:
                item["cancelled"] = True
    while turn["main"]:
        item = turn["main"].pop()
        if item["cancelled"]:
            events.append(_said(item, effect_of(item).text, cancelled=True))
            continue
        apply_effect(st, item["seat"], effect_of(item), events)
        events.append(_said(item, effect_of(item).text))


def _said(item: StackItem, words: str, cancelled: bool = False) -> EffectResolved:
    return EffectResolved(item["seat"], item["card"], item["profession"], words, cancelled)


def apply_effect(st: DrakerState, seat: int, effect: Effect, events: list[Event]) -> None:
    kind, amount = effect.kind, effect.amount
    if kind == "draw":
        for _ in range(amount):
            card = st.take_from_deck(events)
            if card is None:
                break
            st.hands[seat].append(card)
            events.append(CardMoved(card, "deck", f"hand:{seat}", False, owner=seat, public=False))
    elif kind == "heal":
        change_life(st, seat, min(amount, st.life_cap - st.life[seat]), "healing", events)
    elif kind in ("damage", "damage_all"):
        targets = st.opponents(seat) if kind == "damage_all" else [st.target_of(seat)]
        for other in targets:
            change_life(st, other, -amount, "an effect", events)
    elif kind in ("tokens_own", "tokens_common"):
        cards = st.pools[seat] if kind == "tokens_own" else st.common
        delta = amount if kind == "tokens_own" else -amount
        for card in cards:
            st.tokens[card] = st.tokens.get(card, 0) + delta
            events.append(TokenPlaced(card, delta, st.tokens[card]))
    elif kind in ("attack", "defence"):
        st.turn["earned"][kind] += amount


def change_life(st: DrakerState, seat: int, amount: int, why: str, events: list[Event]) -> None:
    if amount == 0 or st.out[seat]:
        return
    st.life[seat] += amount
    events.append(LifeChanged(seat, amount, st.life[seat], why))
