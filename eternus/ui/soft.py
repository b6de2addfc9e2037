"""Soft edges (shadows, glows) blurred at half size where the blur is wide.

A gaussian blur costs in proportion to the area times the radius, and the soft shapes are
made in the window's real pixels: at 4K a card's glow took about 20 ms per breathing phase
(60 ms with the profiler on), and each of its six phases was first needed in the middle of an
animation, a dropped frame each time. A wide blur has nothing sharp left in it, so it is
made at half the size with half the radius and scaled back up: about six times faster, and
the same to the eye. Small radii are blurred as they are (halving them would show).
"""

from __future__ import annotations

import pygame

HALF_FROM = 6     # radius (real pixels) from which the blur is made at half size


def soft_blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """``surface`` blurred by ``radius`` pixels, as ``pygame.transform.gaussian_blur`` does."""
    if radius < HALF_FROM:
        return pygame.transform.gaussian_blur(surface, max(1, radius))
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // 2), max(1, h // 2)))
    blurred = pygame.transform.gaussian_blur(small, radius // 2)
    return pygame.transform.smoothscale(blurred, (w, h))
