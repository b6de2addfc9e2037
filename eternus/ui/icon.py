"""The app's icon, drawn by the program: the Seal of Eternus on a burgundy tile.

A gold ring round a five-pointed star on the card backs' burgundy, so the window, the task
bar, the executable and the desktop entry all wear the same mark the cards do. It is drawn
at each size it is shown (small sizes keep the ring thick enough to read) rather than
scaled from one picture; ``build/build.py`` writes the files the platforms want from here.
"""

from __future__ import annotations

import pygame

from eternus.ui import draw

SIZES = (16, 24, 32, 48, 64, 128, 256)

BURGUNDY = (112, 20, 34)
BURGUNDY_DARK = (66, 10, 20)
GOLD = (232, 190, 96)
GOLD_DARK = (150, 110, 44)


def icon(size: int) -> pygame.Surface:
    """The icon, ``size`` pixels square, with a transparent corner round the tile."""
    big = size * 4                                  # supersampled, then smooth-scaled down
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    radius = big * 0.2
    pygame.draw.rect(surf, BURGUNDY_DARK, surf.get_rect(), border_radius=round(radius))
    pygame.draw.rect(surf, BURGUNDY, surf.get_rect().inflate(-big * 0.08, -big * 0.08),
                     border_radius=round(radius * 0.8))
    cx = cy = big / 2
    ring = big * 0.36
    width = max(4, round(big * (0.07 if size <= 24 else 0.05)))
    pygame.draw.circle(surf, GOLD, (cx, cy), ring, width=width)
    star = draw.star((cx, cy), big * 0.27, big * 0.11)
    pygame.draw.polygon(surf, GOLD, star)
    pygame.draw.polygon(surf, GOLD_DARK, star, width=max(1, big // 80))
    return pygame.transform.smoothscale(surf, (size, size))
