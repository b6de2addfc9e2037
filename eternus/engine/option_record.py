"""A game's options as a typed record, tied to the options it declares.

A game declares its options twice over, for two readers: the :class:`~eternus.engine.core.Option`
list says what a player sets and how the setup screen shows it; a frozen dataclass (a
:class:`GameOptions`) says what the rules read, with a type (``st.opts.buy_in`` is an ``int``,
where ``st.options["buy_in"]`` was ``Any`` read by a string). :func:`bind` ties the two when
the game's class is made: the record's fields are the declared keys in the same order, and
every default and choice fits its field's type, so a key renamed on one side only stops the
program at import instead of a match in play.

A state still keeps its options as a JSON object (saves and views keep their shape); its
``opts`` (:class:`OptionsOf`) reads the record from it once.
"""

from __future__ import annotations

import types
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Generic, Literal, Protocol, Self, TypeVar, Union, cast, overload
from typing import get_args, get_origin, get_type_hints
from collections.abc import Mapping, Sequence


class Option(Protocol):
    """What a record reads of a game's option declaration (:class:`eternus.engine.core.Option`,
    named here by its shape: core imports this module, so this module does not import core)."""

    @property
    def key(self) -> str: ...

    @property
    def default(self) -> Any: ...

    @property
    def choices(self) -> tuple[Any, ...]: ...


@dataclass(frozen=True)
class GameOptions:
    """Base of every game's options record; a game without options uses it as it is."""

    #: The declarations this record is bound to (:func:`bind`): a key a mapping lacks takes
    #: its declared default.
    declared: ClassVar[tuple[Option, ...]] = ()

    @classmethod
    def of(cls, given: Mapping[str, Any]) -> Self:
        """The record of ``given``, a state's or a view's options. The values are not checked
        again: ``Game.resolve_options`` checked them when the match was dealt, and a saved
        match's are checked as it is read.

        Records are kept by their options' values: an AI's search copies a state thousands
        of times, and each copy reads its options once (a dozen fields made anew each time
        cost a tenth of a King's Court copy)."""
        try:
            key = (cls, tuple(given.items()))
            record = _READ.get(key)
        except TypeError:                   # a value that is no JSON scalar: made, not kept
            return cls(**{o.key: given.get(o.key, o.default) for o in cls.declared})
        if record is None:
            if len(_READ) >= _READ_KEPT:
                _READ.clear()
            record = _READ[key] = cls(**{o.key: given.get(o.key, o.default) for o in cls.declared})
        return cast(Self, record)          # kept under its own class, the key's first part


#: Records read so far, by their options' values (:meth:`GameOptions.of`); a process sees a
#: handful of option sets, so the bound only stops a stream of odd ones from growing it.
_READ: dict[tuple[type[GameOptions], tuple[tuple[str, Any], ...]], GameOptions] = {}
_READ_KEPT = 256


def bind(record: type[GameOptions], declared: Sequence[Option], game: str) -> None:
    """Tie ``record`` to the options ``game`` declares, or raise ``TypeError`` saying where
    they differ (a field without a declaration or the reverse, a value its field cannot hold,
    a record already bound to another game's options)."""
    names = [f.name for f in fields(record)]
    keys = [o.key for o in declared]
    if names != keys:
        raise TypeError(f"{game}: {record.__name__} has the fields {names}, "
                        f"but the game declares the options {keys}")
    if not declared:
        return                  # a game without options: nothing to tie
    hints = get_type_hints(record)
    for option in declared:
        for value in (option.default, *option.choices):
            if not fits(value, hints[option.key]):
                raise TypeError(f"{game}: option {option.key!r} offers {value!r}, "
                                f"which {record.__name__}.{option.key} cannot hold")
    if record.__dict__.get("declared", tuple(declared)) != tuple(declared):
        raise TypeError(f"{game}: {record.__name__} is already the record of other options")
    record.declared = tuple(declared)


def fits(value: object, hint: object) -> bool:
    """Whether ``value`` is of the type ``hint`` names: a plain type exactly (a bool is not an
    int here, as :meth:`Option.check` has it), a ``Literal`` by its values, a union by any
    member."""
    origin = get_origin(hint)
    if origin is Literal:
        return value in get_args(hint)
    if origin is Union or origin is types.UnionType:
        return any(fits(value, member) for member in get_args(hint))
    return type(value) is hint


class HasOptions(Protocol):
    """What :class:`OptionsOf` reads: a state's options as a JSON object."""

    options: dict[str, Any]


R = TypeVar("R", bound=GameOptions)


class OptionsOf(Generic[R]):
    """A state's options as the record ``kind`` (``opts = OptionsOf(DrakerOpts)`` in the
    state's class). Read on first use and kept on the instance: a state's options are fixed
    once it is dealt (a test wanting other options deals, or ``dataclasses.replace``s, a new
    state), and a copy of the state reads its own."""

    def __init__(self, kind: type[R]) -> None:
        self.kind = kind
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type) -> OptionsOf[R]: ...

    @overload
    def __get__(self, instance: HasOptions, owner: type) -> R: ...

    def __get__(self, instance: HasOptions | None, owner: type) -> OptionsOf[R] | R:
        if instance is None:
            return self
        record = self.kind.of(instance.options)
        vars(instance)[self.name] = record       # later reads find it on the instance
        return record
