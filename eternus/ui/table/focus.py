"""A visible focus over a table's buttons, walked with Tab (a controller's LB and RB).

A table's cards, choices and slider have their own cursor on the arrows; its buttons (Draw,
Pass, Fold, Undo, Menu ...) are reached with Tab and Shift+Tab, in reading order, and
pressed with Enter or Space, so every move and every tool can be made without a mouse and
without letter keys: from a controller's few buttons as much as from a keyboard. The first
arrow or a mouse movement hands control back to the table's own cursor; Esc drops the focus
before it would open the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from eternus.ui import draw, theme
from eternus.ui.canvas import Target

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RING = 5                     # px: a focus a person sees from the sofa, not a hairline


@dataclass(frozen=True)
class FocusTarget:
    """A button that can take the focus: where it is, what it says, what pressing it does."""

    rect: pygame.Rect
    label: str
    press: Callable[[], None]


class ButtonFocus:
    """Which of ``targets()`` has the focus (kept by label as the buttons come and go)."""

    def __init__(self, targets: Callable[[], list[FocusTarget]]) -> None:
        self.targets = targets
        self.label: str | None = None

    def current(self) -> FocusTarget | None:
        if self.label is None:
            return None
        found = next((t for t in self.targets() if t.label == self.label), None)
        if found is None:
            self.label = None
        return found

    def handle(self, event: pygame.event.Event) -> bool:
        """Tab walks the buttons; Enter or Space presses the focused one; Esc, an arrow or the
        mouse gives control back to the table. True if the event was taken."""
        if event.type == pygame.MOUSEMOTION or event.type == pygame.MOUSEBUTTONDOWN:
            self.label = None
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self._walk(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        focused = self.current()
        if focused is None:
            return False
        if event.key in PRESS_KEYS:
            focused.press()
            return True
        if event.key == pygame.K_ESCAPE:
            self.label = None
            return True
        if event.key in ARROWS:
            self.label = None
        return False

    def _walk(self, step: int) -> None:
        targets = self.targets()
        if not targets:
            self.label = None
            return
        labels = [t.label for t in targets]
        if self.label in labels:
            index = (labels.index(self.label) + step) % len(targets)
        else:
            index = 0 if step > 0 else len(targets) - 1
        self.label = labels[index]

    def draw(self, surface: Target) -> None:
        """A thick bright ring around the focused button, clear of its own gold edge."""
        focused = self.current()
        if focused is None:
            return
        draw.rect(surface, theme.GOLD_BRIGHT, focused.rect.inflate(4 * RING, 4 * RING), width=RING,
                  border_radius=14)
