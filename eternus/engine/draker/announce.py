"""A lay checked, offered and announced; which effects a player may activate or answer with.

* A lay names the card from the hand, the other cards of the attacking combination (own
  pool and common pool, at least one common card) and of the defensive one (own pool
  only), and, at a table of three or four, the opponent attacked. Each combination must be
  one (:func:`~.combinations.best`); no card but the laid one serves in both.
* Under rules 2 a laid Artefact that fires its standard effect (a combination of three or
  more cards) is named by its player (:func:`namings`): any profession with which every
  combination announced is still one.
* The menu offers, for each card in the hand, the best attack, the best defence, the best
  of both together and the card alone (:func:`~.search.choices`); any other lawful
  announcement is accepted too.
* An individual effect may be activated from a card of the own pool, once a turn, when a
  combination of three or more cards was formed, if paying its shortfall in life (3 a
  point) leaves the player alive. Under rules 2 the shortfall counted is the whole turn's,
  every activation so far and this one (:func:`turn_life_cost`): two activations that each
  left one life would together take it all, and rules 1 let both through. An Artefact
  names its profession only inside a combination, so one lying in a pool has no
  individual effect (our reading).
* An instant answers an opponent's turn: a kill aims at a combination formed this turn, a
  cancel needs an effect on the main stack; it is paid from the banked defence, then life.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from eternus.engine.core import Event
from eternus.engine.draker.actions import Lay, Respond
from eternus.engine.draker.cards import PROFESSIONS, RANKS, is_artefact, profession
from eternus.engine.draker.combinations import Costed, best, best_as
from eternus.engine.draker.events import CombinationFormed
from eternus.engine.draker.professions import LIFE_COST_PER_POINT, PROFESSION_EFFECTS, Effect
from eternus.engine.draker.records import SIDES, Side, TurnRecord
from eternus.engine.draker.search import choices

if TYPE_CHECKING:
    from eternus.engine.draker.state import DrakerState

EFFECTS_FROM = 3


def _targets(st: DrakerState, seat: int) -> list[int | None]:
    others = st.opponents(seat)
    return [None] if len(others) <= 1 else list(others)


def menu(st: DrakerState, seat: int) -> list[Lay]:
    strength = st.strength()
    found: list[Lay] = []
    for card in dict.fromkeys(st.hands[seat]):
        for offer in choices(card, st.pools[seat], st.common, strength):
            attack = offer.attack.cards[1:] if offer.attack else None
            defence = offer.defence.cards[1:] if offer.defence else None
            if st.rules >= 2 and is_artefact(card) and not nameable(st, Lay(card, attack, defence)):
                continue                # an Artefact has one name: no profession makes both combinations
            found += [Lay(card, attack, defence, t) for t in _targets(st, seat)]
    return found


def combos(st: DrakerState, seat: int, lay: Lay, job: int | None = None) -> tuple[Costed | None, Costed | None]:
    """The attacking and defensive combinations ``lay`` announces, costed: every Artefact
    named as well as it can be, or with ``job`` the laid one named that profession by its
    player (:func:`named_combos`)."""
    if job is not None:
        return named_combos(lay, job, st.strength()) or (None, None)
    strength = st.strength()
    attack = best([lay.card, *lay.attack], strength) if lay.attack is not None else None
    defence = best([lay.card, *lay.defence], strength) if lay.defence is not None else None
    return attack, defence


def named_combos(lay: Lay, job: int, strength: Mapping[str, int]) -> tuple[Costed | None, Costed | None] | None:
    """``lay``'s combinations with its Artefact named profession ``job`` and the one rank, the
    same in both (it is one card), that makes them worth the most; None if no rank makes
    every combination announced one. ``strength``: the cards' strengths (tokens)."""
    sides = (lay.attack, lay.defence)
    found: tuple[Costed | None, Costed | None] | None = None
    for rank in range(1, len(RANKS) + 1):
        attack, defence = (None if cards is None else best_as([lay.card, *cards], lay.card, rank, job, strength)
                           for cards in sides)
        if (sides[0] is not None and attack is None) or (sides[1] is not None and defence is None):
            continue
        if found is None or _points(attack, defence) > _points(*found):
            found = (attack, defence)
    return found


def _points(attack: Costed | None, defence: Costed | None) -> int:
    return sum(combo.cost for combo in (attack, defence) if combo is not None)


def to_be_named(st: DrakerState, lay: Lay) -> bool:
    """Whether ``lay``'s Artefact waits for its player to name it (rules 2): it is laid, and a
    combination of three or more cards fires its standard effect, which its profession decides."""
    if st.rules < 2 or not is_artefact(lay.card):
        return False
    return any(cards is not None and len(cards) + 1 >= EFFECTS_FROM for cards in (lay.attack, lay.defence))


def pending(turn: TurnRecord) -> Lay:
    """The lay waiting for its Artefact's name, read back from the turn record."""
    if turn["laid"] is None:
        raise ValueError("no card is laid")
    sides = [None if turn[side] is None else tuple(turn[side] or [])[1:] for side in SIDES]
    return Lay(turn["laid"], sides[0], sides[1], turn["target"])


def namings(st: DrakerState) -> list[int]:
    """The professions the laid Artefact may be named: those with which every combination
    announced is still one."""
    lay = pending(st.turn)
    return [job for job in range(len(PROFESSIONS)) if naming_refusal(st, lay, job) is None]


def naming_refusal(st: DrakerState, lay: Lay, job: int) -> str | None:
    if named_combos(lay, job, st.strength()) is None:
        what = "cannot make both combinations" if None not in (lay.attack, lay.defence) else "makes no combination"
        return f"As a {PROFESSIONS[job]}, {lay.card} {what} with those cards."
    return None


def nameable(st: DrakerState, lay: Lay) -> bool:
    """Whether some profession lets the laid Artefact (one card, one name) make every
    combination announced; the program's best naming may name it differently in each."""
    strength = st.strength()
    return any(named_combos(lay, job, strength) is not None for job in range(len(PROFESSIONS)))


def refusal(st: DrakerState, seat: int, lay: Lay) -> str | None:
    if lay.card not in st.hands[seat]:
        return f"{lay.card} is not in your hand."
    if lay.attack is None and lay.defence is None:
        return "Announce an attacking or a defensive combination with the card you lay."
    own, common = set(st.pools[seat]), set(st.common)
    if lay.attack is not None:
        if len(set(lay.attack)) != len(lay.attack) or not set(lay.attack) <= own | common:
            return "An attacking combination uses cards of your pool and the common pool, each once."
        if not set(lay.attack) & common:
            return "An attacking combination needs at least one card of the common pool."
    if lay.defence is not None:
        if len(set(lay.defence)) != len(lay.defence) or not set(lay.defence) <= own:
            return "A defensive combination uses only cards of your own pool, each once."
        if lay.attack is not None and set(lay.attack) & set(lay.defence):
            return "Only the card you lay may serve in both combinations."
    attack, defence = combos(st, seat, lay)
    if lay.attack is not None and attack is None:
        return "Those cards make no straight or set (by rank or by profession) for the attack."
    if lay.defence is not None and defence is None:
        return "Those cards make no straight or set (by rank or by profession) for the defence."
    if to_be_named(st, lay) and not nameable(st, lay):
        return f"{lay.card} is one card with one name: no profession makes both combinations with it."
    others = st.opponents(seat)
    if lay.target is not None and lay.target not in others:
        return "Attack a player still in the game."
    if lay.target is None and len(others) > 1:
        return "Say which opponent you attack."
    return None


def announce(st: DrakerState, seat: int, lay: Lay, events: list[Event], job: int | None = None) -> bool:
    """Record the combinations and their points (the laid Artefact named ``job``, if its
    player named it); True if one has three or more cards."""
    attack, defence = combos(st, seat, lay, job)
    turn = st.turn
    long_enough = False
    for side, combo in zip(SIDES, (attack, defence), strict=True):
        if combo is None:
            continue
        turn[side] = list(combo.cards)
        turn["words"][side] = combo.described()
        turn["named"][side] = [[card, rank, job] for card, rank, job in combo.named]
        turn["earned"][side] = combo.cost
        long_enough |= len(combo.cards) >= EFFECTS_FROM
        events.append(CombinationFormed(seat, side, combo.cards, combo.cost, combo.described()))
    return long_enough


def individual(card: str) -> Effect | None:
    """The card's individual effect (an Artefact in a pool has none)."""
    return None if is_artefact(card) else PROFESSION_EFFECTS[profession(card)].individual


def life_for(effect: Effect, points: int) -> int:
    """The life ``effect`` costs when only ``points`` are left to pay it with: 3 a point short.
    An activation's shortfall is charged at the turn's end (on the points earned then), an
    answer's at once from the defence banked."""
    return LIFE_COST_PER_POINT * max(0, effect.cost - max(0, points))


def points_left(turn: TurnRecord, pay: Side) -> int:
    """The ``pay`` points the turn's combinations earned and its effects have not spent."""
    return turn["earned"][pay] - turn["spent"][pay]


def _affordable(st: DrakerState, seat: int, effect: Effect, points: int) -> bool:
    return st.life[seat] - life_for(effect, points) > 0


def turn_life_cost(turn: TurnRecord, extra: Effect | None = None) -> int:
    """The life the turn's activations cost at its end, ``extra`` activated too: 3 for each
    point spent beyond those earned, on either side."""
    spent = dict(turn["spent"])
    if extra is not None:
        spent[extra.pay] += extra.cost
    return LIFE_COST_PER_POINT * sum(max(0, spent[side] - turn["earned"][side]) for side in SIDES)


def _activation_affordable(st: DrakerState, seat: int, effect: Effect) -> bool:
    """The last-life guard: the player must outlive what the turn's activations cost, this
    one included (rules 1 looked at this one alone)."""
    if st.rules >= 2:
        return st.life[seat] - turn_life_cost(st.turn, effect) > 0
    return _affordable(st, seat, effect, points_left(st.turn, effect.pay))


def activation_refusal(st: DrakerState, seat: int, card: str) -> str | None:
    if card not in st.pools[seat]:
        return f"{card} is not in your pool."
    effect = individual(card)
    if effect is None:
        return "An Artefact in a pool has no effect of its own."
    if effect.instant:
        return "That effect is an instant: it answers an opponent's combination."
    if card in st.turn["activated"]:
        return f"{card}'s effect was already used this turn."
    if not _activation_affordable(st, seat, effect):
        return "Paying for that effect, with what this turn's effects already cost, would take the last of your life."
    return None


def responses(st: DrakerState, seat: int) -> list[Respond]:
    """The instant answers ``seat`` may give to the current player's turn."""
    found: list[Respond] = []
    turn = st.turn
    for card in st.pools[seat]:
        effect = individual(card)
        if effect is None or not effect.instant or card in turn["activated"]:
            continue
        if not _affordable(st, seat, effect, st.banked[seat]):
            continue
        if effect.kind == "kill":
            dead = killed_or_doomed(st)
            found += [Respond(card, side) for side in SIDES if turn[side] is not None and side not in dead]
        elif effect.kind == "cancel" and any(not item["cancelled"] for item in turn["main"]):
            found.append(Respond(card))
    return found


def killed_or_doomed(st: DrakerState) -> set[Side]:
    """The combinations of this turn already killed, and under rules 2 those a kill waiting
    on the instant stack will kill (nothing strikes a kill out): a second kill of one of
    them would cost its player points and buy nothing. Rules 1 offered it."""
    turn = st.turn
    dead = set(turn["killed"])
    if st.rules >= 2:
        dead |= {item["target"] for item in turn["instant"] if item["target"] is not None}
    return dead


def response_refusal(st: DrakerState, seat: int, action: Respond) -> str | None:
    if action.card not in st.pools[seat]:
        return f"{action.card} is not in your pool."
    effect = individual(action.card)
    if effect is None or not effect.instant:
        return "Only an instant effect answers another player's turn."
    if effect.kind == "kill" and action.target in killed_or_doomed(st):
        return f"The {action.target} combination is already killed: a second kill would buy nothing."
    return "There is nothing for that effect to answer, or you cannot pay for it."
