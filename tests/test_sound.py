"""Sound: plays by name under the settings, stays silent without a device, files match the script."""

from __future__ import annotations

import importlib.util
import sys
import wave
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from eternus.paths import asset
from eternus.storage import Settings
from eternus.ui.sound import NAMES, SoundBoard

ROOT = Path(__file__).resolve().parent.parent


def no_device() -> None:
    raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")


@pytest.fixture
def settings() -> Settings:
    return Settings(volume=0.5, muted=False)


def test_without_a_device_the_board_is_silent_and_says_why(settings: Settings) -> None:
    board = SoundBoard(settings, init_mixer=no_device)
    assert not board.available
    assert board.problem is not None and "No sound device" in board.problem
    for name in NAMES:
        assert board.play(name) is False


def test_with_the_dummy_device_every_sound_plays(settings: Settings) -> None:
    board = SoundBoard(settings)
    assert board.available, board.problem
    assert set(board.sounds) == set(NAMES)
    assert all(board.play(name) for name in NAMES)
    assert board.sounds["win"].get_volume() == pytest.approx(0.5, abs=0.01)


def test_volume_and_mute_are_read_live(settings: Settings) -> None:
    board = SoundBoard(settings)
    settings["volume"] = 0.2
    assert board.play("click")
    assert board.sounds["click"].get_volume() == pytest.approx(0.2, abs=0.01)
    settings["muted"] = True
    assert board.volume == 0 and board.play("click") is False
    settings["muted"], settings["volume"] = False, 0.0
    assert board.play("click") is False


def test_unknown_sound_name_is_a_bug(settings: Settings) -> None:
    with pytest.raises(KeyError, match="no sound called 'boing'"):
        SoundBoard(settings).play("boing")


def _make_sounds_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", NAMES)
def test_shipped_wav_is_what_the_script_makes(name: str, tmp_path: Path) -> None:
    make = _make_sounds_module()
    fresh = tmp_path / f"{name}.wav"
    make.write(fresh, make.SOUNDS[name]())
    shipped = asset("sounds", f"{name}.wav")
    assert shipped.read_bytes() == fresh.read_bytes()
    with wave.open(str(shipped)) as w:
        seconds = w.getnframes() / w.getframerate()
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
    assert 0.02 < seconds <= 1.5


def test_a_sound_plays_even_when_every_channel_is_busy(settings: Settings) -> None:
    """A plain play() gave up when all channels were playing (the newest sound was dropped,
    and this file's first test failed after another file had filled them)."""
    import pygame

    board = SoundBoard(settings)
    assert board.available, board.problem
    for _ in range(pygame.mixer.get_num_channels() + 2):
        board.sounds["win"].play()
    assert board.play("click")
