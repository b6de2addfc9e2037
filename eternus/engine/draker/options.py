"""Draker's options as the rules read them (declared for the setup screen in
:class:`~eternus.engine.draker.game.DrakerGame`; the two are tied by
:func:`~eternus.engine.option_record.bind`)."""

from __future__ import annotations

from dataclasses import dataclass

from eternus.engine.option_record import GameOptions


@dataclass(frozen=True)
class DrakerOpts(GameOptions):
    """How much life each player starts with (and the most healing brings back)."""

    life: int
