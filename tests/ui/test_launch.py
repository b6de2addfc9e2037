"""The command line: the headless smoke check, screenshots, and no display at all.

``eternus.ui.launch.main`` is what ``python main.py`` and the binaries run; these call it as
a player's shell would, with a data folder of the test's own.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from eternus.ui.launch import main


def test_smoke_mode_renders_title_and_a_deal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--smoke", "--frames", "3", "--data-dir", str(tmp_path)]) == 0
    assert "smoke: ok" in capsys.readouterr().out


def test_screenshot_mode_saves_a_full_size_png(tmp_path: Path) -> None:
    out = tmp_path / "shots" / "pragon.png"
    assert main(["--screenshot", str(out), "--game", "pragon", "--seed", "3",
                 "--data-dir", str(tmp_path / "data")]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1920, 1080)


@pytest.mark.parametrize("size", [(3840, 2160), (1280, 720)])
def test_screenshot_mode_renders_at_any_window_size(tmp_path: Path, size: tuple[int, int]) -> None:
    out = tmp_path / "table.png"
    assert main(["--screenshot", str(out), "--seed", "3", "--size", f"{size[0]}x{size[1]}",
                 "--data-dir", str(tmp_path / "data")]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    # the deck pile's card back is drawn: the felt is not all there is at any size
    assert len({tuple(image.get_at((x, size[1] // 4))) for x in range(0, size[0], 7)}) > 20


def test_screenshot_of_an_unbuilt_game_is_refused(tmp_path: Path, monkeypatch) -> None:
    from tests.ui.helpers import add_coming_game

    assert main(["--screenshot", str(tmp_path / "x.png"), "--game", add_coming_game(monkeypatch),
                 "--data-dir", str(tmp_path)]) == 2
    assert not (tmp_path / "x.png").exists()


def test_a_screenshot_to_a_place_that_cannot_hold_it_is_a_message(tmp_path: Path, capsys) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["--screenshot", str(blocker / "x.png"), "--data-dir", str(tmp_path / "data")]) == 2
    err = capsys.readouterr().err
    assert "could not be saved" in err and "Traceback" not in err


def test_with_no_display_the_program_says_so_and_stops_instead_of_running_unseen(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    main_py = Path(__file__).resolve().parents[2] / "main.py"
    done = subprocess.run([sys.executable, str(main_py), "--data-dir", str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "no display" in done.stderr and "Traceback" not in done.stderr
