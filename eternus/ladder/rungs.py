"""Which levels a game's ladder climbs, and at which table each step is played.

The rungs come from the game's own policy (``GamePolicy.levels``), under random play and
the rule-of-thumb player: random < greedy < easy < normal < hard (< expert). Each step puts
one rung against the rung below. Dragon Kings adds the yardsticks the issue names: hard
against a calling station and against a maniac who always raises.

The table: the seat count and options of the comparisons the issue asks for (six seats of
one-hand matches at Dragon Kings, so a game is a hand; four seats at Four Kings and King's
Court, duels at Draker). A game not listed plays at its fewest seats and quick options.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from eternus.engine.ai import policy_for
from eternus.engine.core import Game


@dataclass(frozen=True)
class Step:
    """``upper`` measured against ``lower`` (agent specs, as ``sim`` takes them)."""

    upper: str
    lower: str

    @property
    def key(self) -> str:
        return f"{self.upper}>{self.lower}"


@dataclass(frozen=True)
class Table:
    """Seats and options a game's ladder plays at, its extra steps, and how many run-outs
    the all-in equity averages (0: the game has no all-in run-out)."""

    players: int
    options: dict[str, Any] = field(default_factory=dict)
    extra: tuple[Step, ...] = ()
    allin_samples: int = 0


TABLES: dict[str, Table] = {
    "dragon_kings": Table(6, {"match_length": 1, "rebuys": 0},
                          (Step("ismcts:hard", "caller"), Step("ismcts:hard", "greedy+maniac")), 32),
    "four_kings": Table(4),
    "kings_court": Table(4),
    "draker": Table(2),
    "pragon": Table(1),
}


def table_for(game: Game) -> Table:
    """The table of ``game``'s ladder (see the module docstring)."""
    return TABLES.get(game.id, Table(game.min_players))


def rungs(game: Game) -> list[str]:
    """The agents of the ladder, weakest first."""
    return ["random", "greedy", *(f"ismcts:{level}" for level in policy_for(game).levels)]


def steps(game: Game) -> list[Step]:
    """Each rung against the one below, then the game's extra steps."""
    ladder = rungs(game)
    return [Step(up, down) for down, up in zip(ladder, ladder[1:], strict=False)] + list(table_for(game).extra)


def label(spec: str) -> str:
    """A player's name for an agent spec: "ismcts:hard" -> "Hard", "greedy+maniac" -> "Maniac"."""
    names = {"random": "Random", "greedy": "Greedy", "caller": "Calling station",
             "greedy+maniac": "Maniac"}
    if spec in names:
        return names[spec]
    return spec.partition(":")[2].capitalize() or spec


def in_sentence(spec: str) -> str:
    """The name inside a sentence: a yardstick is a kind of player ("ahead of the calling
    station"), a level a name ("ahead of Normal")."""
    return f"the {label(spec).lower()}" if spec in ("caller", "greedy+maniac") else label(spec)
