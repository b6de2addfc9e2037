"""Draker's balance figures, the ones its issues ask for: how many rounds a game lasts, how
many end because the deck ran out, each seat's share of the games won, and how often each
profession's effects take place, at a table of two, three or four equal agents.

    python tools/draker_balance.py --players 4 --games 4000 --jobs 2 --seed 0 --json four.json

A round is one turn of each player still in (a turn at a table of three counts a third of a
round, at two a half once a player is out). An effect counts as used in a turn when it took
place (a standard effect fired, an individual one was activated, an instant answered), once
per profession per turn; the share is over all turns played. A shared win (equal life at
the end) counts its share to each winner. Intervals are 95 % Wilson intervals.
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
from eternus.engine.draker.state import DrakerState  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402

Job = tuple[tuple[str, ...], dict[str, Any], int]


def play(job: Job) -> dict[str, Any]:
    """Game ``seed`` with ``agents[i]`` in seat i: what happened in it."""
    agents_specs, options, seed = job
    n = len(agents_specs)
    game = get_game("draker")
    state = game.new(tuple(Seat(f"P{i + 1}", a) for i, a in enumerate(agents_specs)), options, seed)
    assert isinstance(state, DrakerState)
    agents = [make_agent(spec, n * seed + i) for i, spec in enumerate(agents_specs)]
    used: Counter[str] = Counter()
    turn_used: set[int] = set()
    turns, rounds = state.turns, 0.0
    while not state.is_over:
        live = len(state.alive())
        seat = state.to_act
        assert seat is not None
        action = agents[seat].choose(game, state.view(seat), seat, state.legal_actions())
        for event in state.apply(action):
            if isinstance(event, EffectResolved) and not event.cancelled:
                turn_used.add(event.profession)
        if state.turns != turns or state.is_over:
            used.update(PROFESSIONS[p] for p in turn_used)
            turn_used.clear()
            rounds += (state.turns - turns or 1) / live
            turns = state.turns
    assert state.result is not None
    return {"result": list(state.result), "turns": state.turns, "rounds": rounds, "used": dict(used),
            "ending": state.ending()}


def _share(wins: float, games: int) -> dict[str, Any]:
    lo, hi = wilson_interval(round(wins), games)
    return {"share": round(wins / games, 4), "ci95": [round(lo, 4), round(hi, 4)]}


def summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of many games, as the rules page's tables give them."""
    games = len(results)
    n = len(results[0]["result"])
    turns = sum(r["turns"] for r in results)
    rounds = sorted(r["rounds"] for r in results)
    used: Counter[str] = Counter()
    for r in results:
        used.update(r["used"])
    endings = Counter(r["ending"] for r in results)
    return {
        "games": games, "players": n, "fair_share": round(1 / n, 4),
        "seat_wins": [_share(sum(r["result"][s] for r in results), games) for s in range(n)],
        "mean_rounds": round(sum(rounds) / games, 2),
        "rounds_10_50_90": [round(rounds[int(q * (games - 1))], 1) for q in (0.1, 0.5, 0.9)],
        "deck_out_share": _share(endings["the deck running out"], games),
        "endings": dict(endings),
        "effect_share_of_turns": {p: round(used[p] / turns, 4) for p in PROFESSIONS},
    }


def _number_keys(value: Any) -> Any:
    """A tweaked table keyed by table size (``{"4": [0, 3, 3, 3]}``) as the engine keys it."""
    if isinstance(value, dict):
        return {int(k) if k.isdigit() else k: v for k, v in value.items()}
    return value


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--agent", default="greedy", help="the agent in every seat")
    parser.add_argument("--second", default=None, help="another agent for seat 1")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0, help="the first deal's number; game i is deal seed + i")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures to this file")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--tweak", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="try a changed constant of eternus.engine.draker.MODULE before changing it for good")
    args = parser.parse_args()
    for tweak in args.tweak:
        where, value = tweak.split("=", 1)
        module, name = where.rsplit(".", 1)
        setattr(importlib.import_module(f"eternus.engine.draker.{module}"), name, _number_keys(json.loads(value)))
    options = {k: json.loads(v) for k, v in (o.split("=", 1) for o in args.option)}
    agents = [args.agent] * args.players
    if args.second:
        agents[1] = args.second
    jobs: list[Job] = [(tuple(agents), options, args.seed + i) for i in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(play, jobs, chunksize=8))
    figures = {"agents": agents, "options": options, "seed": args.seed, "tweaks": args.tweak, **summary(results)}
    text = json.dumps(figures, indent=1)
    print(text)
    if args.json is not None:
        args.json.write_text(text + "\n")


if __name__ == "__main__":
    main()
