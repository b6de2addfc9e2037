"""King's Court and King's Dynasty: a shedding game of Scroll, Kingdom and Shield cards."""

from eternus.engine.kings_court.ai import POLICY
from eternus.engine.kings_court.cards import CARDS
from eternus.engine.kings_court.game import KingsCourtGame
from eternus.engine.kings_court.shown import shown_by_rule
from eternus.engine.registry import Declaration, Hidden

DECLARATION = Declaration(KingsCourtGame(), POLICY, Hidden(frozenset(CARDS), shown_by_rule))
