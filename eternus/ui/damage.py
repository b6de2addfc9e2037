"""What changed on screen between two frames, worked out from what each frame drew.

A table frame at 4K is mostly memory traffic: the background alone is a 33 MB copy, and the
panels over it are as much again, while from one frame to the next only a moving card, a
hover glow or a line of text differs. So the window's :class:`~eternus.ui.canvas.Canvas`
does not draw as the scenes call it: it records each call as an :class:`Op` (what it draws,
where, clipped how), compares the frame's list with the last frame's, and draws again only
inside the rectangles where the two differ, every op that touches them in order, clipped to
them. Everywhere else the window still holds the last frame, which is what these ops drew.

Why that is exact, pixel for pixel: an op is matched with one of the last frame's only when
its key is the same (the same image object at the same alpha, the same place, colour, shape
and clip), and a key fixes the op's bounds. The bounds of every op left unmatched, old or
new, are redrawn. If the matched ops come in the same order in both frames, any pixel outside
those bounds is covered by the same ops in the same order as before, so it already holds
what a full redraw would put there. If the order differs, the whole frame is drawn.

The rule this asks of drawing code: an image handed to the canvas must not be drawn into
afterwards while the screen may still show it. Make a new surface instead (a changed alpha
is fine: it is part of the key). The frame tests compare every table, frame by frame, with a
full redraw, and catch a surface changed in place.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import Any, NamedTuple

import pygame

#: Past this share of the window changed, one full pass is cheaper than clipped ones.
FULL_SHARE = 0.6

#: More separate rectangles than this are drawn as the one rectangle around them all.
MOST_RECTS = 12


class Op(NamedTuple):
    """One drawing call of a frame, kept to be compared with the next frame and replayed."""

    key: Hashable                       # equal keys draw equal pixels in equal bounds
    bounds: pygame.Rect                 # the physical pixels it may touch (clip applied)
    clip: pygame.Rect | None            # the scene's clip when it was called
    run: Callable[..., Any]             # run(surface, *args) draws it
    args: tuple[Any, ...]


def changed(old: Sequence[Op], new: Sequence[Op], screen: pygame.Rect) -> list[pygame.Rect] | None:
    """The rectangles to draw again so that the screen shows ``new`` where it showed ``old``;
    ``None`` when the whole screen should be drawn (see the module's docstring)."""
    if len(old) == len(new) and all(a.key == b.key for a, b in zip(old, new, strict=True)):
        return []
    dirty: list[pygame.Rect] = []
    kept_new = _matched(new, Counter(op.key for op in old), dirty)
    kept_old = _matched(old, Counter(op.key for op in new), dirty)
    if kept_new != kept_old:
        return None
    return merged([r for r in (d.clip(screen) for d in dirty) if r.w and r.h], screen)


def _matched(ops: Sequence[Op], other: Counter[Hashable], dirty: list[pygame.Rect]) -> list[Hashable]:
    """The keys of ``ops`` also drawn by the other frame (as many times as it drew each), in
    order; the bounds of the rest go to ``dirty``."""
    kept: list[Hashable] = []
    for op in ops:
        if other[op.key] > 0:
            other[op.key] -= 1
            kept.append(op.key)
        else:
            dirty.append(op.bounds)
    return kept


def merged(rects: list[pygame.Rect], screen: pygame.Rect) -> list[pygame.Rect] | None:
    """Overlapping rectangles joined, so no pixel is drawn twice; ``None`` (draw it all) when
    they cover most of the screen, one rectangle around them all when they are many."""
    out: list[pygame.Rect] = []
    for rect in rects:
        while (i := rect.collidelist(out)) != -1:
            rect = rect.union(out.pop(i))
        out.append(rect)
    if len(out) > MOST_RECTS:
        out = [out[0].unionall(out[1:])]
    if sum(r.w * r.h for r in out) > FULL_SHARE * screen.w * screen.h:
        return None
    return out


def replay(surface: pygame.Surface, ops: Sequence[Op], region: list[pygame.Rect] | None) -> None:
    """Draw ``ops`` on ``surface``: all of them (``region`` None), or only inside ``region``."""
    if region is None:
        for op in ops:
            surface.set_clip(op.clip)
            op.run(surface, *op.args)
    else:
        for area in region:
            for op in ops:
                if not op.bounds.colliderect(area):
                    continue
                surface.set_clip(area if op.clip is None else area.clip(op.clip))
                op.run(surface, *op.args)
    surface.set_clip(None)
