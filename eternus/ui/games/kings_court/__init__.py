"""The table of King's Court: what the generic table (eternus/ui/table) does not know.

``table`` is the scene; ``input`` turns clicks, drags and keys into actions; ``draw`` paints
the table from the view; ``logic`` holds the pure helpers the other three share.
"""

from eternus.ui.games import TableDeclaration
from eternus.ui.games.kings_court import guide
from eternus.ui.games.kings_court.table import KingsCourtTable

TABLE = TableDeclaration(KingsCourtTable, rules_page="kings_court.md", guide_seed=guide.SEED,
                         guide_players=guide.PLAYERS, guide_steps=guide.STEPS)
