"""Hands and their summaries: a move that ends a hand deals the next one at once (the engines
go straight on); the table holds that deal back, puts the finished hand's sheet up once its
cards and chips have landed, and plays the deal once the sheet has been read."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from eternus.engine.core import Event, GameOver
from eternus.engine.standings import Standings
from eternus.ui.table.host import TableHost

if TYPE_CHECKING:
    from eternus.ui.scenes.standings_sheet import CardFace

AI_ONLY_SUMMARY = 4.0      # seconds a hand's summary stays up when nobody human is at the table


def deal_after(events: Sequence[Event], hand_end: type[Event], *closing: type[Event]) -> int | None:
    """Where the next hand starts in a move's events: after the ``hand_end`` event and the
    ``closing`` ones right behind it (a seat out of chips). None when the move did not end a
    hand or ended the game with it. A hand that ends into a decision before the next deal (a
    wing card to choose) starts the next hand at the end of the events: nothing is dealt, but
    the table is between hands all the same."""
    end = next((i for i, e in enumerate(events) if isinstance(e, hand_end)), None)
    if end is None or any(isinstance(e, GameOver) for e in events):
        return None
    return next((i for i in range(end + 1, len(events)) if not isinstance(events[i], closing)), len(events))


class HandSummaries:
    """The table's part that holds a finished hand's sheet (``summary``) and the next hand's
    deal under it (``next_deal``)."""

    summary: tuple[str, Standings, str] | None = None   # a finished hand: title, sheet, what comes next
    # The next hand's events, held back until that sheet is read; None when no hand waits (an
    # empty tuple is a hand that begins with a decision, not a deal: still between hands).
    next_deal: tuple[Event, ...] | None = None

    def queue_summary(self: TableHost, title: str, sheet: Standings, go_on: str = "Next hand") -> None:
        """A hand is over: its sheet (the engine's) goes up once its cards and chips have
        landed, and the next hand (or, after a match's last hand, the results: ``go_on``
        says which) waits under it (:meth:`show_summary`)."""
        self.summary = (title, sheet, go_on)

    def drop_summary(self: TableHost) -> None:
        """The position shown changed under a waiting summary (an undo, a restart): neither
        the sheet nor the deal held back under it belongs to the table any more."""
        self.summary, self.next_deal = None, None

    def show_move(self: TableHost, events: list[Event]) -> None:
        """Animate a move's events. A move that ends a hand also deals the next one (the
        engines go straight on); that deal is held back until the finished hand's summary
        has been read, so the table under the summary still shows the hand it sums up."""
        at = self.next_deal_at(events)
        if at is None:
            self.played(events)
            return
        self.next_deal = tuple(events[at:])   # first: the table must not catch up past the hand's end
        self.played(events[:at])

    def next_deal_at(self, events: list[Event]) -> int | None:
        """Hook: where the next hand's deal starts among a move's events; None when the move
        does not end a hand and deal another (the tables with hand summaries say where)."""
        return None

    def people_only_watch(self) -> bool:
        """Hook: every person at the table was out of the match before the hand just summed up
        (Dragon Kings' busted seats): they only watch the AI players finish it, so its
        summaries go on by themselves, as at a table of AI players, instead of asking a key of
        them after every hand."""
        return False

    def summary_card_face(self) -> CardFace | None:
        """Hook: the card art a hand's summary draws the cards it lays open with (None: it
        lays none open; King's Court shows what each hand was counted from)."""
        return None

    def show_summary(self: TableHost) -> bool:
        """Put up the waiting hand summary once nothing moves: it waits for a person (at a
        table of AI players only it goes on by itself). Once it has been read, the next
        deal held back under it is played. True while either waits."""
        if self.summary is None:
            return self.deal_next_hand()
        if self.animator.busy or self.holding():
            return True
        (title, sheet, go_on), self.summary = self.summary, None
        self.forget_input()
        people = set(self.turns.human_seats)
        watched = not people or self.people_only_watch()
        self.services.navigator.open_summary(title, sheet, people, go_on, AI_ONLY_SUMMARY if watched else None,
                                             self.summary_card_face())
        return True

    @property
    def between_hands(self) -> bool:
        """A hand has ended and the next one's deal is held back (under its summary): the
        engine is already in the next hand, so what a table draws from the engine's view
        (whose turn, the seats' counts) waits with the deal."""
        return self.next_deal is not None

    def deal_next_hand(self: TableHost) -> bool:
        """Play the next hand's deal, held back under the summary just read; False if none."""
        if self.next_deal is None:
            return False
        deal, self.next_deal = list(self.next_deal), None
        if deal:
            self.played(deal)
        else:
            self.sync()                 # a decision comes first: the table shows it as it stands
        return True
