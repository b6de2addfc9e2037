"""The table template: every game's table starts and plays a move through the one flow in
TableScene, fills in its hooks, and declares its optional parts instead of having them
looked up by name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from eternus.engine.registry import get_game
from eternus.session import GameSession
from eternus.ui.games import TABLES, make_table, table_declaration
from eternus.ui.scenes.common import default_seats
from eternus.ui.table.table_scene import TableScene

UI = Path(__file__).resolve().parents[2] / "eternus" / "ui"


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_no_table_has_its_own_start_or_apply(game_id: str) -> None:
    scene = table_declaration(game_id).scene
    assert isinstance(scene, type) and issubclass(scene, TableScene)
    own = {name for cls in scene.__mro__ if cls not in TableScene.__mro__ for name in vars(cls)}
    assert not own & {"start", "apply"}, f"{scene.__name__} copies the template's {own & {'start', 'apply'}}"


def test_the_template_finds_no_part_of_a_table_by_name() -> None:
    """Optional parts (driver, display, the deck, the input's buttons) are declared on the
    table's type; ``getattr``/``hasattr`` on a table would hide a part nobody declared."""
    found = []
    for path in [*(UI / "table").glob("*.py"), *(UI / "games").glob("*/table.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and isinstance(node.args[0], ast.Name)
                    and node.args[0].id == "self"):
                found.append(f"{path.relative_to(UI)}:{node.lineno}")
    assert not found


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_restart_starts_the_table_over_through_the_template(app, game_id: str) -> None:
    """The template's start resets what every table shares: the log says only the opening,
    no hint or big moment stays, the results are not marked shown."""
    table = make_table(app.services, GameSession.new(game_id, default_seats(get_game(game_id)), {}, 4))
    assert isinstance(table, TableScene)
    app.stack.push(table)
    opening = list(table.log_lines)
    table.say("a line from before the restart")
    table.announce("a big moment")
    table.results_shown = True
    table.restart_now()            # nothing played yet: no question asked
    assert list(table.log_lines) == opening
    assert table.announcement is None and table.hint is None and not table.results_shown
    assert (table.driver is None) == (type(table).TURNS == "solitaire")
