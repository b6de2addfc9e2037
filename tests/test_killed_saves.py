"""A save killed in the middle (SIGKILL, many times) leaves the old file or the new one,
never half of one, and the next start sweeps the temporary files it left."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from eternus.storage import Storage

WRITER = """
import sys
from eternus.storage import Storage
storage = Storage(sys.argv[1])
n = 0
print("writing", flush=True)
while True:
    n += 1
    storage.save_json("saves/pragon.json", {"n": n, "pad": ["x" * 100] * (2_000 + n % 7)})
"""

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


def test_a_save_killed_at_random_moments_is_always_whole_and_its_litter_is_swept(tmp_path: Path) -> None:
    rng = random.Random(5)
    storage = Storage(tmp_path)
    last = 0
    for _ in range(25):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], stdout=subprocess.PIPE, text=True)
        assert writer.stdout is not None and writer.stdout.readline().strip() == "writing"
        time.sleep(rng.uniform(0.0, 0.05))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        data, message = storage.load_json("saves/pragon.json")
        if data is None:                                  # killed before its first save landed
            assert message is None and last == 0
            continue
        assert message is None and isinstance(data["n"], int) and len(data["pad"]) == 2_000 + data["n"] % 7
        last = data["n"]
        storage.sweep_temporary()
        assert not list(tmp_path.rglob("*.tmp"))
