"""Driving a headless app with synthetic input, the way a player would."""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pygame

from eternus.engine.core import Seat
from eternus.session import GameSession
from eternus.ui.app import App
from eternus.ui.scene import Scene, Services

DT = 1 / 60


def click(app: App, pos: tuple[int, int]) -> None:
    """Move there, press and release the left button, then run one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(DT)


def on_screen(app: App, pos: tuple[int, int]) -> tuple[int, int]:
    """Where the logical ``pos`` is in the window's own pixels (for a window that is not
    1920x1080, where the app maps real mouse positions back to logical ones)."""
    x, y = app.canvas.view.point(pos)
    return (round(x), round(y))


def press(app: App, key: int, unicode: str = "", mod: int = 0) -> None:
    """A key pressed (with ``mod`` held), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
    app.frame(DT)


def type_text(app: App, text: str) -> None:
    for char in text:
        press(app, ord(char), unicode=char)


def finished_session(seed: int = 5, rng_seed: int = 1, limit: int = 5000) -> GameSession:
    """A Pragon game played to its end by random legal moves."""
    session = GameSession.new("pragon", [Seat("You")], {}, seed)
    rng = random.Random(rng_seed)
    for _ in range(limit):
        if session.is_over:
            return session
        session.apply(rng.choice(session.state.legal_actions()))
    raise AssertionError("a random Pragon game did not end")


def finished_match(game_id: str, seats: list[Seat], seed: int = 3, limit: int = 30_000) -> GameSession:
    """A match of ``game_id`` at ``seats`` played to its end by random legal moves (quick options)."""
    from eternus.engine.registry import get_game

    session = GameSession.new(game_id, seats, dict(get_game(game_id).quick_options), seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if session.is_over:
            return session
        session.apply(rng.choice(session.state.legal_actions()))
    raise AssertionError(f"a random {game_id} match did not end")


class RecordingScene(Scene):
    """Stands in for a table: counts saves, can be an overlay."""

    def __init__(self, services: Services, opaque: bool = True) -> None:
        super().__init__(services)
        self.opaque = opaque
        self.saves = 0
        self.exited = False
        self.events: list[pygame.event.Event] = []

    def save_now(self) -> None:
        self.saves += 1

    def exit(self) -> None:
        self.exited = True

    def handle(self, event: pygame.event.Event) -> bool:
        self.events.append(event)
        return False


class Boom(Scene):
    """A scene that raises from one of its methods, to exercise the crash guard."""

    def __init__(self, services: Services, where: str) -> None:
        super().__init__(services)
        self.where = where

    def handle(self, event: pygame.event.Event) -> bool:
        if self.where == "handle":
            raise RuntimeError("boom-handle")
        return False

    def update(self, dt: float) -> None:
        if self.where == "update":
            raise RuntimeError("boom-update")

    def draw(self, surface: pygame.Surface) -> None:
        if self.where == "draw":
            raise RuntimeError("boom-draw")


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 4) -> None:
    """Press at ``start``, move to ``end`` in a few steps (a frame each), let go."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.frame(DT)
    for k in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.frame(DT)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(DT)


def shot(app: App, name: str) -> None:
    """With ETERNUS_SHOTS=folder, the screen is saved there as name.png (to look at)."""
    folder = os.environ.get("ETERNUS_SHOTS")
    if folder:
        app.frame(DT)
        pygame.image.save(app.screen, os.path.join(folder, f"{name}.png"))


def record_texts(monkeypatch) -> list[tuple[str, pygame.Rect, int]]:
    """From now on every text drawn is kept here: what it says, where it went (logical
    pixels) and the size it was asked at (before the large text size raises it)."""
    from eternus.ui import fonts

    real = fonts.blit_text
    drawn: list[tuple[str, pygame.Rect, int]] = []

    def recording(surface, content, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, content, size, *args, **kwargs)
        drawn.append((content, rect, size))
        return rect

    monkeypatch.setattr(fonts, "blit_text", recording)
    return drawn


def record_drawn(monkeypatch, owner: object, name: str) -> list[tuple[str, pygame.Rect]]:
    """From now on every call of ``owner.name(surface, text, ...)`` that returns where it drew
    is kept here as (text, rect): for words a table draws by its own helper (a fading mark)."""
    real = getattr(owner, name)
    drawn: list[tuple[str, pygame.Rect]] = []

    def recording(surface, content, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, content, *args, **kwargs)
        drawn.append((content, rect))
        return rect

    monkeypatch.setattr(owner, name, recording)
    return drawn


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(DT)


def played_until(game_id: str, seats: list[Seat], options: dict, found: Callable[[GameSession], bool],
                 seed: int = 1, tries: int = 40, moves: int = 600) -> GameSession:
    """A session played by random legal moves up to the first position where ``found`` holds
    (a fresh seed per attempt), for tests that need a particular moment of a game."""
    for attempt in range(tries):
        session = GameSession.new(game_id, seats, options, seed + attempt)
        rng = random.Random(attempt)
        for _ in range(moves):
            if session.is_over:
                break
            if found(session):
                return session
            session.apply(rng.choice(session.state.legal_actions()))
    raise AssertionError("no such position in the random games tried")


def open_table(app: App, session: GameSession, speed: float = 0.0, settle: int = 1) -> Scene:
    """The session's table pushed on the app with this animation speed, after ``settle`` frames."""
    from eternus.ui.games import make_table  # the tables import the scenes; import late

    app.services.settings["animation_speed"] = speed
    table = make_table(app.services, session)
    app.services.stack.push(table)
    frames(app, settle)
    return table


def texts_on_open(app: App, monkeypatch, session: GameSession,
                  text_size: str = "large") -> tuple[Scene, list[tuple[str, pygame.Rect, int]]]:
    """``session``'s table opened at ``text_size``, and every text its next frame draws (as
    :func:`record_texts`): for tests that a layout holds at the large size. Returns (table,
    texts); the text size is set back to normal afterwards."""
    from eternus.ui import fonts

    app.services.settings["text_size"] = text_size
    try:
        table = open_table(app, session, settle=1)
        drawn = record_texts(monkeypatch)
        frames(app)
    finally:
        fonts.set_large_text(False)
    return table, drawn


def add_coming_game(monkeypatch) -> str:
    """Every game is built now; tests of how the program treats one that is not (the title's
    "Coming soon", a refused screenshot) add one to the catalogue. Returns its id."""
    from eternus.engine import registry

    monkeypatch.setattr(registry, "LINES", (*registry.LINES, registry.Coming(
        "dragon_chess", "Dragon Chess", "A game still being written.", 2, 2)))
    return "dragon_chess"
