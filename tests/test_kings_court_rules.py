"""One test per rule and per card effect of King's Court, each on a table set up by hand."""

from __future__ import annotations

import json
import random

import pytest

from eternus.engine.core import CardMoved, GameOver, IllegalAction, Message, OptionError, Seat, Shuffled
from eternus.engine.kings_court import dealing
from eternus.engine.kings_court.actions import (
    AcceptDraw, Allow, Answer, AskPartner, BurnCard, CallOnGuard, CatchOnGuard, Cut, DeclineRisk,
    Defend, Done, Draw, Escape, GiveUp, LetGo, NameSuit, NoExtra, Pass, Play, PlayRisk,
    PlayWarlord, SetDirection, StayInDungeon, StaySilent, TakeFromDeck, Target,
)
from eternus.engine.kings_court.cards import CARDS, NUMBER, in_front
from eternus.engine.kings_court.events import DirectionChanged, HandScored, HandsSwapped, TurnSkipped
from eternus.engine.kings_court.game import KingsCourtGame, new_game
from eternus.engine.kings_court.records import fresh_turn
from eternus.engine.kings_court.state import KingsCourtState
from eternus.engine.kings_court.scoring import hand_points, hand_standings, rules_line

from privacy_oracle import strings_in

GAME = KingsCourtGame()


def table(players: int = 3, hands: dict[int, list[str]] | None = None, top: str = "gold-5-a",
          deck_top: tuple[str, ...] = (), current: int = 0, **options) -> KingsCourtState:
    """A live hand arranged by the test: given hands, top card, the next cards to be drawn.

    Seats not given get three plain blue/burgundy Number cards that match nothing gold.
    """
    options.setdefault("decks", "kc+kd+bonus")
    st = new_game(1, players, **options)
    hands = dict(hands or {})
    taken = {top, *deck_top, *(c for h in hands.values() for c in h)}
    filler = [c for c in st.cards if c not in taken and CARDS[c].kind == NUMBER
              and CARDS[c].suits[0] in ("blue", "burgundy") and CARDS[c].value >= 6
              and CARDS[c].value != CARDS[top].value]
    for seat in range(players):
        if seat not in hands:
            hands[seat] = [filler.pop() for _ in range(3)]
    taken |= {c for h in hands.values() for c in h}
    rest = sorted((c for c in st.cards if c not in taken), key=lambda c: not in_front(c))
    rest = [c for c in rest if in_front(c)] + [c for c in rest if not in_front(c)]
    st.hands = [list(hands[s]) for s in range(players)]
    st.front = [[] for _ in range(players)]
    st.dungeon = [[] for _ in range(players)]
    st.dungeon_turns = [0] * players
    st.escape_missed = [False] * players
    st.penalized = [False] * players
    st.guarded = [False] * players
    st.discard = [top]
    st.deck = rest + list(reversed(deck_top))
    st.limbo, st.played, st.steps, st.windows = [], [], [], []
    st.suit = CARDS[top].suits[0] if CARDS[top].suits else "gold"
    st.match = CARDS[top].match
    st.direction = 1
    st.dealer = players - 1
    st.current = current
    st.phase = "turn"
    st.decider = current
    st.turn = fresh_turn()
    st.pending = st.battle = st.warlord = st.dark_knight = None
    st.resume = st.controller = None
    st.adjust = [0] * players
    st.charges = []
    st.totals = [0] * players
    st.live = True
    st.idle = 0
    assert sorted(st.all_cards()) == sorted(st.cards)
    return st


def put_front(st: KingsCourtState, seat: int, card: str) -> None:
    st.deck.remove(card)
    st.front[seat].append(card)


def acts(st: KingsCourtState) -> list:
    return st.legal_actions()


def play(st: KingsCourtState, card: str, as_: str = "") -> list:
    return st.apply(Play(card, as_))


# ====================================================================== deal and first card

def test_deal_gives_seven_cards_each_and_turns_the_first_discard():
    st = new_game(3, 4, decks="kc")
    assert [len(h) for h in st.hands] == [7, 7, 7, 7]
    assert len(st.discard) + len(st.limbo) == 1
    assert len(st.deck) + 28 + 1 == 108
    assert st.dealer == 3 and st.hand_no == 1


def test_risk_cards_dealt_are_laid_face_up_and_replaced():
    for seed in range(200):
        st = new_game(seed, 8)
        holders = [s for s in range(8) if st.front[s]]
        if holders:
            break
    else:
        pytest.fail("no deal in 200 put a Risk card in a hand")
    for s in holders:
        assert all(in_front(c) for c in st.front[s])
    assert all(not in_front(c) for h in st.hands for c in h)
    dealt = [len(h) for s, h in enumerate(st.hands) if s != st.dealer]
    assert all(n == 7 for n in dealt)


def test_first_discard_shield_card_is_reshuffled():
    for seed in range(400):
        game_state, events = GAME.deal(tuple(Seat(f"S{i}") for i in range(3)),
                                       {"decks": "kc+kd+bonus"}, seed)
        turned = [e.card for e in events if getattr(e, "dst", None) == "discard"
                  and getattr(e, "src", None) == "deck"]
        if turned and CARDS[turned[0]].kind == "shield":
            assert CARDS[turned[-1]].kind != "shield"
            top = game_state.discard[-1] if game_state.discard else game_state.limbo[0]
            assert CARDS[top].kind != "shield"
            assert turned[0] in game_state.all_cards()
            return
    pytest.fail("no deal in 400 turned a Shield card first")


def _open_with(card: str, players: int = 3, hands: dict[int, list[str]] | None = None,
               **options) -> KingsCourtState:
    st = table(players, hands, top="gold-5-a", **options)
    st.discard = []
    st.deck.remove(card)
    st.deck.append(card)
    st.deck.insert(0, "gold-5-a")
    st.steps = []
    st.turn = fresh_turn()
    events: list = []
    dealing.open_first_card(st, events)
    st.advance(events)
    return st


def test_first_card_drawbridge_is_the_dealers_play_next_player_draws_two():
    st = _open_with("gold-drawbridge-a", hands={0: ["blue-9-a", "blue-10-a"]})
    assert len(st.hands[0]) == 4          # drew two, lost the turn
    assert st.current == 1 and st.phase == "turn"


def test_first_card_fair_maiden_dealer_must_escort_or_draw():
    st = _open_with("gold-maiden-a", hands={2: ["gold-1-a", "blue-9-a", "blue-10-a"]})
    assert st.current == 2 and st.to_act == 2
    assert acts(st) == [Play("gold-1-a"), Draw()]
    play(st, "gold-1-a")
    assert st.current == 0


def test_first_card_kingdom_card_dealer_names_the_suit():
    st = _open_with("duke-a")
    assert st.phase == "suit" and st.to_act == 2
    st.apply(NameSuit("green"))
    assert st.suit == "green" and st.current == 0


def test_first_card_knight_reverses_play_away_from_the_dealers_left():
    st = _open_with("gold-knight-a")
    assert st.direction == -1 and st.current == 1


# ====================================================================== a turn

def test_play_by_suit():
    st = table(hands={0: ["gold-9-a", "blue-9-a", "burgundy-1-a"]})
    assert Play("gold-9-a") in acts(st)
    play(st, "gold-9-a")
    assert st.discard[-1] == "gold-9-a" and st.current == 1


def test_play_by_kind():
    st = table(hands={0: ["blue-5-a", "blue-9-a", "burgundy-1-a"]})
    assert Play("blue-5-a") in acts(st) and Play("blue-9-a") not in acts(st)
    play(st, "blue-5-a")
    assert st.suit == "blue"


def test_kingdom_card_plays_on_any_suit():
    st = table(hands={0: ["dragon-a", "blue-9-a"]})
    assert Play("dragon-a") in acts(st)


def test_card_that_matches_nothing_is_refused_with_a_reason_and_the_state_is_untouched():
    st = table(hands={0: ["blue-9-a", "green-10-a"]})
    before = st.fingerprint()
    with pytest.raises(IllegalAction) as err:
        play(st, "blue-9-a")
    assert "does not match" in err.value.reason
    assert st.fingerprint() == before


def test_draw_then_play_the_drawn_card():
    st = table(hands={0: ["blue-9-a", "green-10-a"]}, deck_top=("gold-2-a",))
    assert acts(st)[-1] == Draw()
    st.apply(Draw())
    assert st.phase == "drawn" and "gold-2-a" in st.hands[0]
    assert acts(st) == [Play("gold-2-a"), Pass()]
    play(st, "gold-2-a")
    assert st.current == 1


def test_draw_then_pass_when_nothing_plays():
    st = table(hands={0: ["blue-9-a"]}, deck_top=("green-1-a",))
    st.apply(Draw())
    assert acts(st) == [Pass()]
    st.apply(Pass())
    assert st.current == 1 and len(st.hands[0]) == 2


def test_an_ordinary_draw_is_told_without_naming_the_card():
    """The log said "Ben passes." and "Ben plays Gold 6." with no word of the card he drew."""
    st = table(hands={0: ["blue-9-a"]}, deck_top=("green-1-a",))
    events = st.apply(Draw())
    said = [e for e in events if isinstance(e, Message)]
    assert [e.text for e in said] == [f"{st.name_of(0)} draws a card."]
    assert "Green 1" not in said[0].text and said[0].for_seat(None) == said[0]


def test_pass_is_allowed_only_after_drawing():
    st = table(hands={0: ["blue-9-a"]})
    with pytest.raises(IllegalAction) as err:
        st.apply(Pass())
    assert "Draw a card first" in err.value.reason


def test_empty_deck_reshuffles_the_discard_pile_except_the_top_card():
    st = table(hands={0: ["blue-9-a"]})
    extra = list(st.deck)
    st.deck = []
    st.discard = extra + ["gold-5-a"]
    events = st.apply(Draw())
    assert st.discard == ["gold-5-a"]
    assert len(st.deck) == len(extra) - 1
    assert [(e.zone, e.count, e.src) for e in events if isinstance(e, Shuffled)] == [("deck", len(extra), "discard")]
    assert "The draw pile ran out: the discard pile is shuffled into a new one." in [e.text for e in events]


def test_a_discard_pile_of_only_its_top_card_is_not_reshuffled():
    st = table(hands={0: ["blue-9-a"]})
    st.hands[1] += st.deck
    st.deck = []
    st.discard = ["gold-5-a"]
    assert Draw() not in st.legal_actions()
    assert st.why_illegal(Draw()) == "There is nothing left to draw: play a card or pass."


def test_going_out_scores_zero_and_the_others_score_their_cards():
    st = table(hands={0: ["gold-9-a"], 1: ["blue-7-a", "king-a"], 2: ["potion", "blue-6-a", "wizard"]},
               score_limit=1000)
    play(st, "gold-9-a")
    assert st.history[-1] == [0, 7 + 25, 6]   # the Magic Potion counts Number cards only
    assert st.hand_no == 2


def test_dealer_rotates_left_after_a_hand():
    st = table(hands={0: ["gold-9-a"]})
    assert st.dealer == 2
    play(st, "gold-9-a")
    assert st.dealer == 0


def test_match_ends_past_the_limit_and_the_lowest_score_wins():
    st = table(hands={0: ["gold-9-a"], 1: ["wizard", "decree"]}, score_limit=100)
    st.totals = [40, 10, 5]
    play(st, "gold-9-a")
    assert st.is_over and st.totals[1] == 110
    assert st.winners == [2] and st.returns() == (0.0, 0.0, 1.0)


def test_blocked_hand_is_scored_with_nobody_out():
    st = table(players=2, hands={0: ["blue-9-a"], 1: ["blue-10-a"]})
    st.played, st.deck = st.deck, []        # parked out of play: nothing left to draw
    assert acts(st) == [Pass()]
    st.apply(Pass())
    events = st.apply(Pass())
    assert "Nobody can play or draw: the hand is blocked and scored." in [e.text for e in events]
    assert st.last_hand is not None and st.last_hand["reason"] == "blocked"
    assert st.last_hand["winner"] is None and st.history[-1] == [9, 10]
    assert st.last_hand == {"hand": 1, "winner": None, "reason": "blocked", "scores": [9, 10]}


# ====================================================================== suit scroll cards

def test_fair_maiden_needs_an_escort():
    st = table(hands={0: ["gold-maiden-a", "blue-9-a"]})
    assert Play("gold-maiden-a") not in acts(st)
    with pytest.raises(IllegalAction) as err:
        play(st, "gold-maiden-a")
    assert "escort" in err.value.reason
    st = table(hands={0: ["gold-maiden-a", "gold-2-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "gold-maiden-a")
    assert st.phase == "escort" and acts(st) == [Play("gold-2-a")]
    play(st, "gold-2-a")
    assert st.current == 1 and st.hands[0] == ["blue-9-a", "burgundy-1-a"]


def test_fair_maiden_escorted_by_another_fair_maiden_needs_no_third_card():
    st = table(hands={0: ["gold-maiden-a", "blue-maiden-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "gold-maiden-a")
    play(st, "blue-maiden-a")
    assert st.current == 1 and st.suit == "blue"


def test_drawbridge_next_player_draws_two_and_loses_the_turn():
    st = table(hands={0: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "gold-drawbridge-a")
    assert len(st.hands[1]) == 5 and st.current == 2


def test_drawbridge_stacks_draw_two():
    st = table(hands={0: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"],
                      1: ["green-drawbridge-a", "burgundy-3-b", "burgundy-2-a"]})
    play(st, "gold-drawbridge-a")
    assert st.phase == "respond" and st.to_act == 1
    assert Play("green-drawbridge-a") in acts(st)
    play(st, "green-drawbridge-a")
    assert len(st.hands[2]) == 3 + 4 and st.current == 0


def test_a_drawbridge_cannot_be_stacked_on_a_dungeon():
    """Only a Drawbridge stacks on a Drawbridge: a player sent to the Dungeon holding two goes
    straight in, draws the one card, and play passes on."""
    st = table(players=3, hands={0: ["dungeon-a", "gold-8-a", "gold-9-a"],
                                 1: ["gold-drawbridge-a", "blue-drawbridge-a", "blue-3-a"]},
               deck_top=("hidden_treasure",), score_limit=1000)
    play(st, "dungeon-a")
    assert st.phase == "turn" and st.to_act == 2
    assert st.dungeon == [[], ["dungeon-a"], []] and st.dungeon_turns == [0, 1, 0]
    assert st.hands[1] == ["gold-drawbridge-a", "blue-drawbridge-a", "blue-3-a", "hidden_treasure"]


def test_queens_option_chooses_a_suit_and_a_direction():
    st = table(hands={0: ["option-gold-green", "blue-9-a", "burgundy-1-a"]})
    play(st, "option-gold-green")
    assert acts(st) == [NameSuit("gold"), NameSuit("green")]
    st.apply(NameSuit("green"))
    st.apply(SetDirection("reverse"))
    assert st.suit == "green" and st.direction == -1 and st.current == 2


def test_queens_option_needs_one_of_its_two_suits():
    st = table(hands={0: ["option-blue-burgundy", "blue-9-a"]})
    assert Play("option-blue-burgundy") not in acts(st)


def test_knight_reverses_the_direction():
    st = table(players=4, hands={0: ["gold-knight-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "gold-knight-a")
    assert st.direction == -1 and st.current == 3


def test_two_player_knight_skips_the_next_player():
    st = table(players=2, hands={0: ["gold-knight-a", "blue-9-a"]})
    play(st, "gold-knight-a")
    assert st.direction == 1 and st.current == 0


def test_court_jester_skips_the_next_player():
    st = table(players=4, hands={0: ["gold-jester-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "gold-jester-a")
    assert st.current == 2


# ====================================================================== kingdom scroll cards

def test_wizard_names_suit_chooses_direction_may_add_a_card_next_draws_five():
    st = table(players=4, hands={0: ["wizard", "green-3-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "wizard")
    st.apply(NameSuit("green"))
    st.apply(SetDirection("skip"))
    assert st.phase == "extra" and Play("green-3-a") in acts(st)
    play(st, "green-3-a")
    assert len(st.hands[2]) == 3 + 5 and st.current == 3


def test_wizard_extra_draw_card_adds_its_cards():
    st = table(players=3, hands={0: ["wizard", "green-drawbridge-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "wizard")
    st.apply(NameSuit("green"))
    st.apply(SetDirection("same"))
    play(st, "green-drawbridge-a")
    assert len(st.hands[1]) == 3 + 7


def test_dragon_names_suit_next_player_draws_three():
    st = table(hands={0: ["dragon-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "dragon-a")
    st.apply(NameSuit("blue"))
    assert len(st.hands[1]) == 6 and st.current == 2 and st.suit == "blue"


def test_king_names_suit_and_may_play_an_extra_card():
    st = table(hands={0: ["king-a", "blue-9-a", "green-3-a"]})
    play(st, "king-a")
    st.apply(NameSuit("blue"))
    assert acts(st) == [Play("blue-9-a"), NoExtra()]
    st.apply(NoExtra())
    assert st.current == 1 and st.suit == "blue"


def test_queen_plays_like_a_king():
    st = table(hands={0: ["queen-a", "blue-9-a", "burgundy-1-a", "burgundy-2-a"]})
    play(st, "queen-a")
    st.apply(NameSuit("blue"))
    play(st, "blue-9-a")
    assert st.current == 1


def test_duke_names_the_suit():
    st = table(hands={0: ["duchess-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "duchess-a")
    st.apply(NameSuit("purple"))
    assert st.suit == "purple" and st.current == 1


def test_royal_decree_reflects_the_draw_onto_the_previous_player():
    st = table(players=4, hands={0: ["dragon-a", "blue-9-a", "burgundy-1-a"],
                                 1: ["decree", "burgundy-3-b", "burgundy-2-a"]})
    play(st, "dragon-a")
    st.apply(NameSuit("gold"))
    assert st.phase == "respond" and st.to_act == 1
    play(st, "decree")
    assert len(st.hands[0]) == 2 + 3 and st.direction == -1
    assert st.current == 3


def test_royal_decree_is_refused_without_a_draw_card():
    st = table(hands={0: ["decree", "blue-9-a"]})
    with pytest.raises(IllegalAction) as err:
        play(st, "decree")
    assert "draw card" in err.value.reason


def test_protector_cancels_the_draw_and_the_named_suit():
    st = table(players=3, hands={0: ["dragon-a", "blue-9-a", "burgundy-1-a"],
                                 1: ["protector-a", "burgundy-3-b", "burgundy-2-a"]})
    play(st, "dragon-a")
    st.apply(NameSuit("green"))
    play(st, "protector-a")
    assert len(st.hands[1]) == 2 and st.suit == "gold" and st.current == 2 and st.direction == 1


def test_magician_becomes_any_playable_scroll_card():
    st = table(hands={0: ["magician", "blue-9-a", "burgundy-1-a"]})
    forms = {a.as_ for a in acts(st) if isinstance(a, Play) and a.card == "magician"}
    assert {"dragon", "wizard", "king", "duke", "drawbridge", "knight", "jester",
            "dungeon"} <= forms and "decree" not in forms
    play(st, "magician", "dragon")
    st.apply(NameSuit("blue"))
    assert len(st.hands[1]) == 6


def test_magician_may_be_named_a_queen_or_a_duchess_on_a_kings_dynasty_deck():
    """It offered King and Duke only, while the Queen and the Duchess are wild cards too."""
    st = table(hands={0: ["magician", "blue-9-a", "burgundy-1-a"]}, decks="kc+kd")
    forms = {a.as_ for a in acts(st) if isinstance(a, Play) and a.card == "magician"}
    assert {"king", "queen", "duke", "duchess"} <= forms
    events = play(st, "magician", "queen")
    assert f"{st.name_of(0)} plays Magician as Queen." in _said(events)
    assert st.phase == "suit" and "extra" in st.steps          # a Queen names the suit and adds a card
    st.apply(NameSuit("blue"))
    assert st.suit == "blue" and st.current == 0


def test_magician_is_no_queen_or_duchess_on_king_s_court_alone():
    st = table(hands={0: ["magician", "blue-9-a", "burgundy-1-a"]}, decks="kc")
    forms = {a.as_ for a in acts(st) if isinstance(a, Play) and a.card == "magician"}
    assert {"king", "duke"} <= forms and not forms & {"queen", "duchess"}


def test_magician_answers_a_draw_card_as_a_royal_decree():
    st = table(hands={0: ["dragon-a", "blue-9-a", "burgundy-1-a"], 1: ["magician", "burgundy-3-b", "burgundy-2-a"]})
    play(st, "dragon-a")
    st.apply(NameSuit("gold"))
    play(st, "magician", "decree")
    assert len(st.hands[0]) == 2 + 3


def test_magic_potion_only_as_the_last_card():
    st = table(hands={0: ["potion", "blue-9-a"]})
    assert Play("potion") not in acts(st)
    st = table(hands={0: ["potion"]})
    play(st, "potion")
    assert st.last_hand["winner"] == 0


def test_magic_potion_in_hand_counts_only_number_cards():
    st = table(hands={1: ["potion", "wizard", "blue-7-a", "king-a"]})
    assert hand_points(st, 1) == 7


def test_magic_potion_in_hand_still_lets_hidden_treasure_and_defender_take_points_off():
    """Our reading: the Potion spares its holder the cards that cost points, not the ones
    that take points off, so holding it never makes a hand score more."""
    st = table(players=3, hands={0: ["gold-9-a"], 1: ["potion", "hidden_treasure", "blue-7-a"],
                                 2: ["defender-a", "dragon-a", "blue-8-a"]}, score_limit=1000)
    play(st, "gold-9-a")
    assert st.last_hand["winner"] == 0
    assert st.history[-1][1] == 7 - 100      # the Treasure's -100 stands beside the Potion
    without = table(players=3, hands={0: ["gold-9-a"], 1: ["hidden_treasure", "blue-7-a", "king-a"]},
                    score_limit=1000)
    play(without, "gold-9-a")
    assert without.history[-1][1] == 7 - 100 + 25
    st = table(players=3, hands={0: ["gold-9-a"], 2: ["potion", "defender-a", "dragon-a", "blue-8-a"]},
               score_limit=1000)
    play(st, "gold-9-a")
    assert st.history[-1][2] == 8 - 35       # the Dragon is spared, the Defender still counts


def test_dungeon_two_lost_turns_then_the_escape():
    st = table(players=3, hands={0: ["dungeon-a", "blue-9-a", "burgundy-1-a"]})
    events = play(st, "dungeon-a")
    assert st.dungeon[1] == ["dungeon-a"] and len(st.hands[1]) == 4 and st.current == 2
    assert f"{st.name_of(1)} is thrown into the Dungeon." in [e.text for e in events]
    st.hands[2] = ["gold-9-a"] + st.hands[2]
    play(st, "gold-9-a")
    st.apply(Draw()) if st.phase == "turn" else None
    if st.phase == "drawn":
        st.apply(Pass())
    # seat 1's second lost turn: one more card, then the way out
    assert st.phase == "escape" and st.to_act == 1 and len(st.hands[1]) == 5
    st.apply(Escape())
    assert st.dungeon[1] == [] and "dungeon-a" in st.discard and st.current == 2


def test_dungeon_missed_escape_costs_another_turn_and_a_card():
    st = table(players=2, hands={0: ["dungeon-a", "blue-9-a", "blue-8-a"]})
    play(st, "dungeon-a")             # seat 1 loses turn one
    assert st.current == 0
    st.apply(Draw())
    st.apply(Pass())                  # seat 1 loses turn two
    assert st.phase == "escape"
    st.apply(StayInDungeon())
    st.apply(Draw())
    st.apply(Pass())                  # seat 1 loses a third turn, then is let out
    assert len(st.hands[1]) == 3 + 3 and st.dungeon[1] == []


def test_dungeon_card_in_front_counts_toward_the_prisoners_score():
    st = table(hands={1: ["blue-7-a"]})
    st.deck.remove("dungeon-a")
    st.dungeon[1] = ["dungeon-a"]
    assert hand_points(st, 1) == 7 + 35


def test_draw_card_against_a_player_in_the_dungeon_adds_to_the_dungeon_draw():
    st = table(players=3, hands={0: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"]})
    st.deck.remove("dungeon-a")
    st.dungeon[1] = ["dungeon-a"]
    st.dungeon_turns[1] = 1
    play(st, "gold-drawbridge-a")
    assert len(st.hands[1]) == 3 + 2 + 1
    assert st.phase == "escape" and st.to_act == 1   # the second lost turn opens the way out


# ====================================================================== shield cards

def test_dark_knight_bet_pays_its_player_when_the_on_guard_player_fails():
    """The bet read as the rules page's "Our readings" says: whoever wins it takes 100 off."""
    st = table(players=3, hands={0: ["gold-9-a", "gold-8-a"], 1: ["gold-7-a"],
                                 2: ["blue-6-a", "blue-7-a"]}, score_limit=1000)
    put_front(st, 2, "dark_knight")
    play(st, "gold-9-a")
    st.apply(CallOnGuard())
    assert st.phase == "dark_knight" and st.to_act == 2
    st.apply(PlayRisk("dark_knight"))
    assert st.dark_knight == {"by": 2, "target": 0} and st.current == 1
    play(st, "gold-7-a")                       # seat 1, not the On Guard player, goes out
    assert st.history[-1] == [8, 0, 6 + 7 - 100]


def test_dark_knight_bet_pays_the_on_guard_player_who_goes_out():
    """Played through: the bet is laid, the other two draw and pass, the On Guard player goes out."""
    st = table(players=3, hands={0: ["gold-9-a", "gold-8-a"], 1: ["blue-1-a", "blue-2-a", "blue-3-a"],
                                 2: ["blue-6-a", "blue-7-a", "blue-8-a"]},
               deck_top=("blue-4-a", "blue-5-a"), score_limit=1000)
    put_front(st, 2, "dark_knight")
    play(st, "gold-9-a")
    st.apply(CallOnGuard())
    st.apply(PlayRisk("dark_knight"))
    assert st.dark_knight == {"by": 2, "target": 0}
    for seat in (1, 2):                       # neither can follow gold: each draws and passes
        assert st.to_act == seat
        st.apply(Draw())
        st.apply(Pass())
    assert st.to_act == 0
    play(st, "gold-8-a")
    # Seat 0 went out and takes 100 off; the bettor pays nothing; the others score their cards.
    assert st.history[-1] == [-100, 1 + 2 + 3 + 4, 6 + 7 + 8 + 5]
    assert st.totals == [-100, 10, 26]


def test_poison_garden_ends_the_hand_and_the_others_deduct_its_value():
    st = table(hands={0: ["blue-9-a"], 1: ["blue-7-a"], 2: ["blue-6-a"]}, score_limit=1000)
    put_front(st, 0, "poison_garden")
    st.apply(PlayRisk("poison_garden"))
    assert st.history[-1] == [9, 7 - 75, 6 - 75]
    assert st.last_hand["reason"] == "poison"


def test_a_poison_garden_hand_summary_adds_each_score_up_from_the_cards_and_the_garden():
    """Seen at the TV: "-43" and "-88" on the summary with nothing to check them by. Each
    row now says what it adds up from: the cards' points, then the Poison Garden's -75."""
    st = table(hands={0: ["blue-9-a"], 1: ["blue-7-a"], 2: ["blue-6-a", "wizard"]}, score_limit=1000)
    put_front(st, 0, "poison_garden")
    (scored,) = [e for e in st.apply(PlayRisk("poison_garden")) if isinstance(e, HandScored)]
    assert scored.counted == ((("cards", 9),), (("cards", 7), ("Poison Garden", -75)),
                              (("cards", 56), ("Poison Garden", -75)))
    names = [st.name_of(s) for s in range(3)]
    summary = hand_standings(scored)
    assert {row.seat: row.breakdown for row in summary.rows} == {
        0: ("9", "0", "+9"), 1: ("7", "-75", "-68"), 2: ("56", "-75", "-19")}
    assert summary.columns == ("Cards", "Rules", "This hand")
    assert summary.lines == ("The Poison Garden ends the hand. Rules: Poison Garden -75.",)
    assert scored.text == (f"Hand 1 scored: {names[0]} +9, {names[1]} -68 (cards 7, Poison Garden -75), "
                           f"{names[2]} -19 (cards 56, Poison Garden -75).")


def test_a_partners_sum_names_the_partners_share_beside_the_players_own():
    st = table(players=4, hands={0: ["blue-9-a"], 1: ["blue-7-a"], 3: ["blue-6-a"]}, score_limit=1000,
               partners=True)
    put_front(st, 0, "poison_garden")
    (scored,) = [e for e in st.apply(PlayRisk("poison_garden")) if isinstance(e, HandScored)]
    assert scored.changes(1) == ["Poison Garden -75", f"{st.name_of(3)} -69"]
    assert f"{st.name_of(1)} -137 (cards 7, Poison Garden -75, {st.name_of(3)} -69)" in scored.text


def test_a_magic_potion_shows_what_it_spares_in_the_sum():
    st = table(hands={0: ["gold-9-a"], 1: ["potion", "wizard", "blue-6-a"]}, score_limit=1000, max_hands=1)
    (scored,) = [e for e in play(st, "gold-9-a") if isinstance(e, HandScored)]
    assert scored.counted[1] == (("cards", 56), ("Magic Potion", -50))
    assert scored.scores[1] == 6
    row = next(r for r in hand_standings(scored).rows if r.seat == 1)
    assert row.breakdown == ("56", "-50", "+6")


def test_the_summary_names_each_rule_that_counted_with_every_amount_it_took() -> None:
    """One line over the sheet (on the line that says how the hand ended while both fit),
    so an eight-player sheet keeps its room."""
    counted = ((("cards", 10), ("Dealing bonus", 10)), (("cards", 0), ("Poison Garden", -75)),
               (("cards", 40), ("Poison Garden", -75), ("Magic Potion", -20)),
               (("cards", 35), ("Poison Garden", -75), ("Magic Potion", -35)))
    scored = HandScored(1, ("Ann", "Ben", "Cy", "Di"), None, "poison", (1, 0, 2, 2), (20, -75, -55, -75),
                        (20, -75, -55, -75), counted=counted)
    assert rules_line(scored) == "Rules: Dealing bonus +10, Poison Garden -75, Magic Potion -20 and -35."
    assert hand_standings(scored).lines == ("The Poison Garden ends the hand.", rules_line(scored))


def test_every_scored_hand_adds_up_to_what_it_scored():
    """Random play through whole matches, partners and not: each seat's terms (its partners'
    with it) sum to the score the hand settled on, bonus cuts and Risk cards included."""
    rng = random.Random(7)
    for seed, players, partners in ((1, 4, True), (2, 3, False), (3, 6, True), (4, 5, False)):
        st = new_game(seed, players, decks="kc+kd+bonus", partners=partners, dealing_bonus=True, max_hands=2)
        hands = 0
        while not st.is_over:
            for scored in (e for e in st.apply(rng.choice(st.legal_actions())) if isinstance(e, HandScored)):
                hands += 1
                teams = scored.teams or tuple(range(players))
                for seat in range(players):
                    mates = [s for s in range(players) if teams[s] == teams[seat]]
                    assert sum(p for s in mates for _, p in scored.counted[s]) == scored.scores[seat]
        assert hands >= 1


def test_castle_fire_redeals_and_the_others_deduct_its_value():
    st = table(hands={0: ["blue-9-a"]})
    put_front(st, 0, "castle_fire")
    st.apply(PlayRisk("castle_fire"))
    assert [len(h) for h in st.hands] == [7, 7, 7] or st.front != [[], [], []]
    assert st.adjust == [0, -75, -75] and st.dealer == 2
    assert "castle_fire" in st.played


def test_kings_goblet_everyone_draws_five_and_play_continues():
    st = table(hands={0: ["blue-9-a"]})
    put_front(st, 0, "kings_goblet")
    st.apply(PlayRisk("kings_goblet"))
    assert [len(h) for h in st.hands] == [6, 8, 8]
    assert st.phase == "turn" and st.current == 0 and st.adjust == [0, -50, -50]


def test_risk_card_drawn_is_laid_face_up_and_replaced():
    st = table(hands={0: ["blue-9-a"]}, deck_top=("poison_garden", "green-2-a"))
    st.apply(Draw())
    assert st.front[0] == ["poison_garden"] and "green-2-a" in st.hands[0]


def test_cannonball_gathers_and_redeals_every_hand():
    st = table(players=3, hands={0: ["cannonball", "blue-9-a", "blue-8-a"],
                                 1: ["blue-7-a", "blue-6-a"], 2: ["green-9-a", "green-10-a"]})
    play(st, "cannonball")
    st.apply(Allow())
    st.apply(Allow())
    pool = {"blue-9-a", "blue-8-a", "blue-7-a", "blue-6-a", "green-9-a", "green-10-a"}
    assert {c for h in st.hands for c in h} == pool
    assert [len(h) for h in st.hands] == [2, 2, 2]   # dealt from the dealer's left


def test_catapult_swaps_hands_with_the_chosen_player():
    st = table(hands={0: ["catapult", "blue-9-a"], 2: ["blue-6-a", "blue-7-a", "blue-8-a"]})
    play(st, "catapult")
    st.apply(Target(2))
    st.apply(Allow())
    assert st.hands[0] == ["blue-6-a", "blue-7-a", "blue-8-a"] and st.hands[2] == ["blue-9-a"]


def test_flaming_arrow_burns_a_card_into_another_hand_or_the_discard_pile():
    st = table(hands={0: ["flaming_arrow", "blue-9-a", "blue-8-a"]})
    play(st, "flaming_arrow")
    assert Target(-1) in acts(st)
    st.apply(Target(1))
    st.apply(Allow())
    st.apply(BurnCard("blue-9-a"))
    assert "blue-9-a" in st.hands[1] and st.hands[0] == ["blue-8-a"]
    st = table(hands={0: ["flaming_arrow", "blue-9-a", "blue-8-a"]})
    play(st, "flaming_arrow")
    st.apply(Target(-1))
    st.apply(BurnCard("blue-9-a"))
    assert st.discard[-1] == "flaming_arrow" and "blue-9-a" in st.discard


def test_siege_tower_shows_the_hand_to_the_inspector_only():
    st = table(hands={0: ["siege_tower", "blue-9-a", "burgundy-1-a"], 1: ["blue-6-a", "blue-7-a"]})
    play(st, "siege_tower")
    st.apply(Target(1))
    st.apply(Allow())
    assert st.phase == "inspect"
    assert st.view(0)["hands"][1]["cards"] == ["blue-6-a", "blue-7-a"]
    assert st.view(2)["hands"][1]["cards"] is None
    st.apply(Done())
    assert st.view(0)["hands"][1]["cards"] is None and st.current == 1


def test_imperial_tax_takes_a_random_card_from_each_player_who_draws_another():
    st = table(hands={0: ["imperial_tax", "blue-9-a"]}, deck_top=("green-1-a", "green-2-a"))
    before = [list(h) for h in st.hands]
    play(st, "imperial_tax")
    st.apply(Allow())
    st.apply(Allow())
    for s in (1, 2):
        assert len(st.hands[s]) == 3
        assert len(set(st.hands[s]) - set(before[s])) == 1
    assert len(st.discard) == 1 + 1 + 2


def test_imperial_tax_names_who_paid():
    st = table(hands={0: ["imperial_tax", "blue-9-a"]}, deck_top=("green-1-a", "green-2-a"))
    play(st, "imperial_tax")
    st.apply(Allow())
    texts = [e.text for e in st.apply(Allow())]
    names = [st.name_of(1), st.name_of(2)]
    assert f"Imperial Tax: {names[0]} and {names[1]} each pay a random card and draw another." in texts


def test_defender_cancels_a_battle_card_aimed_at_its_player():
    st = table(hands={0: ["catapult", "blue-9-a"], 1: ["defender-a", "blue-6-a", "blue-7-a"]})
    play(st, "catapult")
    st.apply(Target(1))
    assert acts(st) == [Defend("defender-a"), Allow()] and st.to_act == 1
    st.apply(Defend("defender-a"))
    assert st.hands[0] == ["blue-9-a"] and st.hands[1] == ["blue-6-a", "blue-7-a"]


def test_defender_left_in_hand_deducts_its_value():
    st = table(hands={1: ["defender-a", "blue-7-a"]})
    assert hand_points(st, 1) == 7 - 35


def test_hidden_treasure_only_as_the_last_card_and_lowers_a_score():
    st = table(hands={0: ["hidden_treasure", "blue-9-a"]})
    assert Play("hidden_treasure") not in acts(st)
    st = table(hands={0: ["hidden_treasure"]})
    assert Play("hidden_treasure") in acts(st)
    st = table(hands={1: ["hidden_treasure", "blue-6-a"]})
    assert hand_points(st, 1) == 6 - 100


def test_warlord_plays_the_targets_next_turn_and_costs_fifty():
    st = table(players=3, hands={0: ["blue-9-a", "gold-3-a", "burgundy-1-a"],
                                 1: ["gold-4-a", "blue-6-a", "burgundy-2-a"]})
    put_front(st, 0, "warlord")
    st.apply(PlayWarlord("warlord", 1))
    assert st.adjust[0] == 50
    play(st, "gold-3-a")
    assert st.current == 1 and st.to_act == 0
    assert st.view(0)["hands"][1]["cards"] == ["gold-4-a", "blue-6-a", "burgundy-2-a"]
    play(st, "gold-4-a")
    assert st.current == 2 and st.to_act == 2 and st.controller is None


def test_secret_key_takes_a_chosen_card_from_the_draw_pile_then_reshuffles():
    st = table(hands={0: ["secret_key", "blue-9-a"]}, decks="custom", pick_secret_key=True)
    play(st, "secret_key")
    assert st.phase == "key"
    view = st.view(0)
    assert view["deck_cards"] == sorted(st.deck) and st.view(1)["deck_cards"] is None
    left = len(st.deck) - 1
    events = st.apply(TakeFromDeck("wizard"))
    assert "wizard" in st.hands[0] and "wizard" not in st.deck and st.current == 1
    assert [(e.card, e.src, e.dst, e.face_up, e.owner, e.public) for e in events if isinstance(e, CardMoved)][0] == (
        "wizard", "deck", "hand:0", False, 0, False)
    assert [(e.zone, e.count, e.src) for e in events if isinstance(e, Shuffled)] == [("deck", left, "")]
    assert (f"Secret Key: {st.name_of(0)} picks a card from the draw pile; the pile is shuffled."
            in [e.text for e in events])


def test_a_hand_won_by_going_out_is_recorded_as_out():
    st = table(hands={0: ["gold-9-a"]}, score_limit=1000)
    play(st, "gold-9-a")
    assert st.last_hand is not None and st.last_hand["reason"] == "out" and st.last_hand["winner"] == 0


# ====================================================================== going out and scoring

def test_going_out_on_a_draw_card_the_next_player_still_draws():
    st = table(hands={0: ["gold-drawbridge-a"], 1: ["blue-6-a", "protector-a"]},
               deck_top=("green-1-a", "green-2-a"), score_limit=1000)
    play(st, "gold-drawbridge-a")
    assert st.last_hand["winner"] == 0
    assert st.history[-1][1] == 6 + 35 + 1 + 2   # no Protector at the end; the two cards count


def test_shield_card_as_the_last_card_keeps_its_full_action():
    st = table(hands={0: ["cannonball"], 1: ["blue-6-a", "blue-7-a"], 2: ["blue-8-a", "blue-9-a"]})
    play(st, "cannonball")
    st.apply(Allow())
    st.apply(Allow())
    assert st.hand_no == 1 and len(st.hands[0]) >= 1     # redealt cards: not out


def test_negative_scores_are_possible():
    st = table(hands={0: ["gold-9-a"], 1: ["hidden_treasure", "blue-6-a"]}, score_limit=1000)
    play(st, "gold-9-a")
    assert st.totals[1] == -94


def test_dealing_bonus_cut_charges_the_dealer_or_the_others():
    st = new_game(0, 4, dealing_bonus=True)
    assert st.phase == "cut" and st.to_act == 3
    outcomes = set()
    for seed in range(40):
        st = new_game(seed, 4, dealing_bonus=True)
        st.apply(Cut(True))
        outcomes.add(tuple(st.adjust))
    assert (0, 0, 0, 50) in outcomes and (50, 50, 50, 0) in outcomes
    st = new_game(0, 3, dealing_bonus=True)
    events = st.apply(Cut(False))
    assert st.adjust == [0, 0, 0] and st.phase != "cut"
    assert f"{st.name_of(st.dealer)} deals without cutting." in [e.text for e in events if isinstance(e, Message)]


def test_the_cut_bonus_is_25_at_a_small_table_and_says_who_pays():
    said: set[str] = set()
    adjust: set[tuple[int, ...]] = set()
    for seed in range(60):
        st = new_game(seed, 3, dealing_bonus=True)
        dealer = st.name_of(st.dealer)
        events = st.apply(Cut(True))
        adjust.add(tuple(st.adjust))
        said |= {e.text for e in events if isinstance(e, Message) and "cut" in e.text}
    assert adjust == {(0, 0, 25), (25, 25, 0)}
    assert said == {f"{dealer} misses the cut: 25 points are added to {dealer}'s score.",
                    f"{dealer} cuts the exact count! 25 points are added to every other player's score."}


def test_scoring_bonus_halves_a_score_exactly_on_the_limit():
    st = table(hands={0: ["gold-9-a"], 1: ["blue-10-a"], 2: ["blue-6-a", "blue-7-a"]},
               score_limit=100, scoring_bonus=True)
    st.totals = [0, 90, 0]
    events = play(st, "gold-9-a")
    assert st.totals[1] == 50 and not st.is_over
    assert f"Exactly on the limit: {st.name_of(1)} drops to 50." in [e.text for e in events]


def test_scoring_bonus_halves_every_score_exactly_on_the_limit():
    st = table(hands={0: ["gold-9-a"], 1: ["blue-10-a"], 2: ["blue-6-a", "blue-7-a"]},
               score_limit=100, scoring_bonus=True)
    st.totals = [0, 90, 87]
    events = play(st, "gold-9-a")
    assert st.totals[1:] == [50, 50] and not st.is_over
    assert f"Exactly on the limit: {st.name_of(1)}, {st.name_of(2)} drop to 50." in [e.text for e in events]


def test_scoring_bonus_single_low_score_wins_at_once():
    st = table(hands={0: ["gold-9-a"], 1: ["blue-10-a"], 2: ["blue-6-a", "blue-7-a"]},
               score_limit=100, scoring_bonus=True)
    st.totals = [60, 90, 70]
    play(st, "gold-9-a")
    assert st.is_over and st.winners == [1]


# ====================================================================== On Guard

def test_on_guard_called_in_time_costs_nothing():
    st = table(hands={0: ["gold-9-a", "gold-8-a"]})
    play(st, "gold-9-a")
    assert st.phase == "guard" and st.to_act == 0
    st.apply(CallOnGuard())
    assert st.current == 1 and not st.penalized[0]


def test_on_guard_caught_forces_two_penalty_cards_and_a_lost_turn():
    st = table(players=3, hands={0: ["gold-9-a", "gold-8-a"]})
    play(st, "gold-9-a")
    st.apply(StaySilent())
    assert st.phase == "catch" and st.to_act == 1
    st.apply(CatchOnGuard())
    assert st.penalized[0] and st.current == 1
    st.apply(Draw())
    st.apply(Pass())
    st.apply(Draw())
    st.apply(Pass())
    assert len(st.hands[0]) == 3 and st.current == 1


def test_on_guard_silence_unnoticed_goes_free():
    st = table(players=3, hands={0: ["gold-9-a", "gold-8-a"]})
    play(st, "gold-9-a")
    st.apply(StaySilent())
    st.apply(LetGo())
    st.apply(LetGo())
    assert st.current == 1 and not st.penalized[0]


def test_going_out_with_two_cards_in_one_turn_needs_no_on_guard():
    st = table(hands={0: ["king-a", "gold-9-a"]}, score_limit=1000)
    play(st, "king-a")
    st.apply(NameSuit("gold"))
    play(st, "gold-9-a")
    assert st.last_hand["winner"] == 0


# ====================================================================== partners

def test_partners_sit_apart_and_share_their_scores():
    st = table(players=4, hands={0: ["gold-9-a"], 1: ["blue-6-a"], 2: ["blue-7-a"], 3: ["blue-8-a"]},
               partners=True, score_limit=1000)
    assert st.partner(0) == 2 and st.partner(1) == 3
    assert json.dumps(st.view(0)["teams"]) == "[0, 1, 0, 1]"  # whole team numbers, as saved
    play(st, "gold-9-a")
    assert st.history[-1] == [7, 14, 7, 14]


def test_partners_need_an_even_table_of_four_or_more():
    with pytest.raises(OptionError):
        new_game(0, 3, partners=True)


def test_partner_yes_means_go_out_or_draw_two_and_lose_the_turn():
    st = table(players=4, hands={0: ["gold-9-a"]}, partners=True)
    assert AskPartner() in acts(st)
    asked = st.apply(AskPartner())
    assert f"{st.name_of(0)} asks {st.name_of(2)}: may I go out?" in [e.text for e in asked]
    assert st.phase == "answer" and st.to_act == 2
    answered = st.apply(Answer(True))
    assert f"{st.name_of(2)} answers {Answer(True).label}." in [e.text for e in answered]
    assert acts(st) == [Play("gold-9-a"), GiveUp()]
    events = st.apply(GiveUp())
    assert len(st.hands[0]) == 3 and st.current == 1
    assert TurnSkipped(0, "give_up", 2) in events
    assert f"{st.name_of(0)} does not go out: two cards and the turn is lost." in [e.text for e in events]


def test_partner_no_does_not_bind():
    st = table(players=4, hands={0: ["gold-9-a"]}, partners=True, score_limit=1000)
    st.apply(AskPartner())
    st.apply(Answer(False))
    assert Draw() in acts(st) and AskPartner() not in acts(st)
    play(st, "gold-9-a")
    assert st.last_hand["winner"] == 0


def test_view_shows_other_hands_only_as_counts():
    st = table(hands={0: ["gold-9-a", "blue-9-a"]})
    view = st.view(0)
    assert view["hands"][0]["cards"] == ["gold-9-a", "blue-9-a"]
    assert view["hands"][1] == {"count": 3, "cards": None}
    text = json.dumps(st.view(1))
    assert '"gold-9-a"' not in text and view["deck_cards"] is None
    assert not set(st.deck) & strings_in(view)


def test_dungeon_as_last_card_against_a_prisoner_draws_one_and_both_dungeons_count():
    st = table(players=3, hands={0: ["dungeon-b"], 1: ["blue-7-a"]}, deck_top=("green-1-a",),
               score_limit=1000)
    st.deck.remove("dungeon-a")
    st.dungeon[1] = ["dungeon-a"]
    st.dungeon_turns[1] = 1
    play(st, "dungeon-b")
    assert st.last_hand["winner"] == 0
    assert st.history[-1][1] == 7 + 1 + 35 + 35


def test_protector_against_a_dungeon_sends_it_to_the_discard_pile():
    st = table(players=3, hands={0: ["dungeon-a", "blue-9-a", "burgundy-1-a"],
                                 1: ["protector-a", "blue-6-a", "burgundy-2-a"]})
    play(st, "dungeon-a")
    assert st.phase == "respond" and st.to_act == 1
    play(st, "protector-a")
    assert st.dungeon[1] == [] and "dungeon-a" in st.discard and st.dungeon_turns[1] == 0


def test_royal_decree_throws_a_dungeon_back_on_its_player():
    st = table(players=3, hands={0: ["dungeon-a", "blue-9-a", "burgundy-1-a"],
                                 1: ["decree", "blue-6-a", "burgundy-2-a"]})
    play(st, "dungeon-a")
    play(st, "decree")
    assert st.dungeon[0] == ["dungeon-a"] and st.direction == -1


def test_magician_as_fair_maiden_needs_an_escort_too():
    st = table(hands={0: ["magician", "blue-9-a"]})
    forms = {a.as_ for a in acts(st) if isinstance(a, Play) and a.card == "magician"}
    assert "maiden" not in forms
    st = table(hands={0: ["magician", "gold-2-a", "blue-9-a"]})
    play(st, "magician", "maiden")
    assert st.phase == "escort" and acts(st) == [Play("gold-2-a")]


def test_dealers_first_maiden_escort_may_be_a_king_whose_extra_card_follows_normal_rules():
    st = _open_with("gold-maiden-a", hands={2: ["king-a", "blue-maiden-a", "blue-9-a", "burgundy-1-a"]})
    play(st, "king-a")
    st.apply(NameSuit("blue"))
    # a Fair Maiden as the extra card needs her own escort again
    assert Play("blue-maiden-a") in acts(st)
    play(st, "blue-maiden-a")
    assert st.phase == "escort"


def test_risk_cards_are_offered_only_at_the_start_of_your_own_turn():
    st = table(hands={0: ["blue-9-a"]}, deck_top=("green-1-a",))
    put_front(st, 0, "poison_garden")
    assert PlayRisk("poison_garden") in acts(st)
    st.apply(Draw())
    assert PlayRisk("poison_garden") not in acts(st)
    with pytest.raises(IllegalAction):
        st.apply(PlayRisk("poison_garden"))


def test_a_player_may_take_the_draw_instead_of_answering_it():
    st = table(hands={0: ["dragon-a", "blue-9-a", "burgundy-1-a"],
                      1: ["protector-a", "blue-6-a", "burgundy-2-a"]})
    play(st, "dragon-a")
    st.apply(NameSuit("gold"))
    assert acts(st) == [Play("protector-a"), AcceptDraw()]
    st.apply(AcceptDraw())
    assert len(st.hands[1]) == 6 and st.current == 2


def test_the_dark_knight_may_be_kept():
    st = table(players=3, hands={0: ["gold-9-a", "gold-8-a"]})
    put_front(st, 2, "dark_knight")
    play(st, "gold-9-a")
    st.apply(CallOnGuard())
    st.apply(DeclineRisk())
    assert st.front[2] == ["dark_knight"] and st.dark_knight is None and st.current == 1


# ====================================================================== events for the table

def _of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def test_catapult_swap_says_hands_swapped_before_the_cards_move():
    st = table(hands={0: ["catapult", "blue-9-a"], 2: ["blue-6-a", "blue-7-a", "blue-8-a"]})
    play(st, "catapult")
    st.apply(Target(2))
    events = st.apply(Allow())
    swapped = _of(events, HandsSwapped)
    assert swapped == [HandsSwapped((0, 2))]
    first = events.index(swapped[0])
    moved = [e for e in events[first:] if isinstance(e, CardMoved)]
    assert {(e.src, e.dst) for e in moved} == {("hand:0", "hand:2"), ("hand:2", "hand:0")}
    assert len(moved) == 4
    assert json.loads(json.dumps(swapped[0].to_json())) == {"type": "hands_swapped", "seats": [0, 2]}


def test_a_defended_catapult_swaps_nothing_and_says_nothing():
    st = table(hands={0: ["catapult", "blue-9-a"], 2: ["defender-a", "blue-7-a", "blue-8-a"]})
    play(st, "catapult")
    st.apply(Target(2))
    events = st.apply(Defend("defender-a"))
    assert not _of(events, HandsSwapped)


def test_reverses_say_the_new_direction():
    st = table(players=4, hands={0: ["gold-knight-a", "blue-9-a", "burgundy-1-a"]})
    assert _of(play(st, "gold-knight-a"), DirectionChanged) == [DirectionChanged(-1)]
    st = table(players=4, hands={0: ["dragon-a", "blue-9-a", "burgundy-1-a"],
                                 1: ["decree", "burgundy-3-b", "burgundy-2-a"]})
    play(st, "dragon-a")
    st.apply(NameSuit("gold"))
    assert _of(play(st, "decree"), DirectionChanged) == [DirectionChanged(-1)]
    # with two players a Knight is a skip, not a reversal
    st = table(players=2, hands={0: ["gold-knight-a", "blue-9-a"]})
    events = play(st, "gold-knight-a")
    assert not _of(events, DirectionChanged) and _of(events, TurnSkipped) == [TurnSkipped(1)]


def test_skips_name_the_skipped_seat():
    st = table(players=4, hands={0: ["gold-jester-a", "blue-9-a", "burgundy-1-a"]})
    skipped = _of(play(st, "gold-jester-a"), TurnSkipped)
    assert skipped == [TurnSkipped(1, "skip", 0)] and not skipped[0].lost and st.current == 2


def test_lost_turns_say_why_and_how_many_cards():
    st = table(hands={0: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"]})
    assert _of(play(st, "gold-drawbridge-a"), TurnSkipped) == [TurnSkipped(1, "draw", 2)]
    st = table(hands={0: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"],
                      1: ["green-drawbridge-a", "burgundy-3-b", "burgundy-2-a"]})
    play(st, "gold-drawbridge-a")
    assert _of(play(st, "green-drawbridge-a"), TurnSkipped) == [TurnSkipped(2, "draw", 4)]
    st = table(players=3, hands={0: ["dungeon-a", "blue-9-a", "burgundy-1-a"]})
    lost = _of(play(st, "dungeon-a"), TurnSkipped)
    assert lost == [TurnSkipped(1, "dungeon", 1)] and lost[0].lost
    assert json.loads(json.dumps(lost[0].to_json())) == {"type": "turn_skipped", "seat": 1,
                                                        "reason": "dungeon", "draws": 1}
    st = table(players=3, hands={0: ["gold-9-a", "gold-8-a"]})
    play(st, "gold-9-a")
    st.apply(StaySilent())
    st.apply(CatchOnGuard())
    st.apply(Draw())
    st.apply(Pass())
    st.apply(Draw())
    assert _of(st.apply(Pass()), TurnSkipped) == [TurnSkipped(0, "guard", 2)]


# ====================================================================== our readings of open points

def test_protector_against_a_wizard_cancels_only_the_wizard_not_its_extra_card():
    """A green 7 played as the Wizard's extra card stays the card to follow after a Protector."""
    st = table(players=3, hands={0: ["wizard", "green-7-a", "blue-9-a", "burgundy-1-a"],
                                 1: ["protector-a", "burgundy-3-b", "burgundy-2-a"],
                                 2: ["gold-4-a", "green-2-a", "blue-7-a"]})
    play(st, "wizard")
    st.apply(NameSuit("green"))
    st.apply(SetDirection("same"))
    play(st, "green-7-a")
    assert st.phase == "respond" and st.to_act == 1
    play(st, "protector-a")
    assert len(st.hands[1]) == 2 and st.current == 2
    assert (st.suit, st.match) == ("green", "7")
    legal = acts(st)
    assert Play("green-2-a") in legal and Play("blue-7-a") in legal and Play("gold-4-a") not in legal


def test_protector_against_a_dragon_extra_card_brings_back_the_suit_named_before_it():
    st = table(players=3, hands={0: ["king-a", "dragon-a", "blue-9-a", "burgundy-1-a"],
                                 1: ["protector-a", "burgundy-3-b", "burgundy-2-a"]})
    play(st, "king-a")
    st.apply(NameSuit("blue"))
    play(st, "dragon-a")
    st.apply(NameSuit("green"))
    play(st, "protector-a")
    assert st.suit == "blue" and len(st.hands[1]) == 2


def test_dungeon_as_last_card_against_a_free_player_costs_both_lost_turns_cards():
    st = table(players=3, hands={0: ["dungeon-a"], 1: ["blue-7-a"]},
               deck_top=("green-1-a", "green-2-a"), score_limit=1000)
    play(st, "dungeon-a")
    assert st.last_hand["winner"] == 0
    assert st.history[-1][1] == 7 + 1 + 2 + 35


def test_asking_a_partner_is_offered_when_two_cards_go_out_in_one_turn():
    st = table(players=4, hands={0: ["king-a", "blue-9-a"]}, partners=True, score_limit=1000)
    assert AskPartner() in acts(st)
    st.apply(AskPartner())
    st.apply(Answer(True))
    play(st, "king-a")
    st.apply(NameSuit("blue"))
    play(st, "blue-9-a")
    assert st.last_hand["winner"] == 0


def test_asking_a_partner_is_not_offered_when_the_hand_cannot_go_out_this_turn():
    st = table(players=4, hands={0: ["gold-9-a", "gold-8-a"]}, partners=True)
    assert Play("gold-9-a") in acts(st) and AskPartner() not in acts(st)
    st = table(players=4, hands={0: ["blue-9-a"]}, partners=True)
    assert AskPartner() not in acts(st)


def test_after_a_partners_yes_a_turn_that_ends_short_of_going_out_costs_two_cards():
    st = table(players=4, hands={0: ["king-a", "blue-9-a"]}, partners=True)
    st.apply(AskPartner())
    st.apply(Answer(True))
    play(st, "king-a")
    st.apply(NameSuit("blue"))
    st.apply(NoExtra())
    assert sorted(st.hands[0])[0] == "blue-9-a" and len(st.hands[0]) == 3 and st.current == 1


def test_a_cannonball_redeal_leaves_nobody_out_with_an_empty_hand():
    """Three players, the Cannonball as the last card, two cards to gather: the dealer (last in
    the deal) would get none and win the hand; dealt nothing, they draw one instead."""
    st = table(players=3, hands={0: ["cannonball"], 1: ["blue-7-a"], 2: ["blue-8-a"]},
               deck_top=("green-1-a",))
    assert st.dealer == 2
    play(st, "cannonball")
    st.apply(Allow())
    st.apply(Allow())
    assert st.last_hand is None and st.hand_no == 1
    assert [len(h) for h in st.hands] == [1, 1, 1] and st.hands[2] == ["green-1-a"]


def test_a_card_played_ends_the_count_of_idle_turns_toward_a_blocked_hand():
    st = table(hands={0: ["gold-3-a", "blue-9-a"]})
    st.idle = 2  # two players before could neither play nor draw
    play(st, "gold-3-a")
    assert st.idle == 0


# ====================================================================== going out on a draw card

def _drawn_by(events: list, seat: int) -> list[str]:
    return [e.card for e in events if isinstance(e, CardMoved) and e.src == "deck" and e.dst == f"hand:{seat}"]


def _said(events: list) -> list[str]:
    return [e.text for e in events if isinstance(e, Message)]


def test_a_drawbridge_as_the_last_card_is_still_paid_by_the_next_player():
    st = table(hands={0: ["gold-drawbridge-a"]}, score_limit=1000)
    name0, name1 = st.name_of(0), st.name_of(1)
    events = play(st, "gold-drawbridge-a")
    assert len(_drawn_by(events, 1)) >= 2
    said = _said(events)
    assert f"{name1} must still draw 2 for the last card." in said
    assert said.index(f"{name1} must still draw 2 for the last card.") < said.index(f"{name0} goes out!")


def test_a_dungeon_as_the_last_card_jails_the_next_player_and_costs_its_two_lost_turns():
    st = table(hands={0: ["dungeon-a"]}, score_limit=1000)
    events = play(st, "dungeon-a")
    jailed = [(e.card, e.src, e.dst, e.face_up) for e in events if isinstance(e, CardMoved) and e.src == "limbo"]
    assert jailed == [("dungeon-a", "limbo", "dungeon:1", True)]
    assert f"{st.name_of(1)} must still draw 2 for the last card." in _said(events)


def test_a_dungeon_as_the_last_card_costs_a_player_already_jailed_one_card():
    st = table(hands={0: ["dungeon-a"]}, score_limit=1000)
    st.dungeon[1] = ["dungeon-b"]
    st.dungeon_turns[1] = 1
    events = play(st, "dungeon-a")
    assert f"{st.name_of(1)} must still draw 1 for the last card." in _said(events)


def test_a_plain_last_card_costs_nobody_a_draw():
    st = table(hands={0: ["gold-9-a"]}, score_limit=1000)
    events = play(st, "gold-9-a")
    assert not [t for t in _said(events) if "must still draw" in t]
    assert f"{st.name_of(0)} goes out!" in _said(events)


def test_the_hand_score_line_and_the_winner_are_said_in_words():
    st = table(hands={0: ["gold-9-a"], 1: ["blue-10-a"], 2: ["blue-6-a", "blue-7-a"]}, score_limit=1000,
               max_hands=1)
    events = play(st, "gold-9-a")
    said = [e.text for e in events if isinstance(e, (Message, HandScored))]
    names = [st.name_of(s) for s in range(3)]
    assert f"Hand 1 scored: {names[0]} +0, {names[1]} +10, {names[2]} +13." in said
    (scored,) = [e for e in events if isinstance(e, HandScored)]
    assert (scored.went_out, scored.reason, scored.scores, scored.totals, scored.cards_left) == (
        0, "out", (0, 10, 13), (0, 10, 13), (0, 1, 2))
    (over,) = [e for e in events if isinstance(e, GameOver)]
    assert over.text == f"{names[0]} wins with 0 points." and over.returns == st.returns()
    assert st.is_over and st.winners == [0] and st.decider is None


def test_at_the_end_of_a_hand_everyone_counts_the_cards_they_hold_in_the_open():
    """The hand's remaining cards are counted at the table, so the scored hand names them
    for every seat: each hand, then the Dungeon cards in front of it (which count too)."""
    st = table(hands={0: ["gold-9-a"], 1: ["blue-10-a"], 2: ["blue-6-a", "blue-7-a"]}, score_limit=1000,
               max_hands=1)
    st.dungeon[2] = ["dungeon-a"]
    events = play(st, "gold-9-a")
    (scored,) = [e for e in events if isinstance(e, HandScored)]
    assert scored.held == ((), ("blue-10-a",), ("blue-6-a", "blue-7-a", "dungeon-a"))
    assert scored.cards_left == (0, 1, 3) and scored.teams == ()
    for seat in range(3):            # every seat is told the same cards (nothing is hidden now)
        assert scored.for_seat(seat) == scored


def test_partners_are_named_by_team_in_the_scored_hand():
    st = table(players=4, hands={0: ["gold-9-a"]}, score_limit=1000, max_hands=1, partners=True)
    events = play(st, "gold-9-a")
    (scored,) = [e for e in events if isinstance(e, HandScored)]
    assert scored.teams == (0, 1, 0, 1)
    partner_cards = sum(CARDS[c].points for c in scored.held[2])       # seat 0 went out: it scores 0
    assert scored.scores[0] == scored.scores[2] == partner_cards
    assert scored.scores[1] == scored.scores[3] == sum(CARDS[c].points for c in scored.held[1] + scored.held[3])


def test_the_match_goes_on_at_exactly_the_score_limit_and_ends_past_it():
    st = table(hands={0: ["gold-9-a"], 1: ["blue-10-a"], 2: ["blue-6-a", "blue-7-a"]}, score_limit=100)
    st.totals = [0, 90, 0]
    play(st, "gold-9-a")                 # Seat 1 lands on 100: not past the limit
    assert not st.is_over and st.totals[1] == 100
    st = table(hands={0: ["gold-9-a"], 1: ["blue-10-a"], 2: ["blue-6-a", "blue-7-a"]}, score_limit=100)
    st.totals = [0, 91, 0]
    play(st, "gold-9-a")
    assert st.is_over and st.winners == [0]


def test_two_players_level_at_the_bottom_share_the_win():
    st = table(hands={0: ["gold-9-a"], 1: ["blue-10-a"], 2: ["blue-6-a", "blue-7-a"]}, score_limit=1000,
               max_hands=1)
    st.totals = [10, 0, 0]
    events = play(st, "gold-9-a")
    (over,) = [e for e in events if isinstance(e, GameOver)]
    assert st.winners == [0, 1] and over.text == f"{st.name_of(0)} and {st.name_of(1)} win with 10 points."


# ====================================================================== the log's words

def test_the_direction_chosen_is_said_with_who_chose_it():
    """A bare "Keep the direction." stood in the log with no subject."""
    st = table(hands={0: ["option-gold-green", "blue-9-a", "burgundy-1-a"]})
    play(st, "option-gold-green")
    st.apply(NameSuit("green"))
    assert _said(st.apply(SetDirection("same"))) == [f"{st.name_of(0)} chooses to keep the direction."]


def test_a_risk_cards_cost_is_said_without_a_double_negative():
    """"every other player takes -50 points"."""
    st = table(hands={0: ["blue-9-a"]})
    put_front(st, 0, "kings_goblet")
    said = _said(st.apply(PlayRisk("kings_goblet")))
    assert f"{st.name_of(0)} plays King's Goblet: every other player takes 50 points off." in said
    assert not any("-50" in line for line in said)


def test_a_risk_card_laid_at_the_deal_is_named_as_when_drawn():
    """At the deal "Player 3 lays a card face up..." did not say which card."""
    for seed in range(200):
        st, events = GAME.deal([Seat(f"P{i}") for i in range(8)], {}, seed)
        holders = [s for s in range(8) if st.front[s]]
        if holders:
            break
    else:
        pytest.fail("no deal in 200 put a Risk card in a hand")
    said = _said(events)
    for s in holders:
        names = " and ".join(CARDS[c].name for c in st.front[s])
        assert any(line.startswith(f"{st.name_of(s)} lays {names} face up") for line in said)
    assert not any("lays a card" in line for line in said)


def test_a_hand_ended_by_the_poison_garden_names_the_card_on_its_summary() -> None:
    """The summary said "The Poison ends the hand": no card of that name is in the deck."""
    from eternus.engine.kings_court.scoring import hand_standings

    scored = HandScored(1, ("Ann", "Ben"), None, "poison", (2, 3), (10, 20), (10, 20))
    how = hand_standings(scored).lines[0]
    assert how == f"The {CARDS['poison_garden'].name} ends the hand."
