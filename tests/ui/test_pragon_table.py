"""The Seal of Pragon's table, driven by keys and clicks through a headless app."""

from __future__ import annotations

import pygame

from eternus.engine.core import Seat
from eternus.engine.pragon.actions import FinishEffect, Flip, MakeHand
from eternus.engine.pragon.explain import explain_selection
from eternus.engine.record import GameRecord
from eternus.session import GameSession, save_name
from eternus.ui.games.pragon.logic import piles_from_view
from tests.pragon_helpers import position
from tests.ui.helpers import click, record_texts
from tests.ui.helpers import press as key

DT = 1 / 60


def table_for(app, state=None, seed=3, speed=0.0):
    from eternus.ui.games import make_table

    app.services.settings["animation_speed"] = speed
    if state is None:
        session = GameSession.new("pragon", [Seat("You")], {}, seed)
    else:
        session = GameSession(GameRecord("pragon", state.seats, 1, dict(state.options), []), state)
    table = make_table(app.services, session)
    app.services.stack.push(table)
    app.frame(DT)
    return table


PAIR = dict(stacks={"top": ["2h", "3h"], "left": ["4h"], "right": ["8d", "Qd"]}, up={"right": True},
            hand=["7s", "7h", "Kc"])


def test_keyboard_builds_and_plays_a_hand(app) -> None:
    table = table_for(app, position(**PAIR))
    key(app, pygame.K_1)
    key(app, pygame.K_1)                  # the fan's first card now: the 7s has gone to the tray
    assert table.tray == ["7s", "7h"]
    assert table.btn_play.enabled and "pair" in table.btn_play.label.lower()
    key(app, pygame.K_RETURN)
    assert table.session.record.actions == [MakeHand(("7h", "7s"), "pair")]
    assert table.tray == [] and table.view["phase"] == "effect"
    assert sorted(table.session.state.view(0)["discard"][-2:]) == ["7h", "7s"]


def test_arrows_and_space_pick_table_cards_too(app) -> None:
    table = table_for(app, position(stacks={"top": ["Qs"], "left": ["4h"]}, up={"top": True},
                                    hand=["Qh", "2c", "9d"]))
    focus = table.input.focusables()
    assert ("card", "Qs") in focus and ("card", "Qh") in focus and ("card", "2c") not in focus
    while table.input.focused() != ("card", "Qs"):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_1)
    assert sorted(table.tray) == ["Qh", "Qs"]
    assert [c.card for c in table.display.piles["stack:top"]] == []       # lifted into the tray


def test_a_pair_of_jacks_offers_both_kinds(app) -> None:
    table = table_for(app, position(stacks={"top": ["2h"], "left": ["4h", "5d"]}, up={"left": True},
                                    hand=["Js", "Jh", "3c"]))
    key(app, pygame.K_1)
    key(app, pygame.K_1)
    hands, _ = table.tray_hands()
    assert {h.hand for h in hands} == {"pair", "pair_jacks"}
    first = table.chosen_hand()
    key(app, pygame.K_DOWN)
    second = table.chosen_hand()
    assert second is not None and second != first
    key(app, pygame.K_RETURN)
    assert table.session.record.actions == [second]


def test_a_tray_that_is_no_hand_says_why_and_plays_nothing(app) -> None:
    state = position(**PAIR)
    table = table_for(app, state)
    key(app, pygame.K_1)            # 7s
    key(app, pygame.K_2)            # Kc: the fan's second card once the 7s has left it
    hands, why = table.tray_hands()
    assert hands == [] and why == explain_selection(state, ["7s", "Kc"])
    assert not table.btn_play.enabled
    key(app, pygame.K_RETURN)
    assert table.session.record.actions == [] and table.notice is not None and table.notice.text == why


def test_effects_light_stacks_a_click_flips_and_d_finishes(app) -> None:
    state = position(stacks={"top": ["2h", "3h"], "left": ["4h"], "right": ["9c", "Ad"]}, up={"right": True},
                     hand=["7s", "7h", "Kc", "Ks"])
    table = table_for(app, state)
    key(app, pygame.K_1)
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    assert set(table.input.focusables()) >= {("zone", "stack:top"), ("zone", "stack:right")}
    click(app, table.layout["stack:top"].rect.center)
    assert table.session.record.actions[-1] == Flip("top")
    assert table.view["stacks"]["top"]["top"] == "3h"
    # A second pair this round, then stop its effect at once with D.
    key(app, pygame.K_1)
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    assert table.view["phase"] == "effect"
    key(app, pygame.K_d)
    assert table.session.record.actions[-1] == FinishEffect()


class Recorder:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


def test_the_display_catches_up_with_the_engine_after_the_deal(app) -> None:
    app.services.sound = Recorder()
    table = table_for(app, seed=11, speed=1.0)
    assert table.animator.busy
    assert len(table.display.piles["deck"]) > table.view["deck_count"]      # still dealing
    for _ in range(600):
        if not table.animator.busy:
            break
        app.frame(DT)
    assert not table.animator.busy
    assert table.display.piles == piles_from_view(table.view, table.tray)
    assert app.services.sound.played.count("deal") >= 20 and "flip" in app.services.sound.played


def test_undo_autosave_and_restart(app) -> None:
    table = table_for(app, seed=5)
    start = table.session.state.fingerprint()
    table.apply(table.session.state.legal_actions()[0])
    assert app.services.storage.exists(save_name("pragon"))
    key(app, pygame.K_u)
    assert table.session.record.actions == [] and table.session.state.fingerprint() == start
    assert table.session.undo_count == 1
    table.apply(table.session.state.legal_actions()[0])
    key(app, pygame.K_r, mod=pygame.KMOD_CTRL)              # asked first: a deal is in progress
    key(app, pygame.K_RETURN)
    assert table.session.record.actions == [] and table.session.state.fingerprint() == start


def test_escape_pauses_and_f1_opens_the_rules(app) -> None:
    from eternus.ui.scenes.pause import PauseScene
    from eternus.ui.scenes.rules import RulesScene

    table = table_for(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.services.stack.top, PauseScene)
    app.services.stack.pop()
    key(app, pygame.K_F1)
    assert isinstance(app.services.stack.top, RulesScene)
    assert app.services.stack.scenes[-2] is table


def test_clearing_the_table_wins_and_shows_the_results(app) -> None:
    from eternus.ui.scenes.results import ResultsScene

    table = table_for(app, position(stacks={"top": ["9c"]}, up={"top": True}, hand=["9h", "2d", "5s"]))
    key(app, pygame.K_1)
    click(app, table.display.slot_of("9c").center)
    key(app, pygame.K_RETURN)
    assert table.session.is_over and table.session.state.view(0)["result"] == "won"
    app.frame(DT)
    assert isinstance(app.services.stack.top, ResultsScene)


def test_a_hint_comes_from_the_ai_without_blocking(app) -> None:
    table = table_for(app, seed=8)
    key(app, pygame.K_h)
    assert table.hinter.busy or table.hint is not None
    table.hinter.wait(20)
    app.frame(DT)
    assert table.hint is not None and table.hint in table.session.state.legal_actions()
    assert table.notice is not None and table.hint.label in table.notice.text
    assert table.session.hint_count == 1


def test_autoplay_makes_moves_until_a_key_stops_it(app) -> None:
    table = table_for(app, seed=9)
    key(app, pygame.K_a)
    assert table.autoplay
    for _ in range(3):
        app.frame(0.6)                      # past the pause between moves: ask the AI
        table.worker.wait(20)
        app.frame(DT)                       # the answer is played
    made = len(table.session.record.actions)
    assert made >= 2
    assert table.session.hint_count == made             # each move the AI played is a hint taken
    key(app, pygame.K_SPACE)
    assert not table.autoplay
    table.worker.wait(20)
    for _ in range(3):
        app.frame(0.6)
    assert len(table.session.record.actions) == made


class StandInLink:
    """Only what PragonInput's TableLink asks for: no table behind it."""

    def __init__(self, state) -> None:
        self.state = state
        self.tray: list[str] = []
        self.calls: list[tuple] = []

    def apply(self, action):
        self.calls.append(("apply", action))
        return None

    def move_to_tray(self, card, into, origin=None) -> None:
        self.calls.append(("tray", card, into))
        if into:
            self.tray.append(card)

    def play_tray(self) -> None:
        self.calls.append(("play",))

    def finish_effect(self) -> None:
        self.calls.append(("done",))

    def refuse(self, reason) -> None:
        self.calls.append(("refuse", reason))

    def sound(self, name) -> None:
        pass


def test_the_input_works_through_its_link_alone(app) -> None:
    from eternus.ui.games.pragon.input import PragonInput

    table = table_for(app, position(**PAIR))
    link = StandInLink(position(**PAIR))
    pad = PragonInput(link, table.display, table.layout, lambda: 0.0)
    for k in (pygame.K_1, pygame.K_1, pygame.K_RETURN):
        assert pad.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    assert link.calls == [("tray", "7s", True), ("tray", "7h", True), ("play",)]
    assert not pad.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="", scancode=0))
    assert table.session.record.actions == []          # the real table was never asked


def test_jokers_only_flip_a_joker_taken_back_lights_no_hand_at_the_table(app) -> None:
    state = position(stacks={"top": ["2c", "3c", "9c"], "left": ["4h", "5h"]}, up={"top": True},
                     hand=["Qh", "Qd", "9s"], discard=["JK1", "8s"], deck_top=["4s", "6d", "Jd"],
                     jokers_only_flip=True)
    table = table_for(app, state)
    table.apply(MakeHand(("Qd", "Qh"), "pair_queens"))
    assert table.input.browser_open                      # the Queens take from the pile
    card_rect = dict(table.input.browser_cards())["JK1"]
    click(app, card_rect.center)
    assert "JK1" in table.view["hand"] and not table.input.browser_open
    assert ("card", "JK1") not in table.input.focusables() and ("card", "9s") in table.input.focusables()
    key(app, pygame.K_1)                                 # hand order: 9s, JK1
    key(app, pygame.K_1)
    hands, why = table.tray_hands()
    assert hands == [] and why == "Jokers are not wild in this game."


def test_the_winning_move_is_counted_at_once_and_undo_or_ctrl_r_in_the_end_animation_loses_nothing(
        app, storage) -> None:
    from eternus.storage import Statistics

    table = table_for(app, position(stacks={"top": ["9c"]}, up={"top": True}, hand=["9h", "2d", "5s"]),
                      speed=1.0)
    key(app, pygame.K_1)
    click(app, table.display.slot_of("9c").center)
    key(app, pygame.K_RETURN)                               # the winning move; the animation plays on
    assert table.session.is_over and table.animator.busy
    assert Statistics(storage).for_game("pragon").played == 1      # counted before the animation ends
    key(app, pygame.K_u)                                    # undo in the end animation: refused
    assert table.session.is_over and table.session.recorded
    key(app, pygame.K_r, mod=pygame.KMOD_CTRL)              # a new match of the same deal
    for _ in range(120):
        app.frame(DT)
    assert Statistics(storage).for_game("pragon").played == 1


def test_shift_u_redoes_what_u_undid(app) -> None:
    table = table_for(app, seed=5)
    action = table.session.state.legal_actions()[0]
    assert table.apply(action) is None
    key(app, pygame.K_u)
    assert table.session.record.actions == []
    key(app, pygame.K_u, mod=pygame.KMOD_SHIFT)
    assert table.session.record.actions == [action]
    key(app, pygame.K_y, mod=pygame.KMOD_CTRL)                  # nothing left to redo: said, nothing changes
    assert table.session.record.actions == [action] and table.notice is not None


def test_clicking_cards_in_turn_the_fan_stays_put_under_the_pointer(app) -> None:
    """The issue: after a click the fan re-laid itself and a second click on the next card
    missed. While the pointer stays over the fan, a card gone to the tray keeps its place
    (unseen), so the next card is still where it was; leaving the fan closes it up."""
    table = table_for(app, position(**PAIR))
    first, second, third = (table.display.slot_of(c).center for c in ("7s", "7h", "Kc"))
    click(app, (round(first.x) - 20, round(first.y)))
    assert table.tray == ["7s"]
    assert table.display.slot_of("7h").center == second                   # not moved
    click(app, (round(second.x) - 20, round(second.y)))
    assert table.tray == ["7s", "7h"]                                     # the second click landed
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(960, 300), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(40):
        app.frame(DT)
    assert not table.display.ghosts and table.display.slot_of("Kc").center != third   # closed up


def test_the_play_button_names_a_long_hand_whole_at_the_large_text_size(app, monkeypatch) -> None:
    """"Play three of a kind" does not fit its button at 24 px: it says "Three of a kind"
    rather than "Play three of a..."."""
    from eternus.ui import fonts

    three = dict(PAIR, hand=["7s", "7h", "7d", "Kc"])
    app.services.settings["text_size"] = "large"
    try:
        table = table_for(app, position(**three))
        for _ in range(3):
            key(app, pygame.K_1)
        assert len(table.tray) == 3 and "three of a kind" in table.btn_play.label
        recorded = record_texts(monkeypatch)
        app.frame(DT)
    finally:
        fonts.set_large_text(False)
    assert "Three of a kind" in [text for text, _, _ in recorded]
