"""Views (what one seat may know), JSON round trips, and determinizing a view.

Everything at a Draker table lies face up but the hands and the order of the deck: the
pools, the common pool, the tokens, the discard pile, life and banked defence, and the turn
in progress (the laid card, the combinations, the stacks). A seat sees its own hand and how
many cards each other hand holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from eternus.engine.core import JsonDict, RecordError, Seat, View
from eternus.engine.draker.cards import DECK
from eternus.engine.draker.phases import PHASES, Phase
from eternus.engine.draker.records import TurnRecord
from eternus.engine.jsoncopy import copy_json
from eternus.engine.rng import Rng

if TYPE_CHECKING:
    from eternus.engine.core import Game
    from eternus.engine.draker.state import DrakerState


class PublicState(TypedDict):
    """Everything about a state that every seat may know."""

    game: str
    seats: list[JsonDict]
    options: dict[str, Any]
    phase: Phase
    current: int
    actor: int | None
    turns: int
    pools: list[list[str]]
    common: list[str]
    discard: list[str]
    tokens: dict[str, int]
    life: list[int]
    banked: list[int]
    out: list[bool]
    turn: TurnRecord
    result: list[float] | None


class DrakerView(PublicState):
    seat: int
    to_act: int | None
    hand: list[str]
    hand_counts: list[int]
    deck_count: int


class StateJson(PublicState):
    rng: int
    hands: list[list[str]]
    deck: list[str]


def _public(st: DrakerState) -> PublicState:
    return {"game": "draker", "seats": [s.to_json() for s in st.seats], "options": dict(st.options),
            "phase": st.phase, "current": st.current, "actor": st.actor, "turns": st.turns,
            "pools": [list(p) for p in st.pools], "common": list(st.common), "discard": list(st.discard),
            "tokens": dict(st.tokens), "life": list(st.life), "banked": list(st.banked), "out": list(st.out),
            "turn": copy_json(st.turn), "result": None if st.result is None else list(st.result)}


def view(st: DrakerState, seat: int) -> DrakerView:
    return DrakerView(**_public(st), seat=seat, to_act=st.to_act, hand=list(st.hands[seat]),
                      hand_counts=[len(h) for h in st.hands], deck_count=len(st.deck))


def state_to_json(st: DrakerState) -> StateJson:
    return StateJson(**_public(st), rng=st.rng.state, hands=[list(h) for h in st.hands], deck=list(st.deck))


def build_state(game: Game, data: JsonDict, check: bool = True) -> DrakerState:
    """A state from :func:`state_to_json` data; with ``check`` every card must be there once."""
    from eternus.engine.draker.rules import DrakerMachine  # the rules import this module: named late

    try:
        st = DrakerMachine(
            seats=tuple(Seat.from_json(x) for x in data["seats"]), options=game.resolve_options(data["options"]),
            rng=Rng(int(data["rng"])), phase=data["phase"], current=int(data["current"]),
            actor=None if data["actor"] is None else int(data["actor"]), turns=int(data["turns"]),
            hands=[[str(c) for c in h] for h in data["hands"]], pools=[[str(c) for c in p] for p in data["pools"]],
            common=[str(c) for c in data["common"]], deck=[str(c) for c in data["deck"]],
            discard=[str(c) for c in data["discard"]],
            tokens={str(k): int(v) for k, v in data["tokens"].items()}, life=[int(x) for x in data["life"]],
            banked=[int(x) for x in data["banked"]], out=[bool(x) for x in data["out"]],
            turn=copy_json(data["turn"]),
            result=None if data["result"] is None else [float(x) for x in data["result"]])
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RecordError(f"not a Draker state: {exc}") from exc
    if check:
        _check(st)
    return st


def _check(st: DrakerState) -> None:
    n = st.n
    if any(len(values) != n for values in (st.hands, st.pools, st.life, st.banked, st.out)):
        raise RecordError("not a Draker state: the seats and the per-seat lists do not agree")
    if st.phase not in PHASES:
        raise RecordError(f"not a Draker state: unknown phase {st.phase!r}")
    if sorted(st.all_cards()) != sorted(DECK):
        raise RecordError("not a Draker state: the 84 cards are not all there exactly once")
    if st.actor is not None and st.actor not in range(n):
        raise RecordError("not a Draker state: the seat to act is not at the table")


def determinize(game: Game, data: View, seat: int, rng: Rng) -> DrakerState:
    """A full state matching ``seat``'s view: the unseen cards dealt at random to the other
    hands and the deck."""
    known = set(data["hand"]) | set(data["common"]) | set(data["discard"])
    for pool in data["pools"]:
        known.update(pool)
    laid = data["turn"]["laid"]
    if laid is not None:
        known.add(laid)
    unknown = [c for c in DECK if c not in known]
    rng.shuffle(unknown)
    hands: list[list[str]] = []
    for s, count in enumerate(data["hand_counts"]):
        hands.append(list(data["hand"]) if s == seat else [unknown.pop() for _ in range(int(count))])
    if len(unknown) != int(data["deck_count"]):
        raise ValueError("view is inconsistent: the unseen cards do not fill the unseen places")
    public = {key: data[key] for key in PublicState.__required_keys__}
    return build_state(game, {**public, "rng": rng.next_u64(), "hands": hands, "deck": unknown}, check=False)
