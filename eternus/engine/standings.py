"""The final table of a finished match, as each game scores it.

The results screen shows every game's ending the same way (places, a score, a breakdown
per hand or per game, a few lines of who paid whom), but what the score *is* belongs to
the game: King's Court counts points and the lowest wins, Four Kings settles stakes
between players, Dragon Kings counts chips won, Draker counts life left. So each state
builds its :class:`Standings` from its own data (``State.standings()``) and the screen only
lays it out; no rule is decided in the UI.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """One player's line: place 1 is the best, and equal results share a place."""

    seat: int
    name: str
    place: int
    score: str                        # the result as a person reads it: "12 points", "+340"
    breakdown: tuple[str, ...] = ()   # one cell per column of :attr:`Standings.columns`
    shown: tuple[str, ...] = ()       # card ids the row lays open (the cards a hand ended with)


@dataclass(frozen=True)
class Standings:
    """Every player's line, best first, under the game's own headings."""

    score_heading: str                # "Points (lowest wins)", "Chips won", ...
    rows: tuple[Standing, ...]
    columns: tuple[str, ...] = ()     # headings of the breakdown: "Hand 1", "Hand 2", ...
    lines: tuple[str, ...] = ()       # how it ended, who paid whom

    def place_of(self, seat: int) -> int:
        return next(row.place for row in self.rows if row.seat == seat)


def ranked(names: Sequence[str], values: Sequence[float], *, higher_is_better: bool,
           score: Callable[[int], str], breakdown: Callable[[int], tuple[str, ...]] = lambda _: (),
           teams: Sequence[int] = (), shown: Callable[[int], tuple[str, ...]] = lambda _: (),
           ) -> tuple[Standing, ...]:
    """The players ordered by ``values`` (ties keep seat order and share a place).

    With ``teams`` (each seat's partnership, partners sharing one value) partners stand
    together and a place counts the teams ahead, not the players: two pairs read "1st, 1st,
    2nd, 2nd", as the table would say it, not "1st, 1st, 3rd, 3rd"."""
    sign = -1 if higher_is_better else 1
    team = list(teams) if teams else list(range(len(names)))
    first_of = {t: min(s for s in range(len(names)) if team[s] == t) for t in set(team)}
    order = sorted(range(len(names)), key=lambda s: (sign * values[s], first_of[team[s]], s))
    rows: list[Standing] = []
    for seat in order:
        ahead = {team[other] for other in range(len(names)) if sign * values[other] < sign * values[seat]}
        rows.append(Standing(seat, names[seat], len(ahead) + 1, score(seat), breakdown(seat), shown(seat)))
    return tuple(rows)


def signed(amount: float) -> str:
    """+12, -3, 0: a net result with its sign (whole numbers without a decimal point)."""
    value = int(amount) if float(amount).is_integer() else amount
    return f"{value:+}" if value else "0"


def by_returns(names: Sequence[str], returns: Sequence[float]) -> Standings:
    """The standings any game has: its ``returns()``, higher better."""
    return Standings("Result", ranked(names, returns, higher_is_better=True,
                                      score=lambda s: signed(returns[s])))
