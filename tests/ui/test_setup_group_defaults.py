"""Group defaults on the setup screen: once two or more people sit down, an option the player
has not set takes its group default (Dragon Kings: two re-buys); one they set stays."""

from __future__ import annotations

import pygame
import pytest

from eternus.ui.app import App
from eternus.ui.scenes import common
from eternus.ui.widgets import Choice

from .helpers import click, press
from .test_seats_setup import open_setup, rows


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list:
    """Sessions handed to the table (not opened: the test reads their options)."""
    sessions: list = []
    monkeypatch.setattr(common, "start_session", lambda services, session: sessions.append(session))
    return sessions


def _second_chair_to(app: App, setup, human: bool) -> None:  # type: ignore[no-untyped-def]
    """The second chair clicked to a person (AI normal -> AI easy -> Human) or back to an AI."""
    second = rows(setup)[1]
    if human:
        for _ in range(2):
            click(app, (second.control_rect.x + 10, second.rect.centery))
    else:
        click(app, (second.control_rect.right - 10, second.rect.centery))
    assert second.seat.is_human is human


def _rebuys(setup) -> Choice:  # type: ignore[no-untyped-def]
    widget = setup.option_rows["rebuys"]
    assert isinstance(widget, Choice)
    return widget


def test_a_group_of_people_at_dragon_kings_starts_with_two_re_buys(app: App, started: list) -> None:
    setup = open_setup(app, "dragon_kings")
    assert setup.values["rebuys"] == 1 and _rebuys(setup).describe(_rebuys(setup).value) == "One"
    _second_chair_to(app, setup, human=True)
    assert setup.values["rebuys"] == 2 and _rebuys(setup).describe(_rebuys(setup).value) == "Two"
    click(app, setup.start_button.rect.center)
    assert started[0].record.options["rebuys"] == 2


def test_one_person_again_takes_the_one_persons_default_back(app: App) -> None:
    setup = open_setup(app, "dragon_kings")
    _second_chair_to(app, setup, human=True)
    _second_chair_to(app, setup, human=False)
    assert setup.values["rebuys"] == 1 and _rebuys(setup).value == 1


def test_re_buys_the_player_set_stay_as_set_when_people_sit_down(app: App) -> None:
    setup = open_setup(app, "dragon_kings")
    setup.menu.focus_on(_rebuys(setup))
    press(app, pygame.K_LEFT)                                  # One -> None
    assert setup.values["rebuys"] == 0
    _second_chair_to(app, setup, human=True)
    assert setup.values["rebuys"] == 0 and _rebuys(setup).value == 0
