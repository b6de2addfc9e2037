"""AI agents. ``make_agent(spec, seed)`` is the one entry point the UI and the CLI use.

Specs: ``random``; ``greedy`` (the game's rules of thumb, no search); ``caller`` (a named
style of the greedy player, where a game offers it: :data:`NAMED_STYLES`); ``ismcts`` (the default
level, ``normal``); ``ismcts:easy``, ``ismcts:normal``, ``ismcts:hard``. Agents get a seat's view, never the real state.

A ``+style`` suffix (``ismcts:hard+drawer``, ``greedy+hoarder``) asks for one of the
game's personalities (``GamePolicy.styles``). Which styles exist depends on the game, so
the suffix is only parsed here; an unknown one fails when the agent first plays that game.
"""

from __future__ import annotations

from dataclasses import replace

from eternus.engine.ai.base import Agent, GamePolicy, policy_for
from eternus.engine.ai.greedy_agent import GreedyAgent
from eternus.engine.ai.ismcts import IsmctsAgent
from eternus.engine.ai.random_agent import RandomAgent
from eternus.engine.ai.search_config import SearchConfig
from eternus.engine.core import Game

DEFAULT_LEVEL = "normal"

# Iteration caps keep a level's strength the same on every machine; the time caps bound
# how long a player waits on a slow or busy one. Playouts stop after a few moves and score
# the position with the game's heuristic: on Pragon, depth 4 won as often as depth 8 or
# full playouts at a fraction of the time, and 60 to 300 iterations all won 70-82 % of
# 40-60 seeded deals (random legal play: about 5 %). "easy" is deliberately short-sighted.
LEVELS: dict[str, SearchConfig] = {
    "easy": SearchConfig(iterations=20, seconds=0.1, rollout_depth=4),
    "normal": SearchConfig(iterations=200, seconds=0.25, rollout_depth=4),
    "hard": SearchConfig(iterations=1500, seconds=2.0, rollout_depth=8),
    # Only for a game whose policy offers it (``GamePolicy.levels``) and says what it searches
    # (``level_config``): King's Court's expert plays its hard rules on for a few moves in
    # sampled worlds at every decision, 300 playouts (about 0.25 s on a slow machine,
    # the same strength on any) or 0.9 s at most.
    "expert": SearchConfig(iterations=300, seconds=0.9),
}

#: Players known by a name of their own, each the greedy player of one style a game's policy
#: may offer (``GamePolicy.styles``): ``caller`` is ``greedy+caller``. A game without that
#: style refuses the spec (``check_spec``), as it refuses an unknown ``+style``.
NAMED_STYLES: dict[str, str] = {
    "caller": "caller",   # the calling station of betting games: checks or calls, never raises or folds
}

SPECS = ("random", "greedy", *NAMED_STYLES, "ismcts", *(f"ismcts:{level}" for level in LEVELS))


def parse_spec(spec: str) -> tuple[str, str, str | None]:
    """``"ismcts:hard+drawer"`` -> ``("ismcts", "hard", "drawer")``; level "" if none given."""
    base, plus, style = spec.partition("+")
    kind, _, level = base.partition(":")
    if plus and not style:
        raise ValueError(f"agent {spec!r}: a style must follow the '+'")
    return kind, level, (style if plus else None)


def spec_level(spec: str) -> str:
    """The level an agent spec plays at (the default level for a bare ``ismcts``)."""
    kind, level, _ = parse_spec(spec)
    return level or (DEFAULT_LEVEL if kind == "ismcts" else "")


def check_spec(spec: str, game: Game) -> None:
    """Raise ValueError now if ``spec`` cannot play ``game`` (bad agent, level or style)."""
    make_agent(spec, 0)
    kind, level, style = parse_spec(spec)
    policy = policy_for(game)
    if kind == "ismcts" and level and level not in policy.levels:
        raise ValueError(f"{game.title} has no {level!r} level; its levels: {', '.join(policy.levels)}")
    policy.styled(NAMED_STYLES.get(kind, style))


def make_agent(spec: str, seed: int, budget_ms: float | None = None) -> Agent:
    """Build an agent from its spec. ``budget_ms`` replaces a search's caps by a time budget."""
    kind, level, style = parse_spec(spec)
    if kind == "random" and not level and style is None:
        return RandomAgent(seed)
    if kind == "greedy" and not level:
        return GreedyAgent(seed, style)
    if kind in NAMED_STYLES and not level and style is None:
        return GreedyAgent(seed, NAMED_STYLES[kind], name=kind)
    if kind == "ismcts":
        level = level or DEFAULT_LEVEL
        if level not in LEVELS:
            raise ValueError(f"unknown ISMCTS level {level!r}; levels: {', '.join(LEVELS)}")
        config = LEVELS[level]
        if budget_ms is not None:
            config = replace(config, iterations=None, seconds=budget_ms / 1000.0)
        name = f"ismcts:{level}" + (f"+{style}" if style else "")
        return IsmctsAgent(config, seed, name=name, level=level, style=style)
    raise ValueError(f"unknown agent {spec!r}; agents: {', '.join(SPECS)}")


__all__ = ["Agent", "GamePolicy", "GreedyAgent", "IsmctsAgent", "LEVELS", "NAMED_STYLES", "RandomAgent", "SPECS",
           "SearchConfig", "check_spec", "make_agent", "parse_spec", "policy_for", "spec_level"]
