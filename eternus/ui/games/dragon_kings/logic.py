"""What the Dragon Kings table asks of the rules, without pygame.

The table is seen from one chair, the *bottom* seat (the person to act in hot-seat play, the
first person otherwise, or seat 0 with its cards face down when only AI seats play). The
map has nine places round the oval, ``place 0`` at the bottom and the rest clockwise; a
table of fewer seats uses a spread-out subset. This module maps the engine's places
(``hole:2``, ``seat:2``, ``bet:2``, ``pot:1``) onto the map's zones, builds the display's
piles and the chip amounts from a view, renames events for the animation, and answers the
betting bar's questions (the quick raise amounts, which moves are not bets). It decides no
rule and no AI move.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from eternus.engine.core import Action, CardFlipped, CardMoved, Event, State
from eternus.engine.cards import short
from eternus.engine.dragon_kings.actions import (
    AllIn, BuyBack, BuyInAgain, Call, CallWithGoldChip, Check, Fold, KeepWings, MakePermanent, PlaySuicideKing,
    PutInPlay, Raise,
    SellMercyToken, ShowFortune, SitOut, StayOut, TurnIn, VoidBoardCard,
)
from eternus.engine.dragon_kings.events import HandEnded, HandShown, SeatActed, pot_place
from eternus.engine.dragon_kings.options import DragonKingsOpts
from eternus.engine.dragon_kings.rules import HoldemMachine
from eternus.engine.dragon_kings.views import HoldemView
from eternus.engine.dragon_kings.wings import WING_CARDS
from eternus.engine.events import ChipsMoved
from eternus.ui.table.animator import Pause
from eternus.ui.table.display import Shown
from eternus.ui.table.places import SeatPlaces

PLACES = 9
#: Places round the oval for each table size (place 0 is the bottom chair).
SPREAD: dict[int, tuple[int, ...]] = {
    2: (0, 4), 3: (0, 3, 6), 4: (0, 2, 4, 7), 5: (0, 2, 4, 5, 7), 6: (0, 2, 3, 5, 6, 7),
    7: (0, 1, 2, 4, 5, 7, 8), 8: (0, 1, 2, 3, 5, 6, 7, 8), 9: tuple(range(9)),
}
SHARED_ZONES = ("deck", "muck", "board", "nest", "battlefield", "extra", "draws", "voided")
CARD_ZONES = (*SHARED_ZONES, *(f"hole:{p}" for p in range(PLACES)))
BETTING = (Fold, Check, Call, Raise, AllIn)
Wing = tuple[str, str, str, str]   # a wing card in play: card, name, on the board, in the hole
SHOWDOWN_HOLD = 2.5      # seconds the shown hands stay on the table before the next deal
ACTION_BEAT = 0.6        # seconds between one seat's move and the next (AI seats included)


def holdem_view(state: State, seat: int) -> HoldemView:
    """``seat``'s view of a Dragon Kings state, typed (the table reads it key by key)."""
    if not isinstance(state, HoldemMachine):
        raise TypeError(f"the Dragon Kings table shows Hold'em states, not {type(state).__name__}")
    return state.view(seat)


#: A seat's hole cards lie at its place (:mod:`eternus.ui.table.places`).
PLACES_OF_SEATS = SeatPlaces(SPREAD, ("hole",))
place_of = PLACES_OF_SEATS.place_of
display_zone = PLACES_OF_SEATS.display_zone


def chip_place(place: str, n: int, bottom: int) -> str:
    """Where an engine chip place is on this table: a seat's stack and bet by its place;
    every pot in the middle (the map lays the side pots on the main pot)."""
    kind, _, rest = place.partition(":")
    if kind in ("seat", "bet"):
        return f"{kind}:{place_of(n, bottom, int(rest))}"
    return place


def translate(events: Iterable[Event], n: int, bottom: int, show_bottom: bool) -> list[Event]:
    """Engine events with zones and chip places renamed to this table's; with
    ``show_bottom`` the bottom seat's own cards turn face up on their way to it. Every bet,
    call, check or fold is followed by a short beat (:data:`ACTION_BEAT`), so a table of AI
    seats plays at a pace people can follow; a hand that ended with cards shown holds still
    for :data:`SHOWDOWN_HOLD` before the next deal."""
    out: list[Event] = []
    shown = False
    for e in events:
        if isinstance(e, HandShown):
            shown = True
        if isinstance(e, HandEnded) and shown:
            out.append(Pause(SHOWDOWN_HOLD))
            shown = False
        if isinstance(e, CardMoved):
            dst = display_zone(e.dst, n, bottom)
            up = e.face_up or (show_bottom and e.owner == bottom and e.dst.startswith("hole:") and e.card is not None)
            e = dataclasses.replace(e, src=display_zone(e.src, n, bottom), dst=dst, face_up=up)
        elif isinstance(e, CardFlipped):
            e = dataclasses.replace(e, zone=display_zone(e.zone, n, bottom))
        elif isinstance(e, ChipsMoved):
            e = dataclasses.replace(e, src=chip_place(e.src, n, bottom), dst=chip_place(e.dst, n, bottom))
        out.append(e)
        if isinstance(e, SeatActed):
            out.append(Pause(ACTION_BEAT))
    return out


def piles_from_view(view: HoldemView, bottom: int, show_bottom: bool) -> dict[str, list[Shown]]:
    """The cards on the table from ``bottom``'s chair (its own face up if ``show_bottom``)."""
    n = len(view["seats"])
    wing = view["wing"]
    piles: dict[str, list[Shown]] = {z: [] for z in CARD_ZONES}
    piles["deck"] = [Shown(None, False)] * min(view["deck_count"], 8)
    piles["board"] = [Shown(c, True) for c in view["board"]]
    piles["nest"] = [Shown(c, True) for c in wing["nest"]]
    piles["battlefield"] = [Shown(c, True) for c in wing["battlefield"]]
    piles["extra"] = [Shown(c, True) for c in wing["extra"]]
    piles["draws"] = [Shown(c, True) for c in wing["draws"] if c is not None]
    piles["voided"] = [Shown(c, True) for c in wing["voided"]]
    for seat in range(n):
        zone = f"hole:{place_of(n, bottom, seat)}"
        shown = view["hands"][seat]
        face_up = view["face_up_hole"][seat]
        if view["folded"][seat] and shown is None:
            continue
        if seat == bottom and show_bottom:
            piles[zone] = [Shown(c, True) for c in view["hole"]]
        elif shown is not None:
            piles[zone] = [Shown(c, True) for c in shown]
        else:
            hidden = view["hole_counts"][seat] - len(face_up)
            piles[zone] = [Shown(c, True) for c in face_up] + [Shown(None, False)] * hidden
    return piles


def chip_amounts(view: HoldemView, bottom: int) -> dict[str, int]:
    """Every chip place on this table and what lies there now."""
    n = len(view["seats"])
    amounts: dict[str, int] = {}
    for seat in range(n):
        place = place_of(n, bottom, seat)
        amounts[f"seat:{place}"] = view["stacks"][seat]
        amounts[f"bet:{place}"] = view["bets"][seat]
    for index, pot in enumerate(view["pots"]):
        amounts[pot_place(index)] = pot["amount"]
    return amounts


# ---------------------------------------------------------------------- the betting bar
def raise_range(view: HoldemView) -> tuple[int, int] | None:
    """The smallest raise and all in, when the seat may raise by an amount of its choosing.
    None when raising is closed, or when the smallest raise is already all in: then the All
    in button is the only raise, and a slider, quick amounts and a Raise button would offer
    the same move three more times."""
    legal = view["legal"]
    if legal is None or not legal["can_raise"] or legal["min_raise_to"] >= legal["max_raise_to"]:
        return None
    return legal["min_raise_to"], legal["max_raise_to"]


def quick_raises(view: HoldemView) -> list[tuple[str, int]]:
    """The raise amounts offered as buttons: the smallest, half the pot, the pot, all in
    (each a whole bet on this street, between the smallest raise and all in). An amount two
    of them share is offered once, under the first name, but all in is always all in: a pot
    the size of the stack is offered as "All in" (a "Pot" that went all in read as a bet)."""
    limits = raise_range(view)
    legal = view["legal"]
    if limits is None or legal is None:
        return []
    lo, hi = limits
    level = max(view["bets"])
    after_call = view["pot_total"] + legal["to_call"]
    offers = [("Min", lo), ("\u00bd pot", level + after_call // 2), ("Pot", level + after_call)]
    seen: set[int] = {hi}
    out: list[tuple[str, int]] = []
    for label, amount in offers:
        amount = min(hi, max(lo, amount))
        if amount not in seen:
            seen.add(amount)
            out.append((label, amount))
    return [*out, ("All in", hi)]


def raise_action(view: HoldemView, amount: int) -> Action:
    """The move for a raise to ``amount`` (the slider's end is all in)."""
    legal = view["legal"]
    assert legal is not None
    if amount >= legal["max_raise_to"]:
        return AllIn(view["stacks"][view["seat"]])
    return Raise(amount)


def other_choices(legal: Sequence[Action]) -> list[Action]:
    """The legal moves the betting bar does not offer: wing-card choices, turn-ins."""
    return [a for a in legal if not isinstance(a, BETTING)]


def choice_label(action: Action) -> str:
    """A choice button's words, short enough to read across the room (the prompt above the
    buttons says what the choice is for)."""
    if isinstance(action, PutInPlay):
        return WING_CARDS[action.card].name
    if isinstance(action, MakePermanent):     # the prompt asks which card stays for good
        return WING_CARDS[action.card].name
    if isinstance(action, KeepWings):
        return "Keep them as they are"
    # A card's full name cut with an ellipsis hid what told two choices apart.
    if isinstance(action, VoidBoardCard):
        return f"Void {short(action.card)}" + (", swap Knight" if action.swap_jack else "")
    if isinstance(action, TurnIn):
        return f"Turn in the {short(action.card)}"
    if isinstance(action, PlaySuicideKing):
        return "Lay Suicide King face up"
    if isinstance(action, ShowFortune):
        return "Show Knight of Fortune"
    return action.label


def short_choice_label(action: Action | None) -> str:
    """Fewer words for a choice whose label does not fit its button (the large text size): a
    wing card by what follows its "Queen of" or "Knight of" ("Chimeras", "The Void"), which the
    wing panel and the prompt put in context; the token of mercy's sale and the Knight of
    Fortune's showing by their verb and noun. "" where there are none."""
    if isinstance(action, (PutInPlay, MakePermanent)):
        name = WING_CARDS[action.card].name
        rest = name.split(" of ", 1)[1] if " of " in name else name
        return rest[:1].upper() + rest[1:]
    if isinstance(action, KeepWings):
        return "Keep them"
    if isinstance(action, BuyInAgain):
        return f"Buy in again ({action.chips:,})"
    if isinstance(action, SitOut):
        return "Sit out"
    if isinstance(action, SellMercyToken):     # "Sell the token o\u2026  (5)" in the wing panel
        return "Sell the token"
    if isinstance(action, ShowFortune):        # "Show Knight of\u2026  (5)"
        return "Show Fortune"
    return ""


def passive_label(action: Action) -> str:
    """The Check or Call button's words, its amount written as the bar's other buttons write
    theirs: a call that is all in read "All in (380)" beside "All in 400", and a call of
    thousands lacked the comma "Raise to 2,400" has."""
    if isinstance(action, AllIn):
        return f"All in {action.chips:,}"
    if isinstance(action, Call):
        return f"Call {action.amount:,}"
    return action.label


def call_action(legal: Sequence[Action]) -> Action | None:
    """Check, call, or all in for less than the call: the passive betting move."""
    for action in legal:
        if isinstance(action, (Check, Call)):
            return action
    if any(isinstance(a, Fold) for a in legal):
        return next((a for a in legal if isinstance(a, AllIn)), None)
    return None


# ---------------------------------------------------------------------- words
def who(view: HoldemView, seat: int) -> str:
    return str(view["seats"][seat]["name"])


def status_facts(view: HoldemView) -> list[tuple[str, str]]:
    """The status bar's facts: the hand's number, the blinds, the ante, once there are side
    pots each pot's share, and the table's name last (the header cuts from the end).

    Before the first deal (the draw for the button, a wing card being chosen) no hand has a
    number yet, so the bar leaves it out rather than say "Hand 0"."""
    small, big, ante = view["blinds"]
    facts = [("Hand", str(view["hand_no"]))] if view["hand_no"] else []
    facts.append(("Blinds", f"{small}/{big}"))
    if ante:
        facts.append(("Ante", str(ante * (4 if view["wing"]["gold_chip"] == "table" else 1))))
    if len(view["pots"]) > 1:      # one stack in the middle: each pot's share is said here
        facts.append(("Pots", pots_words(view)))
    facts.append(("Table", DragonKingsOpts.of(view["options"]).preset.replace("_", " ").title()))   # last: cut first
    return facts


def pots_words(view: HoldemView) -> str:
    """Each pot's share, the main pot first: "main 620 \u00b7 side 1 697 \u00b7 side 2 612"."""
    return " \u00b7 ".join(f"{'main' if i == 0 else f'side {i}'} {p['amount']:,}" for i, p in enumerate(view["pots"]))


_WING_NAMED = {wing.name: wing for wing in WING_CARDS.values()}


def wings_in_play(view: HoldemView) -> list[Wing]:
    """The wing cards in play (the view names them in order): card, name, what it does on
    the board, what it does in the hole."""
    named = [_WING_NAMED[name] for name in view["wings_in_play"]]
    return [(wing.card, wing.name, wing.board, wing.hole) for wing in named]


# The wing card each move from the hole belongs to (its words are what the button means).
WING_OF_MOVE: dict[type[Action], str] = {
    PlaySuicideKing: "Kh", VoidBoardCard: "Js", CallWithGoldChip: "Kd", ShowFortune: "Jd",
    SellMercyToken: "Jh", BuyBack: "Jh", StayOut: "Jh"}


def concerned_first(wings: list[Wing], choices: Sequence[Action]) -> list[Wing]:
    """``wings`` with the ones ``choices`` belong to first: the buttons take the panel's lower
    part, and the card a person is asked about must not be the one left out of sight."""
    asked = {WING_OF_MOVE.get(type(choice)) for choice in choices}
    return sorted(wings, key=lambda wing: wing[0] not in asked)


def seat_tag(view: HoldemView, seat: int) -> str:
    """What a seat's panel says beside its name: its state in words (never colour alone)."""
    if not view["dealt"][seat]:
        return "Out" if view["stacks"][seat] == 0 else "Waiting"
    if view["folded"][seat]:
        return "Folded"
    if view["stacks"][seat] == 0:       # between hands nobody is all in: the chips are gone
        return "No chips" if view["phase"] == "rebuy_choice" else "All in"
    return ""
