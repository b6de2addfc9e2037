"""Main and side pots from what each seat put in, and how a pot is split.

A pot is a layer of the seats' contributions: between two all-in amounts of seats still in,
every seat's chips in that band (folded seats' included: folded chips stay in) make one pot,
and the seats still in that reached its top can win it. Chips a folded seat put in above
every live seat's amount join the top pot. Folding never changes where a pot's chips lie. A
bet nobody matched is not in any pot: it goes back to its seat (:func:`uncalled`).

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


def layers(committed: Sequence[int], live: Sequence[bool], all_in: Sequence[bool] | None = None) -> list[Layer]:
    """The pots as bands, main pot first. ``live[s]``: seat ``s`` is still in the hand;
    ``all_in[s]``: it has no chips left (None: the live seats below the highest live amount,
    which is what they are once a street's bets are in).

    Only an all-in amount divides the pots, so a pot keeps its place (its number) when a seat
    folds: the chips already in it never move to another. A seat that folds can leave a pot
    nobody still in can win (every seat above an all-in folded); :func:`eligible_or_below`
    says who takes it then."""
    top = max(committed, default=0)
    if top <= 0:
        return []
    if all_in is None:
        highest = max((c for c, alive in zip(committed, live, strict=True) if alive), default=0)
        bounds = {c for c, alive in zip(committed, live, strict=True) if alive and 0 < c < highest}
    else:
        bounds = {c for c, alive, out in zip(committed, live, all_in, strict=True) if alive and out and 0 < c < top}
    found: list[Layer] = []
    low = 0
    for high in [*sorted(bounds), top]:
        eligible = tuple(s for s, c in enumerate(committed) if live[s] and _reaches(s, c, low, high, top, all_in))
        found.append(Layer(low, high, eligible))
        low = high
    return found


def _reaches(seat: int, contribution: int, low: int, high: int, top: int, all_in: Sequence[bool] | None) -> bool:
    """Whether a seat still in can win the band ``(low, high]``: a seat with chips behind can
    win every pot (a wing card may have let it pay less than an all-in seat straight into the
    pot: the Knight of Fortune's holder); an all-in seat only the pots its chips reach."""
    if all_in is not None and not all_in[seat]:
        return True
    return contribution >= high if high < top else contribution > low


def eligible_or_below(found: Sequence[Layer], index: int) -> tuple[int, ...]:
    """Who can win pot ``index``: its own eligible seats, or, if every seat that reached it
    has folded, those of the nearest pot below that still has some."""
    for layer in reversed(found[:index + 1]):
        if layer.eligible:
            return layer.eligible
    return ()


def pots(committed: Sequence[int], live: Sequence[bool], all_in: Sequence[bool] | None = None) -> list[Pot]:
    """The pots with their chips and the seats that can win each, main pot first."""
    found = layers(committed, live, all_in)
    return [{"amount": layer.amount(committed), "eligible": list(eligible_or_below(found, i))}
            for i, layer in enumerate(found)]


def collected(before: Sequence[int], after: Sequence[int], live: Sequence[bool],
              all_in: Sequence[bool] | None = None) -> list[tuple[int, int, int]]:
    """Where the chips a street added go: ``(seat, pot index, chips)`` for every part of a
    seat's bet that lands in each pot, from contributions ``before`` and ``after`` it."""
    moves: list[tuple[int, int, int]] = []
    for index, layer in enumerate(layers(after, live, all_in)):
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
