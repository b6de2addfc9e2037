"""What the Wolf and the Raven do in play: where they start, being set out by a patron, and
springing when their number is rolled (the Wolf takes a crown, the Raven a pip).

The pair's record (where it is, whose it is) is :mod:`taveren`; winning a pair that lies on
a field is winning that field (:mod:`turn`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Event, Message
from eternus.engine.four_kings.board import DRAGON, FIELDS, field_name
from eternus.engine.four_kings.events import TaverenMoved
from eternus.engine.four_kings.kings import crown_to_give, gained_pips, move_crown, move_pip
from eternus.engine.four_kings.roles import Role
from eternus.engine.four_kings.taveren import FIXED_START, HELD, LYING, RAVEN, TOKENS, WAITING, WOLF, Taveren

if TYPE_CHECKING:
    from eternus.engine.four_kings.state import FourKingsState


def deal_taveren(st: FourKingsState, events: list[Event]) -> None:
    """Lay the pairs out as the Ta'veren option says: none, the Raven on 6 and the Wolf on 8, or rolled."""
    start = st.opts.taveren
    st.taveren = {}
    if start == "off":
        return
    for token in (RAVEN, WOLF):
        if start == "rolled":
            d1, d2 = 1 + st.rng.below(6), 1 + st.rng.below(6)
            n = d1 + d2
            events.append(Message(f"The {token.title()} is rolled onto {field_name(n)}"))
        else:
            n = FIXED_START[token]
        st.taveren[token] = Taveren(LYING, n)
        events.append(TaverenMoved(token, "supply", f"field:{n}"))


def field_empty(st: FourKingsState, n: int) -> bool:
    return (not st.board[n] and all(t.field != n for t in st.taveren.values()
                                    if t.where in (LYING, WAITING)))


def taveren_fields(st: FourKingsState) -> list[int]:
    """The fields a ta'veren may be set out by: empty ones, never the Dragon."""
    return [n for n in FIELDS if n != DRAGON and field_empty(st, n)]


def ready_tokens(st: FourKingsState, role: Role) -> list[str]:
    """The pairs ``role`` holds and may set out this turn."""
    return [t for t in TOKENS if t in st.taveren and st.taveren[t].where == HELD
            and st.taveren[t].patron == role.id and st.taveren[t].ready]


def waiting_on(st: FourKingsState, n: int) -> str | None:
    """The pair waiting on the border of field ``n``, if any."""
    for token, t in st.taveren.items():
        if t.where == WAITING and t.field == n:
            return token
    return None


def set_out(st: FourKingsState, token: str, n: int, events: list[Event]) -> None:
    t = st.taveren[token]
    events.append(TaverenMoved(token, t.place, f"border:{n}"))
    st.taveren[token] = Taveren(WAITING, n, t.patron, False)
    st.placed_taveren = True
    if st.pending is not None and st.pending["kind"] == "taveren":
        st.pending = None


def spring(st: FourKingsState, roller: Role, n: int, events: list[Event]) -> None:
    """A rolled number with a ta'veren waiting on its border: the patron's gain, then it lands."""
    token = waiting_on(st, n)
    if token is None:
        return
    t = st.taveren[token]
    patron = st.role(t.patron) if t.patron else None
    events.append(TaverenMoved(token, t.place, f"field:{n}"))
    st.taveren[token] = Taveren(LYING, n)
    if patron is None or patron is roller or patron.out:
        events.append(Message(f"The {token.title()} lands on {field_name(n)}"))
        return
    if token == WOLF and roller.crowns:
        move_crown(st, crown_to_give(roller), roller, patron, "wolf", events)
    elif token == RAVEN and roller.pip_count > 0:
        colours = roller.colours_held
        if len(colours) == 1:
            move_pip(roller, patron, colours[0], events)
            gained_pips(st, patron, events)
        else:
            st.pending = {"kind": "raven", "role": roller.id, "patron": patron.id, "field": n}
    else:
        events.append(Message(f"{roller.id} has nothing the {token.title()} can take"))


def give_raven(st: FourKingsState, colour: str, events: list[Event]) -> None:
    """The pending roller gives the Raven's patron the pip of ``colour`` he chose."""
    assert st.pending is not None
    patron = st.role(st.pending["patron"])
    st.pending = None
    move_pip(st.roller, patron, colour, events)
    gained_pips(st, patron, events)
