"""The agents: legal choices, no peeking, and search that finds the obvious win.

Searches here are capped by iterations only (no clock), so every result is reproducible;
speed is measured by ``python -m eternus bench``, never asserted.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ai_toygame import GAME as TOY, Draw, Play, position as toy_position
from eternus.engine.ai import (
    LEVELS, SPECS, GreedyAgent, IsmctsAgent, RandomAgent, SearchConfig, check_spec, make_agent, policy_for,
)
from eternus.engine.ai.base import DEFAULT_POLICY, ChanceDecision, GamePolicy
from eternus.engine.core import Action, Seat, State, View
from eternus.engine.pragon.actions import MakeHand
from eternus.engine.pragon.ai import PragonPolicy
from eternus.engine.pragon.game import PragonGame, new_game
from eternus.engine.rng import Rng
from pragon_helpers import position as pragon_position
from walks import random_moves

SEARCH = SearchConfig(iterations=150)


# ---------------------------------------------------------------- make_agent

def test_make_agent_builds_every_spec_and_names_the_level() -> None:
    assert isinstance(make_agent("random", 1), RandomAgent)
    assert make_agent("ismcts", 1).name == "ismcts:normal"
    for level in LEVELS:
        agent = make_agent(f"ismcts:{level}", 1)
        assert isinstance(agent, IsmctsAgent) and agent.config == LEVELS[level]


def test_a_named_player_is_the_greedy_player_of_that_style_and_only_plays_games_that_offer_it() -> None:
    caller = make_agent("caller", 1)
    assert isinstance(caller, GreedyAgent)
    assert (caller.name, caller.style) == ("caller", "caller")
    assert "caller" in SPECS
    with pytest.raises(ValueError, match="unknown style 'caller'"):
        check_spec("caller", PragonGame())
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("caller+drawer", 1)


def test_make_agent_budget_replaces_the_caps_with_a_time_budget() -> None:
    agent = make_agent("ismcts:hard", 1, budget_ms=50)
    assert isinstance(agent, IsmctsAgent)
    assert agent.config.iterations is None and agent.config.seconds == pytest.approx(0.05)


@pytest.mark.parametrize("spec", ["", "randomly", "ismcts:insane", "random:hard", "mcts"])
def test_make_agent_refuses_unknown_specs(spec: str) -> None:
    with pytest.raises(ValueError, match="unknown"):
        make_agent(spec, 1)


def test_search_config_needs_a_budget() -> None:
    with pytest.raises(ValueError):
        SearchConfig(iterations=None, seconds=None)


def test_games_find_their_own_policy() -> None:
    assert isinstance(policy_for(PragonGame()), PragonPolicy)
    assert policy_for(TOY) is DEFAULT_POLICY


# ---------------------------------------------------------------- random agent

@pytest.mark.parametrize("seats", [1, 3])
def test_random_agent_only_returns_legal_actions_toy(seats: int) -> None:
    for seed in range(30):
        state = TOY.new([Seat(f"S{i}", "random") for i in range(seats)], None, seed)
        agents = [RandomAgent(seed * 10 + i) for i in range(seats)]
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            legal = state.legal_actions()
            action = agents[seat].choose(TOY, state.view(seat), seat, legal)
            assert action in legal
            state.apply(action)


def test_random_agent_only_returns_legal_actions_pragon() -> None:
    for seed in range(10):
        state = new_game(seed)
        agent = RandomAgent(seed)
        while not state.is_over:
            legal = state.legal_actions()
            action = agent.choose(state.game, state.view(0), 0, legal)
            assert action in legal
            state.apply(action)


def test_agents_refuse_an_empty_action_list() -> None:
    state = TOY.new([Seat("S")], None, 1)
    for agent in (RandomAgent(1), IsmctsAgent(SEARCH, 1)):
        with pytest.raises(ValueError):
            agent.choose(TOY, state.view(0), 0, [])


# ---------------------------------------------------------------- no peeking

def _same_view_other_world(state: State, seat: int, seed: int) -> State:
    """A second real state that shows ``seat`` exactly the same, with other hidden cards."""
    other = state.game.determinize(state.view(seat), seat, Rng(seed))
    assert other.view(seat) == state.view(seat)
    assert other.to_json() != state.to_json(), "the hidden part should differ"
    return other


@pytest.mark.parametrize("seats", [1, 2])
def test_ismcts_never_peeks_toy(seats: int) -> None:
    choices = 0
    for seed in range(12):
        state = TOY.new([Seat(f"S{i}", "ai") for i in range(seats)], None, seed)
        random_moves(state, seed % 3, seed)
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        seat = state.to_act
        assert seat is not None
        other = _same_view_other_world(state, seat, seed + 100)
        a = IsmctsAgent(SEARCH, 7).choose(TOY, state.view(seat), seat, state.legal_actions())
        b = IsmctsAgent(SEARCH, 7).choose(TOY, other.view(seat), seat, other.legal_actions())
        assert a == b
        choices += 1
    assert choices >= 6


def test_ismcts_never_peeks_pragon() -> None:
    choices = 0
    for seed in range(6):
        state = random_moves(new_game(seed), 4 * seed, seed)
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        other = _same_view_other_world(state, 0, seed + 100)
        config = SearchConfig(iterations=40, rollout_depth=6)
        a = IsmctsAgent(config, 3).choose(state.game, state.view(0), 0, state.legal_actions())
        b = IsmctsAgent(config, 3).choose(other.game, other.view(0), 0, other.legal_actions())
        assert a == b
        choices += 1
    assert choices >= 3


def test_pragon_hand_built_twins_differ_only_in_hidden_cards() -> None:
    """Same view, different face-down card under the left stack and different deck order."""
    common = dict(up={"middle": True}, hand=["7h", "7d", "2c"])
    one = pragon_position(stacks={"middle": ["9s", "7s"], "left": ["Kd"]}, deck_top=["3c", "4c"], **common)
    two = pragon_position(stacks={"middle": ["9s", "7s"], "left": ["Qd"]}, deck_top=["4c", "3c"], **common)
    assert one.view(0) == two.view(0) and one.to_json() != two.to_json()
    config = SearchConfig(iterations=60)
    a = IsmctsAgent(config, 5).choose(one.game, one.view(0), 0, one.legal_actions())
    b = IsmctsAgent(config, 5).choose(two.game, two.view(0), 0, two.legal_actions())
    assert a == b


def test_same_seed_and_view_give_the_same_answer_twice() -> None:
    state = random_moves(new_game(11), 3, 11)
    agent = IsmctsAgent(SearchConfig(iterations=40, rollout_depth=6), 1)
    first = agent.choose(state.game, state.view(0), 0, state.legal_actions())
    assert agent.choose(state.game, state.view(0), 0, state.legal_actions()) == first


# ---------------------------------------------------------------- search quality

def test_ismcts_plays_the_exact_card_alone() -> None:
    # Total 7 of 10: the Three wins now; the Ace leaves 8 and the draws are risky.
    state = toy_position([["3h", "As"]], [["5s", "2s"]], ["4s", "5h", "2h", "3s", "4h", "Ah"])
    choice = IsmctsAgent(SEARCH, 1).choose(TOY, state.view(0), 0, state.legal_actions())
    assert choice == Play("3h")


def test_ismcts_takes_the_win_before_the_opponent_can() -> None:
    # Seat 0 is on 9 holding the Ace (win) and a Four (bust); drawing lets seat 1, on 8
    # with a Two in hand, win first.
    state = toy_position([["As", "4s"], ["2h", "5h"]], [["5s", "4h"], ["3s", "3h", "2s"]], ["Ah"])
    choice = IsmctsAgent(SEARCH, 2).choose(TOY, state.view(0), 0, state.legal_actions())
    assert choice == Play("As")


def test_ismcts_clears_the_last_pragon_card() -> None:
    state = pragon_position(stacks={"middle": ["7s"]}, up={"middle": True}, hand=["7h", "7d", "2c"])
    legal = state.legal_actions()
    assert len(legal) > 2
    choice = IsmctsAgent(SearchConfig(iterations=80), 4).choose(state.game, state.view(0), 0, legal)
    assert isinstance(choice, MakeHand) and "7s" in choice.cards
    state.apply(choice)
    assert state.is_over and state.returns() == (1.0,)


def test_ismcts_beats_random_on_the_toy_game() -> None:
    def wins(make: type[RandomAgent] | None) -> int:
        won = 0
        for seed in range(40):
            state = TOY.new([Seat("S", "ai")], None, seed)
            agent = RandomAgent(seed) if make else IsmctsAgent(SearchConfig(iterations=60), seed)
            while not state.is_over:
                state.apply(agent.choose(TOY, state.view(0), 0, state.legal_actions()))
            won += int(state.returns()[0])
        return won

    assert wins(None) >= wins(RandomAgent) + 10


def test_progressive_widening_limits_the_root_children() -> None:
    """Few iterations over many actions: only the first few in prior order are tried."""
    state = TOY.new([Seat("S", "ai")], {"target": 12}, 3)
    config = SearchConfig(iterations=4, widen_c=1.0, widen_alpha=0.5)
    agent = IsmctsAgent(config, 1)
    agent.choose(TOY, state.view(0), 0, state.legal_actions())
    assert agent.last_stats is not None
    assert agent.last_stats.root_children == 2  # ceil(sqrt(visits+1)) after 4 visits
    assert len(state.legal_actions()) == 3


def test_single_legal_action_is_returned_without_search() -> None:
    state = toy_position([["3h"]], [["5s", "2s"]], ["4s", "5h", "2h", "3s", "4h", "Ah", "As"])
    agent = IsmctsAgent(SEARCH, 1)
    assert agent.choose(TOY, state.view(0), 0, [Draw()]) == Draw()
    assert agent.last_stats is not None and agent.last_stats.iterations == 0


class _CoinPolicy(GamePolicy):
    """Leaves every toy decision to a fair coin between the first two actions."""

    def chance_decision(self, view: View, seat: int, actions: Sequence[Action]) -> ChanceDecision:
        return ChanceDecision(0.5, actions[0], actions[1])

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float] | None:
        raise AssertionError("a decision left to chance asks for no prior")


def test_a_chance_decision_is_rolled_before_any_search_from_the_seed_and_the_view() -> None:
    state = toy_position([["3h", "As"]], [["5s", "2s"]], ["4s", "5h", "2h", "3s", "4h", "Ah"])
    view, legal = state.view(0), state.legal_actions()
    answers = []
    for seed in range(60):
        agent = IsmctsAgent(SEARCH, seed, policy=_CoinPolicy())
        answer = agent.choose(TOY, view, 0, legal)
        assert agent.last_stats is not None and agent.last_stats.iterations == 0
        assert answer == ChanceDecision(0.5, legal[0], legal[1]).roll(seed, 0, view)
        assert IsmctsAgent(SEARCH, seed, policy=_CoinPolicy()).choose(TOY, view, 0, legal) == answer
        answers.append(answer)
    assert 15 <= answers.count(legal[0]) <= 45


def test_a_sure_chance_decision_needs_no_roll() -> None:
    view = {"any": "thing"}
    assert ChanceDecision(1.0, Draw(), Play("3h")).roll(1, 0, view) == Draw()
    assert ChanceDecision(0.0, Draw(), Play("3h")).roll(1, 0, view) == Play("3h")
