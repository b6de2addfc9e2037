"""Moves taken back and played again, and the restart of a match.

Undo and restart were word for word the same at every table; what differs is only what a
table keeps beside the engine (a tray, the shown dice, the stack counter), which it brings
up to date in its ``after_undo`` hook. With several people at one screen each may take back
only their own move.
"""

from __future__ import annotations

from eternus.ui import theme
from eternus.ui.table.host import TableHost


class TakingBack:
    """The table's part for undo, redo and restart."""

    def undo(self: TableHost) -> None:
        """Take the last move back: animations end, a half-made move is dropped, the
        session undoes (a person's move and the AI moves after it), the table catches up."""
        self.animator.finish()
        self.cancel_input()
        asker = self.undo_asker()
        if not self.session.undo(asker):
            last = self.session.last_person()
            if asker is None or last is None or not self.session.can_undo():
                self.refuse("There is nothing to undo.")
            else:
                name = self.session.record.seats[last].name
                self.refuse(f"{name} moved last: only {name} can take that move back.")
            return
        TakingBack._caught_up(self, "Move taken back.")

    def redo(self: TableHost) -> None:
        """Play again what the last undo took back (the person who undid it only)."""
        self.animator.finish()
        self.cancel_input()
        if self.session.redo(self.undo_asker()) is None:
            self.refuse("There is nothing to redo.")
            return
        TakingBack._caught_up(self, "Move played again.")

    @staticmethod
    def _caught_up(table: TableHost, said: str) -> None:
        """After an undo or a redo: no summary waits, the table shows the position, the log
        says so, and the match is saved as it now stands."""
        table.drop_summary()
        table.after_undo()
        table.say(said, theme.MUTED)
        table.sound("click")
        table._autosave()

    def undo_possible(self: TableHost) -> bool:
        """Whether U would take a move back for the person it is shown to (the Undo button is
        lit only then: in hot-seat it was lit for the next player, then refused)."""
        return self.session.can_undo(self.undo_asker())

    def undo_asker(self: TableHost) -> int | None:
        """Whose undo this is: with two or more people at one screen, the person it is shown
        to (they may take back only their own move); None when one person plays."""
        driver = self.driver
        if driver is None or len(driver.human_seats) < 2:
            return None
        viewer = driver.viewer
        return viewer if isinstance(viewer, int) else -1

    def after_undo(self) -> None:
        """Hook: bring what the table keeps beside the engine up to the position undone to."""

    def restart(self: TableHost) -> None:
        """The same match from its first deal (same seed and seats), asked first while there
        is a game in progress to lose (``restart_confirm``)."""
        if self.session.record.actions and not self.session.is_over:
            self.cancel_input()
            self.services.navigator.confirm_restart(self.restart_now)
            return
        self.restart_now()

    def restart_now(self: TableHost) -> None:
        """Restart without asking (the question was answered, or there was nothing to lose)."""
        self.session.restart()
        self.drop_summary()
        self.start(self.session)
        self._autosave()
