"""The Draker table, driven by drags, clicks and keys through a headless app."""

from __future__ import annotations

import re


import pygame

import pytest

from eternus.engine.core import Seat
from eternus.engine.draker.actions import Activate, Lay, Pass
from eternus.engine.draker.combinations import best
from eternus.session import GameSession
from eternus.ui.games.draker import logic
from eternus.ui.table.layout import load_layout, table_map_path
from tests.ui.helpers import click, drag, frames, open_table, played_until, record_texts, shot
from tests.ui.helpers import press as key

DUEL = [Seat("You"), Seat("Rook", "greedy")]
HOT_SEAT = [Seat("Ann"), Seat("Ben")]




def until_mine(app, table, limit: int = 600) -> None:
    for _ in range(limit):
        if table.my_decision() or table.session.is_over:
            return
        frames(app)
    raise AssertionError("the person's decision never came")


def best_offer_taken(app, monkeypatch, seats: list[Seat], text_size: str):
    """Deal 51 at ``text_size`` with the best offer in the trays (seven cards, three
    Artefacts named), and every text the next frame draws (as ``record_texts``)."""
    from eternus.ui import fonts

    app.services.settings["text_size"] = text_size
    try:
        table = open_table(app, GameSession.new("draker", seats, {}, 51), settle=2)
        until_mine(app, table)
        key(app, pygame.K_1)
        drawn = record_texts(monkeypatch)
        frames(app)
    finally:
        fonts.set_large_text(False)
    return table, drawn


def centre(table, card: str) -> tuple[int, int]:
    slot = table.display.slot_of(card)
    assert slot is not None, f"{card} is not on the table"
    return (round(slot.center.x), round(slot.center.y))


def test_the_table_reads_every_place_it_needs_from_its_map() -> None:
    from eternus.ui.games.draker.table import REQUIRED_ZONES

    layout = load_layout(table_map_path("draker"), REQUIRED_ZONES)
    assert all(zone in layout for zone in REQUIRED_ZONES)
    assert all(len(places) == n and places[0] == 0 for n, places in logic.SPREAD.items())


def test_an_offer_fills_the_trays_and_enter_announces_exactly_it(app) -> None:
    session = GameSession.new("draker", DUEL, {}, 3)
    table = open_table(app, session)
    until_mine(app, table)
    label, lay = table.input.offers()[0]
    key(app, pygame.K_1)
    assert table.input.builder.lay() == lay
    assert {s.card for s in table.display.visible("laid")} == {lay.card}       # the trays show it
    shot(app, "draker_offer")
    key(app, pygame.K_RETURN)
    assert session.record.actions[0] == lay


def test_a_combination_dragged_into_the_trays_shows_its_cost_and_is_announced(app) -> None:
    session = GameSession.new("draker", DUEL, {}, 3)
    table = open_table(app, session)
    until_mine(app, table)
    state = session.state
    lay = next(Lay(h, (c,)) for h in state.hands[0] for c in state.common if best([h, c]) is not None)
    drag(app, centre(table, lay.card), table.layout["tray:attack"].rect.center)
    assert table.input.builder.laid == lay.card
    drag(app, centre(table, lay.attack[0]), table.layout["tray:attack"].rect.center)
    assert table.input.builder.attack == [lay.attack[0]]
    words, ok = logic.tray_words(table.view, table.input.builder, "attack")
    assert ok and words == best([lay.card, *lay.attack], logic.strength(table.view)).explain()
    shot(app, "draker_built")
    key(app, pygame.K_RETURN)
    assert session.record.actions[0] == Lay(lay.card, lay.attack, ())


def test_the_keys_alone_build_the_best_offer_card_by_card(app) -> None:
    """The arrow keys walked only the hand: a player without a mouse (a keyboard, a pad)
    could lay a card but build nothing round it except the six offers. Up/Down now pick a
    row, Left/Right a card, Space does what a click does and A sends a pool card to attack."""
    from eternus.ui.games.draker.input import KEY_ROWS

    session = GameSession.new("draker", DUEL, {}, 51)
    table = open_table(app, session)
    until_mine(app, table)
    _, lay = table.input.offers()[0]
    pool = set(session.state.pools[0])

    def light(card: str) -> None:
        row = next(i for i in range(len(KEY_ROWS)) if card in table.input.row_cards(i))
        for _ in range(12):
            if table.input.row == row and table.input.lit_card() == card:
                return
            key(app, pygame.K_UP if table.input.row > row else pygame.K_DOWN if table.input.row < row
                else pygame.K_RIGHT)
        raise AssertionError(f"the keys never reached {card}")

    light(lay.card)
    key(app, pygame.K_SPACE)
    for card in lay.attack or ():
        light(card)
        key(app, pygame.K_a if card in pool else pygame.K_SPACE)
    for card in lay.defence or ():
        light(card)
        key(app, pygame.K_SPACE)
    assert len(lay.attack or ()) >= 5 and any(c in pool for c in lay.attack or ())
    assert table.input.builder.lay() == lay
    key(app, pygame.K_RETURN)
    assert session.record.actions[0] == lay


def test_a_common_card_dropped_on_the_defence_tray_flies_back_with_the_reason(app) -> None:
    session = GameSession.new("draker", DUEL, {}, 3)
    table = open_table(app, session)
    until_mine(app, table)
    common = session.state.common[0]
    drag(app, centre(table, common), table.layout["tray:defence"].rect.center)
    assert table.input.builder.defence is None and table.input.drag.last_refusal is not None
    assert "own pool" in table.prompt()[0]
    assert not session.record.actions


def test_clicks_build_too_and_backspace_empties_the_trays(app) -> None:
    session = GameSession.new("draker", DUEL, {}, 3)
    table = open_table(app, session)
    until_mine(app, table)
    card = session.state.hands[0][0]
    click(app, centre(table, card))
    assert table.input.builder.laid == card and table.input.builder.defence == []   # alone, a defence
    pool_card = session.state.pools[0][0]
    click(app, centre(table, pool_card))
    assert table.input.builder.defence == [pool_card]
    key(app, pygame.K_BACKSPACE)
    assert table.input.builder.empty()


def test_an_illegal_announcement_is_refused_with_the_engines_reason_and_nothing_is_played(app) -> None:
    session = GameSession.new("draker", DUEL, {}, 3)
    table = open_table(app, session)
    until_mine(app, table)
    state = session.state
    table.input.builder = logic.Builder(state.hands[0][0], None, [c for c in state.pools[0]])
    lay = table.input.builder.lay()
    reason = state.why_illegal(lay)
    if reason is None:                 # five pool cards around the first hand card make a combination
        return
    key(app, pygame.K_RETURN)
    assert table.notice is not None and table.notice.text == reason and not session.record.actions


def test_the_ai_turn_is_played_on_the_table_and_told_in_the_turn_panel(app) -> None:
    session = GameSession.new("draker", DUEL, {}, 5)
    table = open_table(app, session)
    until_mine(app, table)
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    while session.state.current == 0 and not session.is_over:    # effects and the like, if offered
        until_mine(app, table)
        key(app, pygame.K_RETURN)
    until_mine(app, table)
    assert session.state.current == 0 and len(session.state.discard) > 0
    assert table.story.seat == 1 and table.story.combinations
    frames(app, 2)
    assert table.display.piles == logic.piles_from_view(table.view, 0, True, table.input.builder)
    shot(app, "draker_after_ai")


def test_a_whole_duel_against_the_ai_is_played_with_the_keys_to_the_results(app) -> None:
    from eternus.ui.scenes.results import ResultsScene

    session = GameSession.new("draker", DUEL, {"life": 20}, 8)
    table = open_table(app, session)
    for _ in range(300):
        until_mine(app, table)
        if session.is_over:
            break
        key(app, pygame.K_1 if table.input.building() or table.view["phase"] == "name" else pygame.K_RETURN)
        if table.input.building():
            key(app, pygame.K_RETURN)
    frames(app, 3)
    assert session.is_over and isinstance(app.services.stack.top, ResultsScene)


def test_the_turn_panel_says_you_lose_not_you_loses(app) -> None:
    """The turn panel told the AI's turn in the engine's third person: "You loses 7 life (the
    attack): 20 left." beside a history that said "You lose"."""
    from eternus.grammar import you_agree

    session = GameSession.new("draker", DUEL, {"life": 20}, 8)
    table = open_table(app, session)
    told: set[str] = set()
    for _ in range(300):
        until_mine(app, table)
        told.update(words for words, _ in table.story.lines)
        if session.is_over or any(words.startswith("You lose") for words in told):
            break
        key(app, pygame.K_1 if table.input.building() or table.view["phase"] == "name" else pygame.K_RETURN)
        if table.input.building():
            key(app, pygame.K_RETURN)
    assert any(words.startswith("You lose ") for words in told), told
    assert all(words == you_agree(words) for words in told), told


def test_the_turn_panel_names_the_opponent_while_it_thinks(app, monkeypatch) -> None:
    """Once your turn was over with nothing of it left to tell, the panel still said "Your
    turn", empty, while the status said "Rook to act"."""
    session = GameSession.new("draker", DUEL, {}, 5)
    table = open_table(app, session, speed=1.0)
    until_mine(app, table)
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    while session.state.current == 0:
        until_mine(app, table)
        key(app, pygame.K_RETURN)
    assert not table.story.lines                     # nothing of your turn to tell
    drawn = record_texts(monkeypatch)
    frames(app)
    area = table.layout["turn"].rect
    titles = [text for text, rect, _ in drawn if area.contains(rect) and text.endswith(" turn")]
    assert titles == ["Rook's turn"], titles


def test_an_effect_is_activated_by_clicking_its_lit_pool_card(app) -> None:
    session = played_until("draker", HOT_SEAT, {}, lambda s: s.state.phase == "activate"
                           and any(isinstance(a, Activate) for a in s.state.legal_actions()))
    table = open_table(app, session, settle=2)
    from eternus.ui.scenes.privacy import PrivacyScene

    if isinstance(app.services.stack.top, PrivacyScene):
        key(app, pygame.K_SPACE)
    until_mine(app, table)
    card = next(a.card for a in session.state.legal_actions() if isinstance(a, Activate))
    before = len(session.record.actions)
    shot(app, "draker_activate")
    click(app, centre(table, card))
    assert session.record.actions[before] == Activate(card)


def test_two_people_answer_behind_the_privacy_screen_and_enter_is_no_answer(app) -> None:
    from eternus.ui.scenes.privacy import PrivacyScene

    session = played_until("draker", HOT_SEAT, {}, lambda s: s.state.phase == "respond")
    table = open_table(app, session, settle=2)
    responder = session.state.to_act
    assert isinstance(app.services.stack.top, PrivacyScene)
    key(app, pygame.K_SPACE)
    until_mine(app, table)
    assert table.bottom == responder and table.input.buttons()[-1].action == Pass()
    attacker = HOT_SEAT[session.state.current].name
    assert table.prompt()[0] == f"Answer {attacker} with an instant effect?"     # not "Answer You's turn"
    before = len(session.record.actions)
    key(app, pygame.K_RETURN)
    assert session.record.actions[before] == Pass()


def test_the_offers_read_whole_on_two_lines_at_the_large_text_size(app, monkeypatch) -> None:
    """One line of "Qs: attack 8 + defence 6" did not fit the panel at the large text size
    and lost its defence to an ellipsis; the buttons grow to two lines there."""
    from eternus.ui import fonts

    app.services.settings["text_size"] = "large"
    try:
        table = open_table(app, GameSession.new("draker", DUEL, {}, 5), settle=2)
        until_mine(app, table)
        offers = table.input.offer_buttons()
        drawn = record_texts(monkeypatch)
        frames(app)
    finally:
        fonts.set_large_text(False)
    assert any("defence" in o.label for o in offers)
    for offer in offers:
        inside = [text for text, rect, _ in drawn if offer.rect.contains(rect)]
        assert " ".join(inside).replace("+ ", "") == offer.label.replace("+ ", ""), offer.label


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_a_full_tray_leaves_its_name_and_its_sum_readable(app, monkeypatch, text_size) -> None:
    """Seven cards in the attack tray ran across its whole width and covered the word
    "Attack", leaving colour the only cue of which tray was which; with three Artefacts'
    namings its sum ran onto a third line, across the cards."""
    table, drawn = best_offer_taken(app, monkeypatch, DUEL, text_size)
    assert len(table.display.visible("tray:attack")) >= 6
    for zone in ("tray:attack", "tray:defence"):
        tray = table.layout[zone].rect
        words = [(text, rect) for text, rect, _ in drawn if tray.contains(rect)]
        cards = [table.display.slot_of(s.card).rect() for s in table.display.visible(zone)]
        assert words and not [text for text, rect in words if any(card.colliderect(rect) for card in cards)]
    attack = " ".join(t for t, r, _ in drawn if table.layout["tray:attack"].rect.contains(r))
    assert "= 16" in attack
    assert ("Mage)" in attack) == (text_size == "normal")        # the namings, where there is room


def test_a_big_combination_is_announced_in_words_that_stay_inside_the_banner(app, monkeypatch) -> None:
    """The banner said the whole sum with the Artefacts' namings on one line ("You: straight
    by rank + by profession: 8 x 2 = 16 (Xs named 3, Smith; ...)"), shrank it to its floor
    and still ran past both ends of the box. It says who, the worth and the form; the sum
    stays written in the tray."""
    from eternus.ui.table.widgets import ANNOUNCE_LEAST, announcement

    table = open_table(app, GameSession.new("draker", DUEL, {}, 51), settle=2)
    until_mine(app, table)
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    for _ in range(300):
        if table.announcement is not None:
            break
        frames(app)
    assert table.announcement is not None
    assert table.announcement.text == "You attack with 16: straight by rank + by profession"
    box = table.layout["announce"].rect
    long = "Player 2: " + "straight by rank + by profession, flush: 4 x 2 x 3 = 24 " * 3
    for text in (table.announcement.text, long):
        drawn = record_texts(monkeypatch)
        announcement(app.canvas, box, text)
        assert " ".join(t for t, _, _ in drawn).split() == text.split()
        assert all(box.contains(rect) and size >= ANNOUNCE_LEAST for _, rect, size in drawn), text


def test_cards_are_written_as_their_faces_show_them_never_by_the_engines_letters() -> None:
    assert [logic.card_label(c) for c in ("Ts", "Ah", "Qd", "2c", "Ae", "Kg", "Xs")] == [
        "10\u2660", "A\u2665", "Q\u2666", "2\u2663", "A\u2766", "K\u25b2", "W\u2660"]
    assert (logic.spoken("Seat 2 activates Ae: 4 more defence points. 5d's effect is cancelled.")
            == "Seat 2 activates A\u2766: 4 more defence points. 5\u2666's effect is cancelled.")
    assert logic.spoken("= 18 (Xd named J, Bard)") == "= 18 (W\u2666 named J, Bard)"
    assert logic.spoken("Three Jacks, 3rd place, 2nd round") == "Three Jacks, 3rd place, 2nd round"


def test_the_signs_of_eternuss_suits_are_in_the_tables_font() -> None:
    """A sign the font lacks draws as an empty box: each must be a glyph of its own."""
    from eternus.ui import fonts

    missing = fonts.font(24, fonts.BOLD).metrics("\U0001f342")        # a leaf no font here has
    for face in (fonts.SANS, fonts.BOLD):
        for sign in logic.SUIT_SIGNS.values():
            assert fonts.font(24, face).metrics(sign) != missing, (face, sign)


def test_no_card_code_is_written_anywhere_on_the_table(app, monkeypatch) -> None:
    """The offers said "5d: attack 16", the history "Player 2 activates Ae", the tray "Xs
    named 3": letters for suits a player sees as leaves and mountains."""
    import re

    table = open_table(app, GameSession.new("draker", DUEL, {}, 51), settle=2)
    until_mine(app, table)
    drawn = record_texts(monkeypatch)
    frames(app)
    key(app, pygame.K_1)
    frames(app)
    key(app, pygame.K_RETURN)
    for phase in ("activate", "lay"):           # my effects, then the opponent's whole turn
        for _ in range(900):
            frames(app)
            table.driver.wait(5)
            if table.my_decision() and table.view["phase"] == phase:
                break
        key(app, pygame.K_1)
        frames(app, 2)
    texts = [t for t, _, _ in drawn]
    assert any(t.startswith("Rook ") for t in texts)              # the opponent's turn is in the history
    assert any("\u2666" in t for t in texts) and any("named" in t for t in texts)
    code = re.compile(r"\b[A2-9TJQKX][shdceg]\b")
    assert not [t for t in texts if code.search(t)]


def test_an_effect_beyond_the_points_left_says_the_life_it_will_cost(app) -> None:
    """Two Bards offered "heal 3 life, for 3 defence" with 1 defence earned: taking both
    healed 6 and cost 15 life at the turn's end, and nothing on the buttons said so."""
    table = open_table(app, GameSession.new("draker", DUEL, {}, 51), settle=2)
    until_mine(app, table)
    key(app, pygame.K_1)                                   # attack 16 + defence 1
    key(app, pygame.K_RETURN)
    for _ in range(300):
        frames(app)
        if table.my_decision() and table.view["phase"] == "activate":
            break
    bards = [c.label for c in table.input.buttons() if "Bard" in c.label]
    assert bards and all(", for 1 defence and 6 life" in label for label in bards), bards
    key(app, pygame.K_1)
    frames(app, 2)
    bards = [c.label for c in table.input.buttons() if "Bard" in c.label]
    assert bards and all(", for 9 life" in label for label in bards), bards


def test_the_left_panel_shows_whole_entries_only_at_the_large_text_size(app, monkeypatch) -> None:
    """At 1280x720 and the large text size the last effect read "10\u25b2 Merchant: 2 more",
    cut from its "defence points" at the panel's foot."""
    app.resize((1280, 720))
    table, drawn = best_offer_taken(app, monkeypatch, [Seat("You"), Seat("Rook", "greedy"), Seat("Wren", "greedy")],
                                    "large")
    panel = table.layout["turn"].rect
    said = " ".join(text for text, rect, _ in drawn if panel.contains(rect))
    shown = [card for card in table.view["hand"] if f"{logic.card_label(card)} {logic.profession_name(card)}:" in said]
    assert 0 < len(shown) < len(table.view["hand"])           # the panel is full: some are left out
    for card in shown:
        assert f"{logic.profession_name(card)}: {logic.standard_for(card)}" in said, card


def test_the_best_announcements_are_written_at_one_size(app, monkeypatch) -> None:
    """Each offer shrank to fit on its own, so the one with a defence stood in small text
    among large ones, as if it were a lesser choice."""
    sizes_seen = []
    for seed in (3, 5, 8):
        table = open_table(app, GameSession.new("draker", DUEL, {}, seed), settle=2)
        until_mine(app, table)
        offers = table.input.offer_buttons()
        drawn = record_texts(monkeypatch)
        frames(app)
        sizes = {size for _, rect, size in drawn for offer in offers if offer.rect.contains(rect)}
        assert len(offers) > 1 and len(sizes) == 1, (seed, sizes)
        sizes_seen += sizes
    assert len(set(sizes_seen)) > 1 or sizes_seen[0] > 16      # shared, not simply the least


def test_every_effect_on_offer_is_written_whole_beside_its_key(app, monkeypatch) -> None:
    """A bar button has room for "Q\u2663 +4 defence  (1)", not for "4 more defence points, for 3
    attack": the turn panel lists each choice in full with its key, and the button keeps its
    short words at the bar's full size (not shrunk to the size the whole effect would have needed)."""
    from eternus.ui.games.draker.input import CHOICE_SIZE

    seats = [Seat("You"), Seat("Rook", "random")]
    session = played_until("draker", seats, {}, lambda s: s.state.phase == "activate" and s.state.to_act == 0
                           and sum(isinstance(a, Activate) for a in s.state.legal_actions()) >= 2)
    table = open_table(app, session, settle=2)
    recorded = record_texts(monkeypatch)
    frames(app)
    drawn = [(text, size) for text, _, size in recorded]
    written = " ".join(text for text, _ in drawn)
    assert not any("\u2026" in text for text, _ in drawn), [t for t, _ in drawn if "\u2026" in t]
    for choice in table.input.buttons():
        if isinstance(choice.action, Activate):
            whole = " ".join(f"{choice.key} {choice.label.rsplit('  (', 1)[0]}".split())   # as wrapped lines join
            assert whole in written, choice.label
            name = logic.choice_short(choice.action)          # what it does, not only whose
            assert (f"{name}  ({choice.key})", CHOICE_SIZE) in drawn, choice.label


def test_a_long_name_in_a_narrow_seat_panel_stays_clear_of_its_tag_at_the_large_text_size(app, monkeypatch) -> None:
    """"Grandmother Edda 1" ran under the panel's "Out" (and "Attacked") at the large size."""
    from tests.ui.helpers import texts_on_open

    seats = [Seat("You"), *(Seat(f"Grandmother Edda {i}", "random") for i in range(1, 4))]
    session = played_until("draker", seats, {}, lambda s: s.state.out[1] and s.state.to_act == 0,
                           tries=60, moves=1500)
    table, drawn = texts_on_open(app, monkeypatch, session)
    panel = table.layout[f"seat:{logic.place_of(4, table.bottom, 1)}"].rect
    inside = [(text, rect) for text, rect, _ in drawn if panel.contains(rect)]
    assert "Out" in [text for text, _ in inside]
    assert not any(a.colliderect(b) for i, (_, a) in enumerate(inside) for _, b in inside[i + 1:])


def test_the_turn_panel_keeps_its_words_and_cuts_a_long_name_at_the_large_text_size(app, monkeypatch) -> None:
    """"Grandmother Edda's turn" lost "'s turn" to the ellipsis."""
    from tests.ui.helpers import texts_on_open

    seats = [Seat("You"), Seat("Grandmother Edda", "random")]
    session = played_until("draker", seats, {}, lambda s: s.state.to_act == 0 and s.state.current == 1,
                           tries=60, moves=1500)
    table, drawn = texts_on_open(app, monkeypatch, session)
    panel = table.layout["turn"].rect
    titles = [text for text, rect, _ in drawn if text.endswith("'s turn") and panel.contains(rect)]
    assert titles and titles[0].startswith("Grandm") and "\u2026" in titles[0]


def test_a_hint_writes_its_cards_as_the_table_does_and_names_whom_to_attack() -> None:
    """The hint read "Hint: Lay Ag: attack with Ag Jg 5h" (the engine's letters) and, at a
    table of three or four, did not say whom the attack was for; "Activate 8d" too."""
    import re

    from eternus.engine.draker.actions import Respond

    session = GameSession.new("draker", [Seat("You"), Seat("Rook", "greedy"), Seat("Wren", "greedy")], {}, 5)
    view = logic.draker_view(session.state, 0)
    lay = next(a for a in session.state.legal_actions() if isinstance(a, Lay) and a.attack and a.target == 2)
    code = re.compile(r"\b[A2-9TJQKX][shdceg]\b")
    words = logic.hint_words(lay, view)
    assert words.startswith(f"Lay {logic.card_label(lay.card)}: attack Wren with ") and not code.search(words), words
    card = view["pools"][0][0]
    for action in (Activate(card), Respond(card, "attack"), Pass()):
        words = logic.hint_words(action, view)
        assert not code.search(words) and words, words
    assert logic.hint_words(Activate(card), view).startswith(f"Activate {logic.card_label(card)} ")


def test_a_knights_two_kills_are_two_buttons_that_say_which_combination(app, monkeypatch) -> None:
    """Answering a turn of an attack and a defence, a Knight's buttons read "4\u2766 Knight  (1)"
    and "4\u2766 Knight  (2)": cut to the card's name, the two kills looked the same."""
    from eternus.engine.draker.actions import Respond

    def two_kills(s: GameSession) -> bool:
        kills = [a for a in s.state.legal_actions() if isinstance(a, Respond) and a.target]
        return (s.state.phase == "respond" and s.state.to_act == 0 and len({a.card for a in kills}) < len(kills)
                and len(s.state.legal_actions()) >= 5)             # four to a row: no room for the whole words

    session = played_until("draker", [Seat("You"), Seat("Rook", "random")], {}, two_kills, seed=32, tries=80,
                           moves=1500)
    table = open_table(app, session, settle=2)
    until_mine(app, table)
    drawn = record_texts(monkeypatch)
    frames(app)
    said = []
    for choice in table.input.buttons():
        if isinstance(choice.action, Respond):
            words = " ".join(text for text, rect, _ in drawn if choice.rect.contains(rect))
            assert not choice.action.target or f"the {choice.action.target}" in words, words
            said.append(words)
    assert len(said) >= 4 and len(set(said)) == len(said), said


def test_a_token_coin_leaves_the_profession_and_both_corners_readable() -> None:
    """A -1 token's coin sat on the card's top right corner, over its profession: the common
    pool read "3 Smit" and "8 Knigh" (and "10 Dragon") beside it."""
    from eternus.ui.games.draker.draw import TOKEN_RADIUS, token_badge_centre
    from eternus.ui.table.card_art import card_size

    layout = load_layout(table_map_path("draker"), logic.CARD_ZONES)
    for zone in ("common", "pool:0", "pool:1", "pool:2", logic.TRAYS["attack"]):
        w, h = card_size(layout[zone].card_width)
        card = pygame.Rect(500, 300, w, h)
        x, y = token_badge_centre(card)
        coin = pygame.Rect(x - TOKEN_RADIUS, y - TOKEN_RADIUS, 2 * TOKEN_RADIUS, 2 * TOKEN_RADIUS)
        band = pygame.Rect(card.x, card.y, w, int(h * 0.18))                  # the profession (cards.py)
        corner = pygame.Rect(card.x, card.y, int(w * 0.24), int(h * 0.5) + int(w * 0.02))     # rank and suit
        turned = pygame.Rect(card.right - corner.w, card.bottom - corner.h, corner.w, corner.h)
        assert card.contains(coin), zone
        assert not coin.colliderect(band) and not coin.colliderect(corner) and not coin.colliderect(turned), zone


def test_at_the_large_text_size_a_narrow_panel_keeps_the_whole_name_over_their_turn(app, monkeypatch) -> None:
    """At a table of four the opponents' panels are narrow: at the large text size "Player 2"
    was cut to "Pla… 2" beside "Their turn". The name is kept whole (the turn is said in
    words by the panel on the left, headed with whose turn it is)."""
    from tests.ui.helpers import texts_on_open

    seats = [Seat("You"), *(Seat(f"Player {i}", "random") for i in (2, 3, 4))]
    session = played_until("draker", seats, {}, lambda s: s.state.view(0)["current"] not in (None, 0)
                           and s.state.to_act == 0)                    # You answer their turn
    current = session.state.view(0)["current"]
    table, drawn = texts_on_open(app, monkeypatch, session, "large")
    place = logic.place_of(4, table.bottom, current)
    panel = table.layout[f"seat:{place}"].rect
    inside = [text for text, rect, _ in drawn if panel.contains(rect)]
    assert f"Player {current + 1}" in inside, inside
    assert any(text == f"Player {current + 1}'s turn" for text, _, _ in drawn)


def _artefact_to_name(app):
    """Deal 0: the person lays the Artefact of Hearts in a seven-card attack; the table asks
    which profession it plays as."""
    from eternus.engine.draker.announce import to_be_named

    session = GameSession.new("draker", DUEL, {}, 0)
    table = open_table(app, session)
    until_mine(app, table)
    lay = next(a for a in session.state.legal_actions() if isinstance(a, Lay) and to_be_named(session.state, a))
    table.apply(lay)
    frames(app, 2)
    return session, table


def test_the_person_names_a_laid_artefact_with_a_key(app) -> None:
    from eternus.engine.draker.actions import Name

    session, table = _artefact_to_name(app)
    buttons = [c for c in table.input.buttons() if isinstance(c.action, Name)]
    assert [c.key for c in buttons] == [*"123456789", "0"]
    assert buttons[9].label.startswith("Dragonlord: 3 damage to every opponent") and "attack " in buttons[9].label
    assert "Name the profession" in table.input.prompt()
    shot(app, "draker_name_artefact")
    key(app, pygame.K_0)
    assert session.record.actions[-1] == Name(9)


def test_the_person_names_a_laid_artefact_with_a_click(app) -> None:
    from eternus.engine.draker.actions import Name

    session, table = _artefact_to_name(app)
    healer = next(c for c in table.input.buttons() if c.action == Name(5))
    click(app, healer.rect.center)
    assert session.record.actions[-1] == Name(5)


def _attack_of_four(life: tuple[int, int] = (30, 30)):
    """Seat 0 has attacked with 5s 6s 7s 8h (4 points) and may spend them on Ah (a Fisher:
    draw 2 for 4 attack); seat 1 ("P2") holds 7h, a Knight, in its pool."""
    from tests.test_draker_rules import position

    st = position([["5s", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["6s", "7s", "3d", "Te", "Ah"], ["9s", "7h", "4c", "Qg", "5e"]], ["8h", "2d", "Jg", "Kc"],
                  life=life)
    st.apply(Lay("5s", attack=("6s", "7s", "8h")))
    return st


def test_an_effect_paid_from_points_a_knight_could_kill_warns_of_the_life_at_stake() -> None:
    """Spending a combination's points, then seeing it killed, cost life nobody had warned of."""
    st = _attack_of_four()
    assert logic.choice_label(Activate("Ah"), st.view(0)).endswith("; 12 life more if P2 kills the attack")
    safe = _attack_of_four(life=(30, 12))                 # P2's kill would take their last life
    assert "kills" not in logic.choice_label(Activate("Ah"), safe.view(0))


def test_a_heal_at_full_life_says_it_does_nothing_before_it_is_paid_for() -> None:
    """Two Bards were offered at full life as "heal 3 life, for 9 life": paid, and nothing healed."""
    from tests.test_draker_rules import position

    st = position([["4h", "2h", "9d", "Jc", "Kg"], ["4e", "8g", "Qd", "2c", "7e"]],
                  [["5h", "6h", "3h", "7s", "Ah"], ["9s", "Th", "4c", "Qg", "5e"]], ["8s", "2d", "Jg", "Kc"],
                  life=(30, 30))
    st.apply(Lay("4h", defence=("5h", "6h")))
    bard = "3h"                                            # a Bard: heal 3 for 3 defence
    assert "heal 3 life (does nothing: your life is full), for 3 defence" in logic.choice_label(Activate(bard),
                                                                                                 st.view(0))
    st.life[0] = 29
    assert "heal 3 life (only 1: life is capped at its start)" in logic.choice_label(Activate(bard), st.view(0))
    st.life[0] = 20
    assert "heal 3 life, for 3 defence" in logic.choice_label(Activate(bard), st.view(0))


def test_a_trays_points_say_what_was_spent_and_what_is_left() -> None:
    st = _attack_of_four()
    assert logic.points_words(st.turn, "attack") == "4 attack"
    st.apply(Activate("Ah"))
    assert logic.points_words(st.turn, "attack") == "4 attack, 4 spent, 0 left"
    st.turn["spent"]["attack"] = 6
    assert logic.points_words(st.turn, "attack") == "4 attack, 6 spent, 2 short: 6 life"
    st.turn["killed"].append("attack")
    st.turn["earned"]["attack"] = 0
    assert logic.points_words(st.turn, "attack") == "killed: 0 attack, 6 spent, 6 short: 18 life"


def test_an_effect_button_too_narrow_for_its_words_says_what_the_effect_does() -> None:
    """Cut to the card's name, every effect button read "A\u2665 Fisher": which did what?"""
    from eternus.engine.draker.actions import Respond

    assert logic.choice_short(Activate("Ah")) == "A\u2665 draw 2"
    assert logic.choice_short(Respond("7h", "attack")) == "7\u2665 kills the attack"
    assert logic.choice_short(Respond("9s")) == "9\u2660 cancels the top"      # a Mage


def test_the_offers_name_the_points_as_the_trays_do() -> None:
    """The offers said "attack 16", the trays a sum, the guide "cost": one number, three names."""
    st = GameSession.new("draker", DUEL, {}, 51).state
    labels = [label for label, _ in logic.offers(st.view(0), st.legal_actions(), None)]
    assert labels and all(re.search(r": \d+ (attack|defence)( \+ \d+ defence)?$", label) for label in labels), labels


def test_the_left_panel_names_who_is_choosing_an_answer(app, monkeypatch) -> None:
    """In hot seat, an answer's choices stood under "Ann's turn" as "Your choices": whose?"""
    from eternus.engine.draker.actions import Respond
    from eternus.ui.scenes.privacy import PrivacyScene

    session = played_until("draker", HOT_SEAT, {}, lambda s: s.state.phase == "respond"
                           and any(isinstance(a, Respond) for a in s.state.legal_actions()))
    table = open_table(app, session, settle=2)
    if isinstance(app.services.stack.top, PrivacyScene):
        key(app, pygame.K_SPACE)
    until_mine(app, table)
    chooser = session.record.seats[session.state.to_act].name
    drawn = record_texts(monkeypatch)
    frames(app)
    assert f"{chooser} chooses" in [t for t, _, _ in drawn]


def test_the_guided_hand_lasts_until_it_has_shown_the_stacks_and_an_answer(app) -> None:
    """The guide's last callouts waited for the person to answer, which the fixed deal never
    asked: the stacks and the opponent's answers were played and never explained."""
    from tests.ui.test_guide import open_guided

    table = open_guided(app, "draker")
    shown: list[str] = []
    for _ in range(3000):
        if table.session.is_over or table.guide.over:
            break
        table.driver.wait(5)
        frames(app)
        step = table.guide.current()
        if step is not None and (not shown or shown[-1] != step.text):
            shown.append(step.text)
            shot(app, f"guide_draker_{len(shown)}")
        if table.my_decision() and not table.busy:
            if table.input.building() and table.input.builder.empty():
                key(app, pygame.K_1)
            key(app, pygame.K_RETURN)
    assert any(text.startswith("The left panel shows the stacks") for text in shown), shown
    assert any(text.startswith("Your opponent answered your last turn") for text in shown), shown
    assert any("1 Peasant to 10 Dragonlord" in text for text in shown), shown


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_the_numbers_on_the_card_headers_are_explained_beside_the_hand(app, monkeypatch, text_size) -> None:
    """"4 Bard" on every header, and nowhere at the table a word of what the 4 was."""
    from eternus.ui.games.draker.draw import HEADER_NUMBERS

    table, drawn = best_offer_taken(app, monkeypatch, DUEL, text_size)
    written = " ".join(t for t, _, _ in drawn)
    assert " ".join(HEADER_NUMBERS.split()) in " ".join(written.split()), text_size
    assert table.input.building()


def test_the_header_numbers_are_explained_once_and_then_leave_the_room_to_the_effects(app, monkeypatch) -> None:
    from eternus.ui.games.draker.draw import HEADER_NUMBERS

    session = played_until("draker", DUEL, {}, lambda s: s.state.turns >= 2 and s.state.to_act == 0
                           and s.state.phase == "lay")
    table = open_table(app, session, settle=2)
    until_mine(app, table)
    drawn = record_texts(monkeypatch)
    frames(app)
    assert not any(HEADER_NUMBERS.startswith(t) for t, _, _ in drawn)
    assert any(t.startswith(logic.card_label(table.view["hand"][0])) for t, _, _ in drawn)


def test_a_kill_says_the_life_its_victim_loses_for_the_points_already_spent() -> None:
    from eternus.engine.draker.actions import Done, Respond

    st = _attack_of_four()
    st.apply(Activate("Ah"))
    if st.phase == "activate":
        st.apply(Done())
    assert st.to_act == 1
    words = logic.choice_label(Respond("7h", "attack"), st.view(1))
    assert words.endswith("; P1 loses 12 life more for the points spent"), words


def test_a_heal_fired_by_a_laid_card_says_it_does_nothing_at_full_life() -> None:
    st = GameSession.new("draker", DUEL, {}, 51).state
    assert logic.standard_for("Kh", st.view(0)) == "heal 4 life (does nothing: your life is full)"   # a Bard
    st.life[0] = 20
    assert logic.standard_for("Kh", st.view(0)) == "heal 4 life"


def test_at_the_large_text_size_a_trays_sum_and_its_points_stay_under_its_cards(app, monkeypatch) -> None:
    """Seven cards, their namings and the points line: the sum ran up beside the cards."""
    from eternus.ui import fonts

    app.services.settings["text_size"] = "large"
    try:
        table = open_table(app, GameSession.new("draker", DUEL, {}, 51), settle=2)
        until_mine(app, table)
        key(app, pygame.K_1)
        key(app, pygame.K_RETURN)
        for _ in range(300):
            frames(app)
            if table.my_decision() and table.view["phase"] == "activate":
                break
        drawn = record_texts(monkeypatch)
        frames(app)
    finally:
        fonts.set_large_text(False)
    layout = table.layout
    for side in ("attack", "defence"):
        tray = layout[logic.TRAYS[side]].rect
        slots = [table.display.slot_of(c) for c in table.view["turn"][side] or [] if c != table.view["turn"]["laid"]]
        cards_bottom = max((slot.rect().bottom for slot in slots if slot is not None), default=tray.y)
        inside = [(t, r) for t, r, _ in drawn if tray.contains(r) and r.y > tray.y + 40]
        assert any(t == logic.points_words(table.view["turn"], side) for t, _ in inside), inside
        assert all(r.top >= cards_bottom for t, r in inside), inside
