"""The wing-card choice, read where it is made: what each card offered does, on the board and
in the hole, in a sheet over the middle of the table above the buttons that choose.

The choice's buttons say only the cards' names (ten of them share the bar), and a group at
the TV was sent to the rules page to learn what a name meant. Between hands the middle of
the table shows only the last hand's board, so the sheet lies there while the choice is
asked, one row per card with its key, its name and its two lines from the engine's list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from eternus.engine.dragon_kings.actions import MakePermanent, PutInPlay
from eternus.engine.dragon_kings.wings import WING_CARDS, WingCard
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.table.widgets import panel

if TYPE_CHECKING:
    from eternus.ui.games.dragon_kings.input import DragonKingsInput


class MenuTable(Protocol):
    """What the wing-card menu reads of its table: the input's choices (the cards offered)."""

    @property
    def input(self) -> DragonKingsInput: ...

#: Where the sheet lies: between the side panels, under the status bar, over the prompt.
AREA = pygame.Rect(376, 70, 1168, 810)
TEXT = 15
NAME = 18
GAP = 16
TITLE = 30 + 42       # the panel's frame and its title, above the rows
ROW_GAP = 6


def offered(t: MenuTable) -> list[tuple[str, WingCard]]:
    """The wing cards the person is asked to choose from, each with the key that chooses it."""
    found = []
    for choice in t.input.choices():
        if isinstance(choice.action, (PutInPlay, MakePermanent)):
            found.append(("0" if choice.key == "10" else choice.key, WING_CARDS[choice.action.card]))
    return found


def draw_wing_menu(t: MenuTable, surface: Target) -> None:
    """The sheet of the cards offered, while the choice is the person's to make."""
    rows = offered(t)
    if not rows:
        return
    line = fonts.step(TEXT, 18)
    name_w = max(fonts.measure(f"{key}  {wing.name}", NAME, fonts.BOLD)[0] for key, wing in rows)
    inner_w = AREA.w - 36
    text_w = (inner_w - name_w - 2 * GAP) // 2
    laid = [(key, wing, fonts.wrap(wing.board, TEXT, text_w), fonts.wrap(wing.hole, TEXT, text_w))
            for key, wing in rows]
    height = sum(max(len(board), len(hole), 1) * line + ROW_GAP for _, _, board, hole in laid)
    head = fonts.step(NAME, 22)
    rect = pygame.Rect(AREA.x, AREA.y, AREA.w, min(AREA.h, height + head + TITLE))
    rect.bottom = AREA.bottom
    inner = panel(surface, rect, "What each wing card does", alpha=235)
    board_x = inner.x + name_w + GAP
    hole_x = board_x + text_w + GAP
    y = inner.y
    fonts.blit_text(surface, "On the board", TEXT, theme.GOLD, fonts.BOLD, topleft=(board_x, y))
    fonts.blit_text(surface, "In the hole", TEXT, theme.GOLD, fonts.BOLD, topleft=(hole_x, y))
    y += head
    for key, wing, board, hole in laid:
        fonts.blit_text(surface, f"{key}  {wing.name}", NAME, theme.GOLD_BRIGHT, fonts.BOLD, topleft=(inner.x, y))
        for k, words in enumerate(board):
            fonts.blit_text(surface, words, TEXT, theme.CREAM, fonts.SANS, topleft=(board_x, y + k * line))
        for k, words in enumerate(hole):
            fonts.blit_text(surface, words, TEXT, theme.MUTED, fonts.SANS, topleft=(hole_x, y + k * line))
        y += max(len(board), len(hole), 1) * line + ROW_GAP
