"""The command line: sim's numbers, replay's messages, selftest's verdicts."""

from __future__ import annotations

import io
import json
import os
from dataclasses import dataclass, fields
from typing import Any
from pathlib import Path

import pytest

from ai_toygame import GAME as TOY, ToyGame, ToyState
from eternus import bench
from eternus.bench.games import game_ids
from eternus.cli import check_game, main, selftest, simulate, wilson_interval
from eternus.engine import registry
from eternus.engine.core import Seat
from eternus.engine.record import GameRecord
from eternus.engine.rng import Rng


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


# ---------------------------------------------------------------- sim

def test_sim_json_parses_and_has_the_fields() -> None:
    code, out, _ = run("sim", "--game", "pragon", "--agent", "random", "--games", "4", "--seed", "10", "--json")
    assert code == 0
    data = json.loads(out)
    for key in ("game", "agent", "games", "seed", "wins", "win_rate", "ci95", "mean_actions",
                "mean_seconds", "mean_returns", "players", "options", "unfinished"):
        assert key in data, key
    assert data["game"] == "pragon" and data["games"] == 4 and data["seed"] == 10
    assert 0 <= data["wins"] <= 4 and data["win_rate"] == data["wins"] / 4
    lo, hi = data["ci95"]
    assert 0 <= lo <= data["win_rate"] <= hi <= 1
    assert data["mean_actions"] > 10 and data["unfinished"] == 0


def test_sim_text_names_the_seeds_and_the_interval() -> None:
    code, out, _ = run("sim", "--games", "3", "--seed", "5")
    assert code == 0
    assert "seeds 5..7" in out and "95% CI" in out and "actions" in out


def test_sim_plays_the_same_deals_for_the_same_seed() -> None:
    a = simulate("pragon", "random", 5, 42)
    b = simulate("pragon", "random", 5, 42)
    c = simulate("pragon", "random", 5, 43)
    assert (a.wins, a.mean_actions) == (b.wins, b.mean_actions)
    assert a.mean_actions != c.mean_actions


def test_sim_passes_options_through() -> None:
    result = simulate("pragon", "random", 2, 0, options={"hard_mode": True})
    assert result.options["hard_mode"] is True


@pytest.mark.parametrize("argv", [
    ("sim", "--agent", "wizard", "--games", "1"),
    ("sim", "--game", "no_such_game", "--games", "1"),
    ("sim", "--option", "no_such_option=1", "--games", "1"),
    ("sim", "--players", "4", "--games", "1"),
])
def test_sim_refuses_bad_arguments_with_exit_2(argv: tuple[str, ...]) -> None:
    code, out, err = run(*argv)
    assert code == 2 and err.startswith("sim: ") and out == ""


def test_wilson_interval_known_values() -> None:
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson_interval(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)


# ---------------------------------------------------------------- replay

def _record_file(tmp_path: Path, actions: int = 6) -> Path:
    game_seats = (Seat("Player"),)
    record = GameRecord("pragon", game_seats, 3, {}, [])
    state = record.start()
    rng = Rng(3)
    for _ in range(actions):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    return path


def test_replay_prints_every_action_and_its_events(tmp_path: Path) -> None:
    path = _record_file(tmp_path)
    record = GameRecord.from_json(json.loads(path.read_text()))
    code, out, _ = run("replay", str(path))
    assert code == 0
    assert "The Seal of Pragon, deal number 3" in out
    for number, action in enumerate(record.actions, 1):
        assert f"{number:4d}. {action.label}" in out
    _, events = record.replay()
    assert all(e.text in out for e in events)


def test_replay_says_you_play_not_you_plays(tmp_path: Path) -> None:
    from eternus.engine.core import Seat
    from eternus.engine.kings_court.actions import Play
    from eternus.session import GameSession

    session = GameSession.new("kings_court", [Seat("You"), Seat("Bram", "random")], {}, 5)
    played = []
    for _ in range(200):
        legal = session.state.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)] if session.state.to_act == 0 else []
        played.extend(t.text for t in session.apply(plays[0] if plays else legal[0]) if "You" in t.text)
        if played:
            break
    assert any(text.startswith("You plays") for text in played)      # the engine's words
    path = tmp_path / "kc.json"
    path.write_text(json.dumps(session.record.to_json()), encoding="utf-8")
    code, out, _ = run("replay", str(path))
    assert code == 0 and "You play" in out
    assert "You plays" not in out


def test_replay_upto_stops_early(tmp_path: Path) -> None:
    path = _record_file(tmp_path)
    code, out, _ = run("replay", str(path), "--upto", "2")
    assert code == 0 and "   2. " in out and "   3. " not in out


@pytest.mark.parametrize("content, message", [
    (None, "could not be opened"),
    ("{not json", "not valid JSON"),
    ('{"format": "something-else"}', "not a Games of Eternus game record"),
    ('{"format": "eternus-record", "version": 1, "game": "pragon", "seed": 1, "seats": [{"name": "P"}],'
     ' "actions": [{"type": "flip", "stack": "nowhere"}]}', "must be one of the six stacks"),
    ('[1, 2, 3]', "not the expected object"),
])
def test_replay_of_a_bad_file_exits_2_with_a_message(tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = run("replay", str(path))
    assert code == 2
    assert message in err and str(path) in err
    assert "Traceback" not in err


# ---------------------------------------------------------------- selftest

def test_selftest_passes_on_the_built_games() -> None:
    code, out, _ = run("selftest", "--games", "1")
    assert code == 0 and "pragon: ok" in out


@pytest.fixture
def toys_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Records name their game by id, so replays need the test games in the registry."""
    built = dict(registry.games())
    for game in (TOY, LeakyCloneGame(), PeekingViewGame()):
        built[game.id] = game
    monkeypatch.setattr(registry, "_GAMES", built)


def test_check_game_passes_on_the_toy_game(toys_registered: None) -> None:
    for seats in (1, 3):
        for seed in range(5):
            assert check_game(TOY, [Seat(f"S{i}") for i in range(seats)], seed) == []


def state_fields(state: ToyState) -> dict[str, Any]:
    """A state's dataclass fields by name (not what it read and kept, its options record)."""
    return {f.name: getattr(state, f.name) for f in fields(state)}


@dataclass
class LeakyCloneState(ToyState):
    """A broken toy whose clone shares the deck list with the original."""

    def clone(self) -> LeakyCloneState:
        twin = LeakyCloneState(**state_fields(self))
        twin.hands = self.hands
        return twin


class LeakyCloneGame(ToyGame):
    id = "leaky"

    def new(self, seats, options, seed):  # type: ignore[no-untyped-def]
        base = super().new(seats, options, seed)
        return LeakyCloneState(**state_fields(base))


LeakyCloneState.game = LeakyCloneGame()


class PeekingViewGame(ToyGame):
    """A broken toy whose determinize does not reproduce the view (hand counts drift)."""

    id = "drifting"

    def new(self, seats, options, seed):  # type: ignore[no-untyped-def]
        return DriftingState(**state_fields(super().new(seats, options, seed)))

    def determinize(self, view, seat, rng):  # type: ignore[no-untyped-def]
        world = super().determinize(view, seat, rng)
        world.deck = world.deck[1:]
        return world


class DriftingState(ToyState):
    pass


DriftingState.game = PeekingViewGame()


def test_selftest_reports_broken_games_and_fails(toys_registered: None) -> None:
    out = io.StringIO()
    assert selftest([TOY], 2, out) is True
    out = io.StringIO()
    assert selftest([LeakyCloneGame()], 2, out) is False
    assert "leaky: FAILED" in out.getvalue() and "clone" in out.getvalue()
    out = io.StringIO()
    assert selftest([PeekingViewGame()], 2, out) is False
    assert "determinize" in out.getvalue()


# ---------------------------------------------------------------- bench

def test_bench_gives_reasons_not_numbers_for_what_it_cannot_measure(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_table() -> dict[str, float]:
        raise bench.Unavailable("the table is not built")

    monkeypatch.setitem(bench.RUNNERS, "pragon_frame", no_table)
    monkeypatch.setitem(bench.RUNNERS, "pragon_hint", lambda: {"median_ms": 120.0, "p95_ms": 400.0})
    code, out, _ = run("bench", "--json", "--only", "pragon_frame", "--only", "pragon_hint")
    assert code == 0
    data = json.loads(out)
    assert data["pragon_frame"] == "unavailable: the table is not built"
    assert data["meets_targets"]["frame_p95_ms"] is None
    assert data["meets_targets"]["hint_p95_ms"] is False
    assert data["meets_targets"]["cold_start_s"] is None  # not run
    assert isinstance(data["bench_process_peak_mb"], float) and data["bench_process_peak_mb"] > 0
    assert data["meets_targets"]["peak_memory_mb"] is None    # the app's walk was not run
    assert data["targets"]["hint_p95_ms"] == 300.0


def test_every_bench_section_runs_headless_and_without_pygames_banner(monkeypatch: pytest.MonkeyPatch) -> None:
    """``resize_4k`` run alone printed pygame's banner before its JSON."""
    seen: dict[str, str | None] = {}

    def section() -> dict[str, float]:
        seen.update({key: os.environ.get(key)
                     for key in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT")})
        return {"worst_first_frame_ms": 1.0}

    for key in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setitem(bench.RUNNERS, "resize_4k", section)
    json.loads(run("bench", "--json", "--only", "resize_4k")[1])
    assert seen == {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def test_the_memory_target_is_held_to_the_apps_own_process_not_the_bench(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(bench.RUNNERS, "app_memory", lambda: {"peak_mb": 171.5})
    code, out, _ = run("bench", "--json", "--only", "app_memory")
    data = json.loads(out)
    assert code == 0 and data["meets_targets"]["peak_memory_mb"] is False
    monkeypatch.setitem(bench.RUNNERS, "app_memory", lambda: {"peak_mb": 120.0})
    data = json.loads(run("bench", "--json", "--only", "app_memory")[1])
    assert data["meets_targets"]["peak_memory_mb"] is True


@pytest.mark.slow
def test_the_app_memory_walk_visits_every_table_and_a_show_me_how() -> None:
    ballast = b"x" * (400 * 1024 * 1024)   # the bench process is large by then: not the app's figure
    figures = bench.bench_memory()
    del ballast
    assert figures["peak_mb_after"]["title"] < 300
    assert list(figures["peak_mb_after"]) == ["title", *game_ids(), "show_me_how"]
    assert figures["peak_mb"] == max(figures["peak_mb_after"].values()) > 0


def test_bench_times_the_kings_court_expert_and_holds_it_to_a_second(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "HINT_POSITIONS", 4)
    figures = bench.bench_hint("kings_court", 4, "expert")
    assert figures["agent"] == "ismcts:expert" and figures["positions"] == 4
    assert 0 <= figures["searched"] <= 4 and figures["p95_ms"] >= figures["median_ms"] > 0
    monkeypatch.setitem(bench.RUNNERS, "kings_court_expert", lambda: {"median_ms": 300.0, "p95_ms": 1200.0})
    code, out, _ = run("bench", "--json", "--only", "kings_court_expert")
    data = json.loads(out)
    assert code == 0 and data["meets_targets"]["expert_p95_ms"] is False
    assert data["targets"]["expert_p95_ms"] == 1000.0


def test_bench_times_pragons_levels_near_the_end_and_holds_the_hint_to_its_target(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from eternus.bench import endgame as bench_endgame

    monkeypatch.setattr(bench_endgame, "POSITIONS", 2)
    figures = bench_endgame.bench_pragon_endgame()
    for level in ("normal", "hard"):
        assert 0 <= figures[level]["settled_exactly"] <= 2
        assert figures[level]["max_ms"] >= figures[level]["p95_ms"] >= figures[level]["median_ms"] > 0
    monkeypatch.setitem(bench.RUNNERS, "pragon_endgame", lambda: {"normal": {"p95_ms": 340.0}})
    data = json.loads(run("bench", "--json", "--only", "pragon_endgame")[1])
    assert data["meets_targets"]["hint_p95_ms"] is False


def test_bench_engine_counts_real_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "PLAYOUT_SECONDS", 0.05)
    figures = bench.bench_engine("pragon", 1)
    assert figures["playouts"] >= 1 and figures["playouts_per_sec"] > 0 and figures["actions_per_sec"] > 0


def test_percentile_is_a_measured_value() -> None:
    values = [float(v) for v in range(20, 0, -1)]
    assert bench.percentile(values, 0.95) == 19.0
    assert bench.percentile(values, 0.5) == 10.0
    assert bench.percentile([7.0], 0.95) == 7.0


def test_bench_measures_two_tables_in_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each frame section opens and closes its own window: the second must not reuse the
    first one's dead fonts."""
    monkeypatch.setattr(bench, "FRAMES", 3)
    report = bench.run(["pragon_frame", "four_kings_frame"])
    assert report["pragon_frame"]["game"] == "pragon" and report["four_kings_frame"]["game"] == "four_kings"
    assert report["four_kings_frame"]["frames"] == 3


def test_bench_compares_with_rlcard_uno_or_says_why_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench, "PLAYOUT_SECONDS", 0.05)
    value = bench.run(["rlcard_uno"])["rlcard_uno"]
    if isinstance(value, str):
        assert value.startswith("unavailable: RLCard is not installed")
    else:
        assert value["uno_games_per_sec"] > 0 and value["kings_court_2p_actions_per_sec"] > 0


# ---------------------------------------------------------------- sim --opponents


def test_match_gives_the_same_results_in_one_process_or_two() -> None:
    from eternus.match import run_match

    one = run_match("four_kings", "greedy", "random", "random", 18, 11, players=4)
    two = run_match("four_kings", "greedy", "random", "random", 18, 11, players=4, jobs=2)  # 3 batches
    assert (one.agent_mean, one.baseline_mean, one.margin_ci95) == \
        (two.agent_mean, two.baseline_mean, two.margin_ci95)


def test_a_recorded_match_run_again_plays_only_the_games_it_lacks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A long sim stopped halfway goes on where it stopped: the games in the record are not
    played again, a line cut off by the stop is, and the result is the unrecorded match's."""
    from eternus import match

    plain = match.run_match("four_kings", "greedy", "random", "random", 10, 11, players=4)
    record = tmp_path / "games.jsonl"
    match.run_match("four_kings", "greedy", "random", "random", 6, 11, players=4, record=record)
    lines = record.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + 6 and json.loads(lines[0])["match"]["agent"] == "greedy"
    record.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][:9], encoding="utf-8")  # stopped mid-line
    played: list[int] = []
    real = match._play_games

    def counting(plan: object, indices: list[int]) -> list[object]:
        played.extend(indices)
        return real(plan, indices)  # type: ignore[arg-type]

    monkeypatch.setattr(match, "_play_games", counting)
    code, out, err = run("sim", "--game", "four_kings", "--players", "4", "--agent", "greedy",
                         "--opponents", "random", "--baseline", "random", "--games", "10", "--seed", "11",
                         "--record", str(record), "--json")
    assert code == 0, err
    assert played == [5, 6, 7, 8, 9]                      # the cut-off game 5 and the four new ones
    data = json.loads(out)
    assert (data["agent_mean"], data["baseline_mean"], data["margin_ci95"]) == \
        (plain.agent_mean, plain.baseline_mean, list(plain.margin_ci95))


def test_a_record_of_another_match_is_refused_and_left_alone(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    code, _, err = run("sim", "--game", "four_kings", "--players", "4", "--agent", "greedy",
                       "--opponents", "random", "--games", "2", "--record", str(record))
    assert code == 0, err
    before = record.read_text(encoding="utf-8")
    code, _, err = run("sim", "--game", "four_kings", "--players", "4", "--agent", "random",
                       "--opponents", "random", "--games", "2", "--record", str(record))
    assert code == 2 and "records another match" in err and str(record) in err
    assert record.read_text(encoding="utf-8") == before


def test_match_without_a_baseline_plays_the_agent_only() -> None:
    code, out, err = run("sim", "--game", "four_kings", "--players", "4", "--agent", "greedy",
                         "--opponents", "random", "--baseline", "none", "--games", "3", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["baseline"] == "none" and data["games"] == 3 and data["margin"] == 0.0


def test_match_refuses_zero_jobs_with_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        run("sim", "--game", "four_kings", "--players", "4", "--opponents", "random", "--jobs", "0", "--games", "1")
    assert stop.value.code == 2 and "--jobs" in capsys.readouterr().err


def test_bench_resize_times_a_dragged_frame_and_the_first_frame_at_4k() -> None:
    from eternus.bench.resize import bench_resize

    figures = bench_resize()
    assert list(figures["tables"]) == list(game_ids())
    for table in figures["tables"].values():
        assert 0 < table["dragging_frame_ms"] < table["first_frame_ms"]    # stretched, not drawn


def test_sim_names_the_deal_of_a_game_that_failed_inside_and_never_calls_it_bad_input(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A 1,000-match sim once ended on "sim: 1220703151": a KeyError from inside the AI, told
    as if the options were wrong. A failure in play is a bug; sim says which deal, and why."""
    from eternus import match

    def broken(*args, **kwargs):
        raise KeyError(1220703151)

    monkeypatch.setattr(match, "play_seated", broken)
    code, _, err = run("sim", "--game", "kings_court", "--agent", "random", "--opponents", "random",
                       "--players", "2", "--games", "2", "--seed", "40")
    assert code == 1
    assert "kings_court deal 40" in err and "KeyError: 1220703151" in err and "Traceback" in err


def test_every_built_game_is_benched_and_a_game_without_a_table_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """The per-game sections come from the registries: a game added there is benched with no
    edit to the bench, and one whose table is missing reports why instead of dropping out."""
    from eternus.bench import games as benched
    from eternus.bench.games import KINDS

    assert {f"{g}_{kind}" for g in game_ids() for kind in KINDS} <= set(bench.sections())
    # A copy without Draker (deleting from the registry itself and putting it back would
    # move Draker to the end of the registry's order, which the registration test reads).
    monkeypatch.setattr(benched, "TABLES", {g: p for g, p in benched.TABLES.items() if g != "draker"})
    report = bench.run(["draker_frame"])
    assert report["draker_frame"] == "unavailable: draker has no table in eternus.ui.games.TABLES"


def test_a_hint_section_without_a_single_choice_to_time_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose seeded games never offer two moves (here: none reached) reports why, not a crash."""
    monkeypatch.setattr(bench, "HINT_POSITIONS", 0)
    with pytest.raises(bench.Unavailable, match="no seeded pragon game"):
        bench.bench_hint("pragon", 1)
