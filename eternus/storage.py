"""Settings, statistics and saved games on disk, written so that nothing is ever lost.

Why it is built this way:

* A write goes to a temporary file in the same folder, is fsynced, then ``os.replace``d
  over the old file: a crash or power cut leaves either the old or the new file, never
  half of one. The previous copy is kept as ``<name>.bak``.
* A file that cannot be read (truncated, binary garbage, another program's JSON) is moved
  aside as ``<name>.corrupt-<timestamp>`` so the player can inspect it, and loading falls
  back to the ``.bak`` copy. The caller gets a message it can show; the app carries on.
* Only JSON is ever read back. No pickle, no eval.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import shutil
import tempfile
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Literal, TypeVar, get_args
from collections.abc import Callable, Mapping

from platformdirs import user_data_dir

APP_NAME = "GamesOfEternus"
# Our files are small; anything bigger is not ours and is not read into memory.
MAX_FILE_BYTES = 8 * 1024 * 1024


class StorageError(OSError):
    """A file could not be written; the message is meant for the player."""


def default_root() -> Path:
    """The per-user data folder (e.g. ~/.local/share/GamesOfEternus on Linux)."""
    return Path(user_data_dir(APP_NAME, appauthor=False))


class Storage:
    """JSON documents below one folder, addressed by relative names like ``settings.json``."""

    def __init__(self, root: Path | str) -> None:
        self.root = Path(root)

    # ------------------------------------------------------------------ names
    def path(self, name: str) -> Path:
        """The file for ``name``; names are relative and may not climb out of the root."""
        rel = Path(name)
        if rel.is_absolute() or ".." in rel.parts or not rel.parts:
            raise ValueError(f"not a storage name: {name!r}")
        return self.root / rel

    @property
    def log_dir(self) -> Path:
        return self.root / "logs"

    def exists(self, name: str) -> bool:
        return self.path(name).is_file()

    def delete(self, name: str) -> None:
        """Remove a document and its backup (a deleted save must not come back from .bak)."""
        for path in (self.path(name), self._bak(name)):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()

    # ------------------------------------------------------------------ read
    def load_json(self, name: str) -> tuple[dict[str, Any] | None, str | None]:
        """``(data, None)``, ``(None, None)`` if there is no file, or data/None plus a message.

        Every document we write is a JSON object, so anything else is treated as foreign. A
        bad file is moved aside and its ``.bak`` copy, if readable, takes its place; a missing
        file whose copy survives is read from the copy.
        """
        path = self.path(name)
        if not path.is_file() and not self._bak(name).is_file():
            return None, None
        if path.is_file():
            data, problem = _read_object(path)
            if problem is None:
                return data, None
            message: str | None = self.reject(name, problem)
        else:
            message = None                      # the main file went missing: its copy stands in
            with contextlib.suppress(OSError):
                shutil.copyfile(self._bak(name), path)
        if path.is_file():
            data, problem = _read_object(path)
            if problem is None:
                return data, message
            return None, self.reject(name, problem, use_backup=False)
        return None, message

    def reject(self, name: str, problem: str, use_backup: bool = True) -> str:
        """``name`` is bad for ``problem``: it is moved aside (kept, never destroyed); with
        ``use_backup`` its readable ``.bak`` copy takes its place, else the copy is moved
        aside too. Returns the one message for the player."""
        path, bak = self.path(name), self._bak(name)
        if not use_backup and path.is_file() and bak.is_file() and _same_bytes(path, bak):
            with contextlib.suppress(OSError):
                path.unlink()                   # the copy put in its place: the original is kept below
            moved = self._move_aside(bak)
            where = f"it was moved to {moved.name}" if moved else "it could not be moved aside"
            return f"{name} could not be read ({problem}); {where}."
        moved = self._move_aside(path) if path.is_file() else None
        where = f"it was moved to {moved.name}" if moved else "it could not be moved aside"
        message = f"{name} could not be read ({problem}); {where}."
        if not bak.is_file():
            return message
        if use_backup and _read_object(bak)[1] is None:
            with contextlib.suppress(OSError):
                shutil.copyfile(bak, path)
                return message + " The previous copy was used instead."
        kept = self._move_aside(bak)
        return message + (f" Its previous copy was kept as {kept.name}." if kept else "")

    def sweep_temporary(self) -> int:
        """Remove the temporary files of writes that were cut short (the program killed in
        the middle of a save). Returns how many went."""
        removed = 0
        if not self.root.is_dir():
            return 0
        for folder in (self.root, *(p for p in self.root.iterdir() if p.is_dir())):
            for stray in folder.glob(".*.tmp"):
                with contextlib.suppress(OSError):
                    stray.unlink()
                    removed += 1
        return removed

    # ------------------------------------------------------------------ write
    def save_json(self, name: str, data: Any) -> None:
        """Atomically replace ``name`` with ``data``, keeping the old file as ``.bak``."""
        path = self.path(name)
        try:
            text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise StorageError(f"{name} could not be saved: {exc}") from exc
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.is_file():
                with contextlib.suppress(OSError):   # no copy is no reason to lose the new state
                    self._write_atomic(self._bak(name), path.read_bytes())
            self._write_atomic(path, text.encode("utf-8"))
        except OSError as exc:
            raise StorageError(f"{name} could not be saved to {path.parent}: {exc.strerror or exc}") from exc

    # ------------------------------------------------------------------ helpers
    def _bak(self, name: str) -> Path:
        path = self.path(name)
        return path.with_name(path.name + ".bak")

    @staticmethod
    def _write_atomic(path: Path, payload: bytes) -> None:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
            raise
        _fsync_dir(path.parent)

    @staticmethod
    def _move_aside(path: Path) -> Path | None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.corrupt-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        try:
            shutil.move(str(path), str(target))
        except OSError:
            return None
        return target


def read_object(path: Path) -> tuple[dict[str, Any] | None, str | None]:
    """A JSON object from any file (read with the same size limit and checks as our own
    documents): ``(data, None)`` or ``(None, why not in a few words)``."""
    return _read_object(path)


def _read_object(path: Path) -> tuple[dict[str, Any] | None, str | None]:
    """Parse a JSON object from ``path``; on failure say why in a few words."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return None, "the file is far too large to be ours"
        with path.open("rb") as handle:         # never more than the limit, whatever the size said
            raw = handle.read(MAX_FILE_BYTES + 1)   # (a device such as /dev/zero has no size)
        if len(raw) > MAX_FILE_BYTES:
            return None, "the file is far too large to be ours"
    except OSError as exc:
        return None, f"it could not be opened: {exc.strerror or exc}"
    try:
        text = raw.decode("utf-8-sig")          # a byte-order mark (a file saved by Notepad) is fine
    except UnicodeDecodeError:
        return None, "it is not a text file"
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except _NotANumber:
        return None, "it holds NaN or Infinity where a number belongs"
    except json.JSONDecodeError as exc:
        # json's messages end in " at" when they expect a position after them
        what = exc.msg.removesuffix(" at").lower()
        return None, f"it is not valid JSON: {what} at line {exc.lineno}, column {exc.colno}"
    except RecursionError:
        return None, "it is nested too deeply"
    except ValueError:                          # a number of thousands of digits
        return None, "it holds a number far too long to be ours"
    if not isinstance(data, dict):
        return None, f"it holds a JSON {type(data).__name__}, not the expected object"
    problem = out_of_bounds(data)
    if problem is not None:
        return None, problem
    return data, None


class _NotANumber(ValueError):
    pass


def _no_constant(name: str) -> Any:
    raise _NotANumber(name)


MAX_DEPTH = 32            # our deepest document (a save's action field) is 5 levels down
MAX_TEXT = 4096           # characters in one string (names are 64 at most, card ids a few)
MAX_ITEMS = 200_000       # entries of one list or object (a long match has some thousands of actions)
MAX_INT = 2**63


def out_of_bounds(data: Any) -> str | None:
    """The bounds every document read from disk must keep, checked before anything uses it
    (the one generic layer; each reader then checks the meaning): nesting, the length of
    strings and lists, integers a 64-bit field can hold. None when it keeps them."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return "it is nested too deeply"
        if isinstance(value, str):
            if len(value) > MAX_TEXT:
                return f"it holds a text of {len(value):,} characters"
        elif isinstance(value, bool) or value is None or isinstance(value, float):
            continue
        elif isinstance(value, int):
            if not -MAX_INT <= value < MAX_INT:
                return "it holds a number far too large to be ours"
        elif isinstance(value, (list, dict)):
            if len(value) > MAX_ITEMS:
                return f"it holds a list of {len(value):,} entries"
            items = value.values() if isinstance(value, dict) else value
            if isinstance(value, dict) and any(len(k) > MAX_TEXT for k in value):
                return "it holds a key thousands of characters long"
            stack.extend((item, depth + 1) for item in items)
    return None


def _same_bytes(a: Path, b: Path) -> bool:
    try:
        return a.read_bytes() == b.read_bytes()
    except OSError:
        return False


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the OS allows (POSIX; Windows cannot open dirs)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# ====================================================================== settings

SETTINGS_FILE = "settings.json"


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


T = TypeVar("T")


@dataclass(frozen=True)
class SettingSpec:
    """One setting's check: what a good value is (for the message), the test, and the form
    a good value is kept in (an int volume as a float, a JSON list as a tuple)."""

    expected: str
    valid: Callable[[Any], bool]
    convert: Callable[[Any], Any] = lambda v: v


def _setting(default: T, expected: str, valid: Callable[[Any], bool],
             convert: Callable[[Any], Any] = lambda v: v) -> T:
    """A :class:`Settings` field: its default, and its check kept in the field's metadata."""
    return field(default=default, metadata={"spec": SettingSpec(expected, valid, convert)})


#: How long an AI seat waits after the last move before it plays (seconds): a person across
#: the room must see each move land (the game-night issue asks for at least 1.2 s).
AI_PACES: dict[str, float] = {"slow": 2.2, "normal": 1.3, "fast": 0.6, "instant": 0.0}

AiPace = Literal["slow", "normal", "fast", "instant"]
TextSize = Literal["normal", "large"]
Felt = Literal["green", "blue", "burgundy", "charcoal"]
CardBack = Literal["red", "blue", "green", "black"]


def _is_flag(value: Any) -> bool:
    return isinstance(value, bool)


@dataclass
class Settings:
    """The player's settings: a field per setting, with its type, its default and its check.

    The settings file is this record as a JSON object (:meth:`to_json`). Every assignment is
    checked, by attribute (``settings.volume = 0.5``) or by key (``settings["volume"]``, for
    the settings overlay whose rows name their setting): a bad value is refused with the
    reason, and the setting keeps the value it had.
    """

    volume: float = _setting(0.8, "a number from 0 to 1", lambda v: _is_number(v) and 0 <= v <= 1, float)
    muted: bool = _setting(False, "true or false", _is_flag)
    animation_speed: float = _setting(1.0, "a number from 0 (off) to 3",
                                      lambda v: _is_number(v) and 0 <= v <= 3, float)
    ai_pace: AiPace = _setting("normal", "slow, normal, fast or instant",
                               lambda v: isinstance(v, str) and v in AI_PACES)
    fullscreen: bool = _setting(False, "true or false", _is_flag)
    show_hints: bool = _setting(True, "true or false", _is_flag)
    four_colour_deck: bool = _setting(False, "true or false", _is_flag)
    text_size: TextSize = _setting("normal", "normal or large", lambda v: v in get_args(TextSize))
    felt: Felt = _setting("green", "green, blue, burgundy or charcoal", lambda v: v in get_args(Felt))
    card_back: CardBack = _setting("red", "red, blue, green or black", lambda v: v in get_args(CardBack))
    #: The games whose guided first hand was finished or skipped (the setup stops offering it
    #: first). A list in the file, a tuple here.
    guides_done: tuple[str, ...] = _setting(
        (), "a list of game ids",
        lambda v: isinstance(v, (list, tuple)) and len(v) <= 50 and all(isinstance(g, str) for g in v), tuple)

    def __setattr__(self, key: str, value: Any) -> None:
        spec = _spec(key)
        if not spec.valid(value):
            raise ValueError(f"Setting {key!r} must be {spec.expected}, not {_shown(value)}.")
        object.__setattr__(self, key, spec.convert(value))

    def __getitem__(self, key: str) -> Any:
        _spec(key)
        return getattr(self, key)

    def __setitem__(self, key: str, value: Any) -> None:
        setattr(self, key, value)

    def to_json(self) -> dict[str, Any]:
        """The settings file's object (``guides_done`` a list)."""
        return {f.name: list(v) if isinstance(v := getattr(self, f.name), tuple) else v for f in fields(self)}


#: Each setting's check, by its key (the fields of :class:`Settings`).
SETTINGS: dict[str, SettingSpec] = {f.name: f.metadata["spec"] for f in fields(Settings)}


def _spec(key: str) -> SettingSpec:
    spec = SETTINGS.get(key)
    if spec is None:
        raise KeyError(f"there is no setting {key!r}")
    return spec


def _shown(value: Any) -> str:
    return repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."


def validate_settings(data: Any) -> tuple[Settings, list[str]]:
    """Known keys with good values are kept; bad values become defaults, each with a message.

    Unknown keys are dropped quietly: they are either from a newer version or not ours, and
    neither is worth interrupting the player for.
    """
    settings = Settings()
    if data is None:
        return settings, []
    if not isinstance(data, dict):
        return settings, [f"The settings file holds a {type(data).__name__}, not settings; using defaults."]
    messages: list[str] = []
    for key, spec in SETTINGS.items():
        if key not in data:
            continue
        try:
            settings[key] = data[key]
        except ValueError:
            messages.append(f"Setting {key!r} was {_shown(data[key])}, but must be {spec.expected}; "
                            f"using {settings[key]!r}.")
    return settings, messages


def load_settings(storage: Storage) -> tuple[Settings, list[str]]:
    """Settings to use now, plus messages for anything that had to be repaired."""
    data, error = storage.load_json(SETTINGS_FILE)
    settings, messages = validate_settings(data)
    return settings, ([error] if error else []) + messages


def save_settings(storage: Storage, settings: Settings) -> None:
    storage.save_json(SETTINGS_FILE, settings.to_json())


# ====================================================================== statistics

STATS_FILE = "statistics.json"
STATS_VERSION = 1
RECORDED_KEPT = 500        # match ids remembered as counted (a match is never counted twice)
PEOPLE_KEPT = 100          # people whose records are kept (the setup remembers names, not ids)
MAX_PERSON_NAME = 64
MAX_PLACES = 8             # places counted one by one: no table seats more


@dataclass
class GameStats:
    """One game's record. ``best_time`` is the fastest win in seconds (None before a win)."""

    played: int = 0
    won: int = 0
    lost: int = 0
    undos: int = 0
    hints: int = 0
    current_streak: int = 0
    best_streak: int = 0
    best_time: float | None = None
    places: list[int] = field(default_factory=list)
    """``places[i]``: matches finished in place i + 1, so a second place counts as one, not as
    a loss (empty for records from before places were counted, and for solitaires)."""
    points: int = 0
    """The chips or points the matches brought, summed and signed (0 where a game counts none)."""

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @staticmethod
    def _places_from_json(value: Any) -> list[int] | None:
        """A list of at most :data:`MAX_PLACES` counts, each a non-negative int; None if not."""
        if not (isinstance(value, list) and len(value) <= MAX_PLACES):
            return None
        if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in value):
            return None
        return list(value)

    @staticmethod
    def from_json(data: Any, game_id: str) -> tuple[GameStats, list[str]]:
        stats = GameStats()
        if not isinstance(data, dict):
            return stats, [f"Statistics for {game_id} were not readable and were reset."]
        messages: list[str] = []
        for f in fields(GameStats):
            if f.name not in data:
                continue
            value = data[f.name]
            good: Any
            if f.name == "best_time":
                ok = value is None or (_is_number(value) and value >= 0)
                good = None if value is None else float(value) if ok else None
            elif f.name == "places":
                good = GameStats._places_from_json(value)
                ok = good is not None
                good = good or []
            elif f.name == "points":
                ok = isinstance(value, int) and not isinstance(value, bool)
                good = value if ok else 0
            else:
                ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
                good = value if ok else 0
            if not ok:
                messages.append(f"Statistic {f.name!r} for {game_id} was {value!r}; reset.")
            setattr(stats, f.name, good)
        return stats, messages


@dataclass(frozen=True)
class Placing:
    """One person's finish in one match: won or not, the place the standings gave (1 is the
    best, equal results share it), and the chips or points it brought them (signed)."""

    won: bool
    place: int
    points: int = 0


class Statistics:
    """Per-game statistics, loaded on creation; every change is saved at once.

    ``games`` is the record of the person at the screen (the first human seat: "your
    record" on a solitaire's results), ``people`` each person's own record per game under
    the name they sat down with, so that at a hot-seat table everyone's result counts.
    """

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.messages: list[str] = []
        self.games: dict[str, GameStats] = {}
        self.people: dict[str, dict[str, GameStats]] = {}
        self.recorded: list[str] = []
        self.read_only = False
        data, error = storage.load_json(STATS_FILE)
        if error:
            self.messages.append(error)
        if data is None:
            return
        version = data.get("version", STATS_VERSION)
        if isinstance(version, int) and not isinstance(version, bool) and version > STATS_VERSION:
            self.read_only = True       # a newer build's file: shown as it is, never rewritten older
            self.messages.append("The statistics were written by a newer version of the game; "
                                 "this one shows them but does not change them.")
        recorded = data.get("recorded", [])
        if isinstance(recorded, list):
            self.recorded = [m for m in recorded if isinstance(m, str) and 0 < len(m) <= 64][-RECORDED_KEPT:]
        games = data.get("games")
        if not isinstance(games, dict):
            self.messages.append("The statistics file has no per-game section; starting fresh.")
            return
        for game_id, entry in games.items():
            stats, problems = GameStats.from_json(entry, str(game_id))
            self.games[str(game_id)] = stats
            self.messages.extend(problems)
        self._load_people(data.get("people", {}))

    def _load_people(self, people: Any) -> None:
        if not isinstance(people, dict):
            self.messages.append("The statistics' per-person section was not readable and was reset.")
            return
        for name, per_game in list(people.items())[:PEOPLE_KEPT]:
            if not (isinstance(name, str) and 0 < len(name) <= MAX_PERSON_NAME and isinstance(per_game, dict)):
                self.messages.append("A person's statistics were not readable and were left out.")
                continue
            for game_id, entry in per_game.items():
                stats, problems = GameStats.from_json(entry, f"{name}'s {game_id}")
                self.people.setdefault(name, {})[str(game_id)] = stats
                self.messages.extend(problems)

    def for_game(self, game_id: str) -> GameStats:
        return self.games.get(game_id, GameStats())

    def for_person(self, name: str, game_id: str) -> GameStats:
        return self.people.get(name, {}).get(game_id, GameStats())

    def record_result(self, game_id: str, won: bool, undos: int, seconds: float,
                      match_id: str | None = None, people: Mapping[str, bool | Placing] | None = None,
                      hints: int = 0) -> GameStats:
        """Count one finished game and save: the player's record, and each of ``people``
        (name: won, or their :class:`Placing`) in their own. Streaks count consecutive wins.
        A match whose ``match_id`` was counted already counts nothing."""
        if match_id is not None and match_id in self.recorded:
            return self.for_game(game_id)
        for name, result in (people or {}).items():
            name = name[:MAX_PERSON_NAME]
            if name not in self.people and len(self.people) >= PEOPLE_KEPT:
                continue                      # the file stays bounded; the first hundred names keep counting
            person = self.people.setdefault(name, {}).setdefault(game_id, GameStats())
            _count(person, result.won if isinstance(result, Placing) else result, undos, seconds, hints)
            if isinstance(result, Placing):
                _place(person, result)
        stats = self.games.setdefault(game_id, GameStats())
        _count(stats, won, undos, seconds, hints)
        if match_id is not None:
            self.recorded = [*self.recorded, match_id][-RECORDED_KEPT:]
        self.save()
        return stats

    def save(self) -> None:
        if self.read_only:
            return
        self.storage.save_json(STATS_FILE, {
            "version": STATS_VERSION,
            "games": {gid: asdict(s) for gid, s in sorted(self.games.items())},
            "people": {name: {gid: asdict(s) for gid, s in sorted(per_game.items())}
                       for name, per_game in sorted(self.people.items())},
            "recorded": self.recorded,
        })


def _place(stats: GameStats, placing: Placing) -> None:
    """A match's place and chips or points added to a person's record."""
    place = min(max(1, int(placing.place)), MAX_PLACES)
    stats.places.extend([0] * (place - len(stats.places)))
    stats.places[place - 1] += 1
    stats.points += int(placing.points)


def _count(stats: GameStats, won: bool, undos: int, seconds: float, hints: int) -> None:
    """One finished game added to a record. Only a win without the AI's help (no hint asked,
    no move autoplayed) can set the best time: a deal the AI played out in a minute is not the
    player's fastest."""
    stats.played += 1
    stats.undos += max(0, int(undos))
    stats.hints += max(0, int(hints))
    if won:
        stats.won += 1
        stats.current_streak += 1
        stats.best_streak = max(stats.best_streak, stats.current_streak)
        seconds = float(seconds)
        if math.isfinite(seconds) and seconds >= 0 and int(hints) <= 0 and (
                stats.best_time is None or seconds < stats.best_time):
            stats.best_time = seconds
    else:
        stats.lost += 1
        stats.current_streak = 0
