"""A saved game that cannot be resumed never stops the program: it is moved aside (kept), its
previous copy is resumed when that one replays, and the player is told once, truly."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from eternus.engine.core import Seat
from eternus.session import GameSession, load_session, save_name, save_session
from eternus.storage import Storage


def played(game_id: str, seats: list[Seat], moves: int, seed: int = 4) -> GameSession:
    session = GameSession.new(game_id, seats, {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def kept_aside(storage: Storage, game_id: str) -> list[Path]:
    return sorted(storage.path(save_name(game_id)).parent.glob(f"{game_id}.json*.corrupt-*"))


def two_saves(storage: Storage) -> dict[str, Any]:
    """A Pragon game saved twice (so a good copy lies beside it); the newest save's data."""
    session = played("pragon", [Seat("You")], 3)
    save_session(storage, session)
    session.apply(session.state.legal_actions()[0])
    save_session(storage, session)
    return session.to_json()


def damaged(data: dict[str, Any], how: str) -> dict[str, Any]:
    bad = copy.deepcopy(data)
    if how == "an illegal action":
        bad["record"]["actions"].append({"type": "no_such_move"})
    elif how == "a future version":
        bad["version"] = 99
    elif how == "a game id that is a list":
        bad["record"]["game"] = ["pragon"]
    elif how == "an option that does not exist":
        bad["record"]["options"] = {"no_such_option": 3}
    elif how == "no seats":
        bad["record"]["seats"] = []
    elif how == "an elapsed time of NaN":
        bad["elapsed"] = float("nan")
    elif how == "a negative undo count":
        bad["undo_count"] = -4
    return bad


CASES = ["an illegal action", "a future version", "a game id that is a list", "no seats", "an elapsed time of NaN",
         "a negative undo count"]


@pytest.mark.parametrize("how", CASES)
def test_a_save_that_does_not_replay_is_kept_aside_and_its_copy_resumed(storage: Storage, how: str) -> None:
    good = two_saves(storage)
    path = storage.path(save_name("pragon"))
    path.write_text(json.dumps(damaged(good, how), allow_nan=True))
    session, message = load_session(storage, "pragon")
    assert session is not None and len(session.record.actions) == len(good["record"]["actions"]) - 1
    assert message is not None and "previous copy was used" in message and "new game" not in message
    assert len(kept_aside(storage, "pragon")) == 1
    again, second = load_session(storage, "pragon")                  # said once, resumed again
    assert again is not None and second is None


def test_with_no_good_copy_both_files_are_kept_and_nothing_is_resumed(storage: Storage) -> None:
    good = two_saves(storage)
    for path in (storage.path(save_name("pragon")), storage.path(save_name("pragon") + ".bak")):
        path.write_text(json.dumps(damaged(good, "a future version")))
    session, message = load_session(storage, "pragon")
    assert session is None and message is not None and message.count("could not be read") == 2
    assert len(kept_aside(storage, "pragon")) == 2                   # the save and its copy, each once
    assert load_session(storage, "pragon") == (None, None)


def test_another_games_save_in_this_games_place_is_refused_and_the_real_one_untouched(storage: Storage) -> None:
    pragon = played("pragon", [Seat("You")], 2)
    save_session(storage, pragon)
    real = storage.path(save_name("pragon")).read_bytes()
    storage.save_json(save_name("kings_court"), pragon.to_json())
    session, message = load_session(storage, "kings_court")
    assert session is None and message is not None and "saved game of 'pragon'" in message
    assert storage.path(save_name("pragon")).read_bytes() == real


def test_a_seat_name_of_megabytes_is_refused_at_the_door_not_laid_out(storage: Storage) -> None:
    good = two_saves(storage)
    bad = copy.deepcopy(good)
    bad["record"]["seats"][0]["name"] = "N" * 2_000_000
    storage.path(save_name("pragon")).write_text(json.dumps(bad))
    session, message = load_session(storage, "pragon")
    assert session is not None and session.record.seats[0].name == "You"          # the copy
    assert message is not None and len(message) < 400                         # not the name itself


def test_a_save_whose_option_was_renamed_since_goes_on_with_the_default_and_says_so(storage: Storage) -> None:
    good = two_saves(storage)
    storage.path(save_name("pragon")).write_text(json.dumps(damaged(good, "an option that does not exist")))
    session, message = load_session(storage, "pragon")
    assert session is not None and len(session.record.actions) == len(good["record"]["actions"])
    assert message is not None and "'no_such_option'" in message and "defaults" in message
    assert not kept_aside(storage, "pragon")
