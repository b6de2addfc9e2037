"""Engine events at the Wheel played as motion: the dice tumble, then pips, crowns and tokens fly.

:class:`WheelPlayer` turns one batch of events into steps on the shared
:class:`~eternus.ui.table.animator.Animator`. Each step changes the table's *shown* copy of
the view at the moment the eye expects it: a pip leaves the stock as its flight starts and
joins the field when it lands. Sweeps (the Eyes, the Towers) send their pips off one right
after another so they gather in a stream. The engine never waits for any of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial

import pygame

from eternus.engine.core import Event
from eternus.engine.four_kings.events import (
    CrownMoved, DiceRolled, FisherChanged, MarkerMoved, PipMoved, StakesPaid, TaverenMoved,
)
from eternus.engine.four_kings.views import FourKingsView
from eternus.ui.games.four_kings.logic import LogLine, apply_event, log_lines, put_to, take_from
from eternus.ui.games.four_kings.dice import THROW_SECONDS, Dice
from eternus.ui.table.animator import Animator, ease_in_out

# Where something sits on the table: (kind, place, key) -> (centre, logical size).
Where = Callable[[str, str, str], tuple[pygame.Vector2, float]]


def unit(x: float) -> float:
    """``x`` held to 0..1: what ``Vector2.lerp`` accepts (it raises ValueError outside)."""
    return min(1.0, max(0.0, x))


def eased(k: float) -> float:
    """The flights' ease-in-out at progress ``k``, never outside 0..1. The smoothstep
    3k² - 2k³ rounds to 1.0000000000000002 for some k a few ulps below 1, and the
    animator's clock, summed frame by frame, lands a flight's progress there (0.99999999999998
    where the flight ends at 3.5 s and the clock reads 3.4999999999999925): the fraction went
    to ``lerp`` and the table stopped while six players' pips were being dealt."""
    return unit(ease_in_out(unit(k)))


@dataclass
class Timing:
    """Seconds at speed 1."""

    throw: float = THROW_SECONDS
    after_throw: float = 0.12
    fly: float = 0.42
    fly_gap: float = 0.22
    sweep_gap: float = 0.07
    token_fly: float = 0.48
    pause: float = 0.25


@dataclass
class Flight:
    """A token on its way: drawn over everything at ``pos`` with ``size`` (logical)."""

    kind: str                 # "pip", "crown", "taveren", "marker", "fisher", "stake"
    key: str                  # the pip colour, crown id, token name, or the stake amount
    pos: pygame.Vector2
    size: float
    dead: bool = False
    lift: float = 0.0


@dataclass
class WheelPlayer:
    """Schedules a batch of events; see the module docstring.

    ``shown()`` returns the table's shown copy (changed in place); ``where`` places things;
    ``log(text)`` prints a line when its event's moment comes (``announce(text)`` says a big
    moment in the middle of the table too); ``sound(name)`` plays one.
    """

    animator: Animator
    dice: Dice
    shown: Callable[[], FourKingsView]
    where: Where
    log: Callable[[str], None] = lambda text: None
    announce: Callable[[str], None] = lambda text: None
    sound: Callable[[str], None] = lambda name: None
    on_idle: Callable[[], None] = lambda: None
    timing: Timing = field(default_factory=Timing)
    flights: list[Flight] = field(default_factory=list)
    in_flight: set[str] = field(default_factory=set)   # tokens drawn by a flight, not in place
    _cursor: float = 0.0
    _last: float = 0.0          # when the last scheduled motion ends

    def play(self, events: Sequence[Event],
             throw: tuple[pygame.Vector2 | None, pygame.Vector2 | None] = (None, None)) -> None:
        """Queue ``events`` (the shown copy is the view from before them); ``throw`` is where
        the dice leave the hand and how hard they were flung (a drag-and-throw)."""
        a = self.animator
        if not a.busy:
            self._cursor = self._last = a.now
        lines: dict[int, list[LogLine]] = {}
        for line in log_lines(self.shown(), events):
            lines.setdefault(line.index, []).append(line)
        previous: Event | None = None
        for i, event in enumerate(events):
            for line in lines.get(i, []):
                a.schedule(self._cursor - a.now, 0.0, on_start=partial(self.log, line.text))
                if line.big:
                    a.schedule(self._cursor - a.now, 0.0, on_start=partial(self.announce, line.text.rstrip(".")))
            self._schedule(event, previous, throw)
            previous = event
        # Idle once the last flight has landed, which may be after the cursor (flights overlap).
        a.schedule(max(self._cursor, self._last) - a.now, 0.0, on_end=self._maybe_idle)

    def _maybe_idle(self) -> None:
        if all(s.ended or s.on_end == self._maybe_idle for s in self.animator.steps):
            self.on_idle()

    # ------------------------------------------------------------------ one event
    def _schedule(self, e: Event, previous: Event | None,
                  throw: tuple[pygame.Vector2 | None, pygame.Vector2 | None]) -> None:
        t, a = self.timing, self.animator
        if isinstance(e, DiceRolled):
            self._throw(e, *throw)
        elif isinstance(e, PipMoved):
            sweep = (isinstance(previous, PipMoved) and previous.dst == e.dst
                     and previous.src.startswith("field:") and e.src.startswith("field:"))
            if sweep:
                self._cursor -= t.fly_gap - t.sweep_gap
            self._pip(e)
        elif isinstance(e, (CrownMoved, TaverenMoved, MarkerMoved, FisherChanged)):
            self._token(e)
        elif isinstance(e, StakesPaid):
            self._stake(e)
        else:
            a.schedule(self._cursor - a.now, 0.0, on_start=lambda: apply_event(self.shown(), e))
            self._cursor += t.pause if e.text else 0.0

    def _throw(self, e: DiceRolled, start: pygame.Vector2 | None, fling: pygame.Vector2 | None) -> None:
        t, a = self.timing, self.animator
        if start is None:
            start, _ = self.where("panel", f"role:{e.role}", "")

        def begin() -> None:
            self.dice.throw((e.d1, e.d2), start, fling)
            self.sound("dice")

        def land() -> None:
            self.dice.at(1.0)
            apply_event(self.shown(), e)
            self.sound("flip")

        a.schedule(self._cursor - a.now, t.throw, on_start=begin, on_update=self.dice.at, on_end=land)
        self._last = max(self._last, self._cursor + t.throw)
        self._cursor += t.throw + t.after_throw

    def _fly(self, flight: Flight, src: tuple[pygame.Vector2, float],
             dst_of: Callable[[], tuple[pygame.Vector2, float]], duration: float,
             begin: Callable[[], None], land: Callable[[], None]) -> None:
        """One flight on an arc from ``src`` to where ``dst_of()`` says when it starts."""
        a = self.animator
        path: dict[str, tuple[pygame.Vector2, float]] = {}

        def start() -> None:
            path["src"], path["dst"] = src, dst_of()
            flight.pos, flight.size = pygame.Vector2(src[0]), src[1]
            begin()
            self.flights.append(flight)

        def tween(k: float) -> None:
            (p0, s0), (p1, s1) = path["src"], path["dst"]
            k = unit(k)
            e = eased(k)
            flight.pos = p0.lerp(p1, e) + (0, -60 * 4 * k * (1 - k) * min(1.0, p0.distance_to(p1) / 400))
            flight.size = s0 + (s1 - s0) * e
            flight.lift = 4 * k * (1 - k)

        def end() -> None:
            if flight in self.flights:
                self.flights.remove(flight)
            land()

        a.schedule(self._cursor - a.now, duration, on_start=start, on_update=tween, on_end=end)
        self._last = max(self._last, self._cursor + duration)

    def _pip(self, e: PipMoved) -> None:
        t = self.timing
        src = self.where("pip", e.src, e.colour)
        shown = self.shown

        def begin() -> None:
            take_from(shown(), e.src, e.colour)
            self.sound("deal" if e.dst.startswith("role:") else "discard")

        self._fly(Flight("pip", e.colour, pygame.Vector2(), 0), src, lambda: self.where("pip", e.dst, e.colour),
                  t.fly, begin, lambda: put_to(shown(), e.dst, e.colour))
        self._cursor += t.fly_gap

    def _token(self, e: Event) -> None:
        """A crown, ta'veren, the marker or the Fisher's dagger moving between places."""
        t = self.timing
        if isinstance(e, CrownMoved):
            kind, key, src, dst = "crown", e.crown, e.src, e.dst
        elif isinstance(e, TaverenMoved):
            kind, key, src, dst = "taveren", e.token, e.src, e.dst
        elif isinstance(e, MarkerMoved):
            kind, key, src, dst = "marker", "marker", e.src, e.dst
        else:
            assert isinstance(e, FisherChanged)
            kind, key = "fisher", "fisher"
            src = f"role:{e.previous}" if e.previous else "home"
            dst = f"role:{e.role}" if e.role else "home"
        tag = f"{kind}:{key}"
        start = self.where(kind, src, key)
        dead = kind == "crown" and self.shown()["crowns"][key]["dead"]

        def begin() -> None:
            self.in_flight.add(tag)
            apply_event(self.shown(), e)
            self.sound("flip" if kind == "crown" else "deal")

        self._fly(Flight(kind, key, pygame.Vector2(), 0, dead), start, lambda: self.where(kind, dst, key),
                  t.token_fly, begin, lambda: self.in_flight.discard(tag))
        self._cursor += t.token_fly * 0.8

    def _stake(self, e: StakesPaid) -> None:
        t = self.timing
        start = self.where("stake", e.src, str(e.amount))
        self._fly(Flight("stake", str(e.amount), pygame.Vector2(), 0), start,
                  lambda: self.where("stake", e.dst, str(e.amount)), t.token_fly,
                  lambda: self.sound("deal"), lambda: apply_event(self.shown(), e))
        self._cursor += t.token_fly * 0.7
