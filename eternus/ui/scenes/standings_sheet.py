"""The final sheet of a match drawn as a table: place, player, score, and the breakdown.

What the sheet says is the engine's (``State.standings()``); this only lays it out at a
size read from the sofa. A long breakdown (a King's Court match of twenty hands) keeps its
latest columns, the ones that decided it, and says how many earlier ones are not shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from eternus.engine.standings import Standing, Standings
from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Target, put, px

CardFace = Callable[[str, int], pygame.Surface]
"""A game's card art: the face of a card id at a width in real pixels (``CardArt.face``)."""

ROW_H = 52
TEXT = 30
HEAD = 24
PLACE_W, NAME_W, SCORE_W, CELL_W = 120, 330, 300, 130   # the widest name and score columns
NARROW_W = 200                                         # ... and the narrowest
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}
CARDS_ROW_H = 96            # a row that lays its cards open is as tall as they are ...
CARDS_ROW_H_MANY = 72       # ... or, with more than six rows, as tall as eight fit the screen
CARD_W = 60                 # those cards' width: the colour band, the suit mark and the big emblem read
CARDS_HEADING = "CARDS HELD"
CARDS_MIN_W = 240           # the least room the cards get beside the columns (fanned closer if more)


def ordinal(place: int) -> str:
    return ORDINALS.get(place, f"{place}th")


def _running(widths: list[int]) -> list[int]:
    """The right edge of each column, from the left of the first."""
    edges, total = [], 0
    for width in widths:
        total += width
        edges.append(total)
    return edges


def row_height(sheet: Standings, card_face: CardFace | None = None) -> int:
    """How tall each row of ``sheet`` is drawn: taller where its cards are laid open."""
    if card_face is None or not any(row.shown for row in sheet.rows):
        return ROW_H
    return CARDS_ROW_H if len(sheet.rows) <= 6 else CARDS_ROW_H_MANY


@dataclass(frozen=True)
class SheetLayout:
    """Where a sheet's columns go across ``width`` and how tall each of its rows is."""

    place_w: int
    name_w: int
    score_w: int
    widths: list[int]             # the breakdown columns shown, the latest last
    hidden: int                   # earlier breakdown columns left out
    cards_w: int
    row_h: int                    # a row of one line
    heights: list[int]            # each row, taller where its name takes two lines

    @property
    def width(self) -> int:
        return self.place_w + self.name_w + self.score_w + sum(self.widths) + self.cards_w


def name_lines(name: str, width: int, face: str) -> list[str]:
    """A player's name in its column: whole on one line, else on two lines broken at a space
    (a long name with a 16-card hand beside it lost its middle, "Maximiliana\u2026 Theodora"),
    cut only where even that does not fit."""
    if fonts.measure(name, TEXT, face)[0] <= width:
        return [name]
    lines = fonts.wrap(name, TEXT, width, face)
    if len(lines) == 1:
        return [fonts.fit_name(name, TEXT, width, face)]
    return [fonts.fit(lines[0], TEXT, width, face), fonts.fit_name(" ".join(lines[1:]), TEXT, width, face)]


def name_step() -> int:
    return fonts.step(TEXT, 34)


def lay_out(sheet: Standings, width: int, card_face: CardFace | None = None, places: bool = True,
            highlight: frozenset[int] = frozenset()) -> SheetLayout:
    """The columns of ``sheet`` across ``width``: the score and every breakdown column are
    kept, the open cards fanned closer and the names put on two lines to make room for them;
    only a long match's earliest hands give way (a hand's summary dropped its Cards column
    for a 16-card hand beside a long name)."""
    place_w = PLACE_W if places else 0
    widths = [max(CELL_W, fonts.measure(column.upper(), HEAD, fonts.BOLD)[0] + 30,
                  *(fonts.measure(row.breakdown[i], TEXT, fonts.SANS)[0] + 30
                    for row in sheet.rows if i < len(row.breakdown)))
              for i, column in enumerate(sheet.columns)]
    name_w = max(NARROW_W, min(NAME_W, 40 + max(fonts.measure(r.name, TEXT, fonts.BOLD)[0] for r in sheet.rows)))
    score_w = max(NARROW_W, min(SCORE_W, 50 + max(fonts.measure(sheet.score_heading.upper(), HEAD, fonts.BOLD)[0],
                                                  *(fonts.measure(r.score, TEXT, fonts.BOLD)[0] for r in sheet.rows))))
    row_h = row_height(sheet, card_face)
    cards_w = 0
    if row_h != ROW_H:
        most = max(len(row.shown) for row in sheet.rows)
        least = max(CARDS_MIN_W, fonts.measure(CARDS_HEADING, HEAD, fonts.BOLD)[0]) + 30
        cards_w = max(least, min(width // 3, CARD_W + (most - 1) * CARD_W * 3 // 4) + 30)
        cards_w = max(least, min(cards_w, width - (place_w + name_w + score_w + sum(widths))))
    name_w = max(NARROW_W, min(name_w, width - (place_w + score_w + sum(widths) + cards_w)))
    room, used = 0, 0
    for column_w in reversed(widths):               # the latest columns first
        if place_w + name_w + score_w + used + column_w + cards_w > width:
            break
        room, used = room + 1, used + column_w
    shown = widths[len(widths) - room:]
    heights = [max(row_h, 2 * name_step() + 16)
               if len(name_lines(row.name, name_w - 20, fonts.BOLD if row.seat in highlight else fonts.SANS)) > 1
               else row_h for row in sheet.rows]
    return SheetLayout(place_w, name_w, score_w, shown, len(widths) - room, cards_w, row_h, heights)


def draw_sheet(surface: Target, sheet: Standings, rect: pygame.Rect, highlight: set[int],
               card_face: CardFace | None = None, places: bool = True) -> int:
    """The sheet inside ``rect``, centred across it (a two-column hand summary stood at the
    left of its panel with a third of it empty beside), rows of the ``highlight`` seats
    framed in gold besides their names in bold: returns the y below the last row.

    With ``card_face``, the cards each row lays open (:attr:`Standing.shown`) are drawn
    fanned at its right, so everyone sees what a hand was counted from.

    Without ``places`` the place column is left out: one hand's sheet is ranked by what the
    hand gave (chips won in it), and "2nd" there read as a place in the match."""
    lay = lay_out(sheet, rect.width, card_face, places, frozenset(highlight))
    place_w, name_w, score_w, cards_w, row_h = lay.place_w, lay.name_w, lay.score_w, lay.cards_w, lay.row_h
    shown = sheet.columns[len(sheet.columns) - len(lay.widths):]
    rights = _running(lay.widths)
    used = sum(lay.widths)
    rect = pygame.Rect(rect.x + (rect.width - lay.width) // 2, rect.y, lay.width, rect.height)
    x_place, x_name, x_score = rect.x, rect.x + place_w, rect.x + place_w + name_w
    x_cells = x_score + score_w
    y = rect.y
    if places:
        fonts.blit_text(surface, "PLACE", HEAD, theme.GOLD, fonts.BOLD, topleft=(x_place, y))
    fonts.blit_text(surface, "PLAYER", HEAD, theme.GOLD, fonts.BOLD, topleft=(x_name, y))
    fonts.blit_text(surface, sheet.score_heading.upper(), HEAD, theme.GOLD, fonts.BOLD,
                    topright=(x_score + score_w - 30, y))
    for right, column in zip(rights, shown, strict=True):
        fonts.blit_text(surface, column.upper(), HEAD, theme.GOLD, fonts.BOLD, topright=(x_cells + right - 10, y))
    x_cards = x_cells + used + 30
    if cards_w:
        fonts.blit_text(surface, CARDS_HEADING, HEAD, theme.GOLD, fonts.BOLD, topleft=(x_cards, y))
    y += 40
    for row, height in zip(sheet.rows, lay.heights, strict=True):
        mine = row.seat in highlight
        band = pygame.Rect(rect.x - 16, y - 6, rect.width + 32, height - 4)
        if row.place == 1:
            draw.translucent_rect(surface, (70, 58, 20, 150), band, border_radius=10)
        if mine:
            draw.rect(surface, theme.GOLD_BRIGHT, band, width=2, border_radius=10)
        if card_face is not None and cards_w:
            _draw_cards(surface, row, card_face, pygame.Rect(x_cards, y - 2, cards_w - 30, row_h - 8))
        face = fonts.BOLD if mine else fonts.SANS
        names = name_lines(row.name, name_w - 20, face)
        middle = band.centery - 2                   # the words sit level with the middle of the cards
        top = middle - name_step() // 2
        colour = theme.GOLD_BRIGHT if row.place == 1 else theme.CREAM
        if places:
            fonts.blit_text(surface, ordinal(row.place), TEXT, colour, fonts.BOLD, topleft=(x_place, top))
        for i, line in enumerate(names):
            fonts.blit_text(surface, line, TEXT, colour, face,
                            topleft=(x_name, middle - len(names) * name_step() // 2 + i * name_step()))
        fonts.blit_text(surface, row.score, TEXT, colour, fonts.BOLD, topright=(x_score + score_w - 30, top))
        for right, cell in zip(rights, row.breakdown[len(row.breakdown) - len(shown):] if shown else (), strict=True):
            fonts.blit_text(surface, cell, TEXT, theme.MUTED, fonts.SANS, topright=(x_cells + right - 10, top))
        y += height
    if lay.hidden:
        fonts.blit_text(surface, f"({lay.hidden} earlier column{'s' if lay.hidden != 1 else ''} not shown)", HEAD,
                        theme.DIM, fonts.SANS, topright=(rect.right, y))
        y += 34
    return y


def _draw_cards(surface: Target, row: Standing, card_face: CardFace, rect: pygame.Rect) -> None:
    """``row``'s open cards fanned left to right inside ``rect``, closer together when many
    (each keeps its left edge, where its band and emblem are, in view); "none" if none."""
    if not row.shown:
        fonts.blit_text(surface, "none", TEXT, theme.DIM, fonts.SANS, midleft=(rect.x, rect.centery))
        return
    width = min(CARD_W, rect.height * 5 // 7)
    step = min(width * 3 // 4, (rect.width - width) // max(1, len(row.shown) - 1))
    for i, card in enumerate(row.shown):
        put(surface, card_face(card, px(surface, width)), midleft=(rect.x + i * step, rect.centery))
