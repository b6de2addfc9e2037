"""The messages a phone and the table's server exchange, typed both ways, and the parser
that turns a phone's text into one of them or into the reason it is refused.

A phone sends three kinds (:data:`Incoming`): ``hello`` (the join code and either its seat's
secret or, for a free seat, a name), ``act`` (a move's JSON with a sequence number, so a
replayed message is told from a new one) and ``ping``. The server sends ``welcome``,
``view``, ``events``, ``refused``, ``error`` and ``pong`` (:data:`Outgoing`).

The parser never raises: anything that is not exactly one of the incoming kinds (not JSON,
not an object, an unknown kind, a field missing, unknown or of the wrong type, a string too
long) comes back as a sentence a person can read, which the server sends in a ``refused``.
"""

from __future__ import annotations

import json
from typing import Any, Final, Literal, TypedDict

from eternus.engine.core import JsonDict

#: Longest join code, secret or name a phone may send (ours are far shorter).
MAX_TEXT: Final = 64
#: Longest name a phone may take a seat with (the setup screen allows 16 too).
MAX_NAME: Final = 16
#: Highest sequence number a phone may send (a JavaScript number stays exact below it).
MAX_SEQ: Final = 2**53


class Hello(TypedDict):
    """A phone joining: ``secret`` names its seat; an empty secret asks for a free seat
    under ``name``."""

    kind: Literal["hello"]
    code: str
    secret: str
    name: str


class Act(TypedDict):
    """A move for the phone's seat: ``action`` is the move's JSON (``Action.to_json``) and
    ``seq`` must be higher than any sequence number this seat sent before."""

    kind: Literal["act"]
    seq: int
    action: JsonDict


class Ping(TypedDict):
    kind: Literal["ping"]


Incoming = Hello | Act | Ping


class Welcome(TypedDict):
    """The seat a hello was given; ``secret`` is what the page keeps to come back, and
    ``last_seq`` the highest sequence number the seat has used (a reloaded page goes on
    from it)."""

    kind: Literal["welcome"]
    seat: int
    name: str
    secret: str
    last_seq: int


class LegalMove(TypedDict):
    """One move open to the seat: its JSON to send back and its label for a button."""

    action: JsonDict
    label: str


class ViewMessage(TypedDict):
    """What the seat may know now: the engine's view for it, its legal moves (empty when it
    is not its turn), whose turn it is (None once over) and the seats' names. ``version``
    counts the table's publications (a page shows which position it is on)."""

    kind: Literal["view"]
    version: int
    game: str
    seat: int
    names: list[str]
    to_act: int | None
    over: bool
    view: JsonDict
    legal: list[LegalMove]


class EventLine(TypedDict):
    """One event as this seat may see it (``Event.for_seat``): its JSON and its log line."""

    event: JsonDict
    text: str


class EventsMessage(TypedDict):
    kind: Literal["events"]
    events: list[EventLine]


class Refused(TypedDict):
    """Why the last message was not taken; ``seq`` is the refused act's (-1 otherwise)."""

    kind: Literal["refused"]
    reason: str
    seq: int


class ErrorMessage(TypedDict):
    """Said just before the server closes the socket. ``retry``: the page may connect again
    (after a pause); not when its seat is open on another screen or its key opens nothing.
    ``forget``: the page's kept key is no good (a new match, a mistyped address)."""

    kind: Literal["error"]
    reason: str
    retry: bool
    forget: bool


class Pong(TypedDict):
    kind: Literal["pong"]


Outgoing = Welcome | ViewMessage | EventsMessage | Refused | ErrorMessage | Pong

#: The fields of each incoming kind and the Python type each must have (bool is not an int).
_FIELDS: Final[dict[str, dict[str, type]]] = {
    "hello": {"code": str, "secret": str, "name": str},
    "act": {"seq": int, "action": dict},
    "ping": {},
}


def refused(reason: str, seq: int = -1) -> Refused:
    return {"kind": "refused", "reason": reason, "seq": seq}


def error(reason: str, retry: bool = True, forget: bool = False) -> ErrorMessage:
    return {"kind": "error", "reason": reason, "retry": retry, "forget": forget}


def encode(message: Outgoing) -> str:
    """A message as the compact JSON text sent on the socket."""
    return json.dumps(message, separators=(",", ":"))


def parse(text: Any) -> Incoming | str:
    """The message ``text`` holds, or why it holds none (never an exception)."""
    if not isinstance(text, str):
        return "Messages are JSON text."
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return "That message is not JSON."
    if not isinstance(data, dict):
        return "A message is a JSON object with a kind."
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _FIELDS:
        return f"There is no message of kind {_short(kind)}; a phone sends hello, act or ping."
    fields = _FIELDS[kind]
    given = set(data) - {"kind"}
    if given != set(fields):
        return (f"A {kind} message has the fields {sorted(fields)}, "
                f"not {sorted(_short(k) for k in given)}.")
    for name, wanted in fields.items():
        value = data[name]
        if type(value) is not wanted:
            return f"The {name} of a {kind} message must be a {wanted.__name__}, not {_short(value)}."
        if isinstance(value, str) and len(value) > MAX_TEXT:
            return f"The {name} of a {kind} message is too long."
    if kind == "hello":
        return _hello(data)
    if kind == "act":
        if not 0 < data["seq"] <= MAX_SEQ:
            return f"An act's seq counts up from 1, not {_short(data['seq'])}."
        return {"kind": "act", "seq": data["seq"], "action": data["action"]}
    return {"kind": "ping"}


def _hello(data: JsonDict) -> Hello | str:
    name = data["name"].strip()
    if not data["secret"] and not name:
        return "To take a free seat, give a name."
    if len(name) > MAX_NAME:
        return f"A name is at most {MAX_NAME} letters."
    if any(not ch.isprintable() for ch in name):
        return "A name is letters, digits and spaces."
    return {"kind": "hello", "code": data["code"], "secret": data["secret"], "name": name}


def _short(value: Any) -> str:
    """A value quoted briefly for a refusal (a hostile one may be long)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
