"""What each field of an action may hold: declared once on the action, checked at the door.

An action reaches the engine from a person at the table, from a file (a save, a hand
history) and, later, from a phone sending JSON. Python checks none of its field types, so
without this a raise to ``nan`` or to ``25.5`` chips, or a card of another game, went on to
the rules, which either accepted it (a stack of NaN chips) or failed on it (a TypeError).

So an action dataclass annotates each field with what it holds, once::

    to: Chips                                   # int, 0 or more: "a whole number of chips"
    card: Annotated[str, cards_of(DECK)]        # one of this game's cards
    target: SeatNo | None                       # a seat at this table, or none

and :func:`field_refusal` reads those annotations (compiled once per action type) into a
reason a player can read. The engine calls it before any rule sees the action: in
``State.apply`` and ``State.can_apply``, and in ``action_from_json`` (where no table is
known yet, the checks that need one wait for the replay's ``apply``). Search playouts
(``State.apply_unchecked``) play only actions the game itself listed, and skip it.

The base types are exact: an ``int`` field takes an ``int`` and not a ``bool`` or a float
that happens to be whole; a ``str`` field a ``str``; a ``tuple[X, ...]`` a tuple (JSON's
lists become tuples when a record is read). A field declared with a type this module has no
check for fails loudly the first time its action is checked, so a new game cannot slip one
past the door unnoticed.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sized
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal, Protocol, Union

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class Table(Protocol):
    """What a check reads of the state an action is meant for: its seats (a seat's number
    must name one). Any game's state is one; this module needs nothing else of the engine,
    so the core that checks its actions with it can import it without a circle."""

    @property
    def seats(self) -> Sized: ...


#: Does a value fit (given the table, when there is one)?
Admits = Callable[[Any, "Table | None"], bool]


@dataclass(frozen=True)
class Kind:
    """A field's meaning for a player: ``what`` it must be ("a whole number of chips"), and
    ``noun``, what to call it in a refusal (empty: the field's own name). Subclasses narrow
    the values further; a plain Kind only names them."""

    what: str
    noun: str = ""

    def admits(self, value: Any, table: Table | None) -> bool:
        """True when ``value`` (already of the field's base type) is one this kind allows."""
        return True


@dataclass(frozen=True)
class AtLeast(Kind):
    """A whole number no smaller than ``least`` (chips are never negative)."""

    least: int = 0

    def admits(self, value: Any, table: Table | None) -> bool:
        return bool(value >= self.least)


@dataclass(frozen=True)
class OneOf(Kind):
    """One of a fixed set of values: a game's cards, its stacks, its colours."""

    values: frozenset[object] = frozenset()

    def admits(self, value: Any, table: Table | None) -> bool:
        return value in self.values


@dataclass(frozen=True)
class SeatAt(Kind):
    """A seat index at this table (``pile``: or -1, the discard pile some cards aim at).
    Without a table (a record being read) any whole number passes; the replay checks it."""

    pile: bool = False

    def admits(self, value: Any, table: Table | None) -> bool:
        if table is None:
            return True
        return 0 <= value < len(table.seats) or (self.pile and value == -1)


def cards_of(deck: Iterable[str]) -> OneOf:
    """The kind of a field holding one card of a game whose cards are ``deck``."""
    return OneOf("a card of this game", noun="card", values=frozenset(deck))


#: Chips: a bet, a call, a buy-back. The one amount type of the games that bet.
Chips = Annotated[int, AtLeast("a whole number of chips", noun="amount")]
#: A seat at this table, by index.
SeatNo = Annotated[int, SeatAt("a seat at this table")]


# --------------------------------------------------------------------------- the checker

@dataclass(frozen=True)
class _FieldCheck:
    name: str
    admits: Admits
    refusal: str          # with one ``{}`` for the value

    def reason(self, value: Any) -> str:
        return self.refusal.format(brief(value))


def brief(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut short: a message never carries a whole damaged or hostile value."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


#: The plain types a field may be declared as; each takes exactly its own instances.
_EXACT: frozenset[object] = frozenset({int, str, bool, type(None)})


def _admits(hint: Any) -> Admits:
    """The check for one declared type (recursing into Annotated, unions, tuples, Literal)."""
    origin = typing.get_origin(hint)
    if origin is Annotated:
        base, *meta = typing.get_args(hint)
        check = _admits(base)
        for kind in meta:
            if isinstance(kind, Kind):
                check = _narrowed(check, kind)
        return check
    if origin is Union or origin is types.UnionType:
        args = typing.get_args(hint)
        options = tuple(_admits(a) for a in args if a is not type(None))
        one = options[0] if len(options) == 1 else (lambda v, t: any(o(v, t) for o in options))
        return (lambda v, t: v is None or one(v, t)) if type(None) in args else one
    if origin is Literal:
        allowed = typing.get_args(hint)
        return lambda v, t: any(type(v) is type(c) and v == c for c in allowed)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            each = _admits(args[0])
            return lambda v, t: type(v) is tuple and all(each(x, t) for x in v)
    if hint in _EXACT:
        return lambda v, t: type(v) is hint
    raise TypeError(f"an action field declared as {hint!r} has no check at the engine's door")


def _narrowed(check: Admits, kind: Kind) -> Admits:
    """``check`` and then ``kind``: the base type first, so a kind only sees values of it."""
    admits = kind.admits
    return lambda v, t: check(v, t) and admits(v, t)


def _describe(hint: Any) -> tuple[str, str]:
    """(noun or "", what it must be) for a declared type, for the refusal a player reads."""
    origin = typing.get_origin(hint)
    if origin is Annotated:
        base, *meta = typing.get_args(hint)
        kind = next((m for m in meta if isinstance(m, Kind)), None)
        return (kind.noun, kind.what) if kind else _describe(base)
    if origin is Union or origin is types.UnionType:
        parts = [_describe(a) for a in typing.get_args(hint) if a is not type(None)]
        noun = next((n for n, _ in parts if n), "")
        what = " or ".join(w for _, w in parts)
        return noun, what + (" or nothing" if type(None) in typing.get_args(hint) else "")
    if origin is Literal:
        return "", "one of " + ", ".join(repr(c) for c in typing.get_args(hint))
    if origin is tuple:
        return "", "a list"
    return "", {int: "a whole number", bool: "yes or no", str: "a word"}.get(hint, str(hint))


_COMPILED: dict[type[DataclassInstance], tuple[_FieldCheck, ...]] = {}


def _checks(cls: type[DataclassInstance]) -> tuple[_FieldCheck, ...]:
    """Each field's check for one action type, read from its annotations the first time."""
    found = _COMPILED.get(cls)
    if found is None:
        found = _COMPILED[cls] = _compile(cls)
    return found


def _compile(cls: type[DataclassInstance]) -> tuple[_FieldCheck, ...]:
    hints = typing.get_type_hints(cls, include_extras=True)
    found = []
    for f in dataclasses.fields(cls):
        admits = _admits(hints[f.name])
        noun, what = _describe(hints[f.name])
        noun = noun or f.name.strip("_").replace("_", " ")
        found.append(_FieldCheck(f.name, admits, f"The {noun} must be {what}, not {{}}."))
    return tuple(found)


def values_refusal(cls: type[DataclassInstance], values: Mapping[str, Any], table: Table | None) -> str | None:
    """Why these field ``values`` cannot make a ``cls`` (None: they can). ``table`` is the
    state the action is meant for, when known; every name of ``values`` must be a field."""
    for check in _checks(cls):
        value = values[check.name]
        if not check.admits(value, table):
            return check.reason(value)
    return None


def field_refusal(action: DataclassInstance, table: Table | None) -> str | None:
    """Why ``action``'s fields are not what its type declares (None: they are)."""
    for check in _checks(type(action)):
        value = getattr(action, check.name)
        if not check.admits(value, table):
            return check.reason(value)
    return None
