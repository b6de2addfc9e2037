"""How often a hand wins: a Monte-Carlo estimate over the cards a player has not seen.

The poker AI decides from this: its share of the pot against ``opponents`` random hands,
given its hole cards and the board so far. Speed matters (ten thousand deals in a few tens
of milliseconds), so the deals are cut from one shuffled deck at a time (each slice is a
uniformly random deal; consecutive ones only share the shuffle), and the hashes of the
cards every deal shares are added once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from eternus.engine.dragon_kings import tables as t
from eternus.engine.dragon_kings.evaluator import CARD_ID


def equity(hole: Sequence[str], board: Sequence[str], opponents: int = 1, samples: int = 10_000,
           seed: int = 0, dead: Sequence[str] = ()) -> float:
    """The expected share of the pot for ``hole`` (ties split) against ``opponents`` unknown
    hands, the board completed at random; ``dead`` cards are known to be out of play."""
    nonflush, flush_suit, flush = t.tables()
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
            mine = _key(hero_cards + rest_of_board, nonflush, flush_suit, flush)
            shared = board_cards + rest_of_board
            best_other = max(_key(shared + deal[missing + 2 * k:missing + 2 * k + 2], nonflush, flush_suit, flush)
                             for k in range(opponents))
            if mine > best_other:
                won += 1.0
            elif mine == best_other:
                ties = 1 + sum(1 for k in range(opponents) if _key(
                    shared + deal[missing + 2 * k:missing + 2 * k + 2], nonflush, flush_suit, flush) == mine)
                won += 1.0 / ties
            done += 1
    return won / samples


def _key(cards: list[int], nonflush: dict[int, int], flush_suit: tuple[int, ...], flush: tuple[int, ...]) -> int:
    rank_hash = suit_hash = 0
    for card in cards:
        rank_hash += t.RANK_HASH[card]
        suit_hash += t.SUIT_HASH[card]
    suit = flush_suit[suit_hash]
    if suit < 0:
        return nonflush[rank_hash]
    mask = 0
    for card in cards:
        if card & 3 == suit:
            mask |= 1 << (card >> 2)
    return flush[mask]
