"""What several screens share: the overlay base, and the moves between screens.

The moves live here rather than in each scene so that "start a deal", "quit to title" and
"save everything" mean exactly one thing wherever a button triggers them.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Mapping, Sequence

import pygame

from eternus.engine.core import Game, Seat
from eternus.engine.registry import get_game
from eternus.session import GameSession
from eternus.ui import fonts, theme
from eternus.ui.canvas import LOGICAL_SIZE, Target
from eternus.ui.games import table_declaration
from eternus.ui.scene import Scene, Services
from eternus.ui.scenes.players import default_name
from eternus.ui.table.table_scene import TableScene

if TYPE_CHECKING:
    from eternus.ui.widgets import Menu

log = logging.getLogger("eternus.ui")

def default_seats(game: Game) -> list[Seat]:
    """You in the first chair and AI players in the rest, as many as the game needs."""
    return [Seat("You")] + [Seat(f"Opponent {i}", "ismcts:normal") for i in range(1, game.min_players)]


def save_all(services: Services) -> list[str]:
    """Call ``save_now`` on every scene, each guarded; return what failed (for a message)."""
    failures: list[str] = []
    for scene in list(services.stack.scenes):
        try:
            scene.save_now()
        except Exception as exc:  # one scene failing must not stop the others saving
            log.exception("saving %s failed", type(scene).__name__)
            failures.append(f"{type(scene).__name__}: {exc}")
    return failures


def start_session(services: Services, session: GameSession) -> None:
    """Put the table for ``session`` on a fresh stack (nothing to return to but the title):
    every way into a table (a new game, Continue, a replay, the guide) comes through here."""
    services.navigator.start_table(session)


def start_game(services: Services, game_id: str, seats: Sequence[Seat],
               options: Mapping[str, Any], seed: int) -> None:
    start_session(services, GameSession.new(game_id, seats, options, seed))


GUIDE_AGENT = "ismcts:easy"      # a newcomer's first opponents


def start_guided_hand(services: Services, game_id: str) -> None:
    """The game's guided first hand: its fixed deal and short options, the person against
    easy AI players, with the callouts of the game's ``guide.py`` over the table."""
    game = get_game(game_id)
    declared = table_declaration(game_id)
    seats = [Seat("You")] + [Seat(default_name(i, GUIDE_AGENT), GUIDE_AGENT) for i in range(1, declared.guide_players)]
    session = GameSession.new(game_id, seats, dict(game.quick_options), declared.guide_seed)
    session.practice = True
    start_session(services, session)
    table = services.stack.top
    if isinstance(table, TableScene):
        table.start_guide(declared.guide_steps)


class Overlay(Scene):
    """A modal scene drawn over the one below it: dims it and frames its own panel.

    Subclasses build ``self.menu``, draw their content with :meth:`draw_content`, say
    what Esc does in :meth:`on_escape` and which keys answer at once in :meth:`shortcuts`;
    every other input goes to the menu and nothing reaches the scene underneath.
    """

    opaque = False
    menu: Menu

    def __init__(self, services: Services, size: tuple[int, int]) -> None:
        super().__init__(services)
        self.panel_rect = pygame.Rect((0, 0), size)
        self.panel_rect.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)

    def on_escape(self) -> None:
        raise NotImplementedError

    def shortcuts(self) -> Mapping[int, Callable[[], None]]:
        """Keys that answer the question at once, whatever has the focus (none by default)."""
        return {}

    def handle(self, event: pygame.event.Event) -> bool:
        answer = self.shortcuts().get(event.key) if event.type == pygame.KEYDOWN else None
        if answer is not None:
            answer()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
        else:
            self.menu.handle(event)
        return True

    def draw(self, surface: Target) -> None:
        theme.draw_shade(surface)
        theme.draw_panel(surface, self.panel_rect)
        self.draw_content(surface)

    def draw_content(self, surface: Target) -> None:
        raise NotImplementedError

    def draw_heading(self, surface: Target, title: str, y: int, size: int = 64,
                     color: tuple[int, int, int] = theme.GOLD_BRIGHT) -> int:
        """The panel's title with an ornament under it; returns the y below it."""
        cx = self.panel_rect.centerx
        rect = fonts.blit_text(surface, title, size, color, fonts.DISPLAY, midtop=(cx, y))
        theme.ornament(surface, (cx, rect.bottom + 14), min(520, self.panel_rect.width - 160))
        return rect.bottom + 36
