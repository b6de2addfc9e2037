"""Leaving from the title: asked first, and one key answers.

Esc on the title used to close the program at once; a stray Esc (reaching for the pause
menu that the title does not have) ended the evening. Now it asks. Enter, Y or Esc again
quit; N, Backspace or "Stay" go back to the title. Quitting from here is the same as the
title's Quit button (every scene is saved on the way out).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.widgets import Button, Menu

QUIT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y, pygame.K_ESCAPE)
STAY_KEYS = (pygame.K_n, pygame.K_BACKSPACE)


class QuitConfirmScene(Overlay):
    """"Leave Games of Eternus?" with Quit (the focused answer) and Stay."""

    def __init__(self, services: Services) -> None:
        super().__init__(services, (900, 420))
        r = self.panel_rect
        self.menu = Menu([
            Button((r.centerx - 330, r.bottom - 130, 300, 80), "Quit  (Enter)", self.quit, style="primary"),
            Button((r.centerx + 30, r.bottom - 130, 300, 80), "Stay  (N)", self.stay),
        ], services.sound)

    def quit(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    def stay(self) -> None:
        self.services.stack.pop()

    def on_escape(self) -> None:
        self.quit()                           # Esc twice: the player meant it

    def shortcuts(self) -> Mapping[int, Callable[[], None]]:
        return {**dict.fromkeys(QUIT_KEYS, self.quit), **dict.fromkeys(STAY_KEYS, self.stay)}

    def draw_content(self, surface: Target) -> None:
        r = self.panel_rect
        y = self.draw_heading(surface, "Leave Games of Eternus?", r.y + 34, size=60)
        fonts.blit_text(surface, "Enter or Esc quits, N stays. Any game in progress is saved.", 26, theme.MUTED,
                        fonts.SANS, midtop=(r.centerx, y))
        self.menu.draw(surface)
