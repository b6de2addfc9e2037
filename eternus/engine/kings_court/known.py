"""What a player has seen of another player's hand, and knows is still there.

Some cards show one player another's hand: a Siege Tower shows its player the target's
hand, a Warlord's player plays the target's turn from it, a Catapult swap leaves each of
the two players holding the other's hand and knowing exactly what the other now holds (it
was their own), and whoever burns a card into a hand with a Flaming Arrow knows it is
there. A player remembers such a card until it leaves that hand (played, taxed, burnt on,
or gathered by a Cannonball) and follows it when it moves to another hand. In one-hand
games of the hard rules a Siege Tower was played in 139 of 300 hands, a Catapult swap
happened in 111 and a Warlord took a turn in 75: much of the time somebody knows part of a
rival's hand, and a player who forgets it plays blind where a person would not.

The state keeps ``known[x][y]``, the cards seat ``x`` knows to be in seat ``y``'s hand;
unlike the lacks (``lacks.py``) this is private, so a view carries only the seat's own row.
The AI's sampled worlds (``views.sampler``) put those cards in that hand first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import CardMoved, Event
from eternus.engine.kings_court.phases import INSPECT
from eternus.engine.kings_court.views import visible_hands

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState

Glimpse = tuple[int, int, list[str]]   # (who looks, whose hand, the cards in it)


def nothing_known(n: int) -> list[list[list[str]]]:
    """No seat knows anything of another's hand (a new hand's deal)."""
    return [[[] for _ in range(n)] for _ in range(n)]


def glimpses(st: KingsCourtState) -> list[Glimpse]:
    """The other players' hands each seat may see right now, read before an action changes
    them (only a Siege Tower's inspection and a Warlord's turn show one)."""
    if st.phase != INSPECT and st.controller is None:
        return []
    return [(x, y, list(st.hands[y])) for x in range(st.n) for y in sorted(visible_hands(st, x)) if y != x]


def follow(st: KingsCourtState, seen: list[Glimpse], events: list[Event]) -> None:
    """Keep ``st.known`` true after an action: remember the hands ``seen`` before it, then
    follow the cards that left a hand: forgotten, or (moved to another hand) known there to
    whoever knew them before and to the player who gave them."""
    known = st.known
    for x, y, cards in seen:
        known[x][y] = cards
    for event in events:
        if not isinstance(event, CardMoved) or not event.src.startswith("hand:") or event.card is None:
            continue
        src = int(event.src[5:])
        dst = int(event.dst[5:]) if event.dst.startswith("hand:") else None
        card = event.card
        for x in range(st.n):
            row = known[x]
            if card in row[src]:
                row[src].remove(card)
                if dst is not None and dst != x:
                    row[dst].append(card)
            elif dst is not None and dst != x and (x == src or event.public):
                row[dst].append(card)
