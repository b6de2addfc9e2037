"""What the log shows a player: every message is a line a person can read."""

from __future__ import annotations

from collections.abc import Iterable

from eternus.engine.core import Event, Message


def unreadable(events: Iterable[Event]) -> list[Event]:
    """The messages among ``events`` that are no readable line (no text, or not starting
    with a capital letter or a number, as every line of the log does)."""
    return [e for e in events if isinstance(e, Message)
            and not (isinstance(e.text, str) and (e.text[:1].isupper() or e.text[:1].isdigit()))]
