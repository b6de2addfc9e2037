"""The turn driver: AI seats play on a worker thread, humans get a privacy screen between them."""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import pairwise

import pytest

from eternus.engine import registry
from eternus.engine.ai.base import GamePolicy
from eternus.engine.core import Seat
from eternus.engine.registry import Declaration
from eternus.session import GameSession
from eternus.ui.table.turns import TurnDriver, TurnStep

from ai_toygame import GAME, Draw, Play

POLL = 0.002  # seconds between frames of the bounded polling loops
FRAMES = 20_000


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy game joins the built games for the test (GameSession finds games by id)."""
    games = dict(registry.games())
    games[GAME.id] = GAME
    monkeypatch.setattr(registry, "_GAMES", games)
    yield


def toy(agents: list[str], seed: int = 3) -> GameSession:
    return GameSession.new("toy", [Seat(f"P{i + 1}", a) for i, a in enumerate(agents)], {}, seed)


def run_until(driver: TurnDriver, done, busy=lambda: False) -> list[TurnStep]:
    """Frames until ``done(steps)``; the loop is bounded, so a hang fails instead of blocking."""
    steps: list[TurnStep] = []
    for _ in range(FRAMES):
        steps.append(driver.step(busy()))
        if done(steps):
            return steps
        time.sleep(POLL)
    raise AssertionError("the driver did not get there")


def test_two_ai_seats_play_a_whole_game() -> None:
    session = toy(["random", "ismcts:easy"])
    driver = TurnDriver(session)
    first = driver.step()
    assert first.events == () and first.seat == 0 and driver.thinking  # asked, did not block
    steps = run_until(driver, lambda s: session.is_over)
    moves = [s for s in steps if s.events]
    assert len(moves) == len(session.record.actions) >= 1
    assert all(s.error is None and s.privacy_for is None for s in steps)
    assert moves[0].mover == 0 and moves[-1].seat is None
    assert [s.mover for s in moves] == [i % 2 for i in range(len(moves))]  # turns alternate
    replayed, _ = session.record.replay()
    assert replayed.to_json() == session.state.to_json()
    assert driver.step() == TurnStep(None)


def test_answers_wait_while_the_table_is_busy() -> None:
    session = toy(["random", "random"])
    driver = TurnDriver(session)
    busy = True
    steps = run_until(driver, lambda s: driver._ready is not None, busy=lambda: busy)
    assert session.record.actions == [] and not any(s.events for s in steps)
    busy = False
    step = driver.step(False)
    assert step.mover == 0 and step.events and len(session.record.actions) == 1


def human_turns(session: GameSession, driver: TurnDriver, moves: int) -> list[tuple[int, int | None]]:
    """Play ``moves`` moves (first legal) at the hot seat; (seat to act, privacy_for) per frame."""
    seen = []
    for _ in range(moves):
        step = driver.step()
        seen.append((step.seat, step.privacy_for))
        if step.seat is None:
            break
        again = driver.step()  # a second frame on the same turn never repeats the screen
        assert again.privacy_for is None
        session.apply(session.state.legal_actions()[0])
    return seen


def test_privacy_screen_exactly_between_different_humans() -> None:
    session = toy(["human", "human"])
    driver = TurnDriver(session)
    seen = human_turns(session, driver, 4)
    assert seen[0] == (0, 0)  # two people: even the first one's cards wait for the screen
    for (before, _), (seat, privacy) in pairwise(seen):
        assert privacy == (seat if seat is not None and seat != before else None)
    assert any(p is not None for _, p in seen)


def test_one_human_with_ai_never_gets_a_privacy_screen() -> None:
    session = toy(["human", "random", "random"], seed=9)
    driver = TurnDriver(session)
    for _ in range(FRAMES):
        step = driver.step()
        assert step.privacy_for is None
        if step.seat is None:
            break
        if step.seat == 0:
            session.apply(session.state.legal_actions()[0])
        time.sleep(POLL)
    assert session.is_over


def test_human_ai_human_gets_the_screen_after_the_ai_turn() -> None:
    session = toy(["human", "random", "human"], seed=4)
    driver = TurnDriver(session)
    assert driver.step().privacy_for == 0          # the first of two people gets the screen too
    assert driver.step().privacy_for is None
    session.apply(Draw() if Draw() in session.state.legal_actions() else session.state.legal_actions()[0])
    steps = run_until(driver, lambda s: s[-1].seat != 1)
    assert steps[-1].mover == 1 and steps[-1].seat == 2 and steps[-1].privacy_for is None
    assert driver.step(busy=True).privacy_for is None  # not while the AI's move animates
    assert driver.step().privacy_for == 2 and driver.viewer == 2
    assert driver.step().privacy_for is None


def test_an_answer_after_an_undo_is_thrown_away() -> None:
    session = toy(["human", "random"], seed=5)
    driver = TurnDriver(session)
    driver.step()
    move = session.state.legal_actions()[0]
    session.apply(move)
    assert driver.step().seat == 1  # the AI is asked now
    driver.wait()  # its answer is ready (not collected yet) ...
    assert session.undo()  # ... when the human takes the move back
    step = driver.step()
    assert step.events == () and driver._ready is None and session.record.actions == []
    assert step.seat == 0
    # the same move again: the AI is asked afresh and its new answer is played
    session.apply(move)
    steps = run_until(driver, lambda s: bool(s[-1].events))
    assert steps[-1].mover == 1 and len(session.record.actions) == 2


def test_an_answer_held_during_an_animation_is_dropped_by_an_undo() -> None:
    session = toy(["human", "random"], seed=5)
    driver = TurnDriver(session)
    session.apply(session.state.legal_actions()[0])
    run_until(driver, lambda s: driver._ready is not None, busy=lambda: True)
    assert session.undo()
    step = driver.step(False)
    assert step.events == () and session.record.actions == [] and driver._ready is None


def test_a_failing_ai_costs_a_message_and_the_games_safe_move(monkeypatch: pytest.MonkeyPatch) -> None:
    class DrawsWhenSafe(GamePolicy):
        safe_moves = (Draw,)

    declared = {**registry.declarations(), GAME.id: Declaration(GAME, DrawsWhenSafe())}
    monkeypatch.setattr(registry, "declarations", lambda: declared)
    session = toy(["human", "no-such-agent"], seed=5)
    driver = TurnDriver(session)
    session.apply(session.state.legal_actions()[0])
    assert isinstance(session.state.legal_actions()[0], Play)    # the table no longer plays the first
    steps = run_until(driver, lambda s: bool(s[-1].events))
    assert steps[-1].error and "could not answer" in steps[-1].error
    assert isinstance(session.record.actions[-1], Draw)


def test_an_ai_move_waits_for_the_pace_after_the_last_move_landed() -> None:
    from eternus.engine.core import Seat
    from eternus.session import GameSession
    from eternus.ui.table.turns import TurnDriver

    now = [100.0]
    session = GameSession.new("kings_court", [Seat("Ann", "greedy"), Seat("Bob", "greedy")], {}, 3)
    driver = TurnDriver(session, pace=lambda: 1.3, clock=lambda: now[0])
    moves: list[float] = []
    for _ in range(400):
        step = driver.step(busy=False)
        if step.events:
            moves.append(now[0])
            if len(moves) == 3:
                break
        now[0] += 0.05
        driver.wait(5)
    assert len(moves) == 3
    assert moves[1] - moves[0] >= 1.3 and moves[2] - moves[1] >= 1.3          # never sooner than the pace


def test_a_persons_cards_are_revealed_from_their_hand_over_to_the_end_of_their_move() -> None:
    """Hot-seat with hidden hands: the screen handed to P1 reveals P1's cards; P1's move made,
    they are nobody's (the chair stays P1's); when the decision comes back to P1 (an undo
    here, the AI seats' turns at a table) the screen is handed over again first."""
    session = toy(["human", "human", "random"], seed=4)
    driver = TurnDriver(session, hidden_hands=True)
    assert driver.revealed is None
    assert driver.step().privacy_for == 0 and driver.revealed == 0
    session.apply(session.state.legal_actions()[0])
    driver.move_ended()
    assert driver.revealed is None and driver.viewer == 0
    assert session.undo(0) and session.state.to_act == 0
    assert driver.step().privacy_for == 0 and driver.revealed == 0


def test_without_hidden_hands_the_same_person_deciding_again_needs_no_hand_over() -> None:
    """Four Kings hides nothing: the person at the screen decides again without one."""
    session = toy(["human", "human", "random"], seed=4)
    driver = TurnDriver(session)
    assert driver.step().privacy_for == 0
    session.apply(session.state.legal_actions()[0])
    assert session.undo(0)
    assert driver.step().privacy_for is None


def test_one_person_alone_has_their_cards_revealed_while_the_ai_seats_play() -> None:
    session = toy(["human", "random", "random"], seed=9)
    driver = TurnDriver(session, hidden_hands=True)
    for _ in range(FRAMES):
        step = driver.step()
        assert driver.revealed == 0 and step.privacy_for is None
        if step.seat is None:
            break
        if step.seat == 0:
            session.apply(session.state.legal_actions()[0])
        time.sleep(POLL)
    assert session.is_over


def test_a_hand_ended_by_a_persons_move_turns_their_cards_down_though_they_decide_next() -> None:
    """The room watches the showdown and the summary: the next hand's cards of the person
    who ended the last one wait for their hand-over, even when they are the first to act."""
    session = toy(["human", "human"], seed=4)
    driver = TurnDriver(session, hidden_hands=True)
    assert driver.step().privacy_for == 0
    driver.move_ended()
    assert driver.revealed == 0                   # still their decision, in the same hand
    driver.move_ended(hand_ended=True)
    assert driver.revealed is None and driver.step().privacy_for == 0
