"""Between two hands: the summary that waits for the players.

A hand that ends must not roll into the next deal while everyone is still looking at the
last card: the table pushes this overlay with the engine's sheet for the hand (who went
out, each player's cards and points, the running totals), ranked by what the hand gave
and with no "1st" or "2nd" (those are places in a match), and the next hand waits under
it until somebody clicks or presses a key. Like the results, it takes no input for its
first second, so the key that ended the hand cannot skip it.
"""

from __future__ import annotations

import pygame

from eternus.engine.standings import Standings
from eternus.grammar import you_agree
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.scenes.common import Overlay
from eternus.ui.scenes.results import SETTLE_SECONDS
from eternus.ui.scenes.standings_sheet import ROW_H, CardFace, draw_sheet, lay_out, row_height
from eternus.ui.widgets import Button, Menu


class SummaryScene(Overlay):
    """``title`` over ``sheet``; Enter, Space, Esc or the button go on to the next hand
    (at a table with nobody human, it goes on by itself after ``closes_after`` seconds).
    With ``card_face`` (the game's card art) the cards each row lays open are shown."""

    def __init__(self, services: Services, title: str, sheet: Standings, highlight: set[int],
                 go_on: str = "Next hand", closes_after: float | None = None,
                 card_face: CardFace | None = None) -> None:
        if row_height(sheet, card_face) == ROW_H:
            rows = sum(lay_out(sheet, 1400 - 160, card_face, False, frozenset(highlight)).heights)
            size = (1400, min(1000, 420 + rows + 32 * len(sheet.lines)))
        else:                                 # the cards laid open take a wider, taller panel
            rows = sum(lay_out(sheet, 1760 - 160, card_face, False, frozenset(highlight)).heights)
            size = (1760, min(1040, 370 + rows + 40 * len(sheet.lines)))
        super().__init__(services, size)
        self.title = title
        self.sheet = sheet
        self.card_face = card_face
        self.highlight = highlight
        self.age = 0.0
        self.closes_after = closes_after      # a table of AI players only goes on by itself
        button = pygame.Rect(0, 0, 440, 80)
        button.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - 34)
        self.menu = Menu([Button(button, f"{go_on}  (Enter)", self.close, style="primary")], services.sound)

    def update(self, dt: float) -> None:
        self.age += dt
        if self.closes_after is not None and self.age >= self.closes_after:
            self.services.stack.pop()

    def wants_frames(self) -> bool:
        return self.closes_after is not None       # a table of AI players goes on by itself

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.age < SETTLE_SECONDS:
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        return super().handle(event)

    def close(self) -> None:
        self.services.sound.play("click")
        self.services.stack.pop()

    def on_escape(self) -> None:
        self.close()

    def draw_content(self, surface: Target) -> None:
        r = self.panel_rect
        y = self.draw_heading(surface, self.title, r.y + 28, size=64)
        for line in self.sheet.lines:
            fonts.blit_text(surface, you_agree(line), 30, theme.CREAM, fonts.BOLD, midtop=(r.centerx, y - 8))
            y += 40
        draw_sheet(surface, self.sheet, pygame.Rect(r.x + 80, y + 12, r.width - 160, 0), self.highlight,
                   self.card_face, places=False)
        self.menu.draw(surface)
