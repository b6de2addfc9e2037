"""The Toy Piles table: a seated table (the shared :class:`SeatedTable`) with the least a
game's table needs: its map, its cards from the view, its events animated, a click on a
card of the hand to play it, the deck to draw. Seats are not turned: seat N sits at place N.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from eternus.engine.core import CardMoved, Event
from eternus.session import GameSession
from eternus.ui import theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Services
from eternus.ui.table.animator import Animator, EventPlayer
from eternus.ui.table.card_art import CardArt
from eternus.ui.table.display import Shown, TableDisplay
from eternus.ui.table.dragdrop import DragController, DropTarget, Pickup
from eternus.ui.table.layout import load_layout
from eternus.ui.table.seated import SeatedTable
from eternus.ui.table.widgets import log_panel, status_bar
from tests.toygame.engine.game import Draw, Play

MAP = Path(__file__).with_name("toygame.tmx")
PLACES = 3
CARD_ZONES = ("deck", *(f"{kind}:{p}" for p in range(PLACES) for kind in ("hand", "pile")))
REQUIRED_ZONES = (*CARD_ZONES, "status", "tools", "log")


class ToyInput:
    """A click on a card of the bottom hand plays it; a click on the deck draws."""

    def __init__(self, table: ToyPilesTable) -> None:
        self.table = table
        self.drag = DragController(self.pick, lambda held: [], self.drop, self.click, table.speed)

    def pick(self, pos: tuple[int, int]) -> Pickup | None:
        hit = self.table.display.hit(pos, [f"hand:{self.table.bottom}", "deck"])
        if hit is None or not self.table.my_decision():
            return None
        zone, index = hit
        card = self.table.display.visible(zone)[index].card or "deck"
        return Pickup(card, zone, pygame.Vector2(pos), 100)

    def drop(self, held: Pickup, target: DropTarget | None) -> str | None:
        return None

    def click(self, held: Pickup) -> None:
        self.table.apply(Draw() if held.zone == "deck" else Play(held.card))

    def handle(self, event: pygame.event.Event) -> bool:
        return self.drag.handle(event)

    def update(self, dt: float) -> None:
        self.drag.update(dt)

    def reset(self) -> None:
        self.drag.cancel()

    cancel = step_back = reset


class ToyPilesTable(SeatedTable[dict[str, object]]):
    """The template's hooks filled in as a new game's table would: the map, the cards, the
    input; a resumed game says so."""

    input: ToyInput

    def __init__(self, services: Services, session: GameSession) -> None:
        super().__init__(services)
        self.layout = load_layout(MAP, REQUIRED_ZONES)
        self.art = CardArt()
        self.display = TableDisplay(self.layout, self.art, CARD_ZONES)
        self.animator = Animator(self.speed)
        self.player = EventPlayer(self.display, self.animator, log=self._moment, on_idle=self._on_idle)
        self.input = ToyInput(self)
        self.build_tools(self.layout["tools"].rect)
        self.start(session)

    def open_resumed(self) -> None:
        super().open_resumed()
        self.say("Game resumed.", theme.MUTED)

    @property
    def view(self) -> dict[str, object]:
        return self.bottom_view(lambda state, seat: dict(state.view(seat)))

    def translate(self, events: list[Event]) -> list[Event]:
        return events                     # the engine's zones are the map's

    def seat_name(self, seat: int) -> str:
        return self.session.record.seats[seat].name

    def _moment(self, event: Event) -> None:
        if event.text and not isinstance(event, CardMoved):
            self.say(event.text)

    def piles(self, show_bottom: bool) -> dict[str, list[Shown]]:
        state = self.session.state.view(self.bottom)
        piles: dict[str, list[Shown]] = {"deck": [Shown(None, False)] * int(state["deck_count"])}
        for seat, count in enumerate(state["hand_counts"]):
            mine = seat == self.bottom and show_bottom
            piles[f"hand:{seat}"] = ([Shown(c, True) for c in state["hand"]] if mine
                                     else [Shown(None, False)] * count)
            piles[f"pile:{seat}"] = [Shown(c, True) for c in state["piles"][seat]]
        return piles

    def room_piles(self) -> dict[str, list[Shown]]:
        return self.piles(False)

    def sync(self) -> None:
        self.display.set_piles(self.piles(self.show_bottom()))
        self._synced = (len(self.session.record.actions), self.bottom, self.show_bottom())

    def _on_idle(self) -> None:
        self.sync()
        self.show_results_once()

    def update(self, dt: float) -> None:
        self.update_cards(dt, self.input)
        self.play_on(dt)

    def draw(self, surface: Target) -> None:
        theme.draw_felt(surface)
        seat = self.driver.seat
        status_bar(surface, self.layout["status"].rect, "Toy Piles", [("Deck", str(self.view["deck_count"]))],
                   "" if seat is None else f"{self.seat_name(seat)} to act")
        for zone in CARD_ZONES:
            self.display.draw_zone(surface, zone)
        log_panel(surface, self.layout["log"].rect, "History", self.log_lines)
        self.tools_bar.draw(surface)
        self.animator.draw(surface, self.art)
