"""The look of the table: colours and the few backgrounds and frames every screen shares.

Deep green felt under candle-warm gold and cream, burgundy for the one action that matters
on a screen. Surfaces that are costly to build (the felt, panel frames) are made once per
size and cached, so drawing a frame is only blits.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from eternus.ui import draw
from eternus.ui.canvas import LOGICAL_SIZE, Canvas, Target, View, blit_at, put, px
from eternus.ui.window_cache import window_sized


FELTS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]] = {
    "green": ((7, 30, 21), (19, 62, 42), (24, 71, 48)),
    "blue": ((6, 18, 36), (18, 46, 86), (28, 63, 110)),
    "burgundy": ((28, 8, 12), (78, 22, 32), (108, 36, 46)),
    "charcoal": ((12, 14, 16), (40, 44, 48), (60, 63, 69)),
}
"""The cloths a table can wear (the felt setting): dark edge, cloth, lamp-lit centre.

Words are drawn on every shade, so even the lamp-lit centre stays dark enough (relative
luminance at most 0.05) for every text colour below to reach WCAG AA's 4.5:1 on it
(tests/ui/test_contrast.py measures each pair)."""

FELT_DARK, FELT, FELT_LIGHT = FELTS["green"]
_felt = "green"


def set_felt(name: str) -> None:
    """Wear the ``name`` cloth from now on (an unknown name keeps green)."""
    global _felt, FELT_DARK, FELT, FELT_LIGHT
    _felt = name if name in FELTS else "green"
    FELT_DARK, FELT, FELT_LIGHT = FELTS[_felt]


def felt_name() -> str:
    """The cloth worn now: table backgrounds cache one image per cloth."""
    return _felt
GOLD = (208, 172, 98)
GOLD_BRIGHT = (248, 218, 146)
CREAM = (242, 234, 214)
MUTED = (181, 195, 179)
"""Secondary words (a hand's hole cards, "thinking…"): quieter than cream, still 4.5:1 on any cloth."""
DIM = (164, 173, 166)
"""The quietest words (key hints, a folded seat's name, a game not built yet): the least a
word may fade and still reach 4.5:1 on the lamp-lit centre of any cloth."""
PANEL = (9, 22, 16)
PANEL_ALPHA = 255
BURGUNDY = (108, 26, 36)
BURGUNDY_LIGHT = (146, 40, 52)
ERROR = (233, 149, 138)
SUCCESS = (150, 214, 140)


def felt(size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Surface:
    """The cloth worn now at ``size`` (see :func:`_felt_image`)."""
    return _felt_image(size, _felt)


@window_sized
def _felt_image(size: tuple[int, int], name: str) -> pygame.Surface:
    """The table cloth: a soft lamp-lit centre fading into dark edges, with a fine weave.

    The gradient is computed on a small grid and smooth-scaled up (cheap and banding-free);
    the weave is seeded noise so every start looks the same.
    """
    w, h = size
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx = (x + 0.5) / 64 - 0.5
            dy = ((y + 0.5) / 36 - 0.45) * 0.75
            t = min(1.0, (dx * dx + dy * dy) ** 0.5 * 1.65)
            t = t * t * (3 - 2 * t)
            small.set_at((x, y), _mix(FELTS[name][2], FELTS[name][0], t))
    surface = pygame.transform.smoothscale(small, size)
    tile = _weave()
    for y in range(0, h, tile.get_height()):
        for x in range(0, w, tile.get_width()):
            surface.blit(tile, (x, y))
    return surface.convert() if pygame.display.get_surface() else surface


@lru_cache(maxsize=1)
def _weave() -> pygame.Surface:
    """The cloth's fine weave: seeded noise in a 128 px square, repeated to a 512 px tile
    (a 4K cloth is then 40 blits, not 500: a new window size is drawn sooner)."""
    weave = pygame.Surface((128, 128), pygame.SRCALPHA)
    rng = random.Random(7)
    for _ in range(2600):
        shade = rng.choice(((255, 255, 255, 7), (0, 0, 0, 16)))
        weave.set_at((rng.randrange(128), rng.randrange(128)), shade)
    tile = pygame.Surface((512, 512), pygame.SRCALPHA)
    for y in range(0, 512, 128):
        for x in range(0, 512, 128):
            tile.blit(weave, (x, y))
    return tile


def draw_felt(surface: Target) -> None:
    """The cloth over the whole canvas, made at the real pixel size."""
    put(surface, felt((px(surface, LOGICAL_SIZE[0]), px(surface, LOGICAL_SIZE[1]))), topleft=(0, 0))


@lru_cache(maxsize=64)
def panel(size: tuple[int, int], radius: int = 22, alpha: int = PANEL_ALPHA,
          border: tuple[int, int, int] = GOLD, scale: float = 1.0) -> pygame.Surface:
    """A dark card-room panel with a gold rule and a fainter inner rule, ``size`` in real
    pixels; ``scale`` sizes the rules and corners to match."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    view = Canvas(surface, View(scale))
    rect = pygame.FRect((0, 0), (size[0] / scale, size[1] / scale))
    draw.rect(view, (*PANEL, alpha), rect, border_radius=radius)
    draw.rect(view, border, rect, width=2, border_radius=radius)
    inner = rect.inflate(-16, -16)
    draw.rect(view, (*border, 70), inner, width=1, border_radius=max(0, radius - 8))
    return surface.convert_alpha() if pygame.display.get_surface() else surface


def draw_panel(surface: Target, rect: pygame.Rect, radius: int = 22,
               alpha: int = PANEL_ALPHA, border: tuple[int, int, int] = GOLD) -> None:
    """A :func:`panel` filling the logical ``rect``, drawn at the real pixel size."""
    if isinstance(surface, Canvas):
        box = surface.view.rect(rect)
        surface.paint(("panel", tuple(box), radius, alpha, border, surface.scale), box,
                      blit_at, panel(box.size, radius, alpha, border, surface.scale), box.topleft)
    else:
        surface.blit(panel(rect.size, radius, alpha, border), rect)


def draw_shade(surface: Target, alpha: int = 170) -> None:
    """Dim everything drawn so far (letterbox bars included, which are black anyway)."""
    if isinstance(surface, Canvas):
        size = surface.surface.get_size()
        surface.paint(("shade", size, alpha), pygame.Rect((0, 0), size), blit_at, shade(size, alpha), (0, 0))
    else:
        surface.blit(shade(surface.get_size(), alpha), (0, 0))



@window_sized
def shade(size: tuple[int, int] = LOGICAL_SIZE, alpha: int = 170) -> pygame.Surface:
    """A translucent black sheet that dims the scene under an overlay."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, alpha))
    return surface


def ornament(surface: Target, center: tuple[int, int], width: int,
             color: tuple[int, int, int] = GOLD) -> None:
    """A thin rule with a diamond in the middle, used under titles."""
    x, y = center
    half = width // 2
    draw.line(surface, color, (x - half, y), (x - 14, y), 2)
    draw.line(surface, color, (x + 14, y), (x + half, y), 2)
    draw.polygon(surface, color, ((x, y - 8), (x + 8, y), (x, y + 8), (x - 8, y)))
    for side in (-1, 1):
        draw.circle(surface, color, (x + side * (half + 8), y), 3)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))
