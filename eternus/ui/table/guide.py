"""The guided first hand: callouts that point at the table and say what to do and why.

A newcomer wants to play, not read the rules. The first time a game is opened, its setup
offers a guided hand: a fixed deal (the same for everyone, chosen so that the first hand
shows the game's main moments) with callouts. Each game lists its steps in its own package
(``eternus/ui/games/<game>/guide.py``): what the step says, which zone of the table's map
it points at, and the moment it explains (a test on the table: "it is your turn and a card
fits"). A step comes up the first time its moment comes, and is done once the person makes
a move under it or its moment passes while they are to move (they did what it asked), so a
deal that goes another way than planned never leaves a callout pointing at nothing. The
guide ends when every step is done or the game is over, or at once when skipped (K, or the
Skip button, which the controller's LB/RB reach too); either way it is not offered first
again (the ``guides_done`` setting).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from eternus.storage import Settings
from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.widgets import Button

MIN_W = 320
HOME_ZONE = "log"            # where the callout stands: over the table's log
TEXT = 26
TEXT_LEAST = 22              # the smallest, where the log is short (the panels' words are 16-18)
SKIP_ROOM = 18 + 56 + 16     # under the words: a gap, the Skip button, the margin
SKIP_LABEL = "Skip the guide  (K)"


@dataclass(frozen=True)
class GuideStep:
    """One callout: ``text`` pointing at the map zone ``zone`` (None: the table's middle),
    shown the first time ``when(table)`` holds while the person is to move."""

    text: str
    zone: str | None
    when: Callable[[Any], bool]


def mark_done(settings: Settings, game_id: str) -> None:
    """``game_id``'s guide was finished or skipped: the setup no longer offers it first."""
    if game_id not in settings.guides_done:
        settings.guides_done = (*settings.guides_done, game_id)


def is_done(settings: Settings, game_id: str) -> bool:
    return game_id in settings.guides_done


def leader(box: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """The line from the callout to the ring round its zone: from the callout's side that
    faces the zone to the ring's near side. (It always left from the callout's left edge, so
    a callout left of its zone drew a line across the whole table to the zone's top.)"""
    y = min(max(target.centery, box.top + 30), box.bottom - 30)
    if target.right < box.left:
        return (box.left, y), (target.right + 8, target.centery)
    if target.left > box.right:
        return (box.right, y), (target.left - 8, target.centery)
    x = min(max(target.centerx, box.left + 30), box.right - 30)
    if target.bottom < box.top:
        return (x, box.top), (target.centerx, target.bottom + 8)
    return (x, box.bottom), (target.centerx, target.top - 8)


class Guide:
    """The steps of one game's guided hand, and which of them are done."""

    def __init__(self, game_id: str, steps: list[GuideStep], finished: Callable[[str], None]) -> None:
        self.game_id = game_id
        self.steps = steps
        self.done: set[int] = set()
        self.showing: int | None = None          # the step on screen
        self.shown_at = 0                        # the number of moves when it came up
        self.over = False
        self._finished = finished
        self.skip_button = Button((0, 0, 300, 56), SKIP_LABEL, self.skip, size=22)
        self.box: pygame.Rect | None = None      # where the callout was drawn last (None: not shown)

    def follow(self, table: Any, moves: int, person_to_move: bool, game_over: bool) -> None:
        """A frame: a step shown is done once a move was made under it, or once the person
        did what it asked without a move (a card laid in Draker's tray: "lay a card" stood on
        over the trays it had filled); the next step whose moment has come is shown; the
        guide ends when all are done or the game is over."""
        if self.over:
            return
        if self.showing is not None and (moves > self.shown_at
                                         or (person_to_move and not self.steps[self.showing].when(table))):
            self.done.add(self.showing)
            self.showing = None
        if game_over or len(self.done) == len(self.steps):
            self._finish()
            return
        if self.showing is None and person_to_move:
            for i, step in enumerate(self.steps):
                if i not in self.done and step.when(table):
                    self.showing, self.shown_at = i, moves
                    break

    def current(self) -> GuideStep | None:
        return None if self.over or self.showing is None else self.steps[self.showing]

    def skip(self) -> None:
        self._finish()

    def _finish(self) -> None:
        if not self.over:
            self.over = True
            self.showing = None
            self._finished(self.game_id)

    def handle(self, event: pygame.event.Event) -> bool:
        """K or a click on Skip ends the guide. True if the event was taken."""
        if self.over:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_k:
            self.skip()
            return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.current() is not None
                and self.skip_button.rect.collidepoint(event.pos)):
            self.skip()
            return True
        return False

    def draw(self, surface: Target, zone_rect: Callable[[str], pygame.Rect]) -> None:
        """The callout over the table's log (every table has one, and a newcomer needs the
        guide more than the log), a ring round the zone it is about, a line between the two,
        and the Skip button under the text."""
        step = self.current()
        self.box = None
        if step is None:
            return
        home = zone_rect(HOME_ZONE)
        width = max(MIN_W, home.w)           # as wide as the log, so nothing beside it is covered
        # As tall as the log where a size allows (Pragon's log is short, and the callout at
        # its full size hid the title of the tray under it); at the large text size never
        # under its floor, and at the normal size still larger than the panels' words.
        for size in (fonts.readable(TEXT), fonts.readable(TEXT - 2), fonts.readable(TEXT_LEAST)):
            lines = fonts.wrap(step.text, size, width - 60)
            line_h = round(size * 1.3)
            box = pygame.Rect(0, 0, width, 24 + len(lines) * line_h + SKIP_ROOM)
            if box.h <= home.h:
                break
        # The whole of the log's place where the words fit in it: a callout over its top part
        # left the History panel's frame and title showing round it (Draker), a panel half
        # under another. The log comes back when the guide's words go.
        box.h = max(box.h, home.h)
        box.topright = home.topright
        box.clamp_ip(pygame.Rect(0, 0, 1920, 1080).inflate(-20, -20))
        self.box = box
        if step.zone:
            target = zone_rect(step.zone)
            draw.rect(surface, theme.GOLD_BRIGHT, target.inflate(16, 16), width=5, border_radius=16)
            start, end = leader(box, target)
            draw.line(surface, theme.GOLD_BRIGHT, start, end, 4)
            draw.circle(surface, theme.GOLD_BRIGHT, end, 8)
        theme.draw_panel(surface, box, 18)     # opaque: the log under it must not show through
        draw.rect(surface, theme.GOLD_BRIGHT, box, width=3, border_radius=18)
        for i, line in enumerate(lines):
            fonts.blit_text(surface, line, size, theme.CREAM, fonts.SANS, topleft=(box.x + 30, box.y + 24 + i * line_h))
        self.skip_button.rect = pygame.Rect(0, 0, min(320, box.w - 48), 56)
        self.skip_button.rect.bottomright = (box.right - 24, box.bottom - 16)
        self.skip_button.draw(surface, False)
