"""The window: display mode, clock, the scene stack, and the guard that keeps it alive.

Scenes lay out, hit-test and draw in one logical 1920x1080 coordinate system whatever the
window size. The window itself is physical (no ``SCALED``): scenes draw on a
:class:`~eternus.ui.canvas.Canvas` that converts their coordinates to real pixels, so text
and cards are rendered at the size they are seen, and every mouse event's position is
mapped back to logical coordinates before a scene sees it. After any display-mode change or
resize the display surface is fetched again (SDL may hand out a new one) and the canvas
transform recomputed.

An exception inside a scene must not close the window with a game in it. The app catches
it, writes the traceback to ``<data>/logs/eternus.log``, asks every scene to save, drops
the scene that failed (and anything above it) and tells the player in a dialog.
"""

from __future__ import annotations

import logging
import logging.handlers
import math
import os
import sys
import time
import warnings
from pathlib import Path
from collections.abc import Callable

import pygame

from eternus.ui.icon import icon
from eternus.storage import Storage, StorageError, load_settings, save_settings
from eternus.ui import fonts, look, theme, window_cache
from eternus.ui.controller import Controllers
from eternus.ui.canvas import LOGICAL_SIZE, Canvas, View
from eternus.ui.scene import Scene, SceneStack, Services
from eternus.ui.scenes.common import save_all
from eternus.ui.scenes.navigation import SceneNavigator
from eternus.ui.scenes.title import TitleScene
from eternus.ui.sound import SoundBoard
from eternus.ui.quiet_wait import wait_for_event
from eternus.ui.table.ai_worker import share_interpreter_with_frames

FPS = 60
IDLE_FPS = 4               # frames a second while nothing moves (a quiet idle)
IDLE_AFTER = 0.5           # seconds without input before the app may go quiet
RESIZE_SETTLE = 0.25       # seconds a window's size must hold before the scenes are redrawn at it
QUIET_EVENTS = frozenset({pygame.NOEVENT, pygame.ACTIVEEVENT, pygame.AUDIODEVICEADDED})

#: Events after which the window may have lost what it showed: the next frame is drawn whole,
#: not only where it changed.
WINDOW_REDRAWN = frozenset({pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED,
                            pygame.WINDOWMAXIMIZED, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED,
                            pygame.VIDEORESIZE, pygame.WINDOWDISPLAYCHANGED})
CAPTION = "Games of Eternus"
# More crashes than this within CRASH_WINDOW seconds means the guard itself cannot help.
CRASH_LIMIT = 5
CRASH_WINDOW = 10.0

log = logging.getLogger("eternus")


def _setup_logging(storage: Storage) -> tuple[logging.Handler, Path | None]:
    """Log to <data>/logs/eternus.log (rotated), or to stderr if that folder is not writable."""
    path = storage.log_dir / "eternus.log"
    handler: logging.Handler
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2,
                                                       encoding="utf-8")
        where: Path | None = path
    except OSError:
        handler, where = logging.StreamHandler(sys.stderr), None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return handler, where


HEADLESS_DRIVERS = ("offscreen", "dummy")


def _check_display() -> None:
    """SDL falls back to a driver with no window when there is no usable display (DISPLAY
    unset or dead): the program would then run for ever, unseen. Unless a windowless driver
    was asked for (tests, --smoke, --screenshot), that is an error the player is told of."""
    driver = pygame.display.get_driver()
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    if driver in HEADLESS_DRIVERS and driver != asked:
        pygame.display.quit()
        raise pygame.error(f"no display to open a window on (SDL could only offer {driver!r}); "
                           "is a desktop session running?")


class App:
    """One window and its scene stack. ``frame(dt)`` is one turn of the loop (tests call it)."""

    def __init__(self, storage: Storage, fullscreen: bool | None = None) -> None:
        self.storage = storage
        storage.sweep_temporary()          # what a save killed half-way left behind
        self._log_handler, self.log_path = _setup_logging(storage)
        share_interpreter_with_frames()   # a thinking AI must not hold up a frame
        pygame.display.init()          # the window's class was set as eternus.ui was imported
        _check_display()
        pygame.font.init()
        settings, self.startup_messages = load_settings(storage)
        if fullscreen is not None:
            settings.fullscreen = fullscreen
        self.fullscreen = settings.fullscreen
        pygame.display.set_icon(icon(64))             # before the window opens, as SDL wants
        self.screen = self._set_mode(self.fullscreen)
        self.canvas = Canvas(self.screen)
        pygame.display.set_caption(CAPTION)
        self.stack = SceneStack()
        self.services = Services(storage, SoundBoard(settings), settings, self.stack, SceneNavigator)
        self.clock = pygame.time.Clock()
        self.running = True
        self.exit_code = 0
        self.crash_times: list[float] = []
        self._last_input = time.monotonic()
        self.maximized = False                       # the window (not fullscreen) is maximised
        self._pointer_entered = False                # the pointer just came in; it has not moved yet
        self._windowed: tuple[tuple[int, int], tuple[int, int], bool] | None = None
        self.controllers = Controllers()             # a game controller plays as the keyboard
        self._last_frame: pygame.Surface | None = None   # a window's last full frame, for a resize
        #: ETERNUS_FULL_FRAMES=1 draws every frame whole: to tell whether a glitch on a player's
        #: screen comes from drawing only what changed (eternus.ui.damage).
        self.full_frames = os.environ.get("ETERNUS_FULL_FRAMES") == "1"
        self._resized_at = -math.inf
        self._asked_size: tuple[int, int] | None = None    # the size resize() asked for

    # ------------------------------------------------------------------ display
    @staticmethod
    def _set_mode(fullscreen: bool) -> pygame.Surface:
        """Fullscreen at the desktop's size ((0, 0) asks SDL for it), else a resizable window."""
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        with warnings.catch_warnings():  # the dummy driver warns it has no GPU renderer
            warnings.simplefilter("ignore")
            pygame.display.set_mode((0, 0) if fullscreen else LOGICAL_SIZE, flags)
        if not fullscreen:
            App._fit_window()
        return App._window_surface()

    @staticmethod
    def _window_surface() -> pygame.Surface:
        """The window's surface now (fitting the window can replace it); the display is open."""
        surface = pygame.display.get_surface()
        if surface is None:
            raise pygame.error("the display has no window")
        return surface

    @staticmethod
    def _window() -> pygame.Window:
        with warnings.catch_warnings():  # pygame-ce 2.5 has no other handle on the window
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    @staticmethod
    def _allow_small_window() -> None:
        """Half the logical size is the smallest window: below that nothing is readable."""
        lw, lh = LOGICAL_SIZE
        App._window().minimum_size = (lw // 2, lh // 2)

    @staticmethod
    def _fit_window() -> None:
        """Open at 1920x1080 (one canvas pixel per screen pixel) when that fits nine tenths of
        the desktop, else at the largest 16:9 size that does, centred."""
        App._allow_small_window()
        desktops = pygame.display.get_desktop_sizes()
        if not desktops:
            return
        lw, lh = LOGICAL_SIZE
        dw, dh = desktops[0]
        scale = min(1.0, dw * 0.9 / lw, dh * 0.9 / lh)
        target = (max(lw // 2, round(lw * scale)), max(lh // 2, round(lh * scale)))
        window = App._window()
        if tuple(window.size) != target:
            window.size = target
            window.position = pygame.WINDOWPOS_CENTERED

    def set_fullscreen(self, on: bool) -> None:
        """Switch the same window to desktop-sized fullscreen and back (toggle_fullscreen
        recreates a plain window under X11, and a second set_mode corrupts memory in
        pygame-ce 2.5.8 after a few round trips). A driver that cannot switch gets a fresh
        display instead."""
        if on == self.fullscreen:
            return
        try:
            window = self._window()
            if on:
                # Where the window was, to give it back just so (its size, place, maximised).
                (w, h), (x, y) = window.size, window.position
                self._windowed = ((w, h), (x, y), self.maximized)
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
                self._give_window_back(window)
            pygame.event.pump()
            if pygame.display.is_fullscreen() != on:
                raise pygame.error("the video driver did not switch")
        except pygame.error:
            pygame.display.quit()
            pygame.display.init()
            pygame.display.set_icon(icon(64))
            self._set_mode(on)
            pygame.display.set_caption(CAPTION)
        self.fullscreen = on
        self._refit()
        log.info("fullscreen %s", "on" if on else "off")

    def _give_window_back(self, window: pygame.Window) -> None:
        """Out of fullscreen: the window as it was before (maximised again if it was), or,
        when the program started fullscreen, a centred 16:9 window that fits the desktop;
        resizable either way (a window made from a fullscreen start was not)."""
        window.resizable = True
        self._allow_small_window()
        if self._windowed is None:
            self._fit_window()
            return
        size, position, maximized = self._windowed
        if maximized:
            window.maximize()
            return
        desktops = pygame.display.get_desktop_sizes()
        if desktops:
            dw, dh = desktops[0]
            size = (min(size[0], dw), min(size[1], dh))
            position = (max(0, min(position[0], dw - size[0])), max(0, min(position[1], dh - size[1])))
        window.size = size
        window.position = position

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window (as a player dragging its edge would); the canvas stays logical."""
        if not self.fullscreen:
            self._window().size = size
            pygame.event.pump()  # SDL rebuilds the window surface when it sees the resize
        self._asked_size = size   # asked for, not dragged: drawn at once at this size, not stretched
        self._refit()

    def _refit(self) -> None:
        """Fetch the (maybe new) window surface and fit the logical canvas into it."""
        self.screen = self._window_surface()
        if self.canvas.surface is not self.screen or self.canvas.view != View.fit(self.screen.get_size()):
            self.canvas = Canvas(self.screen)

    # ------------------------------------------------------------------ running
    def start(self, scene: Scene | None = None) -> None:
        """Push the first scene (the title by default) and any start-up messages."""
        if scene is None:
            scene = TitleScene(self.services)
        self.stack.push(scene)
        if self.startup_messages:
            self.services.navigator.show_message("Some saved data was repaired", " ".join(self.startup_messages),
                                                 error=True)

    def run(self, seconds: float | None = None) -> int:
        """The main loop (for ``seconds`` only when given: the idle bench). While nothing
        moves and no input comes, it waits for input instead of drawing sixty frames a
        second (a quiet idle: a laptop's fan and battery at a game night), waking a few
        times a second to keep the scene's clock; any event ends the wait at once and is
        drawn in that frame, so input is never answered later than before."""
        end = None if seconds is None else time.monotonic() + seconds
        while self.running and (end is None or time.monotonic() < end):
            if self.idle():
                waited = wait_for_event(int(1000 / IDLE_FPS))
                # The wait was the frame's pause: an input is answered now, not a tick later;
                # with none, the scene is brought up to the time but nothing is redrawn, since
                # nothing on it moves (what is on screen is already right).
                self.frame(self.clock.tick() / 1000.0, draw=waited.type != pygame.NOEVENT, waited=waited)
            else:
                self.frame(self.clock.tick(FPS) / 1000.0)
        return self.exit_code

    def idle(self) -> bool:
        """Nothing moves on the top scene and nobody has touched anything for a moment."""
        top = self.stack.top
        if top is None or time.monotonic() - self._last_input < IDLE_AFTER or self.controllers.stick != (0, 0):
            return False
        try:
            return not top.wants_frames()
        except Exception:  # a scene's question must never stop the loop; draw as usual
            log.exception("wants_frames failed")
            return False

    def frame(self, dt: float, draw: bool = True, waited: pygame.event.Event | None = None) -> None:
        """One frame: the events (``waited``, the one an idle wait woke for, first), the top
        scene's update, the looks settings, the drawing."""
        first = [waited] if waited is not None and waited.type != pygame.NOEVENT else []
        for raw in first + pygame.event.get():
            if raw.type not in QUIET_EVENTS:
                self._last_input = time.monotonic()
            for event in self.controllers.translate(raw):
                self.process(event)
                if not self.running:
                    return
        for event in self.controllers.update(dt):          # a stick held to one side repeats
            self.process(event)
        top = self.stack.top
        if top is not None:
            self._guard(top, "update", top.update, dt)
        if self.services.settings.fullscreen != self.fullscreen:
            self.set_fullscreen(self.services.settings.fullscreen)
        look.wear(self.services.settings)
        if draw:
            show(self.draw())

    def process(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            self._refit()
            if self.screen.get_size() != self._asked_size:
                self._resized_at = time.monotonic()
        if event.type in WINDOW_REDRAWN:
            self.canvas.invalidate()
        if event.type in (pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED) and not self.fullscreen:
            self.maximized = event.type == pygame.WINDOWMAXIMIZED
        if self._pointer_still(event):
            return
        event = self._to_logical(event)
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.services.settings.fullscreen = not self.fullscreen
            self._save_settings()
            return
        top = self.stack.top
        if top is None:
            return
        taken: list[bool] = []
        if self._guard(top, "focus", lambda: taken.append(top.focus_event(event))) and taken[0]:
            return
        if top is self.stack.top:
            self._guard(top, "handle", top.handle, event)

    def _pointer_still(self, event: pygame.event.Event) -> bool:
        """The motion SDL sends when the window opens (or the pointer comes back) under a
        pointer that has not moved: it is not a hover. Taken as one, it put the focus on
        whatever lay under the pointer where the window opened, and Enter then opened that
        game instead of the saved one Continue offered."""
        if event.type == pygame.WINDOWENTER:
            self._pointer_entered = True
        elif event.type == pygame.MOUSEMOTION:
            entered, self._pointer_entered = self._pointer_entered, False
            return entered and tuple(event.rel) == (0, 0) and not any(event.buttons)
        return False

    def _to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same event with its window-pixel ``pos`` (and ``rel``) on the logical canvas,
        so no scene or widget ever deals with the window's real size."""
        if not hasattr(event, "pos") or self.canvas.view == View():
            return event
        fields = dict(event.dict)
        fields["pos"] = self.canvas.view.to_logical(event.pos)
        if "rel" in fields:
            fields["rel"] = self.canvas.view.delta_to_logical(event.rel)
        return pygame.event.Event(event.type, fields)

    def draw(self) -> list[pygame.Rect] | None:
        """The letterbox bars (a window not 16:9) in the cloth's darkest shade with a fine gold
        rule along the table's edge, the canvas felt-dark, then the scenes through the canvas.
        Only what changed since the last frame is drawn (:mod:`eternus.ui.damage`); returns the
        window rects drawn, ``None`` for all of it.

        While a window's edge is being dragged (its size changed under :data:`RESIZE_SETTLE`
        ago) the last full frame is stretched instead: every new size would otherwise draw the
        cloth, the boards and the card art anew, frame after frame (a stutter of 100 ms a frame
        at 4K). Once the size holds, the scenes are drawn at it, once."""
        if self._last_frame is not None and time.monotonic() - self._resized_at < RESIZE_SETTLE:
            pygame.transform.scale(self._last_frame, self.screen.get_size(), self.screen)
            self.canvas.invalidate()
            return None
        region = self._draw_scenes()
        if self.fullscreen:
            self._last_frame = None
            return region
        if self._last_frame is None or self._last_frame.get_size() != self.screen.get_size():
            self._last_frame = pygame.Surface(self.screen.get_size())
            region = None
        for area in [self.screen.get_rect()] if region is None else region:
            self._last_frame.blit(self.screen, area, area)   # the whole: 0.2 ms at 1080p
        return region

    def _draw_scenes(self) -> list[pygame.Rect] | None:
        if self.full_frames:
            self.canvas.invalidate()
        self.canvas.begin_frame()
        area = self.canvas.view.rect(self.canvas.get_rect())
        if self.screen.get_size() != area.size:
            self.canvas.paint(("bars", tuple(area)), self.screen.get_rect(), _draw_bars, area)
        self.canvas.fill(theme.FELT_DARK)
        for scene in self.stack.visible():
            if not self._guard(scene, "draw", scene.draw, self.canvas):
                break  # the stack changed under us; the next frame draws the new one
        top = self.stack.top
        if top is not None:
            self._guard(top, "draw", top.draw_on_top, self.canvas)
        self.canvas.set_clip(None)
        return self.canvas.end_frame()

    def quit(self) -> None:
        """Window closed: save every scene's game and the settings, then stop the loop."""
        save_all(self.services)
        self._save_settings()
        self.running = False

    def close(self) -> None:
        """Release the window and the log file (the app object is finished after this)."""
        log.removeHandler(self._log_handler)
        self._log_handler.close()
        pygame.display.quit()
        fonts.reset()
        window_cache.clear()

    def _save_settings(self) -> None:
        try:
            save_settings(self.storage, self.services.settings)
        except StorageError as exc:
            log.warning("settings not saved: %s", exc)

    # ------------------------------------------------------------------ crash guard
    def _guard(self, scene: Scene, what: str, call: Callable[..., object], *args: object) -> bool:
        """Run ``call``; on an exception recover and return False."""
        try:
            call(*args)
        except Exception as exc:  # the guard exists precisely to catch what nobody expected
            self._recover(scene, what, exc)
            return False
        return True

    def _recover(self, scene: Scene, what: str, exc: Exception) -> None:
        name = type(scene).__name__
        log.exception("unexpected error in %s.%s", name, what)
        failures = save_all(self.services)
        now = time.monotonic()
        self.crash_times = [t for t in self.crash_times if now - t < CRASH_WINDOW] + [now]
        if len(self.crash_times) > CRASH_LIMIT:
            log.error("%d errors in %.0f s; giving up", len(self.crash_times), CRASH_WINDOW)
            self.running = False
            self.exit_code = 1
            return
        self._drop(scene)
        saved = ("Any game in progress was saved: choose Continue on the title screen to go on."
                 if not failures else f"Saving failed as well ({'; '.join(failures)}).")
        where = f"\nDetails are in {self.log_path}" if self.log_path else ""
        self.services.navigator.show_message("Something went wrong",
                                             f"{name} stopped with an error: {exc!r}\n{saved}{where}", error=True)

    def _drop(self, scene: Scene) -> None:
        """Remove ``scene`` and everything above it; fall back to the title if nothing is left."""
        if scene in self.stack.scenes:
            index = self.stack.scenes.index(scene)
            while len(self.stack.scenes) > index:
                gone = self.stack.scenes.pop()
                try:
                    gone.exit()
                except Exception:
                    log.exception("%s.exit failed while recovering", type(gone).__name__)
        if not self.stack.scenes:
            self.stack.push(TitleScene(self.services))


def _draw_bars(screen: pygame.Surface, area: pygame.Rect) -> None:
    """The letterbox bars around the canvas's ``area``, with a gold rule along its edge."""
    screen.fill(tuple(c // 2 for c in theme.FELT_DARK))
    pygame.draw.rect(screen, theme.GOLD, area.inflate(2, 2), width=1)


def show(region: list[pygame.Rect] | None) -> None:
    """Put a frame on the window: all of it (``None``), or only the rects that changed."""
    if region is None:
        pygame.display.flip()
    elif region:
        pygame.display.update(region)
