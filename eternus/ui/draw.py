"""``pygame.draw`` that also draws on a :class:`~eternus.ui.canvas.Canvas`.

Scenes pass logical coordinates and sizes whatever they draw on; on a canvas every point,
radius and line width is converted to the window's real pixels before pygame draws it, so
shapes are as sharp as the screen allows. On a plain surface the call goes straight through.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any
from collections.abc import Sequence

import pygame

from eternus.ui.canvas import Canvas, Point, RectLike, Target, blit_at, colour_key


def star(centre: Point, outer: float, inner: float, points: int = 5) -> list[Point]:
    """The outline of a ``points``-pointed star, its first point straight up (the Seal's
    star on the card backs, the jokers and the icon; a King's Court suit mark)."""
    cx, cy = centre
    return [(cx + (outer if k % 2 == 0 else inner) * math.cos(-math.pi / 2 + k * math.pi / points),
             cy + (outer if k % 2 == 0 else inner) * math.sin(-math.pi / 2 + k * math.pi / points))
            for k in range(2 * points)]


def rect(surface: Target, color: Any, r: RectLike, width: int = 0, border_radius: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.rect(surface, color, r, width=width, border_radius=border_radius)
    v = surface.view
    box, w, radius = v.rect(r), v.length(width), v.length(border_radius)
    reach = box
    if w and radius and 2 * max(w, radius) > min(box.w, box.h):
        reach = surface.surface.get_rect()   # pygame-ce strokes such corners far outside the box
    return surface.paint(("rect", colour_key(color), tuple(box), w, radius), reach,
                         pygame.draw.rect, color, box, w, radius)


def line(surface: Target, color: Any, start: Point, end: Point, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.line(surface, color, start, end, width)
    v = surface.view
    ends, w = (v.point(start), v.point(end)), v.length(width)
    return surface.paint(("line", colour_key(color), ends, w), _around(ends, w),
                         pygame.draw.line, color, *ends, w)


def lines(surface: Target, color: Any, closed: bool, points: Sequence[Point], width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.lines(surface, color, closed, points, width)
    v = surface.view
    at, w = tuple(v.point(p) for p in points), v.length(width)
    return surface.paint(("lines", colour_key(color), closed, at, w), _around(at, w),
                         pygame.draw.lines, color, closed, at, w)


def polygon(surface: Target, color: Any, points: Sequence[Point], width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.polygon(surface, color, points, width)
    v = surface.view
    at, w = tuple(v.point(p) for p in points), v.length(width)
    return surface.paint(("polygon", colour_key(color), at, w), _around(at, w),
                         pygame.draw.polygon, color, at, w)


def circle(surface: Target, color: Any, center: Point, radius: float, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.circle(surface, color, center, radius, width)
    v = surface.view
    at, r, w = v.point(center), radius * v.scale, v.length(width)
    return surface.paint(("circle", colour_key(color), at, r, w), _around([at], r + 1),
                         pygame.draw.circle, color, at, r, w)


def _around(points: Sequence[tuple[float, float]], reach: float) -> pygame.Rect:
    """Every pixel a shape through ``points`` may touch when its strokes reach ``reach`` px
    from them (pygame rounds, and thick lines end square: a margin of two)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    margin = math.ceil(reach) + 2
    left, top = math.floor(min(xs)) - margin, math.floor(min(ys)) - margin
    return pygame.Rect(left, top, math.ceil(max(xs)) + margin - left + 1, math.ceil(max(ys)) + margin - top + 1)


def translucent_rect(surface: Target, rgba: tuple[int, int, int, int], r: RectLike,
                     border_radius: int = 0) -> None:
    """A see-through filled rect (pygame.draw writes alpha instead of blending it), from a
    cached sheet at the real pixel size, so no surface is built or scaled per frame."""
    if not isinstance(surface, Canvas):
        surface.blit(_sheet(pygame.Rect(r).size, tuple(rgba), border_radius), r)
        return
    box, radius = surface.view.rect(r), surface.view.length(border_radius)
    surface.paint(("sheet", tuple(rgba), tuple(box), radius), box,
                  blit_at, _sheet(box.size, tuple(rgba), radius), box.topleft)



@lru_cache(maxsize=64)
def _sheet(size: tuple[int, int], rgba: tuple[int, ...], radius: int) -> pygame.Surface:
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(sheet, rgba, sheet.get_rect(), border_radius=radius)
    return sheet
