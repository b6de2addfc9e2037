"""How often a hand wins: a Monte-Carlo estimate over the cards a player has not seen.

The poker AI decides from this: its share of the pot against ``opponents`` random hands,
given its hole cards and the board so far. Speed matters (ten thousand deals in a few tens
of milliseconds), so the deals are cut from one shuffled deck at a time (each slice is a
uniformly random deal; consecutive ones only share the shuffle), each hand scored by
the evaluator's two-lookup path.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from eternus.engine.dragon_kings.evaluator import CARD_ID, evaluate7


def equity(hole: Sequence[str], board: Sequence[str], opponents: int = 1, samples: int = 10_000,
           seed: int = 0, dead: Sequence[str] = ()) -> float:
    """The expected share of the pot for ``hole`` (ties split) against ``opponents`` unknown
    hands, the board completed at random; ``dead`` cards are known to be out of play."""
    known = [CARD_ID[c] for c in (*hole, *board, *dead)]
    deck = [c for c in range(52) if c not in known]
    missing = 5 - len(board)
    per_deal = missing + 2 * opponents
    hero_cards = [CARD_ID[c] for c in (*hole, *board)]
    board_cards = [CARD_ID[c] for c in board]
    rng = random.Random(seed)
    won = 0.0
    done = 0
    while done < samples:
        rng.shuffle(deck)
        for start in range(0, len(deck) - per_deal + 1, per_deal):
            if done == samples:
                break
            deal = deck[start:start + per_deal]
            rest_of_board = deal[:missing]
            mine = evaluate7(hero_cards + rest_of_board)
            shared = board_cards + rest_of_board
            best_other = max(evaluate7(shared + deal[missing + 2 * k:missing + 2 * k + 2]) for k in range(opponents))
            if mine > best_other:
                won += 1.0
            elif mine == best_other:
                ties = 1 + sum(1 for k in range(opponents)
                               if evaluate7(shared + deal[missing + 2 * k:missing + 2 * k + 2]) == mine)
                won += 1.0 / ties
            done += 1
    return won / samples
