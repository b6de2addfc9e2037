"""The Seal of Pragon: a solitaire of six stacks broken with poker hands."""

from eternus.engine.cards import standard_deck
from eternus.engine.pragon.ai import POLICY
from eternus.engine.pragon.game import PragonGame
from eternus.engine.registry import Declaration, Hidden

DECLARATION = Declaration(PragonGame(), POLICY, Hidden(frozenset(standard_deck(jokers=2))))
