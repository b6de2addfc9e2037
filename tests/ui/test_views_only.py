"""A table is "a seat's view in, intents out" (issue 54): while it draws and answers input,
the UI reaches the game's state only through the engine's public surface.

The allowed surface, :data:`ALLOWED`, is what any seat may ask of the state without seeing
more than its view: its own ``view(seat)``, the legal actions and why one is refused, whose
decision it is, whether the match is over, and its results once it is. Anything else (the
deck, another seat's hand, a private log, a rule helper handed the state) is a read of the
state the table must get from a view field or an event instead.

The test gives each table a session whose ``state``, read from a module of ``eternus.ui``,
is a guard answering only :data:`ALLOWED`; the session's own methods (apply, undo) and the
engine keep the real state. AI seats play, and the people's turns are clicked and keyed (one
person, then two sharing the screen with hand-overs), so drawing, the AI worker, hints and
input all run against the guard.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from typing import Any

import pygame
import pytest

from eternus.engine.core import Seat, State
from eternus.engine.registry import get_game
from eternus.session import GameSession
from eternus.ui.games import TABLES
from tests.ui.helpers import DT, open_table

#: What the UI may ask of a state: a seat's view, the moves and refusals, the turn, the end.
ALLOWED = frozenset({"view", "legal_actions", "refusal", "can_apply", "to_act", "is_over", "returns", "standings"})


class StateRead(AssertionError):
    """The UI read something of the state beyond :data:`ALLOWED`."""


class Guard:
    """A state as the UI may see it: :data:`ALLOWED` answered, any other read refused and
    written down in ``reads`` (the app catches a scene's errors, so the test reads the list).
    ``isinstance`` still sees the game's state class (a table narrows its view's type)."""

    def __init__(self, state: State, reads: list[str]) -> None:
        object.__setattr__(self, "_state", state)
        object.__setattr__(self, "_reads", reads)

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        return type(object.__getattribute__(self, "_state"))

    def __getattr__(self, name: str) -> Any:
        if name in ALLOWED:
            return getattr(object.__getattribute__(self, "_state"), name)
        object.__getattribute__(self, "_reads").append(name)
        raise StateRead(f"the UI read state.{name}: draw it from the view or an event")

    def __setattr__(self, name: str, value: Any) -> None:
        object.__getattribute__(self, "_reads").append(f"{name} (set)")
        raise StateRead(f"the UI set state.{name}")


class GuardedSession(GameSession):
    """A session whose state, read from the UI, is a :class:`Guard` (one per state, so a
    table's cache keyed on the state's identity still holds)."""

    _guards: dict[int, tuple[State, Guard]]
    reads: list[str]

    @property  # type: ignore[override]
    def state(self) -> State:
        real = self.__dict__["_real"]
        if not sys._getframe(1).f_globals.get("__name__", "").startswith("eternus.ui"):
            return real
        guards = self.__dict__.setdefault("_guards", {})
        if id(real) not in guards:
            guards.clear()
            guards[id(real)] = (real, Guard(real, self.__dict__.setdefault("reads", [])))
        return guards[id(real)][1]  # type: ignore[return-value]

    @state.setter
    def state(self, value: State) -> None:
        self.__dict__["_real"] = value

    def legal_actions_for_test(self) -> list[Any]:
        return list(self.__dict__["_real"].legal_actions())


def _session(game_id: str, people: int) -> GuardedSession:
    game = get_game(game_id)
    seats = [Seat("You"), *(Seat(f"Player {i + 1}") for i in range(1, people))]
    seats += [Seat(f"AI {i}", "random") for i in range(len(seats), game.min_players)]
    plain = GameSession.new(game_id, seats, dict(game.quick_options), 7)
    session = GuardedSession(plain.record, plain.state)
    session.reads = []
    return session


KEYS = [pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE,
        pygame.K_RETURN, pygame.K_1, pygame.K_2, pygame.K_h]


CASES = [(game_id, people) for game_id in sorted(TABLES) for people in (1, 2)
         if people <= get_game(game_id).max_players]


@pytest.mark.parametrize(("game_id", "people"), CASES)
def test_a_table_draws_and_takes_input_from_the_view_and_events_only(app, game_id: str, people: int) -> None:
    """One person, and two sharing the screen (hand-overs; a shared history reads alike)."""
    session = _session(game_id, people)
    table = open_table(app, session)
    rng = random.Random(game_id)
    points = [(x, y) for y in range(140, 1080, 120) for x in range(100, 1920, 160)]
    for step in range(240):
        x, y = points[step % len(points)]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        if step % 3 == 0:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
        else:
            key = KEYS[step % len(KEYS)]
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        app.frame(DT)
        if app.services.stack.top is not table:       # a dialog or the pause menu: back to the table
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
            app.frame(DT)
        if step % 12 == 11 and table.person_to_move():         # a move through the table's own door
            table.apply(rng.choice(session.legal_actions_for_test()))
        if table.driver is not None:
            table.driver.wait(1)
    assert not session.reads, f"the {game_id} table read the state's {sorted(set(session.reads))}"
    assert len(session.record.actions) >= 3, "the test drove too few decisions to mean anything"


def test_a_solved_line_is_shown_with_its_hidden_cards_from_the_engine_not_the_state(app) -> None:
    """Pragon's "show me how" turns the face-down tops up: the engine works them out along
    the line (``open_tops_along``); the table does not look into its state for them."""
    from eternus.engine.pragon.game import new_game
    from eternus.engine.pragon.solver import solve

    line = solve(new_game(1003)).line
    assert line
    session = _session("pragon", 1)
    session.record = dataclasses.replace(session.record, seed=1003)
    session.state = session.record.start()
    table = open_table(app, session)
    table.show_line(line)
    hidden = table.open_tops[0]
    assert hidden and all(table.display.piles[f"stack:{stack}"][-1].face_up for stack in hidden)
    for _ in range(20 * len(line)):
        if not table.showing:
            break
        app.frame(0.2)
    assert not session.reads, f"the Pragon table read the state's {sorted(set(session.reads))}"
    assert session.record.actions == list(line)
