"""H at every table: the normal AI's move for the person to act, shown and counted.

The hint is thought from the person's own view on a worker thread; it appears as words over
the table (and, where the move is a card or an announcement, on the table itself), is
dropped at the next move, is refused while an AI seat decides, and the match's hint count
reaches the statistics.
"""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.engine.draker.actions import Lay
from eternus.engine.kings_court.actions import Play
from eternus.session import GameSession
from eternus.storage import Statistics
from tests.games import TABLE_GAME_IDS, seats
from tests.ui.helpers import frames, open_table, press, shot

GAMES = TABLE_GAME_IDS


def _mine(table) -> bool:
    return table.hint_seat() is not None and not table.busy


def table_at_my_move(app, game_id: str):
    session = GameSession.new(game_id, seats(game_id, 2), {}, 11)
    table = open_table(app, session, settle=2)
    for _ in range(3000):
        if _mine(table):
            return table
        table.driver.wait(5)
        frames(app)
    raise AssertionError("the person's move never came")


@pytest.mark.parametrize("game_id", GAMES)
def test_h_asks_the_ai_for_the_persons_move_and_shows_it(app, game_id: str) -> None:
    table = table_at_my_move(app, game_id)
    press(app, pygame.K_h)
    assert table.session.hint_count == 1
    table.hinter.wait(30)
    frames(app)
    hint = table.hint
    assert hint is not None and hint in table.session.state.legal_actions()
    assert table.notice is not None and table.notice.text.startswith("Hint: ")
    if isinstance(hint, Play):
        assert table.input.focused_card() == hint.card          # lifted out of the fan: Enter plays it
    if isinstance(hint, Lay):
        assert table.input.builder.lay() == hint                  # the trays hold it: Enter announces it
    table.apply(hint)
    assert table.hint is None                                     # gone with the next move


def test_a_hint_is_refused_while_an_ai_seat_decides(app) -> None:
    from tests.ui.helpers import played_until

    seats = [Seat("You"), Seat("Rook", "random")]
    session = played_until("kings_court", seats, {}, lambda s: s.state.to_act == 1)
    table = open_table(app, session, settle=0)                   # before the AI seat has moved
    assert table.driver.seat == 1 and table.hint_seat() is None
    table.ask_hint()
    assert table.notice is not None and "not your decision" in table.notice.text
    assert table.session.hint_count == 0 and table.hinter is None


def test_the_hints_of_a_match_reach_the_statistics(storage) -> None:
    from eternus.outcome import record_finished
    from tests.ui.helpers import finished_session

    session = finished_session()
    session.hint_count = 3
    record_finished(storage, session)
    assert Statistics(storage).for_game("pragon").hints == 3
    again = GameSession.from_json(session.to_json())
    assert again.hint_count == 3


@pytest.mark.parametrize("game_id", GAMES)
def test_hints_turned_off_in_settings_give_none(app, game_id: str) -> None:
    """Settings' "Hints" toggle was stored and read by nothing: H still hinted at every table."""
    app.services.settings["show_hints"] = False
    table = table_at_my_move(app, game_id)
    press(app, pygame.K_h)
    assert table.session.hint_count == 0 and table.hinter is None
    assert table.notice is not None and table.notice.text == "Hints are turned off in Settings."


def test_the_pragon_hint_button_is_off_while_hints_are(app) -> None:
    app.services.settings["show_hints"] = False
    table = open_table(app, GameSession.new("pragon", [Seat("You")], {}, 4), settle=2)
    frames(app, 2)
    assert not table.tool_buttons["Hint"].enabled


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_comes_with_its_reason_from_the_game(app, game_id: str) -> None:
    """The notice says the move and, after it, the game's one line of why (from the person's
    view, thought on the hint's worker with the move)."""
    from eternus.engine.ai.base import policy_for

    table = table_at_my_move(app, game_id)
    seat = table.hint_seat()
    view = table.session.state.view(seat)
    press(app, pygame.K_h)
    table.hinter.wait(30)
    frames(app)
    hint = table.hint
    assert hint is not None and table.notice is not None
    reason = policy_for(table.session.game).hint_reason(view, seat, hint)
    assert table.notice.text == f"Hint: {table.describe_hint(hint)}" + (f". {reason}" if reason else "")
    shot(app, f"hint_reason_{game_id}")


def test_only_the_hints_worker_asks_for_a_reason_and_a_failed_reason_still_gives_the_hint(monkeypatch) -> None:
    """An AI seat's worker explains nothing (nobody reads it); the hint's does, and a reason
    that fails costs the reason, not the hint."""
    from eternus.engine.kings_court.ai import KingsCourtPolicy
    from eternus.ui.table.ai_worker import AiWorker

    session = GameSession.new("kings_court", [Seat("You"), Seat("Rook", "random")], {}, 11)
    state = session.state
    seat = state.to_act
    answers = {}
    for explains in (False, True):
        worker = AiWorker("ismcts:normal", 1, explains=explains)
        assert worker.request(session.game, state.view(seat), seat, state.legal_actions(), "tag")
        worker.wait(30)
        answers[explains] = worker.poll()
    assert answers[False].reason is None and answers[True].reason is not None
    assert answers[True].action == answers[False].action

    def broken(self, view, seat, action):  # type: ignore[no-untyped-def]
        raise RuntimeError("no reason")

    monkeypatch.setattr(KingsCourtPolicy, "hint_reason", broken)
    worker = AiWorker("ismcts:normal", 1, explains=True)
    worker.request(session.game, state.view(seat), seat, state.legal_actions(), "tag")
    worker.wait(30)
    answer = worker.poll()
    assert answer is not None and answer.action is not None and answer.reason is None and answer.error is None


#: A reason as long as a reason may be (REASON_LENGTH), in words a reason uses.
LONGEST = "You win about 45 % against three hands; 125 to win 999 needs 11 %, close enough."


def longest_poker_reason() -> str:
    """The longest Dragon Kings reason of a full table with four-digit chips."""
    from eternus.engine.dragon_kings.actions import Call, Fold, Raise
    from eternus.engine.dragon_kings.hint_reason import explain
    from tests.test_dragon_kings_hint_reasons import position

    said = []
    for hole, board in ((["7c", "2d"], ["Ks", "Qs", "9h"]), (["Ac", "Ad"], []), (["9c", "9d"], ["9s", "5h", "2c"])):
        view = position(hole, board, 3, 1250, 9990)
        said += [explain(view, 0, action) or "" for action in (Call(1250), Fold(), Raise(2500))]
    return max(said, key=len)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_and_its_longest_reason_are_read_whole_at_the_large_text_size(app, monkeypatch, game_id: str) -> None:
    """The notice with the longest reason the game gives (Dragon Kings' prompt is one line,
    so its reasons are shorter) is drawn whole, not cut, inside the screen."""
    from eternus.engine.ai.base import REASON_LENGTH
    from eternus.ui import fonts
    from eternus.ui.table.table_scene import Notice
    from tests.ui.helpers import record_texts

    assert len(LONGEST) == REASON_LENGTH
    reason = LONGEST if game_id != "dragon_kings" else longest_poker_reason()
    app.services.settings["text_size"] = "large"
    try:
        table = table_at_my_move(app, game_id)
        table.notice = Notice(f"Hint: Call 1250. {reason}", (255, 255, 255), 8.0)
        drawn = record_texts(monkeypatch)
        frames(app)
        notice = table.notice.text
        lines = [(text, rect) for text, rect, _ in drawn                 # the notice's lines
                 if len(text) >= 10 and " ".join(text.rstrip("\u2026").split()) in notice]
        shown = " ".join(text for text, _ in lines)
        assert " ".join(shown.split()) == notice, f"{game_id}: the hint is cut: {shown!r}"
        assert all(rect.left >= 0 and rect.right <= app.screen.get_width() for _, rect in lines)
        shot(app, f"hint_reason_large_{game_id}")
    finally:
        fonts.set_large_text(False)
