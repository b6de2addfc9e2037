"""The table's saving: the game in progress after every move, a finished one recorded once;
a disk that cannot be written costs a notice, never the game."""

from __future__ import annotations

import logging

from eternus.outcome import record_finished
from eternus.session import save_session
from eternus.ui import theme
from eternus.ui.table.host import TableHost
from eternus.ui.table.notices import NOTICE_SECONDS, Notice

log = logging.getLogger("eternus.ui")


class Autosave:
    """The table's part that saves it (a save that fails is said in the ``notice``)."""

    notice: Notice | None

    def save_now(self: TableHost) -> None:
        """The game in progress is saved; a finished one is recorded (once) and its save
        cleared, at the move that ends it, before any animation or key can intervene."""
        if self.session.is_over:
            outcome = record_finished(self.services.storage, self.session)
            if outcome.notes:
                self.notice = Notice(" ".join(outcome.notes), theme.ERROR, NOTICE_SECONDS)
        else:
            save_session(self.services.storage, self.session)

    def _autosave(self: TableHost) -> None:
        try:
            self.save_now()
        except Exception as exc:  # a full disk must not end the game in progress
            log.exception("autosave failed")
            self.notice = Notice(f"Could not save the game: {exc}", theme.ERROR, NOTICE_SECONDS)
