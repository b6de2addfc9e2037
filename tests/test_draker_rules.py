"""Draker's turn, one test per rule of the completed game (the fragment's rules on laying,
announcing and paying, and Eternus's completion: the deal, drawing, banking defence, the
stacks, the end). Positions are set up card by card; the rest of the deck is stacked."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from eternus.engine.core import IllegalAction, Seat
from eternus.engine.draker.actions import Activate, Done, Lay, Pass, Respond
from eternus.engine.draker.cards import DECK
from eternus.engine.draker.events import CombinationFormed, EffectResolved, LifeChanged
from eternus.engine.draker.game import DrakerGame
from eternus.engine.draker.records import fresh_turn
from eternus.engine.draker.rules import DrakerMachine
from eternus.engine.draker.state import DrakerState
from eternus.engine.rng import Rng

GAME = DrakerGame()


def position(hands: Sequence[Sequence[str]], pools: Sequence[Sequence[str]], common: Sequence[str],
             top: Sequence[str] = (), life: Sequence[int] = (30, 30)) -> DrakerState:
    """Seat 0 to lay, with these hands, pools and common pool; ``top`` the next cards drawn."""
    used = {c for group in (*hands, *pools, common, top) for c in group}
    rest = [c for c in DECK if c not in used]
    n = len(hands)
    return DrakerMachine(seats=tuple(Seat(f"P{i + 1}") for i in range(n)), options=GAME.resolve_options({}),
                         rng=Rng(1), hands=[list(h) for h in hands], pools=[list(p) for p in pools],
                         common=list(common), deck=rest + list(reversed(top)), life=list(life), banked=[0] * n,
                         out=[False] * n, turn=fresh_turn())


def end_turn(st: DrakerState) -> list:
    """No more effects and no answers: the turn resolves."""
    seat, events = st.current, []
    while not st.is_over and st.current == seat and st.phase in ("activate", "respond"):
        events += st.apply(Done() if st.phase == "activate" else Pass())
    return events


def test_the_deal_gives_five_cards_to_each_hand_five_to_each_pool_four_to_the_common_pool() -> None:
    st, _ = GAME.deal((Seat("A"), Seat("B"), Seat("C")), {}, 3)
    assert [len(h) for h in st.hands] == [5, 5, 5] and [len(p) for p in st.pools] == [5, 5, 5]
    assert len(st.common) == 4 and len(st.deck) == 84 - 34 and st.life == [30, 30, 30]
    assert (st.phase, st.to_act) == ("lay", 0)


def test_an_attacking_combination_must_use_a_card_of_the_common_pool() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["3h"] * 0 + ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"])
    with pytest.raises(IllegalAction, match="at least one card of the common pool"):
        st.apply(Lay("5s", attack=("6s", "7s")))
    with pytest.raises(IllegalAction, match="only cards of your own pool"):
        st.apply(Lay("5s", defence=("6s", "8h")))
    with pytest.raises(IllegalAction, match="make no straight or set"):
        st.apply(Lay("5s", defence=("Ah",)))
    with pytest.raises(IllegalAction, match="not in your hand"):
        st.apply(Lay("6s", defence=()))


def test_the_combinations_points_are_their_final_cost_and_the_attack_is_damage() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"])
    events = st.apply(Lay("5s", attack=("6s", "7s", "8s")))        # 5-6-7-8 of spades: 4 x 2 x 3
    formed = [e for e in events if isinstance(e, CombinationFormed)]
    assert [(f.side, f.points) for f in formed] == [("attack", 24)]
    events += end_turn(st)
    assert st.life[1] <= 30 - 24 and st.current == 1


def test_a_player_who_passes_no_answer_lets_the_turn_resolve_and_the_next_player_draws_up_to_five() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"])
    st.apply(Lay("5s", defence=()))
    assert st.current == 1 and len(st.hands[1]) == 5 and st.phase == "lay"


def test_banked_defence_takes_the_attack_first_and_expires_at_the_players_next_turn() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"])
    st.apply(Lay("5s", defence=("6s", "7s")))       # 5-6-7 of spades: 3 x 2 x 3 = 18, the Merchant's 2 more
    end_turn(st)
    assert st.banked[0] == 20 and st.current == 1
    st.apply(Lay("4e", defence=()))
    end_turn(st)
    assert st.current == 0 and st.banked[0] == 0                      # seat 0's turn: its bank is gone


def test_the_standard_effect_fires_only_for_a_combination_of_three_or_more_cards() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"])
    events = st.apply(Lay("5s", defence=("6s",)))                     # two cards: no effect
    assert st.banked[0] == 2 and not any(isinstance(e, LifeChanged) for e in events)


def test_spending_points_beyond_those_earned_costs_three_life_a_point() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"])
    st.apply(Lay("5s", defence=("6s", "7s")))            # 18 defence; the Five (a Merchant) adds 2 more
    st.apply(Activate("Ah"))                             # the Ace (a Fisher): draw 2 for 4 attack points
    events = end_turn(st)
    assert [(e.seat, e.amount) for e in events if isinstance(e, LifeChanged)] == [(0, -12)]  # 4 short: 12 life
    assert st.life == [18, 30] and st.banked[0] == 20 and len(st.hands[0]) == 6


def test_an_instant_kill_takes_the_combinations_points_and_with_every_combination_killed_its_effects() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "7h", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"])
    st.apply(Lay("5s", attack=("6s", "7s", "8h")))        # 5-6-7-8: a straight by rank, 4 points
    while st.phase == "activate":
        st.apply(Done())
    assert st.to_act == 1 and Respond("7h", "attack") in st.legal_actions()   # the Seven is a Knight
    events = st.apply(Respond("7h", "attack"))
    assert st.current == 1
    assert [(e.card, e.cancelled) for e in events if isinstance(e, EffectResolved)][-1] == ("5s", True)
    changes = [(e.seat, e.amount) for e in events if isinstance(e, LifeChanged)]
    assert changes == [(1, -12)]                           # no bank: 4 points cost 12 life; no damage
    assert st.life == [30, 18]


def test_used_cards_are_discarded_the_common_pool_refills_to_four_and_the_own_pool_gets_one_card() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"],
                  top=["Kh", "Kd", "Ke", "Qh"])
    st.apply(Lay("5s", attack=("6s", "7s", "8s")))
    end_turn(st)
    assert sorted(st.discard) == ["5s", "6s", "7s", "8s"]
    assert st.common == ["2d", "Jg", "Kc", "Kh"] and st.pools[0] == ["3d", "Te", "Ah", "Kd"]
    assert st.deck[-1] == "Ke"                                   # the pool waits for later turns


def test_the_pool_gets_no_card_beyond_five() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"],
                  top=["Kh", "Kd"])
    st.apply(Lay("5s", attack=("Jg",)))           # Merchant, Smith: a straight by profession, no pool card
    end_turn(st)
    assert st.pools[0] == ["6s", "7s", "3d", "Te", "Ah"] and st.common == ["8s", "2d", "Kc", "Kh"]


@pytest.mark.parametrize(("players", "rules", "shields"), [(2, 2, [0, 5]), (3, 2, [0, 2, 2]), (4, 2, [0, 3, 3, 3]),
                                                           (3, 1, [0, 5, 5]), (4, 1, [0, 5, 5, 5])])
def test_every_player_but_the_first_starts_behind_an_opening_shield(players: int, rules: int,
                                                                    shields: list[int]) -> None:
    st, _ = GAME.deal(tuple(Seat(name) for name in "ABCD"[:players]), {"rules": rules}, 3)
    assert st.banked == shields


def test_an_artefact_lying_in_a_pool_has_no_effect_of_its_own() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "Xd", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"])
    st.apply(Lay("5s", defence=("6s", "7s")))
    assert st.phase == "activate" and Activate("Xd") not in st.legal_actions()
    with pytest.raises(IllegalAction, match="no effect of its own"):
        st.apply(Activate("Xd"))


def test_each_cards_individual_effect_is_used_once_a_turn() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"])
    st.apply(Lay("5s", defence=("6s", "7s")))
    st.apply(Activate("3d"))
    with pytest.raises(IllegalAction, match="already used this turn"):
        st.apply(Activate("3d"))


def test_healing_never_brings_life_above_what_the_player_started_with() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "Ac", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kd"],
                  life=(29, 30))
    st.apply(Lay("5s", defence=("6s", "7s")))
    st.apply(Activate("Ac"))                 # the Ace of Clubs is a Bard: heal 3, for 3 defence
    end_turn(st)
    assert st.life[0] == 30


def test_a_player_at_no_life_is_out_and_the_last_one_standing_wins() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"],
                  life=(30, 10))
    st.apply(Lay("5s", attack=("6s", "7s", "8s")))          # 24 points against 10 life
    end_turn(st)
    assert st.is_over and st.out == [False, True] and st.returns() == (1.0, 0.0)


def test_when_the_deck_cannot_give_an_owed_card_the_most_life_wins() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"],
                  life=(30, 25))
    st.deck = []
    st.apply(Lay("5s", defence=()))
    assert st.is_over and st.returns() == (1.0, 0.0)


def test_an_effect_of_one_point_says_point() -> None:
    """The Knight's standard effect read "1 more attack points" in the turn panel and the history."""
    from eternus.engine.draker.professions import PROFESSION_EFFECTS

    knight = next(p for p in PROFESSION_EFFECTS if p.name == "Knight")
    assert knight.standard.text == "1 more attack point"
    assert next(p for p in PROFESSION_EFFECTS if p.name == "Merchant").individual.text == "4 more defence points"


def test_a_lay_must_announce_a_combination() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"])
    with pytest.raises(IllegalAction, match="^Announce an attacking or a defensive combination"):
        st.apply(Lay("5s"))


def test_a_smiths_effect_puts_a_plus_one_token_on_every_card_of_its_own_pool() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3s", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kd"])
    st.apply(Lay("5s", defence=("6s", "7s")))
    st.apply(Activate("3s"))                 # the Three of Spades is a Smith: +1 on each pool card, for 4 defence
    end_turn(st)
    assert {card: st.tokens.get(card) for card in ("3s", "Te", "Ah")} == {"3s": 1, "Te": 1, "Ah": 1}


def test_when_everyone_still_in_falls_to_exactly_nothing_the_game_ends_with_the_last_to_fall() -> None:
    """Under rules 1 (the guard weighed each effect alone) seat 0 at 18 life pays 12 and 6 for
    two effects while its 18 attack takes its opponent's 18: both at exactly 0."""
    st = position([["2s", "9d", "Jc", "Kg", "5h"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["4s", "2h", "As", "Te", "Qh"], ["9s", "Th", "4c", "Qg", "5e"]], ["3s", "2d", "Jg", "Kc"],
                  life=(18, 18))
    st.options["rules"] = 1
    st.apply(Lay("2s", attack=("3s", "4s")))       # a Fisher laid: 2-3-4 of Spades, 3 x 2 x 3 = 18 attack
    st.apply(Activate("2h"))                       # a Smith, for 4 defence: 12 life
    st.apply(Activate("As"))                       # a Peasant, for 2 defence: 6 life
    end_turn(st)
    assert st.life == [0, 0] and st.is_over and st.ending() == "the last to fall" and st.returns() == (0.5, 0.5)


def test_the_standings_put_the_winner_first_and_say_each_players_life_and_shield() -> None:
    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"],
                  life=(30, 10))
    st.apply(Lay("5s", attack=("6s", "7s", "8s")))
    end_turn(st)
    standings = st.standings()
    assert [(row.name, row.place, row.score) for row in standings.rows] == [("P1", 1, "30 life"), ("P2", 2, "out")]
    assert standings.columns == ("Shield",) and standings.lines == ("One player is left standing.",)


def test_damage_done_by_an_effect_is_told_as_an_effect_in_the_history() -> None:
    st = position([["7s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["8s", "9s", "3d", "Te", "Ah"], ["9h", "Th", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"])
    events = st.apply(Lay("7s", defence=("8s", "9s")))      # an Archer laid: 2 damage, past any defence
    events += end_turn(st)
    hits = [e.text for e in events if isinstance(e, LifeChanged)]
    assert hits == ["Seat 2 loses 2 life (an effect): 28 left."]
