"""The phones' server over a real loopback socket: joining, playing, and every hostile case
the issue names refused with a reason, leaving the table as it was (issue 55)."""

from __future__ import annotations

import asyncio
import json

import aiohttp

from eternus.phone.server import Limits
from tests.phone.wire import Phone, Table, phone_table, run

ALL = (0, 1, 2)


async def seated(table: Table, seat: int) -> Phone:
    phone = await table.phone(seat)
    assert (await phone.next("welcome"))["seat"] == seat
    await phone.next("view")
    return phone


def to_act(table: Table) -> int:
    seat = table.state.to_act
    assert seat is not None
    return seat


def test_a_phone_joining_with_its_secret_gets_its_seat_and_its_view() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            phone = await table.phone(1)
            welcome = await phone.next("welcome")
            view = await phone.next("view")
            assert (welcome["seat"], welcome["secret"]) == (1, table.book.secret(1))
            assert view["seat"] == 1 and view["view"] == json.loads(json.dumps(dict(table.state.view(1))))
    run(go())


def test_the_seat_to_act_sees_its_legal_moves_and_the_others_see_none() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            mover = to_act(table)
            for seat in ALL:
                view = (await seated(table, seat)).received[-1]
                labels = [move["label"] for move in view["legal"]]
                expected = [a.label for a in table.state.legal_actions()] if seat == mover else []
                assert labels == expected
    run(go())


def test_a_legal_move_from_the_phone_is_played_and_every_phone_sees_the_new_view() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            phones = {seat: await seated(table, seat) for seat in ALL}
            mover = to_act(table)
            move = phones[mover].received[-1]["legal"][0]
            await phones[mover].act(move["action"])
            await table.frames_until_intent()
            for seat, phone in phones.items():
                view = await phone.next("view")
                assert view["to_act"] == table.state.to_act, seat
    run(go())


def test_hostile_messages_are_refused_with_a_reason_and_leave_the_table_as_it_was() -> None:
    cases = {
        "malformed JSON": ("{not json", "not JSON"),
        "not an object": ("[1, 2]", "JSON object"),
        "unknown kind": ({"kind": "shutdown"}, "no message of kind"),
        "unknown field": ({"kind": "act", "seq": 1, "action": {}, "as_seat": 0}, "fields"),
        "mistyped field": ({"kind": "act", "seq": "1", "action": {}}, "must be a int"),
        "a bool for a number": ({"kind": "act", "seq": True, "action": {}}, "must be a int"),
        "a move of no game": ({"kind": "act", "seq": 50, "action": {"type": "teleport"}}, "No move"),
        "a move with a wrong field": ({"kind": "act", "seq": 51, "action": {"type": "fold", "x": 1}}, "fields"),
        "a second hello": ({"kind": "hello", "code": "A", "secret": "", "name": "x"}, "already joined"),
        "deeply nested JSON": ("[" * 5000 + "]" * 5000, "JSON"),
    }

    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            phone = await seated(table, to_act(table))
            for name, (message, said) in cases.items():
                before = table.state.to_json()
                await phone.ws.send_str(message if isinstance(message, str) else json.dumps(message))
                answer = await phone.next()
                table.frame()
                assert answer["kind"] == "refused" and said in answer["reason"], (name, answer)
                assert table.state.to_json() == before, name
            await phone.send({"kind": "ping"})
            assert (await phone.next())["kind"] == "pong"     # still served
    run(go())


def test_a_move_out_of_turn_is_refused_saying_whose_turn_it_is() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            mover = to_act(table)
            other = next(seat for seat in ALL if seat != mover)
            phone = await seated(table, other)
            move = table.state.legal_actions()[0].to_json()
            before = table.state.to_json()
            seq = await phone.act(move)
            answer = await phone.next("refused")
            table.frame()
            assert answer["seq"] == seq and "not your turn" in answer["reason"]
            assert table.state.seats[mover].name in answer["reason"]
            assert table.state.to_json() == before
    run(go())


def test_a_replayed_sequence_number_is_refused_even_after_a_reconnect() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            mover = to_act(table)
            phone = await seated(table, mover)
            legal = phone.received[-1]["legal"]
            await phone.act(legal[0]["action"], seq=7)
            await table.frames_until_intent()
            await phone.ws.close()
            again = await table.phone(mover)
            assert (await again.next("welcome"))["last_seq"] == 7
            before = table.state.to_json()
            await again.act(legal[0]["action"], seq=7)
            answer = await again.next("refused")
            table.frame()
            assert "sent before" in answer["reason"] and table.state.to_json() == before
    run(go())


def test_a_phone_reconnecting_with_its_secret_gets_its_seat_back_and_the_old_socket_is_closed() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            first = await seated(table, 2)
            second = await table.phone(2)
            assert (await second.next("welcome"))["seat"] == 2
            assert (await second.next("view"))["seat"] == 2
            await first.closed()
            assert first.received[-1]["kind"] == "error" and not first.received[-1]["retry"]
    run(go())


def test_a_guessed_secret_is_refused_and_the_socket_closed() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            phone = await table.phone(secret="A" * 22)
            answer = await phone.next()
            assert answer["kind"] == "error" and "key" in answer["reason"]
            assert answer["forget"] and not answer["retry"]
            await phone.closed()
            assert not any(m["kind"] == "view" for m in phone.received)
    run(go())


def test_a_wrong_join_code_is_refused() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            ws = await table.session.ws_connect(f"{table.base}/ws")
            phone = Phone(ws)
            await phone.send({"kind": "hello", "code": "ZZZZZZ", "secret": table.book.secret(0), "name": ""})
            answer = await phone.next()
            assert answer["kind"] == "error" and "join code" in answer["reason"]
    run(go())


def test_a_stale_secret_from_an_earlier_match_is_refused() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            old_code, old_secret = table.book.code, table.book.secret(0)
            table.bridge.new_match(table.state, {0: "P0", 1: "P1", 2: "P2"})
            for code in (old_code, table.book.code):
                ws = await table.session.ws_connect(f"{table.base}/ws")
                phone = Phone(ws)
                await phone.send({"kind": "hello", "code": code, "secret": old_secret, "name": ""})
                answer = await phone.next()
                assert answer["kind"] == "error", answer
            assert (await (await table.phone(0)).next())["kind"] == "welcome"   # the new key works
    run(go())


def test_a_phone_acting_as_another_seat_cannot_its_moves_are_its_own_seats() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            mover = to_act(table)
            other = next(seat for seat in ALL if seat != mover)
            phone = await seated(table, other)
            before = table.state.to_json()
            # no field of an act names a seat: an extra one is refused, and the move is other's
            await phone.send({"kind": "act", "seq": 1, "action": table.state.legal_actions()[0].to_json(),
                              "seat": mover})
            assert "fields" in (await phone.next("refused"))["reason"]
            table.frame()
            assert table.state.to_json() == before
    run(go())


def test_a_free_seat_is_taken_by_name_and_then_only_by_its_secret() -> None:
    async def go() -> None:
        async with phone_table(phones=(0, 1)) as table:
            ann = await table.phone(name="Ann")
            welcome = await ann.next("welcome")
            assert (welcome["seat"], welcome["name"], welcome["secret"]) == (0, "Ann", table.book.secret(0))
            await ann.ws.close()
            bob = await table.phone(name="Bob")
            assert (await bob.next("welcome"))["seat"] == 1     # Ann's seat stays hers while away
            cy = await table.phone(name="Cy")
            assert "taken" in (await cy.next())["reason"]
    run(go())


def test_a_huge_message_closes_the_socket_and_the_server_goes_on() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            phone = await seated(table, 0)
            await phone.ws.send_str(json.dumps({"kind": "ping", "pad": "x" * 40_000}))
            closing = await phone.closed()
            assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
            assert phone.ws.close_code == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
            again = await table.phone(0)
            assert (await again.next())["kind"] == "welcome"
    run(go())


def test_a_flood_is_refused_over_the_rate_and_closed_when_it_goes_on() -> None:
    limits = Limits(rate=5, burst=5, flood_drops=30)

    async def go() -> None:
        async with phone_table(phones=ALL, limits=limits) as table:
            phone = await seated(table, 0)
            for _ in range(60):
                await phone.send({"kind": "ping"})
            await phone.closed()
            kinds = [m["kind"] for m in phone.received]
            assert kinds.count("pong") <= 6
            refusals = [m for m in phone.received if m["kind"] == "refused"]
            assert refusals and "Too many messages" in refusals[0]["reason"]
            assert kinds[-1] == "error"
    run(go())


def test_a_socket_that_never_says_hello_is_closed_after_the_handshake_time() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL, limits=Limits(handshake_seconds=0.3)) as table:
            ws = await table.session.ws_connect(f"{table.base}/ws")
            phone = Phone(ws)
            await phone.closed()
            assert phone.received[-1]["kind"] == "error" and "hello" in phone.received[-1]["reason"]
    run(go())


def test_sockets_over_the_ceiling_are_turned_away() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL, limits=Limits(max_sockets=2)) as table:
            held = [await table.session.ws_connect(f"{table.base}/ws") for _ in range(2)]
            try:
                await table.session.ws_connect(f"{table.base}/ws")
            except aiohttp.WSServerHandshakeError as exc:
                assert exc.status == 503
            else:
                raise AssertionError("a third socket was let in")
            for ws in held:
                await ws.close()
    run(go())


def test_only_the_pages_own_files_are_served() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            for path in ("/", "/phone.js", "/phone.css"):
                async with table.session.get(table.base + path) as answer:
                    assert answer.status == 200 and answer.headers["Referrer-Policy"] == "no-referrer"
            for path in ("/index.html", "/../pyproject.toml", "/page/phone.js", "/%2e%2e/server.py", "/ws/x"):
                async with table.session.get(table.base + path) as answer:
                    assert answer.status == 404, path
    run(go())


def test_a_socket_from_another_sites_page_is_refused() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            try:
                await table.session.ws_connect(f"{table.base}/ws", origin="http://evil.example")
            except aiohttp.WSServerHandshakeError as exc:
                assert exc.status == 403
            else:
                raise AssertionError("another site's page opened a socket")
    run(go())


def test_stopping_the_server_closes_every_phone() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            phone = await seated(table, 0)
            await asyncio.get_running_loop().run_in_executor(None, table.server.stop)
            closing = await phone.closed()
            assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
    run(go())


def test_the_table_knows_which_phone_seats_are_connected_now() -> None:
    async def go() -> None:
        async with phone_table(phones=ALL) as table:
            assert table.bridge.present() == frozenset()
            ann = await seated(table, 0)
            cy = await seated(table, 2)
            assert table.bridge.present() == {0, 2}
            await ann.ws.close()
            for _ in range(200):
                if table.bridge.present() == {2}:
                    break
                await asyncio.sleep(0.01)
            assert table.bridge.present() == {2}
            back = await seated(table, 0)          # back with its key
            assert table.bridge.present() == {0, 2} and not (cy.ws.closed or back.ws.closed)
    run(go())
