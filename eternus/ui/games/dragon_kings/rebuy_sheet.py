"""The re-buy choice (rules 3), read where it is made: a sheet over the middle of the table
saying what each answer means, above the two buttons that give it.

The buttons say "Buy in again for 400 chips (1 re-buy left)" and "Sit out and watch"; what
they leave unsaid is what follows: that the chips bought count against the player's result,
and that sitting out is for the rest of the match. A person out of chips at a group table
decides once, and should not have to open the rules page to learn that. Everything said
comes from the action the engine offers (its chips and re-buys left); nothing is decided here.
"""

from __future__ import annotations

import pygame

from eternus.engine.dragon_kings.actions import BuyInAgain, SitOut
from eternus.ui import fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.games.dragon_kings.wing_menu import AREA, MenuTable as RebuyTable
from eternus.ui.table.widgets import panel

WIDTH = 900
TEXT = 20
HEAD = 24
GAP = 18


def sheet_lines(t: RebuyTable) -> list[tuple[str, str]]:
    """(heading, what it means) for each answer offered to the person, with its key; empty
    when the re-buy is not the person's choice now."""
    found: list[tuple[str, str]] = []
    for choice in t.input.choices():
        action = choice.action
        key = choice.key
        if isinstance(action, BuyInAgain):
            found.append((f"{key}  Buy in again",
                          f"{action.chips:,} more chips from the bank, for "
                          f"{'your last re-buy' if action.left == 1 else f'one of your {action.left} re-buys'}. "
                          "You are dealt in from the next hand; what you pay in counts against your result."))
        elif isinstance(action, SitOut):
            found.append((f"{key}  Sit out and watch",
                          "You are dealt no more hands this match and your re-buy goes unused. The table "
                          "plays on; you can watch every hand until the end."))
    return found


def draw_rebuy_sheet(t: RebuyTable, surface: Target) -> None:
    """The sheet, while the person decides whether to buy in again."""
    rows = sheet_lines(t)
    if not rows:
        return
    width = min(WIDTH, AREA.w)
    inner_w = width - 36
    line = fonts.step(TEXT, 26)
    head = fonts.step(HEAD, 32)
    laid = [(title, fonts.wrap(text, TEXT, inner_w)) for title, text in rows]
    above = 30 + fonts.step(22, 30) + 10          # the panel's frame and its title, above the rows
    height = sum(head + len(words) * line + GAP for _, words in laid) + above
    rect = pygame.Rect(0, 0, width, min(AREA.h, height))
    rect.center = AREA.center
    inner = panel(surface, rect, "You are out of chips", alpha=235)
    y = inner.y
    for title, words in laid:
        fonts.blit_text(surface, title, HEAD, theme.GOLD_BRIGHT, fonts.BOLD, topleft=(inner.x, y))
        y += head
        for k, text in enumerate(words):
            fonts.blit_text(surface, text, TEXT, theme.CREAM, fonts.SANS, topleft=(inner.x, y + k * line))
        y += len(words) * line + GAP
