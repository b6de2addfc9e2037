"""Every refusal at King's Court says exactly why, in the words the player reads.

Each case builds the hand, tries the move and pins the whole sentence (a wrong word, a lost
capital or a reason given for the wrong case fails); the state is left as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from eternus.engine.core import Action
from eternus.engine.kings_court.actions import Answer, AskPartner, Draw, NameSuit, Pass, Play, PlayRisk, Target
from eternus.engine.kings_court.phases import PHASE_HINTS
from eternus.engine.kings_court.state import KingsCourtState
from eternus.engine.kings_court.cards import CARDS
from tests.test_kings_court_rules import _open_with, table


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


def answering_a_drawbridge() -> KingsCourtState:
    state = table(hands={0: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"],
                         1: ["decree", "burgundy-3-b", "burgundy-2-a"]})
    state.apply(Play("gold-drawbridge-a"))
    return state


def partner_said_yes() -> KingsCourtState:
    state = table(players=4, hands={0: ["gold-9-a"]}, partners=True)
    state.apply(AskPartner())
    state.apply(Answer(True))
    return state


def escorting() -> KingsCourtState:
    state = table(hands={0: ["gold-maiden-a", "gold-2-a", "blue-9-a", "burgundy-1-a"]})
    state.apply(Play("gold-maiden-a"))
    return state


def naming_a_suit() -> KingsCourtState:
    state = table(hands={0: ["duchess-a", "blue-9-a", "burgundy-1-a"]})
    state.apply(Play("duchess-a"))
    return state


def aiming() -> KingsCourtState:
    state = table(hands={0: ["catapult", "blue-9-a"]})
    state.apply(Play("catapult"))
    return state

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
    ("a plain card against a draw card", answering_a_drawbridge, Play("burgundy-3-b"),
     "Against a draw card you may only answer with a Royal Decree, a Protector, a Magician, or a Drawbridge "
     "on a Drawbridge; or take the cards."),
    ("another card after the partner said yes", partner_said_yes, Play("gold-9-a", as_="gold-5-b"),
     "Your partner said Yes: go out now, or draw two and lose the turn."),
    ("a Fair Maiden's escort of another suit", escorting, Play("blue-9-a"),
     "The Fair Maiden's escort must be her suit, a Fair Maiden or a Kingdom card."),
    ("a Number card played as another card", lambda: table(hands=PLAIN), Play("gold-3-a", as_="gold-5-b"),
     "Only a Magician can be played as another card."),
    ("a suit that does not exist", naming_a_suit, NameSuit("pink"), "'pink' is not a suit you can name now."),
    ("a card played before naming the suit", naming_a_suit, Play("blue-9-a"), PHASE_HINTS["suit"]),
    ("drawing before naming the suit", naming_a_suit, Draw(), PHASE_HINTS["suit"]),
    ("passing during an escort", escorting, Pass(), PHASE_HINTS["escort"]),
    ("aiming at oneself", aiming, Target(0), "Aim at another player (or, with a Flaming Arrow, the discard pile)."),
    ("a Risk card not in front of the player", lambda: table(hands=PLAIN), PlayRisk("dark_knight"),
     "Risk cards are played from in front of you at the start of your own turn."),
    ("asking a partner without partners", lambda: table(hands=PLAIN), AskPartner(),
     "You may ask your partner only with one playable card left, once a turn."),
    ("a Protector on a normal turn", lambda: table(hands={0: ["protector-a", "blue-9-a"]}), Play("protector-a"),
     "Protector is played only in answer to a draw card aimed at you."),
    ("a last-card-only card that is not the last", lambda: table(hands={0: ["potion", "blue-9-a"]}), Play("potion"),
     f"{CARDS['potion'].name} can only be played as your very last card."),
    ("a Risk card from the hand", lambda: table(hands={0: ["dark_knight", "blue-9-a"]}), Play("dark_knight"),
     "Dark Knight is played from in front of you, not from the hand."),
    ("a Fair Maiden without an escort", lambda: table(hands={0: ["gold-maiden-a", "blue-9-a"]}),
     Play("gold-maiden-a"), "A Fair Maiden needs an escort: keep a card of her suit, another Fair Maiden "
     "or a Kingdom card to play right after her."),
    ("no escort for the Fair Maiden turned up first",
     lambda: _open_with("gold-maiden-a", hands={2: ["gold-1-a", "blue-9-a", "blue-10-a"]}), Play("blue-9-a"),
     "The Fair Maiden turned up first needs an escort: her suit, a Fair Maiden or a Kingdom card."),
    ("a card of another suit on a Kind card", lambda: table(hands=PLAIN, top="gold-drawbridge-b"), Play("blue-9-a"),
     "Blue 9 does not match: play a Gold card, the same kind, or a Kingdom card."),
]


@pytest.mark.parametrize(("build", "action", "reason"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_refusal_says_exactly_why_and_changes_nothing(build, action, reason):
    state = build()
    before = state.fingerprint()
    assert state.why_illegal(action) == reason
    assert state.fingerprint() == before


def test_the_fingerprint_tells_positions_apart_so_unchanged_means_unchanged():
    state = table(hands=PLAIN)
    before = state.fingerprint()
    assert before == table(hands=PLAIN).fingerprint()
    state.apply(Draw())
    assert state.fingerprint() != before and "gold-3-a" in state.fingerprint()


def test_a_refusal_reads_an_orange_card_and_an_8() -> None:
    from eternus.engine.kings_court.play import with_article

    assert [with_article(w) for w in ("Orange", "Green", "8", "11", "7", "Gold")] == [
        "an Orange", "a Green", "an 8", "an 11", "a 7", "a Gold"]
