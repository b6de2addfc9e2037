"""The few window-sized surfaces worth keeping, in one small cache for the whole app.

A table's background, the cloth and the overlay's shade are each as large as the window:
8 MB at 1920x1080, 33 MB at 4K. Cached per function (and keyed by the table's layout),
every table a person had visited kept its background after it closed, so the app grew
by one window-sized surface per table visited. They share one cache instead, of
``CAPACITY`` surfaces, and the one used least recently goes first.

A frame uses at most three of them (a table's background, and the shades of a banner and
of the pause menu over it), so the cache never drops one a frame is still drawing with.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import TypeVar, cast

import pygame

CAPACITY = 4

Draw = TypeVar("Draw", bound=Callable[..., pygame.Surface])

_surfaces: dict[tuple[Hashable, ...], pygame.Surface] = {}   # least recently used first


def window_sized(draw: Draw) -> Draw:
    """``draw``'s result kept in the shared cache, by its arguments (which must be hashable)."""

    @functools.wraps(draw)
    def cached(*args: Hashable, **kwargs: Hashable) -> pygame.Surface:
        key = (draw, args, tuple(sorted(kwargs.items())))
        surface = _surfaces.pop(key, None)
        if surface is None:
            surface = draw(*args, **kwargs)
        _surfaces[key] = surface
        while len(_surfaces) > CAPACITY:
            del _surfaces[next(iter(_surfaces))]
        return surface

    return cast(Draw, cached)


def held() -> tuple[pygame.Surface, ...]:
    """The window-sized surfaces held now, least recently used first (what a test looks at:
    a frame that drew one anew would show a surface not held before)."""
    return tuple(_surfaces.values())


def clear() -> None:
    """Drop them all: the window they were converted for has closed."""
    _surfaces.clear()
