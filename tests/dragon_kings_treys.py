"""A stand-in for the Dragon Kings evaluator while it is being written: treys underneath.

Only the tests use it, and only when ``eternus.engine.dragon_kings.evaluator`` cannot be
imported: :func:`install` puts a module with the evaluator's API (``best_hand``,
``HandRules``, ``PLAIN``, ``HandValue``) in its place. A wild joker is tried as every card
not already in the hand.
"""

from __future__ import annotations

import sys
import types
from dataclasses import dataclass
from collections.abc import Sequence

from treys import Card, Evaluator

from eternus.engine.cards import standard_deck

_EVALUATOR = Evaluator()


@dataclass(frozen=True)
class HandRules:
    wild: frozenset[str] = frozenset()


PLAIN = HandRules()


#: treys' rank classes (0 royal flush, 1 straight flush ... 9 high card) as the evaluator's categories
#: (0 high card ... 9 straight flush; five of a kind, 8, never comes without wild cards here).
CATEGORY = {0: 9, 1: 9, 2: 7, 3: 6, 4: 5, 5: 4, 6: 3, 7: 2, 8: 1, 9: 0}


@dataclass(frozen=True)
class HandValue:
    key: int
    category: int
    cards: tuple[str, ...]
    name: str


def _plain(cards: Sequence[str]) -> HandValue:
    ids = [Card.new(c) for c in cards]
    rank = _EVALUATOR.evaluate(ids[:2], ids[2:]) if len(ids) > 5 else _EVALUATOR.evaluate([], ids)
    rank_class = _EVALUATOR.get_rank_class(rank)
    return HandValue(7463 - rank, CATEGORY[rank_class], tuple(cards), _EVALUATOR.class_to_string(rank_class))


def best_hand(hole: Sequence[str], board: Sequence[str], rules: HandRules = PLAIN) -> HandValue:
    cards = list(hole) + list(board)
    wild = [c for c in cards if c in rules.wild]
    if not wild:
        return _plain(cards)
    rest = [c for c in cards if c not in rules.wild]
    options = [c for c in standard_deck() if c not in rest]
    return max((_plain(rest + [c]) for c in options), key=lambda v: v.key)


def install() -> None:
    """Make ``eternus.engine.dragon_kings.evaluator`` importable (this stand-in if missing)."""
    try:
        import eternus.engine.dragon_kings.evaluator  # noqa: F401
    except ImportError:
        module = types.ModuleType("eternus.engine.dragon_kings.evaluator")
        for name in ("HandRules", "PLAIN", "HandValue", "best_hand"):
            setattr(module, name, globals()[name])
        sys.modules[module.__name__] = module
