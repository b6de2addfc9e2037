"""The table of Draker: what the generic table (eternus/ui/table) does not know.

``table`` is the scene; ``input`` turns drags, clicks and keys into the combination being
built and into moves; ``draw`` paints the table from the view; ``logic`` holds the pure
helpers the others share; ``cards`` paints Draker's own card faces.
"""

from eternus.ui.games import TableDeclaration
from eternus.ui.games.draker import guide
from eternus.ui.games.draker.table import DrakerTable

TABLE = TableDeclaration(DrakerTable, rules_page="draker.md", guide_seed=guide.SEED,
                         guide_players=guide.PLAYERS, guide_steps=guide.STEPS)
