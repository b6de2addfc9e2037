"""A measured step said the way a player reads it, for the setup screen.

"Hard wins about 2 of 3 duels against Normal", "Hard is ahead of Normal by about 12 big
blinds every 100 hands". A step whose interval still holds "no difference" is said to be
not told apart yet: the words never claim more than the measurement shows.
"""

from __future__ import annotations

from eternus.ladder.units import Unit


def fraction(share: float) -> tuple[int, int]:
    """The simple fraction nearest ``share``: denominators 2 to 10, the smallest within a
    hair of the best (0.65 reads "2 of 3", not "13 of 20")."""
    candidates = [(abs(share - round(share * b) / b), b, round(share * b)) for b in range(2, 11)]
    best = min(error for error, _, _ in candidates)
    _, whole, part = min((b, b, a) for error, b, a in candidates if error <= best + 0.01)
    return part, whole


def rounded(amount: float) -> str:
    """Two significant figures, no trailing zeros: 12.3 -> "12", 0.134 -> "0.13"."""
    text = f"{abs(amount):.2g}"
    return str(int(float(text))) if float(text) >= 10 else text


def step_in_words(upper: str, lower: str, unit: Unit, value: float,
                  ci95: tuple[float, float], games: int) -> str:
    """``upper``'s result against ``lower`` (both players' names), measured as ``value``
    with interval ``ci95`` in ``unit`` (see :class:`~eternus.ladder.units.Unit`)."""
    low, high = ci95
    if low <= unit.even <= high:
        return f"{upper} and {lower} are not told apart yet ({games:,} {unit.noun} measured)"
    if unit.kind == "share":
        part, whole = fraction(value)
        if part == whole:
            return f"{upper} wins almost every one of its {unit.noun} against {lower}"
        if part == 0:
            return f"{upper} wins almost none of its {unit.noun} against {lower}"
        said = f"{upper} wins about {part} of {whole} {unit.noun} against {lower}"
        seats = round(1 / unit.even)
        # At a table of more than two, "2 of 7" is ahead: say what an equal player wins.
        return said if seats == 2 else f"{said} (an equal player wins 1 of {seats})"
    if unit.kind == "paired_rate":
        more = "more" if value > 0 else "fewer"
        return f"{upper} wins about {rounded(value)} {more} {unit.noun} in 100 than {lower}, on the same {unit.noun}"
    side = "ahead of" if value > 0 else "behind"
    return f"{upper} is {side} {lower} by about {rounded(value)} {unit.phrase}"
