"""The phone protocol's parser and the seat book, without a socket (issue 55)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from eternus.engine.core import Seat
from eternus.engine.registry import get_game
from eternus.phone.bridge import Bridge
from eternus.phone.protocol import MAX_NAME, parse
from eternus.phone.seats import SeatBook
from eternus.phone.server import TokenBucket

json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                      max_size=4),
                           max_leaves=12)


@given(json_values)
def test_the_parser_never_raises_on_any_json(value: object) -> None:
    found = parse(json.dumps(value))
    assert isinstance(found, (str, dict))


@given(st.text(max_size=60))
def test_the_parser_never_raises_on_any_text(text: str) -> None:
    assert isinstance(parse(text), (str, dict))


def test_a_well_formed_act_is_read_as_sent() -> None:
    assert parse('{"kind":"act","seq":3,"action":{"type":"fold"}}') == {
        "kind": "act", "seq": 3, "action": {"type": "fold"}}


def test_an_act_numbered_zero_or_below_is_refused() -> None:
    for seq in (0, -1):
        assert "counts up from 1" in str(parse(json.dumps({"kind": "act", "seq": seq, "action": {}})))


def test_a_name_too_long_or_unprintable_is_refused() -> None:
    long = {"kind": "hello", "code": "A", "secret": "", "name": "x" * (MAX_NAME + 1)}
    odd = {"kind": "hello", "code": "A", "secret": "", "name": "a\x00b"}
    empty = {"kind": "hello", "code": "A", "secret": "", "name": "   "}
    assert isinstance(parse(json.dumps(long)), str)
    assert isinstance(parse(json.dumps(odd)), str)
    assert "give a name" in str(parse(json.dumps(empty)))


def test_a_seat_key_has_128_bits_and_each_match_draws_new_ones() -> None:
    book = SeatBook({0: "Ann", 1: "Bob"})
    first = (book.code, book.secret(0), book.secret(1))
    assert len(book.secret(0)) == 22           # 16 bytes, URL-safe base64
    book.new_match()
    assert not {book.code, book.secret(0), book.secret(1)} & set(first)


def test_a_secret_opens_only_its_own_seat() -> None:
    book = SeatBook({0: "Ann", 1: "Bob"})
    found = book.claim(book.code, book.secret(1), "")
    assert not isinstance(found, str) and found[0] == 1
    assert isinstance(book.claim(book.code, book.secret(1)[:-1] + "x", ""), str)


def test_the_table_refusing_a_stale_intent_tells_the_phone_why() -> None:
    game = get_game("dragon_kings")
    state = game.new([Seat("A"), Seat("B")], dict(game.quick_options), 1)
    book = SeatBook({0: "A", 1: "B"})
    bridge = Bridge(book)
    mover = state.to_act
    assert mover is not None
    sent: list[tuple[int | None, object]] = []
    bridge.attach(lambda letter, seat: sent.extend((seat, m) for m in letter(mover if seat is None else seat)))
    bridge.publish(state)
    move = state.legal_actions()[0]
    assert bridge.submit(mover, {"kind": "act", "seq": 1, "action": move.to_json()}) is None
    assert "still being played" in str(bridge.submit(mover, {"kind": "act", "seq": 2, "action": move.to_json()}))
    [intent] = bridge.take_intents()
    bridge.refuse(intent, "The hand moved on.")
    assert sent[-1] == (mover, {"kind": "refused", "reason": "The hand moved on.", "seq": 1})


def test_the_token_bucket_lets_a_burst_through_then_the_rate() -> None:
    bucket = TokenBucket(rate=10, burst=3)
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    time.sleep(0.25)
    assert bucket.take()


def test_the_phone_package_never_imports_pygame() -> None:
    """The server runs beside the table but decides and draws nothing: no pygame in it."""
    code = ("import sys, eternus.phone.server, eternus.phone.bridge, eternus.phone.protocol, eternus.phone.seats;"
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[2]).returncode == 0
