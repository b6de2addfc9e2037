"""Every font and sound the program ships is named in CREDITS.md with where it came from.

The fonts are other people's work under their own licences, which travel with them; a font
added or renamed without its line in CREDITS.md would ship without saying whose it is.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CREDITS = (ROOT / "CREDITS.md").read_text(encoding="utf-8")


def test_every_shipped_font_is_credited_with_a_licence_file_that_exists() -> None:
    fonts = sorted(p.name for p in (ROOT / "fonts").iterdir() if p.suffix in (".ttf", ".otf"))
    assert fonts
    for name in fonts:
        line = next((row for row in CREDITS.splitlines() if f"`{name}`" in row), None)
        assert line is not None, f"fonts/{name} is not named in CREDITS.md"
        licences = re.findall(r"`(fonts/LICENSE[^`]*)`", line)
        assert licences and all((ROOT / licence).is_file() for licence in licences), line


def test_every_shipped_sound_is_credited() -> None:
    sounds = sorted(p.stem for p in (ROOT / "sounds").iterdir() if p.suffix == ".wav")
    assert sounds
    assert all(f"`{name}`" in CREDITS for name in sounds), sounds
