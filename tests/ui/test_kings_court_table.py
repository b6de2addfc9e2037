"""King's Court's table, driven by drags, clicks and keys through a headless app.

The game is not in the registry until its table is accepted, so every test here puts it
there for the test's duration.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from eternus.engine.core import Seat
from eternus.engine.kings_court.actions import (
    CallOnGuard, CatchOnGuard, Draw, LetGo, NameSuit, Pass, Play, StaySilent,
)
from eternus.session import GameSession
from eternus.ui.games.kings_court import logic
from tests.ui.helpers import click, drag, frames, open_table, played_until, record_drawn, record_texts, shot
from tests.ui.helpers import press as key

DT = 1 / 60
SHORT = {"score_limit": 100, "max_hands": 1}


frame = frames


def play_until(seats: list[Seat], found: Callable[[GameSession], bool], options: dict | None = None,
               seed: int = 1, tries: int = 60) -> GameSession:
    return played_until("kings_court", seats, options or {}, found, seed, tries, moves=600)


def table_for(app, session: GameSession, speed: float = 0.0):
    return open_table(app, session, speed, settle=2)


YOU_AND_AI = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")]


def play_at_the_table_until(app, table, session: GameSession, seed: int, *scenes: type):  # type: ignore[no-untyped-def]
    """The person plays random legal moves (the AI seats theirs) until one of ``scenes``
    is on top; returns the top scene (the caller asserts which it is)."""
    rng = random.Random(seed)
    for _ in range(6000):
        if isinstance(app.services.stack.top, scenes):
            break
        if table.my_decision():
            table.apply(rng.choice(session.state.legal_actions()))
        table.driver.wait(5)
        app.frame(DT)
    return app.services.stack.top


def _my_turn_with_a_choice_of_cards(session: GameSession) -> bool:
    """Seat 0 starts its turn holding a playable card and a card that may not be played."""
    state = session.state
    if state.to_act != 0 or state.view(0)["phase"] != "turn":
        return False
    plays = {a.card for a in state.legal_actions() if isinstance(a, Play)}
    hand = state.view(0)["hand"]
    return bool(plays) and any(c not in plays for c in hand)


def _grab_point(table, card: str) -> tuple[int, int]:
    """A point on ``card`` in the fanned hand that no neighbour covers (left of its centre)."""
    slot = table.display.slot_of(card)
    assert slot is not None
    return round(slot.center.x) - 20, round(slot.center.y)


def test_dragging_a_legal_card_onto_the_discard_pile_plays_it(app) -> None:
    session = play_until(YOU_AND_AI, _my_turn_with_a_choice_of_cards)
    table = table_for(app, session)
    plays = [a for a in session.state.legal_actions() if isinstance(a, Play)]
    card = next(a.card for a in plays if sum(p.card == a.card for p in plays) == 1)
    moves = len(session.record.actions)
    drag(app, _grab_point(table, card), table.layout["discard"].rect.center)
    assert session.record.actions[moves] == Play(card)
    assert card in session.state.view(0)["discard"] and card not in session.state.view(0)["hand"]


def test_an_illegal_drop_snaps_back_with_the_engines_reason(app) -> None:
    session = play_until(YOU_AND_AI, _my_turn_with_a_choice_of_cards, seed=30)
    table = table_for(app, session, speed=1.0)
    legal = {a.card for a in session.state.legal_actions() if isinstance(a, Play)}
    card = next(c for c in session.state.view(0)["hand"] if c not in legal)
    reason = session.state.why_illegal(Play(card))
    moves = len(session.record.actions)
    drag(app, _grab_point(table, card), table.layout["discard"].rect.center)
    assert len(session.record.actions) == moves                 # the engine refused it
    assert table.input.drag.last_refusal == reason and reason
    assert table.notice is not None and table.notice.text == reason
    assert table.input.drag.snapping and table.input.drag.snapping[0].sprite.card == card   # flying home
    frame(app, 40)
    assert not table.input.drag.snapping and any(s.card == card for s in table.display.visible("hand"))


def test_the_draw_button_draws_a_card(app) -> None:
    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and Draw() in s.state.legal_actions())
    table = table_for(app, session)
    before = session.state.view(0)["hands"][0]["count"] + len(session.state.view(0)["front"][0])
    assert table.btn_draw.enabled
    click(app, table.btn_draw.rect.center)
    assert Draw() in session.record.actions[-3:]
    view = session.state.view(0)
    assert view["hands"][0]["count"] + len(view["front"][0]) > before or view["phase"] != "turn"


def test_the_suit_picker_names_the_clicked_suit(app) -> None:
    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and s.state.view(0)["phase"] == "suit")
    table = table_for(app, session)
    items = table.input.choices()
    suits = [i.suit for i in items]
    assert suits and suits == [a.suit for a in session.state.legal_actions()]
    moves = len(session.record.actions)
    click(app, items[-1].rect.center)
    assert session.record.actions[moves] == NameSuit(suits[-1])
    assert session.state.view(0)["suit"] == suits[-1]


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_every_suit_token_holds_its_whole_name_inside_the_prompt_panel(app, text_size) -> None:
    """At the large text size seven tokens of one width ran their names together."""
    from eternus.ui import fonts
    from eternus.ui.games.kings_court.input import SUIT_LABEL

    app.services.settings["text_size"] = text_size
    try:
        session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and s.state.view(0)["phase"] == "suit")
        table = table_for(app, session)
        items = table.input.choices()
        names = [fonts.measure(i.label, SUIT_LABEL, fonts.BOLD)[0] for i in items]
        panel = table.zone_rect("prompt")
    finally:
        fonts.set_large_text(False)
    assert len(items) == 7 and all(i.suit for i in items)
    assert all(width <= i.rect.w - 8 and panel.contains(i.rect) for i, width in zip(items, names, strict=True))
    assert not any(a.rect.colliderect(b.rect) for n, a in enumerate(items) for b in items[n + 1:])


def _my_guard_window(session: GameSession) -> bool:
    return session.state.to_act == 0 and session.state.view(0)["phase"] == "guard"


def test_the_on_guard_button_calls_it_within_the_window(app) -> None:
    session = play_until(YOU_AND_AI, _my_guard_window)
    table = table_for(app, session)
    assert table.human_window() and table.window_left is not None
    assert table.btn_guard in table.actions_bar.shown()
    moves = len(session.record.actions)
    click(app, table.btn_guard.rect.center)
    assert session.record.actions[moves] == CallOnGuard()


def test_an_on_guard_window_left_to_run_out_is_silence(app) -> None:
    from eternus.ui.games.kings_court.table import GUARD_SECONDS

    session = play_until(YOU_AND_AI, _my_guard_window)
    table = table_for(app, session)
    moves = len(session.record.actions)
    frame(app, int(GUARD_SECONDS / DT) - 20)
    assert len(session.record.actions) == moves and 0 < table.window_left < 0.5
    frame(app, 30)
    assert session.record.actions[moves] == StaySilent()


def test_a_slow_pace_gives_a_person_a_longer_on_guard_window(app) -> None:
    """The window kept to three seconds whatever pace the table set for its computer players."""
    from eternus.ui.games.kings_court.table import GUARD_SECONDS

    app.services.settings["ai_pace"] = "slow"
    session = play_until(YOU_AND_AI, _my_guard_window)
    table = table_for(app, session)
    assert table.window_left is not None and table.window_left > GUARD_SECONDS + 1.5
    moves = len(session.record.actions)
    frame(app, int((GUARD_SECONDS + 1.0) / DT))
    assert len(session.record.actions) == moves                 # still open past three seconds


def test_ai_seats_play_a_hand_through_the_turn_driver(app) -> None:
    from eternus.ui.scenes.results import ResultsScene

    seats = [Seat("Ana", "random"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = GameSession.new("kings_court", seats, SHORT, 4)
    table = table_for(app, session)
    for _ in range(4000):
        if session.is_over:
            break
        table.driver.wait(5)
        app.frame(DT)
    frame(app, 2)
    assert session.is_over and len(session.record.actions) > 5
    from eternus.ui.scenes.summary import SummaryScene
    from eternus.ui.table.hands import AI_ONLY_SUMMARY

    assert isinstance(app.services.stack.top, SummaryScene)      # the last hand, summed up first
    frame(app, int(AI_ONLY_SUMMARY / DT) + 3)                     # ... going on by itself
    assert isinstance(app.services.stack.top, ResultsScene)
    assert any("scored" in text for text, _ in table.log_lines)
    assert not table.show_bottom()       # nobody human: no hand is shown face up


def test_two_people_get_the_privacy_screen_and_the_table_turns_to_the_next(app) -> None:
    from eternus.ui.scenes.privacy import PrivacyScene

    session = GameSession.new("kings_court", [Seat("Ana"), Seat("Bram")], SHORT, 6)
    table = table_for(app, session)
    first = session.state.to_act
    assert isinstance(app.services.stack.top, PrivacyScene)      # the first person's cards wait too
    key(app, pygame.K_SPACE)
    frame(app, 2)
    assert table.bottom == first
    for _ in range(6):            # the first person ends their turn: draw, then pass if still asked
        if isinstance(app.services.stack.top, PrivacyScene) or session.state.to_act != first:
            break
        legal = session.state.legal_actions()
        if Draw() in legal:
            key(app, pygame.K_d)
        elif Pass() in legal:
            key(app, pygame.K_p)
        else:
            table.apply(legal[0])
            frame(app)
    frame(app, 2)
    assert session.state.to_act != first
    assert isinstance(app.services.stack.top, PrivacyScene)
    key(app, pygame.K_SPACE)
    frame(app, 2)
    second = session.state.to_act
    assert app.services.stack.top is table and table.bottom == second
    shown = [s.card for s in table.display.visible("hand")]
    assert sorted(shown) == sorted(session.state.view(second)["hand"])


def test_escape_pauses_and_f1_opens_the_kings_court_rules(app) -> None:
    from eternus.ui.scenes.pause import PauseScene
    from eternus.ui.scenes.rules import RulesScene

    table = table_for(app, GameSession.new("kings_court", YOU_AND_AI, SHORT, 2))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.services.stack.top, PauseScene)
    app.services.stack.pop()
    key(app, pygame.K_F1)
    assert isinstance(app.services.stack.top, RulesScene) and app.services.stack.scenes[-2] is table


def test_a_move_is_saved_at_once(app) -> None:
    from eternus.session import save_name

    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and Draw() in s.state.legal_actions())
    table_for(app, session)
    key(app, pygame.K_d)
    assert app.services.storage.exists(save_name("kings_court"))


def test_a_battle_card_is_aimed_by_clicking_the_target_players_panel(app) -> None:
    from eternus.engine.kings_court.actions import Target

    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and s.state.view(0)["phase"] == "target",
                         options={"decks": "kc+kd"})
    table = table_for(app, session)
    panels = table.input.target_panels()
    assert set(panels) == {a.seat for a in session.state.legal_actions() if isinstance(a, Target) and a.seat >= 0}
    seat, rect = max(panels.items())
    moves = len(session.record.actions)
    click(app, rect.center)
    assert session.record.actions[moves] == Target(seat)


def test_the_flaming_arrow_burn_offers_the_hand_as_cards(app) -> None:
    from eternus.engine.kings_court.actions import BurnCard

    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and s.state.view(0)["phase"] == "burn",
                         options={"decks": "kc+kd"})
    table = table_for(app, session)
    items = table.input.choices()
    assert sorted(i.card for i in items) == sorted(session.state.view(0)["hand"])
    moves = len(session.record.actions)
    click(app, items[0].rect.center)
    assert session.record.actions[moves] == BurnCard(items[0].card)


def test_another_persons_catch_window_turns_the_shown_hand_down(app) -> None:
    from eternus.engine.kings_court.actions import CatchOnGuard

    people = [Seat("Ana"), Seat("Bram"), Seat("Cora", "random")]
    session = play_until(people, lambda s: s.state.view(0)["phase"] == "catch" and s.state.to_act in (0, 1))
    table = table_for(app, session)
    catcher = session.state.to_act
    table.driver.viewer = 1 - catcher          # the other person sits at the screen
    table.sync()
    frame(app, 2)
    assert table.public_window() and not table.show_bottom()
    assert all(not s.face_up for s in table.display.visible("hand"))
    assert table.btn_guard.label.startswith(session.record.seats[catcher].name)
    moves = len(session.record.actions)
    click(app, table.btn_guard.rect.center)
    assert session.record.actions[moves] == CatchOnGuard()


def test_a_drawn_card_flies_from_the_deck_and_the_table_then_shows_the_view(app) -> None:
    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and Draw() in s.state.legal_actions())
    table = table_for(app, session, speed=1.0)
    deck_before = len(table.display.piles["deck"])
    key(app, pygame.K_d)
    assert table.busy and table.animator.sprites           # a card is in the air
    for _ in range(300):
        if not table.busy:
            break
        app.frame(DT)
    assert not table.busy and len(table.display.piles["deck"]) < deck_before
    assert table.display.piles == logic.piles_from_view(table.view, table.bottom, True)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_an_ai_seats_on_guard_answer_at_the_table_is_sims_agents_answer(app, level: str) -> None:
    """The table asks the seat's agent (through TurnDriver), so in the same view with the same
    seed it answers as ``make_agent(spec, seed)`` does in ``sim``: no rate of the table's own.
    (Whether the answers keep the level's rate is measured in test_kings_court_ai.py.)"""
    from eternus.engine.ai import make_agent

    spec = f"ismcts:{level}"
    seats = [Seat("You"), Seat("Bram", spec), Seat("Cora", spec)]
    for seed in range(1, 6):
        session = play_until(seats, lambda s: s.state.to_act in (1, 2)
                             and s.state.view(0)["phase"] in ("guard", "catch"), seed=seed)
        seat = session.state.to_act
        view, legal = session.state.view(seat), session.state.legal_actions()
        moves = len(session.record.actions)
        table = table_for(app, session)
        for _ in range(200):
            if len(session.record.actions) > moves:
                break
            table.driver.wait()
            app.frame(DT)
        sims_agent = make_agent(spec, table.driver.seed)    # the seat's worker: the driver's first
        assert session.record.actions[moves] == sims_agent.choose(session.game, view, seat, legal)
        assert session.record.actions[moves] in (CallOnGuard(), StaySilent(), CatchOnGuard(), LetGo())


# ---------------------------------------------------------------------- animations of effects

def arranged(players: int, hands: dict[int, list[str]], current: int = 0, **options) -> GameSession:
    """A session whose state is a hand laid out by the test (the rules tests' ``table``), with
    "You" at seat 0 and random AI seats round the table."""
    from tests.test_kings_court_rules import table as rules_table

    state = rules_table(players, hands, current=current, **options)
    seats = [Seat("You")] + [Seat(f"AI {i}", "random") for i in range(1, players)]
    session = GameSession.new("kings_court", seats, dict(state.options), 1)
    state.seats = session.state.seats
    session.state = state
    return session


def recording_sounds(table) -> list[str]:
    heard: list[str] = []
    table.sound = heard.append
    return heard


def until_idle(app, table, limit: int = 600) -> None:
    for _ in range(limit):
        if not table.busy:
            return
        app.frame(DT)
    raise AssertionError("the table kept animating")


def assert_table_shows_the_engine(table) -> None:
    assert not table.busy
    assert table.display.piles == logic.piles_from_view(table.view, table.bottom, table.show_bottom())


def test_a_knight_spins_the_direction_arrow_says_reversed_and_sounds(app) -> None:
    session = arranged(4, {0: ["gold-knight-a", "blue-9-a", "burgundy-1-a"]})
    table = table_for(app, session, speed=1.0)
    heard = recording_sounds(table)
    table.apply(Play("gold-knight-a"))
    assert table.busy and table.cue("reverse") is None        # the Knight is still in the air
    for _ in range(60):
        app.frame(DT)
        if table.cue("reverse"):
            break
    cue = table.cue("reverse")
    assert cue is not None and cue.text == "Reversed!" and "flip" in heard
    assert session.state.direction == -1
    until_idle(app, table)
    assert_table_shows_the_engine(table)
    for _ in range(100):
        app.frame(DT)
    assert cue not in table.cues                                  # it fades away


def test_a_court_jester_marks_the_skipped_seat(app) -> None:
    session = arranged(4, {0: ["gold-jester-a", "blue-9-a", "burgundy-1-a"]})
    table = table_for(app, session, speed=1.0)
    heard = recording_sounds(table)
    table.apply(Play("gold-jester-a"))
    for _ in range(60):
        app.frame(DT)
        if table.cue("mark", 1):
            break
    mark = table.cue("mark", 1)
    assert mark is not None and mark.text == "Skipped!" and not mark.lost and "click" in heard
    until_idle(app, table)
    assert_table_shows_the_engine(table)


def test_a_stacked_drawbridge_grows_the_counter_then_the_total_flies_to_the_victim(app) -> None:
    session = arranged(3, {2: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"],
                           0: ["green-drawbridge-a", "blue-8-a", "burgundy-2-a"]}, current=2)
    session.state.apply(Play("gold-drawbridge-a"))               # seat 2 aims two cards at "You"
    assert session.state.phase == "respond" and session.state.to_act == 0
    table = table_for(app, session, speed=1.0)
    assert table.stack_count == 2
    table.apply(Play("green-drawbridge-a"))                       # stacked: four for seat 1
    assert table.busy and table.stack_count == 2                  # still two while it flies
    for _ in range(120):
        app.frame(DT)
        if table.cue("fly", 1):
            break
    fly = table.cue("fly", 1)
    assert fly is not None and fly.text == "+4" and table.stack_count == 0
    mark = table.cue("mark", 1)
    assert mark is not None and mark.lost
    assert len(session.state.hands[1]) == 3 + 4
    until_idle(app, table)
    assert_table_shows_the_engine(table)


def test_a_protectors_cancel_says_so_where_the_counter_stood(app) -> None:
    session = arranged(3, {2: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"],
                           0: ["protector-a", "blue-8-a", "burgundy-2-a"]}, current=2)
    session.state.apply(Play("gold-drawbridge-a"))               # two cards aimed at "You"
    table = table_for(app, session, speed=1.0)
    assert table.stack_count == 2 and table.cue("cancel") is None
    table.apply(Play("protector-a"))
    until_idle(app, table)
    frame(app, 2)
    cue = table.cue("cancel")
    assert cue is not None and cue.text == "+2 cancelled" and table.stack_count == 0
    assert table.cue("fly") is None                               # nobody draws


def test_the_counter_swells_while_draws_stack() -> None:
    session = arranged(3, {2: ["gold-drawbridge-a", "blue-9-a", "burgundy-1-a"],
                           0: ["green-drawbridge-a", "blue-8-a", "burgundy-2-a"]}, current=2)
    assert logic.owed_draws(session.state.view(0)) == 0
    session.state.apply(Play("gold-drawbridge-a"))
    assert logic.owed_draws(session.state.view(0)) == 2


def test_a_catapult_sends_both_hands_across_at_once(app) -> None:
    from eternus.engine.kings_court.actions import Target

    session = arranged(3, {0: ["catapult", "blue-9-a", "blue-8-a"],
                           2: ["blue-6-a", "blue-7-a", "burgundy-6-a", "burgundy-7-a"]},
                       decks="kc+kd")
    session.state.apply(Play("catapult"))
    session.state.apply(Target(2))
    assert session.state.phase == "defend" and session.state.to_act == 2   # no Defender: it allows
    table = open_table(app, session, 1.0, settle=0)
    heard = recording_sounds(table)
    # Soon cards of both hands are in the air together.
    crossing = False
    for _ in range(300):
        app.frame(DT)
        flying = {s.card for s in table.animator.sprites}
        if flying & {"blue-9-a", "blue-8-a"} and flying & {"blue-6-a", "blue-7-a", "burgundy-6-a", "burgundy-7-a"}:
            crossing = True
            break
    assert crossing
    assert table.cue("mark", 0) is not None and table.cue("mark", 2) is not None and "flip" in heard
    until_idle(app, table)
    assert_table_shows_the_engine(table)
    assert sorted(session.state.hands[0]) == ["blue-6-a", "blue-7-a", "burgundy-6-a", "burgundy-7-a"]


# ---------------------------------------------------------------------- rare questions, answered by a click

def choice_labelled(table, words: str):
    item = next((i for i in table.input.choices() if words in i.label), None)
    assert item is not None, f"no choice {words!r} in {[i.label for i in table.input.choices()]}"
    return item


def test_the_dealer_cuts_for_the_dealing_bonus_with_a_click(app) -> None:
    from eternus.engine.kings_court.actions import Cut

    seats = [Seat("AI 1", "random"), Seat("AI 2", "random"), Seat("You")]
    session = GameSession.new("kings_court", seats, {"dealing_bonus": True}, 3)
    assert session.state.phase == "cut" and session.state.to_act == 2
    table = table_for(app, session)
    text, _ = table.prompt()
    assert "1 chance in 7" in text and "+25" in text               # what a cut risks, in words
    click(app, choice_labelled(table, "Cut for the exact count").rect.center)
    assert session.record.actions[-1] == Cut(True)
    assert session.state.phase != "cut" and sum(session.state.adjust) in (25, 50)


def test_a_partner_answers_may_i_go_out_with_a_click(app) -> None:
    from eternus.engine.kings_court.actions import Answer, AskPartner

    session = arranged(4, {2: ["gold-9-a"], 0: ["blue-9-a", "blue-8-a"]}, current=2, partners=True)
    session.state.apply(AskPartner())
    assert session.state.phase == "answer" and session.state.to_act == 0
    table = table_for(app, session)
    assert "AI 2, your partner, asks" in table.prompt()[0]
    click(app, choice_labelled(table, "Yes").rect.center)
    assert session.record.actions[-1] == Answer(True)


def test_a_prisoner_climbs_out_by_clicking_the_dungeon_card(app) -> None:
    from eternus.engine.kings_court.actions import Escape

    session = arranged(3, {2: ["dungeon-a", "blue-9-a", "burgundy-1-a"]}, current=2)
    state = session.state
    state.apply(Play("dungeon-a"))                    # seat 0 goes in and loses a first turn
    for _ in range(2):                                # seats 1 and 2 draw and pass
        state.apply(Draw())
        state.apply(Pass())
    assert state.phase == "escape" and state.to_act == 0 and state.dungeon[0] == ["dungeon-a"]
    table = table_for(app, session)
    assert "climb out" in table.prompt()[0]
    slot = table.display.slot_of("dungeon-a")
    assert slot is not None
    click(app, (round(slot.center.x), round(slot.center.y)))
    assert session.record.actions[-1] == Escape()
    assert state.dungeon[0] == [] and "dungeon-a" in state.discard


def test_the_dark_knight_is_bet_with_a_click_on_the_player_named(app) -> None:
    from eternus.engine.kings_court.actions import CallOnGuard, PlayRisk

    session = arranged(3, {1: ["gold-9-a", "gold-8-a"]}, current=1)
    state = session.state
    state.deck.remove("dark_knight")
    state.front[0].append("dark_knight")
    state.apply(Play("gold-9-a"))
    state.apply(CallOnGuard())
    assert state.phase == "dark_knight" and state.to_act == 0
    table = table_for(app, session)
    assert table.prompt()[0].startswith("AI 1 is On Guard")
    from eternus.ui.games.kings_court.draw import spotlight

    assert spotlight(table) == 1
    click(app, choice_labelled(table, "Play Dark Knight").rect.center)
    assert session.record.actions[-1] == PlayRisk("dark_knight")
    assert state.dark_knight == {"by": 0, "target": 1}


def test_the_siege_tower_shows_the_hand_face_up_until_it_is_handed_back(app) -> None:
    from eternus.engine.kings_court.actions import Allow, Done, Target

    session = arranged(3, {0: ["siege_tower", "blue-9-a", "burgundy-1-a"],
                           1: ["blue-6-a", "green-7-a", "burgundy-8-a"]}, decks="kc+kd")
    state = session.state
    state.apply(Play("siege_tower"))
    state.apply(Target(1))
    state.apply(Allow())
    assert state.phase == "inspect" and state.to_act == 0
    table = table_for(app, session)
    seen = table.input.inspected()
    assert seen is not None and seen[0] == 1
    assert sorted(card for card, _ in seen[1]) == ["blue-6-a", "burgundy-8-a", "green-7-a"]
    click(app, choice_labelled(table, "Hand the cards back").rect.center)
    assert session.record.actions[-1] == Done()
    assert state.phase != "inspect" and table.input.inspected() is None


def test_a_magician_offers_its_forms_and_a_click_picks_one(app) -> None:
    session = arranged(3, {0: ["magician", "blue-9-a", "burgundy-1-a"]})
    table = table_for(app, session)
    table.input.play("magician")                                 # dropped on the discard pile
    assert table.input.magician == "magician"
    assert table.prompt()[0].startswith("Magician: which card does it become?")
    labels = [i.label for i in table.input.choices()]
    assert "Gold Knight" in labels and "King" in labels            # a suit form names the suit
    click(app, next(i for i in table.input.choices() if i.label == "King").rect.center)
    assert session.record.actions[-1] == Play("magician", "king")
    assert session.state.phase == "suit"


def test_the_secret_key_card_is_picked_by_click_or_by_arrows_and_enter(app) -> None:
    from eternus.engine.kings_court.actions import TakeFromDeck

    session = arranged(3, {0: ["secret_key", "blue-9-a", "burgundy-1-a"]}, decks="custom",
                       pick_secret_key=True)
    session.state.apply(Play("secret_key"))
    assert session.state.phase == "key" and session.state.to_act == 0
    table = table_for(app, session)
    items = table.input.choices()
    assert all(i.card for i in items) and len(items) < len(session.state.deck)   # copies shown once
    assert {logic.twin_key(i.card) for i in items} == {logic.twin_key(c) for c in session.state.deck}
    key(app, pygame.K_RIGHT)                                     # the first card lights
    key(app, pygame.K_RIGHT)
    assert table.input.hover_choice == 1
    key(app, pygame.K_RETURN)
    assert session.record.actions[-1] == TakeFromDeck(items[1].card)
    assert items[1].card in session.state.hands[0]


def test_a_secret_key_card_is_taken_with_a_click(app) -> None:
    from eternus.engine.kings_court.actions import TakeFromDeck

    session = arranged(3, {0: ["secret_key", "blue-9-a", "burgundy-1-a"]}, decks="custom",
                       pick_secret_key=True)
    session.state.apply(Play("secret_key"))
    table = table_for(app, session)
    item = table.input.choices()[-1]
    click(app, item.rect.center)
    assert session.record.actions[-1] == TakeFromDeck(item.card)


def test_a_turn_lost_in_the_dungeon_is_marked_over_the_prisoner(app) -> None:
    session = arranged(3, {0: ["dungeon-a", "blue-9-a", "burgundy-1-a"]})
    table = table_for(app, session, speed=1.0)
    table.apply(Play("dungeon-a"))
    for _ in range(120):
        app.frame(DT)
        if table.cue("mark", 1):
            break
    mark = table.cue("mark", 1)
    assert mark is not None and mark.lost and "Dungeon" in mark.text
    fly = table.cue("fly", 1)
    assert fly is not None and fly.text == "+1"                   # the card drawn on the lost turn
    until_idle(app, table)
    assert_table_shows_the_engine(table)
    assert session.state.dungeon[1] == ["dungeon-a"]


def test_after_a_partners_yes_the_player_is_told_to_go_out(app) -> None:
    from eternus.engine.kings_court.actions import Answer, AskPartner

    session = arranged(4, {0: ["gold-9-a"], 2: ["blue-9-a", "blue-8-a"]}, partners=True)
    session.state.apply(AskPartner())
    session.state.apply(Answer(True))
    assert session.state.to_act == 0 and session.state.phase == "turn"
    table = table_for(app, session)
    assert table.prompt()[0].startswith("Your partner said Yes")


# ---------------------------------------------------------------------- the keyboard alone
def test_arrows_walk_the_hand_wrapping_and_enter_plays_the_highlighted_card(app) -> None:
    session = play_until(YOU_AND_AI, _my_turn_with_a_choice_of_cards)
    table = table_for(app, session)
    hand = [s.card for s in table.display.visible("hand")]
    assert table.input.hand_cards() == hand and table.input.focused_card() is None
    key(app, pygame.K_LEFT)                                      # the first press lights the last card
    assert table.input.focused_card() == hand[-1]
    key(app, pygame.K_RIGHT)                                     # and wraps round to the first
    assert table.input.focused_card() == hand[0]
    key(app, pygame.K_END)
    assert table.input.focused_card() == hand[-1]
    key(app, pygame.K_HOME)
    assert table.input.focused_card() == hand[0]
    plays = [a for a in session.state.legal_actions() if isinstance(a, Play)]
    card = next(a.card for a in plays if sum(p.card == a.card for p in plays) == 1)
    for _ in range(hand.index(card)):
        key(app, pygame.K_RIGHT)
    assert table.input.focused_card() == card
    moves = len(session.record.actions)
    key(app, pygame.K_RETURN)
    assert session.record.actions[moves] == Play(card)
    assert card in session.state.view(0)["discard"] and card not in session.state.view(0)["hand"]


def test_up_plays_the_highlighted_card_too(app) -> None:
    session = play_until(YOU_AND_AI, _my_turn_with_a_choice_of_cards, seed=7)
    table = table_for(app, session)
    plays = [a for a in session.state.legal_actions() if isinstance(a, Play)]
    card = next(a.card for a in plays if sum(p.card == a.card for p in plays) == 1)
    key(app, pygame.K_HOME)
    while table.input.focused_card() != card:
        key(app, pygame.K_RIGHT)
    moves = len(session.record.actions)
    key(app, pygame.K_UP)
    assert session.record.actions[moves] == Play(card)


def test_a_refused_card_by_keys_changes_nothing_and_says_why(app) -> None:
    session = play_until(YOU_AND_AI, _my_turn_with_a_choice_of_cards, seed=30)
    table = table_for(app, session)
    legal = {a.card for a in session.state.legal_actions() if isinstance(a, Play)}
    card = next(c for c in session.state.view(0)["hand"] if c not in legal)
    reason = session.state.why_illegal(Play(card))
    before = (len(session.record.actions), session.state.view(0))
    key(app, pygame.K_HOME)
    while table.input.focused_card() != card:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert (len(session.record.actions), session.state.view(0)) == before      # the engine refused it
    assert reason and table.notice is not None and table.notice.text == reason
    assert table.input.focused_card() == card                                   # still highlighted


def test_the_hand_is_not_walked_when_it_is_not_yours_to_play(app) -> None:
    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and s.state.view(0)["phase"] == "suit")
    table = table_for(app, session)
    assert table.input.hand_cards() == []            # the suit picker has the arrows
    key(app, pygame.K_RIGHT)
    assert table.input.focused_card() is None and table.input.hover_choice == 0


def _keys_for(table, rng: random.Random) -> list[int]:
    """The keys a keyboard-only player might press now (None of the mouse)."""
    inp = table.input
    if table.human_window():
        return [pygame.K_g]
    if not table.my_decision():
        return []
    hand = inp.hand_cards()
    if hand:
        plays = logic.playable_cards(table.session.state.legal_actions())
        defends = {getattr(a, "card", None) for a in table.session.state.legal_actions()}
        wanted = [c for c in hand if c in plays or c in defends]
        if wanted and rng.random() < 0.8:
            target = hand.index(rng.choice(wanted))
            return [pygame.K_HOME] + [pygame.K_RIGHT] * target + [pygame.K_RETURN]
        options = [k for k, ok in ((pygame.K_d, table.btn_draw.enabled), (pygame.K_p, table.btn_pass.enabled)) if ok]
        items = inp.choices()
        options += [pygame.K_1 + i for i in range(min(9, len(items)))]
        return [rng.choice(options)] if options else [pygame.K_RETURN]
    items = inp.choices()
    if items and items[0].card:                       # a grid of cards: arrows and Enter
        return [pygame.K_HOME] + [pygame.K_RIGHT] * rng.randrange(len(items)) + [pygame.K_RETURN]
    if items:
        return [pygame.K_1 + rng.randrange(min(9, len(items)))]
    options = [k for k, ok in ((pygame.K_d, table.btn_draw.enabled), (pygame.K_p, table.btn_pass.enabled)) if ok]
    return options[:1]


def test_a_whole_match_is_played_with_the_keyboard_alone(app) -> None:
    """Every question the table asks the person is answered by keys (no mouse event at all)."""
    for seed, options in ((3, {**SHORT, "decks": "kc+kd"}), (8, {**SHORT, "partners": False})):
        session = GameSession.new("kings_court", [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")],
                                  options, seed)
        table = table_for(app, session)
        rng = random.Random(seed)
        stuck = 0
        for _ in range(4000):
            if session.is_over:
                break
            moves = len(session.record.actions)
            keys = _keys_for(table, rng)
            for k in keys:
                key(app, k)
            frame(app, 2)
            stuck = stuck + 1 if keys and len(session.record.actions) == moves else 0
            assert stuck < 40, (table.phase, table.prompt(), keys)
        assert session.is_over


LONG_NAMES = ["You", "Bartholomew Hale", "Maximilian Greys", "Wilhelmina Frost", "Theodora Quince",
              "Sebastian Morrow", "Evangeline Ashby", "Montgomery Vale"]


def test_the_score_sheet_keeps_eight_long_names_whole_after_many_hands(app, monkeypatch) -> None:
    from eternus.ui import fonts

    seats = [Seat(LONG_NAMES[0])] + [Seat(name, "random") for name in LONG_NAMES[1:]]
    session = played_until("kings_court", seats, {"score_limit": 2000},
                           lambda s: len(s.state.view(0).get("history", [])) >= 6 and s.state.to_act == 0,
                           seed=1, tries=20, moves=20000)
    table_for(app, session)
    drawn: list[str] = []
    real = fonts.blit_text
    monkeypatch.setattr(fonts, "blit_text",
                        lambda surface, text, *a, **k: (drawn.append(text), real(surface, text, *a, **k))[1])
    frame(app, 1)
    for name in LONG_NAMES:
        assert drawn.count(name) >= 2, name           # whole in its seat panel (or "me") and on the sheet
    assert not any(t.strip() == "\u2026" or (t.endswith("\u2026") and len(t) < 5) for t in drawn)


def test_seven_long_names_to_aim_at_fit_the_prompt_panel(app) -> None:
    seats = [Seat(LONG_NAMES[0])] + [Seat(name, "random") for name in LONG_NAMES[1:]]
    session = played_until("kings_court", seats, {"decks": "kc+kd"},
                           lambda s: s.state.to_act == 0 and s.state.view(0)["phase"] == "target"
                           and sum(1 for a in s.state.legal_actions() if getattr(a, "seat", -1) >= 0) >= 6,
                           seed=1, tries=40, moves=3000)
    table = table_for(app, session)
    items = table.input.choices()
    panel = table.layout["prompt"].rect
    assert len(items) >= 6 and all(panel.contains(i.rect) for i in items)
    assert any(i.label in LONG_NAMES for i in items)           # "Aim at" dropped to make room
    moves = len(session.record.actions)
    key(app, pygame.K_1)
    assert session.record.actions[moves] == items[0].action


def test_a_scored_hand_waits_under_its_summary_until_a_person_goes_on(app, monkeypatch) -> None:
    from eternus.ui.scenes.summary import SummaryScene

    seats = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = GameSession.new("kings_court", seats, {"score_limit": 1000, "max_hands": 2}, 4)
    table = table_for(app, session)
    dealer = session.state.dealer
    summary = play_at_the_table_until(app, table, session, 2, SummaryScene)
    assert isinstance(summary, SummaryScene), "no hand was scored"
    assert session.state.dealer != dealer                          # the next hand has its dealer
    sheet = summary.sheet
    assert sheet.columns == ("Cards", "Rules", "This hand") and len(sheet.rows) == 3
    assert summary.highlight == {0}
    shot(app, "kings_court_hand_summary")
    assert not any(text.startswith("Hand 2") for text, _ in table.log_lines)   # not dealt under it
    under = shown_piles(table)
    assert under != dealt_piles(table)                     # the cards still lie as the hand ended
    drawn = record_texts(monkeypatch)
    frame(app)
    status = table.layout["status"].rect
    assert any(text == "Hand 1 is over" and status.contains(rect) for text, rect, _ in drawn)
    assert not any(text.endswith("to play") for text, _, _ in drawn)
    said = [text for text, rect, _ in drawn if status.contains(rect)]
    assert said[said.index("Dealer") + 1] == session.record.seats[dealer].name   # who dealt hand 1
    held = {len(pile) for zone, pile in under.items() if zone.startswith("seat:")}
    assert any(f"\u00b7  {n} card" in text for text, _, _ in drawn for n in held)   # as the table shows them
    moves = len(session.record.actions)
    key(app, pygame.K_RETURN)                              # the key that ended the hand: too soon
    frame(app, 90)
    assert app.services.stack.top is summary and len(session.record.actions) == moves   # nobody moved
    key(app, pygame.K_RETURN)
    assert app.services.stack.top is table
    frame(app, 2)
    assert any(text.startswith("Hand 2") for text, _ in table.log_lines)       # dealt once it was read
    assert shown_piles(table) != under                     # and its cards are dealt


def test_a_summary_at_a_table_of_ai_players_goes_on_by_itself(app) -> None:
    from eternus.ui.table.hands import AI_ONLY_SUMMARY
    from eternus.ui.scenes.summary import SummaryScene

    seats = [Seat("Ana", "random"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = GameSession.new("kings_court", seats, {"score_limit": 1000, "max_hands": 2}, 4)
    table_for(app, session)
    for _ in range(6000):
        if isinstance(app.services.stack.top, SummaryScene):
            break
        app.frame(DT)
    assert isinstance(app.services.stack.top, SummaryScene)
    frame(app, int(AI_ONLY_SUMMARY / DT) + 5)
    assert not isinstance(app.services.stack.top, SummaryScene)


def test_a_penalty_aimed_at_a_person_and_a_player_going_out_get_the_middle_of_the_table(app) -> None:
    from eternus.engine.kings_court.events import LOST_TO_DRAW, HandScored, TurnSkipped

    session = GameSession.new("kings_court", YOU_AND_AI, SHORT, 3)
    table = table_for(app, session)
    table.player.play([TurnSkipped(1, LOST_TO_DRAW, 2)])          # an AI seat's penalty: its mark only
    frame(app, 3)
    assert table.announcement is None and table.cue("mark", 1) is not None
    table.player.play([TurnSkipped(0, LOST_TO_DRAW, 4)])          # aimed at the person: the centre
    frame(app, 3)
    assert table.announcement is not None and table.announcement.text == "You draw 4 and lose the turn"
    table.player.play([HandScored(1, ("You", "Bram", "Cora"), 2, "out", (3, 0, 2), (9, 0, 4), (9, 0, 4))])
    frame(app, 3)
    assert table.announcement.text == "Cora goes out!"
    shot(app, "kings_court_big_moment")


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_a_lost_turns_mark_leaves_the_cards_in_front_of_the_seat_in_sight(app, monkeypatch, text_size) -> None:
    from eternus.engine.kings_court.events import LOST_TO_DRAW, LOST_TURN_WORDS, TurnSkipped
    from eternus.ui import fonts
    from eternus.ui.games.kings_court import draw as kc_draw

    seats = [Seat("You", "human")] + [Seat(n, "random") for n in ("Ana", "Bram", "Cora", "Dag", "Edda", "Finn", "Gus")]
    session = played_until("kings_court", seats, {},
                           lambda s: sum(len(f) >= 1 for f in s.state.view(0)["front"]) >= 3)
    app.services.settings["text_size"] = text_size
    try:
        table = open_table(app, session)
        marks = record_drawn(monkeypatch, kc_draw, "_faded")
        for seat in range(8):
            table.player.play([TurnSkipped(seat, LOST_TO_DRAW, 0)])
        for _ in range(int(1.2 / DT)):                       # the marks rise as they fade
            marks.clear()
            frame(app)
            drawn = [rect for text, rect in marks if text == LOST_TURN_WORDS[LOST_TO_DRAW]]
            assert len(drawn) == 8
            fronts = [kc_draw.front_rect(table, seat) for seat in range(8)]
            assert not any(mark.colliderect(front) for mark in drawn for front in fronts)
    finally:
        fonts.set_large_text(False)


def test_a_card_drawn_into_your_hand_is_marked_new_until_you_move(app) -> None:
    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and Draw() in s.state.legal_actions()
                         and s.state.view(0)["phase"] == "turn")
    table = table_for(app, session)
    before = set(session.state.view(0)["hands"][0]["cards"])
    table.apply(Draw())
    frame(app, 3)
    after = set(session.state.view(0)["hands"][0]["cards"])
    assert table.new_cards == after - before and table.new_cards
    shot(app, "kings_court_new_card")
    assert session.state.to_act == 0                   # after drawing: play the card or pass
    table.apply(session.state.legal_actions()[0])
    assert not table.new_cards


def test_the_card_under_the_pointer_or_the_keys_is_named_in_full_under_the_prompt(app) -> None:
    """The words on a card's foot are small; the reader line names the pointed card (name,
    kind and points) at the prompt's size, which the large text size raises to 24 px."""
    from eternus.ui.games.kings_court.cards import card_details
    from eternus.ui.games.kings_court.draw import key_hint

    session = play_until(YOU_AND_AI, _my_turn_with_a_choice_of_cards)
    table = table_for(app, session)
    card = session.state.view(0)["hand"][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_grab_point(table, card), rel=(3, 0),
                                         buttons=(0, 0, 0)))
    frame(app, 1)
    assert table.input.pointed_card == card
    assert key_hint(table) == card_details(card)
    assert "pts" in card_details(card) and logic.card_name(card) in card_details(card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 400), rel=(-3, 0), buttons=(0, 0, 0)))
    frame(app, 1)
    assert table.input.pointed_card is None and key_hint(table).startswith("Keys:")
    key(app, pygame.K_RIGHT)
    focused = table.input.focused_card()
    assert focused is not None and key_hint(table).startswith(card_details(focused))


def test_a_card_played_from_under_a_still_pointer_is_no_longer_named(app) -> None:
    """The reader line follows the table, not the last mouse motion: once the pointed card is
    played, the line names whatever lies under the pointer now (it kept the played card)."""
    session = play_until(YOU_AND_AI, _my_turn_with_a_choice_of_cards)
    table = table_for(app, session)
    plays = [a for a in session.state.legal_actions() if isinstance(a, Play)]
    card = next(a.card for a in plays if sum(p.card == a.card for p in plays) == 1)
    moves = len(session.record.actions)
    click(app, _grab_point(table, card))
    frame(app, 2)
    assert session.record.actions[moves] == Play(card)
    assert table.input.pointed_card != card


def test_the_top_card_is_named_as_the_pile_shows_it_while_a_card_flies_there(app, monkeypatch) -> None:
    """The panel named the engine's top card (an AI's card still in the air) over a pile that
    showed the one before it."""

    ais = [Seat("Ann", "random"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = play_until(ais, lambda s: s.state.view(0)["top"] is not None)
    app.services.settings["ai_pace"] = "instant"
    table = table_for(app, session, speed=1.0)
    frame(app, 120)                                   # what was moving has landed
    before = session.state.view(0)["top"]
    for _ in range(600):
        if session.state.view(0)["top"] != before:
            break
        frame(app, 1)
    assert session.state.view(0)["top"] != before and table.busy     # a card is on its way
    recorded = record_texts(monkeypatch)
    frame(app, 1)
    pile = [s.card for s in table.display.visible("discard") if s.card]
    assert f"On top: {logic.card_name(pile[-1])}" in [text for text, _, _ in recorded]


def shown_piles(table) -> dict:
    return {name: list(pile) for name, pile in table.display.piles.items()}


def dealt_piles(table) -> dict:
    """The piles as the engine's position stands now (the next hand's deal, once dealt)."""
    from eternus.ui.games.kings_court import logic as table_logic

    piles = table_logic.piles_from_view(table.view, table.bottom, table.show_bottom())
    return {name: list(piles.get(name, [])) for name in table.display.piles}


def test_a_fresh_tables_log_says_what_the_deal_did(app) -> None:
    """The record replays from the dealt position, so the first deal's lines were never said:
    a Risk card laid face up in front of a player, with no word of why it lay there."""
    seats = [Seat("You"), *(Seat(name, "random") for name in ("Ann", "Bram", "Cora"))]
    table = open_table(app, GameSession.new("kings_court", seats, {}, 866115), settle=0)
    said = [text for text, _ in table.log_lines]
    assert said[:4] == ["Deal number 866115.", "Hand 1: Cora deals.",
                        "Ann lays Poison Garden face up and draws a replacement.", "The first card is Blue 9."]
    assert table.view["front"][1]                   # the card Ann laid lies in front of her



@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_the_words_under_the_dungeon_pile_stay_off_the_played_risk_pile(app, monkeypatch, text_size) -> None:
    """Wrapped at the pile's width, the large text size put "bound" onto the pile below."""
    from tests.ui.helpers import texts_on_open

    table, drawn = texts_on_open(app, monkeypatch, GameSession.new("kings_court", YOU_AND_AI, {}, 3), text_size)
    words = [rect for text, rect, _ in drawn if text in ("Dungeon bound", "Dungeon", "bound")]
    assert len(words) == 1                                   # one line
    assert not words[0].colliderect(table.layout["played"].rect)
    assert not words[0].colliderect(table.layout["deck"].rect)


def test_eight_long_names_at_the_large_text_size_keep_the_score_sheet_and_the_turn_readable(app, monkeypatch) -> None:
    """The hand scores under each name lay on the next player's name, and "Turn: Grandmother
    Edda 4" ran out of its panel."""
    from tests.ui.helpers import finished_match, texts_on_open

    seats = [Seat("You"), *(Seat(f"Grandmother Edda {i}", "random") for i in range(1, 8))]
    table, drawn = texts_on_open(app, monkeypatch, finished_match("kings_court", seats, seed=4))
    sheet, info = table.layout["scores"].rect, table.layout["info"].rect
    inside = [rect for _, rect, _ in drawn if sheet.contains(rect)]
    assert len(inside) >= 8 and not any(a.clip(b).w > 2 and a.clip(b).h > 2
                                        for i, a in enumerate(inside) for b in inside[i + 1:])
    turn = [rect for text, rect, _ in drawn if text.startswith("Turn:")]
    assert turn and all(info.contains(rect) for rect in turn)


# ---------------------------------------------------------------------- hot-seat hand-overs

def hot_seat(hands: dict[int, list[str]], current: int, **kwargs) -> GameSession:
    """Ann and Ben at one screen with Player 3 (an AI seat): a hand laid out by the test."""
    from tests.test_kings_court_rules import table as rules_table

    state = rules_table(3, hands, current=current, **kwargs)
    seats = [Seat("Ann"), Seat("Ben"), Seat("Player 3", "ismcts:hard")]
    session = GameSession.new("kings_court", seats, dict(state.options), 1)
    state.seats = session.state.seats
    session.state = state
    return session


def run_like_the_quiet_idle(app, table, limit: int = 400):
    """Frames as the app runs them: drawn while the top scene wants frames, and only brought
    up to the time (not drawn) while it is quiet. Returns the scene last drawn on top."""
    shown = app.services.stack.top
    for _ in range(limit):
        table.driver.wait()
        quiet = not app.services.stack.top.wants_frames()
        app.frame(DT, draw=not quiet)
        if not quiet:
            shown = app.services.stack.top
    return shown


def test_the_hand_over_screen_comes_up_by_itself_after_an_ai_move_at_a_hot_seat_table(app) -> None:
    """Player 3's Drawbridge made Ann draw two and lose the turn; the badge said "Ben to play"
    with Ann's cards still face up: the hand-over was decided in a frame the quiet idle does
    not draw, and nothing was drawn again until the mouse moved."""
    from eternus.ui.scenes.privacy import PrivacyScene

    session = hot_seat({0: ["blue-9-a", "burgundy-8-a"], 1: ["blue-7-a", "burgundy-6-a"],
                        2: ["green-drawbridge-a", "gold-6-a", "blue-6-a"]}, current=2, top="green-5-a")
    table = table_for(app, session, speed=1.0)
    table.driver.viewer = 0                       # Ann has just moved; the AI seat is to play
    for _ in range(100):
        if session.record.actions:
            break
        table.driver.wait()
        app.frame(DT)
    app.services.settings["ai_pace"] = "normal"   # the hand-over waits for "Ann draws 2..."
    shown = run_like_the_quiet_idle(app, table)
    assert session.record.actions[0] == Play("green-drawbridge-a")
    assert session.state.to_act == 1 and len(session.state.hands[0]) == 4     # Ann drew two
    assert isinstance(shown, PrivacyScene) and shown.seat_name == "Ben"


def test_a_table_with_a_hand_over_pending_wants_frames(app) -> None:
    session = hot_seat({}, current=0)
    table = open_table(app, session, 0.0, settle=0)
    assert table.driver.viewer is None and session.state.to_act == 0
    assert table.wants_frames()                   # the first person's hand-over is pending


def test_a_persons_hand_turns_face_down_while_an_ai_seat_plays_before_the_next_person(app) -> None:
    """"Player 3 is thinking..." with Ben's six cards face up for everyone at the screen."""
    session = hot_seat({0: ["blue-9-a", "burgundy-8-a"], 1: ["green-7-a", "blue-7-a", "burgundy-6-a"],
                        2: ["gold-6-a", "blue-6-a"]}, current=1, top="green-5-a")
    table = table_for(app, session, speed=1.0)
    key(app, pygame.K_SPACE)                              # Ben takes the screen
    frame(app, 2)
    assert app.services.stack.top is table and table.bottom == 1
    assert table.show_bottom() and all(s.face_up for s in table.display.piles["hand"])
    app.services.settings["ai_pace"] = "slow"
    table.driver.clock = lambda: 0.0                      # the AI seat's move stays on its way
    assert table.apply(Play("green-7-a")) is None
    until_idle(app, table)
    frame(app, 2)
    assert session.state.to_act == 2 and table.prompt()[0] == "Player 3 is thinking\u2026"
    assert not table.show_bottom()
    shown = table.display.piles["hand"]
    assert len(shown) == 2 and not any(s.face_up or s.card for s in shown)


def test_the_suit_to_follow_names_no_suit_until_a_card_gives_one(app, monkeypatch) -> None:
    """It said "Gold" during the deal; the first card was a King and the dealer named
    Burgundy."""
    session = GameSession.new("kings_court", YOU_AND_AI, {}, 27)
    assert session.state.view(0)["discard"] == ["king-c"] and session.state.view(0)["phase"] == "suit"
    app.services.settings["ai_pace"] = "slow"                # the dealer is slow to name it
    table = open_table(app, session, 1.0, settle=0)
    drawn = record_texts(monkeypatch)
    frame(app)
    words = [text for text, _, _ in drawn]
    assert not session.record.actions and "\u2014" in words and "Gold" not in words
    assert logic.suit_to_follow(table.view) == ""
    app.services.settings["ai_pace"] = "instant"
    table.driver.wait()
    frame(app, 5)
    if session.record.actions:                               # the dealer (an AI seat) named it
        assert logic.suit_to_follow(table.view) == session.state.view(0)["suit"]


def test_a_panel_with_one_card_says_1_card(app, monkeypatch) -> None:
    """"1 cards · your cards"."""
    from tests.ui.helpers import texts_on_open

    session = arranged(3, {0: ["blue-9-a"], 1: ["burgundy-8-a"]}, current=2)
    _, drawn = texts_on_open(app, monkeypatch, session, "normal")
    words = [text for text, _, _ in drawn]
    assert "1 card \u00b7 your cards" in words and "AI  \u00b7  1 card" in words
    assert not any("1 cards" in text for text in words)


# ---------------------------------------------------------------------- the large text size

def _large_frame(app, monkeypatch, table) -> list[tuple[str, pygame.Rect, int]]:
    """One frame of ``table`` at the large text size: every text it draws (as test_text_size)."""
    from eternus.ui import fonts

    app.services.settings["text_size"] = "large"
    try:
        frame(app)
        drawn = record_texts(monkeypatch)
        frame(app)
    finally:
        fonts.set_large_text(False)
        app.services.settings["text_size"] = "normal"
    return list(drawn)


def _outside(drawn, zone: pygame.Rect) -> list[str]:
    """The texts that start in ``zone`` and run out of it."""
    return [text for text, rect, _ in drawn if zone.collidepoint(rect.topleft) and not zone.contains(rect)]


def _take(state, card: str) -> str:
    state.deck.remove(card)
    return card


def test_at_the_large_text_size_the_panels_words_stay_in_their_panels(app, monkeypatch) -> None:
    """"Player · 6 cards" ran out of the opponents' panels, the "1 card!" badge lay on the
    player's name, "+2 to draw" ran into the "At the table" panel and "Dungeon bound" under
    the draw pile."""
    session = hot_seat({0: ["blue-9-a", "burgundy-8-a"], 1: ["blue-7-a"],
                        2: ["green-1-a", "green-2-a", "green-3-a", "green-4-a", "blue-1-a", "blue-2-a"]},
                       current=2, top="green-5-a")
    session.state.limbo.append(_take(session.state, "dungeon-a"))
    session.record.seats = (session.record.seats[0], session.record.seats[1], Seat("Cy Longname"))
    monkeypatch.setattr(logic, "owed_draws", lambda view: 2)
    table = table_for(app, session)
    key(app, pygame.K_SPACE)                               # Cy Longname takes the screen
    drawn = _large_frame(app, monkeypatch, table)
    assert table.bottom == 2
    for seat in (0, 1):
        zone = table.zone_rect(f"panel:{logic.panel_of(3, 2, seat)}")
        assert _outside(drawn, zone) == []
    badge = next(rect for text, rect, _ in drawn if text == "1 card!")
    name = next(rect for text, rect, _ in drawn if text == "Ben")
    assert not badge.inflate(14, 6).colliderect(name)
    to_draw = next(rect for text, rect, _ in drawn if text == "to draw")
    assert not to_draw.colliderect(table.zone_rect("info"))
    limbo = table.zone_rect("limbo")
    bound = [rect for text, rect, _ in drawn if text.startswith("Dungeon") and limbo.bottom <= rect.y]
    assert bound and not any(rect.colliderect(table.zone_rect("deck")) for rect in bound)


def test_at_the_large_text_size_a_magicians_choices_and_the_dungeons_words_stay_in_their_panels(
        app, monkeypatch) -> None:
    """The third row of a Magician's choices sat on the message panel's border, and "Click
    the Dungeon below" ran past the right edge of the You panel."""
    session = arranged(3, {0: ["magician", "blue-9-a", "burgundy-1-a"]}, decks="kc+kd")
    table = table_for(app, session)
    table.input.magician = "magician"
    drawn = _large_frame(app, monkeypatch, table)
    prompt = table.zone_rect("prompt")
    items = table.input.choices()
    assert len(items) >= 10 and all(prompt.inflate(-8, -8).contains(i.rect) for i in items)
    assert _outside(drawn, prompt) == []

    state = session.state
    state.dungeon[0].append(_take(state, "dungeon-b"))
    state.phase, state.decider = "escape", 0
    table.input.magician = None
    table._view = None                                     # the state was changed in place
    drawn = _large_frame(app, monkeypatch, table)
    assert any(text.startswith("Click the Dungeon") for text, _, _ in drawn)
    assert _outside(drawn, table.zone_rect("me")) == []


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_points_booked_during_a_hand_are_on_the_score_sheet_before_it_is_scored(app, monkeypatch,
                                                                                text_size: str) -> None:
    """A missed cut (or a played Risk card's cost) is owed at once but joins the totals only
    when the hand is scored: the score sheet says it meanwhile, inside its panel."""
    from tests.ui.helpers import texts_on_open

    seats = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random"), Seat("Dov", "random")]
    session = play_until(seats, lambda s: any(s.state.adjust) and s.state.live,
                         {"dealing_bonus": True, "score_limit": 1000, "max_hands": 5})
    table, drawn = texts_on_open(app, monkeypatch, session, text_size)
    owed = [(seat, points) for seat, points in enumerate(session.state.adjust) if points]
    sheet = table.layout["scores"].rect
    inside = [text for text, rect, _ in drawn if sheet.contains(rect)]
    start = next(i for i, text in enumerate(inside) if text.startswith("This hand:"))
    said = " ".join(inside[start:])                    # the line, and its wrapped second line
    for seat, points in owed:
        assert f"{session.record.seats[seat].name} {points:+d}" in said


def _one_move_of_yours_from_the_end():  # type: ignore[no-untyped-def]
    """A one-hand match played by random moves (engine only, fast) up to the move of seat 0
    that ends it, and that move: the table is opened for the end alone."""
    for seed in range(40):
        trial = GameSession.new("kings_court", YOU_AND_AI, SHORT, seed)
        rng = random.Random(seed)
        moves = []
        while not trial.is_over:
            action = rng.choice(trial.state.legal_actions())
            moves.append((trial.state.to_act, action))
            trial.apply(action)
        if moves[-1][0] == 0:
            session = GameSession.new("kings_court", YOU_AND_AI, SHORT, seed)
            for _, action in moves[:-1]:
                session.apply(action)
            return session, moves[-1][1]
    raise AssertionError("no match in 40 ended on a move of seat 0")


def test_the_last_hand_of_a_match_is_summed_up_with_its_cards_before_the_results(app) -> None:
    """A match's last hand ends the match, but its cards are still laid open: the summary
    comes first (its button says the results are next), then the results."""
    from eternus.ui.scenes.results import ResultsScene
    from eternus.ui.scenes.summary import SummaryScene

    session, last = _one_move_of_yours_from_the_end()
    table = table_for(app, session)
    table.apply(last)
    summary = play_at_the_table_until(app, table, session, 3, SummaryScene, ResultsScene)
    assert session.is_over and isinstance(summary, SummaryScene), "the results came without the last hand"
    assert summary.card_face is not None and any(row.shown for row in summary.sheet.rows)
    assert summary.menu.widgets[0].label.startswith("See the results")
    frame(app, 70)                                          # past the summary's settling second
    key(app, pygame.K_RETURN)
    frame(app, 3)
    assert isinstance(app.services.stack.top, ResultsScene)


def test_a_hand_dealt_after_the_dealers_cut_is_not_marked_new(app) -> None:
    """With the dealing bonus the deal comes with the dealer's cut, a move like any other:
    the whole hand dealt was tagged "NEW" as if every card had just been drawn."""
    from eternus.engine.kings_court.actions import Cut

    seats = [Seat("You"), Seat("AI 1", "random"), Seat("AI 2", "random")]
    session = GameSession.new("kings_court", seats, {"dealing_bonus": True}, 3)
    assert session.state.phase == "cut" and session.state.to_act == 2     # an AI seat deals
    table = table_for(app, session)
    for _ in range(600):
        if session.record.actions:
            break
        table.driver.wait(5)
        frame(app)
    assert isinstance(session.record.actions[0], Cut)
    frame(app, 3)
    assert session.state.view(0)["hands"][0]["cards"]
    assert not table.new_cards


def test_a_castle_fires_deal_again_is_not_marked_new(app) -> None:
    from eternus.engine.kings_court.actions import PlayRisk

    fire = PlayRisk("castle_fire")
    session = play_until([Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")],
                         lambda s: s.state.to_act == 0 and fire in s.state.legal_actions(),
                         {"decks": "kc+kd+bonus"})
    table = table_for(app, session)
    table.apply(fire)
    frame(app, 3)
    assert session.state.view(0)["hands"][0]["cards"]
    assert not table.new_cards


def test_a_flaming_arrow_says_where_the_card_it_burns_goes(app, monkeypatch) -> None:
    """Aimed at a rival, the burnt card goes into their hand: the question and the cards'
    panel said only "the card that burns", as if it went onto the discard pile."""
    session = play_until(YOU_AND_AI, lambda s: s.state.to_act == 0 and s.state.view(0)["phase"] == "burn"
                         and (s.state.view(0)["battle"] or {}).get("target", -1) >= 0,
                         {"decks": "kc+kd+bonus"})
    target = session.state.view(0)["battle"]["target"]
    name = session.record.seats[target].name
    table = table_for(app, session)
    drawn = record_texts(monkeypatch)
    frame(app)
    said = [text for text, _, _ in drawn]
    assert f"Flaming Arrow: choose the card that goes into {name}'s hand." in said
    assert any(text.startswith(f"Flaming Arrow: the card that goes into {name}'s hand") for text in said)
    assert table.prompt()[0].endswith(f"into {name}'s hand.")


def test_an_ai_move_that_shows_nothing_is_saved_all_the_same(app) -> None:
    """An AI seat's move with no events (an "Allow" without a Defender, a "Done") changed the
    game: the save must hold it, or a crash then resumes before it."""
    from eternus.session import load_session
    from eternus.ui.table.turns import TurnStep

    seats = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")]
    session = play_until(seats, lambda s: s.state.to_act == 1)
    table = table_for(app, session)
    session.apply(session.state.legal_actions()[0])          # the AI's move, as the driver applies it
    table.follow(TurnStep(session.state.to_act, (), mover=1))  # ... and one that showed nothing
    saved, _ = load_session(app.services.storage, "kings_court")
    assert saved is not None and saved.record.actions == session.record.actions


# ---------------------------------------------------------------------- words clear of the cards

def card_rects(table) -> list[pygame.Rect]:
    """Every card the table draws now, as the rectangle of its slot."""
    out = []
    for zone in logic.CARD_ZONES:
        shown = table.display.visible(zone)
        out.extend(table.display.slot(zone, i, len(shown)).rect() for i in range(len(shown)))
    return out


SEAT_WORDS = ("pts", "team ", "partner", "Dungeon")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 8])
def test_the_seats_points_team_tags_and_pile_labels_lie_clear_of_every_card(app, monkeypatch, players, text_size,
                                                                           size) -> None:
    """Seen at the TV: "45 pts team 2" and "Dungeon bound" under cards; at the large text
    size "-171 pts team 2" ran past its panel. Three-figure totals, Risk cards lying before
    the seats and a seat in the Dungeon: the points, the team tags and the piles' labels
    overlap no card, and a seat's words stay inside its panel."""
    from tests.ui.helpers import texts_on_open

    seats = [Seat("You")] + [Seat(f"Grandmother {i}", "random") for i in range(1, players)]
    session = played_until("kings_court", seats, {"partners": True, "decks": "kc+kd+bonus"},
                           lambda s: sum(len(f) for f in s.state.view(0)["front"]) >= 3)
    session.state.totals = [-188 + seat for seat in range(players)]
    session.state.dungeon_turns = [seat % 3 for seat in range(players)]
    app.resize(size)
    table, drawn = texts_on_open(app, monkeypatch, session, text_size)
    cards = card_rects(table)
    panels = [table.layout[f"panel:{i}"].rect for i in range(logic.PANELS)] + [table.layout["me"].rect]
    words = [(text, rect) for text, rect, _ in drawn
             if any(w in text for w in SEAT_WORDS) or text in ("Dungeon bound", "Played", "Risk", "Played Risk")]
    tags = [text for text, _ in words if text == "partner" or (text.startswith("team ") and text[5:].isdigit())]
    assert len(tags) == players - 1 and tags.count("partner") == 1      # every other seat, in pairs
    for text, rect in words:
        assert not any(rect.colliderect(card) for card in cards), (text, rect)
        if any(w in text for w in SEAT_WORDS) and "bound" not in text:
            assert any(panel.contains(rect) for panel in panels), (text, rect)


def test_a_target_picker_marks_the_players_partner(app) -> None:
    """Aiming a Battle card, the buttons named four players alike: the one on your own side
    now reads "(partner)" (their panel's tag says "partner" too)."""
    from eternus.engine.kings_court.actions import Target

    seats = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random"), Seat("Dag", "random")]
    session = play_until(seats, lambda s: s.state.to_act == 0 and s.state.view(0)["phase"] == "target"
                         and Target(2) in s.state.legal_actions() and Target(1) in s.state.legal_actions(),
                         options={"decks": "kc+kd", "partners": True}, tries=120)
    table = table_for(app, session)
    labels = {i.action.seat: i.label for i in table.input.choices() if isinstance(i.action, Target)}
    assert labels[2] == "Aim at Cora (partner)" and labels[1] == "Aim at Bram"


def test_nobody_is_marked_a_partner_at_a_table_without_partners() -> None:
    session = GameSession.new("kings_court", YOU_AND_AI, {}, 1)
    view = session.state.view(0)
    assert [logic.partner_mark(view, seat) for seat in range(3)] == ["", "", ""]


def test_points_booked_this_hand_are_said_shorter_rather_than_cut() -> None:
    """Eight long names at the large text size: "This hand: Grandmother Edda 0 -50,
    Grandmother" and the rest cut off. The sheet says the fullest form that fits."""
    names = [f"Grandmother Edda {i}" for i in range(8)]
    words = logic.owed_words(names, [-75] * 5 + [0] + [-75, 50])
    assert words[0].startswith("This hand: Grandmother Edda 0 -75, Grandmother Edda 1 -75")
    assert words[1] == "This hand: everyone but Grandmother Edda 5 and Grandmother Edda 7 -75, Grandmother Edda 7 +50"
    assert words[2] == "This hand: -75 for 6 players, +50 for 1 player"
    assert logic.owed_words(["Ann", "Ben"], [-50, -50])[1] == "This hand: everyone -50"


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [3, 4])
def test_the_score_sheets_hand_scores_keep_off_the_next_name_at_the_large_text_size(app, monkeypatch,
                                                                                   players, size) -> None:
    """Long names put each player's hand scores on a line of their own; at the large text
    size that line lay on the next player's name."""
    from tests.ui.helpers import texts_on_open

    names = [f"Grandmother Edda {i}" for i in range(players)]
    session = GameSession.new("kings_court", [Seat(names[0])] + [Seat(n, "random") for n in names[1:]], {}, 1)
    session.state.history = [[-188 + 37 * (hand + seat) for seat in range(players)] for hand in range(3)]
    session.state.totals = [sum(hand[seat] for hand in session.state.history) for seat in range(players)]
    session.state.adjust = [-50] * players
    app.resize(size)
    table, drawn = texts_on_open(app, monkeypatch, session)
    sheet = table.layout["scores"].rect
    inside = [rect for _, rect, _ in drawn if sheet.colliderect(rect)]
    assert sum(text.startswith("H") and text[1:].isdigit() for text, _, _ in drawn) == 3   # the hands are shown
    assert all(sheet.contains(rect) for rect in inside)
    assert not any(a.clip(b).w > 2 and a.clip(b).h > 2 for i, a in enumerate(inside) for b in inside[i + 1:])


def sixteen_card_hand() -> GameSession:
    """The person holds sixteen cards, every kind among them (a long Drawbridge stack's haul)."""
    from tests.test_kings_court_rules import table as rules_table

    pool = [c for c in rules_table(3, {}).cards if c != "gold-5-a"]
    return arranged(3, {0: sorted(pool[::11][:16])})


def test_a_card_under_the_pointer_is_lifted_whole_out_of_a_hand_of_sixteen(app, monkeypatch) -> None:
    """Sixteen cards leave each little more than its corner: the card the pointer is on
    opens out of the fan, drawn over its neighbours (as the keyboard's card is)."""
    session = sixteen_card_hand()
    table = table_for(app, session)
    cards = table.input.hand_cards()
    assert len(cards) == 16
    drawn_apart: list[frozenset] = []
    real = table.display.draw_zone

    def recording(surface, name, glows=None, skip=frozenset()):  # type: ignore[no-untyped-def]
        if name == "hand":
            drawn_apart.append(skip)
        return real(surface, name, glows, skip)

    monkeypatch.setattr(table.display, "draw_zone", recording)
    card = cards[7]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_grab_point(table, card), rel=(3, 0),
                                         buttons=(0, 0, 0)))
    frame(app, 1)
    assert table.input.pointed_card == card and drawn_apart[-1] == frozenset([card])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 400), rel=(-3, 0), buttons=(0, 0, 0)))
    frame(app, 1)
    assert drawn_apart[-1] == frozenset()                    # nothing lifted, nothing focused


def test_the_card_faces_small_print_grows_with_the_large_text_size() -> None:
    """The name and points on a face were too small across a room: the large text size
    draws them bigger (the faces are redrawn when the setting changes, and back)."""
    from eternus.ui import fonts
    from eternus.ui.games.kings_court.cards import LARGE_PRINT, NORMAL_PRINT, KingsCourtArt

    assert LARGE_PRINT.name > NORMAL_PRINT.name and LARGE_PRINT.foot > NORMAL_PRINT.foot
    assert LARGE_PRINT.band_points > NORMAL_PRINT.band_points
    art = KingsCourtArt()
    normal = pygame.image.tobytes(art.face("burgundy-jester-a", 120), "RGBA")
    try:
        fonts.set_large_text(True)
        large = pygame.image.tobytes(art.face("burgundy-jester-a", 120), "RGBA")
    finally:
        fonts.set_large_text(False)
    assert large != normal
    assert pygame.image.tobytes(art.face("burgundy-jester-a", 120), "RGBA") == normal
