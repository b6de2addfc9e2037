"""The Hold'em AI: the generic agents play it from their views, the calling station calls.

Dragon Kings is not registered yet, so these tests register its policy for themselves (the
agents find a game's policy through the registry's declarations).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from dragon_kings_helpers import GAME, deal_order, table
from eternus.engine import registry
from eternus.engine.ai import check_spec, make_agent
from eternus.engine.core import Action, Seat
from eternus.engine.dragon_kings import bank
from eternus.engine.dragon_kings.actions import (
    REBUY_ACTIONS, WING_ACTIONS, AllIn, BuyBack, Call, Check, Fold, FortuneCall, FortuneFold, Raise, ShowFortune,
    StayOut, TurnIn,
)
from eternus.engine.dragon_kings.ai import CALLER, POLICY, PokerPolicy
from eternus.engine.dragon_kings.poker_ai import SKILLS, TEMPERS
from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.dragon_kings.strength import preflop_strength
from eternus.engine.registry import Declaration
from eternus.engine.rng import Rng


@pytest.fixture(autouse=True)
def declared(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    known = registry.declarations()
    monkeypatch.setattr(registry, "declarations", lambda: {**known, GAME.id: Declaration(GAME, POLICY)})
    yield


def _play(specs: list[str], seed: int, options: dict) -> tuple:
    seats = tuple(Seat(f"S{i}", spec) for i, spec in enumerate(specs))
    st = GAME.new(seats, options, seed)
    agents = [make_agent(spec, seed * 10 + i) for i, spec in enumerate(specs)]
    chosen: list[list] = [[] for _ in specs]
    while not st.is_over:
        seat = st.to_act
        legal = st.legal_actions()
        action = agents[seat].choose(GAME, st.view(seat), seat, legal)
        assert action in legal
        chosen[seat].append(action)
        st.apply(action)
    return st, chosen


def test_the_calling_station_only_ever_checks_or_calls() -> None:
    check_spec("caller", GAME)
    for seed in range(3):
        st, chosen = _play(["caller", "random", "caller"], seed, {"match_length": 20})
        for seat in (0, 2):
            assert chosen[seat]
            bets = [a for a in chosen[seat] if not isinstance(a, (*WING_ACTIONS, *REBUY_ACTIONS))]
            assert bets
            for action in bets:
                assert isinstance(action, (Check, Call, AllIn)), action
                assert not isinstance(action, (Fold, Raise))
        assert sum(st.returns()) == bank.house_gifts(st)


def test_a_calling_station_goes_all_in_only_to_call() -> None:
    st, _ = table([100, 400])
    st.apply(Raise(200))                                    # the button raises over the short stack
    view = st.view(0)
    assert make_agent("caller", 1).choose(GAME, view, 0, st.legal_actions()) == AllIn(90)


@pytest.mark.parametrize("spec", ["random", "greedy", "ismcts:easy"])
def test_the_generic_agents_play_whole_matches(spec: str) -> None:
    st, _ = _play([spec, "caller", spec], 4, {"match_length": 20})
    assert st.is_over and sum(st.returns()) == bank.house_gifts(st)


def test_greedy_folds_rubbish_to_a_big_bet_and_raises_with_aces() -> None:
    holes = {0: ["7c", "2d"], 1: ["As", "Ah"], 2: ["Kd", "9c"]}
    st, _ = table([400, 400, 400], [deal_order(3, 2, holes)])
    st.apply(Raise(200))                                    # the button raises big
    greedy = make_agent("greedy", 1)
    assert greedy.choose(GAME, st.view(0), 0, st.legal_actions()) == Fold()
    st.apply(Fold())
    choice = greedy.choose(GAME, st.view(1), 1, st.legal_actions())
    assert isinstance(choice, (Raise, AllIn))


def test_preflop_strength_orders_the_classic_hands() -> None:
    aces, deuces, big_slick, junk = (preflop_strength(h) for h in
                                     (["As", "Ah"], ["2s", "2h"], ["As", "Ks"], ["7c", "2d"]))
    assert aces == 1.0 and deuces == 0.5
    assert aces > deuces > big_slick > junk


def test_the_evaluation_shares_the_pot_by_the_strength_of_the_hands() -> None:
    holes = {0: ["9s", "9h"], 1: ["Ac", "3d"]}
    st, _ = table([400, 400], [deal_order(2, 1, holes, ["9c", "5d", "Kh", "2s", "8c"])])
    st.apply(Call(5))
    st.apply(Raise(100))
    st.apply(Call(90))                       # 200 in the pot, the flop gives seat 0 three Nines
    mine, theirs = POLICY.evaluate(st, 0), POLICY.evaluate(st, 1)
    assert 0.0 < theirs < 0.5 < mine < 1.0
    assert mine + theirs == pytest.approx(1.0)
    assert POLICY.rollout_action(st, Rng(1)) in st.legal_actions()


# ------------------------------------------------------------------ the poker levels

@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_decides_without_a_tree_search(level: str) -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {2: ["As", "Ah"]})])
    agent = make_agent(f"ismcts:{level}", 3)
    action = agent.choose(GAME, st.view(2), 2, st.legal_actions())
    assert action in st.legal_actions()
    assert agent.last_stats is not None and agent.last_stats.iterations == 0


def test_the_hard_level_folds_seven_two_to_a_pot_sized_raise_and_raises_aces() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["7c", "2d"], 1: ["As", "Ah"]})])
    st.apply(Raise(60))                                     # the button raises
    hard = make_agent("ismcts:hard", 1)
    assert hard.choose(GAME, st.view(0), 0, st.legal_actions()) == Fold()
    st.apply(Fold())
    assert isinstance(hard.choose(GAME, st.view(1), 1, st.legal_actions()), (Raise, AllIn))


def test_a_level_goes_all_in_with_twinned_dragon_kings() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {2: ["Ks", "Kc"]})], preset="dragon_kings")
    assert isinstance(make_agent("ismcts:normal", 1).choose(GAME, st.view(2), 2, st.legal_actions()), AllIn)


def test_the_level_answers_the_same_whatever_the_cards_it_cannot_see() -> None:
    """Two deals that differ only in the other seats' hole cards: the same view, the same move."""
    first, _ = table([400, 400, 400], [deal_order(3, 2, {2: ["Qs", "Jh"], 0: ["As", "Ad"], 1: ["2c", "3c"]})])
    second, _ = table([400, 400, 400], [deal_order(3, 2, {2: ["Qs", "Jh"], 0: ["4d", "7h"], 1: ["Kc", "Kd"]})])
    assert first.view(2) == second.view(2)
    for level in ("easy", "normal", "hard"):
        agent = f"ismcts:{level}"
        assert (make_agent(agent, 5).choose(GAME, first.view(2), 2, first.legal_actions())
                == make_agent(agent, 5).choose(GAME, second.view(2), 2, second.legal_actions()))


def test_the_personalities_differ_where_it_matters() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {2: ["9s", "8h"]})])
    view, legal = st.view(2), st.legal_actions()
    tight = make_agent("ismcts:hard+tight", 1).choose(GAME, view, 2, legal)
    loose = make_agent("ismcts:hard+loose", 1).choose(GAME, view, 2, legal)
    assert tight == Fold() and loose != Fold()


def test_the_levels_turn_in_their_weaker_card_and_choose_a_wing_card() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["As", "4d"], 1: ["7h", "8c"], 2: ["Td", "9c"]},
                                               ["Qs", "5c", "9d"])], wing_card="Qs", preset="dragon_kings")
    st.apply(Call(10))
    st.apply(Call(5))
    st.apply(Check())                                        # the Queen of Chaos comes on the flop
    agent = make_agent("ismcts:normal", 2)
    assert agent.choose(GAME, st.view(0), 0, st.legal_actions()) == TurnIn("4d")
    st.apply(TurnIn("4d"))
    assert agent.choose(GAME, st.view(1), 1, st.legal_actions()) == TurnIn("7h")
    st.apply(TurnIn("7h"))
    assert agent.choose(GAME, st.view(2), 2, st.legal_actions()) == TurnIn("Td")  # keeps the Nine pair


def test_equity_against_eight_strong_ranges_never_runs_out_of_cards() -> None:
    import random

    from eternus.engine.dragon_kings.poker_ai import range_equity

    share = range_equity(["7c", "2d"], ["As", "Kd", "9h"], [0.9] * 8, 200, random.Random(1))
    assert 0.0 <= share < 0.2
    assert range_equity(["As", "Ah"], [], [0.0], 2000, random.Random(2)) == pytest.approx(0.85, abs=0.03)


# ------------------------------------------------------------------ the Knights' decisions

DK = {"preset": "dragon_kings", "match_length": 20}


def _hard(st: HoldemState, seat: int) -> Action:
    """The hard AI's choice for ``seat`` from its view."""
    return make_agent("ismcts:hard", 3).choose(GAME, st.view(seat), seat, st.legal_actions())


def test_the_ai_shows_the_knight_of_fortune_from_the_hole() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Jd", "2c"], 1: ["7h", "8c"], 2: ["3c", "5d"]},
                                              ["As", "9c", "7d", "9h", "4s"])], wing_card="Jd", **DK)
    for action in (Call(10), Call(5), Check()):
        st.apply(action)
    assert _hard(st, 0) == ShowFortune()


def test_the_ai_pays_the_knight_of_fortune_with_a_strong_hand_and_folds_a_weak_one() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Ah", "Ad"], 1: ["7h", "2c"], 2: ["3c", "5d"]},
                                              ["Jd", "As", "Kd", "9h", "4s"])], wing_card="Jd", **DK)
    for action in (Call(10), Call(5), Check()):
        st.apply(action)
    assert _hard(st, 0) == FortuneCall(60)
    st.apply(FortuneCall(60))
    assert _hard(st, 1) == FortuneFold(30)


def test_the_ai_buys_back_in_with_the_token_of_mercy_only_when_the_hand_is_worth_half_the_pot() -> None:
    board = ["As", "Ad", "2c", "5s", "9h"]
    for hole, wanted in ((["Jh", "Ah"], BuyBack(12)), (["Jh", "3d"], StayOut())):
        st, _ = table([400, 400, 400], [deal_order(3, 2, {0: hole, 1: ["7h", "8c"], 2: ["Tc", "4d"]}, board)],
                      wing_card="Jh", **DK)
        for action in (Call(10), Fold(), Check()):
            st.apply(action)
        assert st.wing["mercy_offer"]
        assert _hard(st, 0) == wanted


def test_the_tallies_count_every_betting_decision_and_the_aggressive_ones() -> None:
    st, _ = table([400, 400, 400], [deal_order(3, 2, {}, ["9h", "Td", "3c", "5s", "6h"])], **DK)
    for action in (Raise(40), Call(35), Fold()):
        st.apply(action)
    assert st.tallies == [{"actions": 1, "aggressive": 0}, {"actions": 1, "aggressive": 0},
                          {"actions": 1, "aggressive": 1}]
    assert st.view(0)["tallies"] == st.tallies


def test_a_seat_that_bets_or_raises_at_almost_half_its_decisions_is_read_as_holding_anything() -> None:
    from eternus.engine.dragon_kings.poker_ai import opponent_floors, wild

    st, _ = table([400, 400, 400], [deal_order(3, 2, {}, ["9h", "Td", "3c", "5s", "6h"])], **DK)
    st.apply(Raise(40))                           # seat 2 raises: read as a strong range
    view = st.view(0)
    assert not wild(view, 2) and opponent_floors(view, 0, True) == [0.0, 0.18]
    st.tallies[2] = {"actions": 20, "aggressive": 11}     # (11 + 1) / (20 + 5) = 0.48
    view = st.view(0)
    assert wild(view, 2) and opponent_floors(view, 0, True) == [0.0, 0.0]
    st.tallies[2] = {"actions": 20, "aggressive": 10}     # 0.44
    assert not wild(st.view(0), 2)


def test_a_wild_queen_of_chivalry_counts_as_an_ace_in_the_ais_equity() -> None:
    from eternus.engine.dragon_kings.poker_ai import table_cards, wild_cards

    st, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Qh", "Ad"], 1: ["7h", "2c"], 2: ["3c", "5d"]},
                                              ["As", "9c", "7d", "9h", "4s"])], wing_card="Qh", **DK)
    view = st.view(0)
    assert wild_cards(view) == {"Qh"}
    assert table_cards(view) == (["Ad", "As"], [])               # a pair of Aces, not Ace-Queen
    plain, _ = table([400, 400, 400], [deal_order(3, 2, {0: ["Qh", "Ad"]}, ["As", "9c", "7d", "9h", "4s"])],
                     wing_card="Qd", **DK)
    assert wild_cards(plain.view(0)) == frozenset() and table_cards(plain.view(0))[0] == ["Qh", "Ad"]


def test_a_wild_card_on_the_board_never_stands_for_a_card_the_seat_holds() -> None:
    """Found by a 1,000-match sim: the wild Queen of Chivalry on the board stood for the Ace
    of spades the seat held, and the equity's evaluator met the same card twice."""
    import random

    from eternus.engine.dragon_kings.poker_ai import range_equity, table_cards

    view = {"options": {"preset": "dragon_kings"}, "board": ["Qs", "Ad", "Qh"], "hole": ["6c", "As"],
            "wing": {"voluntary": "Qh", "permanent": None, "face_up": []}}
    hole, board = table_cards(view)
    assert len(set(hole + board)) == len(hole + board) == 5
    assert "As" in hole and "Qh" not in board and board[-1][0] == "A"       # the wild plays as another Ace
    assert 0.0 <= range_equity(hole, board, [0.0, 0.0], 50, random.Random(1)) <= 1.0


@pytest.mark.parametrize("level", sorted(SKILLS))
def test_a_personality_keeps_the_level_it_is_given(level):
    """hard+tight is hard's judgement with a tight temper, not normal's; a personality asked
    of the game's policy itself plays at normal."""
    styled = POLICY.at_level(level).styled("tight")
    assert isinstance(styled, PokerPolicy)
    assert styled.skill is SKILLS[level]
    assert styled.temper is TEMPERS["tight"][2]
    plain = POLICY.styled("tight")
    assert isinstance(plain, PokerPolicy) and plain.skill is SKILLS["normal"]
    assert POLICY.at_level(level).styled("caller") is CALLER


# ---------------------------------------------------------------- reading the players (hard)

FLOP = ["Kh", "8d", "3c", "2s", "Jc"]


def _flop_bet_after(preflop: Action, hole: list[str]) -> HoldemState:
    """Three seats, the hard player in seat 0 (small blind) holding ``hole``: the button
    (seat 2) opens with ``preflop``, everyone stays in, the flop is checked to the button,
    who bets; seat 0 to act."""
    st, _ = table([1000, 1000, 1000], [deal_order(3, 2, {0: hole}, FLOP)])
    raised = isinstance(preflop, Raise)
    for action in (preflop, Call(35 if raised else 5), Call(30) if raised else Check(), Check(), Check()):
        st.apply(action)
    st.apply(Raise(120 if raised else 30))
    return st


def test_a_seat_that_bet_or_raised_at_each_of_its_decisions_this_hand_is_called_down_lighter() -> None:
    """A maniac is read from one hand (a ladder match is one): 77 folds to a small flop bet
    from a seat that limped, and calls a bet four times the size from one that raised twice."""
    from eternus.engine.dragon_kings.poker_ai import wild

    tame = _flop_bet_after(Call(10), ["7s", "7d"])
    assert not wild(tame.view(0), 2) and _hard(tame, 0) == Fold()
    maniac = _flop_bet_after(Raise(40), ["7s", "7d"])
    assert wild(maniac.view(0), 2) and _hard(maniac, 0) == Call(120)


def test_every_seat_that_raised_in_a_raising_war_is_read_as_a_maniac() -> None:
    """Three raises before the big blind's first decision: each raiser is read as holding
    anything (players who raise on strength seldom raise three times in a hand); after
    two, each is still read as strong."""
    from eternus.engine.dragon_kings.poker_ai import wild

    st, _ = table([1000] * 4, [deal_order(4, 3, {})])
    st.apply(Raise(20))
    st.apply(Raise(30))
    assert not any(wild(st.view(1), s) for s in (2, 3))
    st.apply(Raise(40))
    view = st.view(1)
    assert all(wild(view, s) for s in (2, 3, 0)) and not wild(view, 1)


def test_a_maniacs_history_this_match_widens_the_hard_players_call_before_the_flop() -> None:
    """The same raise, the same cards: folded against a seat seen to raise once, called
    against one that has raised at every one of its thirty decisions."""
    for hole in (["7s", "7d"], ["5s", "5c"], ["Ah", "8d"]):
        st, _ = table([1000, 1000, 1000], [deal_order(3, 2, {0: hole})])
        st.apply(Raise(40))
        assert _hard(st, 0) == Fold()
        st.tallies[2] = {"actions": 30, "aggressive": 30}
        assert _hard(st, 0) == Call(35)


def _limped_to_the_flop(hole: list[str], board: list[str]) -> HoldemState:
    """Three seats, the hard player on the button (seat 2, last after the flop): it limps,
    the small blind calls, the big blind checks; the flop is checked to the button."""
    st, _ = table([1000, 1000, 1000], [deal_order(3, 2, {2: hole}, board)])
    for action in (Call(10), Call(5), Check(), Check(), Check()):
        st.apply(action)
    return st


def test_the_hard_player_never_bluffs_a_seat_that_calls_and_never_raises() -> None:
    """Seven-Two on the button, checked to on twenty flops where it has nothing: a bluff
    (which the hard player makes in late position about one time in four) would be called
    by the small blind, who has called and never raised, so it always checks."""
    from eternus.engine.dragon_kings.poker_ai import station

    ranks = "AKQJT9"
    boards = [[f"{a}h", f"{b}s", f"{c}c", "4d", "9d"] for a in ranks for b in ranks for c in ranks
              if a < b < c][:20]
    for board in boards:
        st = _limped_to_the_flop(["7c", "2d"], board)
        assert station(st.view(2), 0) and not station(st.view(2), 1)
        assert _hard(st, 2) == Check()


def test_the_hard_player_bets_a_hand_above_its_share_for_value_into_calling_stations() -> None:
    """King-Four on a King-high flop after two seats called its raise (neither has raised):
    not strong enough to bet into players who fold worse, worth a bet against two who pay."""
    st, _ = table([1000, 1000, 1000], [deal_order(3, 2, {2: ["Ks", "4c"]}, ["Kh", "8d", "3c", "2s", "Jc"])])
    for action in (Raise(30), Call(25), Call(20), Check(), Check()):
        st.apply(action)
    assert isinstance(_hard(st, 2), (Raise, AllIn))


def test_the_hard_player_checks_a_strong_hand_to_a_maniac_who_acts_after_it() -> None:
    """Top pair on the flop, first to act, the button having raised at both its decisions: the
    maniac will bet, so the hard player checks on every one of these flops (a trap) rather
    than lead out as it does two times in three."""
    for low in "2345":
        st, _ = table([1000, 1000, 1000], [deal_order(3, 2, {0: ["Ks", "Qd"]}, ["8h", f"{low}d", "Kc", "9s", "Jc"])])
        for action in (Raise(40), Raise(120), Fold(), Raise(200), Call(80)):
            st.apply(action)
        assert _hard(st, 0) == Check()


@settings(max_examples=15)
@given(data=st_.data())
def test_the_hard_players_reading_of_the_others_depends_on_its_view_only(data: st_.DataObject) -> None:
    """A maniac's hand played to the flop, dealt twice with the cards the hard player cannot
    see (the others' hole cards, the cards still to come) shuffled differently: the same view,
    the same move."""
    from eternus.engine.cards import standard_deck

    mine, flop = ["Qs", "Jh"], ["Kh", "8d", "3c"]
    hidden = [c for c in standard_deck() if c not in (*mine, *flop)]
    states = []
    for _ in range(2):
        order = data.draw(st_.permutations(hidden))
        st, _ = table([1000, 1000, 1000], [deal_order(3, 2, {0: mine, 1: order[:2], 2: order[2:4]},
                                                      [*flop, *order[4:6]])])
        for action in (Raise(40), Call(35), Call(30), Check(), Check(), Raise(120)):
            st.apply(action)
        states.append(st)
    first, second = states
    assert first.view(0) == second.view(0)
    assert _hard(first, 0) == _hard(second, 0)
