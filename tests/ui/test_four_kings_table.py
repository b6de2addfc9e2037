"""Four Kings Crossing's table, driven by clicks, drags and keys through a headless app."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from eternus.engine.core import Seat
from eternus.engine.four_kings.actions import NextGame, PlacePip, PlaceTaveren, Roll
from eternus.engine.four_kings.events import DiceRolled
from eternus.session import GameSession
from eternus.ui.games.four_kings.geometry import field_centre, where
from tests.ui.helpers import click, finished_match, frames, on_screen, open_table, played_until, record_texts, shot
from tests.ui.helpers import press as key

DT = 1 / 60


frame = frames


def play_until(seats: list[Seat], options: dict, found: Callable[[GameSession], bool],
               seed: int = 1, tries: int = 40) -> GameSession:
    return played_until("four_kings", seats, options, found, seed, tries, moves=400)


def table_for(app, session: GameSession, speed: float = 0.0):
    return open_table(app, session, speed)


HUMAN_VS_AI = [Seat("Ana"), Seat("Bram", "random")]
TWO_PEOPLE = [Seat("Ana"), Seat("Bram")]   # nobody moves but the test


def _choice_after_roll(session: GameSession) -> bool:
    """Seat 0 is to roll, and the roll will ask which of several pip colours to place."""
    state = session.state
    if state.to_act != 0 or Roll() not in state.legal_actions() or len(state.legal_actions()) != 1:
        return False
    after = state.clone()
    after.apply(Roll())
    return after.to_act == 0 and sum(isinstance(a, PlacePip) for a in after.legal_actions()) >= 2


def test_a_click_on_the_dice_rolls_and_the_picker_places_the_chosen_pip(app) -> None:
    session = play_until(TWO_PEOPLE, {}, _choice_after_roll)
    table = table_for(app, session)
    assert table.input.may_roll() and table.input.picker_items() == []
    click(app, table.layout["dice"].rect.center)
    assert session.record.actions[-1] == Roll()
    field = table.view["pending"]["field"]
    assert table.dice.faces == tuple(table.view["turn"]["dice"]) and sum(table.dice.faces) == field
    items = table.input.picker_items()
    colours = [choice.colour for _, choice in items]
    assert len(colours) >= 2 and all(isinstance(c.action, PlacePip) for _, c in items)
    prompt, _ = table.prompt()
    assert "If you win: +1 for holding every" in prompt  # a King is told what the colours are worth
    assert "clear" not in prompt.lower()                # a two-player game has no clear pips
    box, choice = items[-1]
    spot, _ = where(table.layout, table.shown, "pip", f"field:{field}", choice.colour)  # where the new pip will lie
    before = app.screen.get_at((round(spot.x), round(spot.y)))
    pile_before = list(table.view["board"][str(field)])
    click(app, box.center)
    frame(app)
    assert session.record.actions[-1] == PlacePip(choice.colour)
    assert table.view["board"][str(field)] == pile_before + [choice.colour]
    assert table.shown["board"][str(field)] == table.view["board"][str(field)]       # what is drawn
    assert app.screen.get_at((round(spot.x), round(spot.y))) != before


def test_number_keys_pick_a_pip_and_space_rolls(app) -> None:
    session = play_until(TWO_PEOPLE, {}, _choice_after_roll, seed=20)
    table = table_for(app, session)
    key(app, pygame.K_SPACE)
    assert session.record.actions[-1] == Roll()
    first = table.input.picker_items()[0][1]
    key(app, pygame.K_1)
    assert session.record.actions[-1] == first.action


def test_drag_and_throw_tumbles_the_dice_to_the_rolled_faces(app) -> None:
    session = play_until(HUMAN_VS_AI, {}, lambda s: s.state.to_act == 0 and Roll() in s.state.legal_actions())
    table = table_for(app, session, speed=1.0)
    moves = len(session.record.actions)
    start = pygame.Vector2(table.layout["dice"].rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(start), button=1))
    app.frame(DT)
    for step in range(1, 6):
        pos = start + (step * 30, -step * 50)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(round, pos)), rel=(30, -50),
                                             buttons=(1, 0, 0)))
        app.frame(DT)
    assert table.dice.held is not None and len(session.record.actions) == moves   # held, not thrown yet
    rolled = next((e.d1, e.d2) for e in session.state.clone().apply(Roll()) if isinstance(e, DiceRolled))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(map(round, pos)), button=1))
    app.frame(DT)
    assert session.record.actions[moves:] == [Roll()] and table.dice.tumbling
    for _ in range(240):
        if not table.dice.tumbling:
            break
        app.frame(DT)
    assert not table.dice.tumbling and table.dice.faces == rolled


def _taveren_to_place(session: GameSession) -> bool:
    return session.state.to_act == 0 and any(isinstance(a, PlaceTaveren) for a in session.state.legal_actions())


def test_the_taveren_picker_lights_the_legal_fields_and_takes_a_drag(app) -> None:
    session = play_until(TWO_PEOPLE, {"taveren": "6_and_8"}, _taveren_to_place)
    table = table_for(app, session)
    legal = {a.field: a for a in session.state.legal_actions() if isinstance(a, PlaceTaveren)}
    assert table.input.taveren_targets() == sorted(legal)
    wrong = next(n for n in range(2, 13) if n not in legal and n != 7)
    moves = len(session.record.actions)
    click(app, tuple(map(round, field_centre(table.layout, wrong))))
    assert len(session.record.actions) == moves
    token, box = table.input.taveren_token()
    target = max(legal)
    drop = tuple(map(round, field_centre(table.layout, target)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=drop, rel=(0, 0), buttons=(1, 0, 0)))
    app.frame(DT)
    assert table.input.held_taveren is not None and table.input.hover_field == target
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drop, button=1))
    app.frame(DT)
    assert PlaceTaveren(token, target) in session.record.actions
    info = session.state.view(0)["taveren"][token]
    assert (info["where"], info["field"]) == ("border", target)


def test_ai_seats_play_a_whole_game_through_the_turn_driver(app) -> None:
    from eternus.ui.scenes.results import ResultsScene

    seats = [Seat("Ana", "random"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = GameSession.new("four_kings", seats, {"pips": 1}, 4)
    table = table_for(app, session)
    for _ in range(3000):
        if session.is_over:
            break
        table.driver.wait(5)
        app.frame(DT)
    frame(app, 2)
    assert session.is_over and len(session.record.actions) > 3
    assert isinstance(app.services.stack.top, ResultsScene)
    assert any("rolls" in text for text, _ in table.log_lines)


def test_the_intermission_panel_shows_the_result_and_next_game_starts_the_next(app) -> None:
    session = play_until([Seat("Ana"), Seat("Bram")], {"games": 3, "pips": 1},
                         lambda s: s.state.view(0)["phase"] == "intermission")
    table = table_for(app, session)
    frame(app, 3)
    assert table.show_intermission() and session.state.view(0)["phase"] == "intermission"
    assert session.record.actions[-1] != NextGame()          # humans read it first; nobody presses for them
    click(app, table.next_button.rect.center)
    assert session.record.actions[-1] == NextGame()
    view = session.state.view(0)
    assert view["phase"] == "roll" and view["game_no"] == 2 and not table.show_intermission()


def test_clicks_land_in_a_smaller_window(app) -> None:
    session = play_until(HUMAN_VS_AI, {}, lambda s: s.state.to_act == 0 and Roll() in s.state.legal_actions())
    app.resize((1280, 720))
    table = table_for(app, session)
    tray = table.layout["dice"].rect
    outside = on_screen(app, (tray.left - 120, tray.centery))
    moves = len(session.record.actions)
    click(app, outside)
    assert len(session.record.actions) == moves
    click(app, on_screen(app, tray.center))
    assert Roll() in session.record.actions


def test_two_people_get_a_hand_over_banner_not_a_blank_screen(app) -> None:
    from eternus.ui.scenes.privacy import PrivacyScene

    session = GameSession.new("four_kings", [Seat("Ana"), Seat("Bram"), Seat("Cora", "random")], {}, 3)
    table = table_for(app, session)
    for _ in range(400):
        if table.banner is not None:
            break
        if table.input.may_roll():
            key(app, pygame.K_SPACE)
        table.driver.wait(5)
        app.frame(DT)
    assert table.banner is not None and table.banner[0].endswith("to roll")
    assert not isinstance(app.services.stack.top, PrivacyScene)


def test_a_roll_is_saved_and_undo_takes_it_back_to_the_same_dice(app) -> None:
    from eternus.session import save_name
    from eternus.ui.scenes.privacy import PrivacyScene

    session = play_until(TWO_PEOPLE, {}, lambda s: s.state.to_act == 0 and s.state.legal_actions() == [Roll()])
    table = table_for(app, session)
    table.driver.viewer = 0                        # Ana has the screen (past the privacy screen)
    moves = len(session.record.actions)
    key(app, pygame.K_SPACE)
    assert session.record.actions[moves:] == [Roll()]
    assert app.services.storage.exists(save_name("four_kings"))
    first = session.state.to_json()
    frames(app, 3)
    if isinstance(app.services.stack.top, PrivacyScene):   # the turn went to Bram
        key(app, pygame.K_SPACE)
    table.driver.viewer = 1                                # Bram at the screen may not take back Ana's roll
    key(app, pygame.K_u)
    assert len(session.record.actions) == moves + 1 and "only Ana can take that move back" in table.prompt()[0]
    table.driver.viewer = 0                                # Ana may
    key(app, pygame.K_u)
    assert len(session.record.actions) == moves and table.input.may_roll()
    key(app, pygame.K_SPACE)
    assert session.state.to_json() == first          # the same throw again: no fishing for dice


def _ransom_choice(session: GameSession) -> bool:
    from eternus.engine.four_kings.actions import Ransom

    legal = session.state.legal_actions()
    return session.state.to_act == 0 and sum(isinstance(a, Ransom) for a in legal) >= 2


def test_the_ransom_picker_hands_the_crown_to_the_chosen_player(app) -> None:
    session = play_until(TWO_PEOPLE, {}, _ransom_choice)
    table = table_for(app, session)
    items = table.input.picker_items()
    assert items and all(choice.to for _, choice in items)
    box, choice = items[-1]
    held_before = [c for c, k in table.view["crowns"].items() if k["holder"] == choice.to]
    click(app, box.center)
    assert session.record.actions[-1] == choice.action
    held = [c for c, k in session.state.view(0)["crowns"].items() if k["holder"] == choice.to]
    assert len(held) == len(held_before) + 1
    assert table.shown["crowns"] == session.state.view(0)["crowns"]       # the panels show it


def test_the_shown_copy_follows_pips_and_money_in_flight() -> None:
    from eternus.ui.games.four_kings import logic as L

    king = GameSession.new("four_kings", TWO_PEOPLE, {}, 1).state.view(0)
    shown = L.shown_copy(king)
    L.take_from(shown, "role:W1", "white")
    assert L.role(shown, "W1")["pips"]["white"] == L.role(king, "W1")["pips"]["white"] - 1
    L.put_to(shown, "field:9", "white")
    assert shown["board"]["9"] == ["white"] and king["board"]["9"] == []
    money = GameSession.new("four_kings", TWO_PEOPLE, {"variant": "straight_gluckhaus"}, 1).state.view(0)
    shown = L.shown_copy(money)
    L.take_from(shown, "role:P1", "clear")                 # Straight Gluckhaus plays money as pips
    assert L.role(shown, "P1")["stakes"] == L.role(money, "P1")["stakes"] - 1


def test_escape_pauses_and_f1_opens_the_four_kings_rules(app) -> None:
    from eternus.ui.scenes.pause import PauseScene
    from eternus.ui.scenes.rules import RulesScene

    table = table_for(app, GameSession.new("four_kings", TWO_PEOPLE, {}, 2))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.services.stack.top, PauseScene)
    app.services.stack.pop()
    key(app, pygame.K_F1)
    assert isinstance(app.services.stack.top, RulesScene) and app.services.stack.scenes[-2] is table


def _roll_ending_in_a_flight(session: GameSession) -> bool:
    from eternus.engine.four_kings.events import PipMoved, TaverenMoved

    state = session.state
    if state.to_act != 0 or state.legal_actions() != [Roll()]:
        return False
    events = state.clone().apply(Roll())
    return isinstance(events[-1], (PipMoved, TaverenMoved))


def test_once_everything_has_landed_the_table_shows_the_engine_view(app) -> None:
    session = play_until(TWO_PEOPLE, {"taveren": "6_and_8"}, _roll_ending_in_a_flight, seed=7)
    table = table_for(app, session, speed=1.0)
    key(app, pygame.K_SPACE)
    assert table.busy and table.shown != table.view        # the roll is still being played
    for _ in range(600):
        if not table.busy:
            break
        app.frame(DT)
    app.frame(DT)
    assert not table.busy and not table.anim.flights and table.shown == table.view


def test_the_input_works_through_its_narrow_link_without_a_table(app) -> None:
    """FourKingsInput needs only a WheelLink, the layout and the dice: a stand-in link with
    a pip choice open gets the picked action, and Enter with no choice rolls."""
    from dataclasses import dataclass, field

    from eternus.engine.core import Action
    from eternus.engine.four_kings.actions import PayBack
    from eternus.engine.four_kings.phases import ViewPhase
    from eternus.ui.games.four_kings.dice import Dice
    from eternus.ui.games.four_kings.input import FourKingsInput
    from eternus.ui.games.four_kings.table import REQUIRED_ZONES
    from eternus.ui.table.layout import load_layout, table_map_path

    @dataclass
    class Link:
        actions: list[Action]
        applied: list[Action] = field(default_factory=list)
        rolls: int = 0
        busy: bool = False
        phase: ViewPhase = "decide"

        def human_to_act(self) -> bool:
            return True

        def legal_actions(self) -> list[Action]:
            return self.actions

        def apply(self, action: Action) -> str | None:
            self.applied.append(action)
            return None

        def roll(self, start: pygame.Vector2 | None = None, fling: pygame.Vector2 | None = None) -> None:
            self.rolls += 1

        def next_game(self) -> None:
            raise AssertionError("not between games")

        def refuse(self, reason: str) -> None:
            raise AssertionError(reason)

        def sound(self, name: str) -> None:
            pass

    layout = load_layout(table_map_path("four_kings"), REQUIRED_ZONES)
    link = Link([PayBack("white"), PayBack("black")])
    wheel_input = FourKingsInput(link, layout, Dice(layout["dice"].rect, 66))
    items = wheel_input.picker_items()
    assert [choice.action for _, choice in items] == [PayBack("white"), PayBack("black")]
    box, choice = items[1]
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box.center, button=1)
    assert wheel_input.handle(down) and link.applied == [PayBack("black")]
    link.actions, link.phase = [Roll()], "roll"
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    assert wheel_input.handle(enter) and link.rolls == 1 and wheel_input.may_roll()


def test_big_moments_are_said_in_the_middle_of_the_wheel_and_hold_the_next_move(app) -> None:
    from eternus.engine.four_kings.events import CrownMoved, FisherChanged, PipMoved
    from eternus.ui.games.four_kings.logic import log_lines

    session = GameSession.new("four_kings", TWO_PEOPLE, {}, 3)
    table = table_for(app, session)
    view = table.shown
    sweep = [PipMoved("white", f"field:{n}", "role:W1") for n in (2, 3, 4, 5, 6)]
    lines = log_lines(view, [*sweep, CrownMoved("W2", "W2", "B1", "ransom"), FisherChanged("B1", "")])
    assert [(line.index, line.big) for line in lines] == [(0, True), (5, True), (6, True)]
    assert "gathers 5 pips" in lines[0].text
    app.services.settings["ai_pace"] = "normal"
    table.anim.play([FisherChanged("B1", "")])
    frame(app, 3)
    assert table.announcement is not None and "Fisher" in table.announcement.text
    assert table.busy                                      # the next move waits for the big moment
    shot(app, "four_kings_big_moment")
    frame(app, 200)
    assert table.announcement is None and not table.busy


def test_every_players_name_reads_whole_at_the_large_text_size(app, monkeypatch) -> None:
    """The role's label ("Black King") left "Opponent 1" as "Oppone..." at the large text size;
    the label now goes down beside the role's id when the name would not fit whole."""
    from eternus.ui import fonts

    seats = [Seat("You"), Seat("Opponent 1", "random"), Seat("Opponent 2", "random")]
    app.services.settings["text_size"] = "large"
    try:
        table_for(app, GameSession.new("four_kings", seats, {}, 5))
        recorded = record_texts(monkeypatch)
        frames(app)
    finally:
        fonts.set_large_text(False)
    drawn = [text for text, _, _ in recorded]
    assert {"Opponent 1", "Opponent 2"} <= set(drawn)
    assert "Black King" in drawn or "White King" in drawn


def test_a_six_player_deal_flies_every_pip_to_its_place_without_stopping_the_table(app) -> None:
    """The table stopped with ``ValueError: Argument 2 must be in range [0, 1]`` from a pip's
    flight at a six-player table: the clock, summed frame by frame, put a flight a few ulps
    short of its end, and the smoothstep rounded that progress to just over 1 for ``lerp``."""
    from eternus.engine.four_kings.game import FourKingsGame
    from eternus.engine.four_kings.events import PipMoved
    from eternus.ui.games.four_kings.anim import eased

    assert 0.0 <= eased(0.9999999999999997) <= 1.0 and eased(1.0) == 1.0 and eased(-0.5) == 0.0
    seats = [Seat("Ana"), *(Seat(f"Player {i}", "random") for i in range(2, 7))]
    options = {"pips": "rolled", "towers_double": True, "taveren": "6_and_8"}
    session = GameSession.new("four_kings", seats, options, 1)
    table = table_for(app, session, speed=1.0)
    events = FourKingsGame().deal(tuple(seats), options, 1)[1] * 6     # a long batch of flights
    assert sum(isinstance(e, PipMoved) for e in events) >= 40
    table.anim.play(events)
    for _ in range(6000):
        if not table.animator.busy:
            break
        table.animator.update(DT)
    assert not table.animator.busy and not table.anim.flights


def _patron_of_both_pairs(session: GameSession) -> bool:
    tokens = {a.token for a in session.state.legal_actions() if isinstance(a, PlaceTaveren)}
    return session.state.to_act == 0 and len(tokens) == 2


def test_a_patron_of_both_pairs_sets_the_pair_the_prompt_names_by_click_or_key(app) -> None:
    """Chase the Dragon, hot-seat: the prompt said "Set the Wolf..." while the token shown was
    the Raven and pressing 1 set the Raven. Now the prompt names the pair a click or a key
    sets, both pairs' tokens are shown, and the other pair is chosen by a click or an arrow."""
    options = {"variant": "chase_the_dragon", "taveren": "6_and_8"}
    session = play_until(TWO_PEOPLE, options, _patron_of_both_pairs)
    table = table_for(app, session)
    legal = session.state.legal_actions()
    assert [token for token, _ in table.input.taveren_tokens()] == ["wolf", "raven"]
    token, _ = table.input.taveren_token()
    assert token == "wolf" and "Set the Wolf" in table.prompt()[0] and "the Raven instead" in table.prompt()[0]
    wolf_fields = sorted(a.field for a in legal if isinstance(a, PlaceTaveren) and a.token == "wolf")
    assert table.input.taveren_targets() == wolf_fields
    key(app, pygame.K_RIGHT)                                  # the other pair, by key
    assert table.input.taveren_token()[0] == "raven" and "Set the Raven" in table.prompt()[0]
    key(app, pygame.K_LEFT)
    raven_box = dict(table.input.taveren_tokens())["raven"]
    click(app, raven_box.center)                              # ... or by a click on its token
    assert "Set the Raven" in table.prompt()[0] and "the Wolf instead" in table.prompt()[0]
    key(app, pygame.K_LEFT)
    assert "Set the Wolf" in table.prompt()[0]
    moves = len(session.record.actions)
    key(app, pygame.K_1)                                      # the prompt said the Wolf: the Wolf it is
    assert session.record.actions[moves:] == [PlaceTaveren("wolf", wolf_fields[0])]
    assert "The Wolf goes from" in " ".join(text for text, _ in table.log_lines)


def test_a_patron_of_both_pairs_can_set_the_raven_by_clicking_a_lit_field(app) -> None:
    session = play_until(TWO_PEOPLE, {"variant": "chase_the_dragon", "taveren": "6_and_8"}, _patron_of_both_pairs)
    table = table_for(app, session)
    click(app, dict(table.input.taveren_tokens())["raven"].center)
    target = table.input.taveren_targets()[-1]
    moves = len(session.record.actions)
    click(app, tuple(map(round, field_centre(table.layout, target))))
    assert session.record.actions[moves:] == [PlaceTaveren("raven", target)]


def _setup_with_variant(app, variant: str):
    """The Four Kings setup screen with ``variant`` chosen the way a player does (arrow keys)."""
    from eternus.ui.scenes.setup import SetupScene

    app.start()
    app.stack.push(SetupScene(app.services, "four_kings"))
    app.frame(DT)
    setup = app.stack.top
    chooser = setup.option_rows["variant"]
    setup.menu.focus_on(chooser)
    for _ in range(8):
        if chooser.value == variant:
            break
        key(app, pygame.K_RIGHT)
    assert setup.values["variant"] == variant
    return setup


def test_the_setup_screen_greys_out_the_options_a_variant_ignores_at_the_value_it_plays(app) -> None:
    """Kaerathon with "Pips each 3" started with four each, Chase the Dragon with one; Scoring
    stayed active for Chase (which pays nobody), Games for the Kaerathon Cycle and Broken
    Seals, Rounds for every variant but Straight Gluckhaus. They grey out now, as Towers
    double does, showing what the game will really do."""
    from eternus.engine.registry import get_game

    setup = _setup_with_variant(app, "standard")
    rows = setup.option_rows
    assert rows["pips"].enabled and rows["games"].enabled and rows["scoring"].enabled
    assert not rows["rounds"].enabled
    setup = _setup_with_variant(app, "kaerathon_cycle")
    rows = setup.option_rows
    assert not rows["pips"].enabled and setup.values["pips"] == 4 and rows["pips"].value == 4
    assert not rows["games"].enabled and not rows["rounds"].enabled and rows["scoring"].enabled
    setup = _setup_with_variant(app, "chase_the_dragon")
    rows = setup.option_rows
    assert not rows["pips"].enabled and setup.values["pips"] == 1
    assert not rows["scoring"].enabled and not rows["games"].enabled and not rows["stakes"].enabled
    setup = _setup_with_variant(app, "broken_seals")
    assert not setup.option_rows["games"].enabled and setup.option_rows["pips"].enabled
    setup = _setup_with_variant(app, "straight_gluckhaus")
    assert setup.option_rows["rounds"].enabled and not setup.option_rows["pips"].enabled
    assert get_game("four_kings").resolve_options(setup.values)["variant"] == "straight_gluckhaus"


def test_straight_gluckhaus_header_shows_the_money_each_player_starts_with_not_pips(app, monkeypatch) -> None:
    session = GameSession.new("four_kings", TWO_PEOPLE, {"variant": "straight_gluckhaus", "stakes": 10}, 1)
    table_for(app, session)
    recorded = record_texts(monkeypatch)
    frames(app)
    drawn = [text for text, _, _ in recorded]
    assert "10 to play" in drawn
    assert not any("Pips each" in text for text in drawn) and any("Stakes each" in text for text in drawn)


def test_the_log_says_a_finished_games_result_once(app) -> None:
    """The last line appeared twice ("The Wheel turns: ..." twice): the game's GameFinished
    and the series' GameOver carry the same words."""
    from eternus.engine.core import GameOver
    from eternus.engine.four_kings.events import GameFinished
    from eternus.ui.games.four_kings.logic import log_lines

    view = GameSession.new("four_kings", TWO_PEOPLE, {}, 3).state.view(0)
    text = "The Wheel turns: every pip lies on the board, all debts are cancelled."
    lines = [line.text for line in log_lines(view, [GameFinished(1, "", "wheel", text), GameOver(text, (0.0, 0.0))])]
    assert lines == [text]
    session = finished_match("four_kings", TWO_PEOPLE)
    table = table_for(app, session)
    said = table.log_of(session.record.replay()[1][-12:])
    assert said and said.count(said[-1]) == 1 and any(isinstance(e, GameOver) for e in session.record.replay()[1])


def test_every_log_line_names_the_player_with_the_role_in_brackets(app) -> None:
    """"The Gateways: W1 is skipped", "King W1 is ransomed: W1 -> B2", "B2 holds all four
    Kings", "Alice (B2) and B1 hold all four Kings" and the direction panel's "next: P2" name
    the player now, as the table does everywhere: "Ana (W1)"."""
    from eternus.engine.core import GameOver
    from eternus.engine.four_kings.events import CrownMoved, GameFinished, PlayerSkipped, StakesPaid
    from eternus.ui.games.four_kings.logic import log_lines

    session = GameSession.new("four_kings", TWO_PEOPLE, {}, 3)
    view = session.state.view(0)
    ana, bram = {r["id"]: r["name"] for r in view["roles"]}["W1"], "Bram"
    assert ana == "Ana"
    both = ("B2 and B1 hold all four Kings between them, and one player plays both: B2 wins the game.")
    events = [PlayerSkipped(0, role="W1"), CrownMoved("W1", "role:W1", "role:B2", "ransom"),
              StakesPaid("role:W1", "role:B2", 2), StakesPaid("hoard", "role:W2", 3),
              GameFinished(1, "B2", "kings", both), GameOver("B2 holds all four Kings and wins the game.", (0.0, 0.0))]
    lines = [line.text for line in log_lines(view, events)]
    assert lines == [
        "The Gateways: Ana (W1) is skipped.",
        "King W1 is ransomed: from Ana (W1) to Bram (B2).",
        "Ana (W1) pays 2 stakes to Bram (B2).",
        "The Hoard pays 3 stakes to Ana (W2).",
        f"{bram} (B2) and {bram} (B1) hold all four Kings between them, and one player plays both: "
        f"{bram} (B2) wins the game.",
        "Bram (B2) holds all four Kings and wins the game.",
    ]


def test_a_one_game_match_says_game_over_not_series_over(app) -> None:
    session = finished_match("four_kings", TWO_PEOPLE)
    assert session.state.view(0)["game_no"] == 1
    table = table_for(app, session)
    assert table.status_text() == "Game over" and table.prompt()[0] == "The game is over."
    series = play_until(TWO_PEOPLE, {"games": 3, "pips": 1}, lambda s: s.state.view(0)["game_no"] == 3)
    rng = random.Random(1)
    while not series.is_over:
        series.apply(rng.choice(series.state.legal_actions()))
    table = table_for(app, series)
    assert table.status_text() == "Series over"


def _king_chooses_a_pip(session: GameSession) -> bool:
    view = session.state.view(0)
    pending = view["pending"]
    return (pending is not None and pending["kind"] == "place"
            and next(r for r in view["roles"] if r["id"] == pending["role"])["kind"] == "king"
            and len(session.state.legal_actions()) >= 2)


def _prompt_of(session: GameSession) -> str:
    from eternus.ui.games.four_kings.logic import prompt_for

    return prompt_for(session.state.view(0), session.state.legal_actions())


def test_the_pip_prompt_tells_only_the_colour_worth_that_applies() -> None:
    """Chase the Dragon pays nobody, yet the prompt said "...all of it pays +1, none costs
    1."; four- and two-player games have no clear pips, yet every prompt began "Clear pips
    score nothing". Now: nothing where no King is paid, clear pips only when offered."""
    chase = play_until(TWO_PEOPLE, {"variant": "chase_the_dragon"}, _king_chooses_a_pip)
    assert "If you win" not in _prompt_of(chase) and "+1" not in _prompt_of(chase)
    drinking = play_until(TWO_PEOPLE, {"scoring": "drinking"}, _king_chooses_a_pip)
    assert "+1" not in _prompt_of(drinking)
    four = play_until([Seat(f"P{i}") for i in range(4)], {}, _king_chooses_a_pip)
    prompt = _prompt_of(four)
    assert "If you win: +1 for holding every" in prompt and "clear" not in prompt.lower()

    def clear_offered(session: GameSession) -> bool:
        return _king_chooses_a_pip(session) and PlacePip("clear") in session.state.legal_actions()

    six = play_until([Seat(f"P{i}") for i in range(6)], {}, clear_offered, tries=80)
    assert "clear pips count for nothing" in _prompt_of(six).lower()


def test_the_direction_panel_names_the_next_player(app, monkeypatch) -> None:
    """It said "next: P2"; it names the player as the table does everywhere."""
    session = GameSession.new("four_kings", TWO_PEOPLE, {}, 3)
    table = table_for(app, session)
    recorded = record_texts(monkeypatch)
    frames(app)
    nxt = next(text for text, _, _ in recorded if text.startswith("next: "))
    role_id = nxt.rpartition("(")[2].rstrip(")")
    name = next(r["name"] for r in table.shown["roles"] if r["id"] == role_id)
    assert nxt == f"next: {name} ({role_id})"


# ---------------------------------------------------------------------- the large text size
LARGE_SEATS = [Seat("Alice"), Seat("Rook", "random"), Seat("Wren", "random")]
MARGIN = 4          # a text keeps this far inside its box


def _inside(rect: pygame.Rect, box: pygame.Rect) -> bool:
    return box.inflate(-2 * MARGIN, -2 * MARGIN).contains(rect)


def _spilled(texts, boxes: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    """The texts that touch one of ``boxes`` (zone name: rect) without lying inside it."""
    return [(name, text) for name, box in boxes.items() for text, rect, _ in texts
            if text.strip() and rect.colliderect(box) and not _inside(rect, box)]


def _crowns_of_every_kind(session: GameSession) -> bool:
    from eternus.ui.games.four_kings.logic import crown_state

    view = session.state.view(0)
    return any({"own", "won", "captured"} <= {k for _, k in crown_state(view, r["id"])} for r in view["roles"])


def _large_texts(app, monkeypatch, session: GameSession):
    from tests.ui.helpers import texts_on_open

    return texts_on_open(app, monkeypatch, session)


def _at_large_size(ask: Callable[[], list]) -> list:
    """What ``ask`` answers at the large text size (the boxes the frame was drawn with)."""
    from eternus.ui import fonts

    fonts.set_large_text(True)
    try:
        return ask()
    finally:
        fonts.set_large_text(False)


def test_at_the_large_text_size_the_pip_choices_and_the_panels_keep_their_words_inside(app, monkeypatch) -> None:
    """At the large size the pip choices read "1  black2  clear" (each label wider than its
    box, running into the next), a panel's "Stakes 16  1 own  1 won  1 captured" ran past its
    right edge, "Stakes 10  1 own" sat on its bottom border, and "anticlockwise" left "Play goes"."""
    clear = play_until(LARGE_SEATS, {}, lambda s: s.state.to_act == 0 and PlacePip("clear") in s.state.legal_actions())
    table, texts = _large_texts(app, monkeypatch, clear)
    items = _at_large_size(table.input.picker_items)
    assert len(items) >= 2 and any(choice.colour == "clear" for _, choice in items)
    labels = [(text, rect) for text, rect, _ in texts if any(text.endswith(c.colour) for _, c in items)]
    assert len(labels) == len(items)
    for (_, rect), (box, _) in zip(labels, items, strict=True):
        assert _inside(rect, box)                                 # each label in its own box
    assert not any(a.colliderect(b) for i, (_, a) in enumerate(labels) for _, b in labels[i + 1:])
    zones = {name: table.layout[name].rect for name in ("prompt", "direction", *(f"role:{i}" for i in range(6)))}
    assert _spilled(texts, zones) == []
    app.services.stack.pop()

    crowns = play_until(LARGE_SEATS, {"taveren": "6_and_8"}, _crowns_of_every_kind)
    table, texts = _large_texts(app, monkeypatch, crowns)
    assert _spilled(texts, {f"role:{i}": table.layout[f"role:{i}"].rect for i in range(6)}) == []
    app.services.stack.pop()

    anticlockwise = play_until(LARGE_SEATS, {}, lambda s: s.state.view(0)["turn"]["direction"] < 0)
    table, texts = _large_texts(app, monkeypatch, anticlockwise)
    assert "anticlockwise" in [text for text, _, _ in texts]
    assert _spilled(texts, {"direction": table.layout["direction"].rect}) == []


def test_at_the_large_text_size_the_chase_prompts_keep_their_words_inside(app, monkeypatch) -> None:
    """Chase the Dragon at the large size: "crown to Alice (B2)" under a ransom touched the
    prompt panel's border, and the ta'veren token's "drag me" was wider than its box."""
    options = {"variant": "chase_the_dragon", "taveren": "6_and_8"}
    ransom = play_until(LARGE_SEATS, options, _ransom_choice)
    table, texts = _large_texts(app, monkeypatch, ransom)
    assert any(text.startswith("crown to ") for text, _, _ in texts)
    assert _spilled(texts, {"prompt": table.layout["prompt"].rect}) == []
    app.services.stack.pop()

    taveren = play_until(LARGE_SEATS, options, _taveren_to_place)
    table, texts = _large_texts(app, monkeypatch, taveren)
    tokens = _at_large_size(table.input.taveren_tokens)
    assert tokens and "drag me" in [text for text, _, _ in texts]
    boxes = {f"token:{name}": box for name, box in tokens}
    assert _spilled(texts, {"prompt": table.layout["prompt"].rect, **boxes}) == []
