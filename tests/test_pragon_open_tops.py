"""What a table showing a solved Pragon line turns up (issue 54): the engine works out the
face-down tops along the line, so the table draws them without looking into its state."""

from __future__ import annotations

import pytest

from eternus.engine.kings_court.game import new_game as new_court
from eternus.engine.pragon.game import new_game
from eternus.engine.pragon.solver import hidden_tops, open_tops_along, solve


def test_a_solved_lines_face_down_tops_are_given_for_each_position_along_it() -> None:
    start = new_game(1003)
    line = solve(new_game(1003)).line
    assert line
    tops = open_tops_along(start, line)
    assert len(tops) == len(line) + 1 and tops[0] == hidden_tops(start)
    played = new_game(1003)
    for i, action in enumerate(line, start=1):
        played.apply(action)
        assert tops[i] == hidden_tops(played)
    assert start.to_json() == new_game(1003).to_json()          # the deal asked about is left as it was


def test_a_line_is_shown_only_from_a_pragon_deal() -> None:
    with pytest.raises(TypeError, match="Pragon deal"):
        open_tops_along(new_court(1, 3), [])
