"""Big blinds won per 100 hands by one Hold'em agent against a table of others, paired with a
baseline agent on the same deals: the figure the Dragon Kings issue asks for.

    python tools/poker_sim.py --agent ismcts:hard --opponents caller --hands 20000
    python tools/poker_sim.py --agent ismcts:hard --opponents ismcts:normal --baseline ismcts:normal

``sim`` reports chips per game; a poker player is judged per hand, and a match of many hands
lets the players read each other's betting over the match (the view's tallies), as at a
real table. So this plays matches of ``--match-length`` hands (20, the table's quick game),
with the tested agent in a rotating seat (match ``i``, seed ``i``, seat ``i mod players``),
and divides by the hands each match actually lasted. The baseline plays the very same
matches from the same seat (same seeds: the same deals while the betting stays the same);
the margin is the paired difference, and against opponents of the baseline's own kind it
is the agent's profit measured with most of the luck of the cards taken out.
Intervals are 95 % normal intervals over the matches.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from eternus.engine.dragon_kings.state import HoldemState  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402
from eternus.match import mean_ci, play_seated  # noqa: E402


def play(args: tuple[str, str | None, str, dict[str, Any], int, int]) -> tuple[float, int, float | None, int]:
    """Match ``index``: the agent's chips and hands, and the baseline's on the same seeds."""
    agent, baseline, opponents, options, players, index = args
    game = get_game("dragon_kings")
    seat = index % players
    out: list[Any] = []
    for spec in (agent, baseline):
        if spec is None:
            out += [None, 0]
            continue
        specs = [opponents] * players
        specs[seat] = spec
        state = play_seated(game, specs, options, index, None, 200_000)
        assert isinstance(state, HoldemState) and state.is_over
        out += [state.returns()[seat], state.hand_no]
    return out[0], out[1], out[2], out[3]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--agent", default="ismcts:hard")
    parser.add_argument("--opponents", default="caller")
    parser.add_argument("--baseline", help="the agent to pair with (default: the opponents' kind)")
    parser.add_argument("--hands", type=int, default=20_000, help="at least this many hands (of the agent's games)")
    parser.add_argument("--match-length", type=int, default=20)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--preset", default="holdem")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    baseline = args.baseline or args.opponents
    options = {"preset": args.preset, "match_length": args.match_length}
    big = get_game("dragon_kings").resolve_options(options)
    big_blind = int(str(big["blinds"]).split("/")[1])
    rows: list[tuple[float, int, float | None, int]] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        while sum(r[1] for r in rows) < args.hands:     # matches end early when players bust: play on
            missing = args.hands - sum(r[1] for r in rows)
            first = len(rows)
            batch = max(args.jobs, missing // args.match_length)
            work = [(args.agent, baseline, args.opponents, options, args.players, i)
                    for i in range(first, first + batch)]
            rows += list(pool.map(play, work, chunksize=4))
    hands = sum(r[1] for r in rows)
    per_match = hands / len(rows)
    scale = 100 / (big_blind * per_match)
    mine = [r[0] * scale for r in rows]
    theirs = [float(r[2] or 0.0) * scale for r in rows]
    mean, ci = mean_ci(mine)
    base_mean, base_ci = mean_ci(theirs)
    margin, margin_ci = mean_ci([a - b for a, b in zip(mine, theirs, strict=True)])
    print(json.dumps({
        "agent": args.agent, "opponents": args.opponents, "baseline": baseline, "players": args.players,
        "options": options, "matches": len(rows), "hands": hands,
        "bb_per_100": round(mean, 1), "bb_per_100_ci95": [round(x, 1) for x in ci],
        "baseline_bb_per_100": round(base_mean, 1), "baseline_ci95": [round(x, 1) for x in base_ci],
        "margin_bb_per_100": round(margin, 1), "margin_ci95": [round(x, 1) for x in margin_ci],
    }, indent=1))


if __name__ == "__main__":
    main()
