"""The results screen of a game of several players: its standings, who won, everyone's record.

Each game's finished match is shown over the table with the engine's own final sheet: the
winners placed first, the person at the screen framed, the heading naming the winners at a
hot-seat table, and each person's record counted under their name.
"""

from __future__ import annotations


import pygame
import pytest

from eternus.engine.core import Seat
from eternus.grammar import listed
from eternus.storage import Statistics, Storage
from eternus.ui.app import App
from eternus.ui.scenes.results import ResultsScene, headline
from eternus.ui.scenes.standings_sheet import ordinal
from tests.games import SEVERAL_SEATS_TABLE_IDS, seats
from tests.ui.helpers import RecordingScene, finished_match, frames, record_texts, shot

GAMES = SEVERAL_SEATS_TABLE_IDS




def show(app: App, session) -> ResultsScene:
    app.start()
    app.stack.reset(RecordingScene(app.services))
    results = ResultsScene(app.services, session)
    app.stack.push(results)
    frames(app, 3)
    return results


@pytest.mark.parametrize("game_id", GAMES)
def test_results_show_the_games_own_standings_and_the_persons_place(app: App, game_id: str) -> None:
    session = finished_match(game_id, seats(game_id, 2 if game_id == "draker" else 3), seed=7)
    results = show(app, session)
    sheet = session.state.standings()
    assert results.sheet == sheet and results.several
    place = sheet.place_of(0)
    shared = sum(1 for row in sheet.rows if row.place == place) > 1
    assert results.heading == ("Victory!" if results.won else f"Shared {ordinal(place)} place" if shared
                               else f"{ordinal(place)} place")
    assert results.won == (sheet.place_of(0) == 1 and max(session.state.returns()) > 0)
    shot(app, f"results_{game_id}")


def test_a_hot_seat_heading_names_the_winners_and_records_everyone(app: App, storage: Storage) -> None:
    seats = [Seat("Anna"), Seat("Ben"), Seat("Robot", "random")]
    session = finished_match("kings_court", seats, seed=4)
    results = show(app, session)
    winners = [row.name for row in session.state.standings().rows if row.place == 1]
    assert results.heading == f"{listed(winners)} win{'s' if len(winners) == 1 else ''}!"
    assert results.heading == headline(session)
    assert [name for name, _ in results.people] == ["Anna", "Ben"]
    statistics = Statistics(storage)
    assert all(statistics.for_person(name, "kings_court").played == 1 for name in ("Anna", "Ben"))
    shot(app, "results_hot_seat")


def test_a_table_of_ai_players_only_shows_no_empty_record_heading(app: App, monkeypatch) -> None:
    robots = [Seat("Rook", "random"), Seat("Wren", "random"), Seat("Kite", "random")]
    for chairs, heading in ((robots, False), ([Seat("You"), *robots[1:]], True)):
        drawn = record_texts(monkeypatch)
        show(app, finished_match("kings_court", chairs, seed=4))
        assert ("RECORD IN THIS GAME" in [text for text, _, _ in drawn]) == heading


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_of_ai_players_watched_to_its_end_names_its_winner_not_a_defeat(
        app: App, monkeypatch, game_id: str) -> None:
    """Nobody plays at the table: the heading says who won, as at a hot-seat table, and the
    subtitle gives no AI player's place as if it were the person's."""
    session = finished_match(game_id, seats(game_id, 2 if game_id == "draker" else 3, person=False), seed=7)
    drawn = record_texts(monkeypatch)
    results = show(app, session)
    winners = [row.name for row in session.state.standings().rows if row.place == 1]
    assert results.heading == f"{listed(winners)} win{'s' if len(winners) == 1 else ''}!"
    subtitle = next(text for text, _, _ in drawn if text.startswith("Deal number") or "Deal number" in text)
    assert not any(f"{seat.name}: " in subtitle for seat in session.record.seats), subtitle


def test_the_sound_of_a_finished_match_is_the_persons_result_or_a_win_when_nobody_plays(app: App) -> None:
    from tests.ui.helpers import open_table

    from eternus.outcome import seat_won

    robots = [Seat("Rook", "random"), Seat("Wren", "random"), Seat("Kite", "random")]
    watched = finished_match("kings_court", robots, seed=4)
    assert open_table(app, watched).match_end_sound() == "win"
    matches = (finished_match("kings_court", [Seat("You"), *robots[1:]], seed=seed) for seed in range(4, 60))
    seen: set[bool] = set()
    for match in matches:
        won = seat_won(match, 0)
        if won not in seen:
            seen.add(won)
            assert open_table(app, match).match_end_sound() == ("win" if won else "loss")
        if len(seen) == 2:
            break
    assert seen == {True, False}


def test_the_results_say_how_many_hints_the_game_took(app: App, monkeypatch) -> None:
    from tests.ui.helpers import finished_session

    solitaire = finished_session()
    solitaire.hint_count = 7
    drawn = record_texts(monkeypatch)
    show(app, solitaire)
    texts = [text for text, _, _ in drawn]
    assert texts[texts.index("Hints") + 1] == "7"
    match = finished_match("kings_court", [Seat("You"), Seat("Rook", "random")], seed=4)
    match.hint_count = 3
    drawn.clear()
    show(app, match)
    assert any(text.endswith("Hints 3") for text, _, _ in drawn)


def test_a_long_match_keeps_its_latest_hands_on_the_sheet(app: App) -> None:
    from eternus.ui.scenes.standings_sheet import draw_sheet
    from eternus.engine.standings import Standing, Standings

    sheet = Standings("Points", (Standing(0, "A", 1, "10 points", tuple(str(i) for i in range(20))),),
                      tuple(f"Hand {i + 1}" for i in range(20)))
    surface = pygame.Surface((1920, 1080))
    bottom = draw_sheet(surface, sheet, pygame.Rect(100, 100, 1400, 0), {0})
    assert bottom > 100 + 40 + 52                     # the heading, a row, and the "not shown" line
    assert ordinal(1) == "1st" and ordinal(3) == "3rd" and ordinal(7) == "7th"


def test_a_narrow_sheet_stands_in_the_middle_of_its_panel(app: App, monkeypatch) -> None:
    """A hand's summary of two players (place, player, result, hand, stack) stood at the left
    of its panel with a third of the panel empty beside it."""
    from eternus.engine.standings import Standing, Standings
    from eternus.ui.scenes.standings_sheet import draw_sheet

    sheet = Standings("This hand", (Standing(0, "You", 1, "+10", ("Three Jacks", "410")),
                                    Standing(1, "Player 2", 2, "-10", ("not shown", "440"))), ("Hand", "Stack"))
    box = pygame.Rect(320, 100, 1280, 0)
    drawn = record_texts(monkeypatch)
    draw_sheet(pygame.Surface((1920, 1080)), sheet, box, {0})
    left = min(rect.left for _, rect, _ in drawn)
    right = max(rect.right for _, rect, _ in drawn)
    assert abs((left - box.left) - (box.right - right)) <= 40, (left, right)


def test_the_statistics_page_shows_each_persons_places_and_winnings_per_game(app: App, storage: Storage) -> None:
    """A second place at +495 chips reads as that, not as "0 of 1"."""
    from eternus.outcome import AMOUNTS
    from eternus.storage import GameStats, Placing
    from eternus.ui.scenes.statistics import StatisticsScene, cell
    from eternus.ui.scenes.title import TitleScene
    from tests.ui.helpers import click

    statistics = Statistics(storage)
    statistics.record_result("kings_court", True, 0, 60.0, "m1", people={"Anna": True, "Ben": False})
    statistics.record_result("draker", False, 0, 60.0, "m2", people={"Anna": False})
    statistics.record_result("pragon", True, 0, 95.0, "m3", people={"Ben": True})
    statistics.record_result("dragon_kings", False, 0, 60.0, "m4",
                             people={"Anna": Placing(False, 2, 495), "Ben": Placing(True, 1, 905)})
    statistics.record_result("dragon_kings", False, 0, 60.0, "m5", people={"Anna": Placing(True, 1, 120)})
    app.start()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    statistics_button = next(w for w in title.menu.widgets if getattr(w, "label", "") == "Statistics")
    click(app, statistics_button.rect.center)
    page = app.stack.top
    assert isinstance(page, StatisticsScene)
    assert [name for name, _ in page.rows] == ["Anna", "Ben"]          # most played first, then by name
    anna = dict(page.rows)["Anna"]
    assert cell(anna["kings_court"], timed=False) == ("1 played", "1 won", "")     # counted before places
    assert cell(anna["draker"], timed=False) == ("1 played", "0 won", "")
    assert cell(anna["dragon_kings"], timed=False, amount=AMOUNTS["dragon_kings"]) == (
        "2 played", "1\u00d7 1st  \u00b7  1\u00d7 2nd", "+615 chips")
    points = GameStats(played=1, won=0, places=[0, 1], points=87)                    # lowest wins: no sign
    assert cell(points, timed=False, amount=AMOUNTS["kings_court"])[2] == "87 points"
    assert cell(dict(page.rows)["Ben"]["pragon"], timed=True) == ("1 of 1", "100%", "best 1:35")
    frames(app, 2)
    shot(app, "statistics")
    from tests.ui.helpers import press
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_show_me_how_plays_a_winning_line_of_the_lost_deal_and_counts_nothing(app: App, storage: Storage) -> None:
    """After a lost Pragon deal: the solver finds a win with every card known, the same deal
    is played on a fresh table with the hidden cards turned up and said plainly, and the
    demonstration is neither saved nor counted."""
    from eternus.ui.games.pragon.table import PragonTable
    from tests.ui.helpers import click, finished_session

    session = next(s for s in (finished_session(seed=seed) for seed in range(1000, 1030))
                   if s.state.returns()[0] == 0)                     # a lost deal
    results = show(app, session)
    played = Statistics(storage).for_game("pragon").played
    frames(app, 61)
    shot(app, "pragon_results_lost")
    click(app, results.show_button.rect.center)
    assert results.solving is not None
    results.solving.join(5)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, PragonTable) and table.showing is not None
    assert "knowledge you did not have" in table.notice.text
    assert any(s.face_up for s in table.display.piles["stack:top"][-1:])          # the hidden top turned up
    lit = {name for name, button in table.tool_buttons.items() if button.enabled}
    assert lit == {"Rules", "Menu"}                        # Hint, Auto and Undo stood lit, doing nothing
    frames(app, 30)
    shot(app, "pragon_showing")
    for _ in range(5000):
        if table.session.is_over and not table.showing:
            break
        app.frame(0.2)
    assert table.session.is_over and table.session.state.returns()[0] == 1         # the line wins
    assert Statistics(storage).for_game("pragon").played == played                  # counted nothing
    assert not (storage.root / "saves" / "pragon.json").exists()                    # saved nothing
    shot(app, "pragon_show_me_how")


def test_one_person_among_ai_players_reads_their_place_when_they_did_not_win() -> None:
    """The heading said "Defeat" over "You: 1st" (every player tied at -2 when the Wheel
    turned) and over a second place won with +1."""
    from types import SimpleNamespace

    from eternus.engine.standings import Standing, Standings
    from eternus.ui.scenes import results as results_scene

    def session(places: list[int], returns: tuple[float, ...]) -> SimpleNamespace:
        names = ("You", "Bram", "Cora")
        rows = tuple(Standing(i, name, p, "") for i, (name, p) in enumerate(zip(names, places, strict=True)))
        state = SimpleNamespace(standings=lambda: Standings("Stakes", rows), returns=lambda: returns)
        seats = (Seat("You"), Seat("Bram", "random"), Seat("Cora", "random"))
        return SimpleNamespace(state=state, record=SimpleNamespace(seats=seats))

    assert results_scene.headline(session([1, 1, 1], (-2.0, -2.0, -2.0))) == "Shared 1st place"   # type: ignore[arg-type]
    assert results_scene.headline(session([2, 1, 3], (1.0, 3.0, -4.0))) == "2nd place"            # type: ignore[arg-type]
    assert results_scene.headline(session([1, 2, 3], (3.0, 1.0, -4.0))) == "Victory!"             # type: ignore[arg-type]


def test_three_winners_are_listed_as_a_sentence_lists_them() -> None:
    assert listed(["Bob", "Alice", "Player 3"]) == "Bob, Alice and Player 3"
    assert listed(["Bob", "Alice"]) == "Bob and Alice" and listed(["Bob"]) == "Bob"


def test_the_title_after_a_match_has_that_game_in_focus(app: App) -> None:
    """After a Four Kings match the title lit The Seal of Pragon, the first game listed."""
    from eternus.ui.scenes.title import GameEntry, TitleScene

    results = show(app, finished_match("four_kings", [Seat("You"), Seat("Rook", "random"), Seat("Wren", "random")],
                                       seed=7))
    results.age = 10.0
    results.title()
    frames(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    focused = title.menu.focused
    assert isinstance(focused, GameEntry) and focused.entry.id == "four_kings"
    assert title.rules_button.subtitle == "Four Kings Crossing"


def test_a_hot_seat_results_subtitle_gives_every_person_s_place(app: App, monkeypatch) -> None:
    """The subtitle named only the first chair ("Anna: 2nd"): it speaks to the group."""
    session = finished_match("dragon_kings", [Seat("Anna"), Seat("Ben"), Seat("Robot", "random")], seed=4)
    drawn = record_texts(monkeypatch)
    show(app, session)
    sheet = session.state.standings()
    subtitle = next(text for text, _, _ in drawn if "Deal number" in text)
    assert subtitle.endswith(f"Anna {ordinal(sheet.place_of(0))}  \u00b7  Ben {ordinal(sheet.place_of(1))}")
    assert "Robot" not in subtitle
    record = next(text for text, _, _ in drawn if text.startswith("Anna:"))
    assert "1 played" in record and "chips" in record                   # places and chips, not "won 0 (0%)"
    shot(app, "results_hot_seat_dragon_kings")
