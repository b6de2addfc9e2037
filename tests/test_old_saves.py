"""Saves written by the build before the restructuring still load and play on exactly as then.

``tests/data/saves_v1/`` holds games in progress saved by that build (commit c99f6cc) for each
game, variant and deck mix: the save file as the app writes it and, beside it, whose turn it
was and every legal action at that moment. ``tests/data/saves_rules1/`` holds long matches
saved by the build before the rules versions (commit f0dd3c2, written by
``tools/save_corpus.py``): every rule fixed since is kept for them behind ``state.rules``, so
they must replay exactly, with no exception listed. ``tests/data/saves_rules2/`` holds the
same set written before Dragon Kings' rules 3 (a busted seat's re-buy became its choice), whose
matches re-buy automatically and must still. Loading the save replays its record under today's
rules; the position reached must offer the same choices to the same seat. A save whose play
crossed a rule fixed since (listed in ``RULE_CHANGED`` with the rule) must either still agree
or be refused with a message; it never crashes. Draker's saves come from the build that
first offered it (its registration), the oldest a player can hold.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eternus.engine.core import RecordError
from eternus.session import GameSession

DATA = Path(__file__).parent / "data"
SAVES = (sorted(DATA.glob("saves_v1/*.json")) + sorted(DATA.glob("saves_rules1/*.json"))
         + sorted(DATA.glob("saves_rules2/*.json")))

#: File name -> the rule fixed since the save was written, which its play may have crossed.
RULE_CHANGED: dict[str, str] = {
    # Action 389: a Protector answered a Wizard that had an extra card played on it; it now
    # cancels only the Wizard, so the suit to follow differs and action 396 is refused.
    "kings_court-4p-203-decks=kc+kd+bonus-partners=True.json":
        "King's Court: a Protector against a Wizard cancels only the Wizard, not its extra card",
}


def test_the_corpus_covers_every_built_game() -> None:
    from eternus.engine.registry import games

    assert {path.name.split("-")[0] for path in SAVES} == set(games())


@pytest.mark.parametrize("path", SAVES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_an_old_save_loads_and_offers_the_same_choices(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    expect = data["expect"]
    try:
        session = GameSession.from_json(data["save"])
    except RecordError as exc:
        assert path.name in RULE_CHANGED, f"{path.name} no longer loads: {exc}"
        assert str(exc)
        return
    assert len(session.record.actions) == expect["actions"]
    legal = [action.to_json() for action in session.state.legal_actions()]
    if path.name in RULE_CHANGED and (session.state.to_act, legal) != (expect["to_act"], expect["legal"]):
        return
    assert session.state.to_act == expect["to_act"]
    assert legal == expect["legal"]


def test_a_save_whose_options_the_game_now_refuses_is_reported_not_raised(tmp_path: Path) -> None:
    """Kaerathon with Towers double was accepted before the rule fix; such a save now says why."""
    from eternus.session import load_session, save_name
    from eternus.storage import Storage

    path = next(p for p in SAVES if "kaerathon" in p.name)
    data = json.loads(path.read_text(encoding="utf-8"))["save"]
    data["record"]["options"].update(pips="rolled", towers_double=True)
    storage = Storage(tmp_path)
    storage.save_json(save_name("four_kings"), data)
    session, message = load_session(storage, "four_kings")
    assert session is None
    assert message is not None and "Kaerathon Cycle fixes them" in message
