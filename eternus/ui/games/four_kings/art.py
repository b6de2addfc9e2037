"""The pieces of Four Kings Crossing drawn by code: pips, crowns, the Fisher, the ta'veren,
the Dragon Reborn marker and the dice faces.

Every image is painted four times too large and smooth-scaled down once, then cached by its
real pixel size, so tokens have soft round edges at any window size and a frame only blits.
"""

from __future__ import annotations

import math
from functools import lru_cache
from collections.abc import Callable, Sequence

import pygame
from pygame.typing import ColorLike

from eternus.ui import theme

SUPER = 4  # paint at four times the size, then smooth-scale: cheap anti-aliasing

KING_FILL = {"white": (238, 232, 216), "black": (34, 32, 38), "clear": (190, 222, 232)}


def _painted(size: int, paint: Callable[[pygame.Surface, float], None]) -> pygame.Surface:
    """A ``size`` x ``size`` image of ``paint(surface, unit)`` done at SUPER scale."""
    size = max(2, int(size))
    big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
    paint(big, size * SUPER / 100.0)  # painters draw in a 100 x 100 box scaled by ``unit``
    return pygame.transform.smoothscale(big, (size, size))


def _c(surf: pygame.Surface, colour: ColorLike, x: float, y: float, r: float, u: float, width: float = 0) -> None:
    pygame.draw.circle(surf, colour, (x * u, y * u), r * u, max(0, round(width * u)) if width else 0)


def _poly(surf: pygame.Surface, colour: ColorLike, pts: Sequence[tuple[float, float]], u: float) -> None:
    pygame.draw.polygon(surf, colour, [(x * u, y * u) for x, y in pts])


# ---------------------------------------------------------------------- pips
@lru_cache(maxsize=64)
def pip(colour: str, size: int) -> pygame.Surface:
    """A round stone: black and white opaque, the clear one glassy with the cloth showing."""

    def paint(s: pygame.Surface, u: float) -> None:
        _c(s, (0, 0, 0, 90), 52, 56, 46, u)                       # shadow on the cloth
        if colour == "black":
            _c(s, (14, 14, 18), 50, 50, 46, u)
            _c(s, (46, 46, 54), 46, 45, 38, u)
            _c(s, (70, 70, 80), 40, 38, 22, u)
            _c(s, (150, 150, 160, 170), 36, 32, 8, u)
        elif colour == "white":
            _c(s, (150, 142, 126), 50, 50, 46, u)
            _c(s, (236, 230, 214), 48, 48, 42, u)
            _c(s, (250, 248, 240), 42, 40, 26, u)
            _c(s, (255, 255, 255), 36, 33, 9, u)
        else:  # clear glass: a see-through body, a bright rim and a caustic highlight
            _c(s, (170, 220, 235, 95), 50, 50, 46, u)
            _c(s, (225, 250, 255, 230), 50, 50, 46, u, width=4)
            _c(s, (120, 190, 210, 120), 56, 58, 30, u)
            _c(s, (255, 255, 255, 235), 37, 34, 10, u)
            _c(s, (255, 255, 255, 150), 62, 66, 5, u)

    return _painted(size, paint)


# ---------------------------------------------------------------------- crowns
_CROWN = [(24, 66), (18, 34), (35, 50), (50, 26), (65, 50), (82, 34), (76, 66)]


@lru_cache(maxsize=64)
def crown(colour: str, size: int, dead: bool = False) -> pygame.Surface:
    """A King token: the crown on the King's colour, or its plain back when the King is dead."""

    def paint(s: pygame.Surface, u: float) -> None:
        _c(s, (0, 0, 0, 100), 52, 55, 46, u)
        if dead:
            _c(s, (60, 48, 40), 50, 50, 46, u)
            _c(s, (92, 76, 62), 50, 50, 40, u)
            for a in (45, 135):
                dx, dy = 30 * math.cos(math.radians(a)), 30 * math.sin(math.radians(a))
                pygame.draw.line(s, (58, 44, 36), ((50 - dx) * u, (50 - dy) * u), ((50 + dx) * u, (50 + dy) * u),
                                 round(7 * u))
            _c(s, (140, 118, 96), 50, 50, 46, u, width=3)
            return
        fill = KING_FILL.get(colour, KING_FILL["white"])
        _c(s, theme.GOLD, 50, 50, 46, u)
        _c(s, fill, 50, 50, 40, u)
        _poly(s, (200, 160, 60), _CROWN, u)
        _poly(s, theme.GOLD_BRIGHT, [(p[0], p[1] - 3) for p in _CROWN], u)
        pygame.draw.rect(s, (200, 160, 60), pygame.Rect(24 * u, 66 * u, 52 * u, 10 * u))
        for x in (18, 50, 82):
            _c(s, (180, 40, 50), x, 32 if x != 50 else 24, 5, u)

    return _painted(size, paint)


# ---------------------------------------------------------------------- other tokens
@lru_cache(maxsize=16)
def fisher(size: int) -> pygame.Surface:
    """The Fisher's token: a dagger with a ruby, on dark red."""

    def paint(s: pygame.Surface, u: float) -> None:
        _c(s, (0, 0, 0, 100), 52, 55, 46, u)
        _c(s, (78, 18, 24), 50, 50, 46, u)
        _c(s, (150, 40, 48), 50, 50, 46, u, width=3)
        _poly(s, (214, 218, 226), [(50, 12), (58, 58), (50, 64), (42, 58)], u)      # blade
        _poly(s, (150, 154, 166), [(50, 12), (50, 64), (42, 58)], u)
        pygame.draw.rect(s, theme.GOLD, pygame.Rect(30 * u, 60 * u, 40 * u, 7 * u), border_radius=round(3 * u))
        pygame.draw.rect(s, (90, 60, 30), pygame.Rect(46 * u, 66 * u, 8 * u, 18 * u))
        _c(s, (220, 30, 40), 50, 88, 6, u)                                             # the ruby

    return _painted(size, paint)


@lru_cache(maxsize=16)
def taveren(token: str, size: int) -> pygame.Surface:
    """The Wolf (a paw print on grey) or the Raven (a bird on blue-black)."""

    def paint(s: pygame.Surface, u: float) -> None:
        _c(s, (0, 0, 0, 100), 52, 55, 46, u)
        if token == "wolf":
            _c(s, (118, 122, 128), 50, 50, 46, u)
            _c(s, (200, 204, 210), 50, 50, 46, u, width=3)
            ink = (40, 40, 46)
            _c(s, ink, 50, 62, 17, u)
            for x, y in ((28, 40), (42, 28), (58, 28), (72, 40)):
                _c(s, ink, x, y, 8, u)
        else:
            _c(s, (26, 32, 52), 50, 50, 46, u)
            _c(s, (120, 140, 190), 50, 50, 46, u, width=3)
            ink = (200, 210, 235)
            _poly(s, ink, [(14, 46), (40, 40), (56, 30), (68, 30), (80, 38), (70, 42), (62, 52), (84, 70),
                           (56, 62), (40, 72), (44, 56)], u)
            _c(s, (26, 32, 52), 68, 35, 2.5, u)

    return _painted(size, paint)


@lru_cache(maxsize=16)
def marker(size: int) -> pygame.Surface:
    """The Dragon Reborn marker: the ancient black-and-white disc inside a gold ring."""

    def paint(s: pygame.Surface, u: float) -> None:
        _c(s, (0, 0, 0, 100), 52, 55, 46, u)
        _c(s, theme.GOLD, 50, 50, 46, u)
        _c(s, (240, 236, 226), 50, 50, 38, u)
        # The black half with its sinuous edge: a half disc, minus a small disc, plus another.
        half = pygame.Rect(12 * u, 12 * u, 76 * u, 76 * u)
        pygame.draw.circle(s, (20, 20, 24), half.center, 38 * u, draw_top_left=True, draw_bottom_left=True)
        _c(s, (20, 20, 24), 50, 69, 19, u)
        _c(s, (240, 236, 226), 50, 31, 19, u)
        _c(s, (180, 30, 36), 50, 50, 46, u, width=4)

    return _painted(size, paint)


# ---------------------------------------------------------------------- dice
_DIE_PIPS = {1: [(50, 50)], 2: [(28, 28), (72, 72)], 3: [(28, 28), (50, 50), (72, 72)],
             4: [(28, 28), (72, 28), (28, 72), (72, 72)],
             5: [(28, 28), (72, 28), (50, 50), (28, 72), (72, 72)],
             6: [(28, 26), (72, 26), (28, 50), (72, 50), (28, 74), (72, 74)]}


@lru_cache(maxsize=32)
def die(face: int, size: int) -> pygame.Surface:
    """An ivory die showing ``face`` (the one a Dragon's Fang of red marks)."""

    def paint(s: pygame.Surface, u: float) -> None:
        pygame.draw.rect(s, (0, 0, 0, 90), pygame.Rect(8 * u, 10 * u, 90 * u, 90 * u), border_radius=round(18 * u))
        body = pygame.Rect(3 * u, 3 * u, 92 * u, 92 * u)
        pygame.draw.rect(s, (196, 184, 160), body, border_radius=round(18 * u))
        pygame.draw.rect(s, (246, 240, 226), body.inflate(-8 * u, -8 * u).move(-2 * u, -2 * u),
                         border_radius=round(15 * u))
        ink = (170, 26, 34) if face == 1 else (30, 28, 30)
        r = 12 if face == 1 else 8.5
        for x, y in _DIE_PIPS[face]:
            _c(s, ink, x - 1, y - 1, r, u)

    return _painted(size, paint)
