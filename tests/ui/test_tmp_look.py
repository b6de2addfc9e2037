import pytest
from eternus.engine.core import Seat
from tests.ui.helpers import open_table, played_until, shot


@pytest.mark.parametrize("game,n,step", [("dragon_kings", 9, 150), ("dragon_kings", 2, 40), ("kings_court", 2, 60),
                                         ("four_kings", 2, 80), ("draker", 2, 60), ("pragon", 1, 30)])
def test_look(app, game, n, step) -> None:
    app.services.settings["text_size"] = "large"
    seats = [Seat("You"), *(Seat(f"Grandmother Edda {i}", "random") for i in range(n - 1))]
    count = {"k": 0}

    def found(s):
        count["k"] += 1
        return count["k"] >= step and s.state.to_act == 0
    s = played_until(game, seats, {}, found, tries=50, moves=3000)
    open_table(app, s, 0.0, settle=3)
    shot(app, f"large_{game}_{n}")
