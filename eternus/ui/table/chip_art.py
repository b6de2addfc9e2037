"""Chips drawn by code: a disc per denomination, and a stack of them with its amount in words.

A chip says its value three ways, so colour is never the only cue: its colour, the value
printed on its inlay, and the number of marks round its rim (a colour-blind player, or a TV
across the room, still tells a 5 from a 25). An amount is shown as a short stack of the
chips that make it up (largest at the bottom, a handful at most) with the exact number
written under it in type big enough to read from a sofa.

Like the cards (:mod:`eternus.ui.table.card_art`), a disc is painted once per real pixel
size at four times that size, smooth-scaled down and cached; a frame only blits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Point, Target, put, px
from eternus.ui.soft import soft_blur

SUPERSAMPLE = 4
THICKNESS = 0.13          # a disc's edge, as a share of its diameter (the step between stacked discs)
MAX_DISCS = 5             # a stack never shows more discs than this, whatever the amount
LABEL_SIZE = 28           # logical px: the amount under a stack, readable on a TV at 2 m
LABEL_GAP = 6
MIN_PRINTED = 18          # real px: below this diameter a disc's printed value is left off

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Denomination:
    """One kind of chip: its ``value``, the ``label`` printed on it, its colours, and how
    many ``marks`` its rim carries."""

    value: int
    label: str
    body: Colour
    marks_colour: Colour
    ink: Colour
    marks: int


#: Casino colours, smallest first.
DENOMINATIONS: tuple[Denomination, ...] = (
    Denomination(1, "1", (236, 232, 220), (42, 84, 168), (30, 30, 36), 4),
    Denomination(5, "5", (182, 32, 44), (246, 240, 226), (120, 16, 26), 6),
    Denomination(25, "25", (32, 124, 74), (246, 240, 226), (18, 70, 40), 8),
    Denomination(100, "100", (34, 34, 40), (230, 196, 110), (34, 34, 40), 4),
    Denomination(500, "500", (104, 52, 146), (246, 220, 120), (70, 30, 100), 6),
    Denomination(1000, "1K", (222, 178, 62), (128, 26, 36), (110, 20, 30), 8),
)


def breakdown(amount: int, cap: int = MAX_DISCS) -> list[Denomination]:
    """The chips that make ``amount``, largest first (fewest chips), cut to the ``cap``
    largest: 37 is 25, 5, 5, 1, 1. Nothing for an amount below 1."""
    chips: list[Denomination] = []
    rest = amount
    for denomination in reversed(DENOMINATIONS):
        while rest >= denomination.value and len(chips) < cap:
            chips.append(denomination)
            rest -= denomination.value
    return chips


def _shade(colour: Colour, factor: float) -> Colour:
    r, g, b = (max(0, min(255, round(c * factor))) for c in colour)
    return (r, g, b)


def _paint_disc(chip: Denomination, diameter: int) -> pygame.Surface:
    """The disc seen from a little above: its face, and its edge below the face."""
    d = diameter * SUPERSAMPLE
    edge = max(SUPERSAMPLE, round(d * THICKNESS))
    r = d / 2
    big = pygame.Surface((d, d + edge), pygame.SRCALPHA)
    centre = pygame.Vector2(r, r)
    half_mark = math.pi / chip.marks * 0.42  # each rim mark's half width, as an angle
    # The edge: the disc's outline again, lower by its thickness, darker, its marks running down it.
    pygame.draw.circle(big, _shade(chip.body, 0.62), centre + (0, edge), r)
    pygame.draw.rect(big, _shade(chip.body, 0.62), (0, r, d, edge))
    for i in range(chip.marks):
        angle = 2 * math.pi * (i + 0.5) / chip.marks
        left, right = (centre + pygame.Vector2(r * math.cos(a), r * math.sin(a))
                       for a in (angle - half_mark, angle + half_mark))
        pygame.draw.polygon(big, _shade(chip.marks_colour, 0.8), [left, right, right + (0, edge), left + (0, edge)])
    # The face: body, rim marks, a fine ring, and the inlay that carries the value.
    pygame.draw.circle(big, chip.body, centre, r)
    for i in range(chip.marks):
        angle = 2 * math.pi * (i + 0.5) / chip.marks
        block = [centre + pygame.Vector2(radius * math.cos(a), radius * math.sin(a))
                 for radius, a in ((r * 0.74, angle - half_mark), (r, angle - half_mark),
                                   (r, angle + half_mark), (r * 0.74, angle + half_mark))]
        pygame.draw.polygon(big, chip.marks_colour, block)
    pygame.draw.circle(big, _shade(chip.body, 0.7), centre, r, width=max(1, round(d * 0.02)))
    pygame.draw.circle(big, chip.marks_colour, centre, r * 0.7, width=max(1, round(d * 0.025)))
    pygame.draw.circle(big, (246, 242, 230), centre, r * 0.6)
    pygame.draw.circle(big, _shade(chip.body, 0.85), centre, r * 0.6, width=max(1, round(d * 0.015)))
    return pygame.transform.smoothscale(big, (diameter, round((d + edge) / SUPERSAMPLE)))


def _print_value(disc: pygame.Surface, chip: Denomination, diameter: int) -> None:
    """The value on the inlay, rendered at the final size (sharp, not scaled down)."""
    if diameter < MIN_PRINTED:
        return
    label = fonts.text(chip.label, max(6, round(diameter * 0.34)), chip.ink, fonts.BOLD)
    room = diameter * 0.5
    if label.get_width() > room:
        label = pygame.transform.smoothscale(
            label, (round(room), max(1, round(label.get_height() * room / label.get_width()))))
    disc.blit(label, label.get_rect(center=(diameter / 2, diameter / 2)))


class ChipArt:
    """Disc and shadow images by real pixel diameter, drawn on first use and kept.

    Like :class:`~eternus.ui.table.card_art.CardArt`, only the ``MAX_SIZES`` most recently
    new diameters are kept, so resizing a window through many sizes does not hoard images.
    """

    MAX_SIZES = 8

    def __init__(self) -> None:
        self._cache: dict[tuple[int, int], pygame.Surface] = {}  # (diameter, value or 0 for the shadow)
        self._sizes: dict[int, None] = {}  # in the order they were first asked for

    def __len__(self) -> int:
        return len(self._cache)

    def disc(self, chip: Denomination, diameter: int) -> pygame.Surface:
        """One chip ``diameter`` real pixels wide (a little taller: its edge shows below)."""
        key = (int(diameter), chip.value)
        image = self._cache.get(key)
        if image is None:
            image = _paint_disc(chip, key[0])
            _print_value(image, chip, key[0])
            image = self._store(key, image)
        return image

    def shadow(self, diameter: int) -> pygame.Surface:
        """A soft dark disc to lay under a stack in the air."""
        key = (int(diameter), 0)
        image = self._cache.get(key)
        if image is None:
            pad = max(2, key[0] // 6)
            image = pygame.Surface((key[0] + 2 * pad, key[0] + 2 * pad), pygame.SRCALPHA)
            pygame.draw.circle(image, (0, 0, 0, 110), image.get_rect().center, key[0] / 2)
            image = self._store(key, soft_blur(image, max(1, pad // 2)))
        return image

    def _store(self, key: tuple[int, int], image: pygame.Surface) -> pygame.Surface:
        size = key[0]
        if size not in self._sizes:
            self._sizes[size] = None
            if len(self._sizes) > self.MAX_SIZES:
                oldest = next(iter(self._sizes))
                del self._sizes[oldest]
                self._cache = {k: v for k, v in self._cache.items() if k[0] != oldest}
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        self._cache[key] = image
        return image


@dataclass(frozen=True)
class StackArea:
    """Where a drawn stack went, in logical pixels: its discs, and its amount (if written)."""

    discs: pygame.Rect
    label: pygame.Rect | None


def draw_stack(surface: Target, art: ChipArt, amount: int, base: Point, diameter: float,
               label: bool = True, lift: float = 0.0) -> StackArea | None:
    """``amount`` as a stack whose bottom disc's face is centred on ``base`` (logical), with
    the number written under it; ``lift`` (0..1) raises it off the cloth over its shadow.
    Nothing is drawn for an amount below 1."""
    chips = breakdown(amount)
    if not chips:
        return None
    x, y = base[0], base[1]
    step = diameter * THICKNESS
    size = px(surface, diameter)
    if lift > 0:
        put(surface, art.shadow(size), center=(x + 3 + 6 * lift, y + step + 4 + 12 * lift))
    top = bottom = y
    for i, chip in enumerate(chips):
        face_y = y - i * step
        put(surface, art.disc(chip, size), center=(x, face_y + step / 2))
        top = face_y - diameter / 2
        bottom = max(bottom, face_y + diameter / 2 + step)
    discs = pygame.Rect(round(x - diameter / 2), round(top), round(diameter), round(bottom - top))
    if not label:
        return StackArea(discs, None)
    return StackArea(discs, _draw_amount(surface, amount, (round(x), discs.bottom + LABEL_GAP)))


def _draw_amount(surface: Target, amount: int, midtop: tuple[int, int]) -> pygame.Rect:
    """The amount in cream on a dark pill, so it reads on any cloth and over any card."""
    text = f"{amount:,}"
    w, h = fonts.measure(text, LABEL_SIZE, fonts.BOLD)
    pill = pygame.Rect(0, 0, w + 18, h + 2)
    pill.midtop = midtop
    draw.translucent_rect(surface, (0, 0, 0, 165), pill, border_radius=pill.height // 2)
    return fonts.blit_text(surface, text, LABEL_SIZE, theme.CREAM, fonts.BOLD, center=pill.center)
