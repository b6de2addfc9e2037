"""Card art: every card draws at any width, looks like itself, and is drawn only once."""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.cards import standard_deck
from eternus.ui.table.card_art import CardArt, card_size

DECK = standard_deck(jokers=2)


pytestmark = pytest.mark.usefixtures("small_window")


def _signature(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("width", [72, 150])
def test_every_card_and_the_back_render_at_the_asked_size(width: int) -> None:
    art = CardArt()
    images = {card: art.face(card, width) for card in DECK}
    images["back"] = art.back(width)
    for card, image in images.items():
        assert image.get_size() == card_size(width), card
        assert image.get_flags() & pygame.SRCALPHA, f"{card} is not a per-pixel-alpha surface"
    # 55 different pictures: no two cards (nor a card and the back) look the same.
    assert len({_signature(img) for img in images.values()}) == len(images)


def test_images_are_cached_per_card_and_width() -> None:
    art = CardArt()
    first = art.face("Qh", 100)
    assert art.face("Qh", 100) is first
    assert art.image("Qh", True, 100) is first
    assert art.image("Qh", False, 100) is art.back(100)
    assert art.face("Qh", 101) is not first
    before = len(art)
    art.image("Qh", True, 100, angle=6)
    art.image("Qh", True, 100, angle=6.2)      # same whole degree: same cached image
    assert len(art) == before + 1


def _red_share(surface: pygame.Surface) -> float:
    w, h = surface.get_size()
    red = total = 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = surface.get_at((x, y))
            if a > 200:
                total += 1
                red += r > 150 and g < 90 and b < 100
    return red / max(1, total)


def test_suits_have_their_colours_and_tens_carry_more_ink_than_twos() -> None:
    art = CardArt()
    assert _red_share(art.face("Th", 90)) > 0.05
    assert _red_share(art.face("Td", 90)) > 0.05
    assert _red_share(art.face("Ts", 90)) < 0.005
    assert _red_share(art.face("Tc", 90)) < 0.005

    def ink(card: str) -> int:
        img = art.face(card, 90)
        return sum(1 for y in range(0, img.get_height(), 2) for x in range(0, img.get_width(), 2)
                   if sum(img.get_at((x, y))[:3]) < 300)

    assert ink("Ts") > ink("2s") * 2



def test_card_faces_and_backs_are_opaque_inside_so_a_fanned_hand_does_not_ghost():
    from eternus.ui.table.card_art import CardArt

    art = CardArt()
    for card, face_up in (("9d", True), ("Ks", True), ("JK1", True), ("2c", False)):
        img = art.image(card, face_up, 170)
        w, h = img.get_size()
        inside = [img.get_at((x, y)).a for x in range(8, w - 8, 5) for y in range(8, h - 8, 5)]
        assert min(inside) == 255, card
        assert img.get_at((0, 0)).a == 0  # the rounded corner stays transparent


def _skin_share(surface: pygame.Surface) -> float:
    from eternus.ui.table.court_faces import SKIN
    w, h = surface.get_size()
    hits = sum(1 for y in range(0, h, 2) for x in range(0, w, 2)
               if all(abs(c - s) < 12 for c, s in zip(tuple(surface.get_at((x, y)))[:3], SKIN, strict=True)))
    return hits / ((w // 2) * (h // 2))


def test_court_cards_show_a_figure_with_a_face_and_pip_cards_do_not() -> None:
    art = CardArt()
    for card in ("Jc", "Qd", "Kh", "Ks"):
        assert _skin_share(art.face(card, 150)) > 0.01, f"{card} shows no face"
    assert _skin_share(art.face("9h", 150)) == 0.0


def test_jack_queen_and_king_differ_in_shape_not_only_in_colour() -> None:
    """Seen in grey (as a colour-blind player or a dim TV may), the three figures still
    differ: their outlines (headpiece, hair, emblem) cover different pixels."""
    art = CardArt()

    def light_mask(card: str) -> set[tuple[int, int]]:
        img = art.face(card, 150)
        return {(x, y) for y in range(0, img.get_height(), 2) for x in range(0, img.get_width(), 2)
                if sum(img.get_at((x, y))[:3]) > 540}

    masks = {card: light_mask(card) for card in ("Js", "Qs", "Ks")}
    for a, b in (("Js", "Qs"), ("Qs", "Ks"), ("Js", "Ks")):
        assert len(masks[a] ^ masks[b]) > 200, f"{a} and {b} look alike in grey"
