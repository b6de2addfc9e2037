"""Build exact Seal of Pragon positions for rule tests.

Name the cards that matter; every other card of the 54 goes to the bottom of the deck
(or, with ``rest_to="discard"``, to the discard pile) so the position stays complete.
"""

from __future__ import annotations

from typing import Any

from eternus.engine.cards import standard_deck
from eternus.engine.core import Seat
from eternus.engine.pragon.game import PragonGame
from eternus.engine.pragon.rules import PragonMachine
from eternus.engine.pragon.state import PragonState
from eternus.engine.pragon.star import STACKS
from eternus.engine.pragon.tableau import Tableau
from eternus.engine.pragon.views import Phase
from eternus.engine.rng import Rng
from walks import random_moves

GAME = PragonGame()


def position(stacks: dict[str, list[str]] | None = None, up: dict[str, bool] | None = None,
             hand: list[str] | None = None, deck_top: list[str] | None = None,
             discard: list[str] | None = None, phase: Phase = "play", rest_to: str = "deck",
             seed: int = 1, **options: Any) -> PragonState:
    """Stacks list cards bottom first; ``deck_top`` lists the next draws, first drawn first."""
    stacks = {s: list((stacks or {}).get(s, [])) for s in STACKS}
    up = {s: bool((up or {}).get(s, False)) for s in STACKS}
    hand = list(hand or [])
    deck_top = list(deck_top or [])
    discard = list(discard or [])
    used = [c for s in STACKS for c in stacks[s]] + hand + deck_top + discard
    assert len(used) == len(set(used)), "a card is named twice"
    rest = [c for c in standard_deck(jokers=2) if c not in used]
    if rest_to == "discard":
        discard = rest + discard
        deck = list(reversed(deck_top))
    else:
        deck = rest + list(reversed(deck_top))
    return PragonMachine(seats=(Seat("Tester"),), options=GAME.resolve_options(options),
                       rng=Rng(seed), table=Tableau(stacks, up), deck=deck, hand=hand,
                       discard=discard, phase=phase, round_no=1)


def table_counts(state: PragonState) -> dict[str, int]:
    return {s: len(state.table.cards[s]) for s in STACKS}


def total_cards(state: PragonState) -> int:
    return state.table.count() + len(state.deck) + len(state.hand) + len(state.discard)


def random_walk(seed: int, steps: int) -> PragonState:
    """Deal ``seed`` and play up to ``steps`` random legal moves (seeded by the deal)."""
    from eternus.engine.pragon.game import new_game

    return random_moves(new_game(seed), steps, seed)
