"""Toy Piles, the tests' registered game: its rules and what it hides, declared once."""

from eternus.engine.ai.base import DEFAULT_POLICY
from eternus.engine.registry import Declaration, Hidden
from tests.toygame.engine.game import CARDS, ToyPilesGame

DECLARATION = Declaration(ToyPilesGame(), DEFAULT_POLICY, Hidden(frozenset(CARDS)))
