"""What the table learns when a player draws (``kings_court/lacks.py``), and the AI's sampled
worlds that respect it (``views.determinize``)."""

from __future__ import annotations

import pytest

from eternus.engine.ai import make_agent
from eternus.engine.core import CardMoved, RecordError, Seat
from eternus.engine.kings_court import lacks
from eternus.engine.kings_court.actions import AcceptDraw, Allow, Draw, Pass, Play, Target
from eternus.engine.kings_court.game import KingsCourtGame
from eternus.engine.kings_court.lacks import could_hold, could_hold_all
from eternus.engine.kings_court.records import Lack
from eternus.engine.kings_court.state import KingsCourtState
from eternus.engine.kings_court.views import _sampled_hand, build_state, lacks_from, state_to_json
from eternus.engine.rng import Rng
from eternus.match import agent_seed
from tests.test_kings_court_rules import table

GAME = KingsCourtGame()


def lack(suit: str = "gold", match: str | None = "5", answer: bool = False,
         stackable: bool = False, held: int = 3) -> Lack:
    return {"suit": suit, "match": match, "answer": answer, "stackable": stackable, "held": held}


def test_a_player_who_draws_shows_the_table_what_it_lacked():
    st = table(hands={0: ["blue-9-a", "burgundy-8-a", "blue-7-a"]}, top="gold-5-a")
    st.apply(Draw())
    assert st.lacks[0] == [lack(held=3)]
    assert st.lacks[1] == [] and st.lacks[2] == []


def test_a_player_who_passes_after_drawing_shows_the_drawn_card_would_not_do_either():
    st = table(hands={0: ["blue-9-a", "burgundy-8-a"]}, top="gold-5-a", deck_top=("blue-6-a",))
    st.apply(Draw())
    assert st.lacks[0] == [lack(held=2)]
    st.apply(Pass())
    assert st.lacks[0] == [lack(held=3)]   # the same showing, now of all three cards


def test_several_showings_add_up_and_each_is_counted_down():
    st = table(hands={0: ["blue-9-a", "burgundy-8-a", "blue-7-a"]}, top="gold-5-a")
    st.lacks[0] = [lack(suit="burgundy", match="2", held=2)]
    lacks.follow(st, 0, lack(held=3), [])
    assert st.lacks[0] == [lack(suit="burgundy", match="2", held=2), lack(held=3)]
    lacks.follow(st, 1, None, [CardMoved("blue-9-a", "hand:0", "discard", True)])
    lacks.follow(st, 1, None, [CardMoved("blue-7-a", "hand:0", "discard", True)])
    assert st.lacks[0] == [lack(held=1)]   # the older showing may speak of no card left


def test_a_player_who_takes_a_draw_card_shows_it_had_no_answer():
    st = table(hands={0: ["dragon-a", "blue-9-a"],
                      1: ["blue-6-a", "blue-7-a", "blue-8-a"]}, top="gold-5-a")
    st.apply(Play("dragon-a", ""))
    while 1 not in (st.to_act,) or AcceptDraw() not in st.legal_actions():
        st.apply(st.legal_actions()[0])
    held = len(st.hands[1])
    st.apply(AcceptDraw())
    assert st.lacks[1] and st.lacks[1][-1]["answer"] and st.lacks[1][-1]["held"] == held


def test_each_card_leaving_the_hand_counts_the_lack_down_until_it_is_forgotten():
    st = table(hands={0: ["blue-9-a", "burgundy-8-a"]}, top="gold-5-a", deck_top=("blue-6-a",))
    st.apply(Draw())                       # no gold, no 5: seat 0 draws the blue 6 ...
    assert st.lacks[0] == [lack(held=2)]   # ... so its two cards from before lack both
    cards_out = [CardMoved("blue-9-a", "hand:0", "discard", True)]
    lacks.follow(st, 1, None, cards_out)   # one card gone: it may have been one of the two
    assert st.lacks[0] == [lack(held=1)]
    lacks.follow(st, 1, None, cards_out)
    assert st.lacks[0] == []
    lacks.follow(st, 1, None, [CardMoved("blue-6-a", "deck", "hand:1", False, owner=1)])
    assert st.lacks[1] == []               # a card drawn tells nothing


def test_a_swap_of_hands_carries_the_lack_with_the_cards():
    st = table(hands={0: ["catapult", "blue-9-a"], 2: ["blue-6-a", "blue-7-a", "blue-8-a"]})
    st.lacks[2] = [lack(held=3)]
    st.apply(Play("catapult", ""))
    st.apply(Target(2))
    st.apply(Allow())
    assert st.lacks[0] == [lack(held=3)] and st.lacks[2] == []


def play_first_hand(count) -> tuple[KingsCourtState, int]:
    """Random moves of four players through the first hand into the next, and the sum of
    ``count(state)`` after each move of the first hand (how much it showed on the way)."""
    st = GAME.new(tuple(Seat(f"S{i}", "random") for i in range(4)), {"max_hands": 5}, 5)
    rng = Rng(1)
    hand_no, seen = st.hand_no, 0
    while st.hand_no == hand_no:
        st.apply(rng.choice(st.legal_actions()))
        seen += count(st)
    return st, seen


def test_a_new_hand_forgets_every_lack():
    st, seen = play_first_hand(lambda st: sum(len(shown) for shown in st.lacks))
    assert seen and st.lacks == [[]] * 4


@pytest.mark.parametrize(("card", "holdable"), [
    ("gold-9-a", False),            # follows the suit
    ("blue-5-a", False),            # follows the kind
    ("blue-9-a", True),
    ("king-a", False),              # a wild goes on anything
    ("magician", False),
    ("gold-maiden-a", True),        # she may have lacked her escort
    ("potion", True),               # only ever a last card
    ("decree", True),               # only an answer
])
def test_a_lack_on_a_suit_rules_out_every_card_that_would_have_been_played(card, holdable):
    assert could_hold(lack(), card) is holdable


def test_a_lack_of_an_answer_rules_out_the_answers_only():
    taken = lack(answer=True)
    assert not could_hold(taken, "decree") and not could_hold(taken, "protector-a")
    assert not could_hold(taken, "magician")
    assert could_hold(taken, "gold-drawbridge-a") and could_hold(taken, "king-a")
    assert not could_hold(lack(answer=True, stackable=True), "gold-drawbridge-a")


def test_a_state_written_before_lacks_were_kept_still_loads():
    st = table()
    data = state_to_json(st)
    del data["lacks"]
    assert build_state(GAME, data).lacks == [[]] * 3


def test_a_malformed_lack_in_a_saved_state_is_refused_with_a_reason():
    data = state_to_json(table())
    data["lacks"] = [[{"suit": "gold"}], [], []]
    with pytest.raises(RecordError, match="lacked is malformed"):
        build_state(GAME, data)


def test_a_state_written_when_a_seat_kept_only_its_latest_lack_still_loads():
    data = state_to_json(table())
    data["lacks"] = [lack(held=2), None, None]
    assert build_state(GAME, data).lacks == [[lack(held=2)], [], []]


def _hard_positions(seeds: range):
    """Every position of four hard players' one-hand games, with the real state."""
    for seed in seeds:
        st = GAME.new(tuple(Seat(f"S{i}", "ismcts:hard") for i in range(4)), {"max_hands": 1}, seed)
        agents = [make_agent("ismcts:hard", agent_seed(seed, s)) for s in range(4)]
        while not st.is_over:
            seat = st.to_act
            legal = st.legal_actions()
            yield st, seat
            st.apply(legal[0] if len(legal) == 1 else agents[seat].choose(GAME, st.view(seat), seat, legal))


def test_the_real_hands_of_players_who_play_when_they_can_keep_their_lacks():
    """The hard players play whenever they can, so what their draws showed is true of them."""
    checked = several = 0
    for st, _ in _hard_positions(range(6)):
        for s, shown_by in enumerate(st.lacks):
            for shown in shown_by:
                narrower = lacks_from(shown_by, shown["held"])
                assert sum(could_hold_all(narrower, c) for c in st.hands[s]) >= shown["held"]
                checked += 1
                several += len(narrower) > 1
    assert checked > 500 and several > 100


def sampled_worlds(seeds: range, rng: Rng):
    """Each position of hard players' games with the view of the seat to act and a world
    sampled from it, which holds every card once and looks the same to that seat."""
    for st, seat in _hard_positions(seeds):
        view = st.view(seat)
        world = GAME.determinize(view, seat, rng)
        assert sorted(world.all_cards()) == sorted(st.all_cards())
        assert world.view(seat) == view
        yield view, world


def test_sampled_worlds_deal_each_rival_the_cards_its_draws_showed():
    checked = 0
    for view, world in sampled_worlds(range(6, 9), Rng(3)):
        for s, shown_by in enumerate(view["lacks"]):
            if view["hands"][s]["cards"] is not None:
                continue
            for shown in shown_by:
                kept = sum(could_hold_all(lacks_from(shown_by, shown["held"]), c) for c in world.hands[s])
                assert kept >= min(shown["held"], len(world.hands[s]))
                checked += 1
    assert checked > 200


def test_a_sampled_hand_gives_the_cards_an_older_lack_speaks_of_what_every_lack_rules_out():
    older, newer = lack(suit="burgundy", match="2", held=1), lack(held=2)
    unknown = ["gold-9-a", "burgundy-9-a", "blue-9-a", "gold-5-a"]   # dealt from the end
    hand = _sampled_hand(list(unknown), [], 3, [newer, older])
    assert hand[0] == "blue-9-a"           # neither burgundy nor gold, nor a 2 or a 5
    assert hand[1] == "burgundy-9-a"       # not gold, not a 5
    assert hand[2] == "gold-5-a"           # the third card was not in the hand then
