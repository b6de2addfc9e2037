"""The shipped faces read from across the room: the display face's digits are lining figures.

Titles and the big moments' banners use the display face (EB Garamond). Its digits were
old-style, the height of small letters, so a banner's "B1" read as "BI" and a score's 0 as an
o. The shipped copy maps 0-9 to the font's lining glyphs (``tools/lining_figures.py``).
"""

from __future__ import annotations

import pytest

from eternus.ui import fonts, theme

SIZE = 96


def ink_height(content: str) -> int:
    """How tall the drawn ink of ``content`` is in the display face, in pixels."""
    return fonts.text(content, SIZE, theme.CREAM, fonts.DISPLAY).get_bounding_rect().height


@pytest.mark.parametrize("digit", "0123456789")
def test_display_digits_stand_as_tall_as_capitals(digit: str) -> None:
    capital = ink_height("H")
    assert ink_height(digit) >= 0.95 * capital, (
        f"the display face's {digit} is {ink_height(digit)} px tall against {capital} px for H: "
        f"an old-style figure, which reads as a letter from across the room")


def test_display_one_is_not_drawn_like_a_small_letter() -> None:
    """The old-style 1 was a stroke the height of an x; a lining 1 rises above it."""
    assert ink_height("1") > 1.2 * ink_height("x")
