"""The logical 1920x1080 canvas, drawn at the window's real pixel size.

Scenes lay out and hit-test in one coordinate system, 1920x1080, whatever the window. But
drawing that canvas off-screen and letting SDL stretch it blurs text and cards on a 4K
screen or a small window. So the window surface is physical, and :class:`Canvas` stands in
for it: its methods take logical coordinates and draw straight onto the real pixels through
a :class:`View` (one uniform scale plus centred letterbox bars).

Images come in two kinds. Text, cards and panels are *rendered* at the physical size by
their makers (``canvas.px(size)`` says how big) and placed with :meth:`Canvas.put`, which
takes a logical anchor. Any other surface handed to :meth:`Canvas.blit` is taken to be
drawn in logical pixels and is scaled once per (surface, scale) and cached: correct
everywhere, crisp only where it matters less.

The window's canvas draws a frame at a time (:meth:`Canvas.begin_frame`,
:meth:`Canvas.end_frame`): the calls between are recorded, not drawn, and at the end only what
changed since the last frame is drawn (:mod:`eternus.ui.damage` says how, and the one rule it
asks of drawing code). Every other canvas draws each call at once.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame
from pygame.typing import ColorLike

from eternus.ui import damage


Point = tuple[float, float] | Sequence[float] | pygame.Vector2
LOGICAL_SIZE = (1920, 1080)

RectLike = pygame.Rect | pygame.FRect | Sequence[float]


@dataclass(frozen=True)
class View:
    """Logical -> physical: ``physical = offset + logical * scale``."""

    scale: float = 1.0
    offset: tuple[int, int] = (0, 0)

    @classmethod
    def fit(cls, size: tuple[int, int]) -> View:
        """The largest whole canvas that fits ``size``, centred (bars on the long side)."""
        lw, lh = LOGICAL_SIZE
        w, h = size
        scale = min(w / lw, h / lh)
        if abs(scale - 1.0) < 1e-9:
            scale = 1.0
        return cls(scale, (round((w - lw * scale) / 2), round((h - lh * scale) / 2)))

    def length(self, n: float) -> int:
        """A size (font, card width, line width) at the physical scale, at least 1 if n > 0."""
        if n <= 0:
            return 0
        return max(1, round(n * self.scale))

    def point(self, p: Point) -> tuple[float, float]:
        return (self.offset[0] + p[0] * self.scale, self.offset[1] + p[1] * self.scale)

    def rect(self, r: RectLike) -> pygame.Rect:
        """Edges are rounded, not position and size apart, so neighbouring rects still touch."""
        x, y, w, h = (r.x, r.y, r.w, r.h) if isinstance(r, (pygame.Rect, pygame.FRect)) else r
        s, (ox, oy) = self.scale, self.offset
        left, top = round(ox + x * s), round(oy + y * s)
        return pygame.Rect(left, top, round(ox + (x + w) * s) - left, round(oy + (y + h) * s) - top)

    def to_logical(self, pos: Point) -> tuple[int, int]:
        """A window pixel (a mouse position) on the canvas; bars map outside 0..1920."""
        return (int((pos[0] - self.offset[0]) // self.scale), int((pos[1] - self.offset[1]) // self.scale))

    def delta_to_logical(self, rel: Point) -> tuple[int, int]:
        return (round(rel[0] / self.scale), round(rel[1] / self.scale))


class Canvas:
    """The subset of the ``pygame.Surface`` drawing API the scenes use, in logical pixels.

    ``eternus.ui.draw`` is ``pygame.draw`` for it. Off-screen surfaces the scenes build are
    plain surfaces and are untouched by any of this.
    """

    def __init__(self, surface: pygame.Surface, view: View | None = None) -> None:
        self.surface = surface
        self.view = view or View.fit(surface.get_size())
        self._clip: pygame.Rect | None = None
        self._physical_clip: pygame.Rect | None = None
        self._scaled: weakref.WeakKeyDictionary[pygame.Surface, tuple[float, pygame.Surface]] = (
            weakref.WeakKeyDictionary())
        self._frame: list[damage.Op] | None = None     # recording while not None
        self._shown: list[damage.Op] = []              # what the last frame drew
        self._whole = True                             # the next frame is drawn in full

    # ------------------------------------------------------------------ frames
    def begin_frame(self) -> None:
        """Record the drawing calls from here on, to be drawn by :meth:`end_frame`."""
        self._frame = []

    def end_frame(self) -> list[pygame.Rect] | None:
        """Draw what changed since the last frame; return the window rects it drew (for
        ``pygame.display.update``), or ``None`` when it drew the whole window."""
        ops, self._frame = self._frame or [], None
        region = None if self._whole else damage.changed(self._shown, ops, self.surface.get_rect())
        damage.replay(self.surface, ops, region)
        self.surface.set_clip(self._physical_clip)
        self._shown, self._whole = ops, False
        return region

    def invalidate(self) -> None:
        """Something drew on the window behind the canvas's back: draw the next frame whole."""
        self._whole = True

    def paint(self, key: Hashable, bounds: pygame.Rect, run: Callable[..., Any], *args: Any) -> pygame.Rect:
        """Draw ``run(window, *args)`` now, or record it in the frame. ``key`` must fix the
        pixels it draws (see :mod:`eternus.ui.damage`), ``bounds`` hold every pixel it may touch.
        Returns the bounds (inside the clip)."""
        clip = self._physical_clip
        if clip is not None:
            bounds = bounds.clip(clip)
        if self._frame is None:
            run(self.surface, *args)
        else:
            self._frame.append(damage.Op((key, None if clip is None else tuple(clip)), bounds, clip, run, args))
        return bounds

    @property
    def scale(self) -> float:
        return self.view.scale

    def px(self, n: float) -> int:
        """How many physical pixels ``n`` logical ones are (for rendering at the real size)."""
        return self.view.length(n)

    # ------------------------------------------------------------------ Surface look-alike
    def get_size(self) -> tuple[int, int]:
        return LOGICAL_SIZE

    def get_width(self) -> int:
        return LOGICAL_SIZE[0]

    def get_height(self) -> int:
        return LOGICAL_SIZE[1]

    def get_rect(self, **anchor: Point | float) -> pygame.Rect:
        return pygame.Rect((0, 0), LOGICAL_SIZE).move_to(**anchor) if anchor else pygame.Rect((0, 0), LOGICAL_SIZE)

    def fill(self, color: ColorLike, rect: RectLike | None = None) -> pygame.Rect:
        target = self.view.rect(rect if rect is not None else (0, 0, *LOGICAL_SIZE))
        return self.paint(("fill", colour_key(color), tuple(target)), target, _fill, color, target)

    def blit(self, image: pygame.Surface, dest: Point | RectLike, area: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        """Blit a surface drawn in logical pixels; at any scale but 1 it is resized (once)."""
        x, y = dest[0], dest[1]
        source = image
        if area is not None:
            image = image.subsurface(pygame.Rect(area).clip(image.get_rect()))
        if self.view.scale != 1.0:
            image = self._resized(image)
        topleft = self.view.rect((x, y, 0, 0)).topleft
        alpha = source.get_alpha()
        key = ("blit", id(source), alpha, None if area is None else tuple(pygame.Rect(area)), topleft, special_flags)
        return self.paint(key, image.get_rect(topleft=topleft), _blit, image, topleft, None, special_flags, alpha)

    def get_clip(self) -> pygame.Rect | None:
        return self._clip

    def set_clip(self, rect: RectLike | None) -> None:
        self._clip = pygame.Rect(rect) if rect is not None else None
        self._physical_clip = self.view.rect(rect) if rect is not None else None
        if self._frame is None:
            self.surface.set_clip(self._physical_clip)

    def put(self, image: pygame.Surface, **anchor: Point | float) -> pygame.Rect:
        """Blit an image already rendered at the physical scale, placed like a ``Rect`` keyword
        (``center=(x, y)``) in logical coordinates. Returns the logical rect it covers."""
        topleft, rect = self._placed(image, anchor)
        alpha = image.get_alpha()
        self.paint(("put", id(image), alpha, topleft), image.get_rect(topleft=topleft),
                   _blit, image, topleft, None, 0, alpha)
        return rect

    def put_part(self, image: pygame.Surface, area: pygame.Rect, **anchor: Point | float) -> None:
        """Blit only ``area`` (in the image's own pixels) of an image placed as :meth:`put`
        would place the whole of it: the same pixels land where they would have."""
        (x, y), _ = self._placed(image, anchor)
        at = (x + area.x, y + area.y)
        alpha = image.get_alpha()
        self.paint(("part", id(image), alpha, at, tuple(area)), pygame.Rect(at, area.size),
                   _blit, image, at, pygame.Rect(area), 0, alpha)

    def _placed(self, image: pygame.Surface, anchor: dict[str, Point | float]) -> tuple[tuple[int, int], pygame.Rect]:
        """Where :meth:`put` places ``image``: its top-left in real pixels, and the logical
        rect it covers."""
        s = self.view.scale
        if s == 1.0:  # whole pixels, exactly as a plain blit would place it
            rect = image.get_rect(**anchor)
            return rect.move(self.view.offset).topleft, rect
        w, h = image.get_size()
        logical = pygame.FRect(0, 0, w / s, h / s)
        for key, value in anchor.items():
            setattr(logical, key, value)
        x, y = self.view.point(logical.topleft)
        return (round(x), round(y)), pygame.Rect(round(logical.x), round(logical.y), round(logical.w), round(logical.h))

    def _resized(self, image: pygame.Surface) -> pygame.Surface:
        cached = self._scaled.get(image)
        if cached is None or cached[0] != self.view.scale:
            w, h = image.get_size()
            size = (self.view.length(w), self.view.length(h))
            cached = (self.view.scale, pygame.transform.smoothscale(image, size))
            self._scaled[image] = cached
        return cached[1]


def colour_key(color: ColorLike) -> tuple[int, ...]:
    """A colour as a tuple, whatever form it was given in (a key part of a drawing call)."""
    return tuple(color) if isinstance(color, tuple) else tuple(pygame.Color(color))


def _fill(surface: pygame.Surface, color: ColorLike, rect: pygame.Rect) -> None:
    surface.fill(color, rect)


def blit_at(target: pygame.Surface, image: pygame.Surface, topleft: tuple[int, int]) -> None:
    """A plain blit, as a drawing call :meth:`Canvas.paint` can record."""
    target.blit(image, topleft)


def _blit(surface: pygame.Surface, image: pygame.Surface, topleft: tuple[int, int], area: pygame.Rect | None,
          flags: int, alpha: int | None) -> None:
    """A recorded blit, at the alpha the image had when it was recorded."""
    if image.get_alpha() != alpha:
        image.set_alpha(alpha)
    surface.blit(image, topleft, area, special_flags=flags)


Target = pygame.Surface | Canvas
"""What scenes, widgets and sprites draw on: the app's canvas, or a plain surface (tests,
images built off-screen)."""


def px(surface: Target, n: float) -> int:
    """``n`` logical pixels in ``surface``'s own pixels: scaled on a canvas, as-is elsewhere."""
    return surface.px(n) if isinstance(surface, Canvas) else int(n)


def put(surface: Target, image: pygame.Surface, **anchor: Point | float) -> pygame.Rect:
    """Place an image made at ``px(surface, ...)`` size by a logical anchor, on either kind
    of target (card and text drawing code runs on canvases and on plain surfaces alike)."""
    if isinstance(surface, Canvas):
        return surface.put(image, **anchor)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def put_part(surface: Target, image: pygame.Surface, area: pygame.Rect, **anchor: Point | float) -> None:
    """:func:`put`, blitting only ``area`` of the image (see :meth:`Canvas.put_part`)."""
    if isinstance(surface, Canvas):
        surface.put_part(image, area, **anchor)
    else:
        surface.blit(image, image.get_rect(**anchor).move(area.topleft), area)
