"""Table layouts from Tiled maps: named rectangles on the 1920x1080 canvas.

A game's table is ``sprites/tables/<game>.tmx``. Its object layer holds one rectangle per
zone: the object's name is the zone name (``stack:top``, ``hand``, ``buttons`` ...), its
type says how cards sit in it, and its custom properties tune that (fan spacing, card
width). Moving a pile on screen is an edit of the map, not of code.

Kinds: ``stack`` (a squared pile showing its height by a slight offset), ``pile`` (deck or
discard: a tight pile with a count), ``fan`` (a held hand, spread and turned), ``row``
(cards side by side), ``button`` / ``panel`` (areas for widgets and text), and ``chips``
(where a place's chips lie: the zone ``chips:pot`` is the place ``pot``, see
:func:`eternus.ui.table.chips.layout_places`; two places on one spot are one stack). A row
whose ``follows`` property names another row continues it: the row it follows makes room
while it holds cards (:meth:`eternus.ui.table.display.TableDisplay.slot`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar
from collections.abc import Iterable, Mapping

import pygame
import pytmx

from eternus.paths import AssetError, asset

CANVAS = (1920, 1080)
KINDS = frozenset({"stack", "pile", "fan", "row", "button", "panel", "chips"})


class LayoutError(Exception):
    """A table map that is missing, malformed, or lacks a zone the table needs."""


PropValue = TypeVar("PropValue", int, float, str, bool)
"""What a zone's custom property may be (Tiled's int, float, string and bool types)."""


@dataclass(frozen=True)
class Zone:
    """One named area of the table."""

    name: str
    kind: str
    rect: pygame.Rect
    props: Mapping[str, Any] = field(default_factory=dict)

    def prop(self, key: str, default: PropValue) -> PropValue:
        """A custom property, converted to the type of ``default``."""
        value = self.props.get(key, default)
        try:
            return type(default)(value)
        except (TypeError, ValueError):
            raise LayoutError(f"zone {self.name!r}: property {key!r} = {value!r} "
                              f"is not a {type(default).__name__}") from None

    @property
    def card_width(self) -> int:
        """Width of the cards drawn in this zone (``card_width`` property, else the rect)."""
        return self.prop("card_width", self.rect.width)


@dataclass(frozen=True, eq=False)   # compared and hashed by identity (caches key on it)
class TableLayout:
    """All zones of one map, looked up by name with a clear error when one is missing."""

    source: str
    size: tuple[int, int]
    zones: Mapping[str, Zone]

    def __getitem__(self, name: str) -> Zone:
        try:
            return self.zones[name]
        except KeyError:
            raise LayoutError(f"the table map {self.source} has no zone {name!r} "
                              f"(it has: {', '.join(sorted(self.zones))})") from None

    def __contains__(self, name: object) -> bool:
        return name in self.zones

    def require(self, names: Iterable[str]) -> None:
        missing = sorted(set(names) - set(self.zones))
        if missing:
            raise LayoutError(f"the table map {self.source} lacks the zone(s) {', '.join(missing)}")


def table_map_path(game_id: str) -> Path:
    """Where the map of ``game_id``'s table is shipped."""
    try:
        return asset("sprites", "tables", f"{game_id}.tmx")
    except AssetError as exc:
        raise LayoutError(str(exc)) from exc


def load_layout(path: Path | str, required: Iterable[str] = ()) -> TableLayout:
    """Read the zones of a Tiled map; raise :class:`LayoutError` saying what is wrong."""
    path = Path(path)
    if not path.is_file():
        raise LayoutError(f"the table map {path} is missing")
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises bare Exceptions and XML errors alike
        raise LayoutError(f"the table map {path} cannot be read: {exc}") from exc
    size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
    if size != CANVAS:
        raise LayoutError(f"the table map {path} is {size[0]}x{size[1]}, expected 1920x1080")
    zones: dict[str, Zone] = {}
    for group in tmx.objectgroups:
        for obj in group:
            if not obj.name:
                continue
            kind = (getattr(obj, "type", None) or getattr(obj, "class", None) or "").strip()
            if kind not in KINDS:
                raise LayoutError(f"the table map {path}: zone {obj.name!r} has type {kind!r}, "
                                  f"expected one of {', '.join(sorted(KINDS))}")
            if obj.name in zones:
                raise LayoutError(f"the table map {path} names the zone {obj.name!r} twice")
            rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
            zones[obj.name] = Zone(obj.name, kind, rect, dict(obj.properties))
    layout = TableLayout(str(path), size, zones)
    layout.require(required)
    return layout
