"""A card on its way somewhere: position, face, turn and the squash of a flip.

Cards lying still are drawn by :mod:`eternus.ui.table.display` straight from the zones;
a :class:`CardSprite` is a card in motion (flying, flipping, dragged, snapping back). It
draws from the :class:`CardArt` cache; only a sprite whose width or flip squash differs
from a cached size pays for a fast ``transform.scale`` of one card, never a smoothscale.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from eternus.ui.canvas import Target, put, px
from eternus.ui.table.card_art import CardArt, card_size


@dataclass
class CardSprite:
    """One moving card. ``pos`` is its centre on the 1920x1080 canvas.

    ``squash`` is the horizontal scale during a flip (1 = flat on the table, 0 = edge on);
    ``lift`` (0..1) raises the card: a larger, softer shadow further away.
    """

    card: str | None
    face_up: bool
    pos: pygame.Vector2
    width: float
    base_width: int = 0
    angle: float = 0.0
    squash: float = 1.0
    lift: float = 0.0
    visible: bool = True
    tag: object = field(default=None, compare=False)

    def __post_init__(self) -> None:
        self.pos = pygame.Vector2(self.pos)
        if not self.base_width:
            self.base_width = int(round(self.width))

    @property
    def rect(self) -> pygame.Rect:
        w, h = card_size(int(round(self.width)))
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.pos.x), round(self.pos.y))
        return r

    def draw(self, surface: Target, art: CardArt) -> None:
        if not self.visible:
            return
        width = int(round(self.width))
        base = px(surface, self.base_width)  # the cached image at the real pixel size
        image = art.image(self.card, self.face_up, base, self.angle)
        target_w = max(1, round(image.get_width() * width / self.base_width * self.squash))
        target_h = max(1, round(image.get_height() * width / self.base_width))
        if (target_w, target_h) != image.get_size():
            image = pygame.transform.scale(image, (target_w, target_h))
        if self.lift > 0:
            off = pygame.Vector2(4, 8) + pygame.Vector2(8, 16) * self.lift
            put(surface, art.shadow(base), center=self.pos + off)
        put(surface, image, center=(round(self.pos.x), round(self.pos.y)))
