"""What the table learns when a player draws: the cards it did not have.

A player who draws instead of playing, passes after drawing, or takes a draw card instead of
answering it, shows everyone that nothing in its hand would do (a careful player plays when
it can, and the AI levels always do). Card players read this all the time ("she drew on
blue, she has no blue"), and it is public: the suit on the pile and the hand's size are on
the table. The state keeps every such showing per seat that is still true of some cards
(:class:`~records.Lack`, oldest first) and counts down how many of the cards held then can
still be in the hand; a new hand, a redeal or a hand swap moves or drops them.

Several showings add up: a player who drew on blue and later on burgundy, and has let go of
fewer cards since than it held then, still holds cards that are neither. Because a card that
leaves the hand counts off every showing, an older one never counts more cards than a newer
one, so the cards an older one speaks of are among those every newer one does.

The AI's sampled worlds (``views.sampler``) deal a seat with lacks that many cards it could
not have played, so a search imagines the rival hands the table has seen, not hands drawn
blind from the unseen cards. Measured with ``tools/kings_court_inference.py`` ("could this
rival follow this suit?" for every rival and suit at one seat's turns in 40 one-hand games of
hard players, about 13,500 questions, Brier error; guessing the average scores 0.250): blind
worlds 0.256; worlds that kept only each seat's latest showing 0.254; every showing still
true, and the pass after a draw, 0.228.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Action, CardMoved, Event
from eternus.engine.kings_court.actions import AcceptDraw, Draw, Pass
from eternus.engine.kings_court.cards import CARDS
from eternus.engine.kings_court.events import HandsSwapped
from eternus.engine.kings_court.phases import DRAWN, RESPOND_PHASE, TURN
from eternus.engine.kings_court.play import ANY_TIME
from eternus.engine.kings_court.records import Lack

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState


def shown(st: KingsCourtState, action: Action) -> Lack | None:
    """The lack ``action`` shows, read before it is applied; None if it shows nothing.

    Only the seat's own choice counts: not a turn a Warlord plays for it, and not the
    escort a dealer's Fair Maiden waits for (a narrower question than "what follows")."""
    seat = st.current
    held = len(st.hands[seat])
    if st.phase in (TURN, DRAWN) and isinstance(action, (Draw, Pass)):
        if st.controller is not None or st.turn["escort_only"] or st.turn["must_go_out"]:
            return None
        return {"suit": st.suit, "match": st.match, "answer": False, "stackable": False, "held": held}
    if st.phase == RESPOND_PHASE and isinstance(action, AcceptDraw) and st.pending is not None:
        return {"suit": st.suit, "match": st.match, "answer": True,
                "stackable": bool(st.pending["stackable"]), "held": held}
    return None


def follow(st: KingsCourtState, seat: int, lack: Lack | None, events: list[Event]) -> None:
    """Keep the lacks true after an action: count off the cards that left a hand, move the
    lacks with swapped hands, record ``lack`` (shown by ``seat``; it replaces an older one of
    the same suit and kind, which it says more than) and forget the lacks counted down to
    nothing. (Called after every action, playouts included: with no lack at the table it
    returns at once.)"""
    if lack is None and not any(st.lacks):
        return
    swapped: set[frozenset[str]] = set()
    counted: set[int] = set()
    for event in events:
        if isinstance(event, HandsSwapped):
            a, b = event.seats
            st.lacks[a], st.lacks[b] = st.lacks[b], st.lacks[a]
            swapped.add(frozenset((f"hand:{a}", f"hand:{b}")))
        elif (isinstance(event, CardMoved) and event.src.startswith("hand:")
              and frozenset((event.src, event.dst)) not in swapped):
            src = int(event.src[5:])
            for old in st.lacks[src]:
                old["held"] -= 1
            counted.add(src)
    if lack is not None:
        st.lacks[seat] = [old for old in st.lacks[seat] if not _same_showing(old, lack)] + [lack]
        counted.add(seat)  # (an empty hand's showing speaks of no card)
    for s in counted:  # only these seats' lacks can have come down to nothing
        st.lacks[s] = [old for old in st.lacks[s] if old["held"] > 0]


def _same_showing(a: Lack, b: Lack) -> bool:
    return (a["suit"], a["match"], a["answer"], a["stackable"]) == (b["suit"], b["match"], b["answer"], b["stackable"])


def could_hold_all(lacks: list[Lack], card: str) -> bool:
    """Could ``card`` have been in the hand at each of these showings?"""
    return all(could_hold(lack, card) for lack in lacks)


def could_hold(lack: Lack, card: str) -> bool:
    """Could ``card`` have been in the hand that showed ``lack``? Not if it would have been
    played: an answer to the draw card, or a card that follows the suit or kind, or goes on
    anything. (A Fair Maiden of the suit could have lacked her escort, so she may be there.)"""
    info = CARDS[card]
    effect = info.effect
    if lack["answer"]:
        return not (effect in ("decree", "protector", "magician")
                    or effect == "drawbridge" and lack["stackable"])
    if info.is_suit_card:
        follows = lack["suit"] in info.suits or (lack["match"] is not None and info.match == lack["match"])
        return not follows or effect == "maiden"
    return effect not in ANY_TIME and effect != "magician"
