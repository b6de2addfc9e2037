"""Every built game is declared once per layer, and the two declarations agree."""

from __future__ import annotations

import pytest

from eternus.engine.registry import catalogue, games
from eternus.paths import asset
from eternus.ui.games import TABLES, table_declaration
from eternus.ui.table.layout import table_map_path


def test_every_built_game_has_exactly_one_table_and_no_table_lacks_a_game():
    assert set(TABLES) == set(games())
    assert [e.id for e in catalogue() if e.built] == list(TABLES)


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_table_package_mirrors_its_engine_package_and_its_files_exist(game_id):
    declared = table_declaration(game_id)
    assert TABLES[game_id] == f"eternus.ui.games.{game_id}"
    assert declared.scene.__module__ == f"eternus.ui.games.{game_id}.table"
    assert asset("docs", "rules", declared.rules_page).is_file()
    assert table_map_path(game_id).is_file()


def test_a_game_without_a_table_is_refused_by_name():
    with pytest.raises(ValueError, match="dragon_chess"):
        table_declaration("dragon_chess")
