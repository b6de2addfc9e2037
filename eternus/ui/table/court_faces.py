"""The figures on the court cards: a Jack, a Queen and a King drawn by code.

A court card shows its figure twice, head to head, like a printed deck; this module draws
one half: the head with its headpiece, the robe in the suit's colour with the suit on its
chest, and what the figure holds (the King a sword, the Queen a rose, the Jack a halberd).
The three differ in shape, not only in colour and letter: crown, coronet or feathered cap,
beard or long hair, blade, flower or axe. Everything is plain ``pygame.draw`` on a surface
three times the card's size (``card_art`` scales it down), so no image file is needed.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame
from pygame.typing import ColorLike

GOLD = (214, 172, 84)
GOLD_DARK = (150, 110, 40)
IVORY = (250, 247, 238)
SKIN = (240, 206, 170)
SKIN_SHADE = (206, 164, 126)
INK = (44, 34, 30)
LIP = (178, 58, 62)
STEEL = (206, 212, 222)
STEEL_DARK = (120, 128, 142)
WOOD = (120, 78, 40)
LEAF = (52, 124, 64)
HAIR = {"K": (150, 146, 140), "Q": (196, 146, 60), "J": (104, 64, 34)}

PipDrawer = Callable[[pygame.Surface, pygame.Rect], None]


def _scaled(points: list[tuple[float, float]], w: float, h: float) -> list[tuple[float, float]]:
    return [(x * w, y * h) for x, y in points]


def draw_headpiece(surf: pygame.Surface, letter: str, cx: float, top: float, w: float) -> None:
    """A crown (K), an arched coronet (Q) or a feathered cap (J), ``w`` wide from ``top``."""
    line = max(1, int(w * 0.04))
    if letter == "K":
        pts = [(cx - w / 2, top + w * 0.55), (cx - w / 2, top + w * 0.12), (cx - w / 4, top + w * 0.35),
               (cx, top), (cx + w / 4, top + w * 0.35), (cx + w / 2, top + w * 0.12),
               (cx + w / 2, top + w * 0.55)]
        pygame.draw.polygon(surf, GOLD, pts)
        pygame.draw.polygon(surf, GOLD_DARK, pts, width=line)
        for x, y in ((cx - w / 2, top + w * 0.12), (cx, top), (cx + w / 2, top + w * 0.12)):
            pygame.draw.circle(surf, IVORY, (x, y), w * 0.07)
    elif letter == "Q":
        arch = [(cx + w / 2 * math.cos(a), top + w * 0.5 - w * 0.45 * math.sin(a))
                for a in [math.pi * i / 16 for i in range(17)]]
        pygame.draw.polygon(surf, GOLD, arch)
        pygame.draw.polygon(surf, GOLD_DARK, arch, width=line)
        pygame.draw.rect(surf, GOLD_DARK, (cx - w / 2, top + w * 0.45, w, w * 0.14))
        pygame.draw.circle(surf, (200, 40, 60), (cx, top + w * 0.3), w * 0.11)
        pygame.draw.circle(surf, IVORY, (cx, top + w * 0.02), w * 0.08)
    else:
        cap = [(cx - w / 2, top + w * 0.55), (cx - w * 0.35, top + w * 0.2), (cx + w * 0.2, top + w * 0.1),
               (cx + w / 2, top + w * 0.55)]
        pygame.draw.polygon(surf, GOLD, cap)
        pygame.draw.polygon(surf, GOLD_DARK, cap, width=line)
        feather = [(cx + w * 0.1, top + w * 0.15), (cx + w * 0.6, top - w * 0.2),
                   (cx + w * 0.3, top + w * 0.25)]
        pygame.draw.polygon(surf, IVORY, feather)
        pygame.draw.line(surf, GOLD_DARK, (cx - w / 2, top + w * 0.55), (cx + w / 2, top + w * 0.55),
                         max(1, int(w * 0.06)))


def _robe(surf: pygame.Surface, letter: str, robe: ColorLike, w: float, h: float) -> None:
    """Shoulders in the suit's colour, with a gold collar (an ermine one for the King)."""
    body = _scaled([(0.02, 1.0), (0.05, 0.8), (0.22, 0.68), (0.78, 0.68), (0.95, 0.8), (0.98, 1.0)], w, h)
    pygame.draw.polygon(surf, robe, body)
    pygame.draw.polygon(surf, GOLD, body, width=max(2, int(w * 0.02)))
    # The front of the robe: a gold placket down the middle.
    pygame.draw.polygon(surf, GOLD, _scaled([(0.44, 0.72), (0.56, 0.72), (0.6, 1.0), (0.4, 1.0)], w, h))
    collar = _scaled([(0.24, 0.69), (0.5, 0.8), (0.76, 0.69), (0.7, 0.64), (0.5, 0.71), (0.3, 0.64)], w, h)
    pygame.draw.polygon(surf, IVORY if letter == "K" else GOLD, collar)
    if letter == "K":                   # ermine: black tails on white
        for fx in (0.32, 0.42, 0.58, 0.68):
            pygame.draw.circle(surf, INK, (fx * w, 0.695 * h), w * 0.012)


def _head(surf: pygame.Surface, letter: str, w: float, h: float) -> tuple[float, float, float]:
    """Hair, face and features; returns the head's centre and radius for the headpiece."""
    cx, cy, r = 0.5 * w, 0.47 * h, 0.15 * w
    hair = HAIR[letter]
    if letter == "Q":                   # long hair falling behind the shoulders
        pygame.draw.ellipse(surf, hair, pygame.Rect(cx - r * 1.35, cy - r * 1.1, r * 2.7, r * 2.9))
    pygame.draw.rect(surf, SKIN_SHADE, (cx - r * 0.4, cy + r * 0.7, r * 0.8, r * 0.8))   # neck
    face = pygame.Rect(0, 0, r * 1.8, r * 2.2)
    face.center = (int(cx), int(cy))
    pygame.draw.ellipse(surf, SKIN, face)
    if letter == "K":                   # a full beard and moustache
        beard = [(cx - r * 0.9, cy), (cx - r * 0.7, cy + r * 0.9), (cx, cy + r * 1.45),
                 (cx + r * 0.7, cy + r * 0.9), (cx + r * 0.9, cy), (cx + r * 0.5, cy + r * 0.5),
                 (cx - r * 0.5, cy + r * 0.5)]
        pygame.draw.polygon(surf, hair, beard)
    elif letter == "J":                 # short hair curling under the cap
        for side in (-1, 1):
            pygame.draw.circle(surf, hair, (cx + side * r * 0.85, cy - r * 0.1), r * 0.32)
    eye_y = cy - r * 0.2
    for side in (-1, 1):
        ex = cx + side * r * 0.38
        pygame.draw.ellipse(surf, IVORY, pygame.Rect(ex - r * 0.2, eye_y - r * 0.1, r * 0.4, r * 0.2))
        pygame.draw.circle(surf, INK, (ex, eye_y), r * 0.09)
        pygame.draw.line(surf, INK, (ex - r * 0.22, eye_y - r * 0.25), (ex + r * 0.2, eye_y - r * 0.28),
                         max(1, int(r * 0.07)))
    pygame.draw.line(surf, SKIN_SHADE, (cx, eye_y + r * 0.05), (cx - r * 0.08, cy + r * 0.3),
                     max(1, int(r * 0.08)))
    mouth_y = cy + r * (0.62 if letter == "K" else 0.55)
    pygame.draw.ellipse(surf, LIP, pygame.Rect(cx - r * 0.22, mouth_y - r * 0.06, r * 0.44, r * 0.14))
    return cx, cy, r


def _emblem(surf: pygame.Surface, letter: str, w: float, h: float) -> None:
    """What the figure holds, at its side: a sword, a rose or a halberd."""
    line = max(2, int(w * 0.03))
    if letter == "K":
        x = 0.84 * w
        blade = [(x - w * 0.03, 0.62 * h), (x - w * 0.03, 0.14 * h), (x, 0.06 * h),
                 (x + w * 0.03, 0.14 * h), (x + w * 0.03, 0.62 * h)]
        pygame.draw.polygon(surf, STEEL, blade)
        pygame.draw.polygon(surf, STEEL_DARK, blade, width=max(1, line // 2))
        pygame.draw.line(surf, GOLD, (x - w * 0.09, 0.63 * h), (x + w * 0.09, 0.63 * h), line)
        pygame.draw.line(surf, GOLD_DARK, (x, 0.63 * h), (x, 0.74 * h), line)
    elif letter == "Q":
        x, top = 0.17 * w, 0.2 * h
        pygame.draw.line(surf, LEAF, (x, top), (x + w * 0.04, 0.74 * h), line)
        pygame.draw.ellipse(surf, LEAF, pygame.Rect(x - w * 0.1, 0.4 * h, w * 0.1, w * 0.05))
        for i in range(5):
            a = 2 * math.pi * i / 5 - math.pi / 2
            pygame.draw.circle(surf, LIP, (x + math.cos(a) * w * 0.04, top + math.sin(a) * w * 0.04), w * 0.035)
        pygame.draw.circle(surf, GOLD, (x, top), w * 0.022)
    else:
        x = 0.15 * w
        pygame.draw.line(surf, WOOD, (x, 0.1 * h), (x, 0.76 * h), line)
        axe = [(x, 0.14 * h), (x - w * 0.1, 0.1 * h), (x - w * 0.12, 0.2 * h), (x - w * 0.1, 0.3 * h),
               (x, 0.26 * h)]
        pygame.draw.polygon(surf, STEEL, axe)
        pygame.draw.polygon(surf, STEEL_DARK, axe, width=max(1, line // 2))
        pygame.draw.polygon(surf, STEEL, [(x - w * 0.02, 0.1 * h), (x, 0.02 * h), (x + w * 0.02, 0.1 * h)])


def draw_figure(half: pygame.Surface, letter: str, robe: ColorLike, draw_pip: PipDrawer) -> None:
    """One half of a court card's picture: the figure of ``letter`` (J, Q or K) wearing
    ``robe``, holding its emblem, with ``draw_pip`` putting the suit on its chest."""
    w, h = half.get_size()
    _emblem(half, letter, w, h)
    _robe(half, letter, robe, w, h)
    cx, cy, r = _head(half, letter, w, h)
    draw_headpiece(half, letter, cx, cy - r * 1.1 - r * 1.15, r * 2.1)
    pip = int(w * 0.14)
    box = pygame.Rect(0, 0, pip, pip)
    box.center = (int(0.5 * w), int(0.88 * h))
    pygame.draw.circle(half, IVORY, box.center, pip * 0.7)
    draw_pip(half, box.inflate(-pip * 0.15, -pip * 0.15))
