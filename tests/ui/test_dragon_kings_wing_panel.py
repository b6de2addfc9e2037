"""The wing-cards panel at either text size: every card in play readable, no sentence cut.

At nine seats and the large text size the panel showed three cards whole, cut the fourth's
last line ("Hole: With three more …") and listed a fifth with no words (issue 53)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.engine.dragon_kings.wings import INVOLUNTARY, VOLUNTARY, WING_CARDS
from eternus.session import GameSession
from eternus.ui import fonts
from eternus.ui.games.dragon_kings import logic
from eternus.ui.games.dragon_kings.wing_panel import (GISTS, READ_ANOTHER, TITLE, WingPanel, lay_out, next_card,
                                                      panel_inside, resolve_focus)
from eternus.ui.table.layout import load_layout, table_map_path
from tests.ui.helpers import frames, open_table, press, record_texts

MOST_CHOICES = 14      # the Knight of the Void's ten beside a full board, and every other hole move


def every_set_in_play() -> list[list[logic.Wing]]:
    """Each set of wing cards a table can have in play: the two black Kings, with no, one or
    two voluntary cards (the voluntary one and the permanent one), in the table's order."""
    found = []
    for k in range(3):
        for chosen in itertools.permutations(VOLUNTARY, k):
            cards = [*INVOLUNTARY, *chosen]
            found.append([(c, WING_CARDS[c].name, WING_CARDS[c].board, WING_CARDS[c].hole) for c in cards])
    return found


def inside() -> pygame.Rect:
    return panel_inside(load_layout(table_map_path("dragon_kings"))["wings"].rect)


def assert_fits(laid: WingPanel, inner: pygame.Rect, bottom: int) -> None:
    lines = [line for entry in laid.entries for line in entry.lines] + ([laid.footer] if laid.footer else [])
    for line in lines:
        width, height = fonts.measure(line.text, line.size, fonts.BOLD if line.bold else fonts.SANS)
        assert "\u2026" not in line.text, line.text
        assert width <= inner.w, line.text
        assert inner.y <= line.y and line.y + height <= bottom, line.text
    tops = [line.y for line in lines]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)


@pytest.mark.parametrize("large", [False, True])
def test_every_set_of_wing_cards_fits_the_panel_with_any_number_of_buttons_under_it(large) -> None:
    """Every set in play, each card the focus in turn, beside none to the most buttons a
    wing card in the hole can bring: no ellipsis, no line wider than the panel or past its
    foot, and each card either listed or walked to by W."""
    inner = inside()
    fonts.set_large_text(large)
    try:
        for wings in every_set_in_play():
            cards = [w[0] for w in wings]
            for focus, buttons in itertools.product(cards, range(MOST_CHOICES + 1)):
                bottom = inner.bottom - buttons * 54 - 8
                laid = lay_out(wings, focus, inner, bottom)
                assert_fits(laid, inner, bottom)
                assert laid.cards == tuple(cards)
    finally:
        fonts.set_large_text(False)


@pytest.mark.parametrize("large", [False, True])
def test_with_room_for_them_every_card_in_play_is_named_and_the_focus_is_shown_whole(large) -> None:
    """Beside up to three buttons (a hole card's moves) the panel names every card in play,
    shows the focused one whole, and the others with at least their gist."""
    inner = inside()
    fonts.set_large_text(large)
    try:
        for wings in every_set_in_play():
            cards = [w[0] for w in wings]
            for focus, buttons in itertools.product(cards, range(4)):
                laid = lay_out(wings, focus, inner, inner.bottom - buttons * 54 - 8)
                assert [e.card for e in laid.entries] == cards
                assert all(e.form == "whole" for e in laid.entries if e.card == focus)
                assert all(e.form in ("whole", "gist") for e in laid.entries)
    finally:
        fonts.set_large_text(False)


def test_four_cards_do_not_fit_whole_at_the_large_size_so_one_is_whole_and_the_rest_say_their_gist() -> None:
    inner = inside()
    wings = every_set_in_play()[-1]
    fonts.set_large_text(True)
    try:
        laid = lay_out(wings, wings[1][0], inner, inner.bottom)
    finally:
        fonts.set_large_text(False)
    forms = {e.card: e.form for e in laid.entries}
    assert forms[wings[1][0]] == "whole" and "gist" in forms.values()
    assert laid.footer is not None and laid.footer.text == READ_ANOTHER
    assert all(e.lines[-1].text == GISTS[e.card] for e in laid.entries if e.form == "gist")


def test_two_cards_are_shown_whole_without_a_line_about_reading_another() -> None:
    inner = inside()
    fonts.set_large_text(True)
    try:
        laid = lay_out(every_set_in_play()[0], "Kc", inner, inner.bottom)
    finally:
        fonts.set_large_text(False)
    assert all(e.form == "whole" for e in laid.entries) and laid.footer is None and laid.focus is None


def test_every_wing_card_has_a_gist() -> None:
    assert set(GISTS) == set(WING_CARDS)


def test_the_panels_inside_is_where_the_panel_widget_leaves_it() -> None:
    from eternus.ui.canvas import Canvas
    from eternus.ui.table.widgets import panel

    area = load_layout(table_map_path("dragon_kings"))["wings"].rect
    for large in (False, True):
        fonts.set_large_text(large)
        try:
            assert panel(Canvas(pygame.Surface((1920, 1080))), area, TITLE) == panel_inside(area)
        finally:
            fonts.set_large_text(False)


def test_the_card_picked_in_this_decision_comes_before_the_one_asked_about_then_the_newest() -> None:
    cards = ["Ks", "Kc", "Jd", "Qh"]
    assert resolve_focus(cards, ["Jd"], "Qh", picked_now=True) == "Qh"
    assert resolve_focus(cards, ["Jd"], "Qh", picked_now=False) == "Jd"
    assert resolve_focus(cards, [], "Kc", picked_now=False) == "Kc"
    assert resolve_focus(cards, [], None, picked_now=False) == "Qh"
    assert resolve_focus(cards, [], "Js", picked_now=True) == "Qh"      # no longer in play
    assert next_card(cards, "Qh") == "Ks" and next_card(cards, "Ks") == "Kc"


def nine_seats_with_four_wing_cards(seats: int = 9) -> GameSession:
    people = [Seat("You"), *(Seat(f"Rival {i}", "caller") for i in range(1, seats))]
    session = GameSession.new("dragon_kings", people, {"match_length": 20}, 7)
    while not (session.state.to_act == 0 and session.state.phase == "preflop"):
        session.apply(session.state.legal_actions()[0])
    session.state.wing["voluntary"], session.state.wing["permanent"] = "Jd", "Qh"
    return session


@pytest.mark.parametrize("seats", range(2, 10))
def test_the_tables_wing_panel_writes_its_texts_inside_itself_at_the_large_size(app, monkeypatch, seats) -> None:
    """Drawn by the table at every seat count: each text of the panel lies inside it, and
    none is cut."""
    app.services.settings["text_size"] = "large"
    try:
        table = open_table(app, nine_seats_with_four_wing_cards(seats), settle=2)
        texts = record_texts(monkeypatch)
        from eternus.ui.games.dragon_kings import draw

        draw._STILL.clear()
        frames(app)
        area = table.layout["wings"].rect
        inner = panel_inside(area)
        mine = [(words, rect) for words, rect, _ in texts if inner.colliderect(rect)]
    finally:
        fonts.set_large_text(False)
    assert any(words == READ_ANOTHER for words, _ in mine)
    for words, rect in mine:
        assert area.contains(rect) and "\u2026" not in words, words


def test_w_reads_the_next_wing_card_whole(app) -> None:
    app.services.settings["text_size"] = "large"
    try:
        table = open_table(app, nine_seats_with_four_wing_cards(), settle=2)
        before = table.wing_panel().focus
        press(app, pygame.K_w)
        frames(app)
        after = table.wing_panel()
    finally:
        fonts.set_large_text(False)
    assert before == "Jd" and after.focus == next_card(after.cards, before) == "Ks"      # the newest, then round
    assert next(e for e in after.entries if e.card == "Ks").form == "whole"


def test_a_click_on_a_wing_cards_name_reads_it_whole(app) -> None:
    from tests.ui.helpers import click

    app.services.settings["text_size"] = "large"
    try:
        table = open_table(app, nine_seats_with_four_wing_cards(), settle=2)
        entry = next(e for e in table.wing_panel().entries if e.form == "gist")
        click(app, entry.rect.center)
        frames(app)
        after = table.wing_panel()
    finally:
        fonts.set_large_text(False)
    assert after.focus == entry.card
    assert next(e for e in after.entries if e.card == entry.card).form == "whole"
