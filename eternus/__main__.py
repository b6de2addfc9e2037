"""``python -m eternus``: the command line (sim, bench, replay, selftest)."""

import sys

from eternus.cli import main

sys.exit(main())
