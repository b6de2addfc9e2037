"""A sixth game's table opens from its registration alone: the tests' toy game (tests/toygame),
registered here only, is found by id, laid out from its own map, drawn, and played a move."""

from __future__ import annotations

import pygame

from eternus.engine.core import Seat
from eternus.session import GameSession
from eternus.ui.games import table_declaration
from tests.toygame import registered
from tests.toygame.ui.table import CARD_ZONES, MAP
from tests.ui.helpers import frames, open_table, shot


def test_a_registered_games_table_opens_from_its_declaration_and_draws_its_map(app) -> None:
    with registered() as game_id:
        assert table_declaration(game_id).rules_page == "toygame.md"
        app.start()
        session = GameSession.new(game_id, [Seat("You"), Seat("Rook", "random")], {}, 3)
        table = open_table(app, session, settle=2)
        assert type(table).__module__ == "tests.toygame.ui.table"
        assert table.layout.source == str(MAP)
        shown = {zone: len(table.display.piles[zone]) for zone in CARD_ZONES}
        assert shown["hand:0"] == 2 and shown["hand:1"] == 2 and shown["deck"] == 4
        before = pygame.image.tobytes(app.screen, "RGB")
        session_moves = len(session.record.actions)
        table.apply(session.state.legal_actions()[0])
        frames(app, 3)
        assert len(session.record.actions) > session_moves
        assert pygame.image.tobytes(app.screen, "RGB") != before       # the move was drawn
        shot(app, "toygame_table")


def test_a_registered_games_table_passes_the_tables_generic_suites(app, monkeypatch) -> None:
    """The suites every table runs (undo and redo, the hint, the resumed log, the results
    sheet, the window cache under the menu, text that never lands on other text) run on the
    toy's table as they are written."""
    import tests.ui.test_hints as hints
    import tests.ui.test_results_sheet as results
    import tests.ui.test_resume_log as resume_log
    import tests.ui.test_text_size as text_size
    import tests.ui.test_undo_redo as undo_redo
    import tests.ui.test_window_cache as window_cache

    with registered() as game_id:
        undo_redo.test_u_takes_the_persons_move_back_and_shift_u_plays_the_same_moves_again(app, game_id)
        hints.test_h_asks_the_ai_for_the_persons_move_and_shows_it(app, game_id)
        resume_log.test_a_resumed_match_shows_the_log_it_had(app, game_id)
        results.test_results_show_the_games_own_standings_and_the_persons_place(app, game_id)
        window_cache.test_a_table_under_its_menu_draws_no_window_sized_surface_twice(app, game_id)
        text_size.test_normal_text_lays_out_without_overlaps_too(app, monkeypatch, game_id)
