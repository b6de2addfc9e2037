"""Hold'em as a state machine: a match of hands, each a run of betting streets.

One state is a whole match (hands dealt with a moving button until one seat holds every
chip or the hand limit is reached). The only decisions are betting decisions: on each
street (``preflop``, ``flop``, ``turn``, ``river``) the seat ``to_act`` folds, checks,
calls, raises or goes all in. Everything between decisions runs inside the same ``apply``:
closing a street (uncalled chips back, bets into the pots), dealing the next, the showdown,
paying the pots, re-buys and busted seats, and dealing the next hand.

Where each part lives: the betting round in :mod:`betting`, main and side pots in
:mod:`pots`, the button, blinds, antes and the deal in :mod:`dealing`, who shows and who
wins in :mod:`showdown`, buy-ins and the match's end in :mod:`bank`, the tables (Hold'em,
Swords) in :mod:`presets`; the phases in :mod:`phases`, the records in :mod:`records`, the
history in words in :mod:`history`, views, JSON and determinizing in :mod:`views`.

Readings (where the rules of Hold'em leave a choice to the house):

* The first hand's button is on the last seat, so the first seat posts the small blind.
  The button then moves one seat with chips to the left each hand (no dead button).
* A short big blind (a stack smaller than the blind) does not lower the call: the others
  must still call the full big blind; what nobody matched goes back as an uncalled bet.
* Chips nobody matched, even a folded small blind's over a short big blind, go back to the
  seat that put them in.
* A busted seat with a re-buy left always takes it, at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final

from eternus.engine.core import Action, Event, Game, JsonDict, State
from eternus.engine.dragon_kings import (
    bank, betting, dealing, history, pot_places, pots, showdown, straight_to_pot, views, wing_choice, wing_fortune,
    wing_hole, wing_mercy, wing_streets, wing_turn_in,
)
from eternus.engine.dragon_kings.actions import WING_ACTIONS
from eternus.engine.dragon_kings.events import BoughtIn, HandEnded, SeatBusted, UncalledReturned, pot_place
from eternus.engine.dragon_kings.phases import (
    HAND_OVER, MATCH_OVER, NEXT_STREET, PREFLOP, RIVER, SHOWDOWN, WING_CHOICE, Phase, Street, is_street,
)
from eternus.engine.dragon_kings.options import DragonKingsOpts
from eternus.engine.dragon_kings.presets import PRESETS, Preset
from eternus.engine.dragon_kings.records import (
    Award, BettingRound, LastHand, LedgerEntry, LogEntry, ShownHand, Tally, WingRecord, count, entry, fresh_round,
    fresh_wings,
)
from eternus.engine.events import ChipsMoved
from eternus.engine.jsoncopy import copy_json
from eternus.engine.option_record import OptionsOf
from eternus.engine.rng import Rng
from eternus.engine.standings import Standings

#: The blinds a table may play, as the option writes them: small / big.
BLINDS: Final[dict[str, tuple[int, int]]] = {"5/10": (5, 10), "10/20": (10, 20), "25/50": (25, 50)}


@dataclass
class HoldemState(State):
    phase: Phase = PREFLOP
    hand_no: int = 0                       # hands dealt so far (the current one included)
    button: int = 0
    small_blind_seat: int = 0
    big_blind_seat: int = 0
    actor: int | None = None
    stacks: list[int] = field(default_factory=list)
    bets: list[int] = field(default_factory=list)        # in front of each seat, this street
    committed: list[int] = field(default_factory=list)   # put in this hand, bets included
    dealt: list[bool] = field(default_factory=list)
    folded: list[bool] = field(default_factory=list)     # folded or mucked: the cards are dead
    shown: list[bool] = field(default_factory=list)
    hole: list[list[str]] = field(default_factory=list)  # kept after a fold (in the muck then)
    board: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)        # last item is the top
    burned: list[str] = field(default_factory=list)
    round: BettingRound = field(default_factory=lambda: fresh_round(0, 0, 0))
    ledger: list[LedgerEntry] = field(default_factory=list)
    rebuys_left: list[int] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    last_hand: LastHand | None = None
    wing: WingRecord = field(default_factory=lambda: fresh_wings(0))
    tallies: list[Tally] = field(default_factory=list)
    busted_in: list[int] = field(default_factory=list)   # the hand each seat went out in (0: not out)

    game: ClassVar[Game]
    opts = OptionsOf(DragonKingsOpts)

    # ------------------------------------------------------------------ the table's settings
    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def preset(self) -> Preset:
        return PRESETS[self.opts.preset]

    @property
    def buy_in(self) -> int:
        return self.opts.buy_in

    @property
    def small_blind(self) -> int:
        return BLINDS[self.opts.blinds][0]

    @property
    def big_blind(self) -> int:
        return BLINDS[self.opts.blinds][1]

    @property
    def ante(self) -> int:
        return self.opts.ante

    @property
    def match_length(self) -> int:
        """Hands in the match; 0 plays until one seat holds every chip."""
        return self.opts.match_length

    @property
    def street(self) -> Street:
        if not is_street(self.phase):
            raise ValueError(f"no betting street in phase {self.phase!r}")
        return self.phase

    def pot_total(self) -> int:
        """Every chip in the middle: the pots and the bets in front of the seats."""
        return sum(self.committed)

    # ------------------------------------------------------------------ protocol
    @property
    def to_act(self) -> int | None:
        return None if self.phase == MATCH_OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.phase == MATCH_OVER

    def returns(self) -> tuple[float, ...]:
        return bank.returns(self)

    def standings(self) -> Standings:
        return bank.standings(self)

    def heuristic(self, seat: int) -> float:
        """The seat's share of the chips on the table, its even share of the pot counted."""
        total = sum(line["amount"] for line in self.ledger)
        mine = self.stacks[seat]
        if betting.in_hand(self, seat):
            mine += self.pot_total() // max(1, len(betting.players_in(self)))
        return min(1.0, mine / total) if total else 0.5

    def legal_actions(self) -> list[Action]:
        if self.is_over or self.actor is None:
            return []
        if self.phase == WING_CHOICE:
            return wing_choice.menu(self)
        if self.wing["mercy_offer"]:
            return wing_mercy.menu(self)
        if self.wing["turning_in"]:
            return wing_turn_in.menu(self)
        if self.wing["fortune"]:
            return wing_fortune.menu(self)
        return wing_hole.menu(self, self.actor) + betting.menu(self, self.actor, self.pot_total())

    def why_illegal(self, action: Action) -> str | None:
        """Any raise from the smallest legal one to all in is allowed (the table's slider),
        beyond the menu of :meth:`legal_actions`."""
        if self.is_over or self.actor is None:
            return "The match is over."
        if self.phase == WING_CHOICE:
            return wing_choice.refusal(self, action)
        if self.wing["mercy_offer"]:
            return wing_mercy.refusal(self, action)
        if self.wing["turning_in"]:
            return wing_turn_in.refusal(self, action)
        if self.wing["fortune"]:
            return wing_fortune.refusal(self, action)
        if isinstance(action, WING_ACTIONS):
            return wing_hole.refusal(self, self.actor, action) or (
                None if action in wing_hole.menu(self, self.actor) else "That is not a choice now.")
        return betting.refusal(self, self.actor, action)

    # ------------------------------------------------------------------ the flow of a hand
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        seat = self.actor
        if seat is None:
            raise ValueError("nobody is to act")
        if self.phase == WING_CHOICE:
            if wing_choice.act(self, action, events):
                dealing.start_hand(self, events)
                self.advance(events, self.big_blind_seat)
            return events
        if self.wing["mercy_offer"]:
            wing_mercy.act(self, seat, action, events)
            self.advance(events, seat, closed=True)
            return events
        if self.wing["turning_in"]:
            resume = self.wing["turn_in_resume"]
            if wing_turn_in.act(self, action, events):
                if wing_streets.betting_over(self):      # the Knight of War's card asked
                    self.advance(events, self.button, closed=True)
                else:
                    self.advance(events, self.button if resume is None else (resume - 1) % self.n)
            return events
        fortune = self.wing["fortune"]
        if fortune:
            resume = fortune["resume"]
            if wing_fortune.act(self, action, events):
                self.advance(events, self.button if resume is None else (resume - 1) % self.n)
            else:
                self.actor = fortune["queue"][0]
            return events
        if isinstance(action, WING_ACTIONS):
            if (wing_hole.act(self, seat, action, events) or self.wing["fortune"] or self.wing["turning_in"]
                    or wing_streets.stopped(self)):
                self.advance(events, seat)
            return events
        decision = betting.act(self, seat, action, events)
        self.log.append(decision)
        count(self.tallies[seat], decision["what"])
        self.advance(events, seat)
        return events

    def advance(self, events: list[Event], after: int, closed: bool = False) -> None:
        """Run everything automatic until a seat has a decision (or the match is over).

        ``after`` is the seat the search for the next decision starts after: the seat that
        just acted, the button on a new street, the big blind in a new hand. ``closed``: the
        street's betting is already over and its bets are in (the token of mercy's holder has
        just answered).
        """
        while self.phase != MATCH_OVER:
            if self.wing["turning_in"]:
                self.actor = self.wing["turning_in"][0]
                return
            fortune = self.wing["fortune"]
            if fortune:
                self.actor = fortune["queue"][0]
                return
            if not closed:
                if len(betting.players_in(self)) > 1 and not wing_streets.stopped(self):
                    actor = betting.next_actor(self, after)
                    if actor is not None:
                        self.actor = actor
                        return
                self.actor = None
                self._close_street(events)
                if wing_mercy.offer_due(self):
                    self.wing["mercy_offer"] = True
                    self.actor = self.wing["mercy_token"]
                    return
            closed = False
            self.actor = None
            put_in = list(self.committed)          # the pots are paid from this below
            shown: list[ShownHand] = []
            dragon_kings: int | None = None
            if len(betting.players_in(self)) == 1:
                awards = showdown.award_uncontested(self, events)
            elif wing_streets.stopped(self):             # the Knight of the Void's new card
                shown = showdown.shown_so_far(self)
                awards = showdown.award_by_draws(self, events)
            elif self.phase == RIVER or len(betting.bettors(self)) < 2:
                if len(betting.bettors(self)) < 2:
                    showdown.reveal_all(self, events)
                goes_on = True
                while self.phase != RIVER and goes_on and not self.wing["turning_in"]:
                    goes_on = dealing.deal_street(self, NEXT_STREET[self.street], events)
                if goes_on and self.wing["turning_in"]:
                    continue
                if goes_on:
                    wing_streets.before_showdown(self, events)
                if goes_on and self.wing["turning_in"]:  # the Knight of War's card asks
                    continue
                if goes_on and not wing_streets.stopped(self):
                    self.phase = SHOWDOWN
                    shown, awards, dragon_kings = showdown.settle(self, events)
                else:
                    shown = showdown.shown_so_far(self)
                    awards = showdown.award_by_draws(self, events)
            elif dealing.deal_street(self, NEXT_STREET[self.street], events):
                after = self.button
                continue
            else:
                awards = showdown.award_by_draws(self, events)
            if not self._end_hand(shown, awards, put_in, events):
                return
            if wing_choice.after_hand(self, dragon_kings, events):
                return
            dealing.start_hand(self, events)
            after = self.big_blind_seat

    def _close_street(self, events: list[Event]) -> None:
        """Chips nobody matched go back; the street's bets go into the pots."""
        held = pot_places.amounts(self)
        start = len(events)
        live, all_in = betting.live_and_all_in(self)
        back = straight_to_pot.unmatched(self)
        if back is not None:
            seat, chips = back
            self._return_uncalled(seat, chips, live, all_in, events)
        before = [c - b for c, b in zip(self.committed, self.bets, strict=True)]
        for seat, index, chips in pots.collected(before, self.committed, live, all_in):
            events.append(ChipsMoved(f"bet:{seat}", pot_place(index), chips))
        self.bets = [0] * self.n
        pot_places.follow(self, held, events, start)

    def _return_uncalled(self, seat: int, chips: int, live: list[bool], all_in: list[bool],
                         events: list[Event]) -> None:
        """``chips`` of ``seat``'s nobody matched go back: from its bet first, then (an ante
        over a shorter all-in) from the pots where they lie. The seat counts as in the hand
        for finding those pots: its chips went in while it was, even if it folded since."""
        from_bet = min(chips, self.bets[seat])
        if from_bet:
            events.append(UncalledReturned(f"bet:{seat}", f"seat:{seat}", from_bet, seat))
        matched = self.committed[seat] - chips
        collected = [c - b for c, b in zip(self.committed, self.bets, strict=True)]
        still_in = [alive or s == seat for s, alive in enumerate(live)]
        for index, layer in enumerate(pots.layers(collected, still_in, all_in)):
            part = layer.share(collected[seat]) - layer.share(min(collected[seat], matched))
            if part > 0:
                events.append(UncalledReturned(pot_place(index), f"seat:{seat}", part, seat))
        self.stacks[seat] += chips
        self.bets[seat] -= from_bet
        self.committed[seat] -= chips
        self.log.append(entry("uncalled", seat, chips))

    def _end_hand(self, shown: list[ShownHand], awards: list[Award], put_in: list[int],
                  events: list[Event]) -> bool:
        """Record the hand, settle busted seats; True if another hand follows."""
        self.phase = HAND_OVER
        wing_mercy.pay_owed(self, events)
        events.append(HandEnded(self.hand_no))
        stacks = list(self.stacks)                  # before any re-buy
        settled = len(events)
        goes_on = bank.after_hand(self, events)
        self.last_hand = {"hand": self.hand_no, "board": list(self.board), "shown": shown,
                          "awards": awards, "history": history.lines(self.log, self.names),
                          "put_in": put_in, "stacks": stacks,
                          "out": [e.seat for e in events[settled:] if isinstance(e, SeatBusted)],
                          "rebought": [e.seat for e in events[settled:] if isinstance(e, BoughtIn) and e.rebuy]}
        if wing_streets.stopped(self):
            self.last_hand["draws"] = list(self.wing["draws"])
        return goes_on

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    # ------------------------------------------------------------------ copies and views
    def clone(self) -> HoldemState:
        return HoldemState(
            seats=self.seats, options=dict(self.options), rng=Rng(self.rng.state),
            phase=self.phase, hand_no=self.hand_no, button=self.button,
            small_blind_seat=self.small_blind_seat, big_blind_seat=self.big_blind_seat,
            actor=self.actor, stacks=list(self.stacks), bets=list(self.bets),
            committed=list(self.committed), dealt=list(self.dealt), folded=list(self.folded),
            shown=list(self.shown), hole=[list(h) for h in self.hole], board=list(self.board),
            deck=list(self.deck), burned=list(self.burned), round=copy_json(self.round),
            ledger=copy_json(self.ledger), rebuys_left=list(self.rebuys_left),
            log=copy_json(self.log), last_hand=copy_json(self.last_hand), wing=copy_json(self.wing),
            tallies=copy_json(self.tallies), busted_in=list(self.busted_in),
        )

    def view(self, seat: int) -> views.HoldemView:
        return views.view(self, seat)

    def to_json(self) -> JsonDict:
        return {**views.state_to_json(self)}

    def all_cards(self) -> list[str]:
        """Every card in every zone (for conservation checks)."""
        out = list(self.deck) + list(self.board) + list(self.burned)
        for cards in self.hole:
            out.extend(cards)
        wing = self.wing
        out += wing["nest"] + wing["extra"] + wing["battlefield"] + wing["voided"]
        out += [c for c in wing["draws"] if c is not None]
        return out

    def chips_on_table(self) -> int:
        """Stacks, bets and pots: always the ledger's total."""
        return sum(self.stacks) + sum(self.committed)

