"""The Seal of Pragon: a solitaire of six stacks broken with poker hands."""

from eternus.engine.pragon.ai import POLICY
from eternus.engine.pragon.game import PragonGame
from eternus.engine.registry import Declaration

DECLARATION = Declaration(PragonGame(), POLICY)
