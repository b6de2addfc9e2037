"""Two Draker agents on duplicate deals: each deal played twice, the seats swapped.

    python tools/draker_duels.py ismcts:normal greedy --pairs 400 --jobs 2 --record runs/ng.jsonl
    python tools/draker_duels.py --cost normal --pairs 3


Why duplicate deals: in a duel the cards decide about half the games whoever plays them
(the same seat wins both games of the deal). Playing every deal with each agent in each
seat cancels that luck in the pair's score (the mean of the first agent's two results), so
the same interval needs far fewer duels than independent games; the estimate stays
unbiased because each agent sits in each seat of every deal exactly once. The interval is
the normal one over the pairs' scores.

Each agent's seed is fixed by the deal and its seat, as in ``sim``. The record keeps one
JSON line per finished pair (the deal's seed, both results, the decision times of each
agent in milliseconds); run again with the same file, only the missing pairs are played.
A time-capped search measured on a busy machine is a weaker search: the times say how busy.

``--cost LEVEL`` measures instead what a level's decision costs an idle core: the CPU time
of each decision (``time.process_time``, which a busy machine does not inflate) with the
level's time cap lifted, so every playout of its budget is played, over the positions of
``--pairs`` games of two greedy players (the level deciding for whoever is to move).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import replace
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from eternus.bench import percentile  # noqa: E402
from eternus.engine.ai import LEVELS, IsmctsAgent, make_agent  # noqa: E402
from eternus.engine.ai.base import policy_for  # noqa: E402
from eternus.engine.core import Seat  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402
from eternus.match import agent_seed  # noqa: E402


def duel(first: str, second: str, seed: int) -> tuple[float, list[float], list[float]]:
    """Deal ``seed`` with ``first`` in seat 0: first's result (1 won, 0 lost, a share if
    tied) and the milliseconds of each agent's decisions that had a choice."""
    game = get_game("draker")
    state = game.new((Seat("A", first), Seat("B", second)), {}, seed)
    agents = [make_agent(first, agent_seed(seed, 0)), make_agent(second, agent_seed(seed, 1))]
    times: list[list[float]] = [[], []]
    while (seat := state.to_act) is not None:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        start = time.perf_counter()
        state.apply(agents[seat].choose(game, state.view(seat), seat, legal))
        times[seat].append((time.perf_counter() - start) * 1000)
    return float(state.returns()[0]), times[0], times[1]


def cost(level: str, games: int, seed: int) -> list[float]:
    """The CPU milliseconds of ``level``'s decisions, uncapped in time (see the docstring)."""
    game = get_game("draker")
    policy = policy_for(game).at_level(level)
    config = policy.level_config(level, LEVELS[level])
    if config is None:
        raise SystemExit(f"{level} does not search: its decisions cost nothing to measure")
    spent = []
    for deal in range(seed, seed + games):
        state = game.new((Seat("A", "greedy"), Seat("B", "greedy")), {}, deal)
        level_agent = IsmctsAgent(replace(config, seconds=None), deal, policy=policy)
        greedy = make_agent("greedy", deal)
        while (seat := state.to_act) is not None:
            legal = state.legal_actions()
            if len(legal) > 1:
                start = time.process_time()
                level_agent.choose(game, state.view(seat), seat, legal)
                spent.append((time.process_time() - start) * 1000)
            state.apply(greedy.choose(game, state.view(seat), seat, legal) if len(legal) > 1 else legal[0])
    return spent


def pair(job: tuple[str, str, int]) -> dict[str, Any]:
    """Deal ``seed`` played both ways: agent a's results in each seat, and its score."""
    a, b, seed = job
    a_first, a_ms1, b_ms1 = duel(a, b, seed)
    b_first, b_ms2, a_ms2 = duel(b, a, seed)
    a_second = 1.0 - b_first
    return {"seed": seed, "a_first": a_first, "a_second": a_second, "score": (a_first + a_second) / 2,
            "a_ms": a_ms1 + a_ms2, "b_ms": b_ms1 + b_ms2}


def read(record: Path | None, a: str, b: str) -> dict[int, dict[str, Any]]:
    if record is None or not record.exists():
        return {}
    lines = record.read_text().splitlines()
    if not lines or json.loads(lines[0]) != {"a": a, "b": b}:
        raise SystemExit(f"{record} records another match (its first line names the agents)")
    return {row["seed"]: row for row in map(json.loads, lines[1:])}


def summary(a: str, b: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    scores = [row["score"] for row in rows]
    n = len(scores)
    mean = sum(scores) / n
    half = 1.96 * math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1) / n) if n > 1 else 0.0
    a_ms = [t for row in rows for t in row["a_ms"]]
    b_ms = [t for row in rows for t in row["b_ms"]]
    return {"a": a, "b": b, "pairs": n, "duels": 2 * n, "a_share": mean, "ci95": (mean - half, mean + half),
            "pairs_the_deal_decided": sum(1 for row in rows if row["a_first"] != row["a_second"]),
            "a_ms_p50": percentile(a_ms, 0.5), "a_ms_p95": percentile(a_ms, 0.95),
            "b_ms_p50": percentile(b_ms, 0.5), "b_ms_p95": percentile(b_ms, 0.95)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", nargs="?", help="the agent measured (a sim spec: ismcts:normal, greedy ...)")
    parser.add_argument("b", nargs="?", help="its opponent")
    parser.add_argument("--cost", metavar="LEVEL", help="measure a level's CPU time a decision instead")
    parser.add_argument("--pairs", type=int, default=100, help="deals, each played twice")
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--record", type=Path)
    args = parser.parse_args()
    if args.cost is not None:
        spent = cost(args.cost, args.pairs, args.seed)
        print(f"{args.cost}: {len(spent)} decisions of {args.pairs} games, CPU ms p50 "
              f"{percentile(spent, 0.5):.0f}, p95 {percentile(spent, 0.95):.0f}, most {max(spent):.0f}")
        return
    if args.a is None or args.b is None:
        parser.error("name the two agents (or --cost LEVEL)")
    rows = read(args.record, args.a, args.b)
    if args.record is not None and not args.record.exists():
        args.record.write_text(json.dumps({"a": args.a, "b": args.b}) + "\n")
    seeds = range(args.seed, args.seed + args.pairs)
    todo = [(args.a, args.b, s) for s in seeds if s not in rows]
    with ProcessPoolExecutor(args.jobs) as pool:
        for row in pool.map(pair, todo):
            rows[row["seed"]] = row
            if args.record is not None:
                with args.record.open("a") as out:
                    out.write(json.dumps(row) + "\n")
    result = summary(args.a, args.b, [rows[s] for s in seeds])
    low, high = result["ci95"]
    print(f"{args.a} against {args.b}: {result['a_share']:.3f} of {result['duels']} duels "
          f"(95% CI {low:.3f} to {high:.3f}; {result['pairs_the_deal_decided']} of {result['pairs']} deals "
          f"won by the same seat both times); decision ms p50/p95: "
          f"{args.a} {result['a_ms_p50']:.0f}/{result['a_ms_p95']:.0f}, "
          f"{args.b} {result['b_ms_p50']:.0f}/{result['b_ms_p95']:.0f}")


if __name__ == "__main__":
    main()
