"""What the King's Court table asks of the rules, without pygame.

The table is drawn from one seat's chair: the *bottom* seat (the human whose cards are shown,
or seat 0 when only AI seats play). Every other seat gets a place round the table, a
spread-out subset of the map's nine ``panel:N`` places. This module maps engine zones
("hand:2", "front:2", "dungeon:2", "pool") onto those places, builds the display's piles from
a view, turns engine events into the same zone names for the animator, and answers table
questions: which cards may be played, which choice a phase asks for, what the prompt says.
It decides no rule and no AI move: the engine does both.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any
from collections.abc import Iterable, Sequence

from eternus.engine.core import Action, CardMoved, Event, State
from eternus.engine.kings_court.actions import (
    BurnCard, CallOnGuard, CatchOnGuard, Draw, LetGo, NameSuit, Pass, Play, StaySilent, TakeFromDeck, Target,
)
from eternus.engine.kings_court.cards import CARDS, EFFECT_NAMES, KC_SUITS, KD_SUITS, BONUS_SUIT
from eternus.engine.kings_court.events import HandsSwapped
from eternus.ui.table.animator import Together
from eternus.ui.table.display import Shown

View = dict[str, Any]

PANELS = 9
# Places round the table (panel:0..8 run clockwise from the bottom seat's left) for each
# number of *other* seats: spread out so the table looks balanced.
SLOTS: dict[int, tuple[int, ...]] = {
    1: (4,), 2: (2, 6), 3: (1, 4, 7), 4: (1, 3, 5, 7), 5: (1, 2, 4, 6, 7),
    6: (0, 2, 3, 5, 6, 8), 7: (0, 1, 2, 4, 6, 7, 8),
}
SHARED_ZONES = ("deck", "discard", "limbo", "played")
CARD_ZONES = (*SHARED_ZONES, "hand", "front:me", *(f"seat:{i}" for i in range(PANELS)),
              *(f"front:{i}" for i in range(PANELS)))
SUIT_ORDER = KC_SUITS + KD_SUITS + (BONUS_SUIT,)
WINDOW_PHASES = ("guard", "catch")
DIRECTION_WORDS = {1: "clockwise", -1: "anticlockwise"}


# ---------------------------------------------------------------------- seats and places
def others(n: int, bottom: int) -> list[int]:
    """The other seats in play order from the bottom seat (the next to play sits at its left)."""
    return [(bottom + k) % n for k in range(1, n)]


def panel_of(n: int, bottom: int, seat: int) -> int | None:
    """The ``panel:N`` a seat sits at (None for the bottom seat itself)."""
    if seat == bottom:
        return None
    order = others(n, bottom)
    return SLOTS[n - 1][order.index(seat)]


def hand_zone(n: int, bottom: int, seat: int) -> str:
    slot = panel_of(n, bottom, seat)
    return "hand" if slot is None else f"seat:{slot}"


def front_zone(n: int, bottom: int, seat: int) -> str:
    slot = panel_of(n, bottom, seat)
    return "front:me" if slot is None else f"front:{slot}"


def display_zone(zone: str, n: int, bottom: int) -> str:
    """Where an engine zone is on this table (``pool``, Imperial Tax's cards in transit,
    passes through the small limbo pile)."""
    kind, _, rest = zone.partition(":")
    if kind == "hand":
        return hand_zone(n, bottom, int(rest))
    if kind in ("front", "dungeon"):
        return front_zone(n, bottom, int(rest))
    if zone == "pool":
        return "limbo"
    return zone


def translate(events: Iterable[Event], n: int, bottom: int, show_bottom: bool = False) -> list[Event]:
    """Engine events with their card zones renamed to this table's zones.

    A Catapult's swap (``HandsSwapped`` and the card moves between the two hands after it)
    becomes one :class:`Together`, so both hands fly at once; with ``show_bottom`` the
    bottom seat's own cards turn face up on their way into its hand.
    """
    out: list[Event] = []
    swap: tuple[str, str] | None = None
    group: list[CardMoved] = []
    for e in events:
        if swap is not None and not (isinstance(e, CardMoved) and (e.src, e.dst) in (swap, swap[::-1])):
            out.append(Together(tuple(group)))
            swap, group = None, []
        if isinstance(e, HandsSwapped):
            swap = (f"hand:{e.seats[0]}", f"hand:{e.seats[1]}")
            out.append(e)
            continue
        if isinstance(e, CardMoved):
            dst = display_zone(e.dst, n, bottom)
            up = e.face_up or (show_bottom and dst == "hand" and e.owner == bottom and e.card is not None)
            moved = dataclasses.replace(e, src=display_zone(e.src, n, bottom), dst=dst, face_up=up)
            if swap is not None:
                group.append(moved)
                continue
            e = moved
        out.append(e)
    if group:
        out.append(Together(tuple(group)))
    return out


def sort_key(card: str) -> tuple[int, int, str]:
    """Hand order: suits in the usual order, then Kingdom and Shield cards; by value within."""
    info = CARDS[card]
    suit = SUIT_ORDER.index(info.suits[0]) if info.suits else len(SUIT_ORDER) + (info.kind == "shield")
    return suit, info.value if info.value is not None else 20, card


def piles_from_view(view: View, bottom: int, show_bottom: bool) -> dict[str, list[Shown]]:
    """The display of a view from the bottom seat's chair (its hand face up if ``show_bottom``)."""
    n = len(view["hands"])
    piles: dict[str, list[Shown]] = {z: [] for z in CARD_ZONES}
    piles["deck"] = [Shown(None, False)] * int(view["deck_count"])
    piles["discard"] = [Shown(c, True) for c in view["discard"]]
    piles["limbo"] = [Shown(c, True) for c in view["limbo"]]
    piles["played"] = [Shown(c, True) for c in view["played"]]
    for seat, h in enumerate(view["hands"]):
        zone = hand_zone(n, bottom, seat)
        if seat == bottom and show_bottom and h["cards"] is not None:
            piles[zone] = [Shown(c, True) for c in sorted(h["cards"], key=sort_key)]
        else:
            piles[zone] = [Shown(None, False)] * int(h["count"])
        piles[front_zone(n, bottom, seat)] = [Shown(c, True) for c in
                                              list(view["front"][seat]) + list(view["dungeon"][seat])]
    return piles


# ---------------------------------------------------------------------- choices
def playable_cards(state: State) -> dict[str, list[Play]]:
    """Hand cards that may be played now, each with its legal Play actions (a Magician has
    one per form)."""
    out: dict[str, list[Play]] = {}
    for a in state.legal_actions():
        if isinstance(a, Play):
            out.setdefault(a.card, []).append(a)
    return out


def can(state: State, kind: type) -> bool:
    return any(isinstance(a, kind) for a in state.legal_actions())


def choice_actions(state: State) -> list[Action]:
    """What the choice panel offers: every legal action that is not a card play from the hand
    nor Draw/Pass (those have the hand and their buttons), nor an On Guard window (its own
    button). A Magician's forms are offered here as well, because one drop cannot say which."""
    out: list[Action] = []
    plays = playable_cards(state)
    for a in state.legal_actions():
        if isinstance(a, (Draw, Pass, CallOnGuard, StaySilent, CatchOnGuard, LetGo)):
            continue
        if isinstance(a, Play) and len(plays.get(a.card, [])) == 1:
            continue
        out.append(a)
    return out


def card_choices(actions: Sequence[Action]) -> list[tuple[str, Action]]:
    """(card, action) when every choice is a card to pick (Flaming Arrow's burn, the Secret
    Key's draw pile): those are shown as cards, not as a row of buttons (the draw pile's
    identical copies once)."""
    picks = [(getattr(a, "card", ""), a) for a in actions]
    if picks and all(isinstance(a, (BurnCard, TakeFromDeck)) for a in actions):
        seen: set[tuple[Any, ...]] = set()
        unique = []
        for card, action in sorted(picks, key=lambda p: sort_key(p[0])):
            if not isinstance(action, TakeFromDeck) or twin_key(card) not in seen:
                seen.add(twin_key(card))          # two copies in the draw pile are one choice
                unique.append((card, action))
        return unique
    return []


def twin_key(card: str) -> tuple[Any, ...]:
    """What a card is in play (copies of one card share it; the box it came in does not count)."""
    info = CARDS[card]
    return (info.name, info.kind, info.effect, info.suits, info.points, info.value)


def burn_action(state: State, card: str) -> BurnCard | None:
    """The Flaming Arrow's burn of ``card`` when that is the choice now (a click on the card)."""
    action = BurnCard(card)
    return action if action in state.legal_actions() else None


def suit_choices(state: State) -> list[NameSuit]:
    return [a for a in state.legal_actions() if isinstance(a, NameSuit)]


def target_choices(state: State) -> dict[int, Target]:
    return {a.seat: a for a in state.legal_actions() if isinstance(a, Target)}


# ---------------------------------------------------------------------- words
def card_name(card: str | None) -> str:
    return CARDS[card].name if card and card in CARDS else "a card"


def who(view: View, seat: int) -> str:
    return str(view["seats"][seat]["name"])


def suit_label(suit: str) -> str:
    return suit.title() if suit else "\u2014"


def direction_word(view: View) -> str:
    return DIRECTION_WORDS.get(int(view.get("direction", 1)), "clockwise")


PHASE_PROMPTS = {
    "cut": "Dealing bonus: cut for the exact count, or deal plainly.",
    "turn": "Drag a card onto the discard pile (or click it), or draw.",
    "drawn": "Play a card (the one you drew or another), or pass.",
    "respond": "A draw card is aimed at you: answer it, or take the cards.",
    "suit": "Name the new suit.",
    "option_suit": "Queen's Option: choose one of its two suits.",
    "direction": "Choose the direction of play.",
    "extra": "You may play one extra card, or decline it.",
    "escort": "The Fair Maiden needs an escort: her suit, a Fair Maiden or a Kingdom card.",
    "target": "Aim the Battle card: click a player (or choose below).",
    "defend": "A Battle card is aimed at you: play a Defender, or let it happen.",
    "burn": "Flaming Arrow: choose the card that burns.",
    "inspect": "Siege Tower: look at their cards, then hand them back.",
    "key": "Secret Key: take any card from the draw pile.",
    "guard": "You are down to one card: say \u201cOn Guard!\u201d before the time runs out.",
    "catch": "Someone kept quiet with one card left: catch them before the time runs out!",
    "dark_knight": "Play the Dark Knight now, or keep it.",
    "escape": "You may get out of the Dungeon now.",
    "answer": "Your partner asks whether they may go out: Yes or No.",
    "over": "The match is over.",
}


def owed_draws(view: View) -> int:
    """Cards the next victim will draw as things stand (a Drawbridge stack, a Dragon, a Wizard):
    the count aimed at a player, or the one building up in this turn."""
    pending = view.get("pending")
    if pending:
        return int(pending.get("count", 0))
    return int((view.get("turn") or {}).get("pending", 0))


def _window_of(view: View, kind: str) -> dict[str, Any]:
    return next((w for w in view.get("windows") or [] if w.get("type") == kind), {})


def prompt_for(view: View) -> str:
    """What the seat deciding now is asked, in words that say what each answer does (the
    rare questions name the players concerned and what is at stake)."""
    phase = str(view["phase"])
    n = len(view["hands"])
    if phase == "cut":
        from eternus.engine.kings_court.dealing import BIG_TABLE_BONUS, CUT_ODDS, SMALL_TABLE_BONUS

        bonus = BIG_TABLE_BONUS if n >= 4 else SMALL_TABLE_BONUS
        return (f"Dealing bonus: cut for the exact count of the deal (1 chance in {CUT_ODDS}). "
                f"A hit scores +{bonus} for every other player, a miss +{bonus} for you.")
    if phase == "answer" and view.get("current") is not None:
        asker = who(view, int(view["current"]))
        return (f"{asker}, your partner, asks: may I go out? After a Yes they must go out now "
                "or draw two and lose the turn; a No binds nobody.")
    if phase == "dark_knight":
        target = _window_of(view, "dk").get("target")
        if target is not None:
            name = who(view, int(target))
            return (f"{name} is On Guard. Bet your Dark Knight? If {name} goes out this hand, "
                    f"{name} takes 100 off; if not, you take 100 off your own score.")
    if phase == "escape":
        return ("Your last lost turn is over: climb out now (click the Dungeon in front of you). "
                "Stay, and you lose one more turn and draw one more card.")
    if phase == "inspect":
        target = (view.get("battle") or {}).get("target")
        if target is not None:
            return f"Siege Tower: {who(view, int(target))}'s cards are shown. Hand them back when you have seen them."
    if phase == "key":
        return "Secret Key: click the card you want (or arrows and Enter). The draw pile is shuffled after."
    if phase == "respond":
        owed = owed_draws(view)
        dungeon = bool((view.get("pending") or {}).get("dungeon"))
        what = "A Dungeon is" if dungeon else f"{owed} cards are" if owed else "A draw card is"
        return f"{what} aimed at you: answer with a lit card, or take the penalty."
    if phase == "turn" and (view.get("turn") or {}).get("must_go_out"):
        return "Your partner said Yes: go out now with your last card, or draw two and lose the turn."
    if phase == "direction":
        return (f"Play goes {direction_word(view)}: keep that direction, reverse it, "
                "or skip the next player.")
    if phase in ("defend", "target"):
        battle = (view.get("battle") or {}).get("card")
        name = EFFECT_NAMES.get(str(battle), "the Battle card")
        if phase == "defend":
            by = (view.get("battle") or {}).get("by")
            whose = f"{who(view, int(by))}'s " if by is not None else ""
            if not any(CARDS[c].effect == "defender" for c in view.get("hand") or []):
                return f"{whose}{name} reaches you. You hold no Defender: let it happen."
            return f"{whose}{name} reaches you: play a Defender to stop it, or let it happen."
        return f"Aim the {name}: click a player's panel (or a choice below)."
    return PHASE_PROMPTS.get(phase, "")


def standings(view: View) -> list[tuple[int, int]]:
    """(seat, total) best first: the lowest total leads."""
    return sorted(enumerate(view["totals"]), key=lambda kv: (kv[1], kv[0]))


def history_rows(view: View, last: int = 6) -> Sequence[list[int]]:
    return view.get("history", [])[-last:]


@dataclass(frozen=True)
class SeatInfo:
    """What a seat's panel says."""

    seat: int
    name: str
    count: int
    total: int
    is_ai: bool
    current: bool
    dungeon_turns: int


def seat_info(view: View, seat: int, is_ai: bool) -> SeatInfo:
    turns = view.get("dungeon_turns") or [0] * len(view["hands"])
    acting = view.get("to_act")
    return SeatInfo(seat, who(view, seat), int(view["hands"][seat]["count"]), int(view["totals"][seat]),
                    is_ai, seat == view.get("current") or seat == acting, int(turns[seat]))
