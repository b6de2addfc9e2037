"""The games the generic tests run over, read from the registries (never a hand-kept list).

A game registered in :mod:`eternus.engine.registry` and :data:`eternus.ui.games.TABLES`
joins every parametrized suite that imports these; a suite that a game cannot take part in
leaves it out by what the game declares (its seat counts, its table's declaration), so the
exclusion is written once, on the game, and says why.
"""

from __future__ import annotations

from eternus.engine.core import Seat
from eternus.engine.registry import declarations, get_game
from eternus.ui.games import TABLES, table_declaration

#: Every built game, in catalogue order.
GAME_IDS: tuple[str, ...] = tuple(declarations())
#: The built games that have a table.
TABLE_GAME_IDS: tuple[str, ...] = tuple(g for g in GAME_IDS if g in TABLES)
#: Tables of games for several players: they end on a standings sheet (a one-seat game
#: has nobody to be placed against).
SEVERAL_SEATS_TABLE_IDS: tuple[str, ...] = tuple(g for g in TABLE_GAME_IDS if get_game(g).max_players > 1)


def event_log_table_ids() -> tuple[str, ...]:
    """Tables whose resumed log is their events' lines said again (the declaration says which
    show something else: ``TableDeclaration.log_restored_from_events``). A function: reading
    the declarations imports the tables, and with them pygame, which the engine's tests that
    import this module do not need."""
    return tuple(g for g in TABLE_GAME_IDS if table_declaration(g).log_restored_from_events)

NAMES = ("You", "Rook", "Wren", "Kite", "Ash", "Moss", "Fern", "Jay", "Lark")


def seats(game_id: str, wanted: int, agent: str = "random", person: bool = True) -> list[Seat]:
    """``wanted`` seats, or as near as the game allows; the first is the person ("You") unless
    ``person`` is False, the rest play ``agent``."""
    game = get_game(game_id)
    count = min(max(wanted, game.min_players), game.max_players)
    return [Seat(NAMES[i], "human" if person and i == 0 else agent) for i in range(count)]
