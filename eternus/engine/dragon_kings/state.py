"""The Dragon Kings state: stacks, bets and pots, the cards in every place, the betting
round, the wing cards' record and the match's ledger, with the plain readings of them (the
table's settings, the pot) the rules and their helpers share.

The rules that change it are in :mod:`rules`
(:class:`~eternus.engine.dragon_kings.rules.HoldemMachine`); helpers such as :mod:`betting`,
:mod:`pots`, :mod:`bank`, :mod:`views` and the wing cards (:mod:`wings`) take this type, so
they need not import the rules that use them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final

from eternus.engine.core import Game, State
from eternus.engine.dragon_kings.options import DragonKingsOpts
from eternus.engine.dragon_kings.phases import PREFLOP, Phase, Street, is_street
from eternus.engine.dragon_kings.presets import PRESETS, Preset
from eternus.engine.option_record import OptionsOf
from eternus.engine.dragon_kings.records import (
    BettingRound, LastHand, LedgerEntry, LogEntry, Tally, WingRecord, fresh_round, fresh_wings,
)

#: The blinds a table may play, as the option writes them: small / big.
BLINDS: Final[dict[str, tuple[int, int]]] = {"5/10": (5, 10), "10/20": (10, 20), "25/50": (25, 50)}


@dataclass
class HoldemState(State):
    """What a Dragon Kings match holds at one moment, and how it reads."""

    phase: Phase = PREFLOP
    hand_no: int = 0                       # hands dealt so far (the current one included)
    button: int = 0
    small_blind_seat: int = 0
    big_blind_seat: int = 0
    actor: int | None = None
    stacks: list[int] = field(default_factory=list)
    bets: list[int] = field(default_factory=list)        # in front of each seat, this street
    committed: list[int] = field(default_factory=list)   # put in this hand, bets included
    dealt: list[bool] = field(default_factory=list)
    folded: list[bool] = field(default_factory=list)     # folded or mucked: the cards are dead
    shown: list[bool] = field(default_factory=list)
    hole: list[list[str]] = field(default_factory=list)  # kept after a fold (in the muck then)
    board: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)        # last item is the top
    burned: list[str] = field(default_factory=list)
    round: BettingRound = field(default_factory=lambda: fresh_round(0, 0, 0))
    ledger: list[LedgerEntry] = field(default_factory=list)
    rebuys_left: list[int] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    last_hand: LastHand | None = None
    wing: WingRecord = field(default_factory=lambda: fresh_wings(0))
    tallies: list[Tally] = field(default_factory=list)
    busted_in: list[int] = field(default_factory=list)   # the hand each seat went out in (0: not out)

    game: ClassVar[Game]
    opts = OptionsOf(DragonKingsOpts)

    # ------------------------------------------------------------------ the table's settings
    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def preset(self) -> Preset:
        return PRESETS[self.opts.preset]

    @property
    def buy_in(self) -> int:
        return self.opts.buy_in

    @property
    def small_blind(self) -> int:
        return BLINDS[self.opts.blinds][0]

    @property
    def big_blind(self) -> int:
        return BLINDS[self.opts.blinds][1]

    @property
    def ante(self) -> int:
        return self.opts.ante

    @property
    def match_length(self) -> int:
        """Hands in the match; 0 plays until one seat holds every chip."""
        return self.opts.match_length

    @property
    def street(self) -> Street:
        if not is_street(self.phase):
            raise ValueError(f"no betting street in phase {self.phase!r}")
        return self.phase

    def pot_total(self) -> int:
        """Every chip in the middle: the pots and the bets in front of the seats."""
        return sum(self.committed)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    # ------------------------------------------------------------------ conservation
    def all_cards(self) -> list[str]:
        """Every card in every zone (for conservation checks)."""
        out = list(self.deck) + list(self.board) + list(self.burned)
        for cards in self.hole:
            out.extend(cards)
        wing = self.wing
        out += wing["nest"] + wing["extra"] + wing["battlefield"] + wing["voided"]
        out += [c for c in wing["draws"] if c is not None]
        return out

    def chips_on_table(self) -> int:
        """Stacks, bets and pots: always the ledger's total."""
        return sum(self.stacks) + sum(self.committed)
