"""Game records: options + seats + seed + actions, as versioned JSON.

A record is the whole game: replaying its actions from ``game.new(seats, options, seed)``
rebuilds the exact state and the exact event stream, because every bit of chance comes
from the state's own seeded RNG. Saves, undo and hand histories are all records.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from eternus.engine.core import Action, Event, IllegalAction, OptionError, RecordError, Seat, State
from eternus.engine.registry import get_game

FORMAT = "eternus-record"
VERSION = 1


@dataclass
class GameRecord:
    game_id: str
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)

    def start(self) -> State:
        """The first state of this game (before any recorded action).

        A record whose options or seats the game refuses (an option removed or a combination
        forbidden since it was saved) is a :class:`RecordError` like any other unreadable
        record, so whoever loads it reports it instead of failing on a ValueError.
        """
        game = get_game(self.game_id)
        try:
            return game.new(self.seats, self.options, self.seed)
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
            "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "actions": [a.to_json() for a in self.actions],
        }

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        """Read a record back, refusing anything malformed with a clear message."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("this is not a Games of Eternus game record")
        if data.get("version") != VERSION:
            raise RecordError(f"record version {data.get('version')!r} is not supported (expected {VERSION})")
        try:
            game = get_game(data["game"])
        except KeyError as exc:
            raise RecordError(f"unknown game {data.get('game')!r}") from exc
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
            options=dict(options),
            actions=[game.action_from_json(a) for a in actions_data],
        )
