"""Dragon Kings as a :class:`Game`: its options, the first deal, JSON and determinizing.

The engine deals Hold'em with a preset (:mod:`presets`): Dragon Kings (the wing cards, the
default), plain Hold'em and Swords. At Dragon Kings the match opens with the draw for the
first deal (:mod:`wings.choice`).
"""

from __future__ import annotations

from typing import Any, ClassVar
from collections.abc import Mapping, Sequence

from eternus.engine.core import Event, Game, Option, Seat, View
from eternus.engine.dragon_kings import bank, dealing, views
from eternus.engine.dragon_kings.wings import choice as wing_choice
from eternus.engine.dragon_kings.actions import ACTION_TYPES
from eternus.engine.dragon_kings.options import DragonKingsOpts
from eternus.engine.dragon_kings.presets import PRESETS
from eternus.engine.dragon_kings.records import fresh_round, fresh_tallies, fresh_wings
from eternus.engine.dragon_kings.rules import HoldemMachine
from eternus.engine.dragon_kings.state import BLINDS, HoldemState
from eternus.engine.rng import Rng

#: ``match_length`` 0: no hand limit, the match goes on until one seat holds every chip. One
#: hand is a match too: ``sim`` measures poker players by the hand (big blinds per 100 hands).
LAST_ONE_STANDING = 0


class DragonKingsGame(Game):
    id = "dragon_kings"
    title = "Dragon Kings"
    blurb = "Hold'em with twinned dragon kings and wing cards."
    min_players = 2
    max_players = 9
    #: 2: every card reaching the board acts as a wing card, and the readings of issue 52
    #: (see the rules page); a record made under 1 replays under 1. 3: a seat out of chips
    #: with a re-buy left chooses whether to buy in again (:mod:`rebuy_choice`).
    rules_version: ClassVar[int] = 3
    quick_options = {"match_length": 20}
    options = (
        Option("preset", "Table",
               "Dragon Kings: Hold'em with twinned dragon kings and the wing cards. Hold'em: plain "
               "no-limit Texas Hold'em. Swords: Hold'em with one wild joker.",
               "dragon_kings", tuple(PRESETS), tuple(p.label for p in PRESETS.values())),
        Option("buy_in", "Buy-in", "The chips each seat buys at the start (and with a re-buy).",
               400, (100, 200, 400, 1000, 2000)),
        Option("blinds", "Blinds", "Small and big blind; they stay the same all match.",
               "5/10", tuple(BLINDS)),
        Option("ante", "Ante", "Chips every seat puts in the pot before each hand.", 0, (0, 1, 5)),
        # One re-buy by default: with none, two of three people at a group table were out by
        # hand 4 of 20 and watched the rest. Two at a group table: a person who runs out twice
        # early would otherwise still watch most of a match of 50 (and from rules 3 each
        # re-buy is theirs to take or leave). A save keeps the options it was dealt with.
        Option("rebuys", "Re-buys",
               "How often a seat that runs out of chips may buy in again (twice at a table of "
               "several people, unless you set it).",
               1, (0, 1, 2), ("None", "One", "Two"), group_default=2),
        Option("match_length", "Match length",
               "The match ends after this many hands, or when one seat holds every chip.",
               50, (1, 20, 50, 100, LAST_ONE_STANDING),
               ("One hand", "20 hands", "50 hands", "100 hands", "Last one standing")),
    )
    options_record = DragonKingsOpts
    action_types = ACTION_TYPES

    def deal(self, seats: Sequence[Seat], options: Mapping[str, Any] | None,
             seed: int) -> tuple[HoldemState, list[Event]]:
        self.check_seats(seats)
        resolved = self.resolve_options(options)
        n = len(seats)
        st = HoldemMachine(seats=tuple(seats), options=resolved, rng=Rng(seed), button=n - 1,
                           stacks=[0] * n, bets=[0] * n, committed=[0] * n, dealt=[False] * n,
                           folded=[False] * n, shown=[False] * n, hole=[[] for _ in range(n)],
                           round=fresh_round(n, 0, 0), busted_in=[0] * n,
                           rebuys_left=[DragonKingsOpts.of(resolved).rebuys] * n,
                           wing=fresh_wings(n), tallies=fresh_tallies(n))
        events: list[Event] = []
        for seat in range(n):
            bank.buy_in(st, seat, events)
        if st.preset.wing_cards:
            wing_choice.draw_for_first_deal(st, events)
            return st, events
        dealing.start_hand(st, events)
        st.advance(events, st.big_blind_seat)
        return st, events

    def _state_from_json(self, data: dict[str, Any]) -> HoldemState:
        return views.build_state(self, data)

    def determinize(self, view: View, seat: int, rng: Rng) -> HoldemState:
        return views.determinize(self, view, seat, rng)


HoldemState.game = DragonKingsGame()

