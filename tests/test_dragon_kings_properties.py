"""Properties of the Hold'em engine over thousands of random hands.

Random seats (two to nine), both presets, every ante, with and without re-buys; the random
player also moves the raise slider to any amount between the smallest raise and all in.
At every step: the chips on the table equal the bank ledger, and every chip the events moved
is where the state says it is (each seat's stack, each bet, each pot), and so is every card
(in the hole, on the board, in the muck, in the deck); every card of the deck (52, or 53
with the joker) is in exactly one place; there is always a legal action before the end; an
illegal action is refused with a reason and changes nothing (every fifth step); no view
names a card its seat was never shown (the seat to act's and one other's, in turn). Every
few steps the state survives a JSON round trip and a determinized world looks the same to
the seat. At the end of each match the returns add up to zero and replaying the seed and
the actions gives the same state.

ETERNUS_PROPERTY_SEED picks other matches; the ``slow`` variant (``pytest -m slow``, run by .ci/run)
plays ten times as many.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import pytest

from dragon_kings_helpers import GAME
from eternus.cli import check_game
from eternus.engine import registry
from eternus.engine.core import Action, Event, IllegalAction, RecordError, Seat
from eternus.engine.dragon_kings import bank, betting
from eternus.engine.dragon_kings.actions import Call, Check, Fold, KeepWings, PutInPlay, Raise, TurnIn
from eternus.engine.dragon_kings.events import pot_place
from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.events import ChipsMoved
from eternus.engine.rng import Rng
from privacy_oracle import Watcher, card_universe
from test_event_zones import follow, misplaced
from tests.conftest import PROPERTY_SEED

HANDS = 2_000


def _options(i: int) -> dict[str, Any]:
    return {"preset": ("holdem", "swords", "dragon_kings")[i % 3], "ante": (0, 1, 5)[i % 3], "rebuys": i % 4 // 2,
            "blinds": ("5/10", "10/20", "25/50")[i % 5 % 3], "buy_in": (400, 200, 1000)[i % 7 % 3],
            "match_length": (20, 0)[i % 3 // 2]}


def _wing_decision(st: HoldemState) -> bool:
    """A decision a wing card (or a re-buy, rules 3) asks for, not a betting one."""
    wing = st.wing
    between_hands = st.phase in ("wing_choice", "rebuy_choice")
    return between_hands or bool(wing["turning_in"] or wing["fortune"] or wing["mercy_offer"])


def _choose(st: HoldemState, rng: Rng) -> Action:
    """A random legal action; now and then a raise to any amount the slider allows."""
    seat = st.to_act
    assert seat is not None
    if _wing_decision(st):
        return rng.choice(st.legal_actions())
    lim = betting.limits(st, seat)
    if lim.can_raise and lim.min_to < lim.max_to and rng.random() < 0.15:
        return Raise(rng.randint(lim.min_to, lim.max_to))
    return rng.choice(st.legal_actions())


def _illegal(st: HoldemState) -> Action:
    """An action the seat to act may not take now."""
    seat = st.to_act
    assert seat is not None
    if _wing_decision(st):
        return (Fold(), PutInPlay("Ks"), TurnIn("Ks") if st.phase == "wing_choice" else KeepWings())[st.hand_no % 3]
    lim = betting.limits(st, seat)
    if lim.to_call == 0:
        return Fold()
    if lim.can_raise:
        return Raise(lim.min_to - 1) if lim.min_to < lim.max_to else Raise(lim.max_to + 1)
    return Check() if lim.stack > lim.to_call else Call(lim.to_call + 1)


class ChipPlaces:
    """Where the chips are according to the events alone (the bank goes negative)."""

    def __init__(self) -> None:
        self.held: defaultdict[str, int] = defaultdict(int)

    def watch(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, ChipsMoved):
                assert event.amount > 0, event
                self.held[event.src] -= event.amount
                self.held[event.dst] += event.amount

    def check(self, st: HoldemState, where: str) -> None:
        for seat in range(st.n):
            assert self.held[f"seat:{seat}"] == st.stacks[seat], f"{where}: seat {seat}'s stack"
            assert self.held[f"bet:{seat}"] == st.bets[seat], f"{where}: seat {seat}'s bet"
        in_pots = st.view(0)["pots"]
        for index, pot in enumerate(in_pots):
            assert self.held[pot_place(index)] == pot["amount"], f"{where}: pot {index}"
        others = {p: v for p, v in self.held.items() if p.startswith("pot") and v
                  and p not in {pot_place(i) for i in range(len(in_pots))}}
        assert not others, f"{where}: chips left in {others}"
        assert -self.held["bank"] == sum(line["amount"] for line in st.ledger), f"{where}: the bank"


def zones(st: HoldemState) -> dict[str, list[str]]:
    """Where each card lies, zone by zone as the events name them: a folded hand is in the muck."""
    found = {"deck": st.deck, "board": st.board,
             "muck": st.burned + [c for s, cards in enumerate(st.hole) if st.folded[s] for c in cards]}
    found.update({f"hole:{s}": cards for s, cards in enumerate(st.hole) if not st.folded[s]})
    found.update({"nest": st.wing["nest"], "extra": st.wing["extra"], "battlefield": st.wing["battlefield"],
                  "voided": st.wing["voided"], "draws": [c for c in st.wing["draws"] if c is not None]})
    return found


def _matches(count_hands: int) -> Iterator[tuple[int, HoldemState, list[Action]]]:
    """Random matches until ``count_hands`` hands were dealt: (match number, end state, actions)."""
    hands = 0
    i = 0
    while hands < count_hands:
        seed = PROPERTY_SEED + i
        players = 2 + i % 8
        options = _options(i)
        seats = tuple(Seat(f"S{k}", "random") for k in range(players))
        st, events = GAME.deal(seats, options, seed)
        deck = sorted(st.preset.deck)
        assert len(deck) == (53 if options["preset"] == "swords" else 52)
        assert (st.phase == "wing_choice") == (options["preset"] == "dragon_kings")
        watcher = Watcher(card_universe("dragon_kings"), players)
        watcher.watch(events)
        places = ChipPlaces()
        places.watch(events)
        rng = Rng(seed * 7919 + 1)
        actions: list[Action] = []
        step = 0
        while not st.is_over:
            where = f"match seed {seed}, step {step}"
            assert st.to_act is not None and st.legal_actions(), f"{where}: no legal action"
            if step % 5 == 0:
                before = json.dumps(st.to_json(), sort_keys=True)
                wrong = _illegal(st)
                with pytest.raises(IllegalAction) as refused:
                    st.apply(wrong)
                assert refused.value.reason, where
                assert json.dumps(st.to_json(), sort_keys=True) == before, f"{where}: a refusal changed the state"
            action = _choose(st, rng)
            events = st.apply(action)
            actions.append(action)
            watcher.watch(events)
            places.watch(events)
            step += 1
            moved: dict[str, str] = {}
            follow(events, moved)
            assert not misplaced(st, zones, moved), f"{where}: {misplaced(st, zones, moved)[:3]}"
            assert st.chips_on_table() == sum(line["amount"] for line in st.ledger), f"{where}: chips"
            places.check(st, where)
            assert sorted(st.all_cards()) == deck, f"{where}: a card was lost or doubled"
            for seat in {step % players, st.to_act if st.to_act is not None else 0}:
                assert not watcher.leaks(st, seat), f"{where}: seat {seat} sees a card it was never shown"
            if step % 7 == 0:
                data = json.loads(json.dumps(st.to_json()))
                assert GAME.state_from_json(data).to_json() == st.to_json(), f"{where}: JSON round trip"
            if step % 11 == 0 and not st.is_over:
                seat = step % players
                view = st.view(seat)
                assert GAME.determinize(view, seat, Rng(step)).view(seat) == view, f"{where}: determinize"
        assert sum(st.returns()) == bank.house_gifts(st)
        hands += st.hand_no
        yield i, st, actions
        i += 1


def _replays(st: HoldemState, actions: list[Action], seed: int) -> bool:
    again = GAME.new(st.seats, st.options, seed)
    for action in actions:
        again.apply(GAME.action_from_json(json.loads(json.dumps(action.to_json()))))
    return again.to_json() == st.to_json()


def test_random_hands_conserve_chips_and_cards_refuse_illegal_actions_and_replay() -> None:
    for i, st, actions in _matches(HANDS):
        if i % 10 == 0:
            assert _replays(st, actions, PROPERTY_SEED + i)


@pytest.mark.slow
def test_many_more_random_hands() -> None:
    for i, st, actions in _matches(10 * HANDS):
        if i % 10 == 0:
            assert _replays(st, actions, PROPERTY_SEED + i)


def test_random_matches_pass_the_protocol_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks ``selftest`` runs on every registered game (records replay through the
    registry, so the game is registered for this test only)."""
    monkeypatch.setitem(registry.games(), GAME.id, GAME)
    for i in range(16):
        players = 2 + i % 8
        seats = tuple(Seat(f"S{k}", "random") for k in range(players))
        problems = check_game(GAME, seats, PROPERTY_SEED + i, options={**_options(i), "match_length": 20})
        assert problems == [], problems[:3]


def test_loading_a_state_with_a_lost_card_or_a_lost_chip_is_refused() -> None:
    st = GAME.new((Seat("A"), Seat("B"), Seat("C")), {}, 5)
    data = st.to_json()
    for broken in ({"deck": data["deck"][1:]}, {"deck": [data["deck"][1]] + data["deck"][1:]},
                   {"stacks": [data["stacks"][0] + 1] + data["stacks"][1:]},
                   {"bets": data["bets"][:2]}, {"phase": "bidding"}, {"game": "pragon"},
                   {"ledger": [{"seat": 0}]}, {"hole": data["hole"][:2]}):
        with pytest.raises(RecordError, match="not a Dragon Kings state|not a game of Dragon Kings"):
            GAME.state_from_json(json.loads(json.dumps({**data, **broken})))
    assert GAME.state_from_json(json.loads(json.dumps(data))).to_json() == data
