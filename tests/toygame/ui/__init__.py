"""The table of Toy Piles, declared as a real game's table is (``TABLE``).

Its map lies beside it (``toygame.tmx``) rather than in ``sprites/tables/``, and its rules
page is named but not written: the toy must not add files to the shipped game.
"""

from eternus.ui.games import TableDeclaration
from tests.toygame.ui.table import ToyPilesTable

TABLE = TableDeclaration(ToyPilesTable, rules_page="toygame.md", guide_seed=1, guide_players=2, guide_steps=[])
