"""What a seat may know, worked out without the engine's view code.

The engine decides what each seat sees in ``State.view(seat)``; a test that asks the same
engine what is hidden (its own ``visible_hands()``, the view's own ``deck_cards``) can only
agree with itself. This oracle instead follows the game as each seat watched it: every event
passes through ``event.for_seat(seat)`` (the stream a table shows that seat), and a card is
known to the seat once one of its events names it (dealt to its hand, turned face up, played,
shown). A view may then name only cards its seat has been shown; any other card in it is a
leak, whatever the view code believes.

What the oracle knows of a game comes from the game's own declaration
(``registry.Declaration.hidden``): the cards it can deal, and where its rules show a seat
cards nobody dealt it (King's Court's Warlord, Siege Tower and Secret Key), which cards those
are, written from the rules and reading only public facts of the true state (whose turn,
which phase, who decides). A game registered is checked with no edit here.

The check is a necessary condition (it does not say *where* a known card may be shown), and
it is independent: it needs only the game's card universe and the public event stream.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from eternus.engine.core import Event, Game, Seat, State
from eternus.engine.registry import Hidden, declarations
from eternus.engine.rng import Rng


def hidden(game_id: str) -> Hidden:
    """What ``game_id`` declares it hides; KeyError for a game that is not registered."""
    try:
        return declarations()[game_id].hidden
    except KeyError:
        raise KeyError(f"{game_id!r} is not a registered game") from None


def card_universe(game_id: str) -> frozenset[str]:
    """Every card id the game can deal (empty for a game without hidden cards)."""
    return hidden(game_id).cards


def strings_in(data: Any) -> set[str]:
    """Every string value anywhere in a JSON value (keys are field names, not cards).

    A walk with its own stack, not recursive generators: the privacy test reads every
    seat's view at every step of thousands of games, and the generators' chain of
    ``yield from`` was most of its time.
    """
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


@dataclass
class Watcher:
    """What each seat has been shown so far, from the per-seat event stream."""

    universe: frozenset[str]
    seats: int
    known: list[set[str]] = field(init=False)

    def __post_init__(self) -> None:
        self.known = [set() for _ in range(self.seats)]

    def watch(self, events: Iterable[Event]) -> None:
        for event in events:
            for seat in range(self.seats):
                shown = event.for_seat(seat).to_json()
                self.known[seat].update(strings_in(shown) & self.universe)

    def leaks(self, state: State, seat: int) -> set[str]:
        """Cards in ``seat``'s view that it was never shown (by an event or by a rule now)."""
        rule = hidden(state.game.id).shown_by_rule
        if rule is not None:
            self.known[seat].update(rule(state, seat))
        named = strings_in(dict(state.view(seat))) & self.universe
        return named - self.known[seat]


def play_watched(game: Game, seats: Sequence[Seat], options: dict[str, Any], seed: int,
                 max_steps: int) -> Iterator[tuple[State, Watcher]]:
    """A random game, yielding the state and the watcher after the deal and after each action."""
    state, events = game.deal(seats, options, seed)
    watcher = Watcher(card_universe(game.id), len(seats))
    watcher.watch(events)
    rng = Rng(seed ^ 0x5EED)
    yield state, watcher
    for _ in range(max_steps):
        if state.is_over:
            return
        watcher.watch(state.apply(rng.choice(state.legal_actions())))
        yield state, watcher
