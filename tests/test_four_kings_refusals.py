"""Every refusal at the Wheel says exactly why, in the words the player reads.

Each case builds the position, tries the move and pins the whole sentence (a wrong word, a
lost capital or a reason given for the wrong case fails); the state is left as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from eternus.engine.core import Action
from eternus.engine.four_kings.actions import NextGame, PlacePip, PlaceTaveren, Ransom, Roll
from eternus.engine.four_kings.board import BLACK, WHITE
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.four_kings.taveren import HELD, Taveren
from tests.four_kings_helpers import new, roll, set_pips, turn_to
from tests.test_four_kings_rules import finish


def ransom_tie() -> FourKingsState:
    """W1 must place a pip but has none: B1, W2 and B2 tie for the most pips."""
    state = new(4)
    turn_to(state, "W1")
    set_pips(state, "W1")
    for role, colour in (("B1", "black"), ("W2", "white"), ("B2", "black")):
        set_pips(state, role, **{colour: 4})
    roll(state, 2, 3)
    return state


def between_games() -> FourKingsState:
    state = new(4, games=3)
    finish(state, "W1")
    return state


def holding_the_wolf() -> FourKingsState:
    state = new(4, taveren="6_and_8")
    state.taveren["wolf"] = Taveren(HELD, None, "W1", True)
    turn_to(state, "W1")
    state.board[3] = [WHITE]
    return state


CASES: list[tuple[str, Callable[[], FourKingsState], Action, str]] = [
    ("anything between two games", between_games, Roll(), "This game is over: start the next one first."),
    ("rolling while a choice is open", ransom_tie, Roll(), "Finish the choice first: whom to ransom the King to."),
    ("a pip when no pip is asked", ransom_tie, PlacePip(WHITE), "That choice is not being asked now."),
    ("a ransom to the wrong player", ransom_tie, Ransom("W1", WHITE),
     "The crown goes to the player with the most pips (B1, W2, B2), for a pip they hold."),
    ("a ransom when nobody owes one", lambda: new(4), Ransom("B1", BLACK), "Nobody is ransoming a King now."),
    ("the next game while this one goes on", lambda: new(4), NextGame(), "The game is still going."),
    ("a ta'veren by the Dragon", holding_the_wolf, PlaceTaveren("wolf", 7), "A ta'veren never goes by the Dragon."),
    ("a ta'veren off the Wheel", holding_the_wolf, PlaceTaveren("wolf", 13), "The Wheel has no field 13."),
    ("a ta'veren on a pip", holding_the_wolf, PlaceTaveren("wolf", 3), "Field 3 is not empty."),
    ("a ta'veren the roller does not hold", holding_the_wolf, PlaceTaveren("raven", 5),
     "W1 has no Raven to set out now."),
]


@pytest.mark.parametrize(("build", "action", "reason"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_refusal_says_exactly_why_and_changes_nothing(build, action, reason):
    state = build()
    before = state.to_json()
    assert state.why_illegal(action) == reason
    assert state.to_json() == before


def test_a_pip_of_a_colour_not_held_is_refused_by_colour():
    state = new(4)
    turn_to(state, "W1")
    set_pips(state, "W1", white=1, black=1)
    roll(state, 2, 3)  # 5 is empty: W1 places, and holds both colours
    set_pips(state, "W1", white=1)
    assert state.why_illegal(PlacePip(BLACK)) == "W1 has no black pip."
