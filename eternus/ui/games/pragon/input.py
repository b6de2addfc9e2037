"""Mouse and keyboard on the Pragon table's cloth, turned into tray changes and engine moves.

Mouse: drag a card that some legal hand uses into the tray (or click it); drag a lit hand
card onto a lit stack to place it; click a lit stack to use an effect; click the discard
pile to look through it. Keyboard: 1-9 put hand cards in the tray, arrows move a cursor
over what can be used now, Space uses it, Enter plays (or finishes).

The input knows no rules and does not hold its table. It reads the position and asks for
moves through :class:`TableLink`, the few things it needs from the table, and keeps what
belongs to input alone: the card chosen to be placed, whether the discard browser is open,
and the keyboard cursor. The table's buttons and its command keys (hint, autoplay, undo,
...) stay with the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from eternus.engine.core import Action
from eternus.engine.pragon.actions import Flip, Place, Remove, TakeFromDiscard
from eternus.engine.pragon.views import Phase, PragonView
from eternus.ui.games.pragon.logic import (
    STACK_ZONES, Moves, discard_takes, effect_action, effect_zones, face_up_tops, home_zone, place_zones,
    placeable, stack_name, usable_cards,
)
from eternus.ui.table.display import Slot, TableDisplay
from eternus.ui.table.dragdrop import DragController, DropTarget, Pickup
from eternus.ui.table.layout import TableLayout

BROWSER_CARD = 120
BROWSER_RECT = pygame.Rect(300, 130, 1320, 760)

Focus = tuple[str, str]
"""What the keyboard cursor is on: ("card", code) or ("zone", name)."""


class Position(Moves, Protocol):
    """What the input asks of the position: the player's view, the legal moves, and why a
    move is refused. The table's state answers; nothing else of it is read."""

    def view(self, seat: int) -> PragonView: ...

    def refusal(self, action: Action) -> str | None: ...


class TableLink(Protocol):
    """What the input needs from its table: the position, the tray, and a way to move."""

    @property
    def state(self) -> Position:
        """The live position (its view, legal actions and refusals)."""

    @property
    def tray(self) -> list[str]:
        """The cards chosen for the next hand."""

    def apply(self, action: Action) -> str | None:
        """Play ``action`` through the session; the reason if the engine refuses it."""

    def move_to_tray(self, card: str, into: bool, origin: Slot | None = None) -> None:
        """Put ``card`` in the tray (``into``) or take it out."""

    def play_tray(self) -> None:
        """Play the hand the tray makes."""

    def finish_effect(self) -> None:
        """Stop using the current hand's effect."""

    def refuse(self, reason: str) -> None:
        """Say why not, with the 'invalid' sound."""

    def sound(self, name: str) -> None: ...


class PragonInput:
    """Clicks, drags and keys on the cloth; the drag controller gets its three callbacks."""

    def __init__(self, link: TableLink, display: TableDisplay, layout: TableLayout,
                 speed: Callable[[], float]) -> None:
        self.link = link
        self.display = display
        self.layout = layout
        self.drag = DragController(self.pick, self.targets, self.drop, self.click, speed)
        self.cursor = -1
        self.place_card: str | None = None
        self.browser_open = False

    # ------------------------------------------------------------------ the table's moves
    def reset(self) -> None:
        """A new position shown (a deal, a resumed game): nothing chosen, the browser shut."""
        self.place_card, self.browser_open, self.cursor = None, False, -1

    def after_move(self) -> None:
        """A move was played: the chosen card is gone; the browser opens if the effect now
        takes a card from the discard pile (the pair of Queens) and shuts otherwise."""
        self.place_card = None
        self.browser_open = bool(discard_takes(self.link.state))

    def forget_gone_cards(self, view: PragonView) -> None:
        """After an undo: a card chosen to be placed that is no longer in hand is let go."""
        if self.place_card and self.place_card not in view["hand"]:
            self.place_card = None

    def cancel(self) -> None:
        """Drop a drag before another scene covers the table."""
        self.drag.cancel()

    # ------------------------------------------------------------------ what can be used now
    @property
    def view(self) -> PragonView:
        return self.link.state.view(0)

    @property
    def phase(self) -> Phase:
        return self.view["phase"]

    def focusables(self) -> list[Focus]:
        """What the keyboard cursor walks over: ("card", code) or ("zone", name)."""
        state, view = self.link.state, self.view
        phase = view["phase"]
        if phase == "play":
            usable = usable_cards(state) | set(self.link.tray)
            cards = list(view["hand"]) + list(face_up_tops(view).values())
            return [("card", c) for c in cards if c in usable]
        if phase == "effect":
            items = [("zone", z) for z in effect_zones(state)]
            if self.browser_open:
                items += [("card", c) for c in sorted(discard_takes(state))]
            return items
        if phase == "place":
            if self.place_card:
                return [("zone", z) for z in place_zones(state, self.place_card)]
            return [("card", c) for c in placeable(state)]
        return []

    def focused(self) -> Focus | None:
        items = self.focusables()
        if not items or self.cursor < 0:
            return None
        return items[self.cursor % len(items)]

    # ------------------------------------------------------------------ drag callbacks
    def pick(self, pos: tuple[int, int]) -> Pickup | None:
        phase = self.phase
        if phase not in ("play", "place") or self.browser_open:
            return None
        zones = ["tray", "hand", *STACK_ZONES] if phase == "play" else ["hand"]
        hit = self.display.hit(pos, zones)
        if hit is None:
            return None
        zone, index = hit
        card = self.display.visible(zone)[index].card
        if card is None:
            return None
        state = self.link.state
        allowed = (usable_cards(state) | set(self.link.tray)) if phase == "play" else set(placeable(state))
        if card not in allowed:
            return None
        slot = self.display.slot_of(card)
        if slot is None:
            return None
        return Pickup(card, zone, pygame.Vector2(slot.center), slot.width, slot.angle)

    def targets(self, pickup: Pickup) -> list[DropTarget]:
        if self.phase == "play":
            if pickup.zone == "tray":
                home = home_zone(self.view, pickup.card) or "hand"
                return [DropTarget(home, self._zone_rect(home), True)]
            return [DropTarget("tray", self.layout["tray"].rect, True)]
        legal = set(place_zones(self.link.state, pickup.card))
        return [DropTarget(z, self._zone_rect(z), z in legal) for z in STACK_ZONES]

    def _zone_rect(self, zone: str) -> pygame.Rect:
        rect = self.layout[zone].rect
        return rect.inflate(40, 40) if zone.startswith("stack:") else rect

    def drop(self, pickup: Pickup, target: DropTarget | None) -> str | None:
        if target is None:
            return ""          # dropped on the cloth: back it goes, nothing to explain
        origin = Slot(pygame.Vector2(self.drag.pointer - pickup.grab), 0.0, pickup.width)
        if self.phase == "play":
            self.link.move_to_tray(pickup.card, target.name == "tray", origin)
            return None
        return self.link.apply(Place(pickup.card, stack_name(target.name)))

    def click(self, pickup: Pickup) -> None:
        phase = self.phase
        if phase == "play":
            self.link.move_to_tray(pickup.card, pickup.card not in self.link.tray)
        elif phase == "place":
            self.place_card = None if self.place_card == pickup.card else pickup.card
            self.link.sound("click")

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and the cloth's keys; False for what the table's own keys handle."""
        if self.browser_open and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self._browser_click(event.pos)
            return True
        if self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._zone_click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _zone_click(self, pos: tuple[int, int]) -> bool:
        zone = self.display.zone_at(pos, [*STACK_ZONES, "discard"])
        if zone is None:
            return False
        if zone == "discard":
            self.browser_open = True
            self.link.sound("click")
            return True
        if self.phase == "effect":
            action = effect_action(self.link.state, zone)
            if action is None:
                self.link.refuse(self._why_not_effect(zone))
            else:
                self.link.apply(action)
            return True
        if self.phase == "place" and self.place_card:
            self.link.apply(Place(self.place_card, stack_name(zone)))
            return True
        return False

    def _why_not_effect(self, zone: str) -> str:
        """The engine's own reason, asked for the move this stack would need."""
        stack = stack_name(zone)
        action = Remove(stack) if self.view["stacks"][stack]["face_up"] else Flip(stack)
        return self.link.state.refusal(action) or "That stack cannot be used now."

    def browser_cards(self) -> list[tuple[str, pygame.Rect]]:
        """The discard pile laid out in the browser panel (also used to draw it)."""
        panel = BROWSER_RECT
        cards = list(reversed(self.view["discard"]))
        per_row = max(1, (panel.w - 60) // (BROWSER_CARD + 12))
        out = []
        for i, card in enumerate(cards):
            r, c = divmod(i, per_row)
            rect = pygame.Rect(panel.x + 30 + c * (BROWSER_CARD + 12),
                               panel.y + 90 + r * (int(BROWSER_CARD * 1.4) + 12),
                               BROWSER_CARD, int(BROWSER_CARD * 1.4))
            out.append((card, rect))
        return out

    def _browser_click(self, pos: tuple[int, int]) -> None:
        takes = discard_takes(self.link.state)
        for card, rect in self.browser_cards():
            if rect.collidepoint(pos):
                if card in takes:
                    self.link.apply(TakeFromDiscard(card))
                elif self.phase == "effect" and takes:
                    self.link.refuse("That card cannot be taken.")
                return
        self.browser_open = False
        self.link.sound("click")

    # ------------------------------------------------------------------ keys
    def step_back(self) -> bool:
        """Esc closes the discard browser, then drops a card being placed; False if neither
        was open (then the table opens its menu)."""
        if self.browser_open:
            self.browser_open = False
        elif self.place_card:
            self.place_card = None
        else:
            return False
        return True

    def _key(self, key: int) -> bool:
        if pygame.K_1 <= key <= pygame.K_9 and self.phase == "play":
            self._number(key - pygame.K_1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_cursor(-1 if key == pygame.K_LEFT else 1)
        elif key == pygame.K_SPACE:
            self._use_focused()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter()
        else:
            return False
        return True

    def _number(self, i: int) -> None:
        """Key i+1 lifts the (i+1)th card of the fan as it is shown now: the cards already in
        the tray have left the fan, so pressing 1 twice lifts the first two cards."""
        fan = [card for card in self.view["hand"] if card not in self.link.tray]
        if i < len(fan):
            self.link.move_to_tray(fan[i], True)

    def _move_cursor(self, step: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.cursor < 0:
            self.cursor = 0 if step > 0 else len(items) - 1
        else:
            self.cursor = (self.cursor + step) % len(items)

    def _use_focused(self) -> None:
        item = self.focused()
        if item is None:
            self._move_cursor(1)
            return
        kind, name = item
        phase = self.phase
        if phase == "play" and kind == "card":
            self.link.move_to_tray(name, name not in self.link.tray)
        elif phase == "effect":
            action = effect_action(self.link.state, name) if kind == "zone" else TakeFromDiscard(name)
            if action is not None:
                self.link.apply(action)
            self.cursor = -1
        elif phase == "place":
            if kind == "card":
                self.place_card = name
                self.link.sound("click")
            elif self.place_card is not None:
                self.link.apply(Place(self.place_card, stack_name(name)))
            self.cursor = 0 if kind == "card" else -1

    def _enter(self) -> None:
        phase = self.phase
        if phase == "play":
            self.link.play_tray()
        elif phase == "effect":
            if self.focused() is not None:
                self._use_focused()
            else:
                self.link.finish_effect()
        elif phase == "place":
            self._use_focused()

    def update(self, dt: float) -> None:
        self.drag.update(dt)
