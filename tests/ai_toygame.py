"""Exact Ten: a tiny hidden-information card game for testing the agents.

Ten cards (Ace to Five in spades and hearts, Ace = 1) are shuffled; each seat gets two
and the rest form a face-down deck. On your turn play a card from your hand onto your
pile, adding its value to your total, or draw the top card of the deck (at most four in
hand). Reaching exactly the target wins; going over loses (with several seats everyone
else wins). A seat with nothing to do ends the game with no winner.

Hidden: the deck order (from everyone) and the other seats' hands. It implements the
whole engine protocol so the AI, sim and selftest can be tested without a real game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar
from collections.abc import Mapping, Sequence

from eternus.engine import cards as C
from eternus.engine.core import (Action, CardMoved, Event, Game, GameOver, JsonDict, Option,
                                 RecordError, Seat, State)
from eternus.engine.option_record import GameOptions, OptionsOf
from eternus.engine.rng import Rng

CARDS = tuple(r + s for s in "sh" for r in "A2345")
HAND_LIMIT = 4


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


@dataclass(frozen=True)
class ToyOpts(GameOptions):
    """The toy's one option, as its rules read it."""

    target: int


@dataclass
class ToyState(State):
    hands: list[list[str]] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # top card last
    piles: list[list[str]] = field(default_factory=list)
    turn: int = 0
    finished: bool = False
    loser: int | None = None
    winner: int | None = None

    game: ClassVar[Game]
    opts = OptionsOf(ToyOpts)

    @property
    def target(self) -> int:
        return self.opts.target

    def total(self, seat: int) -> int:
        return sum(value(c) for c in self.piles[seat])

    @property
    def to_act(self) -> int | None:
        return None if self.finished else self.turn

    @property
    def is_over(self) -> bool:
        return self.finished

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        hand = self.hands[self.turn]
        actions: list[Action] = [Play(c) for c in sorted(hand)]
        if self.deck and len(hand) < HAND_LIMIT:
            actions.append(Draw())
        return actions

    def returns(self) -> tuple[float, ...]:
        n = len(self.seats)
        if self.winner is not None:
            return tuple(1.0 if s == self.winner else 0.0 for s in range(n))
        if self.loser is not None and n > 1:
            return tuple(0.0 if s == self.loser else 1.0 for s in range(n))
        return (0.0,) * n

    def heuristic(self, seat: int) -> float:
        if self.finished:
            return self.returns()[seat]
        return 0.8 * self.total(seat) / self.target

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        events: list[Event] = []
        if isinstance(action, Draw):
            card = self.deck.pop()
            self.hands[seat].append(card)
            events.append(CardMoved(card, "deck", f"hand:{seat}", False, owner=seat, public=False))
        else:
            assert isinstance(action, Play)
            self.hands[seat].remove(action.card)
            self.piles[seat].append(action.card)
            events.append(CardMoved(action.card, f"hand:{seat}", f"pile:{seat}", True))
            total = self.total(seat)
            if total == self.target:
                self.winner = seat
            elif total > self.target:
                self.loser = seat
        if self.winner is None and self.loser is None:
            self.turn = (seat + 1) % len(self.seats)
            if not self.legal_actions():
                self.finished = True
                events.append(GameOver("Nobody can move: no winner.", self.returns()))
        else:
            self.finished = True
            events.append(GameOver("Exact!" if self.winner is not None else "Bust!", self.returns()))
        return events

    def clone(self) -> ToyState:
        return ToyState(self.seats, dict(self.options), Rng(self.rng.state),
                        [list(h) for h in self.hands], list(self.deck), [list(p) for p in self.piles],
                        self.turn, self.finished, self.loser, self.winner)

    def view(self, seat: int) -> JsonDict:
        return {
            "game": "toy",
            "seat": seat,
            "hand": sorted(self.hands[seat]),
            "hand_counts": [len(h) for h in self.hands],
            "piles": [list(p) for p in self.piles],
            "deck_count": len(self.deck),
            "turn": self.turn,
            "finished": self.finished,
            "loser": self.loser,
            "winner": self.winner,
            "target": self.target,
        }

    def to_json(self) -> JsonDict:
        return {"game": self.game.id, "seats": [s.to_json() for s in self.seats], "options": dict(self.options),
                "rng": self.rng.state, "hands": self.hands, "deck": self.deck, "piles": self.piles,
                "turn": self.turn, "finished": self.finished, "loser": self.loser,
                "winner": self.winner}


class ToyGame(Game):
    id = "toy"
    title = "Exact Ten"
    min_players = 1
    max_players = 3
    options = (Option("target", "Target", "The exact total that wins.", 10, (8, 10, 12)),)
    options_record = ToyOpts
    action_types = {cls.kind: cls for cls in (Play, Draw)}

    def deal(self, seats: Sequence[Seat], options: Mapping[str, Any] | None,
             seed: int) -> tuple[ToyState, list[Event]]:
        self.check_seats(seats)
        opts = self.resolve_options(options)
        rng = Rng(seed)
        deck = list(CARDS)
        rng.shuffle(deck)
        hands = [[deck.pop(), deck.pop()] for _ in seats]
        return ToyState(tuple(seats), opts, rng, hands, deck, [[] for _ in seats]), []

    def _state_from_json(self, data: JsonDict) -> ToyState:
        try:
            return ToyState(tuple(Seat.from_json(s) for s in data["seats"]), dict(data["options"]),
                            Rng(int(data["rng"])), [list(h) for h in data["hands"]], list(data["deck"]),
                            [list(p) for p in data["piles"]], int(data["turn"]), bool(data["finished"]),
                            data["loser"], data["winner"])
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"not an Exact Ten state: {exc}") from exc

    def determinize(self, view: JsonDict, seat: int, rng: Rng) -> ToyState:
        known = set(view["hand"]).union(*map(set, view["piles"]))
        unknown = [c for c in CARDS if c not in known]
        rng.shuffle(unknown)
        hands: list[list[str]] = []
        for s, count in enumerate(view["hand_counts"]):
            if s == seat:
                hands.append(list(view["hand"]))
            else:
                hands.append([unknown.pop() for _ in range(count)])
        seats = tuple(Seat(f"Seat {i + 1}", "ai") for i in range(len(hands)))
        return ToyState(seats, {"target": view["target"]}, Rng(rng.next_u64()), hands, unknown,
                        [list(p) for p in view["piles"]], view["turn"], view["finished"],
                        view["loser"], view["winner"])


ToyState.game = ToyGame()
GAME = ToyState.game


def position(hands: list[list[str]], piles: list[list[str]], deck: list[str], turn: int = 0,
             target: int = 10) -> ToyState:
    """A hand-built position for tests (every card must appear exactly once)."""
    assert sorted(sum(hands, []) + sum(piles, []) + deck) == sorted(CARDS)
    seats = tuple(Seat(f"Seat {i + 1}", "ai") for i in range(len(hands)))
    return ToyState(seats, {"target": target}, Rng(1), hands, deck, piles, turn)
