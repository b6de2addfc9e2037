"""Start Games of Eternus: the window by default; see ``python main.py --help``."""

import sys

from eternus.ui.launch import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
