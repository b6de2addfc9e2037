"""A stack draws only the edges of the cards under its top one, and looks exactly as if it
drew every card whole (the cards it skips lie under the opaque middle of the card above)."""

from __future__ import annotations

import pygame
import pytest

from eternus.ui.canvas import Canvas, Target, put, px
from eternus.ui.table.card_art import CardArt, see_through_margin
from eternus.ui.table.display import Shown, TableDisplay, slot_in
from eternus.ui.table.layout import TableLayout, Zone

CARDS = [Shown(None, False), Shown("Ks", True), Shown(None, False), Shown("2h", True), Shown("Td", True),
         Shown(None, False), Shown("Ac", True)]


pytestmark = pytest.mark.usefixtures("small_window")


def _zone(offset_x: float, offset_y: float, kind: str = "stack") -> TableLayout:
    zone = Zone("stack:test", kind, pygame.Rect(860, 400, 130, 182),
                {"offset_x": offset_x, "offset_y": offset_y, "max_visible": 6})
    return TableLayout("test", (1920, 1080), {zone.name: zone})


def _drawn(layout: TableLayout, size: tuple[int, int], whole: bool, plain: bool = False) -> bytes:
    screen = pygame.Surface(size)
    screen.fill((20, 90, 50))
    canvas: Target = screen if plain else Canvas(screen)
    art = CardArt()
    table = TableDisplay(layout, art, ["stack:test"])
    table.set_piles({"stack:test": CARDS})
    if whole:   # the reference: every card drawn whole, bottom first, as stacks once were
        zone = layout["stack:test"]
        w = px(canvas, zone.card_width)
        shown = table.visible("stack:test")
        put(canvas, art.shadow(w), center=(slot_in(zone, 0, len(shown)).center
                                           + slot_in(zone, len(shown) - 1, len(shown)).center) / 2
            + pygame.Vector2(3, 6))
        for i in range(max(0, len(shown) - 6), len(shown)):
            slot = slot_in(zone, i, len(shown))
            put(canvas, art.image(shown[i].card, shown[i].face_up, w),
                center=(round(slot.center.x), round(slot.center.y)))
    else:
        table.draw_zone(canvas, "stack:test")
    return pygame.image.tobytes(screen, "RGB")


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160), (1280, 720), (2560, 1440)])
@pytest.mark.parametrize("offsets", [(-1.0, -2.5), (3.0, 4.0), (0.0, -3.0), (-2.0, 0.0), (40.0, 0.0)])
def test_a_stack_drawn_by_its_edges_is_the_stack_drawn_whole(size: tuple[int, int],
                                                             offsets: tuple[float, float]) -> None:
    layout = _zone(*offsets)
    assert _drawn(layout, size, whole=False) == _drawn(layout, size, whole=True)


@pytest.mark.parametrize("offsets", [(-1.0, -2.5), (3.0, 4.0)])
def test_a_stack_drawn_on_a_plain_surface_is_the_stack_drawn_whole(offsets: tuple[float, float]) -> None:
    layout = _zone(*offsets)      # images built off-screen draw on plain surfaces, not the canvas
    assert _drawn(layout, (1920, 1080), whole=False, plain=True) == _drawn(layout, (1920, 1080), whole=True, plain=True)


def _arts() -> list[tuple[CardArt, list[str]]]:
    from eternus.engine.draker.cards import DECK as DRAKER_DECK
    from eternus.engine.kings_court.cards import CARDS as KINGS_COURT_CARDS
    from eternus.ui.games.draker.cards import DrakerArt
    from eternus.ui.games.kings_court.cards import KingsCourtArt

    return [(CardArt(), ["As", "Td", "Qh", "JK1"]), (CardArt(four_colour=True), ["2c", "Kd"]),
            (KingsCourtArt(), list(KINGS_COURT_CARDS)[::25]), (DrakerArt(), list(DRAKER_DECK)[::12])]


@pytest.mark.parametrize("width", [64, 130, 170, 260, 347])
def test_every_card_image_is_opaque_inside_its_see_through_margin(width: int) -> None:
    """What the stack drawing rests on: a card laid over another hides all of it but the
    margin, at every table's art, face up and face down."""
    margin = see_through_margin(width)
    for art, cards in _arts():
        for card, face_up in [(c, True) for c in cards] + [(None, False)]:
            image = art.image(card, face_up, width)
            w, h = image.get_size()
            inside = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
            opaque = pygame.mask.from_surface(image, 254)      # the pixels whose alpha is 255
            covered = opaque.overlap_area(pygame.Mask(inside.size, fill=True), inside.topleft)
            assert covered == inside.w * inside.h, (type(art).__name__, card, width)
