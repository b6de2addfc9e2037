"""Where things are on the Four Kings table, in logical pixels.

The Wheel's fields come from the Tiled map; a player's panel is cut into spots for the
badge, the pips of each colour, the crowns and the tokens kept by it. Drawing and the
animations both ask here, so a flying pip lands exactly where the drawing then shows it.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from eternus.engine.four_kings.board import COLOURS, DRAGON
from eternus.engine.four_kings.views import FourKingsView
from eternus.ui.games.four_kings.logic import role, role_zone
from eternus.ui.table.layout import TableLayout

PANEL_PIP = 40               # pips, crowns and tokens in a player's panel
DRAGON_PIP = 30
TOKEN = 40


def board_centre(layout: TableLayout) -> pygame.Vector2:
    return pygame.Vector2(layout["board"].rect.center)


def field_centre(layout: TableLayout, n: int) -> pygame.Vector2:
    return pygame.Vector2(layout[f"field:{n}"].rect.center)


def field_radius(layout: TableLayout, n: int) -> float:
    return layout[f"field:{n}"].rect.w / 2


def border_spot(layout: TableLayout, n: int) -> pygame.Vector2:
    """Where a waiting ta'veren sits: on field ``n``'s upper edge, on the side facing the
    middle of the wheel, clear of its number, a pip lying in it and the rim's names."""
    c = field_centre(layout, n)
    side = -1 if c.x > board_centre(layout).x else 1
    return c + pygame.Vector2(side, -1) * field_radius(layout, n) * 0.72


def dragon_spots(layout: TableLayout, count: int) -> list[pygame.Vector2]:
    """Places of ``count`` pips heaped on the Dragon: a tight spiral, newest outermost, so
    the heap visibly spreads as it grows."""
    c = field_centre(layout, DRAGON) + (0, 8)
    spots = []
    golden = math.pi * (3 - math.sqrt(5))
    for i in range(count):
        r = DRAGON_PIP * 0.52 * math.sqrt(i + 0.35)
        a = i * golden
        spots.append(c + (r * math.cos(a), r * math.sin(a) * 0.9))
    return spots


def panel_spots(rect: pygame.Rect) -> dict[str, Any]:
    """Where the parts of a player's panel go (logical points)."""
    x, y, w = rect.x, rect.y, rect.w
    return {
        "badge": pygame.Vector2(x + 44, y + 42),
        "name": (x + 80, y + 16),
        "label": (x + w - 22, y + 20),
        "pips": {c: pygame.Vector2(x + 46 + i * 116, y + 104) for i, c in enumerate(COLOURS)},
        "crown": lambda i: pygame.Vector2(x + 46 + i * 46, y + 158),
        "token": lambda i: pygame.Vector2(x + w - 44 - i * 46, y + 158),
        "stakes": (x + 24, y + 196),
    }


def tokens_of(shown: FourKingsView, role_id: str) -> list[tuple[str, str]]:
    """The tokens a player keeps by their panel, in order: the Fisher's dagger, the Dragon
    Reborn marker, ta'veren they are patron of and hold."""
    out = []
    r = role(shown, role_id)
    if r["fisher"]:
        out.append(("fisher", "fisher"))
    if shown["marker"] == role_id:
        out.append(("marker", "marker"))
    for token, info in sorted(shown["taveren"].items()):
        if info["where"] == "held" and info["patron"] == role_id:
            out.append(("taveren", token))
    return out


def _role_of(place: str) -> str | None:
    kind, _, rest = place.partition(":")
    if kind == "role":
        return rest
    return place if place and ":" not in place and place not in ("hoard", "home", "supply") else None


def where(layout: TableLayout, shown: FourKingsView, kind: str, place: str, key: str) -> tuple[pygame.Vector2, float]:
    """The centre and size of ``kind`` (pip, crown, taveren, marker, fisher, stake, panel)
    at ``place`` ("role:W1" or "W1", "field:7", "border:5", "hoard", "home") on the table
    showing ``shown``."""
    rid = _role_of(place)
    kind_place, _, rest = place.partition(":")
    if rid is not None:
        rect = layout[role_zone(shown, rid)].rect
        spots = panel_spots(rect)
        if kind == "pip":
            if role(shown, rid)["kind"] == "gambler":
                return pygame.Vector2(spots["pips"]["white"]), PANEL_PIP
            return pygame.Vector2(spots["pips"].get(key, spots["pips"]["white"])), PANEL_PIP
        if kind == "crown":
            crowns = role(shown, rid)["crowns"]
            i = crowns.index(key) if key in crowns else len(crowns)
            return spots["crown"](i), PANEL_PIP
        if kind == "stake":
            return pygame.Vector2(spots["stakes"]) + (60, 10), 34
        if kind == "panel":
            return pygame.Vector2(rect.center), PANEL_PIP
        tokens = tokens_of(shown, rid)
        i = tokens.index((kind, key)) if (kind, key) in tokens else len(tokens)
        return spots["token"](i), TOKEN
    if kind_place == "field":
        n = int(rest)
        if n == DRAGON:
            if kind == "marker":
                return field_centre(layout, DRAGON) + (0, -82), TOKEN
            if kind == "taveren":
                return field_centre(layout, DRAGON) + (-60 if key == "wolf" else 60, -60), TOKEN
            heap = dragon_spots(layout, len(shown["board"][str(DRAGON)]) + 1)
            return heap[-1], DRAGON_PIP
        size = layout[f"field:{n}"].prop("pip_size", 44)
        return field_centre(layout, n) + (0, 10), size
    if kind_place == "border":
        return border_spot(layout, int(rest)), TOKEN
    if place == "hoard":
        return pygame.Vector2(layout["hoard"].rect.center) + (0, 16), 34
    # "home" and "supply": the box beside the Wheel where unclaimed tokens wait
    return pygame.Vector2(layout["hoard"].rect.right - 40, layout["hoard"].rect.centery + 16), TOKEN
