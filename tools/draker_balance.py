"""Draker's balance figures, the ones its issue asks for: the first player's share of duels
won between equal agents, how many rounds a duel lasts, and how often each profession's
effects take place.

    python tools/draker_balance.py --agent greedy --games 10000 --jobs 2

A round is one turn of each player. An effect counts as used in a turn when it took place
(a standard effect fired, an individual one was activated, an instant answered), once per
profession per turn; the share is over all turns played. First-player intervals are 95 %
Wilson intervals.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from eternus.cli import wilson_interval  # noqa: E402
from eternus.engine.ai import make_agent  # noqa: E402
from eternus.engine.core import Seat  # noqa: E402
from eternus.engine.draker.cards import PROFESSIONS  # noqa: E402
from eternus.engine.draker.events import EffectResolved  # noqa: E402
from eternus.engine.draker.rules import DrakerState  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402


def duel(args: tuple[str, str, dict[str, Any], int]) -> dict[str, Any]:
    """Duel ``seed``: ``first`` in seat 0, ``second`` in seat 1. What happened in it."""
    first, second, options, seed = args
    game = get_game("draker")
    state = game.new((Seat("A", first), Seat("B", second)), options, seed)
    agents = [make_agent(first, 2 * seed), make_agent(second, 2 * seed + 1)]
    used: Counter[str] = Counter()
    turn_used: set[int] = set()
    turns = state.turns if isinstance(state, DrakerState) else 0
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        action = agents[seat].choose(game, state.view(seat), seat, state.legal_actions())
        for event in state.apply(action):
            if isinstance(event, EffectResolved) and not event.cancelled:
                turn_used.add(event.profession)
        assert isinstance(state, DrakerState)
        if state.turns != turns or state.is_over:
            used.update(PROFESSIONS[p] for p in turn_used)
            turn_used.clear()
            turns = state.turns
    assert isinstance(state, DrakerState) and state.result is not None
    return {"first_won": state.result[0], "turns": state.turns, "used": dict(used),
            "deck_out": not state.deck}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--agent", default="greedy", help="the agent in both seats")
    parser.add_argument("--second", default=None, help="another agent for seat 1")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--tweak", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="try a changed constant of eternus.engine.draker.MODULE before changing it for good")
    args = parser.parse_args()
    for tweak in args.tweak:
        where, value = tweak.split("=", 1)
        module, name = where.rsplit(".", 1)
        setattr(importlib.import_module(f"eternus.engine.draker.{module}"), name, json.loads(value))
    options = {k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)}
    jobs = [(args.agent, args.second or args.agent, options, args.seed + i) for i in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(duel, jobs, chunksize=16))
    wins = sum(r["first_won"] for r in results)
    turns = sum(r["turns"] for r in results)
    used: Counter[str] = Counter()
    for r in results:
        used.update(r["used"])
    lo, hi = wilson_interval(round(wins), len(results))
    print(json.dumps({
        "agent": args.agent, "second": args.second or args.agent, "games": len(results),
        "options": options, "tweaks": args.tweak,
        "first_player_win_rate": round(wins / len(results), 4), "ci95": [round(lo, 4), round(hi, 4)],
        "mean_rounds": round(turns / 2 / len(results), 2),
        "deck_outs": sum(r["deck_out"] for r in results),
        "effect_share_of_turns": {p: round(used[p] / turns, 4) for p in PROFESSIONS},
    }, indent=1))


if __name__ == "__main__":
    main()
