"""The hand finder against a brute-force oracle, and the hand kinds on known examples."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from eternus.engine.cards import is_joker, standard_deck
from eternus.engine.pragon.actions import FLUSH, PAIR, STRAIGHT, STRAIGHT_FLUSH, THREE
from eternus.engine.pragon.hands import kinds_of, possible_hands

ALL = standard_deck(jokers=2)


def brute_force(hand, table, special, pairs_allowed, jokers_wild=True):
    found = set()
    pool = [c for c in list(hand) + list(table) if jokers_wild or not is_joker(c)]
    for k in range(2, 6):
        for combo in combinations(pool, k):
            if not set(combo) & set(hand):
                continue
            for kind in kinds_of(tuple(sorted(combo)), special):
                if "pair" in kind and not pairs_allowed:
                    continue
                found.add((tuple(sorted(combo)), kind))
    return found


@settings(max_examples=1500, deadline=None)
@given(cards=st.lists(st.sampled_from(ALL), min_size=1, max_size=10, unique=True),
       split=st.integers(1, 4), special=st.booleans(), pairs=st.booleans(), wild=st.booleans())
def test_hand_finder_finds_exactly_what_brute_force_finds(cards, split, special, pairs, wild):
    hand, table = cards[:split], cards[split:]
    found = possible_hands(hand, table, special, pairs, jokers_wild=wild)
    assert set(found) == brute_force(hand, table, special, pairs, wild)


def test_jokers_only_flip_no_found_hand_uses_a_joker_from_hand_or_table():
    hand, table = ["JK1", "9s", "Qs"], ["JK2", "9c", "Ts"]
    wild = possible_hands(hand, table, True, True, jokers_wild=True)
    assert any("JK1" in cards for cards, _ in wild) and any("JK2" in cards for cards, _ in wild)
    tame = possible_hands(hand, table, True, True, jokers_wild=False)
    assert tame and not any(is_joker(card) for cards, _ in tame for card in cards)
    assert (("9c", "9s"), PAIR) in tame


def test_kinds_on_known_examples():
    assert kinds_of(("5h", "5s"), True) == [PAIR]
    assert kinds_of(("5h", "5s", "JK1"), True) == [THREE]
    assert set(kinds_of(("5h", "6h", "JK1"), True)) == {STRAIGHT, FLUSH, STRAIGHT_FLUSH}
    assert kinds_of(("5h", "6s", "8d"), True) == []
    assert kinds_of(("5h", "6s", "JK1", "JK2", "9d"), True) == [STRAIGHT]
    assert kinds_of(("2h", "9h", "Kh", "Ah"), True) == [FLUSH]
    assert kinds_of(("Th", "Jh", "Qh", "Kh", "Ah"), True) == [STRAIGHT, FLUSH, STRAIGHT_FLUSH]
    assert kinds_of(("5h", "5s", "5d"), True) == [THREE]
