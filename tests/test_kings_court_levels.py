"""King's Court levels and personalities: specs, the level hook, legality, no peeking, style."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from eternus.engine.ai import (
    LEVELS, GreedyAgent, IsmctsAgent, SearchConfig, check_spec, make_agent, parse_spec, policy_for,
)
from eternus.engine.core import Seat, State
from eternus.engine.kings_court.actions import Play
from eternus.engine.kings_court.ai import EXPERT_DEPTH, POLICY, STYLES
from eternus.engine.kings_court.ai_seen import unseen_from_view
from eternus.engine.kings_court.game import KingsCourtGame
from eternus.engine.registry import get_game
from eternus.engine.rng import Rng
from eternus.match import play_seated
from walks import random_moves

GAME = KingsCourtGame()
OPTIONS = {"score_limit": 100, "max_hands": 1}
RULE_LEVELS = ("easy", "normal", "hard")          # the levels that play by the rules alone
SPECS = [f"ismcts:{level}" for level in RULE_LEVELS] + [
    f"ismcts:{level}+{style}" for level in RULE_LEVELS for style in STYLES] + ["greedy", "greedy+drawer"]


def new_state(seed: int) -> State:
    return GAME.new(tuple(Seat(f"S{i}", "ismcts:normal") for i in range(4)), OPTIONS, seed)


def test_specs_parse_level_and_style() -> None:
    assert parse_spec("ismcts:hard+drawer") == ("ismcts", "hard", "drawer")
    assert parse_spec("ismcts") == ("ismcts", "", None)
    agent = make_agent("ismcts:hard+drawer", 1)
    assert isinstance(agent, IsmctsAgent)
    assert (agent.name, agent.level, agent.style) == ("ismcts:hard+drawer", "hard", "drawer")
    greedy = make_agent("greedy+hoarder", 1)
    assert isinstance(greedy, GreedyAgent) and greedy.name == "greedy+hoarder"
    for bad in ("ismcts:hard+", "random+drawer", "ismcts:master+drawer"):
        with pytest.raises(ValueError):
            make_agent(bad, 1)


def test_an_unknown_style_names_the_styles_of_the_game() -> None:
    with pytest.raises(ValueError, match="drawer, hoarder, shedder"):
        check_spec("ismcts:hard+sneaky", GAME)
    with pytest.raises(ValueError, match="no styles"):
        check_spec("ismcts:hard+drawer", get_game("pragon"))
    check_spec("ismcts:easy+hoarder", GAME)


@pytest.mark.parametrize("game_id", ["four_kings"])   # Pragon, Draker and Dragon Kings set their own budgets
def test_the_level_hook_leaves_other_games_alone(game_id: str) -> None:
    policy = policy_for(get_game(game_id))
    for level, config in LEVELS.items():
        assert policy.level_config(level, config) == config
        assert policy.at_level(level) is policy
        assert policy.styled(None) is policy


def test_kings_court_levels_play_without_search_but_the_expert() -> None:
    for level in RULE_LEVELS:
        assert POLICY.at_level(level).level_config(level, LEVELS[level]) is None
    assert POLICY.at_level("hard").weights != POLICY.at_level("normal").weights
    expert = POLICY.at_level("expert").level_config("expert", LEVELS["expert"])
    assert expert == replace(LEVELS["expert"], rollout_depth=EXPERT_DEPTH)  # playouts cut short, then valued
    assert POLICY.at_level("expert").weights == POLICY.at_level("hard").weights   # its playouts: hard's rules


def test_only_kings_court_offers_the_expert_level() -> None:
    check_spec("ismcts:expert", GAME)
    for game_id in ("pragon", "four_kings", "dragon_kings", "draker"):
        with pytest.raises(ValueError, match="no 'expert' level"):
            check_spec("ismcts:expert", get_game(game_id))


def twins(seeds: int) -> Iterator[tuple[State, State, int]]:
    """Positions of random play, each with a twin that shows the seat to act the same view
    but holds other hidden cards: (the position, its twin, the seat)."""
    for seed in range(seeds):
        state = random_moves(new_state(seed), 3 + 7 * seed, seed)
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        seat = state.to_act
        assert seat is not None
        other = GAME.determinize(state.view(seat), seat, Rng(seed + 99))
        assert other.view(seat) == state.view(seat) and other.to_json() != state.to_json()
        yield state, other, seat


def test_the_expert_plays_legally_never_peeks_and_answers_the_same_view_alike() -> None:
    """Twin states with the same view for the seat, other hidden cards: the same answer (a
    small playout budget here; the level's own is 300 playouts)."""
    searched = 0
    for state, other, seat in twins(16):
        expert = IsmctsAgent(SearchConfig(iterations=24), 5, level="expert")
        a = expert.choose(GAME, state.view(seat), seat, state.legal_actions())
        b = IsmctsAgent(SearchConfig(iterations=24), 5, level="expert").choose(
            GAME, other.view(seat), seat, other.legal_actions())
        assert a == b and a in state.legal_actions()
        assert expert.last_stats is not None
        searched += expert.last_stats.iterations >= 24
    assert searched >= 5


def test_the_expert_searches_every_decision_with_a_choice() -> None:
    """Over the hard rules' own decisions in two hands: playouts at every decision with two
    or more moves, however clear the hard rules find it (only saying "On Guard" in time is
    left to the level's rate, as for every level)."""
    hard = POLICY.at_level("hard")
    checked = 0
    for seed in (1, 2):
        state = GAME.new(tuple(Seat(f"S{i}", "ismcts:hard") for i in range(4)), OPTIONS, seed)
        while not state.is_over and checked < 24:
            seat = state.to_act
            assert seat is not None
            view, legal = state.view(seat), state.legal_actions()
            if len(legal) > 1 and hard.chance_decision(view, seat, legal) is None:
                expert = IsmctsAgent(SearchConfig(iterations=8), seed, level="expert")
                expert.choose(GAME, view, seat, legal)
                assert expert.last_stats is not None and expert.last_stats.iterations >= 8
                checked += 1
            state.apply(make_agent("ismcts:hard", seed).choose(GAME, state.view(seat), seat, legal))
    assert checked == 24


@pytest.mark.parametrize("spec", SPECS)
def test_every_level_and_style_plays_legally_and_never_peeks(spec: str) -> None:
    """Twin states showing the seat the same view, with other hidden cards, get the same
    answer, and it is legal."""
    choices = 0
    for state, other, seat in twins(10):
        a = make_agent(spec, 5).choose(GAME, state.view(seat), seat, state.legal_actions())
        b = make_agent(spec, 5).choose(GAME, other.view(seat), seat, other.legal_actions())
        assert a == b and a in state.legal_actions()
        choices += 1
    assert choices >= 5


def test_the_card_count_reads_only_what_the_seat_may_see() -> None:
    state = random_moves(new_state(3), 20, 3)
    seat = state.to_act
    assert seat is not None
    other = GAME.determinize(state.view(seat), seat, Rng(4))
    one, two = unseen_from_view(state.view(seat)), unseen_from_view(other.view(seat))
    assert one == two
    hidden = len(state.deck) + sum(len(h) for s, h in enumerate(state.hands) if s != seat)
    assert one.total == hidden


def _position(hand: list[str]) -> tuple[State, int]:
    """The seat to play, on Gold, with exactly ``hand``; five cards for each other seat."""
    st = new_state(1)
    seat = st.to_act
    assert seat is not None and st.phase == "turn" and not set(hand) & set(st.discard)
    rest = [c for h in st.hands for c in h if c not in hand] + [c for c in st.deck if c not in hand]
    for s in range(st.n):
        st.hands[s] = list(hand) if s == seat else [rest.pop() for _ in range(5)]
    st.deck = rest
    st.suit, st.match = "gold", None
    return st, seat


@pytest.mark.parametrize("style,hand,plain_effect,styled_effect", [
    ("hoarder", ["gold-drawbridge-a", "gold-6-a", "blue-2-a"], "drawbridge", "number"),
    ("drawer", ["cannonball", "gold-6-a", "blue-2-a", "blue-3-a"], "number", "cannonball"),
    ("shedder", ["duke-a", "gold-9-a", "blue-2-a"], "number", "duke"),
])
def test_a_style_plays_differently_from_its_plain_level(style: str, hand: list[str],
                                                        plain_effect: str, styled_effect: str) -> None:
    from eternus.engine.kings_court.cards import CARDS

    state, seat = _position(hand)
    legal = state.legal_actions()
    plain = make_agent("ismcts:hard", 1).choose(GAME, state.view(seat), seat, legal)
    styled = make_agent(f"ismcts:hard+{style}", 1).choose(GAME, state.view(seat), seat, legal)
    assert isinstance(plain, Play) and isinstance(styled, Play)
    assert CARDS[plain.card].effect == plain_effect
    assert CARDS[styled.card].effect == styled_effect


def test_hard_beats_random_by_a_wide_margin() -> None:
    """Forty one-hand matches, hard in each seat in turn against three random players."""
    game = get_game("kings_court")
    options = game.resolve_options(OPTIONS)
    won = 0.0
    for i in range(40):
        specs = ["random"] * 4
        specs[i % 4] = "ismcts:hard"
        won += play_seated(game, specs, options, i, None, 20_000).returns()[i % 4]
    assert won / 40 > 0.4  # random players win a quarter each; hard about half or more
