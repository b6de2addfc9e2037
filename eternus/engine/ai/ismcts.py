"""Information-set Monte Carlo tree search that works on any game through the protocol.

After Cowling, Powley and Whitehouse (2012) and OpenSpiel's ``ismcts.py``:

* every simulation starts from a fresh *determinization*: ``game.determinize(view, seat,
  rng)`` imagines the hidden cards consistently with the view, so the agent never needs
  (nor gets) the real state;
* tree nodes are information sets: a node is reached by an action path from the root and
  then identified by (player to act, that player's ``State.view_key``, equal exactly when
  the views are), so chance outcomes the player can see (a drawn card) lead to different
  nodes, hidden ones do not;
* selection is UCT over *availability* counts (an action's statistics only compete when
  it is legal in the sampled world) with a small tie tolerance and seeded tie-breaking;
* progressive widening: a node may grow only ``ceil(widen_c * visits ** widen_alpha)``
  children, taken in the order of the game's prior, so games with hundreds of actions
  (Pragon's hands) still get deep search on the few promising ones;
* playouts use the game's cheap rollout policy and may stop after ``rollout_depth`` moves,
  scoring the position with the game's heuristic.

The RNG of a search is seeded from the agent's seed and the view itself: the same seed
and the same view always give the same answer (a hint asked twice does not change), and
nothing else can influence it, which is what the no-peeking test checks.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace
from collections.abc import Hashable, Sequence

from eternus.engine.ai.base import GamePolicy, policy_for, view_seed
from eternus.engine.ai.collector import collector_paused
from eternus.engine.ai.paired import paired_choice
from eternus.engine.ai.search_config import SearchConfig
from eternus.engine.core import Action, Game, State, View
from eternus.engine.rng import Rng


@dataclass(frozen=True)
class SearchStats:
    """What the last search did; the benchmark and tuning read it."""

    iterations: int
    seconds: float
    root_children: int
    root_visits: int


class _Edge:
    """Statistics of one action at one information set, and where it led."""

    __slots__ = ("visits", "total", "avail", "children")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[tuple[int, Hashable], _Node] = {}


class _Node:
    """One information set of ``player``. Its action order is fixed on the first visit."""

    __slots__ = ("player", "view", "edges", "order", "cursor", "visits")

    def __init__(self, player: int, view: View) -> None:
        self.player = player
        self.view: View | None = view  # kept only until the prior has been computed
        self.edges: dict[Action, _Edge] = {}
        self.order: list[Action] | None = None
        self.cursor = 0
        self.visits = 0


def _play(state: State, action: Action) -> None:
    """Apply an action that came from this very state's ``legal_actions()``."""
    state.apply_unchecked(action)


def best_by_prior(policy: GamePolicy, view: View, seat: int, legal: list[Action],
                  rng: Rng) -> Action:
    """The action the policy's prior ranks first, ties broken by ``rng`` (no prior: any)."""
    scores = policy.prior(view, seat, legal)
    if scores is None:
        return rng.choice(legal)
    best = max(scores)
    return rng.choice([a for a, s in zip(legal, scores, strict=True) if s == best])


class IsmctsAgent:
    """An ISMCTS bot. ``policy`` overrides the game's own (tests use that).

    ``level`` (easy, normal, hard) lets the game adjust the search or replace it
    (``GamePolicy.level_config``, ``at_level``); ``style`` picks one of the game's
    personalities (``GamePolicy.styled``). Without a level the configuration is used as given.
    """

    def __init__(self, config: SearchConfig, seed: int, name: str = "ismcts",
                 policy: GamePolicy | None = None, level: str | None = None,
                 style: str | None = None) -> None:
        self.config = config
        self.seed = seed
        self.name = name
        self.level = level
        self.style = style
        self._policy = policy
        self.last_stats: SearchStats | None = None

    def policy_for(self, game: Game) -> GamePolicy:
        """The policy this agent plays ``game`` with: the game's, at its level, in its style."""
        policy = self._policy or policy_for(game)
        if self.level is not None:
            policy = policy.at_level(self.level)
        return policy.styled(self.style)

    def config_for(self, policy: GamePolicy) -> SearchConfig | None:
        return self.config if self.level is None else policy.level_config(self.level, self.config)

    # ------------------------------------------------------------------ public
    def choose(self, game: Game, view: View, seat: int, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from (is the game over?)")
        legal = list(legal_actions)
        if len(legal) == 1:
            self.last_stats = SearchStats(0, 0.0, 1, 0)
            return legal[0]
        policy = self.policy_for(game)
        chance = policy.chance_decision(view, seat, legal)
        if chance is not None:
            self.last_stats = SearchStats(0, 0.0, len(legal), 0)
            return chance.roll(self.seed, seat, view)
        config = self.config_for(policy)
        if config is None:
            self.last_stats = SearchStats(0, 0.0, len(legal), 0)
            scores = policy.prior(view, seat, legal)
            if scores is not None:
                best = max(scores)
                legal = [a for a, s in zip(legal, scores, strict=True) if s == best]
            if len(legal) == 1:
                return legal[0]
            return Rng(view_seed(self.seed, seat, view)).choice(legal)
        with collector_paused():
            start = time.perf_counter()
            settled = policy.settled(game, view, seat, legal)
            spent = time.perf_counter() - start
            if settled is not None:
                self.last_stats = SearchStats(0, spent, len(legal), 0)
                return settled
            if config.seconds is not None:       # the level's time covers the attempt too
                config = replace(config, seconds=max(0.001, config.seconds - spent))
            return self._search(game, view, seat, legal, policy, config)

    def _search(self, game: Game, view: View, seat: int, legal: list[Action],
                policy: GamePolicy, config: SearchConfig) -> Action:
        """The search proper: the policy's paired playouts, or the tree. Runs with the cyclic
        collector paused (``collector``): it builds much and frees it all by reference count."""
        rng = Rng(view_seed(self.seed, seat, view))
        if policy.paired_playouts:
            start = time.perf_counter()
            action, done = paired_choice(game, view, seat, legal, policy, config.iterations,
                                         config.seconds, policy.playout_depth(config.rollout_depth),
                                         rng)
            self.last_stats = SearchStats(done, time.perf_counter() - start, len(legal), done)
            return action
        root = _Node(seat, view)
        root.order = self._ordered(policy, view, seat, legal, rng)
        root.view = None
        cfg = config
        start = time.perf_counter()
        deadline = None if cfg.seconds is None else start + cfg.seconds
        done = 0
        sample = game.sampler(view, seat)
        while True:
            world = sample(rng)
            self._simulate(world, root, policy, cfg, rng)
            done += 1
            if cfg.iterations is not None and done >= cfg.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last_stats = SearchStats(done, time.perf_counter() - start, len(root.edges), root.visits)
        return self._best(root, legal)

    # ------------------------------------------------------------------ search
    def _ordered(self, policy: GamePolicy, view: View, seat: int,
                 actions: list[Action], rng: Rng) -> list[Action]:
        """Actions in expansion order: by the prior if any, shuffled among equals."""
        shuffled = list(actions)
        rng.shuffle(shuffled)
        scores = policy.prior(view, seat, shuffled)
        if scores is None:
            return shuffled
        ranked = sorted(range(len(shuffled)), key=lambda i: -scores[i])  # stable: keeps shuffle among ties
        return [shuffled[i] for i in ranked]

    def _simulate(self, state: State, root: _Node, policy: GamePolicy, cfg: SearchConfig,
                  rng: Rng) -> None:
        path: list[tuple[_Node, _Edge]] = []
        node: _Node | None = root
        while node is not None and not state.is_over:
            legal = state.legal_actions()  # at the root too: never trust a world blindly
            action, edge = self._select(node, legal, policy, cfg, rng)
            path.append((node, edge))
            _play(state, action)
            player = state.to_act
            if player is None:
                node = None
                break
            key = (player, state.view_key(player))
            child = edge.children.get(key)
            if child is None:
                edge.children[key] = _Node(player, state.view(player))
                node = None  # expanded one new information set: play out from here
            else:
                node = child
        depth = 0
        limit = policy.playout_depth(cfg.rollout_depth)
        while not state.is_over and (limit is None or depth < limit):
            _play(state, policy.rollout_action(state, rng))
            depth += 1
        values: dict[int, float] = {}
        for visited, edge in path:
            value = values.get(visited.player)
            if value is None:
                value = values[visited.player] = policy.evaluate(state, visited.player)
            visited.visits += 1
            edge.visits += 1
            edge.total += value

    def _select(self, node: _Node, legal: list[Action], policy: GamePolicy, cfg: SearchConfig,
                rng: Rng) -> tuple[Action, _Edge]:
        if node.order is None:
            assert node.view is not None
            node.order = self._ordered(policy, node.view, node.player, legal, rng)
            node.view = None
        legal_set = set(legal)
        allowed = math.ceil(cfg.widen_c * (node.visits + 1) ** cfg.widen_alpha)
        if len(node.edges) < allowed:
            fresh = self._next_unexpanded(node, legal, legal_set)
            if fresh is not None:
                edge = node.edges[fresh] = _Edge()
                for action, other in node.edges.items():
                    if action in legal_set:
                        other.avail += 1
                return fresh, edge
        best: list[tuple[Action, _Edge]] = []
        best_score = -math.inf
        for action, edge in node.edges.items():
            if action not in legal_set:
                continue
            edge.avail += 1
            if edge.visits == 0:
                score = math.inf
            else:
                score = edge.total / edge.visits + cfg.uct_c * math.sqrt(math.log(edge.avail) / edge.visits)
            if score > best_score + cfg.tie_tolerance:
                best, best_score = [(action, edge)], score
            elif score > best_score - cfg.tie_tolerance:
                best.append((action, edge))
        if not best:
            # This world allows none of the actions tried so far: grow past the widening cap.
            fresh = self._next_unexpanded(node, legal, legal_set) or rng.choice(legal)
            edge = node.edges.setdefault(fresh, _Edge())
            edge.avail += 1
            return fresh, edge
        return rng.choice(best)

    @staticmethod
    def _next_unexpanded(node: _Node, legal: list[Action], legal_set: set[Action]) -> Action | None:
        """The first action in prior order not yet a child and legal in this world.

        Actions the first visit did not see (a world where the "same" information set
        allows more) come last, in this world's order, so the choice stays reproducible.
        """
        order = node.order or []
        while node.cursor < len(order) and order[node.cursor] in node.edges:
            node.cursor += 1
        for i in range(node.cursor, len(order)):
            action = order[i]
            if action not in node.edges and action in legal_set:
                return action
        known: set[Action] | None = None
        for action in legal:
            if action not in node.edges:
                if known is None:
                    known = set(order)
                if action not in known:
                    order.append(action)
                    return action
        return None

    def _best(self, root: _Node, legal: list[Action]) -> Action:
        """Most visited root action; then best mean; then the prior's order."""
        rank = {a: i for i, a in enumerate(root.order or legal)}
        best = None
        best_key: tuple[float, float, int] | None = None
        for action in legal:
            edge = root.edges.get(action)
            if edge is None or edge.visits == 0:
                continue
            key = (edge.visits, edge.total / edge.visits, -rank.get(action, len(rank)))
            if best_key is None or key > best_key:
                best, best_key = action, key
        if best is None:
            return (root.order or legal)[0]
        return best
