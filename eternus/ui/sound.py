"""Sound effects, played by name, following the volume and mute settings.

A machine without an audio device (a CI runner, a muted VM) must still run the game, so
mixer start-up failures are caught once here: the board becomes silent, ``available`` is
False, and the settings overlay tells the player why there is no sound.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from contextlib import contextmanager
from collections.abc import Callable, Iterator

import pygame

from eternus.paths import AssetError, require
from eternus.storage import Settings

NAMES = ("deal", "flip", "discard", "invalid", "win", "loss", "click", "dice")
# Enough voices for a busy moment (a sweep of pips while the dice settle and a fanfare
# rings out): with pygame's default eight, a new sound was silently dropped.
CHANNELS = 24

log = logging.getLogger("eternus.sound")


def _init_mixer() -> None:
    if not pygame.mixer.get_init():
        with _native_stderr_to_log():
            pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
    pygame.mixer.set_num_channels(CHANNELS)


@contextmanager
def _native_stderr_to_log() -> Iterator[None]:
    """The sound libraries under SDL (ALSA on Linux) write their complaints straight to the
    process's stderr: eight "ALSA lib ... cannot find card" lines on a machine without a
    sound card, on the terminal of a player who only wanted to play. While the mixer opens,
    stderr goes to a temporary file, and what it caught goes to the app's log instead."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):          # no real stderr (a windowed build): nothing to catch
        yield
        return
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            text = caught.read().decode(errors="replace").strip()
            if text:
                log.info("the sound system said: %s", text)


class SoundBoard:
    """``play(name)`` for the names in :data:`NAMES`.

    ``settings`` is the live settings record (shared with the settings overlay), read at each
    ``play`` so a volume change applies to the very next sound.
    """

    def __init__(self, settings: Settings,
                 init_mixer: Callable[[], None] = _init_mixer) -> None:
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.problem: str | None = None
        try:
            init_mixer()
        except (pygame.error, OSError) as exc:
            self.problem = f"No sound device could be opened ({exc})."
            log.info("sound off: %s", exc)
            return
        for name in NAMES:
            try:
                self.sounds[name] = pygame.mixer.Sound(str(require("sounds", f"{name}.wav")))
            except (AssetError, pygame.error) as exc:
                log.warning("sound %s not loaded: %s", name, exc)
        if not self.sounds:
            self.problem = "The sound files could not be loaded."

    @property
    def available(self) -> bool:
        return self.problem is None

    @property
    def volume(self) -> float:
        """The effective volume: 0 when muted."""
        return 0.0 if self.settings.muted else self.settings.volume

    def play(self, name: str) -> bool:
        """Play ``name``; return True if a sound actually started. Unknown names are a bug."""
        if name not in NAMES:
            raise KeyError(f"no sound called {name!r}; known: {', '.join(NAMES)}")
        sound = self.sounds.get(name)
        volume = self.volume
        if sound is None or volume <= 0:
            return False
        sound.set_volume(volume)
        # With every channel busy (a deal of many cards, each with its sound) a plain play()
        # dropped the newest sound; the oldest one playing gives way instead.
        channel = pygame.mixer.find_channel(True)
        if channel is None:
            return False
        channel.play(sound)
        return True
