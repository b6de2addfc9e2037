"""Hot-seat tables never show the room a card it was not shown (issue 52).

Three people and three AI players at one TV saw, at Dragon Kings: the last person's cards
face up again through an AI seat's animation; a person's cards face up with no hand-over
when they were next to act after the AI seats (at a new deal, on the river); mucked hole
cards face up at the showdown. Each test steps a hot-seat table of one game frame by frame
(:mod:`tests.ui.hotseat_watch` says how the frames are read) and lists every frame that drew
a face the room may not see.
"""

from __future__ import annotations

import copy
import random

import pytest

from eternus.engine.core import Action, Seat
from eternus.engine.dragon_kings.actions import BuyInAgain, Call, Check
from eternus.engine.dragon_kings.events import HandEnded, HandMucked
from eternus.engine.kings_court.actions import Play
from eternus.engine.kings_court.events import HandScored
from eternus.session import GameSession
from eternus.ui.app import App
from tests.ui.helpers import played_until
from tests.ui.hotseat_watch import watch_hot_seat


def calls_mostly(rng: random.Random, legal: list[Action]) -> Action:
    """A person who checks or calls most of the time (so hands reach a showdown), and out of
    chips buys in again (so they play on)."""
    passive = [a for a in legal if isinstance(a, (Check, Call, BuyInAgain))]
    return passive[0] if passive and rng.random() < 0.8 else rng.choice(legal)


def any_move(rng: random.Random, legal: list[Action]) -> Action:
    return rng.choice(legal)


def plays_mostly(rng: random.Random, legal: list[Action]) -> Action:
    """A person who plays a card when they can (so a King's Court hand ends soon)."""
    plays = [a for a in legal if isinstance(a, Play)]
    return rng.choice(plays if plays and rng.random() < 0.9 else legal)


def people_mucked(session: GameSession, last_move_only: bool = False) -> list[int]:
    """The people who mucked their hand unseen at a showdown of the match so far (or of its
    last move only)."""
    state, _ = session.game.deal(session.record.seats, session.record.options, session.record.seed)
    mucked: list[int] = []
    for action in session.record.actions:
        events = state.apply(action)
        mucked = [] if last_move_only else mucked
        mucked += [e.seat for e in events if isinstance(e, HandMucked)]
    return [seat for seat in mucked if session.record.seats[seat].is_human]


#: Three people and three AI players at one TV, as issue 52 was seen.
HOT_SEAT_SIX = [Seat("Ann"), Seat("Cora", "random"), Seat("Ben"), Seat("Dag", "caller"), Seat("Eve"),
                Seat("Finn", "caller")]


def test_a_hot_seat_dragon_kings_table_shows_a_persons_cards_only_after_their_hand_over(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    session = GameSession.new("dragon_kings", HOT_SEAT_SIX, {"preset": "holdem", "match_length": 20}, 9)
    watch = watch_hot_seat(app, monkeypatch, session, calls_mostly, (HandEnded,), hands=4, ai_moves=30)
    assert watch.summaries >= 4 and watch.hand_overs >= 4, "the match did not go far enough to tell"
    assert people_mucked(session), "no person mucked at a showdown: the third case went unseen"
    assert not watch.caught, "\n".join(watch.caught[:12])


def test_a_hot_seat_kings_court_table_shows_a_persons_hand_only_after_their_hand_over(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = [Seat("Ann"), Seat("Cora", "greedy"), Seat("Ben"), Seat("Dag", "greedy")]
    session = GameSession.new("kings_court", seats, {"score_limit": 100, "max_hands": 2}, 5)
    watch = watch_hot_seat(app, monkeypatch, session, plays_mostly, (HandScored,), hands=1, ai_moves=12, speed=3.0)
    assert watch.hand_overs >= 4, "the match did not go far enough to tell"
    assert not watch.caught, "\n".join(watch.caught[:12])


def test_a_hot_seat_draker_table_shows_a_persons_hand_only_after_their_hand_over(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = [Seat("Ann"), Seat("Cora", "random"), Seat("Ben"), Seat("Dag", "random")]
    session = GameSession.new("draker", seats, {}, 4)
    watch = watch_hot_seat(app, monkeypatch, session, any_move, (), ai_moves=12, speed=3.0)  # the most it takes
    assert watch.hand_overs >= 4, "the game did not go far enough to tell"
    assert not watch.caught, "\n".join(watch.caught[:12])


def ends_the_hand_and_acts_first_in_the_next(session: GameSession) -> Action | None:
    """A person's move now that ends the hand with that person the first to act in the next."""
    state = session.state
    seat = state.to_act
    if seat is None or not session.record.seats[seat].is_human:
        return None
    for action in state.legal_actions():
        after = copy.deepcopy(state)
        events = after.apply(action)
        if any(isinstance(e, HandEnded) for e in events) and not after.is_over and after.to_act == seat:
            return action
    return None


def test_a_person_who_ends_a_hand_and_acts_first_in_the_next_is_handed_the_screen_again(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The room watched the hand end and read its summary: the next hand's cards of the person
    who ended it wait for their hand-over, though nobody else decided in between."""
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cora", "random")]
    session = played_until("dragon_kings", seats, {"preset": "holdem", "match_length": 20},
                           lambda s: ends_the_hand_and_acts_first_in_the_next(s) is not None)

    def ending(rng: random.Random, legal: list[Action]) -> Action:
        return ends_the_hand_and_acts_first_in_the_next(session) or calls_mostly(rng, legal)

    watch = watch_hot_seat(app, monkeypatch, session, ending, (HandEnded,), hands=2)
    assert watch.summaries >= 2, "the next hand was not played"
    assert not watch.caught, "\n".join(watch.caught[:12])
