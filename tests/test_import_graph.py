"""The engine's imports run one way: down, and never round in a circle.

The graph is read from the source (``ast``), not by importing, so a circle shows even where
Python would tolerate it. Each import is one of three kinds, counted apart:

* ``module``: at a module's top level, run on import; a circle of these is a real circle
  that only the order of imports keeps working;
* ``type_checking``: under ``if TYPE_CHECKING:``, read by mypy alone; a circle of these is
  still two modules that each need the other to be understood;
* ``function``: inside a function, run on the call; the usual way to dodge a circle, so
  their number is held down rather than forbidden.

Run as a script (``python tests/test_import_graph.py``) for the counts per package.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "eternus"

Kind = Literal["module", "type_checking", "function"]

#: Imports inside functions in the engine, at most. Each one is a circle dodged or a heavy
#: module put off; a new one has to say why, and lower this only when one goes.
ENGINE_FUNCTION_IMPORTS = 14


@dataclass(frozen=True)
class Import:
    """One import statement's target, as a module of ours or a top-level name (``pygame``)."""

    source: str
    target: str
    kind: Kind


@cache
def modules() -> dict[str, Path]:
    """Every module of the ``eternus`` package by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _targets(node: ast.Import | ast.ImportFrom, source: str, is_package: bool) -> Iterator[str]:
    """The modules an import names: ``from a import b`` is ``a.b`` when that is a module."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    base = node.module or ""
    if node.level:                                    # relative: counted from the source's package
        package = source.split(".")[: len(source.split(".")) - node.level + (1 if is_package else 0)]
        base = ".".join([*package, *([base] if base else [])])
    for alias in node.names:
        full = f"{base}.{alias.name}"
        yield full if full in modules() else base


@cache
def imports_of(source: str) -> tuple[Import, ...]:
    """Every import in ``source``, each with the kind of place it stands in."""
    path = modules()[source]
    found: list[Import] = []

    def walk(node: ast.AST, kind: Kind) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                is_package = path.name == "__init__.py"
                found.extend(Import(source, target, kind) for target in _targets(child, source, is_package))
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                walk(child, "function")
            elif isinstance(child, ast.If) and _is_type_checking(child.test) and kind == "module":
                for statement in child.body:
                    walk(ast.Module(body=[statement], type_ignores=[]), "type_checking")
                for statement in child.orelse:
                    walk(ast.Module(body=[statement], type_ignores=[]), kind)
            else:
                walk(child, kind)

    walk(ast.parse(path.read_text(encoding="utf-8")), "module")
    return tuple(found)


def engine_modules() -> list[str]:
    return [name for name in modules() if name == "eternus.engine" or name.startswith("eternus.engine.")]


def graph(names: list[str], kinds: frozenset[Kind]) -> dict[str, set[str]]:
    """Edges between ``names`` made by imports of ``kinds`` (a module importing itself aside)."""
    inside = set(names)
    return {name: {i.target for i in imports_of(name) if i.kind in kinds and i.target in inside
                   and i.target != name} for name in names}


def circles(edges: Mapping[str, set[str]]) -> list[list[str]]:
    """The groups of modules that reach each other through imports (strongly connected, more
    than one module), each sorted, found by Tarjan's algorithm without recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return sorted(groups)


def package_of(module: str) -> str:
    """The package a module is counted under, at most three names deep:
    ``eternus.engine.dragon_kings.wings.hole`` and ``...dragon_kings.rules`` under
    ``eternus.engine.dragon_kings``, ``eternus.engine.core`` under ``eternus.engine``."""
    parts = module.split(".")
    if modules()[module].name != "__init__.py":
        parts.pop()
    return ".".join(parts[:3])


def function_imports() -> Counter[str]:
    """Imports of our own modules inside functions, per package."""
    return Counter(package_of(i.source) for name in modules() for i in imports_of(name)
                   if i.kind == "function" and i.target.startswith("eternus"))


def test_the_engine_imports_nothing_above_it() -> None:
    """Not the UI, not the app's modules beside the engine, not pygame: anywhere, even inside a
    function or for mypy alone. The engine must run without a screen."""
    above = [f"{i.source} imports {i.target} ({i.kind})" for name in engine_modules() for i in imports_of(name)
             if (i.target.startswith("eternus") and not i.target.startswith("eternus.engine"))
             or i.target.split(".")[0] == "pygame"]
    assert above == []


def test_no_import_circle_among_engine_modules() -> None:
    """Counting imports at a module's top level: no group of engine modules imports itself
    round, so any module can be imported first."""
    assert circles(graph(engine_modules(), frozenset({"module"}))) == []


def test_no_import_circle_among_engine_modules_even_for_the_type_checker() -> None:
    """Counting the imports under ``TYPE_CHECKING`` too: a helper that names the state's type
    imports it from the module that holds the type, not from the rules that import the helper."""
    assert circles(graph(engine_modules(), frozenset({"module", "type_checking"}))) == []


def test_the_engine_imports_inside_functions_no_more_than_it_did() -> None:
    """A count that may only fall: each import inside a function is a circle dodged or a
    cost put off, and says so in a comment."""
    engine = sum(count for package, count in function_imports().items()
                 if package == "eternus.engine" or package.startswith("eternus.engine."))
    assert engine <= ENGINE_FUNCTION_IMPORTS


def test_the_circle_finder_finds_a_circle_and_only_that() -> None:
    """The finder itself: a two-module circle and a three-module one beside a chain."""
    edges = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c"}, "f": {"a"}, "g": set()}
    assert circles(edges) == [["a", "b"], ["c", "d", "e"]]


def report() -> str:
    """Circles and imports inside functions, per package: the figures the issue asks for."""
    everything = list(modules())
    lines = []
    counted: tuple[tuple[str, frozenset[Kind]], ...] = (
        ("top-level imports", frozenset({"module"})),
        ("with TYPE_CHECKING imports", frozenset({"module", "type_checking"})),
        ("every import, inside functions too", frozenset({"module", "type_checking", "function"})),
    )
    for label, kinds in counted:
        groups = circles(graph(everything, kinds))
        lines.append(f"circles counting {label}: {len(groups)}")
        lines.extend(f"  {len(group)} modules: {', '.join(group)}" for group in groups)
    counts = function_imports()
    lines.append(f"imports inside functions: {sum(counts.values())}")
    lines.extend(f"  {package}: {count}" for package, count in sorted(counts.items()))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
