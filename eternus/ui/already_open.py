"""What a second copy of the program shows: a small window saying a table is already open.

A double-clicked binary has no console, so the refusal of :mod:`eternus.instance_lock` must
be seen on screen. This window touches nothing on disk (the first copy owns the data folder:
sweeping its temporary files would break a save it is writing) and closes on any key, a
click, or after a while by itself.
"""

from __future__ import annotations

import time

import pygame

from eternus.ui import fonts, theme
from eternus.ui.quiet_wait import wait_for_event

WIDTH = 900
TEXT_WIDTH = 800
LINE = 30
SECONDS = 12.0


def detail_lines(detail: str) -> list[str]:
    """The detail as the window writes it, every line of it (a long data folder's path ran
    the third line off the bottom of a fixed-size window: "Switch to its window; this")."""
    return fonts.wrap(detail, 22, TEXT_WIDTH)


def window_size(lines: list[str]) -> tuple[int, int]:
    """Tall enough for the title, every line of the detail and the closing hint."""
    return WIDTH, 150 + LINE * max(0, len(lines) - 1) + 110


def paint(screen: pygame.Surface, lines: list[str]) -> None:
    """The title, the detail's lines and how to close, on the window's panel."""
    height = screen.get_height()
    screen.fill(theme.PANEL)
    pygame.draw.rect(screen, theme.GOLD, screen.get_rect().inflate(-16, -16), width=3, border_radius=18)
    fonts.blit_text(screen, "A table is already open", 40, theme.GOLD_BRIGHT, fonts.DISPLAY, center=(WIDTH // 2, 80))
    for i, line in enumerate(lines):
        fonts.blit_text(screen, line, 22, theme.CREAM, fonts.SANS, center=(WIDTH // 2, 150 + LINE * i))
    fonts.blit_text(screen, "Press any key to close this window.", 20, theme.MUTED, fonts.SANS,
                    center=(WIDTH // 2, height - 40))


def show_already_open(detail: str, seconds: float = SECONDS) -> None:
    """Open the window, say it, wait for a key, a click or ``seconds``; then close."""
    pygame.display.init()
    pygame.font.init()
    try:
        lines = detail_lines(detail)
        screen = pygame.display.set_mode(window_size(lines))
        pygame.display.set_caption("Games of Eternus")
        paint(screen, lines)
        pygame.display.flip()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            event = wait_for_event(100)
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                return
    finally:
        pygame.display.quit()
