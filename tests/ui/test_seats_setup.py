"""Seat choice on the setup screen, and the hot-seat privacy screen."""

from __future__ import annotations

import pygame
import pytest

from eternus.engine import registry
from eternus.engine.registry import get_game
from eternus.engine.core import Seat
from eternus.ui.app import App
from eternus.ui.scenes import common, setup as setup_scene
from eternus.ui.scenes.players import SeatRow
from eternus.ui.scenes.privacy import PrivacyScene
from eternus.ui.scenes.setup import SetupScene
from eternus.ui.widgets import LABEL_INSET, Choice, Toggle

from ai_toygame import GAME

from .helpers import DT, RecordingScene, click, press, type_text


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Exact Ten (1-3 seats) joins the built games and the catalogue for the test."""
    games = dict(registry.games())
    games[GAME.id] = GAME
    monkeypatch.setattr(registry, "_GAMES", games)
    toy = registry.CatalogueEntry("toy", "Exact Ten", "A test game.", 1, 3, built=True)
    monkeypatch.setattr(setup_scene, "entry",
                        lambda game_id: toy if game_id == "toy" else registry.entry(game_id))


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list:
    """Sessions handed to the table (the toy game has no table scene)."""
    sessions: list = []
    monkeypatch.setattr(common, "start_session", lambda services, session: sessions.append(session))
    return sessions


def open_setup(app: App, game_id: str) -> SetupScene:
    app.start()
    app.stack.push(SetupScene(app.services, game_id))
    app.frame(DT)
    assert isinstance(app.stack.top, SetupScene)
    return app.stack.top


def rows(setup: SetupScene) -> list[SeatRow]:
    return [w for w in setup.menu.widgets if isinstance(w, SeatRow)]


def count_choice(setup: SetupScene) -> Choice:
    return next(w for w in setup.menu.widgets if isinstance(w, Choice) and w.label == "Number of players")


def test_multi_seat_game_shows_seat_controls(app: App, toy_registered: None) -> None:
    setup = open_setup(app, "toy")
    assert count_choice(setup).choices == [1, 2, 3]
    assert [r.seat for r in rows(setup)] == [Seat("You"), Seat("Player 2", "ismcts:normal")]
    app.draw()
    assert not app.crash_times


def test_seat_count_names_and_agents_by_keyboard_and_mouse(app: App, toy_registered: None,
                                                            started: list) -> None:
    setup = open_setup(app, "toy")
    count = count_choice(setup)
    setup.menu.focus_on(count)
    press(app, pygame.K_RIGHT)  # 3 seats
    assert len(rows(setup)) == 3 and setup.menu.focused is count_choice(setup)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)  # the second seat
    second = rows(setup)[1]
    assert setup.menu.focused is second
    for _ in range(len("Player 2")):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Bo 7")  # letters, a space and a digit all go to the name, not the deal
    press(app, pygame.K_LEFT)  # AI normal -> AI easy
    third = rows(setup)[2]
    arrow_right = (third.control_rect.right - 10, third.rect.centery)
    click(app, arrow_right)
    click(app, arrow_right)
    click(app, arrow_right)  # AI normal -> AI hard -> Phone -> Human
    setup.seed_field.text = "321"
    click(app, setup.start_button.rect.center)
    assert len(started) == 1
    record = started[0].record
    assert record.game_id == "toy" and record.seed == 321
    assert record.seats == (Seat("Player 1"), Seat("Bo 7", "ismcts:easy"), Seat("Player 3", "human"))


def test_two_people_at_one_screen_are_player_1_and_player_2_not_you(app: App, toy_registered: None) -> None:
    """At a hot-seat table the second player read "Your turn" over the first one's turn and
    "Answer You's turn": with two or more people, the first chair's default name is "Player
    1", and "You" again once it is the only person's. A typed name is kept."""
    setup = open_setup(app, "toy")
    second = rows(setup)[1]
    arrow_left = (second.control_rect.x + 10, second.rect.centery)
    click(app, arrow_left)                                 # AI normal -> AI easy
    click(app, arrow_left)                                 # -> Human
    assert [r.seat for r in rows(setup)] == [Seat("Player 1"), Seat("Player 2")]
    click(app, (second.control_rect.right - 10, second.rect.centery))      # back to an AI
    assert rows(setup)[0].seat == Seat("You")
    setup.menu.focus_on(rows(setup)[0])
    for _ in range(3):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Ann")
    click(app, arrow_left)                                 # AI easy -> Human
    assert [r.seat for r in rows(setup)] == [Seat("Ann"), Seat("Player 2")]


def test_a_click_on_a_name_or_an_options_label_changes_nothing(app: App) -> None:
    """Clicking Bob's name to rename him made him an AI, and clicking the word "Rounds"
    changed the rounds: a click on a row's label takes the focus only; its arrows change it."""
    setup = open_setup(app, "four_kings")
    second = rows(setup)[1]
    before = [r.seat for r in rows(setup)]
    click(app, (second.rect.x + 40, second.rect.centery))               # on the name
    assert [r.seat for r in rows(setup)] == before and setup.menu.focused is rows(setup)[1]
    option = next(w for w in setup.menu.widgets if isinstance(w, Choice) and w not in rows(setup)
                  and w is not count_choice(setup) and w.enabled)
    value = option.value
    click(app, (option.rect.x + 30, option.rect.centery))               # on its label
    assert option.value == value
    click(app, (option.control_rect.right - 10, option.rect.centery))   # on its right arrow
    assert option.value != value
    click(app, (option.control_rect.x + 10, option.rect.centery))       # and back
    assert option.value == value


def test_fewer_seats_keep_the_names_of_the_rest(app: App, toy_registered: None, started: list) -> None:
    setup = open_setup(app, "toy")
    setup.menu.focus_on(rows(setup)[1])
    type_text(app, "x")
    setup.menu.focus_on(count_choice(setup))
    press(app, pygame.K_LEFT)
    assert len(rows(setup)) == 1
    press(app, pygame.K_RIGHT)
    assert rows(setup)[1].seat.name == "Player 2x"
    click(app, setup.start_button.rect.center)
    assert [s.name for s in started[0].record.seats] == ["You", "Player 2x"]


def test_an_emptied_name_falls_back_to_a_default(app: App, toy_registered: None) -> None:
    setup = open_setup(app, "toy")
    setup.menu.focus_on(rows(setup)[0])
    for _ in range(5):
        press(app, pygame.K_BACKSPACE)
    assert rows(setup)[0].name == "" and setup.chosen_seats[0] == Seat("You")


def test_pragon_setup_has_no_seat_controls_and_starts_one_seat(app: App, started: list) -> None:
    setup = open_setup(app, "pragon")
    assert not rows(setup) and setup.players_rect is None
    assert not any(isinstance(w, Choice) and w.label == "Number of players" for w in setup.menu.widgets)
    click(app, setup.start_button.rect.center)
    assert [s.to_json() for s in started[0].record.seats] == [{"name": "You", "agent": "human"}]


# ---------------------------------------------------------------------- privacy screen

def push_privacy(app: App) -> tuple[RecordingScene, PrivacyScene]:
    app.start()
    table = RecordingScene(app.services)
    app.stack.push(table)
    privacy = PrivacyScene(app.services, "Alice")
    app.stack.push(privacy)
    app.frame(DT)
    return table, privacy


def test_privacy_scene_is_opaque_and_pops_on_a_key(app: App) -> None:
    table, privacy = push_privacy(app)
    assert app.stack.visible() == [privacy]  # nothing of the table is drawn
    press(app, pygame.K_a, unicode="a")
    assert app.stack.top is table and not table.events  # the key did not reach the table


def test_privacy_scene_pops_on_a_whole_click_only(app: App) -> None:
    table, privacy = push_privacy(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(960, 540), button=1))
    app.frame(DT)  # the end of the click that finished the last turn
    assert app.stack.top is privacy
    click(app, (960, 540))
    assert app.stack.top is table and not table.events


def test_privacy_scene_draws_the_name(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from eternus.ui import fonts

    shown: list[str] = []
    real = fonts.blit_text
    monkeypatch.setattr(fonts, "blit_text", lambda s, text, *a, **k: (shown.append(text), real(s, text, *a, **k))[1])
    push_privacy(app)
    app.draw()
    assert any("Alice" in t for t in shown) and any("any key" in t for t in shown)


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_every_setup_fits_the_screen_with_its_options_readable(app: App, game_id: str) -> None:
    """Many options (Four Kings has eight) switch to one hint box and move the deal number
    beside the players, so Start stays on screen; choices show words, not internal ids."""
    scene = open_setup(app, game_id)
    for widget in scene.option_widgets + scene.buttons:
        assert widget.rect.bottom <= 1080 - 40, f"{widget} runs off the screen"
    game = registry.get_game(game_id)
    for option, widget in zip([o for o in game.options if not o.group], scene.option_widgets, strict=False):
        if isinstance(widget, Choice):
            assert widget.describe(widget.value) == option.describe(option.default)
            assert "_" not in widget.describe(widget.value)


def test_options_that_do_not_go_together_get_a_message_and_keep_the_setup(app: App) -> None:
    from eternus.ui.scenes.message import MessageScene

    scene = open_setup(app, "four_kings")
    scene.values["towers_double"] = True  # needs rolled pips; the default is 3
    scene.start()
    app.frame(DT)
    assert isinstance(app.stack.top, MessageScene)
    assert "rolled" in " ".join(app.stack.top.lines)
    app.stack.pop()
    # Back on the setup, the option the pips decide is shown as it must be: off, greyed out.
    assert app.stack.top is scene and scene.values["towers_double"] is False
    assert not scene.option_rows["towers_double"].enabled


def test_grouped_options_are_set_on_their_own_page_and_kept(app: App) -> None:
    from eternus.ui.scenes.option_group import OptionGroupScene
    from eternus.ui.widgets import Toggle

    scene = open_setup(app, "kings_court")
    group_row = next(w for w in scene.option_widgets if getattr(w, "label", "") == "Custom deck\u2026")
    group_row.on_click()
    app.frame(DT)
    page = app.stack.top
    assert isinstance(page, OptionGroupScene)
    first = page.rows[0]
    assert isinstance(first, Toggle)
    first.activate()
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    assert scene.values["pick_kd_numbers"] is True


def test_a_group_button_lines_up_with_the_option_rows_around_it(app: App) -> None:
    """"House rules..." starts where the rows' labels start and ends where their controls
    end, so the options column reads as one column."""
    scene = open_setup(app, "kings_court")
    groups = [w for w in scene.option_widgets if getattr(w, "label", "").endswith("\u2026")]
    rows = list(scene.option_rows.values())
    assert groups and rows
    for group in groups:
        for row in rows:
            assert group.rect.left == row.rect.left + LABEL_INSET       # the label's start
            assert group.rect.right == row.control_rect.right           # the control's end


def test_kings_court_seats_offer_each_level_in_each_personality(app: App) -> None:
    """The game's styles follow the levels in the cycle ("AI hard, drawer"), and every
    name fits between the arrows; a game without styles keeps the four plain entries."""
    from eternus.ui import fonts
    from eternus.ui.widgets import VALUE_SIZE

    setup = open_setup(app, "kings_court")
    row = rows(setup)[1]
    names = [row.describe(spec) for spec in row.choices]
    assert row.choices[:4] == ["human", "ismcts:easy", "ismcts:normal", "ismcts:hard"]
    assert "ismcts:hard+drawer" in row.choices and "AI hard, drawer" in names
    assert "ismcts:easy+hoarder" in row.choices
    room = row.control_rect.width - 70  # the arrows take the ends
    for name in names:
        assert fonts.measure(name, VALUE_SIZE, fonts.SANS)[0] <= room, name
    setup.menu.focus_on(row)
    for _ in range(row.choices.index("ismcts:hard+drawer") - row.index):
        press(app, pygame.K_RIGHT)
    assert setup.chosen_seats[1].agent == "ismcts:hard+drawer"
    app.draw()
    assert not app.crash_times


def test_a_game_without_styles_offers_the_plain_levels(app: App, toy_registered: None) -> None:
    setup = open_setup(app, "toy")
    assert rows(setup)[1].choices == ["human", "ismcts:easy", "ismcts:normal", "ismcts:hard", "phone"]


def test_a_personality_keeps_its_levels_on_guard_rate() -> None:
    from eternus.engine.kings_court.ai import POLICY

    def guard_rate(level: str, style: str | None) -> float:
        policy = POLICY.at_level(level) if level else POLICY     # greedy plays without a level
        return policy.styled(style).weights.guard_rate

    assert guard_rate("hard", "drawer") == guard_rate("hard", None) == 1.0
    assert guard_rate("easy", "hoarder") == guard_rate("easy", None) == 0.5
    assert guard_rate("", "drawer") == guard_rate("normal", None) == 0.8


def test_the_setup_opens_as_it_was_last_started(app: App, toy_registered: None, started: list) -> None:
    setup = open_setup(app, "toy")
    setup.menu.focus_on(count_choice(setup))
    press(app, pygame.K_RIGHT)                     # three seats
    setup.menu.focus_on(rows(setup)[2])
    type_text(app, "Zed")
    press(app, pygame.K_RIGHT)                     # seat 3: the next agent in the cycle
    chosen = [r.seat for r in rows(setup)]
    click(app, setup.start_button.rect.center)
    assert list(started[0].record.seats) == chosen
    app.stack.pop()
    again = open_setup(app, "toy")
    assert [r.seat for r in rows(again)] == chosen
    assert count_choice(again).value == 3


def test_kings_court_setup_remembers_its_options(app: App, started: list) -> None:
    setup = open_setup(app, "kings_court")
    setup.values["score_limit"] = 750
    setup.values["dealing_bonus"] = True
    click(app, setup.start_button.rect.center)
    again = open_setup(app, "kings_court")
    assert again.values["score_limit"] == 750 and again.values["dealing_bonus"] is True
    limit = next(w for w in again.option_widgets if isinstance(w, Choice) and w.label == "Score limit")
    assert limit.value == 750


def test_options_the_variant_decides_are_greyed_out_with_the_value_they_must_take(app: App) -> None:
    """Four Kings: choosing the Kaerathon Cycle turns Towers double off and greys it out, and
    Straight Gluckhaus does the same to the ta'veren; Start then starts, with no refusal."""
    setup = open_setup(app, "four_kings")
    variant, towers = setup.option_rows["variant"], setup.option_rows["towers_double"]
    assert isinstance(variant, Choice) and isinstance(towers, Toggle)
    press(app, pygame.K_UP)                      # a key the menu handles: the screen settles
    assert not towers.enabled and setup.values["towers_double"] is False   # pips are not rolled
    setup.values["pips"] = "rolled"
    setup.menu.focus_on(variant)
    press(app, pygame.K_UP)
    press(app, pygame.K_DOWN)
    assert towers.enabled
    towers.value, setup.values["towers_double"] = True, True
    while variant.value != "kaerathon_cycle":
        press(app, pygame.K_RIGHT)
    assert setup.values["variant"] == "kaerathon_cycle"
    assert not towers.enabled and towers.value is False and setup.values["towers_double"] is False
    while variant.value != "straight_gluckhaus":
        press(app, pygame.K_RIGHT)
    taveren = setup.option_rows["taveren"]
    assert not taveren.enabled and setup.values["taveren"] == "off"
    assert get_game("four_kings").resolve_options(setup.values)["variant"] == "straight_gluckhaus"


@pytest.mark.parametrize("game_id, expert", [("kings_court", True), ("dragon_kings", False), ("four_kings", False)])
def test_a_seat_offers_the_levels_its_game_has(app: App, game_id: str, expert: bool) -> None:
    """King's Court's seats offer the expert (a search); the other games the three levels."""
    app.start()
    app.stack.push(SetupScene(app.services, game_id))
    app.frame(DT)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.seat_rows
    offered = setup.seat_rows[1].choices
    assert ("ismcts:expert" in offered) is expert
    assert {"human", "ismcts:easy", "ismcts:normal", "ismcts:hard"} <= set(offered)


@pytest.mark.parametrize("game_id", ["draker", "four_kings", "kings_court", "dragon_kings"])
def test_the_options_and_the_players_panels_end_level(app: App, game_id: str) -> None:
    """Four Kings' options panel ended a few pixels below its players panel, Draker's well
    below it: two columns that did not line up."""
    setup = open_setup(app, game_id)
    assert setup.players_rect is not None and setup.players_rect.bottom == setup.panel_rect.bottom


def test_a_hot_seat_table_remembered_with_you_first_opens_as_player_1(app: App, toy_registered: None) -> None:
    """Seats remembered before the rule kept "You" beside another person."""
    from eternus.setup_memory import remember

    remember(app.services.storage, get_game("toy"), {}, [Seat("You"), Seat("Bea")])
    setup = open_setup(app, "toy")
    assert [r.seat for r in rows(setup)] == [Seat("Player 1"), Seat("Bea")]


def test_partners_are_named_on_the_setup_as_the_deal_will_seat_them(app: App, started: list,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """King's Court with partners: each seat row says "team N" (in words, never a colour
    alone) and the teams are the ones the dealt table plays in; an odd table says none."""
    from tests.ui.helpers import record_texts

    setup = open_setup(app, "kings_court")
    setup.menu.focus_on(count_choice(setup))
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)                     # four seats
    partners = next(w for w in setup.option_widgets if isinstance(w, Toggle) and w.label == "Partners")
    setup.menu.focus_on(partners)
    press(app, pygame.K_RETURN)
    assert setup.values["partners"] is True and len(rows(setup)) == 4
    drawn = record_texts(monkeypatch)
    app.frame(DT)
    tags = {}
    for row in rows(setup):
        tag = next(text for text, rect, _ in drawn if text.startswith("team ") and row.rect.contains(rect))
        tags[row.seat_index] = int(tag.split()[1]) - 1
    click(app, setup.start_button.rect.center)
    state = started[0].state
    assert tags == {seat: state.team(seat) for seat in range(4)} and tags[0] == tags[2] != tags[1]
    app.stack.pop()
    five = open_setup(app, "kings_court")
    five.menu.focus_on(count_choice(five))
    press(app, pygame.K_RIGHT)                     # five: partners cannot be played
    drawn.clear()
    app.frame(DT)
    assert not any(text.startswith("team ") for text, _, _ in drawn)


def test_a_name_typed_at_one_game_is_offered_when_a_chair_turns_human_at_another(
        app: App, toy_registered: None) -> None:
    from eternus.setup_memory import remember

    remember(app.services.storage, get_game("kings_court"), {}, [Seat("Anna"), Seat("Ben"), Seat("Bot", "ismcts:easy")])
    setup = open_setup(app, "toy")
    setup.menu.focus_on(count_choice(setup))
    press(app, pygame.K_RIGHT)                                           # three chairs
    for row in rows(setup)[1:]:
        arrow_left = (row.control_rect.x + 10, row.rect.centery)
        click(app, arrow_left)                                           # AI normal -> AI easy
        click(app, arrow_left)                                           # -> Human
    assert [r.seat.name for r in rows(setup)] == ["Player 1", "Anna", "Ben"]   # each offered once


def test_a_chair_turned_over_to_the_ai_gives_its_person_s_name_back(app: App, toy_registered: None) -> None:
    setup = open_setup(app, "toy")
    second = rows(setup)[1]
    arrow_left = (second.control_rect.x + 10, second.rect.centery)
    click(app, arrow_left)
    click(app, arrow_left)                                               # Human
    setup.menu.focus_on(second)
    for _ in range(len("Player 2")):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Cleo")
    click(app, (second.control_rect.right - 10, second.rect.centery))   # back to an AI
    assert rows(setup)[1].seat == Seat("Player 2", "ismcts:easy")


def test_an_ai_seat_never_sits_down_under_a_person_s_name(app: App, toy_registered: None, started: list) -> None:
    from eternus.setup_memory import remember

    remember(app.services.storage, get_game("kings_court"), {}, [Seat("Anna"), Seat("Bot", "ismcts:easy")])
    setup = open_setup(app, "toy")
    setup.menu.focus_on(rows(setup)[1])
    for _ in range(len("Player 2")):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Anna")                                               # typed into an AI chair
    click(app, setup.start_button.rect.center)
    assert started[0].record.seats == (Seat("You"), Seat("Player 2", "ismcts:normal"))


def test_at_the_large_text_size_a_long_name_gives_way_to_its_team_tag_and_the_tag_to_the_arrow(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Grandmother Edda" ran its "team 1" onto the seat's left arrow: the name's room was
    counted from the window's edge. The name is cut (keeping its last word), the tag stands
    clear of both."""
    from eternus.ui import fonts
    from eternus.ui.scenes.players import MAX_NAME
    from tests.ui.helpers import record_texts
    from tests.ui.test_text_size import overlaps

    app.services.settings["text_size"] = "large"
    try:
        setup = open_setup(app, "kings_court")
        setup.menu.focus_on(count_choice(setup))
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RIGHT)                     # four seats
        partners = next(w for w in setup.option_widgets if isinstance(w, Toggle) and w.label == "Partners")
        setup.menu.focus_on(partners)
        press(app, pygame.K_RETURN)
        for row in rows(setup):
            row.name = "Grandmother Edda Ruth"[:MAX_NAME]
        drawn = record_texts(monkeypatch)
        app.frame(DT)
    finally:
        fonts.set_large_text(False)
    in_rows = [(text, rect, size) for text, rect, size in drawn if any(r.rect.contains(rect) for r in rows(setup))]
    assert sum(text.startswith("team ") for text, _, _ in in_rows) == 4
    assert all(text.endswith("\u2026 Edda") for text, _, _ in in_rows if "Gran" in text)
    assert overlaps(in_rows) == []


def test_a_chair_can_be_a_phone_a_person_playing_from_their_own_phone(app: App, toy_registered: None) -> None:
    setup = open_setup(app, "toy")
    second = rows(setup)[1]
    arrow_left = (second.control_rect.x + 10, second.rect.centery)
    click(app, arrow_left)                                 # AI normal -> AI easy
    click(app, arrow_left)                                 # -> Human
    click(app, arrow_left)                                 # -> Phone (the cycle wraps round)
    assert second.describe(second.value) == "Phone"
    assert setup.chosen_seats[1] == Seat("Player 2", "human", phone=True)
