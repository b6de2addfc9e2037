"""A hand's summary lays open the cards each player was left with (King's Court).

At the table the cards left in a hand are counted in the open; the summary shows them,
fanned beside each row, so a player can see what a rival's score was made of. Every card
a row holds must be drawn, and inside the summary's panel, at every table size.
"""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.kings_court.cards import CARDS
from eternus.engine.kings_court.events import HandScored
from eternus.engine.kings_court.scoring import hand_standings
from eternus.ui.app import App
from eternus.ui.games.kings_court.cards import KingsCourtArt
from eternus.ui.scenes.summary import SummaryScene
from tests.ui.helpers import RecordingScene, frames, shot


def _scored(players: int, most: int) -> HandScored:
    """A hand where seat 0 went out and the seat i holds ``most - i`` cards."""
    deck = iter(sorted(CARDS))
    held = tuple(() if s == 0 else tuple(next(deck) for _ in range(max(1, most - s))) for s in range(players))
    names = tuple(f"P{s + 1}" for s in range(players))
    points = tuple(sum(CARDS[c].points for c in h) for h in held)
    return HandScored(1, names, 0, "out", tuple(len(h) for h in held), points, points, held)


@pytest.mark.parametrize(("players", "most"), [(3, 5), (4, 12), (8, 20)])
def test_every_card_a_player_was_left_with_is_drawn_inside_the_summary(app: App, monkeypatch, players: int,
                                                                       most: int) -> None:
    from eternus.ui.scenes import standings_sheet

    art = KingsCourtArt()
    asked: list[str] = []
    placed: list[pygame.Rect] = []
    put = standings_sheet.put

    def recording(surface, image, **anchor):  # type: ignore[no-untyped-def]
        placed.append(put(surface, image, **anchor))
        return placed[-1]

    monkeypatch.setattr(standings_sheet, "put", recording)

    def face(card: str, width: int) -> pygame.Surface:
        asked.append(card)
        return art.face(card, width)

    scored = _scored(players, most)
    app.start()
    app.stack.reset(RecordingScene(app.services))
    summary = SummaryScene(app.services, "Hand 1 is over", hand_standings(scored), {0}, card_face=face)
    app.stack.push(summary)
    frames(app, 2)
    assert sorted(set(asked)) == sorted(c for h in scored.held for c in h)
    assert placed and all(summary.panel_rect.contains(rect) for rect in placed)
    button = summary.menu.widgets[0].rect
    assert all(rect.bottom < button.top for rect in placed)        # the button stays clear of them
    shot(app, f"summary_cards_{players}")


def test_a_summary_without_card_art_keeps_its_plain_rows(app: App) -> None:
    """Dragon Kings' and any other summary pass no card art: no cards, the old size."""
    scored = _scored(3, 4)
    app.start()
    summary = SummaryScene(app.services, "Hand 1 is over", hand_standings(scored), {0})
    assert summary.panel_rect.width == 1400


def test_a_long_name_beside_a_sixteen_card_hand_wraps_and_keeps_every_column(app: App, monkeypatch) -> None:
    """At the large text size, 1280x720: a 20-letter name beside a 16-card hand was cut in
    its middle ("Maximi\u2026 Theodora") and the sheet was short of room for its columns. The
    name goes on two lines (its row grows), every column stays, nothing is cut or overlaps."""
    from eternus.engine.kings_court.events import CARDS_TERM
    from eternus.ui import fonts
    from tests.ui.helpers import record_texts
    from tests.ui.test_text_size import overlaps

    deck = iter(sorted(CARDS))
    held = tuple(tuple(next(deck) for _ in range(n)) for n in (16, 16, 3))
    names = ("Maximiliana Theodora", "Bartholomew Grimsbyy", "Cora")
    counted = tuple(((CARDS_TERM, sum(CARDS[c].points for c in h)), ("Poison Garden", -1175)) for h in held)
    scores = tuple(sum(p for _, p in c) for c in counted)
    scored = HandScored(1, names, 0, "out", tuple(len(h) for h in held), scores, scores, held, (), counted)
    app.resize((1280, 720))
    app.services.settings["text_size"] = "large"
    try:
        app.start()
        app.stack.reset(RecordingScene(app.services))
        summary = SummaryScene(app.services, "Hand 1 is over", hand_standings(scored), {0},
                               card_face=KingsCourtArt().face)
        app.stack.push(summary)
        frames(app, 2)
        drawn = record_texts(monkeypatch)
        frames(app)
    finally:
        fonts.set_large_text(False)
    texts = [text for text, _, _ in drawn]
    assert {"CARDS", "RULES", "THIS HAND", "CARDS HELD"} <= set(texts)
    assert {"Maximiliana", "Theodora", "Bartholomew", "Grimsbyy"} <= set(texts)
    assert not any("\u2026" in text for text in texts)
    assert overlaps(drawn) == []
    assert all(summary.panel_rect.contains(rect) for _, rect, _ in drawn)
