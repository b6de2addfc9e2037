"""One test per rule of Four Kings Crossing, named after the rule (docs/rules/four_kings.md)."""

from __future__ import annotations

import json

import pytest

from eternus.engine.core import GameOver, IllegalAction, Message, OptionError
from eternus.engine.four_kings.actions import (
    GiveRaven, NextGame, PayBack, PlacePip, PlaceTaveren, Ransom, Roll,
)
from eternus.engine.four_kings.board import BLACK, CLEAR, DRAGON, WHITE, pips_from_roll
from eternus.engine.events import TurnSkipped
from eternus.engine.four_kings.events import (
    CrownTurned, FisherChanged, GameFinished, PipMoved, PlayerSkipped, StakesPaid,
)
from eternus.engine.four_kings.game import total_pips
from eternus.engine.four_kings.roles import KING, ROGUE
from eternus.engine.four_kings.phases import INTERMISSION, OVER
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.four_kings.taveren import HELD, LYING, WAITING, Taveren
from tests.four_kings_helpers import GAME, clear_board, new, roll, set_pips, turn_to


def ids(state: FourKingsState) -> list[str]:
    return [r.id for r in state.roles]


def give_all_crowns_but_one(state: FourKingsState, to: str, keep: str) -> None:
    """Move every crown except ``keep``'s own to role ``to`` (a position one step from the end)."""
    for crown in ["W1", "B1", "W2", "B2"]:
        if crown == keep:
            continue
        holder = state.role(state.crowns[crown].holder)
        holder.crowns.remove(crown)
        state.role(to).crowns.append(crown)
        state.crowns[crown].holder = to


# ------------------------------------------------------------------ players and roles

def test_four_players_are_four_kings_alternating_white_and_black():
    state = new(4)
    assert ids(state) == ["W1", "B1", "W2", "B2"]
    assert [r.seat for r in state.roles] == [0, 1, 2, 3]
    assert all(r.kind == KING for r in state.roles)


def test_six_players_add_two_rogues_between_the_colours():
    state = new(6)
    assert ids(state) == ["W1", "R1", "B1", "W2", "R2", "B2"]
    assert [r.kind for r in state.roles].count(ROGUE) == 2


def test_two_players_each_play_one_colour_team():
    state = new(2)
    assert {r.id for r in state.roles if r.seat == 0} == {"W1", "W2"}
    assert {r.id for r in state.roles if r.seat == 1} == {"B1", "B2"}


def test_three_players_split_into_white_black_and_the_rogues():
    state = new(3)
    assert {r.id for r in state.roles if r.seat == 2} == {"R1", "R2"}
    assert ids(state) == ["W1", "R1", "B1", "W2", "R2", "B2"]


def test_five_players_have_one_rogue():
    assert ids(new(5)) == ["W1", "R1", "B1", "W2", "B2"]


def test_kings_get_their_colour_and_rogues_get_clear_pips():
    state = new(6, pips=2)
    assert state.role("W1").pips == {WHITE: 2, BLACK: 0, CLEAR: 0}
    assert state.role("B2").pips == {WHITE: 0, BLACK: 2, CLEAR: 0}
    assert state.role("R1").pips == {WHITE: 0, BLACK: 0, CLEAR: 2}


# ------------------------------------------------------------------ the fixed pot

@pytest.mark.parametrize("pips", [1, 2, 3, 4])
def test_each_player_starts_with_the_chosen_pips(pips):
    state = new(4, pips=pips)
    assert all(r.pip_count == pips for r in state.roles)


def test_rolled_pips_are_the_dice_divided_by_three_rounded_up():
    assert [pips_from_roll(t) for t in range(2, 13)] == [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]
    seen = {new(4, seed=s, pips="rolled").pips_per_player for s in range(60)}
    assert seen == {1, 2, 3, 4}


def test_two_king_pips_of_different_colours_start_on_the_dragon():
    state = new(4)
    assert sorted(state.board[DRAGON]) == [BLACK, WHITE]
    assert all(not state.board[n] for n in state.board if n != DRAGON)


# ------------------------------------------------------------------ the rolls

def test_four_passes():
    state = new(4)
    turn_to(state, "W1")
    before = state.to_json()
    roll(state, 1, 3)
    after = state.to_json()
    assert after["board"] == before["board"] and after["roles"][0]["pips"] == before["roles"][0]["pips"]
    assert state.roller.id == "B1"


def test_take_or_place_places_a_pip_on_an_empty_field():
    state = new(4)
    turn_to(state, "W1")
    roll(state, 2, 3)
    assert state.board[5] == [WHITE]
    assert state.role("W1").pip_count == 2


def test_take_or_place_takes_the_lone_pip():
    state = new(4)
    turn_to(state, "B1")
    state.board[9] = [WHITE]
    set_pips(state, "W1", white=2)
    roll(state, 4, 5)
    assert state.board[9] == []
    assert state.role("B1").pips[WHITE] == 1


def test_take_or_place_fields_never_hold_more_than_one_pip():
    state = new(4, seed=3)
    rng_seed = 0
    from eternus.engine.rng import Rng
    rng = Rng(rng_seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        assert all(len(state.board[n]) <= 1 for n in (3, 5, 6, 8, 9, 10, 11))


def test_placing_asks_which_colour_when_the_roller_holds_several():
    state = new(4)
    turn_to(state, "W1")
    set_pips(state, "W1", white=2, black=1)
    set_pips(state, "B1", black=1)
    roll(state, 5, 5)
    assert state.legal_actions() == [PlacePip(WHITE), PlacePip(BLACK)]
    with pytest.raises(IllegalAction, match="no clear pip"):
        state.apply(PlacePip(CLEAR))
    state.apply(PlacePip(BLACK))
    assert state.board[10] == [BLACK]


def test_seven_adds_a_pip_to_the_dragon_stack():
    state = new(4)
    turn_to(state, "B1")
    roll(state, 3, 4)
    roll(state, 6, 1)  # W2 rolls next
    assert state.board[DRAGON] == [WHITE, BLACK, BLACK, WHITE]


def test_eyes_take_everything_but_the_dragon():
    state = new(4)
    turn_to(state, "W2")
    state.board[3], state.board[11] = [BLACK], [WHITE]
    set_pips(state, "B1", black=2)
    set_pips(state, "W1", white=2)
    roll(state, 1, 1)
    assert state.board[3] == state.board[11] == []
    assert state.board[DRAGON] == [WHITE, BLACK]
    assert state.role("W2").pip_count == 5


def test_towers_take_everything_with_a_living_king():
    state = new(4)
    turn_to(state, "W1")
    state.board[5] = [BLACK]
    set_pips(state, "B2", black=2)
    roll(state, 6, 6)
    assert all(not pips for pips in state.board.values())
    assert state.role("W1").pip_count == 3 + 1 + 2


def test_towers_act_as_the_eyes_without_a_living_king():
    state = new(4)
    turn_to(state, "W1")
    give_all_crowns_but_one(state, "B1", keep="B1")  # W1 has given its crown away
    state.role("B1").crowns.remove("B1")
    state.role("B2").crowns.append("B1")
    state.crowns["B1"].holder = "B2"
    state.board[5] = [BLACK]
    set_pips(state, "B2", black=2)
    roll(state, 6, 6)
    assert state.board[DRAGON] == [WHITE, BLACK]
    assert state.board[5] == []


def test_gateways_skip_the_next_player():
    state = new(4)
    turn_to(state, "W1")
    events = roll(state, 4, 4)
    assert PlayerSkipped(state.role("B1").seat, role="B1") in events
    assert state.roller.id == "W2"


def test_the_gateways_skip_is_the_shared_turn_skipped_naming_the_role() -> None:
    """Tables treat every game's skips alike: the Gateways send the shared TurnSkipped, a plain skip."""
    state = new(2)  # two people: each seat plays two roles, so the skip names the role
    turn_to(state, "W1")
    skips = [e for e in roll(state, 4, 4) if isinstance(e, TurnSkipped)]
    assert len(skips) == 1
    skip = skips[0]
    assert isinstance(skip, PlayerSkipped) and skip.role == "B1"
    assert skip.seat == state.role("B1").seat and not skip.lost


def test_foxes_reverse_the_direction_of_play():
    state = new(4)
    turn_to(state, "W2")
    roll(state, 3, 3)
    assert state.direction == -1
    assert state.roller.id == "B1"


def test_play_passes_in_the_order_of_the_roles():
    state = new(6)
    turn_to(state, "W1")
    order = []
    for _ in range(6):
        order.append(state.roller.id)
        roll(state, 1, 3)
    assert order == ["W1", "R1", "B1", "W2", "R2", "B2"]


# ------------------------------------------------------------------ eliminating players

def test_out_of_pips_ransoms_a_crown_to_the_player_with_most_pips():
    state = new(4)
    turn_to(state, "W1")
    set_pips(state, "W1")
    set_pips(state, "B1", black=5)
    set_pips(state, "W2", white=6)
    set_pips(state, "B2", black=1)
    roll(state, 2, 3)  # 5: empty field, W1 must place but holds nothing
    assert state.crowns["W1"].holder == "W2"
    assert state.board[5] == [WHITE] and state.role("W2").pips[WHITE] == 5
    assert total_pips(state) == 14


def test_ransom_tie_lets_the_giver_choose():
    state = new(4)
    turn_to(state, "W1")
    set_pips(state, "W1")
    set_pips(state, "B1", black=4)
    set_pips(state, "W2", white=4)
    set_pips(state, "B2", black=4)
    roll(state, 2, 3)
    assert state.legal_actions() == [Ransom("B1", BLACK), Ransom("W2", WHITE), Ransom("B2", BLACK)]
    state.apply(Ransom("B2", BLACK))
    assert state.crowns["W1"].holder == "B2" and state.board[5] == [BLACK]


def test_won_crowns_are_ransomed_before_ones_own():
    state = new(4)
    turn_to(state, "W1")
    state.role("B1").crowns.remove("B1")
    state.role("W1").crowns.append("B1")
    state.crowns["B1"].holder = "W1"
    set_pips(state, "W1")
    set_pips(state, "B1", black=3)
    set_pips(state, "W2", white=6)
    set_pips(state, "B2", black=3)
    roll(state, 2, 3)
    assert state.crowns["B1"].holder == "W2"
    assert state.crowns["W1"].holder == "W1"


def test_no_pips_and_no_crown_makes_the_fisher():
    state = new(4)
    turn_to(state, "W1")
    give_all_crowns_but_one(state, "B1", keep="W2")
    set_pips(state, "W1")
    set_pips(state, "B1", black=6)
    events = roll(state, 2, 3)
    assert state.role("W1").fisher
    assert state.board[5] == []
    # the first Fisher has nobody before him, and the log says so
    changes = [e for e in events if isinstance(e, FisherChanged)]
    assert changes == [FisherChanged("W1", "")] and changes[0].text == "W1 falls to the Fisher"


def test_a_second_player_out_becomes_the_fisher_and_the_first_is_eliminated():
    state = new(4)
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("W1").fisher = True
    set_pips(state, "W1")
    set_pips(state, "B2")
    set_pips(state, "B1", black=9)
    turn_to(state, "B2")
    events = roll(state, 2, 3)
    assert state.role("B2").fisher and not state.role("W1").fisher
    assert state.role("W1").out
    assert CrownTurned("W1", True) in events
    assert state.roller.id != "W1"


def test_dead_king_does_not_call_the_dragon_with_the_towers():
    state = new(4)
    turn_to(state, "B1")
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("B1").crowns = ["W1"]
    state.role("W2").crowns = ["W2", "B1", "B2"]
    for c in ("B1", "B2"):
        state.crowns[c].holder = "W2"
    state.crowns["W1"].dead = True
    state.board[5] = [WHITE]
    set_pips(state, "W1", white=2)
    roll(state, 6, 6)
    assert state.board[DRAGON] == [WHITE, BLACK]


def test_dead_king_is_still_worth_a_pip_in_ransom():
    state = new(4)
    turn_to(state, "B1")
    state.role("W1").crowns.remove("W1")
    state.role("B1").crowns = ["W1"]
    state.role("W2").crowns.append("B1")
    state.crowns["W1"].holder, state.crowns["B1"].holder = "B1", "W2"
    state.crowns["W1"].dead = True
    set_pips(state, "B1")
    set_pips(state, "W2", white=9)
    roll(state, 2, 3)
    assert state.crowns["W1"].holder == "W2" and state.board[5] == [WHITE]


def test_fisher_wins_nothing_but_on_the_eyes():
    state = new(4)
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("W1").fisher = True
    set_pips(state, "W1")
    set_pips(state, "B1", black=7)
    state.board[5] = [BLACK]
    turn_to(state, "W1")
    roll(state, 2, 3)
    assert state.board[5] == [BLACK] and state.role("W1").pip_count == 0
    turn_to(state, "W1")
    roll(state, 3, 4)
    assert state.board[DRAGON] == [WHITE, BLACK]


def test_fisher_back_in_play_buys_back_his_own_crown():
    """The source's own example: the Fisher rolls 2 (takes pips, reclaims), 8 (places), 12 (all)."""
    state = new(4)
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("W1").fisher = True
    set_pips(state, "W1")
    set_pips(state, "B1", black=5)
    state.board[3], state.board[9] = [BLACK], [WHITE]
    turn_to(state, "W1")
    roll(state, 1, 1)
    assert state.legal_actions() == [PayBack(WHITE), PayBack(BLACK)]
    state.apply(PayBack(BLACK))
    w1 = state.role("W1")
    assert not w1.fisher and w1.crowns == ["W1"] and w1.pips == {WHITE: 1, BLACK: 0, CLEAR: 0}
    turn_to(state, "W1")
    roll(state, 5, 3)
    assert state.board[8] == [WHITE] and w1.pip_count == 0
    turn_to(state, "W1")
    roll(state, 6, 6)
    assert all(not p for p in state.board.values()) and w1.pip_count == 3


def test_fisher_reclaims_only_his_own_crown():
    state = new(6)
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("R1").fisher = True
    set_pips(state, "R1")
    set_pips(state, "R2", clear=4)
    state.board[3] = [CLEAR]
    turn_to(state, "R1")
    roll(state, 1, 1)
    assert state.pending is None and state.role("R1").crowns == []
    assert not state.role("R1").fisher


def test_special_rolls_apply_to_the_fisher():
    state = new(4)
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("W1").fisher = True
    set_pips(state, "W1")
    set_pips(state, "B1", black=7)
    turn_to(state, "W1")
    roll(state, 3, 3)
    assert state.direction == -1 and state.roller.id == "B2"


# ------------------------------------------------------------------ the end

def test_game_ends_when_one_player_holds_all_four_kings():
    state = new(4)
    turn_to(state, "W1")
    give_all_crowns_but_one(state, "W2", keep="W1")
    set_pips(state, "W1")
    set_pips(state, "W2", white=8)
    set_pips(state, "B1", black=2)
    set_pips(state, "B2")
    events = roll(state, 2, 3)
    assert state.is_over
    assert any(isinstance(e, GameOver) for e in events)
    assert state.result["winner"] == "W2" and state.result["reason"] == "kings"


def test_wheel_turns_when_a_pip_must_be_placed_and_every_pip_is_on_the_board():
    state = new(4, pips=1)
    turn_to(state, "W1")
    for r in state.roles:
        set_pips(state, r.id)
    state.board[3], state.board[5], state.board[6], state.board[8] = [WHITE], [BLACK], [WHITE], [BLACK]
    events = roll(state, 4, 5)
    assert state.is_over and state.result["reason"] == "wheel"
    assert state.result["payments"] == [] and state.returns() == (0.0, 0.0, 0.0, 0.0)
    assert any(isinstance(e, GameFinished) for e in events)


def test_wheel_turns_only_at_deadlock():
    state = new(4, pips=1)
    turn_to(state, "W1")
    for r in state.roles:
        set_pips(state, r.id)
    state.board[3], state.board[5], state.board[6], state.board[8] = [WHITE], [BLACK], [WHITE], [BLACK]
    roll(state, 1, 2)  # 3 holds a pip: W1 takes it, the game goes on
    assert not state.is_over and state.role("W1").pip_count == 1


# ------------------------------------------------------------------ ta'veren

def test_taveren_start_on_six_raven_and_eight_wolf():
    state = new(4, taveren="6_and_8")
    assert state.taveren["raven"] == Taveren(LYING, 6)
    assert state.taveren["wolf"] == Taveren(LYING, 8)


def test_taveren_rolled_start_may_land_on_any_number():
    fields = {new(4, seed=s, taveren="rolled").taveren["wolf"].field for s in range(200)}
    assert fields == set(range(2, 13))


def test_taveren_act_like_pips_and_capturing_one_makes_the_patron():
    state = new(4, taveren="6_and_8")
    turn_to(state, "W1")
    roll(state, 2, 4)
    assert state.taveren["raven"] == Taveren(HELD, None, "W1", False)
    assert state.board[6] == [] and state.role("W1").pip_count == 3


def test_patron_sets_the_taveren_out_on_the_following_turn():
    state = new(4, taveren="6_and_8")
    turn_to(state, "W1")
    roll(state, 2, 4)
    assert state.pending is None and state.roller.id == "B1"  # not this turn
    for _ in range(3):
        roll(state, 1, 3)
    assert state.roller.id == "W1"
    assert PlaceTaveren("raven", 5) in state.legal_actions()
    assert PlaceTaveren("raven", DRAGON) not in state.legal_actions()
    assert PlaceTaveren("raven", 8) not in state.legal_actions()  # the Wolf lies there


def test_taveren_is_set_out_at_the_start_or_the_end_of_the_turn_once():
    state = new(4, taveren="6_and_8")
    state.taveren["raven"] = Taveren(HELD, None, "W1", True)
    turn_to(state, "W1")
    state.apply(PlaceTaveren("raven", 5))
    assert state.taveren["raven"] == Taveren(WAITING, 5, "W1", False)
    assert state.legal_actions() == [Roll()]


def test_taveren_must_be_set_out_at_the_end_of_the_turn_if_not_at_the_start():
    state = new(4, taveren="6_and_8")
    state.taveren["raven"] = Taveren(HELD, None, "W1", True)
    turn_to(state, "W1")
    roll(state, 2, 3)
    assert state.pending == {"kind": "taveren", "role": "W1"}
    assert all(isinstance(a, PlaceTaveren) for a in state.legal_actions())
    state.apply(PlaceTaveren("raven", 10))
    assert state.roller.id == "B1"


def test_taveren_cannot_be_set_out_after_rolling_a_four():
    state = new(4, taveren="6_and_8")
    state.taveren["raven"] = Taveren(HELD, None, "W1", True)
    turn_to(state, "W1")
    roll(state, 1, 3)
    assert state.roller.id == "B1" and state.taveren["raven"].where == HELD


def test_full_board_patron_waits_for_a_later_turn():
    state = new(4, taveren="6_and_8")
    state.taveren["raven"] = Taveren(HELD, None, "W1", True)
    state.taveren["wolf"] = Taveren(LYING, 2)
    for n, c in zip((3, 4, 5, 6, 8, 9, 10, 11, 12), [WHITE, BLACK] * 5, strict=False):
        state.board[n] = [c]
    set_pips(state, "W1", white=0)
    set_pips(state, "B1", black=0)
    set_pips(state, "W2", white=0)
    set_pips(state, "B2", black=3)
    turn_to(state, "W1")
    assert state.taveren_fields() == []
    assert state.legal_actions() == [Roll()]


def test_wolf_takes_a_king_from_the_roller_for_the_patron():
    state = new(4, taveren="6_and_8")
    state.taveren["wolf"] = Taveren(WAITING, 5, "B1", False)
    turn_to(state, "W1")
    roll(state, 2, 3)
    assert state.crowns["W1"].holder == "B1" and state.crowns["W1"].captured
    assert state.taveren["wolf"] == Taveren(LYING, 5)
    assert state.board[5] == [] and state.role("W1").pip_count == 3


def test_raven_takes_a_pip_from_the_roller_for_the_patron():
    state = new(4, taveren="6_and_8")
    state.taveren["raven"] = Taveren(WAITING, 9, "B2", False)
    turn_to(state, "W1")
    set_pips(state, "W1", white=2, black=1)
    set_pips(state, "B1", black=2)
    roll(state, 4, 5)
    assert state.legal_actions() == [GiveRaven(WHITE), GiveRaven(BLACK)]
    state.apply(GiveRaven(WHITE))
    assert state.role("B2").pips[WHITE] == 1 and state.taveren["raven"] == Taveren(LYING, 9)


def test_landed_taveren_can_be_won_like_a_pip():
    state = new(4, taveren="6_and_8")
    state.taveren["raven"] = Taveren(LYING, 9)
    turn_to(state, "B2")
    roll(state, 4, 5)
    assert state.taveren["raven"].patron == "B2"


def test_raven_saves_a_king_with_no_pips_from_the_fisher():
    state = new(4, taveren="6_and_8")
    state.taveren["raven"] = Taveren(WAITING, 9, "B2", False)
    turn_to(state, "W1")
    set_pips(state, "W1")
    set_pips(state, "B1", black=6)
    roll(state, 4, 5)
    assert state.crowns["W1"].holder == "W1" and not state.role("W1").fisher
    assert state.taveren["raven"] == Taveren(LYING, 9)


def test_patron_rolling_his_own_taveren_only_lands_it():
    state = new(4, taveren="6_and_8")
    state.taveren["wolf"] = Taveren(WAITING, 5, "W1", False)
    turn_to(state, "W1")
    roll(state, 2, 3)
    assert state.crowns["W1"].holder == "W1" and state.taveren["wolf"] == Taveren(LYING, 5)


def test_captured_king_cannot_be_bought_back():
    state = new(4, taveren="6_and_8")
    state.taveren["wolf"] = Taveren(WAITING, 5, "B1", False)
    turn_to(state, "W1")
    roll(state, 2, 3)  # the Wolf captures W1's crown
    w1 = state.role("W1")
    set_pips(state, "W1")
    set_pips(state, "B1", black=6)
    w1.fisher = True
    state.board[3] = [BLACK]
    turn_to(state, "W1")
    roll(state, 1, 1)
    assert state.crowns["W1"].holder == "B1" and state.pending is None


def test_towers_can_be_a_losing_roll_with_a_taveren_on_them():
    state = new(4, taveren="6_and_8")
    clear_board(state)
    state.board[DRAGON] = []
    set_pips(state, "W1", white=3)
    set_pips(state, "B1", black=3)
    set_pips(state, "W2", white=4)
    set_pips(state, "B2", black=4)
    state.taveren["raven"] = Taveren(WAITING, 12, "B1", False)
    state.taveren["wolf"] = Taveren(LYING, 10)
    turn_to(state, "W1")
    roll(state, 6, 6)
    assert state.role("W1").pips[WHITE] == 2  # paid the Raven, gained nothing
    assert state.role("B1").pips[WHITE] == 1
    assert state.taveren["wolf"].patron == "W1"  # the Wolf lying on 10 was swept up


# ------------------------------------------------------------------ scoring

def finish(state: FourKingsState, winner: str) -> None:
    """End the game with ``winner`` holding all four crowns, through the real ransom path."""
    loser = next(r.id for r in state.roles if r.id != winner and r.crowns)
    give_all_crowns_but_one(state, winner, keep=loser)
    others = [r for r in state.roles if r.id not in (winner, loser)]
    spare = state.role(loser).pips
    state.role(winner).pips = {c: state.role(winner).pips[c] + spare[c] for c in spare}
    set_pips(state, loser)
    for r in others:
        state.role(winner).pips = {c: state.role(winner).pips[c] + r.pips[c] for c in r.pips}
        set_pips(state, r.id)
    for colour in state.board[5]:  # field 5 must be empty, so the loser has to place there
        state.role(winner).pips[colour] += 1
    state.board[5] = []
    turn_to(state, loser)
    roll(state, 2, 3)
    if state.pending is not None:  # the winner holds several colours: ransom for the first
        state.apply(state.legal_actions()[0])
    assert state.result is not None and state.result["winner"] == winner


def test_rogue_winner_takes_one_stake_from_each_king():
    state = new(6)
    state.role("R1").pips[CLEAR] += 1
    state.role("R2").pips[CLEAR] -= 1
    finish(state, "R1")
    assert sorted(state.result["payments"]) == sorted(
        [[k, "R1", 1] for k in ("W1", "B1", "W2", "B2")])


def test_king_winner_takes_two_from_his_partner_and_two_plus_modifiers_from_each_loser():
    state = new(4)
    finish(state, "W1")  # W1 ends with every pip not on the board: all white but the Dragon's
    pays = {p[0]: p[2] for p in state.result["payments"]}
    # W1 holds all black pips but the Dragon's one -> not all other colour; holds white; Dragon
    # holds one white of nine -> no modifier: 2 each.
    assert pays == {"B1": 2, "W2": 2, "B2": 2}


@pytest.mark.parametrize("rule, winner_pips, dragon, delta", [
    ("all_his_colour", {WHITE: 13, BLACK: 0}, [BLACK], +1),
    ("all_other_colour", {WHITE: 1, BLACK: 13}, [WHITE], +1),
    ("none_of_his_colour", {WHITE: 0, BLACK: 4}, [BLACK], -1),
    ("dragon_has_his_colour", {WHITE: 0, BLACK: 13}, [WHITE] * 13, -2 + 1),
])
def test_king_payout_modifiers(rule, winner_pips, dragon, delta):
    from eternus.engine.four_kings import scoring

    state = new(4)
    clear_board(state)
    state.board[DRAGON] = list(dragon)
    for r in state.roles:
        set_pips(state, r.id)
    set_pips(state, "W1", white=winner_pips[WHITE], black=winner_pips[BLACK])
    mods = scoring.modifiers(state.role("W1"), state.roles, state.board)
    assert getattr(mods, rule)
    assert mods.delta == delta


def test_king_winnings_range_from_two_to_ten_stakes():
    from eternus.engine.four_kings import scoring

    state = new(4)
    clear_board(state)
    for r in state.roles:
        set_pips(state, r.id)
    set_pips(state, "W1", white=7, black=7)  # every pip of both colours: A and B
    best = scoring.king_winnings(state.role("W1"), state.roles, state.board, 1)
    assert sum(n for _, _, n in best) == 10 and max(n for _, _, n in best) == 4
    state.board[DRAGON] = [WHITE] * 7
    set_pips(state, "W1", black=3)  # none of his colour and the Dragon has it all: C and D
    state.board[3] = [BLACK] * 4
    worst = scoring.king_winnings(state.role("W1"), state.roles, state.board, 1)
    assert sum(n for _, _, n in worst) == 2


def test_dragon_reborn_marker_follows_the_last_towers_roller():
    state = new(4)
    turn_to(state, "B1")
    roll(state, 6, 6)
    assert state.marker == "B1"
    turn_to(state, "W2")
    roll(state, 6, 6)
    assert state.marker == "W2"


def test_eyes_make_every_player_with_stakes_pay_one_to_the_hoard():
    state = new(4, stakes=3)
    state.role("B2").stakes = 0
    state.role("W1").stakes = 4
    turn_to(state, "W1")
    roll(state, 1, 1)
    assert state.hoard == 3
    assert [r.stakes for r in state.roles] == [3, 2, 2, 0]


def test_dragon_reborn_takes_the_hoard_at_the_end_of_the_game():
    state = new(4, stakes=5)
    state.hoard = 4
    state.role("B1").stakes -= 4
    state.marker = "B2"
    finish(state, "W1")
    # The ransom first (B1 can pay only the 1 it has left), then the Hoard to the Dragon Reborn.
    assert state.result["payments"] == [["B1", "W1", 1], ["W2", "W1", 2], ["B2", "W1", 2], ["hoard", "B2", 4]]
    assert [r.stakes for r in state.roles] == [10, 0, 3, 7]
    assert state.hoard == 0


def test_hoard_carries_over_when_nobody_rolled_the_towers():
    state = new(4, stakes=5, games=3)
    state.hoard = 2
    state.role("B1").stakes -= 2
    finish(state, "W1")
    assert state.phase == INTERMISSION and state.hoard == 2
    state.apply(NextGame())
    assert state.hoard == 2 and state.game_no == 2 and state.marker is None


def test_towers_double_pays_a_winner_holding_the_dragon_reborn_double():
    """The same finish with and without the option: each King pays W1 exactly twice as much."""
    plain = new(4, pips="rolled", towers_double=False, stakes=20)
    doubled = new(4, pips="rolled", towers_double=True, stakes=20)
    for state in (plain, doubled):
        state.marker = "W1"
        finish(state, "W1")
    assert plain.result["payments"] == [["B1", "W1", 2], ["W2", "W1", 2], ["B2", "W1", 2]]
    assert doubled.result["payments"] == [["B1", "W1", 4], ["W2", "W1", 4], ["B2", "W1", 4]]
    assert [r.stakes for r in doubled.roles] == [32, 16, 16, 16]
    assert doubled.returns() == (12.0, -4.0, -4.0, -4.0)


def test_towers_double_needs_rolled_pips():
    with pytest.raises(OptionError, match="rolled"):
        new(4, towers_double=True)


def test_drinking_losing_kings_owe_each_winning_king_a_drink():
    state = new(4, scoring="drinking")
    finish(state, "W2")
    assert sorted(map(tuple, state.result["drinks"])) == sorted(
        [("B1", "W1"), ("B1", "W2"), ("B2", "W1"), ("B2", "W2")])
    assert state.result["payments"] == []
    assert state.returns() == (2.0, -2.0, 2.0, -2.0)


def test_drinking_lowest_king_in_play_owes_the_winning_rogue():
    from eternus.engine.four_kings import scoring

    state = new(6, scoring="drinking")
    set_pips(state, "B1", black=1)
    assert scoring.drinks(state.role("R2"), state.roles) == [("B1", "R2")]


# ------------------------------------------------------------------ variants

def test_straight_gluckhaus_has_no_kings_and_money_can_run_below_zero():
    state = new(3, variant="straight_gluckhaus", stakes=3)
    assert [r.kind for r in state.roles] == ["gambler"] * 3 and state.crowns == {}
    turn_to(state, "P1")
    for _ in range(4):
        roll(state, 3, 4)
        turn_to(state, "P1")
    assert state.role("P1").stakes == -1 and len(state.board[DRAGON]) == 4


def test_straight_gluckhaus_towers_take_everything_and_end_it_after_the_rounds():
    state = new(2, variant="straight_gluckhaus", rounds=5)
    while state.turns < 9:
        roll(state, 3, 4)
    roll(state, 6, 6)
    assert state.is_over and state.result["reason"] == "rounds"
    assert sum(r.stakes for r in state.roles) == 20


def test_straight_gluckhaus_refuses_the_taveren():
    with pytest.raises(OptionError, match="Ta'veren"):
        new(4, variant="straight_gluckhaus", taveren="6_and_8")


def test_chase_the_dragon_starts_with_one_pip_each_and_one_on_every_realm():
    state = new(4, variant="chase_the_dragon")
    assert all(r.pip_count == 1 for r in state.roles)
    assert all(state.board[n] == [CLEAR] for n in state.board if n != DRAGON)
    assert state.board[DRAGON] == []


def test_chase_the_dragon_the_dragon_wins_when_every_pip_is_on_the_board():
    state = new(4, variant="chase_the_dragon")
    for r in ("B1", "W2", "B2"):
        set_pips(state, r)
    state.board[DRAGON] = [BLACK, WHITE, BLACK]
    turn_to(state, "W1")
    roll(state, 3, 4)
    assert state.is_over and state.result["reason"] == "dragon" and state.returns() == (0,) * 4


def test_chase_the_dragon_everyone_wins_when_the_kings_unite():
    state = new(4, variant="chase_the_dragon")
    finish(state, "B1")
    assert state.returns() == (1.0,) * 4


def test_kaerathon_cycle_starts_at_four_and_loses_a_pip_after_a_king_wins():
    state = new(4, variant="kaerathon_cycle")
    assert state.pips_per_player == 4
    finish(state, "W1")
    state.apply(NextGame())
    assert state.pips_per_player == 3 and all(r.pip_count == 3 for r in state.roles)


def test_kaerathon_cycle_ends_when_the_wheel_turns_with_one_pip():
    state = new(4, variant="kaerathon_cycle")
    state.pips_per_player = 1
    clear_board(state)
    for r in state.roles:
        set_pips(state, r.id)
    state.board[3], state.board[5], state.board[6], state.board[8] = [WHITE], [BLACK], [WHITE], [BLACK]
    state.board[DRAGON] = [WHITE, BLACK]
    turn_to(state, "W1")
    roll(state, 4, 5)
    assert state.phase == OVER


def test_broken_seals_payouts_double_for_each_king_out_of_stakes():
    state = new(4, variant="broken_seals", stakes=5)
    state.role("B2").stakes = 0
    state.role("W1").stakes += 5
    finish(state, "W1")
    assert {p[0]: p[2] for p in state.result["payments"]} == {"B1": 4, "W2": 4}


def test_broken_seals_doubling_stops_at_two_empty_purses():
    """Three Kings out of stakes still double a payout only twice (x4, not x8): a Rogue's win
    takes 4 from the one King with stakes; the purses are set by hand, ``finish`` ends it."""
    state = new(5, variant="broken_seals", stakes=20)
    for king in ("B1", "W2", "B2"):
        state.role("W1").stakes += state.role(king).stakes
        state.role(king).stakes = 0
    finish(state, "R1")
    assert state.result["payments"] == [["W1", "R1", 4]]
    assert [r.stakes for r in state.roles] == [76, 24, 0, 0, 0]


def test_broken_seals_king_without_stakes_starts_the_next_game_dead():
    state = new(4, variant="broken_seals", stakes=10)
    state.role("B2").stakes = 0
    state.role("W1").stakes += 10
    finish(state, "W1")
    events = state.apply(NextGame())
    assert state.crowns["B2"].dead and CrownTurned("B2", True) in events


def test_broken_seals_ends_when_one_king_has_stakes():
    state = new(4, variant="broken_seals", stakes=3)
    for r in ("B1", "W2", "B2"):
        state.role("W1").stakes += state.role(r).stakes - 1
        state.role(r).stakes = 1
    finish(state, "W1")
    assert state.phase == OVER


def test_series_standings_survive_saving_between_games():
    state = new(4, games=3, stakes=10)
    finish(state, "B1")
    data = json.loads(json.dumps(state.to_json()))
    again = GAME.state_from_json(data)
    assert again.phase == INTERMISSION and again.history == state.history
    assert [r.stakes for r in again.roles] == [r.stakes for r in state.roles]
    again.apply(NextGame())
    assert again.game_no == 2 and again.roller.id == again.roles[(state.first_roller + 1) % 4].id


def test_refused_action_names_the_reason_and_changes_nothing():
    state = new(4, taveren="6_and_8")
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction, match="no Wolf"):
        state.apply(PlaceTaveren("wolf", 5))
    with pytest.raises(IllegalAction):
        state.apply(NextGame())
    assert json.dumps(state.to_json(), sort_keys=True) == before


# ------------------------------------------------------------------ rule defects fixed

def test_rogue_winner_takes_one_stake_from_each_king_even_with_towers_double() -> None:
    """Towers double is a King winner's modifier: a Rogue holding the marker still takes one each.

    The Rogue gets the marker by rolling the Towers; the end of the game is then set up by
    ``finish`` (all crowns with one role is a position random play takes too long to reach).
    """
    state = new(6, pips="rolled", towers_double=True, stakes=10)
    turn_to(state, "R1")
    roll(state, 6, 6)
    assert state.marker == "R1"
    finish(state, "R1")
    result = state.result
    assert result is not None
    assert sorted(result["payments"]) == sorted([[k, "R1", 1] for k in ("W1", "B1", "W2", "B2")])
    assert {r.id: r.stakes for r in state.roles} == {"W1": 9, "R1": 14, "B1": 9, "W2": 9, "R2": 10, "B2": 9}
    assert state.returns() == (-1.0, 4.0, -1.0, -1.0, 0.0, -1.0)


def test_captured_crown_back_with_its_owner_is_bought_back_after_a_normal_ransom() -> None:
    """Captured, returned, ransomed normally, bought back: the Wolf's mark ends when the crown is home.

    Every step is a roll or a choice; pips are set by hand before the ransoms so that the
    player meant to receive the crown holds the most (a random deal would take long to get there).
    """
    state = new(4, taveren="6_and_8")
    state.taveren["wolf"] = Taveren(WAITING, 5, "B1", False)
    turn_to(state, "W1")
    roll(state, 2, 3)  # the Wolf captures W1's crown for its patron B1
    assert state.crowns["W1"].holder == "B1" and state.crowns["W1"].captured
    assert state.roller.id == "B1"
    set_pips(state, "B1")
    set_pips(state, "W1", white=5)
    roll(state, 4, 5)  # B1 has no pip: he ransoms his won crown, W1's, to W1 who has the most
    assert state.crowns["W1"].holder == "W1" and not state.crowns["W1"].captured
    assert state.board[9] == [WHITE] and state.role("W1").pips[WHITE] == 4
    set_pips(state, "W1")
    set_pips(state, "W2", white=6)
    turn_to(state, "W1")
    roll(state, 4, 6)  # W1 has no pip: a normal ransom of his own crown to W2
    assert state.crowns["W1"].holder == "W2" and not state.crowns["W1"].captured
    assert state.board[10] == [WHITE] and state.role("W2").pips[WHITE] == 5
    turn_to(state, "W1")
    roll(state, 5, 6)  # no pip and no crown: W1 falls to the Fisher
    assert state.role("W1").fisher
    state.board[3] = [BLACK]
    turn_to(state, "W1")
    roll(state, 1, 1)  # the Eyes: the Fisher takes 3, 9 and 10 and must buy his crown back
    assert state.legal_actions() == [PayBack(WHITE), PayBack(BLACK)]
    state.apply(PayBack(BLACK))
    assert state.crowns["W1"].holder == "W1" and not state.role("W1").fisher
    assert state.role("W1").pips == {WHITE: 2, BLACK: 0, CLEAR: 0}
    assert state.role("W2").pips == {WHITE: 5, BLACK: 1, CLEAR: 0}


def test_kaerathon_cycle_refuses_towers_double_because_its_pips_are_fixed() -> None:
    with pytest.raises(OptionError, match="Kaerathon Cycle fixes them"):
        new(4, variant="kaerathon_cycle", pips="rolled", towers_double=True)
    with pytest.raises(OptionError, match="Kaerathon Cycle fixes them"):
        new(4, variant="kaerathon_cycle", pips=3, towers_double=True)


def test_a_record_with_kaerathon_and_towers_double_is_refused_with_the_reason() -> None:
    """Records store resolved options, so an old save may hold the combination: never a crash."""
    from eternus.engine.core import RecordError, Seat
    from eternus.engine.record import GameRecord

    record = GameRecord("four_kings", tuple(Seat(f"P{i + 1}") for i in range(4)), 7,
                        GAME.resolve_options({"variant": "kaerathon_cycle", "pips": "rolled"}), [Roll()])
    data = json.loads(json.dumps(record.to_json()))
    data["options"]["towers_double"] = True
    with pytest.raises(RecordError, match="Kaerathon Cycle fixes them"):
        GameRecord.from_json(data).replay()
    state = new(4, variant="kaerathon_cycle", pips="rolled").to_json()
    state["options"]["towers_double"] = True
    with pytest.raises(RecordError, match="Kaerathon Cycle fixes them"):
        GAME.state_from_json(state)


def move_crown(state: FourKingsState, crown: str, to: str) -> None:
    """Hand ``crown`` to role ``to`` (setting up a position play has not reached)."""
    state.role(state.crowns[crown].holder).crowns.remove(crown)
    state.role(to).crowns.append(crown)
    state.crowns[crown].holder = to


def test_two_players_one_player_holding_all_four_kings_across_his_two_roles_wins() -> None:
    """The game ends when one player has all the Kings, even split over his two roles.

    Set up: W2 has already won B1's crown and holds the most pips (every pip accounted for);
    then B2, out of pips, must ransom the last crown to W2 and the white player holds all four.
    """
    state = new(2, stakes=10)
    move_crown(state, "B1", "W2")
    set_pips(state, "W1", white=3)
    set_pips(state, "W2", white=3, black=4)
    set_pips(state, "B1", black=2)
    set_pips(state, "B2")
    assert total_pips(state) == 14
    turn_to(state, "B2")
    roll(state, 2, 3)
    assert state.legal_actions() == [Ransom("W2", WHITE), Ransom("W2", BLACK)]
    events = state.apply(Ransom("W2", BLACK))
    result = state.result
    assert state.is_over and result is not None
    assert result["winner"] == "W2" and result["reason"] == "kings"
    finished = [e for e in events if isinstance(e, GameFinished)]
    assert [e.message for e in finished] == [
        "W2 and W1 hold all four Kings between them, and one player plays both: W2 wins the game."]
    assert sorted(result["payments"]) == [["B1", "W2", 2], ["B2", "W2", 2], ["W1", "W2", 2]]
    assert {r.id: r.stakes for r in state.roles} == {"W1": 8, "B1": 8, "W2": 16, "B2": 8}
    assert state.returns() == (4.0, -4.0)


def test_two_players_buying_a_crown_back_can_unite_the_four_kings_for_one_player() -> None:
    """The Fisher W1 buys his ransomed crown back from B2 while W2 holds the other three.

    Set up by hand: the crowns where a run of ransoms left them and W1 as the Fisher; the
    Eyes, the buying back and the end of the game are the real flow.
    """
    state = new(2, stakes=10)
    for crown in ("B1", "B2"):
        move_crown(state, crown, "W2")
    move_crown(state, "W1", "B2")
    state.role("W1").fisher = True
    set_pips(state, "W1")
    set_pips(state, "W2", white=4, black=3)
    set_pips(state, "B1", black=3)
    set_pips(state, "B2")
    state.board[3], state.board[9] = [WHITE], [WHITE]
    assert total_pips(state) == 14
    turn_to(state, "W1")
    roll(state, 1, 1)  # the Eyes: everyone pays the Hoard; W1 takes two pips and pays one back
    result = state.result
    assert state.is_over and result is not None and state.crowns["W1"].holder == "W1"
    assert result["winner"] == "W2" and result["reason"] == "kings"
    assert {r.id: r.pips[WHITE] for r in state.roles} == {"W1": 1, "B1": 0, "W2": 4, "B2": 1}
    assert {r.id: r.stakes for r in state.roles} == {"W1": 7, "B1": 7, "W2": 15, "B2": 7}
    assert state.hoard == 4


def test_broken_seals_doubling_applies_to_a_rogue_winner_too() -> None:
    """Broken Seals doubles every payout (a tournament rule, not a King modifier); set up by ``finish``."""
    state = new(5, variant="broken_seals", stakes=5)
    state.role("B2").stakes = 0
    state.role("R1").stakes += 5
    finish(state, "R1")
    result = state.result
    assert result is not None
    assert sorted(result["payments"]) == [["B1", "R1", 2], ["W1", "R1", 2], ["W2", "R1", 2]]
    assert {r.id: r.stakes for r in state.roles} == {"W1": 3, "R1": 16, "B1": 3, "W2": 3, "B2": 0}


def test_each_variant_option_is_a_variant_record_and_its_refusals_are_data() -> None:
    """The variant option offers exactly the Variant records, labelled from them; a variant's
    fixed options are refused with the record's own reason."""
    from eternus.engine.four_kings.variants import VARIANTS

    option = next(o for o in GAME.options if o.key == "variant")
    assert option.choices == tuple(VARIANTS)
    assert [option.describe(key) for key in VARIANTS] == [v.label for v in VARIANTS.values()]
    other_value = {"taveren": "rolled", "towers_double": True, "scoring": "drinking"}
    refused_keys = []
    for variant in VARIANTS.values():
        for need in variant.requirements:
            assert other_value[need.key] != need.value
            with pytest.raises(OptionError) as refused:
                GAME.resolve_options({"variant": variant.key, need.key: other_value[need.key]})
            assert str(refused.value) == need.reason
            refused_keys.append((variant.key, need.key))
    assert sorted(refused_keys) == [("broken_seals", "scoring"), ("chase_the_dragon", "towers_double"),
                                    ("kaerathon_cycle", "towers_double"), ("straight_gluckhaus", "taveren"),
                                    ("straight_gluckhaus", "towers_double")]


def test_a_state_with_an_unknown_phase_or_choice_is_refused_on_load() -> None:
    """Phases and pending choices are Literals: a stored one we do not know is a RecordError."""
    from eternus.engine.core import RecordError

    data = new(4).to_json()
    with pytest.raises(RecordError, match="unknown phase"):
        GAME.state_from_json(dict(data, phase="bidding"))
    with pytest.raises(RecordError, match="unknown pending choice"):
        GAME.state_from_json(dict(data, pending={"kind": "bribe", "role": "W1"}))


def test_the_view_shows_the_dice_of_the_turn_in_progress_for_every_seat():
    """While the roller still has a choice to make, every seat's view shows the faces rolled."""
    state = new(4, seed=5)
    assert all(state.view(seat)["turn"]["dice"] is None for seat in range(4))
    turn_to(state, "W1")
    set_pips(state, "W1", white=3, black=1)
    set_pips(state, "B1", black=2)
    roll(state, 2, 3)
    assert state.to_act == 0 and state.pending is not None          # which pip to place
    assert [state.view(seat)["turn"]["dice"] for seat in range(4)] == [[2, 3]] * 4


# ------------------------------------------------------------------ pinned by the mutation sample

def test_the_crown_is_never_ransomed_to_the_fisher_even_with_the_most_pips():
    state = new(4)
    turn_to(state, "W1")
    state.role("B1").fisher = True
    set_pips(state, "W1")
    set_pips(state, "B1", black=9)
    set_pips(state, "W2", white=4)
    set_pips(state, "B2", black=2)
    roll(state, 2, 3)  # 5 is empty: W1 must place and has nothing
    assert state.crowns["W1"].holder == "W2" and state.board[5] == [WHITE]


def test_broken_seals_king_with_one_stake_left_starts_the_next_game_alive():
    state = new(4, variant="broken_seals", stakes=10)
    state.role("B2").stakes = 3
    state.role("W1").stakes += 7
    finish(state, "W1")  # B2 pays its 2 for the crowns and keeps 1
    assert [r.stakes for r in state.roles] == [23, 8, 8, 1]
    state.apply(NextGame())
    assert not state.crowns["B2"].dead


def test_the_eliminated_fishers_taveren_go_to_the_dragon_and_the_others_stay():
    state = new(4, taveren="6_and_8")
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("W1").fisher = True
    state.taveren["wolf"] = Taveren(HELD, None, "W1", False)
    state.taveren["raven"] = Taveren(HELD, None, "B1", False)
    set_pips(state, "W1")
    set_pips(state, "B2")
    set_pips(state, "B1", black=9)
    turn_to(state, "B2")
    events = roll(state, 2, 3)  # B2 falls to the Fisher; W1, the Fisher before, is out
    assert state.role("W1").out
    assert state.taveren["wolf"] == Taveren(LYING, DRAGON)
    assert (state.taveren["raven"].where, state.taveren["raven"].patron) == (HELD, "B1")
    assert FisherChanged("B2", "W1") in events


def test_a_crown_won_for_the_fisher_by_his_wolf_brings_him_back_into_play():
    state = new(4, taveren="6_and_8")
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("W1").fisher = True
    set_pips(state, "W1")
    state.taveren["wolf"] = Taveren(WAITING, 5, "W1", False)
    turn_to(state, "W2")
    events = roll(state, 2, 3)  # the Wolf takes W2's crown for its patron, the Fisher
    assert state.crowns["W2"].holder == "W1" and not state.role("W1").fisher
    changes = [e for e in events if isinstance(e, FisherChanged)]
    assert changes == [FisherChanged("", "W1")] and changes[0].text == "W1 is no longer the Fisher"


def test_the_end_of_a_series_names_the_winner_and_carries_the_returns():
    state = new(4, stakes=5)
    events: list = []
    original = state.apply

    def recording(action):  # keep every event of the ransom path finish() plays
        out = original(action)
        events.extend(out)
        return out

    state.apply = recording  # type: ignore[method-assign]
    finish(state, "W1")
    finished = [e for e in events if isinstance(e, GameFinished)]
    assert [(e.game_no, e.winner, e.reason) for e in finished] == [(1, "W1", "kings")]
    assert isinstance(events[-1], GameOver) and events[-1].returns == (6.0, -2.0, -2.0, -2.0)


def test_the_eyes_move_each_stake_from_its_payer_to_the_hoard():
    state = new(4, stakes=3)
    state.role("B2").stakes = 0
    state.role("W1").stakes = 4
    turn_to(state, "W1")
    events = roll(state, 1, 1)
    assert [e for e in events if isinstance(e, StakesPaid)] == [
        StakesPaid("role:W1", "hoard", 1), StakesPaid("role:B1", "hoard", 1), StakesPaid("role:W2", "hoard", 1)]


@pytest.mark.parametrize("variant", ["standard", "chase_the_dragon", "kaerathon_cycle", "broken_seals"])
@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_deal_shows_every_pip_going_where_the_state_has_it(variant, players):
    from collections import Counter

    from eternus.engine.core import Seat
    state, events = GAME.deal(tuple(Seat(f"P{i}") for i in range(players)), {"variant": variant}, 5)
    shown = Counter((e.colour, e.src, e.dst) for e in events if isinstance(e, PipMoved))
    held = Counter({(colour, "supply", f"role:{r.id}"): n for r in state.roles for colour, n in r.pips.items() if n})
    held.update((colour, "supply", f"field:{n}") for n, pips in state.board.items() for colour in pips)
    assert shown == held
    first = [e.message for e in events if isinstance(e, Message)][0]
    assert first == "A new game at the Wheel"


def test_a_view_with_a_choice_open_is_in_the_decide_phase():
    state = new(4)
    turn_to(state, "W1")
    set_pips(state, "W1", white=1, black=1)
    roll(state, 2, 3)
    assert state.pending is not None
    assert [state.view(s)["phase"] for s in range(4)] == ["decide"] * 4


def test_only_one_taveren_is_set_out_in_a_turn_even_with_two_ready():
    state = new(4, taveren="6_and_8")
    state.taveren["raven"] = Taveren(HELD, None, "W1", True)
    state.taveren["wolf"] = Taveren(HELD, None, "W1", True)
    turn_to(state, "W1")
    state.apply(PlaceTaveren("raven", 5))
    assert state.legal_actions() == [Roll()]
    assert state.why_illegal(PlaceTaveren("wolf", 9)) == "Only one ta'veren may be set out in a turn."


def test_a_king_sweeping_the_towers_is_no_fisher_and_no_fisher_event_is_sent():
    state = new(4)
    turn_to(state, "W1")
    state.board[5] = [BLACK]
    events = roll(state, 6, 6)
    assert not any(isinstance(e, FisherChanged) for e in events)


def test_the_fisher_who_takes_nothing_with_the_eyes_stays_the_fisher():
    state = new(4)
    give_all_crowns_but_one(state, "B1", keep="W2")
    state.role("W1").fisher = True
    set_pips(state, "W1")
    clear_board(state)
    turn_to(state, "W1")
    events = roll(state, 1, 1)
    assert state.role("W1").fisher and not any(isinstance(e, FisherChanged) for e in events)


def test_every_roll_is_counted_once():
    state = new(4)
    before = state.rolls
    for _ in range(3):
        roll(state, 1, 3)
    assert state.rolls == before + 3


def test_options_a_variant_ignores_are_set_to_what_it_plays_never_refused():
    """Pips for the Kaerathon Cycle and Chase the Dragon, Scoring for Chase, Games for every
    variant but the standard one, Rounds for every one but Straight Gluckhaus: the setup
    screen greys them (``fixed_options``) and a game given them anyway plays what is true."""
    game = GAME
    kaerathon = game.resolve_options({"variant": "kaerathon_cycle", "pips": 3, "games": 5, "rounds": 20})
    assert (kaerathon["pips"], kaerathon["games"], kaerathon["rounds"]) == (4, 1, 10)
    assert game.fixed_options({"variant": "kaerathon_cycle"})["pips"][0] == 4
    chase = game.fixed_options({"variant": "chase_the_dragon", "pips": 3})
    assert chase["pips"][0] == 1 and {"scoring", "games", "rounds", "stakes"} <= set(chase)
    assert {"games", "rounds"} <= set(game.fixed_options({"variant": "broken_seals"}))
    assert "rounds" not in game.fixed_options({"variant": "straight_gluckhaus"})
    assert not {"pips", "games", "scoring"} & set(game.fixed_options({"variant": "standard"}))
    state = new(4, variant="kaerathon_cycle", pips=3)
    assert state.pips_per_player == 4 and state.options["pips"] == 4


def test_a_player_of_two_roles_keeps_a_purse_for_each_role():
    """Our reading: the stakes are each role's, and one role's empty purse is not filled from
    the other's (the eyes take one stake from each role that has one)."""
    state = new(2, stakes=5)
    mine = [r for r in state.roles if r.seat == 0]
    assert len(mine) == 2 and all(r.stakes == 5 for r in state.roles)
    mine[0].stakes, state.hoard = 0, 5           # the stakes still add up
    turn_to(state, state.roles[0].id)
    roll(state, 1, 1)
    assert (mine[0].stakes, mine[1].stakes) == (0, 4)
    assert state.hoard == 5 + 3
