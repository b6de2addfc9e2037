"""The pause menu over the table, and the settings overlay it (and the title) opens."""

from __future__ import annotations

import logging

import pygame

from eternus.storage import AI_PACES, StorageError, save_settings
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.widgets import Button, Choice, Menu, Slider, Toggle
from eternus.ui.table.card_art import BACKS

log = logging.getLogger("eternus.ui")


class PauseScene(Overlay):
    """Resume, Settings, Rules, Save & quit to title. Esc resumes.

    ``game_id`` picks the rules page; when the table does not pass it, it is taken from the
    session of the scene underneath (tables keep theirs as ``session``).
    """

    def __init__(self, services: Services, game_id: str | None = None) -> None:
        super().__init__(services, (700, 600))
        if game_id is None:
            session = getattr(services.stack.top, "session", None)
            game_id = session.game.id if session is not None else None
        self.game_id = game_id
        x, w, h = self.panel_rect.x + 150, 400, 78
        y = self.panel_rect.y + 170
        items = [("Resume", self.resume_game, "primary"), ("Settings", self.settings, "normal"),
                 ("Rules", self.rules, "normal"), ("Save & quit to title", self.quit_to_title, "normal")]
        buttons = []
        for label, action, style in items:
            buttons.append(Button((x, y, w, h), label, action, style=style,
                                  enabled=label != "Rules" or game_id is not None))
            y += h + 22
        self.menu = Menu(buttons, services.sound)

    def resume_game(self) -> None:
        self.services.stack.pop()

    def settings(self) -> None:
        self.services.stack.push(SettingsScene(self.services))

    def rules(self) -> None:
        if self.game_id is not None:
            self.services.navigator.open_rules(self.game_id)

    def quit_to_title(self) -> None:
        self.services.navigator.to_title()

    def on_escape(self) -> None:
        self.resume_game()

    def draw_content(self, surface: Target) -> None:
        self.draw_heading(surface, "Paused", self.panel_rect.y + 40, size=72)
        self.menu.draw(surface)


def _speed_text(value: float) -> str:
    return "Off" if value == 0 else f"{value:g}\u00d7"


def _percent(value: float) -> str:
    return f"{round(value * 100)}%"


class SettingsScene(Overlay):
    """Volume, mute, animation speed (0 = off), fullscreen, hints, the computer players' pace,
    the four-colour deck.

    Changes go into ``services.settings`` at once (the sound board and the app read that
    dict live) and are written to disk when the overlay closes, not on every slider step.
    ``save_now`` (quit, crash) writes them too.
    """

    def __init__(self, services: Services) -> None:
        super().__init__(services, (1100, 1070))
        s = services.settings
        x, w, h = self.panel_rect.x + 60, self.panel_rect.width - 120, 70
        y = self.panel_rect.y + 140
        self.error: str | None = None
        self._last_failure = ""
        self.fullscreen_toggle = Toggle((x, y + 246, w, h), "Fullscreen (F11)", s.fullscreen,
                                        lambda v: self._set("fullscreen", v))
        rows = [
            Slider((x, y, w, h), "Volume", s.volume, 0.0, 1.0, 0.05,
                   lambda v: self._set("volume", v), _percent, enabled=services.sound.available),
            Toggle((x, y + 82, w, h), "Mute", s.muted, lambda v: self._set("muted", v),
                   enabled=services.sound.available),
            Slider((x, y + 164, w, h), "Animation speed", s.animation_speed, 0.0, 3.0, 0.25,
                   lambda v: self._set("animation_speed", v), _speed_text),
            self.fullscreen_toggle,
            Toggle((x, y + 328, w, h), "Hints (H, the Hint button)", s.show_hints,
                   lambda v: self._set("show_hints", v)),
            Choice((x, y + 410, w, h), "Computer players' pace", list(AI_PACES), s.ai_pace,
                   lambda v: self._set("ai_pace", v), describe=lambda v: str(v).capitalize()),
            Toggle((x, y + 492, w, h), "Four-colour deck (blue diamonds, green clubs)", s.four_colour_deck,
                   lambda v: self._set("four_colour_deck", v)),
            Choice((x, y + 574, w, h), "Text size", ["normal", "large"], s.text_size,
                   lambda v: self._set("text_size", v), describe=lambda v: "Large (TV)" if v == "large" else "Normal"),
            Choice((x, y + 656, w // 2 - 10, h), "Cloth", list(theme.FELTS), s.felt,
                   lambda v: self._set("felt", v), describe=lambda v: str(v).capitalize()),
            Choice((x + w // 2 + 10, y + 656, w // 2 - 10, h), "Backs", list(BACKS), s.card_back,
                   lambda v: self._set("card_back", v), describe=lambda v: str(v).capitalize()),
        ]
        done = pygame.Rect(0, 0, 300, 78)
        done.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - 44)
        self.menu = Menu(rows + [Button(done, "Done", self.close, style="primary")], services.sound)

    def _set(self, key: str, value: object) -> None:
        self.services.settings[key] = value

    def update(self, dt: float) -> None:
        # F11 can change fullscreen while this overlay is open; show the live value.
        self.fullscreen_toggle.value = self.services.settings.fullscreen

    def close(self) -> None:
        """Save and close; if saving fails, say so and close on the next press."""
        if self._save() or self.error is not None:
            self.services.stack.pop()
        else:
            self.error = f"{self._last_failure} Press Done again to go on without saving."

    def save_now(self) -> None:
        self._save()

    def _save(self) -> bool:
        try:
            save_settings(self.services.storage, self.services.settings)
        except StorageError as exc:
            log.warning("settings not saved: %s", exc)
            self._last_failure = str(exc)
            return False
        return True

    def on_escape(self) -> None:
        self.close()

    def draw_content(self, surface: Target) -> None:
        self.draw_heading(surface, "Settings", self.panel_rect.y + 40, size=72)
        self.menu.draw(surface)
        note_y = self.panel_rect.y + 880
        width = self.panel_rect.width - 120
        notes = []
        if not self.services.sound.available:
            notes.append(f"Sound is unavailable: {self.services.sound.problem}")
        if self.error:
            notes.append(self.error)
        lines = [line for note in notes for line in fonts.wrap(note, 22, width, fonts.SANS)]
        for line in lines[:3]:                         # kept inside the panel, above Done
            fonts.blit_text(surface, line, 22, theme.ERROR, fonts.SANS, midtop=(self.panel_rect.centerx, note_y))
            note_y += 28
