"""The final sheet of every game: each player once, best first, and the game's own scoring.

The results screen only lays out ``State.standings()``; these tests hold each game to the
scoring its rules page describes (King's Court's lowest total, Four Kings' stakes paid
between players, Dragon Kings' chips, Draker's life, Pragon's cleared table).
"""

from __future__ import annotations

import pytest

from eternus.engine.core import Seat, State
from eternus.engine.registry import games, get_game
from eternus.engine.rng import Rng
from eternus.engine.standings import ranked, signed

MAX_STEPS = 30_000


def finished(game_id: str, players: int, seed: int, **options: object) -> State:
    """A match played to its end by random legal moves (quick options)."""
    game = get_game(game_id)
    seats = tuple(Seat(f"P{i + 1}", "random") for i in range(players))
    state = game.new(seats, {**game.quick_options, **options}, seed)
    rng = Rng(seed)
    for _ in range(MAX_STEPS):
        if state.is_over:
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"{game_id} seed {seed} did not end in {MAX_STEPS} moves")


def test_ranked_orders_best_first_and_equal_results_share_a_place() -> None:
    rows = ranked(["A", "B", "C", "D"], [3, 7, 3, 1], higher_is_better=True, score=lambda s: str(s))
    assert [(r.name, r.place) for r in rows] == [("B", 1), ("A", 2), ("C", 2), ("D", 4)]
    low = ranked(["A", "B"], [10, 4], higher_is_better=False, score=lambda s: "")
    assert [r.name for r in low] == ["B", "A"]


def test_signed_shows_the_sign_of_a_net_result() -> None:
    assert (signed(12), signed(-3), signed(0), signed(2.5)) == ("+12", "-3", "0", "+2.5")


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_player_has_one_line_best_first_and_the_winners_are_placed_first(game_id: str) -> None:
    game = get_game(game_id)
    for players in sorted({game.min_players, min(game.max_players, 4)}):
        for seed in range(3):
            state = finished(game_id, players, seed)
            sheet = state.standings()
            assert sorted(row.seat for row in sheet.rows) == list(range(players))
            places = [row.place for row in sheet.rows]
            assert places == sorted(places) and places[0] == 1
            for row in sheet.rows:
                assert row.name == state.seats[row.seat].name and row.score
                assert len(row.breakdown) == len(sheet.columns)
            returns = state.returns()
            best = max(returns)
            if players > 1 and best > min(returns):
                assert all(returns[row.seat] == best for row in sheet.rows if row.place == 1)


def test_kings_court_lowest_total_wins_with_every_hand_scored() -> None:
    state = finished("kings_court", 3, 5)
    sheet = state.standings()
    totals = state.totals                                    # type: ignore[attr-defined]
    assert [totals[row.seat] for row in sheet.rows] == sorted(totals)
    assert sheet.columns == tuple(f"Hand {i + 1}" for i in range(len(state.history)))  # type: ignore[attr-defined]
    for row in sheet.rows:
        assert row.score == f"{totals[row.seat]} points"
        assert row.breakdown == tuple(f"{hand[row.seat]:+d}" for hand in state.history)  # type: ignore[attr-defined]
    assert {row.seat for row in sheet.rows if row.place == 1} == set(state.winners)  # type: ignore[attr-defined]


def test_four_kings_sheet_says_who_paid_whom_and_each_players_net_adds_up() -> None:
    for seed in range(6):
        state = finished("four_kings", 4, seed)
        sheet = state.standings()
        returns = state.returns()
        assert len(sheet.lines) == len(state.history)          # type: ignore[attr-defined]
        for row in sheet.rows:
            assert row.score == signed(returns[row.seat])
            assert sum(int(cell) for cell in row.breakdown) == returns[row.seat]
        for result, line in zip(state.history, sheet.lines, strict=True):  # type: ignore[attr-defined]
            between_people = [p for p in result["payments"]
                              if p[0] == "hoard" or state.role(p[0]).seat != state.role(p[1]).seat]  # type: ignore[attr-defined]
            assert line.count(" paid ") == len(between_people)
            assert all(f" {p[2]}" in line for p in between_people)


def test_dragon_kings_sheet_counts_chips_won_against_chips_paid_in() -> None:
    state = finished("dragon_kings", 3, 2)
    sheet = state.standings()
    for row in sheet.rows:
        stack, paid = (int(cell) for cell in row.breakdown[:2])
        assert stack - paid == state.returns()[row.seat]
        out = state.busted_in[row.seat]                               # type: ignore[attr-defined]
        assert row.breakdown[2:] == ((f"hand {out}" if out else "",) if any(state.busted_in) else ())  # type: ignore[attr-defined]
        assert stack == 0 or not out


def test_draker_winner_first_then_by_life_left() -> None:
    state = finished("draker", 3, 4)
    sheet = state.standings()
    winner = max(range(3), key=lambda s: state.returns()[s])
    assert sheet.rows[0].seat == winner
    for row in sheet.rows:
        out = state.out[row.seat]                               # type: ignore[attr-defined]
        assert row.score == ("out" if out else f"{state.life[row.seat]} life")  # type: ignore[attr-defined]


def test_draker_sheet_says_why_the_game_ended_as_its_last_move_did() -> None:
    """The results say how a Draker game ended (the deck running out ended a four-player game
    after four rounds with nobody out, and nothing said so): the same reason as the
    GameOver of the move that ended it, worked out again from the position alone."""
    from eternus.engine.core import GameOver
    from eternus.engine.draker.rules import ENDINGS

    game = get_game("draker")
    seen = set()
    for players, rules in ((2, 2), (3, 2), (4, 2), (4, 1)):   # rules 2 reshuffles at 3-4: rarely a deck-out
        for seed in range(12):
            state = game.new(tuple(Seat(f"P{i + 1}", "random") for i in range(players)), {"rules": rules}, seed)
            rng = Rng(seed)
            events: list = []
            while not state.is_over:
                events = state.apply(rng.choice(state.legal_actions()))
            (over,) = [e for e in events if isinstance(e, GameOver)]
            reason = state.ending()                             # type: ignore[attr-defined]
            assert over.message.endswith(f"({reason}).")
            assert state.standings().lines == (ENDINGS[reason],)
            seen.add(reason)
    assert {"the last one standing", "the deck running out"} <= seen


def test_pragon_sheet_says_cleared_or_how_many_cards_were_left() -> None:
    state = finished("pragon", 1, 1)
    (row,) = state.standings().rows
    left = state.table.count()                                  # type: ignore[attr-defined]
    assert row.score == ("cleared" if state.returns()[0] else f"{left} card{'s' if left != 1 else ''} left")


def test_kings_court_hand_summary_puts_the_lowest_total_first_and_says_who_went_out() -> None:
    from eternus.engine.kings_court.events import HandScored
    from eternus.engine.kings_court.scoring import hand_standings

    out = hand_standings(HandScored(3, ("Ann", "Ben", "Cy"), 1, "out", (4, 0, 2), (30, 0, 12), (50, 20, 50)))
    assert [(r.name, r.place, r.score, r.breakdown) for r in out.rows] == [
        ("Ben", 1, "20 points", ("0", "+0")), ("Ann", 2, "50 points", ("4", "+30")),
        ("Cy", 2, "50 points", ("2", "+12"))]
    assert out.lines == ("Ben went out.",)
    blocked = hand_standings(HandScored(4, ("Ann", "Ben"), None, "blocked", (1, 1), (5, 5), (5, 5)))
    assert blocked.lines == ("Nobody could play: the hand is blocked.",)


def test_kings_court_hand_summary_lays_open_the_cards_each_player_was_left_with() -> None:
    from eternus.engine.kings_court.events import HandScored
    from eternus.engine.kings_court.scoring import hand_standings

    held = ((), ("blue-10-a",), ("blue-6-a", "blue-7-a"))
    out = hand_standings(HandScored(1, ("Ann", "Ben", "Cy"), 0, "out", (0, 1, 2), (0, 10, 13), (0, 10, 13), held))
    assert {row.seat: row.shown for row in out.rows} == {0: (), 1: ("blue-10-a",), 2: ("blue-6-a", "blue-7-a")}


def test_partners_stand_together_and_a_place_counts_the_teams_ahead() -> None:
    """Two pairs read 1st, 1st, 2nd, 2nd (not 3rd): the place is the team's."""
    from eternus.engine.kings_court.events import HandScored
    from eternus.engine.kings_court.scoring import hand_standings

    names = ("Ann", "Ben", "Cy", "Di")
    out = hand_standings(HandScored(2, names, 1, "out", (2, 0, 3, 0), (20, 5, 20, 5), (40, 15, 40, 15),
                                    teams=(0, 1, 0, 1)))
    assert [(r.name, r.place) for r in out.rows] == [("Ben", 1), ("Di", 1), ("Ann", 2), ("Cy", 2)]
    assert out.lines == ("Ben went out.", "Partners share their score: Ann & Cy; Ben & Di.")
    six = ranked(["A", "B", "C", "D", "E", "F"], [10, 10, 30, 10, 10, 30], higher_is_better=False,
                 score=str, teams=[0, 1, 2, 0, 1, 2])
    assert [(r.name, r.place) for r in six] == [("A", 1), ("D", 1), ("B", 1), ("E", 1), ("C", 3), ("F", 3)]
    alone = ranked(["A", "B", "C"], [5, 5, 9], higher_is_better=False, score=str)
    assert [r.place for r in alone] == [1, 1, 3]                 # players alone: as before


def test_dragon_kings_hand_summary_nets_each_hand_to_zero_and_names_every_pot_paid() -> None:
    """Every finished hand of random play: what the pots paid less what each seat put in
    sums to nothing (chips only changed hands), best net first, a line per pot paid."""
    from eternus.engine.dragon_kings.hand_summary import hand_standings

    game = get_game("dragon_kings")
    seats = tuple(Seat(f"P{i + 1}", "random") for i in range(4))
    checked = 0
    for seed in range(6):
        state = game.new(seats, dict(game.quick_options), seed)
        rng = Rng(seed)
        seen = None
        for _ in range(MAX_STEPS):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            last = state.last_hand                              # type: ignore[attr-defined]
            if last is None or last["hand"] == seen:
                continue
            seen = last["hand"]
            sheet = hand_standings(last, [s.name for s in seats])
            nets = [int(row.score) for row in sheet.rows]
            assert sum(nets) == 0 and nets == sorted(nets, reverse=True)
            assert len([line for line in sheet.lines if " wins " in line]) == len(last["awards"])
            assert all(row.breakdown[1] == str(last["stacks"][row.seat]) for row in sheet.rows)
            checked += 1
    assert checked > 20
