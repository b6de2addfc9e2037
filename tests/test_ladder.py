"""The AI ladder (``python -m eternus ladder``): duplicate deals, the resumable record, the
processes, the estimators' honesty, the CLI's refusals, and a step said in a player's words."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from eternus.cli import main
from eternus.engine.core import Seat, State
from eternus.engine.dragon_kings.actions import Raise
from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.registry import get_game
from eternus.ladder import estimate, record, results
from eternus.ladder.allin import play_adjusted
from eternus.ladder.deals import DealPlan, DealRow, play_deal, rotation_specs
from eternus.ladder.run import BATCH, Ladder, LadderResult, _Budget, ladder_for, run
from eternus.ladder.rungs import in_sentence
from eternus.ladder.units import unit_for
from eternus.ladder.words import fraction, step_in_words
from eternus.match import play_seated

FAST = ("greedy>random",)   # Four Kings' cheapest step: a few milliseconds a game


def _ladder(deals: int = 12) -> Ladder:
    return ladder_for("four_kings", deals, seed=5, only=FAST)


def _figures(result: LadderResult) -> list[tuple[object, ...]]:
    return [(s.step, s.deals, s.estimates) for s in result.steps]


def cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, out, err)
    return code, out.getvalue(), err.getvalue()


# ---------------------------------------------------------------- duplicate deals


def test_a_duplicate_deal_puts_the_upper_level_in_each_seat_in_turn_with_the_same_cards() -> None:
    game = get_game("dragon_kings")
    options = game.resolve_options({"match_length": 1, "rebuys": 0})
    plan = DealPlan("dragon_kings", "ismcts:hard", "caller", 3, options, 11)
    holes = []
    for rotation in range(3):
        specs = rotation_specs(plan, rotation)
        assert specs[rotation] == "ismcts:hard"
        assert [s for i, s in enumerate(specs) if i != rotation] == ["caller", "caller"]
        state = play_seated(game, specs, options, plan.seed, None, 1_000)
        assert isinstance(state, HoldemState) and state.is_over
        assert [seat.agent for seat in state.seats] == specs
        holes.append(state.hole)
    assert all(len(cards) == 2 for cards in holes[0])
    assert holes[0] == holes[1] == holes[2]


def test_a_level_measured_against_itself_scores_exactly_zero_on_every_deal() -> None:
    """Same agents in every rotation: the rotations replay one game, whose seats' margins
    cancel; any luck left in the estimator would show here."""
    game = get_game("four_kings")
    plan = DealPlan("four_kings", "greedy", "greedy", 4, game.resolve_options(None), 3)
    for deal in range(4):
        assert sum(play_deal(plan, deal).margins()) == pytest.approx(0.0, abs=1e-9)


def test_the_solitaire_measures_the_upper_level_against_the_lower_on_the_same_deal() -> None:
    game = get_game("pragon")
    options = game.resolve_options(None)
    plan = DealPlan("pragon", "greedy", "random", 1, options, 2)
    row = play_deal(plan, 0)
    assert row.upper == (play_seated(game, ["greedy"], options, 2, None, 20_000).returns()[0],)
    assert row.even == (play_seated(game, ["random"], options, 2, None, 20_000).returns()[0],)
    assert list(estimate.estimates([row])) == ["plain", "paired"]


# ---------------------------------------------------------------- estimators


def _toy_rows(deals: int, edge: float, rng: random.Random, players: int = 4) -> list[DealRow]:
    """A toy game whose true margin is ``edge``: each seat's cards are worth a large random
    amount (the deal's luck, the same in every rotation), seats differ by a fixed position
    bonus, each game adds a little noise of play; the result is zero-sum."""
    position = [3.0 * (s - (players - 1) / 2) for s in range(players)]
    rows = []
    for deal in range(deals):
        luck = [rng.gauss(0.0, 50.0) for _ in range(players)]
        upper, even = [], []
        for rotation in range(players):
            raw = [luck[s] + position[s] + rng.gauss(0.0, 2.0)
                   + (edge if s == rotation else -edge / (players - 1)) for s in range(players)]
            mean = sum(raw) / players
            returns = [r - mean for r in raw]
            upper.append(returns[rotation])
            even.append(sum(returns) / players)
        rows.append(DealRow(deal, tuple(upper), tuple(even), 0.0))
    return rows


def test_both_estimators_are_unbiased_on_a_toy_game_whose_margin_is_known() -> None:
    rng = random.Random(7)
    duplicates, plains = [], []
    for _ in range(300):
        rows = _toy_rows(40, 1.5, rng)
        duplicates.append(estimate.duplicate(rows).margin)
        plains.append(estimate.plain(rows).margin)
    assert sum(duplicates) / len(duplicates) == pytest.approx(1.5, abs=0.05)
    assert sum(plains) / len(plains) == pytest.approx(1.5, abs=1.0)   # about 3 standard errors


def test_duplicate_deals_need_far_fewer_games_than_plain_play_when_luck_dominates() -> None:
    rows = _toy_rows(200, 1.5, random.Random(3))
    ratio = estimate.games_ratio(estimate.plain(rows), estimate.duplicate(rows))
    assert ratio is not None and ratio > 50


def test_the_interval_of_a_step_covers_the_true_margin_about_95_times_in_100() -> None:
    rng = random.Random(11)
    covered = 0
    for _ in range(200):
        low, high = estimate.duplicate(_toy_rows(30, 1.5, rng)).ci95
        covered += low <= 1.5 <= high
    assert 180 <= covered <= 198


# ---------------------------------------------------------------- record, jobs


def test_a_stopped_ladder_resumed_from_its_record_gives_the_result_of_one_run(tmp_path: Path) -> None:
    path = tmp_path / "ladder.jsonl"
    whole = run(_ladder(12))
    run(_ladder(5), record_path=path)                 # stopped after 5 deals
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][:17])   # the last line cut by the kill
    resumed = run(_ladder(12), record_path=path)
    assert _figures(resumed) == _figures(whole)
    assert resumed.problems == [f"{path} line 6 does not read (not JSON: cut off?); skipped, its deal is played again"]
    again = run(_ladder(12), record_path=path)
    assert _figures(again) == _figures(whole) and again.steps[0].deals == 12


def test_a_rerun_with_a_complete_record_plays_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "ladder.jsonl"
    first = run(_ladder(8), record_path=path)

    def refuse(*_: object) -> list[DealRow]:
        raise AssertionError("a recorded deal was played again")

    monkeypatch.setattr("eternus.ladder.run.play_deals", refuse)
    assert _figures(run(_ladder(8), record_path=path)) == _figures(first)


def test_a_record_of_another_ladder_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "ladder.jsonl"
    run(_ladder(4), record_path=path)
    other = ladder_for("four_kings", 4, seed=6, only=FAST)
    with pytest.raises(ValueError, match="records another ladder"):
        run(other, record_path=path)


def test_a_damaged_line_is_reported_and_skipped(tmp_path: Path) -> None:
    path = tmp_path / "ladder.jsonl"
    header = _ladder().header()
    good = record.row_json("a>b", DealRow(0, (1.0,), (0.0,), 0.1))
    path.write_text(json.dumps({"ladder": header}) + "\n" + good + "\n"
                    + '{"step": "a>b", "deal": 1, "upper": [1], "even": []}\n')
    recorded, problems = record.read(path, header)
    assert list(recorded["a>b"]) == [0]
    path.write_text(json.dumps({"ladder": header}) + '\n{"step": "a>b", "deal": 1}\n')
    assert record.read(path, header)[1] == [f"{path} line 2 does not read (no 'upper'); skipped, "
                                            "its deal is played again"]
    path.write_text(json.dumps({"ladder": header}) + "\n" + good + "\n"
                    + '{"step": "a>b", "deal": 1, "upper": [1], "even": []}\n')
    recorded, problems = record.read(path, header)
    assert problems == [f"{path} line 3 does not read (upper, even and adjusted differ in length); skipped, "
                        "its deal is played again"]


def test_two_processes_give_the_result_of_one() -> None:
    assert _figures(run(_ladder(12), jobs=2)) == _figures(run(_ladder(12), jobs=1))


# ---------------------------------------------------------------- command line


def test_the_ladder_command_prints_its_table() -> None:
    code, out, _ = cli(["ladder", "--game", "four_kings", "--games", "4", "--step", "greedy>random"])
    assert code == 0
    assert "four_kings: 4 seats" in out and "Greedy > Random" in out and "stakes a game" in out


def test_the_ladder_command_answers_in_json() -> None:
    code, out, _ = cli(["ladder", "--game", "four_kings", "--games", "4", "--step", "greedy>random", "--json"])
    data = json.loads(out)
    assert code == 0 and data["steps"][0]["games"] == 16 and data["unit"]["label"] == "stakes a game"


@pytest.mark.parametrize(("argv", "said"), [
    (["--game", "chess"], "ladder: no game 'chess'; built games:"),
    (["--game", "four_kings", "--step", "hard"], "a step is written upper>lower"),
    (["--game", "four_kings", "--step", "ismcts:expert>ismcts:hard"], "has no 'expert' level"),
    (["--game", "pragon", "--players", "3"], "ladder: "),
])
def test_bad_ladder_input_is_a_clear_line_and_exit_2(argv: list[str], said: str) -> None:
    code, out, err = cli(["ladder", *argv])
    assert code == 2 and not out and said in err and "Traceback" not in err


@pytest.mark.parametrize("jobs", ["0", "many", "-3"])
def test_a_bad_job_count_is_refused_with_exit_2(jobs: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["ladder", "--game", "four_kings", "--jobs", jobs])
    assert stopped.value.code == 2 and "--jobs" in capsys.readouterr().err


# ---------------------------------------------------------------- words and results


DUELS = unit_for("draker", 2, {})
BLINDS = unit_for("dragon_kings", 6, {"blinds": "5/10"})


def test_a_share_of_duels_reads_as_a_simple_fraction() -> None:
    assert step_in_words("Hard", "Normal", DUELS, 0.647, (0.61, 0.68), 600) == \
        "Hard wins about 2 of 3 duels against Normal"
    assert fraction(0.9) == (9, 10) and fraction(0.75) == (3, 4)


def test_chips_read_as_big_blinds_every_100_hands() -> None:
    assert step_in_words("Hard", "Normal", BLINDS, 12.3, (4.0, 20.0), 1200) == \
        "Hard is ahead of Normal by about 12 big blinds every 100 hands"
    assert step_in_words("Hard", "Maniac", BLINDS, -64.0, (-90.0, -30.0), 1200) == \
        "Hard is behind Maniac by about 64 big blinds every 100 hands"


def test_a_step_whose_interval_holds_no_difference_is_not_claimed() -> None:
    assert step_in_words("Normal", "Greedy", DUELS, 0.49, (0.45, 0.53), 800) == \
        "Normal and Greedy are not told apart yet (800 duels measured)"


def test_the_solitaire_reads_as_more_deals_won_on_the_same_deals() -> None:
    unit = unit_for("pragon", 1, {})
    assert step_in_words("Hard", "Normal", unit, 1.4, (0.2, 2.6), 1000) == \
        "Hard wins about 1.4 more deals in 100 than Normal, on the same deals"


def test_the_results_file_keeps_each_game_and_gives_a_level_its_words(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    results.write(run(_ladder(4)), "2026-12-08", "abc1234", path)
    data = results.load(path)
    assert data["four_kings"]["commit"] == "abc1234" and data["four_kings"]["steps"][0]["games"] == 16
    assert results.words_for("four_kings", "greedy", path) == data["four_kings"]["steps"][0]["words"]
    path.write_text("{not json")
    assert results.load(path) == {} and results.words_for("four_kings", "greedy", path) is None


# ---------------------------------------------------------------- the yardsticks


def test_the_maniac_raises_whenever_a_raise_is_legal() -> None:
    game = get_game("dragon_kings")
    options = game.resolve_options({"match_length": 1, "rebuys": 0})
    state = game.new(tuple(Seat(f"S{i}", "greedy+maniac") for i in range(3)), options, 4)
    from eternus.engine.ai import make_agent

    maniac = make_agent("greedy+maniac", 1)
    raises_seen = 0
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        action = maniac.choose(game, state.view(seat), seat, legal)
        least = min((a.to for a in legal if isinstance(a, Raise)), default=None)
        if least is not None:
            assert action == Raise(least)
            raises_seen += 1
        state.apply(action)
    assert raises_seen > 0


# ---------------------------------------------------------------- poker's all-in equity


def _heads_up(seed: int) -> tuple[State, tuple[float, ...]]:
    game = get_game("dragon_kings")
    options = game.resolve_options({"match_length": 1, "rebuys": 0})
    return play_adjusted(game, ["random", "random"], options, seed, 16, 1_000)


def test_a_hand_that_ends_all_in_with_cards_to_come_is_scored_by_its_mean_run_out() -> None:
    state, adjusted = _heads_up(6)   # random players all in before the river
    assert isinstance(state, HoldemState) and not any(state.folded)
    assert adjusted != state.returns()
    assert sum(adjusted) == pytest.approx(sum(state.returns()))


def test_a_hand_won_by_a_fold_keeps_its_result() -> None:
    state, adjusted = _heads_up(0)
    assert isinstance(state, HoldemState) and any(state.folded)
    assert adjusted == state.returns()


def test_the_ladder_reads_dragon_kings_with_the_run_outs_luck_taken_out() -> None:
    ladder = ladder_for("dragon_kings", 2, only=("ismcts:easy>random",))
    result = run(ladder)
    assert ladder.allin_samples > 0 and result.steps[0].method == "duplicate+equity"


def test_a_core_second_budget_stops_a_step_after_the_batch_that_spends_it() -> None:
    result = run(_ladder(12), budget_core_seconds=1e-9)
    assert result.steps[0].deals == BATCH


def test_a_ladder_killed_mid_run_goes_on_from_its_record(tmp_path: Path) -> None:
    """A real kill: the process is stopped once some deals are recorded, then run again."""
    path = tmp_path / "ladder.jsonl"
    argv = [sys.executable, "-m", "eternus", "ladder", "--game", "four_kings", "--games", "8", "--seed", "5",
            "--step", "ismcts:easy>greedy", "--record", str(path), "--json"]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    process = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        if path.exists() and len(path.read_text().splitlines()) > 4:   # the header and a batch
            break
        time.sleep(0.05)
    process.kill()
    process.wait()
    stopped_at = len(path.read_text().splitlines()) - 1
    ladder = ladder_for("four_kings", 8, seed=5, only=("ismcts:easy>greedy",))
    assert _figures(run(ladder, record_path=path)) == _figures(run(ladder))
    assert stopped_at >= BATCH


def test_a_budget_counts_the_deals_being_played_at_the_cost_of_those_played() -> None:
    budget = _Budget(10.0, 0.0)
    budget.add([DealRow(0, (0.0,), (0.0,), 3.0), DealRow(1, (0.0,), (0.0,), 3.0)])
    assert not budget.over() and not budget.over(1) and budget.over(2)


def test_a_yardstick_is_named_as_a_kind_of_player_in_its_sentence(tmp_path: Path) -> None:
    assert (in_sentence("caller"), in_sentence("greedy+maniac"), in_sentence("ismcts:normal")) == \
        ("the calling station", "the maniac", "Normal")
    words = results.load()["dragon_kings"]["steps"]
    assert any(step["words"].startswith("Hard is ahead of the calling station") for step in words)


def test_the_results_file_ships_in_the_wheel_and_the_bundle() -> None:
    """A player's installed copy reads the figures too: setuptools' package data and the
    PyInstaller spec both carry the file (a missing file reads as "not measured yet")."""
    import tomllib
    from fnmatch import fnmatch

    root = Path(__file__).resolve().parents[1]
    data = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert any(fnmatch(results.RESULTS_PATH.name, pattern) for pattern in data["eternus.ladder"])
    spec = (root / "build" / "eternus.spec").read_text()
    assert '"eternus", "ladder", "ladder_results.json"), os.path.join("eternus", "ladder")' in spec


def test_a_share_at_a_table_of_more_than_two_says_what_an_equal_player_wins() -> None:
    """Hard's 2 of 7 against three Normal players is ahead of their 1 of 4, not behind."""
    four = unit_for("kings_court", 4, {})
    assert step_in_words("Hard", "Normal", four, 0.289, (0.273, 0.305), 2848) == \
        "Hard wins about 2 of 7 games against Normal (an equal player wins 1 of 4)"
