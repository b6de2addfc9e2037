"""Colour is never the only cue: the suits stay apart for people who see colour differently.

The suit colours are rendered as the table draws them (a King's Court suit mark, a
four-colour deck's suit pip), then every pixel colour is passed through a simulation of
protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, full
severity, in linear RGB) and compared in CIELAB: every pair of suits must stay at least
:data:`APART` apart for normal vision and for each deficiency. The suits also differ in
shape, which no simulation can take away: the test checks that too.
"""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from eternus.ui.games.kings_court.cards import draw_face
from eternus.ui.games.kings_court.suits import SUIT_COLOURS, SUIT_SHAPES, draw_suit_mark
from eternus.ui.table.card_art import FOUR_COLOURS, SUPERSAMPLE, card_size

APART = 15.0          # CIELAB distance: clearly two colours side by side on a card

MATRICES = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen_as_lab(rgb: tuple[int, int, int], vision: str) -> tuple[float, float, float]:
    """The CIELAB colour a person with ``vision`` perceives for the screen colour ``rgb``."""
    lin = [_linear(c) for c in rgb]
    m = MATRICES[vision]
    r, g, b = (min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def rendered_mark(suit: str) -> tuple[int, int, int]:
    """The colour at the middle of the suit's mark as the table draws it."""
    surface = pygame.Surface((60, 60))
    surface.fill((255, 255, 255))
    draw_suit_mark(surface, suit, (30, 30), 48)
    return tuple(surface.get_at((30, 30)))[:3]  # type: ignore[return-value]


def closest_pair(colours: dict[str, tuple[int, int, int]], vision: str) -> tuple[float, str, str]:
    labs = {name: seen_as_lab(rgb, vision) for name, rgb in colours.items()}
    return min((math.dist(labs[a], labs[b]), a, b) for a, b in itertools.combinations(colours, 2))


@pytest.mark.parametrize("vision", list(MATRICES))
def test_every_pair_of_king_s_court_suits_is_told_apart(vision: str) -> None:
    rendered = {suit: rendered_mark(suit) for suit in SUIT_COLOURS}
    assert rendered == SUIT_COLOURS                          # the mark is drawn in the suit's colour
    distance, a, b = closest_pair(rendered, vision)
    assert distance >= APART, f"{a} and {b} look alike with {vision} ({distance:.1f})"


@pytest.mark.parametrize("vision", list(MATRICES))
def test_the_four_colour_deck_keeps_its_suits_apart(vision: str) -> None:
    distance, a, b = closest_pair(FOUR_COLOURS, vision)
    assert distance >= APART, f"{a} and {b} look alike with {vision} ({distance:.1f})"


def test_the_old_king_s_court_palette_would_have_failed() -> None:
    """The check can fail: the first palette's gold and orange were one colour to a deuteranope."""
    old = {"gold": (212, 160, 40), "orange": (226, 118, 34)}
    assert closest_pair(old, "deuteranopia")[0] < APART


def test_every_suit_has_a_shape_of_its_own_on_the_card() -> None:
    assert len(set(SUIT_SHAPES.values())) == len(SUIT_SHAPES) == len(SUIT_COLOURS)
    w, h = card_size(120 * SUPERSAMPLE)
    face = draw_face("gold-9-a", 120)
    band_h = int(h * 0.2)
    centre = (int(w * 0.15), int(band_h + w * 0.13))
    assert tuple(face.get_at(centre))[:3] == SUIT_COLOURS["gold"]   # the gold star under the corner


def test_the_four_colour_setting_turns_the_diamonds_blue_at_the_table(app) -> None:
    from eternus.engine.core import Seat
    from eternus.session import GameSession
    from eternus.ui.table.card_art import CardArt
    from tests.ui.helpers import open_table

    def blue_pixels(art: CardArt) -> int:
        face = art.face("9d", 120)
        return sum(1 for x in range(0, face.get_width(), 2) for y in range(0, face.get_height(), 2)
                   if math.dist(tuple(face.get_at((x, y)))[:3], FOUR_COLOURS["d"]) < 40)

    assert blue_pixels(CardArt()) == 0 and blue_pixels(CardArt(four_colour=True)) > 50
    table = open_table(app, GameSession.new("pragon", [Seat("You")], {}, 4))
    assert not table.art.four_colour
    app.services.settings["four_colour_deck"] = True
    table.resume()                                    # back from the menu where it was switched on
    assert table.art.four_colour and blue_pixels(table.art) > 50


def test_a_lit_card_has_a_crisp_outline_and_breathes() -> None:
    """Lit cards were a thin pale halo on green felt: now a solid ring round the card, whose
    place moves with the phase (the table steps the phase over time)."""
    from eternus.ui.table.card_art import CardArt

    art = CardArt()
    still, breathing = art.glow(120, (150, 230, 140), 0), art.glow(120, (150, 230, 140), 5)
    solid = [x for x in range(still.get_width()) if still.get_at((x, still.get_height() // 2)).a == 255]
    assert solid, "no opaque outline"
    moved = [x for x in range(breathing.get_width()) if breathing.get_at((x, breathing.get_height() // 2)).a == 255]
    assert min(moved) < min(solid)                     # the ring stands further out at the top of a breath


def test_the_display_steps_the_lit_cards_through_their_phases(app) -> None:
    from eternus.engine.core import Seat
    from eternus.session import GameSession
    from tests.ui.helpers import open_table

    table = open_table(app, GameSession.new("pragon", [Seat("You")], {}, 4))
    phases = set()
    for _ in range(60):
        table.display.update(1 / 60)
        phases.add(table.display.glow_phase())
    assert phases == set(range(table.art.GLOW_PHASES))


def test_the_cloth_and_the_card_backs_follow_the_settings_on_the_next_frame(app) -> None:
    from eternus.engine.core import Seat
    from eternus.session import GameSession
    from eternus.ui import theme
    from eternus.ui.table import card_art
    from tests.ui.helpers import open_table

    table = open_table(app, GameSession.new("kings_court", [Seat("You"), Seat("Rook", "random")], {}, 4))
    green_felt, red_back = app.screen.get_at((960, 200)), table.art.back(100).get_at((50, 30))
    try:
        app.services.settings.felt, app.services.settings.card_back = "blue", "black"
        app.frame(1 / 60)
        assert theme.felt_name() == "blue" and theme.FELTS["blue"][1] == theme.FELT
        blue_felt, black_back = app.screen.get_at((960, 200)), table.art.back(100).get_at((50, 30))
        assert blue_felt.b > blue_felt.g and green_felt.g > green_felt.b      # the table wears the blue cloth
        assert black_back != red_back and max(black_back[:3]) < 90
    finally:
        theme.set_felt("green")
        card_art.set_back_style("red")
