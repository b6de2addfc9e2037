"""The games the bench measures and at which tables, read from the registries.

Every built game (:func:`eternus.engine.registry.declarations`, in catalogue order) is
benched: a game registered is measured without an edit here. The seat counts follow from
the game's own declaration: the frame sections draw its fullest table (the most seats it
allows, the most a frame must draw), the engine and hint sections play a usual one (up to
``USUAL_PLAYERS``), and the walks that sit at each table (idle, resize, memory) seat the
person with as few AI players as the game needs. A game without a table in
:data:`eternus.ui.games.TABLES` keeps its stops there, which report why they are missing:
a game the bench cannot measure says so, it never drops out of the report.
"""

from __future__ import annotations

from eternus.engine.core import Seat
from eternus.engine.registry import declarations, get_game
from eternus.ui.games import TABLES   # names packages only: no pygame is imported

#: The engine and hint sections' table: four players, or fewer where a game seats fewer.
USUAL_PLAYERS = 4
#: The per-game sections, ``<game id>_<kind>`` (the 4K one is the frame at 3840x2160).
KINDS = ("engine", "hint", "frame", "frame_4k")


def game_ids() -> tuple[str, ...]:
    """The built games, in catalogue order."""
    return tuple(declarations())


def fullest(game_id: str) -> int:
    """The most seats the game allows: the table its frame sections draw."""
    return get_game(game_id).max_players


def usual(game_id: str) -> int:
    """The seats its engine and hint sections play with."""
    return min(get_game(game_id).max_players, USUAL_PLAYERS)


def person_and_ai(game_id: str, agent: str) -> list[Seat]:
    """The person ("You") and as few AI seats (``agent``) as the game needs to be dealt."""
    return [Seat("You"), *(Seat(f"AI {i}", agent) for i in range(1, get_game(game_id).min_players))]


def no_table(game_id: str) -> str | None:
    """Why ``game_id``'s table cannot be measured (None: it can)."""
    if game_id not in TABLES:
        return f"{game_id} has no table in eternus.ui.games.TABLES"
    return None
