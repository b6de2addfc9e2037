"""What a Pragon position is worth to the search when a playout stops short of the end.

The table's own heuristic (share of the table cleared) hardly tells a winning position from
a losing one: over four million positions of the rollout policy's games it correlates 0.03
with the result, because early positions have full tables whether the deal is won or not.
What matters is the table *against* what is left to clear it with: the deck, the hand, the
face-up cards. This module scores that with a logistic model, fitted on those games by
``tools/fit_pragon_value.py`` (correlation 0.38 with the result on held-out games).

The model is the chance that the rollout policy itself, played on to the end, wins from
here. A playout cut after a few moves and scored by it estimates the same thing as a
playout run to the end, with far less noise.

Only counts the player can see are read (table, deck and hand sizes, which tops are face
up, the cards they placed face down), so it is the same in every sampled world of a view.
"""

from __future__ import annotations

import math

from eternus.engine.cards import is_joker
from eternus.engine.pragon.state import PragonState
from eternus.engine.pragon.views import EFFECT, PLACE

FEATURES = (
    "bias", "table cards", "deck cards", "hand cards", "face-up tops", "face-down tops",
    "jokers in hand", "face-down cards seen", "effect pending", "placing", "pairs this round",
    "table x deck", "table squared", "deck squared",
)

# Fitted by tools/fit_pragon_value.py (its defaults), in the order of FEATURES.
WEIGHTS = (
    -1.1776, -0.6700, 0.1773, 0.0139, 0.6226, 0.6046,
    0.0588, -0.2570, -0.0554, -1.0586, -0.0797,
    0.0102, 0.0120, -0.0063,
)


def features(state: PragonState) -> tuple[float, ...]:
    """The counts the model reads, in the order of :data:`FEATURES`."""
    table = state.table
    cards = face_up = face_down = 0
    for stack, pile in table.cards.items():
        if pile:
            cards += len(pile)
            if table.up[stack]:
                face_up += 1
            else:
                face_down += 1
    deck = len(state.deck)
    return (
        1.0, cards, deck, len(state.hand), face_up, face_down,
        sum(1 for card in state.hand if is_joker(card)), len(state.known_down),
        1.0 if state.phase == EFFECT else 0.0, 1.0 if state.phase == PLACE else 0.0,
        state.pairs_this_round, cards * deck, cards * cards, deck * deck,
    )


def win_chance(state: PragonState, weights: tuple[float, ...] = WEIGHTS) -> float:
    """The model's chance of a win from ``state`` (not over), in (0, 1)."""
    score = sum(w * x for w, x in zip(weights, features(state), strict=True))
    return 1.0 / (1.0 + math.exp(-score))
