"""``bench`` section ``pragon_endgame``: normal's and hard's decisions near the end of a deal,
where they first try to answer exactly (``eternus/engine/pragon/endgame.py``).

The hint's section asks from the first thirty moves of a deal, where the exact end is never
tried; here every position lies within the level's reach (few cards left to draw), reached by
the rules of thumb on seeded deals. A decision the solver answers is quick; one it gives up
keeps the rest of the level's time for the search, so the level's latency holds either way.
Reported per level: the decisions' median and p95 in milliseconds, and how many of them were
answered exactly (no search: not one iteration).
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from eternus.engine.ai import IsmctsAgent, make_agent
from eternus.engine.pragon.ai import ENDGAME_REACH, POLICY
from eternus.engine.pragon.game import PragonGame, new_game
from eternus.engine.pragon.state import PragonState
from eternus.engine.rng import Rng

POSITIONS = 20


def endgame_positions(deck: int, count: int) -> list[PragonState]:
    """The first position with at most ``deck`` cards left to draw and a choice to make, in
    each of the first deals that reach one (played by the rules of thumb)."""
    found: list[PragonState] = []
    seed = 0
    while len(found) < count:
        state = new_game(seed)
        rng = Rng(seed)
        while not state.is_over:
            if len(state.deck) <= deck and len(state.legal_actions()) > 1:
                found.append(state)
                break
            state.apply(POLICY.rollout_action(state, rng))
        seed += 1
    return found


def bench_pragon_endgame() -> dict[str, Any]:
    game = PragonGame()
    report: dict[str, Any] = {"positions": POSITIONS}
    for level, reach in ENDGAME_REACH.items():
        times: list[float] = []
        settled = 0
        for i, state in enumerate(endgame_positions(reach.deck, POSITIONS)):
            agent = make_agent(f"ismcts:{level}", i)
            assert isinstance(agent, IsmctsAgent)
            start = time.perf_counter()
            agent.choose(game, state.view(0), 0, state.legal_actions())
            times.append(time.perf_counter() - start)
            settled += agent.last_stats is not None and agent.last_stats.iterations == 0
        times.sort()
        report[level] = {"cards_left_at_most": reach.deck, "settled_exactly": settled,
                         "median_ms": round(1000 * statistics.median(times), 1),
                         "p95_ms": round(1000 * times[min(len(times) - 1, int(0.95 * len(times)))], 1),
                         "max_ms": round(1000 * times[-1], 1)}
    return report
