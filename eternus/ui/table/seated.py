"""What the seat-by-seat tables share (Dragon Kings and Draker): whose chair is at the
bottom, whether its cards are shown, whether the decision is the person's, playing and
animating a move, the waiting line of the prompt, the tool buttons, and the order the
input is asked in.

King's Court and Four Kings differ on exactly these points (a public On Guard window, roles
rather than seats), so they keep their own; these two were word for word the same.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

import pygame

from eternus.engine.core import Action, Event, GameOver, State
from eternus.ui import theme
from eternus.ui.table.animator import EventPlayer
from eternus.ui.table.display import TableDisplay
from eternus.ui.table.inputs import TableInput
from eternus.ui.table.table_scene import TableScene
from eternus.ui.table.turns import TurnDriver
from eternus.ui.table.widgets import ButtonBar
from eternus.ui.widgets import Button

V = TypeVar("V")


class SeatInput(TableInput, Protocol):
    """The input of a seat-by-seat table: it forgets a half-made move, and Esc steps back
    out of one before it opens the menu."""

    def reset(self) -> None:
        """Nothing half made."""

    def step_back(self) -> bool:
        """Esc: True if it stepped back out of something."""


class SeatedTable(TableScene, Generic[V]):
    """A table where each person sits in a chair and the bottom chair is the one shown;
    ``V`` is its game's view type (the table's ``view`` is the bottom chair's)."""

    TURNS = "hidden hands"
    driver: TurnDriver
    display: TableDisplay
    input: SeatInput
    tools_bar: ButtonBar
    player: EventPlayer
    _view_cache: tuple[tuple[int, int, int], V] | None = None

    def build_tools(self, rect: pygame.Rect) -> None:
        """Undo, Rules, Restart and Menu, two to a row in ``rect`` (the map's tools zone)."""
        tools = [("Undo  (U)", self.undo), ("Rules  (F1)", self.open_rules),
                 ("Restart", self.restart), ("Menu  (Esc)", self.open_pause)]
        self.tool_buttons = {name.split()[0]: Button((0, 0, 0, 0), name, fn, size=21) for name, fn in tools}
        self.tools_bar = ButtonBar(rect, list(self.tool_buttons.values()), gap=10, on_click=self._click, per_row=2)

    def bottom_view(self, build: Callable[[State, int], V]) -> V:
        """The bottom chair's view, built once per move (drawing asks many times a frame)."""
        key = (id(self.session.state), len(self.session.record.actions), self.bottom)
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, build(self.session.state, self.bottom))
        return self._view_cache[1]

    @property
    def bottom(self) -> int:
        """The chair at the bottom of the screen: the person deciding (the first seat when
        only AI seats are at the table)."""
        viewer = self.driver.viewer
        return 0 if viewer is None else viewer

    def show_bottom(self) -> bool:
        """The bottom chair's cards are face up: its person has the screen now (one person
        alone always; at a hot-seat table from their hand-over to the end of their move:
        :attr:`~eternus.ui.table.turns.TurnDriver.revealed`)."""
        revealed = self.driver.revealed
        return revealed is not None and revealed == self.bottom

    def my_decision(self) -> bool:
        """The person whose cards are shown decides now (never before their hand-over)."""
        seat = self.driver.seat
        return seat is not None and seat == self.driver.revealed and not self.driver.is_ai(seat) and not self.busy

    def person_to_move(self) -> bool:
        return self.my_decision()

    def legal_actions(self) -> list[Action]:
        return [] if self.session.is_over else self.session.state.legal_actions()

    # ------------------------------------------------------------------ moves
    def refusal_now(self, action: Action) -> str | None:
        """Only the person whose cards are shown moves, and only when it is their decision."""
        return None if self.my_decision() else "It is not your decision now."

    def after_move(self, action: Action) -> None:
        """The person's half-made move is done with once a move is played."""
        self.input.reset()

    def forget_input(self) -> None:
        self.input.reset()

    def translate(self, events: list[Event]) -> list[Event]:
        """The engine's events with their zones named as this table's map names them."""
        raise NotImplementedError

    def played(self, events: list[Event]) -> None:
        """Animate a move's events from the bottom chair; the end of the match has its sound."""
        self.player.play(self.translate(events), seat=self.bottom if self.show_bottom() else None)
        if any(isinstance(e, GameOver) for e in events):
            self.sound(self.match_end_sound())
        self._autosave()

    def after_undo(self) -> None:
        self.input.reset()
        self.announcement = None
        self.sync()

    # ------------------------------------------------------------------ the frame
    _synced: tuple[int, int, bool] | None = None

    def play_on(self, dt: float) -> None:
        """A frame after the cards have moved: the big moment fades, the AI seats and the
        hand-over take their turn, the display catches up with the engine once nothing
        moves, a hint that has come is shown, the notice fades, Undo is lit when it can."""
        self.tick_announcement(dt)
        self.phones.frame(self.session, self.play_move, ready=not self.busy)
        self.take_turns()
        if not self.busy and self._synced != (len(self.session.record.actions), self.bottom, self.show_bottom()):
            self.sync()
        self.tick_aids(dt)
        self.tool_buttons["Undo"].enabled = self.undo_possible()

    def seat_name(self, seat: int) -> str:
        """A seat as the table names it ("You", "Bram")."""
        raise NotImplementedError

    def waiting_prompt(self, over: str) -> tuple[str, tuple[int, int, int]] | None:
        """The prompt while the person has nothing to do (a notice, the end, someone else's
        decision); None when it is the person's decision and the table says what to do."""
        if self.notice is not None:
            return self.notice.text, self.notice.colour
        if self.session.is_over:
            return over, theme.GOLD_BRIGHT
        seat = self.driver.seat
        if seat is None:
            return "", theme.CREAM
        if self.busy:
            return "\u2026", theme.MUTED
        if self.driver.is_ai(seat):
            return f"{self.seat_name(seat)} is thinking\u2026", theme.MUTED
        if self.driver.is_phone(seat):
            if seat not in self.phones.present():
                return f"Waiting for {self.seat_name(seat)}'s phone\u2026", theme.GOLD_BRIGHT
            return f"{self.seat_name(seat)} decides on their phone\u2026", theme.MUTED
        if not self.my_decision():
            return f"{self.seat_name(seat)} decides\u2026", theme.MUTED
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """The tool buttons, then the keys every table shares, then the table's own input."""
        if self.tools_bar.handle(event):
            return True
        if event.type == pygame.KEYDOWN and self.table_key(event, self.input.step_back):
            return True
        return bool(self.input.handle(event))
