"""The typed shapes a Seal of Pragon position is read in: its phase, its result, and the view.

The view (:class:`PragonView`) is what the player knows and what the table and the AI read.
It is a ``TypedDict``, so a key renamed here fails type-checking at every reader, from the
engine to the table; at run time it is still the plain JSON data the protocol promises.
The parsers turn strings from a save back into the phase and result types, refusing
anything else, so a damaged save cannot put the state machine in a phase it does not know.
"""

from __future__ import annotations

from typing import Any, Final, Literal, TypedDict

from eternus.engine.pragon.effects import EffectJson

Phase = Literal["play", "effect", "place", "over"]
"""``play``: make hands (and, after one, end the round); ``effect``: use the last hand's
targeted effect; ``place``: no hand can be made, put a card face down; ``over``: won or lost."""

PLAY: Final = "play"
EFFECT: Final = "effect"
PLACE: Final = "place"
OVER: Final = "over"
PHASES: Final[tuple[Phase, ...]] = (PLAY, EFFECT, PLACE, OVER)

Result = Literal["won", "lost"]
RESULTS: Final[tuple[Result, ...]] = ("won", "lost")


def phase_from(value: object) -> Phase:
    """``value`` as a phase; ValueError for anything else."""
    for phase in PHASES:
        if value == phase:
            return phase
    raise ValueError(f"unknown phase {value!r}")


def result_from(value: object) -> Result | None:
    """``value`` as a result (None while the game goes on); ValueError for anything else."""
    if value is None:
        return None
    for result in RESULTS:
        if value == result:
            return result
    raise ValueError(f"unknown result {value!r}")


class PragonOptions(TypedDict):
    """The house rules a game was dealt with."""

    hard_mode: bool
    jokers_only_flip: bool


class StackView(TypedDict):
    """One stack as the player sees it. ``known`` lists its cards bottom first: a card the
    player has seen (the face-up top, or one seen before it was turned down), else None."""

    count: int
    top: str | None
    face_up: bool
    known: list[str | None]


class EffectView(EffectJson):
    """The effect in progress, with the sentence that says what it lets the player do."""

    text: str


class PragonView(TypedDict):
    """Everything the player knows: never an unseen face-down card, never the deck order."""

    game: str
    seat: int
    options: PragonOptions
    seats: list[dict[str, Any]]
    hand: list[str]
    stacks: dict[str, StackView]
    deck_count: int
    deck_known: list[str]
    discard: list[str]
    phase: Phase
    effect: EffectView | None
    round: int
    hands_this_round: int
    pairs_this_round: int
    pairs_left: int
    result: Result | None
    moves: int
