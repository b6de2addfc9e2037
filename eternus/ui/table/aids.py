"""The aids over a table: the focus that walks its buttons (Tab, a controller's shoulder
buttons) with its ring, and the guided first hand's callouts and Skip.

The focus finds every button a person may press now: the table's button bars, the guide's
Skip and the buttons the table's input lays out itself (its ``input_buttons`` hook).
"""

from __future__ import annotations

import logging
from functools import partial

import pygame

from eternus.session import GameSession
from eternus.storage import save_settings
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.table.focus import ButtonFocus, FocusTarget
from eternus.ui.table.guide import SKIP_LABEL, Guide, GuideStep, mark_done
from eternus.ui.table.layout import TableLayout
from eternus.ui.table.widgets import ButtonBar
from eternus.ui.widgets import Button

log = logging.getLogger("eternus.ui")


class TableAids:
    """The table's part for the buttons' focus and the guide (``guide``, None without one)."""

    session: GameSession
    services: Services
    layout: TableLayout
    _focus: ButtonFocus | None = None

    @property
    def button_focus(self) -> ButtonFocus:
        if self._focus is None:
            self._focus = ButtonFocus(self.focus_targets)
        return self._focus

    def focus_targets(self) -> list[FocusTarget]:
        """Every button a person may press now, in reading order: the table's button bars,
        and the buttons its input lays out itself (Dragon Kings' bets, Draker's answers)."""
        targets = [FocusTarget(button.rect, button.label, partial(self._press, bar, button))
                   for bar in vars(self).values() if isinstance(bar, ButtonBar)
                   for button in bar.shown() if button.enabled]
        if self.guide is not None and self.guide.current() is not None:
            targets.append(FocusTarget(self.guide.skip_button.rect, SKIP_LABEL, self.guide.skip))
        targets += self.input_buttons()
        return sorted(targets, key=lambda t: (t.rect.centery // 40, t.rect.x))

    def input_buttons(self) -> list[FocusTarget]:
        """Hook: the buttons the table's input lays out itself (Dragon Kings' bets, Draker's
        answers, King's Court's choices), for the focus to walk over."""
        return []

    @staticmethod
    def _press(bar: ButtonBar, button: Button) -> None:
        bar.on_click()
        button.activate()

    def focus_event(self, event: pygame.event.Event) -> bool:
        """The guide's Skip first, then the buttons' focus."""
        if self.guide is not None and self.guide.handle(event):
            return True
        return self.button_focus.handle(event)

    def draw_on_top(self, surface: Target) -> None:
        if self.guide is not None:
            self.guide.draw(surface, lambda zone: self.layout[zone].rect)
        self.button_focus.draw(surface)

    guide: Guide | None = None

    def start_guide(self, steps: list[GuideStep]) -> None:
        """Play this table's game as a guided first hand, with these callouts."""
        self.guide = Guide(self.session.game.id, steps, self._guide_finished)

    def _guide_finished(self, game_id: str) -> None:
        """Finished or skipped: remembered at once, so a crash cannot offer it first again."""
        mark_done(self.services.settings, game_id)
        try:
            save_settings(self.services.storage, self.services.settings)
        except Exception:  # a settings file that cannot be written must not stop the game
            log.exception("could not save that the guide was done")
