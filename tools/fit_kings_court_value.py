"""Fit the King's Court expert's leaf value (``eternus/engine/kings_court/value.py``) and print it.

    python tools/fit_kings_court_value.py --jobs 2     (needs numpy: pip install -e ".[tuning]")

How: the hard rules (the expert's own playout moves) play one-hand matches of four, one per
deal of ``--deals START:COUNT`` (repeatable). At about one move in seven each seat's
features are a row, labelled with whether that seat won the match. A logistic regression
(Newton's method, a little ridge) is fitted on the deals not ending in 0 and checked on
those that do, against hand size alone. The printed weights go into ``value.WEIGHTS``;
with the defaults the output is the tuple that is there now.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import logistic  # noqa: E402  (tools/logistic.py, beside this file)

from eternus.engine.ai.base import policy_for  # noqa: E402
from eternus.engine.core import Seat  # noqa: E402
from eternus.engine.kings_court.state import KingsCourtState  # noqa: E402
from eternus.engine.kings_court.value import FEATURES, features  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402
from eternus.engine.rng import Rng  # noqa: E402

SAMPLED = 0.15       # the share of positions that become rows (neighbours are near copies)
SEATS = 4
DEFAULT_DEALS = ("100000:6000", "200000:6000")


def deal_rows(seed: int) -> list[tuple[tuple[float, ...], float]]:
    """(features, won) for each seat at the sampled positions of deal ``seed``."""
    game = get_game("kings_court")
    policy = policy_for(game).at_level("hard")
    state = game.new(tuple(Seat(f"S{i}", "ai") for i in range(SEATS)), {"max_hands": 1}, seed)
    assert isinstance(state, KingsCourtState)
    rng = Rng(seed * 13 + 5)
    rows: list[tuple[tuple[float, ...], int]] = []
    while not state.is_over:
        if rng.random() < SAMPLED and state.live:
            rows.extend((features(state, seat), seat) for seat in range(SEATS))
        state.apply_unchecked(policy.rollout_action(state, rng))
    result = state.returns()
    return [(row, result[seat]) for row, seat in rows]


def seeds_of(specs: list[str]) -> list[int]:
    seeds: list[int] = []
    for spec in specs:
        start, _, count = spec.partition(":")
        seeds.extend(range(int(start), int(start) + int(count)))
    return seeds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", action="append", metavar="START:COUNT",
                        help=f"deals to play (repeatable; default {' '.join(DEFAULT_DEALS)})")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--ridge", type=float, default=1e-3)
    args = parser.parse_args()
    np = logistic.numpy_or_exit()

    seeds = seeds_of(args.deals or list(DEFAULT_DEALS))
    with ProcessPoolExecutor(args.jobs) as pool:
        deals = list(pool.map(deal_rows, seeds, chunksize=200))
    x = np.array([row for rows in deals for row, _ in rows])
    y = np.array([won for rows in deals for _, won in rows])
    held_out = np.array([seed % 10 == 0 for seed, rows in zip(seeds, deals, strict=True) for _ in rows])

    weights, p, won = logistic.fit_held_out(x, y, held_out, args.ridge, steps=30)
    cards = x[held_out][:, FEATURES.index("1 / cards in hand")]
    print(f"{len(y):,} rows from {len(seeds):,} deals")
    print(f"held out: correlation with the result {np.corrcoef(p, won)[0, 1]:.3f} "
          f"(1 / hand size alone {abs(np.corrcoef(cards, won)[0, 1]):.3f})")
    logistic.print_weights(FEATURES, weights, digits=3)


if __name__ == "__main__":
    main()
