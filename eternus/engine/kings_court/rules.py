"""King's Court as a state machine: turns, the flow between decisions, and legality.

A whole match (hands dealt by a rotating dealer until someone passes the score limit) is
one state. Each decision is a phase with one deciding seat (``to_act``):

* ``cut``: dealing bonus, the dealer cuts for the exact count or deals plainly;
* ``turn``: play by suit, by kind or a Kingdom card; or draw; Risk cards, Warlord and the
  partner question are offered here too; ``drawn``: after drawing, play or pass;
* ``respond``: a draw card or Dungeon is aimed at the player: answer it or take it;
* card steps, run in order after a play: ``suit``, ``option_suit``, ``direction``,
  ``extra``, ``escort``, ``target``, ``defend`` (each seat a Battle card reaches may
  answer with a Defender), ``burn``, ``inspect`` (Siege Tower), ``key`` (Secret Key);
* windows between turns: ``guard`` (the player down to one card calls "On Guard" or not),
  ``catch`` (each opponent in turn may catch a silent one), ``dark_knight``, ``escape``
  (the Dungeon's way out); ``answer`` is a partner's Yes or No;
* ``over``.

Card effects live in :mod:`effects`, the answers between turns in :mod:`windows` (both
listed in :mod:`handlers`), dealing in :mod:`dealing`, scoring in :mod:`scoring`, views and
JSON in :mod:`views`; the phases and their words in :mod:`phases`, the small records in
:mod:`records`, whether a partner may be asked in :mod:`partners`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, ClassVar

from eternus.engine.core import Action, CardMoved, Event, Game, JsonDict, Message, State
from eternus.engine.jsoncopy import copy_json
from eternus.engine.kings_court import dealing, effects, handlers, known, lacks, scoring, views
from eternus.engine.kings_court.actions import (
    DIRECTIONS, AcceptDraw, Allow, Answer, AskPartner, BurnCard, CallOnGuard, CatchOnGuard, Cut,
    DeclineRisk, Defend, Done, Draw, Escape, GiveUp, LetGo, NameSuit, NoExtra, Pass, Play,
    PlayRisk, PlayWarlord, SetDirection, StayInDungeon, StaySilent, TakeFromDeck, Target,
)
from eternus.engine.kings_court.cards import CARDS, build_deck, deck_groups
from eternus.engine.kings_court.events import LOST_TO_DRAW, LOST_TO_GUARD, LOST_IN_DUNGEON, TurnSkipped
from eternus.engine.kings_court.phases import (
    ANSWER, BURN, CATCH, CUT, DARK_KNIGHT, DEFEND, DIRECTION, DRAWN, ESCAPE, ESCORT_PHASE, EXTRA,
    GUARD, INSPECT, KEY, OPTION_SUIT, OVER, PHASE_HINTS, PLAY_PHASES, RESPOND_PHASE, STEP_PHASES,
    SUIT, TARGET, TURN, Phase, Step,
)
from eternus.engine.kings_court.records import (
    Battle, Charge, Lack, LastHand, Pending, Takeover, Turn, Window, fresh_turn,
)
from eternus.engine.kings_court.options import KingsCourtOpts
from eternus.engine.kings_court.views import KingsCourtView
from eternus.engine.kings_court.partners import could_go_out, plays_in_teams, seating, team_of
from eternus.engine.kings_court.play import ESCORT, NORMAL, RESPOND, playable, why_not
from eternus.engine.option_record import OptionsOf
from eternus.engine.rng import Rng
from eternus.engine.standings import Standings

def deck_for(options: dict[str, Any]) -> list[str]:
    """The card ids in play for these options (catalogue order)."""
    opts = KingsCourtOpts.of(options)
    return build_deck(deck_groups(opts.decks, opts.picks))


@dataclass
class KingsCourtState(State):
    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    hands: list[list[str]] = field(default_factory=list)
    front: list[list[str]] = field(default_factory=list)
    dungeon: list[list[str]] = field(default_factory=list)
    dungeon_turns: list[int] = field(default_factory=list)
    escape_missed: list[bool] = field(default_factory=list)
    penalized: list[bool] = field(default_factory=list)
    guarded: list[bool] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)        # last item is the top
    discard: list[str] = field(default_factory=list)     # last item is the top
    limbo: list[str] = field(default_factory=list)       # Dungeon cards on their way to a victim
    played: list[str] = field(default_factory=list)      # Risk cards and Warlord played this hand
    suit: str = ""
    match: str | None = None
    direction: int = 1
    dealer: int = 0
    current: int = 0
    phase: Phase = CUT
    decider: int | None = 0
    steps: list[Step] = field(default_factory=list)
    turn: Turn = field(default_factory=fresh_turn)
    pending: Pending | None = None
    battle: Battle | None = None
    windows: list[Window] = field(default_factory=list)
    resume: int | None = None
    controller: int | None = None
    warlord: Takeover | None = None
    dark_knight: Takeover | None = None
    adjust: list[int] = field(default_factory=list)
    charges: list[Charge] = field(default_factory=list)   # why ``adjust`` holds what it holds
    totals: list[int] = field(default_factory=list)
    history: list[list[int]] = field(default_factory=list)
    last_hand: LastHand | None = None
    lacks: list[list[Lack]] = field(default_factory=list)  # public, per seat, oldest first: see lacks.py
    known: list[list[list[str]]] = field(default_factory=list)  # private rows: see known.py
    hand_no: int = 0
    idle: int = 0
    live: bool = False
    winners: list[int] = field(default_factory=list)
    moves: int = 0

    game: ClassVar[Game]
    opts = OptionsOf(KingsCourtOpts)

    # ------------------------------------------------------------------ basics
    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.decider

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def returns(self) -> tuple[float, ...]:
        return tuple(1.0 if s in self.winners else 0.0 for s in range(self.n))

    def heuristic(self, seat: int) -> float:
        return scoring.heuristic(self, seat)

    def standings(self) -> Standings:
        return scoring.standings(self)

    def name_of(self, seat: int) -> str:
        return self.seats[seat].name

    @property
    def partnered(self) -> bool:
        return plays_in_teams(self.n, self.opts.partners)

    @property
    def teams(self) -> tuple[int, ...] | None:
        """Each seat's team, None without partners (:func:`seating`, as the setup shows it)."""
        return seating(self.n, self.opts.partners)

    def team(self, seat: int) -> int:
        """Partners sit apart: with 2k players, seats s and s+k are one team (:func:`team_of`)."""
        return team_of(seat, self.n, self.opts.partners)

    def partner(self, seat: int) -> int | None:
        return (seat + self.n // 2) % self.n if self.partnered else None

    def step_from(self, seat: int, k: int) -> int:
        return (seat + self.direction * k) % self.n

    def next_seat(self) -> int:
        """Who plays after the current turn, with its reverses, skips and reflections."""
        nxt = self.turn["next"]
        if nxt is not None:
            return nxt
        return self.step_from(self.current, 1 + self.turn["skips"])

    def who(self, seat: int) -> int:
        """The seat deciding for ``seat``'s turn: a Warlord's player while in control."""
        if self.controller is not None and seat == self.current:
            return self.controller
        return seat

    def can_draw(self) -> bool:
        return bool(self.deck) or len(self.discard) > 1

    # ------------------------------------------------------------------ card movement
    def draw(self, seat: int, count: int, events: list[Event]) -> int:
        """Draw up to ``count`` cards (reshuffling the discard pile when the deck runs out).

        Risk cards and the Warlord go face up in front of the player and are replaced.
        Returns how many cards reached the hand.
        """
        got = 0
        while got < count:
            if not self.deck and not dealing.reshuffle(self, events):
                break
            card = self.deck.pop()
            if CARDS[card].effect in ("dark_knight", "poison_garden", "castle_fire",
                                      "kings_goblet", "warlord"):
                self.front[seat].append(card)
                events.append(CardMoved(card, "deck", f"front:{seat}", True))
                events.append(Message(f"{self.name_of(seat)} lays {CARDS[card].name} face up "
                                      "and draws a replacement."))
                continue
            self.hands[seat].append(card)
            events.append(CardMoved(card, "deck", f"hand:{seat}", False, owner=seat, public=False))
            got += 1
        if got:
            self.turn["drew"] = True
        return got

    def put_under_top(self, card: str) -> None:
        """Cards discarded by an effect go under the top card: what is playable stays."""
        if self.discard:
            self.discard.insert(len(self.discard) - 1, card)
        else:
            self.discard.append(card)

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == OVER:
            return []
        if ph == CUT:
            return [Cut(True), Cut(False)]
        if ph == TURN:
            return self._turn_actions()
        if ph == DRAWN:
            return self._plays(NORMAL) + [Pass()]
        if ph == RESPOND_PHASE:
            return self._plays(RESPOND) + [AcceptDraw()]
        if ph == SUIT:
            return [NameSuit(s) for s in self.suits]
        if ph == OPTION_SUIT:
            return [NameSuit(s) for s in self.turn["option_suits"]]
        if ph == DIRECTION:
            return [SetDirection(c) for c in DIRECTIONS]
        if ph == EXTRA:
            return self._plays(NORMAL) + [NoExtra()]
        if ph == ESCORT_PHASE:
            return self._plays(ESCORT)
        if ph == TARGET:
            assert self.battle is not None
            acts: list[Action] = [Target(s) for s in range(self.n) if s != self.current]
            if self.battle["card"] == "flaming_arrow":
                acts.append(Target(-1))
            return acts
        if ph == BURN:
            return [BurnCard(c) for c in sorted(self.hands[self.current])]
        if ph == DEFEND:
            assert self.decider is not None
            mine = sorted(c for c in self.hands[self.decider] if CARDS[c].effect == "defender")
            return [Defend(c) for c in mine] + [Allow()]
        if ph == INSPECT:
            return [Done()]
        if ph == KEY:
            return [TakeFromDeck(c) for c in sorted(self.deck)]
        if ph == GUARD:
            return [CallOnGuard(), StaySilent()]
        if ph == CATCH:
            return [CatchOnGuard(), LetGo()]
        if ph == DARK_KNIGHT:
            assert self.decider is not None
            knights = [c for c in self.front[self.decider] if CARDS[c].effect == "dark_knight"]
            return [PlayRisk(c) for c in knights] + [DeclineRisk()]
        if ph == ESCAPE:
            return [Escape(), StayInDungeon()]
        if ph == ANSWER:
            return [Answer(True), Answer(False)]
        return []

    def _plays(self, context: str) -> list[Action]:
        return [Play(card, form) for card, form in playable(self, self.current, context)]

    def _turn_actions(self) -> list[Action]:
        seat = self.current
        acts = self._plays(NORMAL)
        if self.turn["must_go_out"]:
            return acts + [GiveUp()]
        acts.append(Draw() if self.can_draw() else Pass())
        if self.controller is None and not self.turn["escort_only"]:
            for card in sorted(self.front[seat]):
                effect = CARDS[card].effect
                if effect in ("poison_garden", "castle_fire", "kings_goblet"):
                    acts.append(PlayRisk(card))
                elif effect == "warlord":
                    acts.extend(PlayWarlord(card, t) for t in range(self.n) if t != seat)
            if self.partner(seat) is not None and not self.turn["asked"] and could_go_out(self, seat):
                acts.append(AskPartner())
        return acts

    # ------------------------------------------------------------------ explanations
    def _explain(self, action: Action) -> str | None:
        seat = self.current
        if isinstance(action, Play):
            if action.card not in CARDS:
                return f"There is no card called {action.card!r}."
            if self.phase not in PLAY_PHASES:
                return PHASE_HINTS[self.phase]
            if action.card not in self.hands[seat]:
                return f"{CARDS[action.card].name} is not in your hand."
            if self.phase == RESPOND_PHASE:
                return ("Against a draw card you may only answer with a Royal Decree, a Protector, "
                        "a Magician, or a Drawbridge on a Drawbridge; or take the cards.")
            if self.turn["must_go_out"]:
                return "Your partner said Yes: go out now, or draw two and lose the turn."
            if self.phase == ESCORT_PHASE:
                return "The Fair Maiden's escort must be her suit, a Fair Maiden or a Kingdom card."
            if action.as_ and CARDS[action.card].effect != "magician":
                return "Only a Magician can be played as another card."
            return why_not(self, seat, action.card)
        if isinstance(action, Draw):
            if self.phase == DRAWN:
                return "You have already drawn this turn: play a card or pass."
            if self.phase == TURN and not self.can_draw():
                return "There is nothing left to draw: play a card or pass."
            return PHASE_HINTS[self.phase]
        if isinstance(action, Pass):
            if self.phase == TURN:
                return "Draw a card first; you pass only after drawing (or when nothing is left to draw)."
            return PHASE_HINTS[self.phase]
        if isinstance(action, NameSuit) and self.phase in (SUIT, OPTION_SUIT):
            return f"{action.suit!r} is not a suit you can name now."
        if isinstance(action, Target) and self.phase == TARGET:
            return "Aim at another player (or, with a Flaming Arrow, the discard pile)."
        if isinstance(action, PlayRisk):
            if self.phase == DARK_KNIGHT:
                return "Only the Dark Knight can be played now."
            if self.phase == TURN and self.controller is not None:
                return "While a Warlord plays this turn, the Risk cards stay where they are."
            return "Risk cards are played from in front of you at the start of your own turn."
        if isinstance(action, AskPartner):
            return "You may ask your partner only with one playable card left, once a turn."
        return PHASE_HINTS[self.phase]

    # ------------------------------------------------------------------ apply
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self.moves += 1
        seat, hand_no, lack = self.current, self.hand_no, lacks.shown(self, action)
        seen = known.glimpses(self)
        handler = _HANDLERS[type(action)]
        handler(self, action, events)
        self.advance(events)
        if self.hand_no == hand_no:  # a new hand's deal starts with nothing shown or known
            lacks.follow(self, seat, lack, events)
            known.follow(self, seen, events)
        return events

    def advance(self, events: list[Event]) -> None:
        """Run everything automatic until a seat has a decision (or the match is over)."""
        while self.phase != OVER:
            out = self._someone_out()
            if out is not None:
                effects.go_out(self, out, events)
                continue
            if self.phase in (CUT, ANSWER):
                return
            if self.steps:
                if effects.auto_step(self, events):
                    continue
                self._enter_step()
                return
            if self.turn["done"]:
                self.end_turn(events)
                continue
            if self.windows:
                self._open_window()
                return
            if self.resume is not None:
                seat, self.resume = self.resume, None
                self.start_turn(seat, events)
                continue
            return

    def _someone_out(self) -> int | None:
        if not self.live or all(self.hands):  # asked after every move: the usual answer first
            return None
        order = [(self.current + i) % self.n for i in range(self.n)]
        for seat in order:
            if self.hands[seat]:
                continue
            if seat == self.current and self.turn["shield_last"] and self.steps:
                continue
            return seat
        return None

    def _enter_step(self) -> None:
        step = self.steps[0]
        if step == "defend":
            assert self.battle is not None
            self.phase = DEFEND
            self.decider = self.battle["queue"][0]
            return
        self.phase = STEP_PHASES[step]
        self.decider = self.who(self.current)

    def _open_window(self) -> None:
        w = self.windows[0]
        if w["type"] == "guard":
            self.phase, self.decider = GUARD, w["seat"]
        elif w["type"] == "catch":
            self.phase, self.decider = CATCH, w["order"][0]
        elif w["type"] == "dk":
            self.phase, self.decider = DARK_KNIGHT, w["holder"]
        else:
            self.phase, self.decider = ESCAPE, w["seat"]

    # ------------------------------------------------------------------ turns
    def start_turn(self, seat: int, events: list[Event]) -> None:
        self.current = seat
        self.turn = fresh_turn()
        self.steps = []
        self.controller = None
        if self.warlord is not None and self.warlord["target"] == seat:
            self.controller = self.warlord["by"]
            self.warlord = None
            events.append(Message(f"The Warlord: {self.name_of(self.controller)} plays "
                                  f"{self.name_of(seat)}'s turn."))
        pending = self.pending if self.pending is not None and self.pending["to"] == seat else None
        if (pending is not None and self.dungeon_turns[seat] == 0 and not self.penalized[seat]
                and playable(self, seat, RESPOND)):
            self.phase = RESPOND_PHASE
            self.decider = self.who(seat)
            return
        self.take_turn_start(seat, events)

    def take_turn_start(self, seat: int, events: list[Event]) -> None:
        """Pay what the turn owes (draw cards, Dungeon, On Guard penalty) or open the turn."""
        pending = self.pending if self.pending is not None and self.pending["to"] == seat else None
        self.pending = None
        owed = 0
        lost = False
        why = ""
        name = self.name_of(seat)
        if pending is not None:
            owed += pending["count"]
            lost = True
            why = LOST_IN_DUNGEON if pending["dungeon"] else LOST_TO_DRAW
            if pending["dungeon"]:
                for card in self.limbo:
                    self.dungeon[seat].append(card)
                    events.append(CardMoved(card, "limbo", f"dungeon:{seat}", True))
                self.limbo = []
                self.dungeon_turns[seat] += 2
                events.append(Message(f"{name} is thrown into the Dungeon."))
        if self.dungeon_turns[seat] > 0:
            lost = True
            why = why or LOST_IN_DUNGEON
            owed += 1
            self.dungeon_turns[seat] -= 1
            if self.dungeon_turns[seat] == 0:
                if self.escape_missed[seat]:
                    self.escape_missed[seat] = False
                    effects.release_dungeon(self, seat, events)
                else:
                    self.windows.append({"type": "escape", "seat": seat})
        if self.penalized[seat]:
            self.penalized[seat] = False
            owed += 2
            lost = True
            why = why or LOST_TO_GUARD
            events.append(Message(f"{name} was caught On Guard: two penalty cards."))
        if lost:
            events.append(TurnSkipped(seat, why, owed))
            got = self.draw(seat, owed, events)
            events.append(Message(f"{name} draws {got} and loses the turn."))
            self.turn["done"] = True
            self.turn["lost"] = True
            self.phase = TURN
            self.decider = seat
            return
        self.phase = TURN
        self.decider = self.who(seat)

    def end_turn(self, events: list[Event]) -> None:
        cur = self.current
        turn = self.turn
        if turn["must_go_out"] and self.hands[cur]:
            # A partner said Yes and the turn ended with cards left: the two cards are owed.
            self.draw(cur, 2, events)
            events.append(Message(f"{self.name_of(cur)} did not go out after a Yes: two cards."))
        nxt = self.next_seat()
        if turn["next"] is None:
            for k in range(1, 1 + turn["skips"]):
                skipped = self.step_from(cur, k)
                if skipped != cur:
                    events.append(TurnSkipped(skipped))
        if turn["pending"] > 0 or self.limbo:
            self.pending = {"to": nxt, "by": cur, "count": turn["pending"],
                            "stackable": turn["stackable"], "restore": turn["restore"],
                            "dungeon": bool(self.limbo)}
        self.idle = 0 if (turn["played"] or turn["drew"]) else self.idle + 1
        for s in range(self.n):
            if len(self.hands[s]) != 1:
                self.guarded[s] = False
        for s in turn["guard"]:
            if len(self.hands[s]) == 1 and not self.guarded[s]:
                self.windows.append({"type": "guard", "seat": s})
        self.turn = fresh_turn()
        self.steps = []
        self.controller = None
        self.resume = nxt
        if self.idle >= self.n:
            events.append(Message("Nobody can play or draw: the hand is blocked and scored."))
            self.windows = []
            scoring.end_hand(self, None, "blocked", events)

    # ------------------------------------------------------------------ copies
    def clone(self) -> KingsCourtState:
        return KingsCourtState(
            seats=self.seats, options=dict(self.options), rng=Rng(self.rng.state),
            cards=self.cards, suits=self.suits,
            hands=[list(h) for h in self.hands], front=[list(h) for h in self.front],
            dungeon=[list(h) for h in self.dungeon], dungeon_turns=list(self.dungeon_turns),
            escape_missed=list(self.escape_missed), penalized=list(self.penalized),
            guarded=list(self.guarded), deck=list(self.deck), discard=list(self.discard),
            limbo=list(self.limbo), played=list(self.played), suit=self.suit, match=self.match,
            direction=self.direction, dealer=self.dealer, current=self.current, phase=self.phase, decider=self.decider,
            steps=list(self.steps), turn=copy_json(self.turn),
            pending=copy_json(self.pending), battle=copy_json(self.battle),
            windows=copy_json(self.windows), resume=self.resume, controller=self.controller,
            warlord=copy_json(self.warlord), dark_knight=copy_json(self.dark_knight),
            adjust=list(self.adjust), charges=copy_json(self.charges), totals=list(self.totals),
            history=[list(h) for h in self.history], last_hand=copy_json(self.last_hand),
            lacks=copy_json(self.lacks), known=[[list(cards) for cards in row] for row in self.known],
            hand_no=self.hand_no, idle=self.idle, live=self.live, winners=list(self.winners),
            moves=self.moves,
        )

    def view(self, seat: int) -> KingsCourtView:
        return views.view(self, seat)

    def to_json(self) -> JsonDict:
        return {**views.state_to_json(self)}

    def fingerprint(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True)

    def all_cards(self) -> list[str]:
        """Every card in every zone (for conservation checks)."""
        out = list(self.deck) + list(self.discard) + list(self.limbo) + list(self.played)
        for zones in (self.hands, self.front, self.dungeon):
            for cards in zones:
                out.extend(cards)
        return out


_HANDLERS = handlers.HANDLERS
