"""Eased tweens on a timeline, and the player that turns engine events into them.

The engine never waits for the screen: ``session.apply()`` returns its events at once and
the table hands them to :class:`EventPlayer`, which schedules a flight, a flip or a log
line for each one on the :class:`Animator`'s clock. The speed multiplier stretches that
clock (``settings.animation_speed``; 0 plays everything instantly). ``finish()`` jumps
to the end whenever the player acts before an animation is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import ClassVar, cast
from collections.abc import Callable, Iterable, Mapping

import pygame
from eternus.ui.canvas import Target

from eternus.engine.core import CardFlipped, CardMoved, Event, Shuffled
from eternus.ui.table.display import Shown, Slot, TableDisplay
from eternus.ui.table.card_art import CardArt
from eternus.ui.table.sprites import CardSprite


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Smoothstep, held to 0..1: 3t² - 2t³ rounds to 1.0000000000000002 a few ulps below
    t = 1, and ``Vector2.lerp`` refuses a fraction past 1 (Four Kings' table stopped)."""
    return min(1.0, max(0.0, 3 * t * t - 2 * t * t * t))


@dataclass
class Step:
    """Something that happens over ``[start, start + duration]`` on the animator's clock."""

    start: float
    duration: float
    on_start: Callable[[], None] | None = None
    on_update: Callable[[float], None] | None = None
    on_end: Callable[[], None] | None = None
    started: bool = False
    ended: bool = False

    @property
    def end(self) -> float:
        return self.start + self.duration


class Animator:
    """A clock and the steps scheduled on it. Steps fire in time order, never skipped."""

    def __init__(self, speed: Callable[[], float] = lambda: 1.0) -> None:
        self.speed = speed
        self.now = 0.0
        self.steps: list[Step] = []
        self.sprites: list[CardSprite] = []

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def schedule(self, delay: float, duration: float, *, on_start: Callable[[], None] | None = None,
                 on_update: Callable[[float], None] | None = None,
                 on_end: Callable[[], None] | None = None) -> Step:
        """A step ``delay`` seconds from now; ``on_update`` gets the progress 0..1."""
        step = Step(self.now + delay, max(0.0, duration), on_start, on_update, on_end)
        self.steps.append(step)
        if self.speed() <= 0:
            self.finish()
        return step

    def update(self, dt: float) -> None:
        speed = self.speed()
        if speed <= 0:
            self.finish()
            return
        self.now += dt * speed
        # Fire starts and ends in time order (a start before an end at the same moment).
        marks = [(s.start, 0, i) for i, s in enumerate(self.steps) if not s.started and s.start <= self.now]
        marks += [(s.end, 1, i) for i, s in enumerate(self.steps) if not s.ended and s.end <= self.now]
        for _, kind, i in sorted(marks):
            step = self.steps[i]
            if kind == 0:
                self._start(step)
            else:
                self._end(step)
        for step in self.steps:
            if step.started and not step.ended and step.on_update and step.duration > 0:
                step.on_update(min(1.0, (self.now - step.start) / step.duration))
        self.steps = [s for s in self.steps if not s.ended]
        if not self.steps:
            self.now = 0.0

    def finish(self) -> None:
        """Play every remaining step to its end now, in the order they were due."""
        while self.steps:
            pending, self.steps = sorted(self.steps, key=lambda s: s.start), []
            for step in pending:
                self._start(step)
                self._end(step)
        self.now = 0.0

    def _start(self, step: Step) -> None:
        if not step.started:
            step.started = True
            if step.on_start:
                step.on_start()

    def _end(self, step: Step) -> None:
        self._start(step)
        if not step.ended:
            step.ended = True
            if step.on_update:
                step.on_update(1.0)
            if step.on_end:
                step.on_end()

    def draw(self, surface: Target, art: CardArt) -> None:
        for sprite in self.sprites:
            sprite.draw(surface, art)


@dataclass(frozen=True)
class Together(Event):
    """Card moves that fly at the same time instead of one after another (two hands
    crossing in a swap). A table builds it from engine events; each card leaves its zone
    when its own flight starts, so cards may go both ways between two zones."""

    kind: ClassVar[str] = "together"
    moves: tuple[CardMoved, ...]

    @property
    def text(self) -> str:
        return f"{len(self.moves)} cards move together"

    def for_seat(self, seat: int | None) -> Together:
        return Together(tuple(cast(CardMoved, m.for_seat(seat)) for m in self.moves))


@dataclass(frozen=True)
class Pause(Event):
    """A table's own beat in the animation: nothing moves for ``seconds`` (at speed 1) once
    everything before it has landed, so a moment (a showdown's hands) can be looked at
    before play goes on."""

    kind: ClassVar[str] = "pause"
    seconds: float

    @property
    def text(self) -> str:
        return ""


@dataclass(frozen=True)
class _Leg:
    """Where a flying card left from and where it lands, and whether it turns over on the way."""

    src: Slot
    dst: Slot
    turn: bool


@dataclass
class Timing:
    """Seconds at speed 1. Deals overlap (a card leaves every ``deal_gap``)."""

    move: float = 0.36
    deal_gap: float = 0.075
    move_gap: float = 0.16
    flip: float = 0.3
    shuffle: float = 0.35


@dataclass
class EventPlayer:
    """Schedules engine events as animations on a :class:`TableDisplay`.

    ``sound(event)`` is called as each card starts moving or flipping (and on a shuffle); ``log(text)`` when a
    message's moment comes; ``on_idle()`` once everything queued has landed (the table
    syncs its display with the engine then).
    """

    display: TableDisplay
    animator: Animator
    sound: Callable[[Event], None] = lambda event: None
    log: Callable[[Event], None] = lambda event: None
    on_idle: Callable[[], None] = lambda: None
    timing: Timing = field(default_factory=Timing)
    _cursor: float = 0.0
    _ready: dict[str, float] = field(default_factory=dict)
    _incoming: dict[str, int] = field(default_factory=dict)

    def play(self, events: Iterable[Event], origins: Mapping[str, Slot] | None = None,
             seat: int | None = 0) -> None:
        """Queue ``events`` as ``seat`` may see them; ``origins`` says where cards start that
        are not in their zone on screen (cards in the hand-building tray)."""
        origins = dict(origins or {})
        a = self.animator
        if not a.busy:
            self._cursor, self._ready, self._incoming = a.now, {}, {}
        for event in (e.for_seat(seat) for e in events):
            if isinstance(event, CardMoved) and event.src in self.display.piles and event.dst in self.display.piles:
                self._move(event, origins.pop(event.card, None) if event.card else None)
            elif isinstance(event, Together):
                self._together(event)
            elif isinstance(event, CardFlipped) and event.zone in self.display.piles:
                self._flip(event)
            elif isinstance(event, Pause):
                self._cursor = max([self._cursor, *self._ready.values()]) + event.seconds
            elif isinstance(event, Shuffled):
                start = max(self._cursor, self._ready.get(event.zone, 0.0))
                a.schedule(start - a.now, 0.0, on_start=partial(self.sound, event))
                self._cursor = start + self.timing.shuffle
            else:  # messages, game over, and anything this table has no zone for
                a.schedule(self._cursor - a.now, 0.0, on_start=partial(self.log, event))
        end = max([self._cursor, *self._ready.values()])
        a.schedule(end - a.now, 0.0, on_end=self._maybe_idle)

    def _maybe_idle(self) -> None:
        if all(s.ended or s.on_end == self._maybe_idle for s in self.animator.steps):
            self.on_idle()

    # ------------------------------------------------------------------ moves
    def _together(self, group: Together) -> None:
        """Every move of ``group`` in the air at once: the zones' cards leave in turn (one from
        each source, round-robin) a few hundredths of a second apart, all before the first
        lands, so a card arriving is never taken for one leaving."""
        piles = self.display.piles
        moves = [m for m in group.moves if m.src in piles and m.dst in piles]
        if not moves:
            return
        by_src: dict[str, list[CardMoved]] = {}
        for m in moves:
            by_src.setdefault(m.src, []).append(m)
        queues = list(by_src.values())
        order = [q[i] for i in range(max(len(q) for q in queues)) for q in queues if i < len(q)]
        t = self.timing
        start = max([self._cursor, *(self._ready.get(m.src, 0.0) for m in order)])
        gap = min(t.deal_gap, t.move * 0.6 / len(order))
        for i, m in enumerate(order):
            self._move(m, None, at=start + i * gap)
        self._cursor = start + len(order) * gap + t.move_gap

    def _move(self, ev: CardMoved, origin: Slot | None, at: float | None = None) -> None:
        a, d, t = self.animator, self.display, self.timing
        start = max(self._cursor, self._ready.get(ev.src, 0.0)) if at is None else at
        dst = ev.dst
        sprite = CardSprite(ev.card, False, pygame.Vector2(), 1, visible=False)
        legs: list[_Leg] = []  # known when the flight begins (the card may have moved since)

        def begin() -> None:
            # A known card is taken from wherever the table shows it (e.g. the tray).
            src = ev.src
            if ev.card and not any(s.card == ev.card for s in d.piles[src]):
                src = d.find(ev.card) or src
            src_slot = origin or (d.slot_of(ev.card) if ev.card else None) or d.top_slot(src)
            was = d.take(src, ev.card)
            dst_slot = d.next_slot(dst, self._incoming.get(dst, 0))
            self._incoming[dst] = self._incoming.get(dst, 0) + 1
            sprite.card = ev.card or was.card
            sprite.face_up = bool(was.face_up and sprite.card)
            sprite.pos = pygame.Vector2(src_slot.center)
            sprite.base_width = dst_slot.width
            sprite.width = src_slot.width
            sprite.angle = src_slot.angle
            sprite.lift = 1.0
            sprite.visible = True
            legs.append(_Leg(src_slot, dst_slot, sprite.face_up != ev.face_up))
            a.sprites.append(sprite)
            self.sound(ev)

        def tween(k: float) -> None:
            src_slot, dst_slot = legs[0].src, legs[0].dst
            e = ease_out_cubic(k)
            sprite.pos = src_slot.center.lerp(dst_slot.center, e)
            sprite.width = src_slot.width + (dst_slot.width - src_slot.width) * e
            sprite.angle = src_slot.angle + (dst_slot.angle - src_slot.angle) * e
            if legs[0].turn:
                # Turn over in flight: edge-on at the middle of the trip.
                sprite.squash = abs(1 - 2 * k)
                sprite.face_up = ev.face_up if k >= 0.5 else not ev.face_up
            sprite.lift = 1.0 - e

        def land() -> None:
            if sprite in a.sprites:
                a.sprites.remove(sprite)
            self._incoming[dst] = max(0, self._incoming.get(dst, 0) - 1)
            card = (ev.card or sprite.card) if ev.face_up else None
            d.put(dst, Shown(card, ev.face_up))
            if card:
                d.place_glide(card, sprite.pos)

        a.schedule(start - a.now, t.move, on_start=begin, on_update=tween, on_end=land)
        self._ready[dst] = max(self._ready.get(dst, 0.0), start + t.move)
        if at is None:
            dealing = ev.src == "deck"
            self._cursor = start + (t.deal_gap if dealing else t.move_gap)

    # ------------------------------------------------------------------ flips
    def _flip(self, ev: CardFlipped) -> None:
        """Turn a card over where it lies. In a stack or pile that is the top card; in a row
        or a fan (a seat's hole cards shown side by side) it is the card itself if the table
        knows it, else the first card from the left whose face nobody has seen: a showdown
        turns each hole card in its own place, not the top one twice."""
        if self.display.layout[ev.zone].kind in ("row", "fan"):
            self._flip_in_line(ev)
            return
        a, d = self.animator, self.display
        start = max(self._cursor, self._ready.get(ev.zone, 0.0))
        sprite = CardSprite(ev.card, not ev.face_up, pygame.Vector2(), 1, visible=False)

        def begin() -> None:
            slot = d.top_slot(ev.zone)
            pile = d.piles[ev.zone]
            sprite.card = ev.card
            sprite.face_up = bool(pile[-1].face_up) if pile else not ev.face_up
            sprite.pos = pygame.Vector2(slot.center)
            sprite.width = sprite.base_width = slot.width
            sprite.visible = True
            d.covered_tops.add(ev.zone)
            a.sprites.append(sprite)
            self.sound(ev)

        def land() -> None:
            if sprite in a.sprites:
                a.sprites.remove(sprite)
            d.covered_tops.discard(ev.zone)
            pile = d.piles[ev.zone]
            shown = Shown(ev.card, True) if ev.face_up else Shown(None, False)
            if pile:
                pile[-1] = shown
            else:
                pile.append(shown)

        self._schedule_flip(ev, start, begin, _turning(sprite, ev.face_up), land)

    def _flip_in_line(self, ev: CardFlipped) -> None:
        """A flip in a row or fan: the card keeps its place (drawn by the sprite meanwhile,
        its slot held as a ghost), so its neighbours do not move and the order stays the
        engine's. A card already lying as the flip would leave it is not turned again."""
        a, d = self.animator, self.display
        start = max(self._cursor, self._ready.get(ev.zone, 0.0))
        sprite = CardSprite(ev.card, not ev.face_up, pygame.Vector2(), 1, visible=False)
        turning = False

        def begin() -> None:
            nonlocal turning
            pile = d.piles[ev.zone]
            at = _line_flip_index(pile, ev)
            if at is None or ev.card is None:
                return
            turning = True
            pile[at] = Shown(ev.card, pile[at].face_up)
            slot = d.slot_of(ev.card)
            if slot is None:
                slot = d.top_slot(ev.zone)
            d.ghosts.add(ev.card)
            sprite.face_up = pile[at].face_up
            sprite.pos = pygame.Vector2(slot.center)
            sprite.width = sprite.base_width = slot.width
            sprite.visible = True
            a.sprites.append(sprite)
            self.sound(ev)

        def land() -> None:
            if not turning:
                return
            if sprite in a.sprites:
                a.sprites.remove(sprite)
            d.ghosts.discard(ev.card or "")
            pile = d.piles[ev.zone]
            for i, shown in enumerate(pile):
                if shown.card == ev.card:
                    pile[i] = Shown(ev.card, ev.face_up) if ev.face_up else Shown(None, False)
                    break

        self._schedule_flip(ev, start, begin, _turning(sprite, ev.face_up), land)

    def _schedule_flip(self, ev: CardFlipped, start: float, begin: Callable[[], None],
                       tween: Callable[[float], None], land: Callable[[], None]) -> None:
        a, t = self.animator, self.timing
        a.schedule(start - a.now, t.flip, on_start=begin, on_update=tween, on_end=land)
        self._ready[ev.zone] = start + t.flip
        self._cursor = start + t.flip * 0.7


def _turning(sprite: CardSprite, face_up: bool) -> Callable[[float], None]:
    """A flip's frames: the card narrows to its edge, shows its other face, widens again."""

    def tween(k: float) -> None:
        sprite.squash = abs(1 - 2 * ease_in_out(k))
        sprite.face_up = face_up if k >= 0.5 else not face_up
        sprite.lift = 0.6 * (1 - abs(1 - 2 * k))

    return tween


def _line_flip_index(pile: list[Shown], ev: CardFlipped) -> int | None:
    """Which card of a row or fan a flip turns: the card itself where the table shows it
    (None if it already lies as the flip would leave it), else the first card from the left
    not yet lying that way whose face is unknown, else None."""
    for i, shown in enumerate(pile):
        if ev.card is not None and shown.card == ev.card:
            return None if shown.face_up == ev.face_up else i
    for i, shown in enumerate(pile):
        if shown.card is None and shown.face_up != ev.face_up:
            return i
    return None
