"""A saved position comes back as the same position, and an imagined one looks the same.

For every built game, over random games, at every few steps:

* the state rebuilt from its JSON has every field equal to the original's (not just the same
  JSON: a field the JSON forgot would come back empty on both sides of a JSON comparison),
  shows every seat the same view, offers the same moves, and plays on to the same position;
* every view names its own seat;
* a world imagined from a seat's view (``determinize``, what the AI searches) shows that seat
  exactly its view, holds the same cards as the real state, and offers the seat to act the
  same moves.
"""

from __future__ import annotations

import json
import zlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import fields as dataclass_fields
from typing import Any

import pytest

from eternus.engine.core import Action, Game, Seat, State
from eternus.engine.registry import games
from eternus.engine.rng import Rng
from tests.conftest import PROPERTY_SEED, scaled

GAMES = 12
EVERY = 3


def fields(state: State) -> dict[str, Any]:
    """Every field of a state, the RNG by its position in the stream (what it reads once and
    keeps, its options record, is not a field)."""
    found = {f.name: getattr(state, f.name) for f in dataclass_fields(state) if f.name != "rng"}
    found["rng"] = state.rng.state
    return found


def _seat_counts(game: Game) -> int:
    return min(game.max_players, max(game.min_players, 3))


def checked_positions(game: Game, salt: int) -> Iterator[tuple[State, Action, str]]:
    """Random games of ``game``: every ``EVERY``-th position, with the random move about to be
    played from it and a label for messages. The caller may play that move itself (to compare
    a copy); otherwise it is played when the next position is asked for."""
    for g in range(scaled(GAMES, 1)):
        seed = PROPERTY_SEED + salt * g
        seats = tuple(Seat(f"P{i}", "random") for i in range(_seat_counts(game)))
        state = game.new(seats, dict(game.quick_options), seed)
        rng = Rng(seed)
        step = 0
        while not state.is_over and step < 3000:
            action = rng.choice(state.legal_actions())
            if step % EVERY == 0:
                before = json.dumps(state.to_json(), sort_keys=True)
                yield state, action, f"{game.id} seed {seed} step {step}"
                if json.dumps(state.to_json(), sort_keys=True) != before:
                    step += 1
                    continue
            state.apply(action)
            step += 1


@pytest.mark.parametrize("game_id", sorted(games()))
def test_a_state_rebuilt_from_its_json_is_the_same_state_and_plays_on_the_same(game_id: str) -> None:
    game = games()[game_id]
    for state, action, where in checked_positions(game, 101):
        restored = game.state_from_json(json.loads(json.dumps(state.to_json())))
        assert fields(restored) == fields(state), where
        assert restored.legal_actions() == state.legal_actions(), where
        for seat in range(len(state.seats)):
            assert restored.view(seat) == state.view(seat), where
        restored.apply(action)
        state.apply(action)
        assert json.dumps(restored.to_json(), sort_keys=True) == json.dumps(state.to_json(), sort_keys=True), where


@pytest.mark.parametrize("game_id", sorted(games()))
def test_a_world_imagined_from_a_view_shows_that_view_and_holds_the_same_cards(game_id: str) -> None:
    game = games()[game_id]
    for state, _, where in checked_positions(game, 103):
        for seat in range(len(state.seats)):
            view = state.view(seat)
            if "seat" in view:
                assert view["seat"] == seat, where
            world = game.determinize(view, seat, Rng(zlib.crc32(where.encode()) + seat))
            assert world.view(seat) == view, where
            cards = getattr(state, "all_cards", None)
            if cards is not None:
                assert Counter(world.all_cards()) == Counter(cards()), where  # type: ignore[attr-defined]
            if state.to_act == seat:
                assert world.legal_actions() == state.legal_actions(), where
