"""Every refusal at King's Court says exactly why, in the words the player reads.

Each case builds the hand, tries the move and pins the whole sentence (a wrong word, a lost
capital or a reason given for the wrong case fails); the state is left as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from eternus.engine.core import Action
from eternus.engine.kings_court.actions import Draw, Pass, Play
from eternus.engine.kings_court.rules import KingsCourtState
from tests.test_kings_court_rules import table


def drawn() -> KingsCourtState:
    state = table(hands={0: ["gold-3-a", "blue-9-a"]})
    state.apply(Draw())
    return state


def nothing_to_draw() -> KingsCourtState:
    state = table(hands={0: ["blue-9-a", "blue-8-a"]})
    state.hands[1] += state.deck  # no draw pile, and only the top card in the discard
    state.deck = []
    return state


PLAIN = {0: ["gold-3-a", "blue-9-a", "decree", "defender-a"]}

CASES: list[tuple[str, Callable[[], KingsCourtState], Action, str]] = [
    ("a card that does not exist", lambda: table(hands=PLAIN), Play("nope"), "There is no card called 'nope'."),
    ("a card not in hand", lambda: table(hands=PLAIN), Play("magician"), "Magician is not in your hand."),
    ("a card of another suit", lambda: table(hands=PLAIN), Play("blue-9-a"),
     "Blue 9 does not match: play a Gold card or a 5, the same kind, or a Kingdom card."),
    ("a Royal Decree on a normal turn", lambda: table(hands=PLAIN), Play("decree"),
     "Royal Decree is played only in answer to a draw card aimed at you."),
    ("a Defender on a normal turn", lambda: table(hands=PLAIN), Play("defender-a"),
     "A Defender is played only in answer to a Battle card aimed at you."),
    ("passing before drawing", lambda: table(hands=PLAIN), Pass(),
     "Draw a card first; you pass only after drawing (or when nothing is left to draw)."),
    ("drawing twice", drawn, Draw(), "You have already drawn this turn: play a card or pass."),
    ("drawing from nothing", nothing_to_draw, Draw(), "There is nothing left to draw: play a card or pass."),
]


@pytest.mark.parametrize(("build", "action", "reason"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_refusal_says_exactly_why_and_changes_nothing(build, action, reason):
    state = build()
    before = state.fingerprint()
    assert state.why_illegal(action) == reason
    assert state.fingerprint() == before
