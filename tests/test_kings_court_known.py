"""What a player has seen of another's hand and remembers (``kings_court/known.py``), what a
view shows of it, and the AI's sampled worlds that deal it (``views.sampler``)."""

from __future__ import annotations

import pytest

from eternus.engine.core import RecordError
from eternus.engine.kings_court.actions import Allow, BurnCard, Done, Play, PlayWarlord, Target
from eternus.engine.kings_court.game import KingsCourtGame
from eternus.engine.kings_court.views import build_state, state_to_json
from eternus.engine.rng import Rng
from tests.test_kings_court_lacks import _hard_positions, play_first_hand, sampled_worlds
from tests.test_kings_court_rules import put_front, table

GAME = KingsCourtGame()


def test_a_siege_tower_leaves_its_player_knowing_the_inspected_hand():
    st = table(hands={0: ["siege_tower", "blue-9-a", "burgundy-1-a"], 1: ["blue-6-a", "blue-7-a"]})
    st.apply(Play("siege_tower", ""))
    st.apply(Target(1))
    st.apply(Allow())
    st.apply(Done())
    assert st.view(0)["hands"][1]["cards"] is None      # no longer shown ...
    assert st.known[0][1] == ["blue-6-a", "blue-7-a"]   # ... but remembered
    assert st.known[2] == [[], [], []]                  # by its player alone


def test_a_catapult_swap_leaves_each_player_knowing_the_hand_the_other_now_holds():
    st = table(hands={0: ["catapult", "blue-9-a"], 2: ["blue-6-a", "blue-7-a", "blue-8-a"]})
    st.apply(Play("catapult", ""))
    st.apply(Target(2))
    st.apply(Allow())
    assert st.known[0][2] == ["blue-9-a"]
    assert st.known[2][0] == ["blue-6-a", "blue-7-a", "blue-8-a"]
    assert st.known[1] == [[], [], []]


def test_what_a_third_player_knows_of_a_hand_moves_with_it_in_a_swap():
    st = table(hands={0: ["catapult", "blue-9-a"], 2: ["blue-6-a", "blue-7-a", "blue-8-a"]})
    st.known[1][2] = ["blue-7-a"]
    st.apply(Play("catapult", ""))
    st.apply(Target(2))
    st.apply(Allow())
    assert st.known[1][0] == ["blue-7-a"] and st.known[1][2] == []


def test_whoever_burns_a_card_into_a_hand_knows_it_is_there():
    st = table(hands={0: ["flaming_arrow", "blue-9-a", "blue-8-a"]})
    st.apply(Play("flaming_arrow", ""))
    st.apply(Target(1))
    st.apply(Allow())
    st.apply(BurnCard("blue-9-a"))
    assert st.known[0][1] == ["blue-9-a"] and st.known[2][1] == []


def test_a_warlords_player_remembers_the_hand_it_played_from():
    st = table(players=3, hands={0: ["blue-9-a", "gold-3-a", "burgundy-1-a"],
                                 1: ["gold-4-a", "blue-6-a", "burgundy-2-a"]})
    put_front(st, 0, "warlord")
    st.apply(PlayWarlord("warlord", 1))
    st.apply(Play("gold-3-a", ""))
    st.apply(Play("gold-4-a", ""))                     # played for seat 1, so not there now
    assert st.controller is None
    assert st.known[0][1] == ["blue-6-a", "burgundy-2-a"]


def test_a_known_card_that_leaves_the_hand_is_forgotten():
    st = table(hands={1: ["gold-6-a", "blue-7-a"]}, top="gold-5-a", current=1)
    st.known[0][1] = ["gold-6-a", "blue-7-a"]
    st.apply(Play("gold-6-a", ""))
    assert st.known[0][1] == ["blue-7-a"]


def test_a_cannonball_gathers_every_known_card_and_deals_them_unseen():
    st = table(players=3, hands={0: ["cannonball", "blue-9-a", "blue-8-a"],
                                 1: ["blue-7-a", "blue-6-a"], 2: ["green-9-a", "green-10-a"]})
    st.known[0][1] = ["blue-7-a", "blue-6-a"]
    st.known[1][2] = ["green-9-a"]
    st.apply(Play("cannonball", ""))
    st.apply(Allow())
    st.apply(Allow())
    assert all(cards == [] for row in st.known for cards in row)


def test_a_new_hand_forgets_everything_known():
    st, seen = play_first_hand(lambda st: sum(len(cards) for row in st.known for cards in row))
    assert seen and all(cards == [] for row in st.known for cards in row)


def test_a_view_shows_a_seat_only_what_it_knows_itself():
    st = table(hands={1: ["blue-6-a", "blue-7-a"], 2: ["green-9-a"]})
    st.known[0][1] = ["blue-6-a"]
    st.known[2][1] = ["blue-7-a"]
    assert st.view(0)["known"] == [[], ["blue-6-a"], []]
    assert st.view(1)["known"] == [[], [], []]
    assert st.view(2)["known"] == [[], ["blue-7-a"], []]


def test_a_state_written_before_knowledge_was_kept_still_loads():
    data = state_to_json(table())
    del data["known"]
    assert build_state(GAME, data).known == [[[], [], []] for _ in range(3)]


def test_a_state_that_knows_of_a_card_not_in_that_hand_is_refused():
    data = state_to_json(table(hands={1: ["blue-6-a", "blue-7-a"]}))
    data["known"][0][1] = ["gold-5-a"]
    with pytest.raises(RecordError, match="knows of a card that is not in that hand"):
        build_state(GAME, data)


def test_what_hard_players_know_is_always_in_that_hand():
    checked = 0
    for st, _ in _hard_positions(range(6)):
        for row in st.known:
            for y, cards in enumerate(row):
                assert set(cards) <= set(st.hands[y])
                checked += len(cards)
    assert checked > 200


def test_sampled_worlds_deal_the_known_cards_to_their_hands():
    checked = 0
    for view, world in sampled_worlds(range(1, 6), Rng(5)):
        for y, cards in enumerate(view["known"]):
            assert set(cards) <= set(world.hands[y])
            checked += len(cards)
    assert checked > 50
