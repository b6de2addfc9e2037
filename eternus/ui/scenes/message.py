"""A dialog that tells the player something (an error, a repaired file) and waits for OK."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.widgets import Button, Menu

WIDTH = 1100
TEXT_SIZE = 28
LINE = 40


class MessageScene(Overlay):
    """Title, wrapped text, OK. Enter, Space or Esc close it; ``on_close`` runs after."""

    def __init__(self, services: Services, title: str, text: str, error: bool = False,
                 on_close: Callable[[], None] | None = None) -> None:
        self.title = title
        self.error = error
        self.on_close = on_close
        self.lines = fonts.wrap(text, TEXT_SIZE, WIDTH - 160)
        height = 250 + len(self.lines) * LINE + 60
        super().__init__(services, (WIDTH, min(1000, height)))
        ok = pygame.Rect(0, 0, 260, 72)
        ok.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - 40)
        self.menu = Menu([Button(ok, "OK", self.close, style="primary")], services.sound)

    def close(self) -> None:
        self.services.stack.pop()
        if self.on_close is not None:
            self.on_close()

    def on_escape(self) -> None:
        self.close()

    def draw_content(self, surface: Target) -> None:
        color = theme.ERROR if self.error else theme.GOLD_BRIGHT
        y = self.draw_heading(surface, self.title, self.panel_rect.y + 36, size=58, color=color)
        max_lines = (self.panel_rect.bottom - 140 - y) // LINE
        for line in self.lines[:max_lines]:
            fonts.blit_text(surface, line, TEXT_SIZE, theme.CREAM, fonts.SANS,
                            midtop=(self.panel_rect.centerx, y))
            y += LINE
        self.menu.draw(surface)
