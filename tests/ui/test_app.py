"""The window: logical layout under resize and fullscreen, the crash guard, quitting."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.ui import theme

from eternus.storage import SETTINGS_FILE, Storage
from eternus.ui import app as app_module
from eternus.ui.app import App
from eternus.ui.scenes.message import MessageScene
from eternus.ui.scenes.pause import SettingsScene
from eternus.ui.scenes.title import TitleScene
from eternus.ui.widgets import Button

from .helpers import DT, Boom, RecordingScene, click, on_screen, press


def title_button(app: App, label: str) -> Button:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    return next(w for w in title.menu.widgets if isinstance(w, Button) and w.label == label)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (3840, 2160), (1000, 900), (2000, 1000)])
def test_resize_draws_at_the_real_size_and_clicks_land(app: App, size: tuple[int, int]) -> None:
    """The window surface is the real size; a click where a button shows hits that button."""
    app.start()
    app.resize(size)
    app.frame(DT)
    assert app.screen.get_size() == size
    assert app.canvas.get_size() == (1920, 1080)
    assert app.canvas.scale == pytest.approx(min(size[0] / 1920, size[1] / 1080))
    shown = app.canvas.view.rect(pygame.Rect(0, 0, 1920, 1080))
    assert shown.center == pytest.approx((size[0] / 2, size[1] / 2), abs=1)
    assert shown.w == size[0] or shown.h == size[1]  # letterboxed on one side only
    bar = tuple(c // 2 for c in theme.FELT_DARK)      # the bars wear the cloth's darkest shade
    if shown.w < size[0]:
        assert app.screen.get_at((0, size[1] // 2))[:3] == bar
    if shown.h < size[1]:
        assert app.screen.get_at((size[0] // 2, 0))[:3] == bar
    click(app, on_screen(app, title_button(app, "Settings").rect.center))
    assert isinstance(app.stack.top, SettingsScene)


def test_mouse_positions_and_motion_reach_scenes_in_logical_pixels(app: App) -> None:
    app.resize((960, 540))
    seen = RecordingScene(app.services)
    app.start(seen)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(480, 270), rel=(10, -4), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(959, 539), button=1))
    app.frame(DT)
    moves = [e for e in seen.events if e.type == pygame.MOUSEMOTION]
    downs = [e for e in seen.events if e.type == pygame.MOUSEBUTTONDOWN]
    assert moves[0].pos == (960, 540) and moves[0].rel == (20, -8) and moves[0].buttons == (1, 0, 0)
    assert downs[0].pos == (1918, 1078) and downs[0].button == 1


def test_the_pointer_the_window_opens_under_does_not_take_the_focus_until_it_moves(app: App, storage) -> None:
    """SDL sends a motion of (0, 0) as the pointer enters the window: the title's focus stays
    on Continue (a saved game) until the pointer really moves."""
    from eternus.session import GameSession, save_session
    from eternus.ui.scenes.title import TitleScene

    save_session(storage, GameSession.new("kings_court", [Seat("You"), Seat("Rook", "random")], {}, 3))
    app.start(TitleScene(app.services))
    title = app.stack.top
    continue_button = title.menu.focused
    assert continue_button is title.continue_button
    over = title.menu.widgets[1].rect.center                          # a game in the list
    pygame.event.post(pygame.event.Event(pygame.WINDOWENTER))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    assert title.menu.focused is continue_button
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(2, 1), buttons=(0, 0, 0)))
    app.frame(DT)
    assert title.menu.focused is title.menu.widgets[1]                # a real move is a hover


def test_window_fits_a_small_desktop_and_the_canvas_fits_the_window(storage: Storage) -> None:
    """The dummy desktop is 1024x768: the window shrinks to fit, the canvas scales down."""
    application = App(storage)
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        window = pygame.display.get_window_size()
        assert window[0] <= desktop[0] and window[1] <= desktop[1]
        assert abs(window[0] / window[1] - 16 / 9) < 0.01
        assert application.screen.get_size() == window
        assert application.canvas.scale == pytest.approx(window[0] / 1920, abs=0.01)
    finally:
        application.close()


def test_f11_toggles_fullscreen_and_layout_holds(app: App, storage: Storage) -> None:
    app.start()
    settings_pos = title_button(app, "Settings").rect.center
    press(app, pygame.K_F11)
    assert app.fullscreen and pygame.display.is_fullscreen()
    press(app, pygame.K_F11)
    press(app, pygame.K_F11)  # round trips must not disturb the display (pygame-ce 2.5.8 bug)
    assert app.fullscreen and pygame.display.is_fullscreen()
    assert app.screen is pygame.display.get_surface() is app.canvas.surface
    assert app.screen.get_size() == pygame.display.get_desktop_sizes()[0]
    assert json.loads(storage.path(SETTINGS_FILE).read_text())["fullscreen"] is True
    click(app, on_screen(app, settings_pos))
    assert isinstance(app.stack.top, SettingsScene)
    # the settings toggle switches back (the app follows the settings dict)
    app.services.settings["fullscreen"] = False
    app.frame(DT)
    assert not app.fullscreen and not pygame.display.is_fullscreen()
    assert app.screen.get_size() == pygame.display.get_window_size()
    assert app.canvas.get_size() == (1920, 1080)


def test_fullscreen_flag_starts_fullscreen(storage: Storage) -> None:
    application = App(storage, fullscreen=True)
    try:
        assert application.fullscreen and pygame.display.is_fullscreen()
    finally:
        application.close()


@pytest.mark.parametrize("where", ["handle", "update", "draw"])
def test_crash_guard_logs_saves_and_tells_the_player(app: App, storage: Storage, where: str) -> None:
    app.start()
    table = RecordingScene(app.services)
    app.stack.reset(table)
    app.stack.push(Boom(app.services, where))
    press(app, pygame.K_a)  # one frame with an event: handle, update and draw all run
    assert app.running
    log_text = (storage.log_dir / "eternus.log").read_text()
    assert "Traceback" in log_text and f"boom-{where}" in log_text
    assert table.saves == 1
    assert isinstance(app.stack.top, MessageScene)
    assert [type(s) for s in app.stack.scenes] == [RecordingScene, MessageScene]
    assert "Boom stopped" in " ".join(app.stack.top.lines)
    for _ in range(3):
        app.frame(DT)  # the window carries on
    press(app, pygame.K_RETURN)
    assert app.stack.top is table


def test_crash_in_the_only_scene_falls_back_to_the_title(app: App) -> None:
    app.start(Boom(app.services, "update"))
    app.frame(DT)
    assert [type(s) for s in app.stack.scenes] == [TitleScene, MessageScene]


def test_a_crash_storm_ends_the_app_with_an_error_code(app: App) -> None:
    app.start()
    for _ in range(app_module.CRASH_LIMIT + 1):
        app.stack.push(Boom(app.services, "update"))
        app.frame(DT)
    assert not app.running and app.exit_code == 1


def test_window_close_saves_every_scene_and_the_settings(app: App, storage: Storage) -> None:
    app.start()
    table = RecordingScene(app.services)
    overlay = RecordingScene(app.services, opaque=False)
    app.stack.reset(table)
    app.stack.push(overlay)
    app.services.settings["volume"] = 0.35
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(DT)
    assert not app.running
    assert table.saves == 1 and overlay.saves == 1
    assert json.loads(storage.path(SETTINGS_FILE).read_text())["volume"] == 0.35


def test_quit_button_on_title_closes_the_app(app: App) -> None:
    app.start()
    click(app, title_button(app, "Quit").rect.center)
    app.frame(DT)
    assert not app.running


def test_corrupt_settings_at_start_are_reported(storage: Storage) -> None:
    storage.root.mkdir(parents=True)
    storage.path(SETTINGS_FILE).write_text('{"volume": "very loud", "muted": ')
    application = App(storage)
    try:
        application.start()
        top = application.stack.top
        assert isinstance(top, MessageScene)
        assert "settings.json could not be read" in " ".join(top.lines)
        assert application.services.settings["volume"] == 0.8
        application.frame(DT)
    finally:
        application.close()


def test_bad_setting_value_at_start_is_reported(storage: Storage) -> None:
    storage.save_json(SETTINGS_FILE, {"volume": 9})
    application = App(storage)
    try:
        application.start()
        top = application.stack.top
        assert isinstance(top, MessageScene) and "'volume'" in " ".join(top.lines)
    finally:
        application.close()


def test_a_player_terminal_gets_no_banner_and_no_sound_library_noise(tmp_path: Path) -> None:
    """The sound libraries' complaints (ALSA's "cannot find card" on a machine without a sound
    card, as this one) go to the app's log, not the terminal; nor does pygame's banner. Run
    in a fresh process with the machine's own audio driver, as a player's would be."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT")}
    script = ("import eternus.ui, pygame; from eternus.ui.sound import SoundBoard; "
              "board = SoundBoard({'volume': 1.0, 'muted': False}); print('sound', board.available)")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr
    assert "ALSA" not in done.stderr and "pygame-ce" not in done.stdout + done.stderr
    assert done.stderr.strip() == "" and done.stdout.startswith("sound")


def test_escape_on_the_title_asks_before_quitting_and_one_key_answers(app: App) -> None:
    from eternus.ui.scenes.quit_confirm import QuitConfirmScene
    from eternus.ui.scenes.title import TitleScene

    app.start()
    press(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.stack.top, QuitConfirmScene)       # asked, not gone
    press(app, pygame.K_n)
    assert app.running and isinstance(app.stack.top, TitleScene)             # N stays
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)                                             # Esc twice: meant it
    app.frame(DT)
    assert not app.running


def test_the_app_goes_quiet_when_nothing_moves_and_answers_input_at_once(app: App) -> None:
    """Quiet idle: no sixty full frames a second while nobody does anything; a key that comes
    during the wait is handled in the very next frame."""
    from eternus.ui.scenes.quit_confirm import QuitConfirmScene

    app.start()
    assert not app.idle()                                    # just touched: frames as usual
    app._last_input -= 1.0                                    # a second later, nothing pressed
    assert app.idle()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run(seconds=0.0001)                                   # one pass of the loop: wait, frame
    assert isinstance(app.stack.top, QuitConfirmScene) and not app.idle()


def test_a_table_with_an_ai_move_coming_or_cards_moving_keeps_drawing(app: App) -> None:
    from eternus.engine.core import Seat
    from tests.ui.helpers import open_table, played_until

    session = played_until("kings_court", [Seat("You"), Seat("Rook", "random")], {}, lambda s: s.state.to_act == 1)
    table = open_table(app, session, settle=0)
    app._last_input -= 1.0
    assert table.wants_frames() and not app.idle()          # the AI seat's move is on its way
    for _ in range(600):
        if table.driver.seat == 0 and not table.busy and table.notice is None:
            break
        app.frame(DT)
    app._last_input -= 1.0
    assert not table.wants_frames() and app.idle()          # the person's turn, nothing moving


def test_a_card_still_gliding_to_its_place_keeps_the_frames_coming_until_it_is_there(app: App) -> None:
    """The flop was dealt, the person's turn came, and the app went quiet while the board's
    row still made room: the Queen lay half under the 4 until someone moved the mouse."""
    import pygame as pg

    from eternus.engine.core import Seat
    from tests.ui.helpers import open_table, played_until

    session = played_until("dragon_kings", [Seat("You"), Seat("Rook", "random")], {},
                           lambda s: s.state.to_act == 0 and len(s.state.view(0)["board"]) >= 3)
    table = open_table(app, session, speed=1.0, settle=0)
    for _ in range(600):
        if not table.busy and table.notice is None and not table.display.settling:
            break
        app.frame(DT)
    card = table.display.visible("board")[1].card
    home = table.display.slot_of(card).center
    table.display.place_glide(card, home + pg.Vector2(-60, 0))    # still on its way in
    app.frame(DT)
    app._last_input -= 1.0
    assert table.wants_frames() and not app.idle()
    for _ in range(600):
        if not table.wants_frames():
            break
        app.frame(DT)
    assert table.display.slot_of(card).center == home and app.idle()


def test_while_a_window_edge_is_dragged_the_last_frame_is_stretched_then_drawn_once_at_the_size(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every size of a drag would draw the cloth, the boards and the card art anew; until
    the size holds for RESIZE_SETTLE the last frame is stretched, then the scenes are drawn."""
    app.start()
    app.frame(DT)
    drawn: list[int] = []
    title = app.stack.top
    real_draw = title.draw
    monkeypatch.setattr(title, "draw", lambda surface: (drawn.append(1), real_draw(surface)))
    now = [1000.0]
    monkeypatch.setattr(app_module.time, "monotonic", lambda: now[0])
    for width in (1960, 2000, 2100):                       # the edge moves, frame after frame
        app._window().size = (width, 1080)
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=width, y=1080))
        app.frame(DT)
        now[0] += 0.02
        assert app.screen.get_size() == (width, 1080) and drawn == []
    now[0] += app_module.RESIZE_SETTLE
    app.frame(DT)
    assert drawn == [1]                                    # the size held: drawn at it, once
    assert app.screen.get_at((1050, 540))[:3] != (0, 0, 0)


def test_a_thinking_ai_hands_the_interpreter_back_to_the_frame_within_a_millisecond(storage: Storage) -> None:
    """Python's default 5 ms let an AI's thread hold up a frame that long (bench measured)."""
    from eternus.ui.table.ai_worker import FRAME_SWITCH_INTERVAL

    sys.setswitchinterval(0.005)          # Python's own default
    application = App(storage)
    try:
        assert FRAME_SWITCH_INTERVAL <= 0.001
        assert sys.getswitchinterval() == pytest.approx(FRAME_SWITCH_INTERVAL)
    finally:
        application.close()
