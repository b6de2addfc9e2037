"""Shared test set-up: headless SDL, and temporary storage so no test touches real data.

The SDL drivers must be chosen before pygame is first imported anywhere, which is why
this happens at the top of the conftest and not in a fixture.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TYPE_CHECKING  # noqa: E402

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

from eternus.storage import Storage  # noqa: E402

# Property tests are reproducible by default: derandomised (the same examples every run, so a
# red CI is red again on a laptop) and a failure prints the blob that replays it. The "long"
# profile explores far more examples at random for a soak: HYPOTHESIS_PROFILE=long.
settings.register_profile("ci", derandomize=True, print_blob=True, deadline=None, database=None)
settings.register_profile("long", max_examples=5_000, print_blob=True, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

#: Where the random-game property tests start counting their seeds: 0 by default, so CI plays
#: the same games every run; a soak sets ETERNUS_PROPERTY_SEED to play other games (the
#: header of every run prints it, so a failure can be replayed).
PROPERTY_SEED = int(os.environ.get("ETERNUS_PROPERTY_SEED", "0"))

#: How many random games the big property loops play, as a fraction of their CI count: 1 by
#: default. tools/mutation.py sets a fraction so that a mutant that survives (and so runs every
#: test that reaches it) costs seconds, not minutes; the checks stay the same, only fewer games.
PROPERTY_SCALE = float(os.environ.get("ETERNUS_PROPERTY_SCALE", "1"))


def scaled(count: int, least: int) -> int:
    """``count`` random games at the property scale, never fewer than ``least``."""
    return max(least, round(count * PROPERTY_SCALE))


def pytest_report_header() -> str:
    return (f"hypothesis profile: {os.environ.get('HYPOTHESIS_PROFILE', 'ci')}; "
            f"property seed: ETERNUS_PROPERTY_SEED={PROPERTY_SEED}; scale: ETERNUS_PROPERTY_SCALE={PROPERTY_SCALE}")

if TYPE_CHECKING:  # pygame is imported only by the tests that use these fixtures
    from eternus.ui.app import App
    from eternus.ui.scene import Services


@pytest.fixture(scope="module")
def small_window() -> Iterator[None]:
    """A small dummy window for a module that draws images without an app: with a display
    the art is converted to its pixel format, as in the app."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    yield
    pygame.display.quit()


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    """A Storage rooted in a fresh temporary folder."""
    return Storage(tmp_path / "data")


@pytest.fixture
def app(storage: Storage) -> Iterator[App]:
    """A headless :class:`eternus.ui.app.App` (1920x1080 dummy window) on temp storage.

    The window is sized to the logical canvas (one pixel per pixel), so tests post mouse
    events at logical positions. Call ``app.start()`` to put the title screen up,
    ``app.frame(dt)`` to run a frame.
    """
    from eternus.ui.app import App

    application = App(storage)
    application.resize((1920, 1080))
    application.services.settings["ai_pace"] = "instant"   # tests step frames; a table test asks for a pace
    try:
        yield application
    finally:
        application.close()
        from eternus.storage import Settings
        from eternus.ui import look

        look.wear(Settings())          # the look is global to the drawing modules (ui/look.py)


@pytest.fixture
def services(app: App) -> Services:
    """The :class:`eternus.ui.scene.Services` of a headless app, for testing one scene."""
    return app.services
