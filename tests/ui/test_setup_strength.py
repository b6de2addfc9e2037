"""The setup screen says, beside the highlighted AI seat, what the ladder measured of its level
(issue 56, section 3): the words come from the packaged results file, a level without a
measurement says so, and the note is read whole at the large text size."""

from __future__ import annotations

import pygame
import pytest

from eternus.ladder.results import words_for
from eternus.ui import fonts
from eternus.ui.app import App
from eternus.ui.scenes import strength
from eternus.ui.scenes.setup import SetupScene
from eternus.ui.scenes.strength import level_strength

from .helpers import DT, record_texts
from .test_seats_setup import open_setup, rows


def _highlight_hard_seat(app: App, game_id: str, seats: int | None = None) -> SetupScene:
    setup = open_setup(app, game_id)
    if seats is not None:
        setup._set_count(seats)
    second = rows(setup)[1]
    second.index = second.choices.index("ismcts:hard")
    setup.menu.focus_on(second)
    app.frame(DT)
    return setup


def _note_drawn(drawn: list[tuple[str, pygame.Rect, int]], first_words: str) -> list[tuple[str, pygame.Rect, int]]:
    """The lines of the note that starts with ``first_words``, as drawn (text, rect, size)."""
    start = next(i for i, (text, _, _) in enumerate(drawn) if text.startswith(first_words))
    lines = [drawn[start]]
    for item in drawn[start + 1:]:
        last = lines[-1][1]
        if item[2] != lines[0][2] or item[1].x != last.x or not last.y < item[1].y <= last.y + 1.5 * last.h:
            break
        lines.append(item)
    return lines


def test_a_highlighted_ai_seat_shows_what_the_ladder_measured_of_its_level(app: App, monkeypatch) -> None:
    setup = _highlight_hard_seat(app, "dragon_kings")
    drawn = record_texts(monkeypatch)
    app.frame(DT)
    measured = words_for("dragon_kings", "ismcts:hard")
    assert measured is not None
    note = _note_drawn(drawn, "AI hard:")
    assert " ".join(text for text, _, _ in note) == f"AI hard: {measured}."
    assert all(setup.panel_rect.contains(rect) for _, rect, _ in note)


def test_a_level_the_ladder_has_not_measured_says_so(app: App, monkeypatch) -> None:
    monkeypatch.setattr(strength, "words_for", lambda game_id, spec, path: None)
    setup = _highlight_hard_seat(app, "draker")
    drawn = record_texts(monkeypatch)
    app.frame(DT)
    note = _note_drawn(drawn, "AI hard:")
    assert " ".join(text for text, _, _ in note) == "AI hard: not measured yet."
    assert setup.players_rect is not None and setup.players_rect.contains(note[0][1])


def test_a_personality_or_a_person_is_not_passed_off_as_a_measured_level() -> None:
    """The ladder measures the plain levels: a personality built on hard is not hard."""
    assert level_strength("dragon_kings", "ismcts:hard+maniac", "AI hard, maniac") == \
        "AI hard, maniac: not measured yet."
    assert level_strength("dragon_kings", "human", "Human") is None


@pytest.mark.parametrize(("game_id", "seats"), [("dragon_kings", 9), ("draker", 4), ("kings_court", 8)])
def test_the_strength_note_is_read_whole_at_the_large_text_size(app: App, monkeypatch, game_id: str,
                                                                 seats: int) -> None:
    """At the most seats, the note stays inside its panel and lies on no other text."""
    app.services.settings["text_size"] = "large"
    try:
        setup = _highlight_hard_seat(app, game_id, seats)
        drawn = record_texts(monkeypatch)
        app.frame(DT)
    finally:
        fonts.set_large_text(False)
    note = _note_drawn(drawn, "AI hard:")
    panels = [setup.panel_rect, setup.players_rect]
    others = [rect for item in drawn if item not in note for rect in [item[1]]]
    for _, rect, _ in note:
        assert any(panel is not None and panel.contains(rect) for panel in panels)
        assert not any(rect.colliderect(other) for other in others), rect
