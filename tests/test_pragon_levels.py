"""The Seal of Pragon's own AI levels: which search each level runs, and that the stronger
budgets still play honestly (legal moves, the same answer to the same view, blind to the
hidden cards) and find a forced win.

The searches here run without their clock (the iteration cap alone), so every answer is
reproducible on a busy machine; the time caps are measured by ``sim``, never asserted.
"""

from __future__ import annotations

from dataclasses import replace

from eternus.engine.ai import LEVELS as GENERIC_LEVELS
from eternus.engine.ai import IsmctsAgent, make_agent
from eternus.engine.ai.search_config import SearchConfig
from eternus.engine.pragon.ai import LEVELS, POLICY
from eternus.engine.pragon.game import PragonGame
from eternus.engine.pragon.state import PragonState
from eternus.engine.rng import Rng
from pragon_helpers import position, random_walk

GAME = PragonGame()
NORMAL = replace(LEVELS["normal"], seconds=None)


def _agent(seed: int, config: SearchConfig = NORMAL) -> IsmctsAgent:
    return IsmctsAgent(config, seed)


def _same_view_other_world(state: PragonState, seed: int) -> PragonState:
    """Another full position the player cannot tell from ``state``."""
    other = GAME.determinize(state.view(0), 0, Rng(seed))
    assert other.view(0) == state.view(0)
    return other


def test_normal_and_hard_play_pragons_budgets_and_easy_the_generic_one() -> None:
    for level in ("normal", "hard"):
        agent = make_agent(f"ismcts:{level}", 1)
        assert isinstance(agent, IsmctsAgent)
        assert agent.config_for(agent.policy_for(GAME)) == LEVELS[level]
    easy = make_agent("ismcts:easy", 1)
    assert isinstance(easy, IsmctsAgent)
    assert easy.config_for(easy.policy_for(GAME)) == GENERIC_LEVELS["easy"]


def test_the_levels_fit_the_latency_the_issue_allows_and_cap_iterations_too() -> None:
    normal, hard = LEVELS["normal"], LEVELS["hard"]
    assert normal.seconds is not None and normal.seconds <= 0.3
    assert hard.seconds is not None and hard.seconds <= 1.5
    assert normal.iterations is not None and hard.iterations is not None
    assert GENERIC_LEVELS["normal"].iterations is not None
    assert normal.iterations > GENERIC_LEVELS["normal"].iterations


def test_a_time_budget_asked_for_is_kept() -> None:
    agent = make_agent("ismcts:hard", 1, budget_ms=40)
    assert isinstance(agent, IsmctsAgent)
    assert agent.config_for(POLICY) == agent.config
    assert agent.config.seconds == 0.04 and agent.config.iterations is None


def test_the_normal_budget_returns_a_legal_action_and_the_same_one_for_the_same_view() -> None:
    state = random_walk(21, 5)
    legal = state.legal_actions()
    assert len(legal) > 1
    first = _agent(3).choose(GAME, state.view(0), 0, legal)
    assert first in legal
    assert _agent(3).choose(GAME, state.view(0), 0, legal) == first


def test_the_normal_budget_never_peeks_two_worlds_with_one_view_get_one_answer() -> None:
    asked = 0
    for seed in range(30, 34):
        state = random_walk(seed, 2 * (seed - 29))
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        other = _same_view_other_world(state, seed + 100)
        assert other.to_json() != state.to_json()
        a = _agent(5).choose(GAME, state.view(0), 0, state.legal_actions())
        b = _agent(5).choose(GAME, other.view(0), 0, other.legal_actions())
        assert a == b
        asked += 1
    assert asked >= 2


def test_the_normal_budget_finds_the_win_under_a_face_down_card() -> None:
    """Pair the Sevens, turn up the card beneath with the pair's effect, pair it: the table is
    clear in three moves. The Five beneath is hidden, so the search must imagine it."""
    state = position(stacks={"middle": ["5c", "7s"]}, up={"middle": True}, hand=["7h", "5d", "Kc"])
    for _ in range(3):
        legal = state.legal_actions()
        state.apply(_agent(4).choose(GAME, state.view(0), 0, legal))
    assert state.is_over and state.returns() == (1.0,)
