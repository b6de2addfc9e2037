"""The window: logical layout under resize and fullscreen, the crash guard, quitting, main()."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from eternus.storage import SETTINGS_FILE, Storage
from eternus.ui import app as app_module
from eternus.ui.app import App, main
from eternus.ui.scenes.message import MessageScene
from eternus.ui.scenes.pause import SettingsScene
from eternus.ui.scenes.title import TitleScene
from eternus.ui.widgets import Button

from .helpers import DT, Boom, RecordingScene, click, need_table, press


def title_button(app: App, label: str) -> Button:
    title = app.stack.top
    assert isinstance(title, TitleScene)
    return next(w for w in title.menu.widgets if isinstance(w, Button) and w.label == label)


def test_resize_keeps_the_logical_canvas_and_clicks_land(app: App) -> None:
    app.start()
    settings_pos = title_button(app, "Settings").rect.center
    for size in ((1280, 720), (800, 600), (2560, 1440)):
        app.resize(size)
        app.frame(DT)
        assert app.screen.get_size() == (1920, 1080)
    click(app, settings_pos)
    assert isinstance(app.stack.top, SettingsScene)


def test_window_fits_a_small_desktop_and_keeps_the_canvas(app: App) -> None:
    """The dummy desktop is 1024x768: the window shrinks to fit, the canvas does not."""
    desktop = pygame.display.get_desktop_sizes()[0]
    window = pygame.display.get_window_size()
    assert window[0] <= desktop[0] and window[1] <= desktop[1]
    assert abs(window[0] / window[1] - 16 / 9) < 0.01
    assert app.screen.get_size() == (1920, 1080)


def test_f11_toggles_fullscreen_and_layout_holds(app: App, storage: Storage) -> None:
    app.start()
    settings_pos = title_button(app, "Settings").rect.center
    press(app, pygame.K_F11)
    assert app.fullscreen and pygame.display.is_fullscreen()
    press(app, pygame.K_F11)
    press(app, pygame.K_F11)  # round trips must not disturb the display (pygame-ce 2.5.8 bug)
    assert app.fullscreen and pygame.display.is_fullscreen()
    assert app.screen is pygame.display.get_surface()
    assert app.screen.get_size() == (1920, 1080)
    assert json.loads(storage.path(SETTINGS_FILE).read_text())["fullscreen"] is True
    click(app, settings_pos)
    assert isinstance(app.stack.top, SettingsScene)
    # the settings toggle switches back (the app follows the settings dict)
    app.services.settings["fullscreen"] = False
    app.frame(DT)
    assert not app.fullscreen and not pygame.display.is_fullscreen()
    assert app.screen.get_size() == (1920, 1080)


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


def test_smoke_mode_renders_title_and_a_deal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    need_table()
    assert main(["--smoke", "--frames", "3", "--data-dir", str(tmp_path)]) == 0
    assert "smoke: ok" in capsys.readouterr().out


def test_screenshot_mode_saves_a_full_size_png(tmp_path: Path) -> None:
    need_table()
    out = tmp_path / "shots" / "pragon.png"
    assert main(["--screenshot", str(out), "--game", "pragon", "--seed", "3",
                 "--data-dir", str(tmp_path / "data")]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1920, 1080)


def test_screenshot_of_an_unbuilt_game_is_refused(tmp_path: Path) -> None:
    assert main(["--screenshot", str(tmp_path / "x.png"), "--game", "draker",
                 "--data-dir", str(tmp_path)]) == 2
    assert not (tmp_path / "x.png").exists()
