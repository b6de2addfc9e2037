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
