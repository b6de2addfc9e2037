"""The title screen: the five games of Eternus, and the way back into a saved one."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from eternus.engine.registry import CatalogueEntry, catalogue, entry
from eternus.outcome import record_finished
from eternus.session import GameSession, load_session, saved_last
from eternus.ui import controller, draw, fonts, theme
from eternus.ui.canvas import LOGICAL_SIZE, Target
from eternus.ui.scene import Scene, Services
from eternus.ui.scenes.common import start_session
from eternus.ui.widgets import Button, Menu, Widget

ENTRY_X, ENTRY_Y, ENTRY_W, ENTRY_H, ENTRY_GAP = 200, 330, 1000, 112, 16
SIDE_X, SIDE_W, BUTTON_H, BUTTON_GAP = 1330, 420, 76, 22


class GameEntry(Widget):
    """One game of the catalogue; built games open their setup, others say "coming soon"."""

    def __init__(self, rect: pygame.Rect, entry: CatalogueEntry, built: bool, saved: bool,
                 on_open: Callable[[str], None]) -> None:
        super().__init__(rect, enabled=built)
        self.entry = entry
        self.saved = saved
        self.on_open = on_open

    def activate(self) -> None:
        if self.enabled:
            self.on_open(self.entry.id)

    def draw(self, surface: Target, focused: bool) -> None:
        r = self.rect
        live = self.enabled
        fill = (24, 58, 42, 235) if focused and live else (8, 24, 17, 200 if live else 150)
        draw.translucent_rect(surface, fill, r, border_radius=16)
        edge = theme.GOLD_BRIGHT if focused and live else (theme.GOLD if live else (60, 76, 66))
        draw.rect(surface, edge, r, width=2 if not focused else 3, border_radius=16)
        if focused and live:
            draw.polygon(surface, theme.GOLD_BRIGHT, ((r.x - 30, r.centery - 14),
                                                             (r.x - 14, r.centery), (r.x - 30, r.centery + 14)))
        title_color = theme.CREAM if live else theme.DIM
        fonts.blit_text(surface, self.entry.title, 50, title_color, fonts.DISPLAY, topleft=(r.x + 32, r.y + 10))
        fonts.blit_text(surface, self.entry.blurb, 24, theme.MUTED if live else theme.DIM, fonts.SANS,
                        topleft=(r.x + 34, r.y + 72))
        fonts.blit_text(surface, self.entry.players, 24, theme.MUTED if live else theme.DIM, fonts.SANS,
                        topright=(r.right - 30, r.y + 22))
        badge = "Saved game" if self.saved else ("" if live else "Coming soon")
        if badge:
            color = theme.GOLD_BRIGHT if self.saved else theme.DIM
            fonts.blit_text(surface, badge, 22, color, fonts.BOLD, bottomright=(r.right - 30, r.bottom - 18))


KEYS = "\u2191 \u2193  choose     Enter  open     Esc  quit     F11  fullscreen"
PAD_KEYS = "D-pad  choose     A  open     B  quit"

class TitleScene(Scene):
    """Games on the left, Continue / Rules / Settings / Quit on the right."""

    def __init__(self, services: Services, focus_game: str | None = None) -> None:
        """``focus_game``: the game whose results led here, in focus (after a Four Kings
        match the title lit The Seal of Pragon, the first listed)."""
        super().__init__(services)
        self.saved: dict[str, GameSession] = {}
        self.selected = next(e.id for e in catalogue() if e.built)
        self.chosen = False            # a game picked on this screen (else the Rules follow Continue)
        self.focus_game = focus_game if any(e.id == focus_game and e.built for e in catalogue()) else None
        if self.focus_game is not None:
            self.selected, self.chosen = self.focus_game, True
        self._build()

    def enter(self) -> None:
        problems = self._load_saves()
        if self.saved and not self.chosen:
            # Continue is in focus: the Rules are for the game it resumes, not the first listed.
            self.selected = saved_last(self.services.storage, self.saved)
        self._build()
        for problem in problems:
            self.services.navigator.show_message("Saved game", problem, error=True)

    def resume(self) -> None:
        focus = self.menu.focus
        self._build()
        self.menu.restore_focus(focus)

    def _load_saves(self) -> list[str]:
        self.saved.clear()
        problems = []
        for game in catalogue():
            if not game.built:
                continue
            session, error = load_session(self.services.storage, game.id)
            if session is not None and session.is_over:
                # A finished match whose save survived: counted (once, by its id), never continued.
                problems.extend(record_finished(self.services.storage, session).notes)
            elif session is not None:
                self.saved[game.id] = session
            if error:
                problems.append(error)
        return problems

    def _build(self) -> None:
        widgets: list[Widget] = []
        for i, game in enumerate(catalogue()):
            rect = pygame.Rect(ENTRY_X, ENTRY_Y + i * (ENTRY_H + ENTRY_GAP), ENTRY_W, ENTRY_H)
            widgets.append(GameEntry(rect, game, game.built, game.id in self.saved, self.open_setup))
        y = ENTRY_Y
        side: list[Widget] = []
        self.continue_button: Button | None = None
        if self.saved:
            # One Continue, for the chosen game when it has a save (else the one saved last):
            # the column fits however many games are saved, each marked on its own entry.
            self.continue_button = Button((SIDE_X, y, SIDE_W, BUTTON_H), "Continue", self.resume_chosen,
                                          style="primary", subtitle=self._title_of(self._to_continue()))
            side.append(self.continue_button)
            y += BUTTON_H + BUTTON_GAP + 34
        self.rules_button = Button((SIDE_X, y, SIDE_W, BUTTON_H), "Rules", self.open_rules,
                                   subtitle=self._title_of(self.selected))
        side.append(self.rules_button)
        y += BUTTON_H + BUTTON_GAP + 34
        for label, action in (("Statistics", self.open_statistics), ("Settings", self.open_settings),
                              ("Quit", self.quit)):
            side.append(Button((SIDE_X, y, SIDE_W, BUTTON_H), label, action))
            y += BUTTON_H + BUTTON_GAP
        games = [e.id for e in catalogue()]
        focus = games.index(self.focus_game) if self.focus_game is not None else len(widgets) if self.saved else 0
        self.menu = Menu(widgets + side, self.services.sound, focus=focus)

    @staticmethod
    def _title_of(game_id: str) -> str:
        return entry(game_id).title

    # ------------------------------------------------------------------ actions
    def open_setup(self, game_id: str) -> None:
        self.services.navigator.open_setup(game_id)

    def _to_continue(self) -> str:
        """The chosen game when it has a save, else the game saved last (the one being played
        when the program was closed), not the first saved one in the list."""
        if self.selected in self.saved:
            return self.selected
        return saved_last(self.services.storage, self.saved)

    def resume_chosen(self) -> None:
        self.resume_game(self._to_continue())

    def resume_game(self, game_id: str) -> None:
        start_session(self.services, self.saved[game_id])

    def open_rules(self) -> None:
        self.services.navigator.open_rules(self.selected)

    def open_settings(self) -> None:
        self.services.navigator.open_settings()

    def open_statistics(self) -> None:
        self.services.navigator.open_statistics()

    def quit(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    # ------------------------------------------------------------------ frame
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.services.navigator.confirm_quit()     # asked first
            return True
        used = self.menu.handle(event)
        focused = self.menu.focused
        if isinstance(focused, GameEntry) and focused.entry.id != self.selected:
            self.selected, self.chosen = focused.entry.id, True
            self.rules_button.subtitle = self._title_of(self.selected)
            if self.continue_button is not None:
                self.continue_button.subtitle = self._title_of(self._to_continue())
        return used

    def draw(self, surface: Target) -> None:
        theme.draw_felt(surface)
        cx = LOGICAL_SIZE[0] // 2
        fonts.blit_text(surface, "Games of Eternus", 128, theme.GOLD_BRIGHT, fonts.DISPLAY, midtop=(cx, 70))
        theme.ornament(surface, (cx, 232), 640)
        fonts.blit_text(surface, "A card table from the world of Eternus", 30, theme.MUTED, fonts.SANS,
                        midtop=(cx, 258))
        self.menu.draw(surface)
        keys = (PAD_KEYS if controller.in_use() else KEYS)
        fonts.blit_text(surface, keys, 24,
                        theme.DIM, fonts.SANS, midbottom=(cx, 1050))
