"""What a table's input object must answer, whatever its game: the template and the card
tables' frame talk to it through these Protocols (each game's input says more)."""

from __future__ import annotations

from typing import Protocol

import pygame

from eternus.ui.table.dragdrop import DragController


class TableInput(Protocol):
    """What every table's input object answers (each game's own says more)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keys on the cloth; True if taken."""

    def cancel(self) -> None:
        """Drop a drag or a half-made choice (another scene covers the table)."""


class CardInput(TableInput, Protocol):
    """The input of a table of cards: its drag holds cards, and it moves with the frame."""

    @property
    def drag(self) -> DragController:
        """The cards held by the pointer."""

    def update(self, dt: float) -> None:
        """A frame: the drag follows the pointer."""
