import pytest
from eternus.engine.core import Seat
from tests.ui.helpers import open_table, played_until, shot


@pytest.mark.parametrize("game,n,step", [("kings_court", 8, 60), ("kings_court", 8, 200), ("four_kings", 6, 80),
                                         ("four_kings", 6, 300), ("draker", 4, 40), ("draker", 4, 150)])
def test_look(app, game, n, step) -> None:
    seats = [Seat("You"), *(Seat(f"Player {i}", "random") for i in range(n - 1))]
    count = {"k": 0}

    def found(s):
        count["k"] += 1
        return count["k"] >= step and s.state.to_act == 0
    s = played_until(game, seats, {}, found, tries=50, moves=3000)
    open_table(app, s, 0.0, settle=3)
    shot(app, f"look_{game}_{n}_{step}")
