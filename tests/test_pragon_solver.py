"""The full-knowledge solver behind "show me how": every line it returns wins when replayed
through a fresh state with the ordinary, checked ``apply``; it never changes the position it
is given; and when it finds nothing in its time it says so instead of pretending."""

from __future__ import annotations

from eternus.engine.pragon.game import new_game
from eternus.engine.pragon.solver import solve


def test_every_line_the_solver_returns_wins_when_replayed_through_a_fresh_state() -> None:
    found = 0
    for seed in range(1000, 1030):
        result = solve(new_game(seed))
        if result.line is None:
            assert result.timed_out                 # nothing found only for want of time
            continue
        found += 1
        state = new_game(seed)
        for action in result.line:
            state.apply(action)                     # refused actions would raise here
        assert state.is_over and state.returns()[0] > 0, f"deal {seed}: the line does not win"
    assert found >= 28                              # 198 of 200 deals in the bench


def test_the_position_asked_about_is_left_as_it_was() -> None:
    start = new_game(1003)
    before = start.to_json()
    solve(start)
    assert start.to_json() == before


def test_no_time_means_no_line_and_says_it_timed_out() -> None:
    result = solve(new_game(1001), seconds=0.0)
    assert result.line is None and result.timed_out


def test_a_lost_deal_has_no_line_from_its_end() -> None:
    state = new_game(1005)
    while not state.is_over:                         # play it badly to its end
        state.apply(state.legal_actions()[-1])
    result = solve(state)
    assert result.line is None and not result.timed_out
