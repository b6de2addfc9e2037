"""A solver that sees everything, for "show me how" after a lost deal.

Once a deal is over nothing is hidden any more, so this search may look at the whole state:
the deck's order, the face-down cards and the state's own generator (so every shuffle it
meets comes out as it will). It is a best-first search from the deal's first position: the
position whose table is most cleared (the game's own heuristic) is opened next, and a
position already reached another way is skipped. It returns a line of actions that wins, or
None when none was found in the time given; a caller must say which plainly, and say that
the line used knowledge the player did not have.

This never plays for a person while a deal is going on: the honest AI (``ai.py``) does that.
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Sequence
from dataclasses import dataclass

from eternus.engine.core import Action, State
from eternus.engine.pragon.state import PragonState
from eternus.engine.pragon.star import STACKS

SOLVE_SECONDS = 1.9          # within 2 s, the answer the player waits for included


@dataclass(frozen=True)
class Solution:
    """What the solver found: a winning line (None if none), and how hard it looked."""

    line: tuple[Action, ...] | None
    positions: int
    seconds: float
    timed_out: bool


def hidden_tops(state: PragonState) -> dict[str, str]:
    """The face-down top card of each stack: what the player could not see, turned up on the
    table while a solved line is shown (the deal is over; nothing is secret any more)."""
    return {stack: card for stack in state.table.face_down_stacks()
            if (card := state.table.top(stack)) is not None}


def open_tops_along(start: State, line: Sequence[Action]) -> list[dict[str, str]]:
    """The face-down tops before each move of ``line`` and after the last, played on a copy
    of ``start`` (a deal's first position, replayed from its record): what a table showing
    a solved line turns up at each step, so it needs no state of its own to look into
    (entry ``i`` is the position after ``i`` moves)."""
    if not isinstance(start, PragonState):
        raise TypeError(f"a solved Pragon line is shown from a Pragon deal, not a {type(start).__name__}")
    state = start.clone()
    tops = [hidden_tops(state)]
    for action in line:
        state.apply(action)
        tops.append(hidden_tops(state))
    return tops


StateKey = tuple[object, ...]


def state_key(state: PragonState) -> StateKey:
    """What decides a position's future, as a hashable tuple: two positions with equal keys
    have the same moves and outcomes. The order of the hand, the moves counted and what the
    player has seen only change the view, so they are left out; the discard pile's order and
    the generator stay in, because a four of a kind draws from the pile by position. About
    twice as fast as the JSON of the whole state, and it merges positions reached in
    different orders of the same hand."""
    table = state.table
    return (tuple(tuple(table.cards[s]) for s in STACKS), tuple(table.up[s] for s in STACKS),
            tuple(state.deck), tuple(sorted(state.hand)), tuple(state.discard), state.phase,
            state.effect, state.hands_this_round > 0, state.pairs_this_round, state.rng.state)


Line = tuple[Action, "Line"] | None
"""A line of play as its last move and the line before it: the positions waiting to be opened
share the lines that lead to them instead of each holding a copy."""


def _unwound(line: Line) -> tuple[Action, ...]:
    moves: list[Action] = []
    while line is not None:
        action, line = line
        moves.append(action)
    return tuple(reversed(moves))


def solve(start: PragonState, seconds: float = SOLVE_SECONDS) -> Solution:
    """A winning line of actions from ``start`` (which is not changed), searched for at most
    ``seconds``: best first (the position whose table is most cleared is opened next), each
    position once.

    What a deal that runs out of time holds is kept small, because the player's table is in
    the same process. It reaches some 60,000 positions and opens a fifth of them:

    * a position waiting to be opened is kept as the position before it and the move that
      leads there, and played again when it is opened (kept whole, they took ``bench``'s
      ``pragon_solver`` from 46 MB to 204 MB);
    * a position already reached is remembered by the hash of its key, not the key (about a
      kilobyte): 117 MB -> 52 MB on deal 1117. Two positions with one hash (a chance of about
      one in a billion in a search) would make the search skip the second, never return a
      line that does not win: every line is made of moves played through the rules."""
    began = time.perf_counter()
    deadline = began + seconds
    seen = {hash(state_key(start))}
    order = itertools.count()           # ties in the heuristic: the newer position first
    # (-heuristic, tie, the position before, the line to here): the start has no move before it
    frontier: list[tuple[float, int, PragonState, Line]] = [(-start.heuristic(0), -next(order), start, None)]
    positions = 0
    while frontier:
        if time.perf_counter() > deadline:
            return Solution(None, positions, time.perf_counter() - began, True)
        _, _, before, line = heapq.heappop(frontier)
        state = before.clone()
        if line is not None:
            state.apply_unchecked(line[0])
        positions += 1
        for action in state.legal_actions():
            child = state.clone()
            child.apply_unchecked(action)
            if child.is_over:
                if child.returns()[0] > 0:
                    return Solution(_unwound((action, line)), positions, time.perf_counter() - began, False)
                continue
            key = hash(state_key(child))
            if key not in seen:
                seen.add(key)
                heapq.heappush(frontier, (-child.heuristic(0), -next(order), state, (action, line)))
    return Solution(None, positions, time.perf_counter() - began, False)
