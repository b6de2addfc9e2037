"""Mutation testing of one game's engine package: how many planted bugs its tests catch.

    python tools/mutation.py pragon                 # every mutant of the package's rule modules
    python tools/mutation.py kings_court --sample 40 --seed 7   # a seeded sample, minutes not hours
    python tools/mutation.py four_kings --modules scoring.py    # one module
    python tools/mutation.py pragon --sample 30 --seed 1 --min-score 0.8   # CI: fail below 80 %

mutmut (``pip install -e ".[mutation]"``) plants one small change at a time (a ``<`` made
``<=``, a constant changed, a call dropped) in the package's rules, scoring and view modules
and runs only that package's tests against each; a mutant the tests do not notice
"survives". The run happens in a throw-away copy of the project (the tracked files), so the
working tree is never touched, and prints one JSON summary (and the survivors' names, to
look at with ``mutmut show NAME`` inside the printed work folder).

Mutants are run from a fork server that has only collected the tests: mutants of functions
behind ``functools.lru_cache`` are then really executed, not answered from a cache filled
by the unmutated code.

Each mutant plays a tenth of the property tests' random games (``--scale``): a mutant that
survives runs every test that reaches it, and at full scale that is two minutes a mutant.
A whole package takes 45 to 90 minutes on a two-core machine, so ``.ci/run`` runs only a
seeded sample with ``--min-score``; the whole-package scores are in the issue notes.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: The cross-game checks every package's mutants also face: the protocol conformance of every
#: game, events name real zones, old saves replay, no view names a card its seat was not shown.
CROSS_GAME = ("tests/test_engine_core.py", "tests/test_event_zones.py", "tests/test_old_saves.py",
              "tests/test_privacy.py")

#: mypy over the engine: a mutant is code mypy was never meant to pass (mutmut's own trampolines
#: included), so this one test is left out of every mutant's run.
TYPE_CHECK_TEST = "tests/test_engine_core.py::test_the_engine_type_checks_under_mypy_strict"

#: Per game: the modules whose mutants count (rules, scoring and views: what players see).
MODULES: dict[str, tuple[str, ...]] = {
    "pragon": ("rules.py", "hands.py", "effects.py", "explain.py", "views.py", "tableau.py", "star.py"),
    "four_kings": ("rules.py", "turn.py", "kings.py", "taveren_rules.py", "series.py", "scoring.py", "views.py",
                   "variants.py"),
    "kings_court": ("rules.py", "play.py", "effects.py", "windows.py", "partners.py", "dealing.py", "scoring.py",
                    "views.py"),
    "dragon_kings": ("rules.py", "betting.py", "pots.py", "dealing.py", "showdown.py", "bank.py", "evaluator.py",
                     "nest.py", "wings/choice.py", "wings/streets.py", "wings/turn_in.py", "wings/hole.py",
                     "wings/hands.py", "wings/payouts.py", "wings/mercy.py", "wings/fortune.py", "straight_to_pot.py",
                     "pot_places.py", "hole_cards.py", "views.py"),
    "draker": ("rules.py", "announce.py", "effects.py", "combinations.py", "views.py"),
}

#: Test files of a game that judge its AI, not its rules: slow, and not what a mutant of the
#: rules should be measured by.
AI_TESTS = ("_ai.py", "_levels.py")


def game_tests(game: str) -> tuple[str, ...]:
    """Every rules test file of the game (``tests/test_<game>_*.py`` but its AI tests), and the
    cross-game checks."""
    own = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").glob(f"test_{game}_*.py")
                 if not p.name.endswith(AI_TESTS))
    return (*own, *CROSS_GAME)


STATUS = re.compile(r"^\s*(\S+): (.+)$")


def copy_project(work: Path) -> None:
    """The tracked files of the project (git ls-files) into ``work``."""
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    for name in files.stdout.splitlines():
        source = ROOT / name
        if source.is_file():
            target = work / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def configure(work: Path, game: str, modules: tuple[str, ...], tests: tuple[str, ...]) -> None:
    """Append the package's mutmut section to the copy's pyproject.toml."""
    listed = ", ".join(json.dumps(f"eternus/engine/{game}/{m}") for m in modules)
    selection = ", ".join(json.dumps(t) for t in tests)
    with (work / "pyproject.toml").open("a", encoding="utf-8") as handle:
        handle.write(f"""
[tool.mutmut]
source_paths = ["eternus/"]
only_mutate = [{listed}]
pytest_add_cli_args_test_selection = [{selection}]
pytest_add_cli_args = ["-p", "no:cacheprovider", "-n", "0", "-q", "-x", "--deselect", {json.dumps(TYPE_CHECK_TEST)}]
process_isolation = "forkserver"
# A mutant that loops is cut off after six times its tests' usual time (mutmut's default, 30
# times, lets one endless loop hold a worker for minutes); it counts as caught ("timeout").
timeout_multiplier = 3.0
""")


def mutmut(work: Path, *args: str, check: bool = True, scale: float = 1.0) -> str:
    env = {**os.environ, "ETERNUS_PROPERTY_SCALE": str(scale)}
    done = subprocess.run([sys.executable, "-m", "mutmut", *args], cwd=work, capture_output=True, text=True,
                          env=env)
    if check and done.returncode != 0:
        raise SystemExit(f"mutmut {' '.join(args[:2])} failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return done.stdout


def statuses(work: Path) -> dict[str, str]:
    """Every generated mutant and its status ("killed", "survived", "not checked", ...)."""
    found = {}
    for line in mutmut(work, "results", "--all", "true").splitlines():
        match = STATUS.match(line)
        if match:
            found[match.group(1)] = match.group(2).strip()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(MODULES))
    parser.add_argument("--modules", nargs="+", help="module file names in the package (default: the rules)")
    parser.add_argument("--sample", type=int, help="run only this many mutants, chosen with --seed")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workdir", type=Path, help="keep the copy here (default: a temporary folder)")
    parser.add_argument("--children", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--min-score", type=float, help="exit with 1 if the score is below this")
    parser.add_argument("--scale", type=float, default=0.1,
                        help="fraction of the property tests' random games each mutant plays (default 0.1)")
    args = parser.parse_args(argv)
    if args.sample is not None and args.sample < 1:
        parser.error("--sample must be at least 1")
    modules, tests = MODULES[args.game], game_tests(args.game)
    if args.modules:
        unknown = [m for m in args.modules if not (ROOT / "eternus" / "engine" / args.game / m).is_file()]
        if unknown:
            parser.error(f"no such module in eternus/engine/{args.game}: {', '.join(unknown)}")
        modules = tuple(args.modules)
    work = args.workdir or Path(tempfile.mkdtemp(prefix=f"mutation-{args.game}-"))
    work.mkdir(parents=True, exist_ok=True)
    copy_project(work)
    configure(work, args.game, modules, tests)
    mutmut(work, "run", "--max-children", "1", "no.mutant.is.called.this", check=False,
           scale=args.scale)  # generate, and map tests to functions
    names = sorted(statuses(work))
    if not names:
        raise SystemExit("mutmut generated no mutants (is mutmut installed? pip install -e '.[mutation]')")
    chosen = names if args.sample is None else sorted(random.Random(args.seed).sample(names, min(args.sample,
                                                                                                    len(names))))
    mutmut(work, "run", "--max-children", str(args.children), *chosen, check=False, scale=args.scale)
    result = statuses(work)
    counts: dict[str, int] = {}
    for name in chosen:
        counts[result.get(name, "missing")] = counts.get(result.get(name, "missing"), 0) + 1
    judged = sum(n for status, n in counts.items() if status in ("killed", "survived", "timeout"))
    caught = counts.get("killed", 0) + counts.get("timeout", 0)
    summary = {"game": args.game, "modules": list(modules), "generated": len(names), "run": len(chosen),
               "seed": args.seed if args.sample else None, "scale": args.scale, "statuses": counts,
               "score": round(caught / judged, 3) if judged else None,
               "survivors": sorted(n for n in chosen if result.get(n) == "survived"), "workdir": str(work)}
    print(json.dumps(summary, indent=2))
    if args.min_score is not None and (summary["score"] is None or summary["score"] < args.min_score):
        print(f"mutation score {summary['score']} is below {args.min_score}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
