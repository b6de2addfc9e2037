"""The Wheel's events replay the table: what the table animates is where things really are.

The Four Kings table moves pips, crowns, ta'veren and stakes as its events say and trusts
them until the next sync. So, over random series of every variant, the events are followed
on their own (a pip from a place to a place, a crown to a holder, a ta'veren to a place, an
amount of stakes from a purse to a purse) and, after every action, compared with the state
itself: every role's pips by colour (its money, in Straight Gluckhaus), every field of the
Wheel, each crown's holder, each ta'veren's place, every purse and the Hoard. A colour, a
place, a crown or an amount left out of an event shows up here.
"""

from __future__ import annotations

from collections import Counter

from eternus.engine.core import Event, Seat
from eternus.engine.four_kings.events import CrownMoved, PipMoved, StakesPaid, TaverenMoved
from eternus.engine.four_kings.phases import ROLL
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.rng import Rng
from tests.conftest import PROPERTY_SEED, scaled
from tests.four_kings_helpers import GAME
from tests.test_four_kings_properties import MIXES


class Follower:
    """The table as the events alone describe it."""

    def __init__(self, state: FourKingsState, dealt: bool) -> None:
        """``dealt``: ``state`` was just dealt, and its deal's events bring every pip and
        ta'veren in from the supply."""
        self.pips: Counter[tuple[str, str]] = Counter()
        self.holders = {crown: c.holder for crown, c in state.crowns.items()}
        self.taveren = {token: "supply" if dealt else t.place for token, t in state.taveren.items()}
        self.purses = {f"role:{r.id}": r.stakes for r in state.roles} | {"hoard": state.hoard}
        self.money_only = state.config.money_only
        if self.money_only:  # Straight Gluckhaus: the pips are the players' money itself
            self.pips.update({(f"role:{r.id}", "clear"): r.stakes for r in state.roles})
            self.purses = {"hoard": state.hoard}

    def follow(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, PipMoved):
                assert e.colour in ("white", "black", "clear"), e
                if e.src != "supply":
                    self.pips[(e.src, e.colour)] -= 1
                if e.dst != "supply":
                    self.pips[(e.dst, e.colour)] += 1
            elif isinstance(e, CrownMoved):
                assert self.holders[e.crown] == e.src and e.how in ("ransom", "wolf", "pay_back"), e
                self.holders[e.crown] = e.dst
            elif isinstance(e, TaverenMoved):
                assert self.taveren[e.token] == e.src, e
                self.taveren[e.token] = e.dst
            elif isinstance(e, StakesPaid):
                assert isinstance(e.amount, int) and e.amount > 0, e
                self.purses[e.src] -= e.amount
                self.purses[e.dst] += e.amount

    def differences(self, state: FourKingsState) -> list[str]:
        real: Counter[tuple[str, str]] = Counter()
        for role in state.roles:
            if self.money_only:
                real[(f"role:{role.id}", "clear")] += role.stakes
            else:
                real.update({(f"role:{role.id}", c): n for c, n in role.pips.items()})
        for n, pips in state.board.items():
            real.update((f"field:{n}", c) for c in pips)
        wrong = [f"pips {k}: events {self.pips[k]}, state {real[k]}" for k in set(real) | set(self.pips)
                 if self.pips[k] != real[k]]
        wrong += [f"crown {c}: events {h}, state {state.crowns[c].holder}" for c, h in self.holders.items()
                  if h.removeprefix("role:") != state.crowns[c].holder]
        wrong += [f"ta'veren {t}: events {p}, state {state.taveren[t].place}" for t, p in self.taveren.items()
                  if p != state.taveren[t].place]
        purses = {f"role:{r.id}": r.stakes for r in state.roles} | {"hoard": state.hoard}
        purses = {p: n for p, n in purses.items() if p in self.purses}
        wrong += [f"purse {p}: events {n}, state {purses[p]}" for p, n in self.purses.items() if n != purses[p]]
        return wrong


def test_the_events_of_random_series_put_every_pip_crown_taveren_and_stake_where_the_state_has_it():
    followed = Counter[str]()
    for index, options in enumerate(MIXES[::2][:scaled(29, least=8)]):
        players = 2 + index % 5
        seed = PROPERTY_SEED + 9000 + index
        state, events = GAME.deal(tuple(Seat(f"S{i}") for i in range(players)), {**options, "games": 3}, seed)
        assert isinstance(state, FourKingsState)
        table = Follower(state, dealt=True)
        rng = Rng(seed)
        game_no = state.game_no
        while True:
            table.follow(events)
            followed.update(type(e).__name__ for e in events)
            if state.phase == ROLL and state.game_no == game_no:
                wrong = table.differences(state)
                assert not wrong, f"seed {seed}, game {state.game_no}: {wrong[:4]}"
            if state.is_over:
                break
            events = state.apply(rng.choice(state.legal_actions()))
            if state.game_no != game_no:  # a new deal: the board starts again from the supply
                game_no = state.game_no
                fresh = Follower(state, dealt=True)
                fresh.purses = table.purses
                table = fresh
    assert all(followed[kind] > 0 for kind in ("PipMoved", "CrownMoved", "TaverenMoved", "StakesPaid")), followed
