"""Draker: dragon poker, a duel (or a table of three or four) of laid cards, combinations for
attack and defence, and the effects of ten professions."""

from eternus.engine.draker.ai import POLICY
from eternus.engine.draker.cards import DECK
from eternus.engine.draker.game import DrakerGame
from eternus.engine.registry import Declaration, Hidden

DECLARATION = Declaration(DrakerGame(), POLICY, Hidden(frozenset(DECK)))
