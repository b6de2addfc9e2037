"""Kings and the Fisher: pips and crowns changing hands, buying a crown back, falling to
the Fisher and coming back, and when one player holds every crown.

A crown ransomed (or taken by the Wolf) stays with its new holder until a Fisher back in
play buys his own back for one pip; a crown the Wolf captured is not bought back that way
until it has come home (the readings are on docs/rules/four_kings.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from eternus.engine.core import Event
from eternus.engine.four_kings.board import DRAGON
from eternus.engine.four_kings.events import (
    CrownMoved, CrownTurned, FisherChanged, PipMoved, RoleEliminated, TaverenMoved, role_place,
)
from eternus.engine.four_kings.roles import KING_IDS, Role
from eternus.engine.four_kings.taveren import LYING, Taveren

if TYPE_CHECKING:
    from eternus.engine.four_kings.state import FourKingsState

#: How a crown changes hands (``CrownMoved.how``).
CrownMove = Literal["ransom", "wolf", "pay_back"]


def crown_to_give(role: Role) -> str:
    """Won crowns go before one's own, oldest first."""
    won = [c for c in role.crowns if c != role.id]
    return won[0] if won else role.crowns[0]


def ransom_targets(st: FourKingsState, role: Role) -> list[Role]:
    """The players tied for the most pips (never the giver, never the Fisher)."""
    others = [r for r in st.roles if r is not role and not r.out and not r.fisher]
    most = max((r.pip_count for r in others), default=0)
    return [r for r in others if r.pip_count == most and most > 0]


def move_pip(src: Role, dst: Role, colour: str, events: list[Event]) -> None:
    src.pips[colour] -= 1
    dst.pips[colour] += 1
    events.append(PipMoved(colour, role_place(src.id), role_place(dst.id)))


def move_crown(st: FourKingsState, crown: str, src: Role, dst: Role, how: CrownMove,
               events: list[Event]) -> None:
    src.crowns.remove(crown)
    dst.crowns.append(crown)
    st.crowns[crown].holder = dst.id
    if dst.id == crown:  # back with its owner: a later ransom is a normal one, bought back
        st.crowns[crown].captured = False
    elif how == "wolf":
        st.crowns[crown].captured = True
    events.append(CrownMoved(crown, src.id, dst.id, how))
    if dst.fisher:  # a crown brings the Fisher back into play
        dst.fisher = False
        events.append(FisherChanged("", dst.id))


def pay_back(st: FourKingsState, colour: str, events: list[Event]) -> None:
    """The pending Fisher back in play pays ``colour`` to the holder of his crown for it."""
    assert st.pending is not None
    role = st.role(st.pending["role"])
    st.pending = None
    crown = st.crowns[role.id]
    holder = st.role(crown.holder)
    move_pip(role, holder, colour, events)
    move_crown(st, role.id, holder, role, "pay_back", events)


def gained_pips(st: FourKingsState, role: Role, events: list[Event]) -> None:
    """A Fisher who takes pips is back in play, and owes a pip for his own crown."""
    if not role.fisher:
        return
    role.fisher = False
    events.append(FisherChanged("", role.id))
    crown = st.crowns.get(role.id)
    if crown is not None and crown.holder != role.id and not crown.dead and not crown.captured:
        st.payback_due.append(role.id)


def become_fisher(st: FourKingsState, role: Role, events: list[Event]) -> None:
    """``role`` falls to the Fisher; the old Fisher is out, his crown dies, his ta'veren go home."""
    old = next((r for r in st.roles if r.fisher), None)
    if old is not None:
        old.fisher = False
        old.out = True
        events.append(RoleEliminated(old.id))
        if old.id in st.crowns and not st.crowns[old.id].dead:
            st.crowns[old.id].dead = True
            events.append(CrownTurned(old.id, True))
        for token, t in st.taveren.items():  # an eliminated patron's pair goes to the Dragon
            if t.patron == old.id:
                events.append(TaverenMoved(token, t.place, f"field:{DRAGON}"))
                st.taveren[token] = Taveren(LYING, DRAGON)
        st.payback_due = [r for r in st.payback_due if r != old.id]
    role.fisher = True
    events.append(FisherChanged(role.id, old.id if old else ""))


def all_kings_holder(st: FourKingsState) -> Role | None:
    """The role that wins when one *player* holds all four crowns, or None.

    The source ends the game when one player has all the Kings; with 2 or 3 people a
    player may hold them across his two roles. Then the role of the two holding more
    crowns is the winner (the first in rolling order on two each).
    """
    if st.config.money_only or len(st.crowns) != len(KING_IDS):
        return None
    # Checked after every move, so the common answers come first and cheaply.
    holders = {crown.holder for crown in st.crowns.values()}
    if len(holders) == 1:
        return st.role(holders.pop())
    if len(holders) > 2 or len(st.roles) == len(st.seats):  # a person plays two roles at most
        return None
    first, second = (st.role(h) for h in holders)
    if first.seat != second.seat:
        return None
    return max((r for r in st.roles if r.seat == first.seat), key=lambda r: len(r.crowns))
