"""What a seat may know, worked out without the engine's view code.

The engine decides what each seat sees in ``State.view(seat)``; a test that asks the same
engine what is hidden (its own ``visible_hands()``, the view's own ``deck_cards``) can only
agree with itself. This oracle instead follows the game as each seat watched it: every event
passes through ``event.for_seat(seat)`` (the stream a table shows that seat), and a card is
known to the seat once one of its events names it (dealt to its hand, turned face up, played,
shown). A view may then name only cards its seat has been shown; any other card in it is a
leak, whatever the view code believes.

Where the rules themselves show a seat cards nobody dealt it (King's Court's Warlord, Siege
Tower and Secret Key), ``SHOWN_BY_RULE`` says so, written from the rules text and reading
only public facts of the true state (whose turn, which phase, who decides).

The check is a necessary condition (it does not say *where* a known card may be shown), and
it is independent: it needs only the game's card universe and the public event stream.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from eternus.engine.core import Event, Game, Seat, State
from eternus.engine.rng import Rng


def card_universe(game_id: str) -> frozenset[str]:
    """Every card id the game can deal (empty for a game without hidden cards)."""
    if game_id == "pragon":
        from eternus.engine.cards import standard_deck

        return frozenset(standard_deck(jokers=2))
    if game_id == "kings_court":
        from eternus.engine.kings_court.cards import CARDS

        return frozenset(CARDS)
    if game_id == "dragon_kings":
        from eternus.engine.cards import standard_deck

        return frozenset(standard_deck(jokers=1))  # Swords adds one joker to the 52
    if game_id == "draker":
        from eternus.engine.draker.cards import DECK

        return frozenset(DECK)
    if game_id == "four_kings":
        return frozenset()  # dice and tokens only: nothing is hidden
    raise KeyError(f"the privacy oracle does not know the cards of {game_id!r}: add them here")


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


def _kings_court_shown_by_rule(state: Any, seat: int) -> set[str]:
    """Cards King's Court's rules show a seat face up without dealing them to it.

    Written from the rules text, not from the view code: the Warlord's player plays the
    target's turn with the target's hand in front of them; the Siege Tower's player looks at
    the target's hand; the Secret Key's player looks through the draw pile to pick a card.
    """
    shown: set[str] = set()
    if state.controller == seat:
        shown.update(state.hands[state.current])
    if state.decider == seat and state.phase == "inspect" and state.battle is not None:
        target = state.battle["target"]
        if target is not None and target >= 0:
            shown.update(state.hands[target])
    if state.decider == seat and state.phase == "key":
        shown.update(state.deck)
    return shown


#: Game id -> the cards its rules show a seat now beyond what its events named.
SHOWN_BY_RULE: dict[str, Callable[[Any, int], set[str]]] = {
    "kings_court": _kings_court_shown_by_rule,
}


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
        rule = SHOWN_BY_RULE.get(state.game.id)
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
