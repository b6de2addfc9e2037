"""Everyone's record, game by game: the statistics page opened from the title screen.

Each person who has finished a match (by the name they sat down with) has a row; each game
a column. A game of several players counts more than wins: the matches played, the places
finished (a second place is a second place, not a loss) and the chips or points won; the
solitaire column says wins of deals played and the best time. Six people fit; the ones who
played most come first.
"""

from __future__ import annotations

import pygame

from eternus.engine.registry import catalogue
from eternus.engine.standings import signed
from eternus.outcome import AMOUNTS, Amount
from eternus.storage import GameStats, Statistics
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.scenes.standings_sheet import ordinal
from eternus.ui.widgets import Button, Menu

ROWS_SHOWN = 6
NAME_W = 300
ROW_H = 100


def clock(seconds: float | None) -> str:
    """A time as the records show it: m:ss, or h:mm:ss from an hour on."""
    if seconds is None:
        return "\u2014"
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


def cell(stats: GameStats, timed: bool, amount: Amount | None = None) -> tuple[str, str, str]:
    """What one person's record in one game says, in three lines. A solitaire: "3 of 5" won,
    "60%" and the best time. A game of several players: "2 played", the places finished
    ("1\u00d7 1st \u00b7 1\u00d7 2nd") and the ``amount`` in the game's unit ("+495 chips"), if the
    game counts one; a record from before places were counted says only its wins."""
    if not stats.played:
        return "\u2014", "", ""
    if timed:
        best = f"best {clock(stats.best_time)}" if stats.best_time is not None else ""
        return f"{stats.won} of {stats.played}", f"{round(stats.win_rate * 100)}%", best
    if not stats.places:
        return f"{stats.played} played", f"{stats.won} won", ""
    places = "  \u00b7  ".join(f"{n}\u00d7 {ordinal(i + 1)}" for i, n in enumerate(stats.places) if n)
    if amount is None:
        return f"{stats.played} played", places, ""
    return f"{stats.played} played", places, f"{signed(stats.points) if amount.net else stats.points} {amount.word}"


class StatisticsScene(Overlay):
    """A grid of people by games; Esc or Close returns to the title."""

    def __init__(self, services: Services) -> None:
        super().__init__(services, (1760, 960))
        statistics = Statistics(services.storage)
        self.messages = statistics.messages
        self.games = [game for game in catalogue() if game.built]
        played = {name: sum(s.played for s in per_game.values()) for name, per_game in statistics.people.items()}
        people = sorted(played, key=lambda name: (-played[name], name.lower()))
        self.hidden = max(0, len(people) - ROWS_SHOWN)
        self.rows = [(name, statistics.people[name]) for name in people[:ROWS_SHOWN]]
        close = pygame.Rect(0, 0, 260, 76)
        close.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - 34)
        self.menu = Menu([Button(close, "Close", self.close, style="primary")], services.sound)

    def close(self) -> None:
        self.services.stack.pop()

    def on_escape(self) -> None:
        self.close()

    def draw_content(self, surface: Target) -> None:
        r = self.panel_rect
        y = self.draw_heading(surface, "Statistics", r.y + 30, size=72)
        fonts.blit_text(surface, "Matches played, places finished and chips or points won, "
                        "for everyone who has sat at this table", 26,
                        theme.MUTED, fonts.SANS, midtop=(r.centerx, y - 6))
        y += 50
        left = r.x + 70
        column_w = (r.width - 140 - NAME_W) // max(1, len(self.games))
        for i, game in enumerate(self.games):
            x = left + NAME_W + i * column_w + column_w // 2
            for j, line in enumerate(fonts.wrap(game.title, 24, column_w - 16, fonts.BOLD)[:2]):
                fonts.blit_text(surface, line, 24, theme.GOLD, fonts.BOLD, midtop=(x, y + j * 28))
        y += 70
        if not self.rows:
            fonts.blit_text(surface, "No finished games yet: the record starts with the first one.", 30,
                            theme.CREAM, fonts.SANS, midtop=(r.centerx, y + 60))
        for name, per_game in self.rows:
            fonts.blit_text(surface, fonts.fit_name(name, 30, NAME_W - 20), 30, theme.CREAM, fonts.BOLD,
                            topleft=(left, y + 8))
            for i, game in enumerate(self.games):
                x = left + NAME_W + i * column_w + column_w // 2
                lines = cell(per_game.get(game.id, GameStats()), timed=game.max_players == 1,
                             amount=AMOUNTS.get(game.id))
                fonts.blit_text(surface, lines[0], 30, theme.CREAM, fonts.SANS, midtop=(x, y))
                for j, line in enumerate(lines[1:]):
                    fonts.blit_text(surface, fonts.fit(line, 22, column_w - 12, fonts.SANS), 22, theme.MUTED,
                                    fonts.SANS, midtop=(x, y + 38 + j * 28))
            y += ROW_H
        if self.hidden:
            fonts.blit_text(surface, f"and {self.hidden} more", 24, theme.DIM, fonts.SANS, topleft=(left, y))
        for message in self.messages[-1:]:
            fonts.blit_text(surface, message, 20, theme.ERROR, fonts.SANS, midbottom=(r.centerx, r.bottom - 124))
        self.menu.draw(surface)
