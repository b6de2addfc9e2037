"""The table a player set up last for each game, so the setup screen opens as they left it.

A game night sets up the same table again and again: the same names in the same chairs,
the same AI levels, the same house rules. This file keeps, per game, the options and the
seats last started with. It is read back defensively like every file we load: an option
the game no longer has, a value it refuses or a seat that is not a seat is dropped (with
the rest kept), and a broken file costs only the remembered setup, never a game.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable, Mapping, Sequence

from eternus.engine.core import Game, OptionError, RecordError, Seat
from eternus.storage import Storage

SETUP_FILE = "last_setup.json"


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
    """Keep this game's setup next to the other games' (theirs are left as they were)."""
    data, _problem = storage.load_json(SETUP_FILE)
    document = dict(data or {})
    document[game.id] = {"options": dict(options), "seats": [s.to_json() for s in seats]}
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
