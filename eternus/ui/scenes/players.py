"""Who sits at the table: the seat rows of the setup screen for games of several players.

Each row is one chair: its player's name (typed straight in while the row has the focus)
and who plays it, cycled like any other choice (arrows, Enter, a click on the arrows).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from eternus.engine.core import Seat
from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.widgets import LABEL_INSET, LABEL_SIZE, Choice

MAX_NAME = 16
TEAM_SIZE = 24          # "team 1" after a name, in the words the table's seat panels use
LEVELS = ("easy", "normal", "hard")     # the generic levels; a game may offer more (GamePolicy.levels)


#: The choice of a seat played from a person's own phone (recorded as ``Seat(..., phone=True)``).
PHONE = "phone"


def agent_choices(styles: Mapping[str, tuple[str, str]] | None = None,
                  levels: Sequence[str] = LEVELS) -> list[tuple[str, str]]:
    """The cycle of one seat: Human (at the keyboard), the game's AI levels, then each of
    the generic levels in each of the game's personalities (``ismcts:hard+drawer`` shown as
    "AI hard, drawer"), and last Phone (a person on their own phone): one step left of
    Human, as the cycle wraps round."""
    choices = [("human", "Human"), *((f"ismcts:{level}", f"AI {level}") for level in levels)]
    for style, (label, _) in (styles or {}).items():
        choices.extend((f"ismcts:{level}+{style}", f"AI {level}, {label}") for level in LEVELS)
    return [*choices, (PHONE, "Phone")]


def default_name(index: int, agent: str) -> str:
    return "You" if index == 0 and agent == "human" else f"Player {index + 1}"


class SeatRow(Choice):
    """One chair: an editable name on the left, Human / AI level (and style) on the right."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], index: int, seat: Seat,
                 on_change: Callable[[int, Seat], None],
                 styles: Mapping[str, tuple[str, str]] | None = None, levels: Sequence[str] = LEVELS) -> None:
        self.seat_index = index
        self.on_seat = on_change
        choices = agent_choices(styles, levels)
        names = dict(choices)
        super().__init__(rect, "", [spec for spec, _ in choices], PHONE if seat.phone else seat.agent,
                         self._agent_changed,
                         describe=lambda spec: names.get(str(spec), str(spec)))
        self.name = seat.name
        self.team: int | None = None      # the seat's partnership with the options as set (None: alone)

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, value: str) -> None:
        self._name = value
        self.label = f"{self.seat_index + 1}.  {value}"

    @property
    def seat(self) -> Seat:
        name = self.name.strip() or default_name(self.seat_index, str(self.value))
        if self.value == PHONE:
            return Seat(name, "human", phone=True)   # a person for the rules, a phone for the table
        return Seat(name, str(self.value))

    def _agent_changed(self, _agent: object) -> None:
        self.on_seat(self.seat_index, self.seat)

    def type(self, event: pygame.event.Event) -> bool:
        """Edit the name: printable characters append, Backspace deletes."""
        if event.key == pygame.K_BACKSPACE:
            self.name = self.name[:-1]
        else:
            char = getattr(event, "unicode", "")
            if len(char) != 1 or not char.isprintable() or len(self.name) >= MAX_NAME:
                return len(char) == 1 and char.isprintable()
            self.name += char
        self.on_seat(self.seat_index, self.seat)
        return True

    def draw(self, surface: Target, focused: bool) -> None:
        """The row, with "team N" after the name when partners are set, so who partners whom
        is read before the deal (in words: the number, not a colour); a name too long for
        both is shortened on screen, never the tag."""
        shown = self.label
        tag = "" if self.team is None else f"team {self.team + 1}"
        if tag:
            # From the label's start to the control's arrow, less the tag: the room was counted
            # from the window's edge, and at the large text size "team 1" lay on the arrow.
            start = self.rect.x + LABEL_INSET
            room = self.control_rect.x - 12 - fonts.measure(tag, TEAM_SIZE, fonts.BOLD)[0] - 14 - start
            self.label = fonts.fit_name(self.label, LABEL_SIZE, room, fonts.SANS)
        try:
            super().draw(surface, focused)
            width = fonts.measure(self.label, LABEL_SIZE, fonts.SANS)[0]
        finally:
            self.label = shown
        x = self.rect.x + LABEL_INSET + width
        if tag:
            fonts.blit_text(surface, tag, TEAM_SIZE, theme.GOLD if self.enabled else theme.DIM, fonts.BOLD,
                            midleft=(x + 14, self.rect.centery + 1))
        if focused:  # a caret after the name: typing edits it
            draw.line(surface, theme.GOLD_BRIGHT, (x + 4, self.rect.y + 12), (x + 4, self.rect.bottom - 12), 2)
