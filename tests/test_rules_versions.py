"""A record names the rules version its match is played under, and keeps it.

A save is a record replayed move by move under the engine of today. A rule fixed since the
save was written would make its moves illegal or settle them otherwise, so every record
carries the game's rules version (``Game.rules_version`` when it began) and is replayed, and
goes on, under that version: each changed rule keeps its old reading behind ``state.rules``.
These tests hold the mechanism; each game's rule fixes test their own old readings.
"""

from __future__ import annotations

import json

import pytest

from eternus.engine.core import RULES_KEY, OptionError, RecordError, Seat
from eternus.engine.record import GameRecord
from eternus.engine.registry import declarations, get_game
from eternus.session import GameSession

GAMES = sorted(declarations())


def _seats(game_id: str) -> tuple[Seat, ...]:
    game = get_game(game_id)
    return tuple(Seat(f"P{i}") for i in range(max(2, game.min_players) if game.max_players > 1 else 1))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_match_is_played_under_todays_rules(game_id: str) -> None:
    game = get_game(game_id)
    state = GameSession.new(game_id, _seats(game_id), {}, 5).state
    assert state.rules == game.rules_version
    assert state.clone().rules == game.rules_version
    assert game.state_from_json(json.loads(json.dumps(state.to_json()))).rules == game.rules_version


@pytest.mark.parametrize("game_id", GAMES)
def test_a_record_keeps_its_rules_version_through_json(game_id: str) -> None:
    record = GameRecord(game_id, _seats(game_id), 5, {}, [], rules=1)
    data = json.loads(json.dumps(record.to_json()))
    assert data["rules"] == 1 and RULES_KEY not in data["options"]
    again = GameRecord.from_json(data)
    assert again.rules == 1
    assert again.start().rules == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_version_one_record_is_played_under_rules_version_one(game_id: str) -> None:
    """Records written before they named their rules were all played under version 1."""
    data = GameRecord(game_id, _seats(game_id), 5, {}, []).to_json()
    data["version"] = 1
    del data["rules"]
    assert GameRecord.from_json(data).start().rules == 1


def test_options_taken_from_a_state_carry_its_rules_into_the_record_not_into_its_options() -> None:
    state = GameRecord("draker", _seats("draker"), 5, {}, [], rules=1).start()
    record = GameRecord("draker", state.seats, 6, dict(state.options), [])
    assert record.rules == 1 and RULES_KEY not in record.options


def test_play_again_with_a_records_options_starts_under_todays_rules() -> None:
    old = GameRecord("draker", _seats("draker"), 5, {"life": 20}, [], rules=1)
    fresh = GameSession.new("draker", old.seats, old.options, 6)
    assert fresh.state.rules == get_game("draker").rules_version
    assert fresh.state.options["life"] == 20


@pytest.mark.parametrize("rules", [0, -1, 10**6, True, 1.0, "1", None, [1]])
def test_a_record_under_rules_this_program_does_not_know_is_refused(rules: object) -> None:
    data = GameRecord("pragon", (Seat("P"),), 5, {}, []).to_json()
    data["rules"] = rules
    with pytest.raises(RecordError, match="rules"):
        GameRecord.from_json(data)


def test_the_rules_version_is_not_a_players_option() -> None:
    game = get_game("pragon")
    with pytest.raises(OptionError, match="rules version"):
        game.resolve_options({RULES_KEY: game.rules_version + 1})
    kept, dropped = game.known_options({RULES_KEY: 1})
    assert kept == {} and dropped == []
