"""What every game's table scene shares: notices, sound, the log, the other scenes, saving.

Each table (eternus/ui/games/<game>_table.py) knows its own game; these are the parts that
were the same at every table and must stay the same: a sound or a full disk never stops a
game, a refused move is said with the 'invalid' sound, and the rules page, the pause menu
and the results come from the foundation's scenes.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass

from eternus.session import GameSession, save_session
from eternus.ui import theme
from eternus.ui.scene import Scene
from eternus.ui.table.grammar import you_agree

log = logging.getLogger("eternus.ui")

NOTICE_SECONDS = 4.0


@dataclass
class Notice:
    """A short message over the table (a refused move, a failed save) and how long it stays."""

    text: str
    colour: tuple[int, int, int]
    ttl: float


class TableScene(Scene):
    """Base of the game tables. Subclasses set ``session``, ``notice`` and ``log_lines``."""

    session: GameSession
    notice: Notice | None
    log_lines: deque[tuple[str, tuple[int, int, int]]]
    results_shown: bool

    # ------------------------------------------------------------------ services
    def speed(self) -> float:
        """The animation speed from the settings (0 = off); a bad value means normal speed."""
        try:
            return max(0.0, float(self.services.settings.get("animation_speed", 1.0)))
        except (TypeError, ValueError):
            return 1.0

    def sound(self, name: str) -> None:
        try:
            self.services.sound.play(name)
        except Exception:  # a sound problem must never stop the game
            log.exception("sound %s failed", name)

    def _click(self) -> None:
        self.sound("click")

    def say(self, text: str, colour: tuple[int, int, int] = theme.CREAM) -> None:
        """A log line (every table's engine messages come through here): "You plays" is
        made "You play" once, for all tables (:mod:`eternus.ui.table.grammar`)."""
        self.log_lines.append((you_agree(text), colour))

    def refuse(self, reason: str) -> None:
        """Tell the player why not, with the 'invalid' sound."""
        if reason:
            self.notice = Notice(reason, theme.ERROR, NOTICE_SECONDS)
            self.sound("invalid")

    def tick_notice(self, dt: float) -> None:
        """Age the notice; it goes when its time is up."""
        if self.notice is not None:
            self.notice.ttl -= dt
            if self.notice.ttl <= 0:
                self.notice = None

    # ------------------------------------------------------------------ other scenes
    def cancel_input(self) -> None:
        """Drop a drag or a half-made choice before another scene covers the table."""

    def pause(self) -> None:
        self.cancel_input()

    def open_pause(self) -> None:
        from eternus.ui.scenes.pause import PauseScene

        self.cancel_input()
        self.services.stack.push(PauseScene(self.services))

    def open_rules(self) -> None:
        from eternus.ui.scenes.rules import RulesScene

        self.services.stack.push(RulesScene(self.services, self.session.game.id))

    def show_results_once(self) -> None:
        """At the end of the game, the results scene, once (undo and a new game reset it)."""
        from eternus.ui.scenes.results import ResultsScene

        if self.session.is_over and not self.results_shown:
            self.results_shown = True
            self.services.stack.push(ResultsScene(self.services, self.session))

    # ------------------------------------------------------------------ persistence
    def save_now(self) -> None:
        save_session(self.services.storage, self.session)

    def _autosave(self) -> None:
        try:
            self.save_now()
        except Exception as exc:  # a full disk must not end the game in progress
            log.exception("autosave failed")
            self.notice = Notice(f"Could not save the game: {exc}", theme.ERROR, NOTICE_SECONDS)
