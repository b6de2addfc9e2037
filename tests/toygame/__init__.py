"""A sixth game that exists only in the tests: proof that a game is its two packages and two
registry lines.

``engine`` is a complete little game (``DECLARATION``), ``ui`` its table (``TABLE``), each
written the way a real game's package is. :func:`registered` adds both to the registries for
the length of a test and takes them away again; nothing else in the project names it, so a
generic suite it passes is one a new game passes without editing that suite.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from eternus.engine import registry
from eternus.ui import games as tables

ENGINE_PACKAGE = "tests.toygame.engine"
UI_PACKAGE = "tests.toygame.ui"
GAME_ID = "toygame"


@contextmanager
def registered() -> Iterator[str]:
    """The toy game in both registries (one line each, as a real game's) while the block
    runs; the game id is given to the block."""
    lines, table_lines = registry.LINES, dict(tables.TABLES)
    registry.LINES = (*lines, ENGINE_PACKAGE)
    tables.TABLES[GAME_ID] = UI_PACKAGE
    registry.forget()
    try:
        yield GAME_ID
    finally:
        registry.LINES = lines
        tables.TABLES.clear()
        tables.TABLES.update(table_lines)
        registry.forget()
