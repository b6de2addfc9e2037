"""The command line never shows a traceback for bad input: every bad argument and every bad
file is a clear line and exit code 2; ``replay`` reads the saves the app writes."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from eternus.cli import main
from eternus.engine.core import Seat
from eternus.session import GameSession, save_name, save_session
from eternus.storage import Storage


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, out, err)
    return code, out.getvalue(), err.getvalue()


def test_replay_reads_a_save_as_the_app_writes_it(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = GameSession.new("kings_court", [Seat("You"), Seat("Ann", "greedy")], {}, 4)
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    save_session(storage, session)
    code, out, err = run(["replay", str(storage.path(save_name("kings_court")))])
    assert code == 0 and not err and "   3. " in out


def _record() -> dict:
    session = GameSession.new("pragon", [Seat("You")], {}, 2)
    session.apply(session.state.legal_actions()[0])
    return session.record.to_json()


def _bad(how: str) -> str:
    data = _record()
    if how == "deep nesting":
        return "[" * 50_000 + "]" * 50_000
    if how == "a huge integer":
        return '{"seed": ' + "7" * 5000 + "}"
    if how == "a list as game id":
        data["game"] = ["pragon"]
    elif how == "a bad option":
        data["options"] = {"no_such_option": 1}
    elif how == "no seats":
        data["seats"] = []
    elif how == "a bad action field":
        data["actions"] = [{"type": "play", "cards": 7}]
    elif how == "a bad card code":
        data["actions"] = [{"type": "play", "cards": ["ZZ"]}]
    elif how == "an unknown game":
        data["game"] = "chess"
    elif how == "not JSON":
        return "\x00\x01 not json"
    return json.dumps(data)


@pytest.mark.parametrize("how", ["deep nesting", "a huge integer", "a list as game id", "a bad option", "no seats",
                                 "a bad action field", "a bad card code", "an unknown game", "not JSON"])
def test_replay_says_in_a_line_what_is_wrong_with_a_bad_file(tmp_path: Path, how: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(_bad(how))
    code, _, err = run(["replay", str(path)])
    assert code == 2 and err.startswith("replay: ") and "Traceback" not in err and err.count("\n") <= 2


def test_replay_does_not_read_a_huge_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(64 * 1024 * 1024)                    # 64 MB of nothing, sparse on disk
    code, _, err = run(["replay", str(path)])
    assert code == 2 and "too large" in err


@pytest.mark.parametrize("args", [["--budget", "nan"], ["--budget", "inf"], ["--budget", "1e308"],
                                  ["--budget", "-1"], ["--players", "1000000000"], ["--games", "-5"],
                                  ["--games", "many"], ["--jobs", "0"]])
def test_sim_refuses_bad_numbers_with_usage_and_code_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["sim", *args])
    assert stop.value.code == 2 and "Traceback" not in capsys.readouterr().err


def test_sim_names_the_games_it_knows_in_its_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--help"])
    assert "draker" in capsys.readouterr().out


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_replay_of_an_endless_device_stops_at_the_size_limit() -> None:
    code, _, err = run(["replay", "/dev/zero"])
    assert code == 2 and "too large" in err
