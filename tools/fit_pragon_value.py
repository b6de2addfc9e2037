"""Fit the Pragon search's leaf value (``eternus/engine/pragon/value.py``) and print its weights.

    python tools/fit_pragon_value.py --games 120000 --jobs 2     (needs numpy: pip install -e ".[tuning]")

How: the rollout policy plays ``--games`` seeded deals, with one move in twenty at random so
that the positions vary. Every position a deal passes through is a row of the model's
features, labelled with that deal's result. A logistic regression (Newton's method, a
little ridge) is fitted on nine rows in ten (by deal) and checked on the tenth, against the
table's own heuristic. The printed weights go into ``value.WEIGHTS``; with the defaults the
output is the tuple that is there now.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import logistic  # noqa: E402  (tools/logistic.py, beside this file)

from eternus.engine.core import Seat  # noqa: E402
from eternus.engine.pragon.ai import POLICY  # noqa: E402
from eternus.engine.pragon.state import PragonState  # noqa: E402
from eternus.engine.pragon.value import FEATURES, features  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402
from eternus.engine.rng import Rng  # noqa: E402

RANDOM_MOVE = 0.05


def deal_rows(seed: int) -> tuple[list[tuple[float, ...]], bool, list[float]]:
    """The features of every position of deal ``seed``, whether it was won, and the table
    heuristic of each position (the old leaf value, for comparison)."""
    state = get_game("pragon").new((Seat("A", "rollout"),), {}, seed)
    assert isinstance(state, PragonState)
    rng = Rng(seed * 7 + 1)
    rows: list[tuple[float, ...]] = []
    old: list[float] = []
    while not state.is_over:
        rows.append(features(state))
        old.append(state.heuristic(0))
        explore = rng.random() < RANDOM_MOVE
        action = rng.choice(state.legal_actions()) if explore else POLICY.rollout_action(state, rng)
        state.apply_unchecked(action)
    return rows, state.result == "won", old


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=120_000)
    parser.add_argument("--first-seed", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--ridge", type=float, default=1e-3)
    args = parser.parse_args()
    np = logistic.numpy_or_exit()

    seeds = range(args.first_seed, args.first_seed + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        deals = list(pool.map(deal_rows, seeds, chunksize=500))
    x = np.array([row for rows, _, _ in deals for row in rows])
    y = np.array([float(won) for rows, won, _ in deals for _ in rows])
    old = np.array([h for _, _, hs in deals for h in hs])
    held_out = np.array([seed % 10 == 0 for seed, (rows, _, _) in zip(seeds, deals, strict=True) for _ in rows])

    weights, p, won = logistic.fit_held_out(x, y, held_out, args.ridge, steps=25)
    print(f"{len(y):,} positions from {args.games:,} deals; won {np.mean([w for _, w, _ in deals]):.1%}")
    print(f"held out: correlation with the result {np.corrcoef(p, won)[0, 1]:.3f} "
          f"(table heuristic {np.corrcoef(old[held_out], won)[0, 1]:.3f})")
    logistic.print_weights(FEATURES, weights, digits=4)


if __name__ == "__main__":
    main()
