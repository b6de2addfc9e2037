"""The guided first hand: offered the first time a game is opened, on a fixed deal, with
callouts that point at the table; skippable at any moment, never offered first again."""

from __future__ import annotations

import pygame
import pytest

from eternus.storage import load_settings
from eternus.ui.games import TABLES, table_declaration
from eternus.ui.scenes.setup import SetupScene
from eternus.ui.table.guide import SKIP_LABEL, is_done
from eternus.ui.table.layout import load_layout, table_map_path
from eternus.ui.table.table_scene import TableScene
from tests.ui.helpers import click, frames, press, shot


def open_guided(app, game_id: str) -> TableScene:
    app.start()
    app.stack.push(SetupScene(app.services, game_id))
    frames(app, 2)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.menu.focused is setup.guide_button
    press(app, pygame.K_RETURN)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.guide is not None
    return table


def until_callout(app, table: TableScene, limit: int = 600) -> None:
    for _ in range(limit):
        if table.guide is not None and table.guide.current() is not None:
            return
        if table.driver is not None:            # a solitaire has no turns to wait for
            table.driver.wait(5)
        frames(app)
    raise AssertionError("no callout came up")


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_each_game_opens_its_guided_hand_on_its_fixed_deal_with_a_first_callout(app, game_id) -> None:
    table = open_guided(app, game_id)
    declared = table_declaration(game_id)
    assert table.session.record.seed == declared.guide_seed
    assert len(table.session.record.seats) == declared.guide_players
    until_callout(app, table)
    step = table.guide.current()
    assert step is not None and step in declared.guide_steps
    if step.zone is not None:
        assert step.zone in table.layout.zones, f"{game_id}: the callout points at a zone the map lacks"
    shot(app, f"guide_{game_id}")


def test_the_callout_about_the_wing_card_choice_rings_every_choice(app) -> None:
    """The ring went round the betting buttons' zone, and the first row of wing cards stood
    above it, outside the ring the callout said to choose from."""
    table = open_guided(app, "dragon_kings")
    until_callout(app, table)
    step = table.guide.current()
    assert step is not None and "wing card" in step.text
    ring = table.layout[step.zone].rect
    choices = table.input.choices()
    assert len(choices) > 4 and all(ring.contains(c.rect) for c in choices)


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_callout_points_at_a_zone_of_its_tables_map(game_id) -> None:
    layout = load_layout(table_map_path(game_id))
    for step in table_declaration(game_id).guide_steps:
        assert step.zone is None or step.zone in layout, f"{game_id}: {step.text}"


def test_the_callout_about_the_numbered_announcements_rings_them(app) -> None:
    """Draker's callout about the numbered offers ringed the Announce and Clear buttons at the
    bottom; the offers stand in the panel on the left."""
    table = open_guided(app, "draker")
    until_callout(app, table)
    [step] = [s for s in table_declaration("draker").guide_steps if "numbered buttons" in s.text]
    ring = table.layout[step.zone].rect
    offers = table.input.offer_buttons()
    assert len(offers) >= 3 and all(ring.contains(o.rect) for o in offers)


def test_draker_says_what_an_effect_decision_is_and_rings_its_choices(app) -> None:
    """At the pool's effects a newcomer read "Something asks for your answer: choose a lit
    card or a button"; the callout now says what the decision is, and rings its buttons."""
    table = open_guided(app, "draker")
    until_callout(app, table)
    press(app, pygame.K_1)                      # the best offer: a combination of three or more
    press(app, pygame.K_RETURN)
    for _ in range(600):
        step = table.guide.current()
        if table.my_decision() and table.view["phase"] == "activate" and step is not None:
            break
        frames(app)
    assert step is not None and "effect" in step.text and "Something asks" not in step.text
    ring = table.layout[step.zone].rect
    choices = table.input.buttons()
    assert any("heal" in c.label for c in choices) and all(ring.contains(c.rect) for c in choices)
    shot(app, "guide_draker_effects")


def test_the_callout_is_opaque_so_the_log_under_it_does_not_show_through(app, monkeypatch) -> None:
    """The callout stands over the table's log, whose lines showed faintly through it."""
    from eternus.ui import theme

    table = open_guided(app, "pragon")
    until_callout(app, table)
    alphas: list[int] = []
    real = theme.draw_panel
    monkeypatch.setattr(theme, "draw_panel", lambda surface, rect, radius=22, alpha=theme.PANEL_ALPHA, **kw:
                        (alphas.append(alpha), real(surface, rect, radius, alpha, **kw)))
    table.guide.draw(app.canvas, lambda zone: table.layout[zone].rect)
    assert alphas == [255]


def test_pragons_first_callout_keeps_to_the_log_and_leaves_the_trays_title_clear(app) -> None:
    """Pragon's log is short: the callout at its full size ran over the title of the tray
    under it. It takes the TV floor's size there (24 px) and stays inside the log's place."""
    table = open_guided(app, "pragon")
    until_callout(app, table)
    frames(app)
    callout_bottom = table.guide.skip_button.rect.bottom + 16
    assert callout_bottom <= table.layout["log"].rect.bottom < table.layout["tray"].rect.top


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_the_callout_takes_the_whole_log_and_lies_over_no_panel_it_does_not_point_at(app, game_id,
                                                                                   text_size) -> None:
    """Draker's callout lay over the top of its History panel, the panel's frame and empty
    lower part showing round it. The callout takes the log's whole place, and no other zone
    of the map but the one it points at lies under it."""
    from eternus.ui import fonts

    app.services.settings["text_size"] = text_size
    try:
        table = open_guided(app, game_id)
        until_callout(app, table)
        frames(app)
    finally:
        fonts.set_large_text(False)
    box, step, log = table.guide.box, table.guide.current(), table.layout["log"].rect
    assert box is not None and step is not None and box.contains(log)
    # Chip stacks stand beside their seats, at a place nobody may sit at this table: not panels.
    under = [name for name, zone in table.layout.zones.items()
             if name not in ("log", step.zone) and not name.startswith("chips:") and not log.contains(zone.rect)
             and zone.rect.colliderect(box)]
    assert under == []


def test_the_line_leaves_the_callout_on_the_side_facing_its_zone() -> None:
    """Four Kings' callout stands left of the table: its line left from its left edge and
    crossed the whole table to the top of the Wheel."""
    from eternus.ui.table.guide import leader

    box = pygame.Rect(16, 792, 400, 272)
    assert leader(box, pygame.Rect(440, 872, 1040, 196)) == ((416, 970), (432, 970))       # zone to the right
    assert leader(pygame.Rect(1564, 80, 340, 300), pygame.Rect(380, 978, 1160, 86)) == ((1564, 350), (1548, 1021))
    assert leader(pygame.Rect(1290, 96, 590, 250), pygame.Rect(1290, 720, 590, 74))[1] == (1585, 712)  # below


def test_four_kings_callout_about_a_choice_rings_the_choices_under_the_question(app) -> None:
    table = open_guided(app, "four_kings")
    [step] = [s for s in table_declaration("four_kings").guide_steps if "choose" in s.text]
    ring = table.layout[step.zone].rect
    rng = __import__("random").Random(3)
    for _ in range(4000):
        items = table.input.picker_items() if table.person_to_move() else []
        if items:
            break
        if table.person_to_move() and not table.busy:
            table.apply(rng.choice(table.session.state.legal_actions()))
        table.driver.wait(5)
        frames(app)
    assert items and all(ring.contains(rect) for rect, _ in items)


def test_a_callout_is_done_once_the_person_moves_and_the_next_comes_up(app) -> None:
    table = open_guided(app, "kings_court")
    until_callout(app, table)
    first = table.guide.showing
    legal = table.session.state.legal_actions()
    table.apply(legal[0])
    for _ in range(900):
        if table.guide.showing not in (None, first) or table.guide.over:
            break
        table.driver.wait(5)
        frames(app)
    assert first in table.guide.done
    assert table.guide.showing != first


@pytest.mark.parametrize("game_id, zone, next_words", [("draker", "hand:0", "Each tray"),
                                                       ("pragon", "hand", "The tray names")])
def test_a_callout_whose_ask_was_done_without_a_move_gives_way_to_the_next(app, game_id, zone, next_words) -> None:
    """Draker's "Lay a card from your hand" stood on over the trays its card had filled,
    while the callout about what the trays say waited for a move that had not come."""
    table = open_guided(app, game_id)
    until_callout(app, table)
    first = table.guide.showing
    card = table.display.visible(zone)[0].card
    click(app, table.display.slot_of(card).center)
    frames(app, 60)                                        # the card flies to the tray
    assert first in table.guide.done and not table.session.record.actions
    step = table.guide.current()
    assert step is not None and step.text.startswith(next_words)


def test_skipping_ends_the_guide_and_the_setup_no_longer_offers_it_first(app, storage) -> None:
    table = open_guided(app, "pragon")
    until_callout(app, table)
    assert SKIP_LABEL in [t.label for t in table.focus_targets()]     # LB/RB reach it too
    click(app, table.guide.skip_button.rect.center)
    assert table.guide.over and table.guide.current() is None
    assert is_done(app.services.settings, "pragon")
    assert "pragon" in load_settings(storage)[0]["guides_done"]       # saved at once
    app.stack.push(SetupScene(app.services, "pragon"))
    frames(app, 1)
    setup = app.stack.top
    assert setup.menu.focused is setup.start_button
    assert not is_done(app.services.settings, "draker")


def test_k_skips_and_the_guide_ends_with_the_game(app) -> None:
    table = open_guided(app, "draker")
    until_callout(app, table)
    press(app, pygame.K_k)
    assert table.guide.over and is_done(app.services.settings, "draker")


def test_a_bad_guides_done_setting_is_repaired_with_a_message() -> None:
    from eternus.storage import validate_settings

    settings, messages = validate_settings({"guides_done": "pragon"})
    assert settings["guides_done"] == () and messages
    settings, messages = validate_settings({"guides_done": ["pragon", "draker"]})
    assert settings["guides_done"] == ("pragon", "draker") and not messages
