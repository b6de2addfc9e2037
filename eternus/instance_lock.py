"""One copy of the program per data folder.

Two copies on one folder would each continue the same saved game and each count its result
(the issue "Nothing lost, nothing bricked" saw five copies count one match five times), and
their autosaves would overwrite each other. So the program holds an exclusive lock on
``instance.lock`` in the data folder while it runs; a second launch finds it held and says a
table is already open instead of starting. The operating system releases the lock when the
process ends, however it ends (a crash or a kill leaves no stale lock to clear by hand).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import IO

LOCK_FILE = "instance.lock"


class AlreadyRunning(Exception):
    """Another copy of the program holds this data folder."""


class InstanceLock:
    """Held from :meth:`acquire` until :meth:`release` (or the process ends)."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / LOCK_FILE
        self._handle: IO[bytes] | None = None

    def acquire(self) -> None:
        """Take the lock; :class:`AlreadyRunning` if another process holds it. A folder that
        cannot be written at all is left to the storage layer to report."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = open(self.path, "a+b")  # noqa: SIM115 - held open while the program runs
        except OSError:
            return
        try:
            _lock(handle)
        except OSError as exc:
            handle.close()
            raise AlreadyRunning(f"another copy of Games of Eternus is using {self.path.parent}") from exc
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()).encode())
        handle.flush()
        self._handle = handle

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()          # closing releases the lock
            self._handle = None


if sys.platform == "win32":
    import msvcrt

    def _lock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
else:
    import fcntl

    def _lock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
