"""Screens open each other through one navigator: the tables never build a scene, and the UI
package's imports stand at the top of its modules (the few inside a function say why)."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from eternus.engine.core import Seat
from eternus.session import GameSession
from eternus.ui.games import make_table
from eternus.ui.scene import Services
from tests.ui.helpers import press

if TYPE_CHECKING:
    from eternus.ui.app import App

UI = Path(__file__).resolve().parents[2] / "eternus" / "ui"
MOST_DEFERRED = 9       # issue 54: fewer than ten imports inside functions in the whole package


def deferred_imports(package: Path) -> list[tuple[Path, int, str]]:
    """Every import statement inside a function body under ``package``: (file, line, text)."""
    found: list[tuple[Path, int, str]] = []
    for path in sorted(package.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        seen: set[int] = set()
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Import | ast.ImportFrom) and inner.lineno not in seen:
                        seen.add(inner.lineno)
                        found.append((path, inner.lineno, lines[inner.lineno - 1]))
    return found


def runtime_imports(path: Path) -> set[str]:
    """The modules ``path`` imports as it loads (not those it names for the type checker)."""
    names: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_imports_inside_functions_in_the_ui_are_fewer_than_ten_and_each_says_why() -> None:
    deferred = deferred_imports(UI)
    assert len(deferred) <= MOST_DEFERRED, [f"{p.name}:{n}" for p, n, _ in deferred]
    unexplained = [f"{p.relative_to(UI)}:{n}" for p, n, text in deferred if "#" not in text]
    assert not unexplained, f"an import inside a function says why on its line: {unexplained}"


def test_the_generic_table_never_imports_a_scene() -> None:
    offenders = {path.name: sorted(m for m in runtime_imports(path) if m.startswith("eternus.ui.scenes"))
                 for path in (UI / "table").glob("*.py")}
    assert not {name: mods for name, mods in offenders.items() if mods}


class RecordingNavigator:
    """A navigator that writes down what it was asked for (any request: its name and words)."""

    def __init__(self, services: Services) -> None:
        self.asked: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Callable[..., None]:
        def ask(*args: Any) -> None:
            self.asked.append((name, args))
        return ask


def test_a_table_asks_the_navigator_for_the_menu_the_rules_and_the_restart_question(app: App) -> None:
    services = Services(app.services.storage, app.services.sound, app.services.settings, app.stack,
                        RecordingNavigator)
    session = GameSession.new("kings_court", [Seat("You"), Seat("AI", "random")], {}, 3)
    table = make_table(services, session)
    app.stack.push(table)
    session.apply(session.state.legal_actions()[0])   # a game in progress: restart asks first
    for key, mod in ((pygame.K_ESCAPE, 0), (pygame.K_F1, 0), (pygame.K_r, pygame.KMOD_CTRL)):
        press(app, key, mod=mod)
    navigator = services.navigator
    assert isinstance(navigator, RecordingNavigator)
    assert [name for name, _ in navigator.asked] == ["open_pause", "open_rules", "confirm_restart"]
    assert navigator.asked[1][1] == ("kings_court",)
    assert app.stack.top is table                  # nothing was pushed behind the navigator's back
