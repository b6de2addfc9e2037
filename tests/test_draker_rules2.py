"""Draker's rules 2, one test per rule (the rules page's "Rules 2"), each beside the proof
that a match played under rules 1 keeps the old behaviour, so an old save replays exactly."""

from __future__ import annotations

import pytest

from eternus.engine.ai import make_agent
from eternus.engine.core import IllegalAction, Seat, Shuffled
from eternus.engine.draker.actions import Activate, Done, Lay, Name, Respond
from eternus.engine.draker.ai import naming_worth
from eternus.engine.draker.events import CombinationFormed
from eternus.engine.draker.state import DrakerState
from eternus.engine.record import GameRecord
from tests.test_draker_rules import GAME, end_turn, position


def _two_dear_effects(rules: int):
    """Seat 0 at 13 life lays 4h with a defence of 5h 6h (18 defence, no attack) and holds
    2s (Fisher: draw 2 for 4 attack) and 7s (Archer: 3 damage for 4 attack) in its pool:
    each alone costs 12 life."""
    st = position([["4h", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["5h", "6h", "2s", "7s", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"],
                  life=(13, 30))
    st.options["rules"] = rules
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


def _artefact_laid(rules: int, pool: tuple[str, ...] = ("5s", "5e", "2h", "9c", "Jd")):
    """Seat 0 lays its Artefact of Spades with a defence of 5s 5e (a set of Fives, whatever
    the Artefact's profession: 5s is a Merchant, 5e a Mage, no run of professions to join)."""
    st = position([["Xs", "2s", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [list(pool), ["9s", "Th", "4c", "Qg", "6e"]], ["8s", "2d", "Jg", "Kc"])
    st.options["rules"] = rules
    return st


def test_a_laid_artefact_that_fires_its_standard_effect_is_named_by_its_player() -> None:
    st = _artefact_laid(rules=2)
    st.apply(Lay("Xs", defence=("5s", "5e")))
    assert (st.phase, st.to_act) == ("name", 0)
    assert st.legal_actions() == [Name(job) for job in range(10)]
    events = st.apply(Name(9))                                   # a Dragonlord: 3 damage to every opponent
    formed = [e for e in events if isinstance(e, CombinationFormed)]
    assert [(f.side, f.points) for f in formed] == [("defence", 3)] and "Dragonlord" in formed[0].words
    end_turn(st)
    assert st.life[1] == 27


def test_a_naming_that_breaks_a_combination_is_refused_with_a_reason() -> None:
    st = _artefact_laid(rules=2, pool=("5h", "Kd", "2h", "9c", "Jd"))
    st.apply(Lay("Xs", defence=("5h", "Kd")))                   # a run of professions only as a Bard or an Archer
    assert st.legal_actions() == [Name(3), Name(6)]
    before = st.to_json()
    with pytest.raises(IllegalAction, match="As a Peasant, Xs makes no combination"):
        st.apply(Name(0))
    with pytest.raises(IllegalAction, match="ten professions"):
        st.apply(Name(10))
    with pytest.raises(IllegalAction, match="Name the profession"):
        st.apply(Done())
    assert st.to_json() == before


def test_an_artefact_is_one_card_with_one_name_in_both_its_combinations() -> None:
    st = _artefact_laid(rules=2, pool=("4s", "As", "Js", "9c", "Jd"))
    lay = Lay("Xs", attack=("4s", "Jg"), defence=("As", "Js"))       # a Smith to attack, a Peasant to defend
    before = st.to_json()
    with pytest.raises(IllegalAction, match="one card with one name"):
        st.apply(lay)
    assert st.to_json() == before and lay not in st.legal_actions()
    st.options["rules"] = 1
    st.apply(lay)


def test_an_artefact_laid_in_a_combination_of_fewer_than_three_cards_is_named_by_the_program() -> None:
    st = _artefact_laid(rules=2)
    st.apply(Lay("Xs", defence=("5s",)))
    assert st.phase != "name" and st.current == 1


def test_under_rules_1_the_program_names_the_laid_artefact() -> None:
    st = _artefact_laid(rules=1)
    events = st.apply(Lay("Xs", defence=("5s", "5e")))
    assert st.phase != "name"
    assert any(isinstance(e, CombinationFormed) and "Peasant" in e.words for e in events)


def test_the_computer_player_names_its_artefact_for_the_effect_when_the_points_are_the_same() -> None:
    st = _artefact_laid(rules=2)
    st.apply(Lay("Xs", defence=("5s", "5e")))
    agent = make_agent("greedy", 3)
    assert agent.choose(GAME, st.view(0), 0, st.legal_actions()) == Name(9)
    assert max(range(10), key=lambda job: naming_worth(st.view(0), 0, job)) == 9


def test_the_search_names_the_artefact_too() -> None:
    st = _artefact_laid(rules=2)
    st.apply(Lay("Xs", defence=("5s", "5e")))
    agent = make_agent("ismcts:easy", 3)
    assert isinstance(agent.choose(GAME, st.view(0), 0, st.legal_actions()), Name)


def _greedy_four(rules: int) -> tuple[GameRecord, DrakerState]:
    """Deal 600 at four greedy seats under ``rules``, played to its end and recorded."""
    seats = tuple(Seat(f"P{i}", "greedy") for i in range(4))
    record = GameRecord("draker", seats, 600, {}, [], rules=rules)
    state = record.start()
    assert isinstance(state, DrakerState)
    agents = [make_agent("greedy", i) for i in range(4)]
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        action = agents[seat].choose(GAME, state.view(seat), seat, state.legal_actions())
        record.actions.append(action)
        state.apply(action)
    return record, state


def test_at_three_or_four_the_discard_pile_is_shuffled_into_an_empty_deck() -> None:
    record, state = _greedy_four(rules=2)
    _, events = GameRecord.from_json(record.to_json()).replay()
    assert any(isinstance(e, Shuffled) and e.src == "discard" for e in events)
    assert state.ending() != "the deck running out"


def test_a_record_made_under_rules_1_replays_with_its_deck_running_out() -> None:
    record, state = _greedy_four(rules=1)
    again = GameRecord.from_json(record.to_json())
    replayed, events = again.replay()
    assert again.rules == 1 and replayed.to_json() == state.to_json()
    assert replayed.ending() == "the deck running out" and not any(isinstance(e, Shuffled) and e.src for e in events)


def test_the_named_artefact_takes_the_one_rank_worth_the_most_in_both_combinations() -> None:
    st = position([["Xs", "2s", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["Jg", "Ag", "Qc", "9c", "Jd"], ["9s", "Th", "4c", "Qg", "6e"]], ["Qe", "2d", "8s", "Kc"])
    st.apply(Lay("Xs", attack=("Jg", "Qe"), defence=("Ag", "Qc")))
    events = st.apply(Name(3))      # a Bard: named a Ten it earns 3 + 3, named a King 3 + 6 (a set of Kings)
    assert sum(e.points for e in events if isinstance(e, CombinationFormed)) == 9


def _both_opponents_hold_a_knight(rules: int) -> DrakerState:
    """Three players: seat 0 lays an attack (5-6-7-8 by rank); seats 1 and 2 each hold a
    Knight (7h, 8s: its instant kills a combination) in their pools; seat 1 kills first."""
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"], ["3e", "9g", "Qh", "3c", "4s"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "7h", "4c", "Qg", "5e"], ["8s", "7d", "4d", "Jh", "6e"]],
                  ["8h", "2d", "Jg", "Kc"], life=(30, 30, 30))
    st.options["rules"] = rules
    st.apply(Lay("5s", attack=("6s", "7s", "8h"), target=1))
    while st.phase == "activate":
        st.apply(Done())
    assert st.to_act == 1
    st.apply(Respond("7h", "attack"))
    return st


def test_a_combination_a_waiting_kill_will_kill_is_not_offered_to_a_second_knight() -> None:
    st = _both_opponents_hold_a_knight(rules=2)
    assert st.to_act == 2
    assert Respond("8s", "attack") not in st.legal_actions()
    before = st.to_json()
    with pytest.raises(IllegalAction, match="already killed"):
        st.apply(Respond("8s", "attack"))
    assert st.to_json() == before


def test_under_rules_1_a_second_knight_may_kill_a_combination_already_doomed() -> None:
    st = _both_opponents_hold_a_knight(rules=1)
    assert st.to_act == 2
    assert Respond("8s", "attack") in st.legal_actions()
