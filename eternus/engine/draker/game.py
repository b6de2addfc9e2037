"""Draker as a :class:`Game`: options, the first deal, JSON and determinizing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from eternus.engine.core import Event, Game, Option, Seat, Shuffled, View
from eternus.engine.draker import views
from eternus.engine.draker.actions import ACTION_TYPES
from eternus.engine.draker.cards import DECK
from eternus.engine.draker.options import DrakerOpts
from eternus.engine.draker.rules import COMMON_SIZE, HAND_SIZE, POOL_SIZE, DrakerMachine
from eternus.engine.draker.state import DrakerState
from eternus.engine.core import CardMoved
from eternus.engine.rng import Rng


class DrakerGame(Game):
    id = "draker"
    title = "Draker"
    blurb = "Dragon poker: combinations for attack and defence."
    min_players = 2
    max_players = 4
    options = (
        Option("life", "Life", "Each player's life at the start (and the most healing can bring back).",
               30, (20, 30, 40)),
    )
    options_record = DrakerOpts
    action_types = ACTION_TYPES
    #: 2: the last-life guard counts the whole turn, the laid Artefact is named by its player,
    #: a table of three or four reshuffles its discard pile, and a combination a waiting kill
    #: will kill is not offered to a second Knight (the rules page's "rules 2").
    rules_version: ClassVar[int] = 2

    def deal(self, seats: Sequence[Seat], options: Mapping[str, Any] | None,
             seed: int) -> tuple[DrakerState, list[Event]]:
        """Shuffle the 84 cards; five to each hand, five face up to each pool, four to the
        common pool; the first seat begins, every other one behind its opening shield."""
        self.check_seats(seats)
        resolved = self.resolve_options(options)
        n = len(seats)
        st = DrakerMachine(seats=tuple(seats), options=resolved, rng=Rng(seed), hands=[[] for _ in range(n)],
                         pools=[[] for _ in range(n)], life=[DrakerOpts.of(resolved).life] * n,
                         banked=[0] * n, out=[False] * n, deck=list(DECK))
        st.banked = st.opening_shields()
        st.rng.shuffle(st.deck)
        events: list[Event] = [Shuffled("deck", len(st.deck), "")]
        for seat in range(n):
            for _ in range(HAND_SIZE):
                card = st.deck.pop()
                st.hands[seat].append(card)
                events.append(CardMoved(card, "deck", f"hand:{seat}", False, owner=seat, public=False))
        for seat in range(n):
            for _ in range(POOL_SIZE):
                card = st.deck.pop()
                st.pools[seat].append(card)
                events.append(CardMoved(card, "deck", f"pool:{seat}", True))
        for _ in range(COMMON_SIZE):
            card = st.deck.pop()
            st.common.append(card)
            events.append(CardMoved(card, "deck", "common", True))
        st.current, st.actor = 0, 0
        return st, events

    def _state_from_json(self, data: dict[str, Any]) -> DrakerState:
        return views.build_state(self, data)

    def determinize(self, view: View, seat: int, rng: Rng) -> DrakerState:
        return views.determinize(self, view, seat, rng)


DrakerState.game = DrakerGame()
