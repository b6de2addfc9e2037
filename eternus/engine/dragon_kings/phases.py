"""The phases of a Hold'em match, written once.

A hand goes preflop, flop, turn, river: the four betting streets, each a decision of the
seat whose turn it is. ``showdown`` and ``hand_over`` are passed through inside one
``apply`` (hands shown, pots paid, the next hand dealt), so a state at rest is always on a
betting street or ``match_over``; they are phases all the same so that the record of a hand
can say where it ended. At Dragon Kings a match may also rest in ``wing_choice``, between
hands, while a seat that held a black King chooses the wing cards, and (from rules 3) in
``rebuy_choice``, while a seat that ran out of chips with a re-buy left says whether it buys
in again. ``Phase`` is a
``Literal``: a phase renamed here and not at the table fails the type check.
"""

from __future__ import annotations

from typing import Final, Literal, TypeGuard, get_args

Phase = Literal["preflop", "flop", "turn", "river", "showdown", "hand_over", "wing_choice", "rebuy_choice",
                "match_over"]
PHASES: Final[tuple[Phase, ...]] = get_args(Phase)

Street = Literal["preflop", "flop", "turn", "river"]
STREETS: Final[tuple[Street, ...]] = get_args(Street)

PREFLOP: Final = "preflop"
FLOP: Final = "flop"
TURN: Final = "turn"
RIVER: Final = "river"
SHOWDOWN: Final = "showdown"
HAND_OVER: Final = "hand_over"
WING_CHOICE: Final = "wing_choice"
REBUY_CHOICE: Final = "rebuy_choice"
MATCH_OVER: Final = "match_over"

#: How many board cards lie face up once a street is dealt.
BOARD_SIZE: Final[dict[Street, int]] = {PREFLOP: 0, FLOP: 3, TURN: 4, RIVER: 5}

#: The street after each one (the river is followed by the showdown).
NEXT_STREET: Final[dict[Street, Street]] = {PREFLOP: FLOP, FLOP: TURN, TURN: RIVER}


def is_street(phase: Phase) -> TypeGuard[Street]:
    """True on the four betting streets (a seat has a decision)."""
    return phase in STREETS
