"""Chips: discs that say their value without colour, stacks, and flights on the animator."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from eternus.engine.core import Message
from eternus.engine.events import ChipsMoved
from eternus.ui import theme
from eternus.ui.canvas import Canvas
from eternus.ui.table.animator import Animator
from eternus.ui.table.chip_art import DENOMINATIONS, LABEL_SIZE, MAX_DISCS, ChipArt, breakdown, draw_stack
from eternus.ui.table.chips import ChipFlight, ChipLayer, ChipTiming, flight_for, layout_places, schedule_flight
from eternus.ui.table.layout import load_layout

PLACES = {"seat:0": (960.0, 900.0), "pot": (960.0, 520.0), "seat:1": (400.0, 520.0), "seat:2": (1520.0, 520.0)}
FLY = ChipTiming().fly


@pytest.fixture(autouse=True)
def screen() -> Iterator[pygame.Surface]:
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode((1920, 1080))
    pygame.display.quit()


def _grey(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(pygame.transform.grayscale(image), "RGBA")


def test_an_amount_is_the_fewest_chips_largest_first_and_a_handful_at_most() -> None:
    assert [chip.value for chip in breakdown(37)] == [25, 5, 5, 1, 1]
    assert [chip.value for chip in breakdown(1260)] == [1000, 100, 100, 25, 25]
    assert len(breakdown(99)) == MAX_DISCS
    assert breakdown(0) == [] and breakdown(-5) == []


def test_colour_is_never_the_only_cue_a_chip_prints_its_value_and_marks_its_rim() -> None:
    assert len({chip.label for chip in DENOMINATIONS}) == len(DENOMINATIONS)
    for smaller, larger in zip(DENOMINATIONS, DENOMINATIONS[1:], strict=False):
        assert smaller.marks != larger.marks, f"{smaller.label} and {larger.label} have the same rim"
    art = ChipArt()
    # In grey, as a colour-blind eye might see them, no two discs look alike.
    assert len({_grey(art.disc(chip, 60)) for chip in DENOMINATIONS}) == len(DENOMINATIONS)


def test_disc_art_is_cached_per_real_pixel_size(monkeypatch: pytest.MonkeyPatch) -> None:
    art = ChipArt()
    five = DENOMINATIONS[1]
    first = art.disc(five, 60)
    assert art.disc(five, 60) is first
    bigger = art.disc(five, 90)
    assert bigger is not first and bigger.get_width() == 90 and first.get_width() == 60
    canvas = Canvas(pygame.Surface((2880, 1620)))  # 1.5x: a 60 px chip is drawn 90 px wide
    draw_stack(canvas, art, 37, (500, 500), 60)
    scaled: list[tuple[int, int]] = []
    real = pygame.transform.smoothscale

    def counting(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        scaled.append(size)
        return real(image, size)

    monkeypatch.setattr(pygame.transform, "smoothscale", counting)
    draw_stack(canvas, art, 37, (500, 500), 60)
    draw_stack(canvas, art, 37, (700, 500), 60)
    assert scaled == [], "a frame must only blit cached discs"
    for size in range(100, 100 + ChipArt.MAX_SIZES + 3):
        art.disc(five, size)
    assert len(art) == ChipArt.MAX_SIZES  # one disc per kept size; the oldest sizes are dropped


def test_a_chips_moved_event_flies_between_its_places_and_an_unknown_place_is_skipped() -> None:
    flight = flight_for(ChipsMoved("seat:0", "pot", 25), PLACES.get)
    assert flight is not None
    assert (flight.src, flight.dst, flight.amount) == (pygame.Vector2(960, 900), pygame.Vector2(960, 520), 25)
    assert flight_for(ChipsMoved("bank", "pot", 25), PLACES.get) is None
    assert flight_for(ChipsMoved("pot", "role:K1", 25), PLACES.get) is None
    assert flight_for(ChipsMoved("seat:0", "pot", 0), PLACES.get) is None


def test_a_flight_moves_from_src_to_dst_over_its_duration_and_lands_exactly() -> None:
    animator = Animator(lambda: 1.0)
    src, dst = pygame.Vector2(100.1, 700.7), pygame.Vector2(1300.3, 123.45)
    flight = ChipFlight(ChipsMoved("seat:0", "pot", 7), src, dst)
    landed: list[ChipFlight] = []
    schedule_flight(animator, flight, duration=FLY, on_land=landed.append)
    animator.update(FLY * 0.25)
    quarter = pygame.Vector2(flight.pos)
    animator.update(FLY * 0.25)
    half = pygame.Vector2(flight.pos)
    assert flight.stage == "flying" and not landed
    assert 0 < src.distance_to(quarter) < src.distance_to(half) < src.distance_to(dst)
    assert half.distance_to(src.lerp(dst, 0.5)) < 1e-6  # eased in and out: half-way at half time
    assert 0 < flight.lift <= 1
    animator.update(FLY * 0.5 + 0.01)
    assert flight.stage == "landed" and landed == [flight]
    assert flight.pos == dst and (flight.pos.x, flight.pos.y) == (dst.x, dst.y)
    assert not animator.busy


def test_with_animation_speed_off_a_flight_lands_at_once() -> None:
    animator = Animator(lambda: 0.0)
    flight = ChipFlight(ChipsMoved("seat:0", "pot", 7), pygame.Vector2(10, 10), pygame.Vector2(500, 300))
    landed: list[ChipFlight] = []
    schedule_flight(animator, flight, delay=2.0, on_land=landed.append)
    assert landed == [flight] and flight.pos == pygame.Vector2(500, 300) and not animator.busy


def test_stacks_lag_the_engine_chips_leave_at_take_off_and_join_on_landing() -> None:
    animator = Animator(lambda: 1.0)
    layer = ChipLayer(animator, PLACES.get)
    layer.stacks.sync({"seat:0": 100, "pot": 10})
    landed: list[ChipsMoved] = []
    moves = [ChipsMoved("seat:0", "pot", 25), ChipsMoved("bank", "seat:0", 5), ChipsMoved("pot", "seat:2", 3)]
    end = layer.play([Message("ignored"), *moves], on_land=landed.append)
    assert end == pytest.approx(2 * layer.timing.gap + FLY)
    animator.update(0.01)
    assert layer.stacks.amounts == {"seat:0": 75, "pot": 10} and len(layer.flights) == 2
    animator.update(layer.timing.gap)
    # The bank is on no zone: no flight, yet the seat's count changes; the bank is not tracked.
    assert layer.stacks.amounts == {"seat:0": 80, "pot": 10}
    animator.update(end)
    assert layer.stacks.amounts == {"seat:0": 80, "pot": 35 - 3} and layer.flights == []
    assert landed == [moves[1], moves[0], moves[2]]  # in the order they arrive
    assert "seat:2" not in layer.stacks.amounts and "bank" not in layer.stacks.amounts


def test_a_table_map_says_where_each_place_is(tmp_path: Path) -> None:
    path = tmp_path / "chips.tmx"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="60" height="45" '
        'tilewidth="32" tileheight="24" infinite="0"><objectgroup id="1" name="zones">'
        '<object id="1" name="chips:pot" type="chips" x="900" y="500" width="120" height="80"/>'
        '<object id="2" name="chips:seat:2" type="chips" x="100" y="100" width="50" height="50"/>'
        '</objectgroup></map>\n')
    places = layout_places(load_layout(path))
    assert places("pot") == (960.0, 540.0)
    assert places("seat:2") == (125.0, 125.0)
    assert places("seat:0") is None and places("chips:pot") is None


def test_a_pot_and_a_flight_half_way_render_where_they_are(screen: pygame.Surface, tmp_path: Path) -> None:
    canvas = Canvas(screen)
    theme.draw_felt(canvas)
    cloth = screen.copy()
    animator = Animator(lambda: 1.0)
    layer = ChipLayer(animator, PLACES.get)
    layer.stacks.sync({"pot": 137, "seat:0": 480, "seat:1": 3, "seat:2": 1260})
    layer.play([ChipsMoved("seat:0", "pot", 25)])
    animator.update(FLY / 2)
    (flight,) = layer.flights
    layer.draw(canvas)
    pygame.image.save(screen, tmp_path / "chips.png")
    assert (tmp_path / "chips.png").stat().st_size > 0
    for place, point in PLACES.items():
        spot = (round(point[0]), round(point[1]))
        assert screen.get_at(spot) != cloth.get_at(spot), f"nothing drawn at {place}"
    mid = (round(flight.pos.x), round(flight.pos.y))
    assert 520 < mid[1] < 900 and screen.get_at(mid) != cloth.get_at(mid), "the flight is not drawn mid-way"
    assert screen.get_at((1800, 100)) == cloth.get_at((1800, 100))  # and nothing elsewhere
    area = draw_stack(canvas, layer.art, 25, flight.pos, layer.diameter)
    assert area is not None and area.label is not None
    assert area.label.height >= 24 and LABEL_SIZE >= 24  # the amount reads on a TV at 2 m (1080p)
    assert area.discs.collidepoint(mid) and area.label.top >= area.discs.bottom


def test_chip_places_on_one_spot_are_drawn_as_one_stack_of_their_sum(app, monkeypatch) -> None:
    from eternus.ui.table import chips as chip_module
    from eternus.ui.table.chip_art import ChipArt

    drawn: list[tuple[int, tuple[float, float]]] = []
    monkeypatch.setattr(chip_module, "draw_stack",
                        lambda _s, _a, amount, point, *_r, **_k: drawn.append((amount, point)))
    spots = {"pot": (10.0, 10.0), "pot:1": (10.0, 10.0), "seat:0": (50.0, 50.0)}
    stacks = chip_module.ChipStacks(spots.get, ChipArt())
    stacks.sync({"pot": 1200, "pot:1": 300, "seat:0": 40})
    stacks.draw(pygame.Surface((100, 100)))
    assert sorted(drawn) == [(40, (50.0, 50.0)), (1500, (10.0, 10.0))]
