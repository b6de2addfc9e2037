"""The no-limit betting round: what a seat may do, what its decision does to the chips, and
when the round is over.

* To call is to match the round's level (preflop at least the big blind), or to put in the
  whole stack when it is shorter.
* A raise must add at least the last full raise on this street (at least the big blind); a
  player may always go all in for less. An all-in that raises by less than a full raise
  does not reopen the raising for players who already acted: they may raise again only if
  the level has gone up by at least a full raise since they last acted (two short all-ins
  adding up to a full raise do reopen it). Nobody raises when no one else left could answer:
  from rules version 2 that is also when every other stack still in is too short to put in
  more than the level already is (the raise would only come back uncalled).
* The round is over when every seat still in has acted and matched the level, or is all in.

The functions read and write the few lists a round touches through :class:`Table` (the
state provides them), so the round's rules can be read, and tested, without the rest. A
folded hand's cards stay in the seat's list; they count as in the muck from then on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from eternus.engine.core import Action, CardMoved, Event
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, Fold, Raise
from eternus.engine.dragon_kings.events import SeatActed
from eternus.engine.dragon_kings.records import BettingRound, LogEntry, LogKind, entry
from eternus.engine.events import ChipsMoved


class Table(Protocol):
    """The part of a state a betting round reads and changes."""

    stacks: list[int]
    bets: list[int]         # chips in front of each seat on this street
    committed: list[int]    # chips each seat put in this hand (antes, blinds, bets)
    dealt: list[bool]       # dealt into this hand
    folded: list[bool]
    hole: list[list[str]]   # a folded hand goes to the muck face down
    round: BettingRound

    @property
    def rules(self) -> int:
        """The rules version the match is played under."""


def in_hand(t: Table, seat: int) -> bool:
    """Dealt in and not folded: still playing for the pot."""
    return t.dealt[seat] and not t.folded[seat]


def live_and_all_in(t: Table) -> tuple[list[bool], list[bool]]:
    """Per seat: still in the hand; and still in with no chips left (all in)."""
    live = [in_hand(t, s) for s in range(len(t.stacks))]
    return live, [alive and t.stacks[s] == 0 for s, alive in enumerate(live)]


def can_bet(t: Table, seat: int) -> bool:
    """Still in with chips behind (not all in)."""
    return in_hand(t, seat) and t.stacks[seat] > 0


def players_in(t: Table) -> list[int]:
    return [s for s in range(len(t.stacks)) if in_hand(t, s)]


def bettors(t: Table) -> list[int]:
    """Seats still in that can still bet (not all in)."""
    return [s for s in range(len(t.stacks)) if can_bet(t, s)]


def needs_action(t: Table, seat: int) -> bool:
    """Whether ``seat`` still has a decision this round.

    It has if it is behind the level, or has not acted yet while someone else could still
    answer a bet (a lone player with chips facing nobody has nothing to decide).
    """
    if not can_bet(t, seat):
        return False
    if t.bets[seat] < t.round["level"]:
        return True
    return t.round["acted"][seat] is None and any(s != seat for s in bettors(t))


def next_actor(t: Table, after: int) -> int | None:
    """The first seat clockwise after ``after`` with a decision; None: the round is over."""
    n = len(t.stacks)
    if len(players_in(t)) < 2:
        return None
    for k in range(1, n + 1):
        seat = (after + k) % n
        if needs_action(t, seat):
            return seat
    return None


@dataclass(frozen=True)
class Limits:
    """What one seat may do now, in chips.

    ``to_call`` is what a call adds (never more than the stack); ``min_to`` the smallest
    full raise as a whole bet on the street, ``max_to`` the whole stack as a bet;
    ``can_raise`` False when raising is closed or nobody could answer it.
    """

    level: int
    bet: int
    stack: int
    to_call: int
    min_to: int
    max_to: int
    can_raise: bool

    @property
    def short_stack(self) -> bool:
        """The stack does not cover the call (calling is all in, for less or exactly)."""
        return self.stack <= self.level - self.bet


def limits(t: Table, seat: int) -> Limits:
    rnd = t.round
    level, bet, stack = rnd["level"], t.bets[seat], t.stacks[seat]
    owed = max(0, level - bet)
    acted = rnd["acted"][seat]
    reopened = acted is None or level - acted >= rnd["min_raise"]
    answerable = any(s != seat for s in bettors(t)) if t.rules < 2 else _answerable(t, seat)
    return Limits(level=level, bet=bet, stack=stack, to_call=min(owed, stack),
                  min_to=level + rnd["min_raise"], max_to=bet + stack,
                  can_raise=stack > owed and reopened and answerable)


def _answerable(t: Table, seat: int) -> bool:
    """Whether another seat could put in more than the round's level, and so answer a raise
    (a stack that cannot even cover the level can only call all in for less, and the raise
    over it would come straight back as uncalled)."""
    level = t.round["level"]
    return any(s != seat and t.bets[s] + t.stacks[s] > level for s in bettors(t))


def menu(t: Table, seat: int, pot: int) -> list[Action]:
    """A finite choice for search and the AI: fold (only facing a bet), check or call, raises
    to the minimum, half the pot, the pot and twice the pot (each only if at least the minimum
    and below all in), and all in.

    ``pot`` is every chip already in the middle or in front of the seats; a pot-sized raise
    raises by what the pot would be after calling.
    """
    lim = limits(t, seat)
    acts: list[Action] = []
    if lim.to_call > 0:
        acts.append(Fold())
    if lim.short_stack:
        return [*acts, AllIn(lim.stack)]
    acts.append(Call(lim.to_call) if lim.to_call else Check())
    if not lim.can_raise:
        return acts
    after_call = pot + lim.to_call
    sizes = sorted({lim.min_to, lim.level + after_call // 2, lim.level + after_call,
                    lim.level + 2 * after_call})
    acts.extend(Raise(to) for to in sizes if lim.min_to <= to < lim.max_to)
    acts.append(AllIn(lim.stack))
    return acts


def refusal(t: Table, seat: int, action: Action) -> str | None:
    """None if ``action`` is allowed for ``seat`` now (any raise from the minimum to all in
    counts, not only the menu's), else the reason in a player's words."""
    lim = limits(t, seat)
    owed = lim.level - lim.bet
    if isinstance(action, Fold):
        return None if owed > 0 else "Nobody has bet: check instead of folding."
    if isinstance(action, Check):
        return None if owed <= 0 else f"You face a bet: call {lim.to_call}, raise or fold."
    if isinstance(action, Call):
        if owed <= 0:
            return "There is nothing to call: check."
        if lim.short_stack:
            return f"Calling takes your whole stack: that is All in ({lim.stack})."
        return None if action.amount == lim.to_call else f"To call is {lim.to_call}, not {action.amount}."
    if isinstance(action, AllIn):
        if action.chips != lim.stack:
            return f"Your stack is {lim.stack}: All in ({lim.stack}), not {action.chips}."
        if lim.short_stack or lim.can_raise:
            return None
        return _why_no_raise(t, seat, lim)
    if isinstance(action, Raise):
        if not lim.can_raise:
            return _why_no_raise(t, seat, lim)
        if action.to > lim.max_to:
            return f"You have {lim.stack} chips: the most you can raise to is {lim.max_to}."
        if action.to < lim.min_to and action.to != lim.max_to:
            return f"The smallest raise is to {lim.min_to}."
        return None
    return f"{action.label} is not a Hold'em action."


def _why_no_raise(t: Table, seat: int, lim: Limits) -> str:
    if lim.stack <= lim.level - lim.bet:
        return f"Your stack does not cover the call: All in ({lim.stack}) or fold."
    if not any(s != seat for s in bettors(t)):
        return "Everyone else is all in: nobody could call a raise. Call or fold."
    if t.rules >= 2 and not _answerable(t, seat):
        return "Nobody left has the chips to answer a raise: call or fold."
    return "Raising is closed: the short all-in did not reopen it. Call or fold."


def act(t: Table, seat: int, action: Action, events: list[Event]) -> LogEntry:
    """Play a decision already checked by :func:`refusal`: move the chips, update the round,
    and say what happened (events, and the log line returned)."""
    rnd = t.round
    if isinstance(action, Fold):
        t.folded[seat] = True
        rnd["acted"][seat] = rnd["level"]
        events.append(SeatActed(seat, "fold"))
        events.extend(CardMoved(card, f"hole:{seat}", "muck", False, owner=seat, public=False)
                      for card in t.hole[seat])
        return entry("fold", seat)
    if isinstance(action, Check):
        rnd["acted"][seat] = rnd["level"]
        events.append(SeatActed(seat, "check"))
        return entry("check", seat)
    if isinstance(action, Call):
        _put_in(t, seat, action.amount, events)
        rnd["acted"][seat] = rnd["level"]
        events.append(SeatActed(seat, "call", action.amount, t.bets[seat]))
        return entry("call", seat, action.amount)
    to = t.bets[seat] + t.stacks[seat] if isinstance(action, AllIn) else _raise_to(action)
    chips = to - t.bets[seat]
    verb: LogKind = "bet" if rnd["level"] == 0 else "raise"
    if chips == t.stacks[seat]:
        verb = "all_in"
    _put_in(t, seat, chips, events)
    if to > rnd["level"]:
        raised_by = to - rnd["level"]
        if raised_by >= rnd["min_raise"]:
            rnd["min_raise"] = raised_by
        rnd["level"] = to
        rnd["aggressor"] = seat
    rnd["acted"][seat] = rnd["level"]
    events.append(SeatActed(seat, verb, chips, to))
    return entry(verb, seat, chips if verb == "all_in" else to)


def _raise_to(action: Action) -> int:
    if not isinstance(action, Raise):
        raise TypeError(f"not a betting action: {action!r}")
    return action.to


def _put_in(t: Table, seat: int, chips: int, events: list[Event]) -> None:
    """Move ``chips`` from the seat's stack to the bet in front of it."""
    if chips <= 0:
        return
    t.stacks[seat] -= chips
    t.bets[seat] += chips
    t.committed[seat] += chips
    events.append(ChipsMoved(f"seat:{seat}", f"bet:{seat}", chips))


def post(t: Table, seat: int, chips: int) -> int:
    """A forced bet (a blind) of up to ``chips``: what the stack covers. Returns what went in."""
    paid = min(chips, t.stacks[seat])
    t.stacks[seat] -= paid
    t.bets[seat] += paid
    t.committed[seat] += paid
    return paid
