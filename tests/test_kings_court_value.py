"""The King's Court expert's leaf value (``eternus/engine/kings_court/value.py``): it predicts
hands it was not fitted on, it prefers what a player would prefer, and the expert's policy
scores cut-short playouts with it."""

from __future__ import annotations

import pytest

from eternus.engine.core import Seat
from eternus.engine.kings_court.ai import POLICY
from eternus.engine.kings_court.game import KingsCourtGame
from eternus.engine.kings_court.state import KingsCourtState
from eternus.engine.kings_court.value import FEATURES, WEIGHTS, features, win_chance
from eternus.engine.rng import Rng

GAME = KingsCourtGame()
HARD = POLICY.at_level("hard")


def _deal(seed: int) -> KingsCourtState:
    state = GAME.new(tuple(Seat(f"S{i}", "ai") for i in range(4)), {"max_hands": 1}, seed)
    assert isinstance(state, KingsCourtState)
    return state


def _played(seed: int, moves: int) -> KingsCourtState:
    state, rng = _deal(seed), Rng(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply_unchecked(HARD.rollout_action(state, rng))
    return state


def test_there_is_one_weight_per_feature() -> None:
    assert len(WEIGHTS) == len(FEATURES) == len(features(_deal(1), 0))


def test_the_weights_predict_the_hands_they_were_not_fitted_on() -> None:
    """The hard rules play deals 0-149 (the fit used deals from 100,000 on): the model's
    chance, read for every seat at every position, must match how often a seat won (one in
    four) and rate the eventual winners higher than the rest."""
    chances: list[float] = []
    won: list[float] = []
    for seed in range(150):
        state, rng = _deal(seed), Rng(seed)
        seen: list[tuple[int, float]] = []
        while not state.is_over:
            if state.live:
                seen += [(seat, win_chance(state, seat)) for seat in range(4)]
            state.apply_unchecked(HARD.rollout_action(state, rng))
        result = state.returns()
        chances += [chance for _, chance in seen]
        won += [result[seat] for seat, _ in seen]
    assert abs(sum(chances) / len(chances) - sum(won) / len(won)) < 0.04
    winners = [c for c, w in zip(chances, won, strict=True) if w]
    others = [c for c, w in zip(chances, won, strict=True) if not w]
    assert sum(winners) / len(winners) > sum(others) / len(others) + 0.05


def test_a_risk_card_paid_off_and_a_last_card_each_raise_the_chance() -> None:
    state = _played(3, 40)
    assert not state.is_over and len(state.hands[0]) > 2
    base = win_chance(state, 0)
    paid = state.clone()
    paid.adjust[0] -= 75                      # a Poison Garden's 75 off for seat 0 alone
    assert win_chance(paid, 0) > base + 0.05
    last = state.clone()
    last.deck.extend(last.hands[0][1:])       # seat 0 down to its last card
    del last.hands[0][1:]
    assert win_chance(last, 0) > base


def test_the_policy_scores_a_finished_hand_by_its_result_and_a_running_one_by_the_model() -> None:
    running = _played(5, 30)
    assert not running.is_over
    assert POLICY.evaluate(running, 1) == pytest.approx(win_chance(running, 1))
    assert 0.0 < POLICY.evaluate(running, 1) < 1.0
    finished = _played(5, 5000)
    assert finished.is_over
    assert [POLICY.evaluate(finished, seat) for seat in range(4)] == list(finished.returns())
