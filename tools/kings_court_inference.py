"""How well the King's Court AI's sampled worlds read the rival hands, as a Brier error.

    python tools/kings_court_inference.py --deals 9500:40 --worlds 30

Why: the expert searches in worlds sampled from what it has seen (``views.sampler``), and the
same search given the real rival hands beat hard by about +0.17 win share, far more than any
search setting moved it. So what the worlds make of the table's evidence (``lacks.py``,
``known.py``) is worth measuring on its own, in minutes, before a game-level run.

How: hard players play one-hand matches of four, one per deal. At each turn of one seat (the
deal number mod 4) with a choice, ``--worlds`` worlds are sampled from its view twice: as the
expert samples them, and blind (the view's lacks and known cards left out, so the rival hands
come from the unseen cards alone). For every rival and every suit the question is "could this
rival follow this suit?" (does it hold a card of the suit, or one that goes on anything); the
worlds' share of "no" is scored against the real hand. Always guessing the average scores
p(1-p), about 0.25; lower is better.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from eternus.engine import ai  # noqa: E402
from eternus.engine.core import Seat, State  # noqa: E402
from eternus.engine.kings_court.cards import CARDS  # noqa: E402
from eternus.engine.kings_court.play import ANY_TIME  # noqa: E402
from eternus.engine.kings_court.state import KingsCourtState  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402
from eternus.engine.rng import Rng  # noqa: E402
from eternus.match import agent_seed  # noqa: E402

GAME = get_game("kings_court")
SEATS = 4


def stuck(hand: list[str], suit: str) -> bool:
    """Nothing in ``hand`` follows ``suit`` or goes on anything."""
    return not any(suit in CARDS[c].suits or CARDS[c].effect in ANY_TIME or CARDS[c].effect == "magician"
                   for c in hand)


def _worlds(sample: Callable[[Rng], State], count: int, rng: Rng) -> list[KingsCourtState]:
    worlds = [sample(rng) for _ in range(count)]
    assert all(isinstance(w, KingsCourtState) for w in worlds)
    return cast(list[KingsCourtState], worlds)


def measure(deals: str, worlds: int) -> dict[str, float]:
    """The Brier error of the expert's worlds and of blind ones, the questions' count and base rate."""
    first, _, count = deals.partition(":")
    rng = Rng(5)
    error = {"sampled": 0.0, "blind": 0.0}
    questions = yes = 0
    for seed in range(int(first), int(first) + int(count)):
        state = GAME.new(tuple(Seat(f"S{i}", "ismcts:hard") for i in range(SEATS)), {"max_hands": 1}, seed)
        assert isinstance(state, KingsCourtState)
        hard = [ai.make_agent("ismcts:hard", agent_seed(seed, i)) for i in range(SEATS)]
        me = seed % SEATS
        while state.to_act is not None:
            seat, legal = state.to_act, state.legal_actions()
            if seat == me and state.phase == "turn" and len(legal) > 1:
                view = state.view(seat)
                blind_view = {**view, "lacks": [[] for _ in range(SEATS)],
                              "known": [[] for _ in range(SEATS)]}
                kinds = {"sampled": _worlds(GAME.sampler(view, seat), worlds, rng),
                         "blind": _worlds(GAME.sampler(blind_view, seat), worlds, rng)}
                for rival in range(SEATS):
                    if rival == seat:
                        continue
                    for suit in state.suits:
                        truth = stuck(state.hands[rival], suit)
                        for kind, ws in kinds.items():
                            share = sum(stuck(w.hands[rival], suit) for w in ws) / worlds
                            error[kind] += (share - truth) ** 2
                        questions += 1
                        yes += truth
            state.apply(legal[0] if len(legal) == 1 else hard[seat].choose(GAME, state.view(seat), seat, legal))
    return {**{kind: total / questions for kind, total in error.items()},
            "questions": questions, "base_rate": yes / questions}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", default="9500:40", help="FIRST:COUNT")
    parser.add_argument("--worlds", type=int, default=30)
    args = parser.parse_args()
    result = measure(args.deals, args.worlds)
    base = result["base_rate"]
    print(f"{int(result['questions'])} questions, 'cannot follow' in {base:.3f} of them "
          f"(guessing that scores {base * (1 - base):.4f})")
    print(f"Brier error: sampled worlds {result['sampled']:.4f}, blind worlds {result['blind']:.4f}")


if __name__ == "__main__":
    main()
