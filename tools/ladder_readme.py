"""The README's AI table written again from the ladder's results file (or checked against it).

    python tools/ladder_readme.py           # rewrite the table between the README's markers
    python tools/ladder_readme.py --check   # exit 1 when the README's table is not the file's

Run it after ``python -m eternus ladder --game G --write-results``, so the README says what
the setup screen says (tests/test_ladder_readme.py fails while they differ).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eternus.ladder import readme, results  # noqa: E402

README = ROOT / "README.md"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the README's table is current")
    args = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    new = readme.replaced(text, results.load())
    if args.check:
        if new != text:
            print("README.md: the AI table is not the ladder's results; run tools/ladder_readme.py", file=sys.stderr)
            return 1
        return 0
    README.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
