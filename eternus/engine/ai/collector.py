"""Keep Python's cyclic garbage collector out of a time-capped search.

A search allocates a tree and thousands of sampled worlds that stay alive until it answers.
They survive the collector's young generations and push it into full collections, each of
which walks every object the process holds: on a Pragon game, pauses of 20 to 70 ms inside
a 280 ms search, and over 100 ms once a long session has filled the caches. A time-capped
search loses those iterations, and overruns its cap when a pause lands at the end.

What a search builds holds no reference cycles (``tests/test_ai_collector.py`` checks every
game's search leaves no cyclic garbage behind), so reference counting frees all of it when
the search returns and nothing is lost by pausing the collector meanwhile. Cycles other
threads make in that time (the table's) are collected as soon as it runs again.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_searches = 0           # searches running now, in any thread
_was_enabled = False    # whether the collector ran before the first of them began


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic collector for the block; searches in several threads may overlap,
    and the collector runs again (if it ran before) when the last of them ends."""
    global _searches, _was_enabled
    with _lock:
        if _searches == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _searches += 1
    try:
        yield
    finally:
        with _lock:
            _searches -= 1
            if _searches == 0 and _was_enabled:
                gc.enable()
