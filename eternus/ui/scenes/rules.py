"""The in-app rules page: the file its table declares in docs/rules/, wrapped and scrollable.

A long page (several sections) gets a table of contents under its opening lines, built
from its headings: a click on an entry jumps to its section, and ] and [ step from section
to section, so the wing cards are one click away, not twenty turns of the wheel.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from eternus.engine.registry import catalogue
from eternus.paths import asset
from eternus.ui import draw, fonts, markdown, theme
from eternus.ui.canvas import Target
from eternus.ui.games import table_declaration
from eternus.ui.scene import Scene, Services
from eternus.ui.widgets import Button, Menu

PANEL = pygame.Rect(260, 40, 1400, 1000)
TEXT = pygame.Rect(PANEL.x + 90, PANEL.y + 50, PANEL.width - 200, PANEL.height - 170)
FADE = 40
WHEEL_STEP = 90
KEY_STEP = 60
CONTENTS_FROM = 4           # sections a page needs before it gets a table of contents
CONTENTS = "Contents"
HEADING_ROOM = 12           # a jump leaves this much above the heading it lands on


@dataclass(frozen=True)
class Link:
    """An entry of the contents, where it is drawn (``top`` to ``bottom`` in the page) and
    where the section it names starts (``target``)."""

    top: int
    bottom: int
    target: int


def with_contents(blocks: list[markdown.Block]) -> tuple[list[markdown.Block], dict[int, int]]:
    """``blocks`` with a table of contents before the first section (its opening lines stay
    first: the page opens with the game), and which entry (by block index) names which
    heading. Sections are numbered, their sub-sections listed under them with a dot. A page
    of fewer than :data:`CONTENTS_FROM` sections is left as it is."""
    headings = [i for i, block in enumerate(blocks) if block.kind in ("h2", "h3")]
    if len(headings) < CONTENTS_FROM:
        return blocks, {}
    start = headings[0]
    entries: list[markdown.Block] = []
    number = 0
    for i in headings:
        words = "".join(text for text, _bold in blocks[i].runs)
        if blocks[i].kind == "h2":
            number += 1
        marker = f"{number}." if blocks[i].kind == "h2" else "\u00b7"
        entries.append(markdown.Block("item", ((words, False),), marker))
    page = [*blocks[:start], markdown.Block("h3", ((CONTENTS, False),)), *entries, *blocks[start:]]
    shift = 1 + len(entries)
    return page, {start + 1 + k: i + shift for k, i in enumerate(headings)}


def load_rules(game_id: str) -> str:
    """The page's Markdown, or a short page saying it is missing (never an exception)."""
    try:
        path = asset("docs", "rules", table_declaration(game_id).rules_page)
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        title = next((e.title for e in catalogue() if e.id == game_id), game_id)
        return f"# {title}\n\nThe rules page could not be opened ({exc})."


@lru_cache(maxsize=4)
def _fade(width: int, upwards: bool = False) -> pygame.Surface:
    """Panel colour fading in downwards (or upwards): text slides under it instead of being
    cut. Cached both ways round, so the canvas scales each once, not every frame."""
    surface = pygame.Surface((width, FADE), pygame.SRCALPHA)
    for y in range(FADE):
        draw.line(surface, (*theme.PANEL, round(255 * (y + 1) / FADE)), (0, y), (width, y))
    return pygame.transform.flip(surface, False, True) if upwards else surface


class RulesScene(Scene):
    """Scroll with the wheel, arrows, Page Up/Down, Home/End; Esc or Close returns."""

    def __init__(self, services: Services, game_id: str) -> None:
        super().__init__(services)
        self.game_id = game_id
        blocks, links = with_contents(markdown.parse(load_rules(game_id)))
        self.pieces, self.height, tops = markdown.layout_with_tops(blocks, TEXT.width)
        self.links = [Link(tops[entry][0], tops[entry][1], tops[heading][0]) for entry, heading in links.items()]
        self.scroll = 0.0
        self.target = 0.0
        close = pygame.Rect(0, 0, 200, 64)
        close.bottomright = (PANEL.right - 40, PANEL.bottom - 24)
        self.menu = Menu([Button(close, "Close", self.close, size=28)], services.sound)

    @property
    def max_scroll(self) -> float:
        return float(max(0, self.height - TEXT.height))

    def scroll_by(self, amount: float) -> None:
        self.target = min(self.max_scroll, max(0.0, self.target + amount))

    def close(self) -> None:
        self.services.stack.pop()

    def jump_to(self, target: int) -> None:
        """Scroll so the section starting at ``target`` (a y in the page) is at the top."""
        self.target = min(self.max_scroll, max(0.0, float(target - HEADING_ROOM)))

    def step_section(self, forward: bool) -> None:
        """The next (or previous) section's heading from where the page is now."""
        here = self.target + HEADING_ROOM
        starts = sorted({link.target for link in self.links})
        if forward:
            after = [y for y in starts if y > here + 1]
            if after:
                self.jump_to(after[0])
            return
        before = [y for y in starts if y < here - 1]
        if before:
            self.jump_to(before[-1])
        else:
            self.target = 0.0                    # before the first section: the contents

    def link_at(self, pos: tuple[int, int]) -> Link | None:
        """The contents entry under ``pos`` (logical pixels on screen), if any."""
        if not TEXT.collidepoint(pos):
            return None
        y = pos[1] - TEXT.y + round(self.scroll)
        return next((link for link in self.links if link.top <= y < link.bottom), None)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_STEP)
            return True
        if event.type == pygame.KEYDOWN:
            page = TEXT.height - 80
            steps = {pygame.K_UP: -KEY_STEP, pygame.K_DOWN: KEY_STEP, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_HOME: -self.height, pygame.K_END: self.height}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
            if event.key in (pygame.K_RIGHTBRACKET, pygame.K_LEFTBRACKET) and self.links:
                self.step_section(forward=event.key == pygame.K_RIGHTBRACKET)
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_F1):
                self.close()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            link = self.link_at(event.pos)
            if link is not None:
                self.services.sound.play("click")
                self.jump_to(link.target)
                return True
        return self.menu.handle(event)

    def update(self, dt: float) -> None:
        # Ease towards the target so a page jump reads as movement, not a cut.
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def wants_frames(self) -> bool:
        return self.scroll != self.target          # easing towards the page jumped to

    def draw(self, surface: Target) -> None:
        theme.draw_felt(surface)
        theme.draw_panel(surface, PANEL)
        top = round(self.scroll)
        previous_clip = surface.get_clip()
        surface.set_clip(TEXT.inflate(0, 8))
        right = TEXT.x
        for p in self.pieces:
            y = TEXT.y + p.y - top
            if y > TEXT.bottom or y + 100 < TEXT.y:
                continue
            # A run that continues a line starts where the one before it really ended: text
            # drawn at the window's pixel size is not exactly the logical width measured, so
            # placing it by the measure left gaps (or overlaps) around bold words.
            x = right if p.joined else TEXT.x + p.x
            right = fonts.blit_text(surface, p.text, p.size, p.color, p.face, topleft=(x, y)).right
        surface.set_clip(previous_clip)
        if top > 0:
            surface.blit(_fade(TEXT.width + 20, upwards=True), (TEXT.x - 10, TEXT.y - 4))
        if top < self.max_scroll:
            surface.blit(_fade(TEXT.width + 20), (TEXT.x - 10, TEXT.bottom + 4 - FADE))
        self._draw_scrollbar(surface)
        self.menu.draw(surface)
        keys = "Wheel, \u2191 \u2193, Page Up/Down  scroll     "
        keys += "Click a contents line or [ ]  go to a section     Esc  close" if self.links else "Esc  close"
        fonts.blit_text(surface, keys, 22, theme.DIM, fonts.SANS, midleft=(PANEL.x + 90, PANEL.bottom - 56))

    def _draw_scrollbar(self, surface: Target) -> None:
        if self.max_scroll <= 0:
            return
        track = pygame.Rect(PANEL.right - 62, TEXT.y, 8, TEXT.height)
        draw.rect(surface, (34, 48, 40), track, border_radius=4)
        length = max(60, round(track.height * TEXT.height / self.height))
        offset = round((track.height - length) * self.scroll / self.max_scroll)
        draw.rect(surface, theme.GOLD, (track.x, track.y + offset, 8, length), border_radius=4)
