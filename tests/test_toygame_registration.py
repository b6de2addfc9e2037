"""A sixth game is its two packages and one line in each registry, and nothing else.

The toy game of ``tests/toygame`` is registered here only (:func:`toygame.registered`): no
other file of the project names it. With it registered, the suites every game passes are
run on it as they are written (their test functions called with its id): the engine
protocol, the privacy oracle (which learns what it hides from its declaration), a saved
position and a saved match read back and replayed, rules versions, standings, and the
bench, which gives it its sections. Its table is drawn in tests/ui/test_toygame_table.py.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import tests.test_engine_core as protocol
import tests.test_privacy as privacy
import tests.test_restore_exact as restore
import tests.test_rules_versions as versions
import tests.test_standings as standings
from eternus import bench
from eternus.engine import registry
from eternus.engine.core import Seat
from eternus.session import GameSession
from tests.toygame import GAME_ID, registered


@pytest.fixture
def toy() -> Iterator[str]:
    with registered() as game_id:
        yield game_id


def test_the_toy_game_is_known_only_while_registered() -> None:
    assert GAME_ID not in registry.games()
    with registered():
        assert registry.is_built(GAME_ID) and registry.entry(GAME_ID).title == "Toy Piles"
        assert [e.id for e in registry.catalogue()][-1] == GAME_ID
    assert GAME_ID not in registry.games() and GAME_ID not in [e.id for e in registry.catalogue()]


def test_a_registered_game_passes_the_engine_protocol_suite(toy: str) -> None:
    protocol.test_every_game_plays_random_games_through_the_protocol(toy)
    protocol.test_deal_events_match_the_new_state_and_hide_face_down_cards(toy)
    protocol.test_a_saved_position_names_its_game_and_another_games_position_is_refused(toy)


def test_a_registered_game_passes_the_privacy_oracle(toy: str) -> None:
    privacy.test_no_view_names_a_card_its_seat_was_never_shown(toy)
    privacy.test_twin_states_that_differ_only_in_hidden_cards_look_the_same_to_the_seat(toy)
    privacy.test_a_sampler_gives_the_worlds_determinize_gives(toy)
    privacy.test_the_oracle_catches_a_card_planted_deep_in_a_view(toy)


def test_a_registered_game_round_trips_through_json_and_replays(toy: str) -> None:
    restore.test_a_state_rebuilt_from_its_json_is_the_same_state_and_plays_on_the_same(toy)
    restore.test_a_world_imagined_from_a_view_shows_that_view_and_holds_the_same_cards(toy)
    versions.test_a_new_match_is_played_under_todays_rules(toy)
    versions.test_a_record_keeps_its_rules_version_through_json(toy)
    versions.test_a_version_one_record_is_played_under_rules_version_one(toy)
    session = GameSession.new(toy, [Seat("You"), Seat("Rook", "random")], {}, 5)
    while not session.is_over:
        session.apply(session.state.legal_actions()[-1])
    again = GameSession.from_json(session.to_json())
    assert again.state.to_json() == session.state.to_json() and again.is_over


def test_a_registered_game_is_placed_on_a_standings_sheet(toy: str) -> None:
    standings.test_every_player_has_one_line_best_first_and_the_winners_are_placed_first(toy)


def test_a_registered_game_is_benched_without_an_edit_to_the_bench(toy: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert {f"{toy}_engine", f"{toy}_hint", f"{toy}_frame", f"{toy}_frame_4k"} <= set(bench.sections())
    monkeypatch.setattr(bench, "PLAYOUT_SECONDS", 0.2)
    monkeypatch.setattr(bench, "FRAMES", 3)
    report = bench.run([f"{toy}_engine", f"{toy}_frame"])
    assert report[f"{toy}_engine"]["playouts"] > 0
    assert report[f"{toy}_frame"]["game"] == toy and report[f"{toy}_frame"]["frames"] == 3
