"""Before a deal: the game's options (each with what it does) and the deal number."""

from __future__ import annotations

from typing import Any

import pygame

from eternus.engine.core import Option
from eternus.engine.registry import CATALOGUE, get_game
from eternus.ui import fonts, theme
from eternus.ui.scene import Scene, Services
from eternus.ui.scenes.common import default_seats, random_seed, start_game
from eternus.ui.widgets import Button, Choice, Menu, NumberField, Toggle, Widget

PANEL_X, PANEL_W, PANEL_Y = 360, 1200, 290
ROW_H = 66
DESC_SIZE, DESC_LINE = 24, 32


class SetupScene(Scene):
    """Options as toggles or choices, the deal number typed or rolled, then Start."""

    def __init__(self, services: Services, game_id: str) -> None:
        super().__init__(services)
        self.game = get_game(game_id)
        self.entry = next(e for e in CATALOGUE if e.id == game_id)
        self.values: dict[str, Any] = {o.key: o.default for o in self.game.options}
        self.descriptions: list[tuple[list[str], tuple[int, int]]] = []
        widgets: list[Widget] = []
        x, width = PANEL_X + 40, PANEL_W - 80
        y = PANEL_Y + 84
        for option in self.game.options:
            widgets.append(self._option_widget(option, pygame.Rect(x, y, width, ROW_H)))
            lines = fonts.wrap(option.description, DESC_SIZE, width - 48)
            self.descriptions.append((lines, (x + 24, y + ROW_H + 2)))
            y += ROW_H + len(lines) * DESC_LINE + 22
        self.no_options_y = y if not self.game.options else None
        if not self.game.options:
            y += 50
        y += 46
        self.deal_label_y = y - 40
        self.seed_field = NumberField((x, y, width - 330, ROW_H), "Deal number", str(random_seed()),
                                      lambda _text: None)
        widgets.append(self.seed_field)
        widgets.append(Button((x + width - 310, y + 6, 290, ROW_H - 12), "Random deal", self.roll, size=28))
        y += ROW_H
        self.seed_note_y = y + 4
        self.panel_rect = pygame.Rect(PANEL_X, PANEL_Y, PANEL_W, y + 60 - PANEL_Y)
        by = self.panel_rect.bottom + 44
        self.start_button = Button((PANEL_X + PANEL_W - 340, by, 340, 84), "Start", self.start,
                                   style="primary", size=36)
        widgets += [
            Button((PANEL_X, by + 6, 260, 72), "Back", self.back),
            Button((PANEL_X + 290, by + 6, 260, 72), "Rules", self.rules),
            self.start_button,
        ]
        self.menu = Menu(widgets, services.sound)
        self.menu.focus_on(self.start_button)

    def _option_widget(self, option: Option, rect: pygame.Rect) -> Widget:
        def set_value(value: Any, key: str = option.key) -> None:
            self.values[key] = value

        if option.choices:
            return Choice(rect, option.label, option.choices, option.default, set_value)
        if isinstance(option.default, bool):
            return Toggle(rect, option.label, option.default, set_value)
        raise TypeError(f"option {option.key!r} has neither choices nor a yes/no default")

    # ------------------------------------------------------------------ actions
    @property
    def seed(self) -> int | None:
        return int(self.seed_field.text) if self.seed_field.text else None

    def roll(self) -> None:
        self.seed_field.text = str(random_seed())

    def start(self) -> None:
        seed = self.seed if self.seed is not None else random_seed()
        start_game(self.services, self.game.id, default_seats(self.game), dict(self.values), seed)

    def back(self) -> None:
        self.services.stack.pop()

    def rules(self) -> None:
        from eternus.ui.scenes.rules import RulesScene

        self.services.stack.push(RulesScene(self.services, self.game.id))

    # ------------------------------------------------------------------ frame
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.menu.focused is self.seed_field:
                self.start()
                return True
            if self.menu.focused is not self.seed_field and self.seed_field.type(event):
                return True  # digits go to the deal number wherever the focus is
        return self.menu.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_felt(surface)
        cx = theme.LOGICAL_SIZE[0] // 2
        fonts.blit_text(surface, self.game.title, 96, theme.GOLD_BRIGHT, fonts.DISPLAY, midtop=(cx, 60))
        theme.ornament(surface, (cx, 196), 560)
        fonts.blit_text(surface, f"{self.entry.blurb}   \u00b7   {self.entry.players}", 28, theme.MUTED,
                        fonts.SANS, midtop=(cx, 222))
        theme.draw_panel(surface, self.panel_rect)
        fonts.blit_text(surface, "OPTIONS", 24, theme.GOLD, fonts.BOLD, topleft=(PANEL_X + 64, PANEL_Y + 40))
        if self.no_options_y is not None:
            fonts.blit_text(surface, "This game has no options.", 28, theme.MUTED, fonts.SANS,
                            topleft=(PANEL_X + 64, self.no_options_y))
        for lines, (x, y) in self.descriptions:
            for i, line in enumerate(lines):
                fonts.blit_text(surface, line, DESC_SIZE, theme.MUTED, fonts.SANS, topleft=(x, y + i * DESC_LINE))
        fonts.blit_text(surface, "DEAL", 24, theme.GOLD, fonts.BOLD, topleft=(PANEL_X + 64, self.deal_label_y))
        fonts.blit_text(surface, "The same number always deals the same cards: type one to replay a deal.",
                        DESC_SIZE, theme.MUTED, fonts.SANS, topleft=(PANEL_X + 64, self.seed_note_y))
        self.menu.draw(surface)
        fonts.blit_text(surface, "\u2191 \u2193  move     \u2190 \u2192  change     Enter  select     "
                        "0-9  deal number     Esc  back", 24, theme.DIM, fonts.SANS, midbottom=(cx, 1050))
