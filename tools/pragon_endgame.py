"""Measure the exact end of a Pragon deal (``eternus/engine/pragon/endgame.py``): how far its
reach goes, and what it wins over the search.

    python tools/pragon_endgame.py sizes --first-seed 3000 --deals 150 --out runs/sizes.jsonl
    python tools/pragon_endgame.py play --iterations 1000 --first-seed 1000 --deals 300 --out runs/gain.jsonl
    python tools/pragon_endgame.py summary runs/gain.jsonl

``sizes`` plays deals by the rules of thumb and, at every decision with at most eight cards
left to draw, solves it within 40,000 positions: one line per decision (cards left, solved,
positions opened, seconds). ``summary`` of such a file gives the reach by cards left.

``play`` plays deals with the level's search *without* the exact end (an iteration cap, no
clock: the same deal plays the same on any machine) and, at every decision within a level's
reach (``ENDGAME_REACH``) that the solver answers, writes down what the search's move gave
away: the best chance less the chance after the search's move. Summed over a deal, that is
what the exact end adds to it, on average exactly: the first position the solver answers is
where the two players part, and every step after it that the search gets wrong costs the
chance it gave away (the chances of the positions in between cancel out). So a few hundred
deals measure a gain far smaller than a win count over them could show. ``summary`` gives
the gain a deal with its standard error, per level, and how many decisions within reach the
solver answered (the others cost the search the time the solver spent).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from eternus.engine.ai import IsmctsAgent  # noqa: E402
from eternus.engine.pragon.ai import ENDGAME_REACH, LEVELS, POLICY, action_score  # noqa: E402
from eternus.engine.pragon.endgame import EndgameSolver, Solution  # noqa: E402
from eternus.engine.pragon.game import PragonGame, new_game  # noqa: E402
from eternus.engine.pragon.state import PragonState  # noqa: E402
from eternus.engine.rng import Rng  # noqa: E402
from eternus.match import agent_seed  # noqa: E402

GAME = PragonGame()
SIZES_DECK = 8
SIZES_POSITIONS = 40000
MEASURE_POSITIONS = 1_000_000      # the chance after the search's move: measured, not played


def sizes_of_deal(seed: int) -> list[dict[str, Any]]:
    state = new_game(seed)
    rng = Rng(seed)
    lines = []
    while not state.is_over:
        if len(state.deck) <= SIZES_DECK and len(state.legal_actions()) > 1:
            solver = EndgameSolver(SIZES_POSITIONS, action_score)
            start = time.perf_counter()
            solved = solver.solve(state) is not None
            lines.append({"seed": seed, "deck": len(state.deck), "solved": solved,
                          "positions": solver.opened, "seconds": round(time.perf_counter() - start, 4)})
        state.apply(POLICY.rollout_action(state, rng))
    return lines


def gain_of_deal(seed: int, iterations: int) -> dict[str, Any]:
    """One deal played by the search alone; at each decision within a level's reach, what
    its move gave away."""
    state = new_game(seed)
    config = replace(LEVELS["normal"], iterations=iterations, seconds=None)
    agent = IsmctsAgent(config, agent_seed(seed, 0), name=f"ismcts {iterations}")
    given_away: dict[str, list[float]] = {level: [] for level in ENDGAME_REACH}
    tried = dict.fromkeys(ENDGAME_REACH, 0)
    solved = dict.fromkeys(ENDGAME_REACH, 0)
    while not state.is_over:
        legal = state.legal_actions()
        view = state.view(0)
        action = agent.choose(GAME, view, 0, legal)
        if len(legal) > 1:
            world = GAME.determinize(view, 0, Rng(seed))
            assert isinstance(world, PragonState)
            for level, reach in ENDGAME_REACH.items():
                if len(state.deck) <= reach.deck:
                    tried[level] += 1
                    solution = EndgameSolver(reach.positions, action_score).solve(world)
                    if solution is not None:
                        solved[level] += 1
                        given_away[level].extend(_given_away(world, action, solution))
        state.apply(action)
    return {"seed": seed, "won": state.returns()[0] > 0, "given_away": given_away, "tried": tried,
            "solved": solved}


def _given_away(world: PragonState, action: Any, solution: Solution) -> list[float]:
    if solution.action == action:
        return []
    after = EndgameSolver(MEASURE_POSITIONS, action_score).chance_after(world, action)
    assert after is not None
    return [round(solution.chance - after, 6)]


def _append(out: Path, lines: list[dict[str, Any]]) -> None:
    with out.open("a", encoding="utf-8") as file:
        for line in lines:
            file.write(json.dumps(line) + "\n")


def _done(out: Path) -> set[int]:
    if not out.exists():
        return set()
    return {json.loads(line)["seed"] for line in out.read_text(encoding="utf-8").splitlines() if line}


def summary(path: Path) -> list[str]:
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    if lines and "deck" in lines[0]:
        report = []
        for deck in sorted({line["deck"] for line in lines}):
            at = [line for line in lines if line["deck"] == deck]
            solved = sorted(line["positions"] for line in at if line["solved"])
            median = solved[len(solved) // 2] if solved else "-"
            report.append(f"{deck} cards left: {len(solved)} of {len(at)} solved, "
                          f"median {median} positions")
        return report
    deals = len(lines)
    won = sum(1 for line in lines if line["won"])
    report = [f"{deals} deals, the search alone won {won}"]
    for level in ENDGAME_REACH:
        per_deal = [sum(line["given_away"][level]) for line in lines]
        mean = sum(per_deal) / deals
        spread = math.sqrt(sum((x - mean) ** 2 for x in per_deal) / max(1, deals - 1))
        moves = sum(len(line["given_away"][level]) for line in lines)
        tried = sum(line.get("tried", {}).get(level, 0) for line in lines)
        solved = sum(line.get("solved", {}).get(level, 0) for line in lines)
        answered = f", {solved} of {tried} decisions in reach solved" if tried else ""
        report.append(f"{level} reach: +{100 * mean:.2f} % a deal (se {100 * spread / math.sqrt(deals):.2f}), "
                      f"{moves} moves other than the search's{answered}")
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("sizes", "play"):
        command = commands.add_parser(name)
        command.add_argument("--first-seed", type=int, default=1000)
        command.add_argument("--deals", type=int, default=100)
        command.add_argument("--out", required=True)
        if name == "play":
            command.add_argument("--iterations", type=int, default=1000)
    commands.add_parser("summary").add_argument("file")
    args = parser.parse_args()
    if args.command == "summary":
        print("\n".join(summary(Path(args.file))))
        return
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    done = _done(out)
    for seed in range(args.first_seed, args.first_seed + args.deals):
        if seed in done:
            continue
        _append(out, sizes_of_deal(seed) if args.command == "sizes" else [gain_of_deal(seed, args.iterations)])


if __name__ == "__main__":
    main()
