"""Chips that change hands, shown as stacks that slide across the table.

The engine says ``ChipsMoved(src, dst, amount)`` with places as text (``seat:2``, ``pot``,
``pot:1``, ``bank``, ``hoard``, or a game's own such as ``role:K1``). A table says where
each place is on screen with a :data:`Places` function (usually :func:`layout_places`, from
its Tiled map) and hands the events to a :class:`ChipLayer`:

* :func:`flight_for` turns one event into a :class:`ChipFlight` between two logical points
  (``None`` when the table shows either place nowhere: skipped, never a crash);
* :func:`schedule_flight` queues it on the shared :class:`~eternus.ui.table.animator.Animator`
  like a card move, eased, stretched by the animation speed, instant at speed 0, with a hook
  when it lands;
* :class:`ChipStacks` is the amount shown at each place, drawn as a stack with its number.
  Like the cards, it lags the engine on purpose: chips leave a stack as their flight starts
  and join the other as it lands; ``sync`` makes it equal to the engine again.

Nothing here decides who pays whom: the layer only shows what the engine said.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Literal

import pygame

from eternus.engine.core import Event
from eternus.engine.events import ChipsMoved
from eternus.ui.canvas import Target
from eternus.ui.table.animator import Animator, Step, ease_in_out
from eternus.ui.table.chip_art import ChipArt, draw_stack
from eternus.ui.table.layout import TableLayout

#: Where a place is on the table (a logical point), or ``None`` if the table does not show it.
Places = Callable[[str], tuple[float, float] | None]

CHIP_DIAMETER = 60.0       # logical px
PLACE_PREFIX = "chips:"    # a chip place's zone in a table map: "chips:pot", "chips:seat:2"


def layout_places(layout: TableLayout, prefix: str = PLACE_PREFIX) -> Places:
    """Places from a table map: place ``pot`` is the centre of the zone ``chips:pot``."""

    def where(place: str) -> tuple[float, float] | None:
        name = prefix + place
        if name not in layout:
            return None
        centre = layout[name].rect.center
        return (float(centre[0]), float(centre[1]))

    return where


@dataclass(frozen=True)
class ChipTiming:
    """Seconds at speed 1: one flight, and the gap before the next one leaves."""

    fly: float = 0.45
    gap: float = 0.15


@dataclass
class ChipFlight:
    """``event``'s chips on their way from ``src`` to ``dst`` (logical points)."""

    event: ChipsMoved
    src: pygame.Vector2
    dst: pygame.Vector2
    pos: pygame.Vector2 = field(init=False)
    stage: Literal["waiting", "flying", "landed"] = "waiting"

    def __post_init__(self) -> None:
        self.pos = pygame.Vector2(self.src)

    @property
    def amount(self) -> int:
        return self.event.amount

    @property
    def lift(self) -> float:
        """How high above the cloth (0..1): highest half-way, for the shadow."""
        total = self.src.distance_to(self.dst)
        if self.stage != "flying" or total == 0:
            return 0.0
        return 1.0 - abs(1.0 - 2.0 * self.src.distance_to(self.pos) / total)

    def move(self, progress: float) -> None:
        """Where the chips are at ``progress`` (0..1) of the flight: eased in and out."""
        self.pos = self.src.lerp(self.dst, ease_in_out(min(1.0, max(0.0, progress))))

    def land(self) -> None:
        self.pos = pygame.Vector2(self.dst)  # exactly there, whatever the easing's rounding
        self.stage = "landed"


def flight_for(event: ChipsMoved, places: Places) -> ChipFlight | None:
    """A flight for ``event``, or ``None`` if the table shows either place nowhere or no
    chip moves (an amount below 1)."""
    src, dst = places(event.src), places(event.dst)
    if src is None or dst is None or event.amount < 1:
        return None
    return ChipFlight(event, pygame.Vector2(src), pygame.Vector2(dst))


def schedule_flight(animator: Animator, flight: ChipFlight, delay: float = 0.0, duration: float = ChipTiming.fly,
                    on_start: Callable[[ChipFlight], None] | None = None,
                    on_land: Callable[[ChipFlight], None] | None = None) -> Step:
    """Queue ``flight`` ``delay`` seconds from the animator's now; ``on_land`` once it is there."""

    def start() -> None:
        flight.stage = "flying"
        if on_start is not None:
            on_start(flight)

    def end() -> None:
        flight.land()
        if on_land is not None:
            on_land(flight)

    return animator.schedule(delay, duration, on_start=start, on_update=flight.move, on_end=end)


class ChipStacks:
    """The amount shown at each place the table tracks, drawn as a stack with its number.

    Only places given to :meth:`sync` are tracked: chips from an untracked place (the bank,
    an unlimited hoard) appear from it and vanish into it without a count going negative.
    """

    def __init__(self, places: Places, art: ChipArt, diameter: float = CHIP_DIAMETER) -> None:
        self.places = places
        self.art = art
        self.diameter = diameter
        self.amounts: dict[str, int] = {}

    def sync(self, amounts: Mapping[str, int]) -> None:
        """Show exactly ``amounts`` (what the engine says now), tracking those places only."""
        self.amounts = dict(amounts)

    def add(self, place: str, amount: int) -> None:
        """Chips joining (or, negative, leaving) ``place`` if it is tracked."""
        if place in self.amounts:
            self.amounts[place] = max(0, self.amounts[place] + amount)

    def draw(self, surface: Target) -> None:
        """Each place's stack with its number. Places the map puts on one spot (Dragon Kings'
        main pot and side pots) are one stack of their sum: side by side they did not fit
        between the wing cards' places under the board."""
        at: dict[tuple[float, float], int] = {}
        for place, amount in self.amounts.items():
            point = self.places(place)
            if point is not None:
                at[point] = at.get(point, 0) + amount
        for point, amount in at.items():
            draw_stack(surface, self.art, amount, point, self.diameter)


class ChipLayer:
    """Chips on the table and in the air: the stacks, and the flights the engine's events
    start. Draw it after the cards, so chips slide over them."""

    def __init__(self, animator: Animator, places: Places, art: ChipArt | None = None,
                 diameter: float = CHIP_DIAMETER, timing: ChipTiming | None = None) -> None:
        self.animator = animator
        self.places = places
        self.art = art or ChipArt()
        self.diameter = diameter
        self.timing = timing or ChipTiming()
        self.stacks = ChipStacks(places, self.art, diameter)
        self.flights: list[ChipFlight] = []

    def play(self, events: Iterable[Event], delay: float = 0.0,
             on_land: Callable[[ChipsMoved], None] | None = None) -> float:
        """Queue a flight for each :class:`ChipsMoved` in ``events``, one leaving every
        ``timing.gap`` from ``delay``; other events are left to the table. A move between
        places not on screen changes the stacks at its moment, without a flight. Returns
        the delay at which the last chips have landed."""
        moves = [event for event in events if isinstance(event, ChipsMoved)]
        end = delay
        for i, event in enumerate(moves):
            start = delay + i * self.timing.gap
            flight = flight_for(event, self.places)
            if flight is None:
                self.animator.schedule(start, 0.0, on_end=partial(self._moved, event, on_land))
                end = max(end, start)
                continue
            self.flights.append(flight)
            schedule_flight(self.animator, flight, start, self.timing.fly, self._took_off,
                            partial(self._landed, on_land=on_land))
            end = max(end, start + self.timing.fly)
        return end

    def _took_off(self, flight: ChipFlight) -> None:
        self.stacks.add(flight.event.src, -flight.amount)

    def _landed(self, flight: ChipFlight, on_land: Callable[[ChipsMoved], None] | None) -> None:
        if flight in self.flights:
            self.flights.remove(flight)
        self.stacks.add(flight.event.dst, flight.amount)
        if on_land is not None:
            on_land(flight.event)

    def _moved(self, event: ChipsMoved, on_land: Callable[[ChipsMoved], None] | None) -> None:
        self.stacks.add(event.src, -event.amount)
        self.stacks.add(event.dst, event.amount)
        if on_land is not None:
            on_land(event)

    def draw(self, surface: Target) -> None:
        self.stacks.draw(surface)
        for flight in self.flights:
            if flight.stage == "flying":
                draw_stack(surface, self.art, flight.amount, flight.pos, self.diameter, lift=flight.lift)
