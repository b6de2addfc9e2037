"""Soft edges blurred at half size: the same size, and to the eye the same as a full blur."""

from __future__ import annotations

import pygame

from eternus.ui.soft import HALF_FROM, soft_blur


def _glow() -> pygame.Surface:
    surf = pygame.Surface((282, 370), pygame.SRCALPHA)
    pygame.draw.rect(surf, (250, 220, 60, 200), (20, 20, 242, 330), border_radius=24)
    return surf


def _alphas(surf: pygame.Surface) -> list[int]:
    w, h = surf.get_size()
    return [surf.get_at((x, y)).a for x in range(0, w, 3) for y in range(0, h, 3)]


def test_a_wide_blur_made_at_half_size_looks_like_the_full_one(app) -> None:
    full = pygame.transform.gaussian_blur(_glow(), 13)
    half = soft_blur(_glow(), 13)
    assert half.get_size() == full.get_size()
    diffs = [abs(a - b) for a, b in zip(_alphas(full), _alphas(half), strict=True)]
    assert sum(diffs) / len(diffs) < 3.0 and max(diffs) < 24       # out of 255 (measured 1.9 and 15)
    assert _alphas(half) != _alphas(_glow())                         # and it is blurred


def test_a_narrow_blur_is_made_as_it_is(app) -> None:
    radius = HALF_FROM - 1
    assert _alphas(soft_blur(_glow(), radius)) == _alphas(pygame.transform.gaussian_blur(_glow(), radius))
