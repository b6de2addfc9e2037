"""The table's log: the lines every table writes (its engine messages) and a resumed match's
log rebuilt from its record, as it was seen at the table."""

from __future__ import annotations

import logging
from collections import deque

from eternus.engine.core import CardMoved, Event
from eternus.grammar import you_agree
from eternus.ui import theme
from eternus.ui.table.host import Colour, TableHost

log = logging.getLogger("eternus.ui")


class TableLog:
    """The table's part that keeps its log (``log_lines``, the last ``log_length`` lines)."""

    log_lines: deque[tuple[str, Colour]]
    RESTORED_EVENTS = 600      # a resumed match's log is rebuilt from this many last events
    LOGS_THE_DEAL = False      # the first deal's events say something (King's Court's laid cards)

    def say(self: TableHost, text: str, colour: Colour = theme.CREAM) -> None:
        """A log line (every table's engine messages come through here): "You plays" is
        made "You play" once, for all tables (:mod:`eternus.grammar`)."""
        self.log_lines.append((you_agree(text), colour))

    def restore_log(self: TableHost) -> None:
        """A resumed match's log as it was: the record replayed and the lines of its last
        events said again (dimmed), seen as at the table (hidden cards stay hidden)."""
        try:
            _, events = self.session.record.replay()
        except Exception:  # the session replayed it already; a log is never worth a crash
            log.exception("the log could not be restored")
            return
        if self.LOGS_THE_DEAL:
            events = self.first_deal_events() + events
        for text in self.log_of([e.for_seat(None) for e in events[-self.RESTORED_EVENTS:]]):
            self.say(text, theme.MUTED)

    def first_deal_events(self: TableHost) -> list[Event]:
        """The events of setting up the match, before its first recorded action: the record
        replays from the dealt position, so a table that logs the deal asks for them here."""
        return self.session.record.deal()[1]

    def log_of(self: TableHost, events: list[Event]) -> list[str]:
        """The log lines of ``events`` (cards moving are shown, not written); tables that name
        seats or group events their own way say it their way."""
        return [e.text for e in events if e.text and not isinstance(e, CardMoved)]
