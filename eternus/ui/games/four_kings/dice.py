"""The two dice: where they lie, how they tumble to the faces the engine rolled, and drawing.

The engine rolls (``Roll()`` draws from the state's own RNG); the dice only show it. A throw
is one tween on the table's animator: :meth:`Dice.throw` says where the dice leave from and
which way they were flung, ``at(k)`` places them at progress ``k`` (bouncing, spinning,
faces flickering), and at ``k = 1`` they rest in the tray showing the rolled faces. Because
it is an ordinary animator step, animation speed 0 and "finish now" work for free.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from eternus.ui import draw
from eternus.ui.canvas import Target, px, put
from eternus.ui.games.four_kings import art
from eternus.ui.soft import soft_blur

THROW_SECONDS = 0.95     # at speed 1
SETTLE = 0.78            # from this share of the throw on, the dice show their final faces
HOPS = 3                 # bounces on the way
FLICKERS = 14            # face changes while a die tumbles


@dataclass
class Die:
    """One die as drawn: centre, turn in degrees, face, and height above the cloth."""

    pos: pygame.Vector2
    angle: float
    face: int
    height: float = 0.0


class Dice:
    """Two dice resting in ``tray`` (logical rect) or tumbling into it."""

    def __init__(self, tray: pygame.Rect, size: int, faces: tuple[int, int] = (6, 1)) -> None:
        self.tray = pygame.Rect(tray)
        self.size = size
        self._rng = random.Random(2012)  # only for the look of the tumble, never for the roll
        self.dice = [Die(pygame.Vector2(p), a, f) for p, a, f in zip(self.rests(), (-8.0, 11.0), faces, strict=True)]
        self.held: pygame.Vector2 | None = None   # the pointer holding the dice (drag to throw)
        self.tumbling = False
        self._path: list[tuple[pygame.Vector2, pygame.Vector2, float, float, int]] = []

    # ------------------------------------------------------------------ geometry
    def rests(self, aim: pygame.Vector2 | None = None) -> list[pygame.Vector2]:
        """Where the two dice come to rest: side by side in the tray, nudged the way they
        were thrown and kept inside the tray."""
        c = pygame.Vector2(self.tray.center)
        gap = self.size * 0.72
        spots = [c + (-gap, -self.size * 0.15), c + (gap, self.size * 0.25)]
        if aim is not None and aim.length() > 0:
            nudge = aim.normalize() * min(self.tray.h, self.tray.w) * 0.18
            spots = [s + nudge for s in spots]
        half = self.size * 0.62
        inner = self.tray.inflate(-2 * half, -2 * half)
        return [pygame.Vector2(min(max(s.x, inner.left), inner.right), min(max(s.y, inner.top), inner.bottom))
                for s in spots]

    def hit(self, pos: pygame.Vector2 | tuple[float, float]) -> bool:
        """Is ``pos`` on a die or in the tray (the whole tray is the place to grab them)?"""
        if self.tray.collidepoint(pos):
            return True
        reach = self.size * 0.7
        return any(d.pos.distance_to(pos) <= reach for d in self.dice)

    @property
    def faces(self) -> tuple[int, int]:
        return self.dice[0].face, self.dice[1].face

    # ------------------------------------------------------------------ holding and throwing
    def hold(self, pos: pygame.Vector2 | tuple[float, float]) -> None:
        """The dice follow the pointer while the player holds them."""
        self.held = pygame.Vector2(pos)
        for i, d in enumerate(self.dice):
            d.pos = self.held + ((i * 2 - 1) * self.size * 0.55, 0)
            d.height = 14.0

    def release(self) -> None:
        """Let go without a throw: the dice drop back where they lay."""
        self.held = None
        for d, rest in zip(self.dice, self.rests(), strict=True):
            d.pos, d.height = rest, 0.0

    def throw(self, faces: tuple[int, int], start: pygame.Vector2 | None = None,
              fling: pygame.Vector2 | None = None) -> None:
        """Begin a tumble from ``start`` (default: off the tray's far side) that ends showing
        ``faces``; ``fling`` (logical px per second) sets the spin and where they land."""
        self.held = None
        self.tumbling = True
        fling = pygame.Vector2(fling) if fling is not None else pygame.Vector2(self._rng.uniform(-300, 300), 900)
        if start is None:
            start = pygame.Vector2(self.tray.centerx, self.tray.top - self.size * 3)
        self._path = []
        for i, (d, rest) in enumerate(zip(self.dice, self.rests(fling), strict=True)):
            begin = pygame.Vector2(start) + ((i * 2 - 1) * self.size * 0.5, 0)
            spin = (1 if fling.x >= 0 else -1) * (540 + min(900.0, fling.length()) * 0.6) * (1.0 if i else 0.8)
            final_angle = self._rng.uniform(-14, 14)
            self._path.append((begin, rest, d.angle, spin + final_angle - ((d.angle + spin) % 360), faces[i]))
            d.pos = pygame.Vector2(begin)

    def at(self, k: float) -> None:
        """Place the dice at progress ``k`` of the throw (0 leaving the hand, 1 at rest)."""
        if not self._path:
            return
        k = min(1.0, max(0.0, k))   # lerp refuses a fraction outside 0..1
        ease = 1 - (1 - k) ** 3
        for i, (d, (begin, rest, angle0, turn, face)) in enumerate(zip(self.dice, self._path, strict=True)):
            d.pos = begin.lerp(rest, ease)
            d.angle = angle0 + turn * (1 - (1 - k) ** 2)
            d.height = abs(math.sin(math.pi * HOPS * k)) * (1 - k) * 34
            # Before they settle the faces flicker through a fixed cycle (the look of a tumble;
            # the engine rolled the real faces already), each die out of step with the other.
            d.face = face if k >= SETTLE else 1 + (int(k * FLICKERS) * 5 + 3 * i + face) % 6
        if k >= 1:
            self.tumbling = False
            self._path = []
            for d in self.dice:
                d.height = 0.0

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: Target, lit: bool = False) -> None:
        """The dice with their shadows; ``lit`` rings them when a click would roll them."""
        size = px(surface, self.size)
        if lit and not self.tumbling and self.held is None:
            draw.rect(surface, (150, 230, 140), self.tray.inflate(-6, -6), width=4, border_radius=18)
        for d in self.dice:
            image = art.die(d.face, size)
            lift = 1 + d.height / 120
            if d.angle % 360 or lift != 1:
                image = pygame.transform.rotozoom(image, d.angle, lift)
            shadow = pygame.Vector2(4 + d.height * 0.6, 6 + d.height)
            # The blot follows the die's size and lift in 8 px steps: a rotated die's width
            # changes every frame, and a blur per width (0.6 s of blurs in 200 frames at 4K)
            # was the Wheel's worst frame.
            put(surface, _shadow(max(8, round(size * lift * 1.2 / 8) * 8)), center=d.pos + shadow)
            put(surface, image, center=(round(d.pos.x), round(d.pos.y)))


@lru_cache(maxsize=32)
def _shadow(size: int) -> pygame.Surface:
    """A soft dark blot under a die, by real pixel size."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(image, (0, 0, 0, 70), (size / 2, size / 2), size * 0.36)
    return soft_blur(image, max(1, size // 12))
