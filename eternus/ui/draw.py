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

from eternus.ui.canvas import Canvas, Point, RectLike, Target


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
    return pygame.draw.rect(surface.surface, color, v.rect(r), width=v.length(width),
                            border_radius=v.length(border_radius))


def line(surface: Target, color: Any, start: Point, end: Point, width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.line(surface, color, start, end, width)
    v = surface.view
    return pygame.draw.line(surface.surface, color, v.point(start), v.point(end), v.length(width))


def lines(surface: Target, color: Any, closed: bool, points: Sequence[Point], width: int = 1) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.lines(surface, color, closed, points, width)
    v = surface.view
    return pygame.draw.lines(surface.surface, color, closed, [v.point(p) for p in points], v.length(width))


def polygon(surface: Target, color: Any, points: Sequence[Point], width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.polygon(surface, color, points, width)
    v = surface.view
    return pygame.draw.polygon(surface.surface, color, [v.point(p) for p in points], v.length(width))


def circle(surface: Target, color: Any, center: Point, radius: float, width: int = 0) -> pygame.Rect:
    if not isinstance(surface, Canvas):
        return pygame.draw.circle(surface, color, center, radius, width)
    v = surface.view
    return pygame.draw.circle(surface.surface, color, v.point(center), radius * v.scale, v.length(width))


def translucent_rect(surface: Target, rgba: tuple[int, int, int, int], r: RectLike,
                     border_radius: int = 0) -> None:
    """A see-through filled rect (pygame.draw writes alpha instead of blending it), from a
    cached sheet at the real pixel size, so no surface is built or scaled per frame."""
    target = surface.surface if isinstance(surface, Canvas) else surface
    box = surface.view.rect(r) if isinstance(surface, Canvas) else pygame.Rect(r)
    radius = surface.view.length(border_radius) if isinstance(surface, Canvas) else border_radius
    target.blit(_sheet(box.size, tuple(rgba), radius), box)


@lru_cache(maxsize=64)
def _sheet(size: tuple[int, int], rgba: tuple[int, ...], radius: int) -> pygame.Surface:
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(sheet, rgba, sheet.get_rect(), border_radius=radius)
    return sheet
