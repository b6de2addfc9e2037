"""The roll and what it does on the Wheel: the doubles, the Eyes and the Towers sweeping,
the Pass, taking a field or placing a pip on it, and the ransom of a King when a player
has no pip left to place.

Which field does what is :mod:`board`; the crowns and the Fisher are :mod:`kings`; the
Wolf and the Raven :mod:`taveren_rules`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Event, Message
from eternus.engine.events import DirectionChanged
from eternus.engine.four_kings.actions import Ransom
from eternus.engine.four_kings.board import CLEAR, DRAGON, EYES, FIELDS, FOXES, GATEWAYS, TOWERS, field_name, roll_kind
from eternus.engine.four_kings.events import DiceRolled, MarkerMoved, PipMoved, StakesPaid, TaverenMoved, role_place
from eternus.engine.four_kings.kings import (
    become_fisher, crown_to_give, gained_pips, move_crown, move_pip,
)
from eternus.engine.four_kings.roles import Role
from eternus.engine.four_kings.series import end_game
from eternus.engine.four_kings.taveren import HELD, LYING, Taveren
from eternus.engine.four_kings.taveren_rules import spring, waiting_on

if TYPE_CHECKING:
    from eternus.engine.four_kings.state import FourKingsState


def roll(st: FourKingsState, events: list[Event]) -> None:
    """Roll two dice for the roller: the doubles' effects first, then the total's."""
    d1, d2 = 1 + st.rng.below(6), 1 + st.rng.below(6)
    st.dice = (d1, d2)
    st.rolls += 1
    roller = st.roller
    total = d1 + d2
    events.append(DiceRolled(roller.id, d1, d2))
    if total == TOWERS and st.marker != roller.id and not st.config.money_only:
        events.append(MarkerMoved(role_place(st.marker) if st.marker else f"field:{DRAGON}",
                                  role_place(roller.id)))
        st.marker = roller.id
    if total == EYES and st.gambling:
        for role in st.roles:
            if role.stakes > 0:
                role.stakes -= 1
                st.hoard += 1
                events.append(StakesPaid(role_place(role.id), "hoard", 1))
    if (d1, d2) == FOXES:
        st.direction = -st.direction
        events.append(DirectionChanged(st.direction, cause="The Foxes"))
    if (d1, d2) == GATEWAYS:
        st.skip_next = True
    _act_on_total(st, roller, total, events)


def _act_on_total(st: FourKingsState, roller: Role, total: int, events: list[Event]) -> None:
    kind = roll_kind(total)
    if kind == "eyes":
        _sweep(st, roller, with_dragon=False, events=events)
        spring(st, roller, total, events)
    elif kind == "towers":
        everything = st.config.money_only or st.living_king(roller)
        if not everything and not roller.fisher:
            events.append(Message(f"{roller.id} has no living King: the Towers act as the Eyes"))
        _sweep(st, roller, with_dragon=everything, events=events)
        spring(st, roller, total, events)
    elif kind == "pass":
        spring(st, roller, total, events)
    elif kind == "dragon":
        _must_place(st, roller, DRAGON, events)
    elif st.board[total] or any(t.where == LYING and t.field == total for t in st.taveren.values()):
        if roller.fisher:
            events.append(Message(f"The Fisher wins nothing on {total}"))
        else:
            _take(st, roller, total, events)
    elif waiting_on(st, total) is not None:
        spring(st, roller, total, events)
    else:
        _must_place(st, roller, total, events)


def _take(st: FourKingsState, roller: Role, n: int, events: list[Event]) -> None:
    """Take what lies on field ``n``: its pips, and any ta'veren pair (becoming its patron)."""
    for colour in st.board[n]:
        _gain(st, roller, colour, f"field:{n}", events)
    st.board[n] = []
    for token, t in st.taveren.items():
        if t.where == LYING and t.field == n:
            events.append(TaverenMoved(token, f"field:{n}", role_place(roller.id)))
            st.taveren[token] = Taveren(HELD, None, roller.id, False)


def _gain(st: FourKingsState, role: Role, colour: str, src: str, events: list[Event]) -> None:
    if st.config.money_only:
        role.stakes += 1
    else:
        role.pips[colour] += 1
    events.append(PipMoved(colour, src, role_place(role.id)))


def _sweep(st: FourKingsState, roller: Role, with_dragon: bool, events: list[Event]) -> None:
    before = roller.pip_count
    for n in FIELDS:
        if n != DRAGON or with_dragon:
            _take(st, roller, n, events)
    if roller.fisher and roller.pip_count > before:
        gained_pips(st, roller, events)


def _must_place(st: FourKingsState, roller: Role, n: int, events: list[Event]) -> None:
    """The roll asks ``roller`` for a pip on field ``n``."""
    if st.config.money_only:
        roller.stakes -= 1
        st.board[n].append(CLEAR)
        events.append(PipMoved(CLEAR, role_place(roller.id), f"field:{n}"))
        return
    if roller.fisher:
        events.append(Message(f"The Fisher has nothing to place on {field_name(n)}"))
        return
    if roller.pip_count > 0:
        colours = roller.colours_held
        if len(colours) == 1:
            put_on_field(st, roller, colours[0], n, events)
        else:
            st.pending = {"kind": "place", "role": roller.id, "field": n}
        return
    if st.pips_held() == 0:
        end_game(st, None, "wheel", events)
        return
    if roller.crowns:
        st.pending = {"kind": "ransom", "role": roller.id, "field": n, "crown": crown_to_give(roller)}
        options = st.legal_actions()
        if len(options) == 1:
            assert isinstance(options[0], Ransom)
            ransom(st, options[0].to, options[0].colour, events)
        return
    become_fisher(st, roller, events)


def place_chosen(st: FourKingsState, colour: str, events: list[Event]) -> None:
    """The roller chose which pip goes on the pending field."""
    assert st.pending is not None
    n = st.pending["field"]
    st.pending = None
    put_on_field(st, st.roller, colour, n, events)


def put_on_field(st: FourKingsState, roller: Role, colour: str, n: int, events: list[Event]) -> None:
    roller.pips[colour] -= 1
    st.board[n].append(colour)
    events.append(PipMoved(colour, role_place(roller.id), f"field:{n}"))
    if st.config.all_against_dragon and st.pips_held() == 0:
        end_game(st, None, "dragon", events)


def ransom(st: FourKingsState, to: str, colour: str, events: list[Event]) -> None:
    """The pending player, out of pips, hands a crown to ``to`` for a pip, and places it."""
    assert st.pending is not None
    giver = st.role(st.pending["role"])
    n = st.pending["field"]
    crown = st.pending["crown"]
    st.pending = None
    receiver = st.role(to)
    move_crown(st, crown, giver, receiver, "ransom", events)
    move_pip(receiver, giver, colour, events)
    put_on_field(st, giver, colour, n, events)
