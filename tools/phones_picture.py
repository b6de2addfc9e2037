"""docs/screenshots/phones.png: the TV's Dragon Kings table beside two phone pages (issue 55).

Ann and Bram play from phones (headless Chromium at a phone's size, Debian's ``chromium``
driven by Playwright), Dana and Cora are AI seats; the picture is taken on Ann's turn, so her
page shows her moves while the TV shows her cards face down.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/phones_picture.py docs/screenshots/phones.png
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame
from playwright.sync_api import sync_playwright

from eternus.engine.core import Seat
from eternus.session import GameSession
from eternus.storage import Storage
from eternus.ui.app import App
from eternus.ui.games import make_table
from eternus.ui.table.phones import PhoneTable
from eternus.ui.table.table_scene import TableScene

FRAME = 1 / 60
HEIGHT = 900       # the TV at 1600x900, each phone page at the same height


def main(out: Path) -> None:
    app = App(Storage(Path(tempfile.mkdtemp())))
    app.resize((1920, 1080))
    app.services.settings["ai_pace"] = "instant"
    seats = [Seat("Ann", phone=True), Seat("Bram", phone=True), Seat("Dana", "caller"), Seat("Cora", "caller")]
    session = GameSession.new("dragon_kings", seats, {"preset": "holdem", "match_length": 20}, 7)
    table = make_table(app.services, session)
    assert isinstance(table, TableScene)
    table.phones.close()
    table.phones = PhoneTable(host="127.0.0.1")   # the loopback: the picture needs no network
    table.phones.open(session)
    app.services.stack.push(table)
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        pages = []
        for seat in (0, 1):
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                          device_scale_factor=2)
            page = context.new_page()
            page.goto(table.phones.url(seat))
            pages.append(page)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and (table.phones.sheet_open or table.turns.seat != 0 or table.busy):
            app.frame(FRAME)
            time.sleep(0.01)
        for _ in range(60):           # the pages take the last view
            app.frame(FRAME)
            time.sleep(0.01)
        shots = []
        for i, page in enumerate(pages):
            path = Path(tempfile.mkdtemp()) / f"phone{i}.png"
            page.screenshot(path=str(path))
            shots.append(pygame.image.load(str(path)))
        app.frame(FRAME)
        app.draw()
        tv = pygame.transform.smoothscale(app.screen, (1600, HEIGHT))
        browser.close()
    table.exit()
    phones = [pygame.transform.smoothscale(p, (p.get_width() * HEIGHT // p.get_height(), HEIGHT)) for p in shots]
    width = tv.get_width() + sum(p.get_width() for p in phones) + 40 * (len(phones) + 2)
    picture = pygame.Surface((width, HEIGHT + 80))
    picture.fill((20, 24, 22))
    picture.blit(tv, (40, 40))
    x = tv.get_width() + 80
    for phone in phones:
        picture.blit(phone, (x, 40))
        x += phone.get_width() + 40
    pygame.image.save(picture, str(out))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
