"""How strong a seat's cards are, by rule of thumb: the greedy player's measure of a hand, and
the poker player's yardstick for the starting hands an opponent's betting implies.

Apart from :mod:`ai` (the policy) and :mod:`poker_ai` (the levels' player) because both
read it and the policy builds on the poker player: the yardstick sits below the two.
"""

from __future__ import annotations

from collections.abc import Sequence

from eternus.engine.cards import is_joker, rank, suit
from eternus.engine.dragon_kings.evaluator import best_hand
from eternus.engine.dragon_kings.presets import PRESETS

#: How strong a made hand is, by the evaluator's category (high card ... dragon kings).
CATEGORY_STRENGTH = (0.15, 0.4, 0.6, 0.7, 0.78, 0.82, 0.9, 0.96, 0.98, 0.99, 1.0, 1.0)


def preflop_strength(cards: Sequence[str]) -> float:
    """Two hole cards in [0, 1]: a pair of Twos 0.5, Aces 1, Seven-Two offsuit about 0.06.
    A joker counts as an Ace of any suit."""
    ranks = sorted((14 if is_joker(c) else rank(c) for c in cards), reverse=True)
    high, low = ranks[0], ranks[-1]
    if high == low:
        return 0.5 + (high - 2) / 24
    suits = {suit(c) for c in cards if not is_joker(c)}
    value = (high + low - 4) / 48 * 0.6
    value += 0.06 if len(suits) <= 1 else 0.0
    value += 0.04 if high - low <= 2 else 0.0
    value += 0.1 if high == 14 else 0.0
    return min(value, 0.49)


def hand_strength(hole: Sequence[str], board: Sequence[str], preset: str) -> float:
    """Two hole cards and the board so far, in [0, 1]: before the flop by the cards alone,
    after it by the category of the best hand (the preset's wild cards counted)."""
    if len(hole) < 2:
        return 0.0
    if len(board) < 3:
        return preflop_strength(hole)
    value = best_hand(hole, board, PRESETS[preset].hand_rules())
    return CATEGORY_STRENGTH[min(int(value.category), len(CATEGORY_STRENGTH) - 1)]
