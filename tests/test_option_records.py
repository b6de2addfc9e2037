"""Each game's options as a typed record (engine/option_record.py): tied to the game's Option
declarations when its class is made, read by the rules as ``st.opts``, while saves and views
keep the options as a JSON object."""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import Any, Literal

import pytest

from eternus.engine.core import Game, Option
from eternus.engine.option_record import GameOptions
from eternus.engine.registry import get_game
from tests.games import GAME_IDS, seats


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_games_record_has_a_field_per_declared_option_in_order(game_id: str) -> None:
    game = get_game(game_id)
    assert [f.name for f in fields(game.options_record)] == [o.key for o in game.options]
    assert game.options_record.declared == game.options


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_states_opts_is_its_games_record_of_the_options_it_was_dealt(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new(seats(game_id, 2), None, seed=3)
    assert type(state.opts) is game.options_record  # type: ignore[attr-defined]
    record = state.opts  # type: ignore[attr-defined]
    assert {f.name: getattr(record, f.name) for f in fields(record)} == {
        o.key: state.options[o.key] for o in game.options}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_saved_position_keeps_its_options_as_a_json_object(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new(seats(game_id, 2), None, seed=3)
    assert state.opts is not None  # type: ignore[attr-defined]  # read, kept: it must not reach the save
    saved = json.loads(json.dumps(state.to_json()))
    assert saved["options"] == state.options
    assert game.state_from_json(saved).opts == state.opts  # type: ignore[attr-defined]


def test_a_key_a_mapping_lacks_takes_its_declared_default() -> None:
    game = get_game("draker")
    assert game.options_record.of({}) == game.options_record.of({"life": game.options[0].default})


@dataclass(frozen=True)
class _PilesOpts(GameOptions):
    piles: int
    colour: Literal["red", "black"]


def _game_with(record: type[GameOptions], options: tuple[Option, ...]) -> type[Game]:
    namespace: dict[str, Any] = {"options_record": record, "options": options}
    return type("PilesGame", (Game,), namespace)


def test_a_record_whose_fields_differ_from_the_declared_options_stops_the_game_class() -> None:
    declared = (Option("piles", "Piles", "How many piles.", 3, (2, 3)),
                Option("color", "Colour", "The colour.", "red", ("red", "black")))
    with pytest.raises(TypeError, match=r"PilesGame: _PilesOpts has the fields \['piles', 'colour'\]"):
        _game_with(_PilesOpts, declared)


def test_a_choice_its_field_cannot_hold_stops_the_game_class() -> None:
    declared = (Option("piles", "Piles", "How many piles.", 3, (2, 3)),
                Option("colour", "Colour", "The colour.", "red", ("red", "green")))
    with pytest.raises(TypeError, match="option 'colour' offers 'green'"):
        _game_with(_PilesOpts, declared)


def test_a_bool_default_does_not_fit_an_int_field() -> None:
    declared = (Option("piles", "Piles", "How many piles.", True),
                Option("colour", "Colour", "The colour.", "red", ("red", "black")))
    with pytest.raises(TypeError, match="option 'piles' offers True"):
        _game_with(_PilesOpts, declared)


def test_equal_options_give_the_one_record_so_a_copied_state_reads_them_cheaply() -> None:
    game = get_game("kings_court")
    state = game.new(seats("kings_court", 4), None, seed=3)
    assert state.clone().opts is state.opts  # type: ignore[attr-defined]
