"""Every table laid out at every window size and both text sizes (issue 53, section 5).

For every game the registry declares, a few random games of two to the most seats are
walked (each with its options set another way), and the first position of each kind of
decision the person faces (the phase and the kinds of legal move) is opened at 1280x720,
1920x1080 and 3840x2160, at the normal and the large text size. One frame of each is read
(:mod:`tests.ui.table_frame` says how and by which rules): no text on another, no text on a
card face but its own print, no text cut.

A choice laid over the middle of the table on purpose (King's Court's card grid, Dragon
Kings' sheet of wing cards) covers the table's words and is left out, as in
:mod:`tests.ui.test_text_size`. The quick test walks three games per table; the slow one
walks eight.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from eternus.engine.core import OptionError, Seat
from eternus.engine.registry import declarations
from eternus.session import GameSession
from eternus.ui import fonts
from eternus.ui.app import App
from tests.ui.helpers import frames, open_table
from tests.ui.table_frame import problems, recording
from tests.ui.test_text_size import _overlaid

GAMES = list(declarations())
WINDOWS = [(1280, 720), (1920, 1080), (3840, 2160)]
TEXT_SIZES = ["normal", "large"]


@dataclass(frozen=True)
class Position:
    """A position reached by ``steps`` random moves (drawn by ``Random(seed)``) from the deal
    of ``seed`` at ``seats`` seats: cheap to keep, replayed when a table is opened on it."""

    game_id: str
    seats: int
    seed: int
    steps: int
    options: tuple[tuple[str, Any], ...] = ()

    def session(self) -> GameSession:
        people = [Seat("You"), *(Seat(f"Rival {i}", "random") for i in range(1, self.seats))]
        session = GameSession.new(self.game_id, people, dict(self.options), self.seed)
        rng = random.Random(self.seed)
        for _ in range(self.steps):
            session.apply(rng.choice(session.state.legal_actions()))
        return session

    def __str__(self) -> str:
        defaults = {o.key: o.default for o in declarations()[self.game_id].game.options}
        options = {key: value for key, value in self.options if defaults.get(key) != value}
        return f"{self.game_id}, {self.seats} seats, options {options}, seed {self.seed}, move {self.steps}"


def varied_options(game_id: str, seats: int, i: int) -> tuple[tuple[str, Any], ...]:
    """The ``i``-th game's options: each option at its ``i``-th choice (a switch on every other
    game), so the tables are seen with their variants too (King's Court's partners, Four
    Kings' variants); the defaults where that set is refused at ``seats`` seats."""
    game = declarations()[game_id].game
    options = tuple((o.key, o.choices[i % len(o.choices)] if o.choices else bool(i % 2)) for o in game.options)
    try:
        game.deal([Seat(f"P{k}") for k in range(seats)], dict(options), 1)
    except OptionError:
        return ()
    return options


@cache
def positions(game_id: str, seeds: tuple[int, ...]) -> tuple[Position, ...]:
    """The first position of each kind of decision the person (seat 0) faces, over random
    games of ``seeds``; the seats go from two (or one) at the first seed to the most at the last."""
    game = declarations()[game_id].game
    found: list[Position] = []
    kinds: set[tuple[str, tuple[str, ...]]] = set()
    least = min(2, game.max_players)
    for i, seed in enumerate(seeds):
        seats = least + round(i * (game.max_players - least) / max(1, len(seeds) - 1))
        options = varied_options(game_id, seats, i)
        session = Position(game_id, seats, seed, 0, options).session()
        rng = random.Random(seed)
        for step in range(400):
            if session.is_over:
                break
            state = session.state
            moves = tuple(sorted({type(a).__name__ for a in state.legal_actions()}))
            kind = (str(state.view(0).get("phase")), moves)
            if getattr(state, "to_act", 0) == 0 and kind not in kinds:
                kinds.add(kind)
                found.append(Position(game_id, seats, seed, step, options))
            session.apply(rng.choice(state.legal_actions()))
    return tuple(found)


def layout_problems(app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, window: tuple[int, int],
                    seeds: tuple[int, ...]) -> dict[str, str]:
    """Every layout problem of ``game_id``'s table at ``window``, both text sizes, each with
    the first place it was seen."""
    app.resize(window)
    found: dict[str, str] = {}
    for text_size in TEXT_SIZES:
        app.services.settings["text_size"] = text_size
        try:
            for position in positions(game_id, seeds):
                table = open_table(app, position.session(), settle=2)
                with recording(monkeypatch) as frame:
                    frames(app)
                if not _overlaid(table):
                    for problem in problems(frame):
                        found.setdefault(problem, f"{position}, {text_size} text")
                app.services.stack.pop()
        finally:
            fonts.set_large_text(False)
    return found


def report(found: dict[str, str]) -> str:
    return f"{len(found)} problems:\n" + "\n".join(f"{p}  ({where})" for p, where in sorted(found.items()))


@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_no_text_lies_on_another_or_on_a_card_nor_is_cut_at_any_window_or_text_size(
        app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, window: tuple[int, int]) -> None:
    found = layout_problems(app, monkeypatch, game_id, window, (1, 2, 3))
    assert not found, report(found)


@pytest.mark.slow
@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
@pytest.mark.parametrize("game_id", GAMES)
def test_the_layout_holds_over_a_broader_sweep_of_positions(
        app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, window: tuple[int, int]) -> None:
    found = layout_problems(app, monkeypatch, game_id, window, tuple(range(1, 9)))
    assert not found, report(found)
