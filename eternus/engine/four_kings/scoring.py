"""Who pays whom when a game at the Wheel ends: King winnings, Rogue winnings, drinks.

Pure functions of the final position, so the rules page, the tests and the results screen
all read one definition. The payout modifiers are judged on *every* pip of a colour in the
game (on the board and in every stock), which is how the source's own sums work out: two
modifiers that cut a payout (none of his colour; the Dragon holding all of it) can both
apply, and so can both that raise it.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Mapping, Sequence

from eternus.engine.four_kings.board import BLACK, DRAGON, WHITE
from eternus.engine.four_kings.roles import KING, ROGUE, Role

KING_BASE = 2      # a King winner takes two stakes from each other King
ROGUE_BASE = 1     # a Rogue winner takes one stake from each King


@dataclass(frozen=True)
class Modifiers:
    """The four payout modifiers for a King winner (the source's A to D)."""

    all_his_colour: bool       # +1 from each King of the losing colour
    all_other_colour: bool     # +1
    none_of_his_colour: bool   # -1
    dragon_has_his_colour: bool  # -1

    @property
    def delta(self) -> int:
        return (int(self.all_his_colour) + int(self.all_other_colour)
                - int(self.none_of_his_colour) - int(self.dragon_has_his_colour))


def colour_totals(roles: Sequence[Role], board: Mapping[int, Sequence[str]]) -> dict[str, int]:
    totals = {WHITE: 0, BLACK: 0}
    for role in roles:
        for colour in totals:
            totals[colour] += role.pips[colour]
    for pips in board.values():
        for colour in pips:
            if colour in totals:
                totals[colour] += 1
    return totals


def modifiers(winner: Role, roles: Sequence[Role], board: Mapping[int, Sequence[str]]) -> Modifiers:
    mine = winner.colour
    other = BLACK if mine == WHITE else WHITE
    totals = colour_totals(roles, board)
    on_dragon = sum(1 for c in board.get(DRAGON, ()) if c == mine)
    return Modifiers(
        all_his_colour=totals[mine] > 0 and winner.pips[mine] == totals[mine],
        all_other_colour=totals[other] > 0 and winner.pips[other] == totals[other],
        none_of_his_colour=winner.pips[mine] == 0,
        dragon_has_his_colour=totals[mine] > 0 and on_dragon == totals[mine],
    )


def king_winnings(winner: Role, roles: Sequence[Role], board: Mapping[int, Sequence[str]],
                  multiplier: int) -> list[tuple[str, str, int]]:
    """What each King owes the winner, before anyone's purse is looked at: (payer, winner, n)."""
    owed: list[tuple[str, str, int]] = []
    if winner.kind == ROGUE:
        for role in roles:
            if role.kind == KING:
                owed.append((role.id, winner.id, ROGUE_BASE * multiplier))
        return owed
    delta = modifiers(winner, roles, board).delta
    for role in roles:
        if role.kind != KING or role.id == winner.id:
            continue
        base = KING_BASE if role.colour == winner.colour else max(0, KING_BASE + delta)
        if base:
            owed.append((role.id, winner.id, base * multiplier))
    return owed


def drinks(winner: Role, roles: Sequence[Role]) -> list[tuple[str, str]]:
    """The drinking game: (who owes, to whom), one drink each."""
    if winner.kind == ROGUE:
        in_play = [r for r in roles if r.kind == KING and not r.out]
        if not in_play:
            return []
        lowest = min(r.pip_count for r in in_play)
        return [(r.id, winner.id) for r in in_play if r.pip_count == lowest]
    winners = [r for r in roles if r.kind == KING and r.colour == winner.colour]
    losers = [r for r in roles if r.kind == KING and r.colour != winner.colour]
    return [(loser.id, w.id) for loser in losers for w in winners]
