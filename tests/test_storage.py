"""Storage: atomic writes with a backup, and every kind of bad file handled with a message."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest

from eternus import storage as st
from eternus.storage import (SETTINGS, SETTINGS_FILE, STATS_FILE, Settings, Statistics, Storage, StorageError,
                             default_root, load_settings, save_settings, validate_settings)


def corrupt_files(storage: Storage, name: str) -> list[Path]:
    return sorted(storage.path(name).parent.glob(Path(name).name + ".corrupt-*"))


# ---------------------------------------------------------------------- basic documents

def test_missing_file_is_no_data_and_no_error(storage: Storage) -> None:
    assert storage.load_json("nothing.json") == (None, None)
    assert not storage.exists("nothing.json")


def test_round_trip_in_subfolder(storage: Storage) -> None:
    storage.save_json("saves/pragon.json", {"a": [1, 2], "b": "ü"})
    assert storage.exists("saves/pragon.json")
    assert storage.load_json("saves/pragon.json") == ({"a": [1, 2], "b": "ü"}, None)


def test_second_save_keeps_previous_copy_as_bak(storage: Storage) -> None:
    storage.save_json("x.json", {"n": 1})
    storage.save_json("x.json", {"n": 2})
    bak = storage.path("x.json").with_name("x.json.bak")
    assert json.loads(bak.read_text()) == {"n": 1}
    assert storage.load_json("x.json") == ({"n": 2}, None)


def test_no_temporary_files_left_behind(storage: Storage) -> None:
    for n in range(3):
        storage.save_json("x.json", {"n": n})
    assert sorted(p.name for p in storage.root.iterdir()) == ["x.json", "x.json.bak"]


def test_failed_replace_leaves_old_file_intact(storage: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    storage.save_json("x.json", {"n": 1})
    real_replace = os.replace

    def failing_replace(src: str, dst: str | Path) -> None:
        if Path(dst).name == "x.json":
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(st.os, "replace", failing_replace)
    with pytest.raises(StorageError, match="No space left"):
        storage.save_json("x.json", {"n": 2})
    monkeypatch.undo()
    assert storage.load_json("x.json") == ({"n": 1}, None)
    assert not [p for p in storage.root.iterdir() if p.suffix == ".tmp"]


def test_unserialisable_data_is_refused_before_touching_the_file(storage: Storage) -> None:
    storage.save_json("x.json", {"n": 1})
    with pytest.raises(StorageError):
        storage.save_json("x.json", {"n": math.nan})
    with pytest.raises(StorageError):
        storage.save_json("x.json", {"n": object()})
    assert storage.load_json("x.json") == ({"n": 1}, None)


def test_delete_removes_file_and_backup(storage: Storage) -> None:
    storage.save_json("x.json", {"n": 1})
    storage.save_json("x.json", {"n": 2})
    storage.delete("x.json")
    assert not storage.exists("x.json")
    assert not storage.path("x.json").with_name("x.json.bak").exists()
    storage.delete("x.json")  # deleting twice is fine


@pytest.mark.parametrize("name", ["../escape.json", "/etc/passwd", "a/../../b.json", ""])
def test_names_cannot_leave_the_root(storage: Storage, name: str) -> None:
    with pytest.raises(ValueError):
        storage.path(name)


def test_default_root_is_the_named_user_folder() -> None:
    assert "GamesOfEternus" in str(default_root())


# ---------------------------------------------------------------------- bad files

BAD_FILES = {
    "truncated JSON": (b'{"volume": 0.5, "mut', "not valid JSON"),
    "binary garbage": (bytes(range(256)) * 4, "not a text file"),
    "list instead of object": (b"[1, 2, 3]", "JSON list"),
    "a bare string": (b'"hello"', "JSON str"),
    "empty file": (b"", "not valid JSON"),
    "deep nesting": (b"[" * 100_000 + b"]" * 100_000, ""),
}


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_bad_file_is_moved_aside_with_a_message(storage: Storage, case: str) -> None:
    payload, words = BAD_FILES[case]
    storage.root.mkdir(parents=True)
    storage.path("doc.json").write_bytes(payload)
    data, error = storage.load_json("doc.json")
    assert data is None
    assert error is not None and "doc.json could not be read" in error and words in error
    assert error.endswith(".") and error.count("could not") == 1          # one true sentence
    moved = corrupt_files(storage, "doc.json")
    assert len(moved) == 1 and moved[0].read_bytes() == payload
    assert not storage.exists("doc.json")
    assert storage.load_json("doc.json") == (None, None)  # it does not complain twice


def test_bad_file_falls_back_to_backup(storage: Storage) -> None:
    storage.save_json("doc.json", {"n": 1})
    storage.save_json("doc.json", {"n": 2})
    storage.path("doc.json").write_bytes(b'{"n": 2')  # torn write of the newest copy
    data, error = storage.load_json("doc.json")
    assert data == {"n": 1}
    assert error is not None and "previous copy was used" in error


def test_bad_backup_too_means_both_are_kept_aside_and_the_message_comes_once(storage: Storage) -> None:
    storage.save_json("doc.json", {"n": 1})
    storage.save_json("doc.json", {"n": 2})
    storage.path("doc.json").write_bytes(b"\xff\xfe")
    storage.path("doc.json").with_name("doc.json.bak").write_text("[]")
    data, error = storage.load_json("doc.json")
    assert data is None and error is not None and "previous copy was kept" in error
    assert len(corrupt_files(storage, "doc.json")) == 1 and len(corrupt_files(storage, "doc.json.bak")) == 1
    assert storage.load_json("doc.json") == (None, None)               # said once, not at every start


def test_two_corruptions_in_one_second_both_kept(storage: Storage) -> None:
    storage.root.mkdir(parents=True)
    for payload in (b"{", b"}"):
        storage.path("doc.json").write_bytes(payload)
        storage.load_json("doc.json")
    assert len(corrupt_files(storage, "doc.json")) == 2


def test_oversized_file_is_not_read(storage: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(st, "MAX_FILE_BYTES", 10)
    storage.root.mkdir(parents=True)
    storage.path("doc.json").write_text('{"a": "0123456789"}')
    data, error = storage.load_json("doc.json")
    assert data is None and error is not None and "too large" in error


# ---------------------------------------------------------------------- settings

def test_settings_defaults_when_nothing_saved(storage: Storage) -> None:
    assert load_settings(storage) == (Settings(), [])


def test_settings_round_trip(storage: Storage) -> None:
    settings = Settings(volume=0.25, muted=True, animation_speed=0.0)
    save_settings(storage, settings)
    assert load_settings(storage) == (settings, [])


@pytest.mark.parametrize("key,value", [
    ("volume", 7), ("volume", -0.1), ("volume", "loud"), ("volume", True), ("volume", None),
    ("muted", "yes"), ("muted", 1),
    ("animation_speed", -1), ("animation_speed", 3.5), ("animation_speed", [1]),
    ("fullscreen", 0), ("show_hints", "true"),
])
def test_bad_setting_value_becomes_default_with_message(key: str, value: object) -> None:
    settings, messages = validate_settings({key: value, "volume": 0.3} if key != "volume" else {key: value})
    assert settings[key] == Settings()[key]
    assert len(messages) == 1 and repr(key) in messages[0]
    if key != "volume":
        assert settings["volume"] == 0.3  # the good values around it survive


def test_non_finite_numbers_are_refused() -> None:
    settings, messages = validate_settings({"volume": math.inf, "animation_speed": math.nan})
    assert settings == Settings() and len(messages) == 2


def test_edge_values_are_accepted_and_ints_become_floats() -> None:
    settings, messages = validate_settings({"volume": 1, "animation_speed": 0, "muted": False})
    assert messages == []
    assert settings["volume"] == 1.0 and isinstance(settings["volume"], float)
    assert settings["animation_speed"] == 0.0


def test_unknown_settings_are_dropped_quietly() -> None:
    settings, messages = validate_settings({"colour": "blue"})
    assert settings == Settings() and messages == []


def test_settings_file_holding_a_list(storage: Storage) -> None:
    storage.root.mkdir(parents=True)
    storage.path(SETTINGS_FILE).write_text("[0.5, true]")
    settings, messages = load_settings(storage)
    assert settings == Settings()
    assert len(messages) == 1 and "JSON list" in messages[0]


def test_settings_file_of_garbage_falls_back_to_backup(storage: Storage) -> None:
    save_settings(storage, Settings(volume=0.1))
    save_settings(storage, Settings(volume=0.2))
    storage.path(SETTINGS_FILE).write_bytes(os.urandom(64) + b"\xff")
    settings, messages = load_settings(storage)
    assert settings["volume"] == 0.1 and messages


def test_settings_are_saved_as_the_json_object_they_always_were(storage: Storage) -> None:
    save_settings(storage, Settings(guides_done=("pragon",)))
    data, _ = storage.load_json(SETTINGS_FILE)
    assert data == {"volume": 0.8, "muted": False, "animation_speed": 1.0, "ai_pace": "normal",
                    "fullscreen": False, "show_hints": True, "four_colour_deck": False,
                    "text_size": "normal", "felt": "green", "card_back": "red", "guides_done": ["pragon"]}


def test_each_setting_is_a_field_of_the_settings_record_with_its_check() -> None:
    assert list(SETTINGS) == list(Settings().to_json())
    assert all(SETTINGS[key].valid(value) for key, value in Settings().to_json().items())


@pytest.mark.parametrize("key,value", [("volume", 7), ("text_size", "huge"), ("felt", None), ("muted", 1)])
def test_a_bad_value_set_on_the_settings_is_refused_and_the_setting_kept(key: str, value: object) -> None:
    settings = Settings()
    with pytest.raises(ValueError, match=f"Setting {key!r} must be {SETTINGS[key].expected}"):
        settings[key] = value
    assert settings == Settings()


def test_a_setting_that_does_not_exist_cannot_be_set() -> None:
    with pytest.raises(KeyError, match="there is no setting 'colour'"):
        Settings()["colour"] = "blue"


def test_a_number_setting_set_from_an_int_holds_a_float() -> None:
    settings = Settings()
    settings.animation_speed = 2
    assert settings.animation_speed == 2.0 and isinstance(settings.animation_speed, float)


# ---------------------------------------------------------------------- statistics

def test_statistics_count_streaks_and_best_time(storage: Storage) -> None:
    stats = Statistics(storage)
    stats.record_result("pragon", won=True, undos=2, seconds=300)
    stats.record_result("pragon", won=True, undos=0, seconds=200)
    stats.record_result("pragon", won=False, undos=5, seconds=100)
    s = stats.record_result("pragon", won=True, undos=1, seconds=250)
    assert (s.played, s.won, s.lost, s.undos) == (4, 3, 1, 8)
    assert (s.current_streak, s.best_streak) == (1, 2)
    assert s.best_time == 200  # a lost game's time is not a record
    assert s.win_rate == 0.75
    again = Statistics(storage).for_game("pragon")
    assert again == s
    assert Statistics(storage).for_game("draker").played == 0


def test_only_a_win_without_the_ais_help_sets_the_best_time(storage: Storage) -> None:
    """A deal the AI played out (autoplay) or hinted at counts as played and won, but its
    time is not the player's fastest."""
    stats = Statistics(storage)
    stats.record_result("pragon", won=True, undos=0, seconds=300)
    s = stats.record_result("pragon", won=True, undos=0, seconds=93, hints=40)
    assert (s.won, s.hints, s.best_time) == (2, 40, 300)
    assert stats.record_result("pragon", won=True, undos=0, seconds=250).best_time == 250


def test_statistics_keep_games_apart(storage: Storage) -> None:
    stats = Statistics(storage)
    stats.record_result("pragon", True, 0, 10)
    stats.record_result("draker", False, 0, 10)
    assert Statistics(storage).for_game("pragon").won == 1
    assert Statistics(storage).for_game("draker").lost == 1


def test_statistics_with_wrong_types_are_repaired_field_by_field(storage: Storage) -> None:
    storage.save_json(STATS_FILE, {"version": 1, "games": {
        "pragon": {"played": "ten", "won": 3, "lost": -1, "best_time": "fast", "best_streak": 2.5},
        "draker": [1, 2],
    }})
    stats = Statistics(storage)
    p = stats.for_game("pragon")
    assert (p.played, p.won, p.lost, p.best_time, p.best_streak) == (0, 3, 0, None, 0)
    assert len(stats.messages) == 5
    assert stats.for_game("draker").played == 0


@pytest.mark.parametrize("payload", [b"[]", b'{"games": 5}', b"\x00\x01garbage", b'{"games": {'])
def test_statistics_file_unreadable_starts_fresh(storage: Storage, payload: bytes) -> None:
    storage.root.mkdir(parents=True)
    storage.path(STATS_FILE).write_bytes(payload)
    stats = Statistics(storage)
    assert stats.games == {} and stats.messages
    stats.record_result("pragon", True, 0, 1.5)
    assert Statistics(storage).for_game("pragon").won == 1


# ---------------------------------------------------------------------- the ways files go wrong
def test_a_file_saved_with_a_byte_order_mark_reads_as_it_is(storage: Storage) -> None:
    storage.root.mkdir(parents=True)
    storage.path("doc.json").write_bytes(b'\xef\xbb\xbf{"n": 3}')
    assert storage.load_json("doc.json") == ({"n": 3}, None)


def test_a_number_of_thousands_of_digits_is_a_bad_file_not_a_crash(storage: Storage) -> None:
    storage.root.mkdir(parents=True)
    storage.path("doc.json").write_text('{"n": ' + "9" * 5000 + "}")
    data, error = storage.load_json("doc.json")
    assert data is None and error is not None and "number far too long" in error
    assert len(corrupt_files(storage, "doc.json")) == 1


def test_a_missing_file_is_read_from_its_copy_and_the_copy_kept(storage: Storage) -> None:
    storage.save_json("doc.json", {"n": 1})
    storage.save_json("doc.json", {"n": 2})
    storage.path("doc.json").unlink()
    assert storage.load_json("doc.json") == ({"n": 1}, None)
    assert storage.load_json("doc.json") == ({"n": 1}, None)     # the copy works more than once


def test_a_copy_that_cannot_be_written_does_not_stop_the_save(storage: Storage) -> None:
    storage.save_json("doc.json", {"n": 1})
    bak = storage.path("doc.json").with_name("doc.json.bak")
    bak.mkdir()                                                  # the copy's place is taken
    storage.save_json("doc.json", {"n": 2})
    assert storage.load_json("doc.json") == ({"n": 2}, None)


def test_temporary_files_of_a_killed_save_are_swept_at_the_next_start(storage: Storage) -> None:
    storage.save_json("saves/pragon.json", {"n": 1})
    for stray in (storage.root / ".settings.json.abc.tmp", storage.root / "saves" / ".pragon.json.x.tmp"):
        stray.write_text("half")
    assert storage.sweep_temporary() == 2
    assert not list(storage.root.rglob("*.tmp")) and storage.load_json("saves/pragon.json") == ({"n": 1}, None)


def test_a_repaired_setting_is_told_without_the_whole_bad_value(storage: Storage) -> None:
    from eternus.storage import load_settings

    storage.save_json(SETTINGS_FILE, {"volume": "x" * 100_000})
    settings, messages = load_settings(storage)
    assert settings["volume"] == 0.8 and len(messages) == 1 and len(messages[0]) < 200
