"""The table of Four Kings Crossing: what the generic table (eternus/ui/table) does not know.

``table`` is the scene (session, moves, buttons, the frame); ``input`` turns the cloth's
clicks, drags and keys into actions through the narrow ``WheelLink``; ``draw`` paints the
table from the typed view (``FourKingsView``); ``anim`` plays events as motion; ``dice`` the
two dice; ``art`` and ``geometry`` what tokens look like and where they go; ``logic`` the
pure helpers the others share.
"""

from eternus.ui.games import TableDeclaration
from eternus.ui.games.four_kings import guide
from eternus.ui.games.four_kings.table import FourKingsTable

TABLE = TableDeclaration(FourKingsTable, rules_page="four_kings.md", guide_seed=guide.SEED,
                         guide_players=guide.PLAYERS, guide_steps=guide.STEPS)
