"""Pictures of a hot-seat Dragon Kings table at the moments issue 52 was about, to look at.

    PYTHONPATH=. python -m tests.ui.hotseat_pictures OUTDIR

Three people and three AI players (the Dragon Kings test's table) are stepped as the test
steps them; three frames are saved: ``dk_hotseat_after_ai_move.png`` (mid-hand, an AI seat's
move animating under "Ann to act", Ann's cards face down), ``dk_hotseat_showdown_mucked.png``
(the showdown hold of a hand a person mucked: their cards go to the muck face down) and
``dk_hotseat_summary_mucked.png`` (that hand's summary: "not shown"). ``main.py --screenshot``
opens one person against AI seats only, so these are taken here.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from eternus.engine.dragon_kings.events import HandEnded  # noqa: E402
from eternus.session import GameSession  # noqa: E402
from eternus.storage import Storage  # noqa: E402
from eternus.ui.app import App  # noqa: E402
from eternus.ui.scenes.summary import SummaryScene  # noqa: E402
from tests.ui.hotseat_watch import Watch, watch_hot_seat  # noqa: E402
from tests.ui.test_hotseat_privacy import HOT_SEAT_SIX, calls_mostly, people_mucked  # noqa: E402

AI_MOVE_FRAMES = 20        # this far into an AI seat's move
SHOWDOWN_FRAMES = 40       # this far into the showdown's hold


def take(out: Path) -> dict[str, int]:
    """Play the table and save the three pictures in ``out``; the frame of each by name."""
    out.mkdir(parents=True, exist_ok=True)
    app = App(Storage(Path(tempfile.mkdtemp(prefix="eternus-pictures-"))))
    app.resize((1920, 1080))
    app.services.settings["ai_pace"] = "instant"
    session = GameSession.new("dragon_kings", HOT_SEAT_SIX, {"preset": "holdem", "match_length": 20}, 9)
    taken: dict[str, int] = {}
    counted = {"ai": 0, "showdown": 0}
    mucked_at: dict[int, bool] = {}

    def save(name: str, watch: Watch) -> None:
        pygame.image.save(app.screen, str(out / f"{name}.png"))
        taken[name] = watch.frame_no

    def person_mucked_last() -> bool:
        moves = len(session.record.actions)
        if moves not in mucked_at:
            mucked_at[moves] = people_mucked(session, last_move_only=True) != []
        return mucked_at[moves]

    def on_frame(watch: Watch, table: Any) -> None:
        top = app.services.stack.top
        if ("dk_hotseat_showdown_mucked" in taken and "dk_hotseat_summary_mucked" not in taken
                and isinstance(top, SummaryScene) and top.age > 0.8):
            save("dk_hotseat_summary_mucked", watch)
        to_act = session.state.to_act
        if id(top) != id(table) or not table.busy or to_act is None:   # (ids: ``is`` narrows ``table``)
            return
        mover = watch.last_mover
        ai_moved = mover is not None and not session.record.seats[mover].is_human
        person_next = session.record.seats[to_act].is_human
        mid_hand = (not table.between_hands and len(table.view["board"]) >= 3
                    and len(table.display.piles["board"]) >= 3)
        if "dk_hotseat_after_ai_move" not in taken and ai_moved and person_next and mid_hand:
            counted["ai"] += 1
            if counted["ai"] == AI_MOVE_FRAMES:
                save("dk_hotseat_after_ai_move", watch)
        if "dk_hotseat_showdown_mucked" not in taken and table.summary is not None and person_mucked_last():
            counted["showdown"] += 1
            if counted["showdown"] == SHOWDOWN_FRAMES:
                save("dk_hotseat_showdown_mucked", watch)

    monkeypatch = pytest.MonkeyPatch()
    try:
        watch_hot_seat(app, monkeypatch, session, calls_mostly, (HandEnded,), hands=5, ai_moves=30,
                       on_frame=on_frame)
    finally:
        monkeypatch.undo()
        app.close()
    return taken


if __name__ == "__main__":
    for name, frame in take(Path(sys.argv[1] if len(sys.argv) > 1 else "shots")).items():
        print(f"{name}.png: frame {frame}")
