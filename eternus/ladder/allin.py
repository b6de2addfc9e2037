"""Poker's luck of the run-out taken out: all-in equity in place of the cards that fell.

When an action leaves nobody able to bet (all in, or all in but one who has matched), the
rest of the board is dealt with no decision left. What the seats then win depends only on
the order of the undealt cards. Replacing the result by its average over many orders of
those cards (the same action applied to copies of the table taken just before it, each
copy's deck shuffled anew) is the result's conditional expectation given everything the
players did: its expectation is the expectation of the result itself, so a margin built on
it is unbiased, and the variance of the run-out is gone (Rao-Blackwell). The engine plays
each run-out itself, so wild cards and wing cards are counted as the table counts them.

What it assumes: given what has been seen, the undealt cards are in uniformly random order
(they are shuffled from the game's seeded stream; a fresh shuffle stands in for it), and
the action's copies end the hand as the real one did. If a copy asks for a decision, the
hand is left as it fell (the adjustment is skipped, never half applied). Only a run-out that
ends the match is averaged: the ladder deals one-hand matches, where every hand does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from eternus.engine.ai import make_agent
from eternus.engine.core import Action, Game, Seat, State
from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.rng import Rng
from eternus.match import agent_seed


def run_out_mean(before: HoldemState, action: Action, samples: int, seed: int) -> tuple[float, ...] | None:
    """Each seat's mean result over ``samples`` fresh orders of the undealt cards, ``action``
    applied after each; None if a copy does not end with it."""
    totals = [0.0] * before.n
    rng = Rng(seed)
    for _ in range(samples):
        copy = before.clone()
        assert isinstance(copy, HoldemState)
        rng.shuffle(copy.deck)
        copy.apply(action)
        if not copy.is_over:
            return None
        totals = [t + r for t, r in zip(totals, copy.returns(), strict=True)]
    return tuple(t / samples for t in totals)


def _runs_out(before: HoldemState, after: State) -> bool:
    """Whether the action just applied ended the hand by dealing the rest of the board."""
    return (isinstance(after, HoldemState) and after.is_over and len(after.board) > len(before.board)
            and sum(1 for s in range(after.n) if after.dealt[s] and not after.folded[s]) > 1)


def play_adjusted(game: Game, specs: Sequence[str], options: dict[str, Any], seed: int,
                  samples: int, max_actions: int) -> tuple[State, tuple[float, ...]]:
    """One game as ``play_seated`` plays it, and each seat's luck-adjusted result: the
    run-out's mean if the hand ended all in with cards to come, else the result itself."""
    seats = tuple(Seat(f"Seat {i + 1}", spec) for i, spec in enumerate(specs))
    state = game.new(seats, options, seed)
    agents = [make_agent(spec, agent_seed(seed, s), None) for s, spec in enumerate(specs)]
    for _ in range(max_actions):
        seat = state.to_act
        if seat is None:
            break
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else agents[seat].choose(game, state.view(seat), seat, legal)
        before = state.clone()
        state.apply(action)
        if isinstance(before, HoldemState) and _runs_out(before, state):
            mean = run_out_mean(before, action, samples, seed ^ 0x5EED)
            if mean is not None:
                return state, mean
    return state, tuple(float(r) for r in state.returns()) if state.is_over else ()
