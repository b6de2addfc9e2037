"""The Pragon search's leaf value (``eternus/engine/pragon/value.py``): it reads only what the
player sees, it prefers what a player would prefer, and the policy uses it where a playout
stops short of the end."""

from __future__ import annotations

import pytest

from eternus.engine.pragon.ai import POLICY
from eternus.engine.pragon.game import new_game
from eternus.engine.pragon.value import FEATURES, WEIGHTS, features, win_chance
from eternus.engine.rng import Rng
from pragon_helpers import GAME, position, random_walk


def test_there_is_one_weight_per_feature() -> None:
    assert len(WEIGHTS) == len(FEATURES)
    assert len(features(random_walk(1, 3))) == len(FEATURES)


def test_every_world_of_one_view_is_worth_the_same() -> None:
    """The value is read in sampled worlds: it must not depend on what the world imagined."""
    checked = 0
    for seed in range(40, 60):
        state = random_walk(seed, seed - 35)
        if state.is_over:
            continue
        worlds = [GAME.determinize(state.view(0), 0, Rng(seed * 10 + k)) for k in range(4)]
        assert {win_chance(world) for world in worlds} == {win_chance(state)}
        checked += 1
    assert checked >= 15


def test_a_nearly_clear_table_with_a_deck_left_beats_a_full_table_with_the_deck_spent() -> None:
    hand = ["7h", "5d", "Kc"]
    ahead = position(stacks={"middle": ["5c", "9d"], "top": ["2c"]}, up={"middle": True}, hand=hand,
                     deck_top=["3h", "4h", "6h", "8h", "9h", "Th", "Jh", "Qh", "Ah", "3s", "4s", "6s"],
                     rest_to="discard")
    behind = position(stacks={"middle": ["5c", "9d", "3h", "4h", "6h"], "top": ["2c", "8h", "9h"],
                              "left": ["Th", "Jh", "Qh"], "right": ["Ah", "3s", "4s"]},
                      up={"middle": True}, hand=hand, deck_top=["6s"], rest_to="discard")
    assert (ahead.table.count(), len(ahead.deck)) == (3, 12)
    assert (behind.table.count(), len(behind.deck)) == (14, 1)
    assert win_chance(ahead) > win_chance(behind) + 0.25


def test_the_weights_predict_the_results_of_deals_they_were_not_fitted_on() -> None:
    """The rollout policy plays deals 0-299 (the fit used deals from 100,000 on): the model's
    chance, read at every position, must match how often those deals were won and tell the
    won ones from the lost ones."""
    chances: list[float] = []
    results: list[float] = []
    for seed in range(300):
        state = new_game(seed)
        rng = Rng(seed)
        seen: list[float] = []
        while not state.is_over:
            seen.append(win_chance(state))
            state.apply_unchecked(POLICY.rollout_action(state, rng))
        chances += seen
        results += [float(state.result == "won")] * len(seen)
    mean_chance, mean_result = sum(chances) / len(chances), sum(results) / len(results)
    assert abs(mean_chance - mean_result) < 0.05
    won = [c for c, r in zip(chances, results, strict=True) if r]
    lost = [c for c, r in zip(chances, results, strict=True) if not r]
    assert sum(won) / len(won) > sum(lost) / len(lost) + 0.1


def test_the_policy_scores_a_finished_deal_by_its_result_and_a_running_one_by_the_model() -> None:
    won = position(stacks={"middle": ["7s"]}, up={"middle": True}, hand=["7h", "5d", "Kc"])
    won.apply(next(a for a in won.legal_actions()))
    assert won.is_over and POLICY.evaluate(won, 0) == 1.0
    running = random_walk(7, 4)
    assert not running.is_over
    assert POLICY.evaluate(running, 0) == pytest.approx(win_chance(running))
    assert 0.0 < POLICY.evaluate(running, 0) < 1.0
