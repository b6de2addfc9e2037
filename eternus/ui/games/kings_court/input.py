"""Mouse and keys at the King's Court table, turned into engine moves.

Mouse: drag a hand card onto the discard pile (or click it) to play it; a refused drop flies
back and the engine's reason shows over the hand; click a choice in the prompt panel (suit
tokens for a suit, player names or panels for a target, labelled buttons for every other
question); the Draw, Pass and On Guard buttons.

Keys (the whole match can be played with them alone):

* the hand, while it is yours to play from: Left/Right move the highlight over its cards
  (wrapping), Home/End jump to the first/last, Enter or Up plays the highlighted card (the
  same path as a click, so a refused card says the engine's reason and nothing changes);
* every other question (suits, targets, Yes/No, the Dungeon, the Siege Tower, a Magician's
  forms, the cut): 1-9 pick the choices in order, or the arrows walk them and Enter takes
  the highlighted one; the grid of cards (Flaming Arrow, Secret Key) is walked by rows;
* D draw, P pass, G or Space says "On Guard" or catches a silent player, U (or Ctrl+Z)
  undo, Ctrl+R restart, F1 rules, Esc takes back a Magician or opens the menu.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from eternus.engine.core import Action
from eternus.engine.kings_court.actions import Defend, Escape, NameSuit, Play, PlayWarlord, Target
from eternus.engine.kings_court.cards import EFFECT_NAMES
from eternus.engine.kings_court.phases import PLAY_PHASES, Phase
from eternus.engine.kings_court.views import KingsCourtView
from eternus.ui import fonts
from eternus.ui.games.kings_court import logic
from eternus.ui.table.display import TableDisplay
from eternus.ui.table.dragdrop import DragController, DropTarget, Pickup

SUIT_TOKEN = 100       # a suit picker token's narrowest box
SUIT_LABEL = 15        # the size of a suit token's name (and of its key, in the corner)
CHOICE_H = 36          # a row of choice buttons (three rows fit the prompt panel)
MIN_BUTTON = 150       # the narrowest choice button ("1  Yes" must be easy to hit)
GRID = pygame.Rect(236, 76, 1014, 600)   # where a choice of many cards is laid out
# The Siege Tower's look when seats sit along the top edge: the band between them and the
# prompt (over the piles, which nobody needs while looking at a hand).
INSPECT_BAND = pygame.Rect(316, 288, 930, 394)
GRID_WIDTHS = (110, 90, 76, 62, 52, 44)
SUIT_FORMS = ("drawbridge", "knight", "jester", "maiden")   # a Magician's forms that take the suit
# Phases where the question is "which card from your hand?" (the arrow keys walk the hand).
HAND_PHASES: tuple[Phase, ...] = (*PLAY_PHASES, "defend", "dark_knight")


class InputTable(Protocol):
    """What the input needs of its table: the view and the legal moves, where things are on
    the cloth, and a way to play a move or refuse one. Nothing else of the table."""

    display: TableDisplay

    @property
    def view(self) -> KingsCourtView: ...

    @property
    def bottom(self) -> int: ...

    def legal_actions(self) -> list[Action]: ...

    def why_illegal(self, action: Action) -> str | None: ...

    def my_decision(self) -> bool: ...

    def show_bottom(self) -> bool: ...

    def zone_rect(self, zone: str) -> pygame.Rect: ...

    def prompt(self) -> tuple[str, tuple[int, int, int]]: ...

    def apply(self, action: Action) -> str | None: ...

    def refuse(self, reason: str) -> None: ...

    def sound(self, name: str) -> None: ...

    def speed(self) -> float: ...

    def may_draw(self) -> bool: ...

    def draw_card(self) -> None: ...


def grid_rects(count: int, widest: bool = False, area: pygame.Rect = GRID) -> list[pygame.Rect]:
    """Card places in a grid over ``area`` (the middle of the table): the largest size that
    fits ``count`` (``widest``: no more than the first size, centred, for a few cards to
    look at)."""
    gap = 8
    width = GRID_WIDTHS[-1]
    for width in GRID_WIDTHS:
        height = round(width * 1.4)
        per_row = max(1, (area.w - 40 + gap) // (width + gap))
        rows = -(-count // per_row)
        if rows * (height + gap) <= area.h - 110 or width == GRID_WIDTHS[-1]:
            break
    height = round(width * 1.4)
    per_row = max(1, (area.w - 40 + gap) // (width + gap))
    used = min(count, per_row) * (width + gap) - gap
    x0 = area.x + (area.w - used) // 2 if widest else area.x + 20
    out = []
    for i in range(count):
        r, c = divmod(i, per_row)
        out.append(pygame.Rect(x0 + c * (width + gap), area.y + 56 + r * (height + gap), width, height))
    return out


@dataclass(frozen=True)
class ChoiceItem:
    """One clickable choice in the prompt panel."""

    rect: pygame.Rect
    action: Action
    label: str
    suit: str = ""
    card: str = ""


class KingsCourtInput:
    """The hand, the choices and the drag at the King's Court table. It sees its table only
    through :class:`InputTable`; the keys that mean the same at every table (and D, P, G,
    the buttons) are the table's own."""

    def __init__(self, host: InputTable) -> None:
        self.host = host
        self.drag = DragController(self.pick, self.targets, self.drop, self.click, host.speed)
        self.magician: str | None = None      # a Magician dropped: its forms are offered
        self.hover_choice = -1
        self.hand_cursor = -1                 # the keyboard's highlighted hand card (-1: none)
        self.pointer: tuple[int, int] | None = None   # where the mouse last was, on the canvas

    # ------------------------------------------------------------------ the hand by keys
    def hand_cards(self) -> list[str]:
        """The shown hand's cards, left to right, while the arrow keys may walk them: the
        hand is the active person's and the question is which card to play (not a suit,
        a grid of cards or a Magician's form)."""
        t = self.host
        if not t.my_decision() or not t.show_bottom() or self.magician is not None:
            return []
        if t.view["phase"] not in HAND_PHASES and not logic.playable_cards(t.legal_actions()):
            return []
        items = self.choices()
        if items and (items[0].card or items[0].suit):
            return []
        return [s.card for s in t.display.visible("hand") if s.card is not None]

    def focused_card(self) -> str | None:
        """The highlighted hand card (the cursor is kept inside the hand as it shrinks)."""
        cards = self.hand_cards()
        if not cards or self.hand_cursor < 0:
            return None
        return cards[min(self.hand_cursor, len(cards) - 1)]

    def _move_hand(self, key: int) -> None:
        cards = self.hand_cards()
        last = len(cards) - 1
        if key == pygame.K_HOME:
            self.hand_cursor = 0
        elif key == pygame.K_END:
            self.hand_cursor = last
        elif self.hand_cursor < 0:
            self.hand_cursor = 0 if key == pygame.K_RIGHT else last
        else:
            step = -1 if key == pygame.K_LEFT else 1
            self.hand_cursor = (min(self.hand_cursor, last) + step) % len(cards)
        self.hover_choice = -1

    def _play_focused(self) -> bool:
        """Enter or Up on the hand: play the highlighted card (one is highlighted first if
        none is yet, so a first Enter never plays blind)."""
        card = self.focused_card()
        if card is None:
            self._move_hand(pygame.K_RIGHT)
            return True
        self.play(card)
        return True

    # ------------------------------------------------------------------ choices
    def choices(self) -> list[ChoiceItem]:
        """The prompt panel's choices now (also what the drawing uses)."""
        t = self.host
        if not t.my_decision():
            return []
        legal = t.legal_actions()
        area = t.zone_rect("prompt")
        suits = logic.suit_choices(legal)
        if suits:
            return self._suit_items(suits, area)
        actions = logic.choice_actions(legal)
        cards = logic.card_choices(actions)
        if cards:
            return self._card_items(cards)
        if self.magician is not None:
            actions = [a for a in legal if isinstance(a, Play) and a.card == self.magician]
        elif t.view["phase"] in PLAY_PHASES:
            # A Magician's forms wait until the card is dropped; the rest (Risk cards, the
            # Warlord, asking a partner, taking the penalty) are offered here.
            actions = [a for a in actions if not isinstance(a, Play)]
        return self._button_items(actions, area)

    def all_buttons(self) -> list[ChoiceItem]:
        """The choices, for the focus that LB and RB (or Tab) walk over the table's buttons."""
        return self.choices()

    def press(self, item: ChoiceItem) -> None:
        self.host.apply(item.action)

    def _suit_items(self, suits: list[NameSuit], area: pygame.Rect) -> list[ChoiceItem]:
        """A token per suit in a row, each as wide as its name needs: at the large text size
        seven tokens of one width no longer fit the panel, and their names ran together."""
        gap = 16
        widths = [max(SUIT_TOKEN, fonts.measure(a.suit.title(), SUIT_LABEL, fonts.BOLD)[0] + 16) for a in suits]
        x = area.centerx - (sum(widths) + (len(suits) - 1) * gap) // 2
        y = area.y + 52
        items = []
        for a, width in zip(suits, widths, strict=True):
            items.append(ChoiceItem(pygame.Rect(x, y, width, 88), a, a.suit.title(), a.suit))
            x += width + gap
        return items

    def _card_items(self, cards: list[tuple[str, Action]]) -> list[ChoiceItem]:
        """Many cards to choose from (the card that burns, a card from the draw pile): a grid
        over the middle of the table, at the largest card size that fits them all."""
        rects = grid_rects(len(cards))
        return [ChoiceItem(rect, action, logic.card_name(card), card=card)
                for rect, (card, action) in zip(rects, cards, strict=True)]

    def inspect_area(self) -> pygame.Rect:
        """Where the Siege Tower's look is laid out: the top of the middle while no seat sits
        along the top edge there, else the band below those seats (never over a panel)."""
        t = self.host
        n = len(t.view["hands"])
        top = [t.zone_rect(f"panel:{logic.panel_of(n, t.bottom, s)}") for s in range(n) if s != t.bottom]
        band = pygame.Rect(GRID.x, GRID.y, GRID.w, INSPECT_BAND.bottom - GRID.y)
        return INSPECT_BAND if any(r.colliderect(band) for r in top) else GRID

    def inspected(self) -> tuple[int, list[tuple[str, pygame.Rect]]] | None:
        """The Siege Tower's look: the inspected seat and its cards laid out face up (in
        :meth:`inspect_area`), while the bottom seat is the one looking."""
        t = self.host
        battle = t.view["battle"]
        if t.view["phase"] != "inspect" or not t.my_decision() or battle is None:
            return None
        target = battle["target"]
        if target is None or target < 0:
            return None
        shown = t.view["hands"][target]["cards"]
        if shown is None:
            return None
        cards = sorted(shown, key=logic.sort_key)
        rects = grid_rects(len(cards), widest=True, area=self.inspect_area())
        return target, list(zip(cards, rects, strict=True))

    def _button_items(self, actions: list[Action], area: pygame.Rect) -> list[ChoiceItem]:
        """A row (or rows) of labelled buttons under the question. When the rows would run
        out of the panel (seven long names to aim at), the labels drop what the question
        already says ("Aim at Bram" becomes "Bram", "Warlord: take over Bram's next turn"
        becomes "Warlord: Bram": seven of those ran under the hand)."""
        if not actions:
            return []
        labels = [self._label(a) for a in actions]
        lines = len(fonts.wrap(self.host.prompt()[0], 21, area.w - 60)[:2])
        top = area.y + 12 + fonts.step(21, 25) * lines + 8     # under the question's lines, at any text size
        rows, widths = self._rows(labels, area)
        if top + CHOICE_H * len(rows) > area.bottom:
            labels = [_shorter(label) for label in labels]
            rows, widths = self._rows(labels, area)
        # Rows closer together rather than on the panel's border (a Magician's eleven forms at
        # the large text size), never lower than their words.
        row_h = max(fonts.measure("1", 18, fonts.BOLD)[1] + 5, min(CHOICE_H, (area.bottom - 6 - top) // len(rows)))
        out = []
        y = top + (row_h // 2 if len(rows) == 1 and lines == 1 else 0)
        for row in rows:
            total = sum(widths[i] for i in row) + 12 * (len(row) - 1)
            x = area.centerx - total // 2
            for i in row:
                out.append(ChoiceItem(pygame.Rect(x, y, widths[i], row_h - 4 if row_h < CHOICE_H else CHOICE_H - 6),
                                      actions[i], labels[i]))
                x += widths[i] + 12
            y += row_h
        return out

    @staticmethod
    def _rows(labels: list[str], area: pygame.Rect) -> tuple[list[list[int]], list[int]]:
        """Buttons' widths and how they fill rows across ``area``."""
        widths = [min(area.w - 40, max(MIN_BUTTON, fonts.measure(f"{i + 1}  {s}", 18, fonts.BOLD)[0] + 30))
                  for i, s in enumerate(labels)]
        rows: list[list[int]] = [[]]
        used = 0
        for i, w in enumerate(widths):
            if rows[-1] and used + w + 12 > area.w - 40:
                rows.append([])
                used = 0
            rows[-1].append(i)
            used += w + 12
        return rows, widths

    def _label(self, action: Action) -> str:
        """An action's label with seat numbers turned into names."""
        view = self.host.view
        if isinstance(action, Target) and action.seat >= 0:
            return f"Aim at {logic.who(view, action.seat)}{logic.partner_mark(view, action.seat)}"
        if isinstance(action, PlayWarlord):
            return (f"Warlord: take over {logic.who(view, action.target)}'s next turn"
                    f"{logic.partner_mark(view, action.target)}")
        if isinstance(action, Play) and action.as_:
            name = EFFECT_NAMES.get(action.as_, action.as_)
            if action.as_ in SUIT_FORMS and view["suit"]:
                name = f"{logic.suit_label(view['suit'])} {name}"     # of the active suit
            return name if self.magician is not None else f"As {name}"
        label = action.label
        for s in range(len(view["seats"]) - 1, -1, -1):
            label = label.replace(f"seat {s + 1}", logic.who(view, s))
        return label

    def target_panels(self) -> dict[int, pygame.Rect]:
        """Seats that may be aimed at now, by the rectangle of their panel."""
        t = self.host
        if not t.my_decision():
            return {}
        n = len(t.view["hands"])
        out = {}
        for seat in logic.target_choices(t.legal_actions()):
            slot = logic.panel_of(n, t.bottom, seat) if seat >= 0 else None
            if slot is not None:
                out[seat] = t.zone_rect(f"panel:{slot}")
        return out

    # ------------------------------------------------------------------ drag callbacks
    def pick(self, pos: tuple[int, int]) -> Pickup | None:
        t = self.host
        if not t.my_decision() or not t.show_bottom():
            return None
        hit = t.display.hit(pos, ["hand"])
        if hit is None:
            return None
        card = t.display.visible("hand")[hit[1]].card
        if card is None:
            return None
        slot = t.display.slot_of(card)
        assert slot is not None
        return Pickup(card, "hand", pygame.Vector2(slot.center), slot.width, slot.angle)

    def targets(self, pickup: Pickup) -> list[DropTarget]:
        lit = pickup.card in logic.playable_cards(self.host.legal_actions())
        return [DropTarget("discard", self.host.zone_rect("discard").inflate(120, 80), lit)]

    def drop(self, pickup: Pickup, target: DropTarget | None) -> str | None:
        if target is None:
            return ""          # dropped on the cloth: back it goes, nothing to explain
        return self.play(pickup.card)

    def click(self, pickup: Pickup) -> None:
        self.play(pickup.card)

    def play(self, card: str) -> str | None:
        """Play ``card`` from the hand: the engine's reason if it may not be played now."""
        t = self.host
        legal = t.legal_actions()
        burn = logic.burn_action(legal, card)
        if burn is not None:
            return t.apply(burn)
        if Defend(card) in legal:
            return t.apply(Defend(card))     # a Defender played against a Battle card
        plays = logic.playable_cards(legal).get(card, [])
        if not plays:
            reason = t.why_illegal(Play(card)) or "That card cannot be played now."
            t.refuse(reason)
            return reason
        if len(plays) > 1:      # a Magician: which card does it become?
            self.magician = card
            t.sound("click")
            return None
        return t.apply(plays[0])

    def after_move(self) -> None:
        self.magician = None
        self.hover_choice = -1
        self.drag.cancel()

    def cancel(self) -> None:
        self.drag.cancel()

    # ------------------------------------------------------------------ events
    def track_pointer(self, event: pygame.event.Event) -> None:
        """The choice under the pointer is the highlighted one (the table calls this first,
        before its buttons may take the event)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover_choice = next((i for i, c in enumerate(self.choices()) if c.rect.collidepoint(event.pos)), -1)
            self.pointer = event.pos

    @property
    def pointed_card(self) -> str | None:
        """The face-up card under the pointer, in the hand, on the discard pile or in front of
        a seat: the card the reader line under the prompt names in full. Asked of the table
        as it is now, so a card played or covered from under a still mouse is not named."""
        if self.pointer is None:
            return None
        pos = self.pointer
        host = self.host
        zones = [z for z in host.display.piles
                 if (z == "hand" and host.show_bottom()) or z == "discard" or z.startswith("front:")]
        hit = host.display.hit(pos, zones)
        if hit is None:
            return None
        return host.display.visible(hit[0])[hit[1]].card

    def handle(self, event: pygame.event.Event) -> bool:
        """Drags, clicks on the cloth and the keys of the hand and the choices."""
        if self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        t = self.host
        for item in self.choices():
            if item.rect.collidepoint(pos):
                t.apply(item.action)
                return True
        if t.view["phase"] == "escape" and t.my_decision() and t.display.hit(pos, ["front:me"]) is not None:
            t.apply(Escape())            # the Dungeon card in front of you: climb out
            return True
        for seat, rect in self.target_panels().items():
            if rect.collidepoint(pos):
                t.apply(logic.target_choices(t.legal_actions())[seat])
                return True
        if t.zone_rect("deck").collidepoint(pos) and t.may_draw():
            t.draw_card()
            return True
        return False

    def step_back(self) -> bool:
        """Esc takes back a dropped Magician before it opens the menu."""
        if self.magician is None:
            return False
        self.magician = None
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        t, key = self.host, event.key
        if pygame.K_1 <= key <= pygame.K_9 or pygame.K_KP1 <= key <= pygame.K_KP9:
            items = self.choices()
            i = key - (pygame.K_1 if key <= pygame.K_9 else pygame.K_KP1)
            if i < len(items):
                t.apply(items[i].action)
        elif self.hand_cards() and key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self._move_hand(key)
        elif self.hand_cards() and key == pygame.K_UP:
            return self._play_focused()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END):
            self._move_hover(key)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            items = self.choices()
            if 0 <= self.hover_choice < len(items):
                t.apply(items[self.hover_choice].action)
            elif self.hand_cards():
                return self._play_focused()
            else:
                return False
        else:
            return False
        return True

    def _move_hover(self, key: int) -> None:
        """Arrow keys walk the choices (a row of buttons, or the grid of cards by rows)."""
        items = self.choices()
        if not items:
            return
        per_row = sum(1 for i in items if i.rect.y == items[0].rect.y) if items[0].card else len(items)
        if key in (pygame.K_HOME, pygame.K_END):
            self.hover_choice = 0 if key == pygame.K_HOME else len(items) - 1
            return
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -per_row, pygame.K_DOWN: per_row}[key]
        if self.hover_choice < 0:
            self.hover_choice = 0
        else:
            self.hover_choice = max(0, min(len(items) - 1, self.hover_choice + step))

    def update(self, dt: float) -> None:
        self.drag.update(dt)


def _shorter(label: str) -> str:
    """A choice's label without the words the question or the card says already."""
    if label.startswith("Warlord: take over "):
        return "Warlord: " + label.removeprefix("Warlord: take over ").replace("'s next turn", "", 1)
    return label.removeprefix("Aim at ")
