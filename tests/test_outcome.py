"""A finished match is counted exactly once, whatever is pressed when (the issue "Nothing
lost, nothing bricked": undo during the end animation, a second results screen, a save that
survived its match, a second copy of the program, Ctrl+R)."""

from __future__ import annotations

from eternus.engine.core import Seat
from eternus.outcome import player_won, record_finished
from eternus.session import GameSession, load_session, save_name, save_session
from eternus.storage import STATS_FILE, Statistics, Storage
from tests.ui.helpers import finished_match, finished_session


def test_recording_a_match_twice_counts_it_once(storage: Storage) -> None:
    session = finished_session()
    first = record_finished(storage, session)
    second = record_finished(storage, session)
    assert first.stats.played == second.stats.played == 1
    assert Statistics(storage).for_game("pragon").played == 1


def test_a_recorded_match_cannot_be_undone_back_into_play() -> None:
    session = finished_session()
    assert session.can_undo()
    session.recorded = True
    assert not session.can_undo() and not session.undo() and session.is_over


def test_a_save_that_survived_its_match_is_counted_once_by_every_copy_of_the_program(storage: Storage) -> None:
    session = finished_session()
    storage.save_json(save_name("pragon"), session.to_json())        # the delete failed last time
    for _ in range(5):                                               # five launches, each continuing it
        loaded, _ = load_session(storage, "pragon")
        if loaded is not None:
            record_finished(storage, loaded)
    stats = Statistics(storage).for_game("pragon")
    assert stats.played == 1 and (stats.won == 1) == player_won(session)
    assert load_session(storage, "pragon") == (None, None)


def test_the_same_deal_played_again_is_a_new_match_and_counts(storage: Storage) -> None:
    session = finished_session()
    record_finished(storage, session)
    session.restart()
    assert not session.recorded
    again = finished_session()
    again.match_id = session.match_id
    record_finished(storage, again)
    assert Statistics(storage).for_game("pragon").played == 2


def test_a_match_id_survives_the_save_and_an_old_save_gets_one(storage: Storage) -> None:
    session = GameSession.new("pragon", [Seat("You")], {}, 3)
    save_session(storage, session)
    loaded, _ = load_session(storage, "pragon")
    assert loaded is not None and loaded.match_id == session.match_id
    data = session.to_json()
    del data["match_id"]
    assert len(GameSession.from_json(data).match_id) == 32


def test_statistics_of_a_newer_version_are_shown_and_never_rewritten_older(storage: Storage) -> None:
    storage.save_json(STATS_FILE, {"version": 7, "games": {"pragon": {"played": 4, "won": 1}}, "more": [1]})
    before = storage.path(STATS_FILE).read_bytes()
    statistics = Statistics(storage)
    assert statistics.read_only and statistics.for_game("pragon").played == 4 and statistics.messages
    statistics.record_result("pragon", True, 0, 10.0, match_id="m1")
    assert storage.path(STATS_FILE).read_bytes() == before


def test_every_person_at_a_hot_seat_table_is_recorded_under_their_name(storage: Storage) -> None:
    from eternus.outcome import seat_won

    seats = [Seat("Anna"), Seat("Ben"), Seat("Robot", "random")]
    session = finished_match("kings_court", seats, seed=4)
    record_finished(storage, session)
    record_finished(storage, session)                                # counted once, for everyone
    statistics = Statistics(storage)
    for seat, name in enumerate(("Anna", "Ben")):
        person = statistics.for_person(name, "kings_court")
        assert person.played == 1 and person.won == int(seat_won(session, seat))
    assert "Robot" not in statistics.people                           # an AI seat has no record
    assert statistics.for_game("kings_court").played == 1             # the screen's own record too


def test_a_damaged_per_person_section_is_reported_and_the_rest_of_the_statistics_kept(storage: Storage) -> None:
    storage.save_json(STATS_FILE, {"version": 1, "games": {"pragon": {"played": 3}},
                                   "people": {"Anna": {"pragon": {"played": "many"}}, "": {}, "Ben": 7}})
    statistics = Statistics(storage)
    assert statistics.for_game("pragon").played == 3
    assert statistics.for_person("Anna", "pragon").played == 0
    assert len(statistics.messages) == 3
    storage.save_json(STATS_FILE, {"version": 1, "games": {}, "people": ["not", "a", "mapping"]})
    assert Statistics(storage).messages


def test_a_table_of_ai_players_counts_in_no_record_and_leaves_no_save(storage: Storage) -> None:
    """Nobody played: the match is nobody's win or loss, in the game's record or anyone's."""
    seats = [Seat("Rook", "random"), Seat("Wren", "random"), Seat("Kite", "random")]
    session = finished_match("kings_court", seats, seed=4)
    storage.save_json(save_name("kings_court"), session.to_json())
    outcome = record_finished(storage, session)
    statistics = Statistics(storage)
    assert outcome.stats.played == 0 and statistics.for_game("kings_court").played == 0
    assert statistics.people == {}
    assert session.recorded and load_session(storage, "kings_court") == (None, None)


def test_each_person_s_place_and_chips_won_are_counted_not_only_a_win(storage: Storage) -> None:
    """A second place at +495 reads as a second place with 495 chips, not as "0 of 1"."""
    from eternus.outcome import amounts

    seats = [Seat("Anna"), Seat("Ben"), Seat("Robot", "random")]
    session = finished_match("dragon_kings", seats, seed=4)
    record_finished(storage, session)
    sheet, chips = session.state.standings(), amounts(session)
    assert chips is not None and chips == tuple(round(r) for r in session.state.returns())
    statistics = Statistics(storage)
    for seat, name in enumerate(("Anna", "Ben")):
        person = statistics.for_person(name, "dragon_kings")
        place = sheet.place_of(seat)
        assert person.places == [0] * (place - 1) + [1] and person.points == chips[seat]


def test_king_s_court_counts_each_person_s_points(storage: Storage) -> None:
    seats = [Seat("Anna"), Seat("Robot", "random")]
    session = finished_match("kings_court", seats, seed=4)
    record_finished(storage, session)
    assert Statistics(storage).for_person("Anna", "kings_court").points == session.state.totals[0]


def test_a_game_that_counts_no_amount_records_places_and_no_points(storage: Storage) -> None:
    seats = [Seat("Anna"), Seat("Robot", "random")]
    session = finished_match("draker", seats, seed=4)
    record_finished(storage, session)
    person = Statistics(storage).for_person("Anna", "draker")
    assert sum(person.places) == person.played == 1 and person.points == 0


def test_an_ai_seat_named_like_a_person_never_feeds_that_person_s_record(storage: Storage) -> None:
    seats = [Seat("Ben"), Seat("Anna", "random")]
    record_finished(storage, finished_match("kings_court", seats, seed=4))
    statistics = Statistics(storage)
    assert "Anna" not in statistics.people and statistics.for_person("Ben", "kings_court").played == 1


def test_places_and_points_are_read_back_and_bad_ones_reset(storage: Storage) -> None:
    storage.save_json(STATS_FILE, {"version": 1, "games": {}, "people": {
        "Anna": {"draker": {"played": 3, "places": [1, 2], "points": -40}},
        "Ben": {"draker": {"played": 1, "places": [1, -1], "points": 2.5}}}})
    statistics = Statistics(storage)
    anna, ben = statistics.for_person("Anna", "draker"), statistics.for_person("Ben", "draker")
    assert anna.places == [1, 2] and anna.points == -40
    assert ben.places == [] and ben.points == 0 and len(statistics.messages) == 2


def test_a_guided_hand_is_practice_and_counts_in_no_record_even_resumed(storage: Storage) -> None:
    session = finished_session()
    session.practice = True
    resumed = GameSession.from_json(session.to_json())     # quit during the guide, continued later
    assert resumed.practice
    record_finished(storage, resumed)
    assert Statistics(storage).for_game("pragon").played == 0
    assert load_session(storage, "pragon") == (None, None)


def test_the_guided_hand_started_from_the_setup_is_marked_practice(app) -> None:
    from eternus.ui.scenes.common import start_guided_hand
    from eternus.ui.table.table_scene import TableScene

    start_guided_hand(app.services, "draker")
    table = app.services.stack.top
    assert isinstance(table, TableScene) and table.session.practice and table.guide is not None
