"""Restarting a game in progress: asked first.

The Restart button stands beside Undo and the menu at every table, and one click on it wiped
a King's Court match three hands in, with no way back (an undo cannot reach past a restart).
Now it asks. Enter or R restarts, Esc or N keeps playing. A game not begun or already over
restarts at once: there is nothing to lose.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from eternus.ui.scene import Services
from eternus.ui.scenes.question import Question

RESTART_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_r, pygame.K_y)
KEEP_KEYS = (pygame.K_n, pygame.K_BACKSPACE)


class RestartConfirmScene(Question):
    """"Start this game again?" with Restart and Keep playing."""

    title = "Start this game again?"
    words = "From its first deal: everything played so far is lost."
    go_label, back_label = "Restart  (Enter)", "Keep playing  (Esc)"
    go_keys, back_keys = RESTART_KEYS, KEEP_KEYS

    def __init__(self, services: Services, restart: Callable[[], None]) -> None:
        super().__init__(services, 1000, 380)
        self.restart_now = restart

    def go(self) -> None:
        self.services.stack.pop()
        self.restart_now()
