"""Pragon's house rules as the rules read them (declared for the setup screen in
:class:`~eternus.engine.pragon.game.PragonGame`; the two are tied by
:func:`~eternus.engine.option_record.bind`)."""

from __future__ import annotations

from dataclasses import dataclass

from eternus.engine.option_record import GameOptions


@dataclass(frozen=True)
class PragonOpts(GameOptions):
    """The two house rules a deal is played with."""

    hard_mode: bool
    jokers_only_flip: bool
