"""One frame of a table read as the layout test reads it: its words, its card faces, in order.

Every text drawn on the window's canvas is kept (what it says, its logical box, the order it
came in; Dragon Kings' still layer of seats and history is drawn afresh for the frame), and
so is every card face: the card art's ``face`` and ``image`` hand out the
images of faces, and each time one of those images is put on the canvas (whole, or the
uncovered edge of a card in a pile) its logical box is kept. Words drawn on an off-screen
surface (a panel built once and blitted) are not seen here: their boxes are not the
window's.

:func:`problems` judges a frame by three rules:

- a text box on another text box (by more than a sliver: over 2 px across and 4 px down),
  or beside another on its line closer than a space (the two read as one word);
- a text box on a card face, unless the text lies wholly inside a face drawn before it and
  under no face drawn after it (the card's own print, a tag written on the card, Dragon
  Kings' "as \u2660", a key number on the corner of a card in a fan): text partly on a card
  runs off it, text drawn before a card is hidden under it;
- a text cut: shortened with an ellipsis, or running off the 1920x1080 canvas. A waiting
  word ("Rook is thinking\u2026") ends with an ellipsis on purpose and is not a cut, nor is
  a panel's last line ended after a whole word (" \u2026") where the rules page has the rest.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from eternus.ui import fonts
from eternus.ui.canvas import Canvas
from eternus.ui.games.draker.cards import DrakerArt
from eternus.ui.games.kings_court.cards import KingsCourtArt
from eternus.ui.table.card_art import CardArt

#: Words that end with an ellipsis because something is under way, not because they were cut;
#: and a panel's last line ended after a whole word (" \u2026", a space before it) on purpose,
#: where the panel holds more than its room and the rules page (F1) has the rest.
MEANT = re.compile(r"^(\u2026|.*(thinking|decides|choosing the wing cards|Thinking about a hint)\u2026|.* \u2026)$")
SCREEN = pygame.Rect(0, 0, 1920, 1080)


@dataclass(frozen=True)
class Drawn:
    """A text (``card`` None) or a card face (``card`` its code) put on the canvas, in order."""

    order: int
    rect: pygame.Rect
    text: str = ""
    card: str | None = None


@dataclass
class Frame:
    """What one frame drew, as it is being recorded."""

    drawn: list[Drawn] = field(default_factory=list)
    faces: dict[int, str] = field(default_factory=dict)     # id of a face image -> its card

    def add(self, rect: pygame.Rect, text: str = "", card: str | None = None) -> None:
        self.drawn.append(Drawn(len(self.drawn), pygame.Rect(rect), text, card))

    @property
    def texts(self) -> list[Drawn]:
        return [d for d in self.drawn if d.card is None and d.text.strip()]

    @property
    def cards(self) -> list[Drawn]:
        return [d for d in self.drawn if d.card is not None]


@contextmanager
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[Frame]:
    """Record texts and card faces put on a canvas until the block ends."""
    from eternus.ui.games.dragon_kings import draw as dragon_kings_draw

    dragon_kings_draw._STILL.clear()        # its still layer (seats, history) is drawn in this frame
    frame = Frame()
    with monkeypatch.context() as patch:
        for art in (CardArt, KingsCourtArt, DrakerArt):
            real_face = art.__dict__["face"]

            def face(self: CardArt, card: str, width: int, real: Any = real_face) -> pygame.Surface:
                image: pygame.Surface = real(self, card, width)
                frame.faces[id(image)] = card
                return image

            patch.setattr(art, "face", face)
        real_image = CardArt.image

        def image(self: CardArt, card: str | None, face_up: bool, width: int, angle: float = 0.0) -> pygame.Surface:
            made = real_image(self, card, face_up, width, angle)
            if face_up and card:
                frame.faces[id(made)] = card
            return made

        patch.setattr(CardArt, "image", image)
        real_put, real_part, real_blit = Canvas.put, Canvas.put_part, fonts.blit_text

        def put(self: Canvas, shown: pygame.Surface, **anchor: Any) -> pygame.Rect:
            rect = real_put(self, shown, **anchor)
            if id(shown) in frame.faces:
                frame.add(rect, card=frame.faces[id(shown)])
            return rect

        def put_part(self: Canvas, shown: pygame.Surface, area: pygame.Rect, **anchor: Any) -> None:
            real_part(self, shown, area, **anchor)
            if id(shown) in frame.faces:
                s = self.view.scale
                whole = self._placed(shown, anchor)[1]
                frame.add(pygame.Rect(whole.x + round(area.x / s), whole.y + round(area.y / s),
                                      round(area.w / s), round(area.h / s)), card=frame.faces[id(shown)])

        def blit_text(surface: Any, content: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect: pygame.Rect = real_blit(surface, content, size, *args, **kwargs)
            if isinstance(surface, Canvas):
                frame.add(rect, text=content)
            return rect

        patch.setattr(Canvas, "put", put)
        patch.setattr(Canvas, "put_part", put_part)
        patch.setattr(fonts, "blit_text", blit_text)
        yield frame


def _meets(a: pygame.Rect, b: pygame.Rect) -> bool:
    inter = a.clip(b)
    return inter.w > 2 and inter.h > 4


def _runs_into(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Two texts on one line (their boxes share most of their height) closer than a space:
    they read as one word ("455To act")."""
    shared = min(a.bottom, b.bottom) - max(a.top, b.top)
    gap = max(a.left, b.left) - min(a.right, b.right)
    return shared > min(a.h, b.h) // 2 and -3 < gap < 4


def problems(frame: Frame) -> list[str]:
    """Every breach of the three rules in ``frame``, each said in a line a person can act on."""
    found: list[str] = []
    texts = frame.texts
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if _meets(a.rect, b.rect):
                found.append(f"text on text: {a.text!r} / {b.text!r}")
            elif _runs_into(a.rect, b.rect):
                found.append(f"text runs into text: {a.text!r} / {b.text!r}")
    for text in texts:
        met = [card for card in frame.cards if _meets(text.rect, card.rect)]
        found += [f"text under a card: {text.text!r} under {card.card}" for card in met if card.order > text.order]
        under = [card for card in met if card.order < text.order]
        if under and not any(card.rect.contains(text.rect) for card in under):
            found.append(f"text partly on a card: {text.text!r} on {under[-1].card}")
    for text in texts:
        if "\u2026" in text.text and not MEANT.match(text.text):
            found.append(f"text cut: {text.text!r}")
        if not SCREEN.contains(text.rect):
            found.append(f"text off the screen: {text.text!r}")
    return sorted(set(found))
