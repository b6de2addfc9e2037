"""Screen settings of the King's Court expert by what its moves are worth, position by position.

    python tools/kings_court_regret.py search --variant n=300 --jobs 2
    python tools/kings_court_regret.py report --variant n=300 --z 0.5,1,2 --jobs 2

Why: the expert's margin over hard is a few hundredths of a win share, and a game-level run
sees that to about +-0.035 only after 1,000 paired games (about 90 minutes on two cores). Here
a setting is judged at fixed positions where the real state is known, in minutes.

How: the positions are every fourth decision with a choice (not an attention call such as "On
Guard") in hard players' one-hand matches of four, deals 8100-8159 (1,537 positions in the games
first recorded, 1,457 in those recorded again on 2026-11-28; ``--deals`` picks others). The
matches' moves are recorded in ``games.jsonl`` the first time, so that the positions stay the
same states after a change to the engine's views. A move's worth is played out in the *real*
state: the real hands, the draw pile reshuffled and the luck renewed, then every seat plays the
hard rules to the end of the match; the mean result over ``--worlds`` such worlds, the same
worlds for every move of a position (paired). A setting's gain at a position is the worth of its
move less the worth of hard's move (zero where they agree). ``search`` records, per position,
the expert's candidates and their paired gains, so ``report`` can choose under any confidence
margin (``--z``) without searching again; it plays out the moves it has no worth for yet (kept
in ``truth.jsonl``) and prints the mean gain per position, the gain per kind of departure, and
each margin against the first.

The worths assume hard plays on after the move, so a move that pays only if the expert plays
on differently is undervalued. A variant is ``key=value`` pairs: ``n`` playouts (300),
``c`` candidates (4), ``d`` playout depth (10, 0 = to the end of the hand), ``risk=1`` lets the
search pick Risk cards (the expert before ``KingsCourtPolicy.searchable``), ``k=1`` keeps hard's card
where the search would draw or pass (``KingsCourtPolicy.keeps_play``, off in the expert), ``t=1`` searches with
the generic ISMCTS tree instead (``n`` iterations, the same prior, playouts and value, its own
later moves searched too, no margin), ``s`` a search seed
other than the expert's own (0): the search's own luck is a good part of a comparison's noise,
and two seeds of each setting halve it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from eternus.engine import ai  # noqa: E402
from eternus.engine.ai.base import policy_for, view_seed  # noqa: E402
from eternus.engine.ai.ismcts import IsmctsAgent  # noqa: E402
from eternus.engine.ai.search_config import SearchConfig  # noqa: E402
from eternus.engine.ai.paired import _chosen, paired_tally  # noqa: E402
from eternus.engine.core import Action, JsonDict, Seat  # noqa: E402
from eternus.engine.kings_court.ai import EXPERT_CANDIDATES, EXPERT_DEPTH, KingsCourtPolicy  # noqa: E402
from eternus.engine.kings_court.state import KingsCourtState  # noqa: E402
from eternus.engine.registry import get_game  # noqa: E402
from eternus.engine.rng import Rng  # noqa: E402
from eternus.match import agent_seed  # noqa: E402

GAME = get_game("kings_court")
HARD = policy_for(GAME).at_level("hard")
DEALS = "8100:60"
EVERY = 4
SEATS = 4


class _AnyMove(KingsCourtPolicy):
    """The expert as it was before Risk cards were kept out of its search."""

    def searchable(self, action: Action, first: Action) -> bool:
        return True


def variant(spec: str) -> dict[str, int]:
    settings = {"n": 300, "c": EXPERT_CANDIDATES, "d": EXPERT_DEPTH, "risk": 0, "t": 0,
                "k": int(KingsCourtPolicy.keeps_play), "s": 0}
    for pair in filter(None, spec.split(",")):
        key, _, value = pair.partition("=")
        if key not in settings:
            raise SystemExit(f"unknown setting {key!r} in {spec!r}; known: {', '.join(settings)}")
        settings[key] = int(value)
    return settings


def _new(seed: int) -> KingsCourtState:
    state = GAME.new(tuple(Seat(f"S{i}", "ismcts:hard") for i in range(SEATS)), {"max_hands": 1}, seed)
    assert isinstance(state, KingsCourtState)
    return state


def _hard_game(seed: int) -> list[JsonDict]:
    """The moves of hard players' one-hand match on deal ``seed``."""
    state = _new(seed)
    hard = [ai.make_agent("ismcts:hard", agent_seed(seed, i)) for i in range(SEATS)]
    line = []
    while state.to_act is not None:
        seat, legal = state.to_act, state.legal_actions()
        action = legal[0] if len(legal) == 1 else hard[seat].choose(GAME, state.view(seat), seat, legal)
        line.append(action.to_json())
        state.apply(action)
    return line


def recorded_games(directory: Path, deals: str, jobs: int) -> dict[int, list[JsonDict]]:
    """Each deal's moves, played by hard players the first time and read from ``games.jsonl``
    after. Recorded, because hard's ties are broken by a generator seeded from what it sees:
    a change to anything in the view (a new public record, say) would otherwise replay other
    games, and the positions, and the worths kept for them, would no longer be the same."""
    first, _, count = deals.partition(":")
    path = directory / "games.jsonl"
    games = {int(row["deal"]): row["moves"] for row in _read(path)}
    missing = [seed for seed in range(int(first), int(first) + int(count)) if seed not in games]
    with ProcessPoolExecutor(jobs) as pool, _appending(path) as f:
        for seed, line in zip(missing, pool.map(_hard_game, missing), strict=True):
            games[seed] = line
            f.write(json.dumps({"deal": seed, "moves": line}) + "\n")
    return {seed: games[seed] for seed in range(int(first), int(first) + int(count))}


def positions(games: dict[int, list[JsonDict]]) -> list[tuple[int, int]]:
    """(deal, moves played before it) for every fourth decision with a choice, in order."""
    found = []
    for seed, line in games.items():
        state, counted = _new(seed), 0
        for moves, move in enumerate(line):
            seat, legal = state.to_act, state.legal_actions()
            assert seat is not None
            if len(legal) > 1 and HARD.chance_decision(state.view(seat), seat, legal) is None:
                counted += 1
                if counted % EVERY == 0:
                    found.append((seed, moves))
            state.apply(GAME.action_from_json(move))
    return found


def _position(seed: int, line: list[JsonDict]) -> tuple[KingsCourtState, Action]:
    """The real state before the last move of ``line``, and that move (hard's there)."""
    state = _new(seed)
    for move in line[:-1]:
        state.apply(GAME.action_from_json(move))
    return state, GAME.action_from_json(line[-1])


def _search(job: tuple[int, list[JsonDict], dict[str, int]]) -> dict[str, Any]:
    """The expert's paired search at one position, its candidates' summed gains kept."""
    seed, line, settings = job
    state, hard_move = _position(seed, line)
    seat = state.to_act
    assert seat is not None
    base = policy_for(GAME).at_level("expert")
    assert isinstance(base, KingsCourtPolicy)
    policy = (_AnyMove if settings["risk"] else KingsCourtPolicy)(base.weights)
    policy.paired_candidates = settings["c"]
    policy.keeps_play = bool(settings["k"])
    view, legal = state.view(seat), state.legal_actions()
    if settings["t"]:
        return _tree_search(state, seed, line, seat, hard_move, policy, settings)
    tally = paired_tally(GAME, view, seat, legal, policy, settings["n"], None, settings["d"] or None,
                         Rng(view_seed(agent_seed(seed, seat) + 7919 * settings["s"], seat, view)))
    return {"deal": seed, "played": len(line) - 1, "hard": repr(hard_move),
            "candidates": [repr(a) for a in tally.candidates], "gains": tally.gains,
            "squares": tally.squares, "worlds": tally.worlds}


class _Tree(KingsCourtPolicy):
    """The expert's prior, playouts and value, searched by the tree rather than paired."""

    paired_playouts = False


def _tree_search(state: KingsCourtState, seed: int, line: list[JsonDict], seat: int,
                 hard_move: Action, policy: KingsCourtPolicy, settings: dict[str, int]) -> dict[str, Any]:
    """The generic ISMCTS at one position (``t=1``): its choice, kept as the one candidate."""
    agent = IsmctsAgent(SearchConfig(iterations=settings["n"], rollout_depth=settings["d"] or None),
                        agent_seed(seed, seat) + 7919 * settings["s"], policy=_Tree(policy.weights))
    chosen = agent.choose(GAME, state.view(seat), seat, state.legal_actions())
    return {"deal": seed, "played": len(line) - 1, "hard": repr(hard_move), "chosen": repr(chosen),
            "candidates": [repr(chosen)], "gains": [0.0], "squares": [0.0], "worlds": 0}


def _worth(job: tuple[int, list[JsonDict], str, int]) -> dict[str, Any]:
    """A move's mean result over paired worlds of the real state (see the module docstring)."""
    seed, line, move, worlds = job
    state, _ = _position(seed, line)
    seat = state.to_act
    assert seat is not None
    action = next(a for a in state.legal_actions() if repr(a) == move)
    total = 0.0
    for w in range(worlds):
        world = state.clone()
        rng = Rng(1_000_003 * w + 17)
        rng.shuffle(world.deck)
        world.rng = Rng(rng.next_u64())
        luck = Rng(rng.next_u64())
        world.apply_unchecked(action)
        while not world.is_over:
            world.apply_unchecked(HARD.rollout_action(world, luck))
        total += world.returns()[seat]
    return {"deal": seed, "played": len(line) - 1, "move": move, "worth": total / worlds}


def _read(path: Path) -> list[dict[str, Any]]:
    """The rows of a JSON-lines file; a line cut short by a stopped run is left out (and redone)."""
    rows = []
    for line in path.open(encoding="utf-8") if path.exists() else ():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return rows


def _appending(path: Path) -> TextIO:
    """``path`` opened to add lines, after cutting off a last line a stopped run left unfinished."""
    if path.exists():
        text = path.read_bytes()
        if text and not text.endswith(b"\n"):
            path.write_bytes(text[:text.rfind(b"\n") + 1])
    return path.open("a", encoding="utf-8")


def search(args: argparse.Namespace) -> None:
    settings = variant(args.variant)
    out = args.dir / f"search_{args.variant}.jsonl"
    done = {(row["deal"], row["played"]) for row in _read(out)}
    games = recorded_games(args.dir, args.deals, args.jobs)
    jobs = [(seed, games[seed][:moves + 1], settings) for seed, moves in positions(games)
            if (seed, moves) not in done]
    with ProcessPoolExecutor(args.jobs) as pool, _appending(out) as f:
        for row in pool.map(_search, jobs, chunksize=4):
            f.write(json.dumps(row) + "\n")
            f.flush()


def _choice(row: dict[str, Any], z: float) -> str:
    if "chosen" in row:  # the tree's choice: no margin to weigh
        return str(row["chosen"])
    if not row["worlds"]:
        return str(row["candidates"][0])
    return str(row["candidates"][_chosen(row["gains"], row["squares"], row["worlds"], z)])


def _at(row: dict[str, Any]) -> tuple[int, int]:
    return row["deal"], row["played"]


def _mean_se(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    spread = sum((v - mean) ** 2 for v in values) / max(len(values) - 1, 1)
    return mean, math.sqrt(spread / len(values))


def report(args: argparse.Namespace) -> None:
    rows = _read(args.dir / f"search_{args.variant}.jsonl")
    margins = [float(z) for z in args.z.split(",")]
    if args.against is not None:  # the other setting's rows, judged at the same positions
        others = {_at(r): r for r in _read(args.dir / f"search_{args.against}.jsonl")}
        rows = [r for r in rows if _at(r) in others]
    truth_path = args.dir / "truth.jsonl"
    worth = {(*_at(r), r["move"]): r["worth"] for r in _read(truth_path)}
    judged = rows + ([others[_at(r)] for r in rows] if args.against is not None else [])
    wanted = {(*_at(r), m) for r in judged for z in margins
              for m in (r["hard"], _choice(r, z)) if _choice(r, z) != r["hard"]}
    games = recorded_games(args.dir, args.deals, args.jobs)
    jobs = [(seed, games[seed][:moves + 1], move, args.worlds) for seed, moves, move in sorted(wanted)
            if (seed, moves, move) not in worth]
    with ProcessPoolExecutor(args.jobs) as pool, _appending(truth_path) as f:
        for result in pool.map(_worth, jobs):
            worth[(*_at(result), result["move"])] = result["worth"]
            f.write(json.dumps(result) + "\n")
            f.flush()
    def gain(r: dict[str, Any], z: float) -> float:
        move = _choice(r, z)
        return 0.0 if move == r["hard"] else worth[(*_at(r), move)] - worth[(*_at(r), r["hard"])]

    gains: dict[float, list[float]] = {}
    for z in margins:
        gains[z] = [gain(r, z) for r in rows]
        mean, se = _mean_se(gains[z])
        departures = sum(1 for r in rows if _choice(r, z) != r["hard"])
        print(f"{args.variant} z={z}: {len(rows)} positions, leaves hard's move at {departures}, "
              f"gain per position {mean * 1000:+.2f}e-3 (se {se * 1000:.2f}e-3)")
        by_kind: dict[str, list[float]] = defaultdict(list)
        for r, g in zip(rows, gains[z], strict=True):
            if _choice(r, z) != r["hard"]:
                by_kind[f"{r['hard'].split('(')[0]} -> {_choice(r, z).split('(')[0]}"].append(g)
        for kind, values in sorted(by_kind.items(), key=lambda kv: -len(kv[1])):
            mean, se = _mean_se(values)
            print(f"    {kind:32s} {len(values):4d}  {mean:+.4f} each (se {se:.4f})")
    first = margins[0]
    for z in margins[1:]:
        mean, se = _mean_se([a - b for a, b in zip(gains[z], gains[first], strict=True)])
        print(f"z={z} against z={first}: {mean * 1000:+.2f}e-3 per position (se {se * 1000:.2f}e-3)")
    if args.against is not None:
        mean, se = _mean_se([g - gain(others[_at(r)], first)
                             for r, g in zip(rows, gains[first], strict=True)])
        print(f"{args.variant} against {args.against} (z={first}): {mean * 1000:+.2f}e-3 per position "
              f"(se {se * 1000:.2f}e-3) over {len(rows)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("search", "report"))
    parser.add_argument("--variant", default="", help="e.g. n=300,c=4,d=10,risk=0")
    parser.add_argument("--z", default="1", help="confidence margins to report, e.g. 0.5,1,2")
    parser.add_argument("--against", help="another searched variant to compare with, position by position")
    parser.add_argument("--worlds", type=int, default=200, help="paired worlds per move's worth")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--deals", default=DEALS, help="the deals positions come from, FIRST:COUNT")
    parser.add_argument("--dir", type=Path, default=Path("kings_court_regret"))
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    (search if args.command == "search" else report)(args)


if __name__ == "__main__":
    main()
