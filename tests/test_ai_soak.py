"""The AI levels play many whole matches without an error (slow: run by .ci/run).

Property tests play random moves; the AI reads the same positions through its own helpers
(equity, card counting, sampled worlds), which random play never exercises. A 1,000-match
sim found a crash there (a wild card read as a card the seat held): these runs are the net
for that kind of bug. Every match must end, and the sim's runner names any deal that fails.
"""

from __future__ import annotations

import pytest

from eternus.match import run_match


@pytest.mark.slow
@pytest.mark.parametrize("game_id, agent, options, games", [
    ("dragon_kings", "ismcts:normal", {"match_length": 20}, 400),
    ("dragon_kings", "ismcts:hard", {"match_length": 20, "preset": "swords"}, 150),
    ("kings_court", "ismcts:hard", {"score_limit": 100, "max_hands": 1}, 400),
    ("four_kings", "ismcts:normal", {}, 80),
])
def test_an_ai_level_plays_many_matches_to_their_end(game_id: str, agent: str, options: dict, games: int) -> None:
    # Deals from 5000: among them 5250, the deal of the wild-card crash.
    result = run_match(game_id, agent, "random", None, games, 5000, 4, options)
    assert result.games == games and result.unfinished == 0
