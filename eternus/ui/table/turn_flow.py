"""The turns at a multi-seat table: the AI seats' moves (decided off the frame, paced by the
driver) played and shown, the hand-over when the decision passes to another person at the
screen, and a person's hidden cards turned down as their move is made."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from eternus.engine.core import Event
from eternus.ui import theme
from eternus.ui.table.display import Shown
from eternus.ui.table.host import TableHost
from eternus.ui.table.notices import NOTICE_SECONDS, Notice
from eternus.ui.table.turns import TurnStep


class TurnFlow:
    """The table's part that runs the seats' turns (a solitaire never calls it); an AI
    seat's failure is said in the ``notice``."""

    notice: Notice | None

    def room_piles(self) -> Mapping[str, Sequence[Shown]] | None:
        """The cards on the table now as the whole room may see them (the bottom hand face
        down): what the table lies as once a hot-seat person's move is made. None at a table
        without hidden hands."""
        return None

    def end_of_move(self: TableHost, events: list[Event], room: Mapping[str, Sequence[Shown]]) -> None:
        """A person's move was just made. Unless the decision stays theirs in the same hand,
        their hidden cards turn face down at once, before the move animates (:attr:`TurnDriver.revealed
        <eternus.ui.table.turns.TurnDriver.revealed>` says whose may be up): the room watches
        the move land, the AI seats play, the showdown, and reads none of them."""
        driver = self.turns
        shown = driver.revealed is not None
        driver.move_ended(hand_ended=self.next_deal_at(events) is not None)
        if shown and driver.revealed is None:
            self.cards.set_piles(room)

    def take_turns(self: TableHost) -> None:
        """A frame of a multi-seat table's turns: the AI seats' moves (decided off the frame,
        paced by the driver) are played and animated, and the hand-over screen comes up when
        the decision passes to another person. Tables that add moments of their own (King's
        Court's On Guard window, Four Kings' dice) run their own version."""
        if self.session.is_over:
            if not self.busy:
                self.show_results_once()
            return
        if self.show_summary():
            return
        self.follow(self.turns.step(self.busy))

    def follow(self: TableHost, step: TurnStep) -> bool:
        """Show what a turn step did (the AI's move animated, its error said) and, when the
        decision passes to another person at this screen, put up the hand-over screen after
        forgetting the half-made move of the last one. True if the hand-over came up."""
        if step.events:
            self.show_move(list(step.events))
            if step.error:
                self.notice = Notice(step.error, theme.ERROR, NOTICE_SECONDS)
        elif step.mover is not None:
            # A move that changed nothing the table shows (King's Court's "Allow" without a
            # Defender) is a move all the same: saved now, or a crash here resumed before it.
            self._autosave()
        if step.privacy_for is None or len(self.turns.human_seats) < 2:
            return False
        self.hand_over(self.session.record.seats[step.privacy_for].name)
        return True

    def hand_over(self: TableHost, seat_name: str) -> None:
        """Hook: the decision passes to another person at this screen: by default the opaque
        hand-over screen, after forgetting the half-made move of the last one (Four Kings,
        where nothing is hidden, says whose roll it is over the board instead)."""
        self.forget_input()
        self.services.navigator.open_hand_over(seat_name)
        self.sync()

    def hand_over_due(self: TableHost) -> bool:
        """The decision is another person's than the one handed the screen last (hot-seat):
        the hand-over screen comes as soon as the table is still. It is put up in a frame, and a
        frame of the quiet idle is not drawn: the last person's cards stayed on screen until
        the mouse moved."""
        return self.turns.hand_over_due()
