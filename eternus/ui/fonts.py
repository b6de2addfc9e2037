"""Fonts shipped in fonts/, and text rendered once and reused.

Rendering text is one of the costlier things pygame does per frame, and most labels never
change, so rendered surfaces are cached by (text, size, face, colour). Sizes are logical
(1920x1080) pixels; drawn on a :class:`~eternus.ui.canvas.Canvas`, text is rendered at the
window's real size (``size * scale``) so it is never scaled afterwards, and the cache holds
one image per scale in use.

Faces: ``SANS`` and ``BOLD`` (DejaVu Sans) for everything read at a glance, ``DISPLAY``
(EB Garamond) for titles, where the old-book look sets the mood of Eternus.
"""

from __future__ import annotations

import logging
from functools import lru_cache

import pygame

from eternus.paths import AssetError, require
from eternus.ui.canvas import Canvas, Target

SANS = "sans"
BOLD = "bold"
DISPLAY = "display"

FILES = {
    SANS: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    DISPLAY: "EBGaramond12-Lining.otf",
}

log = logging.getLogger("eternus.fonts")

Color = tuple[int, int, int] | tuple[int, int, int, int]

LARGE_TEXT = 24            # the smallest logical size at the "large" text setting (TV mode)
_least = 0                 # the smallest size any text is drawn or measured at now


def set_large_text(large: bool) -> None:
    """The text-size setting: at "large", nothing a player reads is drawn under
    :data:`LARGE_TEXT` logical pixels (24 px at 1080p), for a group reading a TV from the
    sofa. Every logical entry point below (draw, measure, wrap, fit) applies it, so layouts
    that measure their text make room for it."""
    global _least
    _least = LARGE_TEXT if large else 0


def readable(size: int) -> int:
    """``size`` as drawn now: raised to the text-size setting's floor."""
    return max(size, _least)


def step(size: int, normal: int) -> int:
    """The distance from one line of ``size`` text to the next: ``normal`` at the normal text
    size, grown in proportion when the large setting raises the text."""
    return max(normal, round(normal * readable(size) / size))


@lru_cache(maxsize=128)
def font(size: int, face: str = SANS) -> pygame.font.Font:
    """The font for ``face`` at ``size`` pixels. A missing file falls back to pygame's own
    font (and says so in the log) rather than leaving the player with no window."""
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(str(require("fonts", FILES[face])), size)
    except (AssetError, OSError) as exc:
        log.warning("font %s unavailable (%s); using pygame's default font", face, exc)
        return pygame.font.Font(None, size)


@lru_cache(maxsize=4096)
def text(content: str, size: int, color: Color, face: str = SANS) -> pygame.Surface:
    """``content`` rendered antialiased on a transparent surface. Do not draw on the result:
    it is shared by every caller that asks for the same text."""
    image = font(size, face).render(content, True, color)
    # In the display's pixel format a cached text blits faster (it is drawn many times).
    return image.convert_alpha() if pygame.display.get_surface() else image


def reset() -> None:
    """Forget every cached font and text image. Needed after ``pygame.quit()``: Font objects
    from before are dead, and the next window (tests, ``--smoke`` in-process) must not use them."""
    font.cache_clear()
    text.cache_clear()
    _measure.cache_clear()


def measure(content: str, size: int, face: str = SANS) -> tuple[int, int]:
    return _measure(content, readable(size), face)


@lru_cache(maxsize=8192)
def _measure(content: str, size: int, face: str) -> tuple[int, int]:
    """Cached: buttons, choices and panels measure the same labels every frame (a label
    fitted to its button tries several sizes), and the answer never changes."""
    return font(size, face).size(content)


def fitting_size(content: str, size: int, width: int, face: str = SANS, least: int = 12) -> int:
    """The largest size up to ``size`` at which ``content`` is no wider than ``width``."""
    while size > least and measure(content, size, face)[0] > width:
        size -= 1
    return size


def fit(content: str, size: int, width: int, face: str = SANS) -> str:
    """``content`` cut to ``width`` pixels with an ellipsis when it is longer (a name in a
    narrow column), unchanged when it fits."""
    if measure(content, size, face)[0] <= width:
        return content
    while content and measure(content + "\u2026", size, face)[0] > width:
        content = content[:-1]
    return content.rstrip() + "\u2026"


def fit_name(name: str, size: int, width: int, face: str = BOLD) -> str:
    """A player's name cut to ``width`` around an ellipsis that keeps its last word
    ("Grandmother E\u2026 4", "Grandmo\u2026 Ruth"): names at one table often differ only at
    the end, and cut at the end seven of them read "Grandmoth\u2026" alike. A one-word name,
    or a last word too long to keep, is cut at its end as :func:`fit` does."""
    if measure(name, size, face)[0] <= width:
        return name
    head, _, tail = name.rpartition(" ")
    if not head.strip() or measure("\u2026 " + tail, size, face)[0] > width * 3 // 5:
        return fit(name, size, width, face)
    while len(head) > 1 and measure(head + "\u2026 " + tail, size, face)[0] > width:
        head = head[:-1]
    return head.rstrip() + "\u2026 " + tail


def wrap(content: str, size: int, width: int, face: str = SANS) -> list[str]:
    """Split ``content`` into lines no wider than ``width`` pixels, breaking at spaces
    (a single word wider than the line keeps its own line rather than being cut)."""
    f = font(readable(size), face)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if line and f.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def blit_text(surface: Target, content: str, size: int, color: Color,
              face: str = SANS, **anchor: tuple[int, int] | int) -> pygame.Rect:
    """Draw cached text positioned like ``Rect`` keywords (``center=(x, y)``, ``topleft=...``)
    and return where it went (in the surface's own, logical, coordinates)."""
    size = readable(size)
    if isinstance(surface, Canvas):
        return surface.put(text(content, surface.px(size), color, face), **anchor)
    image = text(content, size, color, face)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect
