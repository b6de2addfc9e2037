"""``bench`` figures for Draker's combination search (``python -m eternus bench --only draker_search``).

The search behind every lay tries every subset of the pools for each card in the hand
(:mod:`eternus.engine.draker.search`). Timed here cold (its cache emptied before each
position) over positions from seeded deals, two to four players: the whole menu of a turn
(five cards in the hand) and one laid card's exact best announcement.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from eternus.engine.core import Seat
from eternus.engine.draker import announce
from eternus.engine.draker.game import DrakerGame
from eternus.engine.draker.search import best_announcement, forget

POSITIONS = 40


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def bench_draker_search() -> dict[str, Any]:
    game = DrakerGame()
    menus: list[float] = []
    singles: list[float] = []
    for seed in range(POSITIONS):
        players = 2 + seed % 3
        st, _ = game.deal(tuple(Seat(f"S{i}") for i in range(players)), {}, seed)
        forget()
        start = time.perf_counter()
        announce.menu(st, 0)
        menus.append((time.perf_counter() - start) * 1000)
        forget()
        start = time.perf_counter()
        best_announcement(st.hands[0][0], st.pools[0], st.common, st.strength())
        singles.append((time.perf_counter() - start) * 1000)
    return {"positions": POSITIONS, "turn_menu_p50_ms": round(statistics.median(menus), 2),
            "turn_menu_p95_ms": round(_p95(menus), 2), "one_card_best_p50_ms": round(statistics.median(singles), 2),
            "one_card_best_p95_ms": round(_p95(singles), 2)}
