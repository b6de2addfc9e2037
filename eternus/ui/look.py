"""The look the settings choose (text size, cloth, card backs), put on the drawing modules.

The three stay module globals of the modules that draw with them (the smallest text size in
:mod:`fonts`, the cloth's colours in :mod:`theme`, the back style in :mod:`card_art`), by
choice: every text drawn, every table background and every card back reads one, so handing
a look down would add a parameter to nearly every drawing function, for values that change
only when a player changes a setting. They are pure functions of :class:`Settings`, set in
this one place, once a frame before anything is drawn (``App.frame``): a change made in the
settings overlay shows on the next frame on every screen.
"""

from __future__ import annotations

from eternus.storage import Settings
from eternus.ui import fonts, theme
from eternus.ui.table import card_art


def wear(settings: Settings) -> None:
    """Draw from now on with the text size, cloth and card backs ``settings`` choose."""
    fonts.set_large_text(settings.text_size == "large")
    theme.set_felt(settings.felt)
    card_art.set_back_style(settings.card_back)
