"""The seven suits as a person tells them apart: a colour-blind-safe colour and a shape each.

Colour must never be the only cue (a tenth of the men at a game night see gold and orange,
or green, purple and silver, as one), so every suit has a symbol of its own, drawn on the
card under its value, in the suit picker and beside the suit to follow. The colours were
chosen so that every pair stays apart (CIELAB distance above 20) for normal vision and
under simulated protanopia, deuteranopia and tritanopia; ``tests/ui/test_colour_vision.py``
checks it.
"""

from __future__ import annotations

import math
from typing import Any

from eternus.ui import draw
from eternus.ui.canvas import Point, Target

SUIT_COLOURS: dict[str, tuple[int, int, int]] = {
    "gold": (236, 196, 30), "green": (0, 140, 100), "blue": (20, 75, 200),
    "burgundy": (110, 16, 40), "purple": (185, 100, 205), "silver": (175, 180, 188),
    "orange": (230, 100, 0),
}

SUIT_SHAPES: dict[str, str] = {
    "gold": "star", "green": "triangle", "blue": "circle", "burgundy": "square",
    "purple": "diamond", "silver": "hexagon", "orange": "cross",
}
"""Each suit's symbol: seven shapes that differ in outline, not only in size."""


def _regular(centre: Point, radius: float, corners: int, turn: float = -math.pi / 2) -> list[Point]:
    cx, cy = centre
    return [(cx + radius * math.cos(turn + 2 * math.pi * k / corners),
             cy + radius * math.sin(turn + 2 * math.pi * k / corners)) for k in range(corners)]


def shape_points(shape: str, centre: Point, size: float) -> list[Point]:
    """The outline of ``shape`` filling a ``size``-wide square around ``centre``."""
    r = size / 2
    cx, cy = centre
    if shape == "star":
        return draw.star(centre, r, r * 0.42)
    if shape == "triangle":
        return [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    if shape == "square":
        s = r * 0.82
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r), (cx - r * 0.72, cy)]
    if shape == "hexagon":
        return _regular(centre, r, 6, 0.0)
    if shape == "cross":
        a, b = r * 0.34, r
        return [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
                (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
                (cx - b, cy - a), (cx - a, cy - a)]
    return _regular(centre, r, 24)                    # a circle as a polygon, like the others


def draw_suit_mark(surface: Target, suit: str, centre: Point, size: float,
                   outline: Any = (36, 30, 26)) -> None:
    """The suit's symbol in its colour, with a dark outline so it reads on any background."""
    points = shape_points(SUIT_SHAPES.get(suit, "circle"), centre, size)
    draw.polygon(surface, SUIT_COLOURS.get(suit, (120, 120, 120)), points)
    draw.polygon(surface, outline, points, width=max(1, round(size / 14)))


def ink_on_ivory(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A suit colour dark enough to read as text on the ivory card (gold and silver are light)."""
    luminance = (0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]) / 255
    if luminance < 0.45:
        return colour
    return (round(colour[0] * 0.6), round(colour[1] * 0.6), round(colour[2] * 0.6))


def text_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light text, whichever reads on a band of ``colour``."""
    luminance = (0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]) / 255
    return (36, 30, 26) if luminance > 0.55 else (255, 250, 236)
