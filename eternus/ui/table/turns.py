"""Whose turn it is at a table with several seats, and playing the AI seats' turns.

A multi-seat table calls :meth:`TurnDriver.step` once a frame. The driver

* asks an :class:`~eternus.ui.table.ai_worker.AiWorker` (a thread, so the frame never waits)
  for the move of the AI seat to act, handing it that seat's view only;
* applies the answer through ``session.apply`` once the table is not busy animating, and
  hands the events back for the table to animate;
* throws an answer away if the game moved on while the AI thought (an undo, a restart): an
  answer is only valid for the exact history it was asked about;
* says when a privacy screen is due: the turn went to a human other than the one whose cards
  the table shows (hot-seat play; one human alone never sees one; a phone seat never does,
  its cards are on its phone);
* decides, in one place, whose hidden cards may be face up now (:attr:`TurnDriver.revealed`):
  at a hot-seat table a person's, from their hand-over screen to the end of their move only,
  so the room never reads them while the AI seats or the others play;
* keeps the AI's pace: an AI move is played no sooner than ``pace()`` seconds after the last
  move landed (the player's setting), so a table of AI seats can be followed from the sofa.

It draws nothing and knows no game: everything goes through the engine protocol.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from eternus.engine.ai.base import safe_answer
from eternus.engine.core import Action, Event, IllegalAction
from eternus.ui.table.ai_worker import Answer, AiWorker

if TYPE_CHECKING:
    from eternus.session import GameSession

log = logging.getLogger("eternus.ui")


@dataclass(frozen=True)
class TurnStep:
    """What one frame's :meth:`TurnDriver.step` found.

    ``seat``: whose turn it is now (None once the game is over). ``events``/``mover``: an AI
    move applied this frame and the seat that made it (empty/None if none). ``privacy_for``:
    the human seat the screen must be handed to before anything private is shown.
    ``error``: why an AI seat's own answer could not be used (its move was replaced by the
    first legal one, so the game goes on).
    """

    seat: int | None
    events: tuple[Event, ...] = ()
    mover: int | None = None
    privacy_for: int | None = None
    error: str | None = None


class TurnDriver:
    """Runs the turns of one :class:`~eternus.session.GameSession`; see the module docstring."""

    _viewer: int | None
    revealed: int | None
    """The person whose hidden cards may be drawn face up now, and the only one: every way a
    table draws cards asks this. One person alone at the table: theirs, always. At a hot-seat
    table: the person whose hand-over screen was passed last, until their move ends
    (:meth:`move_ended`); None meanwhile (AI seats playing, a summary, the next hand-over)."""

    def __init__(self, session: GameSession, seed: int | None = None, pace: Callable[[], float] = lambda: 0.0,
                 clock: Callable[[], float] = time.monotonic, hidden_hands: bool = False) -> None:
        self.session = session
        self.pace = pace
        self.clock = clock
        self._settled_at = clock()        # when the last move (and its animation) was done
        self._seen = len(session.record.actions)
        self.seed = session.record.seed if seed is None else seed
        self._workers: dict[str, AiWorker] = {}
        self._asked_for: tuple[Action, ...] | None = None  # the history last asked about
        self._ready: Answer | None = None
        self.hidden_hands = hidden_hands
        """The table hides hands (cards, not dice): a person whose hand went face down while
        others played gets the screen handed over again before it turns face up."""
        humans = self.human_seats
        # Two or more people at one screen: nobody's cards show until the first of them has
        # the screen (a privacy screen first, for a new game and a resumed one alike).
        self.viewer = humans[0] if len(humans) == 1 else None

    @property
    def viewer(self) -> int | None:
        """The human seat last handed the screen: the chair the table is seen from (None:
        nobody's yet, or only AI seats)."""
        return self._viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        """Handing the screen to ``seat`` reveals its cards to it (until its move ends)."""
        self._viewer = seat
        self.revealed = seat

    # ------------------------------------------------------------------ queries
    @property
    def human_seats(self) -> list[int]:
        """The people at this screen: a phone seat is a person, but its cards are on its
        phone, so the TV never shows them and never hands the screen to it."""
        return [i for i, s in enumerate(self.session.record.seats) if s.is_human and not s.phone]

    @property
    def phone_seats(self) -> list[int]:
        """The seats played from a phone: the driver waits for their moves like a person's."""
        return [i for i, s in enumerate(self.session.record.seats) if s.phone]

    def is_phone(self, seat: int | None) -> bool:
        return seat is not None and self.session.record.seats[seat].phone

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen."""
        return len(self.human_seats) >= 2

    @property
    def seat(self) -> int | None:
        """Whose turn it is (None when the game is over)."""
        return None if self.session.is_over else self.session.state.to_act

    def is_ai(self, seat: int | None) -> bool:
        return seat is not None and not self.session.record.seats[seat].is_human

    @property
    def thinking(self) -> bool:
        """An AI seat is to act and its move is not on the table yet (for a "thinking" cue)."""
        return self.is_ai(self.seat)

    # ------------------------------------------------------------------ the frame
    def step(self, busy: bool = False) -> TurnStep:
        """Advance the turn machinery by one frame.

        ``busy``: the table is still animating, so an AI answer and a privacy screen wait
        (thinking goes on meanwhile).
        """
        history = tuple(self.session.record.actions)
        self._collect(history)
        if busy or len(history) != self._seen:
            self._seen = len(history)
            self._settled_at = self.clock()
        self.move_ended()
        seat = self.seat
        if seat is None:
            return TurnStep(None)
        if not self.is_ai(seat):
            if self.hand_over_due() and not busy:  # let the last moves finish playing first
                self.viewer = seat
                return TurnStep(seat, privacy_for=seat)
            return TurnStep(seat)
        if self._ready is not None and not busy and self.clock() - self._settled_at >= self.pace():
            return self._play(seat, self._ready)
        if self._ready is None and self._asked_for != history:
            self._ask(seat, history)
        return TurnStep(seat)

    def hand_over_due(self) -> bool:
        """A person decides now who has not been handed the screen: the one whose chair is
        shown is someone else, or (a table with ``hidden_hands``) their hand went face down
        since their hand-over. One person alone never waits for one."""
        seat = self.seat
        if seat is None or self.is_ai(seat) or self.is_phone(seat) or not self.hot_seat:
            return False
        return seat != (self.revealed if self.hidden_hands else self.viewer)

    def move_ended(self, hand_ended: bool = False) -> None:
        """A move was made (or taken back): at a hot-seat table the revealed person's cards
        go face down unless the decision is still theirs in the same hand. The room watched
        the move land, the AI seats play, the hand end: the next time that person decides,
        the screen is handed over again first (with ``hidden_hands``)."""
        if self.hot_seat and (hand_ended or self.seat != self.revealed):
            self.revealed = None

    def _collect(self, history: tuple[Action, ...]) -> None:
        """Take finished answers off the workers; keep one only while it fits the game."""
        if self._ready is not None and self._ready.tag != history:
            self._ready = None  # an undo or restart while the table was busy
            log.info("dropped a held AI answer (the game moved on)")
        for worker in self._workers.values():
            answer = worker.poll()
            if answer is None:
                continue
            if answer.tag == history and not self.session.is_over:
                self._ready = answer
            else:
                log.info("dropped a stale AI answer (the game moved on while it thought)")
            if answer.tag == self._asked_for:
                self._asked_for = None

    def _ask(self, seat: int, history: tuple[Action, ...]) -> None:
        spec = self.session.record.seats[seat].agent
        worker = self._workers.get(spec)
        if worker is None:
            worker = self._workers[spec] = AiWorker(spec, self.seed + len(self._workers))
        state = self.session.state
        if worker.request(self.session.game, state.view(seat), seat, state.legal_actions(), history):
            self._asked_for = history
        # else: the worker is still on a stale question; ask again once it has answered

    def _play(self, seat: int, answer: Answer) -> TurnStep:
        self._ready = None
        error = answer.error
        events: list[Event] | None = None
        if answer.action is not None:
            try:
                events = self.session.apply(answer.action)
            except IllegalAction as exc:
                error = f"The AI chose a move that is not allowed ({exc})."
        if events is None:  # no agent answered: the game's policy moves rather than stall the table
            log.warning("AI seat %d: %s", seat, error)
            state = self.session.state
            events = self.session.apply(safe_answer(self.session.game, state.view(seat), seat, state.legal_actions()))
        return TurnStep(self.seat, tuple(events), mover=seat, error=error)

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the running AI requests end (tests and shutdown only)."""
        for worker in self._workers.values():
            worker.wait(timeout)
