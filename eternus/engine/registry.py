"""Which games exist. The title screen lists the catalogue; built games can be started."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from eternus.engine.core import Game


@dataclass(frozen=True)
class CatalogueEntry:
    id: str
    title: str
    blurb: str
    players: str


CATALOGUE: tuple[CatalogueEntry, ...] = (
    CatalogueEntry("pragon", "The Seal of Pragon",
                   "Solitaire: break the seal of six stacks with poker hands.", "1 player"),
    CatalogueEntry("dragon_kings", "Dragon Kings",
                   "Hold'em with twinned dragon kings and wing cards.", "2-9 players"),
    CatalogueEntry("four_kings", "Four Kings Crossing",
                   "Dice on the Wheel: pips, Kings, Rogues and the Fisher.", "2-6 players"),
    CatalogueEntry("draker", "Draker",
                   "Dragon poker: combinations for attack and defence.", "2 players"),
    CatalogueEntry("kings_court", "King's Court",
                   "A shedding game of Scrolls, Kingdoms and Shields.", "2-8 players"),
)


def _built() -> dict[str, "Game"]:
    # Imported lazily so that importing the registry stays cheap and cycle-free.
    from eternus.engine.four_kings.game import FourKingsGame
    from eternus.engine.kings_court.game import KingsCourtGame
    from eternus.engine.pragon.game import PragonGame

    return {g.id: g for g in (PragonGame(), FourKingsGame(), KingsCourtGame())}


_GAMES: dict[str, "Game"] | None = None


def games() -> dict[str, "Game"]:
    global _GAMES
    if _GAMES is None:
        _GAMES = _built()
    return _GAMES


def get_game(game_id: str) -> "Game":
    """The game with this id; KeyError naming the built games if there is none."""
    try:
        return games()[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}; built games: {', '.join(sorted(games()))}") from None


def is_built(game_id: str) -> bool:
    return game_id in games()
