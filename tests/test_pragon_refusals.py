"""Every refusal in The Seal of Pragon says exactly why, in the words the player reads.

A refused move is half the rules a player learns from: each case below builds the position,
tries the move, and pins the whole sentence (a wrong word, a lost capital or a reason given
for the wrong case fails), and the state is left exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from eternus.engine.core import Action
from eternus.engine.pragon.actions import (
    FLUSH, PAIR, PAIR_ACES, PAIR_JACKS, PAIR_KINGS, STRAIGHT, EndRound, FinishEffect, Flip, MakeHand, Place,
    Remove, TakeFromDiscard,
)
from eternus.engine.pragon.explain import explain_selection
from eternus.engine.pragon.state import PragonState
from tests.pragon_helpers import position
from tests.test_pragon_rules import DOWN


def after(state: PragonState, *actions: Action) -> PragonState:
    for action in actions:
        state.apply(action)
    return state


def pair_effect(kind: str = PAIR, cards: tuple[str, str] = ("5d", "5h")) -> PragonState:
    """A fresh position in which a pair of ``cards`` (of ``kind``) has just been made."""
    hand = [*cards, "9s"]
    state = position(stacks={**DOWN, "left": ["4c", "Kc"]}, up={"left": True}, hand=hand, discard=["8s"])
    return after(state, MakeHand(tuple(sorted(cards)), kind))


def placing() -> PragonState:
    state = position(stacks=DOWN, hand=["2h", "9d", "Ks"], deck_top=["3s"])
    state._start_round([])
    return state


def _emptied_top() -> PragonState:
    state = position(stacks={**DOWN, "top": []}, hand=["5h", "5d", "Kh"])
    return after(state, MakeHand(("5d", "5h"), PAIR))


CASES: list[tuple[str, Callable[[], PragonState], Action, str]] = [
    ("a hand during an effect", lambda: pair_effect(), MakeHand(("9s",), PAIR),
     "Finish the effect of the hand you just made first (or press Done)."),
    ("ending the round while placing", placing, EndRound(), "You cannot end the round now."),
    ("ending the round before a hand", lambda: position(stacks=DOWN, hand=["5h", "5d", "Kh"]), EndRound(),
     "Make at least one hand before ending the round."),
    ("Done with no effect open", lambda: position(stacks=DOWN, hand=["5h", "5d", "Kh"]), FinishEffect(),
     "There is no hand effect to use right now."),
    ("a flip with no effect open", lambda: position(stacks=DOWN, hand=["5h", "5d", "Kh"]), Flip("top"),
     "There is no hand effect to use right now."),
    ("taking from the discard after a plain pair", lambda: pair_effect(), TakeFromDiscard("8s"),
     "This hand does not take a card from the discard pile."),
    ("taking a card that is not in the discard", lambda: pair_effect("pair_queens", ("Qd", "Qh")),
     TakeFromDiscard("8h"), "Eight of Hearts is not in the discard pile."),
    ("a stack that does not exist", lambda: pair_effect(), Flip("nowhere"), "There is no stack called 'nowhere'."),
    ("an empty stack", lambda: _emptied_top(), Flip("top"), "That stack is empty."),
    ("a stack used twice", lambda: after(pair_effect(PAIR_KINGS, ("Kd", "Kh")), Flip("top")), Flip("top"),
     "Each stack can be used only once per hand."),
    ("flipping a face-up card", lambda: pair_effect(), Flip("left"), "That card is already face up."),
    ("flipping with the Jacks", lambda: pair_effect(PAIR_JACKS, ("Jd", "Jh")), Flip("top"),
     "This hand does not turn cards face up."),
    ("removing a face-down card", lambda: pair_effect(), Remove("top"), "Face-down cards can never be removed."),
    ("removing with the Kings", lambda: pair_effect(PAIR_KINGS, ("Kd", "Kh")), Remove("left"),
     "This hand does not remove cards."),
    ("a second flip with the Aces", lambda: after(pair_effect(PAIR_ACES, ("Ad", "Ah")), Flip("top")),
     Flip("right"), "This hand does not turn cards face up."),
    ("a straight off its line",
     lambda: after(position(stacks=DOWN, hand=["5h", "6d", "7s"]), MakeHand(("5h", "6d", "7s"), STRAIGHT),
                   Flip("left")),
     Flip("top"), "A straight acts on adjacent stacks of one row or column."),
    ("placing when a hand can be made", lambda: position(stacks=DOWN, hand=["5h", "5d", "Kh"]), Place("Kh", "top"),
     "You only place a card face down when no hand can be made."),
    ("placing a card not in hand", placing, Place("Qs", "top"), "Queen of Spades is not in your hand."),
    ("placing a middle card", placing, Place("9d", "top"), "Place your highest or your lowest card."),
    ("a pair made as a flush", lambda: position(stacks=DOWN, hand=["5h", "5d", "Kh"]), MakeHand(("5d", "5h"), FLUSH),
     "These cards are not a flush."),
]


@pytest.mark.parametrize(("build", "action", "reason"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_refusal_says_exactly_why_and_changes_nothing(build, action, reason):
    state = build()
    before = state.fingerprint()
    assert state.why_illegal(action) == reason
    assert state.fingerprint() == before


def test_placing_on_a_face_up_stack_asks_for_a_face_down_one_and_an_empty_table_says_so():
    state = placing()
    state.table.up["top"] = True
    assert state.why_illegal(Place("Ks", "top")) == "Place it on a stack whose top card is face down."
    emptied = position(stacks={}, hand=["2h", "9d", "Ks"], deck_top=["3s"])
    emptied.phase = "place"
    assert emptied.why_illegal(Place("Ks", "top")) == "That stack is empty."


SELECTIONS: list[tuple[str, dict[str, object], list[str], str | None, str]] = [
    ("a card from nowhere", {}, ["5h", "9c"], None,
     "Nine of Clubs is neither in your hand nor face up on top of a stack."),
    ("one card", {}, ["5h"], None, "A hand needs at least two cards."),
    ("six cards", {"up": {s: True for s in DOWN}}, ["5h", "5d", "Kh", "3c", "5c", "7c"], None,
     "A hand has at most five cards."),
    ("no card from the hand", {"up": {"top": True, "left": True}}, ["3c", "5c"], None,
     "Use at least one card from your hand with the table cards."),
    ("a joker when jokers only flip", {"hand": ["5h", "JK1", "Kh"], "jokers_only_flip": True}, ["5h", "JK1"], None,
     "Jokers are not wild in this game."),
    ("a special pair in Hard Mode", {"hand": ["Kd", "Kh", "2h"], "hard_mode": True}, ["Kd", "Kh"], PAIR_KINGS,
     "Special pairs are off in Hard Mode."),
    ("the wrong kind named", {}, ["5d", "5h"], FLUSH, "These cards are not a flush."),
    ("two unpaired cards", {}, ["5h", "Kh"], None, "Two cards make a hand only as a pair (same rank)."),
    ("two unpaired cards when jokers only flip", {"jokers_only_flip": True}, ["5h", "Kh"], None,
     "Two cards make a hand only as a pair (same rank)."),
    ("two unpaired cards in Hard Mode", {"hard_mode": True}, ["5h", "Kh"], None,
     "Two cards make a hand only as a pair (same rank)."),
    ("three odd cards", {"hand": ["5h", "9d", "Ks"]}, ["5h", "9d", "Ks"], None,
     "These 3 cards are not three of a kind, a straight or a flush."),
    ("four odd cards", {"hand": ["5h", "9d", "Ks"], "up": {"top": True}}, ["5h", "9d", "Ks", "3c"], None,
     "These 4 cards are not four of a kind, a straight or a flush."),
    ("five odd cards", {"hand": ["5h", "9d", "Ks"], "up": {"top": True, "left": True}},
     ["5h", "9d", "Ks", "3c", "5c"], None, "These 5 cards are not five of a kind, a straight or a flush."),
]


@pytest.mark.parametrize(("setup", "cards", "kind", "reason"), [c[1:] for c in SELECTIONS],
                         ids=[c[0] for c in SELECTIONS])
def test_a_tray_that_makes_no_hand_says_exactly_why(setup, cards, kind, reason):
    setup = dict(setup)
    hand = setup.pop("hand", ["5h", "5d", "Kh"])
    up = setup.pop("up", {})
    state = position(stacks=DOWN, up=up, hand=hand, **setup)
    assert explain_selection(state, cards, kind) == reason
