"""One table per game. ``make_table(services, session)`` picks the scene for the session's game.

Tables are imported when asked for, so starting the program does not load every game's UI.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from eternus.session import GameSession
    from eternus.ui.scene import Scene, Services


def make_table(services: "Services", session: "GameSession") -> "Scene":
    """The table scene for ``session.game.id``; ValueError for a game without a table."""
    game_id = session.game.id
    if game_id == "pragon":
        from eternus.ui.games.pragon_table import PragonTable

        return PragonTable(services, session)
    if game_id == "four_kings":
        from eternus.ui.games.four_kings_table import FourKingsTable

        return FourKingsTable(services, session)
    if game_id == "kings_court":
        from eternus.ui.games.kings_court_table import KingsCourtTable

        return KingsCourtTable(services, session)
    raise ValueError(f"there is no table for the game {game_id!r} yet")
