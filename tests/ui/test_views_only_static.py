"""The static half of the views-only rule (issue 54): anywhere in ``eternus/ui``, a state
reached as ``<something>.state`` (or a local name bound to one) is asked only the engine's
public surface, :data:`tests.ui.test_views_only.ALLOWED`. The run-time guard in
``test_views_only`` covers what a test drives; this covers every line, driven or not."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.ui.test_views_only import ALLOWED

UI = Path(__file__).resolve().parents[2] / "eternus" / "ui"


def _is_state(node: ast.expr, names: set[str]) -> bool:
    """``node`` is a state: ``x.state`` / ``x.y.state``, or a local bound to one."""
    if isinstance(node, ast.Attribute) and node.attr == "state":
        return True
    return isinstance(node, ast.Name) and node.id in names


def state_reads(source: str) -> list[tuple[int, str]]:
    """(line, field) for every read of a state beyond :data:`ALLOWED` in ``source``."""
    found: list[tuple[int, str]] = []
    for scope in ast.walk(ast.parse(source)):
        if not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Module)):
            continue
        names: set[str] = set()
        for node in ast.walk(scope):
            if isinstance(node, ast.Assign) and _is_state(node.value, set()):
                names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
            elif (isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple)
                  and len(node.targets) == 1 and isinstance(node.targets[0], ast.Tuple)):
                for target, value in zip(node.targets[0].elts, node.value.elts, strict=False):
                    if isinstance(target, ast.Name) and _is_state(value, set()):
                        names.add(target.id)
        for node in ast.walk(scope):
            if isinstance(node, ast.Attribute) and _is_state(node.value, names) and node.attr not in ALLOWED:
                found.append((node.lineno, node.attr))
    return sorted(set(found))


def test_the_ui_asks_a_state_only_its_public_surface() -> None:
    reads = [f"{path.relative_to(UI.parent.parent)}:{line}: state.{name}"
             for path in sorted(UI.rglob("*.py")) for line, name in state_reads(path.read_text(encoding="utf-8"))]
    assert not reads, "the UI reads the state beyond its public surface:\n" + "\n".join(reads)


def test_the_check_finds_a_field_read_directly_or_through_a_local_name() -> None:
    source = '''
def draw(t):
    log = t.session.state.log
    state = t.session.state
    layout, st = t.layout, t.session.state
    return state.view(0), state.wing, st.deck, t.session.state.legal_actions()
'''
    assert sorted(name for _, name in state_reads(source)) == ["deck", "log", "wing"]
