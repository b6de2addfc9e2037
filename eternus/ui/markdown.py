"""Just enough Markdown for the rules pages: headings, paragraphs, lists, **bold**.

Parsing is plain text work (tested without a screen); :func:`layout` turns the blocks into
positioned pieces of text for a given width, once, so scrolling only blits.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from eternus.ui import fonts, theme

Run = tuple[str, bool]  # text, bold

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_PLAIN_MARKS = re.compile(r"(?<![\w*])[*_`](?=\S)(.+?)(?<=\S)[*_`](?![\w*])")
_BULLET = re.compile(r"^\s*[-*+]\s+(.*)$")
_NUMBER = re.compile(r"^\s*(\d+)[.)]\s+(.*)$")
_HEADING = re.compile(r"^(#{1,3})\s+(.*?)\s*#*\s*$")


@dataclass(frozen=True)
class Block:
    """A heading (``h1``-``h3``), paragraph (``p``) or list item (``item``, with ``marker``)."""

    kind: str
    runs: tuple[Run, ...]
    marker: str = ""


def runs(text: str) -> tuple[Run, ...]:
    """Split inline text into bold and normal runs; *italic* and `code` marks are dropped
    (the shipped fonts have no italic, and the words read fine without it)."""
    out: list[Run] = []
    pos = 0
    for match in _BOLD.finditer(text):
        if match.start() > pos:
            out.append((text[pos:match.start()], False))
        out.append((match.group(1), True))
        pos = match.end()
    if pos < len(text):
        out.append((text[pos:], False))
    return tuple((_PLAIN_MARKS.sub(r"\1", t), bold) for t, bold in out)


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    kind, marker = "", ""  # the block being gathered
    lines: list[str] = []

    def flush() -> None:
        nonlocal kind, marker, lines
        if lines:
            blocks.append(Block(kind, runs(" ".join(lines)), marker))
        kind, marker, lines = "", "", []

    for raw in text.splitlines():
        line = raw.rstrip()
        if not line.strip():
            flush()
            continue
        heading = _HEADING.match(line)
        bullet = _BULLET.match(line)
        number = _NUMBER.match(line)
        if heading:
            flush()
            blocks.append(Block(f"h{len(heading.group(1))}", runs(heading.group(2))))
        elif bullet:
            flush()
            kind, marker, lines = "item", "\u2022", [bullet.group(1)]
        elif number:
            flush()
            kind, marker, lines = "item", f"{number.group(1)}.", [number.group(2)]
        elif kind == "item" and raw[:1].isspace():
            lines.append(line.strip())  # continuation of a list item
        else:
            if kind != "p":
                flush()
                kind = "p"
            lines.append(line.strip())
    flush()
    return blocks


# ---------------------------------------------------------------------- layout

@dataclass(frozen=True)
class Piece:
    """One run of text of one style at a position in the page."""

    x: int
    y: int
    text: str
    size: int
    face: str
    color: tuple[int, int, int]
    joined: bool = False      # continues the run before it on the same line (a word after a bold one)


STYLES = {  # kind: (size, face, bold face, color, space above, line height)
    "h1": (72, fonts.DISPLAY, fonts.DISPLAY, theme.GOLD_BRIGHT, 0, 84),
    "h2": (48, fonts.DISPLAY, fonts.DISPLAY, theme.GOLD_BRIGHT, 34, 60),
    "h3": (32, fonts.BOLD, fonts.BOLD, theme.GOLD, 22, 44),
    "p": (28, fonts.SANS, fonts.BOLD, theme.CREAM, 12, 40),
    "item": (28, fonts.SANS, fonts.BOLD, theme.CREAM, 8, 40),
}
INDENT = 44


def layout(blocks: list[Block], width: int) -> tuple[list[Piece], int]:
    """Pieces placed in a column ``width`` wide, and the total height."""
    pieces, height, _tops = layout_with_tops(blocks, width)
    return pieces, height


def layout_with_tops(blocks: list[Block], width: int) -> tuple[list[Piece], int, list[tuple[int, int]]]:
    """:func:`layout`, and where each block starts and ends in the column (the rules page
    jumps to a heading from its table of contents, and knows which entry was clicked)."""
    pieces: list[Piece] = []
    tops: list[tuple[int, int]] = []
    y = 0
    for block in blocks:
        size, face, bold_face, color, above, line_h = STYLES[block.kind]
        y += above if pieces else 0
        top = y
        x0 = INDENT if block.kind == "item" else 0
        if block.marker:
            pieces.append(Piece(8, y, block.marker, size, fonts.BOLD, theme.GOLD))
        lines = _wrap_runs(block.runs, size, face, bold_face, width - x0)
        for line in lines:
            x = x0
            for k, (text, bold) in enumerate(line):
                f = bold_face if bold else face
                emphasis = bold and block.kind in ("p", "item")
                pieces.append(Piece(x, y, text, size, f, theme.GOLD_BRIGHT if emphasis else color, joined=k > 0))
                x += fonts.measure(text, size, f)[0]
            y += line_h
        tops.append((top, y))
        if block.kind == "h1":
            y += 20
    return pieces, y, tops


def _wrap_runs(block_runs: tuple[Run, ...], size: int, face: str, bold_face: str,
               width: int) -> list[list[Run]]:
    """Greedy word wrap across runs of mixed weight; adjacent words of one weight merge."""
    words: list[tuple[str, bool, bool]] = []  # word, bold, space before
    space = False
    for text, bold in block_runs:
        for i, word in enumerate(text.split(" ")):
            space = space or i > 0  # a space ending one run separates it from the next
            if word:
                words.append((word, bold, space and bool(words)))
                space = False
    lines: list[list[Run]] = []
    line: list[Run] = []
    x = 0
    for word, bold, space in words:
        f = bold_face if bold else face
        piece = (" " + word) if space and line else word
        w = fonts.measure(piece, size, f)[0]
        if line and x + w > width:
            lines.append(line)
            line, x = [], 0
            piece = word
            w = fonts.measure(piece, size, f)[0]
        if line and line[-1][1] == bold:
            line[-1] = (line[-1][0] + piece, bold)
        else:
            line.append((piece, bold))
        x += w
    if line:
        lines.append(line)
    return lines
