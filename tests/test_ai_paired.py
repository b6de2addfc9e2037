"""Paired playouts deferring to the game's own rules: clear calls unsearched, noise ignored.

Searches here are capped by playouts only (no clock), so every result is reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence

from ai_toygame import GAME as TOY, Draw, Play, position as toy_position
from eternus.engine.ai.base import GamePolicy
from eternus.engine.ai.paired import _chosen, paired_choice
from eternus.engine.core import Action, View
from eternus.engine.ai.paired import paired_tally
from eternus.engine.core import Seat
from eternus.engine.kings_court.actions import (
    DeclineRisk, Draw as KcDraw, Pass as KcPass, Play as KcPlay, PlayRisk, PlayWarlord,
)
from eternus.engine.kings_court.ai import POLICY, KingsCourtPolicy
from eternus.engine.registry import get_game
from eternus.engine.rng import Rng


class _DrawFirst(GamePolicy):
    """A policy whose rules prefer drawing by ``lead`` over any card: wrong when a card wins."""

    paired_playouts = True

    def __init__(self, lead: float, confidence: float) -> None:
        self.lead = lead
        self.paired_confidence = confidence

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float]:
        return [self.lead if isinstance(a, Draw) else 0.0 for a in actions]


def _winning_position():  # type: ignore[no-untyped-def]
    """Seat 0 on 7 of 10 holds the Three (wins now); drawing lets the rival, on 8, go first."""
    return toy_position([["3h", "As"], ["2h"]], [["5s", "2s"], ["4s", "4h"]], ["5h", "3s", "Ah"])


def _choose(policy: GamePolicy) -> tuple[Action, int]:
    state = _winning_position()
    return paired_choice(TOY, state.view(0), 0, state.legal_actions(), policy, 60, None, None, Rng(3))


def test_a_clear_gain_over_the_rules_choice_clears_the_confidence_margin() -> None:
    action, playouts = _choose(_DrawFirst(lead=5.0, confidence=2.0))
    assert action == Play("3h")
    assert playouts >= 60


def test_every_decision_is_searched_however_sure_the_rules_are() -> None:
    action, playouts = _choose(_DrawFirst(lead=1000.0, confidence=0.0))
    assert action == Play("3h") and playouts >= 60


def test_a_gain_inside_the_noise_keeps_the_first_candidate() -> None:
    """Over 100 worlds the second move gains 0.1 on average with a spread of 0.7 (standard
    error 0.07, so 1.4 errors): a best-mean search takes it, a 2-error margin does not,
    and a 1-error margin does."""
    worlds = 100
    gains = [0.0, 0.1 * worlds]
    squares = [0.0, (0.7 ** 2 + 0.1 ** 2) * worlds]
    assert _chosen(gains, squares, worlds, 0.0) == 1
    assert _chosen(gains, squares, worlds, 2.0) == 0
    assert _chosen(gains, squares, worlds, 1.0) == 1


def test_of_two_gains_past_the_margin_the_larger_is_taken_and_a_loss_never() -> None:
    worlds = 50
    gains = [0.0, 0.3 * worlds, -0.5 * worlds, 0.4 * worlds]
    squares = [0.0, 0.3 ** 2 * worlds, 0.5 ** 2 * worlds, 0.4 ** 2 * worlds]  # no spread: sure gains
    assert _chosen(gains, squares, worlds, 3.0) == 3
    assert _chosen([0.0, -1.0], [0.0, 1.0], 1, 0.0) == 0


class _DrawFirstPlaysUnsearched(_DrawFirst):
    """The same rules, with cards kept out of the search (``searchable``)."""

    def searchable(self, action: Action, first: Action) -> bool:
        return not isinstance(action, Play)


def test_a_move_the_game_keeps_out_of_the_search_is_never_picked_over_the_rules_choice() -> None:
    """The Three wins (the test above), but a game that says its playouts misjudge cards
    keeps the rules' draw, and spends no playouts when nothing else is left to compare."""
    action, playouts = _choose(_DrawFirstPlaysUnsearched(lead=5.0, confidence=0.0))
    assert action == Draw()
    assert playouts == 0


def test_kings_court_keeps_risk_cards_out_of_the_experts_search() -> None:
    expert = POLICY.at_level("expert")
    first = PlayWarlord("warlord", 1)
    assert not expert.searchable(PlayRisk("poison_garden"), first)
    assert not expert.searchable(DeclineRisk(), first)
    assert expert.searchable(KcDraw(), first)


def _keeping_play() -> KingsCourtPolicy:
    """The expert's policy with ``keeps_play`` on (the regret tool's ``k=1``)."""
    expert = KingsCourtPolicy(POLICY.at_level("expert").weights)
    expert.keeps_play = True
    return expert


def test_kings_court_expert_keeps_hards_card_where_its_search_would_draw_or_keep_the_drawn_card() -> None:
    """Hard's card stands against a draw or a pass (``KingsCourtPolicy.keeps_play``), but
    not against its other cards, and a draw may still replace a Warlord hard would play."""
    expert = _keeping_play()
    card = KcPlay("blue-2-a")
    assert not expert.searchable(KcDraw(), card)
    assert not expert.searchable(KcPass(), card)
    assert expert.searchable(KcPlay("blue-jester-a"), card)
    assert expert.searchable(KcDraw(), PlayWarlord("warlord", 1))


def test_kings_court_experts_candidates_hold_no_draw_when_hard_would_play_a_card() -> None:
    game = get_game("kings_court")
    expert = _keeping_play()
    state = game.new(tuple(Seat(f"S{i}", "ismcts:hard") for i in range(4)), {"max_hands": 1}, 8100)
    luck = Rng(5)
    while True:  # hard's moves until a turn where it would play a card and may draw instead
        seat, legal = state.to_act, state.legal_actions()
        assert seat is not None
        scores = expert.prior(state.view(seat), seat, legal)
        if KcDraw() in legal and isinstance(legal[scores.index(max(scores))], KcPlay):
            break
        state.apply(expert.rollout_action(state, luck))
    tally = paired_tally(game, state.view(seat), seat, legal, expert, 40, None, 10, Rng(1))
    assert isinstance(tally.candidates[0], KcPlay)
    assert len(tally.candidates) >= 2 and tally.worlds > 0
    assert not any(isinstance(a, (KcDraw, KcPass)) for a in tally.candidates)
