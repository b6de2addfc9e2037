"""Starting a game over a saved one: asked first, and the saved game is the answer in focus.

Each game keeps one save. Start (or a guided hand) on a game's setup screen used to begin at
once and save over the game in progress: a player who chose the game from the list instead of
Continue lost it without a word. Now the screen says what is saved and asks. Enter or C goes
on with the saved game, N starts the new one (and the save is replaced only then), Esc goes
back to the setup.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from eternus.session import GameSession
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.widgets import Button, Menu

CONTINUE_KEYS = (pygame.K_c,)   # and Enter on the button in focus, the first
NEW_KEYS = (pygame.K_n,)


def saved_line(session: GameSession, short: bool = False) -> str:
    """The saved game in a few words: who sits at it (``short``: the first and how many
    others) and how long it has been played."""
    names = [seat.name for seat in session.record.seats]
    players = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    if short and len(names) > 2:
        players = f"{names[0]} and {len(names) - 1} others"
    minutes = round(session.elapsed / 60)
    played = "less than a minute" if minutes < 1 else f"{minutes} minute{'s' if minutes != 1 else ''}"
    return f"{players}: {played} played."


class ReplaceSaveScene(Overlay):
    """"A game of X is saved": Continue it (in focus), Start a new one, or go Back."""

    def __init__(self, services: Services, title: str, saved: GameSession,
                 start_new: Callable[[], None], continue_saved: Callable[[], None]) -> None:
        super().__init__(services, (1100, 420))
        self.title, self.saved = title, saved
        self.start_new, self.continue_saved = start_new, continue_saved
        r = self.panel_rect
        self.menu = Menu([
            # The first label is the longest: its button is wider, so all three read at one size.
            Button((r.centerx - 505, r.bottom - 130, 380, 80), "Continue it  (Enter)", self.go_on, style="primary"),
            Button((r.centerx - 110, r.bottom - 130, 300, 80), "Start new  (N)", self.replace),
            Button((r.centerx + 205, r.bottom - 130, 300, 80), "Back  (Esc)", self.on_escape),
        ], services.sound)

    def go_on(self) -> None:
        self.services.stack.pop()
        self.continue_saved()

    def replace(self) -> None:
        self.services.stack.pop()
        self.start_new()

    def on_escape(self) -> None:
        self.services.stack.pop()

    def shortcuts(self) -> Mapping[int, Callable[[], None]]:
        return {**dict.fromkeys(CONTINUE_KEYS, self.go_on), **dict.fromkeys(NEW_KEYS, self.replace)}

    def draw_content(self, surface: Target) -> None:
        r = self.panel_rect
        y = self.draw_heading(surface, f"A game of {self.title} is saved", r.y + 34, size=56)
        width = r.w - 80
        who = fonts.wrap(saved_line(self.saved), 26, width)
        if len(who) > 2:           # eight long names ran off the screen on one line
            who = fonts.wrap(saved_line(self.saved, short=True), 26, width)
        for line in [*who, *fonts.wrap("A new game would take its place: the game keeps one save.", 26, width)]:
            fonts.blit_text(surface, line, 26, theme.MUTED, fonts.SANS, midtop=(r.centerx, y))
            y += fonts.step(26, 36)
        self.menu.draw(surface)
