"""Thousands of random Four Kings games over every variant and option mix.

Checked after every action: pips conserved, stakes plus the Hoard conserved, the four Kings
each held exactly once and never by a player who is out, take-or-place fields holding at most
one pip, a legal action whenever the game is not over; and every game ends. A smaller set
goes through the protocol checker (JSON round trip, determinize, clone, illegal actions
refused with the state untouched, exact replay).
"""

from __future__ import annotations

import itertools

import pytest

from eternus.cli import check_game
from eternus.engine.core import Seat
from eternus.engine.four_kings.game import expected_pips, total_pips
from eternus.engine.four_kings.rules import MAX_ROLLS
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.four_kings.variants import STRAIGHT
from eternus.engine.rng import Rng
from tests.conftest import PROPERTY_SEED, scaled
from tests.log_lines import unreadable
from tests.four_kings_helpers import GAME

VARIANTS = ("standard", "straight_gluckhaus", "chase_the_dragon", "kaerathon_cycle", "broken_seals")


def option_mixes() -> list[dict[str, object]]:
    mixes = []
    for variant, taveren, pips, scoring in itertools.product(
            VARIANTS, ("off", "6_and_8", "rolled"), (1, 4, "rolled"), ("gambling", "drinking")):
        if variant == "straight_gluckhaus" and taveren != "off":
            continue
        if variant == "broken_seals" and scoring == "drinking":
            continue
        # Towers double only where the variant allows it (the others refuse it at setup).
        mixes.append({"variant": variant, "taveren": taveren, "pips": pips, "scoring": scoring,
                      "towers_double": pips == "rolled" and variant in ("standard", "broken_seals"),
                      "games": 3, "stakes": 5})
    return mixes


MIXES = option_mixes()


def check_invariants(state: FourKingsState) -> None:
    if state.variant == STRAIGHT:
        money = sum(r.stakes for r in state.roles) + sum(len(p) for p in state.board.values())
        assert money == sum(state.start_stakes)
        return
    assert total_pips(state) == expected_pips(state)
    assert sum(r.stakes for r in state.roles) + state.hoard == sum(state.start_stakes)
    assert sorted(c for r in state.roles for c in r.crowns) == ["B1", "B2", "W1", "W2"]
    assert not any(r.crowns for r in state.roles if r.out)
    assert sum(1 for r in state.roles if r.fisher) <= 1
    if state.variant != "chase_the_dragon":
        assert all(len(state.board[n]) <= 1 for n in (3, 5, 6, 8, 9, 10, 11))


def test_thousands_of_random_games_conserve_everything_and_end():
    games = 0
    for index, (options, players) in enumerate(itertools.product(MIXES, range(2, 7))):
        for rep in range(scaled(7, least=1)):
            seed = PROPERTY_SEED + index * 31 + rep
            state = GAME.new(tuple(Seat(f"S{i}") for i in range(players)), options, seed)
            assert isinstance(state, FourKingsState)
            rng = Rng(seed)
            while not state.is_over:
                legal = state.legal_actions()
                assert legal, "no legal action before the end"
                events = state.apply_unchecked(rng.choice(legal))
                assert not unreadable(events), f"game seed {seed}: the log cannot read {unreadable(events)[:3]}"
                check_invariants(state)
                assert state.rolls < MAX_ROLLS, f"game seed {seed}: a game ran into the safety limit"
            games += 1
    assert games >= scaled(2000, least=250)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_protocol_holds_over_every_option_mix(players):
    seats = tuple(Seat(f"S{i}", "random") for i in range(players))
    problems = []
    for index, options in enumerate(MIXES[players - 2::5][:scaled(12, least=3)]):
        problems += check_game(GAME, seats, seed=100 * players + index, options=options)
    assert problems == []


def test_a_clone_is_the_same_position_and_independent_of_its_original():
    """Clones copy the state's parts directly (no JSON round trip): equal JSON, shared nothing."""
    for i, options in enumerate(option_mixes()[::7]):
        seats = tuple(Seat(f"P{k}") for k in range(2 + i % 5))
        state = GAME.new(seats, options, i)
        rng = Rng(i)
        for _ in range(120):
            if state.is_over:
                break
            copy = state.clone()
            assert copy.to_json() == state.to_json()
            before = state.to_json()
            copy_rng = Rng(i + 1)
            for _ in range(5):
                if copy.is_over:
                    break
                copy.apply(copy_rng.choice(copy.legal_actions()))
            assert state.to_json() == before, "playing on a clone changed its original"
            state.apply(rng.choice(state.legal_actions()))


def test_every_per_game_record_starts_fresh_at_the_next_game_of_a_series():
    """The Wheel, the Dragon marker, the direction, a pending skip, the ta'veren flag, the
    roll counters, paybacks owed, the Fisher and who is out belong to one game: at the first
    roll of the next game of a series each is back to its start, the first roller has moved
    one seat on, and the Hoard (which does carry over) is still conserved. Random three-game
    series over every variant; the counts show the game before really left them set."""
    carried = {"marker": 0, "reversed": 0, "fisher": 0, "out": 0}
    transitions = 0
    for index, options in enumerate(MIXES):
        players = 2 + index % 5
        seed = PROPERTY_SEED + 7000 + index
        state = GAME.new(tuple(Seat(f"S{i}") for i in range(players)), {**options, "games": 3}, seed)
        assert isinstance(state, FourKingsState)
        rng = Rng(seed)
        game_no, first = state.game_no, state.first_roller
        while not state.is_over:
            before = (state.marker, state.direction, any(r.fisher for r in state.roles),
                      any(r.out for r in state.roles))
            state.apply_unchecked(rng.choice(state.legal_actions()))
            if state.game_no != game_no:
                transitions += 1
                carried["marker"] += before[0] is not None
                carried["reversed"] += before[1] == -1
                carried["fisher"] += before[2]
                carried["out"] += before[3]
                assert state.game_no == game_no + 1
                assert state.first_roller == (first + 1) % len(state.roles)
                assert state.marker is None and state.direction == 1 and not state.skip_next
                assert not state.placed_taveren and state.payback_due == [] and state.pending is None
                assert state.rolls == 0 and state.turns == 0 and state.result is None
                assert not any(r.fisher or r.out for r in state.roles)
                check_invariants(state)
                game_no, first = state.game_no, state.first_roller
    assert transitions >= 60
    assert all(count > 0 for count in carried.values()), carried
