"""Every action's fields are checked at the engine's door (issue 52, section 4).

A field holds what its dataclass declares or the move is refused with a reason and nothing
changes: through ``State.apply``, through ``action_from_json`` (a save, a hand history) and
through ``action_for`` (a move sent as JSON by a seat across the network). The property tests
take the games, their action types and fields from the registry, so a new game is covered
without an edit here; the named tests are the cases issue 52 reported.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import math
import random
import types
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, ClassVar, Literal, Union

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eternus.engine import registry
from eternus.engine.core import Action, Game, IllegalAction, OptionError, RecordError, Seat, State, action_for
from eternus.engine.dragon_kings.actions import Raise
from eternus.engine.fields import field_refusal
from eternus.engine.kings_court.actions import Target
from eternus.engine.record import GameRecord
from eternus.session import GameSession, load_session, save_name, save_session
from eternus.storage import Storage

GAMES: dict[str, Game] = {game_id: d.game for game_id, d in registry.declarations().items()}
#: How many (state, action) pairs of each action type the random games keep.
KEPT = 3
#: Moves per sampling game: enough to reach a few hands or rounds of every game.
MOVES = 300
#: Games per table size with the quick options (other variants play one each).
QUICK_GAMES = 6

# --------------------------------------------------------------------------- reached states


def _option_variants(game: Game) -> Iterator[dict[str, Any]]:
    """The quick options, then each option set in turn to each of its other values (so an
    action only a variant offers, a partner's answer or a ta'veren, is reached too)."""
    yield dict(game.quick_options)
    for option in game.options:
        values = option.choices or ((not option.default,) if isinstance(option.default, bool) else ())
        for value in values:
            if value != option.default:
                yield {**game.quick_options, option.key: value}


def _tables(game: Game) -> Iterator[tuple[dict[str, Any], int]]:
    """(options, players) of each sampling game: the smallest, next and largest tables, each
    :data:`QUICK_GAMES` times with the quick options and once with every other variant."""
    sizes = sorted({game.min_players, min(game.min_players + 1, game.max_players), game.max_players})
    for number, options in enumerate(_option_variants(game)):
        for players in sizes:
            for _ in range(QUICK_GAMES if number == 0 else 1):
                yield options, players


@cache
def samples(game_id: str) -> dict[str, list[tuple[State, Action]]]:
    """Legal actions with the states offering them, up to :data:`KEPT` per action type, from
    seeded random games that lean towards the kinds of move seen least so far."""
    game = GAMES[game_id]
    rng = random.Random(52)
    seen: dict[str, int] = {}
    kept: dict[str, list[tuple[State, Action]]] = {}
    for options, players in _tables(game):
        try:
            state = game.new(tuple(Seat(f"P{i}", "random") for i in range(players)), options, rng.randrange(10**6))
        except OptionError:
            continue                     # a combination the game refuses
        for _ in range(MOVES):
            if state.is_over:
                break
            legal = state.legal_actions()
            for action in legal:
                count = seen[action.kind] = seen.get(action.kind, 0) + 1
                pool = kept.setdefault(action.kind, [])
                if len(pool) < KEPT:
                    pool.append((state.clone(), action))
                elif rng.random() < KEPT / count:
                    pool[rng.randrange(KEPT)] = (state.clone(), action)
            rarest = min(legal, key=lambda a: seen[a.kind])
            state.apply(rarest if rng.random() < 0.5 else rng.choice(legal))
    return kept


def carriers(game_id: str, kind: str) -> list[tuple[State, Action]]:
    """Where a hostile value is tried: a legal action of ``kind`` and its state, or, for a
    kind the random games never offered, a state of the game and the action's defaults (a
    kind with a field that has no default must then be reached by the games above)."""
    reached = samples(game_id)
    if kind in reached:
        return reached[kind]
    cls = GAMES[game_id].action_types[kind]
    template = cls.__new__(cls)
    for f in dataclasses.fields(cls):
        object.__setattr__(template, f.name, None if f.default is dataclasses.MISSING else f.default)
    state = next(iter(reached.values()))[0][0]
    return [(state, template)]


def _fields() -> list[tuple[str, str, str]]:
    return [(game_id, kind, f.name) for game_id, game in GAMES.items()
            for kind, cls in game.action_types.items() for f in dataclasses.fields(cls)]


FIELDS = _fields()
FIELD_IDS = [f"{game_id}-{kind}-{name}" for game_id, kind, name in FIELDS]


def _declared(game_id: str, kind: str, name: str) -> Any:
    return typing.get_type_hints(GAMES[game_id].action_types[kind], include_extras=True)[name]


def base_typed(hint: Any, value: Any) -> bool:
    """Whether ``value`` is of the base type a declaration names, its markers (ranges, decks,
    seats) aside: the test's own reading of int / str / bool / None / tuple / Literal."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is Annotated:
        return base_typed(args[0], value)
    if origin is Union or origin is types.UnionType:
        return any(base_typed(a, value) for a in args)
    if origin is Literal:
        return any(type(value) is type(a) and value == a for a in args)
    if origin is tuple:
        return type(value) is tuple and all(base_typed(args[0], v) for v in value)
    return type(value) is hint


def _tuples(value: Any) -> Any:
    """A JSON value as a record reads it: lists become tuples."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


# --------------------------------------------------------------------------- hostile values

NAMED_JUNK: list[Any] = [None, True, False, 0.0, 1.0, 25.5, -1.5, math.nan, math.inf, -math.inf, 10**100,
                         -(10**100), 2**63, -1, "", "30", "nan", "None", [], {}, (), [[{}]], {"type": "raise"},
                         ("As",), (None,), ("Ks", 7), [3], frozenset({"Ks"}), b"Ks", object()]
JSON_JUNK = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=3), kids, max_size=3),
    max_leaves=8)


@cache
def foreign(game_id: str) -> list[Any]:
    """Values the other games' moves hold (their cards, stacks, seats, colours): a card of
    another game is a string like this game's own."""
    found = {getattr(a, f.name) for other in GAMES if other != game_id
             for pairs in samples(other).values() for _, a in pairs for f in dataclasses.fields(a)}
    return sorted(found, key=repr)


def hostile(game_id: str, as_json: bool) -> st.SearchStrategy[Any]:
    named = [v for v in NAMED_JUNK if not as_json or _is_json(v)]
    return st.one_of(st.sampled_from(named), JSON_JUNK, st.sampled_from(foreign(game_id)))


def _is_json(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return not isinstance(value, tuple)


# --------------------------------------------------------------------------- the properties


def test_every_move_a_game_offers_passes_its_own_door() -> None:
    """The declarations agree with the games: nothing any game lists as legal is refused."""
    for game_id in GAMES:
        for pairs in samples(game_id).values():
            for state, action in pairs:
                assert field_refusal(action, state) is None, (game_id, action)


@pytest.mark.parametrize(("game_id", "kind", "name"), FIELDS, ids=FIELD_IDS)
@settings(max_examples=25)
@given(data=st.data())
def test_a_hostile_field_value_is_refused_with_a_reason_and_changes_nothing(
        game_id: str, kind: str, name: str, data: st.DataObject) -> None:
    state, legal = data.draw(st.sampled_from(carriers(game_id, kind)), label="carrier")
    value = data.draw(hostile(game_id, as_json=False), label="value")
    action = copy.copy(legal)
    object.__setattr__(action, name, value)          # as if a constructor had been skipped
    table = state.clone()
    before = table.to_json()
    try:
        table.apply(action)
    except IllegalAction as refused:
        assert refused.reason and table.to_json() == before
        return
    assert base_typed(_declared(game_id, kind, name), value), f"{action!r} was played"


@pytest.mark.parametrize(("game_id", "kind", "name"), FIELDS, ids=FIELD_IDS)
@settings(max_examples=25)
@given(data=st.data())
def test_a_hostile_field_value_read_from_json_is_a_record_error(
        game_id: str, kind: str, name: str, data: st.DataObject) -> None:
    state, legal = data.draw(st.sampled_from(carriers(game_id, kind)), label="carrier")
    value = data.draw(hostile(game_id, as_json=True), label="value")
    sent = {"type": kind, **{f.name: getattr(legal, f.name) for f in dataclasses.fields(legal)}, name: value}
    well_typed = base_typed(_declared(game_id, kind, name), _tuples(value))
    try:
        read = GAMES[game_id].action_from_json(sent)
    except RecordError:
        pass
    else:
        assert well_typed, f"{sent!r} was read"
        assert isinstance(read.label, str)           # what a log or a refusal prints of it
    answer = action_for(state.clone(), sent)
    assert isinstance(answer, (Action, str))
    assert well_typed or isinstance(answer, str)


# --------------------------------------------------------------------------- named cases


def _holdem_raise_due() -> State:
    """A three-seat Hold'em table where the seat to act may raise."""
    game = GAMES["dragon_kings"]
    state = game.new(tuple(Seat(f"P{i}") for i in range(3)), {"preset": "holdem"}, 7)
    while not any(isinstance(a, Raise) for a in state.legal_actions()):
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize(("amount", "shown"), [(math.nan, "nan"), (25.5, "25.5"), ("30", "'30'"), (None, "None")],
                         ids=["nan", "25.5", "a string", "None"])
def test_a_raise_not_to_a_whole_number_of_chips_is_refused_and_the_stacks_stay_whole(amount: Any, shown: str) -> None:
    state = _holdem_raise_due()
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Raise(amount))
    assert refused.value.reason == f"The amount must be a whole number of chips, not {shown}."
    assert state.to_json() == before and not state.can_apply(Raise(amount))


def _saved_raise(storage: Storage) -> tuple[dict[str, Any], int]:
    """A Hold'em match saved twice after a raise (a good copy beside the newest save): the
    newest save's data and the index of the raise among its moves."""
    session = GameSession.new("dragon_kings", [Seat(f"P{i}") for i in range(3)], {"preset": "holdem"}, 7)
    while not any(isinstance(a, Raise) for a in session.state.legal_actions()):
        session.apply(session.state.legal_actions()[0])
    session.apply(next(a for a in session.state.legal_actions() if isinstance(a, Raise)))
    save_session(storage, session)
    session.apply(session.state.legal_actions()[0])
    save_session(storage, session)
    return session.to_json(), len(session.record.actions) - 2


def test_a_save_holding_a_raise_to_25_5_is_refused_on_load_and_kept_aside(storage: Storage) -> None:
    data, at = _saved_raise(storage)
    data["record"]["actions"][at]["to"] = 25.5
    with pytest.raises(RecordError, match="whole number of chips"):
        GameRecord.from_json(data["record"])
    storage.path(save_name("dragon_kings")).write_text(json.dumps(data))
    session, message = load_session(storage, "dragon_kings")
    assert session is not None and len(session.record.actions) == len(data["record"]["actions"]) - 1
    assert message is not None and "previous copy was used" in message
    assert list(storage.path(save_name("dragon_kings")).parent.glob("dragon_kings.json*.corrupt-*"))


def test_a_move_of_another_game_is_refused_at_the_door() -> None:
    state = _holdem_raise_due()
    elsewhere = next(a for pairs in samples("pragon").values() for _, a in pairs)
    with pytest.raises(IllegalAction, match="no such move"):
        state.apply(elsewhere)


def test_a_seat_is_a_seat_of_this_table() -> None:
    """King's Court aims at a seat or at the discard pile (-1); nothing else is a target."""
    state, aimed = samples("kings_court")["target"][0]
    assert isinstance(aimed, Target)
    for seat in (len(state.seats), -2, 10**9):
        reason = state.clone().refusal(dataclasses.replace(aimed, seat=seat))
        assert reason == f"The seat must be a seat at this table or the discard pile, not {seat}."


def test_a_save_aiming_at_a_seat_beyond_the_table_reads_but_is_refused_as_it_replays() -> None:
    """A record is read before any table exists; the seat's range is checked by the replay."""
    session = GameSession.new("kings_court", [Seat(f"P{i}") for i in range(4)], {"max_hands": 1}, 1)
    rng = random.Random(1)
    while not any(isinstance(a, Target) for a in session.state.legal_actions()):
        session.apply(rng.choice(session.state.legal_actions()))
    session.apply(next(a for a in session.state.legal_actions() if isinstance(a, Target)))
    data = session.record.to_json()
    data["actions"][-1]["seat"] = 4
    record = GameRecord.from_json(data)
    with pytest.raises(RecordError, match="The seat must be a seat at this table or the discard pile, not 4"):
        record.replay()


def test_a_move_sent_as_json_comes_back_as_the_action_or_the_reason_a_player_reads() -> None:
    state = _holdem_raise_due()
    legal = next(a for a in state.legal_actions() if isinstance(a, Raise))
    assert action_for(state, legal.to_json()) == legal
    assert action_for(state, {"type": "raise", "to": 25.5}) == "The amount must be a whole number of chips, not 25.5."
    assert action_for(state, {"type": "raise", "to": 10**9}) == state.refusal(Raise(10**9))
    assert action_for(state, {"type": "shove"}) == "No move of this game is called 'shove'."
    assert action_for(state, ["raise", 30]) == "That is not a move: ['raise', 30]."


def test_search_playouts_do_not_pay_for_the_door(monkeypatch: pytest.MonkeyPatch) -> None:
    """``apply_unchecked`` plays moves the game itself listed: the field check never runs."""
    def forbidden(action: Action, table: State | None) -> str | None:
        raise AssertionError("the door was checked on the search's path")

    monkeypatch.setattr("eternus.engine.core.field_refusal", forbidden)
    state = _holdem_raise_due()
    state.apply_unchecked(state.legal_actions()[0])


@dataclass(frozen=True)
class _Weighed(Action):
    kind: ClassVar[str] = "weigh"
    grams: float


def test_a_field_of_a_type_the_door_has_no_check_for_fails_loudly() -> None:
    with pytest.raises(TypeError, match="no check at the engine's door"):
        field_refusal(_Weighed(2.5), None)
