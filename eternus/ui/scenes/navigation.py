"""The app's :class:`~eternus.ui.navigator.Navigator`: the one module that knows every scene.

Tables and menus ask ``services.navigator`` for a screen by what it is for; this builds the
scene and puts it on the stack. Nothing imports this module but the places that build the
:class:`~eternus.ui.scene.Services` (the app, the bench), so no scene or table imports
another scene to open it (the cycle the tables and the scenes had, dodged by imports inside
functions, is gone).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from eternus.engine.core import Option
from eternus.engine.standings import Standings
from eternus.session import GameSession
from eternus.ui.games import make_table
from eternus.ui.scene import Scene, Services
from eternus.ui.scenes.common import save_all
from eternus.ui.scenes.message import MessageScene
from eternus.ui.scenes.option_group import OptionGroupScene
from eternus.ui.scenes.pause import PauseScene, SettingsScene
from eternus.ui.scenes.privacy import PrivacyScene
from eternus.ui.scenes.quit_confirm import QuitConfirmScene
from eternus.ui.scenes.replace_save import ReplaceSaveScene
from eternus.ui.scenes.restart_confirm import RestartConfirmScene
from eternus.ui.scenes.results import ResultsScene
from eternus.ui.scenes.rules import RulesScene
from eternus.ui.scenes.setup import SetupScene
from eternus.ui.scenes.standings_sheet import CardFace
from eternus.ui.scenes.statistics import StatisticsScene
from eternus.ui.scenes.summary import SummaryScene
from eternus.ui.scenes.title import TitleScene


class SceneNavigator:
    """Opens the foundation's scenes on the stack of ``services`` (pass the class itself
    where :class:`Services` wants a navigator factory)."""

    def __init__(self, services: Services) -> None:
        self.services = services

    def _push(self, scene: Scene) -> None:
        self.services.stack.push(scene)

    # ------------------------------------------------------------------ over a table
    def open_pause(self) -> None:
        self._push(PauseScene(self.services))

    def open_rules(self, game_id: str) -> None:
        self._push(RulesScene(self.services, game_id))

    def open_results(self, session: GameSession) -> None:
        self._push(ResultsScene(self.services, session))

    def open_summary(self, title: str, sheet: Standings, people: set[int], go_on: str,
                     closes_after: float | None, card_face: CardFace | None) -> None:
        self._push(SummaryScene(self.services, title, sheet, people, go_on,
                                closes_after=closes_after, card_face=card_face))

    def open_hand_over(self, seat_name: str) -> None:
        self._push(PrivacyScene(self.services, seat_name))

    def confirm_restart(self, restart: Callable[[], None]) -> None:
        self._push(RestartConfirmScene(self.services, restart))

    # ------------------------------------------------------------------ the menus
    def open_setup(self, game_id: str) -> None:
        self._push(SetupScene(self.services, game_id))

    def open_option_group(self, title: str, options: Sequence[Option], values: dict[str, Any]) -> None:
        self._push(OptionGroupScene(self.services, title, options, values))

    def confirm_replace_save(self, title: str, saved: GameSession, start_new: Callable[[], None],
                             continue_saved: Callable[[], None]) -> None:
        self._push(ReplaceSaveScene(self.services, title, saved, start_new, continue_saved))

    def open_settings(self) -> None:
        self._push(SettingsScene(self.services))

    def open_statistics(self) -> None:
        self._push(StatisticsScene(self.services))

    def confirm_quit(self) -> None:
        self._push(QuitConfirmScene(self.services))

    def show_message(self, title: str, text: str, error: bool = False) -> None:
        self._push(MessageScene(self.services, title, text, error=error))

    # ------------------------------------------------------------------ a fresh stack
    def start_table(self, session: GameSession) -> None:
        self.services.stack.reset(make_table(self.services, session))

    def to_title(self, game_id: str | None = None) -> None:
        failures = save_all(self.services)
        self.services.stack.reset(TitleScene(self.services, game_id))
        if failures:
            self.show_message("Could not save", "Saving failed: " + "; ".join(failures), error=True)
