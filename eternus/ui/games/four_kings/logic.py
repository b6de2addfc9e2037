"""What the Four Kings table asks of the rules, without pygame.

The engine's view is the truth; the table shows a *shown* copy of it that lags behind while
events animate (a pip leaves a stock when its flight starts and arrives when it lands).
:func:`apply_event` moves that copy on by one event, so a slip can never leave a wrong pip
on screen for long: when the animations are done the table copies the view again.

Also here: which panel a role sits in, what a role is called, the choices a player is
offered (as pickers) and the log lines a batch of events reads as.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from eternus.engine.core import Action, Event, GameOver
from eternus.engine.four_kings.actions import GiveRaven, NextGame, PayBack, PlacePip, PlaceTaveren, Ransom, Roll
from eternus.engine.four_kings.board import BLACK, CLEAR, COLOURS, WHITE, field_name, roll_kind
from eternus.engine.events import DirectionChanged
from eternus.engine.four_kings.events import (
    CrownMoved, CrownTurned, DiceRolled, FisherChanged, GameFinished, MarkerMoved, PipMoved,
    PlayerSkipped, RoleEliminated, StakesPaid, TaverenMoved,
)
from eternus.engine.four_kings.options import FourKingsOpts
from eternus.engine.four_kings.taveren import TaverenJson
from eternus.engine.four_kings.variants import VARIANTS, pays_stakes
from eternus.engine.four_kings.views import FourKingsView, RoleView

# Panels round the table are role:0..5 clockwise; fewer roles take an evenly spread subset.
SLOTS: dict[int, tuple[int, ...]] = {
    1: (0,), 2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 5: (0, 1, 2, 3, 4), 6: (0, 1, 2, 3, 4, 5),
}
PICK_KINDS = (PlacePip, Ransom, PayBack, GiveRaven)   # choices made by picking a pip
SWEEP = 3          # this many pips taken at once read as one log line


# ---------------------------------------------------------------------- roles
def role_zone(view: FourKingsView, role_id: str) -> str:
    """The panel zone of a role (its index in rolling order, spread over the six panels)."""
    ids = [r["id"] for r in view["roles"]]
    slots = SLOTS.get(len(ids), tuple(range(len(ids))))
    return f"role:{slots[ids.index(role_id)]}"


def role(view: FourKingsView, role_id: str) -> RoleView:
    for r in view["roles"]:
        if r["id"] == role_id:
            return r
    raise KeyError(role_id)


def role_label(r: RoleView) -> str:
    """What a role is now: its kind and colour, or Fisher / out."""
    if r["out"]:
        return "Out"
    if r["fisher"]:
        return "The Fisher"
    if r["kind"] == "king":
        return f"{r['colour'].title()} King"
    return {"rogue": "Rogue", "gambler": "Gambler"}.get(r["kind"], r["kind"].title())


def who(view: FourKingsView, role_id: str) -> str:
    """``"Ana (W1)"``; when a seat plays one role only the name would do, but the id is what
    the log and the events use, so both are shown."""
    try:
        return f"{role(view, role_id)['name']} ({role_id})"
    except KeyError:
        return role_id


def crown_state(view: FourKingsView, role_id: str) -> list[tuple[str, str]]:
    """The crowns a role holds with what each is to it: own, won, captured or dead."""
    out = []
    for crown in role(view, role_id)["crowns"]:
        info = view["crowns"][crown]
        kind = ("dead" if info["dead"] else "captured" if info["captured"]
                else "own" if crown == role_id else "won")
        out.append((crown, kind))
    return out


def next_role(view: FourKingsView) -> str | None:
    """Who rolls after the current roller in the present direction (skips aside)."""
    roles = view["roles"]
    ids = [r["id"] for r in roles]
    turn = view["turn"]
    if turn["role"] not in ids:
        return None
    i = ids.index(turn["role"])
    for step in range(1, len(ids)):
        r = roles[(i + step * turn["direction"]) % len(ids)]
        if not r["out"]:
            return r["id"]
    return None


ROLL_MEANINGS = {
    "eyes": "the Dark One's Eyes: take every pip on the Wheel but the Dragon's",
    "pass": "the Pass: nothing happens",
    "dragon": "the Dragon: one more pip onto its heap",
    "towers": "the Towers: with a living King take everything, the Dragon too",
    "take_or_place": "take the pip lying there, or place one if it is empty",
}


def roll_meaning(d1: int, d2: int) -> str:
    """A roll in words, with the doubles that act on top of it."""
    total = d1 + d2
    extra = {(4, 4): "; the Gateways skip the next player",
             (3, 3): "; the Foxes turn the direction of play"}.get((d1, d2), "")
    return f"{d1} + {d2} = {total} \u2014 {ROLL_MEANINGS[roll_kind(total)]}{extra}"


# ---------------------------------------------------------------------- choices
@dataclass(frozen=True)
class Choice:
    """One token in a picker: the action it makes, the pip colour shown, and for a ransom
    the role the crown goes to."""

    action: Action
    colour: str
    to: str | None = None


LABEL_ROOM = 12     # a picker token's label keeps this much room from its box's sides, both together


def pick_labels(i: int, colour: str) -> list[str]:
    """The label under picker token ``i``, longest first: its key and colour ("1  black"), and
    shorter for a box that has no room for it (a row of many choices at the large text size)."""
    return [f"{i + 1}  {colour}", f"{i + 1} {colour}", str(i + 1)]


def crown_summary(kinds: Sequence[str], fits: Callable[[str], bool]) -> str:
    """What a role's crowns are ("1 own  1 won  1 captured"), as much of it as ``fits``: the
    last kinds give way first (the crowns drawn above say them too), down to the first alone."""
    parts = [f"{kinds.count(k)} {k}" for k in ("own", "won", "captured", "dead") if k in kinds]
    for n in range(len(parts), 0, -1):
        text = "  ".join(parts[:n])
        if fits(text):
            return text
    return parts[0] if parts else ""


def pick_choices(actions: Sequence[Action]) -> list[Choice]:
    """The pip choices among ``actions`` (place, ransom, pay back, give the Raven), picker order."""
    out = []
    for a in actions:
        if isinstance(a, PICK_KINDS):
            out.append(Choice(a, a.colour, a.to if isinstance(a, Ransom) else None))
    order = {c: i for i, c in enumerate(COLOURS)}
    return sorted(out, key=lambda c: (c.to or "", order.get(c.colour, 9)))


def taveren_tokens(actions: Sequence[Action]) -> list[str]:
    """The ta'veren pairs ``actions`` offer to set out, in the engine's order. A patron of
    both pairs is offered both (one a turn): the player chooses which."""
    return list(dict.fromkeys(a.token for a in actions if isinstance(a, PlaceTaveren)))


def taveren_fields(actions: Sequence[Action], token: str) -> dict[int, PlaceTaveren]:
    """Fields the pair ``token`` may be set by, with the action among ``actions`` doing it.
    One pair at a time: keyed by field alone, the two pairs' actions overwrote each other and
    a click set the Raven while the prompt named the Wolf."""
    return {a.field: a for a in actions if isinstance(a, PlaceTaveren) and a.token == token}


def can(actions: Sequence[Action], kind: type[Action]) -> bool:
    return any(isinstance(a, kind) for a in actions)


def colour_tip(view: FourKingsView, actions: Sequence[Action]) -> str:
    """For a King parting with a pip: what the colours offered are worth if he wins (the
    payout modifiers on the rules page), so the choice is not a blind one. Only what applies:
    nothing where no King is paid in stakes (Chase the Dragon, a drinking game), and clear
    pips only when one is offered (a four- or two-player game has none)."""
    pending = view["pending"]
    if pending is None:
        return ""
    chooser = role(view, pending["role"])
    opts = FourKingsOpts.of(view["options"])
    if chooser["kind"] != "king" or not pays_stakes(VARIANTS[opts.variant], opts.scoring):
        return ""
    offered = {c.colour for c in pick_choices(actions)}
    own = chooser["colour"]
    other = next(c for c in (WHITE, BLACK) if c != own)
    worth = []
    if own in offered:
        worth.append(f"+1 for holding every {own} pip, -1 for none")
    if other in offered:
        worth.append(f"+1 for every {other}")
    tip = f" If you win: {', '.join(worth)}" if worth else ""
    if CLEAR in offered:
        tip += ("; clear" if tip else " Clear") + " pips count for nothing"
    return tip + "." if tip else ""


def prompt_for(view: FourKingsView, actions: Sequence[Action], taveren: str | None = None) -> str:
    """What the player to act is asked (``actions`` are the legal ones), in words; ``taveren``
    is the pair the table's clicks and keys set now (the first offered if None)."""
    pending = view["pending"]
    field = pending.get("field") if pending is not None else None  # only some choices name a field
    where = field_name(field) if field is not None else "the field"
    if view["phase"] == "intermission":
        return "The game is settled. Next game when everyone has seen the result."
    if can(actions, PlacePip):
        return f"Place a pip on {where}: which colour?" + colour_tip(view, actions)
    if can(actions, Ransom):
        return "Out of pips: hand a crown to a player with the most pips, for one of theirs."
    if can(actions, PayBack):
        return "Back in play: pay one pip to buy your own crown back." + colour_tip(view, actions)
    if can(actions, GiveRaven):
        return "The Raven has you: give its patron one pip." + colour_tip(view, actions)
    if can(actions, PlaceTaveren):
        return _taveren_prompt(actions, taveren)
    if can(actions, Roll):
        return "Roll: click the dice, throw them (drag and let go), or press Space."
    if can(actions, NextGame):
        return "Start the next game."
    return ""


def _taveren_prompt(actions: Sequence[Action], taveren: str | None) -> str:
    """Setting out a pair: the one a click or a number key sets (``taveren``), and how to
    switch to the other when both are the player's."""
    tokens = taveren_tokens(actions)
    token = taveren if taveren in tokens else tokens[0]
    places = taveren_fields(actions, token)
    keys = f" (keys 1-{min(9, len(places))})" if len(places) > 1 else ""
    others = [t.title() for t in tokens if t != token]
    switch = f"; the {others[0]} instead: click it or press an arrow key" if others else ""
    extra = "; or roll first (Space)" if can(actions, Roll) else ""
    return f"Set the {token.title()} by an empty field: click a lit field or drag it there{keys}{switch}{extra}."


# ---------------------------------------------------------------------- the shown copy
def shown_copy(view: FourKingsView) -> FourKingsView:
    return copy.deepcopy(view)


def _role_id(place: str) -> str | None:
    kind, _, rest = place.partition(":")
    return rest if kind == "role" else None


def _field(place: str) -> int | None:
    kind, _, rest = place.partition(":")
    return int(rest) if kind == "field" else None


def take_from(shown: FourKingsView, place: str, colour: str) -> None:
    """A pip of ``colour`` leaves ``place`` (its flight starts)."""
    rid, field = _role_id(place), _field(place)
    if rid is not None:
        r = role(shown, rid)
        if r["kind"] == "gambler":   # Straight Gluckhaus: the pips are the money itself
            r["stakes"] -= 1
            return
        r["pips"][colour] = max(0, r["pips"][colour] - 1)
    elif field is not None:
        pile = shown["board"][str(field)]
        for i in range(len(pile) - 1, -1, -1):
            if pile[i] == colour:
                del pile[i]
                break


def put_to(shown: FourKingsView, place: str, colour: str) -> None:
    """A pip of ``colour`` arrives at ``place`` (its flight lands)."""
    rid, field = _role_id(place), _field(place)
    if rid is not None:
        r = role(shown, rid)
        if r["kind"] == "gambler":
            r["stakes"] += 1
            return
        r["pips"][colour] += 1
    elif field is not None:
        shown["board"][str(field)].append(colour)


def _taveren_to(shown: FourKingsView, token: str, place: str) -> None:
    before = shown["taveren"].get(token)  # None while the pair is first laid out
    patron, ready = (before["patron"], before["ready"]) if before is not None else (None, False)
    kind, _, rest = place.partition(":")
    info: TaverenJson
    if kind == "role":
        info = {"where": "held", "field": None, "patron": rest, "ready": ready}
    else:
        info = {"where": "field" if kind == "field" else "border", "field": int(rest), "patron": patron,
                "ready": ready}
    shown["taveren"][token] = info


def _stakes(shown: FourKingsView, place: str, amount: int) -> None:
    rid = _role_id(place) or (place if place != "hoard" and any(r["id"] == place for r in shown["roles"]) else None)
    if rid is not None:
        role(shown, rid)["stakes"] += amount
    elif place == "hoard":
        shown["hoard"] += amount


def apply_event(shown: FourKingsView, event: Event) -> None:
    """Move the shown copy on by one event landing (flights call take_from/put_to themselves)."""
    if isinstance(event, DiceRolled):
        shown["turn"]["role"] = event.role
        shown["turn"]["dice"] = [event.d1, event.d2]
    elif isinstance(event, PipMoved):
        take_from(shown, event.src, event.colour)
        put_to(shown, event.dst, event.colour)
    elif isinstance(event, CrownMoved):
        src, dst = _role_id(event.src) or event.src, _role_id(event.dst) or event.dst
        if event.crown in role(shown, src)["crowns"]:
            role(shown, src)["crowns"].remove(event.crown)
        role(shown, dst)["crowns"].append(event.crown)
        info = shown["crowns"][event.crown]
        info["holder"] = dst
        info["captured"] = event.how == "wolf" or (info["captured"] and event.how != "pay_back")
    elif isinstance(event, CrownTurned):
        shown["crowns"][event.crown]["dead"] = event.dead
    elif isinstance(event, TaverenMoved):
        _taveren_to(shown, event.token, event.dst)
    elif isinstance(event, MarkerMoved):
        shown["marker"] = _role_id(event.dst)
    elif isinstance(event, FisherChanged):
        for r in shown["roles"]:
            r["fisher"] = r["id"] == event.role
    elif isinstance(event, RoleEliminated):
        r = role(shown, event.role)
        r["out"], r["fisher"] = True, False
    elif isinstance(event, StakesPaid):
        _stakes(shown, event.src, -event.amount)
        _stakes(shown, event.dst, event.amount)
    elif isinstance(event, DirectionChanged):
        shown["turn"]["direction"] = event.direction


# ---------------------------------------------------------------------- the log
def _named(view: FourKingsView, text: str) -> str:
    """Every role id in an event's text as the table names a seat, "Ana (W1)": the engine
    writes ids anywhere in a line ("The Gateways: W1 is skipped", "W1 pays 2 stakes to B2",
    "... and one player plays both: B2 wins"), and only a line's first word was named. A
    crown keeps its id ("King W1"), and the Hoard its name."""
    ids = sorted((r["id"] for r in view["roles"]), key=len, reverse=True)
    if not ids:
        return text
    pattern = re.compile(r"(?<![\w(])(?<!King )(" + "|".join(map(re.escape, ids)) + r")(?![\w)])")
    text = pattern.sub(lambda m: who(view, m.group(1)), text)
    text = re.sub(r"^hoard\b", "The Hoard", text)
    return re.sub(r"\bto hoard\b", "to the Hoard", text)


def _crown_line(view: FourKingsView, e: CrownMoved) -> str:
    """A crown changing hands: "King W1 is ransomed: from Ana (W1) to Ben (B2)"."""
    what = e.text.partition(":")[0]
    src, dst = _role_id(e.src) or e.src, _role_id(e.dst) or e.dst
    return f"{what}: from {who(view, src)} to {who(view, dst)}"


BIG_MOMENTS = (CrownMoved, FisherChanged, PlayerSkipped, RoleEliminated)
"""Events that get the middle of the Wheel as well as the log: a crown ransomed, captured or
bought back, a new Fisher, a skip, a role out (and every sweep of many pips). A game won has
the intermission panel, the series its results."""


@dataclass(frozen=True)
class LogLine:
    """A line of the log, the index of the event it belongs to, and whether it is a big
    moment (said in the middle of the table too)."""

    index: int
    text: str
    big: bool = False


def log_lines(view: FourKingsView, events: Sequence[Event]) -> list[LogLine]:
    """The log lines of a batch of events: a sweep of many pips is one line (a big one)."""
    lines: list[LogLine] = []
    # A series' last game says its result as GameFinished and the series' end (GameOver)
    # with the same words: the log says them once.
    settled = {e.text for e in events if isinstance(e, GameFinished)}
    i = 0
    while i < len(events):
        e = events[i]
        if isinstance(e, PipMoved) and _field(e.src) is not None:
            run = [e]
            for later in events[i + 1:]:
                if not (isinstance(later, PipMoved) and later.dst == e.dst and _field(later.src) is not None):
                    break
                run.append(later)
            if len(run) >= SWEEP:
                counts = ", ".join(f"{n} {c}" for c in COLOURS
                                   if (n := sum(1 for p in run if p.colour == c)))
                lines.append(LogLine(i, f"{who(view, _role_id(e.dst) or e.dst)} gathers {len(run)} pips ({counts}).",
                                     big=True))
                i += len(run)
                continue
        if isinstance(e, GameOver):
            if e.text and e.text not in settled:
                lines.append(LogLine(i, _named(view, e.text)))
        elif isinstance(e, CrownMoved):
            lines.append(LogLine(i, _crown_line(view, e) + ".", big=True))
        elif e.text:
            lines.append(LogLine(i, _named(view, e.text) + ("" if e.text.endswith((".", "!")) else "."),
                                 big=isinstance(e, BIG_MOMENTS)))
        i += 1
    return lines


def standings(view: FourKingsView) -> list[tuple[str, int]]:
    """Each seat's name with the stakes of all its roles, best first."""
    totals: dict[str, int] = {}
    for r in view["roles"]:
        totals[r["name"]] = totals.get(r["name"], 0) + r["stakes"]
    return sorted(totals.items(), key=lambda kv: -kv[1])


def result_lines(view: FourKingsView) -> list[str]:
    """The settled game in words: who won and why, and who pays or owes whom."""
    result = view["result"]
    if result is None:
        return []
    reason = {"kings": "holds all four Kings", "wheel": "", "dragon": "", "rounds": "is ahead when the rounds run out"}
    winner = result["winner"]
    if winner:
        lines = [f"{who(view, winner)} wins: {reason[result['reason']] or 'the game'}."]
    elif result["reason"] == "wheel":
        lines = ["The Wheel turns: every pip is on the board, and all debts are cancelled."]
    else:
        lines = ["The Dragon wins: the pips are all on the Wheel before the Kings united."]
    for src, dst, amount in result["payments"]:
        a = "The Hoard" if src == "hoard" else who(view, src)
        b = "the Hoard" if dst == "hoard" else who(view, dst)
        lines.append(f"{a} pays {b} {amount} stake{'s' if amount != 1 else ''}.")
    for src, dst in result["drinks"]:
        lines.append(f"{who(view, src)} owes {who(view, dst)} a drink.")
    return lines

