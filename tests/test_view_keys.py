"""``State.view_key``: equal for two states exactly when the seat's views are equal.

The tree search files information sets under this key, so a key that told equal views
apart would split one information set in two, and a key that merged different views would
let the search act on what it cannot know. A game may give a cheaper key than the view's
JSON (Pragon does); these tests hold such a key to the view's equality, over positions of
random games and the worlds sampled from their views (which share the real position's
view, so must share its key), and change by change: every change the view shows changes
the key, and no hidden change does.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Hashable

import pytest

from eternus.engine.core import Seat, State, canonical
from eternus.engine.pragon.effects import TARGETED
from eternus.engine.pragon.state import PragonState
from eternus.engine.registry import games
from eternus.engine.rng import Rng
from pragon_helpers import position

GAMES_PER_TABLE = 40
WORLDS_PER_POSITION = 2


def first_position(game_id: str, seed: int) -> State:
    game = games()[game_id]
    seats = [Seat(f"P{i}", "random") for i in range(max(game.min_players, 1))]
    return game.new(seats, dict(game.quick_options), seed)


OWN_KEYS = sorted(game_id for game_id in games()
                  if type(first_position(game_id, 0)).view_key is not State.view_key)


def positions(game_id: str, seed: int) -> list[State]:
    """Every position of one random game, with worlds sampled from the mover's view."""
    game = games()[game_id]
    state = first_position(game_id, seed)
    rng = Rng(seed)
    found: list[State] = []
    while not state.is_over:
        found.append(state.clone())
        seat = state.to_act
        assert seat is not None
        for _ in range(WORLDS_PER_POSITION):
            found.append(game.determinize(state.view(seat), seat, rng))
        state.apply(rng.choice(state.legal_actions()))
    found.append(state)
    return found


def test_pragon_gives_its_own_key() -> None:
    assert "pragon" in OWN_KEYS


@pytest.mark.parametrize("game_id", OWN_KEYS)
def test_the_view_key_is_equal_exactly_when_the_view_is(game_id: str) -> None:
    keys_of_view: dict[str, set[Hashable]] = defaultdict(set)
    views_of_key: dict[tuple[int, Hashable], set[str]] = defaultdict(set)
    states_of_view: Counter[str] = Counter()
    for seed in range(GAMES_PER_TABLE):
        for state in positions(game_id, seed):
            for seat in range(len(state.seats)):
                view = canonical(state.view(seat))
                key = state.view_key(seat)
                keys_of_view[f"{seat}:{view}"].add(key)
                views_of_key[(seat, key)].add(view)
                states_of_view[f"{seat}:{view}"] += 1
    assert all(len(keys) == 1 for keys in keys_of_view.values())
    assert all(len(views) == 1 for views in views_of_key.values())
    # the worlds share their position's view: the first check was met by different states
    assert max(states_of_view.values()) > 1


def _pragon() -> PragonState:
    """A position with something of every kind the view shows: a face-down card seen before,
    cards known to be in the deck, a discard pile, a pair this round."""
    state = position(stacks={"middle": ["9s", "7s", "2d"], "top": ["Kh", "4c"], "left": ["5d"]},
                     up={"middle": True, "left": True}, hand=["7h", "7d", "2c"],
                     deck_top=["3c", "4h"], discard=["Ah", "Qc"])
    state.known_down.add("7s")
    state.deck_known.add("3c")
    state.pairs_this_round = 1
    state.hands_this_round = 1
    return state


def _swap_hidden_deck_cards(state: PragonState) -> None:
    state.deck[0], state.deck[1] = state.deck[1], state.deck[0]


def _swap_unseen_face_down_card(state: PragonState) -> None:
    state.table.cards["top"][1], state.deck[0] = state.deck[0], state.table.cards["top"][1]


def _swap_seen_face_down_card(state: PragonState) -> None:
    state.table.cards["middle"][1], state.deck[0] = state.deck[0], state.table.cards["middle"][1]


def _turn_down_middle(state: PragonState) -> None:
    """As a joker does: the card turns face down, and the player still knows it."""
    state.table.up["middle"] = False
    state.known_down.add(state.table.cards["middle"][-1])


SHOWN: dict[str, Callable[[PragonState], object]] = {
    "the hand's order": lambda s: s.hand.reverse(),
    "a face-up top turned down (still known)": _turn_down_middle,
    "a seen face-down card": _swap_seen_face_down_card,
    "a stack's height": lambda s: s.table.cards["top"].insert(0, s.deck.pop(0)),
    "the deck's size": lambda s: s.discard.append(s.deck.pop(0)),
    "what is known in the deck": lambda s: s.deck_known.add("4h"),
    "the discard pile's order": lambda s: s.discard.reverse(),
    "the phase": lambda s: setattr(s, "phase", "place"),
    "the effect": lambda s: setattr(s, "effect", TARGETED["pair"]),
    "the round": lambda s: setattr(s, "round_no", 2),
    "the hands this round": lambda s: setattr(s, "hands_this_round", 2),
    "the pairs this round": lambda s: setattr(s, "pairs_this_round", 2),
    "the result": lambda s: setattr(s, "result", "won"),
    "the moves": lambda s: setattr(s, "moves", 9),
}
HIDDEN: dict[str, Callable[[PragonState], object]] = {
    "the deck's order": _swap_hidden_deck_cards,
    "an unseen face-down card": _swap_unseen_face_down_card,
    "the generator": lambda s: setattr(s, "rng", Rng(99)),
}


@pytest.mark.parametrize("change", sorted(SHOWN))
def test_a_change_the_pragon_view_shows_changes_the_key(change: str) -> None:
    state = _pragon()
    before_view, before_key = canonical(state.view(0)), state.view_key(0)
    SHOWN[change](state)
    assert canonical(state.view(0)) != before_view
    assert state.view_key(0) != before_key


@pytest.mark.parametrize("change", sorted(HIDDEN))
def test_a_hidden_pragon_change_leaves_the_key(change: str) -> None:
    state = _pragon()
    before_view, before_key = canonical(state.view(0)), state.view_key(0)
    HIDDEN[change](state)
    assert canonical(state.view(0)) == before_view
    assert state.view_key(0) == before_key
