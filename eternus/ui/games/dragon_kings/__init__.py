"""The table of Dragon Kings: what the generic table (eternus/ui/table) does not know.

``table`` is the scene; ``input`` turns clicks and keys into moves (the betting bar and its
slider); ``draw`` paints the table from the view; ``logic`` holds the pure helpers the
other three share.
"""

from eternus.ui.games import TableDeclaration
from eternus.ui.games.dragon_kings import guide
from eternus.ui.games.dragon_kings.table import DragonKingsTable

TABLE = TableDeclaration(DragonKingsTable, rules_page="dragon_kings.md", guide_seed=guide.SEED,
                         guide_players=guide.PLAYERS, guide_steps=guide.STEPS, log_restored_from_events=False)
