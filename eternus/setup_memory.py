"""The table a player set up last for each game, so the setup screen opens as they left it.

A game night sets up the same table again and again: the same names in the same chairs,
the same AI levels, the same house rules. This file keeps, per game, the options and the
seats last started with. It is read back defensively like every file we load: an option
the game no longer has, a value it refuses or a seat that is not a seat is dropped (with
the rest kept), and a broken file costs only the remembered setup, never a game.

Beside the games the file keeps the names of the people who sat down, most recent first, so
a name typed once for one game is offered at every game's setup.
"""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Callable, Mapping, Sequence

from eternus.engine.core import Game, OptionError, RecordError, Seat
from eternus.storage import Storage

SETUP_FILE = "last_setup.json"
NAMES_KEY = "names"        # beside the game ids: the people's names, most recent first
NAMES_KEPT = 12
PLACEHOLDER = re.compile(r"You|Player \d+")
"""The names a chair has before anyone types one: they name nobody, so they are not offered."""


def is_placeholder(name: str) -> bool:
    """Whether ``name`` is a chair's default ("You", "Player 3"), not a person's name."""
    return PLACEHOLDER.fullmatch(name) is not None


def known_names(storage: Storage) -> list[str]:
    """The people who sat at any game's table, most recent first (a damaged list is none)."""
    data, _problem = storage.load_json(SETUP_FILE)
    names = (data or {}).get(NAMES_KEY)
    if not isinstance(names, list):
        return []
    return list(dict.fromkeys(n for n in names if isinstance(n, str) and n.strip() and not is_placeholder(n)))[
        :NAMES_KEPT]


def recall(storage: Storage, game: Game, agent_ok: Callable[[str], bool]) -> tuple[dict[str, Any], list[Seat]]:
    """The options (only good ones) and seats (all or none) last started for ``game``.

    ``agent_ok`` says whether a seat's agent spec may be offered (the setup screen's list).
    """
    data, _problem = storage.load_json(SETUP_FILE)
    entry = (data or {}).get(game.id)
    if not isinstance(entry, dict):
        return {}, []
    return _good_options(game, entry.get("options")), _good_seats(game, entry.get("seats"), agent_ok)


def remember(storage: Storage, game: Game, options: Mapping[str, Any], seats: Sequence[Seat]) -> None:
    """Keep this game's setup next to the other games' (theirs are left as they were), and its
    people's names first among the names offered at every setup (an AI seat's name is not a
    person's)."""
    data, _problem = storage.load_json(SETUP_FILE)
    document = dict(data or {})
    document[game.id] = {"options": dict(options), "seats": [s.to_json() for s in seats]}
    people = [s.name for s in seats if s.is_human and not is_placeholder(s.name)]
    document[NAMES_KEY] = list(dict.fromkeys([*people, *known_names(storage)]))[:NAMES_KEPT]
    storage.save_json(SETUP_FILE, document)


def _good_options(game: Game, given: Any) -> dict[str, Any]:
    if not isinstance(given, dict):
        return {}
    known = {o.key: o for o in game.options}
    good: dict[str, Any] = {}
    for key, value in given.items():
        option = known.get(key)
        if option is None:
            continue
        try:
            good[key] = option.check(value)
        except OptionError:
            continue
    return good


def _good_seats(game: Game, given: Any, agent_ok: Callable[[str], bool]) -> list[Seat]:
    if not isinstance(given, list) or not game.min_players <= len(given) <= game.max_players:
        return []
    try:
        seats = [Seat.from_json(s) for s in given]
    except RecordError:
        return []
    if not all(agent_ok(s.agent) for s in seats):
        return []
    return seats
