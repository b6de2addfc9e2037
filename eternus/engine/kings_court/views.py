"""Views (what one seat may know), JSON round trips, and determinizing a view.

The public part of a state is everything except the order and content of the draw pile
and the cards in other players' hands. A view shows a hand's cards only to its owner,
to the Siege Tower player while inspecting it, and to the Warlord's player during the
turn they took over; the draw pile's content only to the Secret Key player choosing from
it (sorted, never in order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict
from collections.abc import Callable

from eternus.engine.core import JsonDict, RecordError, Seat, View
from eternus.engine.jsoncopy import copy_json
from eternus.engine.kings_court.cards import CARDS, deck_for, suits_of
from eternus.engine.kings_court.lacks import could_hold_all
from eternus.engine.kings_court.phases import INSPECT, KEY, PHASES, Phase, Step
from eternus.engine.kings_court.records import Battle, Charge, Lack, LastHand, Pending, Takeover, Turn, Window
from eternus.engine.rng import Rng

if TYPE_CHECKING:
    from eternus.engine.core import Game
    from eternus.engine.kings_court.state import KingsCourtState


class PublicState(TypedDict):
    """Everything about a state that every seat may know."""

    game: str
    seats: list[JsonDict]
    options: dict[str, Any]
    phase: Phase
    decider: int | None
    current: int
    dealer: int
    direction: int
    suit: str
    match: str | None
    resume: int | None
    controller: int | None
    hand_no: int
    idle: int
    live: bool
    moves: int
    discard: list[str]
    limbo: list[str]
    played: list[str]
    steps: list[Step]
    dungeon_turns: list[int]
    escape_missed: list[bool]
    penalized: list[bool]
    guarded: list[bool]
    adjust: list[int]
    totals: list[int]
    winners: list[int]
    front: list[list[str]]
    dungeon: list[list[str]]
    turn: Turn
    pending: Pending | None
    battle: Battle | None
    windows: list[Window]
    warlord: Takeover | None
    dark_knight: Takeover | None
    history: list[list[int]]
    last_hand: LastHand | None
    lacks: list[list[Lack]]


class HandView(TypedDict):
    """A hand as one seat sees it: always its size, its cards only where they may be seen."""

    count: int
    cards: list[str] | None


class KingsCourtView(PublicState):
    """What ``seat`` knows: the public state, its own hand, the other hands' sizes."""

    seat: int
    to_act: int | None
    top: str | None
    deck_count: int
    hand: list[str]
    hands: list[HandView]
    deck_cards: list[str] | None   # the Secret Key's choice, sorted (never the order)
    suits: list[str]
    teams: list[int]
    known: list[list[str]]         # the cards this seat knows in each other hand (known.py)


class StateJson(PublicState):
    """A whole state as JSON (hidden cards included): what clones of a save are made from."""

    rng: int
    hands: list[list[str]]
    deck: list[str]
    known: list[list[list[str]]]
    charges: list[Charge]     # why each seat's adjustments are what they are (not in a view:
                              # nobody decides by it, and a view seeds the AI's rolls)


def _public(st: KingsCourtState) -> PublicState:
    return {
        "game": "kings_court", "seats": [s.to_json() for s in st.seats], "options": dict(st.options),
        "phase": st.phase, "decider": st.decider, "current": st.current, "dealer": st.dealer,
        "direction": st.direction, "suit": st.suit, "match": st.match, "resume": st.resume,
        "controller": st.controller, "hand_no": st.hand_no, "idle": st.idle, "live": st.live,
        "moves": st.moves, "discard": list(st.discard), "limbo": list(st.limbo),
        "played": list(st.played), "steps": list(st.steps), "dungeon_turns": list(st.dungeon_turns),
        "escape_missed": list(st.escape_missed), "penalized": list(st.penalized),
        "guarded": list(st.guarded), "adjust": list(st.adjust), "totals": list(st.totals),
        "winners": list(st.winners), "front": copy_json(st.front), "dungeon": copy_json(st.dungeon),
        "turn": copy_json(st.turn), "pending": copy_json(st.pending), "battle": copy_json(st.battle),
        "windows": copy_json(st.windows), "warlord": copy_json(st.warlord),
        "dark_knight": copy_json(st.dark_knight), "history": copy_json(st.history),
        "last_hand": copy_json(st.last_hand), "lacks": copy_json(st.lacks),
    }


def visible_hands(st: KingsCourtState, seat: int) -> set[int]:
    """Whose hand ``seat`` may see right now."""
    seen = {seat}
    if st.phase == INSPECT and st.decider == seat and st.battle is not None:
        target = st.battle["target"]
        if target is not None and target >= 0:
            seen.add(target)
    if st.controller == seat:
        seen.add(st.current)
    return seen


def view(st: KingsCourtState, seat: int) -> KingsCourtView:
    seen = visible_hands(st, seat)
    return KingsCourtView(
        **_public(st),
        seat=seat,
        to_act=st.to_act,
        top=st.discard[-1] if st.discard else None,
        deck_count=len(st.deck),
        hand=list(st.hands[seat]),
        hands=[{"count": len(h), "cards": list(h) if s in seen else None} for s, h in enumerate(st.hands)],
        deck_cards=sorted(st.deck) if st.phase == KEY and st.decider == seat else None,
        suits=list(st.suits),
        teams=[st.team(s) for s in range(st.n)],
        known=[list(cards) for cards in st.known[seat]],
    )


def state_to_json(st: KingsCourtState) -> StateJson:
    return StateJson(**_public(st), rng=st.rng.state, hands=[list(h) for h in st.hands],
                     deck=list(st.deck), known=copy_json(st.known),
                     charges=copy_json(st.charges))


def build_state(game: Game, data: JsonDict, check: bool = True) -> KingsCourtState:
    """A state from :func:`state_to_json` data; with ``check`` the cards must all be there."""
    from eternus.engine.kings_court.rules import KingsCourtMachine  # the rules import this module: named late

    try:
        seats = tuple(Seat.from_json(x) for x in data["seats"])
        options = game.resolve_options(data["options"])
        cards = tuple(deck_for(options))
        n = len(seats)
        st = KingsCourtMachine(
            seats=seats, options=options, rng=Rng(int(data["rng"])), cards=cards,
            suits=suits_of(cards), hands=[[str(c) for c in h] for h in data["hands"]],
            deck=[str(c) for c in data["deck"]],
            phase=data["phase"], decider=data["decider"], current=int(data["current"]),
            dealer=int(data["dealer"]), direction=int(data["direction"]), suit=str(data["suit"]),
            match=data["match"], resume=data["resume"], controller=data["controller"],
            hand_no=int(data["hand_no"]), idle=int(data["idle"]), live=bool(data["live"]),
            moves=int(data["moves"]), discard=list(data["discard"]), limbo=list(data["limbo"]),
            played=list(data["played"]), steps=list(data["steps"]),
            dungeon_turns=list(data["dungeon_turns"]), escape_missed=list(data["escape_missed"]),
            penalized=list(data["penalized"]), guarded=list(data["guarded"]),
            adjust=list(data["adjust"]), charges=copy_json(data.get("charges", [])),
            totals=list(data["totals"]), winners=list(data["winners"]),
            front=copy_json(data["front"]), dungeon=copy_json(data["dungeon"]),
            turn=copy_json(data["turn"]), pending=copy_json(data["pending"]),
            battle=copy_json(data["battle"]), windows=copy_json(data["windows"]),
            warlord=copy_json(data["warlord"]), dark_knight=copy_json(data["dark_knight"]),
            history=copy_json(data["history"]), last_hand=copy_json(data["last_hand"]),
            lacks=_lacks(data.get("lacks", [None] * n)),  # states saved before lacks were kept
            known=copy_json(data.get("known", [[[] for _ in range(n)] for _ in range(n)])),  # ... or knowledge
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RecordError(f"not a King's Court state: {exc}") from exc
    if not check:
        return st
    if (len(st.hands) != n or len(st.front) != n or len(st.dungeon) != n or len(st.totals) != n
            or len(st.lacks) != n or len(st.known) != n or any(len(row) != n for row in st.known)):
        raise RecordError("not a King's Court state: the seats and the zones do not agree")
    if st.phase not in PHASES:
        raise RecordError(f"not a King's Court state: unknown phase {st.phase!r}")
    if any(not isinstance(lack, dict) or set(lack) != set(Lack.__required_keys__)
           or not isinstance(lack["held"], int) for shown_by in st.lacks for lack in shown_by):
        raise RecordError("not a King's Court state: a record of what a player lacked is malformed")
    if any(card not in st.hands[y] for row in st.known for y, cards in enumerate(row) for card in cards):
        raise RecordError("not a King's Court state: a player knows of a card that is not in that hand")
    everything = st.all_cards()
    if any(c not in CARDS for c in everything):
        raise RecordError("not a King's Court state: it holds a card that does not exist")
    if len(everything) != len(cards) or set(everything) != set(cards):
        raise RecordError(f"not a King's Court state: the {len(cards)} cards are not all there "
                          "exactly once")
    return st


def _lacks(saved: list[Any]) -> list[list[Lack]]:
    """The lacks as saved: a list per seat, or (states saved when a seat kept only its latest
    showing) one lack or None per seat."""
    return [copy_json(entry) if isinstance(entry, list) else [] if entry is None else [copy_json(entry)]
            for entry in saved]


def cards_in_sight(data: View) -> set[str]:
    """Every card a view shows: the piles, the cards in front of players, the visible hands."""
    known: set[str] = set(data["discard"]) | set(data["limbo"]) | set(data["played"])
    for zone in (data["front"], data["dungeon"]):
        for cards in zone:
            known.update(cards)
    for h in data["hands"]:
        if h["cards"] is not None:
            known.update(h["cards"])
    return known


def _sampled_hand(unknown: list[str], known: list[str], count: int, lacks: list[Lack]) -> list[str]:
    """The ``known`` cards, then cards taken from the end of the shuffled ``unknown`` up to
    ``count``. With lacks, the hand first gets as many cards as each says were kept (less the
    known ones, which it may have counted), oldest first: the cards the oldest speaks of
    could be held at every showing since, the next ones at every showing but the oldest, and
    so on (``lacks.py``), as far as the unseen cards allow."""
    hand = list(known)
    for lack in sorted(lacks, key=lambda shown: shown["held"]):
        kept = min(lack["held"], count)
        narrower = lacks_from(lacks, lack["held"])
        for i in range(len(unknown) - 1, -1, -1):
            if len(hand) >= kept:
                break
            if could_hold_all(narrower, unknown[i]):
                hand.append(unknown.pop(i))
    hand.extend(unknown.pop() for _ in range(count - len(hand)))
    return hand


def lacks_from(lacks: list[Lack], held: int) -> list[Lack]:
    """The lacks that speak of at least ``held`` cards: all of them apply to those cards."""
    return [shown for shown in lacks if shown["held"] >= held]


def determinize(game: Game, data: View, seat: int, rng: Rng) -> KingsCourtState:
    """A full state matching ``seat``'s view (:func:`sampler`, for one world)."""
    return sampler(game, data, seat)(rng)


def sampler(game: Game, data: View, seat: int) -> Callable[[Rng], KingsCourtState]:
    """Full states matching ``seat``'s view, one per call: unseen cards dealt at random to the
    unseen places, save that a hand holds the cards ``seat`` knows are in it (``known.py``)
    and a hand which showed lacks (``lacks.py``) gets its surely-kept cards from those it
    could hold (as many as the unseen cards allow).

    What every world shares (the cards in sight, the public state) is worked out once, and
    each world is a copy of that with its own hands, draw pile and generator: building the
    state from the view's JSON was a sixth of the expert's thinking time."""
    options = game.resolve_options(data["options"])
    in_sight = cards_in_sight(data)
    deck_cards = data.get("deck_cards")
    if deck_cards is not None:
        in_sight.update(deck_cards)
    hidden = [s for s, h in enumerate(data["hands"]) if h["cards"] is None]
    held = {s: list(data["known"][s]) for s in hidden}
    in_sight.update(card for cards in held.values() for card in cards)
    unseen = [c for c in deck_for(options) if c not in in_sight]
    seen_hands: list[list[str]] = [list(h["cards"] or ()) for h in data["hands"]]
    hidden.sort(key=lambda s: -len(data["lacks"][s]))  # the narrower hands first
    deck_count = int(data["deck_count"])
    public = {key: data[key] for key in PublicState.__required_keys__}
    n = len(seen_hands)
    rows = [[list(cards) for cards in data["known"]] if x == seat else [[] for _ in range(n)] for x in range(n)]
    template = build_state(game, {**public, "rng": 0, "hands": seen_hands, "deck": [], "known": rows},
                           check=False)

    def world(rng: Rng) -> KingsCourtState:
        unknown = list(unseen)
        rng.shuffle(unknown)
        hands = [list(h) for h in seen_hands]
        for s in hidden:
            hands[s] = _sampled_hand(unknown, held[s], int(data["hands"][s]["count"]), data["lacks"][s])
        if deck_cards is not None:
            deck = list(deck_cards)
            rng.shuffle(deck)
        else:
            deck = unknown
            unknown = []
        if unknown or len(deck) != deck_count:
            raise ValueError("view is inconsistent: the unseen cards do not fill the unseen places")
        st = template.clone()
        st.rng, st.hands, st.deck = Rng(rng.next_u64()), hands, deck
        return st

    return world
