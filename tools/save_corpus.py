"""Write a corpus of games in progress, as the app saves them, to hold future engines to.

    python tools/save_corpus.py tests/data/saves_rules1            # the standard set
    python tools/save_corpus.py DIR --only draker                  # one game's saves

Each file holds a save (``GameSession.to_json``, exactly what the app writes) of a match
played by seeded AI players nearly to its end, and beside it, what the engine that wrote it
offered at that moment: whose turn, every legal action, the number of actions. A later
engine must load the save, replay it under the rules it was played with and offer the same
(``tests/test_old_saves.py``). Taken before a rule fix, the corpus proves the fix keeps old
saves playing; the AI mix (search-free players plus a random one) crosses many rules.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eternus.engine.ai import make_agent  # noqa: E402
from eternus.engine.core import Seat  # noqa: E402
from eternus.session import GameSession  # noqa: E402

#: (game, players, options, seed): the variants whose rules differ, at small and large tables.
STANDARD: tuple[tuple[str, int, dict[str, Any], int], ...] = (
    ("dragon_kings", 2, {"match_length": 20}, 500),
    ("dragon_kings", 4, {"match_length": 20}, 501),
    ("dragon_kings", 6, {"match_length": 20, "rebuys": 1}, 502),
    ("dragon_kings", 9, {"match_length": 20}, 503),
    ("dragon_kings", 6, {"match_length": 20, "preset": "holdem", "ante": 5}, 504),
    ("dragon_kings", 5, {"match_length": 20, "preset": "swords"}, 505),
    ("draker", 2, {}, 600),
    ("draker", 3, {}, 601),
    ("draker", 3, {"life": 40}, 602),
    ("draker", 4, {}, 603),
    ("draker", 4, {"life": 20}, 604),
    # Odd seeds: greedy players only (longer matches); even seeds: the last seat plays at random.
    ("dragon_kings", 2, {"match_length": 20}, 511),
    ("dragon_kings", 6, {"match_length": 20}, 513),
    ("dragon_kings", 9, {"match_length": 50, "rebuys": 1}, 515),
    ("draker", 2, {}, 611),
    ("draker", 2, {"life": 40}, 613),
    ("draker", 3, {}, 615),
    ("draker", 4, {}, 617),
    ("draker", 4, {"life": 40}, 619),
    ("kings_court", 4, {}, 700),
    ("four_kings", 4, {}, 800),
    ("pragon", 1, {}, 900),
)


def play_nearly_to_the_end(game_id: str, players: int, options: dict[str, Any], seed: int) -> GameSession:
    """The match played by greedy players (even seeds: the last seat at random), stopped one
    decision before it ends, replayed in a fresh session that holds exactly those actions."""
    with_random = seed % 2 == 0 and players > 1
    specs = ["random" if with_random and seat == players - 1 else "greedy" for seat in range(players)]
    session = GameSession.new(game_id, tuple(Seat(f"P{i + 1}", s) for i, s in enumerate(specs)), options, seed)
    agents = [make_agent(spec, seed * 31 + seat) for seat, spec in enumerate(specs)]
    decisions: list[int] = []
    while not session.state.is_over and len(session.record.actions) < 4000:
        seat = session.state.to_act
        assert seat is not None
        legal = session.state.legal_actions()
        decisions.append(len(session.record.actions))
        action = legal[0] if len(legal) == 1 else agents[seat].choose(
            session.game, session.state.view(seat), seat, legal)
        session.apply(action)
    stop = decisions[-1] if session.state.is_over else len(session.record.actions)
    actions = list(session.record.actions[:stop])
    fresh = GameSession.new(game_id, session.record.seats, options, seed)
    for action in actions:
        fresh.apply(action)
    return fresh


def name_of(game_id: str, players: int, options: dict[str, Any], seed: int) -> str:
    opts = "-".join(f"{k}={v}" for k, v in sorted(options.items())) or "default"
    return f"{game_id}-{players}p-{seed}-{opts}.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--only", help="one game id")
    args = parser.parse_args(argv)
    args.folder.mkdir(parents=True, exist_ok=True)
    for game_id, players, options, seed in STANDARD:
        if args.only and game_id != args.only:
            continue
        session = play_nearly_to_the_end(game_id, players, options, seed)
        expect = {"to_act": session.state.to_act,
                  "legal": [a.to_json() for a in session.state.legal_actions()],
                  "actions": len(session.record.actions)}
        path = args.folder / name_of(game_id, players, options, seed)
        path.write_text(json.dumps({"save": session.to_json(), "expect": expect}) + "\n", encoding="utf-8")
        print(f"{path.name}: {expect['actions']} actions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
