"""The margin of a step and its 95 % interval, by duplicate deals or as plain play would.

Both estimators read the same rows (:class:`~eternus.ladder.deals.DealRow`):

* **duplicate**: one value a deal, the mean margin over its rotations. Each rotation's
  margin has the step's true margin as its expectation over deals (seat ``r`` is as likely
  to be any seat's deal as any other), so their mean does too: unbiased. The deals are
  independent, so the interval is the usual one over per-deal values.
* **plain**: what one game a deal would have measured: one rotation a deal, picked by a hash
  of the deal's number (not ``deal mod players``: Dragon Kings' button also moves with the
  seed, and a seat that moved in step with it would sit in the same few positions every
  time, a biased sample), or, alone at the table, the two levels on different
  deals (upper on the even deals, lower on the odd), as two unpaired samples.

Where the rows carry a luck-adjusted margin (poker's all-in equity, :mod:`eternus.ladder.allin`)
each estimator also reads it ("+equity"): an unbiased value in place of another is still
unbiased, and its interval is built the same way.

``games_ratio`` is how many more games plain play needs than the best estimator for an
interval of the same width: each duplicate deal costs ``players`` games (two for the
solitaire), so the variances are compared per game played.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass

from eternus.ladder.deals import DealRow
from eternus.match import mean_ci


@dataclass(frozen=True)
class Estimate:
    """A mean margin with its 95 % interval, from ``games`` games; ``variance`` is the
    estimator's variance times the games it plays (what one more game costs in width)."""

    margin: float
    ci95: tuple[float, float]
    games: int
    variance: float


def _variance(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return sum((v - mean) ** 2 for v in values) / (n - 1)


def duplicate(rows: Sequence[DealRow], adjusted: bool = False) -> Estimate:
    """The mean over deals of each deal's mean margin over its rotations."""
    per_deal = [sum(row.margins(adjusted)) / len(row.upper) for row in rows]
    games = sum(2 if len(row.upper) == 1 else len(row.upper) for row in rows)
    margin, ci = mean_ci(per_deal)
    per_game = _variance(per_deal) * games / len(rows) if rows else 0.0
    return Estimate(margin, ci, games, per_game)


def plain_seat(deal: int, players: int) -> int:
    """The seat plain play gives the upper level in deal ``deal``: any seat alike, and
    unrelated to anything the deal's seed decides."""
    digest = hashlib.blake2b(f"ladder plain seat {deal}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") % players


def plain(rows: Sequence[DealRow], adjusted: bool = False) -> Estimate:
    """The margin one game a deal would have given (see the module docstring).

    Its ``variance`` a game is read from every game the rows hold, not only the one a deal
    the margin uses: each rotation is a game plain play could have dealt, and the ratio of
    two variances is only as steady as the variances are."""
    if rows and len(rows[0].upper) == 1 and not adjusted:
        ups = [row.upper[0] for row in rows if row.deal % 2 == 0]
        downs = [row.even[0] for row in rows if row.deal % 2 == 1]
        if not ups or not downs:
            return Estimate(0.0, (0.0, 0.0), len(rows), 0.0)
        margin = sum(ups) / len(ups) - sum(downs) / len(downs)
        half = 1.96 * math.sqrt(_variance(ups) / len(ups) + _variance(downs) / len(downs))
        every = _variance([row.upper[0] for row in rows]) + _variance([row.even[0] for row in rows])
        return Estimate(margin, (margin - half, margin + half), len(rows), 2 * every)
    values = [row.margins(adjusted)[plain_seat(row.deal, len(row.upper))] for row in rows]
    margin, ci = mean_ci(values)
    return Estimate(margin, ci, len(values), _variance([m for row in rows for m in row.margins(adjusted)]))


def estimates(rows: Sequence[DealRow]) -> dict[str, Estimate]:
    """Every estimator the rows allow, by name; the best (the last) is the ladder's figure.
    Alone at the table the duplicate is called what it is there: the two levels paired on
    the same deals."""
    alone = bool(rows) and len(rows[0].upper) == 1
    found = {"plain": plain(rows), "paired" if alone else "duplicate": duplicate(rows)}
    if rows and all(row.adjusted for row in rows) and len(rows[0].upper) > 1:
        found["plain+equity"] = plain(rows, adjusted=True)
        found["duplicate+equity"] = duplicate(rows, adjusted=True)
    return found


def games_ratio(plain_play: Estimate, method: Estimate) -> float | None:
    """Games plain play needs for ``method``'s interval width, per game ``method`` played
    (None while either variance is unknown or zero)."""
    if method.variance <= 0.0 or plain_play.variance <= 0.0:
        return None
    return plain_play.variance / method.variance
