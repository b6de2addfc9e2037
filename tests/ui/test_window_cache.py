"""Window-sized surfaces share one small cache: a closed table's background does not stay."""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.session import GameSession
from eternus.ui import window_cache
from eternus.ui.window_cache import CAPACITY, window_sized
from tests.games import TABLE_GAME_IDS, seats
from tests.ui.helpers import frames, open_table, press

GAMES = TABLE_GAME_IDS


@pytest.fixture(autouse=True)
def empty_cache():
    window_cache.clear()
    yield
    window_cache.clear()


def test_a_surface_is_drawn_once_and_the_least_recently_used_goes_first() -> None:
    drawn: list[tuple[int, int]] = []

    @window_sized
    def sheet(size: tuple[int, int]) -> pygame.Surface:
        drawn.append(size)
        return pygame.Surface(size)

    first = sheet((10, 10))
    assert sheet((10, 10)) is first and drawn == [(10, 10)]
    for width in range(11, 11 + CAPACITY - 1):
        sheet((width, 10))
    sheet((10, 10))                                  # used again: now the most recent
    sheet((99, 10))                                  # one too many: (11, 10) goes, not (10, 10)
    assert len(window_cache.held()) == CAPACITY
    assert sheet((10, 10)) is first
    sheet((11, 10))
    assert drawn.count((11, 10)) == 2 and drawn.count((10, 10)) == 1


def test_keyword_and_positional_arguments_are_kept_apart_by_value() -> None:
    @window_sized
    def shade(size: tuple[int, int], alpha: int = 170) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        surface.fill((0, 0, 0, alpha))
        return surface

    light, dark = shade((8, 8), alpha=60), shade((8, 8), alpha=200)
    assert light is not dark and light.get_at((0, 0)).a == 60 and dark.get_at((0, 0)).a == 200
    assert shade((8, 8), alpha=60) is light


def test_visiting_every_table_keeps_no_more_window_sized_surfaces_than_the_cache_holds(app) -> None:
    app.start()
    frames(app, 2)
    for game_id in GAMES:
        seats = [Seat("You")] if game_id == "pragon" else [Seat("You"), Seat("Rook", "ismcts:easy")]
        app.services.stack.reset(open_table(app, GameSession.new(game_id, seats, {}, 5), settle=2))
        frames(app, 2)
        assert 1 <= len(window_cache.held()) <= CAPACITY, game_id
    app.close()
    assert len(window_cache.held()) == 0          # the window they were made for is gone


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_under_its_menu_draws_no_window_sized_surface_twice(app, game_id: str) -> None:
    """The cache is big enough for the busiest frame (a table, its shades, the menu over it):
    a frame that had to draw one anew would redraw it every frame (a 4K cloth takes longer
    than a frame)."""
    app.start()
    session = GameSession.new(game_id, seats(game_id, 2, "ismcts:easy"), {}, 5)
    app.services.stack.reset(open_table(app, session, settle=2))
    press(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert type(app.services.stack.top).__name__ == "PauseScene"
    before = {id(s) for s in window_cache.held()}
    frames(app, 3)
    assert {id(s) for s in window_cache.held()} == before
