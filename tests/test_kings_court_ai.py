"""The King's Court AI at the table's levels: it sheds its cards and hands end by going out."""

from __future__ import annotations

from eternus.engine.ai import make_agent
from eternus.engine.core import Seat
from eternus.engine.kings_court.ai import POLICY
from eternus.engine.kings_court.game import KingsCourtGame

GAME = KingsCourtGame()


def test_search_compares_moves_with_paired_playouts():
    assert POLICY.paired_playouts


def test_easy_ai_players_go_out_instead_of_hoarding():
    """Four easy AIs: every hand ends within 1,500 moves, most by someone going out (Poison
    Garden may still end one: that is a fair play). With tree search instead of paired
    playouts, one such hand of five was still going at 3,000 moves and the rest all ended
    by Poison Garden."""
    reasons = []
    for seed in range(3):
        state = GAME.new(tuple(Seat(f"S{i}", "ismcts:easy") for i in range(4)),
                         {"score_limit": 100, "max_hands": 1}, seed)
        agents = [make_agent("ismcts:easy", seed * 10 + i) for i in range(4)]
        moves = 0
        while not state.is_over and moves < 1500:
            seat = state.to_act
            legal = state.legal_actions()
            action = legal[0] if len(legal) == 1 else agents[seat].choose(GAME, state.view(seat), seat, legal)
            state.apply(action)
            moves += 1
        assert state.is_over, f"seed {seed}: the hand was still going after {moves} moves"
        reasons.append(state.view(0)["last_hand"]["reason"])
    assert reasons.count("out") >= 2, reasons
