"""Draker card faces, drawn by code: the rank and suit in the corners, the profession in a
coloured band with its number, the suit large in the middle.

Draker's deck is Eternus's own (six suits, Artefacts, a profession on every card), so no
standard face fits: a player building a straight by profession must read the profession
and its number as easily as the rank. Faces are drawn the way every table's are
(supersampled, smooth-scaled once per width, cached); :class:`DrakerArt` is a
:class:`~eternus.ui.table.card_art.CardArt` whose faces are Draker cards (the back, the
shadows and the glows are the house's).

The two suits of Eternus get shapes of their own, never colour alone: the Elves a leaf
(green), the Gnomes a mountain with its mine (bronze). An Artefact shows a cut gem and the
word "wild".
"""

from __future__ import annotations

import math

import pygame
from pygame.typing import ColorLike

from eternus.engine.draker.cards import DECK, PROFESSIONS, is_artefact, profession, suit
from eternus.ui import fonts
from eternus.ui.table import card_art as base
from eternus.ui.table.card_art import SUPERSAMPLE, CardArt, card_size

SUIT_INK: dict[str, tuple[int, int, int]] = {
    "s": base.BLACK, "c": base.BLACK, "h": base.RED, "d": base.RED, "e": (28, 120, 60), "g": (150, 92, 30)}
#: One colour per profession, lowest first: the band across the top of a card.
PROFESSION_COLOURS: tuple[tuple[int, int, int], ...] = (
    (120, 104, 70), (40, 104, 150), (96, 96, 108), (150, 60, 130), (182, 134, 30),
    (40, 140, 110), (60, 120, 50), (140, 40, 44), (80, 60, 160), (170, 70, 20))
ARTEFACT_BAND = (30, 30, 36)
LIGHT = (255, 250, 236)


def _draw_leaf(surf: pygame.Surface, box: pygame.Rect, colour: ColorLike) -> None:
    """The Elves: a pointed leaf with its stem."""
    cx, top, bottom = box.centerx, box.y, box.y + box.h * 0.86
    half = box.w * 0.42
    pts = []
    for i in range(25):
        t = i / 24
        y = top + (bottom - top) * t
        pts.append((cx + half * math.sin(math.pi * t) ** 0.9, y))
    for i in range(24, -1, -1):
        t = i / 24
        y = top + (bottom - top) * t
        pts.append((cx - half * math.sin(math.pi * t) ** 0.9, y))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.line(surf, colour, (cx, bottom - 2), (cx, box.bottom), max(2, box.w // 10))
    pygame.draw.line(surf, base.IVORY, (cx, top + box.h * 0.12), (cx, bottom - box.h * 0.06), max(1, box.w // 22))


def _draw_mountain(surf: pygame.Surface, box: pygame.Rect, colour: ColorLike) -> None:
    """The Gnomes: a mountain with the arch of their mine at its foot."""
    x, y, w, h = box.x, box.y, box.w, box.h
    pts = [(x, box.bottom), (x + w * 0.34, y + h * 0.25), (x + w * 0.5, y + h * 0.42), (x + w * 0.68, y),
           (box.right, box.bottom)]
    pygame.draw.polygon(surf, colour, pts)
    door = pygame.Rect(0, 0, box.w * 0.26, box.h * 0.34)
    door.midbottom = (box.centerx, box.bottom)
    pygame.draw.rect(surf, base.IVORY, door, border_top_left_radius=door.w // 2, border_top_right_radius=door.w // 2)


def draw_suit(surf: pygame.Surface, card_suit: str, box: pygame.Rect) -> None:
    colour = SUIT_INK[card_suit]
    if card_suit == "e":
        _draw_leaf(surf, box, colour)
    elif card_suit == "g":
        _draw_mountain(surf, box, colour)
    else:
        base.draw_suit(surf, card_suit, box, colour)


def _draw_gem(surf: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """The Artefact's cut gem: a crown of facets over a point."""
    cx, cy = centre
    table = [(cx - r * 0.5, cy - r * 0.55), (cx + r * 0.5, cy - r * 0.55)]
    girdle = [(cx + r, cy - r * 0.1), (cx, cy + r), (cx - r, cy - r * 0.1)]
    pygame.draw.polygon(surf, (70, 150, 200), [*table, *girdle])
    pygame.draw.polygon(surf, (150, 210, 240), [table[0], table[1], (cx + r * 0.3, cy - r * 0.1),
                                                (cx - r * 0.3, cy - r * 0.1)])
    for x in (-r, -r * 0.3, r * 0.3, r):
        pygame.draw.line(surf, (30, 80, 120), (cx + x, cy - r * 0.1), (cx, cy + r), max(1, int(r * 0.05)))
    pygame.draw.polygon(surf, base.GOLD_DARK, [*table, *girdle], max(2, int(r * 0.07)))


def _corner(surf: pygame.Surface, card: str) -> None:
    """Rank over a small suit, top-left and (turned) bottom-right."""
    w, h = surf.get_size()
    colour = SUIT_INK[suit(card)]
    corner = pygame.Surface((int(w * 0.2), int(h * 0.3)), pygame.SRCALPHA)
    cw = corner.get_width()
    label = "W" if is_artefact(card) else ("10" if card[0] == "T" else card[0])
    glyph = base._glyph(label, colour, w * 0.14, max_width=cw * 0.95)
    corner.blit(glyph, ((cw - glyph.get_width()) // 2, int(w * 0.02)))
    pip = int(w * 0.12)
    draw_suit(corner, suit(card), pygame.Rect((cw - pip) // 2, int(w * 0.2), pip, pip))
    x, y = int(w * 0.02), int(h * 0.2) + int(w * 0.02)
    surf.blit(corner, (x, y))
    surf.blit(pygame.transform.rotate(corner, 180), (w - x - cw, h - y - corner.get_height()))


def draw_face(card: str, width: int) -> pygame.Surface:
    """The supersampled face of ``card`` (:func:`card_art._finish` scales it down)."""
    w, h = card_size(width * SUPERSAMPLE)
    surf = base._rounded_card(w, h, base.IVORY, base.EDGE, max(2, int(w * 0.008)))
    radius = int(w * 0.065)
    band_h = int(h * 0.18)
    artefact = is_artefact(card)
    job = None if artefact else profession(card)
    band = pygame.Surface((w, band_h), pygame.SRCALPHA)
    band.fill(ARTEFACT_BAND if job is None else PROFESSION_COLOURS[job])
    mask = pygame.Surface((w, band_h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, band_h + radius), border_radius=radius)
    band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(band, (0, 0))
    words = "Artefact" if job is None else f"{job + 1} {PROFESSIONS[job]}"
    text = fonts.font(max(8, int(band_h * 0.62)), fonts.BOLD).render(words, True, LIGHT)
    if text.get_width() > w * 0.9:
        text = pygame.transform.smoothscale(text, (int(w * 0.9), max(1, int(text.get_height() * w * 0.9
                                                                                 / text.get_width()))))
    surf.blit(text, text.get_rect(center=(w // 2, band_h // 2)))
    pygame.draw.line(surf, base.GOLD_DARK, (0, band_h), (w, band_h), max(1, int(w * 0.012)))
    _corner(surf, card)
    centre = (w / 2, band_h + (h - band_h) * 0.5)
    if artefact:
        _draw_gem(surf, centre, w * 0.26)
        wild = fonts.font(max(8, int(w * 0.12)), fonts.BOLD).render("wild", True, (80, 70, 60))
        surf.blit(wild, wild.get_rect(midtop=(centre[0], centre[1] + w * 0.3)))
    else:
        size = int(w * 0.44)
        draw_suit(surf, suit(card), pygame.Rect(int(centre[0] - size / 2), int(centre[1] - size / 2), size, size))
    return surf


class DrakerArt(CardArt):
    """Card images for Draker ids; backs, shadows and glows as at every table."""

    def face(self, card: str, width: int) -> pygame.Surface:
        if card not in DECK:
            raise ValueError(f"not a Draker card: {card!r}")
        return self.cached_face(card, width, draw_face)

    def warm(self, width: int, cards: list[str] | None = None) -> None:
        for card in cards if cards is not None else DECK:
            self.face(card, width)
        self.back(width)
