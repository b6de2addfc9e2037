"""H at every table: the normal AI's move for the person to act, shown and counted.

The hint is thought from the person's own view on a worker thread; it appears as words over
the table (and, where the move is a card or an announcement, on the table itself), is
dropped at the next move, is refused while an AI seat decides, and the match's hint count
reaches the statistics.
"""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.engine.draker.actions import Lay
from eternus.engine.kings_court.actions import Play
from eternus.session import GameSession
from eternus.storage import Statistics
from tests.games import TABLE_GAME_IDS, seats
from tests.ui.helpers import frames, open_table, press

GAMES = TABLE_GAME_IDS


def _mine(table) -> bool:
    return table.hint_seat() is not None and not table.busy


def table_at_my_move(app, game_id: str):
    session = GameSession.new(game_id, seats(game_id, 2), {}, 11)
    table = open_table(app, session, settle=2)
    for _ in range(3000):
        if _mine(table):
            return table
        table.driver.wait(5)
        frames(app)
    raise AssertionError("the person's move never came")


@pytest.mark.parametrize("game_id", GAMES)
def test_h_asks_the_ai_for_the_persons_move_and_shows_it(app, game_id: str) -> None:
    table = table_at_my_move(app, game_id)
    press(app, pygame.K_h)
    assert table.session.hint_count == 1
    table.hinter.wait(30)
    frames(app)
    hint = table.hint
    assert hint is not None and hint in table.session.state.legal_actions()
    assert table.notice is not None and table.notice.text.startswith("Hint: ")
    if isinstance(hint, Play):
        assert table.input.focused_card() == hint.card          # lifted out of the fan: Enter plays it
    if isinstance(hint, Lay):
        assert table.input.builder.lay() == hint                  # the trays hold it: Enter announces it
    table.apply(hint)
    assert table.hint is None                                     # gone with the next move


def test_a_hint_is_refused_while_an_ai_seat_decides(app) -> None:
    from tests.ui.helpers import played_until

    seats = [Seat("You"), Seat("Rook", "random")]
    session = played_until("kings_court", seats, {}, lambda s: s.state.to_act == 1)
    table = open_table(app, session, settle=0)                   # before the AI seat has moved
    assert table.driver.seat == 1 and table.hint_seat() is None
    table.ask_hint()
    assert table.notice is not None and "not your decision" in table.notice.text
    assert table.session.hint_count == 0 and table.hinter is None


def test_the_hints_of_a_match_reach_the_statistics(storage) -> None:
    from eternus.outcome import record_finished
    from tests.ui.helpers import finished_session

    session = finished_session()
    session.hint_count = 3
    record_finished(storage, session)
    assert Statistics(storage).for_game("pragon").hints == 3
    again = GameSession.from_json(session.to_json())
    assert again.hint_count == 3


@pytest.mark.parametrize("game_id", GAMES)
def test_hints_turned_off_in_settings_give_none(app, game_id: str) -> None:
    """Settings' "Hints" toggle was stored and read by nothing: H still hinted at every table."""
    app.services.settings["show_hints"] = False
    table = table_at_my_move(app, game_id)
    press(app, pygame.K_h)
    assert table.session.hint_count == 0 and table.hinter is None
    assert table.notice is not None and table.notice.text == "Hints are turned off in Settings."


def test_the_pragon_hint_button_is_off_while_hints_are(app) -> None:
    app.services.settings["show_hints"] = False
    table = open_table(app, GameSession.new("pragon", [Seat("You")], {}, 4), settle=2)
    frames(app, 2)
    assert not table.tool_buttons["Hint"].enabled
