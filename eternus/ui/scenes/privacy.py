"""The hand-over screen between two human players sharing one screen (hot-seat).

It is opaque: the table under it, and so the last player's cards, are not drawn at all
while it is up. The next player dismisses it when they alone are looking.
"""

from __future__ import annotations

import pygame

from eternus.grammar import you_agree
from eternus.ui import fonts, theme
from eternus.ui.canvas import LOGICAL_SIZE, Target
from eternus.ui.scene import Scene, Services

PANEL = pygame.Rect(0, 0, 1100, 440)
PANEL.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)


class PrivacyScene(Scene):
    """"<name>'s turn" on the bare felt; any key or a click pops it.

    A click counts only if it was also pressed here: the release of the click that ended
    the previous player's turn must not wave the screen away before anyone has seen it.
    """

    opaque = True

    def __init__(self, services: Services, seat_name: str) -> None:
        super().__init__(services)
        self.seat_name = seat_name
        self._pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.ready()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and self._pressed:
            self.ready()
        return True  # nothing reaches the table underneath

    def heading(self) -> str:
        """"Ann\u2019s turn"; for the player called "You", "Your turn" (it said "You\u2019s turn")."""
        return you_agree(f"{self.seat_name}'s turn").replace("'", "\u2019")

    def who_looks(self) -> str:
        who = "you" if self.seat_name == "You" else self.seat_name
        return f"Only {who} should be looking now."

    def ready(self) -> None:
        self.services.sound.play("click")
        self.services.stack.pop()

    def draw(self, surface: Target) -> None:
        theme.draw_felt(surface)
        theme.draw_panel(surface, PANEL)
        cx = PANEL.centerx
        fonts.blit_text(surface, "PASS THE SCREEN", 24, theme.GOLD, fonts.BOLD, midtop=(cx, PANEL.y + 56))
        rect = fonts.blit_text(surface, self.heading(), 84, theme.GOLD_BRIGHT, fonts.DISPLAY,
                               midtop=(cx, PANEL.y + 100))
        theme.ornament(surface, (cx, rect.bottom + 18), 560)
        fonts.blit_text(surface, self.who_looks(), 30, theme.CREAM, fonts.SANS, midtop=(cx, rect.bottom + 56))
        fonts.blit_text(surface, "Press any key or click when ready", 28, theme.MUTED, fonts.SANS,
                        midbottom=(cx, PANEL.bottom - 50))
