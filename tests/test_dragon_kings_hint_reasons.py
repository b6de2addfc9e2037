"""The reason a Dragon Kings hint gives: the hand's chance against the price, in numbers a
player can check (the chance against random hands, the call, the pot it wins)."""

from __future__ import annotations

import copy
import re
from typing import Any

from eternus.engine.core import Seat
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, Fold, KeepWings, Raise, TurnIn
from eternus.engine.dragon_kings.equity import equity
from eternus.engine.dragon_kings.game import DragonKingsGame
from eternus.engine.dragon_kings.hint_reason import LENGTH, explain

GAME = DragonKingsGame()


def position(hole: list[str], board: list[str], opponents: int, to_call: int, pot: int) -> dict[str, Any]:
    """Seat 0's view of a plain Hold'em hand, rewritten to these cards and chips: ``opponents``
    seats still in, the others folded."""
    state = GAME.new([Seat("You"), *(Seat(f"S{k}", "random") for k in range(3))],
                     {"preset": "holdem"}, 3)
    view = dict(copy.deepcopy(state.view(0)))
    view.update(hole=hole, board=board, pot_total=pot, face_up_hole=[[] for _ in range(4)],
                dealt=[True] * 4, folded=[False] + [k > opponents for k in range(1, 4)],
                legal={"to_call": to_call, "can_raise": True, "min_raise_to": 2 * to_call or 10,
                       "max_raise_to": 500})
    return view


def said_chance(reason: str) -> int:
    found = re.search(r"win (\d+) %", reason)
    assert found is not None, reason
    return int(found.group(1))


def test_a_call_reason_gives_the_chance_against_random_hands_and_the_pot_odds() -> None:
    view = position(["As", "Ah"], [], 2, 40, 100)
    reason = explain(view, 0, Call(40))
    assert reason is not None
    assert "against two hands; 40 to win 100 needs 29 %." in reason
    assert abs(said_chance(reason) - 100 * equity(["As", "Ah"], [], 2, 40_000, seed=9)) < 2.5


def test_a_fold_reason_shows_the_chance_short_of_what_the_call_needs() -> None:
    view = position(["7c", "2d"], ["Ks", "Qs", "9h"], 1, 60, 90)
    reason = explain(view, 0, Fold())
    assert reason is not None and reason.endswith("against one hand; 60 to win 90 needs 40 %.")
    assert said_chance(reason) < 40
    assert abs(said_chance(reason) - 100 * equity(["7c", "2d"], ["Ks", "Qs", "9h"], 1, 40_000, seed=9)) < 2.5


def test_a_check_reason_says_checking_is_free() -> None:
    reason = explain(position(["Jc", "Td"], ["2s", "5h", "8c"], 3, 0, 40), 0, Check())
    assert reason is not None and reason.endswith("against three hands; checking is free.")


def test_a_raise_reason_compares_the_chance_with_an_even_share() -> None:
    reason = explain(position(["Kc", "Kd"], ["Ks", "7h", "2c"], 1, 0, 40), 0, Raise(20))
    assert reason is not None and reason.endswith("against one hand, over an even share (50 %).")
    assert said_chance(reason) > 90


def test_an_all_in_that_only_calls_is_explained_as_a_call() -> None:
    reason = explain(position(["As", "Ah"], [], 1, 300, 200), 0, AllIn(250))
    assert reason is not None and reason.endswith("; 250 to win 200 needs 56 %.")


def test_with_everyone_else_folded_the_reason_says_so() -> None:
    assert explain(position(["7c", "2d"], [], 0, 0, 30), 0, Check()) == "Everyone else has folded: the pot is yours."


def test_a_wing_card_choice_has_no_reason_beyond_its_label() -> None:
    assert explain(position(["7c", "2d"], [], 1, 0, 30), 0, KeepWings()) is None


def test_a_call_short_of_its_price_is_said_to_be_close() -> None:
    reason = explain(position(["7c", "2d"], ["Ks", "Qs", "9h"], 1, 60, 90), 0, Call(60))
    assert reason is not None and reason.endswith("; 60 to win 90 needs 40 %: close.")


def test_a_reason_fits_the_prompt_with_the_move_at_a_full_table_with_big_pots() -> None:
    """Three hands and four-digit chips: the longest the table's one-line prompt must hold."""
    view = position(["7c", "2d"], ["Ks", "Qs", "9h"], 3, 1250, 9990)
    for action in (Call(1250), Fold(), Raise(2500), AllIn(1250)):
        reason = explain(view, 0, action)
        assert reason is not None and len(reason) <= LENGTH, reason


def test_a_fold_against_a_bet_bigger_than_the_stack_prices_the_call_at_the_stack() -> None:
    view = position(["7c", "2d"], ["Ks", "Qs", "9h"], 1, 600, 900)
    view["stacks"] = [300, *view["stacks"][1:]]
    reason = explain(view, 0, Fold())
    assert reason is not None and reason.endswith("; 300 to win 900 needs 25 %.")


def test_the_card_turned_in_is_the_lowest_that_pairs_nothing() -> None:
    view = position(["Kc", "4d", "9h"], ["Ks", "7h", "2c"], 1, 0, 40)
    assert explain(view, 0, TurnIn("4d")) == "Your lowest card, and it pairs nothing."
    assert explain(view, 0, TurnIn("Kc")) is None                 # it pairs the board's King
