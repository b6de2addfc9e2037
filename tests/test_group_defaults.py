"""An option's group default (``Option.group_default``): the value a table of two or more
people at one screen starts with, when the player does not set it."""

from __future__ import annotations

import pytest

from eternus.engine.core import Option, OptionError
from eternus.engine.dragon_kings.game import DragonKingsGame

GAME = DragonKingsGame()


@pytest.mark.parametrize("people, rebuys", [(0, 1), (1, 1), (2, 2), (9, 2)])
def test_a_group_of_people_at_dragon_kings_starts_with_two_re_buys(people: int, rebuys: int) -> None:
    assert GAME.resolve_options({}, people)["rebuys"] == rebuys


def test_an_option_a_group_sets_is_kept() -> None:
    assert GAME.resolve_options({"rebuys": 0}, people=3)["rebuys"] == 0


def test_an_option_without_a_group_default_keeps_its_default_for_a_group() -> None:
    assert GAME.resolve_options({}, people=3)["match_length"] == GAME.resolve_options({})["match_length"]


def test_a_group_default_must_be_one_of_the_options_choices() -> None:
    with pytest.raises(ValueError, match="group default is not one of its choices"):
        Option("rebuys", "Re-buys", "", 1, (0, 1), group_default=2)


def test_a_group_default_is_still_checked_like_any_value() -> None:
    with pytest.raises(OptionError):
        GAME.resolve_options({"rebuys": 3}, people=3)
