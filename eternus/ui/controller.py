"""A game controller on the sofa, played through the keyboard's own path.

Every screen already works from the keyboard: arrows move a cursor (over cards, choices, a
menu's rows), Enter acts, Space selects, Tab walks the buttons, Esc steps back, H asks for a
hint, F1 opens the rules. A controller is turned into exactly those keys here, so there is
one focus model for both and no screen needs to know which was used:

    d-pad or left stick  arrows        A      Enter        X     Space
    LB / RB              Shift+Tab/Tab B      Esc (back)   Y     H (a hint)
    Start                Esc (menu)    Back   F1 (rules)

The left stick repeats like a held key. Which one was touched last is remembered
(:func:`in_use`), so buttons can name the controller's buttons instead of keys while it is
the one in the player's hands (:func:`button_label`).
"""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)

ButtonKey = tuple[int, int]          # (key, modifiers)

BUTTON_KEYS: dict[int, ButtonKey] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_SPACE, 0),
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_h, 0),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_TAB, pygame.KMOD_SHIFT),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_TAB, 0),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_BACK: (pygame.K_F1, 0),
}

#: A key's name in a button's label, and the controller button that does the same (Esc is
#: B, going back, except on the Menu button, which Start opens).
KEY_NAMES = {"Enter": "A", "Esc": "B", "Space": "X", "H": "Y", "F1": "Back"}

DEADZONE = 0.5                # of the stick's travel, before it counts as a press
REPEAT_FIRST, REPEAT_NEXT = 0.4, 0.15      # seconds: a held stick repeats as a held key would
AXIS_MAX = 32767

_in_use = False


def in_use() -> bool:
    """A controller was the last thing a player touched (not the keyboard or the mouse)."""
    return _in_use


def set_in_use(used: bool) -> None:
    global _in_use
    _in_use = used


def button_label(label: str) -> str:
    """``label`` as a controller player reads it: "Menu  (Esc)" becomes "Menu  (Start)", "Back  (Esc)" "Back  (B)";
    a key with no button of its own ("Undo  (U)") loses its key, the button being reached
    with LB and RB. Unchanged while the keyboard or mouse is in use."""
    if not _in_use or "  (" not in label or not label.endswith(")"):
        return label
    text, _, key = label[:-1].rpartition("  (")
    button = "Start" if key == "Esc" and text == "Menu" else KEY_NAMES.get(key)
    return f"{text}  ({button})" if button else text


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """The KEYDOWN the keyboard would send for ``key``, marked as the controller's."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0, controller=True)


class Controllers:
    """The connected controllers, and their input turned into the keyboard's."""

    def __init__(self) -> None:
        self.pads: dict[int, object] = {}          # instance id -> the open controller
        self.stick: tuple[int, int] = (0, 0)        # the left stick's direction, -1/0/1 each way
        self.held = 0.0                             # how long the stick has pointed there
        self.repeats = 0
        try:
            from pygame._sdl2 import controller  # optional in pygame: imported where its absence is caught

            controller.init()
            for index in range(controller.get_count()):
                self._open(index)
        except (ImportError, pygame.error) as exc:       # no controller support: the keyboard stays
            log.info("game controllers unavailable: %s", exc)

    def _open(self, index: int) -> None:
        from pygame._sdl2 import controller  # optional: only reached once __init__ found it

        try:
            if controller.is_controller(index):
                pad = controller.Controller(index)
                self.pads[pad.id] = pad
                log.info("game controller connected: %s", pad.name)
        except pygame.error as exc:
            log.warning("could not open game controller %d: %s", index, exc)

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """What ``event`` means to the screens: a controller's button or stick as the keys
        above, everything else as it is. Touching the keyboard or mouse hands the labels back."""
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            self._open(event.device_index)
            return []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.pop(getattr(event, "instance_id", -1), None)
            return []
        if kind == pygame.CONTROLLERBUTTONDOWN:
            set_in_use(True)
            mapped = BUTTON_KEYS.get(event.button)
            return [key_event(*mapped)] if mapped else []
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(event.axis, event.value)
        if kind in (pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERSENSORUPDATE):
            return []
        if kind == pygame.KEYDOWN and not getattr(event, "controller", False) or kind == pygame.MOUSEBUTTONDOWN:
            set_in_use(False)
        return [event]

    def _axis(self, axis: int, value: int) -> list[pygame.event.Event]:
        """The left stick as a d-pad: one arrow when it leaves the middle, then repeats."""
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        step = 0 if abs(value) < DEADZONE * AXIS_MAX else (1 if value > 0 else -1)
        x, y = self.stick
        stick = (step, y) if axis == pygame.CONTROLLER_AXIS_LEFTX else (x, step)
        if stick == self.stick:
            return []
        self.stick, self.held, self.repeats = stick, 0.0, 0
        if stick == (0, 0):
            return []
        set_in_use(True)
        return [self._arrow()]

    def _arrow(self) -> pygame.event.Event:
        x, y = self.stick
        if y:
            return key_event(pygame.K_DOWN if y > 0 else pygame.K_UP)
        return key_event(pygame.K_RIGHT if x > 0 else pygame.K_LEFT)

    def update(self, dt: float) -> list[pygame.event.Event]:
        """The repeats of a stick held to one side (a frame's worth)."""
        if self.stick == (0, 0):
            return []
        self.held += dt
        due = REPEAT_FIRST + self.repeats * REPEAT_NEXT
        if self.held < due:
            return []
        self.repeats += 1
        return [self._arrow()]
