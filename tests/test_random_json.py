"""Random JSON in every file the program reads, and given to ``replay``: never an exception,
always either something usable or a message (the property half of "Nothing lost, nothing
bricked"; the corpus in tests/corpus/ holds the named cases)."""

from __future__ import annotations

import io
import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eternus.cli import main as cli
from eternus.engine.registry import get_game
from eternus.session import load_session, save_name
from eternus.setup_memory import SETUP_FILE, recall
from eternus.storage import SETTINGS_FILE, STATS_FILE, Statistics, Storage, load_settings

KEYS = st.sampled_from(["format", "version", "record", "game", "seats", "seed", "options", "actions", "type",
                        "name", "agent", "elapsed", "undo_count", "match_id", "games", "volume", "pragon",
                        "played", "cards", "card", "x"])
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70),
                   st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12),
                   st.sampled_from(["eternus-session", "pragon", "kings_court", "human"]))
JSON = st.recursive(LEAVES, lambda inner: st.one_of(st.lists(inner, max_size=5),
                                                    st.dictionaries(KEYS, inner, max_size=6)), max_leaves=30)
OBJECTS = st.dictionaries(KEYS, JSON, max_size=8)
FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _save_like(data: dict[str, Any]) -> dict[str, Any]:
    """Random data under a save's own outer keys, so the checks past the first are reached."""
    return {"format": "eternus-session", "version": 1, **data}


@FAST
@given(OBJECTS)
def test_any_json_as_a_save_loads_or_is_refused_with_a_message(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(folder)
        for candidate in (data, _save_like(data)):
            storage.save_json(save_name("pragon"), candidate)
            session, message = load_session(storage, "pragon")
            assert session is not None or message is not None


@FAST
@given(OBJECTS)
def test_any_json_as_settings_statistics_or_setup_memory_is_used_or_repaired(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(folder)
        for name in (SETTINGS_FILE, STATS_FILE, SETUP_FILE):
            storage.save_json(name, data)
        settings_now, _ = load_settings(storage)
        assert isinstance(settings_now.volume, float) and isinstance(settings_now.muted, bool)
        Statistics(storage).for_game("pragon")
        recall(storage, get_game("pragon"), lambda spec: True)


@FAST
@given(JSON)
def test_replay_of_any_json_file_is_a_result_or_a_line_never_a_traceback(data: Any) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_text(json.dumps(data))
        out, err = io.StringIO(), io.StringIO()
        code = cli(["replay", str(path)], out, err)
        assert code in (0, 2) and "Traceback" not in err.getvalue()
