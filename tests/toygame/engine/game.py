"""Toy Piles: eight cards (Ace to Four of spades and hearts, Ace = 1), two to three players.

Each player is dealt two cards face down; the rest is a face-down deck. On your turn play a
card from your hand face up onto your pile, or draw the top card of the deck (three cards in
hand at most). A player with neither passes. Once the deck and every hand are empty the
highest pile wins (a tie shares the win). Hidden: the deck and the other hands; everything
played is public. Small, but the whole engine protocol, with a deal the table animates.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from eternus.engine import cards as C
from eternus.engine.core import (Action, CardMoved, Event, Game, GameOver, JsonDict, Message, RecordError,
                                 Seat, State)
from eternus.engine.rng import Rng

CARDS = tuple(r + s for s in "sh" for r in "A234")
HAND_LIMIT = 3


def value(card: str) -> int:
    return 1 if C.rank(card) == 14 else C.rank(card)


@dataclass(frozen=True)
class Play(Action):
    kind: ClassVar[str] = "play"
    card: str

    @property
    def label(self) -> str:
        return f"Play {self.card}"


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"

    @property
    def label(self) -> str:
        return "Draw"


@dataclass
class ToyPilesState(State):
    hands: list[list[str]] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)      # top card last
    piles: list[list[str]] = field(default_factory=list)
    turn: int = 0

    game: ClassVar[Game]

    def total(self, seat: int) -> int:
        return sum(value(c) for c in self.piles[seat])

    @property
    def is_over(self) -> bool:
        return not self.deck and not any(self.hands)

    @property
    def to_act(self) -> int | None:
        return None if self.is_over else self.turn

    def _moves(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        moves: list[Action] = [Play(c) for c in sorted(hand)]
        if self.deck and len(hand) < HAND_LIMIT:
            moves.append(Draw())
        return moves

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over else self._moves(self.turn)

    def returns(self) -> tuple[float, ...]:
        if not self.is_over:
            return (0.0,) * len(self.seats)
        best = max(self.total(s) for s in range(len(self.seats)))
        return tuple(1.0 if self.total(s) == best else 0.0 for s in range(len(self.seats)))

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        if isinstance(action, Draw):
            card = self.deck.pop()
            self.hands[seat].append(card)
            events: list[Event] = [CardMoved(card, "deck", f"hand:{seat}", False, owner=seat, public=False),
                                   Message(f"Seat {seat + 1} draws a card.")]
        else:
            assert isinstance(action, Play)
            self.hands[seat].remove(action.card)
            self.piles[seat].append(action.card)
            events = [CardMoved(action.card, f"hand:{seat}", f"pile:{seat}", True),
                      Message(f"Seat {seat + 1} plays {action.card}: {self.total(seat)} on the pile.")]
        if self.is_over:
            events.append(GameOver("The piles are counted.", self.returns()))
            return events
        self.turn = (seat + 1) % len(self.seats)
        while not self._moves(self.turn):             # nothing to play and nothing to draw: pass
            self.turn = (self.turn + 1) % len(self.seats)
        return events

    def clone(self) -> ToyPilesState:
        return ToyPilesState(self.seats, dict(self.options), Rng(self.rng.state), [list(h) for h in self.hands],
                             list(self.deck), [list(p) for p in self.piles], self.turn)

    def view(self, seat: int) -> JsonDict:
        return {"game": self.game.id, "seat": seat, "hand": sorted(self.hands[seat]),
                "hand_counts": [len(h) for h in self.hands], "piles": [list(p) for p in self.piles],
                "deck_count": len(self.deck), "turn": self.turn, "rules": self.rules}

    def to_json(self) -> JsonDict:
        return {"game": self.game.id, "seats": [s.to_json() for s in self.seats], "options": dict(self.options),
                "rng": self.rng.state, "hands": self.hands, "deck": self.deck, "piles": self.piles,
                "turn": self.turn}


class ToyPilesGame(Game):
    id = "toygame"
    title = "Toy Piles"
    blurb = "A test's game: build the highest pile from eight cards."
    min_players = 2
    max_players = 3
    action_types = {cls.kind: cls for cls in (Play, Draw)}

    def deal(self, seats: Sequence[Seat], options: Mapping[str, Any] | None,
             seed: int) -> tuple[ToyPilesState, list[Event]]:
        self.check_seats(seats)
        opts = self.resolve_options(options)
        rng = Rng(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        hands: list[list[str]] = [[] for _ in seats]
        events: list[Event] = []
        for _ in range(2):
            for seat, hand in enumerate(hands):
                hand.append(deck.pop())
                events.append(CardMoved(hand[-1], "deck", f"hand:{seat}", False, owner=seat, public=False))
        return ToyPilesState(tuple(seats), opts, rng, hands, deck, [[] for _ in seats]), events

    def _state_from_json(self, data: JsonDict) -> ToyPilesState:
        try:
            return ToyPilesState(tuple(Seat.from_json(s) for s in data["seats"]), dict(data["options"]),
                                 Rng(int(data["rng"])), [list(h) for h in data["hands"]], list(data["deck"]),
                                 [list(p) for p in data["piles"]], int(data["turn"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"not a Toy Piles position: {exc}") from exc

    def determinize(self, view: Mapping[str, Any], seat: int, rng: Rng) -> ToyPilesState:
        known = set(view["hand"]).union(*map(set, view["piles"]))
        unknown = [c for c in CARDS if c not in known]
        rng.shuffle(unknown)
        hands = [list(view["hand"]) if s == seat else [unknown.pop() for _ in range(count)]
                 for s, count in enumerate(view["hand_counts"])]
        seats = tuple(Seat(f"Seat {i + 1}", "random") for i in range(len(hands)))
        return ToyPilesState(seats, {"rules": view["rules"]}, Rng(rng.next_u64()), hands, unknown,
                             [list(p) for p in view["piles"]], int(view["turn"]))


ToyPilesState.game = ToyPilesGame()
