"""Measure a Pragon AI level deal by deal, and compare two runs on the same deals.

    python tools/pragon_levels.py play --level normal --first-seed 1000 --deals 1000 --out runs/normal.jsonl
    python tools/pragon_levels.py play --level normal --set widen_c=1 --first-seed 1000 --deals 1000 --out runs/w1.jsonl
    python tools/pragon_levels.py compare runs/normal.jsonl runs/w1.jsonl

Why deal by deal: ``sim`` reports a win rate, but telling two settings apart needs the same
deals played by both and the deals only one of them won (McNemar's test on the discordant
pairs), which is how the figures in the comment above ``LEVELS`` in
``eternus/engine/pragon/ai.py`` were measured. A run takes hours at hard's cost, so ``play``
writes one JSON line per finished deal and, started again with the same ``--out``, skips
the deals already there: a run can be stopped and resumed, or split across processes (one
per core; a time-capped search measured on a busy machine is a weaker search).

Each line: the seed, whether the deal was won, the number of moves, and how long each
searched decision took in milliseconds and how many iterations it ran (``compare`` pools
them: a time-capped level runs fewer iterations on a slower or busier machine). The
agent is ``sim``'s (same seeds, same level) unless ``--set`` changes the level's search.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from eternus.bench import percentile  # noqa: E402
from eternus.cli import wilson_interval  # noqa: E402
from eternus.engine.ai import IsmctsAgent, make_agent  # noqa: E402
from eternus.engine.ai.search_config import SearchConfig  # noqa: E402
from eternus.engine.core import Seat  # noqa: E402
from eternus.engine.pragon.ai import LEVELS  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402
from eternus.match import agent_seed  # noqa: E402

SEARCH_FIELDS = {f.name for f in fields(SearchConfig)}


def level_config(level: str, settings: list[str]) -> SearchConfig | None:
    """The level's search with ``key=value`` settings applied; None when nothing is changed."""
    if not settings:
        return None
    changes: dict[str, Any] = {}
    for setting in settings:
        key, sep, text = setting.partition("=")
        if not sep or key not in SEARCH_FIELDS:
            raise SystemExit(f"--set needs one of {', '.join(sorted(SEARCH_FIELDS))} as key=value, "
                             f"not {setting!r}")
        changes[key] = None if text == "none" else json.loads(text)
    return replace(LEVELS[level], **changes)


def play_deal(level: str, config: SearchConfig | None, seed: int) -> dict[str, Any]:
    """One deal at ``level`` (or ``config``); what ``play`` writes for it."""
    game = get_game("pragon")
    state = game.new((Seat("Player", f"ismcts:{level}"),), {}, seed)
    agent = (make_agent(f"ismcts:{level}", agent_seed(seed, 0)) if config is None
             else IsmctsAgent(config, agent_seed(seed, 0), name=f"ismcts:{level}*"))
    assert isinstance(agent, IsmctsAgent)  # a level's agent searches
    searched: list[int] = []
    iterations: list[int] = []
    moves = 0
    while not state.is_over:
        legal = state.legal_actions()
        start = time.perf_counter()
        action = agent.choose(game, state.view(0), 0, legal)
        if len(legal) > 1:
            searched.append(round(1000 * (time.perf_counter() - start)))
            iterations.append(agent.last_stats.iterations if agent.last_stats else 0)
        state.apply(action)
        moves += 1
    return {"seed": seed, "won": state.returns()[0] > 0, "moves": moves, "ms": searched,
            "iterations": iterations}


def read_run(path: Path) -> dict[int, dict[str, Any]]:
    """The deals of a run by seed (a half-written last line, from a stopped run, is skipped)."""
    deals: dict[int, dict[str, Any]] = {}
    if not path.exists():
        return deals
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            deal = json.loads(line)
        except json.JSONDecodeError:
            continue
        deals[int(deal["seed"])] = deal
    return deals


def cmd_play(args: argparse.Namespace) -> None:
    config = level_config(args.level, args.set)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    done = read_run(out)
    with out.open("a", encoding="utf-8") as file:
        for seed in range(args.first_seed, args.first_seed + args.deals):
            if seed not in done:
                file.write(json.dumps(play_deal(args.level, config, seed)) + "\n")
                file.flush()


def describe(name: str, deals: list[dict[str, Any]]) -> str:
    won = sum(1 for d in deals if d["won"])
    low, high = wilson_interval(won, len(deals))
    ms: list[float] = [t for d in deals for t in d["ms"]] or [0]
    runs = [n for d in deals for n in d.get("iterations", [])]
    searches = f", median {percentile(runs, 0.5):.0f} iterations" if runs else ""
    return (f"{name}: {won}/{len(deals)} won, {100 * won / max(1, len(deals)):.1f} % "
            f"({100 * low:.1f}-{100 * high:.1f} %); decisions p50 {percentile(ms, 0.5):.0f} ms, "
            f"p95 {percentile(ms, 0.95):.0f} ms, p99 {percentile(ms, 0.99):.0f} ms{searches}")


def cmd_compare(args: argparse.Namespace) -> None:
    """Both runs on the deals both played: counts, intervals, and McNemar's z."""
    first, second = read_run(Path(args.first)), read_run(Path(args.second))
    seeds = sorted(set(first) & set(second))
    if not seeds:
        raise SystemExit("the two runs share no deal")
    print(f"{len(seeds)} deals played by both ({seeds[0]}..{seeds[-1]})")
    print(describe(args.first, [first[s] for s in seeds]))
    print(describe(args.second, [second[s] for s in seeds]))
    only_first = sum(1 for s in seeds if first[s]["won"] and not second[s]["won"])
    only_second = sum(1 for s in seeds if second[s]["won"] and not first[s]["won"])
    discordant = only_first + only_second
    z = (only_second - only_first) / math.sqrt(discordant) if discordant else 0.0
    print(f"won only by the first {only_first}, only by the second {only_second}: "
          f"McNemar z {z:+.2f} (|z| > 1.96 is a difference at 95 %)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play deals and append one JSON line each")
    play.add_argument("--level", choices=sorted(LEVELS), default="normal")
    play.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                      help="change the level's search, e.g. widen_c=1 or seconds=0.5")
    play.add_argument("--first-seed", type=int, default=1000)
    play.add_argument("--deals", type=int, default=1000)
    play.add_argument("--out", required=True)
    compare = commands.add_parser("compare", help="two runs on the deals both played")
    compare.add_argument("first")
    compare.add_argument("second")
    args = parser.parse_args()
    if args.command == "play":
        cmd_play(args)
    else:
        cmd_compare(args)


if __name__ == "__main__":
    main()
