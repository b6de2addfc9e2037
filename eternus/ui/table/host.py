"""What the parts of the table template may use of the table they are part of.

:class:`~eternus.ui.table.table_scene.TableScene` is composed of small parts, one job each
(:mod:`notices`, :mod:`table_log`, :mod:`undo`, :mod:`hands`, :mod:`autosave`). A part's
methods take ``self: TableHost``: this Protocol is the whole of what a part may ask of the
table, so a part never reaches for a member nobody declared, and the type checker proves
every table fills it in.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from eternus.engine.core import Event
    from eternus.engine.standings import Standings
    from eternus.session import GameSession
    from eternus.ui.scene import Services
    from eternus.ui.scenes.standings_sheet import CardFace
    from eternus.ui.table.animator import Animator
    from eternus.ui.table.notices import Announcement, Notice
    from eternus.ui.table.display import TableDisplay
    from eternus.ui.table.turns import TurnDriver, TurnStep

Colour = tuple[int, int, int]


class TableHost(Protocol):
    """The members of a table its parts use: its session and services, the animator, the
    shared state the parts keep (notice, log, summary), and the hooks a game fills in."""

    session: GameSession
    services: Services
    animator: Animator
    notice: Notice | None
    announcement: Announcement | None
    log_lines: deque[tuple[str, Colour]]
    summary: tuple[str, Standings, str] | None
    next_deal: tuple[Event, ...] | None

    @property
    def driver(self) -> TurnDriver | None:
        """The seats' turns (None at a solitaire)."""

    @property
    def turns(self) -> TurnDriver:
        """The seats' turns; asking a solitaire is a bug."""

    @property
    def cards(self) -> TableDisplay:
        """The cards on the table; a table without cards has none to ask for."""

    @property
    def busy(self) -> bool:
        """Something moves, a big moment is held, or a summary or a deal waits."""

    @property
    def LOGS_THE_DEAL(self) -> bool:  # noqa: N802 - the tables' class constant
        """The first deal's events say something."""

    @property
    def RESTORED_EVENTS(self) -> int:  # noqa: N802 - the tables' class constant
        """How many last events a resumed match's log is rebuilt from."""

    # ------------------------------------------------------------------ shared by the parts
    def speed(self) -> float: ...
    def ai_pace(self) -> float: ...
    def sound(self, name: str) -> None: ...
    def say(self, text: str, colour: Colour = ...) -> None: ...
    def refuse(self, reason: str) -> None: ...
    def holding(self) -> bool: ...
    def cancel_input(self) -> None: ...
    def forget_input(self) -> None: ...
    def drop_summary(self) -> None: ...
    def undo_asker(self) -> int | None: ...
    def restart_now(self) -> None: ...
    def deal_next_hand(self) -> bool: ...
    def save_now(self) -> None: ...
    def show_move(self, events: list[Event]) -> None: ...
    def show_summary(self) -> bool: ...
    def show_results_once(self) -> None: ...
    def follow(self, step: TurnStep) -> bool: ...
    def hand_over(self, seat_name: str) -> None: ...
    def _autosave(self) -> None: ...

    # ------------------------------------------------------------------ the game's hooks
    def start(self, session: GameSession) -> None: ...
    def sync(self) -> None: ...
    def played(self, events: list[Event]) -> None: ...
    def after_undo(self) -> None: ...
    def next_deal_at(self, events: list[Event]) -> int | None: ...
    def people_only_watch(self) -> bool: ...
    def log_of(self, events: list[Event]) -> list[str]: ...
    def first_deal_events(self) -> list[Event]: ...
    def summary_card_face(self) -> CardFace | None: ...
