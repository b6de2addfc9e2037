"""The logical canvas drawn at the real pixel size: the transform, text, cards and shapes.

Everything a scene draws is measured in logical 1920x1080 pixels; on a 3840x2160 window it
must come out twice as large *in real pixels* (rendered there, not stretched), and at
1920x1080 exactly as before.
"""

from __future__ import annotations

import pygame
import pytest

from eternus.ui import draw, fonts, theme
from eternus.ui.app import App
from eternus.ui.canvas import Canvas, View
from eternus.ui.table.card_art import CardArt, card_size
from eternus.ui.table.sprites import CardSprite

from .helpers import DT


def canvas(size: tuple[int, int]) -> Canvas:
    return Canvas(pygame.Surface(size, pygame.SRCALPHA))


def ink(c: Canvas) -> pygame.Rect:
    """Where anything was drawn, in real pixels."""
    return c.surface.get_bounding_rect()


@pytest.mark.parametrize("size,scale,offset", [
    ((1920, 1080), 1.0, (0, 0)), ((3840, 2160), 2.0, (0, 0)), ((1280, 720), 2 / 3, (0, 0)),
    ((2000, 1000), 1000 / 1080, (111, 0)), ((1000, 900), 1000 / 1920, (0, 169)),
])
def test_the_view_fits_the_canvas_centred_and_maps_back(size, scale, offset) -> None:
    view = View.fit(size)
    assert view.scale == pytest.approx(scale)
    assert view.offset == pytest.approx(offset, abs=1)
    for p in ((0, 0), (960, 540), (1919, 1079), (37, 1001)):
        x, y = view.point(p)
        assert view.to_logical((x + 0.01, y + 0.01)) == p  # the pixel a logical point lands on
    assert view.rect(pygame.Rect(0, 0, 1920, 1080)).size == pytest.approx(
        (1920 * scale, 1080 * scale), abs=1)


def test_text_is_rendered_at_the_real_size_not_stretched() -> None:
    small, big = canvas((1920, 1080)), canvas((3840, 2160))
    placed_small = fonts.blit_text(small, "Crisp", 40, theme.CREAM, fonts.BOLD, center=(960, 540))
    placed_big = fonts.blit_text(big, "Crisp", 40, theme.CREAM, fonts.BOLD, center=(960, 540))
    assert placed_big.center == pytest.approx(placed_small.center, abs=1)  # same logical place
    assert ink(big).h == pytest.approx(2 * ink(small).h, abs=2)
    assert ink(big).w == pytest.approx(2 * ink(small).w, abs=4)
    # the font itself is the big one: a 2x smoothscale of the small text would differ
    assert ink(big).size == fonts.text("Crisp", 80, theme.CREAM, fonts.BOLD).get_bounding_rect().size


def test_a_card_at_scale_two_is_drawn_twice_as_wide_from_its_own_art() -> None:
    art = CardArt()
    widths = []
    for size in ((1920, 1080), (3840, 2160)):
        c = canvas(size)
        CardSprite("As", True, pygame.Vector2(960, 540), 120).draw(c, art)
        widths.append(ink(c).w)
    assert widths[0] == card_size(120)[0]
    assert widths[1] == card_size(240)[0]
    assert art.face("As", 240) is art.face("As", 240)  # cached at the real width, drawn once


def test_shapes_scale_their_rects_and_line_widths() -> None:
    c = canvas((3840, 2160))
    draw.rect(c, (255, 0, 0), (100, 100, 50, 20), width=2)
    assert ink(c) == pygame.Rect(200, 200, 100, 40)
    assert c.surface.get_at((200, 210))[:3] == (255, 0, 0) and c.surface.get_at((203, 210))[:3] == (255, 0, 0)
    assert c.surface.get_at((204, 210)).a == 0  # the 2-pixel rule became 4 real pixels
    plain = pygame.Surface((300, 300), pygame.SRCALPHA)
    draw.rect(plain, (255, 0, 0), (100, 100, 50, 20), width=2)
    assert plain.get_bounding_rect() == pygame.Rect(100, 100, 50, 20)


def test_logical_surfaces_are_scaled_once_not_every_frame() -> None:
    c = canvas((3840, 2160))
    sheet = pygame.Surface((10, 10), pygame.SRCALPHA)
    sheet.fill((0, 255, 0, 255))
    c.blit(sheet, (5, 5))
    first = c._resized(sheet)
    c.blit(sheet, (5, 5))
    assert c._resized(sheet) is first
    assert ink(c) == pygame.Rect(10, 10, 20, 20)


def test_scale_one_draws_exactly_as_a_plain_surface() -> None:
    c, plain = canvas((1920, 1080)), pygame.Surface((1920, 1080), pygame.SRCALPHA)
    for target in (c, plain):
        fonts.blit_text(target, "Seal", 33, theme.GOLD, fonts.DISPLAY, midleft=(101, 77))
        draw.circle(target, theme.GOLD, (300, 300), 41, width=3)
        theme.draw_panel(target, pygame.Rect(500, 500, 301, 157))
    assert pygame.image.tobytes(c.surface, "RGBA") == pygame.image.tobytes(plain, "RGBA")


def test_the_table_at_4k_draws_its_cards_at_double_width(app: App) -> None:
    from eternus.ui.scenes.common import default_seats, start_game
    from eternus.engine.registry import get_game

    app.start()
    start_game(app.services, "pragon", default_seats(get_game("pragon")), {}, 7)
    app.resize((3840, 2160))
    for _ in range(30):
        app.frame(DT)
    table = app.stack.top
    assert not app.crash_times and app.screen.get_size() == (3840, 2160)
    deck_width = table.layout["deck"].card_width
    assert ("back:red", deck_width * 2) in table.art._cache
    assert ("back:red", deck_width) not in table.art._cache  # nothing drawn small and stretched


def test_card_art_keeps_only_the_recent_widths_as_a_window_is_resized() -> None:
    art = CardArt()
    for width in range(100, 100 + CardArt.MAX_WIDTHS + 5):
        art.image("As", True, width, angle=4)
        art.shadow(width)
    widths = {key[1] for key in art._cache}
    assert widths == set(range(105, 100 + CardArt.MAX_WIDTHS + 5))
    assert art.image("As", True, 120, angle=4) is art.image("As", True, 120, angle=4)
