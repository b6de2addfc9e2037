"""The log's grammar for the player named "You" (eternus/grammar.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from eternus.grammar import VERBS, you_agree


@pytest.mark.parametrize("text, expected", [
    ("You plays the Duke.", "You play the Duke."),
    ("You draws 2 and loses the turn.", "You draw 2 and lose the turn."),
    ("You passes.", "You pass."),
    ("You lays 2 cards face up and draws replacements.", "You lay 2 cards face up and draw replacements."),
    ("Imperial Tax: You pays a random card and draws another.",
     "Imperial Tax: You pay a random card and draw another."),
    ("You plays the Duke and Bram draws.", "You play the Duke and Bram draws."),
    ("You calls \"On Guard\" first: AI 1 is caught.", "You call \"On Guard\" first: AI 1 is caught."),
    ("You is skipped.", "You are skipped."),
    ("You was caught On Guard: two penalty cards.", "You were caught On Guard: two penalty cards."),
    ("You has no living King", "You have no living King"),
    ("You does not go out: two cards and the turn is lost.", "You do not go out: two cards and the turn is lost."),
    ("You goes out!", "You go out!"),
    ("Royal Decree: You reflects it back on Bram.", "Royal Decree: You reflect it back on Bram."),
    ("Castle Fire! You deals again.", "Castle Fire! You deal again."),
    ("Hand 2: You deals.", "Hand 2: You deal."),
    ("Bram burns a card into You's hand.", "Bram burns a card into your hand."),
    ("You's cards are shown.", "Your cards are shown."),
    ("You keeps their cards.", "You keep your cards."),
    ("You keeps 1 defence until their next turn.", "You keep 1 defence until your next turn."),
    ("You attacks with 16: straight by rank", "You attack with 16: straight by rank"),
    ("You is out of chips and sits out to watch.", "You are out of chips and sit out to watch."),
])
def test_you_takes_the_plain_verb(text: str, expected: str) -> None:
    assert you_agree(text) == expected


@pytest.mark.parametrize("text", [
    "Bram plays the Duke.",                 # other names are left alone
    "Youssef plays the Duke.",              # a name that starts with You
    "Bram asks You: may I go out?",         # You as the object
    "Bram plays the Dark Knight against You.",
    "Catapult: You and Bram swap hands.",
    "You: \u201cOn Guard!\u201d",
    "Exactly on the limit: You, Bram halved.",
    "You 2 plays the Duke.",                # a different seat's name
    "You frobnicates.",                     # an unknown word is not guessed at
    "Bram keeps their cards.",              # only You's own "their" is "your"
])
def test_everything_else_is_left_alone(text: str) -> None:
    assert you_agree(text) == text


def test_every_verb_the_engines_put_after_a_name_is_known() -> None:
    """The engines' messages start a clause with a seat's name and a verb: each such verb
    (``{name} plays``, ``{st.name_of(seat)} draws``...) has its form after "You"."""
    root = Path(__file__).resolve().parents[2] / "eternus" / "engine"
    said = set()
    for path in root.rglob("*.py"):
        for m in re.finditer(r"\{(?:name|dealer|[a-z_.]*name_of\([^)]*\))\} ([a-z]+)", path.read_text()):
            said.add(m.group(1))
    words = {w for w in said if w.endswith("s") or w in ("has", "is", "was", "does")}
    assert words, "no name-and-verb messages found in the engines"
    assert words <= set(VERBS), sorted(words - set(VERBS))


def test_the_table_log_says_you_play(app) -> None:
    from eternus.engine.core import Seat
    from eternus.session import GameSession
    from tests.ui.helpers import open_table

    session = GameSession.new("kings_court", [Seat("You"), Seat("Bram", "random")], {}, 3)
    table = open_table(app, session)
    table.say("You plays the Duke.")
    assert table.log_lines[-1][0] == "You play the Duke."


def test_a_seat_tag_between_you_and_the_verb_keeps_the_agreement() -> None:
    from eternus.grammar import you_agree

    assert you_agree("You (W1) rolls 7.") == "You (W1) roll 7."
    assert you_agree("Ana (W1) rolls 7.") == "Ana (W1) rolls 7."


@pytest.mark.parametrize("game_id, options", [
    ("dragon_kings", {"preset": "dragon_kings", "match_length": 20}),
    ("draker", {"life": 20}),
    ("kings_court", {}),
    ("four_kings", {}),
])
def test_every_word_a_table_draws_agrees_with_the_player_called_you(app, monkeypatch, game_id: str,
                                                                     options: dict) -> None:
    """Every text a table puts on screen, whatever panel it comes from, says "You lose", not
    "You loses": the log and the big moments went through the grammar, Draker's turn panel
    did not. Random moves for You against random AI seats, each frame's words read."""
    import random

    import pygame

    from eternus.engine.core import Seat
    from eternus.session import GameSession
    from eternus.ui.scenes.results import ResultsScene
    from eternus.ui.scenes.summary import SummaryScene
    from tests.ui.helpers import frames, open_table, press, record_texts
    from tests.ui.test_controller import person_decides

    seats = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = GameSession.new(game_id, seats[:2] if game_id == "draker" else seats, options, 11)
    table = open_table(app, session)
    drawn = record_texts(monkeypatch)
    rng = random.Random(3)
    for _ in range(500):
        top = app.services.stack.top
        if isinstance(top, ResultsScene) or session.is_over:
            break
        if isinstance(top, SummaryScene):
            frames(app, 70)
            press(app, pygame.K_RETURN)
            continue
        if top is table and person_decides(table):
            table.apply(rng.choice(session.state.legal_actions()))
        if table.driver is not None:
            table.driver.wait(5)
        frames(app)
    said = {text for text, _, _ in drawn}
    assert any(re.match(r"You\b", text) for text in said), "You never did anything on screen"
    assert not [text for text in said if text != you_agree(text)]
