"""The Seal of Pragon as a state machine: rounds, hands, effects, jokers, placement, the end.

Phases (:data:`~eternus.engine.pragon.views.Phase`):

* ``play``: make hands from hand cards plus face-up top cards; once a hand has been made
  this round the player may also end the round.
* ``effect``: the last hand's targeted effect, one stack (or discard card) at a time.
* ``place``: the round began and no hand can be made: put the highest or lowest hand card
  face down on a stack.
* ``over``: won (the table is clear) or lost (deck empty and no hand can be made).

A *round* starts by drawing up to three cards. In a round the player may make any number
of hands, but at most two pairs (special pairs included). The round ends when the player
says so or when no further hand can be made.

The rest of the rules live beside this module: which cards make which hand (``hands``),
what each hand lets the player do (``effects``), the star and its lines (``star``), and
why a refused move is refused (``explain``). The view's shape is in ``views``.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Self, TypeVar

from eternus.engine.cards import is_face_or_ace, is_joker, name as card_name, rank, standard_deck
from eternus.engine.core import (
    Action, CardFlipped, CardMoved, Event, Game, GameOver, Message, Seat, Shuffled, State,
)
from eternus.engine.pragon.actions import (
    FIVE, FLUSH, FOUR, HAND_EFFECTS, HAND_NAMES, PAIR_KINDS, STRAIGHT_FLUSH, EndRound,
    FinishEffect, Flip, MakeHand, Place, Remove, TakeFromDiscard,
)
from eternus.engine.pragon.effects import TARGETED, Effect
from eternus.engine.pragon.explain import explain_refusal
from eternus.engine.option_record import OptionsOf
from eternus.engine.pragon.hands import possible_hands
from eternus.engine.pragon.options import PragonOpts
from eternus.engine.pragon.star import MIDDLE, SETUP_SIZES, STACKS, zone
from eternus.engine.pragon.tableau import Tableau
from eternus.engine.pragon.views import (
    EFFECT, OVER, PLACE, PLAY, Phase, PragonOptions, PragonView, Result, StackView,
)
from eternus.engine.rng import Rng
from eternus.engine.standings import Standing, Standings

HAND_SIZE = 3
PAIRS_PER_ROUND = 2
FOUR_RETURNS = 5


S = TypeVar("S", bound="PragonState")


def card_value(card: str) -> int:
    """Value for "highest or lowest card": 2 low ... Ace high; a joker is any value."""
    return rank(card)


@dataclass
class PragonState(State):
    table: Tableau = field(default_factory=Tableau)
    deck: list[str] = field(default_factory=list)        # last item is the top
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)     # last item is the top
    known_down: set[str] = field(default_factory=set)    # face-down table cards the player has seen
    deck_known: set[str] = field(default_factory=set)    # cards the player saw go into the deck
    phase: Phase = PLAY
    effect: Effect | None = None
    round_no: int = 0
    hands_this_round: int = 0
    pairs_this_round: int = 0
    result: Result | None = None
    moves: int = 0

    game: ClassVar[Game]
    opts = OptionsOf(PragonOpts)

    # ------------------------------------------------------------------ protocol: turn
    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else 0

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def returns(self) -> tuple[float, ...]:
        return (1.0 if self.result == "won" else 0.0,)

    def standings(self) -> Standings:
        """Won, or how many cards the table still held when it was given up or blocked."""
        left = self.table.count()
        score = "cleared" if self.result == "won" else f"{left} card{'s' if left != 1 else ''} left"
        return Standings("Table", (Standing(0, self.seats[0].name, 1, score),))

    def heuristic(self, seat: int) -> float:
        """Share of the table cleared, with a little credit for cards seen face up."""
        if self.is_over:
            return self.returns()[0]
        on_table = self.table.count()
        up = len(self.table.face_up_tops())
        return max(0.0, min(1.0, 0.85 * (1 - on_table / 24) + 0.1 * up / 6))

    @property
    def jokers_wild(self) -> bool:
        return not self.opts.jokers_only_flip

    @property
    def special_pairs(self) -> bool:
        return not self.opts.hard_mode

    # ------------------------------------------------------------------ legal actions
    def hand_actions(self) -> tuple[MakeHand, ...]:
        """Every hand the player may make now (empty when none can be made)."""
        return _hand_actions(tuple(self.hand), self.table.face_up_cards(), self.special_pairs,
                             self.pairs_this_round < PAIRS_PER_ROUND, self.jokers_wild)

    def legal_actions(self) -> list[Action]:
        if self.phase == PLAY:
            acts: list[Action] = list(self.hand_actions())
            if self.hands_this_round > 0:
                acts.append(_END_ROUND)
            return acts
        if self.phase == EFFECT:
            return self._effect_actions()
        if self.phase == PLACE:
            return list(_place_actions(tuple(self.placeable_cards()), tuple(self.placement_stacks())))
        return []

    def _effect_actions(self) -> list[Action]:
        eff = self.effect
        assert eff is not None
        acts: list[Action] = []
        for s in STACKS:
            if not self.table.cards[s]:
                continue
            if self.table.up[s]:
                if eff.can_remove(s):
                    acts.append(_REMOVE[s])
            elif eff.can_flip(s):
                acts.append(_FLIP[s])
        if eff.takes > 0:
            acts.extend(TakeFromDiscard(c) for c in sorted(set(self.discard)))
        acts.append(_FINISH)
        return acts

    def placeable_cards(self) -> list[str]:
        """The highest and the lowest cards in hand (ties all count; a joker is any value)."""
        naturals = [c for c in self.hand if not is_joker(c)]
        if not naturals:
            return sorted(self.hand)
        hi = max(map(card_value, naturals))
        lo = min(map(card_value, naturals))
        return sorted(c for c in self.hand if is_joker(c) or card_value(c) in (hi, lo))

    def placement_stacks(self) -> list[str]:
        """Face-down stacks; if there are none, any stack with a card (its top turns down)."""
        return self.table.face_down_stacks() or self.table.non_empty()

    # ------------------------------------------------------------------ explanations
    def _explain(self, action: Action) -> str | None:
        return explain_refusal(self, action)

    # ------------------------------------------------------------------ apply
    def _apply(self, action: Action) -> list[Event]:
        self.moves += 1
        events: list[Event] = []
        if isinstance(action, MakeHand):
            self._make_hand(action, events)
        elif isinstance(action, Flip):
            self._flip(action.stack, events)
            self._effect_step_done(self._effect().after_flip(action.stack), events)
        elif isinstance(action, Remove):
            self._remove(action.stack, events)
            self._effect_step_done(self._effect().after_remove(action.stack), events)
        elif isinstance(action, TakeFromDiscard):
            self.discard.remove(action.card)
            self.hand.append(action.card)
            events.append(CardMoved(action.card, "discard", "hand", True, owner=0))
            self._effect_step_done(self._effect().after_take(), events)
        elif isinstance(action, FinishEffect):
            self._finish_hand(events)
        elif isinstance(action, EndRound):
            self._start_round(events)
        elif isinstance(action, Place):
            self._place(action, events)
        return events

    def _effect(self) -> Effect:
        assert self.effect is not None
        return self.effect

    def _make_hand(self, action: MakeHand, events: list[Event]) -> None:
        # The log says what was played (the effect's own moves follow), not the rule of the hand.
        named = [card_name(c) for c in action.cards]          # a hand has two cards at least
        listed = ", ".join(named[:-1]) + " and " + named[-1]
        events.append(Message(f"{HAND_NAMES[action.hand]}: {listed}."))
        for card in action.cards:
            if card in self.hand:
                self.hand.remove(card)
                events.append(CardMoved(card, "hand", "discard", True, owner=0))
            else:
                stack = self.table.stack_of(card)
                assert stack is not None
                self.table.take_top(stack)
                events.append(CardMoved(card, zone(stack), "discard", True))
            self.discard.append(card)
        self.hands_this_round += 1
        if action.hand in PAIR_KINDS:
            self.pairs_this_round += 1
        if self._check_won(events):
            return
        if action.hand in TARGETED:
            self.phase = EFFECT
            self.effect = TARGETED[action.hand]
            if len(self._effect_actions()) == 1:  # only "Done": nothing to target
                self._finish_hand(events)
            return
        if action.hand in (FLUSH, STRAIGHT_FLUSH):
            self._flush_effect(remove_up=action.hand == STRAIGHT_FLUSH, events=events)
        elif action.hand == FOUR:
            self._shuffle_discard_into_deck(FOUR_RETURNS, events)
        elif action.hand == FIVE:
            self._shuffle_discard_into_deck(len(self.discard), events)
        self._finish_hand(events)

    def _flush_effect(self, remove_up: bool, events: list[Event]) -> None:
        """Flush: every face-down top turns up. Straight flush: also every face-up top goes.

        Judged on the table as it was before the effect: a card turned up by a straight
        flush stays on the table.
        """
        down = self.table.face_down_stacks()
        up = list(self.table.face_up_tops()) if remove_up else []
        for s in up:
            self._remove(s, events)
        for s in down:
            self._flip(s, events)

    def _shuffle_discard_into_deck(self, count: int, events: list[Event]) -> None:
        picked = self.rng.sample(range(len(self.discard)), min(count, len(self.discard)))
        moving = [self.discard[i] for i in sorted(picked)]
        for i in sorted(picked, reverse=True):
            del self.discard[i]
        self.deck.extend(moving)
        self.rng.shuffle(self.deck)
        self.deck_known.update(moving)
        for card in moving:
            events.append(CardMoved(card, "discard", "deck", False))
        events.append(Shuffled("deck", len(moving), "discard"))

    def _flip(self, stack: str, events: list[Event]) -> None:
        card = self.table.turn(stack, True)
        self.known_down.discard(card)
        events.append(CardFlipped(card, zone(stack), True))
        if is_joker(card):
            self._joker_revealed(card, zone(stack), events)

    def _remove(self, stack: str, events: list[Event]) -> None:
        card = self.table.take_top(stack)
        self.discard.append(card)
        events.append(CardMoved(card, zone(stack), "discard", True))

    def _turn_down(self, stack: str, events: list[Event]) -> None:
        card = self.table.turn(stack, False)
        self.known_down.add(card)
        events.append(CardFlipped(card, zone(stack), False))

    def _joker_revealed(self, joker: str, where: str, events: list[Event]) -> None:
        """A joker seen: the middle top card and every face-up court card or ace turn down.

        The joker itself never turns down by its own effect. With "jokers only flip" it is
        not a playing card: after its effect it goes to the discard pile.
        """
        events.append(Message("A joker! The middle card and face-up court cards and aces turn face down."))
        for s in STACKS:
            top = self.table.face_up_top(s)
            if top is None or top == joker:
                continue
            if s == MIDDLE or is_face_or_ace(top):
                self._turn_down(s, events)
        if not self.jokers_wild:
            if where == "hand":
                self.hand.remove(joker)
            else:
                self.table.take_top(where.split(":", 1)[1])
            self.discard.append(joker)
            events.append(CardMoved(joker, where, "discard", True))

    def _effect_step_done(self, effect: Effect, events: list[Event]) -> None:
        self.effect = effect
        if self._check_won(events):
            return
        if len(self._effect_actions()) == 1:
            self._finish_hand(events)

    def _finish_hand(self, events: list[Event]) -> None:
        """The hand is done: keep playing this round if another hand is possible."""
        self.effect = None
        if self._check_won(events):
            return
        self.phase = PLAY
        if not self.hand_actions():
            self._start_round(events)

    def _place(self, action: Place, events: list[Event]) -> None:
        if not self.table.face_down_stacks():
            self._turn_down(action.stack, events)
        self.hand.remove(action.card)
        self.table.put(action.stack, action.card, face_up=False)
        self.known_down.add(action.card)
        events.append(CardMoved(action.card, "hand", zone(action.stack), False, owner=0))
        self._start_round(events)

    def _draw(self, events: list[Event]) -> None:
        card = self.deck.pop()
        self.deck_known.discard(card)
        self.hand.append(card)
        events.append(CardMoved(card, "deck", "hand", True, owner=0, public=False))
        if is_joker(card):
            self._joker_revealed(card, "hand", events)

    def _start_round(self, events: list[Event]) -> None:
        """Draw up to three, then play, place, or lose."""
        self.round_no += 1
        self.hands_this_round = 0
        self.pairs_this_round = 0
        self.effect = None
        while len(self.hand) < HAND_SIZE and self.deck:
            self._draw(events)
        if self._check_won(events):
            return
        if self.hand_actions():
            self.phase = PLAY
        elif not self.deck:
            self._end(False, events)
        else:
            self.phase = PLACE
            events.append(Message("No hand can be made: place your highest or lowest card face down."))

    def _check_won(self, events: list[Event]) -> bool:
        if self.table.is_clear():
            self._end(True, events)
            return True
        return False

    def _end(self, won: bool, events: list[Event]) -> None:
        self.phase = OVER
        self.effect = None
        self.result = "won" if won else "lost"
        text = ("The table is clear: the Seal of Pragon is broken!" if won
                else "The deck is spent and no hand can be made: the Seal holds.")
        events.append(GameOver(text, self.returns()))

    # ------------------------------------------------------------------ copies and views
    def clone(self) -> Self:
        """A copy to play on; a subclass (the endgame solver's world) copies as itself."""
        return self.copy_as(type(self))

    def copy_as(self, kind: type[S]) -> S:
        """A copy of this state as ``kind``, a PragonState or a subclass of it."""
        return kind(
            seats=self.seats, options=dict(self.options), rng=Rng(self.rng.state),
            table=self.table.copy(), deck=list(self.deck), hand=list(self.hand),
            discard=list(self.discard), known_down=set(self.known_down),
            deck_known=set(self.deck_known), phase=self.phase, effect=self.effect,
            round_no=self.round_no, hands_this_round=self.hands_this_round,
            pairs_this_round=self.pairs_this_round, result=self.result, moves=self.moves,
        )

    @property
    def options_view(self) -> PragonOptions:
        return {"hard_mode": self.opts.hard_mode, "jokers_only_flip": self.opts.jokers_only_flip}

    def stack_view(self, stack: str) -> StackView:
        """A stack as the player sees it: the face-up top and face-down cards seen before."""
        face_up, known = self._seen_stack(stack)
        return {"count": len(known), "top": self.table.face_up_top(stack), "face_up": face_up,
                "known": known}

    def _seen_stack(self, stack: str) -> tuple[bool, list[str | None]]:
        """Whether the stack shows its top, and its cards bottom first as far as the player
        has seen them (None for a card never seen)."""
        pile = self.table.cards[stack]
        known: list[str | None] = [c if c in self.known_down else None for c in pile]
        face_up = bool(pile) and self.table.up[stack]
        if face_up:
            known[-1] = pile[-1]
        return face_up, known

    def view(self, seat: int) -> PragonView:
        """What the player knows: never an unseen face-down card, never the deck order."""
        effect = self.effect
        return {
            "game": "pragon", "seat": seat, "options": self.options_view,
            "seats": [s.to_json() for s in self.seats],
            "hand": list(self.hand), "stacks": {s: self.stack_view(s) for s in STACKS},
            "deck_count": len(self.deck), "deck_known": sorted(self.deck_known),
            "discard": list(self.discard), "phase": self.phase,
            "effect": None if effect is None else {**effect.to_json(), "text": HAND_EFFECTS[effect.hand]},
            "round": self.round_no, "hands_this_round": self.hands_this_round,
            "pairs_this_round": self.pairs_this_round,
            "pairs_left": PAIRS_PER_ROUND - self.pairs_this_round,
            "result": self.result, "moves": self.moves,
        }

    def view_key(self, seat: int) -> Hashable:
        """Everything :meth:`view` shows that can change within one game, as a tuple: the
        search asks for it at every step, and building and encoding the whole view cost it
        about a tenth of its time. Each stack is what ``stack_view`` shows (its count is the
        length of ``known``, its top the last of ``known`` when face up)."""
        stacks = []
        for s in STACKS:
            face_up, known = self._seen_stack(s)
            stacks.append((face_up, tuple(known)))
        return (self.phase, tuple(self.hand), tuple(stacks), len(self.deck),
                tuple(sorted(self.deck_known)), tuple(self.discard), self.effect, self.round_no,
                self.hands_this_round, self.pairs_this_round, self.result, self.moves)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "pragon", "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options), "rng": self.rng.state,
            "stacks": {s: list(self.table.cards[s]) for s in STACKS},
            "up": {s: self.table.up[s] for s in STACKS},
            "deck": list(self.deck), "hand": list(self.hand), "discard": list(self.discard),
            "known_down": sorted(self.known_down), "deck_known": sorted(self.deck_known),
            "phase": self.phase, "effect": None if self.effect is None else self.effect.to_json(),
            "round": self.round_no, "hands_this_round": self.hands_this_round,
            "pairs_this_round": self.pairs_this_round, "result": self.result, "moves": self.moves,
        }

    def fingerprint(self) -> str:
        """A canonical string of the whole state, for tests of exactness."""
        return json.dumps(self.to_json(), sort_keys=True)


# The actions the search asks for again and again, made once: an action is a frozen value,
# so one instance serves every state, and a MakeHand sorts and checks its fields as it is made.
_END_ROUND = EndRound()
_FINISH = FinishEffect()
_FLIP = {s: Flip(s) for s in STACKS}
_REMOVE = {s: Remove(s) for s in STACKS}


@lru_cache(maxsize=256)
def _hand_actions(hand: tuple[str, ...], tops: tuple[str, ...], special_pairs: bool,
                  pairs_allowed: bool, jokers_wild: bool) -> tuple[MakeHand, ...]:
    """The hands of :func:`possible_hands` as actions, remembered by the hand and the tops as
    they lie: a position is asked twice a move (by the rules, whether a hand can be made, then
    for its legal actions), so the key is made without sorting.

    The caches here are small on purpose: the second question comes at once, and every
    action they hold is an object the cyclic collector walks in each full collection (with
    65,536 remembered hands, a full collection took about 100 ms; with these sizes, 26 ms)."""
    return tuple(_make_hand(cards, kind) for cards, kind in
                 possible_hands(hand, tops, special_pairs, pairs_allowed, jokers_wild=jokers_wild))


_make_hand = lru_cache(maxsize=4096)(MakeHand)
"""One MakeHand per hand: the same few card sets recur across the worlds a search samples."""


@lru_cache(maxsize=64)
def _place_actions(cards: tuple[str, ...], stacks: tuple[str, ...]) -> tuple[Place, ...]:
    """Every card that may be placed on every stack it may go on."""
    return tuple(Place(c, s) for c in cards for s in stacks)


def new_state(seats: Sequence[Seat], options: dict[str, Any], seed: int,
              events: list[Event] | None = None) -> PragonState:
    """Shuffle, deal the star (jokers revealed in the set-up go back), draw the first hand."""
    log: list[Event] = [] if events is None else events
    rng = Rng(seed)
    deck = standard_deck(jokers=2)
    rng.shuffle(deck)
    state = PragonState(seats=tuple(seats), options=dict(options), rng=rng, deck=deck)
    for s in STACKS:
        for _ in range(SETUP_SIZES[s]):
            card = state.deck.pop()
            state.table.put(s, card, face_up=False)
            log.append(CardMoved(card, "deck", zone(s), False, public=False))
    while True:
        top = state.table.turn(MIDDLE, True)
        log.append(CardFlipped(top, zone(MIDDLE), True))
        if not is_joker(top):
            break
        state.table.take_top(MIDDLE)
        state.deck.append(top)
        state.deck_known.add(top)
        rng.shuffle(state.deck)
        log.append(CardMoved(top, zone(MIDDLE), "deck", False))
        log.append(Shuffled("deck", 1, zone(MIDDLE)))
        card = state.deck.pop()
        state.table.put(MIDDLE, card, face_up=False)
        log.append(CardMoved(card, "deck", zone(MIDDLE), False, public=False))
    state.round_no = 0
    state._start_round(log)
    state.moves = 0
    return state
