"""What the table shows now: the cards of each zone, where each one sits, and drawing them.

The display lags the engine on purpose. The engine's state changes at once; the display
catches up event by event as the animator plays them, then ``sync`` makes it equal to the
engine's view again, so a slip in an animation can never leave a wrong card on screen.

Cards held in a fan or a row glide to new places when the layout changes (a card taken
out of the hand, a card added to the tray) instead of jumping: each known card keeps a
drawn position that eases towards its slot.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from collections.abc import Iterable, Mapping, Sequence

import pygame

from eternus.ui.canvas import Target, put, put_part, px
from eternus.ui.table.card_art import CardArt, card_size, see_through_margin
from eternus.ui.table.layout import LayoutError, TableLayout, Zone

CARD_KINDS = frozenset({"stack", "pile", "fan", "row"})
GLIDE_RATE = 14.0         # per second: how fast a card in a fan or row reaches its slot
SETTLED = 0.5             # logical pixels from its slot at which a gliding card is put there


@dataclass(frozen=True)
class Shown:
    """A card as shown: ``card`` None is a card whose face nobody may see."""

    card: str | None
    face_up: bool


@dataclass(frozen=True)
class Slot:
    """Where a card sits: centre, turn in degrees (counter-clockwise), and card width."""

    center: pygame.Vector2
    angle: float
    width: int

    def rect(self) -> pygame.Rect:
        r = pygame.Rect((0, 0), card_size(self.width))
        r.center = (round(self.center.x), round(self.center.y))
        return r


def slot_in(zone: Zone, index: int, count: int) -> Slot:
    """The slot of card ``index`` (0 = bottom / leftmost) of ``count`` cards in ``zone``."""
    w = zone.card_width
    c = pygame.Vector2(zone.rect.center) + pygame.Vector2(zone.prop("dx", 0.0), zone.prop("dy", 0.0))
    if zone.kind in ("stack", "pile"):
        visible = zone.prop("max_visible", 6)
        step = max(0, index - max(0, count - visible))
        off = pygame.Vector2(zone.prop("offset_x", -1.0), zone.prop("offset_y", -2.0))
        return Slot(c + off * step, 0.0, w)
    if zone.kind == "fan":
        mid = (count - 1) / 2
        turn = zone.prop("angle", 4.0)
        # The end cards are turned the most: their turned outline (not the upright card)
        # must stay inside the zone, so a big hand never pokes past the zone's edges.
        tilt = math.radians(min(90.0, abs(turn) * mid))
        cw, ch = card_size(w)
        outline = cw * math.cos(tilt) + ch * math.sin(tilt)
        spacing = w * zone.prop("spacing", 0.6)
        spacing = min(spacing, max(0.0, zone.rect.w - outline) / max(1, count - 1))
        d = index - mid
        arc = zone.prop("arc", 10.0) * (d / max(1.0, mid)) ** 2
        return Slot(pygame.Vector2(c.x + d * spacing, c.y + arc), -d * turn, w)
    # row: side by side, closer together when they would not fit between the paddings
    # (``padding_left`` keeps a title in the zone's corner clear of a full row)
    right = zone.prop("padding", 0)
    left = zone.prop("padding_left", right)
    room = zone.rect.w - left - right - w
    spacing = min(w * zone.prop("spacing", 1.05), room / max(1, count - 1))
    d = index - (count - 1) / 2
    return Slot(pygame.Vector2(c.x + (left - right) / 2 + d * spacing, c.y), 0.0, w)


def _uncovered_edges(zone: Zone, surface: Target, width: int) -> list[pygame.Rect]:
    """The parts of a card in a stack (``width`` real pixels wide) that the card laid on it
    may leave showing: a strip along each side as deep as the card's see-through margin,
    deeper by the offset on the sides the card above moves away from. Only these are drawn
    of the cards under the top one, about a third of their pixels; the rest of each lies
    under the opaque middle of the card above, so the stack looks exactly as if every card
    were drawn whole. (At 4K, a Seal of Pragon frame drew some forty whole cards that
    nobody sees.)

    The strips do not overlap: a translucent corner blended twice would come out darker."""
    cw, ch = card_size(width)
    margin = see_through_margin(width)
    dx, dy = zone.prop("offset_x", -1.0), zone.prop("offset_y", -2.0)

    def uncovered(offset: float) -> int:
        # the offset in real pixels, +1 logical pixel for the rounding of the cards' centres
        # (one step may come out a pixel longer than the next)
        return px(surface, abs(offset) + 1)

    left = margin + (uncovered(dx) if dx > 0 else 0)     # the card above moved right
    right = margin + (uncovered(dx) if dx < 0 else 0)
    top = margin + (uncovered(dy) if dy > 0 else 0)
    bottom = margin + (uncovered(dy) if dy < 0 else 0)
    if left + right >= cw or top + bottom >= ch:        # spread too far apart: all of it shows
        return [pygame.Rect(0, 0, cw, ch)]
    middle = cw - left - right
    return [pygame.Rect(0, 0, left, ch), pygame.Rect(cw - right, 0, right, ch),
            pygame.Rect(left, 0, middle, top), pygame.Rect(left, ch - bottom, middle, bottom)]


class TableDisplay:
    """Cards per zone (bottom first), hidden cards, glide positions, hit tests, drawing."""

    def __init__(self, layout: TableLayout, art: CardArt, zones: Iterable[str]) -> None:
        self.layout = layout
        self.art = art
        self.piles: dict[str, list[Shown]] = {}
        for name in zones:
            zone = layout[name]
            if zone.kind not in CARD_KINDS:
                raise ValueError(f"zone {name!r} is a {zone.kind}, not a card zone")
            self.piles[name] = []
        self.hidden: set[str] = set()           # cards drawn elsewhere (dragged, flying, in the tray)
        self.covered_tops: set[str] = set()     # zones whose top card is drawn by a sprite
        self._glide: dict[str, pygame.Vector2] = {}
        # A card still gliding to its slot: the table asks for frames until none is, or the
        # quiet idle would leave a row half made room in (a flop overlapped until a mouse moved).
        self.settling = False
        self.clock = 0.0            # seconds shown, for the lit cards' breathing
        # Cards that keep their place in a fan or row but are not drawn nor picked: a card just
        # clicked away while the pointer is still over its fan, so the others stay put.
        self.ghosts: set[str] = set()
        # Rows that continue another row (the map's ``follows``), by the row they follow.
        self.followers: dict[str, list[str]] = {}
        for name in self.piles:
            if leader := self.layout[name].prop("follows", ""):
                if leader not in self.piles or self.layout[leader].kind != "row" or self.layout[name].kind != "row":
                    raise LayoutError(f"zone {name!r} follows {leader!r}, which is not a card row of this table")
                self.followers.setdefault(leader, []).append(name)

    # ------------------------------------------------------------------ contents
    def set_piles(self, piles: Mapping[str, Sequence[Shown]]) -> None:
        for name, cards in piles.items():
            self.piles[name] = list(cards)

    def visible(self, name: str) -> list[Shown]:
        """The cards of a zone that are drawn there (not hidden, not lifted by a sprite)."""
        pile = self.piles[name]
        shown = [s for s in pile if s.card is None or s.card not in self.hidden]
        if name in self.covered_tops and shown:
            shown = shown[:-1]
        return shown

    def find(self, card: str) -> str | None:
        for name, pile in self.piles.items():
            if any(s.card == card for s in pile):
                return name
        return None

    def take(self, name: str, card: str | None) -> Shown:
        """Remove ``card`` from a zone (the top one if unknown or not there) and return it."""
        pile = self.piles[name]
        for i in range(len(pile) - 1, -1, -1):
            if card is not None and pile[i].card == card:
                return pile.pop(i)
        if not pile:
            return Shown(card, False)
        return pile.pop()

    def put(self, name: str, shown: Shown) -> None:
        self.piles[name].append(shown)

    # ------------------------------------------------------------------ geometry
    def slot(self, name: str, index: int, count: int) -> Slot:
        """Where card ``index`` of the ``count`` drawn in ``name`` sits.

        A row the map says ``follows`` another is laid out as that row's continuation, so
        while it holds cards the row it follows makes room for them (its cards glide aside):
        Dragon Kings' Knight of War deals a sixth card beside the board, where there is no
        room for one at the board's end.
        """
        zone = self.layout[name]
        if leader := zone.prop("follows", ""):
            ahead = len(self.visible(leader))
            return slot_in(self.layout[leader], ahead + index, ahead + count)
        more = sum(len(self.visible(f)) for f in self.followers.get(name, ()))
        return slot_in(zone, index, count + more)

    def next_slot(self, name: str, ahead: int = 0) -> Slot:
        """Where the next card to arrive in ``name`` will sit (``ahead`` cards still flying in)."""
        n = len(self.visible(name)) + ahead
        return self.slot(name, n, n + 1)

    def top_slot(self, name: str) -> Slot:
        """Where the top (last drawn) card of ``name`` sits, or would sit if it is empty."""
        n = len(self.visible(name))
        return self.slot(name, max(0, n - 1), max(1, n))

    def slot_of(self, card: str) -> Slot | None:
        """Where a drawn card sits (its glide position for fans and rows)."""
        for name in self.piles:
            shown = self.visible(name)
            for i, s in enumerate(shown):
                if s.card == card:
                    slot = self.slot(name, i, len(shown))
                    pos = self._glide.get(card)
                    return Slot(pygame.Vector2(pos), slot.angle, slot.width) if pos else slot
        return None

    def hit(self, pos: tuple[int, int], names: Iterable[str] | None = None) -> tuple[str, int] | None:
        """The topmost drawn card under ``pos`` as (zone, index in visible()), or None."""
        for name in names if names is not None else self.piles:
            zone = self.layout[name]
            shown = self.visible(name)
            order = range(len(shown) - 1, -1, -1)
            if zone.kind in ("stack", "pile"):
                order = range(len(shown) - 1, len(shown) - 2, -1)  # only the top can be picked
            for i in order:
                if i < 0:
                    continue
                slot = self.slot(name, i, len(shown))
                rect = slot.rect()
                card = shown[i].card
                if card in self.ghosts:
                    continue
                if card and card in self._glide:
                    rect.center = (round(self._glide[card].x), round(self._glide[card].y))
                if rect.collidepoint(pos):
                    return name, i
        return None

    def zone_at(self, pos: tuple[int, int], names: Iterable[str]) -> str | None:
        for name in names:
            zone = self.layout[name]
            area = zone.rect.union(self.top_slot(name).rect())
            if area.collidepoint(pos):
                return name
        return None

    # ------------------------------------------------------------------ glide
    def update(self, dt: float, instant: bool = False) -> None:
        """Ease fan and row cards towards their slots (all at once if ``instant``); a card
        within half a pixel of its slot is put there, so a glide ends (``settling``)."""
        self.clock += dt
        alive: set[str] = set()
        self.settling = False
        k = 1.0 if instant else 1.0 - math.exp(-GLIDE_RATE * dt)
        for name, zone in ((n, self.layout[n]) for n in self.piles):
            if zone.kind not in ("fan", "row"):
                continue
            shown = self.visible(name)
            for i, s in enumerate(shown):
                if not s.card:
                    continue
                target = self.slot(name, i, len(shown)).center
                pos = self._glide.get(s.card)
                if pos is None:
                    self._glide[s.card] = pygame.Vector2(target)
                else:
                    pos += (target - pos) * k
                    if pos.distance_to(target) > SETTLED:
                        self.settling = True
                    else:
                        pos.update(target)
                alive.add(s.card)
        for card in set(self._glide) - alive:
            del self._glide[card]

    def place_glide(self, card: str, center: pygame.Vector2) -> None:
        """Start a card's glide from ``center`` (where a flight or a drag left it)."""
        self._glide[card] = pygame.Vector2(center)

    # ------------------------------------------------------------------ drawing
    GLOW_HZ = 1.1

    def glow_phase(self) -> int:
        """Where the lit cards' breathing is now: up and down through the glow's phases."""
        steps = self.art.GLOW_PHASES - 1
        wave = abs((self.clock * self.GLOW_HZ * 2) % 2 - 1)          # 1 -> 0 -> 1, a triangle
        return round((1 - wave) * steps)

    def draw_zone(self, surface: Target, name: str,
                  glows: Mapping[str, tuple[int, int, int]] | None = None,
                  skip: frozenset[str] = frozenset()) -> None:
        """Draw one zone: a shadow under the pile, the cards bottom first, glows on tops.

        ``glows`` maps a card (or ``"@top"`` for the zone's top card) to a halo colour.
        ``skip`` cards keep their places in a fan or row but are not drawn (the caller
        draws them itself, lifted over their neighbours).
        """
        zone = self.layout[name]
        shown = self.visible(name)
        glows = glows or {}
        if not shown:
            return
        w = px(surface, zone.card_width)  # images are made at the real pixel size
        if zone.kind in ("stack", "pile"):
            base = slot_in(zone, 0, len(shown))
            shadow = self.art.shadow(w)
            top = slot_in(zone, len(shown) - 1, len(shown))
            mid = (base.center + top.center) / 2 + pygame.Vector2(3, 6)
            put(surface, shadow, center=mid)
            first = max(0, len(shown) - zone.prop("max_visible", 6))
            edges = _uncovered_edges(zone, surface, w)
            for i in range(first, len(shown)):
                s = shown[i]
                slot = slot_in(zone, i, len(shown))
                img = self.art.image(s.card, s.face_up, w)
                centre = (round(slot.center.x), round(slot.center.y))
                if i < len(shown) - 1:
                    for area in edges:
                        put_part(surface, img, area, center=centre)
                    continue
                colour = glows.get("@top") or (glows.get(s.card) if s.card else None)
                if colour:
                    halo = self.art.glow(w, colour, self.glow_phase())
                    put(surface, halo, center=slot.center)
                put(surface, img, center=centre)
            return
        for i, s in enumerate(shown):
            if s.card in skip or s.card in self.ghosts:
                continue
            slot = self.slot(name, i, len(shown))
            center = self._glide.get(s.card or "", slot.center)
            shadow = self.art.shadow(w)
            put(surface, shadow, center=center + pygame.Vector2(3, 7))
            colour = glows.get(s.card) if s.card else None
            if colour:
                halo = self.art.glow(w, colour, self.glow_phase())
                put(surface, halo, center=center)
            img = self.art.image(s.card, s.face_up, w, slot.angle)
            put(surface, img, center=(round(center.x), round(center.y)))
