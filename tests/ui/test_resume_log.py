"""A resumed match shows its log as it was (the issue: "after resuming ... the log is empty").

Each table replays the record and says its events' lines again, the way it logs them live;
a card moving is shown, not written, so no hidden card reaches the log this way either.
"""

from __future__ import annotations

import random

import pytest

from eternus.engine.core import CardMoved
from eternus.grammar import you_agree
from eternus.session import GameSession
from tests.games import event_log_table_ids, seats
from tests.ui.helpers import open_table

GAMES = event_log_table_ids()


def resumed(game_id: str, moves: int = 40) -> GameSession:
    session = GameSession.new(game_id, seats(game_id, 2), {}, 21)
    rng = random.Random(3)
    for _ in range(moves):
        after = session.state.clone()
        action = rng.choice(after.legal_actions())
        after.apply(action)
        if after.is_over:                      # a match that is still going on is resumed
            break
        session.apply(action)
    return GameSession.from_json(session.to_json())


@pytest.mark.parametrize("game_id", GAMES)
def test_a_resumed_match_shows_the_log_it_had(app, game_id: str) -> None:
    session = resumed(game_id)
    table = open_table(app, session, settle=0)      # before any AI seat moves on
    said = [text for text, _ in table.log_lines]
    _, events = session.record.replay()
    if table.LOGS_THE_DEAL:                        # the first deal's lines come first
        events = table.first_deal_events() + events
    expected = [you_agree(text) for text in table.log_of([e.for_seat(None) for e in events])]
    assert expected, "the moves played said something"
    assert said[-1].endswith("resumed.") or "resumed" in said[-1]
    restored = said[:-1]
    assert restored == expected[-len(restored):]                 # the newest lines, in order
    assert len(restored) == min(len(expected), table.log_lines.maxlen - 1)
    shown = {e.card for e in events if isinstance(e, CardMoved) and e.face_up}
    hidden = {e.card for e in events if isinstance(e, CardMoved) and e.card and not e.face_up} - shown
    assert not any(card in line for card in hidden for line in restored)  # no card never shown is named
