"""Build the one-file and one-folder binaries and smoke-test them.

    python build/build.py [--onefile-only | --onedir-only] [--no-smoke]

Prints a JSON summary: sizes, build seconds, and each binary's smoke-run time. The two
forms need separate dist folders (PyInstaller would otherwise clobber one with the other).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPEC = HERE / "eternus.spec"
NAME = "games-of-eternus"


def build(onefile: bool) -> tuple[Path, float]:
    kind = "onefile" if onefile else "onedir"
    dist, work = HERE / f"dist-{kind}", HERE / f"work-{kind}"
    env = dict(os.environ, ETERNUS_ONEFILE="1" if onefile else "0")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level",
                    "WARN", "--distpath", str(dist), "--workpath", str(work), str(SPEC)],
                   check=True, env=env)
    seconds = time.perf_counter() - start
    binary = dist / NAME if onefile else dist / NAME / NAME
    return binary, seconds


def size_mb(path: Path) -> float:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 1e6
    return path.stat().st_size / 1e6


def smoke(binary: Path) -> float:
    """Run the binary's smoke mode headless; return seconds, raise if it fails."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with tempfile.TemporaryDirectory() as data:
        start = time.perf_counter()
        result = subprocess.run([str(binary), "--smoke", "--data-dir", data], env=env,
                                capture_output=True, text=True, timeout=120)
        seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"smoke run of {binary} failed ({result.returncode}):\n"
                         f"{result.stdout}\n{result.stderr}")
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile-only", action="store_true")
    parser.add_argument("--onedir-only", action="store_true")
    parser.add_argument("--no-smoke", action="store_true")
    args = parser.parse_args(argv)
    kinds = [True, False]
    if args.onefile_only:
        kinds = [True]
    elif args.onedir_only:
        kinds = [False]
    summary: dict[str, dict[str, float | str]] = {}
    for onefile in kinds:
        binary, seconds = build(onefile)
        entry: dict[str, float | str] = {
            "path": str(binary), "build_s": round(seconds, 1),
            "size_mb": round(size_mb(binary if onefile else binary.parent), 1)}
        if not args.no_smoke:
            entry["smoke_s"] = round(smoke(binary), 2)
        summary["onefile" if onefile else "onedir"] = entry
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
