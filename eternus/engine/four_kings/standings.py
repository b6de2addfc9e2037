"""The final sheet of a Four Kings series: what each player won or lost, game by game.

Stakes move between roles (a seat may play two), so each payment is put to the seat that
plays its role; the lines say who paid whom in each game, in the words of the table
("Anna (W1) paid Ben (B2) 3"); stakes paid to the Hoard during a game are a column of their
own. Drinking games count drinks owed the same way, and
Chase the Dragon is won or lost by all players together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.four_kings.records import GameResult
from eternus.engine.standings import Standings, ranked, signed

if TYPE_CHECKING:
    from eternus.engine.four_kings.state import FourKingsState


def _who(st: FourKingsState, role_id: str) -> str:
    if role_id == "hoard":
        return "the Hoard"
    return f"{st.seats[st.role(role_id).seat].name} ({role_id})"


def _same_player(st: FourKingsState, payer: str, payee: str) -> bool:
    """A payment between two roles of one player (W1 to W2 at a two-player table) moves
    nothing between people, so the sheet leaves it out of who paid whom."""
    return payer != "hoard" and st.role(payer).seat == st.role(payee).seat


def _game_nets(st: FourKingsState, result: GameResult) -> list[int]:
    """Each seat's net for one game of the series (stakes, or drinks in a drinking game)."""
    nets = [0] * len(st.seats)
    for payer, payee, amount in result["payments"]:
        if payer != "hoard":
            nets[st.role(payer).seat] -= int(amount)
        nets[st.role(payee).seat] += int(amount)
    for debtor, creditor in result["drinks"]:
        nets[st.role(debtor).seat] -= 1
        nets[st.role(creditor).seat] += 1
    return nets


def _game_line(st: FourKingsState, result: GameResult) -> str:
    winner = f"won by {_who(st, result['winner'])}" if result["winner"] else {
        "wheel": "the Wheel turned", "dragon": "the Dragon won", "rounds": "the rounds were played",
    }.get(result["reason"], "no winner")
    parts = [f"{_who(st, payer)} paid {_who(st, payee)} {amount}"
             for payer, payee, amount in result["payments"] if not _same_player(st, payer, payee)]
    parts += [f"{_who(st, debtor)} owes {_who(st, creditor)} a drink" for debtor, creditor in result["drinks"]]
    return f"Game {result['game_no']}, {winner}" + (": " + "; ".join(parts) if parts else "") + "."


def standings(st: FourKingsState) -> Standings:
    names = [seat.name for seat in st.seats]
    returns = st.returns()
    nets = [_game_nets(st, result) for result in st.history]
    together = st.config.all_against_dragon
    heading = "Against the Dragon" if together else "Drinks won" if st.drinking else "Stakes won"

    def score(seat: int) -> str:
        if together:
            return "won" if returns[seat] > 0 else "lost"
        return signed(returns[seat])

    columns = tuple(f"Game {result['game_no']}" for result in st.history)
    if together:
        nets = []
        columns = ()
    elif not st.drinking:
        # Stakes also go to the Hoard during a game (and come back to whoever empties it):
        # what the settlements do not explain is shown as its own column.
        nets.append([int(returns[s]) - sum(game[s] for game in nets) for s in range(len(names))])
        columns += ("In play",)
    rows = ranked(names, returns, higher_is_better=True, score=score,
                  breakdown=lambda s: tuple(signed(game[s]) for game in nets))
    return Standings(heading, rows, columns, tuple(_game_line(st, result) for result in st.history))
