"""The Dragon Kings hand evaluator: one test per ranking rule, and two independent oracles.

* Wild-free hands are ordered exactly as treys (an independent pure-Python evaluator) orders
  them: 20,000 random hands of 5, 6 and 7 cards here, a million in the slow run.
* Hands with wild cards agree with a brute-force reference that tries every card a wild
  could stand for in every five-card subset (``tests/dragon_kings_reference.py``).
"""

from __future__ import annotations

import random

import pytest
from treys import Card, Evaluator

from eternus.engine.cards import RANKS, SUITS
from eternus.engine.dragon_kings import tables as t
from eternus.engine.dragon_kings.evaluator import CARD_ID, PLAIN, Category, HandRules, best_hand, evaluate7
from tests.conftest import PROPERTY_SEED
from tests.dragon_kings_reference import best_key

DECK = [r + s for r in RANKS for s in SUITS]
JOKER = HandRules(wild=frozenset({"JK1"}))
CHIVALRY = HandRules(restricted_wild=frozenset({"Qh"}))
DRAGONS = HandRules(dragon_kings=True)


def value(hole: str, board: str, rules: HandRules = PLAIN):
    return best_hand(hole.split(), board.split(), rules)


# ------------------------------------------------------------------ Hold'em rankings

def test_the_ranking_of_ordinary_hands_runs_from_high_card_to_royal_flush():
    ladder = [("Ah 9c", "7d 5s 3h 2c Jd"), ("Ah Ac", "7d 5s 3h 2c Jd"), ("Ah Ac", "7d 7s 3h 2c Jd"),
              ("Ah Ac", "Ad 7s 3h 2c Jd"), ("6h 4c", "7d 5s 3h 2c Jd"), ("Ah 9h", "7h 5h 3h 2c Jd"),
              ("Ah Ac", "Ad 7s 7h 2c Jd"), ("Ah Ac", "Ad As 3h 2c Jd"), ("6h 4h", "7h 5h 3h 2c Jd"),
              ("Ah Kh", "Qh Jh Th 2c Jd")]
    values = [value(*hand) for hand in ladder]
    assert [v.category for v in values] == [
        Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND, Category.STRAIGHT,
        Category.FLUSH, Category.FULL_HOUSE, Category.FOUR_OF_A_KIND, Category.STRAIGHT_FLUSH,
        Category.STRAIGHT_FLUSH]
    assert [v.key for v in values] == sorted(v.key for v in values) and len({v.key for v in values}) == 10
    assert values[-1].name == "Royal flush" and values[6].name == "Full house, Aces over Sevens"


def test_the_ace_plays_low_in_the_wheel_and_a_straight_never_wraps():
    wheel = value("Ah 2c", "3d 4s 5h 9c Jd")
    assert wheel.name == "Straight to the Five" and wheel.cards == ("5h", "4s", "3d", "2c", "Ah")
    assert value("Qh Kc", "Ad 2s 3h 9c 7d").category == Category.HIGH_CARD
    assert value("6h 2c", "3d 4s 5h 9c Jd").key > wheel.key


def test_the_best_five_of_seven_play_and_the_others_do_not():
    hand = value("Ah Kh", "Ad Ac Kd 2s 3c")
    assert sorted(hand.cards) == ["Ac", "Ad", "Ah", "Kd", "Kh"] and hand.name == "Full house, Aces over Kings"
    assert value("2h 3c", "Ad Ac Ah As Kd").key == value("4h 5c", "Ad Ac Ah As Kd").key  # board plays


def test_kickers_decide_between_equal_pairs_and_exact_ties_split():
    assert value("Ah Kc", "Ad 9s 7h 4c 2d").key > value("As Qc", "Ad 9s 7h 4c 2d").key
    assert value("Ah 3c", "Ad Ks Qh Jc 9d").key == value("As 2c", "Ad Ks Qh Jc 9d").key


@pytest.mark.parametrize("cards", [5, 6, 7])
def test_hands_are_ordered_exactly_as_treys_orders_them(cards):
    _agree_with_treys(20_000 // 3, cards, seed=PROPERTY_SEED + cards)


@pytest.mark.slow
def test_a_million_seven_card_hands_are_ordered_exactly_as_treys_orders_them():
    _agree_with_treys(1_000_000, 7, seed=PROPERTY_SEED + 99)


def _agree_with_treys(hands: int, size: int, seed: int) -> None:
    rng = random.Random(seed)
    judge = Evaluator()
    previous = None
    for _ in range(hands):
        cards = rng.sample(DECK, size)
        ours = evaluate7([CARD_ID[c] for c in cards])
        theirs = judge.evaluate([Card.new(c) for c in cards[:2]], [Card.new(c) for c in cards[2:]])
        if previous is not None:  # the same order (and the same ties) as treys, lower is better there
            assert (ours > previous[0]) == (theirs < previous[1]), (cards, previous[2])
            assert (ours == previous[0]) == (theirs == previous[1]), (cards, previous[2])
        previous = (ours, theirs, cards)


# ------------------------------------------------------------------ wild cards

def test_five_of_a_kind_beats_four_of_a_kind_and_loses_to_a_straight_flush():
    five = value("Ah JK1", "Ad Ac As 2c 3d", JOKER)
    assert five.category == Category.FIVE_OF_A_KIND and five.name == "Five Aces"
    assert five.key > value("Ah Ad", "Ac As Kd 2c 3d").key
    assert five.key < value("6h 4h", "7h 5h 3h 2c Jd").key


def test_a_free_wild_card_stands_for_any_card_even_one_already_held():
    hand = value("Kh JK1", "Kd Kc Ks 2c 3d", JOKER)
    assert hand.category == Category.FIVE_OF_A_KIND and ("JK1", "Kh") in hand.stands_for


def test_a_wild_card_makes_the_best_hand_it_can_and_says_what_it_stands_for():
    hand = value("JK1 9h", "Th Jh Qh 2c 3d", JOKER)
    assert hand.category == Category.STRAIGHT_FLUSH and hand.name == "Straight flush to the King"
    assert hand.stands_for == (("JK1", "Kh"),) and "JK1" in hand.cards


def test_the_queen_of_chivalry_never_copies_a_card_in_the_hand_or_on_the_board():
    hand = value("Qh Kh", "Kd Kc Ks 2c 3d", CHIVALRY)
    assert hand.category == Category.FOUR_OF_A_KIND  # the fifth King would be a copy
    assert all(stand not in ("Kh", "Kd", "Kc", "Ks") for _, stand in hand.stands_for)


def test_a_wild_card_completes_a_flush_only_with_a_rank_the_suit_lacks():
    hand = value("JK1 Ah", "Kh 9h 4h 2c 3s", JOKER)
    assert hand.category == Category.FLUSH and hand.name == "Flush, Ace high"
    assert dict(hand.stands_for)["JK1"] == "Qh"


@pytest.mark.parametrize(("free", "restricted", "count"), [(1, 0, 300), (0, 1, 300), (2, 0, 12)])
def test_wild_hands_agree_with_the_brute_force_reference(free, restricted, count):
    rng = random.Random(PROPERTY_SEED + 10 * free + restricted)
    wilds = ["JK1", "JK2"][:free]
    rules = HandRules(wild=frozenset(wilds), restricted_wild=frozenset({"Qh"} if restricted else ()))
    for _ in range(count):
        natural = rng.sample([c for c in DECK if c != "Qh"], 7 - free - restricted)
        cards = [*wilds, *(["Qh"] if restricted else []), *natural]
        rng.shuffle(cards)
        ours = best_hand(cards[:2], cards[2:], rules)
        assert ours.key == best_key(natural, free=free, restricted=restricted), cards


# ------------------------------------------------------------------ dragon kings and dead cards

def test_twinned_dragon_kings_beat_a_royal_flush():
    dragons = value("Ks Kc", "2d 5h 9c Th Jh", DRAGONS)
    assert dragons.category == Category.DRAGON_KINGS and dragons.name == "Twinned dragon kings"
    assert dragons.key > value("Ah Kh", "Qh Jh Th 2c 3d", DRAGONS).key


def test_twinned_dragon_kings_count_from_the_hole_and_the_board_together():
    assert value("Ks 2c", "Kc 5h 9c Th Jd", DRAGONS).category == Category.DRAGON_KINGS
    assert value("2c 3d", "Ks Kc 9c Th Jd", DRAGONS).category == Category.DRAGON_KINGS
    assert value("Ks Kh", "Kd 5h 9c Th Jd", DRAGONS).category == Category.THREE_OF_A_KIND


def test_twinned_dragon_kings_on_the_board_are_decided_by_kickers_high_to_low():
    board = "Ks Kc 9c 4h 2d"
    ace = value("Ah 3c", board, DRAGONS)
    queen = value("Qh Jc", board, DRAGONS)
    assert ace.key > queen.key and ace.cards == ("Ks", "Kc", "Ah", "9c", "4h")
    assert value("5h 3c", board, DRAGONS).key == value("5d 3s", board, DRAGONS).key


def test_a_wild_card_never_stands_for_a_dragon_king():
    assert value("Ks JK1", "2d 5h 9c Th Jd", HandRules(wild=frozenset({"JK1"}), dragon_kings=True)).category \
        != Category.DRAGON_KINGS


def test_the_black_kings_are_ordinary_kings_where_dragon_kings_are_not_played():
    assert value("Ks Kc", "2d 5h 9c Th Jd").category == Category.PAIR


def test_dead_cards_do_not_play_at_all():
    rules = HandRules(dead_ranks=frozenset({14}))
    assert value("Ah Ad", "Ac 5h 9c Th Jd", rules).category == Category.HIGH_CARD
    assert value("Ah Ad", "Ac 5h 9c Th Jd", rules).name == "Jack high"


# ------------------------------------------------------------------ the tables

def test_every_rank_multiset_of_five_to_seven_cards_has_a_key():
    nonflush, flush_suit, flush = t.tables()
    assert len(nonflush) == 6_175 + 18_395 + 49_205
    # a suit with 5, 6 or 7 of up to 7 cards: 10 + 4 + 1 ways to hold the other three suits
    assert sum(1 for s in flush_suit if s >= 0) == 4 * 15


# ------------------------------------------------------------------ equity

def test_equity_matches_the_known_preflop_odds_and_repeats_with_its_seed():
    from eternus.engine.dragon_kings.equity import equity
    aces = equity(["As", "Ah"], [], 1, 10_000, seed=3)
    assert abs(aces - 0.852) < 0.015  # pocket Aces against one random hand: 85.2 %
    assert abs(equity(["7c", "2d"], [], 1, 10_000, seed=3) - 0.346) < 0.015  # the worst hand: 34.6 %
    assert equity(["As", "Ah"], [], 1, 10_000, seed=3) == aces
    assert equity(["As", "Ah"], ["Ad", "Ac", "Kd", "Ks", "2h"], 1, 500, seed=3) == 1.0  # four Aces, no flush
