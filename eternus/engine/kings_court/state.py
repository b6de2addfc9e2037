"""The King's Court state: the cards in every zone, the turn and the steps it owes, the
windows between turns, the scores and what the table has learned, with the plain readings
of them the rules and their helpers share.

The rules that change it are in :mod:`rules`
(:class:`~eternus.engine.kings_court.rules.KingsCourtMachine`); helpers such as
:mod:`effects`, :mod:`windows`, :mod:`dealing` and :mod:`views` take this type, so they need
not import the rules that use them. The few rule moves the helpers ask of the state (draw
cards, open a turn, copy itself) are declared here and played by the machine.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass, field
from typing import ClassVar

from eternus.engine.core import Event, Game, State
from eternus.engine.kings_court.options import KingsCourtOpts
from eternus.engine.kings_court.phases import CUT, Phase, Step
from eternus.engine.kings_court.records import (
    Battle, Charge, Lack, LastHand, Pending, Takeover, Turn, Window, fresh_turn,
)
from eternus.engine.option_record import OptionsOf
from eternus.engine.kings_court.teams import plays_in_teams, seating, team_of


@dataclass
class KingsCourtState(State):
    """What a match of King's Court holds at one moment, and how it reads."""

    cards: tuple[str, ...] = ()
    suits: tuple[str, ...] = ()
    hands: list[list[str]] = field(default_factory=list)
    front: list[list[str]] = field(default_factory=list)
    dungeon: list[list[str]] = field(default_factory=list)
    dungeon_turns: list[int] = field(default_factory=list)
    escape_missed: list[bool] = field(default_factory=list)
    penalized: list[bool] = field(default_factory=list)
    guarded: list[bool] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)        # last item is the top
    discard: list[str] = field(default_factory=list)     # last item is the top
    limbo: list[str] = field(default_factory=list)       # Dungeon cards on their way to a victim
    played: list[str] = field(default_factory=list)      # Risk cards and Warlord played this hand
    suit: str = ""
    match: str | None = None
    direction: int = 1
    dealer: int = 0
    current: int = 0
    phase: Phase = CUT
    decider: int | None = 0
    steps: list[Step] = field(default_factory=list)
    turn: Turn = field(default_factory=fresh_turn)
    pending: Pending | None = None
    battle: Battle | None = None
    windows: list[Window] = field(default_factory=list)
    resume: int | None = None
    controller: int | None = None
    warlord: Takeover | None = None
    dark_knight: Takeover | None = None
    adjust: list[int] = field(default_factory=list)
    charges: list[Charge] = field(default_factory=list)   # why ``adjust`` holds what it holds
    totals: list[int] = field(default_factory=list)
    history: list[list[int]] = field(default_factory=list)
    last_hand: LastHand | None = None
    lacks: list[list[Lack]] = field(default_factory=list)  # public, per seat, oldest first: see lacks.py
    known: list[list[list[str]]] = field(default_factory=list)  # private rows: see known.py
    hand_no: int = 0
    idle: int = 0
    live: bool = False
    winners: list[int] = field(default_factory=list)
    moves: int = 0

    game: ClassVar[Game]
    opts = OptionsOf(KingsCourtOpts)

    # ------------------------------------------------------------------ the table
    @property
    def n(self) -> int:
        return len(self.seats)

    def name_of(self, seat: int) -> str:
        return self.seats[seat].name

    @property
    def partnered(self) -> bool:
        return plays_in_teams(self.n, self.opts.partners)

    @property
    def teams(self) -> tuple[int, ...] | None:
        """Each seat's team, None without partners (:func:`seating`, as the setup shows it)."""
        return seating(self.n, self.opts.partners)

    def team(self, seat: int) -> int:
        """Partners sit apart: with 2k players, seats s and s+k are one team (:func:`team_of`)."""
        return team_of(seat, self.n, self.opts.partners)

    def partner(self, seat: int) -> int | None:
        return (seat + self.n // 2) % self.n if self.partnered else None

    def step_from(self, seat: int, k: int) -> int:
        return (seat + self.direction * k) % self.n

    def next_seat(self) -> int:
        """Who plays after the current turn, with its reverses, skips and reflections."""
        nxt = self.turn["next"]
        if nxt is not None:
            return nxt
        return self.step_from(self.current, 1 + self.turn["skips"])

    def who(self, seat: int) -> int:
        """The seat deciding for ``seat``'s turn: a Warlord's player while in control."""
        if self.controller is not None and seat == self.current:
            return self.controller
        return seat

    def can_draw(self) -> bool:
        return bool(self.deck) or len(self.discard) > 1

    # ------------------------------------------------------------------ the cards
    def put_under_top(self, card: str) -> None:
        """Cards discarded by an effect go under the top card: what is playable stays."""
        if self.discard:
            self.discard.insert(len(self.discard) - 1, card)
        else:
            self.discard.append(card)

    def all_cards(self) -> list[str]:
        """Every card in every zone (for conservation checks)."""
        out = list(self.deck) + list(self.discard) + list(self.limbo) + list(self.played)
        for zones in (self.hands, self.front, self.dungeon):
            for cards in zones:
                out.extend(cards)
        return out

    # ------------------------------------------------------------------ rule moves the helpers ask for
    @abstractmethod
    def draw(self, seat: int, count: int, events: list[Event]) -> int:
        """Draw up to ``count`` cards for ``seat``; how many reached the hand."""

    @abstractmethod
    def take_turn_start(self, seat: int, events: list[Event]) -> None:
        """Pay what ``seat``'s turn owes, or open the turn."""

    @abstractmethod
    def clone(self) -> KingsCourtState:
        """A copy to play on."""
