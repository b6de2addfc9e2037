"""Main and side pots from what each seat put in, and how a pot is split.

A pot is a layer of the seats' contributions: between two all-in amounts of seats still in,
every seat's chips in that band (folded seats' included: folded chips stay in) make one pot,
and the seats still in that reached its top can win it. Chips a folded seat put in above
every live seat's amount join the top pot. A bet nobody matched is not in any pot: it goes
back to its seat (:func:`uncalled`).

A pot won by several seats is split evenly; chips that do not divide go one each to the
winners in order from the button's left.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence

from eternus.engine.dragon_kings.records import Pot


@dataclass(frozen=True)
class Layer:
    """The band of contributions ``(low, high]`` that makes one pot, and who can win it."""

    low: int
    high: int
    eligible: tuple[int, ...]

    def amount(self, committed: Sequence[int]) -> int:
        return sum(self.share(c) for c in committed)

    def share(self, contribution: int) -> int:
        """How much of one seat's ``contribution`` lies in this band."""
        return max(0, min(contribution, self.high) - self.low)


def layers(committed: Sequence[int], live: Sequence[bool]) -> list[Layer]:
    """The pots as bands, main pot first. ``live[s]``: seat ``s`` is still in the hand."""
    levels = sorted({c for c, alive in zip(committed, live, strict=True) if alive and c > 0})
    top = max(committed, default=0)
    if not levels:
        still_in = tuple(s for s, alive in enumerate(live) if alive)
        return [Layer(0, top, still_in)] if top > 0 else []
    found: list[Layer] = []
    low = 0
    for i, level in enumerate(levels):
        high = top if i == len(levels) - 1 else level
        eligible = tuple(s for s, c in enumerate(committed) if live[s] and c >= level)
        if found and found[-1].eligible == eligible:
            found[-1] = Layer(found[-1].low, high, eligible)
        else:
            found.append(Layer(low, high, eligible))
        low = high
    return found


def pots(committed: Sequence[int], live: Sequence[bool]) -> list[Pot]:
    """The pots with their chips and the seats that can win each, main pot first."""
    return [{"amount": layer.amount(committed), "eligible": list(layer.eligible)}
            for layer in layers(committed, live) if layer.amount(committed) > 0]


def collected(before: Sequence[int], after: Sequence[int], live: Sequence[bool]) -> list[tuple[int, int, int]]:
    """Where the chips a street added go: ``(seat, pot index, chips)`` for every part of a
    seat's bet that lands in each pot, from contributions ``before`` and ``after`` it."""
    moves: list[tuple[int, int, int]] = []
    for index, layer in enumerate(layers(after, live)):
        for seat, (was, now) in enumerate(zip(before, after, strict=True)):
            chips = layer.share(now) - layer.share(was)
            if chips > 0:
                moves.append((seat, index, chips))
    return moves


def uncalled(committed: Sequence[int]) -> tuple[int, int] | None:
    """``(seat, chips)`` of a bet nobody matched: the top contribution's excess over the next."""
    if len(committed) < 2:
        return None
    order = sorted(range(len(committed)), key=lambda s: committed[s], reverse=True)
    first, second = committed[order[0]], committed[order[1]]
    return (order[0], first - second) if first > second else None


def split(amount: int, winners: Sequence[int], button: int, seats: int) -> list[tuple[int, int]]:
    """``(seat, chips)`` for each winner of a pot of ``amount``: even shares, the odd chips one
    each to the winners first to the left of the button."""
    order = [s for s in ((button + k) % seats for k in range(1, seats + 1)) if s in winners]
    share, odd = divmod(amount, len(order))
    return [(seat, share + (1 if i < odd else 0)) for i, seat in enumerate(order)]
