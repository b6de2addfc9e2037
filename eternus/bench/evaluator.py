"""``bench --only dk_evaluator``: the Dragon Kings hand evaluator beside the poker anchors.

Measured in one process, on the same seeded hands: our wild-free seven-card evaluations
per second, wild-card hands per second (the full ``best_hand`` with its naming, and the
key-only path search uses), one 10,000-deal equity estimate, and the one-off table build;
then, when the optional ``compare`` extra is installed, phevaluator's and treys' seven-card
evaluations per second and a 10,000-deal equity loop over eval7. A missing anchor says so.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

HANDS = 100_000
WILD_HANDS = 5_000
EQUITY_SAMPLES = 10_000


def _rate(count: int, work: Callable[[], object]) -> float:
    """``count`` items done by ``work``, per second."""
    start = time.perf_counter()
    work()
    return round(count / (time.perf_counter() - start))


def bench_dk_evaluator() -> dict[str, Any]:
    from eternus.engine.dragon_kings import tables
    from eternus.engine.dragon_kings.equity import equity
    from eternus.engine.dragon_kings.evaluator import CARD_ID, HandRules, best_hand, evaluate7, wild_key

    start = time.perf_counter()
    tables.tables.cache_clear()
    tables.tables()
    build_s = time.perf_counter() - start
    rng = random.Random(7)
    codes = list(CARD_ID)
    seven = [rng.sample(range(52), 7) for _ in range(HANDS)]
    wild = [rng.sample(codes, 6) for _ in range(WILD_HANDS)]
    joker = HandRules(wild=frozenset({"JK1"}))
    report: dict[str, Any] = {
        "table_build_s": round(build_s, 3),
        "evaluate7_per_sec": _rate(HANDS, lambda: [evaluate7(h) for h in seven]),
        "wild_best_hand_per_sec": _rate(WILD_HANDS, lambda: [best_hand(h[:1] + ["JK1"], h[1:], joker)
                                                             for h in wild]),
        "wild_key_per_sec": _rate(WILD_HANDS, lambda: [wild_key([CARD_ID[c] for c in h], 1)
                                                       for h in wild]),
    }
    start = time.perf_counter()
    equity(["As", "Kd"], [], 1, EQUITY_SAMPLES, seed=1)
    report["equity_10k_ms"] = round((time.perf_counter() - start) * 1000, 1)
    report["anchors"] = _anchors(seven)
    return report


def _anchors(seven: list[list[int]]) -> dict[str, Any]:
    from eternus.engine.dragon_kings.evaluator import CARD_CODE

    hands = [[CARD_CODE[c] for c in h] for h in seven[:20_000]]
    out: dict[str, Any] = {}
    try:
        from phevaluator import evaluate_cards
        out["phevaluator_per_sec"] = _rate(len(hands), lambda: [evaluate_cards(*h) for h in hands])
    except ImportError as exc:
        out["phevaluator_per_sec"] = f"unavailable: {exc} (pip install -e '.[compare]')"
    try:
        from treys import Card, Evaluator
        judge = Evaluator()
        as_treys = [[Card.new(c) for c in h] for h in hands]
        out["treys_per_sec"] = _rate(len(hands), lambda: [judge.evaluate(h[:2], h[2:]) for h in as_treys])
    except ImportError as exc:
        out["treys_per_sec"] = f"unavailable: {exc} (pip install -e '.[compare]')"
    try:
        import eval7
        out["eval7_equity_10k_ms"] = _eval7_equity_ms(eval7)
    except ImportError as exc:
        out["eval7_equity_10k_ms"] = f"unavailable: {exc} (pip install -e '.[compare]')"
    return out


def _eval7_equity_ms(eval7: Any) -> float:
    """Ace-King against one random hand, 10,000 deals, in a plain loop over eval7.evaluate."""
    rng = random.Random(1)
    hero = [eval7.Card("As"), eval7.Card("Kd")]
    deck = [c for c in eval7.Deck().cards if str(c) not in ("As", "Kd")]
    start = time.perf_counter()
    won = 0.0
    for _ in range(EQUITY_SAMPLES):
        deal = rng.sample(deck, 7)
        mine = eval7.evaluate(hero + deal[:5])
        theirs = eval7.evaluate(deal[5:] + deal[:5])
        won += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return round((time.perf_counter() - start) * 1000, 1)


HAND_SECONDS = 2.0


def bench_dk_hands() -> dict[str, Any]:
    """Random six-player Dragon Kings hands per second, headless: whole matches of the
    Dragon Kings table (wing cards in play) played by random legal moves, counted by the hand."""
    from eternus.engine.core import Seat
    from eternus.engine.dragon_kings.game import DragonKingsGame
    from eternus.engine.rng import Rng

    game = DragonKingsGame()
    seats = tuple(Seat(f"P{i}", "random") for i in range(6))
    hands = actions = matches = 0
    start = time.perf_counter()
    while time.perf_counter() - start < HAND_SECONDS:
        state, _ = game.deal(seats, {"preset": "dragon_kings", "match_length": 20}, matches)
        rng = Rng(matches)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        hands += state.hand_no
        matches += 1
    seconds = time.perf_counter() - start
    return {"players": 6, "hands": hands, "seconds": round(seconds, 3), "hands_per_sec": round(hands / seconds),
            "actions_per_sec": round(actions / seconds)}
