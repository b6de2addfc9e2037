"""The large text size (TV mode): nothing a player reads is under 24 px at 1080p, and the
tables still lay out, at 1920x1080 and at 1280x720, without a line of text on another.

Every text a table draws in one frame is recorded (what it says, where it went, the size it
was drawn at); the test fails on a size under the floor and on two texts whose boxes overlap by
more than a sliver (over 2 px across and 4 px down): the "Play goes" / "clockwise" collision,
and King's Court's "Total" running into its last hand's column.
"""

from __future__ import annotations

import random

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.engine.registry import get_game
from eternus.session import GameSession
from eternus.ui import fonts
from tests.games import TABLE_GAME_IDS, seats
from tests.ui.helpers import frames, open_table, record_texts

GAMES = TABLE_GAME_IDS


def drawn_texts(app, game_id: str, monkeypatch) -> list[tuple[str, pygame.Rect, int]]:
    session = GameSession.new(game_id, seats(game_id, 2 if game_id == "draker" else 3), {}, 7)
    rng = random.Random(1)
    for _ in range(6):
        session.apply(rng.choice(session.state.legal_actions()))
    open_table(app, session, settle=3)
    return _one_frames_texts(app, monkeypatch)


def overlaps(texts: list[tuple[str, pygame.Rect, int]]) -> list[tuple[str, str]]:
    found = []
    for i, (a_text, a, _) in enumerate(texts):
        for b_text, b, _ in texts[i + 1:]:
            inter = a.clip(b)
            if a_text.strip() and b_text.strip() and inter.w > 2 and inter.h > 4:
                found.append((a_text, b_text))
    return found


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("game_id", GAMES)
def test_large_text_is_never_under_24_px_and_no_text_lands_on_another(app, monkeypatch, game_id, size) -> None:
    app.resize(size)
    app.services.settings["text_size"] = "large"
    try:
        texts = drawn_texts(app, game_id, monkeypatch)
    finally:
        fonts.set_large_text(False)
    assert texts and min(s for _, _, s in texts) >= fonts.LARGE_TEXT
    assert overlaps(texts) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_normal_text_lays_out_without_overlaps_too(app, monkeypatch, game_id) -> None:
    texts = drawn_texts(app, game_id, monkeypatch)
    assert overlaps(texts) == []
    assert min(s for _, _, s in texts) < fonts.LARGE_TEXT          # the normal size is smaller


def test_the_setting_raises_measures_as_well_as_drawing() -> None:
    small = fonts.measure("Play goes", 16)
    fonts.set_large_text(True)
    try:
        assert fonts.measure("Play goes", 16) == fonts.measure("Play goes", 24) != small
        assert fonts.step(16, 20) == 30
    finally:
        fonts.set_large_text(False)
    assert fonts.step(16, 20) == 20


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_headers_gold_rule_is_level_across_the_whole_width(app, size) -> None:
    """The rule under every table's header had a 1-2 px step near x=930."""
    app.resize(size)
    session = GameSession.new("kings_court", [Seat("You"), Seat("Rook", "random")], {}, 3)
    table = open_table(app, session, settle=2)
    bar = app.canvas.view.rect(table.layout["status"].rect)

    def gold_rows(x: int) -> set[int]:
        rows = set()
        for y in range(bar.bottom - 6, bar.bottom + 4):
            r, g, b = app.screen.get_at((x, y))[:3]
            if r > 150 and g > 120 and b < 130:
                rows.add(y)
        return rows

    left, right = gold_rows(bar.x + 40), gold_rows(bar.right - 40)
    assert left and left == right


def _overlaid(table) -> bool:
    """A choice laid over the middle of the table (King's Court's card grid, the Siege Tower's
    look, Dragon Kings' sheet of what each wing card offered does and its re-buy sheet) covers
    the table's own words on purpose: those positions are not judged here."""
    from eternus.engine.dragon_kings.actions import BuyInAgain, MakePermanent, PutInPlay

    entry = getattr(table, "input", None)
    choices = getattr(entry, "choices", lambda: [])()
    inspected = getattr(entry, "inspected", lambda: None)()
    wing_sheet = any(isinstance(getattr(c, "action", None), (PutInPlay, MakePermanent, BuyInAgain)) for c in choices)
    return inspected is not None or wing_sheet or any(getattr(c, "card", None) for c in choices)


def _one_frames_texts(app, monkeypatch) -> list[tuple[str, pygame.Rect, int]]:
    """Every text one frame draws: what it says, where, and at the size it was drawn."""
    real = fonts.blit_text
    recorded = record_texts(monkeypatch)
    frames(app)
    monkeypatch.setattr(fonts, "blit_text", real)
    return [(text, rect, fonts.readable(size)) for text, rect, size in recorded]


@pytest.mark.parametrize("text_size", ["large", "normal"])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_text_lands_on_another_at_any_kind_of_decision(app, monkeypatch, game_id, text_size) -> None:
    """The first position of each kind (phase and the kinds of legal move) in eight random
    games of two to the most seats: King's Court's prompt ran its second line into the
    "You can play" line, and a seat's "Dungeon 1" into its points, only at some decisions."""
    app.services.settings["text_size"] = text_size
    found: dict[tuple[str, str], tuple[int, int]] = {}
    game = get_game(game_id)
    try:
        for seed in range(1, 9):
            n = game.min_players + seed % (game.max_players - game.min_players + 1)   # each count in turn
            seats = [Seat("You"), *(Seat(f"Rival {i}", "random") for i in range(1, n))]
            session = GameSession.new(game_id, seats, {}, seed)
            rng = random.Random(seed)
            kinds_seen: set[tuple[str, tuple[str, ...]]] = set()
            for step in range(400):
                if session.is_over:
                    break
                state = session.state
                moves = tuple(sorted({type(a).__name__ for a in state.legal_actions()}))
                kind = (str(state.view(0).get("phase")), moves)
                if getattr(state, "to_act", 0) == 0 and kind not in kinds_seen:
                    kinds_seen.add(kind)
                    table = open_table(app, session, settle=2)
                    seen = _one_frames_texts(app, monkeypatch)
                    if not _overlaid(table):
                        for pair in overlaps(seen):
                            found.setdefault(pair, (seed, step))
                    app.services.stack.pop()
                session.apply(rng.choice(state.legal_actions()))
    finally:
        fonts.set_large_text(False)
    assert found == {}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_tool_button_reads_whole_at_the_large_text_size(app, game_id) -> None:
    """A button may drop its key ("Menu  (Esc)" reads "Menu") but never cut its word: Pragon's
    "New deal" read "New d..." in a fourth of its row."""
    from eternus.ui.widgets import LABEL_MARGIN

    app.services.settings["text_size"] = "large"
    try:
        seats = [Seat("You")] if game_id == "pragon" else [Seat("You"), Seat("Rook", "random")]
        table = open_table(app, GameSession.new(game_id, seats, {}, 3), settle=2)
        cut = [b.label for b in table.tools_bar.shown()
               if fonts.measure(b.label.split("  (")[0], b.size, fonts.BOLD)[0] > b.rect.w - 2 * LABEL_MARGIN]
    finally:
        fonts.set_large_text(False)
    assert cut == []


@pytest.mark.parametrize("label", ["Menu  (Esc)", "Play hand  \u23ce"])
def test_a_button_short_of_room_drops_its_key_before_cutting_a_word(app, monkeypatch, label) -> None:
    from eternus.ui.widgets import LABEL_MARGIN, Button

    word = label.rsplit("  ", 1)[0]
    fonts.set_large_text(True)
    try:
        room = fonts.measure(word, 24, fonts.BOLD)[0] + 2 * LABEL_MARGIN + 4      # the word fits, its key does not
        button = Button((0, 0, room, 60), label, lambda: None, size=24)
        recorded = record_texts(monkeypatch)
        button.draw(app.screen, False)
    finally:
        fonts.set_large_text(False)
    assert [text for text, _, _ in recorded] == [word]


def test_the_header_cuts_its_facts_short_of_the_pill_rather_than_write_over_it(app, monkeypatch) -> None:
    """Five pots' shares and a long name to act, at the large text size, overran the pill."""
    from eternus.ui.canvas import Canvas
    from eternus.ui.table.widgets import status_bar

    facts = [("Hand", "12"), ("Blinds", "50/100"), ("Pots", "main 12,400 \u00b7 side 1 3,000 \u00b7 side 2 450 "
                                                           "\u00b7 side 3 900 \u00b7 side 4 1,000"),
             ("Table", "Dragon Kings")]
    fonts.set_large_text(True)
    try:
        drawn = record_texts(monkeypatch)
        status_bar(Canvas(pygame.Surface((1920, 1080))), pygame.Rect(0, 0, 1920, 64), "Dragon Kings", facts,
                   "Grandmother Edda to act")
    finally:
        fonts.set_large_text(False)
    pill = next(rect for text, rect, _ in drawn if text == "Grandmother Edda to act")
    others = [(text, rect) for text, rect, _ in drawn if text != "Grandmother Edda to act"]
    assert not any(rect.right > pill.left - 10 for _, rect in others)
    texts = [text for text, _ in others]
    assert "Pots" in texts and any(text.endswith("\u2026") for text in texts)      # cut, not dropped
    assert "Table" not in texts                                                   # the last fact gave way


def test_a_name_too_long_for_its_place_keeps_its_last_word(app) -> None:
    """Seven players named "Grandmother Edda 1".."7" all read "Grandmoth..." at eight seats:
    a name is cut in the middle, so the word that tells them apart stays."""
    names = [f"Grandmother Edda {i}" for i in range(1, 8)]
    width = fonts.measure("Grandmother", 22, fonts.BOLD)[0]
    cut = [fonts.fit_name(name, 22, width) for name in names]
    assert len(set(cut)) == 7 and all(c.endswith(f"\u2026 {i}") for i, c in enumerate(cut, 1))
    assert all(fonts.measure(c, 22, fonts.BOLD)[0] <= width for c in cut)
    assert fonts.fit_name("Ann", 22, width) == "Ann"                              # a name that fits is kept
    long_word = "Bartholomew-Montgomery"
    assert fonts.fit_name(long_word, 22, width) == fonts.fit(long_word, 22, width, fonts.BOLD)   # cut at its end
    assert fonts.fit_name("Grandmother Ruth", 22, width).endswith("\u2026 Ruth")
