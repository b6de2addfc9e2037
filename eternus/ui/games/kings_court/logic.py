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
from collections.abc import Iterable, Sequence

from eternus.engine.core import Action, CardMoved, Event, State
from eternus.engine.events import DIRECTION_NAMES
from eternus.engine.kings_court.actions import (
    BurnCard, CallOnGuard, CatchOnGuard, Draw, LetGo, NameSuit, Pass, Play, StaySilent, TakeFromDeck,
    Target,
)
from eternus.engine.kings_court.dealing import BIG_TABLE_BONUS, CUT_ODDS, SMALL_TABLE_BONUS
from eternus.engine.kings_court.cards import BONUS_SUIT, CARDS, EFFECT_NAMES, KC_SUITS, KD_SUITS
from eternus.engine.kings_court.events import HandsSwapped
from eternus.engine.kings_court.phases import PHASE_PROMPTS
from eternus.engine.kings_court.records import DarkKnightWindow
from eternus.engine.kings_court.rules import KingsCourtMachine
from eternus.engine.kings_court.scoring import DARK_KNIGHT_STAKE
from eternus.engine.kings_court.views import KingsCourtView
from eternus.ui.table.animator import Together
from eternus.ui.table.display import Shown

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


def kings_court_view(state: State, seat: int) -> KingsCourtView:
    """``seat``'s view of a King's Court state, typed (the table reads it key by key)."""
    if not isinstance(state, KingsCourtMachine):
        raise TypeError(f"the King's Court table shows King's Court states, not {type(state).__name__}")
    return state.view(seat)


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


def piles_from_view(view: KingsCourtView, bottom: int, show_bottom: bool) -> dict[str, list[Shown]]:
    """The display of a view from the bottom seat's chair (its hand face up if ``show_bottom``)."""
    n = len(view["hands"])
    piles: dict[str, list[Shown]] = {z: [] for z in CARD_ZONES}
    piles["deck"] = [Shown(None, False)] * view["deck_count"]
    piles["discard"] = [Shown(c, True) for c in view["discard"]]
    piles["limbo"] = [Shown(c, True) for c in view["limbo"]]
    piles["played"] = [Shown(c, True) for c in view["played"]]
    for seat, h in enumerate(view["hands"]):
        zone = hand_zone(n, bottom, seat)
        if seat == bottom and show_bottom and h["cards"] is not None:
            piles[zone] = [Shown(c, True) for c in sorted(h["cards"], key=sort_key)]
        else:
            piles[zone] = [Shown(None, False)] * h["count"]
        piles[front_zone(n, bottom, seat)] = [Shown(c, True) for c in view["front"][seat] + view["dungeon"][seat]]
    return piles


# ---------------------------------------------------------------------- choices
def playable_cards(legal: Sequence[Action]) -> dict[str, list[Play]]:
    """Hand cards that may be played now (of the ``legal`` actions), each with its Play
    actions (a Magician has one per form)."""
    out: dict[str, list[Play]] = {}
    for a in legal:
        if isinstance(a, Play):
            out.setdefault(a.card, []).append(a)
    return out


def choice_actions(legal: Sequence[Action]) -> list[Action]:
    """What the choice panel offers: every legal action that is not a card play from the hand
    nor Draw/Pass (those have the hand and their buttons), nor an On Guard window (its own
    button). A Magician's forms are offered here as well, because one drop cannot say which."""
    out: list[Action] = []
    plays = playable_cards(legal)
    for a in legal:
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
    picks: list[tuple[str, BurnCard | TakeFromDeck]] = [
        (a.card, a) for a in actions if isinstance(a, (BurnCard, TakeFromDeck))]
    if picks and len(picks) == len(actions):
        seen: set[TwinKey] = set()
        unique: list[tuple[str, Action]] = []
        for card, action in sorted(picks, key=lambda p: sort_key(p[0])):
            if not isinstance(action, TakeFromDeck) or twin_key(card) not in seen:
                seen.add(twin_key(card))          # two copies in the draw pile are one choice
                unique.append((card, action))
        return unique
    return []


TwinKey = tuple[str, str, str, tuple[str, ...], int, int | None]


def twin_key(card: str) -> TwinKey:
    """What a card is in play (copies of one card share it; the box it came in does not count)."""
    info = CARDS[card]
    return (info.name, info.kind, info.effect, info.suits, info.points, info.value)


def burn_action(legal: Sequence[Action], card: str) -> BurnCard | None:
    """The Flaming Arrow's burn of ``card`` when that is the choice now (a click on the card)."""
    action = BurnCard(card)
    return action if action in legal else None


def suit_choices(legal: Sequence[Action]) -> list[NameSuit]:
    return [a for a in legal if isinstance(a, NameSuit)]


def target_choices(legal: Sequence[Action]) -> dict[int, Target]:
    return {a.seat: a for a in legal if isinstance(a, Target)}


# ---------------------------------------------------------------------- words
def card_name(card: str | None) -> str:
    return CARDS[card].name if card and card in CARDS else "a card"


def who(view: KingsCourtView, seat: int) -> str:
    return str(view["seats"][seat]["name"])


def owed_words(names: Sequence[str], owed: Sequence[int]) -> list[str]:
    """The points a hand has booked so far, said ever shorter (the table shows the first
    that fits): each player's, then by amount ("everyone but Cora -75"), then by how many
    ("-75 for 7 players")."""
    hits = [(seat, points) for seat, points in enumerate(owed) if points]
    each = ", ".join(f"{names[seat]} {points:+d}" for seat, points in hits)
    amounts: dict[int, list[int]] = {}
    for seat, points in hits:
        amounts.setdefault(points, []).append(seat)

    def who_got(seats: list[int]) -> str:
        others = [names[s] for s in range(len(names)) if s not in seats]
        if not others:
            return "everyone"
        if len(others) < len(seats):
            return "everyone but " + " and ".join(others)
        return ", ".join(names[s] for s in seats)

    grouped = ", ".join(f"{who_got(seats)} {points:+d}" for points, seats in amounts.items())
    counted = ", ".join(f"{points:+d} for {len(seats)} player{'s' if len(seats) != 1 else ''}"
                        for points, seats in amounts.items())
    return [f"This hand: {words}" for words in (each, grouped, counted)]


def partner_mark(view: KingsCourtView, seat: int) -> str:
    """" (partner)" after a name the viewer might aim at who plays on the viewer's side (a
    Battle card thrown at a partner costs the team), "" otherwise and at a table without
    partners."""
    teams = view["teams"]
    if seat == view["seat"] or len(set(teams)) == len(teams) or teams[seat] != teams[view["seat"]]:
        return ""
    return " (partner)"


def cards_word(count: int) -> str:
    """"1 card", "6 cards" (the panel said "1 cards")."""
    return f"{count} card{'' if count == 1 else 's'}"


def suit_label(suit: str) -> str:
    return suit.title() if suit else "\u2014"


def suit_to_follow(view: KingsCourtView, on_its_way: bool = False) -> str:
    """The suit the next card must follow, or "" while there is none yet: before the deal,
    while the first card is still on its way to the pile (``on_its_way``), and while the
    dealer has still to name the suit of a Kingdom card turned up first (the engine holds a
    placeholder suit until then, which the table showed as "Gold" before Burgundy was named)."""
    if view["phase"] == "cut" or on_its_way:
        return ""
    discard = view["discard"]
    first_unnamed = view["phase"] == "suit" and len(discard) <= 1 and not (discard and CARDS[discard[-1]].is_suit_card)
    return "" if first_unnamed else view["suit"]


def direction_word(view: KingsCourtView) -> str:
    return DIRECTION_NAMES[1 if view["direction"] >= 0 else -1]


def owed_draws(view: KingsCourtView) -> int:
    """Cards the next victim will draw as things stand (a Drawbridge stack, a Dragon, a Wizard):
    the count aimed at a player, or the one building up in this turn."""
    pending = view["pending"]
    return pending["count"] if pending is not None else view["turn"]["pending"]


def dark_knight_window(view: KingsCourtView) -> DarkKnightWindow | None:
    """The Dark Knight's question, while one is open."""
    return next((w for w in view["windows"] if w["type"] == "dk"), None)


def catch_culprit(view: KingsCourtView) -> int | None:
    """The silent player a catch window is about."""
    return next((w["seat"] for w in view["windows"] if w["type"] == "catch"), None)


def burn_destination(view: KingsCourtView) -> str:
    """Where a Flaming Arrow's card goes: "into Bram's hand" or "onto the discard pile" (the
    question said only "the card that burns", and a player aiming at a rival thought it
    would burn on the pile)."""
    battle = view["battle"]
    target = battle["target"] if battle is not None else None
    return f"into {who(view, target)}'s hand" if target is not None and target >= 0 else "onto the discard pile"


def prompt_for(view: KingsCourtView) -> str:
    """What the seat deciding now is asked, in words that say what each answer does (the
    rare questions name the players concerned and what is at stake)."""
    phase = view["phase"]
    n = len(view["hands"])
    if phase == "cut":
        bonus = BIG_TABLE_BONUS if n >= 4 else SMALL_TABLE_BONUS
        return (f"Dealing bonus: cut for the exact count of the deal (1 chance in {CUT_ODDS}). "
                f"A hit scores +{bonus} for every other player, a miss +{bonus} for you.")
    if phase == "answer":
        asker = who(view, view["current"])
        return (f"{asker}, your partner, asks: may I go out? After a Yes they must go out now "
                "or draw two and lose the turn; a No binds nobody.")
    knight = dark_knight_window(view)
    if phase == "dark_knight" and knight is not None:
        name = who(view, knight["target"])
        return (f"{name} is On Guard. Bet your Dark Knight? If {name} goes out this hand, "
                f"{name} takes {DARK_KNIGHT_STAKE} points off; if not, you take {DARK_KNIGHT_STAKE} points off "
                "your own score.")
    if phase == "escape":
        return ("Your last lost turn is over: climb out now (click the Dungeon in front of you). "
                "Stay, and you lose one more turn and draw one more card.")
    battle = view["battle"]
    if phase == "inspect" and battle is not None and battle["target"] is not None:
        return (f"Siege Tower: {who(view, battle['target'])}'s cards are shown. "
                "Hand them back when you have seen them.")
    if phase == "burn":
        return f"Flaming Arrow: choose the card that goes {burn_destination(view)}."
    if phase == "key":
        return "Secret Key: click the card you want (or arrows and Enter). The draw pile is shuffled after."
    if phase == "respond":
        owed = owed_draws(view)
        dungeon = view["pending"] is not None and view["pending"]["dungeon"]
        what = "A Dungeon is" if dungeon else f"{owed} cards are" if owed else "A draw card is"
        return f"{what} aimed at you: answer with a lit card, or take the penalty."
    if phase == "turn" and view["turn"]["must_go_out"]:
        return "Your partner said Yes: go out now with your last card, or draw two and lose the turn."
    if phase == "direction":
        return (f"Play goes {direction_word(view)}: keep that direction, reverse it, "
                "or skip the next player.")
    if phase in ("defend", "target"):
        name = EFFECT_NAMES[battle["card"]] if battle is not None else "the Battle card"
        if phase == "defend":
            whose = f"{who(view, battle['by'])}'s " if battle is not None else ""
            if not any(CARDS[c].effect == "defender" for c in view["hand"]):
                return f"{whose}{name} reaches you. You hold no Defender: let it happen."
            return f"{whose}{name} reaches you: play a Defender to stop it, or let it happen."
        return f"Aim the {name}: click a player's panel (or a choice below)."
    return PHASE_PROMPTS[phase]


def standings(view: KingsCourtView) -> list[tuple[int, int]]:
    """(seat, total) best first: the lowest total leads."""
    return sorted(enumerate(view["totals"]), key=lambda kv: (kv[1], kv[0]))


def history_rows(view: KingsCourtView, last: int = 6) -> Sequence[list[int]]:
    return view["history"][-last:]


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


def seat_info(view: KingsCourtView, seat: int, is_ai: bool) -> SeatInfo:
    return SeatInfo(seat, who(view, seat), view["hands"][seat]["count"], view["totals"][seat],
                    is_ai, seat in (view["current"], view["to_act"]), view["dungeon_turns"][seat])
