"""An AI that fails is answered by the engine: the game's policy has a safe move, and the table
only plays what the engine gives it (issue 54, section 4)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence

import pytest

from eternus.engine import registry
from eternus.engine.ai.base import GamePolicy, choose_safely, policy_for, safe_answer
from eternus.engine.core import Action, Game, Seat, State, View
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, Fold, Raise
from eternus.engine.draker.actions import Done, Pass
from eternus.engine.kings_court.actions import Draw as CourtDraw
from eternus.engine.pragon.actions import EndRound, FinishEffect
from eternus.engine.registry import Declaration
from eternus.engine.rng import Rng

from ai_toygame import GAME as TOY, Draw, Play

#: Decisions looked at per game: enough to meet each kind of decision a few times.
DECISIONS = 400


class Broken:
    """An agent that raises: the failure a table must survive."""

    name = "broken"

    def choose(self, game: Game, view: View, seat: int, legal_actions: Sequence[Action]) -> Action:
        raise RuntimeError("out of its depth")


class Fixed:
    """An agent that answers ``answer`` whatever it is asked."""

    name = "fixed"

    def __init__(self, answer: Action) -> None:
        self.answer = answer

    def choose(self, game: Game, view: View, seat: int, legal_actions: Sequence[Action]) -> Action:
        return self.answer


class DrawsWhenSafe(GamePolicy):
    safe_moves = (Draw,)


@pytest.fixture
def toy_declared(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game declared with a policy whose safe move is to draw."""
    known = dict(registry.declarations())
    known[TOY.id] = Declaration(TOY, DrawsWhenSafe())
    monkeypatch.setattr(registry, "declarations", lambda: known)
    yield


def toy_start() -> tuple[State, list[Action]]:
    state = TOY.new((Seat("A"), Seat("B")), {}, 3)
    legal = state.legal_actions()
    assert any(isinstance(a, Play) for a in legal) and isinstance(legal[-1], Draw)
    return state, legal


def test_an_agent_that_answers_a_legal_move_is_played_as_it_answered(toy_declared: None) -> None:
    state, legal = toy_start()
    choice = choose_safely(Fixed(legal[0]), TOY, state.view(0), 0, legal)
    assert choice.action == legal[0] and choice.failure is None


def test_an_agent_that_raises_gets_the_games_safe_answer_and_the_failure_is_logged(
        toy_declared: None, caplog: pytest.LogCaptureFixture) -> None:
    state, legal = toy_start()
    with caplog.at_level(logging.WARNING, logger="eternus.engine.ai.base"):
        choice = choose_safely(Broken(), TOY, state.view(0), 0, legal)
    assert isinstance(choice.action, Draw)
    assert choice.failure == "The AI could not answer (RuntimeError: out of its depth)."
    assert "AI broken failed for seat 0" in caplog.text and "plays the safe answer" in caplog.text


def test_an_agent_answering_a_move_not_on_offer_gets_the_games_safe_answer(toy_declared: None) -> None:
    state, legal = toy_start()
    choice = choose_safely(Fixed(Play("not a card")), TOY, state.view(0), 0, legal)
    assert isinstance(choice.action, Draw)
    assert choice.failure is not None and "not allowed" in choice.failure


def test_a_game_without_safe_moves_answers_its_first_legal_action() -> None:
    state, legal = toy_start()
    assert policy_for(TOY).safe_moves == ()          # not declared: the default policy
    assert safe_answer(TOY, state.view(0), 0, legal) == legal[0]


def test_the_safe_answer_is_the_first_safe_kind_on_offer_in_the_policys_order() -> None:
    class PlaysFirst(GamePolicy):
        safe_moves = (Play, Draw)

    state, legal = toy_start()
    assert isinstance(DrawsWhenSafe().safe_answer(state.view(0), 0, legal), Draw)
    assert PlaysFirst().safe_answer(state.view(0), 0, legal) == next(a for a in legal if isinstance(a, Play))


def safe_answers(game_id: str, seed: int = 11) -> Iterator[tuple[list[Action], Action]]:
    """(legal actions, the safe answer) at each decision of a game played at random."""
    game = registry.get_game(game_id)
    seats = tuple(Seat(f"P{i}") for i in range(max(game.min_players, min(3, game.max_players))))
    rng = Rng(seed)
    state = game.new(seats, {}, seed)
    for _ in range(DECISIONS):
        seat = state.to_act
        if seat is None or state.is_over:
            seed += 1
            state = game.new(seats, {}, seed)
            continue
        legal = state.legal_actions()
        yield legal, safe_answer(game, state.view(seat), seat, legal)
        state.apply(rng.choice(legal))


def kinds(actions: Sequence[Action]) -> set[type[Action]]:
    return {type(a) for a in actions}


@pytest.mark.parametrize("game_id", sorted(registry.declarations()))
def test_every_games_safe_answer_is_one_of_its_legal_actions(game_id: str) -> None:
    assert all(answer in legal for legal, answer in safe_answers(game_id))


def holds(game_id: str, rule: Callable[[set[type[Action]], Action], bool]) -> None:
    broken = [(sorted(k.__name__ for k in kinds(legal)), answer) for legal, answer in safe_answers(game_id)
              if not rule(kinds(legal), answer)]
    assert broken == []


def test_a_failed_ai_at_dragon_kings_checks_when_it_may_and_folds_facing_a_bet() -> None:
    def rule(offered: set[type[Action]], answer: Action) -> bool:
        if Check in offered:
            return isinstance(answer, Check)
        if Fold in offered:
            return isinstance(answer, Fold)
        return not isinstance(answer, (Raise, AllIn, Call))
    holds("dragon_kings", rule)


def test_a_failed_ai_at_kings_court_draws_rather_than_play_a_card() -> None:
    holds("kings_court", lambda offered, answer: CourtDraw not in offered or isinstance(answer, CourtDraw))


def test_a_failed_ai_at_draker_passes_or_lets_the_stacks_resolve() -> None:
    def rule(offered: set[type[Action]], answer: Action) -> bool:
        if Pass in offered:
            return isinstance(answer, Pass)
        return Done not in offered or isinstance(answer, Done)
    holds("draker", rule)


def test_a_failed_ai_at_pragon_ends_the_round_or_the_effect_once_it_may() -> None:
    def rule(offered: set[type[Action]], answer: Action) -> bool:
        if EndRound in offered:
            return isinstance(answer, EndRound)
        return FinishEffect not in offered or isinstance(answer, FinishEffect)
    holds("pragon", rule)
