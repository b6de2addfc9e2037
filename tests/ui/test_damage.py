"""Only what changed is drawn, and the screen is still exactly what a full redraw gives.

The oracle: at every frame of a table in play (AI seats moving cards, the mouse hovering,
a drag, the pause menu over it), the window drawn only where it changed is compared, byte
for byte, with the same frame drawn whole.
"""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.engine.registry import get_game
from eternus.session import GameSession
from eternus.ui import app as app_module
from eternus.ui import damage
from eternus.ui.canvas import Canvas, View
from tests.conftest import PROPERTY_SEED
from tests.games import TABLE_GAME_IDS, seats
from tests.ui.helpers import DT, open_table, press

GAMES = TABLE_GAME_IDS
SCREEN = pygame.Rect(0, 0, 1000, 600)


def _ops(*places: tuple[int, int], image: pygame.Surface | None = None) -> list[damage.Op]:
    """A frame of a background and one 10x10 image per place."""
    canvas = Canvas(pygame.Surface(SCREEN.size), View())
    card = image or pygame.Surface((10, 10))
    canvas.begin_frame()
    canvas.fill((0, 80, 0))
    for x, y in places:
        canvas.put(card, topleft=(x, y))
    ops = canvas._frame
    assert ops is not None
    return ops


def test_an_unchanged_frame_draws_nothing() -> None:
    card = pygame.Surface((10, 10))
    assert damage.changed(_ops((5, 5), image=card), _ops((5, 5), image=card), SCREEN) == []


def test_a_moved_image_redraws_where_it_was_and_where_it_is() -> None:
    card = pygame.Surface((10, 10))
    region = damage.changed(_ops((5, 5), (500, 300), image=card), _ops((5, 5), (505, 300), image=card), SCREEN)
    assert region == [pygame.Rect(500, 300, 15, 10)]          # the two overlap: one rect


def test_a_changed_alpha_is_a_change() -> None:
    card = pygame.Surface((10, 10))
    before = _ops((5, 5), image=card)
    card.set_alpha(100)
    assert damage.changed(before, _ops((5, 5), image=card), SCREEN) == [pygame.Rect(5, 5, 10, 10)]


def test_images_drawn_in_another_order_redraw_the_whole_frame() -> None:
    a, b = pygame.Surface((10, 10)), pygame.Surface((10, 10))
    canvas = Canvas(pygame.Surface(SCREEN.size), View())
    frames = []
    for a_first in (True, False):
        canvas.begin_frame()
        for image, place in ((a, (0, 0)), (b, (5, 5)))[:: 1 if a_first else -1]:
            canvas.put(image, topleft=place)
        frames.append(canvas._frame)
        canvas.end_frame()
    assert damage.changed(frames[0], frames[1], SCREEN) is None


def test_most_of_the_screen_changed_is_drawn_whole() -> None:
    big = pygame.Surface((900, 500))
    assert damage.changed(_ops((0, 0), image=big), _ops((10, 10), image=big), SCREEN) is None


def test_many_small_changes_are_drawn_as_one_rect_around_them() -> None:
    card = pygame.Surface((10, 10))
    places = [(40 * k, 0) for k in range(damage.MOST_RECTS + 3)]
    region = damage.changed(_ops(*places, image=card), _ops(*[(x, 300) for x, _ in places], image=card), SCREEN)
    assert region is not None and len(region) == 1 and region[0].collidepoint(0, 305)


def test_a_clip_is_part_of_what_a_call_draws() -> None:
    canvas = Canvas(pygame.Surface(SCREEN.size), View())
    card = pygame.Surface((10, 10))
    frames = []
    for clip in (None, pygame.Rect(0, 0, 8, 8)):
        canvas.begin_frame()
        canvas.set_clip(clip)
        canvas.put(card, topleft=(0, 0))
        frames.append(canvas._frame)
        canvas.end_frame()
    assert damage.changed(frames[0], frames[1], SCREEN) == [pygame.Rect(0, 0, 10, 10)]


def _seats(game_id: str) -> list[Seat]:
    """A table that plays itself; a one-seat game's person watches its deal."""
    alone = get_game(game_id).max_players == 1
    return seats(game_id, 2 if game_id == "four_kings" else 3, "ismcts:easy", person=alone)


def _hover(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _step_and_compare(app, drawn: list[list[pygame.Rect] | None], what: str) -> None:
    """One frame drawn where it changed; the same frame drawn whole must be the same bytes."""
    app.frame(DT)
    partial = pygame.image.tobytes(app.screen, "RGB")
    app.canvas.invalidate()
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") == partial, f"{what}: frame {len(drawn)} differs from a full redraw"


@pytest.mark.parametrize(("game_id", "size"), [(game_id, (1920, 1080)) for game_id in GAMES]
                         + [("pragon", (1300, 800)), ("kings_court", (1300, 800))])   # scaled, with bars
def test_every_frame_drawn_where_it_changed_equals_the_frame_drawn_whole(app, monkeypatch, game_id: str,
                                                                       size: tuple[int, int]) -> None:
    app.resize(size)
    drawn: list[list[pygame.Rect] | None] = []
    monkeypatch.setattr(app_module, "show", drawn.append)
    app.services.settings["ai_pace"] = "fast"
    app.start()
    open_table(app, GameSession.new(game_id, _seats(game_id), {}, 11), speed=1.0, settle=1)
    for k in range(150):       # the deal, AI turns, a hover sweep kept inside the window at every size
        _hover((int(size[0] * (0.1 + 0.8 * k / 150)), int(size[1] * (0.28 + 0.62 * k / 150))))
        _step_and_compare(app, drawn, f"{game_id} in play")
    press(app, pygame.K_ESCAPE)                           # the pause menu over the table, and off
    for _ in range(6):
        _step_and_compare(app, drawn, f"{game_id} paused")
    press(app, pygame.K_ESCAPE)
    for _ in range(6):
        _step_and_compare(app, drawn, f"{game_id} back in play")
    partial = [r for r in drawn if r is not None]
    assert len(partial) >= 100, "most frames should be drawn only where they changed"
    # Frames where nothing changed draw nothing (right, too); how many frames change depends on
    # how soon the AI seats' moves come, so only a floor well under the usual 26-60 is held.
    assert sum(1 for r in partial if r) >= 15, "a table in play changes in part, frame after frame"


def test_after_the_window_was_exposed_the_next_frame_is_drawn_whole(app, monkeypatch) -> None:
    """The window system may have lost what the window showed (it was covered, or shown
    again): only a full frame puts it all back."""
    drawn: list[list[pygame.Rect] | None] = []
    monkeypatch.setattr(app_module, "show", drawn.append)
    app.start()
    for _ in range(3):
        app.frame(DT)
    assert drawn[-1] is not None, "a still title is drawn only where it changed"
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    app.frame(DT)
    assert drawn[-1] is None


def test_the_title_the_rules_and_a_show_me_how_drawn_in_part_equal_full_redraws(app, monkeypatch) -> None:
    """The scenes around the tables: the title under a moving mouse, a rules page scrolled,
    a lost deal's results sheet and the winning line played over it."""
    from eternus.ui.scenes.results import ResultsScene
    from tests.ui.helpers import click, finished_session

    drawn: list[list[pygame.Rect] | None] = []
    monkeypatch.setattr(app_module, "show", drawn.append)
    app.start()
    for k in range(30):
        _hover((300 + 40 * k, 200 + 20 * k))
        _step_and_compare(app, drawn, "the title")
    table = open_table(app, GameSession.new("pragon", [Seat("You")], {}, 3), speed=1.0)
    table.open_rules()
    for k in range(20):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if k < 10 else 1, flipped=False,
                                             precise_x=0.0, precise_y=-1.0 if k < 10 else 1.0))
        _step_and_compare(app, drawn, "the rules page")
    session = next(s for s in (finished_session(seed=seed) for seed in range(1000, 1030))
                   if s.state.returns()[0] == 0)                     # a lost deal
    results = ResultsScene(app.services, session)
    app.stack.reset(results)
    for _ in range(61):                                              # it comes in, then takes clicks
        _step_and_compare(app, drawn, "the results sheet")
    click(app, results.show_button.rect.center)
    assert results.solving is not None or results.solved     # the click started the solve (it may be done)
    if results.solving is not None:
        results.solving.join(5)
    for _ in range(120):
        _step_and_compare(app, drawn, "show me how")
    assert sum(1 for region in drawn if region) >= 60


def test_a_maintainer_can_have_every_frame_drawn_whole(storage, monkeypatch) -> None:
    from eternus.ui.app import App

    monkeypatch.setenv("ETERNUS_FULL_FRAMES", "1")
    drawn: list[list[pygame.Rect] | None] = []
    monkeypatch.setattr(app_module, "show", drawn.append)
    application = App(storage)
    try:
        application.start()
        for _ in range(5):
            application.frame(DT)
    finally:
        application.close()
    assert drawn == [None] * 5


def test_a_shapes_recorded_bounds_hold_every_pixel_pygame_draws() -> None:
    """A call's bounds decide where it is redrawn; a shape spilling past them would leave a
    trail. pygame returns the rect it touched: over random lines, polylines, polygons,
    circles and rects at random widths and scales, it must lie inside the recorded bounds."""
    import random

    from eternus.ui import draw

    rng = random.Random(PROPERTY_SEED + 16)
    surface = pygame.Surface((1200, 800))
    for n in range(20_000):                                   # about 0.5 s
        canvas = Canvas(surface, View(rng.choice([0.5, 2 / 3, 1.0, 1.5, 2.0])))

        def point() -> tuple[float, float]:
            return rng.uniform(-50, 1000), rng.uniform(-50, 700)

        width = rng.choice([0, 1, 2, 3, 5, 9])
        canvas.begin_frame()
        kind = n % 5
        if kind == 0:
            draw.line(canvas, (255, 0, 0), point(), point(), max(1, width))
        elif kind == 1:
            draw.lines(canvas, (255, 0, 0), rng.random() < 0.5, [point() for _ in range(rng.randint(2, 6))],
                       max(1, width))
        elif kind == 2:
            draw.polygon(canvas, (255, 0, 0), [point() for _ in range(rng.randint(3, 7))], width)
        elif kind == 3:
            draw.circle(canvas, (255, 0, 0), point(), rng.uniform(0.5, 120), width)
        else:
            x, y = point()
            draw.rect(canvas, (255, 0, 0), (x, y, rng.uniform(0, 300), rng.uniform(0, 300)), width,
                      rng.choice([0, 4, 20]))
        (op,) = canvas._frame or []
        canvas._frame = None
        touched = op.run(surface, *op.args)
        if touched.w and touched.h:
            assert op.bounds.contains(touched.clip(surface.get_rect())), (n, op.key, op.bounds, touched)
