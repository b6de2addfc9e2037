"""The handful of controls the menus need: button, toggle, choice, slider, number field.

Why not pygame_gui: these screens need five small controls drawn in the table's own look,
keyboard navigation that behaves the same everywhere, and nothing else. Our own widgets are
~300 lines, start instantly, react to posted events exactly like real ones, and keep
40 MB of bundled CJK fonts out of the binary.

Widgets are dumb: they draw themselves and report through callbacks. A :class:`Menu` owns
a list of them, routes mouse and keyboard input, and keeps one focus that mouse hover and
arrow keys share, so whatever the player uses, the highlighted control is the one Enter
activates.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING
from collections.abc import Callable, Sequence

import pygame

from eternus.ui import controller, draw, fonts, theme
from eternus.ui.canvas import Target

if TYPE_CHECKING:
    from eternus.ui.sound import SoundBoard

LABEL_SIZE = 30
VALUE_SIZE = 28
LABEL_INSET = 24       # a settings row's label starts this far inside the row
CONTROL_INSET = 20     # and its control ends this far inside it


class Widget:
    """Base: a rectangle that can take focus. Subclasses override what they react to."""

    focusable = True

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled

    def activate(self) -> None:
        """Enter, Space, or a click released on the widget."""

    def adjust(self, step: int) -> bool:
        """Left/right arrows; return True if the widget used them."""
        return False

    def press(self, pos: tuple[int, int]) -> None:
        """Mouse button went down on the widget (sliders start dragging here)."""

    def drag(self, pos: tuple[int, int]) -> None:
        """Mouse moved while the button that pressed this widget is held."""

    def release(self, pos: tuple[int, int]) -> None:
        """Mouse button released; a click if it is still over the widget."""
        if self.rect.collidepoint(pos):
            self.activate()

    def key(self, event: pygame.event.Event) -> bool:
        """Any other key while focused; return True if used."""
        return False

    def draw(self, surface: Target, focused: bool) -> None:
        raise NotImplementedError


LABEL_MARGIN = 14          # clear space each side of a button's label
LABEL_GAP = 18             # clear space between a row's label and its control


class Button(Widget):
    """A labelled button. ``style`` "primary" is the burgundy one-per-screen action."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 on_click: Callable[[], None], style: str = "normal", enabled: bool = True,
                 size: int = 32, subtitle: str = "") -> None:
        super().__init__(rect, enabled)
        self.label = label
        self.short = ""             # fewer words for the label where it does not fit ("Three of a kind")
        self.subtitle = subtitle
        self.on_click = on_click
        self.style = style
        self.size = size

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: Target, focused: bool) -> None:
        r = self.rect
        if not self.enabled:
            fill, border, color = (20, 34, 27), theme.DIM, theme.DIM
        elif self.style == "primary":
            fill = theme.BURGUNDY_LIGHT if focused else theme.BURGUNDY
            border, color = (theme.GOLD_BRIGHT if focused else theme.GOLD), theme.CREAM
        else:
            fill = (30, 64, 46) if focused else (14, 38, 28)
            border, color = (theme.GOLD_BRIGHT if focused else theme.GOLD), theme.CREAM
        if focused and self.enabled:
            surface.blit(_glow(r.width, r.height), r.inflate(12, 12))
        draw.rect(surface, fill, r, border_radius=12)
        draw.rect(surface, border, r, width=2, border_radius=12)
        # A label keeps clear of the button's edges: a narrow table button shrinks its text; at
        # the large text size it drops its key ("Menu  (Esc)" becomes "Menu", "Play pair  \u23ce"
        # becomes "Play pair"), and then says its shorter words if it has them.
        room = r.width - 2 * LABEL_MARGIN

        def fits(text: str) -> bool:
            return fonts.measure(text, fonts.fitting_size(text, self.size, room, fonts.BOLD), fonts.BOLD)[0] <= room

        label = controller.button_label(self.label)
        if "  " in label and not fits(label):
            label = label.rsplit("  ", 1)[0]      # the key after two spaces: "  (Esc)", "  \u23ce"
        if self.short and not fits(label):
            label = self.short
        size = fonts.fitting_size(label, self.size, room, fonts.BOLD)
        fonts.blit_text(surface, fonts.fit(label, size, room, fonts.BOLD), size, color, fonts.BOLD, center=r.center)
        if self.subtitle:
            fonts.blit_text(surface, self.subtitle, 24, theme.MUTED, fonts.SANS, midtop=(r.centerx, r.bottom + 10))


@lru_cache(maxsize=32)
def _glow(w: int, h: int) -> pygame.Surface:
    """A soft gold halo around a focused button (translucent, so drawn on its own surface)."""
    surface = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    draw.rect(surface, (*theme.GOLD_BRIGHT, 70), surface.get_rect(), width=5, border_radius=17)
    return surface


class _Row(Widget):
    """A full-width settings row: label on the left, the control on the right."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 enabled: bool = True) -> None:
        super().__init__(rect, enabled)
        self.label = label

    @property
    def control_rect(self) -> pygame.Rect:
        width = min(360, self.rect.width // 2)
        return pygame.Rect(self.rect.right - width - CONTROL_INSET, self.rect.y + 10, width, self.rect.height - 20)

    def draw(self, surface: Target, focused: bool) -> None:
        if focused and self.enabled:
            draw.translucent_rect(surface, (*theme.GOLD, 34), self.rect, border_radius=10)
            draw.rect(surface, theme.GOLD_BRIGHT,
                             (self.rect.x, self.rect.y + 8, 5, self.rect.height - 16), border_radius=2)
        color = theme.CREAM if self.enabled else theme.DIM
        fonts.blit_text(surface, self.label, LABEL_SIZE, color, fonts.SANS,
                        midleft=(self.rect.x + LABEL_INSET, self.rect.centery))
        self.draw_control(surface, focused)

    def draw_control(self, surface: Target, focused: bool) -> None:
        raise NotImplementedError


class Toggle(_Row):
    """On/off switch."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, value: bool,
                 on_change: Callable[[bool], None], enabled: bool = True) -> None:
        super().__init__(rect, label, enabled)
        self.value = value
        self.on_change = on_change

    def activate(self) -> None:
        if self.enabled:
            self.value = not self.value
            self.on_change(self.value)

    def adjust(self, step: int) -> bool:
        if self.enabled and self.value != (step > 0):
            self.activate()
        return True

    def draw_control(self, surface: Target, focused: bool) -> None:
        c = self.control_rect
        pill = pygame.Rect(0, 0, 92, 44)
        pill.midright = c.midright
        on = self.value
        fill = (46, 120, 74) if on and self.enabled else (40, 50, 44)
        draw.rect(surface, fill, pill, border_radius=22)
        draw.rect(surface, theme.GOLD if self.enabled else theme.DIM, pill, width=2, border_radius=22)
        knob = (pill.right - 22, pill.centery) if on else (pill.x + 22, pill.centery)
        draw.circle(surface, theme.CREAM if self.enabled else theme.DIM, knob, 16)
        word = "On" if on else "Off"
        fonts.blit_text(surface, word, VALUE_SIZE, theme.CREAM if self.enabled else theme.DIM,
                        fonts.SANS, midright=(pill.x - 18, pill.centery))


class Choice(_Row):
    """One value out of a list, cycled with the arrows or by clicking."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 choices: Sequence[object], value: object, on_change: Callable[[object], None],
                 describe: Callable[[object], str] = str, enabled: bool = True) -> None:
        super().__init__(rect, label, enabled)
        self.choices = list(choices)
        self.index = self.choices.index(value) if value in self.choices else 0
        self.on_change = on_change
        self.describe = describe

    @property
    def value(self) -> object:
        return self.choices[self.index]

    def activate(self) -> None:
        self.adjust(1)

    def adjust(self, step: int) -> bool:
        if self.enabled and self.choices:
            self.index = (self.index + step) % len(self.choices)
            self.on_change(self.value)
        return True

    def release(self, pos: tuple[int, int]) -> None:
        """A click on the control steps the value: on its left half back, on its right half on.
        A click on the label only takes the focus: clicking a player's name to rename them
        turned a person into an AI, and clicking "Rounds" changed the rounds."""
        c = self.control_rect
        if c.collidepoint(pos):
            self.adjust(-1 if pos[0] < c.centerx else 1)

    def draw_control(self, surface: Target, focused: bool) -> None:
        c = self.control_rect
        color = theme.CREAM if self.enabled else theme.DIM
        arrow = theme.GOLD_BRIGHT if focused else theme.GOLD
        fonts.blit_text(surface, "\u25C0", 26, arrow, fonts.SANS, midleft=(c.x, c.centery))
        fonts.blit_text(surface, "\u25B6", 26, arrow, fonts.SANS, midright=(c.right, c.centery))
        value = self.describe(self.value)
        room = c.w - 2 * 40                               # clear of the arrows
        size = fonts.fitting_size(value, VALUE_SIZE, room, fonts.SANS, least=18)
        fonts.blit_text(surface, fonts.fit(value, size, room, fonts.SANS), size, color, fonts.SANS, center=c.center)


class Slider(_Row):
    """A number between ``lo`` and ``hi``: drag, click on the track, or arrows by ``step``."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, value: float,
                 lo: float, hi: float, step: float, on_change: Callable[[float], None],
                 describe: Callable[[float], str], enabled: bool = True) -> None:
        super().__init__(rect, label, enabled)
        self.lo, self.hi, self.step = lo, hi, step
        self.value = min(hi, max(lo, value))
        self.on_change = on_change
        self.describe = describe

    @property
    def track(self) -> pygame.Rect:
        c = self.control_rect
        return pygame.Rect(c.x + 110, c.centery - 4, c.width - 120, 8)

    def _set(self, value: float) -> None:
        value = min(self.hi, max(self.lo, round(value / self.step) * self.step))
        value = round(value, 6)
        if value != self.value:
            self.value = value
            self.on_change(value)

    def adjust(self, step: int) -> bool:
        if self.enabled:
            self._set(self.value + step * self.step)
        return True

    def press(self, pos: tuple[int, int]) -> None:
        if self.enabled and self.control_rect.collidepoint(pos):
            self.drag(pos)

    def drag(self, pos: tuple[int, int]) -> None:
        if self.enabled:
            t = (pos[0] - self.track.x) / max(1, self.track.width)
            self._set(self.lo + min(1.0, max(0.0, t)) * (self.hi - self.lo))

    def release(self, pos: tuple[int, int]) -> None:
        """Dragging already set the value; a release is not an extra activation."""

    def draw_control(self, surface: Target, focused: bool) -> None:
        c, t = self.control_rect, self.track
        color = theme.CREAM if self.enabled else theme.DIM
        fonts.blit_text(surface, self.describe(self.value), VALUE_SIZE, color, fonts.SANS,
                        midleft=(c.x, c.centery))
        draw.rect(surface, (40, 50, 44), t, border_radius=4)
        frac = (self.value - self.lo) / (self.hi - self.lo)
        filled = pygame.Rect(t.x, t.y, round(t.width * frac), t.height)
        draw.rect(surface, theme.GOLD if self.enabled else theme.DIM, filled, border_radius=4)
        knob = (t.x + round(t.width * frac), t.centery)
        draw.circle(surface, theme.GOLD_BRIGHT if focused else theme.CREAM, knob, 14)
        draw.circle(surface, theme.PANEL, knob, 14, width=2)


class NumberField(_Row):
    """Digits typed straight in (Backspace deletes); ``on_change`` gets the text."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, text: str,
                 on_change: Callable[[str], None], max_digits: int = 9) -> None:
        super().__init__(rect, label)
        self.text = text
        self.on_change = on_change
        self.max_digits = max_digits

    @property
    def control_rect(self) -> pygame.Rect:
        """The box, kept a gap clear of the label ("Deal number" touched it at the large
        text size and in the setup screens' narrower column)."""
        box = super().control_rect
        clear = self.rect.x + 24 + fonts.measure(self.label, LABEL_SIZE)[0] + LABEL_GAP
        if box.x < clear:
            box.width -= clear - box.x
            box.x = clear
        return box

    def type(self, event: pygame.event.Event) -> bool:
        """Take a digit or Backspace; other keys are not ours."""
        if event.key == pygame.K_BACKSPACE:
            if self.text:
                self.text = self.text[:-1]
                self.on_change(self.text)
            return True
        char = getattr(event, "unicode", "")
        if len(char) == 1 and char.isdigit():
            if len(self.text) < self.max_digits:
                self.text = (self.text + char).lstrip("0") or "0"
                self.on_change(self.text)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        return self.type(event)

    def activate(self) -> None:
        """Enter in the field does nothing by itself; the scene decides what Enter means."""

    def release(self, pos: tuple[int, int]) -> None:
        """A click only focuses the field."""

    def draw_control(self, surface: Target, focused: bool) -> None:
        box = self.control_rect
        draw.rect(surface, (6, 16, 12), box, border_radius=8)
        draw.rect(surface, theme.GOLD_BRIGHT if focused else theme.GOLD, box, width=2, border_radius=8)
        shown = self.text or " "
        rect = fonts.blit_text(surface, shown, VALUE_SIZE + 2, theme.CREAM, fonts.BOLD,
                               midleft=(box.x + 18, box.centery))
        if focused:
            draw.line(surface, theme.GOLD_BRIGHT, (rect.right + 4, box.y + 10),
                             (rect.right + 4, box.bottom - 10), 2)


class Menu:
    """Routes input to a list of widgets and keeps the shared focus.

    Up/Down and Tab move the focus, Left/Right adjust the focused control (or move the
    focus along a row of buttons), Enter/Space activate. The mouse focuses by hovering and
    clicks on release, so a press that slides off a button cancels.
    """

    def __init__(self, widgets: Sequence[Widget], sound: SoundBoard | None = None,
                 focus: int = 0) -> None:
        self.widgets = list(widgets)
        self.sound = sound
        self.focus = focus if self._can_focus(focus) else self._next(focus, 1)
        self.pressed: Widget | None = None

    @property
    def focused(self) -> Widget | None:
        if 0 <= self.focus < len(self.widgets):
            return self.widgets[self.focus]
        return None

    def focus_on(self, widget: Widget) -> None:
        self.focus = self.widgets.index(widget)

    def restore_focus(self, index: int) -> None:
        """Focus ``index`` again after a rebuild, if that widget can still take focus."""
        if self._can_focus(index):
            self.focus = index

    def _can_focus(self, i: int) -> bool:
        return 0 <= i < len(self.widgets) and self.widgets[i].focusable and self.widgets[i].enabled

    def _next(self, start: int, step: int) -> int:
        n = len(self.widgets)
        for k in range(1, n + 1):
            i = (start + step * k) % n
            if self._can_focus(i):
                return i
        return -1

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in self.widgets:
            if w.focusable and w.enabled and w.rect.collidepoint(pos):
                return w
        return None

    def _click(self) -> None:
        if self.sound is not None:
            self.sound.play("click")

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True if the event was used by the menu."""
        if event.type == pygame.MOUSEMOTION:
            if self.pressed is not None:
                self.pressed.drag(event.pos)
                return True
            hit = self.widget_at(event.pos)
            if hit is not None:
                self.focus_on(hit)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.widget_at(event.pos)
            if hit is None:
                return False
            self.focus_on(hit)
            self.pressed = hit
            hit.press(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is None:
                return False
            if pressed.rect.collidepoint(event.pos) and not isinstance(pressed, (Slider, NumberField)):
                self._click()
            pressed.release(event.pos)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        focused = self.focused
        if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            nxt = self._next(self.focus, -1 if back else 1)
            if nxt >= 0:
                self.focus = nxt
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            if focused is not None and focused.adjust(step):
                return True
            nxt = self._next(self.focus, step)
            if nxt >= 0:
                self.focus = nxt
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if focused is not None and focused.enabled and not isinstance(focused, NumberField):
                self._click()
                focused.activate()
                return True
            return False
        return focused.key(event) if focused is not None else False

    def draw(self, surface: Target) -> None:
        for i, w in enumerate(self.widgets):
            w.draw(surface, i == self.focus)
