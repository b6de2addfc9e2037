"""The log every table shares: its newest lines at the bottom, never opening mid-sentence."""

from __future__ import annotations

import pygame

from eternus.ui import fonts, theme
from eternus.ui.table import widgets


def test_a_full_log_opens_on_the_start_of_an_entry(monkeypatch) -> None:
    pygame.font.init()
    drawn: list[str] = []
    real = fonts.blit_text

    def record(surface, content, *args, **kwargs):
        drawn.append(content)
        return real(surface, content, *args, **kwargs)

    monkeypatch.setattr(widgets.fonts, "blit_text", record)
    entries = [(f"Entry {i}: " + "a long line of history that wraps over several lines " * 3, theme.CREAM)
               for i in range(12)] + [("Last.", theme.CREAM)]
    surface = pygame.Surface((1920, 1080))
    widgets.log_panel(surface, pygame.Rect(0, 0, 340, 300), "History", entries, 17, 22)
    body = drawn[1:]                                   # after the title
    assert body and body[0].startswith("Entry ") and body[-1] == "Last."
