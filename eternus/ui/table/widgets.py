"""Button rows and panels for the table, built on the shared :mod:`eternus.ui.widgets`.

Menus route arrows and Enter to their buttons; on the table those keys belong to the
cards, so a :class:`ButtonBar` takes the mouse only: hover lights a button, a release
over the button that was pressed clicks it. Keys reach the same callbacks through the
table's own key map.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

import pygame

from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.widgets import Button


class ButtonBar:
    """Buttons laid out in a row in ``area``; ``visible`` ones share the width."""

    def __init__(self, area: pygame.Rect, buttons: Sequence[Button], gap: int = 12,
                 on_click: Callable[[], None] = lambda: None, per_row: int = 0,
                 fill_last_row: bool = False) -> None:
        self.area = pygame.Rect(area)
        self.buttons = list(buttons)
        self.gap = gap
        self.per_row = per_row          # 0: one row holding every visible button
        self.fill_last_row = fill_last_row   # a short last row's buttons widen to fill it
        self.on_click = on_click
        self.hidden: set[int] = set()
        self.hover: Button | None = None
        self.pressed: Button | None = None
        self.lit: Button | None = None       # a button a hint points at
        self.relayout()

    def show(self, button: Button, visible: bool) -> None:
        key = id(button)
        if visible == (key not in self.hidden):
            return
        (self.hidden.discard if visible else self.hidden.add)(key)
        self.relayout()

    def shown(self) -> list[Button]:
        return [b for b in self.buttons if id(b) not in self.hidden]

    def relayout(self) -> None:
        shown = self.shown()
        if not shown:
            return
        per_row = self.per_row or len(shown)
        rows = (len(shown) + per_row - 1) // per_row
        width = (self.area.w - self.gap * (per_row - 1)) / per_row
        height = (self.area.h - self.gap * (rows - 1)) / rows
        for i, b in enumerate(shown):
            r, c = divmod(i, per_row)
            across = width
            if self.fill_last_row and r == rows - 1:
                left = len(shown) - r * per_row
                across = (self.area.w - self.gap * (left - 1)) / left
            b.rect = pygame.Rect(round(self.area.x + c * (across + self.gap)),
                                 round(self.area.y + r * (height + self.gap)), round(across), round(height))

    def _at(self, pos: tuple[int, int]) -> Button | None:
        for b in self.shown():
            if b.enabled and b.rect.collidepoint(pos):
                return b
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._at(event.pos)
            return self.pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            pressed, self.pressed = self.pressed, None
            if pressed.rect.collidepoint(event.pos) and pressed.enabled and id(pressed) not in self.hidden:
                self.on_click()
                pressed.activate()
            return True
        return False

    def draw(self, surface: Target) -> None:
        for b in self.shown():
            b.draw(surface, b is self.hover or b is self.lit)


def panel(surface: Target, rect: pygame.Rect, title: str | None = None,
          alpha: int = 170) -> pygame.Rect:
    """A translucent framed panel (cached by size) with an optional title; returns the inside."""
    theme.draw_panel(surface, rect, 18, alpha)
    inner = rect.inflate(-36, -30)
    if title:
        r = fonts.blit_text(surface, fonts.fit(title, 22, inner.w, fonts.BOLD), 22, theme.GOLD, fonts.BOLD,
                            topleft=inner.topleft)
        inner = pygame.Rect(inner.x, r.bottom + 10, inner.w, inner.bottom - r.bottom - 10)
    return inner


BUTTON_PADDING = 16          # a choice button's label keeps this much room from its edges, both sides together
LEAST_BUTTON_SIZE = 16       # smaller is not read from the sofa
ANNOUNCE_SIZE = 40           # a big moment's words, at their largest
ANNOUNCE_LEAST = 24          # and at their smallest, when they are long


def shared_button_size(labels: Sequence[str], width: int, wanted: int) -> int:
    """One size for a list of choice buttons ``width`` wide: the largest at which each label
    fits, so that a list of offers reads as one list (a long label's button in small text
    among large ones looked like a lesser choice)."""
    return min((fonts.fitting_size(label, wanted, width - BUTTON_PADDING, fonts.BOLD, least=LEAST_BUTTON_SIZE)
                for label in labels), default=wanted)


def choice_button(surface: Target, rect: pygame.Rect, label: str, primary: bool, lit: bool, size: int,
                  short: str = "") -> None:
    """A table's move button drawn by the table itself (its choices change every move): the
    burgundy primary move or a green one, brighter under the pointer, its label shrunk (and
    at the large text size wrapped on two lines where the button is tall enough for them, else
    cut to ``short`` (the table's shorter words for it), to the name before its colon, or with
    an ellipsis) to keep clear of the edges."""
    fill = theme.BURGUNDY_LIGHT if (primary and lit) else theme.BURGUNDY if primary else (
        (30, 64, 46) if lit else (14, 38, 28))
    draw.rect(surface, fill, rect, border_radius=12)
    draw.rect(surface, theme.GOLD_BRIGHT if lit else theme.GOLD, rect, width=2, border_radius=12)
    room = rect.w - BUTTON_PADDING
    wanted = size
    size = fonts.fitting_size(label, wanted, room, fonts.BOLD, least=LEAST_BUTTON_SIZE)
    body, key = label, ""
    if label.endswith(")") and "  (" in label:                          # keep the key: "...  (2)"
        body, key = label.rsplit("  (", 1)
        key = "  (" + key
    too_long = fonts.measure(label, size, fonts.BOLD)[0] > room
    lines = _two_lines(body, key, size, room) if too_long and rect.h >= two_line_height(size) else None
    if lines:
        # A button two lines tall (Draker's offers at the large text size) says it all.
        step = fonts.step(size, round(size * 1.25))
        for i, line in enumerate(lines):
            fonts.blit_text(surface, line, size, theme.CREAM, fonts.BOLD,
                            center=(rect.centerx, round(rect.centery + (i - 0.5) * step)))
        return
    body_room = room - fonts.measure(key, size, fonts.BOLD)[0]
    name = short or body.split(": ", 1)[0]
    if fonts.measure(body, size, fonts.BOLD)[0] > body_room and name != body \
            and fonts.measure(name, size, fonts.BOLD)[0] <= body_room:
        body = name            # "Qc Merchant", not "Qc Merchant: 4 more d..."; the table says the rest
        size = fonts.fitting_size(body + key, wanted, room, fonts.BOLD, least=LEAST_BUTTON_SIZE)  # as the rest
        body_room = room - fonts.measure(key, size, fonts.BOLD)[0]
    whole = fonts.measure(body + key, size, fonts.BOLD)[0] <= room       # measured in parts it ran a pixel over
    shown = (body if whole else fonts.fit(body, size, body_room, fonts.BOLD)) + key
    fonts.blit_text(surface, shown, size, theme.CREAM, fonts.BOLD, center=rect.center)


def _two_lines(body: str, key: str, size: int, room: int) -> list[str] | None:
    """``body`` and its key on two lines that fit ``room``, broken before a " + " where there
    is one ("Qs: attack 8" over "+ defence 6  (1)"); None when two lines do not hold it."""
    if " + " in body:
        head, tail = body.split(" + ", 1)
        lines = [head, f"+ {tail}{key}"]
    else:
        lines = fonts.wrap(body + key, size, room, fonts.BOLD)
    fits = all(fonts.measure(line, size, fonts.BOLD)[0] <= room for line in lines)
    return lines if len(lines) == 2 and fits else None


def two_line_height(size: int) -> int:
    """The height a :func:`choice_button` needs to write a ``size`` label on two lines."""
    return 2 * fonts.step(size, round(size * 1.25)) + 8


@lru_cache(maxsize=32)
def _announcement_layout(text: str, width: int, height: int) -> tuple[int, tuple[str, ...], int]:
    """The size, lines and line step of a big moment's words in a ``width`` x ``height``
    box: worked out once, not in every frame the moment stays up. (Its sizes are never under
    the large text size's floor, so that setting does not change the answer.)"""
    for size in range(ANNOUNCE_SIZE, ANNOUNCE_LEAST - 1, -2):      # the floor is kept if nothing fits
        lines = fonts.wrap(text, size, width, fonts.DISPLAY)
        step = fonts.step(size, round(size * 1.15))
        if len(lines) * step <= height and all(fonts.measure(line, size, fonts.DISPLAY)[0] <= width
                                               for line in lines):
            break
    return size, tuple(lines), step


def announcement(surface: Target, rect: pygame.Rect, text: str) -> None:
    """A big moment written in the middle of the table, large enough to read from the sofa:
    at the largest size whose lines fit the box, on a second or third line rather than
    shrunk (one long line once shrank to its floor and still ran out of the box)."""
    draw.translucent_rect(surface, (4, 14, 10, 225), rect, border_radius=24)
    draw.rect(surface, theme.GOLD_BRIGHT, rect, width=3, border_radius=24)
    size, lines, step = _announcement_layout(text, rect.w - 40, rect.h - 16)
    top = rect.centery - len(lines) * step / 2
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, size, theme.GOLD_BRIGHT, fonts.DISPLAY,
                        center=(rect.centerx, round(top + (i + 0.5) * step)))


def log_panel(surface: Target, rect: pygame.Rect, title: str,
              log_lines: Iterable[tuple[str, tuple[int, int, int]]],
              size: int = 16, line_h: int = 20, bright: int = 4) -> None:
    """Every table's log: a panel whose newest lines show at the bottom, wrapped to its
    width; plain (cream) lines older than the last ``bright`` wrapped lines turn muted,
    coloured ones (a win, a reversal) keep their colour. The tables differ only in the
    title, the type size and how many lines stay bright, so they share this one. When the
    panel is full, it opens on the start of an entry, never in the middle of a sentence."""
    inner = panel(surface, rect, title)
    line_h = max(line_h, round(line_h * fonts.readable(size) / size))     # the large text setting
    lines = [(line, colour, k == 0) for text, colour in log_lines
             for k, line in enumerate(fonts.wrap(text, size, inner.w))]
    shown = lines[-max(1, inner.h // line_h):]
    while len(shown) > 1 and not shown[0][2]:      # never open on the middle of an entry
        shown = shown[1:]
    for i, (line, colour, _) in enumerate(shown):
        fade = i < len(shown) - bright and colour == theme.CREAM
        fonts.blit_text(surface, line, size, theme.MUTED if fade else colour, fonts.SANS,
                        topleft=(inner.x, inner.y + i * line_h))


def status_bar(surface: Target, bar: pygame.Rect, title: str, chips: Sequence[tuple[str, str]],
               pill: str = "", size: int = 22) -> None:
    """The header every table wears: the game's title, its facts as label-value pairs, and
    a pill on the right saying whose move it is (none when ``pill`` is empty). ``size`` is
    the value text; the title and labels follow it. Facts that would reach the pill are cut
    short with an ellipsis, or left out, so the bar never writes over itself: a table lists
    its least needed fact last."""
    draw.translucent_rect(surface, (4, 14, 10, 200), bar)
    # A level rule: both ends on the same row (one end a pixel lower made a step mid-screen).
    draw.line(surface, theme.GOLD, (bar.x, bar.bottom - 1), (bar.right, bar.bottom - 1), 2)
    margin = size + 6
    shown = fonts.blit_text(surface, title, size + 16, theme.GOLD_BRIGHT, fonts.DISPLAY,
                            midleft=(bar.x + margin, bar.centery))
    r = pygame.Rect((0, 0), fonts.measure(pill, size, fonts.BOLD))
    r = r.move_to(midright=(bar.right - margin, bar.centery)).inflate(size + 6, size // 2)
    limit = (r.left if pill else bar.right) - size      # the facts stop short of the pill
    x = shown.right + 2 * size
    for label, value in chips:
        room = limit - (x + fonts.measure(label, size - 4)[0] + 8)
        if room < fonts.measure("000\u2026", size, fonts.BOLD)[0]:
            break                   # no room for another fact (the large text size, five pots)
        a = fonts.blit_text(surface, label, size - 4, theme.MUTED, fonts.SANS, midleft=(x, bar.centery))
        b = fonts.blit_text(surface, fonts.fit(value, size, room, fonts.BOLD), size, theme.CREAM, fonts.BOLD,
                            midleft=(a.right + 8, bar.centery))
        x = b.right + size + 8
    if pill:
        draw.rect(surface, theme.GOLD_BRIGHT, r, border_radius=r.h // 2)
        fonts.blit_text(surface, pill, size, theme.PANEL, fonts.BOLD, center=r.center)
