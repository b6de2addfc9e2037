"""Ask an AI agent for a move on a worker thread, so the table keeps drawing meanwhile.

The agent gets a copy of the seat's view and the legal actions, never the live state, so
the thread shares nothing the UI changes. Each request carries a ``tag`` (the table uses
the move number); an answer whose tag is stale when it arrives is thrown away.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any
from collections.abc import Sequence

from eternus.engine.ai.base import choose_safely
from eternus.engine.core import Action, Game, View

log = logging.getLogger("eternus.ui")

#: How long (seconds) a thread may hold the interpreter before another that waits gets it.
#: Python's default is 5 ms: a frame that wakes while the AI thinks could wait that long for
#: each turn at the interpreter, and at 3840x2160 that pushed a Dragon Kings frame's p95 from
#: about 9 ms to 12-18 ms (``bench --only dragon_kings_frame_4k``). At 1 ms the frame waits
#: less and the AI, which has the interpreter whenever the frame sleeps, loses little.
FRAME_SWITCH_INTERVAL = 0.001


def share_interpreter_with_frames() -> None:
    """Let the drawing thread take the interpreter back from a thinking AI within 1 ms.

    The app calls this once at start, and the frame benchmarks do too, so that they measure
    the loop a player runs.
    """
    sys.setswitchinterval(FRAME_SWITCH_INTERVAL)


@dataclass(frozen=True)
class Answer:
    tag: Any
    action: Action | None
    error: str | None
    seconds: float
    reason: str | None = None      # why the action, in one line (a worker that explains)


class AiWorker:
    """One request at a time; ``poll()`` returns the finished :class:`Answer` once.

    A worker that ``explains`` (the hint's) also asks the game why its move is good, on the
    same thread and from the same view, so a hint with its reason comes no later than one
    without (an AI seat's worker explains nothing: nobody reads it)."""

    def __init__(self, spec: str = "ismcts", seed: int = 0, explains: bool = False) -> None:
        self.spec = spec
        self.seed = seed
        self.explains = explains
        self._agent: Any = None
        self._thread: threading.Thread | None = None
        self._answer: Answer | None = None
        self._lock = threading.Lock()

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def request(self, game: Game, view: View, seat: int, legal: Sequence[Action], tag: Any) -> bool:
        """Start thinking; False (and nothing started) if a request is already running."""
        if self.busy:
            return False
        args = (game, view, seat, list(legal), tag)
        self._thread = threading.Thread(target=self._run, args=args, name="eternus-ai", daemon=True)
        self._thread.start()
        return True

    def _run(self, game: Game, view: View, seat: int, legal: list[Action], tag: Any) -> None:
        start = time.perf_counter()
        try:
            if self._agent is None:
                from eternus.engine.ai import make_agent  # late: the AI is optional for the table

                self._agent = make_agent(self.spec, self.seed)
            choice = choose_safely(self._agent, game, view, seat, legal)  # a failed agent: the game's safe move
            reason = None if choice.failure else self._reason(game, view, seat, choice.action)
            answer = Answer(tag, choice.action, choice.failure, time.perf_counter() - start, reason)
        except Exception as exc:  # no agent at all (a bad spec): a message, not the window
            log.exception("AI %s failed", self.spec)
            answer = Answer(tag, None, f"The AI could not answer ({type(exc).__name__}: {exc}).",
                            time.perf_counter() - start)
        with self._lock:
            self._answer = answer

    def _reason(self, game: Game, view: View, seat: int, action: Action) -> str | None:
        """The game's one line of why (None if it has none, or fails to say: a hint without
        its reason is still a hint)."""
        if not self.explains:
            return None
        from eternus.engine.ai.base import policy_for  # late, as the agent is

        try:
            return policy_for(game).hint_reason(view, seat, action)
        except Exception:
            log.exception("the reason for a %s hint failed", game.id)
            return None

    def poll(self) -> Answer | None:
        with self._lock:
            answer, self._answer = self._answer, None
        return answer

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the running request ends (tests and shutdown only)."""
        if self._thread is not None:
            self._thread.join(timeout)
