"""Draker's rules 2, one test per rule (the rules page's "Rules 2"), each beside the proof
that a match played under rules 1 keeps the old behaviour, so an old save replays exactly."""

from __future__ import annotations

import pytest

from eternus.engine.core import IllegalAction
from eternus.engine.draker.actions import Activate, Lay
from tests.test_draker_rules import position


def _two_dear_effects(rules: int):
    """Seat 0 at 13 life lays 4h with a defence of 5h 6h (18 defence, no attack) and holds
    2s (Fisher: draw 2 for 4 attack) and 7s (Archer: 3 damage for 4 attack) in its pool:
    each alone costs 12 life."""
    st = position([["4h", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["5h", "6h", "2s", "7s", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"],
                  life=(13, 30))
    st.rules = rules
    st.apply(Lay("4h", defence=("5h", "6h")))
    st.apply(Activate("2s"))
    return st


def test_the_last_life_guard_counts_every_activation_of_the_turn() -> None:
    st = _two_dear_effects(rules=2)
    with pytest.raises(IllegalAction, match="last of your life"):
        st.apply(Activate("7s"))
    assert st.turn["spent"]["attack"] == 4


def test_under_rules_1_the_last_life_guard_looks_at_one_activation_alone() -> None:
    st = _two_dear_effects(rules=1)
    st.apply(Activate("7s"))
    assert st.turn["spent"]["attack"] == 8
