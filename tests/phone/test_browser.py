"""Two phone pages in a real headless Chromium at a Dragon Kings table (issue 55): each page
shows its own hole cards and never the other's, and both play a hand to the showdown.

The table is driven by this test's loop as the window would drive it (play the phones'
checked intents, publish); the third seat is played by the loop (check or call). Skips, with
the reason, where Debian's ``chromium`` or Playwright is missing (.ci/run installs them).
"""

from __future__ import annotations

import json
import re
import shutil
import time
from pathlib import Path

import pytest

from eternus.engine.core import Action, IllegalAction, Seat, State
from eternus.engine.registry import get_game
from eternus.phone.bridge import Bridge
from eternus.phone.seats import SeatBook
from eternus.phone.server import PhoneServer

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
playwright = pytest.importorskip("playwright.sync_api", reason="Playwright (PyPI) drives the browser")
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium package is not installed")

PHONES = (0, 1)
CARD = re.compile(r"\b[2-9TJQKA][shdc]\b")
TOKEN = re.compile(r"[A-Za-z0-9-]+")        # a card id of any game is one such token
PREFERRED = ("Keep", "Check", "Call")       # a hand that reaches the showdown
SHOTS = Path("/tmp/eternus-phone-shots")


def preferred(labels: list[str]) -> int:
    """The index of the move a player heading for the showdown takes."""
    for word in PREFERRED:
        for i, label in enumerate(labels):
            if label.startswith(word):
                return i
    return 0


def play(state: State, bridge: Bridge, action: Action, kinds: list[str]) -> None:
    events = state.apply(action)
    kinds.extend(e.kind for e in events)
    bridge.publish(state, events)


def test_two_phone_pages_each_see_only_their_own_hole_cards_and_play_to_the_showdown() -> None:
    game = get_game("dragon_kings")
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy", "random")]
    state, events = game.deal(seats, dict(game.quick_options), 1)
    bridge = Bridge(SeatBook({seat: seats[seat].name for seat in PHONES}))
    server = PhoneServer(bridge, host="127.0.0.1")
    server.start()
    kinds = [e.kind for e in events]
    published = 1
    clicked = {seat: 0 for seat in PHONES}
    try:
        bridge.publish(state, events)
        with playwright.sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            pages = {}
            for seat in PHONES:
                context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                pages[seat] = context.new_page()
                pages[seat].goto(server.url(seat, host="127.0.0.1"))
            deadline = time.monotonic() + 90
            while "hand_shown" not in kinds:
                assert time.monotonic() < deadline, "the hand did not reach the showdown"
                for page in pages.values():
                    page.locator(f'body[data-version="{published}"]').wait_for(timeout=10_000)
                if state.view(0)["phase"] in ("preflop", "flop", "turn", "river"):
                    for seat, page in pages.items():
                        hole = json.loads(page.locator('dd[data-key="hole"]').text_content() or "")
                        assert hole == state.view(seat)["hole"] and len(hole) == 2
                        other = set(state.view(1 - seat)["hole"])
                        assert not other & set(CARD.findall(page.locator("body").text_content() or "")), seat
                mover = state.to_act
                assert mover is not None
                if mover not in pages:
                    legal = state.legal_actions()
                    play(state, bridge, legal[preferred([a.label for a in legal])], kinds)
                    published += 1
                    continue
                buttons = pages[mover].locator("#moves button")
                buttons.nth(preferred(buttons.all_inner_texts())).tap()
                clicked[mover] += 1
                while not (intents := bridge.take_intents()):
                    assert time.monotonic() < deadline, "the tapped move never reached the table"
                    time.sleep(0.01)
                for intent in intents:
                    try:
                        play(state, bridge, intent.action, kinds)
                    except IllegalAction as exc:
                        raise AssertionError(f"a checked move was illegal: {exc.reason}") from exc
                    published += 1
            SHOTS.mkdir(exist_ok=True)
            for seat, page in pages.items():
                page.screenshot(path=str(SHOTS / f"dragon_kings_seat{seat}.png"), full_page=True)
            browser.close()
    finally:
        server.stop()
    assert all(clicked.values()), clicked


@pytest.mark.parametrize("game_id", ["kings_court", "draker"])
def test_two_phone_pages_name_only_cards_their_seat_was_shown(game_id: str) -> None:
    """King's Court and Draker: two phones play a dozen moves by tapping; at every position
    each page's whole text names only cards the privacy oracle says its seat was shown, and
    its own hand is what the engine dealt it."""
    from tests.privacy_oracle import Watcher, card_universe

    game = get_game(game_id)
    seats = [Seat("Ann"), Seat("Bob")]
    state, events = game.deal(seats, dict(game.quick_options), 2)
    universe = card_universe(game_id)
    watcher = Watcher(universe, 2)
    watcher.watch(events)
    bridge = Bridge(SeatBook({0: "Ann", 1: "Bob"}))
    server = PhoneServer(bridge, host="127.0.0.1")
    server.start()
    published, taps = 1, 0
    try:
        bridge.publish(state, events)
        with playwright.sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            pages = {}
            for seat in (0, 1):
                context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                pages[seat] = context.new_page()
                pages[seat].goto(server.url(seat, host="127.0.0.1"))
            deadline = time.monotonic() + 90
            while taps < 12 and not state.is_over:
                for seat, page in pages.items():
                    page.locator(f'body[data-version="{published}"]').wait_for(timeout=10_000)
                    watcher.leaks(state, seat)
                    named = set(TOKEN.findall(page.locator("body").text_content() or "")) & universe
                    assert named <= watcher.known[seat], (seat, sorted(named - watcher.known[seat]))
                    own = [chip for chip in page.locator("#cards span").all_text_contents()]
                    assert own == list(state.view(seat).get("hand", [])), seat
                mover = state.to_act
                assert mover is not None
                pages[mover].locator("#moves button").first.tap()
                taps += 1
                while not (intents := bridge.take_intents()):
                    assert time.monotonic() < deadline, "the tapped move never reached the table"
                    time.sleep(0.01)
                for intent in intents:
                    played = state.apply(intent.action)
                    watcher.watch(played)
                    bridge.publish(state, played)
                    published += 1
            SHOTS.mkdir(exist_ok=True)
            for seat, page in pages.items():
                page.screenshot(path=str(SHOTS / f"{game_id}_seat{seat}.png"), full_page=True)
            browser.close()
    finally:
        server.stop()
    assert taps == 12 or state.is_over


def test_a_reloaded_phone_page_gets_its_seat_back_from_the_key_it_kept() -> None:
    """The QR code's address carries the key once: the page keeps it and takes it out of the
    address bar, so a reload (or a phone waking up) comes back to the same seat."""
    game = get_game("dragon_kings")
    seats = [Seat("Ann"), Seat("Bob")]
    state = game.new(seats, dict(game.quick_options), 1)
    bridge = Bridge(SeatBook({0: "Ann", 1: "Bob"}))
    server = PhoneServer(bridge, host="127.0.0.1")
    server.start()
    try:
        bridge.publish(state)
        with playwright.sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True).new_page()
            page.goto(server.url(1, host="127.0.0.1"))
            page.get_by_text("Seated as Bob.").wait_for(timeout=10_000)
            assert "secret" not in page.url
            page.reload()
            page.get_by_text("Seated as Bob.").wait_for(timeout=10_000)
            assert page.locator("body[data-version]").count() == 1
            browser.close()
    finally:
        server.stop()


def test_a_seat_opened_on_a_second_screen_stays_there_and_the_first_screen_stops_asking() -> None:
    """Two tabs on one seat must not take it from each other forever: the screen that lost
    the seat says so and does not reconnect, and the key both share is kept."""
    game = get_game("dragon_kings")
    state = game.new([Seat("Ann"), Seat("Bob")], dict(game.quick_options), 1)
    bridge = Bridge(SeatBook({0: "Ann", 1: "Bob"}))
    server = PhoneServer(bridge, host="127.0.0.1")
    server.start()
    try:
        bridge.publish(state)
        with playwright.sync_playwright() as driver:
            browser = driver.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
            first, second = context.new_page(), context.new_page()
            first.goto(server.url(0, host="127.0.0.1"))
            first.get_by_text("Seated as Ann.").wait_for(timeout=10_000)
            second.goto(server.url(0, host="127.0.0.1"))
            second.get_by_text("Seated as Ann.").wait_for(timeout=10_000)
            first.get_by_text("another screen").wait_for(timeout=10_000)
            first.wait_for_timeout(2_000)               # the page's first retry would come at 0.5 s
            assert bridge.present() == {0}
            assert second.locator("#status").text_content() == "Seated as Ann."
            second.reload()
            second.get_by_text("Seated as Ann.").wait_for(timeout=10_000)
            browser.close()
    finally:
        server.stop()
