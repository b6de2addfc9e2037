"""The setup screen's memory: per game, read back defensively."""

from __future__ import annotations

import json

from eternus.engine.core import Seat
from eternus.engine.registry import get_game
from eternus.setup_memory import SETUP_FILE, recall, remember
from eternus.storage import Storage

OFFERED = {"human", "ismcts:easy", "ismcts:normal", "ismcts:hard"}


def offered(spec: str) -> bool:
    return spec in OFFERED


def test_a_remembered_setup_comes_back_for_its_own_game_only(tmp_path) -> None:
    storage = Storage(tmp_path)
    court, kings = get_game("kings_court"), get_game("four_kings")
    seats = [Seat("Ann"), Seat("Bob", "ismcts:hard"), Seat("Cy", "human")]
    remember(storage, court, {"partners": False, "score_limit": 750}, seats)
    remember(storage, kings, {}, [Seat("Dee"), Seat("Eve", "ismcts:easy")])
    options, back = recall(storage, court, offered)
    assert options == {"partners": False, "score_limit": 750}
    assert back == seats
    assert recall(storage, kings, offered)[1] == [Seat("Dee"), Seat("Eve", "ismcts:easy")]
    assert recall(storage, get_game("pragon"), offered) == ({}, [])


def test_bad_options_are_dropped_and_the_good_ones_kept(tmp_path) -> None:
    storage = Storage(tmp_path)
    (tmp_path / SETUP_FILE).write_text(json.dumps({"kings_court": {
        "options": {"score_limit": 123, "no_such_option": 1, "partners": True},
        "seats": [{"name": "A", "agent": "human"}, {"name": "B", "agent": "ismcts:normal"}]}}))
    options, seats = recall(storage, get_game("kings_court"), offered)
    assert options == {"partners": True}
    assert [s.name for s in seats] == ["A", "B"]


def test_seats_that_do_not_fit_the_game_or_the_offer_are_all_dropped(tmp_path) -> None:
    storage = Storage(tmp_path)
    game = get_game("kings_court")
    for seats in ([{"name": "Alone", "agent": "human"}],                          # too few
                  [{"name": "A", "agent": "human"}, {"name": "B", "agent": "wizard"}],  # unknown AI
                  [{"name": "A"}, "not a seat"], "nonsense"):
        (tmp_path / SETUP_FILE).write_text(json.dumps({"kings_court": {"seats": seats}}))
        assert recall(storage, game, offered)[1] == []


def test_a_corrupt_file_costs_only_the_memory(tmp_path) -> None:
    storage = Storage(tmp_path)
    (tmp_path / SETUP_FILE).write_text("{ not json")
    game = get_game("kings_court")
    assert recall(storage, game, offered) == ({}, [])
    remember(storage, game, {"score_limit": 250}, [Seat("A"), Seat("B", "ismcts:easy")])
    assert recall(storage, game, offered)[0] == {"score_limit": 250}


def test_names_typed_at_one_game_are_known_at_every_game_most_recent_first(tmp_path) -> None:
    from eternus.setup_memory import known_names

    storage = Storage(tmp_path)
    remember(storage, get_game("kings_court"), {}, [Seat("Ann"), Seat("Bob", "ismcts:hard"), Seat("Player 3")])
    remember(storage, get_game("four_kings"), {}, [Seat("Cy"), Seat("Ann"), Seat("You")])
    assert known_names(storage) == ["Cy", "Ann"]          # not an AI seat's name, nor a chair's default


def test_a_damaged_list_of_names_is_no_names_and_costs_no_setup(tmp_path) -> None:
    from eternus.setup_memory import known_names

    storage = Storage(tmp_path)
    (tmp_path / SETUP_FILE).write_text(json.dumps({"names": "Ann", "kings_court": {
        "seats": [{"name": "A", "agent": "human"}, {"name": "B", "agent": "ismcts:normal"}]}}))
    assert known_names(storage) == []
    assert len(recall(storage, get_game("kings_court"), offered)[1]) == 2
    (tmp_path / SETUP_FILE).write_text(json.dumps({"names": ["Ann", 7, "", "Player 2", "Ann"]}))
    assert known_names(storage) == ["Ann"]
