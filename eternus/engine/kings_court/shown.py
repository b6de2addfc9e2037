"""The cards King's Court's rules show a seat face up although no event names them to it.

Three rules do: the Warlord's player plays the target's turn with the target's hand in front
of them; the Siege Tower's player looks at the target's hand; the Secret Key's player looks
through the draw pile for a card. The game declares this (``registry.Hidden``) so a privacy
check can allow exactly these and nothing else. It reads only public facts of the state
(who controls the turn, who decides, in which phase), never the view code.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from eternus.engine.core import State
from eternus.engine.kings_court.phases import INSPECT, KEY


@runtime_checkable
class _Public(Protocol):
    """The facts read: every player can see who decides and what is being decided."""

    @property
    def hands(self) -> Sequence[Sequence[str]]: ...
    @property
    def deck(self) -> Sequence[str]: ...
    @property
    def current(self) -> int: ...
    @property
    def controller(self) -> int | None: ...
    @property
    def decider(self) -> int | None: ...
    @property
    def phase(self) -> str: ...
    @property
    def battle(self) -> Mapping[str, object] | None: ...


def shown_by_rule(state: State, seat: int) -> set[str]:
    """The cards the rules put in front of ``seat`` now, beyond what its events named."""
    if not isinstance(state, _Public):
        raise TypeError(f"not a King's Court state: {type(state).__name__}")
    shown: set[str] = set()
    if state.controller == seat:
        shown.update(state.hands[state.current])
    if state.decider == seat and state.phase == INSPECT and state.battle is not None:
        target = state.battle["target"]
        if isinstance(target, int) and target >= 0:
            shown.update(state.hands[target])
    if state.decider == seat and state.phase == KEY:
        shown.update(state.deck)
    return shown
