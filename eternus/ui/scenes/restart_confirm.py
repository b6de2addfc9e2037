"""Restarting a game in progress: asked first.

The Restart button stands beside Undo and the menu at every table, and one click on it wiped
a King's Court match three hands in, with no way back (an undo cannot reach past a restart).
Now it asks. Enter or R restarts, Esc or N keeps playing. A game not begun or already over
restarts at once: there is nothing to lose.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.widgets import Button, Menu

RESTART_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_r, pygame.K_y)
KEEP_KEYS = (pygame.K_n, pygame.K_BACKSPACE)


class RestartConfirmScene(Overlay):
    """"Start this game again?" with Restart and Keep playing."""

    def __init__(self, services: Services, restart: Callable[[], None]) -> None:
        super().__init__(services, (1000, 420))
        self.restart_now = restart
        r = self.panel_rect
        self.menu = Menu([
            Button((r.centerx - 400, r.bottom - 130, 380, 80), "Restart  (Enter)", self.restart, style="primary"),
            Button((r.centerx + 20, r.bottom - 130, 380, 80), "Keep playing  (Esc)", self.keep),
        ], services.sound)

    def restart(self) -> None:
        self.services.stack.pop()
        self.restart_now()

    def keep(self) -> None:
        self.services.stack.pop()

    def on_escape(self) -> None:
        self.keep()

    def shortcuts(self) -> Mapping[int, Callable[[], None]]:
        return {**dict.fromkeys(RESTART_KEYS, self.restart), **dict.fromkeys(KEEP_KEYS, self.keep)}

    def draw_content(self, surface: Target) -> None:
        r = self.panel_rect
        y = self.draw_heading(surface, "Start this game again?", r.y + 34, size=60)
        fonts.blit_text(surface, "From its first deal: everything played so far is lost.", 26, theme.MUTED,
                        fonts.SANS, midtop=(r.centerx, y))
        self.menu.draw(surface)
