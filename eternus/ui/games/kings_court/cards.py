"""King's Court card faces, drawn by code: a suit colour band, the name, the points, the kind.

No printed deck exists for this game (PLATFORM.md), so every face is drawn here, the same
way as the standard cards of :mod:`eternus.ui.table.card_art`: supersampled, smooth-scaled
once per width and cached; a frame only blits. :class:`KingsCourtArt` is a
:class:`~eternus.ui.table.card_art.CardArt` whose faces are King's Court cards (the back,
shadows, glows and rotation cache are shared).

What a face says, top to bottom: the colour band of its suit(s) (two halves for a Queen's
Option; royal purple for Kingdom Scrolls, steel for Shield cards), each suit's symbol under
the corner (:mod:`.suits`: colour is never the only cue), a big value or emblem letter, the
name, and along the foot the kind and the points (a Number card's points are its value; the
negative Shield cards print their minus).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from eternus.engine.kings_court.cards import CARDS, KINGDOM, NUMBER, SHIELD, SUIT_SCROLL
from eternus.ui import fonts
from eternus.ui.table import card_art as base
from eternus.ui.games.kings_court.suits import SUIT_COLOURS, draw_suit_mark, ink_on_ivory, text_on
from eternus.ui.table.card_art import SUPERSAMPLE, CardArt, card_size

KINGDOM_BAND = (58, 30, 84)
SHIELD_BAND = (70, 78, 92)
INK = (36, 30, 26)
CORNER_W = 0.32            # the corner's widest mark ("+3", "KG"): inside the strip a fan of sixteen shows
FAN_VISIBLE = 0.68         # the share of a card's width (less its margin) a fanned hand leaves uncovered
KIND_NAMES = {NUMBER: "Number", SUIT_SCROLL: "Suit Scroll", KINGDOM: "Kingdom Scroll", SHIELD: "Shield"}

# The big emblem of a card that has no value: a letter or two standing for its effect.
EMBLEMS = {
    "maiden": "FM", "drawbridge": "+2", "option": "QO", "knight": "Kn", "jester": "CJ",
    "wizard": "W", "dragon": "+3", "king": "K", "duke": "D", "decree": "RD", "magician": "M",
    "potion": "MP", "protector": "P", "dungeon": "Dg", "dark_knight": "DK", "poison_garden": "PG",
    "castle_fire": "CF", "kings_goblet": "KG", "cannonball": "Cb", "catapult": "Ct",
    "flaming_arrow": "FA", "siege_tower": "ST", "imperial_tax": "IT", "defender": "Df",
    "hidden_treasure": "HT", "warlord": "Wl", "secret_key": "SK",
}


def band_colours(card: str) -> list[tuple[int, int, int]]:
    """The colours of the card's top band, left to right (one per suit it belongs to)."""
    info = CARDS[card]
    if info.suits:
        return [SUIT_COLOURS.get(s, SHIELD_BAND) for s in info.suits]
    return [KINGDOM_BAND if info.kind == KINGDOM else SHIELD_BAND]


def emblem(card: str) -> str:
    info = CARDS[card]
    if info.kind == NUMBER:
        return str(info.value)
    if info.name in ("Queen", "Duchess"):
        return info.name[0] + info.name[1]
    return EMBLEMS.get(info.effect, info.name[:2])


def card_details(card: str) -> str:
    """The card's name, kind and points in words ("Burgundy Court Jester \u00b7 Suit Scroll \u00b7
    20 pts"): printed small on its foot, and read out in full under the prompt for the card
    the pointer or the keyboard is on, at a size the whole table can read."""
    info = CARDS[card]
    return f"{info.name} \u00b7 {KIND_NAMES[info.kind]} \u00b7 {info.points} pts"


def _fit_text(text: str, colour: tuple[int, int, int], max_w: float, height: float,
              face: str = fonts.BOLD) -> pygame.Surface:
    """``text`` at ``height`` pixels of font size, shrunk (never stretched) to ``max_w``."""
    image = fonts.font(max(8, int(height)), face).render(text, True, colour)
    if image.get_width() > max_w:
        h = max(1, int(image.get_height() * max_w / image.get_width()))
        image = pygame.transform.smoothscale(image, (int(max_w), h))
    return image


def _name_lines(name: str, w: int, size: int) -> list[pygame.Surface]:
    """The card's name in at most two lines across the card."""
    font = fonts.font(size, fonts.BOLD)
    words = name.split()
    lines, line = [], ""
    for word in words:
        cand = f"{line} {word}".strip()
        if line and font.size(cand)[0] > w:
            lines.append(line)
            line = word
        else:
            line = cand
    lines.append(line)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return [_fit_text(t, INK, w, size) for t in lines]


@dataclass(frozen=True)
class Print:
    """The sizes of a face's print, as shares of the card's width (its height for the band's
    points): the normal set, and the large text size's, whose name and points read from the
    sofa (the medallion gives up room; the foot drops the kind, which the prompt spells out)."""

    medallion_y: float       # the emblem's centre, as a share of the height
    medallion_r: float
    name: float
    foot: float
    band_points: float       # a Scroll's or Shield's points in the band, as a share of the band
    foot_kind: bool          # the foot says the kind before the points


NORMAL_PRINT = Print(0.44, 0.28, 0.11, 0.085, 0.55, True)
LARGE_PRINT = Print(0.40, 0.23, 0.145, 0.12, 0.72, False)


def draw_face(card: str, width: int, large: bool = False) -> pygame.Surface:
    """The supersampled face of ``card`` (call :func:`card_art._finish` to scale it down);
    ``large``: in the large text size's print."""
    size = LARGE_PRINT if large else NORMAL_PRINT
    info = CARDS[card]
    w, h = card_size(width * SUPERSAMPLE)
    surf = base._rounded_card(w, h, base.IVORY, base.EDGE, max(2, int(w * 0.008)))
    radius = int(w * 0.065)
    band_h = int(h * 0.2)
    band = pygame.Surface((w, band_h), pygame.SRCALPHA)
    colours = band_colours(card)
    for i, colour in enumerate(colours):
        x0, x1 = w * i // len(colours), w * (i + 1) // len(colours)
        pygame.draw.rect(band, colour, (x0, 0, x1 - x0, band_h))
    mask = pygame.Surface((w, band_h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, band_h + radius), border_radius=radius)
    band.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(band, (0, 0))
    pygame.draw.line(surf, base.GOLD_DARK, (0, band_h), (w, band_h), max(1, int(w * 0.012)))
    # The corner value/emblem in the band, light on the colour.
    mark = emblem(card)
    corner = _fit_text(mark, text_on(colours[0]), w * CORNER_W, band_h * 0.8)
    surf.blit(corner, (int(w * 0.07), (band_h - corner.get_height()) // 2))
    # Each suit's symbol under the corner, on the part of the card a fan leaves showing.
    for i, suit in enumerate(info.suits):
        draw_suit_mark(surf, suit, (w * 0.15, band_h + w * 0.13 + i * w * 0.22), w * 0.18)
    if info.kind != NUMBER:
        pts = _fit_text(f"{info.points:+d}" if info.points < 0 else str(info.points), text_on(colours[-1]),
                        w * 0.4, band_h * size.band_points)
        surf.blit(pts, (w - pts.get_width() - int(w * 0.07), (band_h - pts.get_height()) // 2))
    # The big emblem in a medallion ringed with the band colour.
    centre = (w // 2, int(h * size.medallion_y))
    r = int(w * size.medallion_r)
    pygame.draw.circle(surf, colours[0], centre, r)
    if len(colours) > 1:
        pygame.draw.circle(surf, colours[1], centre, r, draw_top_right=True, draw_bottom_right=True)
    pygame.draw.circle(surf, base.GOLD, centre, r, width=max(2, int(w * 0.02)))
    pygame.draw.circle(surf, base.IVORY, centre, int(r * 0.78))
    face = fonts.BOLD if info.kind == NUMBER else fonts.DISPLAY   # a value in heavy strokes
    big = _fit_text(mark, ink_on_ivory(colours[0]) if info.suits else INK, r * 1.4,
                    r * (0.95 if info.kind == NUMBER else 1.1), face)
    surf.blit(big, big.get_rect(center=centre))
    # Name, then the kind and points along the foot.
    # Left-aligned within the part a fanned hand leaves showing, so no name is cut by the
    # next card ("Purple Cou Jester").
    y = centre[1] + r + int(w * 0.04)
    left, room = int(w * 0.07), int(w * FAN_VISIBLE)
    for line in _name_lines(info.name, room, int(w * size.name)):
        surf.blit(line, line.get_rect(topleft=(left, y)))
        y += line.get_height()
    small = card_details(card).removeprefix(f"{info.name} \u00b7 ")
    foot = _fit_text(small if size.foot_kind else f"{info.points} pts", (110, 96, 80), room, w * size.foot,
                     fonts.SANS)
    surf.blit(foot, foot.get_rect(bottomleft=(left, h - int(w * 0.04))))
    return surf


class KingsCourtArt(CardArt):
    """Card images for King's Court ids; backs, shadows and glows as for every table."""

    def __init__(self) -> None:
        super().__init__()
        self.large = False        # the faces in the cache are in the large text size's print

    def face(self, card: str, width: int) -> pygame.Surface:
        if card not in CARDS:
            raise ValueError(f"not a King's Court card: {card!r}")
        large = fonts.readable(1) > 1      # the text-size setting raises every size now
        if large != self.large:            # changed in the menu mid-game: faces are redrawn
            self.large = large
            self._cache.clear()
            self._widths.clear()
        return self.cached_face(card, width, lambda c, wd: draw_face(c, wd, large))

    def warm(self, width: int, cards: list[str] | None = None) -> None:
        for card in cards or []:
            self.face(card, width)
        self.back(width)
