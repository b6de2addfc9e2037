"""Keys and clicks at the Dragon Kings table: the betting bar, its raise slider, the choices.

The bar offers the person to act: Fold (F), Check or Call (C), Raise (R or Enter, to the
slider's amount), All in (A). The slider runs from the smallest raise to all in: drag it,
click its track, or move it by a big blind with the arrow keys or + and -, by ten with Page
Up / Page Down. The quick amounts are buttons and keys that keep their numbers whether or
not each is offered: 1 Min, 2 half the pot, 3 the pot, 4 All in (a 3 that went all in when
half the pot was not offered cost a player their stack). The quick All in asks once: the
first press moves the slider to all in and asks, a second press (or Enter) goes all in.
Moves that are no bets (choosing a wing card, turning a card in, a wing card in the hole)
are buttons of their own, numbered from 5 (or from 1 when there is no betting, with 0 for
the tenth), beside the wing cards. Everything a button does, a key does too; Tab walks the
buttons and Space (or Enter) presses the one it lights. When the wing cards do not all fit
their panel whole, W (or a click on one) reads the next one whole.

Nothing here decides a rule: a move the engine refuses comes back with its reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from eternus.engine.core import Action
from eternus.engine.dragon_kings.actions import AllIn, Fold
from eternus.engine.dragon_kings.views import HoldemView
from eternus.ui.games.dragon_kings import logic
from eternus.ui.games.dragon_kings.wing_panel import WingPanel, next_card
from eternus.ui.table.layout import TableLayout

SLIDER_KEYS = {pygame.K_RIGHT: 1, pygame.K_UP: 1, pygame.K_PLUS: 1, pygame.K_EQUALS: 1, pygame.K_KP_PLUS: 1,
               pygame.K_LEFT: -1, pygame.K_DOWN: -1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1,
               pygame.K_PAGEUP: 10, pygame.K_PAGEDOWN: -10}
# 1-9 press the first nine choices and 0, last on the row of digits, the tenth (the wing
# card choice offers ten cards and "keep them").
NUMBER_KEYS = {**{getattr(pygame, f"K_{i}"): i for i in range(1, 10)}, pygame.K_0: 10}
ENTER_CHOICE = 11          # the choice past the ten digits that Enter presses
#: Each quick amount's own key, offered or not (logic.quick_raises names them).
QUICK_KEYS = {"Min": "1", "\u00bd pot": "2", "Pot": "3", "All in": "4"}
QUICK_ALL_IN = QUICK_KEYS["All in"]
QUICK_WIDTH = 150
GAP = 12


def _key_of(number: int, enter: bool = False) -> str:
    """The key a choice answers to: digits counted from 1 (0 the tenth); the eleventh, when
    Enter is free (no bet to raise), Enter: the wing-card question's last answer, "Keep them
    as they are", had no key."""
    if number <= 10:
        return str(number)
    return "Enter" if enter and number == ENTER_CHOICE else ""


def _labelled(label: str, key: str) -> str:
    """A choice's label with the key that presses it."""
    if not key:
        return label
    return f"{label}  ({'0' if key == '10' else key})"


@dataclass
class Choice:
    """A button of the bar or of the choices: what it says, where, what it does, its key."""

    label: str
    rect: pygame.Rect
    action: Action | None      # None: the Raise button (the slider's amount)
    key: str = ""
    primary: bool = False


class BarTable(Protocol):
    """What the bar needs from its table: the bottom chair's view, the map, the moves, and
    a way to play one (the table satisfies it; the input holds no more of it)."""

    @property
    def view(self) -> HoldemView:
        """The bottom chair's view."""

    @property
    def bottom(self) -> int:
        """The chair at the bottom of the screen."""

    @property
    def moves_made(self) -> int:
        """How many moves the match has had (a decision is told from the next by it)."""

    layout: TableLayout

    def legal_actions(self) -> list[Action]: ...

    def my_decision(self) -> bool:
        """The person whose cards are shown decides now."""

    def apply(self, action: Action) -> str | None:
        """Play ``action``; the engine's reason if it refuses it."""

    def refuse(self, reason: str) -> None: ...

    def wing_panel(self) -> WingPanel:
        """The wing-cards panel as laid out this frame (a click on a card reads it whole)."""

    def sound(self, name: str) -> None: ...


class DragonKingsInput:
    """The bar's state (the raise amount, the slider being dragged) and the key map."""

    def __init__(self, table: BarTable) -> None:
        self.t = table
        self.amount = 0                 # the raise the slider shows (a whole bet on the street)
        self.dragging = False
        self.hover: Choice | None = None
        self._for: tuple[int, int] | None = None
        self.asking_all_in: tuple[int, int] | None = None    # the decision the quick All in asked in
        self.wing_pick: str | None = None      # the wing card the person chose to read whole (W, a click)
        self.wing_picked_at = -1               # the moves made when they chose it

    # ------------------------------------------------------------------ state
    def reset(self) -> None:
        self.amount = 0
        self.dragging = False
        self._for = None
        self.asking_all_in = None

    def _decision(self) -> tuple[int, int]:
        """Which decision this is: the moves made so far and the chair deciding."""
        return self.t.moves_made, self.t.bottom

    def asks_all_in(self) -> bool:
        """The quick All in was pressed once in this decision: the next press goes all in."""
        return self.asking_all_in == self._decision()

    def after_move(self) -> None:
        self.reset()

    def cancel(self) -> None:
        self.dragging = False

    def step_back(self) -> bool:
        """Esc lets go of a slider being dragged before it opens the menu."""
        if self.dragging:
            self.dragging = False
            return True
        return False

    def update(self) -> None:
        """A new decision starts the slider at the smallest raise."""
        legal = self.t.view["legal"] if self.t.my_decision() else None
        key = self._decision()
        if legal is not None and self._for != key:
            self._for = key
            self.amount = legal["min_raise_to"]

    # ------------------------------------------------------------------ what is offered
    def betting(self) -> bool:
        return self.t.my_decision() and self.t.view["legal"] is not None and any(
            isinstance(a, logic.BETTING) for a in self.t.legal_actions())

    def bar(self) -> list[Choice]:
        """The betting buttons, laid out in the map's ``bar:buttons`` zone."""
        if not self.betting():
            return []
        legal = self.t.legal_actions()
        view = self.t.view
        area = self.t.layout["bar:buttons"].rect
        found: list[tuple[str, Action | None, str, bool]] = []
        fold = next((a for a in legal if isinstance(a, Fold)), None)
        found.append(("Fold", fold, "F", False))
        passive = logic.call_action(legal)
        if passive is not None:
            found.append((logic.passive_label(passive), passive, "C", True))
        if logic.raise_range(view) is not None:
            words = "Bet" if max(view["bets"]) == 0 else "Raise to"
            found.append((f"{words} {self.amount:,}", None, "R", False))
        allin = next((a for a in legal if isinstance(a, AllIn)), None)
        if allin is not None and allin != passive:
            found.append((f"All in {allin.chips:,}", allin, "A", False))
        width = (area.w - GAP * (len(found) - 1)) // len(found)
        return [Choice(f"{label}  ({key})", pygame.Rect(area.x + i * (width + GAP), area.y, width, area.h), action,
                       key, primary)
                for i, (label, action, key, primary) in enumerate(found)]

    def quick(self) -> list[Choice]:
        """The quick raise amounts, at the left of the map's ``bar:slider`` zone."""
        if not self.betting():
            return []
        area = self.t.layout["bar:slider"].rect
        choices = []
        for label, amount in logic.quick_raises(self.t.view):
            key = QUICK_KEYS[label]
            at = area.x + (int(key) - 1) * (QUICK_WIDTH + GAP)          # its own place, kept when one is missing
            choices.append(Choice(f"{label}  ({key})", pygame.Rect(at, area.y, QUICK_WIDTH, area.h),
                                  logic.raise_action(self.t.view, amount), key,
                                  primary=key == QUICK_ALL_IN and self.asks_all_in()))
        return choices

    def track(self) -> pygame.Rect:
        """The slider's track: the part of ``bar:slider`` right of the quick amounts."""
        area = self.t.layout["bar:slider"].rect
        left = area.x + 4 * (QUICK_WIDTH + GAP) + 40
        return pygame.Rect(left, area.centery - 6, area.right - left - 30, 12)

    def limits(self) -> tuple[int, int] | None:
        """The slider's ends (``logic.raise_range``); None when it has no amount to choose."""
        return logic.raise_range(self.t.view) if self.betting() else None

    def choices(self) -> list[Choice]:
        """Moves that are no bets, as buttons: over the bar when nothing else can be done
        (choosing wing cards, a turn-in), else under the wing cards (a wing card in the hole)."""
        if not self.t.my_decision():
            return []
        others = logic.other_choices(self.t.legal_actions())
        if not others:
            return []
        first = 5 if self.betting() else 1
        if self.betting():
            area = self.t.layout["wings"].rect
            height = 46
            top = area.bottom - 16 - len(others) * (height + 8)
            return [Choice(_labelled(logic.choice_label(a), _key_of(first + i)),
                           pygame.Rect(area.x + 16, top + i * (height + 8), area.w - 32, height), a,
                           _key_of(first + i))
                    for i, a in enumerate(others)]
        area = self.t.layout["bar:choices"].rect          # where the slider and the bets stand otherwise
        per_row = min(4, len(others))
        rows = (len(others) + per_row - 1) // per_row
        width = (area.w - GAP * (per_row - 1)) // per_row
        height = (area.h - GAP * (rows - 1)) // rows
        return [Choice(_labelled(logic.choice_label(a), _key_of(i + 1, enter=True)),
                       pygame.Rect(area.x + (i % per_row) * (width + GAP), area.y + (i // per_row) * (height + GAP),
                                   width, height), a, _key_of(i + 1, enter=True), primary=i == 0)
                for i, a in enumerate(others)]

    def prompt(self) -> str:
        view = self.t.view
        if view["phase"] == "rebuy_choice":
            return "You are out of chips: buy in again, or sit out and watch the rest of the match?"
        if view["phase"] == "wing_choice":
            if view["wing"]["step"] == "permanent":
                return "Twinned dragon kings! Which wing card stays for good? (then the next one)"
            if view["hand_no"] == 0:
                return "You drew the first black King: which wing card goes into play?"
            return "You held a black King: put another wing card into play for the next deal?"
        if view["wing"]["turning_in"]:
            card = view["wing"]["turn_in_for"]
            asks = {"Qc": "The Queen of Vanity: turn in a Six for a new card, or keep your cards.",
                    "Qs": "The Queen of Chaos: turn in one hole card.",
                    "Js": "The Knight of the Void: swap one hole card for a new one."}
            return asks.get(card or "", "Turn in a card.")
        if view["wing"]["mercy_offer"]:
            return "You hold the token of mercy: buy back into the hand for half the pot?"
        fortune = view["wing"]["fortune"]
        if fortune is not None:
            if fortune["penalty"]:
                return (f"The Knight of Fortune: pay {fortune['call']} to stay in, "
                        f"or fold and pay {fortune['penalty']}.")
            return f"The Knight of Fortune was shown: pay {fortune['call']} to stay in, or fold."
        legal = view["legal"]
        if legal is None:
            return ""
        if self.asks_all_in():
            return f"All in for {view['stacks'][view['seat']]:,}? Press {QUICK_ALL_IN} again or Enter."
        # A wing card in the hole offers moves beside the bets, as buttons under the wing cards.
        wing = "  Or use your wing card (at the left)." if logic.other_choices(self.t.legal_actions()) else ""
        # Name only the moves the bar offers: a stack short of the smallest raise can only
        # go all in, and a raise nobody could answer is not offered at all.
        offered = {choice.key for choice in self.bar()}
        if "R" in offered:
            # Before the flop the big blind's option raises: the blinds are bets.
            more = "raise (arrows move the raise)" if max(view["bets"]) > 0 else "bet (arrows move the bet)"
        else:
            more = "go all in" if "A" in offered else ""
        if legal["to_call"]:
            moves = f"Fold, call or {more}" if more else "Fold or call"
            return f"{legal['to_call']} to call. {moves}.{wing}"
        return f"Check or {more}.{wing}" if more else f"Check.{wing}"

    # ------------------------------------------------------------------ events
    def all_buttons(self) -> list[Choice]:
        return [*self.bar(), *self.quick(), *self.choices()]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((c for c in self.all_buttons() if c.rect.collidepoint(event.pos)), None)
            if self.dragging:
                self._slide_to(event.pos[0])
            return self.dragging
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.limits() is not None and self.track().inflate(0, 36).collidepoint(event.pos):
                self.dragging = True
                self._slide_to(event.pos[0])
                return True
            return any(c.rect.collidepoint(event.pos) for c in self.all_buttons())
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.dragging:
                self.dragging = False
                return True
            hit = next((c for c in self.all_buttons() if c.rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.t.sound("click")
                self.press(hit)
                return True
            entry = next((e for e in self.t.wing_panel().entries if e.rect.collidepoint(event.pos)), None)
            if entry is not None and entry.form != "whole":
                self.pick_wing(entry.card)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def key(self, key: int) -> bool:
        if key == pygame.K_w:
            laid = self.t.wing_panel()
            if laid.focus is not None:          # some card is not whole: W reads the next one
                self.pick_wing(next_card(laid.cards, laid.focus))
            return True
        if key in SLIDER_KEYS and self.limits() is not None:
            self.move_slider(SLIDER_KEYS[key])
            return True
        letter = {pygame.K_f: "F", pygame.K_c: "C", pygame.K_r: "R", pygame.K_a: "A",
                  pygame.K_RETURN: "R", pygame.K_KP_ENTER: "R"}.get(key)
        number = NUMBER_KEYS.get(key)
        wanted = letter or (str(number) if number else None)
        if wanted is None:
            return False
        buttons = self.all_buttons()
        hit = next((c for c in buttons if c.key == wanted), None)
        if hit is None and key in (pygame.K_RETURN, pygame.K_KP_ENTER):     # no raise: Enter's own choice
            hit = next((c for c in buttons if c.key == "Enter"), None)
        if hit is None and wanted == "A":
            # A stack short of the call goes all in by calling: that one button (C) is the
            # all in, and A, the all-in key, was refused with the all in on the screen.
            hit = next((c for c in buttons if isinstance(c.action, AllIn)), None)
        if hit is None:
            if self.t.my_decision():
                self.t.refuse("That move is not open now.")
            return True
        self.press(hit)
        return True

    def pick_wing(self, card: str | None) -> None:
        """Show ``card`` whole in the wing-cards panel (the others shrink to their gist)."""
        self.wing_pick, self.wing_picked_at = card, self.t.moves_made

    def press(self, choice: Choice) -> None:
        if choice.key == QUICK_ALL_IN and isinstance(choice.action, AllIn) and not self.asks_all_in():
            limits = self.limits()           # asked once: the slider shows it, Enter makes it
            if limits is not None:
                self.amount = limits[1]
            self.asking_all_in = self._decision()
            return
        if choice.action is None:
            self.t.apply(logic.raise_action(self.t.view, self.amount))
        else:
            self.t.apply(choice.action)

    def move_slider(self, steps: int) -> None:
        limits = self.limits()
        if limits is None:
            return
        lo, hi = limits
        big = int(self.t.view["blinds"][1])
        self.amount = max(lo, min(hi, self.amount + steps * big))

    def _slide_to(self, x: int) -> None:
        limits = self.limits()
        if limits is None:
            return
        lo, hi = limits
        track = self.track()
        k = min(1.0, max(0.0, (x - track.x) / max(1, track.w)))
        self.amount = round(lo + k * (hi - lo))

    def slider_x(self) -> int:
        limits = self.limits()
        track = self.track()
        if limits is None:
            return track.x
        lo, hi = limits
        k = (self.amount - lo) / (hi - lo) if hi > lo else 1.0
        return round(track.x + k * track.w)
