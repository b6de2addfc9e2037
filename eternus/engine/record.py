"""Game records: options + seats + seed + actions, as versioned JSON.

A record is the whole game: replaying its actions from ``game.new(seats, options, seed)``
rebuilds the exact state and the exact event stream, because every bit of chance comes
from the state's own seeded RNG. Saves, undo and hand histories are all records.

A record also names the version of the game's rules it was played under (``rules``): a
rule fixed since then would make yesterday's moves illegal or settle them otherwise, so the
record is replayed, and the match goes on, under the rules it began with (the engine keeps
each changed rule's old reading behind ``state.rules``). Version 1 records, written before
records carried it, were all played under each game's rules version 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from eternus.engine.core import RULES_KEY, Action, Event, IllegalAction, OptionError, RecordError, Seat, State
from eternus.engine.registry import get_game

FORMAT = "eternus-record"
VERSION = 2
#: Record versions this program reads: 1 (before records named their rules version) and 2.
READABLE_VERSIONS = (1, 2)


@dataclass
class GameRecord:
    game_id: str
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    #: The game's rules version the match is played under; None: the rules of today (a new
    #: match), or the version its options name (options taken from a state).
    rules: int | None = None

    def __post_init__(self) -> None:
        """The rules version lives here, not among the player's options: options copied from
        a record into a new match (play again) must start it under today's rules."""
        named = self.options.get(RULES_KEY)
        self.options = {k: v for k, v in self.options.items() if k != RULES_KEY}
        if self.rules is None:
            self.rules = named if isinstance(named, int) else self._current_rules()

    def _current_rules(self) -> int:
        try:
            return get_game(self.game_id).rules_version
        except KeyError:
            return 1                                   # refused with a clear message at start()

    @property
    def rules_in_force(self) -> int:
        return self.rules if self.rules is not None else self._current_rules()

    def start(self) -> State:
        """The first state of this game (before any recorded action)."""
        return self.deal()[0]

    def deal(self) -> tuple[State, list[Event]]:
        """The first state and the events of dealing it, under the record's rules version.

        A record whose options or seats the game refuses (an option removed or a combination
        forbidden since it was saved) is a :class:`RecordError` like any other unreadable
        record, so whoever loads it reports it instead of failing on a ValueError.
        """
        game = get_game(self.game_id)
        try:
            return game.deal(self.seats, {**self.options, RULES_KEY: self.rules_in_force}, self.seed)
        except OptionError as exc:
            raise RecordError(f"the record's options are refused: {exc}") from exc

    def replay(self, upto: int | None = None) -> tuple[State, list[Event]]:
        """Play the first ``upto`` actions (all by default); return the state and events."""
        state = self.start()
        events: list[Event] = []
        for i, action in enumerate(self.actions[:upto]):
            try:
                events.extend(state.apply(action))
            except IllegalAction as exc:
                raise RecordError(f"action {i + 1} ({action.label}) cannot be replayed: {exc.reason}") from exc
        return state, events

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game_id,
            "rules": self.rules_in_force,
            "options": {k: v for k, v in self.options.items() if k != RULES_KEY},
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
        }

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """Read a record back, refusing anything malformed with a clear message."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("this is not a Games of Eternus game record")
        version = data.get("version")
        if type(version) is not int or version not in READABLE_VERSIONS:
            raise RecordError(f"record version {version!r} is not supported (expected {VERSION})")
        try:
            game = get_game(data["game"])
        except (KeyError, TypeError) as exc:
            raise RecordError(f"unknown game {data.get('game')!r}") from exc
        try:
            rules = game.check_rules(data.get("rules") if version >= 2 else 1)
        except OptionError as exc:
            raise RecordError(f"this game was saved under rules this program does not know ({exc})") from exc
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("the record's seed is missing or not a whole number")
        seats_data = data.get("seats")
        if not isinstance(seats_data, list):
            raise RecordError("the record has no list of seats")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("the record's options are not a mapping")
        actions_data = data.get("actions", [])
        if not isinstance(actions_data, list):
            raise RecordError("the record's actions are not a list")
        return GameRecord(
            game_id=game.id,
            seats=tuple(Seat.from_json(s) for s in seats_data),
            seed=seed,
            options={k: v for k, v in options.items() if k != RULES_KEY},
            actions=[game.action_from_json(a) for a in actions_data],
            rules=rules,
        )
