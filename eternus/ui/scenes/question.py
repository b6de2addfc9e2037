"""A question with two answers over the scene below it, each answered by a button or a key.

Leaving the program and restarting a game ask the same way: a title, a line under it, the
answer that goes ahead (in focus, ``primary``) and the one that goes back. Subclasses give
the words, the keys and what each answer does; Esc gives one of the two answers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.widgets import Button, Menu


class Question(Overlay):
    """``title`` and ``words``; ``go_label``/``go_keys`` go ahead (:meth:`go`), ``back_label``/
    ``back_keys`` go back (:meth:`back`); Esc does ``go`` when ``escape_goes`` is set."""

    title = ""
    words = ""
    go_label = ""
    back_label = ""
    go_keys: tuple[int, ...] = ()
    back_keys: tuple[int, ...] = ()
    escape_goes = False

    def __init__(self, services: Services, width: int, button_width: int) -> None:
        super().__init__(services, (width, 420))
        r = self.panel_rect
        gap = 40
        left = r.centerx - button_width - gap // 2
        self.menu = Menu([
            Button((left, r.bottom - 130, button_width, 80), self.go_label, self.go, style="primary"),
            Button((r.centerx + gap // 2, r.bottom - 130, button_width, 80), self.back_label, self.back),
        ], services.sound)

    def go(self) -> None:
        raise NotImplementedError

    def back(self) -> None:
        self.services.stack.pop()

    def on_escape(self) -> None:
        (self.go if self.escape_goes else self.back)()

    def shortcuts(self) -> Mapping[int, Callable[[], None]]:
        return {**dict.fromkeys(self.go_keys, self.go), **dict.fromkeys(self.back_keys, self.back)}

    def draw_content(self, surface: Target) -> None:
        r = self.panel_rect
        y = self.draw_heading(surface, self.title, r.y + 34, size=60)
        fonts.blit_text(surface, self.words, 26, theme.MUTED, fonts.SANS, midtop=(r.centerx, y))
        self.menu.draw(surface)
