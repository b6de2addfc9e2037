"""Before a deal: the game's options (each with what it does), the deal number, and for a
game of several players who sits in each chair.

A one-player game gets one centred panel. A game of several players gets two side by side,
options and deal on the left, players on the right; the players panel is sized for the most
seats the game allows, so changing the number of seats does not move anything else.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any
from collections.abc import Callable

import pygame

from eternus.engine.ai import policy_for
from eternus.engine.core import GROUP_PEOPLE, Option, OptionError, Seat
from eternus.engine.registry import entry, get_game
from eternus.session import load_session, random_seed
from eternus.setup_memory import is_placeholder, known_names, recall, remember
from eternus.storage import StorageError
from eternus.ui import controller, fonts, theme
from eternus.ui.canvas import LOGICAL_SIZE, Target
from eternus.ui.scene import Scene, Services
from eternus.ui.scenes.common import (
    default_seats, start_game, start_guided_hand, start_session,
)
from eternus.ui.scenes.players import SeatRow, agent_choices, default_name
from eternus.ui.scenes.strength import PROMPT, level_strength
from eternus.ui.widgets import CONTROL_INSET, LABEL_INSET, Button, Choice, Menu, NumberField, Toggle, Widget
from eternus.ui.table.guide import is_done

log = logging.getLogger(__name__)

PANEL_X, PANEL_W, PANEL_Y = 360, 1200, 290
MULTI_X, MULTI_W, MULTI_GAP, MULTI_Y = 100, 840, 40, 270  # two panels for several players
ROW_H = 66
SEAT_H = 50
DESC_SIZE, DESC_LINE = 24, 32
OPTIONS_BOTTOM = 930  # below this the Start row would leave the screen
COMPACT_ROW = 54
HINT_LINES = 3        # the compact layout's box for the highlighted option's description
HOT_SEAT_FIRST = "Player 1"   # the first chair's name while two or more people share the screen
STRENGTH_LINES = 2    # the players panel's note of how strong the highlighted AI level measured


def option_widget(option: Option, rect: pygame.Rect, values: dict[str, Any]) -> Widget:
    """A row that sets ``values[option.key]``: a choice, or a switch for a yes/no option."""
    def set_value(value: Any, key: str = option.key) -> None:
        values[key] = value

    current = values.get(option.key, option.default)
    if option.choices:
        return Choice(rect, option.label, option.choices, current, set_value, describe=option.describe)
    if isinstance(option.default, bool):
        return Toggle(rect, option.label, bool(current), set_value)
    raise TypeError(f"option {option.key!r} has neither choices nor a yes/no default")


def group_button_rect(row: pygame.Rect) -> pygame.Rect:
    """A button that opens a group of options ("House rules..."), lined up with the rows
    around it: from where their labels start to where their controls end."""
    return pygame.Rect(row.x + LABEL_INSET, row.y + 5, row.w - LABEL_INSET - CONTROL_INSET, row.h - 10)


class SetupScene(Scene):
    """Options as toggles or choices, the deal number typed or rolled, then Start."""

    def __init__(self, services: Services, game_id: str) -> None:
        super().__init__(services)
        self.game = get_game(game_id)
        self.entry = entry(game_id)
        self.values: dict[str, Any] = {o.key: o.default for o in self.game.options}
        offered = dict(agent_choices(policy_for(self.game).styles, policy_for(self.game).levels))
        self.known_names = known_names(services.storage)
        remembered_options, remembered_seats = recall(services.storage, self.game,
                                                      lambda spec: spec in offered)
        self.values.update(remembered_options)  # the table as the player left it last time
        self.descriptions: list[tuple[list[str], tuple[int, int]]] = []
        self.multi = self.game.max_players > 1
        panel_x, panel_w, panel_y = (MULTI_X, MULTI_W, MULTI_Y) if self.multi else (PANEL_X, PANEL_W, PANEL_Y)
        widgets: list[Widget] = []
        x, width = panel_x + 40, panel_w - 80
        y = panel_y + 84
        rows = self._rows()
        wrapped = [fonts.wrap(description, DESC_SIZE, width - 48) for _, description in rows]
        # Every description under its option if that fits; else one box that explains the
        # highlighted option (a game with many options, like Four Kings Crossing).
        full = sum(ROW_H + len(lines) * DESC_LINE + 22 for lines in wrapped)
        self.compact = panel_y + 84 + full + 46 + 2 * ROW_H + 60 > OPTIONS_BOTTOM
        self.hints: dict[int, list[str]] = {}
        self.option_rows: dict[str, Widget] = {}
        for (row, _), lines in zip(rows, wrapped, strict=True):
            rect = pygame.Rect(x, y, width, COMPACT_ROW if self.compact else ROW_H)
            widget = (self._option_widget(row, rect) if isinstance(row, Option)
                      else Button(group_button_rect(rect), f"{row}\u2026", partial(self.open_group, row), size=28))
            widgets.append(widget)
            if isinstance(row, Option):
                self.option_rows[row.key] = widget
            if self.compact:
                self.hints[id(widget)] = lines
                y += COMPACT_ROW
            else:
                self.descriptions.append((lines, (x + 24, y + ROW_H + 2)))
                y += ROW_H + len(lines) * DESC_LINE + 22
        self.hint_pos = (x + 24, y + 8)
        self.hint_width = width - 48
        if self.compact:
            y += HINT_LINES * DESC_LINE + 8
        self.no_options_y = y if not self.game.options else None
        if not self.game.options:
            y += 50
        players_h = 84 + ROW_H + 16 + self.game.max_players * SEAT_H + 26
        # The strength of the highlighted AI level: in the compact layout's box for the
        # highlighted option, else in lines of its own under the seats.
        self.strength_h = 0 if self.compact else STRENGTH_LINES * DESC_LINE + 8
        players_h += self.strength_h
        # With many options the deal number goes without its note, in whichever column
        # leaves the lower bottom edge (under the options, or under the players).
        deal_h = 46 + ROW_H + 10
        deal_with_players = self.compact and self.multi and (
            max(y + 24, panel_y + players_h + deal_h) < max(y + deal_h + 24, panel_y + players_h))
        options_bottom = y
        deal_x = panel_x + panel_w + MULTI_GAP + 40 if deal_with_players else x
        if deal_with_players:
            y = panel_y + players_h + 46
            players_h += 46 + ROW_H + 26
        else:
            y += 46
        self.deal_label_pos = (deal_x + 24, y - 40)
        roll_w = 230 if self.multi else 290  # the narrower panel keeps room for the field's label
        self.seed_field = NumberField((deal_x, y, width - roll_w - 40, ROW_H), "Deal number",
                                      str(random_seed()), lambda _text: None)
        widgets.append(self.seed_field)
        widgets.append(Button((deal_x + width - roll_w - 20, y + 6, roll_w, ROW_H - 12), "Random deal",
                              self.roll, size=28))
        y += ROW_H
        self.seed_note_y = y + 4
        note = "The same number always deals the same cards: type one to replay a deal."
        self.seed_note = [] if self.compact else fonts.wrap(note, DESC_SIZE, panel_w - 128)
        y += max(0, len(self.seed_note) - 1) * DESC_LINE
        bottom = options_bottom + 24 if deal_with_players else y + (24 if self.compact else 60)
        self.panel_rect = pygame.Rect(panel_x, panel_y, panel_w, bottom - panel_y)
        self.players_rect: pygame.Rect | None = None
        self.seats: list[Seat] = []
        self.seat_rows: list[SeatRow] = []
        self.option_widgets: list[Widget] = widgets
        right = self.panel_rect.right
        if self.multi:
            self.players_rect = pygame.Rect(self.panel_rect.right + MULTI_GAP, panel_y, panel_w, players_h)
            right = self.players_rect.right
            self.seats = [Seat("You")] + [Seat(default_name(i, "ismcts:normal"), "ismcts:normal")
                                          for i in range(1, self.game.max_players)]
            self.seat_count = min(self.game.max_players, max(2, self.game.min_players))
            if remembered_seats:
                self.seats[:len(remembered_seats)] = remembered_seats
                self.seat_count = len(remembered_seats)
        panels_bottom = max(self.panel_rect.bottom, self.players_rect.bottom if self.players_rect else 0)
        self.panel_rect.height = panels_bottom - panel_y           # the two columns end level
        if self.players_rect is not None:
            self.players_rect.height = panels_bottom - panel_y
        by = panels_bottom + (36 if self.multi else 44)
        self.start_button = Button((right - 340, by, 340, 84), "Start", self.start,
                                   style="primary", size=36)
        self.guide_button = Button((panel_x + 480, by + 6, 340, 72), "Guided hand", self.guided, size=28)
        self.buttons: list[Widget] = [
            Button((panel_x, by + 6, 220, 72), "Back", self.back),
            Button((panel_x + 240, by + 6, 220, 72), "Rules", self.rules),
            self.guide_button,
            self.start_button,
        ]
        self._build_menu()
        self._name_the_first_chair()            # seats remembered from before this rule
        # The first time a game is opened, its guided first hand is the offer in focus.
        self.menu.focus_on(self.start_button if is_done(services.settings, game_id) else self.guide_button)
        # Remembered options were set for the table remembered with them; the game's own
        # defaults are one person's until the seats say otherwise.
        self.group = bool(remembered_options) and self._people() >= GROUP_PEOPLE
        self._follow_the_table()
        self._settle_fixed_options()

    def resume(self) -> None:
        self._settle_fixed_options()  # a page of grouped options may have changed what is fixed

    def _settle_fixed_options(self) -> None:
        """Grey out the options the other choices decide (the game says which, and why) and
        show the value each must take, so Start never meets a refusal."""
        fixed = self.game.fixed_options(self.values)
        for key, widget in self.option_rows.items():
            forced = fixed.get(key)
            widget.enabled = forced is None
            if forced is None or self.values.get(key) == forced[0]:
                continue
            self._show(key, forced[0])

    def _show(self, key: str, value: Any) -> None:
        """Set option ``key`` to ``value``, its row showing it."""
        self.values[key] = value
        widget = self.option_rows.get(key)
        if isinstance(widget, Toggle):
            widget.value = bool(value)
        elif isinstance(widget, Choice) and value in widget.choices:
            widget.index = widget.choices.index(value)

    def _people(self) -> int:
        """People in the chairs (a one-player game's one chair is a person's)."""
        return sum(seat.is_human for seat in self.seats[:self.seat_count]) if self.multi else 1

    def _follow_the_table(self) -> None:
        """Options still at the default of the table as it was (one person, or a group at one
        screen: :attr:`Option.group_default`) take the default of the table as it is now, so
        a group that sits down starts with a group's defaults; an option the player set stays
        as set (a value that happens to equal the old default is taken as not set)."""
        people = self._people()
        group = people >= GROUP_PEOPLE
        if group == self.group:
            return
        before = self.game.resolve_options({}, GROUP_PEOPLE if self.group else 0)
        after = self.game.resolve_options({}, people)
        for key, value in after.items():
            if key in self.values and self.values[key] == before[key] != value:
                self._show(key, value)
        self.group = group

    def _build_menu(self) -> None:
        """(Re)make the menu; the seat rows follow the number of seats."""
        players: list[Widget] = []
        self.seat_rows = []
        if self.players_rect is not None:
            x, width = self.players_rect.x + 40, self.players_rect.width - 80
            y = self.players_rect.y + 84
            count = Choice((x, y, width, ROW_H), "Number of players",
                           list(range(self.game.min_players, self.game.max_players + 1)),
                           self.seat_count, self._set_count)
            self.count_choice = count
            players.append(count)
            y += ROW_H + 16
            for i in range(self.seat_count):
                policy = policy_for(self.game)
                self.seat_rows.append(SeatRow((x, y, width, SEAT_H), i, self.seats[i], self._set_seat,
                                              policy.styles, policy.levels))
                y += SEAT_H
        self.menu = Menu(self.option_widgets + players + self.seat_rows + self.buttons, self.services.sound)

    def _set_count(self, count: object) -> None:
        self.seat_count = int(count)  # type: ignore[call-overload]
        self._build_menu()
        self._name_the_first_chair()
        self._follow_the_table()
        self._settle_fixed_options()
        self.menu.focus_on(self.count_choice)

    def _set_seat(self, index: int, seat: Seat) -> None:
        """A chair changed. One turned Human is offered the most recent person's name not at
        the table yet (names typed once come back at every game); one turned AI gives its
        person's name back, so an AI player is never taken for a person."""
        row = self.seat_rows[index]
        was_human = self.seats[index].is_human
        if seat.is_human and not was_human and is_placeholder(seat.name):
            seated = {r.name for r in self.seat_rows}
            row.name = next((name for name in self.known_names if name not in seated), row.name)
        elif was_human and not seat.is_human and not is_placeholder(seat.name):
            row.name = default_name(index, seat.agent)
        self.seats[index] = row.seat
        self._name_the_first_chair()
        self._follow_the_table()
        self._settle_fixed_options()

    def _name_the_first_chair(self) -> None:
        """With two or more people at one screen, "You" names nobody in particular: the
        second player read "Your turn" over the first one's turn and "Answer You's turn".
        The first chair, while it keeps its default name, is "Player 1" then, and "You"
        again when it is the only person's."""
        if not self.seat_rows or self.seat_rows[0].value != "human":
            return
        first = self.seat_rows[0]
        people = sum(row.value == "human" for row in self.seat_rows)
        if people > 1 and first.name == default_name(0, "human"):
            first.name = HOT_SEAT_FIRST
        elif people == 1 and first.name == HOT_SEAT_FIRST:
            first.name = default_name(0, "human")
        else:
            return
        self.seats[0] = first.seat

    @property
    def chosen_seats(self) -> list[Seat]:
        """The seats Start deals to: the rows as set, or the usual chairs for one player."""
        if not self.multi:
            return default_seats(self.game)
        seats = [row.seat for row in self.seat_rows]
        people = {seat.name for seat in seats if seat.is_human} | set(self.known_names)
        return [seat if seat.is_human or seat.name not in people else Seat(default_name(i, seat.agent), seat.agent)
                for i, seat in enumerate(seats)]

    def _rows(self) -> list[tuple[Option | str, str]]:
        """The option rows in order: ungrouped options, then one row per group of options."""
        rows: list[tuple[Option | str, str]] = [(o, o.description) for o in self.game.options if not o.group]
        for group in dict.fromkeys(o.group for o in self.game.options if o.group):
            labels = ", ".join(o.label for o in self.game.options if o.group == group)
            rows.append((group, f"Opens a page of its own: {labels}."))
        return rows

    def _option_widget(self, option: Option, rect: pygame.Rect) -> Widget:
        return option_widget(option, rect, self.values)

    def open_group(self, group: str) -> None:
        options = [o for o in self.game.options if o.group == group]
        self.services.navigator.open_option_group(group, options, self.values)

    # ------------------------------------------------------------------ actions
    @property
    def seed(self) -> int | None:
        return int(self.seed_field.text) if self.seed_field.text else None

    def roll(self) -> None:
        self.seed_field.text = str(random_seed())

    def start(self) -> None:
        seed = self.seed if self.seed is not None else random_seed()
        try:
            self.game.resolve_options(self.values)
        except OptionError as exc:  # a mix of options the game refuses: say which, keep the screen
            self.services.sound.play("invalid")
            self.services.navigator.show_message("These options do not go together", str(exc))
            return
        try:
            remember(self.services.storage, self.game, self.values, self.chosen_seats)
        except StorageError as exc:  # forgetting the setup must never stop the game
            log.warning("setup not remembered: %s", exc)
        seats, values = self.chosen_seats, dict(self.values)
        self.over_the_save(lambda: start_game(self.services, self.game.id, seats, values, seed))

    def guided(self) -> None:
        """A short first hand on a fixed deal, with callouts that show how to play."""
        self.over_the_save(lambda: start_guided_hand(self.services, self.game.id))

    def over_the_save(self, begin: Callable[[], None]) -> None:
        """Begin a new game, asking first when one of this game is saved: it keeps one save,
        and the new game would take its place (:mod:`eternus.ui.scenes.replace_save`)."""
        saved, _ = load_session(self.services.storage, self.game.id)
        if saved is None or saved.is_over:
            begin()
            return
        self.services.navigator.confirm_replace_save(self.game.title, saved, begin,
                                                     partial(start_session, self.services, saved))

    def back(self) -> None:
        self.services.stack.pop()

    def rules(self) -> None:
        self.services.navigator.open_rules(self.game.id)

    # ------------------------------------------------------------------ frame
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.menu.focused is self.seed_field:
                self.start()
                return True
            focused = self.menu.focused
            if isinstance(focused, SeatRow) and focused.type(event):
                return True  # typing edits the focused player's name
            if focused is not self.seed_field and self.seed_field.type(event):
                return True  # digits go to the deal number wherever the focus is
        handled = self.menu.handle(event)
        if handled:
            self._settle_fixed_options()
        return handled

    def draw(self, surface: Target) -> None:
        teams = self.game.teams(self.seat_count, self.values) if self.seat_rows else None
        for i, row in enumerate(self.seat_rows):
            row.team = None if teams is None else teams[i]
        theme.draw_felt(surface)
        cx = LOGICAL_SIZE[0] // 2
        fonts.blit_text(surface, self.game.title, 96, theme.GOLD_BRIGHT, fonts.DISPLAY, midtop=(cx, 60))
        theme.ornament(surface, (cx, 196), 560)
        fonts.blit_text(surface, f"{self.entry.blurb}   \u00b7   {self.entry.players}", 28, theme.MUTED,
                        fonts.SANS, midtop=(cx, 222))
        panel = self.panel_rect
        theme.draw_panel(surface, panel)
        fonts.blit_text(surface, "OPTIONS", 24, theme.GOLD, fonts.BOLD, topleft=(panel.x + 64, panel.y + 40))
        if self.no_options_y is not None:
            fonts.blit_text(surface, "This game has no options.", 28, theme.MUTED, fonts.SANS,
                            topleft=(panel.x + 64, self.no_options_y))
        if self.players_rect is not None:
            players = self.players_rect
            theme.draw_panel(surface, players)
            fonts.blit_text(surface, "PLAYERS", 24, theme.GOLD, fonts.BOLD, topleft=(players.x + 64, players.y + 40))
            fonts.blit_text(surface, "Type to rename the highlighted player.", DESC_SIZE, theme.MUTED,
                            fonts.SANS, topright=(players.right - 64, players.y + 42))
        for lines, (x, y) in self.descriptions:
            for i, line in enumerate(lines):
                fonts.blit_text(surface, line, DESC_SIZE, theme.MUTED, fonts.SANS, topleft=(x, y + i * DESC_LINE))
        strength = self.strength_note()
        if self.compact:
            hint = (fonts.wrap(strength, DESC_SIZE, self.hint_width) if strength else
                    self.hints.get(id(self.menu.focused), ["Highlight an option to read what it does."]))
            x, y = self.hint_pos
            for i, line in enumerate(hint[:HINT_LINES]):
                fonts.blit_text(surface, line, DESC_SIZE, theme.MUTED, fonts.SANS, topleft=(x, y + i * DESC_LINE))
        if self.strength_h and self.players_rect is not None:
            self._draw_strength(surface, self.players_rect, strength)
        fonts.blit_text(surface, "DEAL", 24, theme.GOLD, fonts.BOLD, topleft=self.deal_label_pos)
        for i, line in enumerate(self.seed_note):
            fonts.blit_text(surface, line, DESC_SIZE, theme.MUTED, fonts.SANS,
                            topleft=(panel.x + 64, self.seed_note_y + i * DESC_LINE))
        self.menu.draw(surface)
        self._draw_keys(surface, cx)

    def strength_note(self) -> str | None:
        """What the ladder measured of the highlighted seat's AI level (None: no AI seat is
        highlighted)."""
        focused = self.menu.focused
        if not isinstance(focused, SeatRow):
            return None
        return level_strength(self.game.id, str(focused.value), focused.describe(focused.value))

    def _draw_strength(self, surface: Target, players: pygame.Rect, strength: str | None) -> None:
        """The strength note in its lines at the foot of the players panel."""
        width = players.w - 128
        lines = fonts.wrap(strength or PROMPT, DESC_SIZE, width)[:STRENGTH_LINES]
        y = players.bottom - 24 - STRENGTH_LINES * DESC_LINE
        for i, line in enumerate(lines):
            fonts.blit_text(surface, line, DESC_SIZE, theme.MUTED if strength else theme.DIM, fonts.SANS,
                            topleft=(players.x + 64, y + i * fonts.step(DESC_SIZE, DESC_LINE)))

    KEYS = "\u2191 \u2193  move     \u2190 \u2192  change     Enter  select     0-9  deal number     Esc  back"
    PAD_KEYS = "D-pad  move and change     A  select     B  back"

    def _draw_keys(self, surface: Target, cx: int) -> None:
        """The keys along the foot (the pad's buttons while a controller is in use); when the
        buttons leave no room under them (many options or players), in the gap before Start,
        so they never crowd the buttons."""
        keys = self.PAD_KEYS if controller.in_use() else self.KEYS
        buttons_bottom = max(b.rect.bottom for b in self.buttons)
        if buttons_bottom + 12 + fonts.measure(keys, 24)[1] <= 1076:
            fonts.blit_text(surface, keys, 24, theme.DIM, fonts.SANS, midtop=(cx, buttons_bottom + 12))
            return
        left, start = self.guide_button.rect, self.start_button.rect
        gap = pygame.Rect(left.right + 30, left.y, start.x - left.right - 60, left.h)
        lines = fonts.wrap(keys.replace("     ", "  \u00b7  "), 22, gap.w)[:3]
        step = fonts.step(22, 28)
        y = gap.centery - step * len(lines) // 2
        for line in lines:
            fonts.blit_text(surface, line, 22, theme.DIM, fonts.SANS, midtop=(gap.centerx, y))
            y += step
