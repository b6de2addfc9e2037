"""Properties of King's Court over many random games, for every deck combination.

The default run plays four hundred random games (two to eight seats, every deck mix, one
or two hands each) and the slow run four thousand; set KC_PROPERTY_GAMES (e.g. 5000) to
play that many in the default conservation test and a fortieth of that through the full
protocol check.
"""

from __future__ import annotations

import json
import os

import pytest

from eternus.cli import check_game
from eternus.engine.ai.base import canonical
from eternus.engine.core import IllegalAction, RecordError, Seat
from eternus.engine.kings_court.ai import POLICY
from eternus.engine.kings_court.game import KingsCourtGame, new_game
from eternus.engine.kings_court.views import visible_hands
from eternus.engine.rng import Rng
from tests.conftest import PROPERTY_SEED, scaled
from tests.log_lines import unreadable

GAME = KingsCourtGame()
RANDOM_GAMES = int(os.environ.get("KC_PROPERTY_GAMES", scaled(400, least=50)))
MANY_MORE_GAMES = 4000
PROTOCOL_GAMES = max(scaled(24, least=6), RANDOM_GAMES // 40)
DECKS = (
    {"decks": "kc"},
    {"decks": "kc+kd"},
    {"decks": "kc+kd+bonus"},
    {"decks": "custom", "pick_battle": True, "pick_defender": True, "pick_secret_key": True,
     "pick_bonus_shields": True, "pick_risk": True},
)
SIZES = {"kc": 108, "kc+kd": 163, "kc+kd+bonus": 199, "custom": 108 + 5 + 2 + 1 + 2 + 4}


def _strings(data) -> set[str]:
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set().union(set(), *(_strings(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(set(), *(_strings(v) for v in data))
    return set()


def _options(i: int) -> dict:
    players = 2 + i % 7
    opts = dict(DECKS[i % len(DECKS)])
    opts.update(score_limit=100, max_hands=2 if i % 3 else 1,
                partners=players in (4, 6, 8) and i % 2 == 0,
                dealing_bonus=i % 5 == 0, scoring_bonus=i % 4 == 0)
    return opts


def test_random_games_pass_the_protocol_checks():
    for i in range(PROTOCOL_GAMES):
        players = 2 + i % 7
        seats = tuple(Seat(f"S{k}", "random") for k in range(players))
        options = _options(i)
        options["max_hands"] = 1
        problems = check_game(GAME, seats, 1000 + i, max_actions=20_000, options=options)
        assert problems == [], problems[:3]


def test_cards_are_conserved_scores_add_up_every_hand_ends_and_views_leak_nothing():
    _play_random_games(RANDOM_GAMES)


@pytest.mark.slow
def test_many_more_random_games_conserve_cards_and_leak_nothing():
    _play_random_games(MANY_MORE_GAMES)


def _play_random_games(count: int) -> None:
    """Random games 0..count-1 (seat counts, decks and options cycle with the index): every
    card stays exactly once, scores add up, every hand ends, no view shows a hidden card."""
    for i in range(count):
        options = _options(i)
        players = 2 + i % 7
        seed = PROPERTY_SEED + i
        st = new_game(seed, players, **options)
        deck_name = options["decks"]
        assert len(st.cards) == SIZES[deck_name]
        everything = sorted(st.cards)
        rng = Rng(seed * 31 + 7)
        actions_this_hand = 0
        hand_no = st.hand_no
        step = 0
        while not st.is_over:
            legal = st.legal_actions()
            assert legal and st.to_act is not None
            events = st.apply(rng.choice(legal))
            assert not unreadable(events), f"game seed {seed}: the log cannot read {unreadable(events)[:3]}"
            step += 1
            assert len(st.all_cards()) == len(everything), f"game seed {seed}: a card was lost or doubled"
            if step % 16 == 0:  # every card exactly once; the count above catches it in between
                assert sorted(st.all_cards()) == everything, f"game seed {seed}: a card was lost or doubled"
            if st.hand_no != hand_no or st.is_over:
                assert sorted(st.all_cards()) == everything, f"game seed {seed}: a card was lost or doubled"
                hand_no, actions_this_hand = st.hand_no, 0
                assert [sum(h[s] for h in st.history) for s in range(players)] == st.totals or \
                    options["scoring_bonus"]
            actions_this_hand += 1
            assert actions_this_hand < 20_000, f"game seed {seed}: a hand does not end"
            if step % 7 == 0 and not st.is_over:
                seat = st.to_act if st.to_act is not None else 0
                seen = visible_hands(st, seat)
                hidden = set(st.deck) if st.view(seat)["deck_cards"] is None else set()
                for s, hand in enumerate(st.hands):
                    if s not in seen:
                        hidden.update(hand)
                # What the seat saw of a hand earlier it may remember (known.py); that it
                # was shown those cards is the privacy oracle's check (test_privacy.py).
                hidden.difference_update(card for cards in st.known[seat] for card in cards)
                assert not hidden & _strings(st.view(seat)), f"game seed {seed}: the view leaks a card"
        assert st.winners and sum(st.returns()) >= 1
        assert st.clone().to_json() == st.to_json(), f"game seed {seed}: a finished game's clone differs"


def test_partners_share_scores_in_random_games():
    for i in range(20):
        st = new_game(i, 6, partners=True, score_limit=100, max_hands=2)
        rng = Rng(i)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        for s in range(3):
            assert st.totals[s] == st.totals[s + 3]
        assert set(st.winners) in ({0, 3}, {1, 4}, {2, 5}) or len(st.winners) > 2


def test_loading_a_state_with_a_missing_or_doubled_card_is_refused():
    st = new_game(5, 3)
    data = st.to_json()
    broken = json.loads(json.dumps(data))
    broken["deck"].pop()
    with pytest.raises(RecordError):
        GAME.state_from_json(broken)
    doubled = json.loads(json.dumps(data))
    doubled["deck"][0] = doubled["deck"][1]
    with pytest.raises(RecordError):
        GAME.state_from_json(doubled)
    with pytest.raises(RecordError):
        GAME.state_from_json({"game": "kings_court"})
    assert GAME.state_from_json(json.loads(json.dumps(data))).fingerprint() == st.fingerprint()


@pytest.mark.parametrize("per_seat", ["hands", "front", "dungeon", "totals"])
def test_loading_a_state_with_a_seat_list_of_the_wrong_length_is_refused(per_seat):
    """Every per-seat list must have one entry a seat, even when no card goes missing (the
    dropped seat's cards are put back in the deck)."""
    st = new_game(5, 3)
    data = json.loads(json.dumps(st.to_json()))
    dropped = data[per_seat].pop()
    if per_seat != "totals":
        data["deck"].extend(dropped)
    with pytest.raises(RecordError):
        GAME.state_from_json(data)


def test_determinize_deals_only_cards_the_seat_has_not_seen():
    st = new_game(9, 4)
    view = st.view(st.to_act or 0)
    seat = st.to_act or 0
    seen = set(view["hand"]) | set(view["discard"]) | set(view["limbo"])
    worlds = [GAME.determinize(view, seat, Rng(k)) for k in range(5)]
    for world in worlds:
        assert world.hands[seat] == st.hands[seat]
        for s in range(4):
            if s != seat:
                assert not seen & set(world.hands[s])
                assert len(world.hands[s]) == len(st.hands[s])
        assert canonical(world.view(seat)) == canonical(view)
    assert len({tuple(w.hands[(seat + 1) % 4]) for w in worlds}) > 1


def test_ai_prior_depends_only_on_the_view():
    st = new_game(11, 4)
    seat = st.to_act or 0
    view = st.view(seat)
    twin = GAME.determinize(view, seat, Rng(3))
    legal = st.legal_actions()
    assert twin.legal_actions() == legal
    assert POLICY.prior(view, seat, legal) == POLICY.prior(twin.view(seat), seat, legal)


def test_rollout_policy_finishes_games_and_beats_nothing_illegal():
    for i in range(6):
        st = new_game(i, 2 + i, score_limit=100, max_hands=2)
        rng = Rng(i)
        while not st.is_over:
            action = POLICY.rollout_action(st, rng)
            assert action in st.legal_actions()
            st.apply(action)


def test_illegal_action_is_refused_and_leaves_the_state_untouched():
    st = new_game(2, 3)
    before = st.fingerprint()
    from eternus.engine.kings_court.actions import Play
    with pytest.raises(IllegalAction):
        st.apply(Play("no-such-card"))
    with pytest.raises(IllegalAction):
        st.apply(Play(st.hands[(st.current + 1) % 3][0]))
    assert st.fingerprint() == before


def test_every_per_hand_record_starts_fresh_at_the_next_hand():
    """Dungeon turns, penalties, "On Guard", Risk-card points and the Warlord and Dark Knight
    bets belong to one hand: at the first decision of the next one, each is back to nothing,
    whatever the hand before left (random matches of five hands, counted to show it mattered)."""
    carried = {"dungeon": 0, "guarded": 0, "adjust": 0}
    transitions = 0
    for i in range(scaled(120, least=40)):
        players = 2 + i % 7
        st = new_game(PROPERTY_SEED + i, players, decks="kc+kd+bonus", score_limit=2000, max_hands=5,
                      partners=False, dealing_bonus=False, scoring_bonus=False)
        rng = Rng(PROPERTY_SEED + i)
        hand_no = st.hand_no
        before = None
        while not st.is_over:
            before = (list(st.dungeon_turns), list(st.guarded), list(st.adjust))
            st.apply(rng.choice(st.legal_actions()))
            if st.hand_no != hand_no and not st.is_over:
                hand_no, transitions = st.hand_no, transitions + 1
                carried["dungeon"] += any(before[0])
                carried["guarded"] += any(before[1])
                carried["adjust"] += any(before[2])
                assert st.dungeon == [[]] * players and st.dungeon_turns == [0] * players
                assert st.penalized == [False] * players and st.escape_missed == [False] * players
                assert st.guarded == [False] * players and st.adjust == [0] * players
                assert st.warlord is None and st.dark_knight is None and st.controller is None
                assert len(st.history) == hand_no - 1 and len(st.history[-1]) == players
    assert transitions >= scaled(150, least=50)
    assert all(count > 0 for count in carried.values()), carried
