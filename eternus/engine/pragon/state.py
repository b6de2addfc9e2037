"""The Pragon state: the table, the cards in hand, deck and discard, and where the round
stands, with the plain readings of them the rules and their helpers share.

The rules that change it are in :mod:`rules` (:class:`~eternus.engine.pragon.rules.PragonMachine`);
helpers such as :mod:`explain` take this type, so they need not import the rules that use them.
"""

from __future__ import annotations

import json
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self, TypeVar

from eternus.engine.cards import is_joker, rank
from eternus.engine.core import Game, State
from eternus.engine.pragon.actions import HAND_EFFECTS
from eternus.engine.pragon.effects import Effect
from eternus.engine.pragon.options import PragonOpts
from eternus.engine.pragon.star import STACKS
from eternus.engine.pragon.tableau import Tableau
from eternus.engine.pragon.views import PLAY, Phase, PragonOptions, PragonView, Result, StackView
from eternus.engine.option_record import OptionsOf
from eternus.engine.rng import Rng

#: Pairs (special pairs included) a round allows.
PAIRS_PER_ROUND = 2

S = TypeVar("S", bound="PragonState")


def card_value(card: str) -> int:
    """Value for "highest or lowest card": 2 low ... Ace high; a joker is any value."""
    return rank(card)


@dataclass
class PragonState(State):
    """What a Pragon game holds at one moment, and how it reads: its copies, view and JSON."""

    table: Tableau = field(default_factory=Tableau)
    deck: list[str] = field(default_factory=list)        # last item is the top
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)     # last item is the top
    known_down: set[str] = field(default_factory=set)    # face-down table cards the player has seen
    deck_known: set[str] = field(default_factory=set)    # cards the player saw go into the deck
    phase: Phase = PLAY
    effect: Effect | None = None
    round_no: int = 0
    hands_this_round: int = 0
    pairs_this_round: int = 0
    result: Result | None = None
    moves: int = 0

    game: ClassVar[Game]
    opts = OptionsOf(PragonOpts)

    @property
    def jokers_wild(self) -> bool:
        return not self.opts.jokers_only_flip

    @property
    def special_pairs(self) -> bool:
        return not self.opts.hard_mode

    # ------------------------------------------------------------------ placing a card
    def placeable_cards(self) -> list[str]:
        """The highest and the lowest cards in hand (ties all count; a joker is any value)."""
        naturals = [c for c in self.hand if not is_joker(c)]
        if not naturals:
            return sorted(self.hand)
        hi = max(map(card_value, naturals))
        lo = min(map(card_value, naturals))
        return sorted(c for c in self.hand if is_joker(c) or card_value(c) in (hi, lo))

    def placement_stacks(self) -> list[str]:
        """Face-down stacks; if there are none, any stack with a card (its top turns down)."""
        return self.table.face_down_stacks() or self.table.non_empty()

    # ------------------------------------------------------------------ copies and views
    def clone(self) -> Self:
        """A copy to play on; a subclass (the endgame solver's world) copies as itself."""
        return self.copy_as(type(self))

    def copy_as(self, kind: type[S]) -> S:
        """A copy of this state as ``kind``, a PragonState or a subclass of it."""
        return kind(
            seats=self.seats, options=dict(self.options), rng=Rng(self.rng.state),
            table=self.table.copy(), deck=list(self.deck), hand=list(self.hand),
            discard=list(self.discard), known_down=set(self.known_down),
            deck_known=set(self.deck_known), phase=self.phase, effect=self.effect,
            round_no=self.round_no, hands_this_round=self.hands_this_round,
            pairs_this_round=self.pairs_this_round, result=self.result, moves=self.moves,
        )

    @property
    def options_view(self) -> PragonOptions:
        return {"hard_mode": self.opts.hard_mode, "jokers_only_flip": self.opts.jokers_only_flip}

    def stack_view(self, stack: str) -> StackView:
        """A stack as the player sees it: the face-up top and face-down cards seen before."""
        face_up, known = self._seen_stack(stack)
        return {"count": len(known), "top": self.table.face_up_top(stack), "face_up": face_up,
                "known": known}

    def _seen_stack(self, stack: str) -> tuple[bool, list[str | None]]:
        """Whether the stack shows its top, and its cards bottom first as far as the player
        has seen them (None for a card never seen)."""
        pile = self.table.cards[stack]
        known: list[str | None] = [c if c in self.known_down else None for c in pile]
        face_up = bool(pile) and self.table.up[stack]
        if face_up:
            known[-1] = pile[-1]
        return face_up, known

    def view(self, seat: int) -> PragonView:
        """What the player knows: never an unseen face-down card, never the deck order."""
        effect = self.effect
        return {
            "game": "pragon", "seat": seat, "options": self.options_view,
            "seats": [s.to_json() for s in self.seats],
            "hand": list(self.hand), "stacks": {s: self.stack_view(s) for s in STACKS},
            "deck_count": len(self.deck), "deck_known": sorted(self.deck_known),
            "discard": list(self.discard), "phase": self.phase,
            "effect": None if effect is None else {**effect.to_json(), "text": HAND_EFFECTS[effect.hand]},
            "round": self.round_no, "hands_this_round": self.hands_this_round,
            "pairs_this_round": self.pairs_this_round,
            "pairs_left": PAIRS_PER_ROUND - self.pairs_this_round,
            "result": self.result, "moves": self.moves,
        }

    def view_key(self, seat: int) -> Hashable:
        """Everything :meth:`view` shows that can change within one game, as a tuple: the
        search asks for it at every step, and building and encoding the whole view cost it
        about a tenth of its time. Each stack is what ``stack_view`` shows (its count is the
        length of ``known``, its top the last of ``known`` when face up)."""
        stacks = []
        for s in STACKS:
            face_up, known = self._seen_stack(s)
            stacks.append((face_up, tuple(known)))
        return (self.phase, tuple(self.hand), tuple(stacks), len(self.deck),
                tuple(sorted(self.deck_known)), tuple(self.discard), self.effect, self.round_no,
                self.hands_this_round, self.pairs_this_round, self.result, self.moves)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "pragon", "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options), "rng": self.rng.state,
            "stacks": {s: list(self.table.cards[s]) for s in STACKS},
            "up": {s: self.table.up[s] for s in STACKS},
            "deck": list(self.deck), "hand": list(self.hand), "discard": list(self.discard),
            "known_down": sorted(self.known_down), "deck_known": sorted(self.deck_known),
            "phase": self.phase, "effect": None if self.effect is None else self.effect.to_json(),
            "round": self.round_no, "hands_this_round": self.hands_this_round,
            "pairs_this_round": self.pairs_this_round, "result": self.result, "moves": self.moves,
        }

    def fingerprint(self) -> str:
        """A canonical string of the whole state, for tests of exactness."""
        return json.dumps(self.to_json(), sort_keys=True)
