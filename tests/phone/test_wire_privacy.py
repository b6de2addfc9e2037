"""The privacy oracle over the wire: everything a seat's socket receives, in random games of
every game that hides cards, names only cards that seat was shown (issue 55).

The oracle (tests/privacy_oracle.py) follows each seat's own event stream and the rules'
declared reveals, independently of the view code; here it judges the phone's messages as
received (welcome, views with legal moves, events, refusals), not what the bridge meant to
send. Every seat is a phone and every move goes through a socket.
"""

from __future__ import annotations

from typing import Any

import pytest

from eternus.engine.core import State
from eternus.engine.rng import Rng
from eternus.phone.server import Limits
from tests.phone.wire import Phone, phone_table, run
from tests.privacy_oracle import Watcher, card_universe, strings_in

GAMES = {"dragon_kings": 3, "kings_court": 3, "draker": 2}
SEEDS = (1, 2, 3)
STEPS = 120
#: The test plays far faster than a person: the rate cap is not what is tested here.
FAST = Limits(rate=10_000, burst=10_000)


def moves_in_a_world_of(state: State, seat: int, rng: Rng) -> list[dict[str, Any]]:
    """The moves ``seat`` is offered, from a world sampled from its own view: moves that tell
    a seat nothing its view did not (a Dragon Kings wing card is named by a card's id; it is
    a rule to choose, not a card someone holds)."""
    if state.to_act != seat or state.is_over:
        return []
    world = state.game.determinize(state.view(seat), seat, rng)
    return [{"action": a.to_json(), "label": a.label} for a in world.legal_actions()]


async def until_view(phone: Phone) -> list[dict[str, Any]]:
    """The messages up to and including the next view."""
    start = len(phone.received)
    await phone.next("view")
    return phone.received[start:]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_phone_receives_no_card_its_seat_was_not_shown(game_id: str, seed: int) -> None:
    players = GAMES[game_id]
    seats = tuple(range(players))

    async def go() -> None:
        async with phone_table(game_id, phones=seats, players=players, seed=seed, limits=FAST) as table:
            universe = card_universe(game_id)
            watcher = Watcher(universe, players)
            watcher.watch(table.played)
            phones = {seat: await table.phone(seat) for seat in seats}
            rng = Rng(seed)
            for _ in range(STEPS):
                for seat, phone in phones.items():
                    got = await until_view(phone)
                    watcher.leaks(table.state, seat)          # adds what the rules show now
                    said = [{**m, "legal": []} if m["kind"] == "view" else m for m in got]
                    leaked = strings_in(said) & universe - watcher.known[seat]
                    assert not leaked, (seat, sorted(leaked))
                    assert got[-1]["legal"] == moves_in_a_world_of(table.state, seat, rng)
                if table.state.is_over:
                    return
                mover = table.state.to_act
                assert mover is not None
                legal = phones[mover].received[-1]["legal"]
                await phones[mover].act(rng.choice(legal)["action"])
                watcher.watch(await table.frames_until_intent())
    run(go())
