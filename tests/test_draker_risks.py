"""What a Draker choice risks, as the table warns of it before the choice (:mod:`risks`):
each figure is checked against what the engine then does."""

from __future__ import annotations

from eternus.engine.draker.actions import Activate, Done, Lay, Respond
from eternus.engine.draker.events import LifeChanged
from eternus.engine.draker.professions import PROFESSION_EFFECTS
from eternus.engine.draker.risks import healed, killers, life_if_killed
from tests.test_draker_rules import end_turn, position

FISHER_DRAW = PROFESSION_EFFECTS[1].individual        # draw 2 for 4 attack
BARD_HEAL = PROFESSION_EFFECTS[3].individual          # heal 3 for 3 defence


def _attack_of_four(life: tuple[int, int] = (30, 30)):
    """Seat 0 attacks with 5s 6s 7s 8h (4 attack points) and may spend them on Ah (a Fisher,
    draw 2 for 4 attack); seat 1 holds 7h, a Knight, in its pool."""
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "7h", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"],
                  life=life)
    st.apply(Lay("5s", attack=("6s", "7s", "8h")))
    return st


def test_a_kill_of_a_combination_whose_points_were_spent_costs_three_life_a_spent_point() -> None:
    st = _attack_of_four()
    assert life_if_killed(st.turn, "attack", FISHER_DRAW) == 12
    st.apply(Activate("Ah"))
    st.apply(Done())
    events = st.apply(Respond("7h", "attack"))
    assert (0, -12) in [(e.seat, e.amount) for e in events if isinstance(e, LifeChanged)]


def test_a_kill_risks_nothing_when_no_point_of_it_was_spent() -> None:
    st = _attack_of_four()
    assert life_if_killed(st.turn, "attack") == 0
    assert life_if_killed(st.turn, "defence", FISHER_DRAW) == 0        # paid from the attack


def test_an_opponent_with_a_knight_in_their_pool_could_kill() -> None:
    st = _attack_of_four()
    assert killers(st.view(0), 0) == [1]


def test_an_opponent_whose_knight_would_take_their_last_life_could_not_kill() -> None:
    st = _attack_of_four(life=(30, 12))                # no shield: the kill's 4 points cost 12 life
    assert killers(st.view(0), 0) == []
    st.apply(Done())
    assert not [a for a in st.legal_actions() if isinstance(a, Respond) and a.target]   # the engine agrees


def test_a_heal_gives_back_only_the_life_lost_since_the_start() -> None:
    assert healed(BARD_HEAL, 30, 30) == 0
    assert healed(BARD_HEAL, 29, 30) == 1
    assert healed(BARD_HEAL, 20, 30) == 3
    assert healed(FISHER_DRAW, 20, 30) is None
    st = position([["4h", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["5h", "6h", "Ts", "7s", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"])
    before = st.life[0]
    st.apply(Lay("4h", defence=("5h", "6h")))
    healing = [e for e in end_turn(st) if isinstance(e, LifeChanged) and e.why == "healing"]
    assert st.life[0] == before and not healing
