"""A game controller plays through the keyboard's path: the mapping, the stick's repeat, the
labels, the menus, a table's buttons by LB/RB, and whole games played with the pad alone."""

from __future__ import annotations

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.session import GameSession
from eternus.ui import controller
from eternus.ui.controller import BUTTON_KEYS, REPEAT_FIRST, REPEAT_NEXT, Controllers
from eternus.ui.table.table_scene import TableScene
from tests.ui.helpers import frames, open_table, shot

DT = 1 / 60


@pytest.fixture(autouse=True)
def keyboard_first():
    controller.set_in_use(False)
    yield
    controller.set_in_use(False)


def pad(app, button: int, times: int = 1) -> None:
    """A controller button pressed (and released), then a frame, ``times`` over."""
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=button))
        app.frame(DT)


def past_the_hand_summary(app, session: GameSession) -> bool | None:
    """True when the game is over (its results up); False after going on from a hand's
    summary with A; None when the table is in front (the caller plays)."""
    from eternus.ui.scenes.results import ResultsScene
    from eternus.ui.scenes.summary import SummaryScene

    top = app.services.stack.top
    if isinstance(top, ResultsScene) or session.is_over:
        return True
    if isinstance(top, SummaryScene):
        frames(app, 70)                                   # past the summary's settling second
        pad(app, pygame.CONTROLLER_BUTTON_A)
        return False
    return None


def test_every_button_becomes_the_key_that_does_the_same_and_a_release_nothing() -> None:
    pads = Controllers()
    for button, (key, mod) in BUTTON_KEYS.items():
        (event,) = pads.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
        assert (event.type, event.key, event.mod) == (pygame.KEYDOWN, key, mod)
        assert pads.translate(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=button)) == []
    a, x, start = (BUTTON_KEYS[b][0] for b in (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_X,
                                               pygame.CONTROLLER_BUTTON_START))
    assert (a, x, start) == (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE)
    assert pads.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7)) == []


def test_the_left_stick_is_a_d_pad_that_repeats_while_held() -> None:
    pads = Controllers()
    axis = pygame.CONTROLLER_AXIS_LEFTX

    def move(value: int) -> list[pygame.event.Event]:
        return pads.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=value))

    assert move(3000) == []                                    # inside the dead zone
    (first,) = move(30000)
    assert first.key == pygame.K_RIGHT and controller.in_use()
    assert move(31000) == []                                   # the same direction: no new press
    assert pads.update(REPEAT_FIRST - 0.05) == []
    assert [e.key for e in pads.update(0.1)] == [pygame.K_RIGHT]
    assert pads.update(REPEAT_NEXT / 2) == []
    assert [e.key for e in pads.update(REPEAT_NEXT)] == [pygame.K_RIGHT]
    assert move(0) == [] and pads.update(5.0) == []            # let go: no more
    (up,) = pads.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                               axis=pygame.CONTROLLER_AXIS_LEFTY, value=-30000))
    assert up.key == pygame.K_UP
    assert pads.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                             axis=pygame.CONTROLLER_AXIS_RIGHTX, value=30000)) == []


def test_labels_name_the_controllers_buttons_while_it_is_in_use_and_keys_again_after_a_key() -> None:
    pads = Controllers()
    assert controller.button_label("Menu  (Esc)") == "Menu  (Esc)"
    pads.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_A))
    assert controller.button_label("Menu  (Esc)") == "Menu  (Start)"
    assert controller.button_label("Back  (Esc)") == "Back  (B)"
    assert controller.button_label("Next hand  (Enter)") == "Next hand  (A)"
    assert controller.button_label("Undo  (U)") == "Undo"              # reached with LB / RB
    assert controller.button_label("Start") == "Start"
    pads.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0))
    assert controller.button_label("Undo  (U)") == "Undo  (U)"


def test_from_the_title_to_a_table_with_the_pad_alone(app) -> None:
    from eternus.ui.scenes.setup import SetupScene

    app.start()
    frames(app, 2)
    pad(app, pygame.CONTROLLER_BUTTON_A)                        # the first game's entry
    setup = app.services.stack.top
    assert isinstance(setup, SetupScene)
    for _ in range(40):
        if setup.menu.focused is setup.start_button:
            break
        pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert setup.menu.focused is setup.start_button, "the d-pad never reached Start"
    pad(app, pygame.CONTROLLER_BUTTON_A)
    frames(app, 3)
    assert isinstance(app.services.stack.top, TableScene)
    pad(app, pygame.CONTROLLER_BUTTON_START)                    # Start pauses
    assert not isinstance(app.services.stack.top, TableScene)
    pad(app, pygame.CONTROLLER_BUTTON_B)                        # B goes back
    assert isinstance(app.services.stack.top, TableScene)


def test_lb_and_rb_walk_a_tables_buttons_with_a_ring_and_a_presses_the_one_in_focus(app) -> None:
    from eternus.engine.kings_court.actions import Draw

    seats = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = GameSession.new("kings_court", seats, {}, 4)
    table = open_table(app, session, settle=2)
    for _ in range(600):
        if table.my_decision():
            break
        table.driver.wait(5)
        frames(app)
    assert table.my_decision()
    labels = []
    for _ in range(len(table.focus_targets())):
        pad(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
        labels.append(table.button_focus.label)
    assert len(set(labels)) == len(labels) and "Draw  (D)" in labels and "Menu  (Esc)" in labels
    shot(app, "controller_focus")
    while table.button_focus.label != "Draw  (D)":
        pad(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    moves = len(session.record.actions)
    pad(app, pygame.CONTROLLER_BUTTON_A)
    assert session.record.actions[moves] == Draw()
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)                # the arrows go back to the cards
    assert table.button_focus.label is None


def _focus_and_press(app, table, wanted: tuple[str, ...]) -> None:
    """RB until a button whose label starts with one of ``wanted`` has the focus, then A."""
    for _ in range(3 * len(table.focus_targets()) + 3):
        if app.services.stack.top is not table:          # a hand's summary came up first
            return
        if table.button_focus.label is not None and table.button_focus.label.startswith(wanted):
            pad(app, pygame.CONTROLLER_BUTTON_A)
            return
        pad(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    raise AssertionError(f"no button {wanted} among {[t.label for t in table.focus_targets()]} "
                         f"(on top: {type(app.services.stack.top).__name__})")


def test_a_dragon_kings_match_is_played_to_its_end_with_the_pad_alone(app) -> None:
    from eternus.ui.scenes.results import ResultsScene

    seats = [Seat("You"), Seat("Bram", "caller"), Seat("Cora", "caller")]
    session = GameSession.new("dragon_kings", seats, {"preset": "holdem", "match_length": 20}, 2)
    table = open_table(app, session, settle=2)
    app.services.settings["ai_pace"] = "instant"
    for _ in range(20000):
        over = past_the_hand_summary(app, session)
        if over:
            break
        if over is False:
            continue
        if table.my_decision():
            _focus_and_press(app, table, ("Check", "Call", "Fold"))
            continue
        table.driver.wait(5)
        frames(app)
    assert session.is_over and isinstance(app.services.stack.top, ResultsScene)


def test_a_kings_court_hand_is_played_to_its_end_with_the_pad_alone(app) -> None:
    """Cards by the d-pad and A, Draw and Pass and the questions on the table by LB/RB and A,
    "On Guard" by X, the hand's summary by A."""
    from eternus.engine.kings_court.actions import Play

    seats = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = GameSession.new("kings_court", seats, {"score_limit": 100, "max_hands": 1}, 6)
    table = open_table(app, session, settle=2)
    app.services.settings["ai_pace"] = "instant"
    made = 0                                    # moves the person made with the pad
    for _ in range(20000):
        over = past_the_hand_summary(app, session)
        if over:
            break
        if over is False:
            continue
        if not table.my_decision():
            table.driver.wait(5)
            frames(app)
            continue
        before = len(session.record.actions)
        if table.human_window():
            pad(app, pygame.CONTROLLER_BUTTON_X)
            made += len(session.record.actions) > before
            continue
        choices = table.input.choices()
        plays = {a.card for a in session.state.legal_actions() if isinstance(a, Play)}
        hand = table.input.hand_cards()
        if choices and (choices[0].card or choices[0].suit):
            pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
            pad(app, pygame.CONTROLLER_BUTTON_A)
        elif hand and plays & set(hand):
            for _ in range(len(hand) + 1):
                if table.input.focused_card() in plays:
                    break
                pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
            pad(app, pygame.CONTROLLER_BUTTON_A)
        else:
            labels = tuple(c.label for c in choices) or ("Draw", "Pass")
            _focus_and_press(app, table, labels)
        made += len(session.record.actions) > before
    assert session.is_over and made >= 5, made


TOOLS = ("Undo", "Redo", "Rules", "Restart", "Menu", "Hint", "Auto")
MASH = (pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_DPAD_UP,
        pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_A,
        pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)


def person_decides(table) -> bool:
    """The person at the screen is to move (solitaire: whenever nothing is moving)."""
    if hasattr(table, "my_decision"):
        return bool(table.my_decision())
    if hasattr(table, "human_to_act"):
        return bool(table.human_to_act())
    return not table.busy


def mash_to_the_end(app, session: GameSession, table, seed: int, presses: int) -> int:
    """A player who knows nothing but the pad: random d-pad, X, A, LB and RB presses (A only
    on a game's own buttons, never on the tools), until the game ends. The moves they made."""
    import random


    rng = random.Random(seed)
    made = 0
    for _ in range(presses):
        over = past_the_hand_summary(app, session)
        if over:
            break
        if over is False:
            continue
        top = app.services.stack.top
        assert top is table, f"the pad left the table for {type(top).__name__}"
        if not person_decides(table):
            if table.driver is not None:
                table.driver.wait(5)
            frames(app, 5)
            continue
        label = table.button_focus.label or ""
        button = rng.choice(MASH)
        if button in (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_X) and label.startswith(TOOLS):
            button = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER       # X and A press the focused button
        before = len(session.record.actions)
        pad(app, button)
        frames(app, 2)
        made += len(session.record.actions) > before
    return made


@pytest.mark.parametrize("game_id, seats, options", [
    ("four_kings", [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")], {}),
    ("draker", [Seat("You"), Seat("Bram", "random")], {}),
])
def test_a_player_with_only_a_pad_finishes_the_game(app, game_id, seats, options) -> None:
    from eternus.engine.registry import get_game

    session = GameSession.new(game_id, seats, {**get_game(game_id).quick_options, **options}, 3)
    table = open_table(app, session, settle=2)
    app.services.settings["ai_pace"] = "instant"
    made = mash_to_the_end(app, session, table, seed=1, presses=20000)
    assert session.is_over, f"{game_id}: not over after the presses ({made} moves made by the pad)"
    assert made >= 3


def _cursor_to(app, table, target: tuple[str, str]) -> None:
    """The d-pad walks Pragon's cursor until ``target`` has it."""
    for _ in range(len(table.input.focusables()) + 1):
        if table.input.focused() == target:
            return
        pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    raise AssertionError(f"{target} is not among {table.input.focusables()}")


def test_a_pragon_deal_is_played_to_its_end_with_the_pad_alone(app) -> None:
    """The rules-of-thumb player's choice each time, made with the pad only: cards into the
    tray with the d-pad and X, the hand played with A, stacks chosen the same way, Done and
    End round by the focus (RB) and A."""
    from eternus.engine.pragon.actions import EndRound, FinishEffect, Flip, MakeHand, Place, Remove
    from eternus.engine.pragon.ai import action_score

    session = GameSession.new("pragon", [Seat("You")], {}, 5)
    table = open_table(app, session, settle=2)
    made = 0
    for _ in range(400):
        if session.is_over:
            break
        state = session.state
        legal = [a for a in state.legal_actions() if isinstance(a, (MakeHand, Flip, Remove, Place, FinishEffect,
                                                                       EndRound))]
        hand = set(state.view(0)["hand"])
        action = max(legal, key=lambda a: action_score(a, hand))
        before = len(session.record.actions)
        if isinstance(action, MakeHand):
            for card in action.cards:
                _cursor_to(app, table, ("card", card))
                pad(app, pygame.CONTROLLER_BUTTON_X)
            pad(app, pygame.CONTROLLER_BUTTON_A)
        elif isinstance(action, (Flip, Remove)):
            _cursor_to(app, table, ("zone", f"stack:{action.stack}"))
            pad(app, pygame.CONTROLLER_BUTTON_X)
        elif isinstance(action, Place):
            _cursor_to(app, table, ("card", action.card))
            pad(app, pygame.CONTROLLER_BUTTON_X)
            _cursor_to(app, table, ("zone", f"stack:{action.stack}"))
            pad(app, pygame.CONTROLLER_BUTTON_X)
        else:
            _focus_and_press(app, table, ("Done",) if isinstance(action, FinishEffect) else ("End round",))
        frames(app, 30)
        assert len(session.record.actions) > before, f"the pad did not make {action}"
        made += 1
    assert session.is_over and made >= 5


def test_the_title_and_setup_feet_name_the_pads_buttons_while_it_is_in_use(app) -> None:
    from eternus.ui.scenes import title as title_scene

    drawn: list[str] = []
    real = title_scene.fonts.blit_text

    def record(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    app.start()
    mp = pytest.MonkeyPatch()
    mp.setattr(title_scene.fonts, "blit_text", record)
    try:
        frames(app)
        assert title_scene.KEYS in drawn and title_scene.PAD_KEYS not in drawn
        drawn.clear()
        pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        assert title_scene.PAD_KEYS in drawn
        pad(app, pygame.CONTROLLER_BUTTON_A)                 # a game's setup
        drawn.clear()
        frames(app)
        assert any(text.startswith("D-pad") for text in drawn)          # whole, or wrapped beside Start
        assert not any(text.startswith("\u2191 \u2193") for text in drawn)
    finally:
        mp.undo()
