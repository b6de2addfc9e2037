"""What the AI knows about Draker: what an announcement and an effect are worth.

The search (hidden hands determinized from the view; a level's search is said below)
decides; these rules of thumb order its first looks and drive its playouts:

* a lay is worth its points, attack a little more than defence (attack takes life; banked
  defence only blocks), and the laid card's standard effect when a combination has three
  or more cards;
* an effect is worth what it does (damage and attack most, then healing below the cap,
  cards, defence, tokens), less its cost: nothing while the points earned cover it, three
  life a point beyond;
* an instant kill is worth the points it takes away, a cancel the effect it strikes out;
* naming a laid Artefact (rules 2) is worth its combinations' points with that profession
  and the standard effect the profession fires: a Dragonlord's damage to everyone may beat
  a Peasant's cheaper points.

Playouts lay the best announcement of one or two hand cards drawn at random (the whole
menu of a hand costs five searches of the pools, too dear for every imagined turn),
activate what is worth its cost and answer rarely, so a sampled world plays out like a
sensible game, not a random one.

The levels (:data:`LEVELS`, :data:`LEVEL_POLICIES`): easy is a small tree search (8 worlds,
two moves deep). Normal and hard compare the prior's best moves by paired playouts (each
played out in the same imagined worlds with the same luck): normal four moves in 60
playouts six moves deep, judged by the lead in life and half the shield (:func:`standing`),
keeping the rule of thumb's move unless another is better by a standard error; hard six
moves in 600 playouts, by the life share. Measured on duplicate deals (each played with the
seats swapped; ``tools/draker_duels.py``, docs/ai/draker_levels.md, 2026-12-08): normal won
0.576 of 400 duels (95 % CI 0.534-0.618) against greedy (the tree search it replaced: 0.502 of 202, no better than the
rule of thumb); hard 0.610 of 100 (CI 0.534-0.686) against this normal. A decision costs an idle core (CPU
time, every playout played) normal p50 79 ms, p95 139 ms; hard p50 701 ms, p95 1.33 s.
"""

from __future__ import annotations

from collections.abc import Sequence

from eternus.engine.ai.base import GamePolicy, best_scoring
from eternus.engine.ai.search_config import SearchConfig
from eternus.engine.core import Action, State, View
from eternus.engine.draker.options import DrakerOpts
from eternus.engine.draker.actions import Activate, Done, Lay, Name, Pass, Respond
from eternus.engine.draker import hint_reason
from eternus.engine.draker.announce import nameable, named_combos, pending
from eternus.engine.draker.cards import is_artefact, profession
from eternus.engine.draker.combinations import Costed, best
from eternus.engine.draker.professions import LIFE_COST_PER_POINT, PROFESSION_EFFECTS, Effect
from eternus.engine.draker.phases import LAY
from eternus.engine.draker.state import DrakerState
from eternus.engine.draker.search import Announcement, best_announcement, choices
from eternus.engine.rng import Rng

ATTACK_WEIGHT = 1.2
EFFECT_WEIGHTS = {"draw": 1.5, "heal": 0.8, "damage": 1.3, "damage_all": 1.3, "tokens_own": 0.8,
                  "tokens_common": 0.3, "attack": 1.0, "defence": 0.6, "kill": 0.0, "cancel": 0.0}
EXPLORE = 0.1
ROLLOUT_LOOKS = 2          # hand cards a playout weighs before it lays
#: The search of each level: worlds imagined (iterations, capped in time) and how far each
#: is played before the position is scored (rollout depth, in decisions).
LEVELS: dict[str, SearchConfig] = {
    "easy": SearchConfig(iterations=8, seconds=0.1, rollout_depth=2),
    "normal": SearchConfig(iterations=60, seconds=0.2, rollout_depth=6),
    "hard": SearchConfig(iterations=600, seconds=1.5, rollout_depth=6),
}
#: What a point of banked defence is worth beside a point of life, to normal's judgement
#: of a playout's end: it blocks an attack, but only until the player's next turn.
SHIELD_WORTH = 0.5


def effect_worth(effect: Effect, view: View, seat: int) -> float:
    """What an effect does for ``seat``, in points."""
    if effect.kind == "heal":
        room = DrakerOpts.of(view["options"]).life - int(view["life"][seat])
        return EFFECT_WEIGHTS["heal"] * min(effect.amount, room)
    if effect.kind == "tokens_own":
        return EFFECT_WEIGHTS["tokens_own"] * len(view["pools"][seat])
    if effect.kind == "damage_all":
        others = sum(1 for s, out in enumerate(view["out"]) if not out and s != seat)
        return EFFECT_WEIGHTS["damage_all"] * effect.amount * others
    return EFFECT_WEIGHTS[effect.kind] * effect.amount


def _strength(view: View) -> dict[str, int]:
    return {card: 1 + int(tokens) for card, tokens in view["tokens"].items()}


def lay_worth(view: View, seat: int, lay: Lay) -> float:
    strength = _strength(view)
    worth = 0.0
    long_enough = False
    for cards, weight in ((lay.attack, ATTACK_WEIGHT), (lay.defence, 1.0)):
        if cards is None:
            continue
        combo = best([lay.card, *cards], strength)
        if combo is not None:
            worth += weight * combo.cost
            long_enough |= len(combo.cards) >= 3
    if long_enough and not is_artefact(lay.card):
        worth += effect_worth(PROFESSION_EFFECTS[profession(lay.card)].standard, view, seat)
    return worth


def naming_worth(view: View, seat: int, job: int) -> float:
    """What naming the laid Artefact ``job`` is worth: its combinations' points costed with
    that profession (:func:`~.announce.named_combos` on the view's table), and the standard
    effect it then fires."""
    worth = 0.0
    for combo, weight in zip(named_combos(pending(view["turn"]), job, _strength(view)) or (None, None),
                           (ATTACK_WEIGHT, 1.0), strict=True):
        worth += weight * combo.cost if combo is not None else 0.0
    return worth + effect_worth(PROFESSION_EFFECTS[job].standard, view, seat)


def _price(effect: Effect, left: int) -> float:
    short = max(0, effect.cost - left)
    return (effect.cost - short) + LIFE_COST_PER_POINT * short * 1.5


def score(view: View, seat: int, action: Action) -> float:
    turn = view["turn"]
    if isinstance(action, Lay):
        return lay_worth(view, seat, action)
    if isinstance(action, Name):
        return naming_worth(view, seat, action.profession)
    if isinstance(action, Activate):
        effect = PROFESSION_EFFECTS[profession(action.card)].individual
        left = int(turn["earned"][effect.pay]) - int(turn["spent"][effect.pay])
        return effect_worth(effect, view, seat) - _price(effect, left)
    if isinstance(action, Respond):
        effect = PROFESSION_EFFECTS[profession(action.card)].individual
        cost = _price(effect, int(view["banked"][seat]))
        if action.target is not None:
            return float(turn["earned"][action.target]) * (ATTACK_WEIGHT if action.target == "attack" else 0.5) - cost
        live = [item for item in turn["main"] if not item["cancelled"]]
        if not live:
            return -cost
        top = live[-1]
        profession_effects = PROFESSION_EFFECTS[top["profession"]]
        struck = profession_effects.standard if top["which"] == "standard" else profession_effects.individual
        return effect_worth(struck, view, int(top["seat"])) - cost
    return 0.0   # Done, Pass


def quick_lay(state: DrakerState, seat: int, rng: Rng) -> Lay:
    """A playout's lay: the best announcement of a few hand cards drawn at random."""
    hand = list(dict.fromkeys(state.hands[seat]))
    looks = rng.sample(hand, min(ROLLOUT_LOOKS, len(hand)))
    offers = [_best_playable(state, seat, card) for card in looks]
    offer = max(offers, key=lambda o: (o.attack.cost * ATTACK_WEIGHT if o.attack else 0)
                + (o.defence.cost if o.defence else 0))
    others = state.opponents(seat)
    return Lay(offer.laid, _side(offer.attack, offer.laid), _side(offer.defence, offer.laid),
               None if len(others) <= 1 else others[0])


def _best_playable(state: DrakerState, seat: int, card: str) -> Announcement:
    """The best announcement of ``card`` that the rules let it make. Under rules 2 a laid
    Artefact has one name in both its combinations, and the best announcement may name it
    twice (a playout that lays it reaches a naming with no answer): then the best of those
    a single name allows."""
    power = state.strength()
    offer = best_announcement(card, state.pools[seat], state.common, power)
    if state.rules < 2 or not is_artefact(card) or None in (offer.attack, offer.defence):
        return offer
    playable = [o for o in choices(card, state.pools[seat], state.common, power)
                if nameable(state, Lay(card, _side(o.attack, card), _side(o.defence, card)))]
    return max(playable, key=lambda o: (o.points, o.attack.cost if o.attack else 0))


def _side(combo: Costed | None, laid: str) -> tuple[str, ...] | None:
    return None if combo is None else _others(combo.cards, laid)


def _others(cards: Sequence[str], laid: str) -> tuple[str, ...]:
    rest = list(cards)
    rest.remove(laid)
    return tuple(rest)


class DrakerPolicy(GamePolicy):
    #: A failed AI lets the turn pass and the stacks resolve rather than lay or answer blind.
    safe_moves = (Pass, Done)

    def level_config(self, level: str, config: SearchConfig) -> SearchConfig | None:
        return LEVELS.get(level, config)

    def at_level(self, level: str) -> GamePolicy:
        """Normal and hard compare their moves by paired playouts (every candidate played
        out in the same imagined worlds with the same luck): in a game this full of chance,
        a tree spends its budget telling luck from merit."""
        return LEVEL_POLICIES.get(level, self)

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float]:
        return [score(view, seat, a) for a in actions]

    def hint_reason(self, view: View, seat: int, action: Action) -> str | None:
        return hint_reason.explain(view, seat, action)

    def rollout_action(self, state: State, rng: Rng) -> Action:
        if isinstance(state, DrakerState) and state.phase == LAY and state.actor is not None:
            return quick_lay(state, state.actor, rng)
        actions = state.legal_actions()
        if rng.random() < EXPLORE:
            return rng.choice(actions)
        if not isinstance(state, DrakerState) or state.actor is None:
            return rng.choice(actions)
        view = state.view(state.actor)
        chosen = best_scoring(actions, lambda a: score(view, state.actor or 0, a), rng)
        if isinstance(chosen, (Activate, Respond)) and score(view, state.actor, chosen) <= 0:
            return next(a for a in actions if isinstance(a, (Done, Pass)))
        return chosen


class PairedDrakerPolicy(DrakerPolicy):
    paired_playouts = True
    paired_candidates = 6


class WeighingDrakerPolicy(PairedDrakerPolicy):
    """Normal: the prior's four best moves played out in the same worlds, a short way, and
    judged by the lead in life and shield. A few dozen playouts cannot tell luck from merit
    in a tree; paired, they can, but only where the gap is clear, so normal keeps the rule
    of thumb's move unless the worlds show another better by a standard error. The shield
    counts because a playout that stops mid-round has not yet seen the attack it blocks:
    scored by life alone, a defensive lay looks like a wasted turn."""

    paired_candidates = 4
    paired_confidence = 1.0

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over or not isinstance(state, DrakerState):
            return super().evaluate(state, seat)
        return standing(state, seat)


def standing(state: DrakerState, seat: int) -> float:
    """``seat``'s lead over its strongest opponent in life and shield (a shield point at
    :data:`SHIELD_WORTH`), mapped into [0, 1]: one half when level, one at a full life's lead."""

    def stock(s: int) -> float:
        return max(0, state.life[s]) + SHIELD_WORTH * state.banked[s]

    rival = max(stock(s) for s in state.opponents(seat))
    return min(1.0, max(0.0, 0.5 + (stock(seat) - rival) / (2 * state.life_cap)))


POLICY = DrakerPolicy()
#: The levels that play another policy than the rule of thumb's tree search.
LEVEL_POLICIES: dict[str, DrakerPolicy] = {"normal": WeighingDrakerPolicy(), "hard": PairedDrakerPolicy()}
