"""What the table says over itself: a short notice (a refused move, a failed save) and a big
moment in the middle (a pot won, a player out), each with its time to stay.

A refused move is said with the 'invalid' sound at every table; a big moment holds the AI
seats and the hand-over while it shows (unless the AI pace is "instant").
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from eternus.grammar import you_agree
from eternus.ui import theme
from eternus.ui.canvas import Target
from eternus.ui.table.host import TableHost
from eternus.ui.table.widgets import announcement

NOTICE_SECONDS = 4.0
ANNOUNCE_SECONDS = 2.4     # a big moment stays written in the middle this long (game seconds)


@dataclass
class Notice:
    """A short message over the table (a refused move, a failed save) and how long it stays."""

    text: str
    colour: tuple[int, int, int]
    ttl: float


@dataclass
class Announcement:
    """A big moment written in the middle of the table (a pot won, a player out, a skip aimed
    at you), and how long it stays."""

    text: str
    left: float


class Notices:
    """The table's part that says things over it: :attr:`notice` and :attr:`announcement`."""

    notice: Notice | None = None
    announcement: Announcement | None = None

    def refuse(self: TableHost, reason: str) -> None:
        """Tell the player why not, with the 'invalid' sound."""
        if reason:
            self.notice = Notice(reason, theme.ERROR, NOTICE_SECONDS)
            self.sound("invalid")

    def announce(self: TableHost, text: str, sound: str | None = None) -> None:
        """A big moment in the middle of the table, with its sound; while it shows (and the
        AI pace is not "instant") the AI seats and the hand-over wait for it."""
        self.announcement = Announcement(you_agree(text), ANNOUNCE_SECONDS)
        if sound:
            self.sound(sound)

    def tick_announcement(self: TableHost, dt: float) -> None:
        """Age the big moment at the animation speed (in real time when animations are off)."""
        if self.announcement is not None:
            self.announcement.left -= dt * (self.speed() if self.speed() > 0 else 1.0)
            if self.announcement.left <= 0:
                self.announcement = None

    def draw_announcement(self: TableHost, surface: Target, rect: pygame.Rect) -> None:
        if self.announcement is not None:
            announcement(surface, rect, self.announcement.text)

    def holding(self: TableHost) -> bool:
        """A big moment is on show and the next move waits for it (a hold the AI pace asks for)."""
        return self.announcement is not None and self.ai_pace() > 0

    def tick_notice(self: TableHost, dt: float) -> None:
        """Age the notice; it goes when its time is up."""
        if self.notice is not None:
            self.notice.ttl -= dt
            if self.notice.ttl <= 0:
                self.notice = None
