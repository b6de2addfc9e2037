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
ROOT = HERE.parent
SPEC = HERE / "eternus.spec"
NAME = "games-of-eternus"
ICONS = HERE / "icon"


def write_icons() -> Path:
    """The app icon as PNGs at every size the platforms want (drawn by eternus.ui.icon, the
    one the window wears): PyInstaller makes the Windows .ico and the macOS .icns from the
    largest (with Pillow), the Linux .desktop entry points at it. Returns the largest."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from eternus.ui.icon import SIZES, icon

    pygame.display.init()
    ICONS.mkdir(exist_ok=True)
    for size in SIZES:
        pygame.image.save(icon(size), str(ICONS / f"{NAME}-{size}.png"))
    largest = ICONS / f"{NAME}.png"
    pygame.image.save(icon(max(SIZES)), str(largest))
    pygame.display.quit()
    return largest


def write_version_file() -> Path:
    """The Windows version resource (file and product version, name), from pyproject.toml."""
    import tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    numbers = ", ".join((version.split(".") + ["0"] * 4)[:4])
    text = f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers=({numbers}), prodvers=({numbers})),
  kids=[StringFileInfo([StringTable('040904B0', [
    StringStruct('CompanyName', 'Games of Eternus'),
    StringStruct('FileDescription', 'Games of Eternus'),
    StringStruct('FileVersion', '{version}'),
    StringStruct('ProductName', 'Games of Eternus'),
    StringStruct('ProductVersion', '{version}'),
    StringStruct('OriginalFilename', '{NAME}.exe')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])]
)
"""
    path = HERE / "version_info.txt"
    path.write_text(text, encoding="utf-8")
    return path


def build(onefile: bool) -> tuple[Path, float]:
    kind = "onefile" if onefile else "onedir"
    dist, work = HERE / f"dist-{kind}", HERE / f"work-{kind}"
    env = dict(os.environ, ETERNUS_ONEFILE="1" if onefile else "0", ETERNUS_ICON=str(write_icons()))
    if sys.platform == "win32":
        env["ETERNUS_VERSION_FILE"] = str(write_version_file())
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level",
                    "WARN", "--distpath", str(dist), "--workpath", str(work), str(SPEC)],
                   check=True, env=env)
    seconds = time.perf_counter() - start
    exe = NAME + (".exe" if sys.platform == "win32" else "")
    binary = dist / exe if onefile else dist / NAME / exe
    return binary, seconds


def size_mb(path: Path) -> float:
    """What ``path`` takes on disk: each file once (a one-folder build links some libraries
    under two names; following the links counted them twice, 78 MB for 65 MB on disk)."""
    if not path.is_dir():
        return path.stat().st_size / 1e6
    seen: set[tuple[int, int]] = set()
    total = 0
    for p in path.rglob("*"):
        if p.is_symlink() or not p.is_file():
            continue
        st = p.stat()
        if (st.st_dev, st.st_ino) not in seen:
            seen.add((st.st_dev, st.st_ino))
            total += st.st_size
    return total / 1e6


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
