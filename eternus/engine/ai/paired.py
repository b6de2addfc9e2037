"""Paired Monte Carlo: every candidate action played out in the same sampled worlds.

For games of chance with little hidden information (Four Kings Crossing: everything is
public but the dice to come) tree search spends its budget separating the luck of the dice
from the merit of a move: a choice worth a tenth of a stake drowns in a payout spread of
several stakes. Here each sampled world -- one determinization with its own dice stream --
is played out once after *each* candidate, with the same dice and the same playout
randomness, so the luck cancels in the comparison and a small real difference shows after
a few dozen worlds. (Common random numbers; the idea behind "paired" comparisons in
simulation studies.)

A game asks for this search by setting ``GamePolicy.paired_playouts``; its prior ranks the
candidates, and ``GamePolicy.searchable`` keeps out the moves its playouts misjudge. The
level's budget (iterations = playouts in all, and the time cap) is the same as for ISMCTS.
The policy's ``paired_confidence`` makes the search defer to the game's own rules where it
cannot do better: it leaves the prior's choice only for a move the worlds show better by
that many standard errors of the paired difference (a search that takes the best mean
follows the noise of a few dozen worlds as often as a real difference). King's Court once
also left the prior's clear decisions unsearched (only moves within 10 points of its best
were played out); its expert gained 0.04 win share when it searched every decision instead.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass

from eternus.engine.ai.base import GamePolicy
from eternus.engine.core import Action, Game, State, View
from eternus.engine.rng import Rng


@dataclass
class PairedTally:
    """What the shared worlds said of each candidate (the prior's first choice first)."""

    candidates: list[Action]
    gains: list[float]     # summed over worlds: value after candidate i - after candidate 0
    squares: list[float]   # the same gains squared, for their spread
    worlds: int
    playouts: int


def paired_choice(game: Game, view: View, seat: int, legal: Sequence[Action],
                  policy: GamePolicy, iterations: int | None, seconds: float | None,
                  depth: int | None, rng: Rng) -> tuple[Action, int]:
    """The action the shared worlds favour (see the module docstring), and how many playouts ran."""
    tally = paired_tally(game, view, seat, legal, policy, iterations, seconds, depth, rng)
    if tally.worlds == 0:  # nothing the search may prefer: the first choice, unsearched
        return tally.candidates[0], 0
    best = _chosen(tally.gains, tally.squares, tally.worlds, policy.paired_confidence)
    return tally.candidates[best], tally.playouts


def paired_tally(game: Game, view: View, seat: int, legal: Sequence[Action],
                 policy: GamePolicy, iterations: int | None, seconds: float | None,
                 depth: int | None, rng: Rng) -> PairedTally:
    """The candidates, each played out in the same sampled worlds until the budget is spent.

    Separate from the choice so a measurement (``tools/kings_court_regret.py``) can weigh
    the same tally under several confidence margins."""
    actions = list(legal)
    prior = policy.prior(view, seat, actions)
    if prior is not None:  # the prior's first choice is the one to beat
        ranked = sorted(zip(prior, actions, strict=True), key=lambda p: -p[0])
        actions = [a for _, a in ranked]
        actions = actions[:1] + [a for a in actions[1:] if policy.searchable(a, actions[0])]
        actions = actions[:policy.paired_candidates] if policy.paired_candidates else actions
    tally = PairedTally(actions, [0.0] * len(actions), [0.0] * len(actions), 0, 0)
    if len(actions) == 1:
        return tally
    deadline = None if seconds is None else time.perf_counter() + seconds
    sample = game.sampler(view, seat)
    while True:
        world = sample(rng)
        luck = rng.next_u64()
        values = [_playout(world, action, policy, depth, Rng(luck), seat) for action in actions]
        for i, value in enumerate(values):
            gain = value - values[0]
            tally.gains[i] += gain
            tally.squares[i] += gain * gain
        tally.playouts += len(actions)
        tally.worlds += 1
        if iterations is not None and tally.playouts >= iterations:
            break
        if deadline is not None and time.perf_counter() >= deadline:
            break
    return tally


def _playout(world: State, action: Action, policy: GamePolicy, depth: int | None,
             playout_rng: Rng, seat: int) -> float:
    """``action`` played in a copy of ``world``, then the policy's moves until it says stop."""
    state = world.clone()
    state.apply_unchecked(action)
    moves = 0
    while not policy.playout_over(world, state) and (depth is None or moves < depth):
        state.apply_unchecked(policy.rollout_action(state, playout_rng))
        moves += 1
    return policy.evaluate(state, seat)


def _chosen(gains: list[float], squares: list[float], worlds: int, confidence: float) -> int:
    """The index with the best mean gain over the first action, if that gain clears
    ``confidence`` standard errors (0: any gain above zero); else the first action."""
    best, best_gain = 0, 0.0
    for i in range(1, len(gains)):
        mean = gains[i] / worlds
        if mean <= best_gain:
            continue
        if confidence > 0.0:
            spread = max(squares[i] / worlds - mean * mean, 0.0)
            if worlds < 2 or mean <= confidence * math.sqrt(spread / (worlds - 1)):
                continue
        best, best_gain = i, mean
    return best
