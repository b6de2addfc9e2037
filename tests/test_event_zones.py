"""The events a table animates say where each card really went.

A table moves a card sprite to the zone its ``CardMoved`` names and trusts it until the next
sync; an event naming the wrong zone (``"hand"`` for ``"discard"``, a stray owner) shows a
card where it is not, and no rules test notices. So, over random games of every game with
cards, after each action:

* every card the events moved lies in the zone the last of its events named, read from the
  state itself (not from the view);
* every zone an event names (a shuffle's too) is one the game has;
* a card reaching the discard or played pile, a Dungeon or the cards in front of a seat
  arrives face up;
* a hidden card entering or leaving a hand names that hand's seat as its owner (or the
  owner could not see it);
* every message reads as a line of the log (it starts with a capital or a number);
* the engine's own stream names every card it moves (hiding one is ``for_seat``'s job).

``Shuffled`` carries cards from one zone to another without naming them; a card it may have
carried is no longer followed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from eternus.engine.core import CardMoved, Event, Seat, Shuffled, State
from eternus.engine.registry import get_game
from eternus.engine.rng import Rng
from tests.conftest import PROPERTY_SEED
from tests.games import GAME_IDS
from tests.privacy_oracle import card_universe
from tests.log_lines import unreadable


def _pragon_zones(state: Any) -> dict[str, list[str]]:
    zones = {"deck": state.deck, "hand": state.hand, "discard": state.discard}
    zones.update({f"stack:{name}": cards for name, cards in state.table.cards.items()})
    return zones


def _kings_court_zones(state: Any) -> dict[str, list[str]]:
    zones = {"deck": state.deck, "discard": state.discard, "limbo": state.limbo, "played": state.played}
    for kind in ("hand", "front", "dungeon"):
        for seat, cards in enumerate(getattr(state, {"hand": "hands"}.get(kind, kind))):
            zones[f"{kind}:{seat}"] = cards
    return zones


def _draker_zones(state: Any) -> dict[str, list[str]]:
    laid = state.turn["laid"]
    zones = {"deck": state.deck, "discard": state.discard, "common": state.common,
             "laid": [laid] if laid is not None else []}
    for kind, rows in (("hand", state.hands), ("pool", state.pools)):
        for seat, cards in enumerate(rows):
            zones[f"{kind}:{seat}"] = cards
    return zones


#: Game id -> where each card of a state lies, zone by zone. Every registered game is
#: parametrized; one with cards but no reader here is skipped saying so, never left out unseen.
ZONES: dict[str, Callable[[Any], dict[str, list[str]]]] = {
    "pragon": _pragon_zones,
    "kings_court": _kings_court_zones,
    "draker": _draker_zones,
}


#: Zones a card passes through within one action and never rests in (a Cannonball's pool).
TRANSIT = {"pool"}

#: Zones whose cards everyone sees: a card arriving there arrives face up (a seat's Dungeon
#: and the cards in front of it are public too).
FACE_UP = {"discard", "played"}
FACE_UP_KINDS = ("dungeon:", "front:")


def hand_seats(move: CardMoved) -> set[int]:
    """The seats whose hands a card leaves or enters."""
    return {int(zone[5:]) for zone in (move.src, move.dst) if zone.startswith("hand:")}


def follow(events: list[Event], expected: dict[str, str]) -> None:
    """Update where each moved card should now be; forget cards a shuffle may have taken."""
    for event in events:
        if isinstance(event, CardMoved) and event.card is not None:
            expected[event.card] = event.dst
        elif isinstance(event, Shuffled):
            for card in [c for c, z in expected.items() if not event.src or z == event.src
                         or (event.src == "hands" and z.startswith("hand"))]:
                del expected[card]


def misplaced(state: State, zones_of: Callable[[Any], dict[str, list[str]]],
              expected: dict[str, str]) -> list[str]:
    where = {card: zone for zone, cards in zones_of(state).items() for card in cards}
    return [f"{card}: events say {zone}, the state has it in {where.get(card)}"
            for card, zone in expected.items() if where.get(card) != zone]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_moved_card_lies_where_its_last_event_put_it(game_id: str) -> None:
    if not card_universe(game_id):
        pytest.skip(f"{game_id} has no cards to follow")
    if game_id not in ZONES:
        pytest.skip(f"no reader of {game_id}'s zones in tests/test_event_zones.py ZONES yet")
    game = get_game(game_id)
    zones_of = ZONES[game_id]
    counts = range(game.min_players, min(game.max_players, 5) + 1)
    moved = 0
    for n in counts:
        seats = tuple(Seat(f"P{i + 1}", "random") for i in range(n))
        options = dict(game.quick_options)
        if game_id == "kings_court":
            options.update({o.key: True for o in game.options if o.key.startswith("pick_")}, decks="custom")
        for seed in range(PROPERTY_SEED, PROPERTY_SEED + 12):
            state, events = game.deal(seats, options, seed)
            rng = Rng(seed)
            for step in range(400):
                if state.is_over:
                    break
                known = set(zones_of(state)) | TRANSIT
                strays = [f"{e.src} -> {e.dst}" for e in events if isinstance(e, CardMoved)
                          and not {e.src, e.dst} <= known]
                assert not strays, f"{game_id} seed {seed}, step {step}: no such zone in {strays[:3]}"
                shuffles = [f"{e.src} -> {e.zone}" for e in events if isinstance(e, Shuffled)
                            and not ({e.zone, e.src} - {""}) <= known | {"hands"}]
                assert not shuffles, f"{game_id} seed {seed}, step {step}: a shuffle names no zone {shuffles[:3]}"
                ownerless = [f"{e.src} -> {e.dst} owner {e.owner}" for e in events if isinstance(e, CardMoved)
                             and not e.public and hand_seats(e) and e.owner not in hand_seats(e)]
                assert not ownerless, f"{game_id} seed {seed}, step {step}: a hand's card without its owner {ownerless}"
                assert not unreadable(events), f"{game_id} seed {seed}, step {step}: {unreadable(events)[:3]}"
                nameless = [f"{e.src} -> {e.dst}" for e in events if isinstance(e, CardMoved) and e.card is None]
                assert not nameless, f"{game_id} seed {seed}, step {step}: a card moved unnamed {nameless[:3]}"
                hidden = [e.card for e in events if isinstance(e, CardMoved) and e.face_up is not True
                          and (e.dst in FACE_UP or e.dst.startswith(FACE_UP_KINDS))]
                assert not hidden, f"{game_id} seed {seed}, step {step}: {hidden[:3]} land face down"
                expected: dict[str, str] = {}
                follow(events, expected)
                moved += len(expected)
                wrong = misplaced(state, zones_of, expected)
                assert not wrong, f"{game_id} {n} seats, seed {seed}, step {step}: {wrong[:3]}"
                events = state.apply(rng.choice(state.legal_actions()))
    assert moved > 1000
