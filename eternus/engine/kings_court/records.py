"""The small records a King's Court state keeps: the turn in progress, a draw card aimed at
the next player, a Battle card on its way, the windows between turns, a Warlord, a Dark
Knight bet, the last hand's result, what a player showed it did not hold.

They are ``TypedDict``s, so they stay plain JSON (a state's JSON, and so a save, keeps its
shape) and :func:`eternus.engine.jsoncopy.copy_json` copies them as fast as search clones
need, while mypy checks every key from the engine to the table.
"""

from __future__ import annotations

from typing import Literal, TypedDict

#: The suit and kind (``[suit, match]``) a Protector brings back.
Restore = list[str | None]


class Turn(TypedDict):
    """What one turn accumulates before it ends (and is handed to the next player)."""

    done: bool            # the turn is over once the steps are
    played: bool
    drew: bool
    lost: bool            # a lost turn (Dungeon, draw card taken, On Guard penalty)
    skips: int            # players the turn passes over
    pending: int          # cards the next player is to draw
    stackable: bool       # the next player may stack a Drawbridge on them
    restore: Restore | None
    next: int | None      # who plays next, when a Royal Decree decided it
    escort_only: bool     # the dealer's first Fair Maiden still needs her escort
    asked: bool           # the partner was asked this turn
    must_go_out: bool     # the partner said Yes
    shield_last: bool     # a Shield card went as the last card: its action comes first
    guard: list[int]      # seats left with one card this turn
    option_suits: list[str]


def fresh_turn() -> Turn:
    return {"done": False, "played": False, "drew": False, "lost": False, "skips": 0,
            "pending": 0, "stackable": False, "restore": None, "next": None,
            "escort_only": False, "asked": False, "must_go_out": False, "shield_last": False,
            "guard": [], "option_suits": []}


class Pending(TypedDict):
    """Draw cards (or a Dungeon) aimed at ``to`` by ``by``, paid at the start of their turn."""

    to: int
    by: int
    count: int
    stackable: bool
    restore: Restore | None
    dungeon: bool


class Battle(TypedDict):
    """A Battle card in play: its effect, its player, whom it is aimed at (-1: the discard
    pile), the seats still to answer with a Defender, and those who did."""

    card: str
    by: int
    target: int | None
    queue: list[int]
    defended: list[int]


class GuardWindow(TypedDict):
    type: Literal["guard"]
    seat: int


class CatchWindow(TypedDict):
    type: Literal["catch"]
    seat: int
    order: list[int]      # the opponents still to decide, in turn order


class DarkKnightWindow(TypedDict):
    type: Literal["dk"]
    holder: int
    target: int


class EscapeWindow(TypedDict):
    type: Literal["escape"]
    seat: int


Window = GuardWindow | CatchWindow | DarkKnightWindow | EscapeWindow
"""A decision between turns (``type`` tells which)."""


class Takeover(TypedDict):
    """A Warlord played by ``by`` on ``target``'s next turn, or a Dark Knight bet by ``by``
    against the On Guard player ``target``."""

    by: int
    target: int


HandEnd = Literal["out", "blocked", "poison"]


class LastHand(TypedDict):
    hand: int
    winner: int | None
    reason: HandEnd
    scores: list[int]


class Charge(TypedDict):
    """Points a rule put on a seat's score this hand, and why: a Risk card another player
    played ("Poison Garden", -75), the Warlord, the cut for the dealing bonus. The hand
    summary names each, so a score such as -43 can be checked against the cards."""

    seat: int
    why: str
    points: int


class Lack(TypedDict):
    """What a seat showed the table it did not hold: it drew (or passed, after drawing or with
    nothing left to draw) on ``suit`` and ``match``, or took a draw card without an answer (``answer``;
    ``stackable``: a Drawbridge would have answered too). ``held`` is how many of the cards
    it held then are surely still in its hand: each card that leaves the hand since may have
    been one of them, so it counts one off."""

    suit: str
    match: str | None
    answer: bool
    stackable: bool
    held: int
