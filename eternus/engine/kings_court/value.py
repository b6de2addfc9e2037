"""What a King's Court position is worth to the expert's search when a playout stops short.

Played to the end of the hand, a playout says only "won" or "lost", and whether a seat wins
a one-hand match turns on much more than going out first: in the hard players' own games
the player who went out had the lowest score in only 145 of 270 hands, because Risk cards,
the Dark Knight's stake and the dealing bonus move scores by 75 to 100 points. With a
few dozen such results a move, the expert could not tell its candidates apart: at 12 of
hard's close calls where such a search of 57 worlds preferred another move, 1,500 paired
worlds found that move better by at most 0.017 win share and worse in 9 (a search of
about 60 worlds a move has a standard error near 0.07).

So the expert stops its playouts after a few moves and scores the position with a
logistic model of the chance that this seat ends the hand lowest, fitted on the hard
rules' games by ``tools/fit_kings_court_value.py`` (held-out correlation with the result
0.36; the hand size alone 0.02, because scores decide as much as going out). The model reads
this seat's own hand, the hand sizes, the turn and the scores the hand would end with now.
In the search it reads a *sampled* world, so the rival hands it counts are guesses drawn
from what the seat has seen, never the real ones.

Fourteen more features (cards playable now, suits held, the next rival's hand, Risk, Battle
and answer cards held, the Dungeon, the second-smallest rival hand, the rivals' wilds, the
deck, and products of points, score gap and wilds with the hand sizes) raised the held-out
correlation only from 0.358 to 0.364 on 12,000 deals, and the expert's moves with them were
worth no more move by move (+0.05e-3 win share a decision, se 0.27e-3, two search seeds at
1,537 positions of ``tools/kings_court_regret.py``); playouts of 20 moves, which lean on
the model half as often, were no better either. So the model stays this small.

"Now" scores are the match totals plus the points in hand and this hand's adjustments;
partners count as one side. The model was fitted on one-hand matches of four players;
longer matches use it as the chance of leading after this hand.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from eternus.engine.kings_court.cards import CARDS, DRAW_COUNTS
from eternus.engine.kings_court.play import ANY_TIME
from eternus.engine.kings_court.scoring import hand_points

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState

FEATURES = (
    "bias", "1 / cards in hand", "one card left", "two cards left", "1 / fewest rival cards",
    "a rival on one card", "my turn", "draws pending on me", "wilds in hand / 4",
    "draw cards in hand / 4", "hand points / 100", "my adjustments / 100",
    "best rival score now / 100", "my score now - best rival's / 100",
    "behind the best rival even going out / 100",
)

# Fitted by tools/fit_kings_court_value.py (its defaults), in the order of FEATURES.
WEIGHTS = (
    -0.551, -0.842, 0.828, 0.207, 0.064,
    -0.137, 0.034, 0.101, 1.493,
    0.843, -0.63, -0.401,
    -0.205, -0.825,
    -0.802,
)


def features(state: KingsCourtState, seat: int) -> tuple[float, ...]:
    """The numbers the model reads for ``seat``, in the order of :data:`FEATURES`."""
    n = state.n
    mine = state.team(seat)
    rivals = [s for s in range(n) if state.team(s) != mine]
    cards = max(len(state.hands[seat]), 1)
    fewest = max(min(len(state.hands[s]) for s in rivals), 1)
    hand = state.hands[seat]
    wilds = sum(1 for c in hand if CARDS[c].effect in ANY_TIME or CARDS[c].effect == "magician")
    draws = sum(1 for c in hand if CARDS[c].effect in DRAW_COUNTS)
    my_turn = state.current == seat
    pending = min(int(state.turn["pending"] or 0), 8) / 8.0 if my_turn else 0.0
    points = hand_points(state, seat)
    now = _scores_now(state)
    best = min(now[state.team(s)] for s in rivals)
    out_now = now[mine] - points   # this seat's side if it went out now
    return (
        1.0, 1.0 / cards, float(cards == 1), float(cards == 2), 1.0 / fewest,
        float(fewest == 1), float(my_turn), pending, wilds / 4.0,
        draws / 4.0, points / 100.0, state.adjust[seat] / 100.0,
        best / 100.0, (now[mine] - best) / 100.0,
        max(out_now - best, 0) / 100.0,
    )


def win_chance(state: KingsCourtState, seat: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """The model's chance that ``seat`` ends the hand with the lowest score, in (0, 1)."""
    score = sum(w * x for w, x in zip(weights, features(state, seat), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, score))))


def _scores_now(state: KingsCourtState) -> dict[int, int]:
    """Each side's total if the hand were scored now with nobody out."""
    scores: dict[int, int] = {}
    for s in range(state.n):
        side = state.team(s)
        scores[side] = scores.get(side, 0) + state.totals[s] + hand_points(state, s) + state.adjust[s]
    return scores
