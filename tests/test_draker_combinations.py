"""Draker's combinations and their cost, one test per rule of the source's fragment, and the
cost calculator on a table of hand-made cases."""

from __future__ import annotations

from collections import Counter

import pytest

from eternus.engine.draker.cards import DECK, PROFESSIONS, profession
from eternus.engine.draker.combinations import best, forms, played


def test_the_fragments_worked_example_three_cards_double_straight_one_plus_token_flush_is_24() -> None:
    combo = best(["5s", "6s", "7s"], {"5s": 2})
    assert combo is not None
    assert combo.forms == ("straight_rank", "straight_profession") and combo.flush
    assert (combo.base, combo.cost) == (4, 24)
    assert combo.explain() == "straight by rank + by profession, flush: 4 x 2 x 3 = 24"


def test_a_combination_may_be_a_single_card() -> None:
    combo = best(["9d"])
    assert combo is not None and combo.cost == 1 and len(combo.forms) == 4


def test_the_ace_plays_low_or_high_but_a_straight_never_runs_through_it() -> None:
    assert "straight_rank" in forms([played(c) for c in ("As", "2h", "3d")])
    assert "straight_rank" in forms([played(c) for c in ("Qs", "Kh", "Ad")])
    assert "straight_rank" not in forms([played(c) for c in ("Ks", "Ah", "2d")])
    assert "straight_rank" not in forms([played(c) for c in ("Qs", "Kh", "Ad", "2c")])


def test_one_combination_can_be_a_set_by_rank_and_a_straight_by_profession() -> None:
    combo = best(["5s", "5h", "5d", "5c"])
    assert combo is not None
    assert combo.forms == ("straight_profession", "set_rank") and not combo.flush
    assert combo.cost == 4 * 2


def test_extra_forms_and_the_flush_multiply_only_from_three_cards() -> None:
    pair = best(["5s", "6s"])                               # a double straight and one suit, two cards
    assert pair is not None and len(pair.forms) == 2 and not pair.flush and pair.cost == 2


def test_cards_of_one_suit_that_make_no_form_are_no_combination() -> None:
    assert best(["2s", "9s", "Ks"]) is None
    assert best(["2s", "9h", "Kd"]) is None


def test_tokens_change_a_cards_strength_and_a_combination_never_earns_less_than_nothing() -> None:
    low = best(["5s", "6s", "7s"], {"5s": 0})
    assert low is not None and (low.base, low.cost) == (2, 12)
    assert best(["5s", "6s", "7s"], {"5s": -1, "6s": -1, "7s": -1}) is not None
    nothing = best(["5s", "6s", "7s"], {"5s": -1, "6s": -1, "7s": -1})
    assert nothing is not None and nothing.base == -3 and nothing.cost == 0


def test_a_combination_its_tokens_bring_below_nothing_says_what_the_tokens_take_not_a_negative_sum() -> None:
    nothing = best(["5s", "6s", "7s"], {"5s": -1, "6s": -1, "7s": -1})
    assert nothing is not None
    assert nothing.explain() == "straight by rank + by profession, flush: 3 cards less 6 for tokens = 0"
    even = best(["5s", "6s", "7s"], {"5s": -1, "6s": 0, "7s": 1})
    assert even is not None
    assert even.explain() == "straight by rank + by profession, flush: 3 cards less 3 for tokens = 0"


def test_an_artefact_plays_as_the_rank_and_profession_named_keeping_its_suit_and_strength() -> None:
    wild = played("Xe", 2, named=(10, 3))
    assert (wild.rank, wild.profession, wild.suit, wild.strength) == (10, 3, "e", 2)
    with pytest.raises(ValueError, match="name its rank and profession"):
        played("Xe")


def test_an_artefact_named_a_ten_is_told_as_10_as_its_corner_would_show_it() -> None:
    combo = best(["Js", "Qs", "Xh"])                          # the Artefact completes 10-J-Q
    assert combo is not None and "Xh named 10, " in combo.described()


def test_the_artefact_is_named_as_well_as_it_can_be() -> None:
    combo = best(["5s", "6s", "Xs"])
    assert combo is not None and combo.cost == 3 * 2 * 3
    assert combo.named == (("Xs", 7, 6),) or combo.named == (("Xs", 4, 3),)
    high = best(["Qh", "Kh", "Xh"])                         # named an Ace, it plays high
    assert high is not None and high.forms[0] == "straight_rank" and high.cost == 3 * 2 * 3


@pytest.mark.parametrize(("cards", "cost", "words"), [
    (["Qh", "Kh", "Ah"], 18, "straight by rank + by profession, flush: 3 x 2 x 3 = 18"),
    (["Ks", "As", "2s"], 9, "straight by profession, flush: 3 x 3 = 9"),
    (["3s", "2h", "Ad"], 6, "straight by rank + set by profession: 3 x 2 = 6"),
    (["7s", "7h"], 2, "straight by profession + set by rank: 2"),
    (["Ts", "Tc", "Tg"], 3, "set by rank: 3"),
    (["Je", "Qe", "Ke", "Ae"], 12, "straight by rank, flush: 4 x 3 = 12"),   # the Ace is a low profession
])
def test_the_cost_calculator_on_hand_made_cases(cards: list[str], cost: int, words: str) -> None:
    combo = best(cards)
    assert combo is not None and combo.cost == cost and combo.explain() == words


def test_the_deck_has_84_cards_and_every_profession_about_as_often() -> None:
    assert len(DECK) == len(set(DECK)) == 84
    counts = Counter(profession(c) for c in DECK if c[0] != "X")
    assert sorted(counts) == list(range(len(PROFESSIONS)))
    assert min(counts.values()) >= 6 and max(counts.values()) <= 9


# ------------------------------------------------------------------ announcing with a laid card

def test_an_attacking_combination_needs_a_card_of_the_common_pool() -> None:
    from eternus.engine.draker.search import attacks

    found = attacks("5s", ["6s", "7s"], ["8h"])
    assert found and all("8h" in combo.cards for combo in found)
    assert attacks("5s", ["6s"], []) == []


def test_a_defensive_combination_uses_the_own_pool_only_and_the_laid_card_alone_is_one() -> None:
    from eternus.engine.draker.search import defences

    found = defences("5s", ["6s", "7s"])
    assert {combo.cards for combo in found} >= {("5s",), ("5s", "6s", "7s")}
    assert max(c.cost for c in found) == 18


def test_the_best_announcement_splits_the_pool_between_attack_and_defence_sharing_only_the_laid_card() -> None:
    from eternus.engine.draker.search import announcements, best_announcement

    top = best_announcement("5s", ["6s", "7s", "5h", "5d"], ["4s", "5c"])
    assert top.attack is not None and top.defence is not None
    assert set(top.attack.cards) & set(top.defence.cards) == {"5s"}
    everything = announcements("5s", ["6s", "7s", "5h", "5d"], ["4s", "5c"])
    assert top.points == max(a.points for a in everything)
    assert top.points == 24 + 6     # 4-5-6-7 of spades (4 x 2 x 3), and three Fives (3 x 2: by rank + profession)


def test_bench_times_the_draker_search_on_real_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    from eternus.bench import draker as bench_draker

    monkeypatch.setattr(bench_draker, "POSITIONS", 3)
    figures = bench_draker.bench_draker_search()
    assert figures["positions"] == 3
    assert 0 < figures["one_card_best_p50_ms"] <= figures["one_card_best_p95_ms"]
    assert figures["one_card_best_p50_ms"] < figures["turn_menu_p95_ms"]


def test_the_search_skips_only_cards_that_can_be_no_combination() -> None:
    """The quick tests (mixed ranks and professions, runs that cannot close) never skip a
    combination: on random tables, Artefacts and tokens included, the search finds exactly
    what costing every subset finds."""
    import random
    from itertools import combinations as subsets

    from eternus.engine.draker.cards import DECK
    from eternus.engine.draker.search import attacks, defences

    rng = random.Random(7)
    artefacts = [c for c in DECK if c.startswith("X")]
    for _ in range(150):
        cards = rng.sample(DECK, 10)
        cards[rng.randrange(10)] = rng.choice([c for c in artefacts if c not in cards] or [cards[0]])
        laid, own, common = cards[0], cards[1:6], cards[6:10]
        strength = {c: 1 + rng.choice([0, 0, 1, -1]) for c in cards}
        every = [best([laid, *mine, *theirs], strength) for k in range(6) for mine in subsets(own, k)
                 for j in range(1, 5) for theirs in subsets(common, j)]
        assert attacks(laid, own, common, strength) == [c for c in every if c is not None]
        alone = [best([laid, *mine], strength) for k in range(6) for mine in subsets(own, k)]
        assert defences(laid, own, strength) == [c for c in alone if c is not None]


def test_an_artefacts_naming_is_told_beside_the_cost() -> None:
    combo = best(["5s", "Xs", "7s"])
    assert combo is not None and combo.described() == combo.explain() + " (Xs named 6, Healer)"
    plain = best(["5s", "6s", "7s"])
    assert plain is not None and plain.described() == plain.explain()
