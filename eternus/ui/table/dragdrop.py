"""Drag and drop of cards, for any game: pick up, light the targets, drop, or snap back.

The controller knows no rules. The table gives it three functions:

* ``pick(pos) -> Pickup | None``: a card may be lifted here (some legal action starts with it);
* ``targets(pickup) -> list[DropTarget]``: where it could go; ``lit`` ones are legal;
* ``drop(pickup, target) -> str | None``: do it (through the engine); a string is the
  reason it was refused, and the card flies back to where it was picked up.

A press and release without movement is a click (``click(pickup)``). Positions come from
``event.pos``, never ``pygame.mouse.get_pos()``, so posted events drive it in tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable

import pygame
from eternus.ui.canvas import Target

from eternus.ui.table.animator import ease_out_cubic
from eternus.ui.table.card_art import CardArt
from eternus.ui.table.sprites import CardSprite

DRAG_THRESHOLD = 8          # pixels of movement before a press becomes a drag
SNAP_SECONDS = 0.28


@dataclass
class Pickup:
    """A card under the pointer: where it lay, and where in the card it was grabbed."""

    card: str
    zone: str
    center: pygame.Vector2
    width: int
    angle: float = 0.0
    grab: pygame.Vector2 = field(default_factory=pygame.Vector2)


@dataclass(frozen=True)
class DropTarget:
    name: str
    rect: pygame.Rect
    lit: bool


@dataclass
class _SnapBack:
    sprite: CardSprite
    start: pygame.Vector2
    end: pygame.Vector2
    t: float = 0.0


class DragController:
    """Turns mouse events into clicks, drags and drops of cards."""

    def __init__(self, pick: Callable[[tuple[int, int]], Pickup | None],
                 targets: Callable[[Pickup], list[DropTarget]],
                 drop: Callable[[Pickup, DropTarget | None], str | None],
                 click: Callable[[Pickup], None],
                 speed: Callable[[], float] = lambda: 1.0) -> None:
        self.pick, self.targets, self.drop, self.click = pick, targets, drop, click
        self.speed = speed
        self.held: Pickup | None = None
        self.dragging = False
        self.pointer = pygame.Vector2()
        self.press_pos = pygame.Vector2()
        self.candidates: list[DropTarget] = []
        self.snapping: list[_SnapBack] = []
        self.last_refusal: str | None = None

    # ------------------------------------------------------------------ state for drawing
    @property
    def lit(self) -> list[DropTarget]:
        return [t for t in self.candidates if t.lit] if self.dragging else []

    @property
    def hover(self) -> DropTarget | None:
        return self._target_at(self.pointer) if self.dragging else None

    def hidden_cards(self) -> set[str]:
        """Cards the table must not draw in their zone (they are in the pointer's hand)."""
        cards = {s.sprite.card for s in self.snapping if s.sprite.card}
        if self.held and self.dragging:
            cards.add(self.held.card)
        return cards

    def cancel(self) -> None:
        """Drop whatever is held without acting (e.g. the scene is paused)."""
        if self.held and self.dragging:
            self._snap_back(self.held)
        self.held, self.dragging, self.candidates = None, False, []

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pickup = self.pick(event.pos)
            if pickup is None:
                return False
            pickup.grab = pygame.Vector2(event.pos) - pickup.center
            self.held, self.dragging = pickup, False
            self.press_pos = pygame.Vector2(event.pos)
            self.pointer = pygame.Vector2(event.pos)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = pygame.Vector2(event.pos)
            if self.held and not self.dragging and self.pointer.distance_to(self.press_pos) > DRAG_THRESHOLD:
                self.dragging = True
                self.candidates = self.targets(self.held)
            return self.held is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held:
            self.pointer = pygame.Vector2(event.pos)
            held, was_dragging = self.held, self.dragging
            self.held, self.dragging = None, False
            if not was_dragging:
                self.candidates = []
                self.click(held)
                return True
            target = self._target_at(self.pointer)
            self.candidates = []
            reason = self.drop(held, target)
            self.last_refusal = reason
            if reason is not None:
                self._snap_back(held)
            return True
        return False

    def _target_at(self, pos: pygame.Vector2) -> DropTarget | None:
        hits = [t for t in self.candidates if t.rect.collidepoint(pos)]
        hits.sort(key=lambda t: not t.lit)  # a lit target wins where two overlap
        return hits[0] if hits else None

    # ------------------------------------------------------------------ snap back
    def _snap_back(self, held: Pickup) -> None:
        sprite = CardSprite(held.card, True, self.pointer - held.grab, held.width, angle=held.angle, lift=1.0)
        self.snapping.append(_SnapBack(sprite, pygame.Vector2(sprite.pos), pygame.Vector2(held.center)))
        if self.speed() <= 0:
            self.snapping.clear()

    def update(self, dt: float) -> None:
        speed = self.speed()
        for snap in list(self.snapping):
            snap.t = 1.0 if speed <= 0 else min(1.0, snap.t + dt * speed / SNAP_SECONDS)
            e = ease_out_cubic(snap.t)
            snap.sprite.pos = snap.start.lerp(snap.end, e)
            snap.sprite.lift = 1.0 - e
            if snap.t >= 1.0:
                self.snapping.remove(snap)

    def draw(self, surface: Target, art: CardArt) -> None:
        for snap in self.snapping:
            snap.sprite.draw(surface, art)
        if self.held and self.dragging:
            sprite = CardSprite(self.held.card, True, self.pointer - self.held.grab, self.held.width,
                                angle=0.0, lift=1.0)
            sprite.draw(surface, art)
