"""A damaged Draker record is refused in a line: the engine reads no move whose fields are not
cards and seats (a reason, the state untouched), and ``replay`` says so and exits 2."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from eternus.cli import main
from eternus.engine.core import IllegalAction, Seat
from eternus.engine.draker.actions import Lay, Respond
from eternus.engine.draker.game import DrakerGame
from eternus.engine.record import GameRecord

GAME = DrakerGame()
THREE = (Seat("A", "greedy"), Seat("B", "greedy"), Seat("C", "greedy"))


def _record(first: dict[str, Any]) -> dict[str, Any]:
    return GameRecord("draker", THREE, 5, {}, []).to_json() | {"actions": [first]}


def _first_lay() -> dict[str, Any]:
    state = GAME.new(THREE, {}, 5)
    lay = next(a for a in state.legal_actions() if isinstance(a, Lay) and a.attack)
    return lay.to_json()


def _replay(tmp_path: Path, data: dict[str, Any]) -> tuple[int, str]:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    err = io.StringIO()
    code = main(["replay", str(path)], io.StringIO(), err)
    return code, err.getvalue()


@pytest.mark.parametrize("damage", [{"attack": [{"card": "5s"}]}, {"card": 7}, {"defence": [None]},
                                    {"attack": "5s"}, {"target": True}])
def test_a_damaged_draker_record_is_one_line_and_exit_2(tmp_path: Path, damage: dict[str, Any]) -> None:
    code, err = _replay(tmp_path, _record(_first_lay() | damage))
    assert code == 2 and err.startswith("replay: ") and "Traceback" not in err and err.count("\n") == 1


@pytest.mark.parametrize("target", [True, -1, 7, "1", 1.0])
def test_an_attack_aimed_at_no_seat_is_refused_with_a_reason(target: object) -> None:
    state = GAME.new(THREE, {}, 5)
    before = state.to_json()
    first = _first_lay()
    lay = Lay(first["card"], tuple(first["attack"]), None, target)            # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="seat at this table"):
        state.apply(lay)
    assert state.to_json() == before


def test_a_card_that_is_no_draker_card_is_refused_with_a_reason() -> None:
    state = GAME.new(THREE, {}, 5)
    with pytest.raises(IllegalAction, match="cards of this game"):
        state.apply(Lay("5s", attack=(("5s",),)))            # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="the attack or the defence"):
        state.apply(Respond("5s", "everything"))             # type: ignore[arg-type]
