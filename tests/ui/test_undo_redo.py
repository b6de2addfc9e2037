"""Undo and redo at every table, and undo between people at one screen.

U (or Ctrl+Z) takes the person's last move back, the AI moves after it included; Shift+U (or
Ctrl+Y) plays exactly those moves again, so no luck is fished for. With two people at one
screen, each may take back only their own move.
"""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.session import GameSession
from tests.games import TABLE_GAME_IDS, seats
from tests.ui.helpers import frames, open_table, press

GAMES = TABLE_GAME_IDS


def _mine(table) -> bool:
    return table.hint_seat() is not None and not table.busy


def until_mine(app, table) -> None:
    for _ in range(3000):
        if _mine(table):
            return
        if table.driver is not None:
            table.driver.wait(5)
        frames(app)
    raise AssertionError("the person's move never came")


@pytest.mark.parametrize("game_id", GAMES)
def test_u_takes_the_persons_move_back_and_shift_u_plays_the_same_moves_again(app, game_id: str) -> None:
    session = GameSession.new(game_id, seats(game_id, 2), {}, 17)
    table = open_table(app, session, settle=2)
    until_mine(app, table)
    before = list(session.record.actions)
    table.apply(session.state.legal_actions()[0])
    until_mine(app, table)
    after = list(session.record.actions)
    assert len(after) > len(before)
    press(app, pygame.K_u)
    assert session.record.actions == before
    press(app, pygame.K_u, mod=pygame.KMOD_SHIFT)
    assert session.record.actions == after                    # the same moves, the AI's too
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert session.record.actions == before
    press(app, pygame.K_y, mod=pygame.KMOD_CTRL)
    assert session.record.actions == after


@pytest.mark.parametrize("game_id", ["kings_court", "draker"])
def test_at_one_screen_a_person_may_not_take_back_the_other_persons_move(app, game_id: str) -> None:
    """Told who may ("Ann moved last: only Ann can take that move back."; it said "another
    player has moved since", which the next player read as untrue), with Undo unlit for them."""
    session = GameSession.new(game_id, [Seat("Ann"), Seat("Ben")], {}, 9)
    table = open_table(app, session, settle=2)
    from eternus.ui.scenes.privacy import PrivacyScene

    last_mover = None
    for _ in range(200):                    # one person moves; the screen goes to the other
        top = app.services.stack.top
        if isinstance(top, PrivacyScene):
            app.services.stack.pop()
            frames(app, 2)
            continue
        if table.my_decision():
            if last_mover is not None and table.driver.viewer != last_mover:
                break
            last_mover = table.driver.viewer
            table.apply(session.state.legal_actions()[0])
        frames(app, 2)
    assert last_mover is not None and table.driver.viewer != last_mover and table.my_decision()
    moves = list(session.record.actions)
    press(app, pygame.K_u)
    assert session.record.actions == moves                    # the other person's move stays
    name = session.record.seats[last_mover].name
    assert table.notice is not None and table.notice.text == f"{name} moved last: only {name} can take that move back."
    frames(app)
    assert not table.undo_possible() and not table.tool_buttons["Undo"].enabled


def test_restart_asks_first_while_a_game_is_in_progress(app) -> None:
    """One click on Restart wiped a King's Court match three hands in, with no way back: now
    the table asks. Esc keeps the game as it was; Enter restarts it from its first deal."""
    import pygame

    from eternus.engine.core import Seat
    from eternus.session import GameSession
    from eternus.ui.scenes.restart_confirm import RestartConfirmScene
    from tests.ui.helpers import click, frames, open_table, press

    session = GameSession.new("kings_court", [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")], {}, 7)
    table = open_table(app, session)
    for _ in range(400):
        if len(session.record.actions) >= 6:
            break
        table.driver.wait(5)
        if table.my_decision():
            table.apply(session.state.legal_actions()[0])
        frames(app)
    played = list(session.record.actions)
    assert played
    click(app, table.tool_buttons["Restart"].rect.center)
    assert isinstance(app.services.stack.top, RestartConfirmScene)
    press(app, pygame.K_ESCAPE)
    assert app.services.stack.top is table and session.record.actions[:len(played)] == played
    click(app, table.tool_buttons["Restart"].rect.center)
    press(app, pygame.K_RETURN)
    assert app.services.stack.top is table and session.record.actions == []
