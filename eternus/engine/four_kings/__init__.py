"""Four Kings Crossing: Gluckhaus dice on the Wheel, with Kings, Rogues, the Fisher and ta'veren."""

from eternus.engine.four_kings.ai import POLICY
from eternus.engine.four_kings.game import FourKingsGame
from eternus.engine.registry import Declaration

DECLARATION = Declaration(FourKingsGame(), POLICY)
