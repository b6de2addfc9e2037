"""Partners' seating: who plays in teams, and which team each seat is on.

Plain arithmetic on the table's size and the partners option, read by the state, the game's
setup and the rules alike (apart from :mod:`partners`, which plays turns on copies of the
state to see whether a player could go out).
"""

from __future__ import annotations


def plays_in_teams(players: int, partners: bool) -> bool:
    """Partners need the option and an even table of four or more."""
    return partners and players >= 4 and players % 2 == 0


def team_of(seat: int, players: int, partners: bool) -> int:
    """``seat``'s team: partners sit apart, so with 2k players seats s and s+k are one team
    (team s mod k); without partners every seat is a team of its own."""
    return seat % (players // 2) if plays_in_teams(players, partners) else seat


def seating(players: int, partners: bool) -> tuple[int, ...] | None:
    """Each seat's team, or None without partners (what the setup shows before the deal)."""
    if not plays_in_teams(players, partners):
        return None
    return tuple(team_of(seat, players, partners) for seat in range(players))
