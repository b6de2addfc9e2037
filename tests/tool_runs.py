"""Running a measurement tool of ``tools/`` as a person would, for the tools' tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def run_tool(name: str, *args: str, timeout: int = 600) -> str:
    """``python tools/<name> args...``: its standard output (a failure raises)."""
    done = subprocess.run([sys.executable, str(TOOLS / name), *args], capture_output=True, text=True,
                          check=True, timeout=timeout)
    return done.stdout
