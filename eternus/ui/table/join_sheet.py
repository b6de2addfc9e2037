"""The join sheet over a table with phone seats (issue 55): for each phone seat not yet
joined, its name, a QR code of its page's address (its key in it) and the short address and
join code to type instead. It comes up as the table opens, leaves once every phone seat has
joined, and Q brings it back (or sends it away).

A QR code is drawn from segno's modules, one filled square each, at the window's own pixel
size, so it stays sharp at any resolution: at 1920x1080 a module is at least 8 pixels, which
a phone's camera reads from two metres.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame
import segno

from eternus.ui import fonts, theme
from eternus.ui.canvas import Canvas, Target
from eternus.ui.draw import translucent_rect

QUIET = 4          # modules of white around a code, as the QR standard asks
ROW_CODES = 4      # codes in a row at most (five at a table of nine phones: two rows still)


@dataclass(frozen=True)
class JoinCard:
    """One phone seat on the sheet: who, the address its code carries, and whether its
    phone is here now."""

    name: str
    url: str
    short: str
    here: bool


@lru_cache(maxsize=16)
def qr_surface(url: str, module: int) -> pygame.Surface:
    """``url`` as a QR code, ``module`` pixels a module, with its quiet zone."""
    matrix = segno.make(url, error="m").matrix
    side = (len(matrix) + 2 * QUIET) * module
    image = pygame.Surface((side, side))
    image.fill((255, 255, 255))
    for row, cells in enumerate(matrix):
        for col, dark in enumerate(cells):
            if dark:
                image.fill((0, 0, 0), ((col + QUIET) * module, (row + QUIET) * module, module, module))
    return image


def columns(count: int) -> int:
    """Codes in a row: four, or five for nine, so every sheet has at most two rows."""
    return ROW_CODES if count <= 2 * ROW_CODES else ROW_CODES + 1


def module_size(count: int) -> int:
    """Logical pixels a module: 9 for one row of codes, 8 for two (at least 8 at 1080p)."""
    return 9 if count <= ROW_CODES else 8


def draw_join_sheet(surface: Target, code: str, cards: list[JoinCard]) -> None:
    """The sheet over the whole table: a title, then a QR code and words per phone seat."""
    width, height = surface.get_size()
    translucent_rect(surface, (8, 12, 10, 235), (0, 0, width, height))
    fonts.blit_text(surface, "Scan with your phone to take your seat", 40, theme.GOLD_BRIGHT, fonts.BOLD,
                    midtop=(width // 2, 24))
    fonts.blit_text(surface, f"Same Wi-Fi as this computer. Join code {code}. Q hides this sheet.", 24,
                    theme.CREAM, midtop=(width // 2, 80))
    across = columns(len(cards))
    rows = math.ceil(len(cards) / across)
    module = module_size(len(cards))
    cell_w = width // min(len(cards), across)
    cell_h = (height - 130) // max(rows, 1)
    for i, card in enumerate(cards):
        row, col = divmod(i, across)
        in_row = min(across, len(cards) - row * across)
        left = (width - in_row * cell_w) // 2 + col * cell_w
        top = 130 + row * cell_h
        centre_x = left + cell_w // 2
        fonts.blit_text(surface, fonts.fit_name(card.name, 32, cell_w - 40), 32, theme.GOLD_BRIGHT, fonts.BOLD,
                        midtop=(centre_x, top))
        if card.here:
            fonts.blit_text(surface, "joined", 28, theme.CREAM, midtop=(centre_x, top + 60))
            continue
        if isinstance(surface, Canvas):
            image = qr_surface(card.url, surface.px(module))
            shown = surface.put(image, midtop=(centre_x, top + 48))
        else:
            image = qr_surface(card.url, module)
            shown = image.get_rect(midtop=(centre_x, top + 48))
            surface.blit(image, shown)
        fonts.blit_text(surface, card.short, 22, theme.CREAM, midtop=(centre_x, shown.bottom + 8))
