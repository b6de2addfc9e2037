"""Paired Monte Carlo: every candidate action played out in the same sampled worlds.

For games of chance with little hidden information (Four Kings Crossing: everything is
public but the dice to come) tree search spends its budget separating the luck of the dice
from the merit of a move: a choice worth a tenth of a stake drowns in a payout spread of
several stakes. Here each sampled world -- one determinization with its own dice stream --
is played out once after *each* candidate, with the same dice and the same playout
randomness, so the luck cancels in the comparison and a small real difference shows after
a few dozen worlds. (Common random numbers; the idea behind "paired" comparisons in
simulation studies.)

A game asks for this search by setting ``GamePolicy.paired_playouts``; the level's budget
(iterations = playouts in all, and the time cap) is the same as for ISMCTS.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from eternus.engine.ai.base import GamePolicy
from eternus.engine.core import Action, Game, View
from eternus.engine.rng import Rng


def paired_choice(game: Game, view: View, seat: int, legal: Sequence[Action],
                  policy: GamePolicy, iterations: int | None, seconds: float | None,
                  depth: int | None, rng: Rng) -> tuple[Action, int]:
    """The action with the best mean value over shared worlds, and how many playouts ran."""
    actions = list(legal)
    prior = policy.prior(view, seat, actions)
    if prior is not None:  # equal means fall back on the game's own preference
        actions = [a for _, a in sorted(zip(prior, actions, strict=True), key=lambda p: -p[0])]
        actions = actions[:policy.paired_candidates] if policy.paired_candidates else actions
    totals = [0.0] * len(actions)
    deadline = None if seconds is None else time.perf_counter() + seconds
    playouts = worlds = 0
    while True:
        world = game.determinize(view, seat, rng)
        luck = rng.next_u64()
        for i, action in enumerate(actions):
            state = world.clone()
            state.apply_unchecked(action)
            playout_rng = Rng(luck)
            moves = 0
            while not policy.playout_over(world, state) and (depth is None or moves < depth):
                state.apply_unchecked(policy.rollout_action(state, playout_rng))
                moves += 1
            totals[i] += policy.evaluate(state, seat)
            playouts += 1
        worlds += 1
        if iterations is not None and playouts >= iterations:
            break
        if deadline is not None and time.perf_counter() >= deadline:
            break
    best = max(range(len(actions)), key=lambda i: (totals[i], -i))
    return actions[best], playouts
