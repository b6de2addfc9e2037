"""What an AI agent is, and the hooks a game may give the generic agents.

An agent is handed a seat's *view* (the JSON dict of ``State.view(seat)``), never the real
state. That is the whole anti-peeking guarantee: an agent that wants a full position has to
imagine one with ``game.determinize(view, seat, rng)``, which by construction knows only
what the view shows.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol
from collections.abc import Callable, Sequence

from eternus.engine.core import Action, Game, State, View, canonical
from eternus.engine.rng import Rng

if TYPE_CHECKING:
    from eternus.engine.ai.search_config import SearchConfig

log = logging.getLogger(__name__)


class Agent(Protocol):
    """Anything that picks one of the legal actions for a seat from that seat's view."""

    name: str

    def choose(self, game: Game, view: View, seat: int, legal_actions: Sequence[Action]) -> Action:
        """One element of ``legal_actions``. ``legal_actions`` must not be empty."""
        ...


def view_seed(seed: int, seat: int, view: View) -> int:
    """A seed made of the agent's seed, the seat and the view: the same question always gets
    the same answer, and nothing but what the seat sees can change it."""
    digest = hashlib.blake2b(canonical(view).encode(), digest_size=8).digest()
    return seed ^ int.from_bytes(digest, "little") ^ (seat * 0x9E3779B97F4A7C15)


@dataclass(frozen=True)
class ChanceDecision:
    """A decision a player gets right only some of the time: ``right`` with chance ``rate``,
    else ``wrong``. Saying "On Guard" in time is attention, not judgement, so a level says
    how often its players manage it rather than how well they think."""

    rate: float
    right: Action
    wrong: Action

    def roll(self, seed: int, seat: int, view: View) -> Action:
        """The answer of an agent with ``seed``, rolled from the view (no roll at rate 1)."""
        if self.rate >= 1.0:
            return self.right
        if self.rate <= 0.0:
            return self.wrong
        return self.right if Rng(view_seed(seed, seat, view)).random() < self.rate else self.wrong


#: The longest reason a hint gives (:meth:`GamePolicy.hint_reason`): one line of the notice
#: over the table, read from the sofa at the large text size.
REASON_LENGTH = 80


class GamePolicy:
    """Game knowledge the search may use; the default knows nothing about any game.

    A game improves its AI by defining ``POLICY`` (an instance of a subclass) in
    ``eternus/engine/<game id>/ai.py``. Everything here either reads a view (``prior``)
    or works on a *sampled* world during a playout, never on the real state.
    """

    #: Judge moves by paired playouts (eternus/engine/ai/paired.py) instead of a tree: for
    #: games of chance where nothing that matters is hidden.
    paired_playouts: bool = False
    #: With paired playouts: how many of the prior's best moves are compared (0: all). A
    #: turn with twenty lays spreads its worlds thin; the prior's few best get more of them.
    paired_candidates: int = 0
    #: With paired playouts: leave the first candidate (the prior's best) only for a move
    #: whose mean gain over it exceeds this many standard errors (0: any gain at all).
    paired_confidence: float = 0.0

    #: The levels a person may choose at this game's table, weakest first. A game whose
    #: search can do more than the generic three adds "expert" (and says in ``level_config``
    #: what it searches).
    levels: tuple[str, ...] = ("easy", "normal", "hard")

    #: The kinds of move a seat plays when its agent fails, most wanted first (see
    #: :meth:`safe_answer`): the moves that risk least, a check or a fold rather than all in,
    #: a draw rather than a card picked blind. Empty: the first legal action.
    safe_moves: tuple[type[Action], ...] = ()

    #: Personalities the game offers: id -> (short label for a menu, one-line description).
    #: A spec ``ismcts:hard+drawer`` plays the level with that style's policy (``styled``).
    styles: dict[str, tuple[str, str]] = {}

    def level_config(self, level: str, config: SearchConfig) -> SearchConfig | None:
        """The search a level runs in this game; None plays the prior's best action unsearched.

        The generic levels are one budget for every game, but a game whose knowledge already
        beats its search at that budget (or whose decisions must cost a millisecond) sets
        its own levels here. Default: the level's configuration as it is.
        """
        return config

    def at_level(self, level: str) -> GamePolicy:
        """The policy a level plays with (a game may give its levels different knowledge)."""
        return self

    def styled(self, style: str | None) -> GamePolicy:
        """The policy playing ``style`` (None: plain). Unknown styles are a ValueError."""
        if style is None:
            return self
        raise unknown_style(style, self.styles)

    def chance_decision(self, view: View, seat: int,
                        actions: Sequence[Action]) -> ChanceDecision | None:
        """The decision among ``actions`` if this policy leaves it to chance, else None.

        Every agent asks this first, before any prior or search, and rolls it with an RNG
        seeded from its own seed and the view (:meth:`ChanceDecision.roll`): so the table's
        AI seat and sim's agent answer alike. Default: nothing is left to chance.
        """
        return None

    def settled(self, game: Game, view: View, seat: int,
                actions: Sequence[Action]) -> Action | None:
        """A move this game can work out exactly from ``view``, or None to search.

        Asked before a level searches: a game may know positions small enough to answer
        outright (the end of a Pragon deal). The answer must read only the view, like the
        search. Default: every decision is searched.
        """
        return None

    def safe_answer(self, view: View, seat: int, actions: Sequence[Action]) -> Action:
        """The move a seat makes when its agent failed (raised, or answered a move not on offer).

        It must cost no thought and no risk, since whatever failed may fail again: the first
        legal action of the first kind in :attr:`safe_moves`, else the first legal action (the
        game lists its moves in a deliberate order). ``actions`` must not be empty.
        """
        for kind in self.safe_moves:
            for action in actions:
                if isinstance(action, kind):
                    return action
        return actions[0]

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float] | None:
        """Scores (higher = try first) parallel to ``actions``, or None for no preference.

        Search expands children in this order, so with hundreds of actions a good prior
        decides which few get looked at first.
        """
        return None

    def searchable(self, action: Action, first: Action) -> bool:
        """Whether paired playouts may pick ``action`` over ``first``, the prior's first choice.

        A game says no for moves its playouts judge worse than its own rules do (a move whose
        worth shows only after the playout stops, say, or only against some first choices);
        the prior keeps those decisions. Default: every move may be searched.
        """
        return True

    def playout_depth(self, configured: int | None) -> int | None:
        """How many moves a playout may run before ``evaluate`` scores it.

        The level's setting by default. A game whose result is only known at its end (stakes
        paid when the game is settled) plays out further than one with a useful heuristic.
        """
        return configured

    def playout_over(self, start: State, state: State) -> bool:
        """Whether a paired playout from ``start`` has gone far enough to be scored: the end
        of the game by default. A game of many hands may stop at the end of the hand, where
        its heuristic reads the running totals."""
        return state.is_over

    def rollout_action(self, state: State, rng: Rng) -> Action:
        """The playout move in a sampled world. Default: uniformly random legal action."""
        return rng.choice(state.legal_actions())

    def evaluate(self, state: State, seat: int) -> float:
        """Value in [0, 1] for ``seat``: the result if over, else the game's heuristic."""
        if state.is_over:
            return float(state.returns()[seat])
        return float(state.heuristic(seat))

    def hint_reason(self, view: View, seat: int, action: Action) -> str | None:
        """Why ``action`` is the move to make, in one line a player can check at the table
        (at most :data:`REASON_LENGTH` characters); None when the game has nothing to add
        to the move's own name. A hint shows it after the move.

        Read from ``view`` only, like every agent: a hint must know no more than the AI
        that chose it. Default: nothing to add.
        """
        return None


@dataclass(frozen=True)
class Choice:
    """What a seat plays, and why the agent's own answer was not played (None: it was)."""

    action: Action
    failure: str | None = None


def choose_safely(agent: Agent, game: Game, view: View, seat: int, legal: Sequence[Action]) -> Choice:
    """The agent's answer if it gives a legal one, else the game's safe answer, logged.

    Where a person waits at a table, an AI that fails must not stop the game, nor leave the
    table to pick a move for it: the policy of the game answers (:meth:`GamePolicy.safe_answer`)
    and the failure comes back as a sentence to show. A match between agents does not use
    this: there a failure is a bug to stop on.
    """
    try:
        action = agent.choose(game, view, seat, legal)
    except Exception as exc:  # any failure of the agent, whatever it is, is answered the same way
        log.exception("AI %s failed for seat %d", agent.name, seat)
        failure = f"The AI could not answer ({type(exc).__name__}: {exc})."
    else:
        if action in legal:
            return Choice(action)
        failure = f"The AI chose a move that is not allowed ({action})."
    return Choice(safe_answer(game, view, seat, legal), failure)


def safe_answer(game: Game, view: View, seat: int, legal: Sequence[Action]) -> Action:
    """The move ``game``'s policy makes for a seat whose agent failed; logged, as it is a fault."""
    action = policy_for(game).safe_answer(view, seat, legal)
    log.warning("seat %d plays the safe answer %s (its AI failed)", seat, action)
    return action


def best_scoring(actions: Sequence[Action], score: Callable[[Action], float], rng: Rng) -> Action:
    """The action ``score`` rates highest, ties broken by ``rng``: a rules-of-thumb playout move."""
    best: list[Action] = []
    best_score = float("-inf")
    for action in actions:
        value = score(action)
        if value > best_score:
            best, best_score = [action], value
        elif value == best_score:
            best.append(action)
    return rng.choice(best)


def unknown_style(style: str, styles: dict[str, tuple[str, str]]) -> ValueError:
    known = ", ".join(styles) if styles else "none (this game has no styles)"
    return ValueError(f"unknown style {style!r}; styles: {known}")


DEFAULT_POLICY = GamePolicy()


def policy_for(game: Game) -> GamePolicy:
    """The policy the game declared (eternus/engine/<id>/__init__.py), else the default.

    A game that is not registered (the test suite's toy games) plays with the default.
    """
    from eternus.engine.registry import declarations  # the registry imports the games' policies

    declared = declarations().get(game.id)
    return declared.policy if declared is not None else DEFAULT_POLICY
