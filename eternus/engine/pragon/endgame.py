"""The end of a deal worked out exactly, from what the player can see.

The search (``ai.py``) judges a move by sampled worlds and short playouts of rules of
thumb. Near the end of a deal that is where its deals are lost: in most lost deals the last
move that could still have won came with one to four cards on the table, and it was a
choice between two to five moves the search could not tell apart. There, few cards are
still unseen, and the question can be answered instead of estimated: every card the next
draw or flip could show is weighed by its exact chance, and every move after it is chosen
best (an expectimax over what the player knows). The answer is the best chance of a win
that any honest play has from here, and a move that reaches it.

What the player knows is a *belief*: everything the view shows, and the cards not seen,
each equally likely to lie in any place not seen (the deck is shuffled, and the table was
dealt from it). So the next card drawn is any card known to be in the deck with chance
1/deck, or any unseen card with chance (unseen places in the deck)/(deck x unseen cards); a
face-down card turned up is any unseen card with chance 1/unseen. The solver works on one
concrete world of the belief and, before a card comes out, swaps the card it is weighing
into that place (``_Forced``): it never reads which card the world happened to hold there.
Two positions with the same belief share their value (``belief_key``).

It answers only while the tree is small: past a budget of positions (or of time) it gives up
(None) and the search decides. Two things are not exact: a four of a kind with more than five cards in
the discard pile returns five chosen at random, and those five are weighed by a few draws
of the generator (``FOUR_SAMPLES``); and the variant where jokers only flip is not solved
at all (a joker drawn there is discarded and another drawn, so which cards come out depends
on their order, which the counting below leaves out).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import Literal

from eternus.engine.core import Action, Event
from eternus.engine.pragon.actions import FOUR, MakeHand
from eternus.engine.pragon.rules import FOUR_RETURNS, PragonMachine
from eternus.engine.pragon.state import PragonState
from eternus.engine.pragon.star import STACKS
from eternus.engine.rng import Rng

FOUR_SAMPLES = 3
"""How many of the random returns of a four of a kind stand for all of them."""

Reveal = Literal["deck", "table"]


class _NeedCard(Exception):
    """Raised inside ``apply`` when a hidden card is about to come out and no card has been
    chosen for it: the caller weighs every card it could be (``chances``) and applies again."""

    def __init__(self, kind: Reveal, chances: list[tuple[str, float]]) -> None:
        super().__init__(kind)
        self.kind = kind
        self.chances = chances


class _OverBudget(Exception):
    """The tree is larger than the solver may open: the search decides instead."""


@dataclass
class _Forced(PragonMachine):
    """A world whose hidden cards come out as ``script`` says, first to last.

    Before a card is drawn or turned up, the scripted card is swapped into that place from
    wherever the world had put it among the places the player has not seen, so the world
    stays one the player's view allows. With the script spent, the next hidden card raises
    ``_NeedCard`` instead of coming out."""

    script: list[str] = field(default_factory=list)

    def _draw(self, events: list[Event]) -> None:
        self._deck_top_is(self._scripted("deck"))
        super()._draw(events)

    def _flip(self, stack: str, events: list[Event]) -> None:
        if self.table.cards[stack][-1] not in self.known_down:
            self._stack_top_is(stack, self._scripted("table"))
        super()._flip(stack, events)

    def _scripted(self, kind: Reveal) -> str:
        if self.script:
            return self.script.pop(0)
        raise _NeedCard(kind, self.deck_chances() if kind == "deck" else self.flip_chances())

    # ------------------------------------------------------------------ what could come out
    def unseen_places(self) -> list[tuple[str, int]]:
        """The face-down table cards the player has not seen, as (stack, index)."""
        places = []
        for s in STACKS:
            pile = self.table.cards[s]
            for i, card in enumerate(pile):
                if card not in self.known_down and not (i == len(pile) - 1 and self.table.up[s]):
                    places.append((s, i))
        return places

    def unseen_cards(self) -> list[str]:
        """Every card the player has not seen: on the table face down, or in the deck unknown."""
        table = [self.table.cards[s][i] for s, i in self.unseen_places()]
        return sorted(table + [c for c in self.deck if c not in self.deck_known])

    def deck_chances(self) -> list[tuple[str, float]]:
        deck = len(self.deck)
        unseen = self.unseen_cards()
        unseen_in_deck = deck - len(self.deck_known)
        each_unseen = unseen_in_deck / (deck * len(unseen)) if unseen else 0.0
        chances = [(c, 1.0 / deck) for c in sorted(self.deck_known)]
        if each_unseen > 0:
            chances.extend((c, each_unseen) for c in unseen)
        return chances

    def flip_chances(self) -> list[tuple[str, float]]:
        unseen = self.unseen_cards()
        return [(c, 1.0 / len(unseen)) for c in unseen]

    # ------------------------------------------------------------------ putting it there
    def _deck_top_is(self, card: str) -> None:
        deck = self.deck
        if card in deck:
            i = deck.index(card)
            deck[i], deck[-1] = deck[-1], deck[i]
            return
        # An unseen card the world had put on the table: it changes places with an unseen
        # card of the deck, which goes to the top first.
        i = next(j for j, c in enumerate(deck) if c not in self.deck_known)
        deck[i], deck[-1] = deck[-1], deck[i]
        s, k = next((s, k) for s, k in self.unseen_places() if self.table.cards[s][k] == card)
        self.table.cards[s][k], deck[-1] = deck[-1], card

    def _stack_top_is(self, stack: str, card: str) -> None:
        pile = self.table.cards[stack]
        if card in self.deck:
            i = self.deck.index(card)
            self.deck[i], pile[-1] = pile[-1], card
            return
        s, k = next((s, k) for s, k in self.unseen_places() if self.table.cards[s][k] == card)
        self.table.cards[s][k], pile[-1] = pile[-1], card


def belief_key(state: PragonState) -> Hashable:
    """What the player knows, as far as it decides what can still happen: two worlds with
    equal keys have the same moves and the same chances of every card to come. The order of
    the hand and of the discard pile are left out (a four of a kind picks its cards from the
    pile at random, a pair of queens takes any), as are the moves and rounds counted."""
    stacks = []
    for s in STACKS:
        face_up, known = state._seen_stack(s)
        stacks.append((face_up, tuple(known)))
    return (state.phase, tuple(sorted(state.hand)), tuple(stacks), len(state.deck),
            tuple(sorted(state.deck_known)), tuple(sorted(state.discard)), state.effect,
            state.hands_this_round > 0, state.pairs_this_round)


def _outcomes(world: _Forced, action: Action) -> Iterator[tuple[float, _Forced]]:
    """Every world ``action`` can lead to, with its chance. The cards a round draws come out
    in any order alike, so they are weighed in one order (each card after the one before in
    the sorted order) times the orders there are."""
    returns_random = (isinstance(action, MakeHand) and action.hand == FOUR
                      and len(world.discard) > FOUR_RETURNS)
    seeds = range(FOUR_SAMPLES) if returns_random else (None,)
    for seed in seeds:
        weight = 1.0 / len(seeds)
        pending: list[tuple[tuple[str, ...], tuple[Reveal, ...], float]] = [((), (), weight)]
        while pending:
            script, kinds, chance = pending.pop()
            child = world.clone()
            child.script = list(script)
            if seed is not None:
                child.rng = Rng(seed + 1)
            try:
                child.apply_unchecked(action)
            except _NeedCard as need:
                after = script[-1] if kinds and kinds[-1] == "deck" and need.kind == "deck" else ""
                for card, p in need.chances:
                    if card > after:
                        pending.append((script + (card,), kinds + (need.kind,), chance * p))
                continue
            yield chance * math.factorial(kinds.count("deck")), child


@dataclass
class Solution:
    """The best move and its chance of a win, and how many positions were opened."""

    action: Action
    chance: float
    positions: int


ActionScore = Callable[[Action, set[str]], float]
"""How promising a move looks with this hand (higher first): only the order moves are tried
in, which finds a win sooner and cuts the rest; the answer's chance is the same."""


class EndgameSolver:
    """Expectimax over a belief, each position opened once, within ``budget`` positions and,
    if given, ``seconds`` from now (a position costs more where more moves are open: from
    about 0.1 ms to 0.3 ms on the 2-core machine, so a player waiting needs the clock too)."""

    def __init__(self, budget: int, score: ActionScore, seconds: float | None = None) -> None:
        self.budget = budget
        self.score = score
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.opened = 0
        self.values: dict[Hashable, float] = {}

    def solve(self, start: PragonState) -> Solution | None:
        """The best move from ``start`` (a world of the player's view, not changed), or
        None when the tree is larger than the budget or the variant is not solved."""
        if start.is_over or start.opts.jokers_only_flip:
            return None
        world = _as_forced(start)
        try:
            best: Action | None = None
            best_value = -1.0
            for action in self._ordered(world):
                value = self._action_value(world, action, best_value)
                if value > best_value:
                    best, best_value = action, value
                    if best_value >= 1.0:
                        break
        except _OverBudget:
            return None
        assert best is not None
        return Solution(best, best_value, self.opened)

    def chance_after(self, start: PragonState, action: Action) -> float | None:
        """The chance of a win after ``action`` from ``start``, played best from there (None
        past the budget): what a move the solver did not choose gives away."""
        try:
            return self._action_value(_as_forced(start), action, -1.0)
        except _OverBudget:
            return None

    def _value(self, world: _Forced) -> float:
        if world.is_over:
            return world.returns()[0]
        key = belief_key(world)
        known = self.values.get(key)
        if known is not None:
            return known
        self.opened += 1
        if self.opened > self.budget or (self.deadline is not None and time.perf_counter() > self.deadline):
            raise _OverBudget
        best = 0.0
        for action in self._ordered(world):
            best = max(best, self._action_value(world, action, best))
            if best >= 1.0:
                break
        self.values[key] = best
        return best

    def _ordered(self, world: PragonState) -> list[Action]:
        """The most promising first: a win found early stops the rest."""
        hand = set(world.hand)
        return sorted(world.legal_actions(), key=lambda a: -self.score(a, hand))

    def _action_value(self, world: _Forced, action: Action, floor: float) -> float:
        """The chance of a win after ``action``; once it cannot beat ``floor`` even if every
        outcome left won, the sum so far (no more than ``floor``)."""
        total = 0.0
        left = 1.0
        for chance, child in _outcomes(world, action):
            total += chance * self._value(child)
            left -= chance
            if total + left <= floor:
                return total
        return total


def _as_forced(state: PragonState) -> _Forced:
    return state.copy_as(_Forced)
