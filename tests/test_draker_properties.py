"""Properties of the Draker engine over random games (two to four players): the 84 cards are
always all there, there is a legal move until the end, every game ends, a JSON round trip
and a determinized world look the same, an illegal lay is refused and changes nothing, and
life never rises above its cap."""

from __future__ import annotations

import json

import pytest

from eternus.engine.core import IllegalAction, Seat
from eternus.engine.draker.actions import Lay
from eternus.engine.draker.cards import DECK
from eternus.engine.draker.game import DrakerGame
from eternus.engine.rng import Rng
from tests.conftest import PROPERTY_SEED

GAME = DrakerGame()
GAMES = 24


def _play(count: int) -> None:
    for i in range(count):
        seed = PROPERTY_SEED + i
        players = 2 + i % 3
        st, _ = GAME.deal(tuple(Seat(f"S{k}", "random") for k in range(players)), {}, seed)
        rng = Rng(seed)
        step = 0
        while not st.is_over:
            where = f"game {seed}, step {step}"
            legal = st.legal_actions()
            assert legal and st.to_act is not None, where
            if step % 5 == 0 and st.phase == "lay":
                before = json.dumps(st.to_json(), sort_keys=True)
                with pytest.raises(IllegalAction):
                    st.apply(Lay(st.hands[st.to_act][0]))          # no combination announced
                assert json.dumps(st.to_json(), sort_keys=True) == before, where
            st.apply(rng.choice(legal))
            step += 1
            assert sorted(st.all_cards()) == sorted(DECK), where
            assert max(st.life) <= st.life_cap, where
            if step % 7 == 0:
                data = json.loads(json.dumps(st.to_json()))
                assert GAME.state_from_json(data).to_json() == st.to_json(), where
            if step % 11 == 0 and not st.is_over:
                seat = step % players
                assert GAME.determinize(st.view(seat), seat, Rng(step)).view(seat) == st.view(seat), where
        assert st.result is not None and abs(sum(st.result) - 1.0) < 1e-9


def test_random_games_keep_every_card_end_and_round_trip() -> None:
    _play(GAMES)


@pytest.mark.slow
def test_two_thousand_random_games() -> None:
    _play(2000)
