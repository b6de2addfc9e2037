"""Dragon Kings: Texas Hold'em underneath, with twinned dragon kings, wild cards and wing cards.

Plain Hold'em and Swords (a wild joker) are presets of the same engine (:mod:`presets`).
"""

from eternus.engine.cards import standard_deck
from eternus.engine.dragon_kings.ai import POLICY
from eternus.engine.dragon_kings.game import DragonKingsGame
from eternus.engine.registry import Declaration, Hidden

# The 52 and the one joker Swords adds.
DECLARATION = Declaration(DragonKingsGame(), POLICY, Hidden(frozenset(standard_deck(jokers=1))))
