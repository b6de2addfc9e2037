"""The Draker state: hands, pools, the common cards, deck, discard, tokens, life and the
turn in play, with the plain readings of them the rules and their helpers share.

The rules that change it are in :mod:`rules` (:class:`~eternus.engine.draker.rules.DrakerMachine`);
helpers such as :mod:`effects`, :mod:`announce` and :mod:`views` take this type, so they
need not import the rules that use them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final

from eternus.engine.core import Event, Game, Shuffled, State
from eternus.engine.draker.options import DrakerOpts
from eternus.engine.draker.phases import LAY, Phase
from eternus.engine.option_record import OptionsOf
from eternus.engine.draker.records import TurnRecord, fresh_turn

RESHUFFLE_FROM: Final = 3             # players at the table from which (rules 2) the discard pile is reshuffled


@dataclass
class DrakerState(State):
    """What a Draker game holds at one moment, and how it reads."""

    phase: Phase = LAY
    current: int = 0
    actor: int | None = 0
    turns: int = 0
    hands: list[list[str]] = field(default_factory=list)
    pools: list[list[str]] = field(default_factory=list)
    common: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)          # last item is the top
    discard: list[str] = field(default_factory=list)
    tokens: dict[str, int] = field(default_factory=dict)
    life: list[int] = field(default_factory=list)
    banked: list[int] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    turn: TurnRecord = field(default_factory=fresh_turn)
    result: list[float] | None = None

    game: ClassVar[Game]
    opts = OptionsOf(DrakerOpts)

    # ------------------------------------------------------------------ the table
    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def life_cap(self) -> int:
        return self.opts.life

    def alive(self) -> list[int]:
        return [s for s in range(self.n) if not self.out[s]]

    def opponents(self, seat: int) -> list[int]:
        """The other players still in, from ``seat``'s left."""
        return [s for s in ((seat + k) % self.n for k in range(1, self.n)) if not self.out[s]]

    def target_of(self, seat: int) -> int:
        """The opponent ``seat``'s attack and damage go to this turn."""
        target = self.turn["target"]
        return target if target is not None and not self.out[target] else self.opponents(seat)[0]

    def strength(self) -> dict[str, int]:
        """Every card's strength: 1 and its tokens."""
        return {card: 1 + tokens for card, tokens in self.tokens.items()}

    # ------------------------------------------------------------------ the deck
    def reshuffles(self) -> bool:
        """Whether an empty deck is made again from the discard pile: under rules 2, at a
        table of three or four (where the deck ran out in most games after three or four
        rounds, long before anyone fell; a duel's deck lasts as it is)."""
        return self.rules >= 2 and self.n >= RESHUFFLE_FROM

    def take_from_deck(self, events: list[Event]) -> str | None:
        """The top card of the deck (None if there is none), the discard pile shuffled into
        an empty deck first where the table :meth:`reshuffles`."""
        if not self.deck and self.discard and self.reshuffles():
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            events.append(Shuffled("deck", len(self.deck), "discard"))
        return self.deck.pop() if self.deck else None

    def all_cards(self) -> list[str]:
        out = list(self.deck) + list(self.common) + list(self.discard)
        for cards in (*self.hands, *self.pools):
            out.extend(cards)
        laid = self.turn["laid"]
        if laid is not None and laid not in out:       # still on the table, not yet discarded (or reshuffled)
            out.append(laid)
        return out
