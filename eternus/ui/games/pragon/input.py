"""Mouse and keyboard on the Pragon table, turned into tray changes and engine moves.

Mouse: drag a card that some legal hand uses into the tray (or click it); drag a lit hand
card onto a lit stack to place it; click a lit stack to use an effect; click the discard
pile to look through it. Keyboard: 1-9 put hand cards in the tray, arrows move a cursor
over what can be used now, Space uses it, Enter plays (or finishes), Up/Down choose the
kind of hand when the tray makes more than one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from eternus.engine.pragon.actions import Place, TakeFromDiscard
from eternus.ui.games.pragon import logic as L
from eternus.ui.table.display import Slot
from eternus.ui.table.dragdrop import DragController, DropTarget, Pickup

if TYPE_CHECKING:
    from eternus.ui.games.pragon.table import PragonTable

BROWSER_CARD = 120


class PragonInput:
    def __init__(self, table: PragonTable) -> None:
        self.t = table
        self.drag = DragController(self.pick, self.targets, self.drop, self.click, table.speed)
        self.cursor = -1

    # ------------------------------------------------------------------ what can be used now
    @property
    def phase(self) -> str:
        return self.t.view["phase"]

    def focusables(self) -> list[tuple[str, str]]:
        """What the keyboard cursor walks over: ("card", code) or ("zone", name)."""
        state, view = self.t.session.state, self.t.view
        if self.phase == "play":
            usable = L.usable_cards(state) | set(self.t.tray)
            cards = list(view["hand"]) + list(L.face_up_tops(view).values())
            return [("card", c) for c in cards if c in usable]
        if self.phase == "effect":
            items = [("zone", z) for z in L.effect_zones(state)]
            if self.t.browser_open:
                items += [("card", c) for c in sorted(L.discard_takes(state))]
            return items
        if self.phase == "place":
            if self.t.place_card:
                return [("zone", z) for z in L.place_zones(state, self.t.place_card)]
            return [("card", c) for c in L.placeable(state)]
        return []

    def focused(self) -> tuple[str, str] | None:
        items = self.focusables()
        if not items or self.cursor < 0:
            return None
        return items[self.cursor % len(items)]

    # ------------------------------------------------------------------ drag callbacks
    def pick(self, pos: tuple[int, int]) -> Pickup | None:
        t = self.t
        if t.autoplay or self.phase not in ("play", "place") or t.browser_open:
            return None
        zones = ["tray", "hand", *L.STACK_ZONES] if self.phase == "play" else ["hand"]
        hit = t.display.hit(pos, zones)
        if hit is None:
            return None
        zone, index = hit
        card = t.display.visible(zone)[index].card
        if card is None:
            return None
        state = t.session.state
        allowed = (L.usable_cards(state) | set(t.tray)) if self.phase == "play" else set(L.placeable(state))
        if card not in allowed:
            return None
        slot = t.display.slot_of(card)
        assert slot is not None
        return Pickup(card, zone, pygame.Vector2(slot.center), slot.width, slot.angle)

    def targets(self, pickup: Pickup) -> list[DropTarget]:
        t = self.t
        if self.phase == "play":
            if pickup.zone == "tray":
                home = L.home_zone(t.view, pickup.card) or "hand"
                return [DropTarget(home, self._zone_rect(home), True)]
            return [DropTarget("tray", t.layout["tray"].rect, True)]
        legal = set(L.place_zones(t.session.state, pickup.card))
        return [DropTarget(z, self._zone_rect(z), z in legal) for z in L.STACK_ZONES]

    def _zone_rect(self, zone: str) -> pygame.Rect:
        rect = self.t.layout[zone].rect
        return rect.inflate(40, 40) if zone.startswith("stack:") else rect

    def drop(self, pickup: Pickup, target: DropTarget | None) -> str | None:
        t = self.t
        if target is None:
            return ""          # dropped on the cloth: back it goes, nothing to explain
        origin = Slot(pygame.Vector2(self.drag.pointer - pickup.grab), 0.0, pickup.width)
        if self.phase == "play":
            t.move_to_tray(pickup.card, target.name == "tray", origin)
            return None
        reason = t.apply(Place(pickup.card, L.stack_name(target.name)))
        return reason

    def click(self, pickup: Pickup) -> None:
        t = self.t
        if self.phase == "play":
            t.move_to_tray(pickup.card, pickup.card not in t.tray)
        elif self.phase == "place":
            t.place_card = None if t.place_card == pickup.card else pickup.card
            t.sound("click")

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        t = self.t
        if event.type == pygame.MOUSEMOTION:
            t.pointer = event.pos
        if t.autoplay and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            t.stop_autoplay()
            return True
        if t.actions_bar.handle(event) or t.tools_bar.handle(event):
            return True
        if t.browser_open and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self._browser_click(event.pos)
            return True
        if self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._zone_click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _zone_click(self, pos: tuple[int, int]) -> bool:
        t = self.t
        zone = t.display.zone_at(pos, [*L.STACK_ZONES, "discard"])
        if zone is None:
            return False
        if zone == "discard":
            t.browser_open = True
            t.sound("click")
            return True
        if self.phase == "effect":
            action = L.effect_action(t.session.state, zone)
            if action is None:
                t.refuse(self._why_not_effect(zone))
            else:
                t.apply(action)
            return True
        if self.phase == "place" and t.place_card:
            t.apply(Place(t.place_card, L.stack_name(zone)))
            return True
        return False

    def _why_not_effect(self, zone: str) -> str:
        """The engine's own reason, asked for the move this stack would need."""
        from eternus.engine.pragon.actions import Flip, Remove

        state = self.t.session.state
        info = self.t.view["stacks"][L.stack_name(zone)]
        action = Remove(L.stack_name(zone)) if info["face_up"] else Flip(L.stack_name(zone))
        return state.why_illegal(action) or "That stack cannot be used now."

    def browser_cards(self) -> list[tuple[str, pygame.Rect]]:
        """The discard pile laid out in the browser panel (also used to draw it)."""
        panel = self.browser_rect()
        cards = list(reversed(self.t.view["discard"]))
        per_row = max(1, (panel.w - 60) // (BROWSER_CARD + 12))
        out = []
        for i, card in enumerate(cards):
            r, c = divmod(i, per_row)
            rect = pygame.Rect(panel.x + 30 + c * (BROWSER_CARD + 12),
                               panel.y + 90 + r * (int(BROWSER_CARD * 1.4) + 12),
                               BROWSER_CARD, int(BROWSER_CARD * 1.4))
            out.append((card, rect))
        return out

    @staticmethod
    def browser_rect() -> pygame.Rect:
        return pygame.Rect(300, 130, 1320, 760)

    def _browser_click(self, pos: tuple[int, int]) -> None:
        t = self.t
        for card, rect in self.browser_cards():
            if rect.collidepoint(pos):
                if card in L.discard_takes(t.session.state):
                    t.apply(TakeFromDiscard(card))
                elif self.phase == "effect" and L.discard_takes(t.session.state):
                    t.refuse("That card cannot be taken.")
                return
        t.browser_open = False
        t.sound("click")

    # ------------------------------------------------------------------ keys
    def _step_back(self) -> bool:
        """Esc closes the discard browser, then drops a card being placed, then opens the menu."""
        t = self.t
        if t.browser_open:
            t.browser_open = False
        elif t.place_card:
            t.place_card = None
        else:
            return False
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        t, key = self.t, event.key
        ctrl = event.mod & pygame.KMOD_CTRL
        if t.table_key(event, self._step_back):
            return True
        if key == pygame.K_h:
            t.ask_hint()
        elif key == pygame.K_a:
            t.toggle_autoplay()
        elif key == pygame.K_n and ctrl:
            t.new_deal()
        elif key == pygame.K_e and self.phase == "play":
            t.end_round()
        elif key == pygame.K_d and self.phase == "effect":
            t.finish_effect()
        elif key == pygame.K_BACKSPACE:
            t.clear_tray()
        elif pygame.K_1 <= key <= pygame.K_9 and self.phase == "play":
            self._number(key - pygame.K_1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_cursor(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            t.cycle_kind(-1 if key == pygame.K_UP else 1)
        elif key == pygame.K_SPACE:
            self._use_focused()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter()
        else:
            return False
        return True

    def _number(self, i: int) -> None:
        hand = self.t.view["hand"]
        if i < len(hand):
            card = hand[i]
            self.t.move_to_tray(card, card not in self.t.tray)

    def _move_cursor(self, step: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.cursor < 0:
            self.cursor = 0 if step > 0 else len(items) - 1
        else:
            self.cursor = (self.cursor + step) % len(items)

    def _use_focused(self) -> None:
        t = self.t
        item = self.focused()
        if item is None:
            self._move_cursor(1)
            return
        kind, name = item
        if self.phase == "play" and kind == "card":
            t.move_to_tray(name, name not in t.tray)
        elif self.phase == "effect":
            if kind == "zone":
                action: Any = L.effect_action(t.session.state, name)
                if action is not None:
                    t.apply(action)
            else:
                t.apply(TakeFromDiscard(name))
            self.cursor = -1
        elif self.phase == "place":
            if kind == "card":
                t.place_card = name
                t.sound("click")
            else:
                assert t.place_card is not None
                t.apply(Place(t.place_card, L.stack_name(name)))
            self.cursor = 0 if kind == "card" else -1

    def _enter(self) -> None:
        t = self.t
        if self.phase == "play":
            t.play_tray()
        elif self.phase == "effect":
            if self.focused() is not None:
                self._use_focused()
            else:
                t.finish_effect()
        elif self.phase == "place":
            self._use_focused()

    def update(self, dt: float) -> None:
        self.drag.update(dt)
