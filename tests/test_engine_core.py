"""The engine's shared pieces: RNG, cards, options, records, and the headless rule."""

from __future__ import annotations

import ast
import json
import pathlib
import subprocess
import sys

import pytest

from eternus.engine import cards as C
from eternus.engine.core import OptionError, RecordError, Seat
from eternus.engine.record import GameRecord
from eternus.engine.registry import catalogue, declarations, games, get_game, is_built
from eternus.engine.rng import Rng

ENGINE = pathlib.Path(__file__).resolve().parents[1] / "eternus" / "engine"


def test_engine_never_imports_pygame():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "pygame" or n.startswith("pygame.") for n in names):
                offenders.append(str(path))
    assert offenders == []


def test_importing_every_engine_module_loads_no_pygame():
    code = ("import sys, pkgutil, importlib, eternus.engine as e\n"
            "for m in pkgutil.walk_packages(e.__path__, 'eternus.engine.'):\n"
            "    importlib.import_module(m.name)\n"
            "import eternus.engine.registry as r; r.games()\n"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_rng_is_reproducible_and_serialisable_as_one_int():
    a, b = Rng(42), Rng(42)
    assert [a.below(100) for _ in range(50)] == [b.below(100) for _ in range(50)]
    copy = Rng(a.state)
    assert copy.next_u64() == a.next_u64()
    deck = list(range(20))
    Rng(1).shuffle(deck)
    assert sorted(deck) == list(range(20)) and deck != list(range(20))


def test_rng_below_draws_from_the_same_stream_as_next_u64():
    """``below`` inlines ``next_u64`` for speed: the two must stay one generator."""
    for n in (1, 2, 3, 6, 52, 1000, 2**63 + 5):
        fast, reference = Rng(9), Rng(9)
        for _ in range(200):
            limit = (1 << 64) - ((1 << 64) % n)
            value = reference.next_u64()
            while value >= limit:
                value = reference.next_u64()
            assert fast.below(n) == value % n
        assert fast.state == reference.state


def test_rng_below_is_roughly_uniform():
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_cards_parse_and_name():
    assert C.parse("10h") == "Th" and C.parse("ks") == "Ks" and C.parse("Joker2") == "JK2"
    assert C.name("Qd") == "Queen of Diamonds" and C.name("JK1") == "Joker"
    assert len(set(C.standard_deck(2))) == 54
    with pytest.raises(C.CardError):
        C.parse("1x")


def test_unknown_or_bad_options_are_refused_clearly():
    game = get_game("pragon")
    with pytest.raises(OptionError, match="no option 'turbo'"):
        game.resolve_options({"turbo": True})
    with pytest.raises(OptionError, match="takes a bool"):
        game.resolve_options({"hard_mode": "yes"})
    with pytest.raises(OptionError, match="1-1 players"):
        game.new((Seat("a"), Seat("b")), {}, 1)


@pytest.mark.parametrize("bad", [
    None, [], {"format": "other"}, {"format": "eternus-record", "version": 99},
    {"format": "eternus-record", "version": 1, "game": "nope", "seed": 1, "seats": []},
    {"format": "eternus-record", "version": 1, "game": "pragon", "seed": "x", "seats": []},
    {"format": "eternus-record", "version": 1, "game": "pragon", "seed": 1,
     "seats": [{"name": "P"}], "actions": [{"type": "teleport"}]},
    {"format": "eternus-record", "version": 1, "game": "pragon", "seed": 1,
     "seats": [{"name": "P"}], "actions": [{"type": "flip", "stack": "top", "extra": 1}]},
])
def test_bad_records_are_refused_with_a_message(bad):
    with pytest.raises(RecordError):
        GameRecord.from_json(bad)


def test_a_record_with_an_impossible_action_says_which_one():
    record = GameRecord("pragon", (Seat("P"),), 3, {}, [])
    data = record.to_json()
    data["actions"] = [{"type": "end_round"}]
    with pytest.raises(RecordError, match="action 1"):
        GameRecord.from_json(data).replay()


def test_catalogue_lists_five_games_and_built_ones_resolve():
    """The five games keep their title-screen order; a game added after them joins the list
    by its registry line alone."""
    entries = catalogue()
    assert [e.id for e in entries][:5] == ["pragon", "dragon_kings", "four_kings", "draker", "kings_court"]
    assert len({e.id for e in entries}) == len(entries)
    for entry in entries:
        assert entry.built == is_built(entry.id)
        if entry.built:
            assert get_game(entry.id).title == entry.title


@pytest.mark.parametrize("game_id", sorted(games()))
def test_catalogue_entry_is_derived_from_the_declared_game(game_id):
    """Seat counts, title and blurb come from the Game: the catalogue cannot drift from it."""
    from eternus.engine.ai import policy_for

    game = get_game(game_id)
    entry = next(e for e in catalogue() if e.id == game_id)
    assert (entry.title, entry.min_players, entry.max_players) == (
        game.title, game.min_players, game.max_players)
    assert entry.blurb == game.blurb and entry.blurb.endswith(".")
    players = f"{game.min_players}" if game.min_players == game.max_players else (
        f"{game.min_players}-{game.max_players}")
    assert entry.players.startswith(players + " player")
    assert policy_for(game) is declarations()[game_id].policy
    assert type(game).__module__ == f"eternus.engine.{game_id}.game"


def test_catalogue_players_text_is_derived_from_seat_counts():
    by_id = {e.id: e for e in catalogue()}
    assert by_id["pragon"].players == "1 player"
    assert by_id["four_kings"].players == "2-6 players"
    assert by_id["draker"].players == "2-4 players"


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_game_plays_random_games_through_the_protocol(game_id):
    """The generic conformance playout (after OpenSpiel's random-playout test)."""
    game = get_game(game_id)
    for seed in range(30):
        seats = tuple(Seat(f"P{i}", "random") for i in range(game.min_players))
        state = game.new(seats, dict(game.quick_options), seed)
        rng = Rng(seed)
        steps = 0
        while not state.is_over:
            legal = state.legal_actions()
            assert legal and state.to_act is not None
            action = rng.choice(legal)
            assert game.action_from_json(json.loads(json.dumps(action.to_json()))) == action
            assert isinstance(action.label, str) and action.label
            for event in state.apply(action):
                assert isinstance(event.text, str)
            steps += 1
            assert steps < 10_000
        assert state.to_act is None and state.legal_actions() == []
        assert len(state.returns()) == len(seats)


@pytest.mark.parametrize("game_id", sorted(games()))
def test_deal_events_match_the_new_state_and_hide_face_down_cards(game_id):
    game = get_game(game_id)
    seats = tuple(Seat(f"P{i}") for i in range(game.min_players))
    state, events = game.deal(seats, {}, 11)
    assert state.to_json() == game.new(seats, {}, 11).to_json()
    assert events, "a deal should be animated"
    for event in events:
        shown = event.for_seat(0)
        if getattr(event, "public", True) is False and getattr(event, "owner", None) != 0:
            assert getattr(shown, "card", None) is None


def test_the_engine_type_checks_under_mypy_strict():
    """The rules are the part everything else trusts: keep them fully typed."""
    api = pytest.importorskip("mypy.api")
    out, err, status = api.run(["--strict", "--ignore-missing-imports", "--no-incremental", str(ENGINE)])
    assert status == 0, out + err


def test_copy_json_copies_every_list_and_dict_and_shares_nothing_mutable() -> None:
    from eternus.engine.jsoncopy import copy_json

    original = {"turn": {"skips": 1, "seen": ["a", "b"]}, "history": [[1, -2], [0, 3]], "x": None}
    copied = copy_json(original)
    assert copied == original
    copied["turn"]["seen"].append("c")
    copied["history"][0][0] = 99
    assert original == {"turn": {"skips": 1, "seen": ["a", "b"]}, "history": [[1, -2], [0, 3]], "x": None}


@pytest.mark.parametrize("game_id", sorted(games()))
def test_a_saved_position_names_its_game_and_another_games_position_is_refused(game_id):
    """A position says which game it is, and no game reads another's (or an unlabelled) one."""
    game = get_game(game_id)
    seats = tuple(Seat(f"P{i}") for i in range(game.min_players))
    data = game.new(seats, {}, 3).to_json()
    assert data["game"] == game_id
    assert game.state_from_json(data).to_json() == data
    assert game.new(seats, {}, 3).view(0)["game"] == game_id
    for other in (g for g in sorted(games()) if g != game_id):
        with pytest.raises(RecordError, match=f"not a game of {get_game(other).title}"):
            get_game(other).state_from_json(data)
    with pytest.raises(RecordError, match=f"not a game of {game.title}"):
        game.state_from_json({k: v for k, v in data.items() if k != "game"})


def test_in_hot_seat_a_person_takes_back_only_their_own_last_move() -> None:
    from eternus.session import GameSession

    session = GameSession.new("kings_court", [Seat("Ann"), Seat("Ben")], {}, 6)
    first = session.state.to_act
    while session.state.to_act == first:
        session.apply(session.state.legal_actions()[0])
    second = session.state.to_act
    assert not session.undo(second) and not session.can_undo(second)   # Ben has not moved: Ann's move stays
    assert session.can_undo(first) and session.undo(first)
    assert session.state.to_act == first


def test_redo_plays_again_exactly_the_moves_an_undo_took_back_and_a_new_move_ends_it() -> None:
    from eternus.session import GameSession

    session = GameSession.new("kings_court", [Seat("Ann"), Seat("Bot", "greedy")], {}, 6)
    while session.state.to_act == 0:
        session.apply(session.state.legal_actions()[0])
    while session.state.to_act == 1:                                  # the AI's reply
        session.apply(session.state.legal_actions()[-1])
    before = session.state.to_json()
    moves = list(session.record.actions)
    assert session.undo() and session.can_redo()
    assert session.redo() is not None and session.record.actions == moves and session.state.to_json() == before
    assert not session.can_redo() and session.redo() is None
    assert session.undo()
    session.apply(session.state.legal_actions()[-1])                   # another road
    assert not session.can_redo()
