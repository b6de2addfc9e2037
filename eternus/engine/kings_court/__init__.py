"""King's Court and King's Dynasty: a shedding game of Scroll, Kingdom and Shield cards."""

from eternus.engine.kings_court.ai import POLICY
from eternus.engine.kings_court.game import KingsCourtGame
from eternus.engine.registry import Declaration

DECLARATION = Declaration(KingsCourtGame(), POLICY)
