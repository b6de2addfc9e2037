"""The small records a Hold'em state keeps: the betting round, the bank ledger, the hand's
log, the pots and the last hand's result.

They are ``TypedDict``s, so they stay plain JSON (a state's JSON, and so a save, keeps its
shape) and copy as fast as search clones need, while mypy checks every key from the engine
to the table.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict


class BettingRound(TypedDict):
    """One street's betting, beyond the chips in front of each seat (``State.bets``).

    ``level`` is what every seat still in must match (preflop at least the big blind, even
    when the big blind was short); ``min_raise`` the size of the last full raise (at least
    the big blind): a raise must add at least that much. ``acted[s]`` is the level seat ``s``
    last acted at (None: not yet this street); it decides whether a short all-in reopened
    the raising for that seat. ``aggressor`` is the last seat that bet or raised this street.
    """

    level: int
    min_raise: int
    aggressor: int | None
    acted: list[int | None]


def fresh_round(seats: int, level: int, min_raise: int) -> BettingRound:
    return {"level": level, "min_raise": min_raise, "aggressor": None, "acted": [None] * seats}


LedgerKind = Literal["buy_in", "rebuy", "bonus"]


class LedgerEntry(TypedDict):
    """Chips that came onto the table from the bank (``amount`` to ``seat``, before ``hand``):
    bought (a buy-in, a re-buy) or given (a house bonus: the first black King, first honors)."""

    seat: int
    kind: LedgerKind
    amount: int
    hand: int


class Tally(TypedDict):
    """A seat's betting over the match so far, as every player at the table saw it: its
    decisions (fold, check, call, bet, raise, all in) and how many of them bet or raised."""

    actions: int
    aggressive: int


AGGRESSIVE: tuple[str, ...] = ("bet", "raise", "all_in")


def fresh_tallies(seats: int) -> list[Tally]:
    return [{"actions": 0, "aggressive": 0} for _ in range(seats)]


def count(tally: Tally, what: str) -> None:
    """Add one betting decision (its log kind) to a seat's tally."""
    tally["actions"] += 1
    tally["aggressive"] += what in AGGRESSIVE


class Pot(TypedDict):
    """A main or side pot: its chips and the seats that can win it."""

    amount: int
    eligible: list[int]


LogKind = Literal["start", "ante", "small_blind", "big_blind", "deal", "fold", "check", "call",
                  "bet", "raise", "all_in", "uncalled", "street", "show", "muck", "win",
                  "rebuy", "bust", "draw", "bonus", "wing", "permanent", "keep", "nest", "extra",
                  "avarice", "pays", "turn_in", "keep_cards", "battlefield", "third_card",
                  "suicide", "void", "gold_call", "gold_chip", "mercy_token", "buy_back",
                  "stay_out", "fortune", "fortune_call", "fortune_fold", "show_fortune", "sit_out"]


class LogEntry(TypedDict):
    """One public line of the hand's history, as data (:mod:`history` puts it in words).

    ``cards`` are only ever cards everyone has seen (the board, a hand shown): the log is
    public. ``amount`` is the chips (for ``start`` the hand's number; for ``bet`` and
    ``raise`` the seat's whole bet after it, for ``call`` and ``all_in`` the chips added);
    ``name`` is a shown hand's name or the street dealt; ``pot`` the pot a ``win`` came from
    (for ``pays``, the seat that was paid).
    """

    what: LogKind
    seat: int | None
    amount: int
    cards: list[str]
    name: str
    pot: int


def entry(what: LogKind, seat: int | None = None, amount: int = 0, cards: list[str] | None = None,
          name: str = "", pot: int = 0) -> LogEntry:
    return {"what": what, "seat": seat, "amount": amount, "cards": list(cards or []), "name": name,
            "pot": pot}


class ShownHand(TypedDict):
    """A hand turned face up at the showdown, and its name ("Two pair, Aces and Sixes")."""

    seat: int
    cards: list[str]
    name: str


class Award(TypedDict):
    """``amount`` chips of pot ``pot`` (0 the main pot) paid to ``seat``, for ``hand`` (the
    hand as told, a nest hand, "Black Death"; "" uncontested; saves before it lack it)."""

    seat: int
    pot: int
    amount: int
    hand: NotRequired[str]


class LastHand(TypedDict):
    """The result of the last finished hand, for the table and the results screen."""

    hand: int
    board: list[str]
    shown: list[ShownHand]
    awards: list[Award]
    history: list[str]
    put_in: NotRequired[list[int]]     # chips each seat put into this hand (saves before it lack it)
    stacks: NotRequired[list[int]]     # each stack once the pots were paid, before any re-buy
    draws: NotRequired[list[str | None]]   # the Queen of Avarice's cards, when she stopped the hand
    out: NotRequired[list[int]]        # seats that ran out of chips this hand with no re-buy left
    rebought: NotRequired[list[int]]   # seats that ran out of chips this hand and bought in again
    asked: NotRequired[list[int]]      # seats out of chips with a re-buy left, still to say (rules 3)
    sat_out: NotRequired[list[int]]    # seats that ran out of chips and chose not to buy in (rules 3)


ChoiceStep = Literal["voluntary", "permanent"]


class FortuneRound(TypedDict):
    """The Knight of Fortune's special round: ``queue`` the seats still to answer (the first is
    to act), each calling ``call`` or folding; a fold pays ``penalty`` into the pot first (0 when
    the Knight was shown from the hole). ``resume`` is the seat whose turn goes on afterwards
    (the Knight's holder), or None: the street's betting starts from the button's left."""

    queue: list[int]
    call: int
    penalty: int
    resume: int | None


class WingRecord(TypedDict):
    """The wing cards of a Dragon Kings match (all empty at Hold'em and Swords).

    ``voluntary`` is the voluntary wing card in play, ``permanent`` the one twinned dragon
    kings made permanent; ``honors`` whether first honors were paid. Between hands,
    ``choosers`` are the seats still to choose (the first is to act) and ``step`` what they
    choose. ``nest`` (Black Death), ``extra`` (the Knight of War's card, for every player or,
    with ``extra_for``, for that seat only), ``draws`` (the Queen of Avarice's cards, one
    per seat still in, ``None`` for the others) and ``battlefield`` (the Queen of Chaos's) are
    cards of the hand beside the board, face up. During a hand, ``turning_in`` are the seats
    still to turn in hole cards for the wing card ``turn_in_for`` (the first is to act), and
    ``turn_in_resume`` the seat whose turn goes on after them (None: the street's betting
    starts; a seat when the Knight of the Void's replacement card opened the round);
    ``face_up`` are hole cards laid face up and dead (the Suicide King), ``voided`` board
    cards the Knight of the Void replaced (face up in the muck). ``gold_chip`` is where the
    Gold Dragon's chip lies: ``"table"`` (antes are four times as large), ``"seat:N"`` (that
    seat's), or None.

    The Knight of Mercy: ``mercy_token`` is the seat holding the token of mercy (or None),
    ``mercy_offer`` True while that seat, folded, is asked whether to buy back in, and
    ``mercy_owed`` what the bank pays each player at the end of this hand for the Knight on
    the board. The Knight of Fortune: ``fortune`` is its special round while one runs,
    ``revealed`` hole cards shown face up that still play (the Knight shown from the hole).
    ``pot_paid`` is what each seat put straight into the pot this hand (Fortune's calls and
    penalties, a buy-back): chips no bet has to match, so never returned as uncalled.
    """

    voluntary: str | None
    permanent: str | None
    honors: bool
    choosers: list[int]
    step: ChoiceStep
    nest: list[str]
    extra: list[str]
    extra_for: int | None
    draws: list[str | None]
    turning_in: list[int]
    turn_in_for: str | None
    turn_in_resume: int | None
    battlefield: list[str]
    face_up: list[str]
    voided: list[str]
    gold_chip: str | None
    mercy_token: int | None
    mercy_offer: bool
    mercy_owed: int
    fortune: FortuneRound | None
    revealed: list[str]
    pot_paid: list[int]


def fresh_wings(seats: int) -> WingRecord:
    return {"voluntary": None, "permanent": None, "honors": False, "choosers": [], "step": "voluntary",
            "nest": [], "extra": [], "extra_for": None, "draws": [None] * seats, "turning_in": [],
            "turn_in_for": None, "turn_in_resume": None, "battlefield": [], "face_up": [], "voided": [],
            "gold_chip": None,
            "mercy_token": None, "mercy_offer": False, "mercy_owed": 0, "fortune": None, "revealed": [],
            "pot_paid": [0] * seats}
