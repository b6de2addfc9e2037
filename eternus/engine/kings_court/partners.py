"""Partners: may I go out? Whether a player could empty their hand in the turn just begun.

A player may ask their partner only when they can go out, and that is not only a last card
that fits: a King (or Queen, or Wizard) with its extra card, or a Fair Maiden with her
escort, can take the last two cards in one turn. The question is answered by trying the
turn on copies of the state, so it follows every rule of playing exactly as the turn would.
Only the choices that can matter are tried: the suits held (a suit named for no card in
hand cannot help), one direction (it decides nothing within the turn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Action
from eternus.engine.kings_court.actions import NameSuit, NoExtra, Play
from eternus.engine.kings_court.cards import CARDS
from eternus.engine.kings_court.phases import DIRECTION, SUIT, TURN
from eternus.engine.kings_court.play import NORMAL, playable

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState

# Cards after which the same turn asks for another card from the hand.
CHAINING = frozenset({"maiden", "king", "wizard", "magician"})


def could_go_out(st: KingsCourtState, seat: int) -> bool:
    """Can ``seat``, at the start of its turn, play its whole hand before the turn ends?"""
    hand = st.hands[seat]
    if not hand or len(hand) - 1 > sum(1 for c in hand if CARDS[c].effect in CHAINING):
        return False
    return any(_goes_out(st, seat, Play(card, form)) for card, form in playable(st, seat, NORMAL))


def _goes_out(st: KingsCourtState, seat: int, action: Action) -> bool:
    trial = st.clone()
    hand_no = trial.hand_no
    trial.apply_unchecked(action)
    if trial.hand_no != hand_no or trial.is_over:
        last = trial.last_hand
        return last is not None and last["hand"] == hand_no and last["winner"] == seat
    if trial.phase == TURN or trial.current != seat or trial.decider != seat:
        return False  # the turn is over (a skip round a two-player table starts a new one)
    return any(_goes_out(trial, seat, a) for a in _worth_trying(trial, seat))


def _worth_trying(st: KingsCourtState, seat: int) -> list[Action]:
    legal: list[Action] = [a for a in st.legal_actions() if not isinstance(a, NoExtra)]
    if st.phase == SUIT:
        held = {s for c in st.hands[seat] for s in CARDS[c].suits}
        named: list[Action] = [a for a in legal if isinstance(a, NameSuit) and a.suit in held]
        return named or legal[:1]
    if st.phase == DIRECTION:
        return legal[:1]
    return legal
