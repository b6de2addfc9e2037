"""One deal of a ladder step, played once with the upper level in each seat in turn.

Duplicate deals: deal ``i`` is dealt from seed ``S + i`` in every rotation, so the cards and
dice a seat gets are the same whoever sits there; rotation ``r`` puts the upper level in
seat ``r`` and the lower level in every other seat. Over the rotations the upper level has
held every seat's cards once against the same opponents, and the luck of the deal, which
is most of a game's result, is in every rotation alike. Common random numbers: the agent in
seat ``s`` draws from the stream ``agent_seed(S + i, s)`` in every rotation, so the lower
levels make the same random choices where they meet the same positions.

The margin of one game is the upper level's result minus the mean result at that table
(zero in a game of chips or stakes; one in ``players`` where one seat wins). At a table of
one (the solitaire) there is nobody to swap with: the lower level plays the same deal and
the margin is the difference of the two results.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from eternus.engine.core import State
from eternus.engine.registry import get_game
from eternus.ladder.allin import play_adjusted
from eternus.match import GameFailed, play_seated


@dataclass(frozen=True)
class DealPlan:
    """What every deal of one step shares; picklable, so worker processes get it whole."""

    game_id: str
    upper: str
    lower: str
    players: int
    options: dict[str, Any]
    seed: int
    max_actions: int = 20_000
    #: Run-outs averaged for the all-in equity adjustment (:mod:`eternus.ladder.allin`); 0: none.
    allin_samples: int = 0


@dataclass(frozen=True)
class DealRow:
    """Deal ``deal`` of a step: per rotation ``r``, the upper level's result in seat ``r``
    and the reference it is measured against (the table's mean, or alone the lower level's
    result on the same deal); ``seconds`` of processor time for the whole deal. ``adjusted``:
    per rotation, the margin with the run-out's luck taken out, where the game has it."""

    deal: int
    upper: tuple[float, ...]
    even: tuple[float, ...]
    seconds: float
    adjusted: tuple[float, ...] = ()

    def margins(self, adjusted: bool = False) -> list[float]:
        if adjusted:
            return list(self.adjusted)
        return [u - e for u, e in zip(self.upper, self.even, strict=True)]


def rotation_specs(plan: DealPlan, rotation: int) -> list[str]:
    """The agents of rotation ``rotation``: the upper level in that seat, the lower elsewhere."""
    specs = [plan.lower] * plan.players
    specs[rotation] = plan.upper
    return specs


def _result(plan: DealPlan, specs: list[str], seed: int) -> tuple[State, tuple[float, ...]]:
    """The game played, and each seat's luck-adjusted result (empty without the adjustment)."""
    game = get_game(plan.game_id)
    adjusted: tuple[float, ...] = ()
    try:
        if plan.allin_samples:
            state, adjusted = play_adjusted(game, specs, plan.options, seed, plan.allin_samples,
                                            plan.max_actions)
        else:
            state = play_seated(game, specs, plan.options, seed, None, plan.max_actions)
    except Exception as exc:  # a bug met in play: say which deal, never pass it off as bad input
        raise GameFailed(f"{plan.game_id} deal {seed} with {specs} failed: "
                         f"{type(exc).__name__}: {exc}") from exc
    if not state.is_over:
        raise GameFailed(f"{plan.game_id} deal {seed} with {specs} did not end in "
                         f"{plan.max_actions} actions")
    return state, adjusted


def play_deal(plan: DealPlan, deal: int) -> DealRow:
    """Deal ``deal`` in every rotation (see the module docstring)."""
    start = time.process_time()
    seed = plan.seed + deal
    upper: list[float] = []
    even: list[float] = []
    adjusted: list[float] = []
    for rotation in range(plan.players):
        state, luckless = _result(plan, rotation_specs(plan, rotation), seed)
        returns = state.returns()
        upper.append(float(returns[rotation]))
        if plan.players == 1:
            lower, lower_luckless = _result(plan, [plan.lower], seed)
            even.append(float(lower.returns()[0]))
            if luckless:
                adjusted.append(luckless[0] - lower_luckless[0])
        else:
            even.append(sum(returns) / len(returns))
            if luckless:
                adjusted.append(luckless[rotation] - sum(luckless) / len(luckless))
    return DealRow(deal, tuple(upper), tuple(even), time.process_time() - start, tuple(adjusted))


def play_deals(plan: DealPlan, deals: list[int]) -> list[DealRow]:
    """Several deals in one call: the unit of work a worker process is given."""
    return [play_deal(plan, deal) for deal in deals]
