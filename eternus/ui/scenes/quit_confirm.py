"""Leaving from the title: asked first, and one key answers.

Esc on the title used to close the program at once; a stray Esc (reaching for the pause
menu that the title does not have) ended the evening. Now it asks. Enter, Y or Esc again
quit; N, Backspace or "Stay" go back to the title. Quitting from here is the same as the
title's Quit button (every scene is saved on the way out).
"""

from __future__ import annotations

import pygame

from eternus.ui.scene import Services
from eternus.ui.scenes.question import Question

QUIT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y, pygame.K_ESCAPE)
STAY_KEYS = (pygame.K_n, pygame.K_BACKSPACE)


class QuitConfirmScene(Question):
    """"Leave Games of Eternus?" with Quit (the focused answer) and Stay."""

    title = "Leave Games of Eternus?"
    words = "Enter or Esc quits, N stays. Any game in progress is saved."
    go_label, back_label = "Quit  (Enter)", "Stay  (N)"
    go_keys, back_keys = QUIT_KEYS, STAY_KEYS
    escape_goes = True                        # Esc twice: the player meant it

    def __init__(self, services: Services) -> None:
        super().__init__(services, 900, 300)

    def go(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
