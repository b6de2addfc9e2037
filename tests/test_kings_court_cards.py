"""The King's Court catalogue counted against the source's tables, box by box."""

from __future__ import annotations

from collections import Counter

import pytest

from eternus.engine.kings_court import cards as K


def _box(box: str) -> list[K.CardInfo]:
    return [c for c in K.CARDS.values() if c.box == box]


def test_deck_sizes_are_108_163_and_199():
    assert len(K.build_deck(K.DECKS["kc"])) == 108
    assert len(K.build_deck(K.DECKS["kc+kd"])) == 163
    assert len(K.build_deck(K.DECKS["kc+kd+bonus"])) == 199
    assert len(_box("kc")) == 108 and len(_box("kd")) == 55 and len(_box("bonus")) == 36


def test_card_ids_are_unique_and_every_card_has_an_effect_name():
    assert len(set(K.CARDS)) == len(K.CARDS)
    assert all(c.effect in K.EFFECT_NAMES for c in K.CARDS.values())


@pytest.mark.parametrize("box, table", [
    ("kc", {1: 8, 2: 8, 3: 8, 4: 6, 5: 6, 6: 6, 7: 6, 8: 6, 9: 4, 10: 4}),
    ("kd", {1: 4, 2: 4, 3: 4, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 2, 10: 2}),
])
def test_number_cards_match_the_tables(box, table):
    numbers = [c for c in _box(box) if c.kind == K.NUMBER]
    assert Counter(c.value for c in numbers) == table
    suits = K.KC_SUITS if box == "kc" else K.KD_SUITS
    assert {c.suits[0] for c in numbers} == set(suits)
    assert all(c.points == c.value for c in numbers)


def test_bonus_numbers_are_an_orange_suit_and_two_zeros_per_other_suit():
    numbers = [c for c in _box("bonus") if c.kind == K.NUMBER]
    assert len(numbers) == 30
    orange = Counter(c.value for c in numbers if c.suits == ("orange",))
    assert orange == {0: 2, 1: 2, 2: 2, 3: 2, 4: 2, 6: 2, 8: 2, 5: 1, 7: 1, 9: 1, 10: 1}
    zeros = Counter(c.suits[0] for c in numbers if c.suits != ("orange",))
    assert zeros == {s: 2 for s in K.KC_SUITS + K.KD_SUITS}
    assert all(c.value == 0 for c in numbers if c.suits != ("orange",))


@pytest.mark.parametrize("box, table", [
    ("kc", {"maiden": 8, "drawbridge": 8, "option": 2, "knight": 4, "jester": 4}),
    ("kd", {"maiden": 2, "drawbridge": 2, "option": 1, "knight": 2, "jester": 2}),
    ("bonus", {"maiden": 1, "drawbridge": 1, "knight": 1, "jester": 1}),
])
def test_suit_scroll_cards_match_the_tables(box, table):
    scrolls = [c for c in _box(box) if c.kind == K.SUIT_SCROLL]
    assert Counter(c.effect for c in scrolls) == table
    points = {"maiden": 20, "drawbridge": 20, "option": 30, "knight": 20, "jester": 20}
    assert all(c.points == points[c.effect] for c in scrolls)


def test_queens_options_carry_two_suits_each():
    options = [c for c in K.CARDS.values() if c.effect == "option"]
    assert sorted(c.suits for c in options) == [
        ("blue", "burgundy"), ("gold", "green"), ("purple", "silver")]


@pytest.mark.parametrize("box, table", [
    ("kc", {"wizard": 1, "dragon": 4, "king": 4, "duke": 4, "decree": 1, "magician": 1,
            "potion": 1, "protector": 2, "dungeon": 2}),
    ("kd", {"king": 2, "duke": 2}),
])
def test_kingdom_scroll_cards_match_the_tables(box, table):
    kingdom = [c for c in _box(box) if c.kind == K.KINGDOM]
    assert Counter(c.effect for c in kingdom) == table
    points = {"wizard": 50, "dragon": 35, "king": 25, "duke": 20, "decree": 50,
              "magician": 50, "potion": 0, "protector": 35, "dungeon": 35}
    assert all(c.points == points[c.effect] for c in kingdom)
    if box == "kd":
        assert sorted(c.name for c in kingdom) == ["Duchess", "Duchess", "Queen", "Queen"]


def test_shield_cards_match_the_tables():
    kd = Counter(c.effect for c in _box("kd") if c.kind == K.SHIELD)
    assert kd == {"dark_knight": 1, "poison_garden": 1, "castle_fire": 1, "kings_goblet": 1,
                  "cannonball": 1, "catapult": 1, "flaming_arrow": 1, "siege_tower": 1,
                  "imperial_tax": 1, "defender": 2}
    bonus = Counter(c.effect for c in _box("bonus") if c.kind == K.SHIELD)
    assert bonus == {"hidden_treasure": 1, "warlord": 1}
    values = {c.effect: c.points for c in K.CARDS.values() if c.kind == K.SHIELD}
    assert values["poison_garden"] == -75 and values["castle_fire"] == -75
    assert values["kings_goblet"] == -50 and values["defender"] == -35
    assert values["hidden_treasure"] == -100 and values["warlord"] == 50
    assert all(values[b] == 35 for b in K.BATTLE)


def test_secret_key_is_outside_the_199_and_only_in_a_custom_pick():
    assert "secret_key" not in K.build_deck(K.DECKS["kc+kd+bonus"])
    custom = K.build_deck(K.deck_groups("custom", ("secret_key",)))
    assert len(custom) == 109 and "secret_key" in custom


def test_custom_pick_adds_only_the_chosen_groups():
    deck = K.build_deck(K.deck_groups("custom", ("battle", "defender")))
    extra = Counter(K.CARDS[c].effect for c in deck if K.CARDS[c].box != "kc")
    assert extra == {"cannonball": 1, "catapult": 1, "flaming_arrow": 1, "siege_tower": 1,
                     "imperial_tax": 1, "defender": 2}
    with pytest.raises(ValueError):
        K.build_deck(("kc", "no_such_group"))


def test_suits_in_play_follow_the_deck():
    assert K.suits_of(K.build_deck(K.DECKS["kc"])) == K.KC_SUITS
    assert K.suits_of(K.build_deck(K.DECKS["kc+kd+bonus"])) == K.ALL_SUITS
