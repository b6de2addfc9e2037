"""Mouse and keys at the Draker table: the combination builder, the effects, the answers.

Building an announcement (your turn, the ``lay`` decision):

* drag a card from your hand into either tray: it is the card you lay (it belongs to both
  combinations and sits between the trays); drag cards of your pool or of the common pool
  into the attack tray, cards of your pool into the defence tray; drag a tray card out
  to take it back. Each tray writes its combination's worth as the engine works it out
  ("straight by rank + by profession, flush: 4 x 2 x 3 = 24"), or why it is none;
* a click does the same with less aim: a hand card is laid (alone, it is a defence of one
  card), a common card goes to the attack tray, a pool card to the defence tray, a tray
  card back where it came from;
* or take one of the engine's best announcements, keys 1-6 (they fill the trays; nothing
  is played until Announce);
* Enter announces, Backspace empties the trays, T picks the next opponent to attack (or
  click the opponent's panel);
* the keys reach every card too: Up/Down pick a row (the common pool, the trays, your pool,
  your hand), Left/Right a card in it, Space does to the lit card what a click does, and A
  sends a lit card of your pool to the attack tray (a click sends it to the defence).

Then, when the card laid is an Artefact that fires its effect (rules 2), its name: a
button for each profession it may be named, saying the effect and the points (keys 1-9 and
0); then the effects (click a lit pool card or its button, keys 1-9; Enter is Done) and the
answers to another player's turn (the buttons, keys 1-9; Enter is No answer).

Nothing here decides a rule: Announce sends the move to the engine, and a move it refuses
comes back with its reason. The trays only say where a card cannot go at all (a common
card never defends).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from dataclasses import dataclass
from typing import Protocol

import pygame

from eternus.engine.core import Action
from eternus.engine.draker.actions import Activate, Done, Lay, Pass
from eternus.engine.draker.records import SIDES, Side
from eternus.engine.draker.views import DrakerView
from eternus.ui import fonts
from eternus.ui.games.draker import logic
from eternus.ui.table.display import TableDisplay
from eternus.ui.table.dragdrop import DragController, DropTarget, Pickup
from eternus.ui.table.layout import TableLayout
from eternus.ui.table.widgets import two_line_height


NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(10)}
CHOICE_KEYS = 10          # buttons with a key of their own: 1 to 9, then 0 (ten professions to name)
#: The rows the arrow keys walk, top to bottom as the table shows them: the common pool, the
#: trays (the attack tray, the laid card, the defence tray), your pool, your hand.
KEY_ROWS: tuple[tuple[str, ...], ...] = (("common",), (logic.TRAYS["attack"], "laid", logic.TRAYS["defence"]),
                                         ("pool:0",), ("hand:0",))
GAP = 12
OFFER_H = 46


CHOICE_SIZE = 22      # the size of every button label the table draws


def offer_height() -> int:
    """An offer button's height: two lines' worth at the large text size, where "Qs: attack 8
    + defence 2" no longer fits the panel on one line."""
    if fonts.readable(CHOICE_SIZE) == CHOICE_SIZE:
        return OFFER_H
    return max(OFFER_H, two_line_height(CHOICE_SIZE))


@dataclass
class Choice:
    """A button: what it says, where, what it does (a move, or ``do``), its key."""

    label: str
    rect: pygame.Rect
    action: Action | None = None
    key: str = ""
    primary: bool = False
    do: Callable[[], None] | None = None
    short: str = ""          # what a button too narrow for the label says (the rest is in the turn panel)


class DrakerTableLink(Protocol):
    """What the input needs from its table: the bottom seat's view, the map and the cards as
    shown, the seats it may attack, and a way to play a move (the table satisfies it; the
    input holds no more of it)."""

    layout: TableLayout
    display: TableDisplay

    @property
    def view(self) -> DrakerView:
        """The bottom seat's view."""

    @property
    def busy(self) -> bool:
        """Something still moves on the table."""

    def speed(self) -> float: ...

    def sync(self) -> None:
        """Show the engine's position (and the builder's cards) as it stands."""

    def legal_actions(self) -> list[Action]: ...

    def my_decision(self) -> bool:
        """The person whose cards are shown decides now."""

    def opponents(self) -> list[int]:
        """The seats the bottom seat may attack."""

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose panel or pool is under ``pos``."""

    def why_illegal(self, action: Action) -> str | None:
        """The engine's reason for refusing ``action`` now (None: it is legal)."""

    def apply(self, action: Action) -> str | None:
        """Play ``action``; the engine's reason if it refuses it."""

    def refuse(self, reason: str) -> None: ...

    def sound(self, name: str) -> None: ...


class DrakerInput:
    """The builder, the drag, the buttons and the key map of the Draker table."""

    def __init__(self, table: DrakerTableLink) -> None:
        self.t = table
        self.builder = logic.Builder()
        self.drag = DragController(self.pick, self.targets, self.drop, self.click, table.speed)
        self.hover: Choice | None = None
        self.row = len(KEY_ROWS) - 1   # the row the arrow keys walk (the hand first)
        self.cursor = -1               # the card of that row they lit (-1: none)

    # ------------------------------------------------------------------ state
    def reset(self) -> None:
        self.builder = logic.Builder()
        self.row, self.cursor = len(KEY_ROWS) - 1, -1
        self.drag.cancel()

    def cancel(self) -> None:
        self.drag.cancel()

    def step_back(self) -> bool:
        """Esc first empties the trays being built, then opens the menu."""
        if self.building() and not self.builder.empty():
            self.clear()
            return True
        return False

    def building(self) -> bool:
        """The bottom person is to lay a card and announce: the trays are theirs."""
        return self.t.my_decision() and self.t.view["phase"] == "lay"

    def update(self, dt: float) -> None:
        self.drag.update(dt)

    def changed(self) -> None:
        """The builder changed: the trays show it at once."""
        self.t.sync()

    # ------------------------------------------------------------------ building
    def lay_card(self, card: str) -> None:
        """``card`` from the hand is the one laid (the last one goes back); alone it is a
        defence of one card until other cards join."""
        b = self.builder
        if b.laid == card:
            self.clear()
            return
        b.laid = card
        b.origins[card] = f"hand:{self.t.view['seat']}"
        if b.attack is None and b.defence is None:
            b.defence = []
        self.changed()

    def add(self, card: str, side: Side, origin: str) -> str | None:
        """Put a pool or common card in a tray; the reason if it can never go there."""
        if side == "defence" and origin == "common":
            return "A defensive combination uses only cards of your own pool."
        b = self.builder
        for other in SIDES:
            cards = b.side(other)
            if cards is not None and card in cards:
                cards.remove(card)
        cards = b.side(side)
        b.set_side(side, [*(cards or []), card])
        b.origins[card] = origin
        self.changed()
        return None

    def remove(self, card: str) -> None:
        b = self.builder
        if card == b.laid:
            b.laid = None
        for side in SIDES:
            cards = b.side(side)
            if cards is not None and card in cards:
                cards.remove(card)
        self.changed()

    def clear(self) -> None:
        target = self.builder.target
        self.builder = logic.Builder(target=target)
        self.changed()

    def take_offer(self, index: int) -> None:
        offers = self.offers()
        if index < len(offers):
            self.builder = logic.builder_for(offers[index][1], self.t.view)
            self.changed()

    def announce(self) -> None:
        lay = self.builder.lay()
        if lay is None:
            self.t.refuse("Lay a card from your hand into a tray first.")
            return
        if len(self.t.opponents()) > 1 and lay.target is None:
            lay = Lay(lay.card, lay.attack, lay.defence, self.target())
        if self.t.apply(lay) is None:
            self.builder = logic.Builder()

    def target(self) -> int:
        """The opponent the attack goes to (the first on the left until one is picked)."""
        others = self.t.opponents()
        return self.builder.target if self.builder.target in others else others[0]

    def next_target(self) -> None:
        others = self.t.opponents()
        if len(others) > 1:
            self.builder.target = others[(others.index(self.target()) + 1) % len(others)]

    def offers(self) -> list[tuple[str, Lay]]:
        if not self.building():
            return []
        others = self.t.opponents()
        target = self.target() if len(others) > 1 else None
        return logic.offers(self.t.view, self.t.legal_actions(), target)

    # ------------------------------------------------------------------ drag and drop
    def pick(self, pos: tuple[int, int]) -> Pickup | None:
        if not self.t.my_decision() or self.t.busy:
            return None
        names = ["hand:0", "pool:0", "common", "laid", *logic.TRAYS.values()] if self.building() else [
            "pool:0", *logic.TRAYS.values()]     # an effect may come from a pool card used in a combination
        hit = self.t.display.hit(pos, names)
        if hit is None:
            return None
        zone, index = hit
        card = self.t.display.visible(zone)[index].card
        slot = self.t.display.slot_of(card) if card else None
        if card is None or slot is None:
            return None
        return Pickup(card, zone, pygame.Vector2(slot.center), slot.width)

    def targets(self, held: Pickup) -> list[DropTarget]:
        if not self.building():
            return []
        found = [DropTarget(side, self.t.layout[logic.TRAYS[side]].rect,
                            not (side == "defence" and held.zone == "common")) for side in SIDES]
        if held.zone == "hand:0":
            found.append(DropTarget("defence", self.t.layout["laid"].rect, True))
        return found

    def drop(self, held: Pickup, target: DropTarget | None) -> str | None:
        """Put the card where it was dropped; a refusal is said and the card flies back."""
        reason = self._dropped(held, target)
        self._refuse(reason)
        return reason

    def _dropped(self, held: Pickup, target: DropTarget | None) -> str | None:
        in_tray = held.zone in (*logic.TRAYS.values(), "laid")
        if target is None:
            if in_tray:
                self.remove(held.card)
                return None
            return "Drop it on the attack or the defence tray."
        side: Side = "attack" if target.name == "attack" else "defence"
        if held.zone == "hand:0":
            self.lay_card(held.card)
            if self.builder.side(side) is None:
                self.builder.set_side(side, [])
                self.changed()
            return None
        if held.zone == "laid":
            return None
        origin = self.builder.origins.get(held.card, held.zone) if in_tray else held.zone
        engine_zone = "common" if origin == "common" else f"pool:{self.t.view['seat']}"
        return self.add(held.card, side, engine_zone if origin in ("common", "pool:0") else origin)

    def click(self, held: Pickup) -> None:
        self.click_card(held.card, held.zone)

    def click_card(self, card: str, zone: str) -> None:
        """A click on ``card`` lying in the display zone ``zone`` (Space does the same to the
        card the arrow keys lit)."""
        if not self.building():
            if self.t.view["phase"] == "activate":
                self.t.apply(Activate(card))
            return
        if zone == "hand:0":
            self.lay_card(card)
        elif zone in (*logic.TRAYS.values(), "laid"):
            self.remove(card)
        elif zone == "common":
            self._refuse(self.add(card, "attack", "common"))
        elif zone == "pool:0":
            self._refuse(self.add(card, "defence", f"pool:{self.t.view['seat']}"))

    def to_attack(self, card: str) -> None:
        """A: the lit card of your pool goes to the attack tray (a click sends it to the
        defence), as a drag there would."""
        seat = self.t.view["seat"]
        if card in self.t.view["pools"][seat]:
            self._refuse(self.add(card, "attack", f"pool:{seat}"))
        else:
            self.t.refuse("A sends a card of your pool to the attack tray.")

    def _refuse(self, reason: str | None) -> None:
        if reason is not None:
            self.t.refuse(reason)

    # ------------------------------------------------------------------ buttons
    def buttons(self) -> list[Choice]:
        """The bar's buttons for the decision at hand (none when it is not the bottom person's)."""
        if not self.t.my_decision():
            return []
        area = self.t.layout["buttons"].rect
        if self.building():
            found = [Choice("Announce  (Enter)", pygame.Rect(0, 0, 0, 0), key="Enter", primary=True, do=self.announce),
                     Choice("Clear  (Backspace)", pygame.Rect(0, 0, 0, 0), key="Backspace", do=self.clear)]
            if len(self.t.opponents()) > 1:
                found.append(Choice(f"Attack {logic.who(self.t.view, self.target())}  (T)", pygame.Rect(0, 0, 0, 0),
                                    key="T", do=self.next_target))
        else:
            legal = self.t.legal_actions()
            moves = [a for a in legal if not isinstance(a, (Done, Pass))]
            last = next((a for a in legal if isinstance(a, (Done, Pass))), None)
            found = [Choice(f"{logic.choice_label(a, self.t.view)}  ({(i + 1) % 10})", pygame.Rect(0, 0, 0, 0), a,
                            str((i + 1) % 10), short=logic.choice_short(a)) for i, a in enumerate(moves[:CHOICE_KEYS])]
            if last is not None:
                found.append(Choice(f"{logic.choice_label(last, self.t.view)}  (Enter)", pygame.Rect(0, 0, 0, 0),
                                    last, "Enter", primary=True))
        per_row = min(5 if self.t.view["phase"] == "name" else 4, len(found)) or 1    # ten names in two rows
        rows = (len(found) + per_row - 1) // per_row
        width = (area.w - GAP * (per_row - 1)) // per_row
        height = (area.h - GAP * (rows - 1)) // rows
        for i, choice in enumerate(found):
            r, c = divmod(i, per_row)
            choice.rect = pygame.Rect(area.x + c * (width + GAP), area.y + r * (height + GAP), width, height)
        return found

    def offer_buttons(self) -> list[Choice]:
        """The engine's best announcements, under the turn panel's title (keys 1-6)."""
        area = self.t.layout["turn"].rect
        top = area.y + 92
        high = offer_height()
        return [Choice(f"{label}  ({i + 1})", pygame.Rect(area.x + 16, top + i * (high + 8), area.w - 32, high),
                       key=str(i + 1), do=partial(self.take_offer, i))
                for i, (label, _) in enumerate(self.offers())]

    def all_buttons(self) -> list[Choice]:
        return [*self.buttons(), *self.offer_buttons()]

    def press(self, choice: Choice) -> None:
        if choice.do is not None:
            choice.do()
        elif choice.action is not None:
            self.t.apply(choice.action)

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((c for c in self.all_buttons() if c.rect.collidepoint(event.pos)), None)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            hit = next((c for c in self.all_buttons() if c.rect.collidepoint(event.pos)), None)
            if hit is not None and not self.drag.held:
                if event.type == pygame.MOUSEBUTTONUP:
                    self.t.sound("click")
                    self.press(hit)
                return True
            if event.type == pygame.MOUSEBUTTONUP and not self.drag.held and self.building():
                seat = self.t.seat_at(event.pos)
                if seat is not None and seat in self.t.opponents():
                    self.builder.target = seat
                    return True
        if self.drag.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def key(self, key: int) -> bool:
        names = {pygame.K_RETURN: "Enter", pygame.K_KP_ENTER: "Enter", pygame.K_BACKSPACE: "Backspace",
                 pygame.K_t: "T"}
        wanted = names.get(key) or (str(NUMBER_KEYS[key]) if key in NUMBER_KEYS else None)
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.building():
            self._walk(-1 if key == pygame.K_LEFT else 1)
            return True
        if key in (pygame.K_UP, pygame.K_DOWN) and self.building():
            self._change_row(-1 if key == pygame.K_UP else 1)
            return True
        if key in (pygame.K_SPACE, pygame.K_a) and self.building():
            card = self.lit_card()
            zone = self.t.display.find(card) if card is not None else None
            if card is None or zone is None:
                return True
            if key == pygame.K_SPACE:
                self.click_card(card, zone)
            else:
                self.to_attack(card)
            return True
        if wanted is None:
            return False
        hit = next((c for c in self.all_buttons() if c.key == wanted), None)
        if hit is None:
            if self.t.my_decision():
                self.t.refuse("That is not open now.")
            return True
        self.press(hit)
        return True

    def row_cards(self, row: int) -> list[str]:
        """The cards of a row the arrow keys walk, left to right as the table shows them."""
        return [s.card for zone in KEY_ROWS[row] for s in self.t.display.visible(zone) if s.card]

    def lit_card(self) -> str | None:
        cards = self.row_cards(self.row)
        return cards[min(self.cursor, len(cards) - 1)] if cards and self.cursor >= 0 else None

    def _walk(self, step: int) -> None:
        """Left/Right: the next card of the row (from the hand when the row is empty)."""
        cards = self.row_cards(self.row)
        if not cards:
            self.row, self.cursor = len(KEY_ROWS) - 1, -1
            cards = self.row_cards(self.row)
        if cards:
            start = min(self.cursor, len(cards) - 1)
            self.cursor = (0 if step > 0 else len(cards) - 1) if start < 0 else (start + step) % len(cards)

    def _change_row(self, step: int) -> None:
        """Up/Down: the nearest row that holds cards, the same place along it."""
        row = self.row
        for _ in range(len(KEY_ROWS)):
            row = (row + step) % len(KEY_ROWS)
            if self.row_cards(row):
                self.row, self.cursor = row, max(0, self.cursor)
                return

    def prompt(self) -> str:
        view = self.t.view
        phase = view["phase"]
        if phase == "lay":
            lay = self.builder.lay()
            if lay is None:
                return "Drag a card from your hand into a tray, then build around it (or take an offer, 1-6)."
            reason = self.t.why_illegal(lay if len(self.t.opponents()) < 2 or lay.target is not None
                                        else Lay(lay.card, lay.attack, lay.defence, self.target()))
            return reason or "Press Enter to announce it."
        if phase == "name":
            laid = logic.card_label(view["turn"]["laid"] or "")
            return f"Name the profession your Artefact {laid} plays as: it decides the effect it fires (1-9, 0)."
        if phase == "activate":
            return "Activate effects of your pool (click a lit card), or Done."
        if phase == "respond":
            who = logic.who(view, view["current"])
            return f"Answer {who} with an instant effect?"
        return ""
