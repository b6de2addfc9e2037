"""The wing-cards panel laid out: every card in play readable, at either text size, none cut.

At the large text size the four cards' whole texts do not fit the panel, less still beside
the buttons of a wing card in the hole: the panel showed three, cut the fourth in the middle
of a sentence and listed a fifth with no words. When the cards do not all fit whole, one is
shown whole (the one the person picked with W or a click, else the one they are asked about,
else the newest in play) and the others by their name and a gist of one line, or by their
name alone when even that is too much; a last line says how to read another. Nothing is
ever cut: what does not fit in one form takes the next, smaller one.

Laid out here, drawn by :mod:`draw`, hit by :mod:`input` (a click on a card's entry): the
same function answers both, so a click finds the entry where it is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import pygame

from eternus.engine.cards import short
from eternus.ui import fonts
from eternus.ui.games.dragon_kings.logic import Wing

Form = Literal["whole", "gist", "name"]
Tone = Literal["title", "board", "hole", "gist", "key"]

TITLE = "Wing cards"
NAME_SIZE, TEXT_SIZE = 19, 15
ENTRY_GAP = 8
READ_ANOTHER = "W or click: read in full"

#: Each wing card in a few words of our own: what a glance across the room needs while
#: another card is shown whole (the rules page, F1, has all of it).
GISTS: dict[str, str] = {
    "Ks": "Spades on either side",
    "Kc": "Nest hand wins half",
    "Kh": "A third hole card",
    "Kd": "Fourfold antes",
    "Qh": "Wild for everyone",
    "Qd": "High draw takes the pot",
    "Qc": "Sixes may go wild",
    "Qs": "All turn in a card",
    "Jh": "The bank pays everyone",
    "Jd": "Call twice the pot",
    "Jc": "A sixth board card",
    "Js": "Everyone swaps a card",
}


@dataclass(frozen=True)
class Line:
    """One line of the panel: its words, size and tone, and its top (logical px)."""

    text: str
    size: int
    tone: Tone
    y: int
    bold: bool = False


@dataclass(frozen=True)
class Entry:
    """A card's place in the panel: the form it is shown in, its lines, and its area (a
    click there shows it whole)."""

    card: str
    form: Form
    lines: tuple[Line, ...]
    rect: pygame.Rect


@dataclass(frozen=True)
class WingPanel:
    """The panel's entries in order, the line saying how to read another card (when not
    all are whole), the card shown whole when the others are not, and every card in play
    (the ones a page by name leaves out too: W walks them all)."""

    entries: tuple[Entry, ...]
    footer: Line | None
    focus: str | None
    cards: tuple[str, ...]


def panel_inside(area: pygame.Rect) -> pygame.Rect:
    """Inside the panel's frame and under its title, as :func:`widgets.panel` leaves it."""
    inner = area.inflate(-36, -30)
    title_h = fonts.measure(TITLE, 22, fonts.BOLD)[1]
    return pygame.Rect(inner.x, inner.y + title_h + 10, inner.w, inner.h - title_h - 10)


def resolve_focus(cards: Sequence[str], asked: Sequence[str], picked: str | None, picked_now: bool) -> str | None:
    """The card shown whole when they do not all fit: the one picked in this decision, else
    the one the person is asked about, else one picked earlier, else the newest in play."""
    if not cards:
        return None
    if picked in cards and picked_now:
        return picked
    asked_in_play = [card for card in asked if card in cards]
    if asked_in_play:
        return asked_in_play[0]
    return picked if picked in cards else cards[-1]


def next_card(cards: Sequence[str], focus: str | None) -> str | None:
    """The card after ``focus`` in the panel's order (W walks them, round)."""
    if not cards:
        return None
    if focus is None or focus not in cards:
        return cards[0]
    return cards[(list(cards).index(focus) + 1) % len(cards)]


def _title_lines(card: str, name: str, width: int) -> list[str]:
    """The card's name with its code where that fits on one line ("Queen of Chivalry (Q♥)"
    ran over the panel at the large size), wrapped rather than cut."""
    title = f"{name} ({short(card)})"
    if fonts.measure(title, NAME_SIZE, fonts.BOLD)[0] <= width:
        return [title]
    return fonts.wrap(name, NAME_SIZE, width, fonts.BOLD)


def _texts(wing: Wing, form: Form, width: int) -> list[tuple[str, Tone, int, bool]]:
    """An entry's lines in ``form``: (words, tone, size, bold)."""
    card, name, board, hole = wing
    found: list[tuple[str, Tone, int, bool]] = [(line, "title", NAME_SIZE, True)
                                                  for line in _title_lines(card, name, width)]
    if form == "whole":
        for label, words in (("board", board), ("hole", hole)):
            tone: Tone = "board" if label == "board" else "hole"
            found += [(line, tone, TEXT_SIZE, False)
                      for line in fonts.wrap(f"{label.title()}: {words}", TEXT_SIZE, width)]
    elif form == "gist":
        found += [(line, "gist", TEXT_SIZE, False) for line in fonts.wrap(GISTS[card], TEXT_SIZE, width)]
    return found


def _step(size: int) -> int:
    return fonts.step(NAME_SIZE, 24) if size == NAME_SIZE else fonts.step(TEXT_SIZE, 18)


def _height(texts: list[tuple[str, Tone, int, bool]]) -> int:
    return sum(_step(size) for _, _, size, _ in texts)


def lay_out(wings: Sequence[Wing], focus: str | None, inner: pygame.Rect, bottom: int) -> WingPanel:
    """``wings`` in the panel from ``inner``'s top down to ``bottom``: all whole if they fit,
    else ``focus`` whole (or in the largest form that fits) and the others smaller, with a
    line saying how to read another; as a last resort the cards from ``focus`` on, by name,
    as many as fit (W walks on to the others)."""
    cards = [wing[0] for wing in wings]
    room = bottom - inner.y
    footer_h = _step(TEXT_SIZE)       # one line (a test holds it to one at the large size)
    tries: list[tuple[Form, Form]] = [("whole", "gist"), ("whole", "name"), ("gist", "name"), ("name", "name")]
    plans: list[list[Form]] = [["whole"] * len(wings)]
    plans += [[mine if card == focus else others for card in cards] for mine, others in tries]
    for k, plan in enumerate(plans):
        texts = [_texts(wing, form, inner.w) for wing, form in zip(wings, plan, strict=True)]
        extra = 0 if k == 0 else footer_h
        if sum(_height(t) + ENTRY_GAP for t in texts) + extra <= room:
            if k:
                plan, texts = _grown(wings, plan, texts, inner.w, room - extra)
            return _placed(wings, plan, texts, inner, focus if k else None, k > 0, tuple(cards))
    # By name, from the focus on, as many as fit: a page W turns.
    start = cards.index(focus) if focus is not None and focus in cards else 0
    order = [*wings[start:], *wings[:start]]
    shown: list[Wing] = []
    used = footer_h
    for wing in order:
        height = _height(_texts(wing, "name", inner.w)) + ENTRY_GAP
        if used + height > room:
            break
        shown.append(wing)
        used += height
    names: list[Form] = ["name"] * len(shown)
    return _placed(shown, names, [_texts(w, "name", inner.w) for w in shown], inner, focus,
                   footer_h <= room, tuple(cards))


def _grown(wings: Sequence[Wing], plan: list[Form], texts: list[list[tuple[str, Tone, int, bool]]],
           width: int, room: int) -> tuple[list[Form], list[list[tuple[str, Tone, int, bool]]]]:
    """``plan`` with the cards after the focus shown whole too, in order, while the room
    left holds them: the panel is not left half empty for want of one card's room."""
    plan, texts = list(plan), list(texts)
    for i, wing in enumerate(wings):
        if plan[i] == "whole":
            continue
        whole = _texts(wing, "whole", width)
        used = sum(_height(t) + ENTRY_GAP for t in texts)
        if used - _height(texts[i]) + _height(whole) <= room:
            plan[i], texts[i] = "whole", whole
    return plan, texts


def _placed(wings: Sequence[Wing], plan: Sequence[Form], texts: list[list[tuple[str, Tone, int, bool]]],
            inner: pygame.Rect, focus: str | None, footer: bool, cards: tuple[str, ...]) -> WingPanel:
    y = inner.y
    entries = []
    for wing, form, lines in zip(wings, plan, texts, strict=True):
        top = y
        placed = []
        for words, tone, size, bold in lines:
            placed.append(Line(words, size, tone, y, bold))
            y += _step(size)
        entries.append(Entry(wing[0], form, tuple(placed), pygame.Rect(inner.x, top, inner.w, y - top)))
        y += ENTRY_GAP
    said = Line(READ_ANOTHER, TEXT_SIZE, "key", y) if footer else None
    return WingPanel(tuple(entries), said, focus, cards)
