"""The turn at the Wheel: roll, the field's action, the Fisher, ransoms, ta'veren, the end.

Every rule of Four Kings Crossing that changes the position lives here; the readings we
chose where the source is open are written in docs/rules/four_kings.md ("Our readings")
and each has a test named after it in tests/test_four_kings_rules.py.

A turn is: (optionally set out a ta'veren) -> Roll -> the roll's action, which may stop
for a choice (which pip, whom to ransom to, which pip the Raven takes) -> a Fisher back
in play buys his crown back -> (set out a ta'veren if not done yet) -> the next roller.
A choice is kept in ``pending``; when it is made the turn carries on from where it stopped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from eternus.engine.core import Action, Event, GameOver, Message, State
from eternus.engine.four_kings import scoring
from eternus.engine.four_kings.actions import (
    GiveRaven, NextGame, PayBack, PlacePip, PlaceTaveren, Ransom, Roll,
)
from eternus.engine.four_kings.board import (
    BLACK, CLEAR, DRAGON, EYES, FIELDS, FOXES, GATEWAYS, PASS, TOWERS, WHITE, field_name,
    pips_from_roll, roll_kind,
)
from eternus.engine.events import DirectionChanged
from eternus.engine.four_kings.events import (
    CrownMoved, CrownTurned, DiceRolled, FisherChanged, GameFinished,
    MarkerMoved, PipMoved, PlayerSkipped, RoleEliminated, StakesPaid, TaverenMoved,
)
from eternus.engine.four_kings.roles import KING, KING_IDS, Role, make_roles
from eternus.engine.four_kings.taveren import (
    FIXED_START, HELD, LYING, RAVEN, TOKENS, WAITING, WOLF, Taveren,
)

from eternus.engine.four_kings.variants import VARIANTS, Variant

ROLL, DECIDE, INTERMISSION, OVER = "roll", "decide", "intermission", "over"

# A game that reaches this many rolls ends as if the Wheel had turned. It never happens in
# play (the longest of 65,175 random games over every option mix took 1,114 rolls), but it
# makes "every game ends" a guarantee rather than a likelihood.
MAX_ROLLS = 2000
# A Kaerathon Cycle or Broken Seals tournament stops after this many games for the same reason.
MAX_SERIES_GAMES = 40


@dataclass
class Crown:
    """A King token: who holds it, whether it died, whether the Wolf took it (until it is home)."""

    holder: str
    dead: bool = False
    captured: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"holder": self.holder, "dead": self.dead, "captured": self.captured}


def _place(role: Role | str) -> str:
    return f"role:{role.id if isinstance(role, Role) else role}"


@dataclass
class FourKingsState(State):
    roles: list[Role] = field(default_factory=list)
    crowns: dict[str, Crown] = field(default_factory=dict)
    board: dict[int, list[str]] = field(default_factory=dict)
    taveren: dict[str, Taveren] = field(default_factory=dict)
    marker: str | None = None
    hoard: int = 0
    current: int = 0
    direction: int = 1
    dice: tuple[int, int] | None = None
    phase: str = ROLL
    pending: dict[str, Any] | None = None
    placed_taveren: bool = False
    skip_next: bool = False
    payback_due: list[str] = field(default_factory=list)
    game_no: int = 1
    pips_per_player: int = 3
    first_roller: int = 0
    rolls: int = 0
    turns: int = 0
    result: dict[str, Any] | None = None
    history: list[dict[str, Any]] = field(default_factory=list)
    start_stakes: list[int] = field(default_factory=list)

    # ------------------------------------------------------------------ lookups
    @property
    def variant(self) -> str:
        return str(self.options["variant"])

    @property
    def config(self) -> Variant:
        """What the chosen variant changes (see :mod:`variants`)."""
        return VARIANTS[self.variant]

    @property
    def gambling(self) -> bool:
        """Stakes change hands (the Hoard, King winnings)."""
        settlement = self.config.settlement
        return settlement == "stakes" or (settlement == "by_option" and self.options["scoring"] == "gambling")

    @property
    def drinking(self) -> bool:
        return self.config.settlement == "by_option" and self.options["scoring"] == "drinking"

    def role(self, role_id: str) -> Role:
        for r in self.roles:
            if r.id == role_id:
                return r
        raise KeyError(role_id)

    @property
    def roller(self) -> Role:
        return self.roles[self.current]

    @property
    def deciding_role(self) -> Role:
        if self.pending is not None:
            return self.role(self.pending["role"])
        return self.roller

    def living_king(self, role: Role) -> bool:
        return any(not self.crowns[c].dead for c in role.crowns)

    def pips_held(self) -> int:
        return sum(r.pip_count for r in self.roles)

    def crown_to_give(self, role: Role) -> str:
        """Won crowns go before one's own, oldest first."""
        won = [c for c in role.crowns if c != role.id]
        return won[0] if won else role.crowns[0]

    def ransom_targets(self, role: Role) -> list[Role]:
        """The players tied for the most pips (never the giver, never the Fisher)."""
        others = [r for r in self.roles if r is not role and not r.out and not r.fisher]
        most = max((r.pip_count for r in others), default=0)
        return [r for r in others if r.pip_count == most and most > 0]

    def field_empty(self, n: int) -> bool:
        return (not self.board[n] and all(t.field != n for t in self.taveren.values()
                                          if t.where in (LYING, WAITING)))

    def taveren_fields(self) -> list[int]:
        return [n for n in FIELDS if n != DRAGON and self.field_empty(n)]

    def ready_tokens(self, role: Role) -> list[str]:
        return [t for t in TOKENS if t in self.taveren and self.taveren[t].where == HELD
                and self.taveren[t].patron == role.id and self.taveren[t].ready]

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
                actions += [PlaceTaveren(t, n) for t in self.ready_tokens(self.roller) for n in fields]
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
            return [Ransom(t.id, c) for t in self.ransom_targets(role) for c in t.colours_held]
        if kind == "taveren":
            fields = self.taveren_fields()
            return [PlaceTaveren(t, n) for t in self.ready_tokens(role) for n in fields]
        raise AssertionError(f"unknown pending choice {kind!r}")

    def _explain(self, action: Action) -> str | None:
        pending = self.pending["kind"] if self.pending else None
        if self.phase == INTERMISSION:
            return "This game is over: start the next one first."
        role = self.deciding_role
        if isinstance(action, Roll):
            return f"Finish the choice first: {self._pending_text()}."
        if isinstance(action, (PlacePip, PayBack, GiveRaven)):
            wanted = {PlacePip: "place", PayBack: "payback", GiveRaven: "raven"}[type(action)]
            if pending != wanted:
                return "That choice is not being asked now."
            return f"{role.id} has no {action.colour} pip."
        if isinstance(action, Ransom):
            if pending != "ransom":
                return "Nobody is ransoming a King now."
            names = ", ".join(t.id for t in self.ransom_targets(role))
            return f"The crown goes to the player with the most pips ({names}), for a pip they hold."
        if isinstance(action, PlaceTaveren):
            if self.placed_taveren:
                return "Only one ta'veren may be set out in a turn."
            if action.token not in self.ready_tokens(role):
                return f"{role.id} has no {action.token.title()} to set out now."
            if action.field == DRAGON:
                return "A ta'veren never goes by the Dragon."
            if action.field not in FIELDS or not self.field_empty(action.field):
                return f"{field_name(action.field) if action.field in FIELDS else action.field} is not empty."
            return "A ta'veren can be set out only at the start or the end of the patron's turn."
        if isinstance(action, NextGame):
            return "The game is still going."
        return None

    def _pending_text(self) -> str:
        assert self.pending is not None
        return {"place": "which pip to place", "payback": "which pip buys the crown back",
                "raven": "which pip the Raven takes", "ransom": "whom to ransom the King to",
                "taveren": "where the ta'veren goes"}[self.pending["kind"]]

    def returns(self) -> tuple[float, ...]:
        seats = len(self.seats)
        out = [0.0] * seats
        if self.config.all_against_dragon:
            united = any(r.get("reason") == "kings" for r in self.history)
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
            self.start_game(events)
            return events
        if isinstance(action, Roll):
            self._roll(events)
        elif isinstance(action, PlaceTaveren):
            at_start = self.pending is None
            self._set_taveren(action.token, action.field, events)
            if at_start:
                return events  # set out before rolling: the roll comes next
        elif isinstance(action, PlacePip):
            assert self.pending is not None
            n = int(self.pending["field"])
            self.pending = None
            self._put_on_field(self.roller, action.colour, n, events)
        elif isinstance(action, Ransom):
            self._ransom(action.to, action.colour, events)
        elif isinstance(action, PayBack):
            self._pay_back(action.colour, events)
        elif isinstance(action, GiveRaven):
            assert self.pending is not None
            patron = self.role(self.pending["patron"])
            self.pending = None
            self._move_pip(self.roller, patron, action.colour, events)
            self._gained_pips(patron, events)
        self._carry_on(events)
        return events

    # ------------------------------------------------------------------ the roll
    def _roll(self, events: list[Event]) -> None:
        d1, d2 = 1 + self.rng.below(6), 1 + self.rng.below(6)
        self.dice = (d1, d2)
        self.rolls += 1
        roller = self.roller
        total = d1 + d2
        events.append(DiceRolled(roller.id, d1, d2))
        if total == TOWERS and self.marker != roller.id and not self.config.money_only:
            events.append(MarkerMoved(_place(self.marker) if self.marker else f"field:{DRAGON}",
                                      _place(roller)))
            self.marker = roller.id
        if total == EYES and self.gambling:
            for role in self.roles:
                if role.stakes > 0:
                    role.stakes -= 1
                    self.hoard += 1
                    events.append(StakesPaid(_place(role), "hoard", 1))
        if (d1, d2) == FOXES:
            self.direction = -self.direction
            events.append(DirectionChanged(self.direction, cause="The Foxes"))
        if (d1, d2) == GATEWAYS:
            self.skip_next = True
        self._act_on_roll(roller, total, events)

    def _act_on_roll(self, roller: Role, total: int, events: list[Event]) -> None:
        kind = roll_kind(total)
        if kind == "eyes":
            self._sweep(roller, with_dragon=False, events=events)
            self._trigger(roller, total, events)
        elif kind == "towers":
            everything = self.config.money_only or self.living_king(roller)
            if not everything and not roller.fisher:
                events.append(Message(f"{roller.id} has no living King: the Towers act as the Eyes"))
            self._sweep(roller, with_dragon=everything, events=events)
            self._trigger(roller, total, events)
        elif kind == "pass":
            self._trigger(roller, total, events)
        elif kind == "dragon":
            self._must_place(roller, DRAGON, events)
        elif self.board[total] or any(t.where == LYING and t.field == total for t in self.taveren.values()):
            if roller.fisher:
                events.append(Message(f"The Fisher wins nothing on {total}"))
            else:
                self._take(roller, total, events)
        elif self._waiting_on(total) is not None:
            self._trigger(roller, total, events)
        else:
            self._must_place(roller, total, events)

    def _waiting_on(self, n: int) -> str | None:
        for token, t in self.taveren.items():
            if t.where == WAITING and t.field == n:
                return token
        return None

    # ------------------------------------------------------------------ pips
    def _move_pip(self, src: Role, dst: Role, colour: str, events: list[Event]) -> None:
        src.pips[colour] -= 1
        dst.pips[colour] += 1
        events.append(PipMoved(colour, _place(src), _place(dst)))

    def _take(self, roller: Role, n: int, events: list[Event]) -> None:
        """Take what lies on field ``n``: its pips, and any ta'veren pair (becoming its patron)."""
        for colour in self.board[n]:
            self._gain(roller, colour, f"field:{n}", events)
        self.board[n] = []
        for token, t in self.taveren.items():
            if t.where == LYING and t.field == n:
                events.append(TaverenMoved(token, f"field:{n}", _place(roller)))
                self.taveren[token] = Taveren(HELD, None, roller.id, False)

    def _gain(self, role: Role, colour: str, src: str, events: list[Event]) -> None:
        if self.config.money_only:
            role.stakes += 1
        else:
            role.pips[colour] += 1
        events.append(PipMoved(colour, src, _place(role)))

    def _sweep(self, roller: Role, with_dragon: bool, events: list[Event]) -> None:
        before = roller.pip_count
        for n in FIELDS:
            if n != DRAGON or with_dragon:
                self._take(roller, n, events)
        if roller.fisher and roller.pip_count > before:
            self._gained_pips(roller, events)

    def _gained_pips(self, role: Role, events: list[Event]) -> None:
        """A Fisher who takes pips is back in play, and owes a pip for his own crown."""
        if not role.fisher:
            return
        role.fisher = False
        events.append(FisherChanged("", role.id))
        crown = self.crowns.get(role.id)
        if (crown is not None and crown.holder != role.id and not crown.dead and not crown.captured):
            self.payback_due.append(role.id)

    def _must_place(self, roller: Role, n: int, events: list[Event]) -> None:
        """The roll asks ``roller`` for a pip on field ``n``."""
        if self.config.money_only:
            roller.stakes -= 1
            self.board[n].append(CLEAR)
            events.append(PipMoved(CLEAR, _place(roller), f"field:{n}"))
            return
        if roller.fisher:
            events.append(Message(f"The Fisher has nothing to place on {field_name(n)}"))
            return
        if roller.pip_count > 0:
            colours = roller.colours_held
            if len(colours) == 1:
                self._put_on_field(roller, colours[0], n, events)
            else:
                self.pending = {"kind": "place", "role": roller.id, "field": n}
            return
        if self.pips_held() == 0:
            self._end_game(None, "wheel", events)
            return
        if roller.crowns:
            self.pending = {"kind": "ransom", "role": roller.id, "field": n,
                            "crown": self.crown_to_give(roller)}
            options = self.legal_actions()
            if len(options) == 1:
                assert isinstance(options[0], Ransom)
                self._ransom(options[0].to, options[0].colour, events)
            return
        self._become_fisher(roller, events)

    def _put_on_field(self, roller: Role, colour: str, n: int, events: list[Event]) -> None:
        roller.pips[colour] -= 1
        self.board[n].append(colour)
        events.append(PipMoved(colour, _place(roller), f"field:{n}"))
        if self.config.all_against_dragon and self.pips_held() == 0:
            self._end_game(None, "dragon", events)

    # ------------------------------------------------------------------ Kings and the Fisher
    def _ransom(self, to: str, colour: str, events: list[Event]) -> None:
        assert self.pending is not None
        giver = self.role(self.pending["role"])
        n = int(self.pending["field"])
        crown = str(self.pending["crown"])
        self.pending = None
        receiver = self.role(to)
        self._move_crown(crown, giver, receiver, "ransom", events)
        self._move_pip(receiver, giver, colour, events)
        self._put_on_field(giver, colour, n, events)

    def _move_crown(self, crown: str, src: Role, dst: Role, how: str, events: list[Event]) -> None:
        src.crowns.remove(crown)
        dst.crowns.append(crown)
        self.crowns[crown].holder = dst.id
        if dst.id == crown:  # back with its owner: a later ransom is a normal one, bought back
            self.crowns[crown].captured = False
        elif how == "wolf":
            self.crowns[crown].captured = True
        events.append(CrownMoved(crown, src.id, dst.id, how))
        if dst.fisher:  # a crown brings the Fisher back into play
            dst.fisher = False
            events.append(FisherChanged("", dst.id))

    def _pay_back(self, colour: str, events: list[Event]) -> None:
        assert self.pending is not None
        role = self.role(self.pending["role"])
        self.pending = None
        crown = self.crowns[role.id]
        holder = self.role(crown.holder)
        self._move_pip(role, holder, colour, events)
        self._move_crown(role.id, holder, role, "pay_back", events)

    def _become_fisher(self, role: Role, events: list[Event]) -> None:
        old = next((r for r in self.roles if r.fisher), None)
        if old is not None:
            old.fisher = False
            old.out = True
            events.append(RoleEliminated(old.id))
            if old.id in self.crowns and not self.crowns[old.id].dead:
                self.crowns[old.id].dead = True
                events.append(CrownTurned(old.id, True))
            for token, t in self.taveren.items():  # an eliminated patron's pair goes to the Dragon
                if t.patron == old.id:
                    events.append(TaverenMoved(token, t.place, f"field:{DRAGON}"))
                    self.taveren[token] = Taveren(LYING, DRAGON)
            self.payback_due = [r for r in self.payback_due if r != old.id]
        role.fisher = True
        events.append(FisherChanged(role.id, old.id if old else ""))

    # ------------------------------------------------------------------ ta'veren
    def _trigger(self, roller: Role, n: int, events: list[Event]) -> None:
        """A rolled number with a ta'veren waiting on its border: the patron's gain, then it lands."""
        token = self._waiting_on(n)
        if token is None:
            return
        t = self.taveren[token]
        patron = self.role(t.patron) if t.patron else None
        events.append(TaverenMoved(token, t.place, f"field:{n}"))
        self.taveren[token] = Taveren(LYING, n)
        if patron is None or patron is roller or patron.out:
            events.append(Message(f"The {token.title()} lands on {field_name(n)}"))
            return
        if token == WOLF and roller.crowns:
            self._move_crown(self.crown_to_give(roller), roller, patron, "wolf", events)
        elif token == RAVEN and roller.pip_count > 0:
            colours = roller.colours_held
            if len(colours) == 1:
                self._move_pip(roller, patron, colours[0], events)
                self._gained_pips(patron, events)
            else:
                self.pending = {"kind": "raven", "role": roller.id, "patron": patron.id, "field": n}
        else:
            events.append(Message(f"{roller.id} has nothing the {token.title()} can take"))

    def _set_taveren(self, token: str, n: int, events: list[Event]) -> None:
        t = self.taveren[token]
        events.append(TaverenMoved(token, t.place, f"border:{n}"))
        self.taveren[token] = Taveren(WAITING, n, t.patron, False)
        self.placed_taveren = True
        if self.pending is not None and self.pending["kind"] == "taveren":
            self.pending = None

    # ------------------------------------------------------------------ flow
    def _carry_on(self, events: list[Event]) -> None:
        """Continue the turn after an action, stopping at the next choice or the next roller."""
        if self.phase != ROLL or self.pending is not None:
            return
        if self._kings_united(events):
            return
        while self.payback_due:
            role = self.role(self.payback_due.pop(0))
            crown = self.crowns[role.id]
            if role.out or role.pip_count == 0 or crown.holder == role.id or crown.dead:
                continue
            colours = role.colours_held
            self.pending = {"kind": "payback", "role": role.id}
            if len(colours) > 1:
                return
            self._pay_back(colours[0], events)
        if self._kings_united(events):  # a crown bought back can complete a player's two roles
            return
        roller = self.roller
        if (not self.placed_taveren and self.dice is not None and sum(self.dice) != PASS
                and self.ready_tokens(roller) and self.taveren_fields()):
            self.pending = {"kind": "taveren", "role": roller.id}
            return
        if self.config.ends_after_rounds and self._rounds_done():
            self._end_game(None, "rounds", events)
            return
        if self.rolls >= MAX_ROLLS:
            events.append(Message(f"{MAX_ROLLS} rolls without an end"))
            self._end_game(None, "wheel", events)
            return
        self._next_roller(events)

    def _kings_united(self, events: list[Event]) -> bool:
        """End the game if one player now holds all four crowns."""
        winner = self._all_kings_holder()
        if winner is not None:
            self._end_game(winner, "kings", events)
        return winner is not None

    def _all_kings_holder(self) -> Role | None:
        """The role that wins when one *player* holds all four crowns, or None.

        The source ends the game when one player has all the Kings; with 2 or 3 people a
        player may hold them across his two roles. Then the role of the two holding more
        crowns is the winner (the first in rolling order on two each).
        """
        if self.config.money_only or len(self.crowns) != len(KING_IDS):
            return None
        seats = {self.role(crown.holder).seat for crown in self.crowns.values()}
        if len(seats) != 1:
            return None
        mine = [r for r in self.roles if r.seat in seats]
        return max(mine, key=lambda r: len(r.crowns))

    def _rounds_done(self) -> bool:
        rounds = int(self.options["rounds"])
        return (self.turns + 1 >= rounds * len(self.roles)
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
            events.append(PlayerSkipped(self.roles[nxt].id))
            nxt = self._step(nxt)
        self.current = nxt
        self.skip_next = False
        self.placed_taveren = False
        self.dice = None
        self.turns += 1
        for t in self.taveren.values():
            if t.where == HELD and t.patron == self.roles[nxt].id:
                t.ready = True

    # ------------------------------------------------------------------ games and series
    def start_game(self, events: list[Event]) -> None:
        """Set up a game: pips, crowns, the Dragon's two pips, ta'veren, the first roller."""
        if self.result is not None:
            self.game_no += 1
            self.first_roller = (self.first_roller + 1) % len(self.roles)
            if self.config.series == "shrinking_pips" and self._king_won():
                self.pips_per_player -= 1
        self.result = None
        self.phase = ROLL
        self.pending = None
        self.payback_due = []
        self.board = {n: [] for n in FIELDS}
        self.marker = None
        self.rolls = self.turns = 0
        self.direction = 1
        self.skip_next = False
        self.placed_taveren = False
        self.dice = None
        events.append(Message(f"Game {self.game_no}" if self.game_no > 1 else "A new game at the Wheel"))
        if not self.config.money_only:
            self._deal_pips(events)
            self._deal_crowns(events)
            self._deal_taveren(events)
        self.current = self.first_roller
        events.append(Message(f"{self.roller.id} rolls first"))

    def _deal_pips(self, events: list[Event]) -> None:
        if self.config.start_pips is None and self.options["pips"] == "rolled":
            d1, d2 = 1 + self.rng.below(6), 1 + self.rng.below(6)
            self.pips_per_player = pips_from_roll(d1 + d2)
            events.append(Message(f"Pips rolled: {d1} + {d2} = {d1 + d2}, so "
                                  f"{self.pips_per_player} each"))
        for role in self.roles:
            role.pips = {WHITE: 0, BLACK: 0, CLEAR: 0}
            role.pips[role.colour] = self.pips_per_player
            role.fisher = role.out = False
            role.crowns = []
            events.extend(PipMoved(role.colour, "supply", _place(role))
                          for _ in range(self.pips_per_player))
        if self.config.board_start == "clear_on_fields":
            for n in FIELDS:
                if n != DRAGON:
                    self.board[n].append(CLEAR)
                    events.append(PipMoved(CLEAR, "supply", f"field:{n}"))
        else:
            for colour in (WHITE, BLACK):
                self.board[DRAGON].append(colour)
                events.append(PipMoved(colour, "supply", f"field:{DRAGON}"))

    def _deal_crowns(self, events: list[Event]) -> None:
        self.crowns = {}
        for role in self.roles:
            if role.kind != KING:
                continue
            dead = self.config.seals and role.stakes <= 0
            self.crowns[role.id] = Crown(role.id, dead=dead)
            role.crowns = [role.id]
            if dead:
                events.append(CrownTurned(role.id, True))

    def _deal_taveren(self, events: list[Event]) -> None:
        start = self.options["taveren"]
        self.taveren = {}
        if start == "off":
            return
        for token in (RAVEN, WOLF):
            if start == "rolled":
                d1, d2 = 1 + self.rng.below(6), 1 + self.rng.below(6)
                n = d1 + d2
                events.append(Message(f"The {token.title()} is rolled onto {field_name(n)}"))
            else:
                n = FIXED_START[token]
            self.taveren[token] = Taveren(LYING, n)
            events.append(TaverenMoved(token, "supply", f"field:{n}"))

    def _end_game(self, winner: Role | None, reason: str, events: list[Event]) -> None:
        """Settle the game; then either wait between games or end the series."""
        self.pending = None
        payments: list[tuple[str, str, int]] = []
        owed_drinks: list[tuple[str, str]] = []
        if winner is not None and not self.config.all_against_dragon:
            if self.drinking:
                owed_drinks = scoring.drinks(winner, self.roles)
            elif self.gambling:
                for payer_id, payee_id, amount in scoring.king_winnings(
                        winner, self.roles, self.board, self._multiplier(winner)):
                    payer = self.role(payer_id)
                    paid = min(amount, max(0, payer.stakes))
                    if paid:
                        payer.stakes -= paid
                        self.role(payee_id).stakes += paid
                        payments.append((payer_id, payee_id, paid))
                        events.append(StakesPaid(_place(payer_id), _place(payee_id), paid))
        if self.gambling and self.marker is not None and self.hoard:
            payments.append(("hoard", self.marker, self.hoard))
            events.append(StakesPaid("hoard", _place(self.marker), self.hoard))
            self.role(self.marker).stakes += self.hoard
            self.hoard = 0
        self.result = {"game_no": self.game_no, "winner": winner.id if winner else None,
                       "reason": reason, "payments": [list(p) for p in payments],
                       "drinks": [list(d) for d in owed_drinks]}
        self.history.append(self.result)
        text = self._result_text(winner, reason)
        events.append(GameFinished(self.game_no, winner.id if winner else "", reason, text))
        if self._series_goes_on():
            self.phase = INTERMISSION
        else:
            self.phase = OVER
            events.append(GameOver(text, self.returns()))

    def _multiplier(self, winner: Role) -> int:
        factor = 1
        if self.config.seals:
            broken = sum(1 for r in self.roles if r.kind == KING and r.stakes <= 0)
            factor *= 2 ** min(broken, 2)
        # Towers double is one of a King winner's payout modifiers; a Rogue's win takes one
        # stake from each King with no further modifiers.
        if self.options["towers_double"] and self.marker == winner.id and winner.kind == KING:
            factor *= 2
        return factor

    def _result_text(self, winner: Role | None, reason: str) -> str:
        if reason == "wheel":
            return "The Wheel turns: every pip lies on the board, all debts are cancelled."
        if reason == "dragon":
            return "Every pip lies on the board: the Dragon wins."
        if reason == "rounds":
            return "The rounds are played and the Towers have cleared the board."
        assert winner is not None
        if self.config.all_against_dragon:
            return f"{winner.id} unites the Kings: the Kings win against the Dragon."
        if len(winner.crowns) < len(KING_IDS):
            partner = next(r.id for r in self.roles if r.seat == winner.seat and r is not winner)
            return (f"{winner.id} and {partner} hold all four Kings between them, and one player "
                    f"plays both: {winner.id} wins the game.")
        return f"{winner.id} holds all four Kings and wins the game."

    def _series_goes_on(self) -> bool:
        assert self.result is not None
        series = self.config.series
        if series == "single" or self.game_no >= MAX_SERIES_GAMES:
            return False
        if series == "games_option":
            return self.game_no < int(self.options["games"])
        if series == "shrinking_pips":
            return not (self.pips_per_player == 1 and (self._king_won() or self.result["reason"] == "wheel"))
        # Until one King has stakes left, or the Hoard has everything.
        with_stakes = sum(1 for r in self.roles if r.kind == KING and r.stakes > 0)
        return with_stakes > 1 and any(r.stakes > 0 for r in self.roles)

    def _king_won(self) -> bool:
        """The game just settled was won by a King (not a Rogue, not the Wheel)."""
        assert self.result is not None
        winner = self.result["winner"]
        return winner is not None and self.role(winner).kind == KING

    # ------------------------------------------------------------------ copies and JSON
    def clone(self) -> FourKingsState:
        return type(self).game.state_from_json(self.to_json())  # type: ignore[return-value]

    def to_json(self) -> dict[str, Any]:
        data = self.view(0)
        data["rng"] = self.rng.state
        return data

    def view(self, seat: int) -> dict[str, Any]:
        """Everything at the Wheel is public; only the dice still to come are unknown."""
        return {
            "game": "four_kings",
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "roles": [dict(r.to_json(), name=self.seats[r.seat].name) for r in self.roles],
            "crowns": {c: k.to_json() for c, k in self.crowns.items()},
            "board": {str(n): list(p) for n, p in self.board.items()},
            "taveren": {t: v.to_json() for t, v in self.taveren.items()},
            "marker": self.marker,
            "hoard": self.hoard,
            "turn": {"role": self.roller.id, "direction": self.direction,
                     "dice": list(self.dice) if self.dice else None,
                     "placed_taveren": self.placed_taveren, "skip_next": self.skip_next},
            "phase": DECIDE if self.pending is not None else self.phase,
            "pending": None if self.pending is None else dict(self.pending),
            "payback_due": list(self.payback_due),
            "game_no": self.game_no,
            "pips_per_player": self.pips_per_player,
            "first_roller": self.first_roller,
            "rolls": self.rolls,
            "turns": self.turns,
            "result": self.result,
            "history": list(self.history),
            "start_stakes": list(self.start_stakes),
        }


def new_state(seats: Any, options: dict[str, Any], seed: int, events: list[Event]) -> FourKingsState:
    """The first game of a series: roles for the number of players, then the first game's set-up."""
    from eternus.engine.rng import Rng

    config = VARIANTS[str(options["variant"])]
    roles = make_roles(len(seats), config.money_only, int(options["stakes"]))
    rng = Rng(seed)
    pips = config.start_pips if config.start_pips is not None else (
        options["pips"] if isinstance(options["pips"], int) else 0)
    state = FourKingsState(seats=tuple(seats), options=options, rng=rng, roles=roles,
                           pips_per_player=pips, first_roller=rng.below(len(roles)),
                           start_stakes=[r.stakes for r in roles])
    state.start_game(events)
    return state
