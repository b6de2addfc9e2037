"""Make the display face's digits lining figures: ``fonts/EBGaramond12-Lining.otf``.

    pip install -e ".[fonts]"
    python tools/lining_figures.py EBGaramond12-Regular.otf fonts/EBGaramond12-Lining.otf

Why: EB Garamond's digits are old-style by default, set at the height of small letters,
and its "1" is a short stroke like a dotless i. In a banner read from across the room,
"B1 is skipped" reads as "BI", and a score's 0 as an o. The font carries lining digits,
as tall as capitals, but only behind the OpenType ``lnum`` feature, which pygame-ce cannot
switch on. So this copy maps the characters 0-9 straight to those lining glyphs
(``one.lnum``...), and renames the family, as the Open Font License asks of a modified
font, so that it is never taken for the original.

The source is ``EBGaramond12-Regular.otf`` from Debian's ``fonts-ebgaramond`` (the
version 0.016 that the project shipped before); only the character map and the names change.
"""

from __future__ import annotations

import argparse

from fontTools.ttLib import TTFont

DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
FAMILY = "EB Garamond 12 Lining"
POSTSCRIPT = "EBGaramond12-Lining"


def lining_copy(source: str, target: str) -> None:
    """Write ``source`` to ``target`` with every character map pointing 0-9 at the lining
    glyphs and the family renamed."""
    font = TTFont(source)
    glyphs = set(font.getGlyphOrder())
    missing = [name for name in DIGITS if f"{name}.lnum" not in glyphs]
    if missing:
        raise SystemExit(f"{source} has no lining glyph for {', '.join(missing)}")
    for table in font["cmap"].tables:
        if table.isUnicode():
            for offset, name in enumerate(DIGITS):
                if ord("0") + offset in table.cmap:
                    table.cmap[ord("0") + offset] = f"{name}.lnum"
    names = font["name"]
    for record in names.names:
        if record.nameID in (1, 16):
            names.setName(FAMILY, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (3, 4):
            names.setName(f"{FAMILY} Regular", record.nameID, record.platformID,
                          record.platEncID, record.langID)
        elif record.nameID == 6:
            names.setName(POSTSCRIPT, record.nameID, record.platformID, record.platEncID,
                          record.langID)
    font["CFF "].cff.fontNames = [POSTSCRIPT]
    font.save(target)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("target")
    args = parser.parse_args()
    lining_copy(args.source, args.target)


if __name__ == "__main__":
    main()
