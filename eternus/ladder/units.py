"""The unit a game's margin is told in: what a player of that game counts.

A margin is measured as the upper level's result minus the table's mean in the same game
(see :mod:`eternus.ladder.deals`); the unit turns it into the figure a player knows: big
blinds per 100 hands at Dragon Kings, a share of games won where one seat wins, stakes a
game at Four Kings, more deals won in 100 at the solitaire.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

#: ``share``: the upper level's share of games won (even = one in ``players``);
#: ``amount``: chips or stakes, even = 0; ``paired_rate``: wins on the same deals, upper minus lower.
Kind = Literal["share", "amount", "paired_rate"]


@dataclass(frozen=True)
class Unit:
    """How a margin reads: ``value = even + scale * margin``, printed with ``label``; ``noun``
    is what one game is called (duels, hands) and ``phrase`` how an amount reads in a
    sentence ("big blinds every 100 hands")."""

    kind: Kind
    label: str
    scale: float
    even: float
    noun: str = "games"
    phrase: str = ""

    def value(self, margin: float) -> float:
        return self.even + self.scale * margin

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "label": self.label, "scale": self.scale, "even": self.even,
                "noun": self.noun, "phrase": self.phrase}


def unit_for(game_id: str, players: int, options: dict[str, Any]) -> Unit:
    """The natural unit of ``game_id`` at a table of ``players`` dealt with ``options``."""
    if players == 1:
        return Unit("paired_rate", "more deals won in 100", 100.0, 0.0, "deals")
    if game_id == "dragon_kings":
        big_blind = int(str(options["blinds"]).split("/")[1])
        return Unit("amount", "big blinds per 100 hands", 100.0 / big_blind, 0.0, "hands",
                    "big blinds every 100 hands")
    if game_id == "four_kings":
        return Unit("amount", "stakes a game", 1.0, 0.0, "games", "stakes a game")
    noun = "duels" if game_id == "draker" and players == 2 else "games"
    return Unit("share", f"share of {noun} won", 1.0, 1.0 / players, noun)
