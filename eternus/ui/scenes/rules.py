"""The in-app rules page: the file its table declares in docs/rules/, wrapped and scrollable."""

from __future__ import annotations

from functools import lru_cache

import pygame

from eternus.engine.registry import catalogue
from eternus.paths import asset
from eternus.ui import draw, fonts, markdown, theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Scene, Services
from eternus.ui.widgets import Button, Menu

PANEL = pygame.Rect(260, 40, 1400, 1000)
TEXT = pygame.Rect(PANEL.x + 90, PANEL.y + 50, PANEL.width - 200, PANEL.height - 170)
FADE = 40
WHEEL_STEP = 90
KEY_STEP = 60


def load_rules(game_id: str) -> str:
    """The page's Markdown, or a short page saying it is missing (never an exception)."""
    from eternus.ui.games import table_declaration  # the tables import the scenes; import late

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
        self.pieces, self.height = markdown.layout(markdown.parse(load_rules(game_id)), TEXT.width)
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
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_F1):
                self.close()
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
        fonts.blit_text(surface, "Wheel, \u2191 \u2193, Page Up/Down  scroll     Esc  close", 22, theme.DIM,
                        fonts.SANS, midleft=(PANEL.x + 90, PANEL.bottom - 56))

    def _draw_scrollbar(self, surface: Target) -> None:
        if self.max_scroll <= 0:
            return
        track = pygame.Rect(PANEL.right - 62, TEXT.y, 8, TEXT.height)
        draw.rect(surface, (34, 48, 40), track, border_radius=4)
        length = max(60, round(track.height * TEXT.height / self.height))
        offset = round((track.height - length) * self.scroll / self.max_scroll)
        draw.rect(surface, theme.GOLD, (track.x, track.y + offset, 8, length), border_radius=4)
