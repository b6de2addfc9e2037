"""A page of related options opened from the setup screen (e.g. King's Court's custom deck).

A game with many options keeps the setup screen readable by grouping the rarely changed
ones (``Option.group``); this overlay sets them in the setup's own values, so closing it
keeps every choice.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Sequence

import pygame

from eternus.engine.core import Option
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.scenes.setup import option_widget
from eternus.ui.widgets import Button, Menu, Widget

ROW = 56
WIDTH = 1000
DESC_SIZE, DESC_LINE = 24, 32


class OptionGroupScene(Overlay):
    def __init__(self, services: Services, title: str, options: Sequence[Option],
                 values: dict[str, Any]) -> None:
        height = 200 + len(options) * ROW + 3 * DESC_LINE + 150
        super().__init__(services, (WIDTH, min(1040, height)))
        self.title = title
        x, width = self.panel_rect.x + 60, WIDTH - 120
        y = self.panel_rect.y + 150
        self.rows: list[Widget] = []
        self.hints: dict[int, list[str]] = {}
        for option in options:
            widget = option_widget(option, pygame.Rect(x, y, width, ROW), values)
            self.rows.append(widget)
            self.hints[id(widget)] = fonts.wrap(option.description, DESC_SIZE, width - 40)
            y += ROW
        self.hint_pos = (x + 20, y + 12)
        done = pygame.Rect(0, 0, 260, 72)
        done.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - 36)
        self.menu = Menu([*self.rows, Button(done, "Done", self.close, style="primary")], services.sound)
        self.menu.focus_on(self.rows[0])

    def close(self) -> None:
        self.services.stack.pop()

    def on_escape(self) -> None:
        self.close()

    def draw_content(self, surface: Target) -> None:
        self.draw_heading(surface, self.title, self.panel_rect.y + 36, size=56)
        hint = self.hints.get(id(self.menu.focused), [])
        x, y = self.hint_pos
        for i, line in enumerate(hint[:3]):
            fonts.blit_text(surface, line, DESC_SIZE, theme.MUTED, fonts.SANS, topleft=(x, y + i * DESC_LINE))
        self.menu.draw(surface)
