"""The scenes a screen may ask for, by what they are for: the one way between screens.

A table or a menu says "the rules of this game", "the hand-over to Bram", "the results";
it never builds another screen's scene itself. :class:`Navigator` is what it may ask,
given to every scene in :class:`~eternus.ui.scene.Services`; the one implementation
(:mod:`eternus.ui.scenes.navigation`) is the only module that knows every scene class, so
the tables (``eternus/ui/table``, ``eternus/ui/games``) and the scenes do not import each
other, and a second kind of screen can answer the same requests its own way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from eternus.engine.core import Option
    from eternus.engine.standings import Standings
    from eternus.ui.scene import Services
    from eternus.session import GameSession
    from eternus.ui.scenes.standings_sheet import CardFace


class Navigator(Protocol):
    """Every move between screens. "open" puts a scene over the current one; "start" and
    "to title" leave the whole stack behind."""

    # ------------------------------------------------------------------ over a table
    def open_pause(self) -> None:
        """The menu over the table (resume, settings, rules, quit to title)."""

    def open_rules(self, game_id: str) -> None:
        """The rules page of ``game_id``."""

    def open_results(self, session: GameSession) -> None:
        """The finished match's results."""

    def open_summary(self, title: str, sheet: Standings, people: set[int], go_on: str,
                     closes_after: float | None, card_face: CardFace | None) -> None:
        """A finished hand's sheet; ``closes_after`` seconds when nobody needs to read it."""

    def open_hand_over(self, seat_name: str) -> None:
        """The opaque screen that hands the table to the next person (hot-seat)."""

    def confirm_restart(self, restart: Callable[[], None]) -> None:
        """Ask before restarting a match in progress; ``restart`` runs on yes."""

    # ------------------------------------------------------------------ the menus
    def open_setup(self, game_id: str) -> None:
        """The set-up screen of a new game of ``game_id``."""

    def open_option_group(self, title: str, options: Sequence[Option], values: dict[str, Any]) -> None:
        """A page of the set-up's grouped options, editing ``values`` in place."""

    def confirm_replace_save(self, title: str, saved: GameSession, start_new: Callable[[], None],
                             continue_saved: Callable[[], None]) -> None:
        """Ask whether a new game may take the place of ``saved`` (one save per game)."""

    def open_settings(self) -> None:
        """The settings page."""

    def open_statistics(self) -> None:
        """The statistics page."""

    def confirm_quit(self) -> None:
        """Ask before closing the program."""

    def show_message(self, title: str, text: str, error: bool = False) -> None:
        """A message with an OK button."""

    # ------------------------------------------------------------------ a fresh stack
    def start_table(self, session: GameSession) -> None:
        """The table for ``session`` on a fresh stack (nothing to return to but the title)."""

    def to_title(self, game_id: str | None = None) -> None:
        """Save whatever is in progress and start over at the title (``game_id`` in focus)."""


#: A navigator for the services it is given to (the implementation builds scenes with them).
NavigatorFactory = Callable[["Services"], Navigator]
