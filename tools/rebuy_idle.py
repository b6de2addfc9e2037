"""How long a player out of chips sits idle at a three-seat Dragon Kings table, by re-buys.

    python tools/rebuy_idle.py                      # 3 seats, 30 matches a setting
    python tools/rebuy_idle.py --matches 10 --agent greedy

The figure behind Dragon Kings' group default (two re-buys): for each setting, seeded AI
players (each buying in again while it can) play matches; a seat is idle from the hand it
went out in to the last hand dealt (an early end counts no more). Printed per setting: the hands dealt, the idle hands
per seat, and the share of seats out by hand 20.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eternus.engine.ai import make_agent  # noqa: E402
from eternus.engine.core import Seat  # noqa: E402
from eternus.engine.dragon_kings.game import DragonKingsGame  # noqa: E402

SETTINGS = (("50 hands, no re-buy", 50, 0), ("50 hands, one re-buy", 50, 1), ("50 hands, two re-buys", 50, 2),
            ("20 hands, one re-buy", 20, 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=30)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--agent", default="ismcts:easy")
    args = parser.parse_args(argv)
    game = DragonKingsGame()
    for label, length, rebuys in SETTINGS:
        dealt = idle = out_by_20 = 0
        for seed in range(args.matches):
            seats = tuple(Seat(f"S{i}", args.agent) for i in range(args.seats))
            st = game.new(seats, {"match_length": length, "rebuys": rebuys}, seed)
            agents = [make_agent(args.agent, seed * 31 + i) for i in range(args.seats)]
            while not st.is_over:
                seat = st.to_act
                assert seat is not None
                legal = st.legal_actions()
                st.apply(legal[0] if len(legal) == 1 else agents[seat].choose(game, st.view(seat), seat, legal))
            busted = st.busted_in  # type: ignore[attr-defined]
            dealt += st.hand_no  # type: ignore[attr-defined]
            idle += sum(st.hand_no - b for b in busted if b)  # type: ignore[attr-defined]
            out_by_20 += sum(1 for b in busted if b and b <= 20)
        seats_played = args.matches * args.seats
        print(f"{label:24} hands dealt {dealt / args.matches:5.1f}   idle hands a seat {idle / seats_played:5.1f}"
              f"   out by hand 20 {100 * out_by_20 / seats_played:4.0f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
