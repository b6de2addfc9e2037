"""Properties of The Seal of Pragon over thousands of random games."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eternus.engine.cards import standard_deck
from eternus.engine.core import IllegalAction, RecordError, Seat
from eternus.engine.pragon.actions import HAND_NAMES, Flip, MakeHand, Place, Remove, TakeFromDiscard
from eternus.engine.pragon.game import PragonGame, new_game
from eternus.engine.pragon.star import STACKS
from eternus.engine.record import GameRecord
from eternus.engine.rng import Rng
from tests.conftest import scaled
from tests.log_lines import unreadable
from tests.pragon_helpers import random_walk

GAME = PragonGame()
ALL = set(standard_deck(jokers=2))
RANDOM_GAMES = scaled(2000, least=300)  # random play wins a few %: 300 games see wins


def zones_hold_every_card_once(state) -> bool:
    cards = [c for s in STACKS for c in state.table.cards[s]] + state.deck + state.hand + state.discard
    return len(cards) == 54 and set(cards) == ALL


def hidden_cards(state) -> set[str]:
    """Cards the player may not identify: unseen face-down table cards and unseen deck cards."""
    hidden = {c for c in state.deck if c not in state.deck_known}
    for s in STACKS:
        pile = state.table.cards[s]
        down = pile[:-1] if state.table.up[s] else pile
        hidden.update(c for c in down if c not in state.known_down)
    return hidden


def view_leaks(state) -> set[str]:
    text = json.dumps(state.view(0))
    return {c for c in hidden_cards(state) if f'"{c}"' in text}


def play_random(seed: int, options: dict | None = None):
    options = options or {}
    record = GameRecord("pragon", (Seat("P"),), seed, GAME.resolve_options(options), [])
    state = record.start()
    rng = Rng(seed * 7919 + 1)
    events = []
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, f"seed {seed}: no legal action in phase {state.phase}"
        action = rng.choice(legal)
        record.actions.append(action)
        events.extend(state.apply(action))
        assert len(record.actions) < 2000, f"seed {seed}: game does not end"
        yield state, record, events


def test_random_games_conserve_cards_never_run_out_of_moves_and_hide_what_is_hidden():
    wins = 0
    for seed in range(RANDOM_GAMES):
        options = {"hard_mode": seed % 3 == 1, "jokers_only_flip": seed % 4 == 2}
        state = None
        for state, _record, events in play_random(seed, options):
            assert not unreadable(events), (seed, unreadable(events)[:3])
            assert zones_hold_every_card_once(state), seed
            if not state.is_over:
                assert state.legal_actions(), seed
            assert not view_leaks(state), (seed, view_leaks(state))
        wins += state.result == "won"
    # random play should win sometimes and lose mostly; both must happen
    assert 0 < wins < RANDOM_GAMES


def test_replay_rebuilds_the_exact_state_and_events():
    for seed in range(300):
        *_, (state, record, events) = play_random(seed)      # the game played to its end
        data = json.loads(json.dumps(record.to_json()))
        again, again_events = GameRecord.from_json(data).replay()
        assert again.fingerprint() == state.fingerprint()
        assert [e.to_json() for e in again_events] == [e.to_json() for e in events]


def test_json_round_trip_is_exact_at_every_step():
    for seed in range(150):
        for state, _record, _events in play_random(seed):
            data = json.loads(json.dumps(state.to_json()))
            back = GAME.state_from_json(data)
            assert back.fingerprint() == state.fingerprint()
            assert back.legal_actions() == state.legal_actions()


def test_clone_is_independent_and_plays_the_same():
    for seed in range(100):
        state = new_game(seed)
        twin = state.clone()
        rng_a, rng_b = Rng(seed), Rng(seed)
        while not state.is_over:
            a = rng_a.choice(state.legal_actions())
            b = rng_b.choice(twin.legal_actions())
            assert a == b
            state.apply(a)
            assert twin.fingerprint() != state.fingerprint()  # the twin did not move
            twin.apply(b)
            assert twin.fingerprint() == state.fingerprint()


def test_determinize_keeps_everything_the_player_sees():
    for seed in range(200):
        for state, _record, _events in play_random(seed):
            world = state.determinize(0, Rng(seed))
            assert world.view(0) == state.view(0)
            assert zones_hold_every_card_once(world)
            assert world.legal_actions() == state.legal_actions()


card_codes = st.sampled_from(sorted(ALL))
stack_names = st.sampled_from(STACKS + ("nowhere",))
any_action = st.one_of(
    st.builds(MakeHand, st.lists(card_codes, min_size=1, max_size=6, unique=True).map(tuple),
              st.sampled_from(sorted(HAND_NAMES))),
    st.builds(Flip, stack_names),
    st.builds(Remove, stack_names),
    st.builds(TakeFromDiscard, card_codes),
    st.builds(Place, card_codes, stack_names),
)


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 40), action=any_action)
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(seed, steps, action):
    state = random_walk(seed, steps)
    if action in state.legal_actions():
        return
    before = state.fingerprint()
    try:
        state.apply(action)
    except IllegalAction as exc:
        assert exc.reason and exc.reason[0].isupper()
    else:
        raise AssertionError(f"{action} was accepted but is not legal")
    assert state.fingerprint() == before


def test_the_view_has_exactly_the_keys_its_typed_shape_declares():
    """PragonView is what the table and the AI read: the dict built at run time must carry
    the same keys as the TypedDict mypy checks them against, in every phase."""
    from eternus.engine.pragon.views import EffectView, PragonView, StackView

    phases = set()
    for seed in range(30):
        for state, _record, _events in play_random(seed):
            view = state.view(0)
            phases.add(view["phase"])
            assert set(view) == PragonView.__required_keys__
            assert set(view["options"]) == {"hard_mode", "jokers_only_flip"}
            assert all(set(info) == StackView.__required_keys__ for info in view["stacks"].values())
            if view["effect"] is not None:
                assert set(view["effect"]) == EffectView.__required_keys__
    assert phases == {"play", "effect", "place", "over"}


def test_a_saved_state_with_a_card_lost_or_doubled_or_an_unknown_phase_or_result_is_refused():
    state = new_game(5)
    good = json.loads(json.dumps(state.to_json()))
    assert GAME.state_from_json(good).fingerprint() == state.fingerprint()
    lost = json.loads(json.dumps(good))
    lost["hand"].pop()
    doubled = json.loads(json.dumps(good))
    doubled["hand"][0] = doubled["deck"][0]
    strange = json.loads(json.dumps(good))
    strange["phase"] = "dance"
    ending = json.loads(json.dumps(good))
    ending["result"] = "draw"
    for broken, reason in ((lost, "54 cards"), (doubled, "54 cards"), (strange, "unknown phase 'dance'"),
                           (ending, "unknown result 'draw'")):
        with pytest.raises(RecordError, match=reason):
            GAME.state_from_json(broken)


def test_a_record_naming_an_unknown_kind_of_hand_is_refused_as_it_is_read():
    with pytest.raises(RecordError, match="kind of hand must be one of the hands a player can declare, not 'royal'"):
        GAME.action_from_json({"type": "make_hand", "cards": ["9c", "9h"], "hand": "royal"})
    assert GAME.action_from_json({"type": "make_hand", "cards": ["9h", "9c"], "hand": "pair"}) \
        == MakeHand(("9c", "9h"), "pair")


def test_the_per_round_counts_start_at_zero_in_every_round_of_random_games():
    """Hands made and pairs made count per round: at the first decision of each new round
    both are zero again, whatever the round before reached (counted, to show it mattered)."""
    carried = {"hands": 0, "pairs": 0}
    rounds = 0
    for seed in range(40):
        round_no, before = 1, (0, 0)  # a new game is in its first round
        for state, _record, _events in play_random(seed):
            if state.round_no != round_no and not state.is_over:
                rounds += 1
                carried["hands"] += before[0] > 0
                carried["pairs"] += before[1] > 0
                assert state.hands_this_round == 0 and state.pairs_this_round == 0, (seed, state.round_no)
                assert state.view(0)["pairs_left"] == 2
                round_no = state.round_no
            before = (state.hands_this_round, state.pairs_this_round)
    assert rounds >= 100
    assert all(count > 0 for count in carried.values()), carried


def test_a_clone_taken_at_any_moment_is_the_same_position():
    """Mid-effect, mid-round, after the end: a clone carries every part of the position."""
    phases = set()
    for seed in range(40):
        for state, _record, _events in play_random(seed):
            phases.add(state.phase)
            assert state.clone().to_json() == state.to_json(), (seed, state.phase)
    assert {"play", "effect", "over"} <= phases
