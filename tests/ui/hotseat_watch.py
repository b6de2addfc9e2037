"""Watching a hot-seat table frame by frame for hidden cards drawn face up.

Two or more people share one screen with AI seats between them. The rule of such a table:
a person's hidden cards are face up only between their own hand-over screen and the end of
their own move, and a card the engine has not shown the room is never drawn face up (not at
a showdown, not under a hand's summary).

Nothing here asks the table what it believes. What the screen shows is read from the card
art: every card face drawn in a frame goes through the art's ``face`` (the table's fans and
piles, the flying sprites, a summary's laid-open cards), which is wrapped to write it down.
What the room may see is worked out from the public event stream, as
:mod:`tests.privacy_oracle` does for the views: a card named by ``event.for_seat(None)`` is
public from then on, a card named only to some seat is hidden again (dealt face down, passed
hand to hand). Who may see their own cards is followed from the scenes a person passes: the
hand-over screen of a person opens their window; any move but theirs, a move that leaves the
decision with someone else, and the end of a hand close it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from eternus.engine.core import Action, Event, GameOver
from eternus.session import GameSession
from eternus.ui.app import App
from eternus.ui.games.draker.cards import DrakerArt
from eternus.ui.games.kings_court.cards import KingsCourtArt
from eternus.ui.table.card_art import CardArt
from tests.privacy_oracle import card_universe, hidden, strings_in
from tests.ui.helpers import DT, open_table


@dataclass
class RoomOracle:
    """What the room has been shown and what each seat knows, from the event streams only."""

    universe: frozenset[str]
    seats: int
    public: set[str] = field(default_factory=set)
    # Shown to the room, then hidden again by the events being animated (a shown hand
    # gathered and dealt again): the room may still see it turn or fly until the table is
    # still again, the animation lagging the engine.
    fading: set[str] = field(default_factory=set)
    known: list[set[str]] = field(init=False)

    def __post_init__(self) -> None:
        self.known = [set() for _ in range(self.seats)]

    def watch(self, events: list[Event]) -> None:
        """Each event in turn: named in public, the card is public; named to a seat but not
        in public, it is hidden from the room again (and known to the seats it was named to)."""
        for event in events:
            shown = strings_in(event.for_seat(None).to_json()) & self.universe
            private: set[str] = set()
            for seat in range(self.seats):
                named = strings_in(event.for_seat(seat).to_json()) & self.universe
                self.known[seat] |= named
                private |= named
            self.public |= shown
            self.fading |= self.public & (private - shown)
            self.public -= private - shown


@dataclass
class Watch:
    """A hot-seat table being stepped: the oracle, whose window is open, what was caught."""

    session: GameSession
    oracle: RoomOracle
    hand_end: tuple[type[Event], ...]
    names: list[str]
    window: int | None = None            # the person whose hand-over was passed, move not over
    dealt_on: list[Event] = field(default_factory=list)   # the next hand's deal, held under the summary
    faces: set[str] = field(default_factory=set)
    caught: list[str] = field(default_factory=list)
    frame_no: int = 0
    last_mover: int | None = None
    last_handed: int | None = None       # whose hand-over was passed last (their window may be shut)
    hand_overs: int = 0
    ai_moves: int = 0
    summaries: int = 0

    def moved(self, mover: int, events: list[Event]) -> None:
        """A move was applied (by a person or an AI seat): the room sees its public events,
        up to the end of a hand; the next hand's deal only once that hand's summary is read
        (the tables hold it back, and its cards may be the last hand's shown ones)."""
        self.deal_on()
        end = next((i for i, e in enumerate(events) if isinstance(e, self.hand_end)), None)
        now = events if end is None or self.session.is_over else events[:end + 1]
        self.oracle.watch(now)
        self.dealt_on = events[len(now):]
        state = self.session.state
        if (mover != self.window or self.session.is_over or state.to_act != mover
                or any(isinstance(e, (*self.hand_end, GameOver)) for e in events)):
            self.window = None
        if not self.session.record.seats[mover].is_human:
            self.ai_moves += 1
        self.last_mover = mover

    def deal_on(self) -> None:
        """The deal held under a summary is played now."""
        self.oracle.watch(self.dealt_on)
        self.dealt_on = []

    def allowed(self) -> set[str]:
        """The faces the screen may show now: the public cards, and the cards of the person
        whose window is open (those they were dealt, and those the rules show them)."""
        allowed = self.oracle.public | self.oracle.fading
        if self.window is not None:
            allowed |= self.oracle.known[self.window]
            rule = hidden(self.session.game.id).shown_by_rule
            if rule is not None:
                allowed |= rule(self.session.state, self.window)
        return allowed

    def check_frame(self, where: str) -> None:
        wrong = self.faces - self.allowed()
        if wrong:
            self.caught.append(f"frame {self.frame_no} ({where}, move {len(self.session.record.actions)}): "
                               f"{self.whose(wrong)} face up; {self.moment()}")
        self.faces = set()

    def whose(self, cards: set[str]) -> str:
        """The cards by who was dealt them ("Ann's 5d Ad")."""
        owners = {card: [self.names[s] for s, known in enumerate(self.oracle.known) if card in known]
                  for card in cards}
        return ", ".join(f"{'/'.join(owners[c]) or 'nobody'}'s {c}" for c in sorted(cards))

    def moment(self) -> str:
        """When the frame came: who moved last, whose window is open, who is to act."""
        def name(seat: int | None) -> str:
            return "nobody" if seat is None else self.names[seat]

        mover = name(self.last_mover)
        if self.last_mover is not None and not self.session.record.seats[self.last_mover].is_human:
            mover += " (AI)"
        to_act = None if self.session.is_over else self.session.state.to_act
        return (f"last move {mover}, window {name(self.window)}, last hand-over {name(self.last_handed)}, "
                f"to act {name(to_act)}")


@contextmanager
def faces_recorded(monkeypatch: pytest.MonkeyPatch, into: Callable[[], set[str]]) -> Iterator[None]:
    """Every card face the art draws from now on is added to ``into()`` (a set per frame)."""
    for art in (CardArt, KingsCourtArt, DrakerArt):
        real = art.__dict__["face"]

        def recording(self: CardArt, card: str, width: int, real: Any = real) -> pygame.Surface:
            into().add(card)
            return real(self, card, width)  # type: ignore[no-any-return]

        monkeypatch.setattr(art, "face", recording)
    yield


def watch_hot_seat(app: App, monkeypatch: pytest.MonkeyPatch, session: GameSession,
                   choose: Callable[[random.Random, list[Action]], Action], hand_end: tuple[type[Event], ...],
                   *, hands: int = 0, ai_moves: int = 0, frame_limit: int = 20_000,
                   speed: float = 2.0, seed: int = 1,
                   skip_until: Callable[[GameSession], bool] = lambda session: True,
                   on_frame: Callable[[Watch, Any], None] = lambda watch, table: None) -> Watch:
    """Step ``session``'s table frame by frame (animations at ``speed``), the people at it
    moving by ``choose``, through hand-overs, AI moves and summaries, until ``hands`` summaries
    and ``ai_moves`` AI moves were seen (or the match ended). Every frame's faces are checked.
    The match is first played on without a table (random moves, watched all the same) until
    ``skip_until`` holds: a long hand's end is then reached in a few seconds. ``on_frame(watch,
    table)`` runs after each frame is drawn (to save a picture of a moment)."""
    from eternus.ui.scenes.privacy import PrivacyScene
    from eternus.ui.scenes.results import SETTLE_SECONDS, ResultsScene
    from eternus.ui.scenes.summary import SummaryScene

    record = session.record
    oracle = RoomOracle(card_universe(session.game.id), len(record.seats))
    state, dealt = session.game.deal(record.seats, record.options, record.seed)
    oracle.watch(dealt)
    for action in record.actions:          # a session played on before it came here
        oracle.watch(state.apply(action))
    watch = Watch(session, oracle, hand_end, [seat.name for seat in record.seats])
    real_apply = session.apply

    def applying(action: Action) -> list[Event]:
        mover = session.state.to_act
        assert mover is not None, "a move after the end of the match"
        events = real_apply(action)
        watch.moved(mover, events)
        return events

    monkeypatch.setattr(session, "apply", applying)
    rng = random.Random(seed)
    while not skip_until(session) and not session.is_over:
        session.apply(rng.choice(session.state.legal_actions()))
    watch.window = None
    with faces_recorded(monkeypatch, lambda: watch.faces):
        table: Any = open_table(app, session, speed=speed, settle=0)
        stack = app.services.stack
        summary_seen: object = None
        for watch.frame_no in range(frame_limit):
            top = stack.top
            if isinstance(top, ResultsScene):
                break
            if isinstance(top, PrivacyScene):
                watch.window = watch.last_handed = watch.names.index(top.seat_name)
                watch.hand_overs += 1
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ",
                                                     scancode=0))
            elif isinstance(top, SummaryScene):
                if summary_seen is not top:
                    summary_seen, watch.window = top, None
                    watch.summaries += 1
                if top.age >= SETTLE_SECONDS:
                    if watch.summaries >= hands and watch.ai_moves >= ai_moves:
                        break
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                         scancode=0))
                    watch.deal_on()
            at_table = top is table
            if at_table and not table.busy:
                if watch.summaries >= hands and watch.ai_moves >= ai_moves:
                    break
                watch.oracle.fading.clear()
                if person_decides(table):
                    table.apply(choose(rng, session.state.legal_actions()))
            table.driver.wait(5)
            app.frame(DT)
            watch.check_frame(type(stack.top).__name__)
            on_frame(watch, table)
    return watch


def person_decides(table: Any) -> bool:
    """A person at the screen may move now (their turn, or King's Court's On Guard race)."""
    if table.my_decision():
        return True
    window = getattr(table, "human_window", None)
    return bool(window is not None and window())
