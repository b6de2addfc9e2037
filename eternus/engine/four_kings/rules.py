"""Four Kings Crossing as a state machine: the turn at the Wheel, its choices, legality.

A whole series (one game, or the games of a Kaerathon Cycle or a Broken Seals tournament)
is one state. A turn is: (optionally set out a ta'veren) -> Roll -> the roll's action,
which may stop for a choice (which pip, whom to ransom to, which pip the Raven takes) -> a
Fisher back in play buys his crown back -> (set out a ta'veren if not done yet) -> the
next roller. A choice is kept in ``pending``; when it is made the turn carries on from
where it stopped (:meth:`FourKingsState._carry_on`).

The roll and the fields are in :mod:`turn`, crowns and the Fisher in :mod:`kings`, the Wolf
and the Raven in :mod:`taveren_rules`, setting up and settling games in :mod:`series`,
payouts in :mod:`scoring`, the view in :mod:`views`; what a variant changes is data in
:mod:`variants`, the phases and choices in :mod:`phases`, the records in :mod:`records`.
The readings we chose where the source is open are on docs/rules/four_kings.md ("Our
readings"), each with a test named after it in tests/test_four_kings_rules.py.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from eternus.engine.core import Action, Event, JsonDict, Message, Seat
from eternus.engine.four_kings import kings, series, standings, taveren_rules, turn
from eternus.engine.four_kings.actions import (
    GiveRaven, NextGame, PayBack, PlacePip, PlaceTaveren, Ransom, Roll,
)
from eternus.engine.four_kings.board import DRAGON, FIELDS, PASS
from eternus.engine.four_kings.events import PlayerSkipped
from eternus.engine.four_kings.options import FourKingsOpts
from eternus.engine.four_kings.phases import INTERMISSION, OVER, PENDING_TEXT, ROLL, PendingKind
from eternus.engine.four_kings.roles import KING_IDS, Role, make_roles
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.four_kings.taveren import HELD
from eternus.engine.four_kings.variants import VARIANTS
from eternus.engine.four_kings.views import FourKingsView, build_view
from eternus.engine.jsoncopy import copy_json
from eternus.engine.rng import Rng
from eternus.engine.standings import Standings

# A game that reaches this many rolls ends as if the Wheel had turned. It never happens in
# play (the longest of 65,175 random games over every option mix took 1,114 rolls), but it
# makes "every game ends" a guarantee rather than a likelihood.
MAX_ROLLS = 2000

#: Which pending choice each choosing action answers.
ANSWERS: dict[type[Action], PendingKind] = {PlacePip: "place", PayBack: "payback", GiveRaven: "raven"}


class FourKingsMachine(FourKingsState):
    """The Four Kings state with its rules: what may be played now, and playing it."""

    def taveren_fields(self) -> list[int]:
        return taveren_rules.taveren_fields(self)

    # ------------------------------------------------------------------ protocol
    @property
    def to_act(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == INTERMISSION:
            return self.roles[self.first_roller].seat
        return self.deciding_role.seat

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.phase == INTERMISSION:
            return [NextGame()]
        if self.pending is None:
            actions: list[Action] = [Roll()]
            if not self.placed_taveren:
                fields = self.taveren_fields()
                actions += [PlaceTaveren(t, n) for t in taveren_rules.ready_tokens(self, self.roller)
                            for n in fields]
            return actions
        kind = self.pending["kind"]
        role = self.deciding_role
        if kind == "place":
            return [PlacePip(c) for c in role.colours_held]
        if kind == "payback":
            return [PayBack(c) for c in role.colours_held]
        if kind == "raven":
            return [GiveRaven(c) for c in role.colours_held]
        if kind == "ransom":
            return [Ransom(t.id, c) for t in kings.ransom_targets(self, role) for c in t.colours_held]
        fields = self.taveren_fields()
        return [PlaceTaveren(t, n) for t in taveren_rules.ready_tokens(self, role) for n in fields]

    def _explain(self, action: Action) -> str | None:
        pending = self.pending["kind"] if self.pending else None
        if self.phase == INTERMISSION:
            return "This game is over: start the next one first."
        role = self.deciding_role
        if isinstance(action, Roll):
            return f"Finish the choice first: {PENDING_TEXT[pending]}." if pending else None
        if isinstance(action, (PlacePip, PayBack, GiveRaven)):
            if pending != ANSWERS[type(action)]:
                return "That choice is not being asked now."
            return f"{role.id} has no {action.colour} pip."
        if isinstance(action, Ransom):
            if pending != "ransom":
                return "Nobody is ransoming a King now."
            names = ", ".join(t.id for t in kings.ransom_targets(self, role))
            return f"The crown goes to the player with the most pips ({names}), for a pip they hold."
        if isinstance(action, PlaceTaveren):
            return self._explain_taveren(action, role)
        if isinstance(action, NextGame):
            return "The game is still going."
        return None

    def _explain_taveren(self, action: PlaceTaveren, role: Role) -> str:
        if self.placed_taveren:
            return "Only one ta'veren may be set out in a turn."
        if action.token not in taveren_rules.ready_tokens(self, role):
            return f"{role.id} has no {action.token.title()} to set out now."
        if action.field == DRAGON:
            return "A ta'veren never goes by the Dragon."
        if action.field not in FIELDS:
            return f"The Wheel has no field {action.field}."
        if not taveren_rules.field_empty(self, action.field):
            return f"Field {action.field} is not empty."
        return "A ta'veren can be set out only at the start or the end of the patron's turn."

    def returns(self) -> tuple[float, ...]:
        seats = len(self.seats)
        out = [0.0] * seats
        if self.config.all_against_dragon:
            united = any(r["reason"] == "kings" for r in self.history)
            return tuple(1.0 if united else 0.0 for _ in range(seats))
        if self.drinking:
            for result in self.history:
                for debtor, creditor in result["drinks"]:
                    out[self.role(debtor).seat] -= 1
                    out[self.role(creditor).seat] += 1
            return tuple(out)
        for role, start in zip(self.roles, self.start_stakes, strict=True):
            out[role.seat] += role.stakes - start
        return tuple(out)

    def standings(self) -> Standings:
        return standings.standings(self)

    def heuristic(self, seat: int) -> float:
        """Share of crowns and pips held by the seat's roles: crude, but cheap and in [0, 1]."""
        if self.is_over:
            mine = self.returns()[seat]
            return 0.5 + 0.5 * max(-1.0, min(1.0, mine / 10.0))
        total_pips = max(1, self.pips_held() + sum(len(p) for p in self.board.values()))
        pips = sum(r.pip_count for r in self.roles if r.seat == seat) / total_pips
        crowns = sum(len(r.crowns) for r in self.roles if r.seat == seat) / len(KING_IDS)
        return 0.5 * pips + 0.5 * crowns

    # ------------------------------------------------------------------ apply
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, NextGame):
            series.start_game(self, events)
            return events
        if isinstance(action, Roll):
            turn.roll(self, events)
        elif isinstance(action, PlaceTaveren):
            at_start = self.pending is None
            taveren_rules.set_out(self, action.token, action.field, events)
            if at_start:
                return events  # set out before rolling: the roll comes next
        elif isinstance(action, PlacePip):
            turn.place_chosen(self, action.colour, events)
        elif isinstance(action, Ransom):
            turn.ransom(self, action.to, action.colour, events)
        elif isinstance(action, PayBack):
            kings.pay_back(self, action.colour, events)
        elif isinstance(action, GiveRaven):
            taveren_rules.give_raven(self, action.colour, events)
        self._carry_on(events)
        return events

    # ------------------------------------------------------------------ flow
    def _carry_on(self, events: list[Event]) -> None:
        """Continue the turn after an action, stopping at the next choice or the next roller."""
        if self.phase != ROLL or self.pending is not None:
            return
        if self._kings_united(events):
            return
        bought_back = False
        while self.payback_due:
            role = self.role(self.payback_due.pop(0))
            crown = self.crowns[role.id]
            if role.out or role.pip_count == 0 or crown.holder == role.id or crown.dead:
                continue
            colours = role.colours_held
            self.pending = {"kind": "payback", "role": role.id}
            if len(colours) > 1:
                return
            kings.pay_back(self, colours[0], events)
            bought_back = True
        if bought_back and self._kings_united(events):  # a crown bought back can complete a player's set
            return
        roller = self.roller
        if (not self.placed_taveren and self.dice is not None and sum(self.dice) != PASS
                and taveren_rules.ready_tokens(self, roller) and self.taveren_fields()):
            self.pending = {"kind": "taveren", "role": roller.id}
            return
        if self.config.ends_after_rounds and self._rounds_done():
            series.end_game(self, None, "rounds", events)
            return
        if self.rolls >= MAX_ROLLS:
            events.append(Message(f"{MAX_ROLLS} rolls without an end"))
            series.end_game(self, None, "wheel", events)
            return
        self._next_roller(events)

    def _kings_united(self, events: list[Event]) -> bool:
        """End the game if one player now holds all four crowns."""
        winner = kings.all_kings_holder(self)
        if winner is not None:
            series.end_game(self, winner, "kings", events)
        return winner is not None

    def _rounds_done(self) -> bool:
        return (self.turns + 1 >= self.opts.rounds * len(self.roles)
                and not any(self.board[n] for n in FIELDS))

    def _step(self, index: int) -> int:
        count = len(self.roles)
        for _ in range(count):
            index = (index + self.direction) % count
            if not self.roles[index].out:
                return index
        raise AssertionError("no one left to roll")

    def _next_roller(self, events: list[Event]) -> None:
        nxt = self._step(self.current)
        if self.skip_next:
            skipped = self.roles[nxt]
            events.append(PlayerSkipped(skipped.seat, role=skipped.id))
            nxt = self._step(nxt)
        self.current = nxt
        self.skip_next = False
        self.placed_taveren = False
        self.dice = None
        self.turns += 1
        for t in self.taveren.values():
            if t.where == HELD and t.patron == self.roles[nxt].id:
                t.ready = True

    # ------------------------------------------------------------------ copies and JSON
    def clone(self) -> FourKingsMachine:
        """An independent copy for search: this state's own parts copied, not written to JSON,
        re-read and re-checked (a loaded position is checked once, in ``state_from_json``)."""
        return replace(
            self, options=dict(self.options), rng=Rng(self.rng.state),
            roles=[replace(r, pips=dict(r.pips), crowns=list(r.crowns)) for r in self.roles],
            crowns={k: replace(c) for k, c in self.crowns.items()},
            board={n: list(pips) for n, pips in self.board.items()},
            taveren={k: replace(t) for k, t in self.taveren.items()},
            pending=copy_json(self.pending), payback_due=list(self.payback_due),
            result=copy_json(self.result), history=copy_json(self.history),
            start_stakes=list(self.start_stakes))

    def to_json(self) -> JsonDict:
        data: JsonDict = dict(self.view(0))
        data["rng"] = self.rng.state
        return data

    def view(self, seat: int) -> FourKingsView:
        """Everything at the Wheel is public; only the dice still to come are unknown."""
        return build_view(self)


def new_state(seats: tuple[Seat, ...], options: dict[str, Any], seed: int, events: list[Event]) -> FourKingsMachine:
    """The first game of a series: roles for the number of players, then the first game's set-up."""
    opts = FourKingsOpts.of(options)
    config = VARIANTS[opts.variant]
    roles = make_roles(len(seats), config.money_only, opts.stakes)
    rng = Rng(seed)
    pips = config.start_pips if config.start_pips is not None else (
        opts.pips if isinstance(opts.pips, int) else 0)
    state = FourKingsMachine(seats=seats, options=options, rng=rng, roles=roles,
                             pips_per_player=pips, first_roller=rng.below(len(roles)),
                             start_stakes=[r.stakes for r in roles])
    series.start_game(state, events)
    return state
