"""Playing cards drawn by code: 52 faces, two jokers and an Eternus back, at any width.

Every image is drawn once per width at three times the size and smooth-scaled down, which
gives clean anti-aliased edges with nothing but ``pygame.draw``; the result is cached and
``convert_alpha()``ed, so a frame only ever blits (PLATFORM.md: never scale per frame).

Suits are shapes, not font glyphs, so they look the same whatever fonts are installed.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame
from pygame.typing import ColorLike

from eternus.engine import cards as playing_cards
from eternus.ui import draw, fonts
from eternus.ui.table import court_faces
from eternus.ui.soft import soft_blur

ASPECT = 1.4                      # height / width of a poker-size card
SUPERSAMPLE = 3

IVORY = (250, 247, 238)
EDGE = (150, 140, 120)
RED = (196, 28, 44)
BLACK = (28, 28, 38)
GOLD = (214, 172, 84)
GOLD_DARK = (150, 110, 40)
BACK_RED = (112, 20, 34)
BACK_RED_DARK = (74, 10, 22)
BACK_RED_LIGHT = (150, 38, 52)

# Court panels: (panel colour, pattern colour) per rank letter.
COURT_COLOURS = {
    "J": ((34, 92, 70), (48, 120, 92)),
    "Q": ((38, 62, 128), (56, 84, 160)),
    "K": ((128, 30, 40), (156, 48, 58)),
}

Point = tuple[float, float]


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of a card drawn ``width`` pixels wide."""
    return int(width), int(round(width * ASPECT))


FOUR_COLOURS: dict[str, tuple[int, int, int]] = {"s": BLACK, "h": RED, "d": (24, 84, 196), "c": (0, 150, 90)}
"""The four-colour deck (an option for the French-suited games): diamonds blue and clubs
green, so a diamond is never taken for a heart nor a club for a spade at a glance, and a
person who cannot tell red from black still tells the suits apart by their shapes."""


def suit_colour(card: str, four_colour: bool = False) -> tuple[int, int, int]:
    if playing_cards.is_joker(card):
        return RED if card == "JK1" else BLACK
    if four_colour:
        return FOUR_COLOURS[playing_cards.suit(card)]
    return RED if playing_cards.suit(card) in playing_cards.RED_SUITS else BLACK


# --------------------------------------------------------------------------- suit shapes

def _heart_points(n: int = 48) -> list[Point]:
    """The classic parametric heart, normalised to the unit box, point down."""
    raw = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    xs = [p[0] for p in raw]
    ys = [p[1] for p in raw]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return [((x - x0) / (x1 - x0), (y - y0) / (y1 - y0)) for x, y in raw]


_HEART = _heart_points()


def _draw_heart(surf: pygame.Surface, box: pygame.Rect, colour: ColorLike) -> None:
    pygame.draw.polygon(surf, colour, [(box.x + x * box.w, box.y + y * box.h) for x, y in _HEART])


def _draw_spade(surf: pygame.Surface, box: pygame.Rect, colour: ColorLike) -> None:
    # An upside-down heart for the blade, a flared stem under it.
    blade_h = box.h * 0.78
    pts = [(box.x + x * box.w, box.y + (1 - y) * blade_h) for x, y in _HEART]
    pygame.draw.polygon(surf, colour, pts)
    cx = box.centerx
    stem = [(cx - box.w * 0.05, box.y + blade_h * 0.72), (cx + box.w * 0.05, box.y + blade_h * 0.72),
            (cx + box.w * 0.2, box.bottom), (cx - box.w * 0.2, box.bottom)]
    pygame.draw.polygon(surf, colour, stem)


def _draw_diamond(surf: pygame.Surface, box: pygame.Rect, colour: ColorLike) -> None:
    # Four slightly concave sides, like a printed diamond pip.
    cx, cy = box.centerx, box.centery
    hw, hh = box.w * 0.42, box.h * 0.5
    corners = [(cx, cy - hh), (cx + hw, cy), (cx, cy + hh), (cx - hw, cy)]
    pts: list[Point] = []
    for i in range(4):
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 4]
        for k in range(12):
            t = k / 12
            # Quadratic curve through a control point pulled towards the centre.
            mx, my = (ax + bx) / 2, (ay + by) / 2
            qx, qy = mx + (cx - mx) * 0.18, my + (cy - my) * 0.18
            x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * qx + t ** 2 * bx
            y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * qy + t ** 2 * by
            pts.append((x, y))
    pygame.draw.polygon(surf, colour, pts)


def _draw_club(surf: pygame.Surface, box: pygame.Rect, colour: ColorLike) -> None:
    r = box.w * 0.235
    cx = box.centerx
    top = (cx, box.y + r)
    left = (box.x + r, box.y + box.h * 0.55)
    right = (box.right - r, box.y + box.h * 0.55)
    for c in (top, left, right):
        pygame.draw.circle(surf, colour, c, r)
    pygame.draw.circle(surf, colour, (cx, box.y + box.h * 0.48), r * 0.7)
    stem = [(cx - box.w * 0.05, box.y + box.h * 0.5), (cx + box.w * 0.05, box.y + box.h * 0.5),
            (cx + box.w * 0.2, box.bottom), (cx - box.w * 0.2, box.bottom)]
    pygame.draw.polygon(surf, colour, stem)


_SUIT_DRAWERS: dict[str, Callable[[pygame.Surface, pygame.Rect, ColorLike], None]] = {
    "h": _draw_heart, "s": _draw_spade, "d": _draw_diamond, "c": _draw_club,
}


def draw_suit(surf: pygame.Surface, suit: str, box: pygame.Rect, colour: ColorLike, inverted: bool = False) -> None:
    """Draw a suit shape filling ``box`` (upside down for the lower half of a card)."""
    if not inverted:
        _SUIT_DRAWERS[suit](surf, box, colour)
        return
    tmp = pygame.Surface(box.size, pygame.SRCALPHA)
    _SUIT_DRAWERS[suit](tmp, tmp.get_rect(), colour)
    surf.blit(pygame.transform.flip(tmp, False, True), box.topleft)


# --------------------------------------------------------------------------- pip layouts

# Pip centres as (column, row) in a 3 x 1 box: column 0/0.5/1, row 0..1 top to bottom.
PIP_LAYOUTS: dict[int, tuple[Point, ...]] = {
    2: ((0.5, 0.0), (0.5, 1.0)),
    3: ((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1)),
    5: ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    6: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    7: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    8: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    9: ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)),
    10: ((0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3),
         (0.5, 5 / 6), (0, 1), (1, 1)),
}


# --------------------------------------------------------------------------- drawing

def _rounded_card(w: int, h: int, fill: ColorLike, border: ColorLike, border_w: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = int(w * 0.065)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, border, surf.get_rect(), width=border_w, border_radius=radius)
    return surf


def _text(text: str, px: int, colour: ColorLike, face: str = fonts.BOLD) -> pygame.Surface:
    # Not fonts.text(): these surfaces are huge (supersampled) and drawn once per size.
    return fonts.font(px, face).render(text, True, colour)


def _glyph(text: str, colour: ColorLike, height: float, face: str = fonts.BOLD,
           max_width: float | None = None) -> pygame.Surface:
    """``text`` cropped to its ink and scaled to exactly ``height`` pixels of ink.

    Fonts differ in how much empty ascent they carry; fitting the ink makes the indices
    the same size whichever font file is found.
    """
    raw = _text(text, max(8, int(height * 1.6)), colour, face)
    ink = raw.subsurface(raw.get_bounding_rect()).copy()
    scale = height / max(1, ink.get_height())
    w = ink.get_width() * scale
    if max_width is not None and w > max_width:
        w = max_width
    return pygame.transform.smoothscale(ink, (max(1, int(w)), max(1, int(height))))


def _rank_text(card: str) -> str:
    r = card[0]
    return "10" if r == "T" else r


def _draw_index(surf: pygame.Surface, card: str, four_colour: bool = False) -> None:
    """Corner indices: rank over a small suit, top-left and (turned) bottom-right."""
    w, h = surf.get_size()
    colour = suit_colour(card, four_colour)
    corner = pygame.Surface((int(w * 0.19), int(h * 0.34)), pygame.SRCALPHA)
    cw = corner.get_width()
    if playing_cards.is_joker(card):
        # A narrow column of letters, as printed jokers do.
        for i, ch in enumerate("JOKER"):
            g = _glyph(ch, colour, w * 0.07)
            corner.blit(g, ((cw - g.get_width()) // 2, int(w * (0.02 + 0.095 * i))))
    else:
        label = _rank_text(card)
        g = _glyph(label, colour, w * 0.13, max_width=cw * 0.95)
        corner.blit(g, ((cw - g.get_width()) // 2, int(w * 0.02)))
        pip = int(w * 0.11)
        draw_suit(corner, playing_cards.suit(card), pygame.Rect((cw - pip) // 2, int(w * 0.19), pip, pip), colour)
    x, y = int(w * 0.015), int(w * 0.04)
    surf.blit(corner, (x, y))
    surf.blit(pygame.transform.rotate(corner, 180), (w - x - corner.get_width(), h - y - corner.get_height()))


def _draw_pips(surf: pygame.Surface, card: str, four_colour: bool = False) -> None:
    w, h = surf.get_size()
    colour = suit_colour(card, four_colour)
    suit = playing_cards.suit(card)
    value = playing_cards.rank(card)
    if value == 14:
        size = int(w * (0.5 if suit == "s" else 0.4))
        if suit == "s":
            # The ace of spades carries the seal: a gold ring round the big pip.
            pygame.draw.circle(surf, GOLD, (w / 2, h / 2), w * 0.36, width=max(2, int(w * 0.018)))
            pygame.draw.circle(surf, GOLD_DARK, (w / 2, h / 2), w * 0.33, width=max(1, int(w * 0.006)))
        draw_suit(surf, suit, pygame.Rect(w / 2 - size / 2, h / 2 - size / 2, size, int(size * 1.05)), colour)
        return
    pip = int(w * 0.18)
    left, right = w * 0.32, w * 0.68
    top, bottom = h * 0.19, h * 0.81
    for col, row in PIP_LAYOUTS[value]:
        cx = left + (right - left) * col
        cy = top + (bottom - top) * row
        box = pygame.Rect(0, 0, pip, int(pip * 1.08))
        box.center = (int(cx), int(cy))
        draw_suit(surf, suit, box, colour, inverted=row > 0.5)


def _draw_court(surf: pygame.Surface, card: str, four_colour: bool = False) -> None:
    w, h = surf.get_size()
    letter = card[0]
    suit = playing_cards.suit(card)
    colour = suit_colour(card, four_colour)
    panel_c, pattern_c = COURT_COLOURS[letter]
    frame = pygame.Rect(int(w * 0.215), int(h * 0.1), int(w * 0.57), int(h * 0.8))
    half = pygame.Surface((frame.w, frame.h // 2), pygame.SRCALPHA)
    hw, hh = half.get_size()
    half.fill(panel_c)
    # Diagonal damask stripes for texture.
    step = max(4, int(hw * 0.09))
    for x in range(-hh, hw, step):
        pygame.draw.line(half, pattern_c, (x, hh), (x + hh, 0), max(1, step // 3))
    # The figure, whose robe is the suit's colour and who wears the suit on its chest.
    court_faces.draw_figure(half, letter, colour, lambda target, box: draw_suit(target, suit, box, colour))
    surf.blit(half, frame.topleft)
    surf.blit(pygame.transform.rotate(half, 180), (frame.x, frame.y + frame.h - hh))
    pygame.draw.line(surf, GOLD, (frame.x, frame.centery), (frame.right - 1, frame.centery),
                     max(2, int(w * 0.012)))
    pygame.draw.rect(surf, GOLD, frame, width=max(2, int(w * 0.02)))
    pygame.draw.rect(surf, GOLD_DARK, frame.inflate(int(w * 0.03), int(w * 0.03)),
                     width=max(1, int(w * 0.006)))


def _draw_joker(surf: pygame.Surface, card: str, four_colour: bool = False) -> None:
    w, h = surf.get_size()
    colour = suit_colour(card, four_colour)
    other = GOLD if card == "JK1" else (70, 110, 170)
    cx, cy = w / 2, h * 0.46
    # A three-pointed jester's cap with bells.
    tips = [(cx - w * 0.3, cy - h * 0.14), (cx, cy - h * 0.26), (cx + w * 0.3, cy - h * 0.14)]
    base_l, base_r = (cx - w * 0.2, cy + h * 0.04), (cx + w * 0.2, cy + h * 0.04)
    for i, tip in enumerate(tips):
        fill = colour if i != 1 else other
        pygame.draw.polygon(surf, fill, [base_l, (cx + (tip[0] - cx) * 0.35, cy - h * 0.05), tip,
                                         (cx + (tip[0] - cx) * 0.2, cy), base_r])
    for tip in tips:
        pygame.draw.circle(surf, GOLD, tip, w * 0.045)
        pygame.draw.circle(surf, GOLD_DARK, tip, w * 0.045, width=max(1, int(w * 0.01)))
    band = pygame.Rect(0, 0, w * 0.46, h * 0.05)
    band.center = (int(cx), int(cy + h * 0.05))
    pygame.draw.rect(surf, other, band, border_radius=int(band.h / 2))
    # A five-pointed star below: the seal.
    pygame.draw.polygon(surf, colour, draw.star((cx, cy + h * 0.2), w * 0.15, w * 0.06))
    g = _text("JOKER", int(w * 0.13), colour, fonts.DISPLAY)
    surf.blit(g, g.get_rect(center=(cx, h * 0.83)))


def _draw_face(card: str, width: int, four_colour: bool = False) -> pygame.Surface:
    w, h = card_size(width * SUPERSAMPLE)
    surf = _rounded_card(w, h, IVORY, EDGE, max(2, int(w * 0.008)))
    if playing_cards.is_joker(card):
        _draw_joker(surf, card, four_colour)
    elif playing_cards.rank(card) in (11, 12, 13):
        _draw_court(surf, card, four_colour)
    else:
        _draw_pips(surf, card, four_colour)
    _draw_index(surf, card, four_colour)
    return surf


def _draw_four_colour_face(card: str, width: int) -> pygame.Surface:
    return _draw_face(card, width, four_colour=True)


BACKS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]] = {
    "red": (BACK_RED, BACK_RED_DARK, BACK_RED_LIGHT),
    "blue": ((26, 50, 110), (12, 28, 72), (44, 76, 146)),
    "green": ((20, 78, 50), (8, 46, 28), (34, 108, 70)),
    "black": ((32, 32, 38), (12, 12, 16), (58, 58, 68)),
}
"""The dragon-scale backs a player may choose (the card back setting): field, rim, scale."""
_back_style = "red"


def set_back_style(name: str) -> None:
    """Every table's backs from now on wear ``name`` (an unknown name keeps red)."""
    global _back_style
    _back_style = name if name in BACKS else "red"


def _draw_back(width: int, style: str = "red") -> pygame.Surface:
    back, back_dark, back_light = BACKS.get(style, BACKS["red"])
    w, h = card_size(width * SUPERSAMPLE)
    surf = _rounded_card(w, h, IVORY, EDGE, max(2, int(w * 0.008)))
    inner = pygame.Rect(0, 0, int(w * 0.88), int(h - w * 0.12))
    inner.center = (w // 2, h // 2)
    field = pygame.Surface(inner.size, pygame.SRCALPHA)
    field.fill(back)
    # Dragon scales: rows of overlapping half-discs, each with a lighter rim.
    r = max(6, int(inner.w * 0.085))
    for row, y in enumerate(range(-r, inner.h + r, int(r * 0.9))):
        shift = r if row % 2 else 0
        for x in range(-r * 2 + shift, inner.w + r * 2, r * 2):
            pygame.draw.circle(field, back_light, (x, y), r)
            pygame.draw.circle(field, back_dark, (x, y), r, width=max(1, r // 6))
            pygame.draw.circle(field, back, (x, y + r * 0.18), r * 0.72)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(w * 0.04))
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(field, inner.topleft)
    pygame.draw.rect(surf, GOLD, inner, width=max(2, int(w * 0.012)), border_radius=int(w * 0.04))
    # The seal: a gold medallion holding a five-pointed star (the star of six stacks).
    cx, cy = w / 2, h / 2
    pygame.draw.circle(surf, back_dark, (cx, cy), w * 0.26)
    pygame.draw.circle(surf, GOLD, (cx, cy), w * 0.26, width=max(2, int(w * 0.02)))
    pygame.draw.circle(surf, GOLD_DARK, (cx, cy), w * 0.215, width=max(1, int(w * 0.008)))
    star = draw.star((cx, cy), w * 0.18, w * 0.075)
    pygame.draw.polygon(surf, GOLD, star)
    pygame.draw.polygon(surf, GOLD_DARK, star, width=max(1, int(w * 0.008)))
    return surf


def see_through_margin(width: int) -> int:
    """How far in from its edge a card image ``width`` pixels wide may let what is under it
    show: its soft rim and its rounded corners (see :func:`_finish`). Everything further in
    is opaque, so a card laid over another hides that much of it for certain."""
    return int(width * 0.065) + max(1, width // 60) + 2


def _finish(big: pygame.Surface, width: int) -> pygame.Surface:
    """Downsample the supersampled card; then make its inside fully opaque.

    Averaging in the downsample leaves the face at alpha ~253, enough for the index of a
    card underneath to ghost through a fanned hand. Raising only the alpha channel inside
    the card's outline (max with an opaque black mask keeps the colours) keeps the soft,
    anti-aliased rim.
    """
    small = pygame.transform.smoothscale(big, card_size(width))
    w, h = small.get_size()
    inset = max(1, w // 60)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (0, 0, 0, 255), mask.get_rect().inflate(-2 * inset, -2 * inset),
                     border_radius=max(1, int(w * 0.065) - inset))
    small.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return small.convert_alpha() if pygame.display.get_surface() is not None else small


# --------------------------------------------------------------------------- the cache

BACK = "back"

CacheKey = (tuple[str, int]                       # (card or BACK, width)
            | tuple[str, int, int]                # ("shadow", width, blur)
            | tuple[str, int, str | None, int]    # ("rot", width, card or BACK, angle)
            | tuple[str, int, tuple[int, ...]])   # ("glow", width, colour)
"""What an image is cached under: always its width second, so a width's images go together."""


class CardArt:
    """Card images by (card, width), drawn on first use and kept.

    ``image(card, face_up, width)`` is what the table blits; ``None`` or a face-down card
    gives the back. Rotated copies (for a fanned hand) and shadows are cached the same way.

    Widths are real pixels, so every window size brings its own set; only the images of
    the ``MAX_WIDTHS`` most recently new widths are kept, or dragging a window's edge
    through a hundred sizes would keep a hundred decks. Every key has its width second.
    """

    MAX_WIDTHS = 16

    def __init__(self, four_colour: bool = False) -> None:
        self.four_colour = four_colour     # the four-colour deck (a setting of the French-suited tables)
        self._cache: dict[CacheKey, pygame.Surface] = {}
        self._widths: dict[int, None] = {}  # in the order they were first asked for

    def _store(self, key: CacheKey, surf: pygame.Surface) -> pygame.Surface:
        width = key[1]
        if width not in self._widths:
            self._widths[width] = None
            if len(self._widths) > self.MAX_WIDTHS:
                oldest = next(iter(self._widths))
                del self._widths[oldest]
                self._cache = {k: v for k, v in self._cache.items() if k[1] != oldest}
        self._cache[key] = surf
        return surf

    def __len__(self) -> int:
        return len(self._cache)

    def set_four_colour(self, four_colour: bool) -> None:
        """Follow the four-colour setting (changed in the menu mid-game): faces are redrawn."""
        if four_colour != self.four_colour:
            self.four_colour = four_colour
            self._cache.clear()
            self._widths.clear()

    def face(self, card: str, width: int) -> pygame.Surface:
        return self.cached_face(playing_cards.validate(card), width,
                                _draw_four_colour_face if self.four_colour else _draw_face)

    def cached_face(self, card: str, width: int, draw: Callable[[str, int], pygame.Surface]) -> pygame.Surface:
        """``card``'s face at ``width``: drawn supersampled by ``draw`` on first use, scaled
        down once and kept (every game's art draws its own faces through this)."""
        key = (card, int(width))
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, _finish(draw(card, int(width)), int(width)))
        return surf

    def back(self, width: int) -> pygame.Surface:
        """The back in the style chosen now (the card back setting)."""
        key = (f"{BACK}:{_back_style}", int(width))
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, _finish(_draw_back(int(width), _back_style), int(width)))
        return surf

    def image(self, card: str | None, face_up: bool, width: int, angle: float = 0.0) -> pygame.Surface:
        """The card (or its back) at ``width``, turned by ``angle`` degrees (cached per angle)."""
        base = self.face(card, width) if (face_up and card) else self.back(width)
        angle = round(angle)
        if angle == 0:
            return base
        key = ("rot", int(width), card if face_up else f"{BACK}:{_back_style}", angle)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._store(key, pygame.transform.rotozoom(base, angle, 1.0))
        return surf

    def shadow(self, width: int, blur: int = 0) -> pygame.Surface:
        """A soft dark card-shaped shadow, a little larger than the card (centre it under)."""
        blur = blur or max(3, int(width * 0.06))
        key = ("shadow", int(width), blur)
        surf = self._cache.get(key)
        if surf is None:
            w, h = card_size(width)
            pad = blur * 2
            surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
            pygame.draw.rect(surf, (0, 0, 0, 120), (pad, pad, w, h), border_radius=int(w * 0.07))
            surf = self._store(key, soft_blur(surf, blur))
        return surf

    GLOW_PHASES = 6

    def glow(self, width: int, colour: tuple[int, int, int], phase: int = 0) -> pygame.Surface:
        """A coloured halo with a crisp outline to mark a selectable card or a legal target
        (centre it under the card). ``phase`` (0 to GLOW_PHASES - 1) breathes it: the outline
        stands further out and the halo brightens, so a lit card is seen from the sofa by its
        motion as well as its colour."""
        phase = max(0, min(self.GLOW_PHASES - 1, int(phase)))
        key = ("glow", int(width), (*colour, phase))
        surf = self._cache.get(key)
        if surf is None:
            w, h = card_size(width)
            pad = max(10, int(w * 0.14))
            out = max(3, int(w * 0.035)) + phase * max(1, int(w * 0.01))
            surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
            pygame.draw.rect(surf, (*colour, 190 + 13 * phase), (pad // 2, pad // 2, w + pad, h + pad),
                             border_radius=int(w * 0.1))
            surf = soft_blur(surf, max(2, pad // 3))
            ring = pygame.Rect(pad - out, pad - out, w + 2 * out, h + 2 * out)
            pygame.draw.rect(surf, (*colour, 255), ring, width=max(3, int(w * 0.035)), border_radius=int(w * 0.09))
            surf = self._store(key, surf)
        return surf

    def warm(self, width: int, cards: list[str] | None = None) -> None:
        """Draw a whole deck at ``width`` now (e.g. while a scene is being built)."""
        for card in cards if cards is not None else playing_cards.standard_deck(2):
            self.face(card, width)
        self.back(width)
