"""Which games exist: the one place the engine names them.

A built game declares itself once, in its own package (``eternus/engine/<id>/__init__.py``
sets ``DECLARATION = Declaration(TheGame(), POLICY)``), and is listed here by that package's
name, one line. Everything else (the title screen's catalogue, the CLI, the AI's policy,
saves, bench and smoke) reads the declaration, so a game's title and seat counts are written
only on its :class:`~eternus.engine.core.Game` and cannot drift. A game not built yet is
described here by hand until its package exists.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from eternus.engine.ai.base import GamePolicy
    from eternus.engine.core import Game, State


@dataclass(frozen=True)
class Hidden:
    """What a game can keep from a seat, declared so a privacy check needs no list of games.

    ``cards`` is every card id the game can deal (empty: nothing is hidden, as in a game of
    dice and tokens). ``shown_by_rule(state, seat)`` names the cards its rules show ``seat``
    now although no event named them to it (King's Court's Warlord, Siege Tower and Secret
    Key); it reads only public facts of the state (whose turn, which phase, who decides),
    never the view code, so a check built on it stays independent of the views.
    """

    cards: frozenset[str] = frozenset()
    shown_by_rule: Callable[[State, int], set[str]] | None = None


@dataclass(frozen=True)
class Declaration:
    """A built game: its rules (``game``), the knowledge its AI plays with (``policy``), and
    what it hides (``hidden``)."""

    game: Game
    policy: GamePolicy
    hidden: Hidden = field(default_factory=Hidden)


@dataclass(frozen=True)
class CatalogueEntry:
    """What the title screen shows of a game, built or not."""

    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    built: bool

    @property
    def players(self) -> str:
        """"1 player", "2-6 players": from the seat counts, never written by hand."""
        if self.min_players == self.max_players:
            return f"{self.min_players} player{'' if self.min_players == 1 else 's'}"
        return f"{self.min_players}-{self.max_players} players"


@dataclass(frozen=True)
class Coming:
    """A game of the catalogue whose package does not exist yet."""

    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int


#: The five games in title-screen order: a built game is the name of its package.
LINES: tuple[str | Coming, ...] = (
    "eternus.engine.pragon",
    "eternus.engine.dragon_kings",
    "eternus.engine.four_kings",
    "eternus.engine.draker",
    "eternus.engine.kings_court",
)


@cache
def _declared() -> dict[str, Declaration]:
    """Each built game's package name -> its declaration (imported on first use)."""
    found: dict[str, Declaration] = {}
    for line in LINES:
        if isinstance(line, str):
            declaration = importlib.import_module(line).DECLARATION
            if not isinstance(declaration, Declaration):
                raise TypeError(f"{line}.DECLARATION is not a registry.Declaration")
            found[line] = declaration
    return found


def declarations() -> dict[str, Declaration]:
    """Every built game's declaration by game id, in catalogue order."""
    return {d.game.id: d for d in _declared().values()}


def catalogue() -> tuple[CatalogueEntry, ...]:
    """The five games as the title screen lists them, built ones described by their Game."""
    built = _declared()
    entries = []
    for line in LINES:
        if isinstance(line, Coming):
            entries.append(CatalogueEntry(line.id, line.title, line.blurb, line.min_players,
                                          line.max_players, built=False))
            continue
        game = built[line].game
        entries.append(CatalogueEntry(game.id, game.title, game.blurb, game.min_players,
                                      game.max_players, built=True))
    return tuple(entries)


def entry(game_id: str) -> CatalogueEntry:
    """The catalogue entry of ``game_id``; KeyError if the catalogue has no such game."""
    for candidate in catalogue():
        if candidate.id == game_id:
            return candidate
    raise KeyError(f"no game {game_id!r} in the catalogue")


_GAMES: dict[str, Game] | None = None


def games() -> dict[str, Game]:
    """The built games by id. Tests may replace ``_GAMES`` to add toy games for replay."""
    global _GAMES
    if _GAMES is None:
        _GAMES = {game_id: d.game for game_id, d in declarations().items()}
    return _GAMES


def get_game(game_id: str) -> Game:
    """The game with this id; KeyError naming the built games if there is none."""
    try:
        return games()[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}; built games: {', '.join(sorted(games()))}") from None


def is_built(game_id: str) -> bool:
    return game_id in games()


def forget() -> None:
    """Read ``LINES`` again at the next question. The one hook for adding a game from outside
    this file: the tests add a toy game's package to ``LINES`` (and take it away) around this
    call, proving a new game needs no other edit to be played, saved and checked."""
    global _GAMES
    _declared.cache_clear()
    _GAMES = None
