"""Four Kings' options as the rules read them (declared for the setup screen in
:class:`~eternus.engine.four_kings.game.FourKingsGame`; the two are tied by
:func:`~eternus.engine.option_record.bind`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from eternus.engine.option_record import GameOptions


@dataclass(frozen=True)
class FourKingsOpts(GameOptions):
    """The variant, how it is scored, and the house rules of a series."""

    variant: str                               #: a key of ``variants.VARIANTS``
    scoring: Literal["gambling", "drinking"]
    pips: int | Literal["rolled"]
    towers_double: bool
    taveren: Literal["off", "6_and_8", "rolled"]
    games: int
    stakes: int
    rounds: int
