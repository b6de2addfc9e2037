"""What the generic ISMCTS agent knows about King's Court: a prior and a playout policy.

Both rank actions with the same rules of thumb, read from what the deciding seat may see
(its own hand, the counts of the other hands, the public table):

* going out beats everything; then shed expensive cards first (a Wizard is 50 points in
  hand), and hit the next player with draw cards, more so when they are close to going out;
* answer every draw card you can (Royal Decree first), always call "On Guard", catch a
  silent player, get out of the Dungeon, defend against Battle cards;
* name the suit you hold most of; aim a Catapult at the smallest hand, a Flaming Arrow at
  the leader, burn the most expensive card;
* Risk cards only when they pay: Poison Garden with a cheap hand against big ones, Castle
  Fire with an expensive hand; never cut for the dealing bonus (it loses on average).

In a playout the state is a sampled world; the policy reads the acting seat's own hand in
that world (which is what that seat would know there), never another hand.

The search compares candidates with *paired* playouts (the same sampled worlds and draws
for every candidate, eternus/engine/ai/paired.py). With a tree, the luck of the sampled
hands and draws swamped the few points between two plays: easy and normal drew a card in
about a quarter of the positions where a play was clearly better, hands dragged on for
thousands of moves and mostly ended by Poison Garden. Paired, those misplays fell to 6-11 %
and every hand of the check ended by someone going out, in a sixth of the time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from eternus.engine.ai.base import GamePolicy
from eternus.engine.core import Action, JsonDict, State
from eternus.engine.kings_court.actions import (
    AcceptDraw, Answer, AskPartner, BurnCard, CallOnGuard, CatchOnGuard, Cut, DeclineRisk, Defend,
    Draw, Escape, GiveUp, NameSuit, NoExtra, Pass, Play, PlayRisk, PlayWarlord, SetDirection,
    StaySilent, TakeFromDeck, Target,
)
from eternus.engine.kings_court.cards import CARDS, DRAW_COUNTS, NUMBER, WILD
from eternus.engine.kings_court.rules import KingsCourtState
from eternus.engine.rng import Rng

ANSWER_VALUE = {"decree": 60.0, "protector": 55.0, "drawbridge": 50.0}


@dataclass(frozen=True)
class Seen:
    """The little a decision needs: the decider's hand and the public counts."""

    seat: int
    current: int
    hand: tuple[str, ...]
    counts: tuple[int, ...]
    teams: tuple[int, ...]
    direction: int
    battle: str | None

    @property
    def n(self) -> int:
        return len(self.counts)

    def rivals(self) -> list[int]:
        return [s for s in range(self.n) if self.teams[s] != self.teams[self.seat]]

    def next_count(self) -> int:
        return self.counts[(self.current + self.direction) % self.n]


# Phases in which a Warlord's player decides with the controlled seat's cards.
TURN_PHASES = frozenset({"turn", "drawn", "respond", "suit", "option_suit", "direction",
                         "extra", "escort", "target", "burn", "inspect", "key"})


def seen_from_view(view: JsonDict, seat: int) -> Seen:
    current = int(view["current"])
    controlled = view["controller"] == seat and view["phase"] in TURN_PHASES
    hand = view["hands"][current]["cards"] if controlled else view["hand"]
    battle = view["battle"]["card"] if view["battle"] else None
    return Seen(seat, current, tuple(hand or ()), tuple(h["count"] for h in view["hands"]),
                tuple(view["teams"]), int(view["direction"]), battle)


def seen_from_state(st: KingsCourtState) -> Seen:
    seat = st.to_act if st.to_act is not None else st.current
    owner = st.current if st.controller == seat and st.phase in TURN_PHASES else seat
    return Seen(seat, st.current, tuple(st.hands[owner]), tuple(len(h) for h in st.hands),
                tuple(st.team(s) for s in range(st.n)), st.direction,
                st.battle["card"] if st.battle else None)


def _play_score(card: str, form: str, seen: Seen) -> float:
    info = CARDS[card]
    effect = form or info.effect
    if len(seen.hand) == 1 and seen.seat == seen.current:
        return 1000.0
    score = 10.0 + info.points / 5.0
    draws = DRAW_COUNTS.get(effect, 1 if effect == "dungeon" else 0)
    if draws:
        score += 4.0 * draws + (15.0 if seen.next_count() <= 2 else 0.0)
    if effect in WILD and info.kind != NUMBER:
        score -= 4.0  # keep a wild for when nothing else plays
    if effect == "magician":
        score -= 6.0
    if effect in ANSWER_VALUE and form == "" and effect != "drawbridge":
        score += ANSWER_VALUE[effect]
    if form in ANSWER_VALUE:
        score += ANSWER_VALUE[form]
    return score


def action_score(action: Action, seen: Seen, extra: dict[str, Any]) -> float:
    """Higher is better; ``extra`` carries the few public numbers some choices need."""
    if isinstance(action, Play):
        return _play_score(action.card, action.as_, seen)
    if isinstance(action, (Draw, NoExtra)):
        return 0.0
    if isinstance(action, Pass):
        return -1.0
    if isinstance(action, AcceptDraw):
        return -5.0
    if isinstance(action, NameSuit):
        return float(sum(1 for c in seen.hand if action.suit in CARDS[c].suits))
    if isinstance(action, SetDirection):
        return {"same": 1.0, "skip": 0.5, "reverse": 0.0}.get(action.choice, 0.0)
    if isinstance(action, Target):
        if action.seat < 0:
            return -50.0
        rival = action.seat in seen.rivals()
        count = seen.counts[action.seat]
        if seen.battle == "catapult":
            return (100.0 if rival else 0.0) - count - (0 if count < len(seen.hand) else 200)
        return (100.0 if rival else 0.0) - count
    if isinstance(action, BurnCard):
        return float(CARDS[action.card].points)
    if isinstance(action, Defend):
        return 50.0 if seen.battle != "cannonball" or len(seen.hand) <= 4 else -1.0
    if isinstance(action, TakeFromDeck):
        info = CARDS[action.card]
        return 40.0 if info.effect in WILD else -float(info.points)
    if isinstance(action, (CallOnGuard, CatchOnGuard, Escape)):
        return 100.0
    if isinstance(action, (StaySilent, GiveUp)):
        return -100.0
    if isinstance(action, PlayRisk):
        return _risk_score(CARDS[action.card].effect, seen, extra)
    if isinstance(action, PlayWarlord):
        return -20.0 if seen.counts[action.target] > 1 else 5.0
    if isinstance(action, AskPartner):
        return -2.0
    if isinstance(action, Answer):
        return 1.0 if action.yes else 0.0
    if isinstance(action, (Cut, DeclineRisk)):
        return 1.0 if isinstance(action, DeclineRisk) or not action.attempt else 0.0
    return 0.0


def _risk_score(effect: str, seen: Seen, extra: dict[str, Any]) -> float:
    """Worth it only when the effect gains more than the points every rival takes off."""
    mine = float(extra.get("my_points", 0))
    rivals = [seen.counts[s] for s in seen.rivals()] or [0]
    their = 12.0 * sum(rivals) / len(rivals)   # a rival's hand, guessed from its size
    if effect == "poison_garden":
        return 20.0 if their - 75 > mine + 20 else -30.0
    if effect == "castle_fire":
        return 15.0 if mine - 84 > 75 + 20 else -30.0
    if effect == "kings_goblet":
        return 10.0 if min(rivals) <= 1 and len(seen.hand) > 3 else -30.0
    if effect == "dark_knight":
        return -5.0   # the On Guard player usually makes it out
    return -10.0


def _my_points(hand: Sequence[str]) -> int:
    return sum(CARDS[c].points for c in hand)


class KingsCourtPolicy(GamePolicy):
    paired_playouts = True

    def prior(self, view: JsonDict, seat: int, actions: Sequence[Action]) -> list[float]:
        seen = seen_from_view(view, seat)
        extra = {"my_points": _my_points(seen.hand)}
        return [action_score(a, seen, extra) for a in actions]

    def rollout_action(self, state: State, rng: Rng) -> Action:
        """The best-scoring legal action, ties broken at random."""
        if not isinstance(state, KingsCourtState):
            raise TypeError("the King's Court policy plays King's Court states only")
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seen = seen_from_state(state)
        extra = {"my_points": _my_points(seen.hand)}
        best: list[Action] = []
        best_score = float("-inf")
        for action in actions:
            score = action_score(action, seen, extra)
            if score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        return rng.choice(best)


POLICY = KingsCourtPolicy()
