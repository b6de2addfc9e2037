"""Words on the table are readable from the sofa: WCAG AA contrast for every text colour.

Every colour the screens and tables use for words (the theme's text colours and each
table's own word colours) is measured against every shade of every cloth the settings
offer (the dark edge, the cloth, the lamp-lit centre: words are drawn on all three) and
against the panels. The contrast ratio is WCAG 2's: (L1 + 0.05) / (L2 + 0.05) with the
relative luminance L of the lighter (L1) and darker (L2) colour, and AA asks 4.5:1 for
normal-size text. The muted greys ("thinking…", a hand's hole cards, key hints) are the
ones at risk, so they are named in the failure.
"""

from __future__ import annotations

import pytest

from eternus.ui import theme
from eternus.ui.games.draker import draw as draker_draw
from eternus.ui.games.four_kings import draw as four_kings_draw
from eternus.ui.games.kings_court import draw as kings_court_draw
from eternus.ui.games.pragon import draw as pragon_draw

Rgb = tuple[int, int, int]

AA_TEXT = 4.5

WORD_COLOURS: dict[str, Rgb] = {
    "CREAM": theme.CREAM, "GOLD": theme.GOLD, "GOLD_BRIGHT": theme.GOLD_BRIGHT, "MUTED": theme.MUTED,
    "DIM": theme.DIM, "ERROR": theme.ERROR, "SUCCESS": theme.SUCCESS,
    "four_kings LIT": four_kings_draw.LIT, "four_kings ROLLED": four_kings_draw.ROLLED,
    "pragon LIT": pragon_draw.LIT, "pragon HINT": pragon_draw.HINT, "pragon FOCUS": pragon_draw.FOCUS,
    "kings_court LIT": kings_court_draw.LIT, "kings_court ACTIVE": kings_court_draw.ACTIVE,
    "draker LIT": draker_draw.LIT,
}
"""Colours used for words on the cloth or on a panel (not ink on a card face, which is ivory)."""

GROUNDS: dict[str, Rgb] = {
    **{f"{name} {shade}": colour for name, shades in theme.FELTS.items()
       for shade, colour in zip(("edge", "cloth", "centre"), shades, strict=True)},
    "panel": theme.PANEL,
}
"""What words are drawn on: each shade of each cloth the settings offer, and the panels."""


def channel(value: int) -> float:
    """One sRGB channel (0-255) made linear, as WCAG 2 defines it."""
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(rgb: Rgb) -> float:
    """WCAG 2's relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linear channels."""
    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Rgb, b: Rgb) -> float:
    """WCAG 2's contrast ratio, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_formula_gives_wcag_s_known_ratios() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("ground", list(GROUNDS))
def test_every_word_colour_reaches_wcag_aa_on_every_cloth_shade_and_panel(ground: str) -> None:
    below = {name: round(contrast(colour, GROUNDS[ground]), 2) for name, colour in WORD_COLOURS.items()
             if contrast(colour, GROUNDS[ground]) < AA_TEXT}
    assert not below, f"below {AA_TEXT}:1 on {ground}: {below}"

