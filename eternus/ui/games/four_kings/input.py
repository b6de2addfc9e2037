"""Mouse and keys at the Wheel, turned into engine moves.

Mouse: click the dice to roll, or grab them, swing and let go to throw them (the throw's
direction and speed set how they tumble); click a pip in the picker to choose it; click a
lit field, or drag the ta'veren token onto one, to set the Wolf or the Raven (a patron of both
pairs clicks the token of the one to set). Keys: Space or Enter rolls (or takes the only /
highlighted choice), 1-9 pick, arrows move the highlight (or switch between the two pairs),
U or Ctrl+Z undo, Ctrl+R restarts, F1 rules, Esc the menu (those, the buttons and the
result panel stay with the table).

The input knows no rules and does not hold its table: it asks the legal actions and for
moves through :class:`WheelLink`, and is given the layout and the dice it handles.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Protocol

import pygame

from eternus.engine.core import Action
from eternus.engine.four_kings.actions import PlaceTaveren, Roll
from eternus.engine.four_kings.phases import ViewPhase
from eternus.ui import fonts
from eternus.ui.games.four_kings.dice import Dice
from eternus.ui.games.four_kings.geometry import field_centre, field_radius
from eternus.ui.games.four_kings.logic import (
    LABEL_ROOM, Choice, can, pick_choices, pick_labels, taveren_fields, taveren_tokens,
)
from eternus.ui.table.layout import TableLayout

ITEM = 92             # a picker token's box (at least)
PICK_LABEL = 15       # the size of a picker token's label ("1  black")
CROWN_LABEL = 16      # "crown to Ana (B2)" under a ransom's choices
TOKEN_LABEL = 15      # a ta'veren token's "drag me" / "click me"
TOKEN_LABELS = ("drag me", "click me")
THROW_DISTANCE = 24   # a press that moves less than this is a click on the dice
FLING_WINDOW = 0.12   # seconds of pointer trail that set the throw's speed


class WheelLink(Protocol):
    """What the input needs from its table: whose move it is, the legal actions, and moves."""

    @property
    def busy(self) -> bool:
        """Something is still moving (the next move waits for it)."""

    @property
    def phase(self) -> ViewPhase:
        """The phase of the position (the live one, not the shown copy)."""

    def human_to_act(self) -> bool: ...

    def legal_actions(self) -> Sequence[Action]: ...

    def apply(self, action: Action) -> str | None:
        """Play ``action`` through the session; the reason if the engine refuses it."""

    def roll(self, start: pygame.Vector2 | None = None, fling: pygame.Vector2 | None = None) -> None:
        """Roll the dice (thrown from ``start`` at ``fling`` px/s, or plainly)."""

    def next_game(self) -> None: ...

    def refuse(self, reason: str) -> None:
        """Say why not, with the 'invalid' sound."""

    def sound(self, name: str) -> None: ...


class FourKingsInput:
    """The dice, the pickers, the lit fields and the ta'veren token under mouse and keys."""

    def __init__(self, link: WheelLink, layout: TableLayout, dice: Dice) -> None:
        self.link = link
        self.layout = layout
        self.dice = dice
        self.picker_focus = -1
        self.hover_field: int | None = None
        self.held_taveren: tuple[str, pygame.Vector2] | None = None
        self.taveren_pick: str | None = None   # the pair chosen, when a patron holds both
        self._dice_from: pygame.Vector2 | None = None
        self._trail: list[tuple[float, pygame.Vector2]] = []

    # ------------------------------------------------------------------ what may be done now
    def may_act(self) -> bool:
        return self.link.human_to_act() and not self.link.busy

    def may_roll(self) -> bool:
        return self.may_act() and can(self.link.legal_actions(), Roll)

    def chosen_taveren(self) -> str | None:
        """The pair a lit field, a drop or a number key sets now: the one the player picked
        (its token clicked, or the arrow keys), else the first one offered."""
        tokens = taveren_tokens(self.link.legal_actions()) if self.may_act() else []
        if not tokens:
            return None
        return self.taveren_pick if self.taveren_pick in tokens else tokens[0]

    def _taveren_actions(self) -> dict[int, PlaceTaveren]:
        token = self.chosen_taveren()
        return {} if token is None else taveren_fields(self.link.legal_actions(), token)

    def taveren_targets(self) -> list[int]:
        """The lit fields: where the chosen pair may be set (the number keys' order)."""
        return sorted(self._taveren_actions())

    def taveren_tokens(self) -> list[tuple[str, pygame.Rect]]:
        """Every pair the player may set out, as draggable tokens at the right of the prompt
        panel (the first offered rightmost): one, or both for a patron of the two."""
        tokens = taveren_tokens(self.link.legal_actions()) if self.may_act() else []
        area = self.layout["prompt"].rect
        # As wide as its label ("drag me", "click me"): at the large text size it is wider than ITEM.
        width = max(ITEM, *(fonts.measure(label, TOKEN_LABEL, fonts.BOLD)[0] + LABEL_ROOM
                            for label in TOKEN_LABELS))
        out = []
        for i, token in enumerate(tokens):
            box = pygame.Rect(0, 0, width, ITEM)
            box.midright = (area.right - 30 - i * (width + 14), area.bottom - 62)
            out.append((token, box))
        return out

    def taveren_token(self) -> tuple[str, pygame.Rect] | None:
        """The chosen pair's token, or None when no ta'veren is to be set."""
        chosen = self.chosen_taveren()
        return next(((t, box) for t, box in self.taveren_tokens() if t == chosen), None)

    def switch_taveren(self, step: int) -> bool:
        """Choose the other pair (the arrow keys); False when there is no other."""
        tokens = taveren_tokens(self.link.legal_actions()) if self.may_act() else []
        chosen = self.chosen_taveren()
        if len(tokens) < 2 or chosen is None:
            return False
        self.taveren_pick = tokens[(tokens.index(chosen) + step) % len(tokens)]
        self.link.sound("click")
        return True

    def picker_items(self) -> list[tuple[pygame.Rect, Choice]]:
        """The pip choices laid out in the prompt panel (also what the drawing uses)."""
        if not self.may_act():
            return []
        choices = pick_choices(self.link.legal_actions())
        if not choices:
            return []
        area = self.layout["prompt"].rect
        gap, group_gap = 14, 44
        groups = len({c.to for c in choices})

        def row(item: int) -> int:
            return len(choices) * item + (len(choices) - groups) * gap + (groups - 1) * group_gap

        # A box as wide as its label ("2  white" is wider than ITEM at the large text size), while
        # the row fits the panel; a longer row keeps ITEM and its labels shorten (pick_labels).
        item = max(ITEM, *(fonts.measure(pick_labels(i, c.colour)[0], PICK_LABEL, fonts.BOLD)[0] + LABEL_ROOM
                           for i, c in enumerate(choices)))
        if row(item) > area.w - 60:
            item = ITEM
        x = area.centerx - row(item) // 2
        y = area.y + 76 - (10 if groups > 1 else 0)
        height = ITEM
        if any(c.to for c in choices):     # room below for "crown to ..." inside the panel
            height = min(ITEM, area.bottom - 6 - fonts.measure("crown", CROWN_LABEL)[1] - 2 - y)
        out = []
        for i, choice in enumerate(choices):
            if i:
                x += group_gap if choice.to != choices[i - 1].to else gap
            out.append((pygame.Rect(x, y, item, height), choice))
            x += item
        return out

    def _field_at(self, pos: pygame.Vector2) -> int | None:
        for n in self.taveren_targets():
            if field_centre(self.layout, n).distance_to(pos) <= field_radius(self.layout, n) + 8:
                return n
        return None

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        """A press, release or key on the cloth (the table has had the buttons and its own keys)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(pygame.Vector2(event.pos))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(pygame.Vector2(event.pos))
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def motion(self, pos: pygame.Vector2) -> None:
        """The pointer moved: hover, the held dice or the held token follow it."""
        self.hover_field = self._field_at(pos)
        for i, (box, _) in enumerate(self.picker_items()):
            if box.collidepoint(pos):
                self.picker_focus = i     # hover and the arrow keys share one highlight
        if self._dice_from is not None:
            self.dice.hold(pos)
            self._trail.append((time.monotonic(), pos))
            self._trail = self._trail[-12:]
        if self.held_taveren is not None:
            self.held_taveren = (self.held_taveren[0], pos)

    def _press(self, pos: pygame.Vector2) -> bool:
        if self.may_roll() and self.dice.hit(pos):
            self._dice_from = pos
            self._trail = [(time.monotonic(), pos)]
            return True
        for token, box in self.taveren_tokens():
            if box.collidepoint(pos):
                self.taveren_pick = token          # a click chooses the pair; a drag sets it
                self.held_taveren = (token, pos)
                self.link.sound("click")
                return True
        for box, choice in self.picker_items():
            if box.collidepoint(pos):
                self.link.apply(choice.action)
                return True
        field = self._field_at(pos)
        if field is not None:
            self.link.apply(self._taveren_actions()[field])
            return True
        return False

    def _release(self, pos: pygame.Vector2) -> bool:
        if self._dice_from is not None:
            start, self._dice_from = self._dice_from, None
            if start.distance_to(pos) < THROW_DISTANCE:
                self.dice.release()
                self.link.roll()
            else:
                self.link.roll(pos, self._fling(pos))
            self._trail = []
            return True
        if self.held_taveren is not None:
            self.held_taveren = None
            field = self._field_at(pos)
            if field is not None:
                self.link.apply(self._taveren_actions()[field])
            return True
        return False

    def _fling(self, pos: pygame.Vector2) -> pygame.Vector2:
        """Pointer speed over the last moments of the drag (logical px per second)."""
        now = time.monotonic()
        recent = [(s, p) for s, p in self._trail if now - s <= FLING_WINDOW] or self._trail[-2:]
        s0, p0 = recent[0]
        dt = now - s0
        if dt < 1e-3 or p0 == pos:
            s0, p0 = self._trail[0]
            return (pos - p0) * 6
        return (pos - p0) / dt

    def cancel(self) -> None:
        """Drop whatever is held (the pause menu opens, the turn is taken away)."""
        if self._dice_from is not None:
            self._dice_from = None
            self.dice.release()
        self.held_taveren = None

    # ------------------------------------------------------------------ keys
    def step_back(self) -> bool:
        """Esc lets go of the held dice or token before it opens the menu."""
        if self.held_taveren is None and self._dice_from is None:
            return False
        self.cancel()
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter()
        elif pygame.K_1 <= key <= pygame.K_9:
            self._number(key - pygame.K_1)
        elif pygame.K_KP1 <= key <= pygame.K_KP9:
            self._number(key - pygame.K_KP1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            items = self.picker_items()
            step = -1 if key == pygame.K_LEFT else 1
            if items:
                self.picker_focus = (max(-1, self.picker_focus) + step) % len(items)
            else:
                self.switch_taveren(step)
        else:
            return False
        return True

    def _enter(self) -> None:
        items = self.picker_items()
        if self.link.phase == "intermission":
            self.link.next_game()
        elif items and 0 <= self.picker_focus < len(items):
            self.link.apply(items[self.picker_focus][1].action)
        elif len(items) == 1:
            self.link.apply(items[0][1].action)
        elif self.may_roll():
            self.link.roll()
        elif items:
            self.link.refuse("Choose a pip first: click one, or press its number.")

    def _number(self, i: int) -> None:
        items = self.picker_items()
        if items:
            if i < len(items):
                self.link.apply(items[i][1].action)
            return
        fields = self.taveren_targets()
        if i < len(fields):
            self.link.apply(self._taveren_actions()[fields[i]])
