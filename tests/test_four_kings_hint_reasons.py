"""The reason a Four Kings hint gives: the payout rule behind a pip's colour or a ransom's
taker, and the dice's odds behind a ta'veren's number."""

from __future__ import annotations

import random

from eternus.engine.core import Action
from eternus.engine.four_kings.actions import PlacePip, PlaceTaveren, Ransom
from eternus.engine.four_kings.hint_reason import explain
from eternus.engine.four_kings.state import FourKingsState
from four_kings_helpers import new


def first_choice(state: FourKingsState, wanted: type[Action]) -> FourKingsState:
    """Random moves until ``wanted`` is among the legal actions of a King deciding."""
    rng = random.Random(5)
    for _ in range(5000):
        actions = state.legal_actions()
        pending = state.pending
        if (any(isinstance(a, wanted) for a in actions) and pending is not None
                and state.role(pending["role"]).kind == "king"):
            return state
        state.apply(rng.choice(actions))
    raise AssertionError(f"no {wanted.__name__} came")


def test_a_king_gives_the_other_colour_because_holding_all_his_own_pays_one_more() -> None:
    state = first_choice(new(4, seed=3), PlacePip)
    assert state.pending is not None
    own = state.role(state.pending["role"]).colour
    other = "black" if own == "white" else "white"
    seat = state.to_act
    assert seat is not None
    assert explain(state.view(seat), seat, PlacePip(other)) == \
        f"You keep your {own} pips: holding every one is +1 if you win."


def test_a_clear_pip_is_given_first_because_it_counts_for_nothing() -> None:
    state = first_choice(new(3, seed=2), PlacePip)
    seat = state.to_act
    assert seat is not None
    assert explain(state.view(seat), seat, PlacePip("clear")) == \
        "Clear pips count for nothing in the payout: give them first."


def test_a_crown_ransomed_to_a_rogue_costs_each_king_one_stake() -> None:
    state = first_choice(new(5, seed=4), Ransom)
    seat = state.to_act
    assert seat is not None
    rogue = next(r.id for r in state.roles if r.kind == "rogue")
    assert explain(state.view(seat), seat, Ransom(rogue, "white")) == \
        "A Rogue who wins takes 1 stake from each King; a King takes 2 or more."


def test_a_taveren_reason_gives_the_dice_odds_of_its_number() -> None:
    view = new(4).view(0)
    assert explain(view, 0, PlaceTaveren("wolf", 6)) == "Two dice roll 6 in 5 throws of 36."
    assert explain(view, 0, PlaceTaveren("wolf", 12)) == "Two dice roll 12 (the Towers) in 1 throw of 36."
