"""Dragon Kings rules 3 at the table: a person out of chips with a re-buy left is asked, with
a sheet saying what each answer means and two buttons (keys 1 and 2, or the mouse)."""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.engine.dragon_kings.actions import BuyInAgain, SitOut
from eternus.session import GameSession
from eternus.ui.games.dragon_kings import logic
from eternus.ui.games.dragon_kings.rebuy_sheet import AREA, sheet_lines
from tests.ui.helpers import click, frames, open_table, played_until, shot, texts_on_open
from tests.ui.helpers import press as key

PEOPLE = [Seat("You"), Seat("Bram", "caller"), Seat("Cora", "caller")]
SMALL = {"preset": "holdem", "buy_in": 100, "match_length": 20}


def _out_of_chips() -> GameSession:
    """A match where the person (seat 0) has just lost their last chip, a re-buy left."""
    return played_until("dragon_kings", PEOPLE, SMALL,
                        lambda s: s.state.phase == "rebuy_choice" and s.state.to_act == 0)


def _asked(app):  # type: ignore[no-untyped-def]
    table = open_table(app, GameSession.from_json(_out_of_chips().to_json()), settle=3)
    assert table.my_decision()
    return table


def test_a_person_out_of_chips_is_asked_to_buy_in_again_or_sit_out(app) -> None:
    table = _asked(app)
    shot(app, "dk_rebuy_choice")
    assert [c.label for c in table.input.choices()] == ["Buy in again for 100 chips (1 re-buy left)  (1)",
                                                        "Sit out and watch  (2)"]
    assert table.prompt()[0] == "You are out of chips: buy in again, or sit out and watch the rest of the match?"
    assert [title for title, _ in sheet_lines(table)] == ["1  Buy in again", "2  Sit out and watch"]
    assert "for your last re-buy" in sheet_lines(table)[0][1]


@pytest.mark.parametrize("pressed, answer", [(pygame.K_1, BuyInAgain(100, 1)), (pygame.K_2, SitOut())])
def test_the_answer_is_given_by_its_key(app, pressed, answer) -> None:
    table = _asked(app)
    key(app, pressed)
    assert table.session.record.actions[-1] == answer


def test_sitting_out_is_a_click_on_its_button(app) -> None:
    table = _asked(app)
    button = next(c for c in table.input.choices() if c.action == SitOut())
    click(app, button.rect.center)
    assert table.session.record.actions[-1] == SitOut()
    frames(app, 3)
    assert not table.session.state.dealt[0]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_sheet_is_read_whole_at_the_large_text_size(app, monkeypatch, size) -> None:
    """Every line of the sheet is drawn, inside the middle of the table and above the prompt
    and the buttons."""
    app.resize(size)
    table, drawn = texts_on_open(app, monkeypatch, GameSession.from_json(_out_of_chips().to_json()))
    frames(app, 2)
    rows = sheet_lines(table)
    sheet = [(text, rect) for text, rect, _ in drawn
             if text == "You are out of chips" or any(text in f"{title} {words}" for title, words in rows)]
    said = " ".join(text for text, _ in sheet)
    for title, words in rows:
        assert title in said and words.split()[-1] in said           # each answer, to its last word
    buttons = [choice.rect for choice in table.input.choices()]
    for text, rect in sheet:
        assert AREA.contains(rect) and rect.bottom < table.layout["prompt"].rect.y, text
        assert not any(rect.colliderect(b) for b in buttons), text


def test_a_seat_out_of_chips_between_hands_reads_no_chips_not_all_in() -> None:
    """Seen on the re-buy sheet's table: the seat that had lost its chips still read "All in"."""
    view = logic.holdem_view(_out_of_chips().state, 1)
    assert logic.seat_tag(view, 0) == "No chips"
