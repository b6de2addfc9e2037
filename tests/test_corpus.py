"""The damaged-file corpus (``tests/corpus/``), each case through the real start-up path.

A case names a file of the data folder and how it is damaged (raw bytes, or edits of a good
save); the folder also holds good saves of two games, each with its previous copy. The app
starts headless on it, and must: reach the title; show one message naming the file when
the case expects one; keep the bad file aside (never destroy it); resume the good copy
(the game offered as "Continue"); and change nothing else on disk. Statistics are read
when a match ends, so their cases go through that path.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from eternus.engine.core import Seat
from eternus.session import GameSession, save_session
from eternus.storage import Statistics, Storage

CORPUS = sorted((Path(__file__).parent / "corpus").glob("*.json"))
UNTRACKED = ("logs", "instance.lock")


def _good(game_id: str, seats: list[Seat], moves: int) -> GameSession:
    session = GameSession.new(game_id, seats, {}, 11)
    rng = random.Random(11)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _folder(storage: Storage) -> dict[str, dict[str, Any]]:
    """Good saves of Pragon and King's Court, each saved twice (a good copy beside it)."""
    saves = {}
    for game_id, seats in (("pragon", [Seat("You")]), ("kings_court", [Seat("You"), Seat("Ann", "greedy")])):
        session = _good(game_id, seats, 4)
        save_session(storage, session)
        session.apply(session.state.legal_actions()[0])
        save_session(storage, session)
        saves[game_id] = session.to_json()
    storage.save_json("settings.json", {"volume": 0.5})
    storage.save_json("settings.json", {"volume": 0.5})
    storage.save_json("statistics.json", {"version": 1, "games": {}})
    storage.save_json("statistics.json", {"version": 1, "games": {}})
    return saves


def _damaged(content: dict[str, Any], saves: dict[str, dict[str, Any]]) -> bytes:
    if "raw" in content:
        return str(content["raw"]).encode()
    if "raw_hex" in content:
        return bytes.fromhex(content["raw_hex"])
    data = copy.deepcopy(saves["kings_court" if content.get("kings_court") else "pragon"])
    if content.get("bom"):
        return b"\xef\xbb\xbf" + json.dumps(data).encode()
    if content.get("pragon_in_kc"):
        return json.dumps(saves["pragon"]).encode()
    if content.get("raw_nan_elapsed") or content.get("raw_inf_elapsed"):
        data["elapsed"] = float("nan") if content.get("raw_nan_elapsed") else float("inf")
        return json.dumps(data, allow_nan=True).encode()
    if "long_name" in content:
        data["record"]["seats"][0]["name"] = "N" * int(content["long_name"])
    for path, value in content.get("edits", []):
        place = data
        for key in path[:-1]:
            place = place[key]
        place[path[-1]] = value
    return json.dumps(data).encode()


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*")
            if p.is_file() and not str(p.relative_to(root)).startswith(UNTRACKED)}


@pytest.mark.parametrize("case", CORPUS, ids=lambda p: p.stem)
def test_a_damaged_file_never_stops_the_program_and_nothing_is_lost(case: Path, tmp_path: Path) -> None:
    from eternus.ui.app import App
    from eternus.ui.scenes.message import MessageScene
    from eternus.ui.scenes.title import TitleScene

    spec = json.loads(case.read_text())
    storage = Storage(tmp_path)
    saves = _folder(storage)
    target = storage.path(spec["target"])
    damaged = _damaged(spec["content"], saves)
    target.write_bytes(damaged)
    before = _snapshot(tmp_path)
    expect = spec["expect"]

    if spec["target"] == "statistics.json":
        messages = Statistics(storage).messages
    else:
        app = App(storage)
        try:
            app.start()
            for _ in range(3):
                app.frame(1 / 60)
            scenes = app.stack.scenes
            assert isinstance(scenes[0], TitleScene)
            messages = [" ".join(s.lines) for s in scenes if isinstance(s, MessageScene)]
            if expect["resumed"] and spec["target"].startswith("saves/"):
                game_id = Path(spec["target"]).stem
                assert game_id in scenes[0].saved, "the good copy is offered as Continue"
                kept = scenes[0].saved[game_id].to_json()
                assert kept["record"] == saves[game_id]["record"] or len(kept["record"]["actions"]) == len(
                    saves[game_id]["record"]["actions"]) - 1
        finally:
            app.close()

    text = " ".join(messages)
    if expect["message"] is None:
        assert not messages, text
    else:
        assert len(messages) == 1 and expect["message"] in text and len(text) < 600, text
    aside = sorted(p for p in target.parent.glob(target.name + ".corrupt-*"))
    if expect["kept_aside"]:
        assert aside and aside[0].read_bytes() == damaged, "the bad file is kept, byte for byte"
    else:
        assert not aside
    after = _snapshot(tmp_path)
    touched = {spec["target"], spec["target"] + ".bak"}
    for name, data in before.items():
        if name not in touched:
            assert after.get(name) == data, f"{name} changed"
