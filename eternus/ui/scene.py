"""Scenes and the stack that holds them (after Tuxemon's state stack).

A scene handles input, advances time and draws. ``update(dt)`` changes things and
``draw(surface)`` changes nothing. The app draws from the topmost opaque scene upwards,
so a pause menu or a dialog pushed on top of the table is an overlay for free.

Scenes talk to the rest of the program only through :class:`Services` and the
:class:`SceneStack` they are given; there are no globals.
"""

from __future__ import annotations

import gc
from dataclasses import InitVar, dataclass, field
from typing import TYPE_CHECKING

import pygame
from eternus.ui.canvas import Target
from eternus.ui.navigator import Navigator, NavigatorFactory

if TYPE_CHECKING:
    from eternus.ui.sound import SoundBoard
    from eternus.storage import Settings, Storage


@dataclass
class Services:
    """What every scene may use: persistence, sound, settings, the stack itself, and the
    navigator that opens the other screens (built by ``navigation`` for these services: the
    scenes it makes are given them)."""

    storage: Storage
    sound: SoundBoard
    settings: Settings
    stack: SceneStack
    navigation: InitVar[NavigatorFactory]
    navigator: Navigator = field(init=False)

    def __post_init__(self, navigation: NavigatorFactory) -> None:
        self.navigator = navigation(self)


class Scene:
    """Base scene. ``opaque`` scenes hide what is under them; overlays set it False."""

    opaque: bool = True

    def __init__(self, services: Services) -> None:
        self.services = services

    # lifecycle
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene above was popped."""

    # frame
    def handle(self, event: pygame.event.Event) -> bool:
        """Return True if the event was consumed."""
        return False

    def focus_event(self, event: pygame.event.Event) -> bool:
        """Before :meth:`handle`: a screen with a focus of its own over its buttons (the
        tables, :mod:`eternus.ui.table.focus`) takes Tab and the keys that press the focused
        button here. True if the event was taken."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def wants_frames(self) -> bool:
        """Whether something on this scene moves or counts down by itself (an animation, an AI
        move on its way, a timer): while nothing does and no input comes, the app draws a few
        frames a second instead of sixty (a quiet idle), and comes back at once on input."""
        return False

    def draw_on_top(self, surface: Target) -> None:
        """Over everything the scenes drew, for the top scene only: the focus ring of
        :meth:`focus_event` and a guide's callout, if any."""

    def draw(self, surface: Target) -> None:
        """Draw in logical 1920x1080 coordinates. Must not change state.

        In the app ``surface`` is a :class:`~eternus.ui.canvas.Canvas` over the real window:
        draw with ``eternus.ui.draw``, ``fonts.blit_text`` and the ``theme.draw_*`` helpers
        (they render at the real pixel size); a plain surface blitted onto it is scaled.
        """

    def save_now(self) -> None:
        """Persist anything that must survive a crash or quit (games in progress)."""


class SceneStack:
    """push / pop / replace, with enter/exit/pause/resume called in the right order."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Exit every scene (top first, no resumes) and start over from ``scene``.

        "Quit to title" and "new deal" leave the whole stack behind, not just its top.

        What was left behind is collected at once. A table lives in reference cycles (its
        buttons hold its own methods), so only Python's cyclic collector frees it, with its
        card images, and its full collections are rare in a program that makes few objects:
        forty Seal of Pragon deals in a row kept up to five old tables alive and took the
        app to 170 MB (115 MB since). A full collection here takes about 8 ms, in a frame
        that is building a new table anyway.
        """
        while self.scenes:
            self.scenes.pop().exit()
        gc.collect()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one upwards."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]
