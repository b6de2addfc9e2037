"""Dragon Kings' options as the rules read them (declared for the setup screen in
:class:`~eternus.engine.dragon_kings.game.DragonKingsGame`; the two are tied by
:func:`~eternus.engine.option_record.bind`)."""

from __future__ import annotations

from dataclasses import dataclass

from eternus.engine.option_record import GameOptions


@dataclass(frozen=True)
class DragonKingsOpts(GameOptions):
    """The table a match is dealt at: its preset and chips, and how long it lasts."""

    preset: str          #: a key of ``presets.PRESETS``
    buy_in: int
    blinds: str          #: a key of ``rules.BLINDS`` ("5/10")
    ante: int
    rebuys: int
    match_length: int    #: hands; 0 plays until one seat holds every chip
