"""A game in progress: its record, the live state, undo, and saving it between runs.

The record (seed + options + actions) is the truth; the state is the record replayed.
Undo therefore needs no snapshots: drop the last human action (and any AI actions after
it) and replay. Saves store the record, never the state, so a save written by an older
build replays under the rules of the one reading it — and a save that no longer replays
is reported, not half-loaded.
"""

from __future__ import annotations

import logging
import math
import random
import time
import uuid
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from collections.abc import Iterable, Mapping, Sequence

from eternus.engine.core import Action, Event, Game, RecordError, Seat, State, View
from eternus.engine.record import GameRecord
from eternus.engine.registry import get_game

if TYPE_CHECKING:
    from eternus.storage import Storage

log = logging.getLogger("eternus.session")

SAVE_FORMAT = "eternus-session"
SAVE_VERSION = 1
MAX_SEED = 999_999


def random_seed() -> int:
    """A fresh deal number. Six digits: short enough to read out at the table."""
    return random.SystemRandom().randint(1, MAX_SEED)


@dataclass
class GameSession:
    record: GameRecord
    state: State
    undo_count: int = 0
    hint_count: int = 0
    elapsed_before: float = 0.0
    match_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    recorded: bool = False          # its result is counted (:mod:`eternus.outcome`): no undo reopens it
    #: A guided first hand (a fixed deal against easy players, with callouts): practice, so
    #: its result is counted in nobody's statistics, resumed or not.
    practice: bool = False
    notes: list[str] = field(default_factory=list)   # what loading it changed, for the player
    _resumed_at: float = field(default_factory=time.monotonic, repr=False)
    _actors: list[int | None] = field(default_factory=list, repr=False)
    _redo: list[tuple[int | None, list[Action]]] = field(default_factory=list, repr=False)

    @staticmethod
    def new(game_id: str, seats: Sequence[Seat], options: Mapping[str, Any] | None,
            seed: int) -> GameSession:
        game = get_game(game_id)
        resolved = game.resolve_options(options)
        record = GameRecord(game_id, tuple(seats), seed, resolved, [])
        return GameSession(record, record.start())

    @property
    def game(self) -> Game:
        return get_game(self.record.game_id)

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def elapsed(self) -> float:
        """Seconds of play, summed across runs of the program."""
        if self.is_over:
            return self.elapsed_before
        return self.elapsed_before + (time.monotonic() - self._resumed_at)

    def view(self, seat: int = 0) -> View:
        return self.state.view(seat)

    def apply(self, action: Action) -> list[Event]:
        """Play an action; IllegalAction propagates and nothing changes. A new move ends what
        could be redone (the game has taken another road)."""
        self._redo.clear()
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        actor = self.state.to_act
        was_over = self.state.is_over
        events = self.state.apply(action)
        self.record.actions.append(action)
        self._actors.append(actor)
        if self.state.is_over and not was_over:
            self.elapsed_before = self.elapsed_before + (time.monotonic() - self._resumed_at)
        return events

    def _human_seats(self) -> set[int]:
        return {i for i, s in enumerate(self.record.seats) if s.is_human}

    def can_undo(self, seat: int | None = None) -> bool:
        return self._undo_cut(seat) is not None

    def _actors_list(self) -> list[int | None]:
        if len(self._actors) != len(self.record.actions):
            self._actors = self._replay_actors()
        return self._actors

    def _replay_actors(self) -> list[int | None]:
        state = self.record.start()
        actors: list[int | None] = []
        for action in self.record.actions:
            actors.append(state.to_act)
            state.apply(action)
        return actors

    def _undo_cut(self, seat: int | None) -> int | None:
        """Where an undo asked by ``seat`` would cut the record (None: nothing to undo). With
        a seat, only that person's last move (and the AI's moves after it) may go: never a
        move another person made since."""
        if self.recorded:
            return None
        actors = self._actors_list()
        humans = self._human_seats()
        last_human = next((i for i in range(len(actors) - 1, -1, -1) if actors[i] in humans), None)
        if last_human is None or (seat is not None and actors[last_human] != seat):
            return None
        return last_human

    def last_person(self) -> int | None:
        """The seat of the person who made the last move a person made (None: no person has)."""
        actors = self._actors_list()
        humans = self._human_seats()
        return next((a for a in reversed(actors) if a in humans), None)

    def undo(self, seat: int | None = None) -> bool:
        """Take back the last human action (and what the AI did after it). False if none.
        With ``seat`` (hot-seat play: the person at the screen), only if that last human
        action was theirs."""
        cut = self._undo_cut(seat)
        if cut is None:
            return False
        actors = self._actors_list()
        was_over = self.state.is_over
        self._redo.append((seat, list(self.record.actions[cut:])))
        del self.record.actions[cut:]
        del actors[cut:]
        self.state, _ = self.record.replay()
        self.undo_count += 1
        if was_over:
            self._resumed_at = time.monotonic()
        return True

    def can_redo(self, seat: int | None = None) -> bool:
        return bool(self._redo) and self._redo[-1][0] == seat

    def redo(self, seat: int | None = None) -> list[Event] | None:
        """Play again the moves the last undo took back (the same moves: the AI's too, so no
        luck is fished for), if ``seat`` is who undid them; None if there is nothing to redo."""
        if not self.can_redo(seat):
            return None
        _, moves = self._redo.pop()
        events: list[Event] = []
        for action in moves:
            events += self._apply(action)
        return events

    def restart(self) -> None:
        """The same deal from the start, as a new match (the clock and the undo count start
        again too)."""
        self.match_id = uuid.uuid4().hex
        self.recorded = False
        self.record.actions.clear()
        self._actors.clear()
        self._redo.clear()
        self.state = self.record.start()
        self.undo_count = 0
        self.hint_count = 0
        self.elapsed_before = 0.0
        self._resumed_at = time.monotonic()

    def to_json(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "record": self.record.to_json(),
                "undo_count": self.undo_count, "hint_count": self.hint_count, "elapsed": round(self.elapsed, 3),
                "match_id": self.match_id, "practice": self.practice}

    @staticmethod
    def from_json(data: Any) -> GameSession:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise RecordError("this is not a Games of Eternus saved game")
        if data.get("version") != SAVE_VERSION:
            raise RecordError(f"saved game version {data.get('version')!r} is not supported")
        undo_count = data.get("undo_count", 0)
        hint_count = data.get("hint_count", 0)               # saves before hints were counted have none
        elapsed = data.get("elapsed", 0.0)
        if (not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 10**9
                    for n in (undo_count, hint_count))
                or not isinstance(elapsed, (int, float)) or not math.isfinite(elapsed) or not 0 <= elapsed <= 1e9):
            raise RecordError("the saved game's counters are damaged")
        match_id = data.get("match_id")
        if not isinstance(match_id, str) or not 0 < len(match_id) <= 64:
            match_id = uuid.uuid4().hex            # a save from before matches had ids
        record = GameRecord.from_json(data.get("record"))
        game = get_game(record.game_id)
        kept, dropped = game.known_options(record.options)
        notes = []
        if dropped:                          # a save from a build whose options were different
            try:
                record.options = game.resolve_options(kept)
            except ValueError as exc:
                raise RecordError(f"the record's options are refused: {exc}") from exc
            names = ", ".join(repr(d) for d in dropped)
            notes.append(f"The saved game's option(s) {names} no longer exist as saved; it goes on with the "
                         "defaults for them.")
        state, _ = record.replay()
        practice = data.get("practice", False) is True      # saves before guided hands were marked: False
        return GameSession(record, state, undo_count=undo_count, hint_count=hint_count,
                           elapsed_before=float(elapsed), match_id=match_id, notes=notes, practice=practice)


def save_name(game_id: str) -> str:
    return f"saves/{game_id}.json"


def save_session(storage: Storage, session: GameSession) -> None:
    """Write the game in progress; a finished game clears its save instead."""
    if session.is_over:
        clear_session(storage, session.record.game_id)
    else:
        storage.save_json(save_name(session.record.game_id), session.to_json())


def saved_last(storage: Storage, game_ids: Iterable[str]) -> str:
    """Of ``game_ids`` (games with a save, at least one), the one saved last: the game a
    player who quit and came back was playing."""
    def written(game_id: str) -> float:
        try:
            return storage.path(save_name(game_id)).stat().st_mtime
        except OSError:
            return 0.0

    return max(game_ids, key=written)


def load_session(storage: Storage, game_id: str) -> tuple[GameSession | None, str | None]:
    """The saved game for ``game_id`` if there is one, and at most one message for the player.

    Nothing read from a save may stop the program: a save that cannot be read or replayed
    (damaged, from a future build, an option since removed, another game's save in this
    game's place) is moved aside, kept, and its previous copy resumed if that one replays;
    the player is told once, truly, what happened."""
    name = save_name(game_id)
    messages: list[str] = []
    for attempt in range(2):              # the save, then (once it is moved aside) its copy
        data, error = storage.load_json(name)
        if error:
            messages.append(error)
        if data is None:
            break
        try:
            session = _resumed(data, game_id)
        except Exception as exc:  # noqa: BLE001 - a save must never stop the program
            log.warning("save %s not resumed: %r", name, exc)
            messages.append(storage.reject(name, _reason(exc), use_backup=attempt == 0))
            continue
        return session, " ".join([*messages, *session.notes]) or None
    return None, " ".join(messages) or None


def _resumed(data: dict[str, Any], game_id: str) -> GameSession:
    session = GameSession.from_json(data)
    if session.record.game_id != game_id:
        raise RecordError(f"it is a saved game of {session.record.game_id!r}")
    return session


def _reason(exc: Exception) -> str:
    """Why a save did not replay, in a few words (never a whole dumped value)."""
    text = str(exc) if isinstance(exc, RecordError) else f"it does not replay: {type(exc).__name__}"
    return text if len(text) <= 160 else text[:157] + "..."


def clear_session(storage: Storage, game_id: str) -> None:
    if storage.exists(save_name(game_id)):
        storage.delete(save_name(game_id))
