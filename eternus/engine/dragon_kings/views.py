"""Views (what one seat may know), JSON round trips, and determinizing a view.

Everything at a Hold'em table is public except the order of the deck, the burned cards and
the hole cards: a seat sees its own two cards, and another seat's only once they were shown
at a showdown. Folded and mucked hands are never shown. The bank ledger is public, and so
are the wing cards in play and the cards they bring out (the nest, the Knight of War's
card, the Queen of Avarice's draws), all dealt face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from eternus.engine.core import JsonDict, RecordError, Seat, View
from eternus.engine.dragon_kings import bank, betting, history, pot_places, wings
from eternus.engine.dragon_kings.options import DragonKingsOpts
from eternus.engine.dragon_kings.wings import hands as wing_hands
from eternus.engine.dragon_kings.phases import PHASES, Phase
from eternus.engine.dragon_kings.records import (
    BettingRound, LastHand, LedgerEntry, LogEntry, Pot, Tally, WingRecord, fresh_tallies,
)
from eternus.engine.jsoncopy import copy_json
from eternus.engine.rng import Rng

if TYPE_CHECKING:
    from eternus.engine.core import Game
    from eternus.engine.dragon_kings.state import HoldemState


class PublicState(TypedDict):
    """Everything about a state that every seat may know."""

    game: str
    seats: list[JsonDict]
    options: dict[str, Any]
    phase: Phase
    hand_no: int
    button: int
    small_blind_seat: int
    big_blind_seat: int
    actor: int | None
    stacks: list[int]
    bets: list[int]
    committed: list[int]
    dealt: list[bool]
    folded: list[bool]
    shown: list[bool]
    board: list[str]
    round: BettingRound
    ledger: list[LedgerEntry]
    rebuys_left: list[int]
    log: list[LogEntry]
    last_hand: LastHand | None
    wing: WingRecord
    tallies: list[Tally]
    busted_in: list[int]            # the hand each seat went out of chips in (0: not out)


class Legal(TypedDict):
    """The amounts the seat to act may choose between (for the table's buttons and slider)."""

    to_call: int
    can_raise: bool
    min_raise_to: int
    max_raise_to: int


class HoldemView(PublicState):
    """What ``seat`` knows: the public table, its own cards, the hands shown, the amounts."""

    seat: int
    to_act: int | None
    hole: list[str]
    hands: list[list[str] | None]   # hole cards shown at a showdown (None: not seen)
    hole_counts: list[int]
    face_up_hole: list[list[str]]   # hole cards face up (the Suicide King, the Knight of Fortune), by seat
    plays_as_suit: dict[str, str]   # board cards a wing card changes for this seat -> the suit they play as
    burned_count: int
    deck_count: int
    pots: list[Pot]                 # the chips already in the middle, main pot first
    pot_total: int                  # the pots and every bet in front of the seats
    blinds: list[int]               # small blind, big blind, ante
    paid_in: list[int]              # what each seat paid the bank
    legal: Legal | None             # only for the seat to act
    history: list[str]              # this seat's reading of the hand (it names its own hole cards)
    public_history: list[str]       # the same lines as anyone at the table reads them
    wings_in_play: list[str]        # the wing cards in effect, by name (a card code would read as a card seen)


class StateJson(PublicState):
    """A whole state as JSON (hidden cards included): what a save and a clone are made of."""

    rng: int
    hole: list[list[str]]
    deck: list[str]
    burned: list[str]


def _public(st: HoldemState) -> PublicState:
    return {
        "game": "dragon_kings", "seats": [s.to_json() for s in st.seats], "options": dict(st.options),
        "phase": st.phase, "hand_no": st.hand_no, "button": st.button,
        "small_blind_seat": st.small_blind_seat, "big_blind_seat": st.big_blind_seat,
        "actor": st.actor, "stacks": list(st.stacks), "bets": list(st.bets),
        "committed": list(st.committed), "dealt": list(st.dealt), "folded": list(st.folded),
        "shown": list(st.shown), "board": list(st.board), "round": copy_json(st.round),
        "ledger": copy_json(st.ledger), "rebuys_left": list(st.rebuys_left), "log": copy_json(st.log),
        "last_hand": copy_json(st.last_hand), "wing": copy_json(st.wing), "tallies": copy_json(st.tallies),
        "busted_in": list(st.busted_in),
    }


def _legal(st: HoldemState, seat: int) -> Legal | None:
    if st.to_act != seat:
        return None
    lim = betting.limits(st, seat)
    return {"to_call": lim.to_call, "can_raise": lim.can_raise,
            "min_raise_to": min(lim.min_to, lim.max_to), "max_raise_to": lim.max_to}


def view(st: HoldemState, seat: int) -> HoldemView:
    return HoldemView(
        **_public(st),
        seat=seat,
        to_act=st.to_act,
        hole=list(st.hole[seat]),
        hands=[list(cards) if st.shown[s] else None for s, cards in enumerate(st.hole)],
        hole_counts=[len(cards) for cards in st.hole],
        face_up_hole=[[c for c in cards if c in st.wing["face_up"] or c in st.wing["revealed"]] for cards in st.hole],
        plays_as_suit={card: played[1] for card, played in wing_hands.changed_board(st, seat).items()},
        burned_count=len(st.burned),
        deck_count=len(st.deck),
        pots=pot_places.shown(st),
        pot_total=st.pot_total(),
        blinds=[st.small_blind, st.big_blind, st.ante],
        paid_in=bank.paid_in(st),
        legal=_legal(st, seat),
        history=history.lines(st.log, st.names, st.hole[seat]),
        public_history=history.lines(st.log, st.names),
        wings_in_play=_wings_in_play(st),
    )


def _wings_in_play(st: HoldemState) -> list[str]:
    """The names of the wing cards in effect, in the order a table lists them: the two that
    are always in play first, then the permanent and the voluntary one. Named, not coded:
    the Grave Digger being in play says nothing about where the King of Spades lies."""
    cards = wings.in_play(st)
    order = [*wings.INVOLUNTARY, st.wing["permanent"], st.wing["voluntary"]]
    in_order = dict.fromkeys(card for card in order if card is not None and card in cards)
    return [wings.WING_CARDS[card].name for card in in_order]


def state_to_json(st: HoldemState) -> StateJson:
    return StateJson(**_public(st), rng=st.rng.state, hole=[list(h) for h in st.hole],
                     deck=list(st.deck), burned=list(st.burned))


def build_state(game: Game, data: JsonDict, check: bool = True) -> HoldemState:
    """A state from :func:`state_to_json` data; with ``check`` every card and chip must be there."""
    from eternus.engine.dragon_kings.rules import HoldemMachine  # the rules import this module: named late

    try:
        if data["game"] != "dragon_kings":
            raise ValueError(f"it is a {data['game']!r} state")
        st = HoldemMachine(
            seats=tuple(Seat.from_json(x) for x in data["seats"]),
            options=game.resolve_options(data["options"]), rng=Rng(int(data["rng"])),
            phase=data["phase"], hand_no=int(data["hand_no"]), button=int(data["button"]),
            small_blind_seat=int(data["small_blind_seat"]), big_blind_seat=int(data["big_blind_seat"]),
            actor=None if data["actor"] is None else int(data["actor"]),
            stacks=[int(x) for x in data["stacks"]], bets=[int(x) for x in data["bets"]],
            committed=[int(x) for x in data["committed"]], dealt=[bool(x) for x in data["dealt"]],
            folded=[bool(x) for x in data["folded"]], shown=[bool(x) for x in data["shown"]],
            hole=[[str(c) for c in h] for h in data["hole"]], board=[str(c) for c in data["board"]],
            deck=[str(c) for c in data["deck"]], burned=[str(c) for c in data["burned"]],
            round=copy_json(data["round"]), ledger=copy_json(data["ledger"]),
            rebuys_left=[int(x) for x in data["rebuys_left"]], log=copy_json(data["log"]),
            last_hand=copy_json(data["last_hand"]), wing=_wing(data["wing"]),
            tallies=_tallies(data.get("tallies"), len(data["seats"])),
            busted_in=[int(x) for x in data.get("busted_in") or [0] * len(data["seats"])],
        )
        if check:
            _check(st)
    except RecordError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RecordError(f"not a Dragon Kings state: {exc}") from exc
    return st


def _tallies(data: Any, seats: int) -> list[Tally]:
    """The seats' betting tallies (saves from before them start the tallies afresh)."""
    if data is None:
        return fresh_tallies(seats)
    return [{"actions": int(t["actions"]), "aggressive": int(t["aggressive"])} for t in data]


def _wing(data: Any) -> WingRecord:
    """The wing record from JSON, every field read (a missing one is a broken state, but for
    the Knights of Mercy and Fortune's and ``turn_in_resume``, which older saves do not have)."""
    def card(value: Any) -> str | None:
        return None if value is None else str(value)

    def seat(value: Any) -> int | None:
        return None if value is None else int(value)

    fortune = data.get("fortune")

    return {"voluntary": card(data["voluntary"]), "permanent": card(data["permanent"]),
            "honors": bool(data["honors"]), "choosers": [int(s) for s in data["choosers"]],
            "step": "permanent" if data["step"] == "permanent" else "voluntary",
            "nest": [str(c) for c in data["nest"]], "extra": [str(c) for c in data["extra"]],
            "extra_for": None if data["extra_for"] is None else int(data["extra_for"]),
            "draws": [card(c) for c in data["draws"]], "turning_in": [int(s) for s in data["turning_in"]],
            "turn_in_for": card(data["turn_in_for"]), "turn_in_resume": seat(data.get("turn_in_resume")),
            "battlefield": [str(c) for c in data["battlefield"]],
            "face_up": [str(c) for c in data["face_up"]], "voided": [str(c) for c in data["voided"]],
            "gold_chip": card(data["gold_chip"]), "mercy_token": seat(data.get("mercy_token")),
            "mercy_offer": bool(data.get("mercy_offer", False)), "mercy_owed": int(data.get("mercy_owed", 0)),
            "fortune": None if fortune is None else {
                "queue": [int(s) for s in fortune["queue"]], "call": int(fortune["call"]),
                "penalty": int(fortune["penalty"]), "resume": seat(fortune["resume"])},
            "revealed": [str(c) for c in data.get("revealed", [])],
            "pot_paid": [int(x) for x in data.get("pot_paid", [0] * len(data["draws"]))]}


def _check(st: HoldemState) -> None:
    """Refuse a state whose seats, cards or chips do not add up."""
    n = st.n
    per_seat = (st.stacks, st.bets, st.committed, st.dealt, st.folded, st.shown, st.hole,
                st.rebuys_left, st.round["acted"], st.wing["draws"], st.wing["pot_paid"], st.tallies, st.busted_in)
    if any(len(values) != n for values in per_seat):
        raise RecordError("not a Dragon Kings state: the seats and the per-seat lists do not agree")
    if st.phase not in PHASES:
        raise RecordError(f"not a Dragon Kings state: unknown phase {st.phase!r}")
    everything = st.all_cards()
    deck = st.preset.deck
    if len(everything) != len(deck) or set(everything) != set(deck):
        raise RecordError(f"not a Dragon Kings state: the {len(deck)} cards are not all there exactly once")
    if any(x < 0 for x in st.stacks + st.bets + st.committed):
        raise RecordError("not a Dragon Kings state: a negative number of chips")
    if any(b > c for b, c in zip(st.bets, st.committed, strict=True)):
        raise RecordError("not a Dragon Kings state: a bet larger than what the seat put in")
    if any(line["seat"] not in range(n) for line in st.ledger):
        raise RecordError("not a Dragon Kings state: the ledger names a seat that is not there")
    if st.chips_on_table() != sum(line["amount"] for line in st.ledger):
        raise RecordError("not a Dragon Kings state: the chips on the table do not match the bank ledger")
    if st.actor is not None and st.actor not in range(n):
        raise RecordError("not a Dragon Kings state: the seat to act is not at the table")


def known_cards(data: View) -> set[str]:
    """The cards of the current hand a view shows: its own hole cards, the board, shown hands."""
    wing = data["wing"]
    known = set(data["hole"]) | set(data["board"]) | set(wing["nest"]) | set(wing["extra"])
    known |= set(wing["battlefield"]) | set(wing["voided"]) | set(wing["face_up"]) | set(wing["revealed"])
    known |= {c for c in wing["draws"] if c is not None}
    for cards in data["hands"]:
        if cards is not None:
            known.update(cards)
    return known


def determinize(game: Game, data: View, seat: int, rng: Rng) -> HoldemState:
    """A full state matching ``seat``'s view: the unseen cards dealt at random to the unseen
    places (the other hole cards, folded ones included, the burned cards, the deck)."""
    from eternus.engine.dragon_kings.presets import PRESETS

    preset = DragonKingsOpts.of(game.resolve_options(data["options"])).preset
    known = known_cards(data)
    unknown = [c for c in PRESETS[preset].deck if c not in known]
    rng.shuffle(unknown)
    hole: list[list[str]] = []
    for s, count in enumerate(data["hole_counts"]):
        shown = data["hands"][s]
        if s == seat:
            hole.append(list(data["hole"]))
        elif shown is not None:
            hole.append(list(shown))
        else:
            face_up = list(data["face_up_hole"][s])
            hole.append(face_up + [unknown.pop() for _ in range(int(count) - len(face_up))])
    burned = [unknown.pop() for _ in range(int(data["burned_count"]))]
    if len(unknown) != int(data["deck_count"]):
        raise ValueError("view is inconsistent: the unseen cards do not fill the unseen places")
    public = {key: data[key] for key in PublicState.__required_keys__}
    full: JsonDict = {**public, "rng": rng.next_u64(), "hole": hole, "deck": unknown, "burned": burned}
    return build_state(game, full, check=False)
