"""The Seal of Pragon as a :class:`Game`: options, a fresh deal, JSON, and determinizing."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from eternus.engine.cards import standard_deck, validate
from eternus.engine.core import Action, Event, Game, Option, RecordError, Seat, State, View
from eternus.engine.pragon.actions import ACTION_TYPES
from eternus.engine.pragon.effects import Effect
from eternus.engine.pragon.options import PragonOpts
from eternus.engine.pragon.rules import PragonMachine, new_state
from eternus.engine.pragon.state import PragonState
from eternus.engine.pragon.star import STACKS
from eternus.engine.pragon.tableau import Tableau
from eternus.engine.pragon.views import phase_from, result_from
from eternus.engine.rng import Rng

ALL_CARDS = frozenset(standard_deck(jokers=2))


class PragonGame(Game):
    id = "pragon"
    title = "The Seal of Pragon"
    blurb = "Solitaire: break the seal of six stacks with poker hands."
    min_players = 1
    max_players = 1
    options = (
        Option("hard_mode", "Hard Mode",
               "No special pairs: Jacks, Queens, Kings and Aces pair like any other rank.", False),
        Option("jokers_only_flip", "Jokers only flip",
               "A revealed joker turns cards face down and is then discarded; it is never wild.",
               False),
    )
    options_record = PragonOpts
    action_types = ACTION_TYPES
    has_solver = True

    def solve_finished(self, start: State, seconds: float) -> tuple[Action, ...] | None:
        from eternus.engine.pragon.solver import solve

        if not isinstance(start, PragonState):
            raise TypeError(f"not a Seal of Pragon position: {type(start).__name__}")
        return solve(start, seconds).line

    def deal(self, seats: Sequence[Seat], options: Mapping[str, Any] | None,
             seed: int) -> tuple[PragonState, list[Event]]:
        self.check_seats(seats)
        events: list[Event] = []
        state = new_state(seats, self.resolve_options(options), seed, events)
        return state, events

    def determinize(self, view: View, seat: int, rng: Rng) -> PragonState:
        """Fill the unseen face-down cards and the deck from the cards the player has not seen."""
        return self.sampler(view, seat)(rng)

    def sampler(self, view: View, seat: int) -> Callable[[Rng], PragonState]:
        """Worlds for one view: what the view fixes is read once, and each world only shuffles
        the unseen cards into the unseen places (then the deck, with the cards known to be in
        it). A search samples a world per iteration; reading the view each time was about a
        tenth of its cost."""
        known_deck = list(view["deck_known"])
        seen = set(view["hand"]) | set(view["discard"]) | set(known_deck)
        unknown_slots = 0
        piles: list[tuple[str, list[str | None], bool]] = []
        known_down: set[str] = set()
        for s in STACKS:
            info = view["stacks"][s]
            known = list(info["known"])
            face_up = bool(info["face_up"])
            piles.append((s, known, face_up))
            for card in known:
                if card is None:
                    unknown_slots += 1
                else:
                    seen.add(card)
            known_down.update(c for c in known[: len(known) - (1 if face_up else 0)] if c)
        unseen = sorted(ALL_CARDS - seen)
        if len(unseen) != unknown_slots + view["deck_count"] - len(known_deck):
            raise ValueError("view is inconsistent: the unseen cards do not fill the unseen places")
        seats = tuple(Seat.from_json(x) for x in view["seats"])
        options = dict(view["options"])
        hand, discard = list(view["hand"]), list(view["discard"])
        phase, result = phase_from(view["phase"]), result_from(view["result"])
        effect = None if view["effect"] is None else Effect.from_json(view["effect"])
        round_no, hands, pairs, moves = (view["round"], view["hands_this_round"],
                                         view["pairs_this_round"], view["moves"])

        def world(rng: Rng) -> PragonState:
            unknown = list(unseen)
            rng.shuffle(unknown)
            pop = unknown.pop
            table = Tableau({s: [c if c is not None else pop() for c in known] for s, known, _ in piles},
                            {s: face_up for s, _, face_up in piles})
            deck = known_deck + unknown
            rng.shuffle(deck)
            return PragonMachine(
                seats=seats, options=dict(options), rng=Rng(rng.next_u64()), table=table,
                deck=deck, hand=list(hand), discard=list(discard), known_down=set(known_down),
                deck_known=set(known_deck), phase=phase, effect=effect, round_no=round_no,
                hands_this_round=hands, pairs_this_round=pairs, result=result, moves=moves,
            )

        return world

    def _state_from_json(self, data: dict[str, Any]) -> PragonState:
        try:
            table = Tableau({s: [validate(c) for c in data["stacks"][s]] for s in STACKS},
                            {s: bool(data["up"][s]) for s in STACKS})
            state = PragonMachine(
                seats=tuple(Seat.from_json(x) for x in data["seats"]),
                options=self.resolve_options(data["options"]), rng=Rng(int(data["rng"])),
                table=table, deck=[validate(c) for c in data["deck"]],
                hand=[validate(c) for c in data["hand"]],
                discard=[validate(c) for c in data["discard"]],
                known_down=set(data["known_down"]), deck_known=set(data["deck_known"]),
                phase=phase_from(data["phase"]),
                effect=None if data["effect"] is None else Effect.from_json(data["effect"]),
                round_no=int(data["round"]), hands_this_round=int(data["hands_this_round"]),
                pairs_this_round=int(data["pairs_this_round"]), result=result_from(data["result"]),
                moves=int(data["moves"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError(f"not a Seal of Pragon state: {exc}") from exc
        everything = table.count() + len(state.deck) + len(state.hand) + len(state.discard)
        cards = [c for s in STACKS for c in table.cards[s]] + state.deck + state.hand + state.discard
        if everything != len(ALL_CARDS) or set(cards) != ALL_CARDS:
            raise RecordError("not a Seal of Pragon state: the 54 cards are not all there exactly once")
        return state


PragonState.game = PragonGame()


def new_game(seed: int, **options: Any) -> PragonState:
    """Convenience for tests and the CLI: a one-seat game with these options."""
    return PragonGame().deal((Seat("Player"),), options, seed)[0]
