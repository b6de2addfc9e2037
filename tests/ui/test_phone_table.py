"""The table's side of the phones (issue 55): a phone seat's move comes over a real loopback
socket and the TV plays it through the same door as a click; a phone seat never gets a
hand-over screen nor has its cards shown on the TV; the server stops with the table; a
resumed match has new keys."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import aiohttp
import pygame
import pytest
import segno

from eternus.engine.core import RecordError, Seat
from eternus.engine.dragon_kings.events import HandEnded
from eternus.engine.registry import get_game
from eternus.session import GameSession
from eternus.ui.app import App
from eternus.ui.table.join_sheet import QUIET, columns, module_size, qr_surface
from eternus.ui.table.seated import SeatedTable
from eternus.ui.table.table_scene import TableScene
from tests.ui.helpers import frames, open_table, press, shot
from tests.ui.hotseat_watch import Watch, watch_hot_seat
from tests.ui.test_hotseat_privacy import calls_mostly

ANN_ON_A_PHONE = [Seat("Ann", phone=True), Seat("Cora", "caller"), Seat("Ben", "caller")]
OPTIONS = {"preset": "holdem", "match_length": 20}


def phone_table(app: App, seats: list[Seat] = ANN_ON_A_PHONE) -> TableScene:
    table = open_table(app, GameSession.new("dragon_kings", seats, OPTIONS, 4))
    assert isinstance(table, TableScene)
    return table


async def joined(table: TableScene, client: aiohttp.ClientSession, seat: int) -> aiohttp.ClientWebSocketResponse:
    """A phone on the loopback holding ``seat`` with the key its QR code carries."""
    server, bridge = table.phones.server, table.phones.bridge
    assert server is not None and bridge is not None
    ws = await client.ws_connect(f"http://127.0.0.1:{server.port}/ws")
    await ws.send_str(json.dumps({"kind": "hello", "code": bridge.code, "secret": bridge.secret(seat), "name": ""}))
    return ws


async def next_view(app: App, ws: aiohttp.ClientWebSocketResponse, mine: bool) -> dict[str, Any]:
    """The next view the phone receives (its own turn's if ``mine``), the TV's frames running."""
    for _ in range(2000):
        frames(app)
        try:
            msg = await asyncio.wait_for(ws.receive(), 0.01)
        except TimeoutError:
            continue
        data: dict[str, Any] = json.loads(msg.data)
        if data["kind"] == "view" and (data["legal"] or not mine):
            return data
    raise AssertionError("the phone never got its turn")


def test_a_phone_seat_is_recorded_in_the_save_and_old_seats_read_as_before() -> None:
    assert Seat.from_json(Seat("Ann", phone=True).to_json()) == Seat("Ann", phone=True)
    assert Seat("Ann").to_json() == {"name": "Ann", "agent": "human"}
    with pytest.raises(RecordError):
        Seat.from_json({"name": "Ann", "agent": "random", "phone": True})


def test_a_phone_seats_move_over_the_loopback_is_played_by_the_tv(app: App) -> None:
    table = phone_table(app)

    async def go() -> None:
        async with aiohttp.ClientSession() as client:
            ws = await joined(table, client, 0)
            view = await next_view(app, ws, mine=True)
            before = len(table.session.record.actions)
            await ws.send_str(json.dumps({"kind": "act", "seq": 1, "action": view["legal"][0]["action"]}))
            for _ in range(500):
                frames(app)
                await asyncio.sleep(0.005)
                if len(table.session.record.actions) > before:
                    break
            assert table.session.record.actions[before].to_json() == view["legal"][0]["action"]
            await ws.close()
    asyncio.run(go())
    table.phones.close()


def test_a_phone_seat_is_never_handed_the_screen_nor_shown_on_the_tv(app: App) -> None:
    seats = [Seat("Ann", phone=True), Seat("Cora", "caller"), Seat("Ben"), Seat("Dag")]
    table = phone_table(app, seats)
    driver = table.turns
    assert driver.human_seats == [2, 3] and driver.phone_seats == [0]
    while driver.seat != 0:
        frames(app)
        if driver.hand_over_due():
            driver.viewer = driver.seat
        if driver.seat in (2, 3) and not table.busy:
            table.apply(table.session.state.legal_actions()[0])
    assert not driver.hand_over_due() and driver.revealed != 0
    table.phones.close()


def test_the_phones_server_stops_when_the_table_closes(app: App) -> None:
    table = phone_table(app)
    assert table.phones.running
    table.exit()
    assert not table.phones.running and table.phones.bridge is None


def test_a_table_without_phone_seats_starts_no_server(app: App) -> None:
    table = phone_table(app, [Seat("Ann"), Seat("Cora", "caller")])
    assert not table.phones.running


def test_a_resumed_match_has_a_new_join_code_and_new_keys(app: App) -> None:
    table = phone_table(app)
    bridge = table.phones.bridge
    assert bridge is not None
    code, key = bridge.code, bridge.secret(0)
    table.exit()
    resumed = GameSession.from_json(json.loads(json.dumps(table.session.to_json())))
    assert resumed.record.seats[0].phone
    again = open_table(app, resumed)
    assert isinstance(again, TableScene) and again.phones.bridge is not None
    assert (again.phones.bridge.code, again.phones.bridge.secret(0)) != (code, key)
    again.exit()


def test_the_join_sheet_is_up_until_every_phone_seat_has_joined_and_q_brings_it_back(app: App) -> None:
    table = phone_table(app, [Seat("Ann", phone=True), Seat("Ben", phone=True), Seat("Cora", "caller")])
    assert table.phones.sheet_open
    shot(app, "phones_join_sheet")

    async def go() -> None:
        async with aiohttp.ClientSession() as client:
            sockets = [await joined(table, client, seat) for seat in (0, 1)]
            for _ in range(400):
                frames(app)
                await asyncio.sleep(0.005)
                if not table.phones.sheet_open:
                    break
            assert not table.phones.sheet_open
            press(app, pygame.K_q, "q")
            assert table.phones.sheet_open
            for ws in sockets:
                await ws.close()
    asyncio.run(go())
    table.exit()


def test_a_qr_code_is_drawn_module_for_module_at_least_8_pixels_a_module() -> None:
    url = "http://192.168.100.123:54321/?code=ABCDEF&secret=" + "A" * 22
    module = module_size(8)
    image = qr_surface(url, module)
    matrix = segno.make(url, error="m").matrix
    assert module >= 8 and image.get_width() == (len(matrix) + 2 * QUIET) * module
    for row, cells in enumerate(matrix):
        for col, dark in enumerate(cells):
            colour = image.get_at(((col + QUIET) * module + module // 2, (row + QUIET) * module + module // 2))
            assert (colour.r == 0) == bool(dark)


def test_the_tv_says_it_waits_for_a_phone_that_is_away_and_who_decides_on_one_that_is_here(app: App) -> None:
    table = phone_table(app)
    assert isinstance(table, SeatedTable)
    for _ in range(500):
        if table.turns.seat == 0 and not table.busy:
            break
        frames(app)
    assert table.waiting_prompt("")[0] == "Waiting for Ann's phone\u2026"

    async def go() -> None:
        async with aiohttp.ClientSession() as client:
            ws = await joined(table, client, 0)
            await next_view(app, ws, mine=True)
            assert table.waiting_prompt("")[0] == "Ann decides on their phone\u2026"
            await ws.close()
    asyncio.run(go())
    table.exit()


def test_the_tv_never_draws_a_phone_seats_hidden_cards_face_up(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two people at the keyboard and Ann on her phone, with AI seats between them: every frame
    is checked (:mod:`tests.ui.hotseat_watch`); Ann is never handed the screen, so her cards
    may show only once the room was shown them (a showdown)."""
    seats = [Seat("Ann", phone=True), Seat("Cora", "random"), Seat("Ben"), Seat("Dag", "caller"), Seat("Eve")]
    session = GameSession.new("dragon_kings", seats, OPTIONS, 9)
    rng = random.Random(3)
    phone_moves: list[int] = []

    waited = [0]

    def phone_plays(watch: Watch, table: Any) -> None:
        """Ann's phone answers a few frames after her turn came (as a person takes a moment)."""
        if not (table.services.stack.top is table and not table.busy and table.turns.is_phone(table.turns.seat)):
            waited[0] = 0
            return
        waited[0] += 1
        if waited[0] >= 3:
            phone_moves.append(len(session.record.actions))
            table.play_move(calls_mostly(rng, session.state.legal_actions()))

    navigator = app.services.navigator
    handed: list[str] = []
    real_hand_over = navigator.open_hand_over

    def hand_over(name: str) -> None:
        handed.append(name)
        real_hand_over(name)

    monkeypatch.setattr(navigator, "open_hand_over", hand_over)
    watch = watch_hot_seat(app, monkeypatch, session, calls_mostly, (HandEnded,), hands=3, ai_moves=20,
                           on_frame=phone_plays)
    assert watch.summaries >= 3 and len(phone_moves) >= 3, "the match did not go far enough to tell"
    assert {"Ben", "Eve"} <= set(handed) and "Ann" not in handed
    assert not watch.caught, "\n".join(watch.caught[:12])


@pytest.mark.parametrize("game_id", ["kings_court", "four_kings", "draker"])
def test_a_phone_seats_move_is_played_by_the_tv_at_every_table_with_seats(app: App, game_id: str) -> None:
    seats = [Seat("Ann", phone=True), Seat("Cora", "random")]
    game = get_game(game_id)
    table = open_table(app, GameSession.new(game_id, seats, dict(game.quick_options), 5))
    assert isinstance(table, TableScene)

    async def go() -> None:
        async with aiohttp.ClientSession() as client:
            ws = await joined(table, client, 0)
            view = await next_view(app, ws, mine=True)
            before = len(table.session.record.actions)
            await ws.send_str(json.dumps({"kind": "act", "seq": 1, "action": view["legal"][0]["action"]}))
            for _ in range(500):
                frames(app)
                await asyncio.sleep(0.005)
                if len(table.session.record.actions) > before:
                    break
            assert table.session.record.actions[before].to_json() == view["legal"][0]["action"]
            await ws.close()
    asyncio.run(go())
    table.exit()


@pytest.mark.parametrize("phones", [1, 4, 5, 8, 9])
def test_every_phone_seats_code_fits_the_1080p_window_in_two_rows_at_most(phones: int) -> None:
    url = "http://192.168.100.123:54321/?code=ABCDEF&secret=" + "A" * 22
    side = qr_surface(url, module_size(phones)).get_width()
    across = columns(phones)
    rows = -(-phones // across)
    assert rows <= 2 and min(phones, across) * side <= 1920 and 130 + rows * (48 + side + 40) <= 1080


def test_the_tvs_history_never_names_a_phone_seats_hole_cards_at_a_table_of_phones_and_ai(app: App) -> None:
    seats = [Seat("Ann", phone=True), Seat("Bram", phone=True), Seat("Cora", "caller")]
    table = phone_table(app, seats)
    hole = table.session.state.view(0)["hole"]
    assert table.log_lines and not any("You hold" in text for text, _ in table.log_lines)
    assert not any(card in text for text, _ in table.log_lines for card in hole)
    table.exit()


def test_a_phone_hears_the_moves_made_at_the_table_for_its_last_moves(app: App) -> None:
    table = phone_table(app)

    async def go() -> None:
        async with aiohttp.ClientSession() as client:
            ws = await joined(table, client, 0)
            for _ in range(2000):
                frames(app)
                try:
                    msg = await asyncio.wait_for(ws.receive(), 0.01)
                except TimeoutError:
                    continue
                data = json.loads(msg.data)
                if data["kind"] == "events":
                    assert any(line["event"]["type"] == "seat_acted" for line in data["events"]), data
                    break
            else:
                raise AssertionError("no events reached the phone")
            await ws.close()
    asyncio.run(go())
    table.exit()
