"""The end of a deal: won or lost, how it went, the player's record, and what next."""

from __future__ import annotations

import pygame

from eternus.outcome import player_won, record_finished
from eternus.session import GameSession
from eternus.storage import GameStats
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay, go_to_title, random_seed, start_game
from eternus.ui.widgets import Button, Menu

SETTLE_SECONDS = 1.0        # the results take no key or click this long after they appear


def clock(seconds: float | None) -> str:
    if seconds is None:
        return "\u2014"
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class ResultsScene(Overlay):
    """Shown over the finished table, with the result recorded (once, whoever asks first)."""

    def __init__(self, services: Services, session: GameSession) -> None:
        super().__init__(services, (1060, 740))
        self.session = session
        self.won = player_won(session)
        self.seconds = session.elapsed
        self.undos = session.undo_count
        self.notes: list[str] = []
        self.age = 0.0
        self.stats = self._record()
        x, y = self.panel_rect.x + 70, self.panel_rect.bottom - 130
        self.menu = Menu([
            Button((x, y, 330, 84), "New deal", self.new_deal, style="primary", size=34),
            Button((x + 355, y, 330, 84), "Same deal again", self.same_deal),
            Button((x + 710, y, 210, 84), "Title", self.title),
        ], services.sound)

    def update(self, dt: float) -> None:
        self.age += dt

    def handle(self, event: pygame.event.Event) -> bool:
        """Keys and clicks wait :data:`SETTLE_SECONDS` after the screen appears: the key that
        was the last move of the game (Space rolls, Enter plays) must not skip who won."""
        if self.age < SETTLE_SECONDS and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                                                         pygame.MOUSEBUTTONUP):
            return True
        return super().handle(event)

    def _record(self) -> GameStats:
        """The result, counted now unless the table counted it already (it does, the moment
        the match ends): counting is idempotent, so this only reads it back."""
        outcome = record_finished(self.services.storage, self.session)
        self.notes.extend(outcome.notes)
        return outcome.stats

    # ------------------------------------------------------------------ actions
    def _replay(self, seed: int) -> None:
        record = self.session.record
        start_game(self.services, record.game_id, record.seats, record.options, seed)

    def new_deal(self) -> None:
        self._replay(random_seed())

    def same_deal(self) -> None:
        self._replay(self.session.record.seed)

    def title(self) -> None:
        go_to_title(self.services)

    def on_escape(self) -> None:
        self.title()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: Target) -> None:
        r = self.panel_rect
        heading = "Victory!" if self.won else "Defeat"
        y = self.draw_heading(surface, heading, r.y + 30, size=96,
                              color=theme.GOLD_BRIGHT if self.won else theme.ERROR)
        game = self.session.game
        fonts.blit_text(surface, f"{game.title}  \u00b7  deal #{self.session.record.seed}", 28, theme.MUTED,
                        fonts.SANS, midtop=(r.centerx, y))
        left = r.x + 90
        right = r.centerx + 50
        top = y + 70
        self._column(surface, left, top, "THIS GAME", [
            ("Time", clock(self.seconds)),
            ("Undos", str(self.undos)),
        ])
        s = self.stats
        self._column(surface, right, top, "YOUR RECORD", [
            ("Played", str(s.played)),
            ("Won", f"{s.won}  ({round(s.win_rate * 100)}%)"),
            ("Current streak", str(s.current_streak)),
            ("Best streak", str(s.best_streak)),
            ("Best time", clock(s.best_time)),
        ])
        note_y = r.bottom - 180
        for note in self.notes[-2:]:
            fonts.blit_text(surface, note, 20, theme.ERROR, fonts.SANS, midtop=(r.centerx, note_y))
            note_y += 26
        self.menu.draw(surface)

    @staticmethod
    def _column(surface: Target, x: int, y: int, title: str, rows: list[tuple[str, str]]) -> None:
        fonts.blit_text(surface, title, 24, theme.GOLD, fonts.BOLD, topleft=(x, y))
        y += 50
        for label, value in rows:
            fonts.blit_text(surface, label, 30, theme.MUTED, fonts.SANS, topleft=(x, y))
            fonts.blit_text(surface, value, 30, theme.CREAM, fonts.BOLD, topright=(x + 400, y))
            y += 48
