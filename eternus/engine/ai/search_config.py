"""What one search may spend, and its knobs: the levels (:data:`eternus.engine.ai.LEVELS`)
and the games' policies (``GamePolicy.level_config``) speak of searches in these terms.

Apart from :mod:`ismcts`, which runs the search, so that the policy's base
(:mod:`base`) can name a search's configuration without importing the search that reads
the policy.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SearchConfig:
    """Budget and knobs of one search. At least one of ``iterations``/``seconds`` is set.

    An iteration cap makes a search reproducible on any machine; a time cap bounds the
    latency a player waits. With both, whichever comes first ends the search.
    """

    iterations: int | None = 300
    seconds: float | None = None
    uct_c: float = 0.7
    rollout_depth: int | None = None
    widen_c: float = 2.0
    widen_alpha: float = 0.5
    tie_tolerance: float = 1e-5

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs an iteration cap, a time cap, or both")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("iterations must be at least 1")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("seconds must be positive")
