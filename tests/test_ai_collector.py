"""The cyclic collector is paused during a search, and pausing it loses nothing.

Pausing is safe only if what a search builds holds no reference cycles (then reference
counting frees it all): every game's search is checked to leave no cyclic garbage behind.
"""

from __future__ import annotations

import gc
import threading

import pytest

from eternus.engine.ai import make_agent
from eternus.engine.ai.collector import collector_paused
from eternus.engine.core import Seat
from eternus.engine.registry import games
from walks import random_moves

# The levels differ in budget and knowledge, not in what a search builds: normal stands for
# easy and hard; King's Court's expert runs its own searches on top of hard's rules.
CASES = [(game_id, "normal") for game_id in sorted(games())] + [("kings_court", "expert")]


@pytest.mark.parametrize(("game_id", "level"), CASES)
def test_a_search_leaves_no_cyclic_garbage(game_id: str, level: str) -> None:
    game = games()[game_id]
    seats = [Seat(f"P{i}", f"ismcts:{level}") for i in range(max(game.min_players, 2 if game.max_players > 1 else 1))]
    state = random_moves(game.new(seats, dict(game.quick_options), 5), 6, 5)
    while not state.is_over and len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    assert not state.is_over
    seat = state.to_act
    assert seat is not None
    agent = make_agent(f"ismcts:{level}", 1)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        agent.choose(game, state.view(seat), seat, state.legal_actions())
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


def test_the_collector_is_paused_inside_and_restored_after() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the outer search still runs
    assert gc.isenabled()


def test_overlapping_searches_in_two_threads_restore_the_collector_once_both_end() -> None:
    inside, release = threading.Event(), threading.Event()

    def other_search() -> None:
        with collector_paused():
            inside.set()
            release.wait(5)

    thread = threading.Thread(target=other_search)
    with collector_paused():
        thread.start()
        assert inside.wait(5)
    assert not gc.isenabled()  # this one ended, the other has not
    release.set()
    thread.join(5)
    assert gc.isenabled()


def test_a_collector_switched_off_before_stays_off() -> None:
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
