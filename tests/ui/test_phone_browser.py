"""Two phone pages in headless Chromium at the real TV's Dragon Kings table (issue 55): the
pages tap their moves, the TV plays them, and no frame of the TV draws either phone seat's
hole cards face up while the hand is being played. Skips, with the reason, where Debian's
``chromium`` or Playwright is missing (.ci/run installs them)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from eternus.engine.core import Seat
from eternus.session import GameSession
from eternus.ui.app import App
from eternus.ui.table.phones import PhoneTable
from eternus.ui.table.table_scene import TableScene
from tests.ui.helpers import DT, open_table
from tests.ui.hotseat_watch import faces_recorded

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
playwright = pytest.importorskip("playwright.sync_api", reason="Playwright (PyPI) drives the browser")
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium package is not installed")

PLAYING = ("preflop", "flop", "turn", "river")


def test_the_tv_shows_two_phone_seats_cards_face_down_while_their_pages_play(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = [Seat("Ann", phone=True), Seat("Bram", phone=True), Seat("Dana", "caller"), Seat("Cora", "caller")]
    session = GameSession.new("dragon_kings", seats, {"preset": "holdem", "match_length": 20}, 7)
    monkeypatch.setattr("eternus.ui.table.table_scene.PhoneTable", lambda: PhoneTable(host="127.0.0.1"))
    faces: set[str] = set()
    hole = {card for seat in (0, 1) for card in session.state.view(seat)["hole"]}
    taps = 0
    with faces_recorded(monkeypatch, lambda: faces):
        table = open_table(app, session)
        assert isinstance(table, TableScene)
        try:
            with playwright.sync_playwright() as driver:
                browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
                pages = {}
                for seat in (0, 1):
                    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                                  has_touch=True)
                    pages[seat] = context.new_page()
                    pages[seat].goto(table.phones.url(seat))
                deadline = time.monotonic() + 90
                while session.state.view(0)["phase"] in PLAYING and taps < 6:
                    assert time.monotonic() < deadline, "the phones' moves did not reach the TV"
                    app.frame(DT)
                    mover = table.turns.seat
                    if mover in pages and not table.busy and not table.phones.sheet_open:
                        buttons = pages[mover].locator("#moves button")
                        if buttons.count():
                            labels = buttons.all_inner_texts()
                            pick = next((i for i, t in enumerate(labels) if t.startswith(("Check", "Call"))), 0)
                            before = len(session.record.actions)
                            buttons.nth(pick).tap()
                            while len(session.record.actions) == before:
                                assert time.monotonic() < deadline, "a tapped move never reached the TV"
                                app.frame(DT)
                                time.sleep(0.005)
                            taps += 1
                browser.close()
        finally:
            table.exit()
    assert taps >= 2, "the phones did not play"
    assert not faces & hole, f"the TV drew a phone seat's hole cards: {sorted(faces & hole)}"
