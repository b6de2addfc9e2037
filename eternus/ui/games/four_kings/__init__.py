"""The table of Four Kings Crossing: what the generic table (eternus/ui/table) does not know.

``table`` is the scene; ``input`` turns clicks, drags and keys into actions; ``draw`` paints
the table from the view; ``logic`` holds the pure helpers the other three share.
"""

from eternus.ui.games import TableDeclaration
from eternus.ui.games.four_kings.table import FourKingsTable

TABLE = TableDeclaration(FourKingsTable, rules_page="four_kings.md")
