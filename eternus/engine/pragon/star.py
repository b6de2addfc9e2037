"""The star of six stacks and the lines a straight may act along.

::

            top
    left   middle   right
      bottom-left  bottom-right

The source shows a picture of the "only three" legal lines, which did not survive in our
copy. We read them as the lines whose stacks touch orthogonally: the middle row
(left-middle-right), the column (top-middle), and the bottom row (bottom-left,
bottom-right). The bottom stacks sit between two middle stacks, so they share no column.
"""

from __future__ import annotations

STACKS: tuple[str, ...] = ("top", "left", "middle", "right", "bottom-left", "bottom-right")
MIDDLE = "middle"

LINES: tuple[tuple[str, ...], ...] = (
    ("left", "middle", "right"),
    ("top", "middle"),
    ("bottom-left", "bottom-right"),
)

SETUP_SIZES = {name: (5 if name == MIDDLE else 3) for name in STACKS}


def zone(stack: str) -> str:
    return f"stack:{stack}"


def _runs_of(line: tuple[str, ...]) -> list[frozenset[str]]:
    return [frozenset(line[i:j]) for i in range(len(line)) for j in range(i + 1, len(line) + 1)]


CONTIGUOUS: frozenset[frozenset[str]] = frozenset(run for line in LINES for run in _runs_of(line))
"""Every set of stacks that sit next to each other within one line (a single stack too)."""


def contiguous_in_a_line(stacks: frozenset[str] | set[str]) -> bool:
    """True if the stacks are adjacent neighbours within one legal line (a look-up: a
    straight's effect asks before every step of every imagined game)."""
    return not stacks or frozenset(stacks) in CONTIGUOUS
