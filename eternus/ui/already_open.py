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

SIZE = (900, 260)
SECONDS = 12.0


def show_already_open(detail: str, seconds: float = SECONDS) -> None:
    """Open the window, say it, wait for a key, a click or ``seconds``; then close."""
    pygame.display.init()
    pygame.font.init()
    try:
        screen = pygame.display.set_mode(SIZE)
        pygame.display.set_caption("Games of Eternus")
        screen.fill(theme.PANEL)
        pygame.draw.rect(screen, theme.GOLD, screen.get_rect().inflate(-16, -16), width=3, border_radius=18)
        fonts.blit_text(screen, "A table is already open", 40, theme.GOLD_BRIGHT, fonts.DISPLAY, center=(450, 80))
        for i, line in enumerate(fonts.wrap(detail, 22, 800)[:2]):
            fonts.blit_text(screen, line, 22, theme.CREAM, fonts.SANS, center=(450, 150 + 30 * i))
        fonts.blit_text(screen, "Press any key to close this window.", 20, theme.MUTED, fonts.SANS, center=(450, 220))
        pygame.display.flip()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            event = wait_for_event(100)
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                return
    finally:
        pygame.display.quit()
