"""One copy of the program per data folder: a second launch is refused, and a copy that was
killed leaves no lock behind."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from eternus.instance_lock import AlreadyRunning, InstanceLock

HOLD = ("import sys, time; from eternus.instance_lock import InstanceLock; lock = InstanceLock(sys.argv[1]); "
        "lock.acquire(); print('held', flush=True); time.sleep(60)")


def test_a_second_copy_on_the_same_folder_is_refused_and_may_start_once_the_first_is_gone(tmp_path: Path) -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(AlreadyRunning, match="another copy"):
            InstanceLock(tmp_path).acquire()
    finally:
        holder.kill()                                   # killed, not closed: the OS frees the lock
        holder.wait()
    lock = InstanceLock(tmp_path)
    lock.acquire()
    lock.release()


def test_the_program_started_twice_says_a_table_is_already_open(tmp_path: Path) -> None:
    from eternus.ui.launch import main

    lock = InstanceLock(tmp_path)
    lock.acquire()
    try:
        assert main(["--smoke", "--frames", "1", "--data-dir", str(tmp_path)]) == 3
    finally:
        lock.release()
    assert main(["--smoke", "--frames", "1", "--data-dir", str(tmp_path)]) == 0


def test_the_second_copy_shows_its_window_and_closes_on_a_key() -> None:
    import pygame

    from eternus.ui.already_open import show_already_open

    pygame.display.init()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    started = time.monotonic()
    show_already_open("another copy is using /tmp/x", seconds=5)
    assert time.monotonic() - started < 4


def test_the_second_copys_window_writes_its_whole_message(monkeypatch) -> None:
    """With a long data folder the third line ran off the window ("Switch to its window; this"):
    the window is as tall as its message, and every word of it is drawn inside."""
    import pygame

    from eternus.ui import already_open, fonts

    detail = ("Games of Eternus is already running on this computer (another copy of Games of Eternus "
              "is using /home/someone/.local/share/games-of-eternus/a/rather/long/folder). "
              "Switch to its window; this one will close.")
    pygame.font.init()
    lines = already_open.detail_lines(detail)
    assert len(lines) >= 3 and " ".join(lines).split() == detail.split()
    screen = pygame.Surface(already_open.window_size(lines))
    drawn: list[tuple[str, pygame.Rect]] = []
    real = fonts.blit_text

    def recording(surface, content, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, content, size, *args, **kwargs)
        drawn.append((content, rect))
        return rect

    monkeypatch.setattr(fonts, "blit_text", recording)
    already_open.paint(screen, lines)
    inside = screen.get_rect().inflate(-16, -16)
    assert [text for text, _ in drawn][1:-1] == lines
    assert all(inside.contains(rect) for _, rect in drawn)
    assert not any(a.colliderect(b) for i, (_, a) in enumerate(drawn) for _, b in drawn[i + 1:])
