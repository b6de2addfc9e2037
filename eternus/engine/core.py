"""The protocol every game implements, and the small types it is made of.

Shape (after OpenSpiel's game/state split and PokerKit's operation log):

* :class:`Game` is data about a game (id, title, seat counts, options) plus ``new()``.
* :class:`State` is one position: whose decision it is, the legal actions, ``apply()``
  which returns :class:`Event` objects, a seeded RNG for chance, views per seat, JSON.
* :class:`Action` and :class:`Event` are frozen dataclasses. Actions carry a short
  ``label`` for people; events say what changed so the UI can animate it.

An illegal action raises :class:`IllegalAction` with a reason a person can read and
leaves the state exactly as it was: legality is decided by ``legal_actions()``, the one
authority, and the game only adds the most specific explanation it can. Before that, every
field of an action is checked against the kind its dataclass declares (:mod:`.fields`), so
no rule ever sees a raise to ``nan`` or a card of another game.
"""

from __future__ import annotations

import dataclasses
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final
from collections.abc import Callable, Hashable, Mapping, Sequence

from eternus.engine.fields import brief, field_refusal, values_refusal
from eternus.engine.option_record import GameOptions, bind
from eternus.engine.rng import Rng
from eternus.engine.standings import Standings, by_returns

JsonDict = dict[str, Any]
#: What one seat may know (``State.view``): plain JSON data, read-only. Each game returns its
#: own ``TypedDict`` (a View whose keys mypy checks from the engine to the table).
View = Mapping[str, Any]


def canonical(view: View) -> str:
    """The view as one canonical string, so equal views give equal keys and seeds."""
    return json.dumps(view, sort_keys=True, separators=(",", ":"))


class IllegalAction(Exception):
    """An action the rules do not allow now. ``reason`` is written for a player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class OptionError(ValueError):
    """A game option that does not exist or has a value it cannot take."""


class RecordError(ValueError):
    """A game record or saved state that cannot be read back."""


# --------------------------------------------------------------------------- JSON helpers

def _tuplify(value: Any) -> Any:
    """JSON has lists; our frozen dataclasses hold tuples (hashable, immutable)."""
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


def _listify(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_listify(v) for v in value]
    return value


@dataclass(frozen=True)
class Action:
    """Base for a game's actions. Subclasses set ``kind`` and define ``label``."""

    kind: ClassVar[str] = "action"

    @property
    def label(self) -> str:
        return self.kind

    def to_json(self) -> JsonDict:
        data = {f.name: _listify(getattr(self, f.name)) for f in dataclasses.fields(self)}
        return {"type": self.kind, **data}


def action_from_json(types: Mapping[str, type[Action]], data: Any) -> Action:
    """Rebuild an action from :meth:`Action.to_json`, refusing anything unknown or of the
    wrong kind (a field its dataclass does not declare so) with a :class:`RecordError`.
    What needs the table (a seat's range) is checked when the record replays the move."""
    found = _read_action(types, data, None)
    if isinstance(found, str):
        raise RecordError(f"cannot read the move {brief(data)}: {found}")
    return found


def action_for(state: State, data: Any) -> Action | str:
    """A move sent as JSON (by a seat across the network) as an action ``state`` can play
    now, or the reason, for a player, why not: the fields are checked as a saved move's
    are, against this table, and then the rules have their say (:meth:`State.refusal`)."""
    found = _read_action(state.game.action_types, data, state)
    if isinstance(found, str):
        return found
    reason = state.refusal(found)
    return found if reason is None else reason


def _read_action(types: Mapping[str, type[Action]], data: Any, table: State | None) -> Action | str:
    """The action ``data`` describes, or why it describes none. Each field is checked before
    the dataclass is built, so no constructor ever runs on a hostile value."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return f"That is not a move: {brief(data)}."
    cls = types.get(data["type"])
    if cls is None:
        return f"No move of this game is called {brief(data['type'])}."
    names = {f.name for f in dataclasses.fields(cls)}
    args = {k: _tuplify(v) for k, v in data.items() if k != "type"}
    if set(args) != names:
        given = sorted(brief(k) for k in args)
        return f"A {cls.kind!r} move has the fields {sorted(names)}, not {given}."
    reason = values_refusal(cls, args, table)
    if reason is not None:
        return reason
    try:
        return cls(**args)
    except (TypeError, ValueError) as exc:      # a check of the game's own (__post_init__)
        return f"That {cls.kind!r} move is not one this game makes: {exc}"


# --------------------------------------------------------------------------- events

@dataclass(frozen=True)
class Event:
    """Something that happened. The UI animates events; logs print ``text``.

    ``owner`` is the seat allowed to see a hidden detail (a drawn card); ``public``
    False means the card identity must be removed for everyone else (:meth:`for_seat`).
    """

    kind: ClassVar[str] = "event"

    @property
    def text(self) -> str:
        return self.kind

    def for_seat(self, seat: int | None) -> Event:
        return self

    def to_json(self) -> JsonDict:
        data = {f.name: _listify(getattr(self, f.name)) for f in dataclasses.fields(self)}
        return {"type": self.kind, **data}


@dataclass(frozen=True)
class CardMoved(Event):
    """``card`` went from zone ``src`` to zone ``dst``, landing face up or down."""

    kind: ClassVar[str] = "card_moved"
    card: str | None
    src: str
    dst: str
    face_up: bool
    owner: int | None = None
    public: bool = True

    @property
    def text(self) -> str:
        what = self.card if self.card else "a card"
        return f"{what}: {self.src} -> {self.dst}{'' if self.face_up else ' (face down)'}"

    def for_seat(self, seat: int | None) -> Event:
        if self.public or seat == self.owner:
            return self
        return dataclasses.replace(self, card=None)


@dataclass(frozen=True)
class CardFlipped(Event):
    """The top card of ``zone`` turned face up (``card`` shown) or face down."""

    kind: ClassVar[str] = "card_flipped"
    card: str
    zone: str
    face_up: bool

    @property
    def text(self) -> str:
        return f"{self.card} in {self.zone} turned face {'up' if self.face_up else 'down'}"


@dataclass(frozen=True)
class Shuffled(Event):
    """``count`` cards were shuffled into ``zone`` (from ``src`` if not empty)."""

    kind: ClassVar[str] = "shuffled"
    zone: str
    count: int
    src: str = ""

    @property
    def text(self) -> str:
        return f"{self.count} cards shuffled into the {self.zone}"


@dataclass(frozen=True)
class Message(Event):
    """A line for the log and the status bar."""

    kind: ClassVar[str] = "message"
    message: str

    @property
    def text(self) -> str:
        return self.message


@dataclass(frozen=True)
class GameOver(Event):
    kind: ClassVar[str] = "game_over"
    message: str
    returns: tuple[float, ...]

    @property
    def text(self) -> str:
        return self.message


# --------------------------------------------------------------------------- game and state

@dataclass(frozen=True)
class Option:
    """A house rule or variant: a key, a default and a line saying what it does."""

    key: str
    label: str
    description: str
    default: Any
    choices: tuple[Any, ...] = ()
    #: What a person reads for each choice (parallel to ``choices``); the values otherwise.
    labels: tuple[str, ...] = ()
    #: Options sharing a group name are set together on a page of their own (the setup
    #: screen shows one row that opens it): for the rarely changed ones of a game with many.
    group: str = ""
    #: The value a table of :data:`GROUP_PEOPLE` or more people at one screen starts with,
    #: when it differs from ``default`` (None: the same). A group plays differently from one
    #: person against the AI: at Dragon Kings a person out of chips early sits idle while
    #: the others play on, so a group table starts with more re-buys.
    group_default: Any = None

    def __post_init__(self) -> None:
        if self.labels and len(self.labels) != len(self.choices):
            raise ValueError(f"option {self.key!r} needs one label per choice")
        if self.group_default is not None and self.choices and self.group_default not in self.choices:
            raise ValueError(f"option {self.key!r}: its group default is not one of its choices")

    def default_for(self, people: int) -> Any:
        """The value a table with ``people`` people at the screen starts with."""
        return self.group_default if people >= GROUP_PEOPLE and self.group_default is not None else self.default

    def describe(self, value: Any) -> str:
        """The label people see for ``value``."""
        if self.labels and value in self.choices:
            return self.labels[self.choices.index(value)]
        if isinstance(value, bool):
            return "On" if value else "Off"
        return str(value)

    def check(self, value: Any) -> Any:
        if self.choices:
            if value not in self.choices:
                raise OptionError(f"option {self.key!r} must be one of {list(self.choices)}, not {value!r}")
        elif type(value) is not type(self.default):
            raise OptionError(
                f"option {self.key!r} takes a {type(self.default).__name__}, not {value!r}")
        return value


#: People at one screen from which a table is a group's (options take their ``group_default``).
GROUP_PEOPLE: Final = 2

#: The key under which a state's options carry the rules version the match is played under
#: (``State.rules``). Not an option a player sets: ``resolve_options`` fills it in.
RULES_KEY: Final = "rules"

MAX_SEAT_TEXT: Final = 64        # longest seat name or agent spec a record may hold (the setup allows 16)


@dataclass(frozen=True)
class Seat:
    """Who sits in a chair: a name, and ``agent`` = "human" or an AI agent spec. ``phone``: a
    person playing from their own phone (issue 55); for the rules and the statistics a
    person like any other, for the table a seat whose cards the TV never shows. Written to a
    record only when set, so the records of every earlier version read as they did."""

    name: str
    agent: str = "human"
    phone: bool = False

    @property
    def is_human(self) -> bool:
        return self.agent == "human"

    def to_json(self) -> JsonDict:
        data: JsonDict = {"name": self.name, "agent": self.agent}
        if self.phone:
            data["phone"] = True
        return data

    @staticmethod
    def from_json(data: Any) -> Seat:
        """A seat from a record; a name or agent of absurd length (a damaged or hostile file)
        is refused here, before any table tries to lay it out."""
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise RecordError(f"not a seat: {brief(data)}")
        agent = data.get("agent", "human")
        if not isinstance(agent, str) or len(agent) > MAX_SEAT_TEXT or len(data["name"]) > MAX_SEAT_TEXT:
            raise RecordError(f"a seat's name or player is not one this game wrote: {brief(data)}")
        phone = data.get("phone", False)
        if not isinstance(phone, bool) or (phone and agent != "human"):
            raise RecordError(f"a phone seat is a person's: {brief(data)}")
        return Seat(data["name"], agent, phone)


class Game(ABC):
    """A game as data plus a factory for its first state."""

    id: ClassVar[str]
    title: ClassVar[str]
    #: One line for the title screen's catalogue.
    blurb: ClassVar[str] = ""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    #: The options as the rules read them: a frozen dataclass with a field per option, in
    #: the same order (checked as the class is made, :func:`~eternus.engine.option_record.bind`).
    options_record: ClassVar[type[GameOptions]] = GameOptions
    action_types: ClassVar[Mapping[str, type[Action]]] = {}
    #: Options for the shortest whole game (e.g. a match of one hand). Self-checks and the
    #: conformance tests play these, so a long match game is checked end to end quickly.
    quick_options: ClassVar[Mapping[str, Any]] = {}
    #: The version of this game's rules as the engine plays them today. A fix that changes
    #: what is legal or how a game settles raises it and keeps the old behaviour behind
    #: ``state.rules < N``: a save is a record replayed move by move, so a match begun under
    #: older rules must be replayed, and go on, under exactly those rules.
    rules_version: ClassVar[int] = 1

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        bind(cls.options_record, cls.options, cls.__name__)

    def solve_finished(self, start: State, seconds: float) -> tuple[Action, ...] | None:
        """A winning line from ``start`` found with every card known, for "show me how" once
        a deal is lost (None: no win found in ``seconds``). Only games with a solver (Pragon)
        override it; the results screen offers the button where ``has_solver``."""
        return None

    has_solver: ClassVar[bool] = False

    def teams(self, players: int, options: Mapping[str, Any]) -> tuple[int, ...] | None:
        """Each seat's partnership at a table of ``players`` dealt with ``options`` (None:
        everyone plays alone). The setup screen shows it before the deal."""
        return None

    def resolve_options(self, given: Mapping[str, Any] | None, people: int = 0) -> dict[str, Any]:
        """Defaults filled in (a group's where ``people`` at the screen make the table a
        group's, :attr:`Option.group_default`), unknown keys and bad values refused with a
        clear message."""
        given = dict(given or {})
        rules = self.check_rules(given.pop(RULES_KEY, self.rules_version))
        known = {o.key: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise OptionError(f"{self.title} has no option {', '.join(map(repr, unknown))}")
        resolved = {key: opt.check(given.get(key, opt.default_for(people))) for key, opt in known.items()}
        resolved[RULES_KEY] = rules
        return resolved

    def check_rules(self, rules: Any) -> int:
        """``rules`` if it names a version of this game's rules this program can play."""
        if type(rules) is not int or not 1 <= rules <= self.rules_version:
            raise OptionError(f"{self.title} has no rules version {brief(rules)} "
                              f"(this program plays versions 1 to {self.rules_version})")
        return rules

    def known_options(self, given: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
        """The options of ``given`` this game still has, with values it still takes, and the
        names of the rest (an option renamed or a choice removed since a save was written):
        the save then goes on with the defaults for what is gone."""
        known = {o.key: o for o in self.options}
        kept: dict[str, Any] = {}
        dropped: list[str] = []
        for key, value in given.items():
            if key == RULES_KEY:
                continue                # not a player's option: the record keeps it apart
            option = known.get(key)
            try:
                if option is None:
                    raise OptionError(key)
                kept[key] = option.check(value)
            except OptionError:
                dropped.append(str(key)[:40])
        return kept, dropped

    def fixed_options(self, options: Mapping[str, Any]) -> dict[str, tuple[Any, str]]:
        """Options the other choices in ``options`` decide: key -> (the value it must take, why).

        The setup screen greys these out showing the value they take, so a player never sets
        up a table the game would refuse; ``resolve_options`` still refuses them set otherwise.
        Default: every option is the player's to choose.
        """
        return {}

    def check_seats(self, seats: Sequence[Seat]) -> None:
        if not self.min_players <= len(seats) <= self.max_players:
            raise OptionError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, not {len(seats)}")

    def new(self, seats: Sequence[Seat], options: Mapping[str, Any] | None, seed: int) -> State:
        """The state at the start of a game (chance already resolved by ``seed``)."""
        return self.deal(seats, options, seed)[0]

    @abstractmethod
    def deal(self, seats: Sequence[Seat], options: Mapping[str, Any] | None,
             seed: int) -> tuple[State, list[Event]]:
        """The first state and the events of setting it up (shuffles, the deal), in order.

        The table animates these for a fresh game; they carry hidden cards, so show them
        through ``event.for_seat(seat)``.
        """

    def state_from_json(self, data: JsonDict) -> State:
        """Inverse of :meth:`State.to_json`; raises :class:`RecordError` on bad data, a saved
        position of another game included (its ``"game"`` must be this game's id)."""
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise RecordError(f"This saved position is not a game of {self.title}.")
        return self._state_from_json(data)

    @abstractmethod
    def _state_from_json(self, data: JsonDict) -> State:
        """Read this game's own position (its ``"game"`` already checked)."""

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(self.action_types, data)

    @abstractmethod
    def determinize(self, view: View, seat: int, rng: Rng) -> State:
        """A full state consistent with ``view`` (what ``seat`` knows), hidden part sampled.

        Built from the view alone, so an AI that imagines the hidden cards this way
        cannot peek at the real ones: it never holds the real state.
        """

    def sampler(self, view: View, seat: int) -> Callable[[Rng], State]:
        """``determinize`` for the many worlds a search samples from one view: each call
        gives exactly what ``determinize(view, seat, rng)`` would. A game whose worlds share
        costly setup (the cards in sight, the public part of the state) does it once here."""
        return lambda rng: self.determinize(view, seat, rng)


@dataclass
class State(ABC):
    """One position of a game. Subclasses hold the data; this holds the contract."""

    seats: tuple[Seat, ...]
    options: dict[str, Any]
    rng: Rng = field(repr=False)

    game: ClassVar[Game]

    @property
    def rules(self) -> int:
        """The version of the game's rules this match is played under (``Game.rules_version``
        for a new match; an older one for a save begun before a rule fix)."""
        rules = self.options.get(RULES_KEY, self.game.rules_version)
        return rules if type(rules) is int else self.game.rules_version

    # --- whose turn and what they may do
    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """Seat index whose decision it is; None once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action allowed now, in a stable order. Empty only when the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def returns(self) -> tuple[float, ...]:
        """Per-seat result (e.g. 1 for a win, 0 for a loss); meaningful once over."""

    # --- change
    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` and return what happened; on an illegal one raise and change nothing."""
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._apply(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action taken from this very state's ``legal_actions()``, skipping the check.

        For search and playouts, which already hold the legal list: re-deriving it only to
        confirm membership costs about a quarter of a Pragon playout. Anything that comes
        from outside (a player, a file) goes through :meth:`apply`.
        """
        return self._apply(action)

    def can_apply(self, action: Action) -> bool:
        return self.refusal(action) is None

    def refusal(self, action: Action) -> str | None:
        """Why ``action`` cannot be played here now (None: it can). First the door: it must be
        a move of this game whose every field is of its declared kind (a whole number of
        chips, a seat at this table, a card of this deck), so a rule never sees anything else;
        then the rules (:meth:`why_illegal`, which games override)."""
        if self.game.action_types.get(action.kind) is not type(action):
            return f"{self.game.title} has no such move."
        return field_refusal(action, self) or self.why_illegal(action)

    def why_illegal(self, action: Action) -> str | None:
        """None if legal, else the most specific reason the game can give."""
        if self.is_over:
            return "The game is over."
        if action in self.legal_actions():
            return None
        return self._explain(action) or f"{getattr(action, 'label', action)} is not allowed now."

    def _explain(self, action: Action) -> str | None:
        """Games override to say *why* an action is refused; the default says nothing."""
        return None

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal."""

    # --- copies, views, hidden information
    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def view(self, seat: int) -> View:
        """Everything ``seat`` may know, as plain JSON data; no hidden card leaks."""

    def view_key(self, seat: int) -> Hashable:
        """What a search files ``seat``'s information set under: for two states of one game
        (the same seats and options), equal exactly when their views for ``seat`` are equal.

        The default is the view as canonical JSON. A tree search asks for a key at every
        step it takes, so a game whose views are large may give a cheaper one that is
        equal in exactly the same cases (``tests/test_view_keys.py`` holds every such key
        to that); the view itself is then built only for an information set seen the first time.
        """
        return canonical(self.view(seat))

    def determinize(self, seat: int, rng: Rng) -> State:
        """A full state consistent with ``view(seat)``, the hidden part sampled from ``rng``."""
        return self.game.determinize(self.view(seat), seat, rng)

    def heuristic(self, seat: int) -> float:
        """A cheap estimate in [0, 1] of how well ``seat`` is doing (for cut-off playouts)."""
        return self.returns()[seat] if self.is_over else 0.5

    def standings(self) -> Standings:
        """The final table of a finished match (places, scores, breakdown) for the results
        screen; games override it with their own scoring, the default ranks ``returns()``."""
        return by_returns([s.name for s in self.seats], self.returns())

    # --- persistence
    @abstractmethod
    def to_json(self) -> JsonDict: ...
