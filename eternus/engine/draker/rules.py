"""Draker as a state machine: a duel (or a table of three or four) of laid cards and
combinations, until one player is left standing or the deck runs out.

A turn (the fragment's rules, completed as the rules page says):

1. The player whose turn it is loses the defence banked on their last turn and draws up to
   five cards. If the deck cannot give a card that is owed, the game ends: the most life wins.
2. ``lay``: a card from the hand, with an attacking and/or a defensive combination that
   contain it (:mod:`announce`). Their final costs are the turn's attack and defence points.
   ``name`` (rules 2): a laid Artefact in a combination of three or more is first named a
   profession by its player.
3. If a combination has three or more cards, the laid card's standard effect goes on the
   main stack, and ``activate``: the player may activate the individual effects of cards in
   their own pool, paying in points (each point beyond those earned costs 3 life).
4. ``respond``: each opponent in turn may answer with an instant effect of a card in their
   own pool, paid from the defence they banked (then life, 3 a point).
5. The stacks resolve (:mod:`effects`). The attack points go to the target: its banked
   defence takes them first, the rest is damage. The defence points left are banked until
   the player's next turn. The laid card and every card used in a combination are
   discarded; the common pool is refilled to four cards and the player's pool gets one card
   (:data:`POOL_REFILL`, never beyond five). Under rules 2, at a table of three or four, an
   empty deck is made again from the discard pile (:meth:`DrakerState.take_from_deck`).
6. A player at 0 life is out. The last one standing wins (if the last players fall on the
   same turn, the one left with the most life, however far below nothing).

Where each part lives: the deck in :mod:`cards`, combinations and their cost in
:mod:`combinations`, the search for them in :mod:`search`, a lay checked and offered in
:mod:`announce`, the effects in :mod:`professions` (data) and :mod:`effects` (what they do),
views, JSON and determinizing in :mod:`views`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final

from eternus.engine.core import Action, CardMoved, Event, Game, GameOver, JsonDict, Message, Shuffled, State
from eternus.engine.draker import announce, effects, views
from eternus.engine.draker.actions import Activate, Done, Lay, Name, Pass, Respond
from eternus.engine.draker.events import DefenceBanked, PlayerOut
from eternus.engine.draker.options import DrakerOpts
from eternus.engine.draker.phases import ACTIVATE, LAY, NAME, OVER, RESPOND, Phase
from eternus.engine.draker.professions import LIFE_COST_PER_POINT
from eternus.engine.draker.cards import is_artefact, profession
from eternus.engine.draker.records import SIDES, Side, StackItem, TurnRecord, Which, fresh_turn
from eternus.engine.jsoncopy import copy_json
from eternus.engine.option_record import OptionsOf
from eternus.engine.rng import Rng
from eternus.engine.standings import Standings, ranked

HAND_SIZE: Final = 5
POOL_SIZE: Final = 5
COMMON_SIZE: Final = 4
OPENING_SHIELD: Final = 5             # defence banked by each player but the first before their first turn
#: Rules 2: the opening shields at a table of three or four, seat by seat (a duel keeps
#: :data:`OPENING_SHIELD`). With the discard reshuffled the game is won by the last one
#: standing, and five for everyone behind the first left the first player a fifth of the
#: wins at four; these are tuned with ``tools/draker_balance.py`` (the rules page's figures).
SHIELDS: Final[dict[int, list[int]]] = {3: [0, 2, 2], 4: [0, 3, 3, 3]}
POOL_REFILL: Final = 1                # cards a player's own pool gets back at the end of their turn
MAX_TURNS: Final = 400                # a safety end: the most life wins
RESHUFFLE_FROM: Final = 3             # players at the table from which (rules 2) the discard pile is reshuffled

#: How a game ends (the words its GameOver gives in brackets), as the results screen says it.
ENDINGS: Final[dict[str, str]] = {
    "the last one standing": "One player is left standing.",
    "the last to fall": "Everyone still in fell in the same turn: the most life left wins.",
    "the turn limit": "The turn limit was reached: the most life wins.",
    "the deck running out": "The deck ran out of cards to deal: the most life wins.",
}


@dataclass
class DrakerState(State):
    phase: Phase = LAY
    current: int = 0
    actor: int | None = 0
    turns: int = 0
    hands: list[list[str]] = field(default_factory=list)
    pools: list[list[str]] = field(default_factory=list)
    common: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)          # last item is the top
    discard: list[str] = field(default_factory=list)
    tokens: dict[str, int] = field(default_factory=dict)
    life: list[int] = field(default_factory=list)
    banked: list[int] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    turn: TurnRecord = field(default_factory=fresh_turn)
    result: list[float] | None = None

    game: ClassVar[Game]
    opts = OptionsOf(DrakerOpts)

    # ------------------------------------------------------------------ the table
    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def life_cap(self) -> int:
        return self.opts.life

    def alive(self) -> list[int]:
        return [s for s in range(self.n) if not self.out[s]]

    def opponents(self, seat: int) -> list[int]:
        """The other players still in, from ``seat``'s left."""
        return [s for s in ((seat + k) % self.n for k in range(1, self.n)) if not self.out[s]]

    def target_of(self, seat: int) -> int:
        """The opponent ``seat``'s attack and damage go to this turn."""
        target = self.turn["target"]
        return target if target is not None and not self.out[target] else self.opponents(seat)[0]

    def strength(self) -> dict[str, int]:
        """Every card's strength: 1 and its tokens."""
        return {card: 1 + tokens for card, tokens in self.tokens.items()}

    # ------------------------------------------------------------------ protocol
    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def returns(self) -> tuple[float, ...]:
        return tuple(self.result) if self.result is not None else tuple(0.0 for _ in self.seats)

    def standings(self) -> Standings:
        """The winner first, then the others by the life they were left with."""
        result = self.returns()
        order = [result[s] * 10_000 + self.life[s] for s in range(self.n)]
        return Standings("Life left", ranked(
            [s.name for s in self.seats], order, higher_is_better=True,
            score=lambda s: "out" if self.out[s] else f"{self.life[s]} life",
            breakdown=lambda s: (str(self.banked[s]),)), ("Shield",), (ENDINGS[self.ending()],))

    def ending(self) -> str:
        """Why the finished game ended, read from the position (a save keeps the record, not
        the reason): the reason its GameOver gave, as a key of :data:`ENDINGS`."""
        alive = self.alive()
        if len(alive) == 1:
            return "the last one standing"
        if alive and all(self.life[s] <= 0 for s in alive):
            return "the last to fall"
        if self.turns >= MAX_TURNS:
            return "the turn limit"
        return "the deck running out"

    def heuristic(self, seat: int) -> float:
        """The seat's share of the life left at the table."""
        total = sum(max(0, life) for s, life in enumerate(self.life) if not self.out[s])
        return max(0, self.life[seat]) / total if total and not self.out[seat] else 0.0

    def legal_actions(self) -> list[Action]:
        if self.phase == OVER or self.actor is None:
            return []
        if self.phase == LAY:
            return list(announce.menu(self, self.actor))
        if self.phase == NAME:
            return [Name(job) for job in announce.namings(self)]
        if self.phase == ACTIVATE:
            return [*(Activate(c) for c in self.activatable(self.actor)), Done()]
        return [*announce.responses(self, self.actor), Pass()]

    def why_illegal(self, action: Action) -> str | None:
        """Any announcement the rules allow is legal, beyond the few :meth:`legal_actions`
        offers (the table's combination builder makes any)."""
        if self.phase == OVER or self.actor is None:
            return "The game is over."
        if self.phase == LAY:
            if not isinstance(action, Lay):
                return "Lay a card from your hand and announce its combinations."
            return announce.refusal(self, self.actor, action)
        if self.phase == NAME:
            if not isinstance(action, Name):
                return f"Name the profession {self.turn['laid']} plays as."
            return announce.naming_refusal(self, announce.pending(self.turn), action.profession)
        if action in self.legal_actions():
            return None
        if self.phase == ACTIVATE:
            if isinstance(action, Activate):
                return announce.activation_refusal(self, self.actor, action.card)
            return "Activate an effect of a card in your pool, or say you are done."
        if isinstance(action, Respond):
            return announce.response_refusal(self, self.actor, action)
        return "Answer with an instant effect, or pass."

    def activatable(self, seat: int) -> list[str]:
        """Own pool cards whose (not instant) individual effect may be activated now."""
        return [c for c in self.pools[seat] if announce.activation_refusal(self, seat, c) is None]

    # ------------------------------------------------------------------ the flow of a turn
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = self.actor
        if seat is None:
            raise ValueError("nobody is to act")
        if isinstance(action, Lay):
            self._lay(seat, action, events)
        elif isinstance(action, Name):
            self._announce(seat, announce.pending(self.turn), events, action.profession)
        elif isinstance(action, Activate):
            self._activate(seat, action.card, events)
            if not self.activatable(seat):
                self._open_responses(events)
        elif isinstance(action, Done):
            self._open_responses(events)
        elif isinstance(action, Respond):
            self._respond(seat, action, events)
            self._next_responder(events)
        elif isinstance(action, Pass):
            self._next_responder(events)
        return events

    def _lay(self, seat: int, action: Lay, events: list[Event]) -> None:
        turn = self.turn
        turn["target"] = action.target
        self.hands[seat].remove(action.card)
        turn["laid"] = action.card
        events.append(CardMoved(action.card, f"hand:{seat}", "laid", True, owner=seat, public=True))
        if announce.to_be_named(self, action):
            turn["attack"] = None if action.attack is None else [action.card, *action.attack]
            turn["defence"] = None if action.defence is None else [action.card, *action.defence]
            self.phase = NAME
            return
        self._announce(seat, action, events)

    def _announce(self, seat: int, action: Lay, events: list[Event], job: int | None = None) -> None:
        """The combinations formed (the laid Artefact named ``job`` by its player, if it was)
        and, from three cards, the laid card's standard effect on the stack."""
        long_enough = announce.announce(self, seat, action, events, job)
        if long_enough:
            self.turn["main"].append(self._item(seat, action.card, "standard"))
            if self.activatable(seat):
                self.phase = ACTIVATE
                return
        self._open_responses(events)

    def _item(self, seat: int, card: str, which: Which, target: Side | None = None) -> StackItem:
        """A stack entry for ``card``'s effect. (An Artefact is laid only inside a combination
        and has no individual effect, so its standard one is the profession it was named.)"""
        return {"seat": seat, "card": card, "which": which, "profession": self._profession_of(card),
                "target": target, "cancelled": False}

    def _profession_of(self, card: str) -> int:
        if not is_artefact(card):
            return profession(card)
        named = [p for side in SIDES for c, _, p in self.turn["named"].get(side, []) if c == card]
        return named[0] if named else 0

    def _activate(self, seat: int, card: str, events: list[Event]) -> None:
        item = self._item(seat, card, "individual")
        effect = effects.effect_of(item)
        self.turn["spent"][effect.pay] += effect.cost
        self.turn["activated"].append(card)
        self.turn["main"].append(item)
        events.append(Message(f"{self.seats[seat].name} activates {card}: {effect.text}."))

    def _open_responses(self, events: list[Event]) -> None:
        self.turn["responders"] = [s for s in self.opponents(self.current) if announce.responses(self, s)]
        self._next_responder(events, first=True)

    def _next_responder(self, events: list[Event], first: bool = False) -> None:
        if not first and self.turn["responders"]:
            self.turn["responders"].pop(0)
        if self.turn["responders"]:
            self.phase = RESPOND
            self.actor = self.turn["responders"][0]
            return
        self._finish_turn(events)

    def _respond(self, seat: int, action: Respond, events: list[Event]) -> None:
        target: Side | None = "attack" if action.target == "attack" else "defence" if action.target else None
        item = self._item(seat, action.card, "individual", target)
        effect = effects.effect_of(item)
        life = announce.life_for(effect, self.banked[seat])
        self.banked[seat] -= min(self.banked[seat], effect.cost)
        if life:
            effects.change_life(self, seat, -life, "paying for an answer", events)
        self.turn["activated"].append(action.card)
        self.turn["instant"].append(item)
        events.append(Message(f"{self.seats[seat].name} answers with {action.card}: {effect.text}."))

    def _finish_turn(self, events: list[Event]) -> None:
        seat = self.current
        turn = self.turn
        effects.resolve(self, events)
        for side in SIDES:
            short = -announce.points_left(turn, side)
            if short > 0:
                effects.change_life(self, seat, -LIFE_COST_PER_POINT * short, f"spending {short} {side} points "
                                    "beyond those earned", events)
        attack = max(0, announce.points_left(turn, "attack"))
        if attack and self.opponents(seat):
            target = self.target_of(seat)
            absorbed = min(attack, self.banked[target])
            self.banked[target] -= absorbed
            effects.change_life(self, target, -(attack - absorbed), "the attack", events)
        self.banked[seat] = max(0, announce.points_left(turn, "defence"))
        if self.banked[seat]:
            events.append(DefenceBanked(seat, self.banked[seat]))
        self._clear_table(seat, events)
        falling = [s for s in self.alive() if self.life[s] <= 0]
        if falling and len(falling) == len(self.alive()):
            self._end(events, "the last to fall", among=falling)     # everyone fell at once
            return
        for s in falling:
            self.out[s] = True
            events.append(PlayerOut(s))
        self.turns += 1
        if len(self.alive()) <= 1 or self.turns >= MAX_TURNS:
            self._end(events, "the last one standing" if len(self.alive()) == 1 else "the turn limit")
            return
        self._start_turn(self.opponents(seat)[0], events)

    def _clear_table(self, seat: int, events: list[Event]) -> None:
        """The laid card and the cards used in combinations go to the discard pile; the pools
        are filled up again."""
        turn = self.turn
        used = {c for side in SIDES for c in (turn[side] or [])}
        if turn["laid"] is not None:
            used.add(turn["laid"])
        for card in sorted(used):
            where = "laid" if card == turn["laid"] else "common" if card in self.common else f"pool:{seat}"
            if card in self.common:
                self.common.remove(card)
            elif card in self.pools[seat]:
                self.pools[seat].remove(card)
            self.tokens.pop(card, None)
            self.discard.append(card)
            events.append(CardMoved(card, where, "discard", True))
        while len(self.common) < COMMON_SIZE:
            new = self.take_from_deck(events)
            if new is None:
                break
            self.common.append(new)
            events.append(CardMoved(new, "deck", "common", True))
        for _ in range(min(POOL_REFILL, POOL_SIZE - len(self.pools[seat]))):
            new = self.take_from_deck(events)
            if new is None:
                break
            self.pools[seat].append(new)
            events.append(CardMoved(new, "deck", f"pool:{seat}", True))

    def reshuffles(self) -> bool:
        """Whether an empty deck is made again from the discard pile: under rules 2, at a
        table of three or four (where the deck ran out in most games after three or four
        rounds, long before anyone fell; a duel's deck lasts as it is)."""
        return self.rules >= 2 and self.n >= RESHUFFLE_FROM

    def opening_shields(self) -> list[int]:
        """The defence each seat has banked before its first turn."""
        if self.rules >= 2 and self.n in SHIELDS:
            return list(SHIELDS[self.n])
        return [0] + [OPENING_SHIELD] * (self.n - 1)

    def take_from_deck(self, events: list[Event]) -> str | None:
        """The top card of the deck (None if there is none), the discard pile shuffled into
        an empty deck first where the table :meth:`reshuffles`."""
        if not self.deck and self.discard and self.reshuffles():
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            events.append(Shuffled("deck", len(self.deck), "discard"))
        return self.deck.pop() if self.deck else None

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self.current = seat
        self.turn = fresh_turn()
        self.banked[seat] = 0
        while len(self.hands[seat]) < HAND_SIZE:
            card = self.take_from_deck(events)
            if card is None:
                self._end(events, "the deck running out")
                return
            self.hands[seat].append(card)
            events.append(CardMoved(card, "deck", f"hand:{seat}", False, owner=seat, public=False))
        self.phase = LAY
        self.actor = seat

    def _end(self, events: list[Event], why: str, among: list[int] | None = None) -> None:
        """The game is over: the most life among ``among`` (the players still in) wins."""
        alive = self.alive() if among is None else among
        best = max(self.life[s] for s in alive) if alive else 0
        winners = [s for s in alive if self.life[s] == best]
        self.result = [1.0 / len(winners) if s in winners else 0.0 for s in range(self.n)]
        self.phase = OVER
        self.actor = None
        names = " and ".join(self.seats[s].name for s in winners)
        events.append(GameOver(f"{names} win{'s' if len(winners) == 1 else ''} ({why}).", tuple(self.result)))

    # ------------------------------------------------------------------ copies and views
    def clone(self) -> DrakerState:
        return DrakerState(
            seats=self.seats, options=dict(self.options), rng=Rng(self.rng.state), phase=self.phase,
            current=self.current, actor=self.actor, turns=self.turns, hands=[list(h) for h in self.hands],
            pools=[list(p) for p in self.pools], common=list(self.common), deck=list(self.deck),
            discard=list(self.discard), tokens=dict(self.tokens), life=list(self.life), banked=list(self.banked),
            out=list(self.out), turn=copy_json(self.turn), result=None if self.result is None else list(self.result))

    def view(self, seat: int) -> views.DrakerView:
        return views.view(self, seat)

    def to_json(self) -> JsonDict:
        return {**views.state_to_json(self)}

    def all_cards(self) -> list[str]:
        out = list(self.deck) + list(self.common) + list(self.discard)
        for cards in (*self.hands, *self.pools):
            out.extend(cards)
        laid = self.turn["laid"]
        if laid is not None and laid not in out:       # still on the table, not yet discarded (or reshuffled)
            out.append(laid)
        return out
