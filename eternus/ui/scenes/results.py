"""The end of a match: who won, the game's own final sheet, everyone's record, and what next.

A solitaire says won or lost, the time and the player's record. A game of several players
shows its standings as the engine scored them (King's Court's hands, Four Kings' payments,
Dragon Kings' chips, Draker's life) and the record of every person at the table, under
their own name.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import pygame

from eternus.engine.core import Action
from eternus.engine.standings import Standings
from eternus.grammar import listed

from eternus.outcome import AMOUNTS, human_seat, people_at_table, player_won, record_finished
from eternus.session import GameSession, random_seed
from eternus.storage import GameStats, Statistics
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay, start_game
from eternus.ui.scenes.standings_sheet import draw_sheet, ordinal
from eternus.ui.scenes.statistics import cell, clock
from eternus.ui.widgets import Button, Menu


@runtime_checkable
class ShowsLines(Protocol):
    """A table that can play a solved line of its deal (the Seal of Pragon's "show me how")."""

    def show_line(self, line: Sequence[Action]) -> None: ...

SETTLE_SECONDS = 1.0        # the results take no key or click this long after they appear
SOLVE_SECONDS = 1.9         # "show me how" answers within 2 s (the bench's pragon_solver)


def headline(session: GameSession) -> str:
    """The result in a few words. Alone: "Victory!" or "Defeat". One person among AI players:
    "Victory!" for a win (the best result, and a positive one: what the statistics count),
    else the place the sheet gives, so the heading never says "Defeat" over "You: 1st" (all
    tied at -2) or over a second place won with +1. Several people at the screen, or nobody
    (a table of AI players watched to its end): who won ("Anna wins!", "Anna, Ben and Cora
    win!")."""
    people = people_at_table(session)
    if people == 1 and len(session.record.seats) == 1:
        return "Victory!" if player_won(session) else "Defeat"
    sheet = session.state.standings()
    if people == 1:
        if player_won(session):
            return "Victory!"
        place = sheet.place_of(human_seat(session))
        shared = sum(1 for row in sheet.rows if row.place == place) > 1
        return f"Shared {ordinal(place)} place" if shared else f"{ordinal(place)} place"
    winners = [row.name for row in sheet.rows if row.place == 1]
    return f"{listed(winners)} win{'s' if len(winners) == 1 else ''}!"


def subtitle(session: GameSession, sheet: Standings) -> str:
    """The game and the deal, and at a table of several people where each of them finished
    ("Anna 1st · Ben 3rd"): the results speak to the whole group, not to the first chair.
    One person among AI players reads their place in the heading already."""
    line = f"{session.game.title}  \u00b7  Deal number {session.record.seed}"
    people = [(seat.name, sheet.place_of(i)) for i, seat in enumerate(session.record.seats) if seat.is_human]
    if len(people) > 1:
        line += "  \u00b7  " + "  \u00b7  ".join(f"{name} {ordinal(place)}" for name, place in people)
    return line


class ResultsScene(Overlay):
    """Shown over the finished table, with the result recorded (once, whoever asks first)."""

    def __init__(self, services: Services, session: GameSession) -> None:
        self.several = len(session.record.seats) > 1
        solvable = session.game.has_solver and not player_won(session)
        super().__init__(services, (1640, 960) if self.several else (1060, 880 if solvable else 740))
        self.session = session
        self.won = player_won(session)
        self.heading = headline(session)
        self.sheet = session.state.standings()
        self.seconds = session.elapsed
        self.undos = session.undo_count
        self.hints = session.hint_count
        self.notes: list[str] = []
        self.age = 0.0
        self.stats = self._record()
        self.people = self._people()
        x = self.panel_rect.centerx - 460
        y = self.panel_rect.bottom - 130
        buttons = [
            Button((x, y, 330, 84), "New deal", self.new_deal, style="primary", size=34),
            Button((x + 355, y, 330, 84), "Same deal again", self.same_deal),
            Button((x + 710, y, 210, 84), "Title", self.title),
        ]
        self.solving: threading.Thread | None = None
        self.solved: list[tuple[Action, ...] | None] = []
        self.solve_note = ""
        if solvable:
            # "Show me how": the lost deal solved with every card known, then shown.
            self.show_button = Button((x, self.panel_rect.bottom - 320, 920, 76),
                                      "Show me how this deal could be won  (S)", self.show_me_how, size=30)
            buttons.append(self.show_button)
        self.menu = Menu(buttons, services.sound)

    def _people(self) -> list[tuple[str, GameStats]]:
        """The record of each person at the table in this game (read after recording)."""
        statistics = Statistics(self.services.storage)
        game_id = self.session.record.game_id
        names = dict.fromkeys(seat.name for seat in self.session.record.seats if seat.is_human)
        return [(name, statistics.for_person(name, game_id)) for name in names]

    def update(self, dt: float) -> None:
        self.age += dt
        if self.solving is not None and not self.solving.is_alive():
            self.solving = None
            line = self.solved[0] if self.solved else None
            if line is None:
                self.solve_note = "No win found for this deal in 2 seconds, even with every card known."
            else:
                self._show(line)

    def wants_frames(self) -> bool:
        return self.solving is not None

    # ------------------------------------------------------------------ show me how
    def show_me_how(self) -> None:
        """Solve the lost deal from its first position (off the frame; at most 2 s)."""
        if self.solving is not None:
            return
        self.solve_note = "Looking for a win with every card known\u2026"
        start = self.session.record.start()

        def work() -> None:
            self.solved = [self.session.game.solve_finished(start, SOLVE_SECONDS)]

        self.solving = threading.Thread(target=work, name="eternus-solver", daemon=True)
        self.solving.start()

    def _show(self, line: tuple[Action, ...]) -> None:
        """The same deal on a fresh table, the line played on it with the hidden cards up."""
        record = self.session.record
        self.services.navigator.start_table(GameSession.new(record.game_id, record.seats, record.options, record.seed))
        table = self.services.stack.top
        if isinstance(table, ShowsLines):
            table.show_line(line)

    def handle(self, event: pygame.event.Event) -> bool:
        """Keys and clicks wait :data:`SETTLE_SECONDS` after the screen appears: the key that
        was the last move of the game (Space rolls, Enter plays) must not skip who won."""
        if self.age < SETTLE_SECONDS and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                                                         pygame.MOUSEBUTTONUP):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and self.session.game.has_solver and not self.won:
            self.show_me_how()
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
        self.services.navigator.to_title(self.session.record.game_id)

    def on_escape(self) -> None:
        self.title()

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: Target) -> None:
        r = self.panel_rect
        good = self.won or people_at_table(self.session) != 1
        y = self.draw_heading(surface, self.heading, r.y + 30, size=96,
                              color=theme.GOLD_BRIGHT if good else theme.ERROR)
        fonts.blit_text(surface, subtitle(self.session, self.sheet), 28, theme.MUTED, fonts.SANS, midtop=(r.centerx, y))
        if self.several:
            self._draw_several(surface, y + 64)
            return
        left = r.x + 90
        right = r.centerx + 50
        top = y + 70
        self._column(surface, left, top, "THIS GAME", [
            ("Time", clock(self.seconds)),
            ("Undos", str(self.undos)),
            ("Hints", str(self.hints)),
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
        if self.solve_note:
            fonts.blit_text(surface, self.solve_note, 24, theme.MUTED, fonts.SANS,
                            midbottom=(r.centerx, r.bottom - 330))
        for note in self.notes[-2:]:
            fonts.blit_text(surface, note, 20, theme.ERROR, fonts.SANS, midtop=(r.centerx, note_y))
            note_y += 26
        self.menu.draw(surface)

    def _draw_several(self, surface: Target, top: int) -> None:
        """The standings, how the match went, and each person's record."""
        r = self.panel_rect
        humans = {i for i, seat in enumerate(self.session.record.seats) if seat.is_human}
        sheet_rect = pygame.Rect(r.x + 90, top, r.width - 180, 0)
        y = draw_sheet(surface, self.sheet, sheet_rect, humans) + 14
        for line in [wrapped for text in self.sheet.lines[-4:]
                     for wrapped in fonts.wrap(text, 24, sheet_rect.width, fonts.SANS)][:5]:
            # Centred under the sheet, which is centred in the panel (at the panel's left edge
            # a short line stood apart from a narrow sheet).
            fonts.blit_text(surface, line, 24, theme.MUTED, fonts.SANS, midtop=(sheet_rect.centerx, y))
            y += 32
        y = max(y + 10, r.bottom - 300)
        counts = f"Time {clock(self.seconds)}   \u00b7   Undos {self.undos}   \u00b7   Hints {self.hints}"
        fonts.blit_text(surface, counts, 26, theme.MUTED, fonts.SANS, topleft=(sheet_rect.x, y))
        if self.people:                       # a table of AI players only has nobody's record to show
            fonts.blit_text(surface, "RECORD IN THIS GAME", 24, theme.GOLD, fonts.BOLD,
                            topright=(sheet_rect.right, y))
        amount = AMOUNTS.get(self.session.record.game_id)
        for name, stats in self.people[:3]:
            y += 36
            said = ",  ".join(line for line in cell(stats, timed=False, amount=amount) if line)
            fonts.blit_text(surface, f"{name}:  {said}", 26, theme.CREAM, fonts.SANS, topright=(sheet_rect.right, y))
        note_y = r.bottom - 168
        for note in self.notes[-1:]:
            fonts.blit_text(surface, note, 20, theme.ERROR, fonts.SANS, midtop=(r.centerx, note_y))
        self.menu.draw(surface)

    @staticmethod
    def _column(surface: Target, x: int, y: int, title: str, rows: list[tuple[str, str]]) -> None:
        fonts.blit_text(surface, title, 24, theme.GOLD, fonts.BOLD, topleft=(x, y))
        y += 50
        for label, value in rows:
            fonts.blit_text(surface, label, 30, theme.MUTED, fonts.SANS, topleft=(x, y))
            fonts.blit_text(surface, value, 30, theme.CREAM, fonts.BOLD, topright=(x + 400, y))
            y += 48
