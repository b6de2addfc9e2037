"""Where the shipped assets (fonts/, sounds/, sprites/, docs/rules/) are found.

The same code runs in three layouts, so the asset root is searched rather than assumed:

* from source or an editable install: the folder above the ``eternus`` package;
* inside a PyInstaller bundle: ``sys._MEIPASS`` (the spec copies the folders there);
* from a regular pip install: ``<prefix>/share/games-of-eternus`` (setuptools data-files).

``ETERNUS_ASSETS`` overrides the search, for packagers and for tests.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
# A folder is an asset root when it holds this marker folder (every layout ships fonts).
_MARKER = "fonts"


class AssetError(FileNotFoundError):
    """An asset the program needs is not where any layout would put it."""


def candidate_roots() -> list[Path]:
    """The folders tried, most specific first."""
    roots: list[Path] = []
    override = os.environ.get("ETERNUS_ASSETS")
    if override:
        roots.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.append(Path(bundle))
    roots.append(_PACKAGE_DIR.parent)
    roots.append(Path(sys.prefix) / "share" / "games-of-eternus")
    return roots


@lru_cache(maxsize=1)
def asset_root() -> Path:
    """The first candidate that holds the assets; cached because it cannot change at run time."""
    for root in candidate_roots():
        if (root / _MARKER).is_dir():
            return root
    tried = ", ".join(str(r) for r in candidate_roots())
    raise AssetError(f"the game's asset folders were not found (looked in: {tried})")


def asset(*parts: str) -> Path:
    """Path of an asset below the root, e.g. ``asset("fonts", "DejaVuSans.ttf")``.

    The path is returned even if the file is missing so callers can say which file they
    wanted; use :func:`require` where a missing file is an error.
    """
    return asset_root().joinpath(*parts)


def require(*parts: str) -> Path:
    """Like :func:`asset` but raises :class:`AssetError` naming the missing file."""
    path = asset(*parts)
    if not path.is_file():
        raise AssetError(f"missing asset file: {path}")
    return path
