"""Four Kings Crossing: Gluckhaus dice on the Wheel, with Kings, Rogues, the Fisher and ta'veren.

Where each part lives:

* :mod:`board` the Wheel's fields and what each roll does; :mod:`roles` who plays which role;
  :mod:`taveren` the Wolf and the Raven's record;
* :mod:`variants` what each of the five variants changes, as data;
* :mod:`phases` the phases and the choices a turn can stop for; :mod:`records` a crown,
  a pending choice, a settled game;
* :mod:`rules` the state machine (flow, legality); :mod:`turn` the roll and the fields;
  :mod:`kings` crowns, ransoms and the Fisher; :mod:`taveren_rules` the ta'veren in play;
  :mod:`series` setting up and settling games, and when a series ends; :mod:`scoring` payouts;
* :mod:`actions`, :mod:`events` the choices and what the table animates; :mod:`views` the
  typed view; :mod:`game` options, set-up, JSON; :mod:`ai` the AI's knowledge.
"""

from eternus.engine.four_kings.ai import POLICY
from eternus.engine.four_kings.game import FourKingsGame
from eternus.engine.registry import Declaration

DECLARATION = Declaration(FourKingsGame(), POLICY)   # dice and tokens: nothing hidden
