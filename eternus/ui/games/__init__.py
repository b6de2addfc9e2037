"""One package per game's table, mirroring ``eternus/engine/<game>/``; this is where they are named.

Each package declares itself once in its ``__init__.py`` (``TABLE = TableDeclaration(...)``)
and is listed below by one line. Tables are imported when asked for, so starting the program
does not load every game's UI.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING
from collections.abc import Callable

if TYPE_CHECKING:
    from eternus.session import GameSession
    from eternus.ui.scene import Scene, Services
    from eternus.ui.table.guide import GuideStep


@dataclass(frozen=True)
class TableDeclaration:
    """A game's table: the scene that plays it, its rules page (a file in docs/rules/), and
    its guided first hand (the fixed deal's number and the callouts, in ``guide.py``).

    ``log_restored_from_events`` is what a resumed match's log shows: its last events' lines
    said again (True), or a history of the table's own (False: Dragon Kings' hand history,
    kept by its engine). The tests read it rather than keep a list of the tables that differ.
    """

    scene: Callable[[Services, GameSession], Scene]
    rules_page: str
    guide_seed: int
    guide_players: int
    guide_steps: list[GuideStep]
    log_restored_from_events: bool = True


#: Game id -> the package of its table.
TABLES: dict[str, str] = {
    "pragon": "eternus.ui.games.pragon",
    "dragon_kings": "eternus.ui.games.dragon_kings",
    "four_kings": "eternus.ui.games.four_kings",
    "draker": "eternus.ui.games.draker",
    "kings_court": "eternus.ui.games.kings_court",
}


def table_declaration(game_id: str) -> TableDeclaration:
    """The declared table of ``game_id``; ValueError for a game without a table."""
    package = TABLES.get(game_id)
    if package is None:
        raise ValueError(f"there is no table for the game {game_id!r} yet")
    declared = importlib.import_module(package).TABLE
    if not isinstance(declared, TableDeclaration):
        raise TypeError(f"{package}.TABLE is not a TableDeclaration")
    return declared


def make_table(services: Services, session: GameSession) -> Scene:
    """The table scene for ``session.game.id``; ValueError for a game without a table."""
    return table_declaration(session.game.id).scene(services, session)
