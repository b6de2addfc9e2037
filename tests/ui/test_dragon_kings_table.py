"""The Dragon Kings table, driven by clicks, the slider and keys through a headless app."""

from __future__ import annotations


import pygame
import pytest

from eternus.engine.core import Seat
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, Fold, KeepWings, PutInPlay, Raise
from eternus.engine.cards import short
from eternus.session import GameSession
from eternus.ui.games.dragon_kings import logic
from eternus.ui.table.layout import load_layout, table_map_path
from tests.ui.helpers import click, drag, frames, open_table, record_texts, shot, texts_on_open
from tests.ui.helpers import press as key

SIX = [Seat("You"), *(Seat(name, "caller") for name in ("Bram", "Cora", "Dag", "Edda", "Finn"))]
HOLDEM = {"preset": "holdem", "match_length": 20}


def table_for(app, session: GameSession, speed: float = 0.0):
    return open_table(app, session, speed, settle=2)


def until_mine(app, table, limit: int = 400) -> None:
    """Frames until the person at the bottom decides (the AI seats play meanwhile)."""
    for _ in range(limit):
        if table.my_decision():
            return
        frames(app)
    raise AssertionError("the person's turn never came")




def call_down_to_the_summary(app, table, session: GameSession, watch=lambda: None, limit: int = 6000):  # type: ignore[no-untyped-def]
    """The person checks or calls every decision until a hand's summary is up (the AI seats
    play meanwhile); ``watch`` runs before each frame. Returns the summary scene."""
    from eternus.ui.scenes.summary import SummaryScene

    for _ in range(limit):
        if isinstance(app.services.stack.top, SummaryScene):
            break
        watch()
        if table.my_decision():
            legal = session.state.legal_actions()
            table.apply(next((a for a in legal if isinstance(a, (Check, Call))), legal[0]))
        table.driver.wait(5)
        frames(app)
    summary = app.services.stack.top
    assert isinstance(summary, SummaryScene), "no hand ended"
    return summary


def test_the_table_reads_every_place_it_needs_from_its_map() -> None:
    from eternus.ui.games.dragon_kings.table import REQUIRED_ZONES

    layout = load_layout(table_map_path("dragon_kings"), REQUIRED_ZONES)
    assert all(zone in layout for zone in REQUIRED_ZONES)
    assert sorted(logic.SPREAD[9]) == list(range(9)) and all(len(v) == n for n, v in logic.SPREAD.items())


def test_no_two_seats_panels_or_bets_overlap_at_any_table_size() -> None:
    layout = load_layout(table_map_path("dragon_kings"))
    for n, places in logic.SPREAD.items():
        rects = [layout[f"{kind}:{p}"].rect for p in places for kind in ("seat", "chips:bet")]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), n


def test_the_bottom_seats_bet_and_its_number_stay_off_its_own_hole_cards() -> None:
    layout = load_layout(table_map_path("dragon_kings"))
    bet_with_number = layout["chips:bet:0"].rect.inflate(0, 80)    # the amount is written under the chips
    assert not bet_with_number.colliderect(layout["hole:0"].rect)


def test_no_seats_stack_or_its_number_lies_on_another_seats_hole_cards() -> None:
    """At nine players the top seats' stacks wrote "390" across their neighbours' cards."""
    layout = load_layout(table_map_path("dragon_kings"))
    for n, places in logic.SPREAD.items():
        for p in places:
            stack = layout[f"chips:seat:{p}"].rect.inflate(0, 80)     # the amount is written under the chips
            for q in places:
                row = layout[f"hole:{q}"].rect
                cards = row.inflate(-(row.w - 2 * 58 - 8), 0)         # two cards in the middle of their row
                assert p == q or not stack.colliderect(cards), (n, p, q)


def test_the_board_and_the_pot_lie_clear_of_every_bet_and_dealer_button(app) -> None:
    """Drawn as the table draws them: a tall bet with a wide number, the five board cards,
    the pot with its number and the words under it. At nine players the four top seats' bets
    had covered half the board, and at two the top seat's bet lay on its second card."""
    from eternus.ui import fonts
    from eternus.ui.canvas import Canvas
    from eternus.ui.games.dragon_kings.draw import POT_WORDS_GAP, pot_words
    from eternus.ui.table.chip_art import ChipArt, draw_stack
    from eternus.ui.table.chips import CHIP_DIAMETER
    from eternus.ui.table.display import slot_in

    layout = load_layout(table_map_path("dragon_kings"))
    scratch = Canvas(pygame.Surface(layout.size))

    def stack(zone: str) -> list[pygame.Rect]:
        area = draw_stack(scratch, ChipArt(), 4385, layout[zone].rect.center, CHIP_DIAMETER)
        assert area is not None and area.label is not None
        return [area.discs, area.label]

    pot = layout["chips:pot"].rect
    words = pot_words({"pots": [{"amount": 1350}], "pot_total": 4385})      # type: ignore[typeddict-item]
    said = pygame.Rect((0, 0), fonts.measure(words, 24, fonts.BOLD))
    said.midtop = (pot.centerx, pot.bottom + POT_WORDS_GAP)
    board = [slot_in(layout["board"], i, 5).rect() for i in range(5)]
    middle = [*board, *stack("chips:pot"), said]
    for wing in ("nest", "battlefield", "draws"):      # the wing cards' own places
        assert not any(layout[wing].rect.colliderect(m) for m in middle), wing
    for n, places in logic.SPREAD.items():
        seats = [(f"bet {p}", r) for p in places for r in stack(f"chips:bet:{p}")]
        seats += [(f"dealer {p}", layout[f"dealer:{p}"].rect) for p in places]
        for name, r in seats:
            assert not any(r.colliderect(m) for m in middle), (n, name)
        for i, (a, ra) in enumerate(seats):
            assert not any(ra.colliderect(rb) for b, rb in seats[i + 1:] if b != a), (n, a)
        around = seats + [(f"seat {p}", layout[f"seat:{p}"].rect) for p in places]
        around += [(f"cards {p}", layout[f"hole:{p}"].rect) for p in places]
        for wing in ("nest", "battlefield"):      # Black Death's nest comes with every club king
            row = layout[wing].rect
            cards = pygame.Rect(row.x, row.y, row.w, row.h + 26)      # its name is written under it
            assert not any(cards.colliderect(r) for _, r in around), (n, wing)


def test_the_knight_of_wars_card_lies_beside_the_board_clear_of_the_seats(app) -> None:
    """The board makes room for it (its map zone follows the board), and the card and the
    words under it stay off every seat's panel, hole cards and button, the nest, the
    battlefield and the pot. Beside the five board cards it had lain on the right seat's
    panel from four players. The bets are gathered before it is dealt."""
    from eternus.ui import fonts
    from eternus.ui.canvas import Canvas
    from eternus.ui.games.dragon_kings.draw import EXTRA_WORDS_ROOM, POT_WORDS_GAP, extra_words, extra_words_at
    from eternus.ui.games.dragon_kings.draw import pot_words
    from eternus.ui.table.chip_art import ChipArt, draw_stack
    from eternus.ui.table.chips import CHIP_DIAMETER
    from eternus.ui.table.display import slot_in

    layout = load_layout(table_map_path("dragon_kings"))
    assert layout["extra"].prop("follows", "") == "board"
    card = slot_in(layout["board"], 5, 6).rect()
    assert card.center == layout["extra"].rect.center       # the map shows where it lands
    view = {"seats": [{"name": "Grandmother Edda"}], "wing": {"extra_for": 0}}
    words = fonts.fit(extra_words(view, 0), 18, EXTRA_WORDS_ROOM, fonts.BOLD)   # type: ignore[arg-type]
    said = pygame.Rect((0, 0), fonts.measure(words, 18, fonts.BOLD))
    said.midbottom = extra_words_at(card)
    assert fonts.fit(extra_words(view, None), 18, EXTRA_WORDS_ROOM, fonts.BOLD) == "Knight of War"  # type: ignore[arg-type]
    pot = layout["chips:pot"].rect
    area = draw_stack(Canvas(pygame.Surface(layout.size)), ChipArt(), 4385, pot.center, CHIP_DIAMETER)
    assert area is not None and area.label is not None
    pot_said = pygame.Rect((0, 0), fonts.measure(pot_words({"pots": [{"amount": 4385}], "pot_total": 4385}),  # type: ignore[typeddict-item]
                                                24, fonts.BOLD))
    pot_said.midtop = (pot.centerx, pot.bottom + POT_WORDS_GAP)
    middle = [area.discs, area.label, pot_said, layout["draws"].rect]
    middle += [slot_in(layout["board"], i, 6).rect() for i in range(5)]
    for wing in ("nest", "battlefield"):
        row = layout[wing].rect
        middle.append(pygame.Rect(row.x, row.y, row.w, row.h + 26))     # with its name under it
    for r in (card, said):
        assert not any(r.colliderect(m) for m in middle), r
        for n, places in logic.SPREAD.items():
            for p in places:
                for zone in (f"seat:{p}", f"hole:{p}", f"dealer:{p}"):
                    assert not r.colliderect(layout[zone].rect), (n, zone)


def test_the_words_under_the_knight_of_wars_card_say_whose_it_is() -> None:
    from eternus.ui.games.dragon_kings.draw import extra_words

    view = {"seats": [{"name": "Ann"}, {"name": "Bram"}], "wing": {"extra_for": 1}}
    assert extra_words(view, None) == "Knight of War"           # type: ignore[arg-type]
    assert extra_words(view, 1) == "For Bram alone"              # type: ignore[arg-type]


def gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """The shortest distance between two rectangles (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return float((dx * dx + dy * dy) ** 0.5)


def test_each_seats_stack_lies_nearer_its_own_seat_than_any_other_seats_panel(app) -> None:
    """The stack with its number, as the table draws it, by its panel or its cards and nearer
    them than any other seat's panel: at seven to nine players the bottom seat's stack lay under the
    panel of the seat at the lower right, and read as that seat's."""
    from eternus.ui.canvas import Canvas
    from eternus.ui.table.chip_art import ChipArt, draw_stack
    from eternus.ui.table.chips import CHIP_DIAMETER
    from eternus.ui.table.display import slot_in

    layout = load_layout(table_map_path("dragon_kings"))
    scratch = Canvas(pygame.Surface(layout.size))

    for n, places in logic.SPREAD.items():
        for p in places:
            area = draw_stack(scratch, ChipArt(), 4385, layout[f"chips:seat:{p}"].rect.center, CHIP_DIAMETER)
            assert area is not None and area.label is not None
            stack = area.discs.union(area.label)      # below a seat's panel the discs touch it, the number under them
            cards = slot_in(layout[f"hole:{p}"], 0, 2).rect().union(slot_in(layout[f"hole:{p}"], 1, 2).rect())
            own = min(gap(stack, layout[f"seat:{p}"].rect), gap(stack, cards))
            # The Suicide King's third card: at places 2 and 7 the number lay on it.
            assert not any(stack.colliderect(slot_in(layout[f"hole:{p}"], i, 3).rect()) for i in range(3)), (n, p)
            assert own <= 50, (n, p)
            assert all(gap(stack, layout[f"seat:{q}"].rect) > own + 10 for q in places if q != p), (n, p)


def test_the_deck_lies_clear_of_every_seats_cards_chips_and_button(app) -> None:
    """A third card at place 2 had lain on it."""
    layout = load_layout(table_map_path("dragon_kings"))
    deck = layout["deck"].rect
    assert layout["muck"].rect == deck == layout["voided"].rect
    assert not deck.colliderect(layout["draws"].rect)
    assert_clear_of_every_seat_and_the_board(layout, deck)


def assert_clear_of_every_seat_and_the_board(layout, rect: pygame.Rect) -> None:  # type: ignore[no-untyped-def]
    """``rect`` touches no seat's three cards, panel, button, stack or bet (with their numbers,
    at a large amount) at nine players, nor a card of a six-card board."""
    from eternus.ui.canvas import Canvas
    from eternus.ui.table.chip_art import ChipArt, draw_stack
    from eternus.ui.table.chips import CHIP_DIAMETER
    from eternus.ui.table.display import slot_in

    scratch = Canvas(pygame.Surface(layout.size))
    assert not any(rect.colliderect(slot_in(layout["board"], i, 6).rect()) for i in range(6))
    for p in range(9):
        assert not any(rect.colliderect(slot_in(layout[f"hole:{p}"], i, 3).rect()) for i in range(3)), p
        assert not rect.colliderect(layout[f"dealer:{p}"].rect) and not rect.colliderect(layout[f"seat:{p}"].rect), p
        for kind in ("seat", "bet"):
            area = draw_stack(scratch, ChipArt(), 4385, layout[f"chips:{kind}:{p}"].rect.center, CHIP_DIAMETER)
            assert area is not None and area.label is not None
            assert not rect.colliderect(area.discs) and not rect.colliderect(area.label), (kind, p)


@pytest.mark.parametrize("large", [False, True])
def test_the_deck_is_named_on_itself_and_its_name_lies_clear_of_every_seats_cards_chips_and_button(large) -> None:
    """Shown face up beside it, place 2's cards could be read with the face-down deck as a
    hand of three."""
    from eternus.ui import fonts
    from eternus.ui.games.dragon_kings.draw import DECK_WORDS, DECK_WORDS_SIZE, deck_words_box

    layout = load_layout(table_map_path("dragon_kings"))
    deck = layout["deck"].rect
    fonts.set_large_text(large)
    try:
        box = deck_words_box(deck)
        words = fonts.measure(DECK_WORDS, DECK_WORDS_SIZE, fonts.BOLD)
    finally:
        fonts.set_large_text(False)
    assert box.w >= words[0] and box.h >= words[1] and box.colliderect(deck)
    assert_clear_of_every_seat_and_the_board(layout, box)


def test_the_table_writes_the_decks_name_on_it(app, monkeypatch) -> None:
    from eternus.ui.games.dragon_kings.draw import DECK_WORDS

    session = GameSession.new("dragon_kings", SIX, HOLDEM, 3)
    table, drawn = texts_on_open(app, monkeypatch, session, "normal")
    deck = table.layout["deck"].rect
    assert any(text == DECK_WORDS and rect.colliderect(deck) for text, rect, _ in drawn)


def test_each_dealer_button_lies_by_its_own_seat() -> None:
    """Nearer its own seat's panel than any other seat's, by a clear margin: at nine players
    the button of the seat at the lower right lay nearer the seat above it."""
    layout = load_layout(table_map_path("dragon_kings"))

    for n, places in logic.SPREAD.items():
        for p in places:
            button = layout[f"dealer:{p}"].rect
            own = gap(button, layout[f"seat:{p}"].rect)
            assert own <= 30, (n, p)
            assert all(gap(button, layout[f"seat:{q}"].rect) > own + 20 for q in places if q != p), (n, p)


def test_the_words_under_the_pot_say_when_they_count_the_bets_in_front_of_the_seats() -> None:
    from eternus.ui.games.dragon_kings.draw import pot_words

    assert pot_words({"pots": [{"amount": 90}], "pot_total": 90}) == "Pot 90"        # type: ignore[typeddict-item]
    assert pot_words({"pots": [{"amount": 90}], "pot_total": 350}) == "Pot 350 with the bets"  # type: ignore[typeddict-item]
    two = {"pots": [{"amount": 1200}, {"amount": 300}], "pot_total": 1500}
    assert pot_words(two) == "Pot 1,500"                                             # type: ignore[arg-type]


def test_side_pots_lie_on_the_main_pot_as_one_stack_and_the_status_bar_gives_each_share() -> None:
    """Side by side they lay on Black Death's nest and the battlefield, and the words listing
    them ran onto the seats at nine players."""
    layout = load_layout(table_map_path("dragon_kings"))
    assert all(layout[f"chips:pot:{k}"].rect == layout["chips:pot"].rect for k in range(1, 5))
    view = {"pots": [{"amount": 1200}, {"amount": 300}, {"amount": 45}], "pot_total": 1545, "hand_no": 3,
            "blinds": (5, 10, 0), "wing": {"gold_chip": None}, "options": {"preset": "dragon_kings"}}
    facts = dict(logic.status_facts(view))                                          # type: ignore[arg-type]
    assert facts["Pots"] == "main 1,200 \u00b7 side 1 300 \u00b7 side 2 45"
    assert "Pots" not in dict(logic.status_facts({**view, "pots": [{"amount": 1545}]}))  # type: ignore[arg-type]



def test_every_wing_card_choice_reads_whole_on_its_button(app) -> None:
    """A label cut with an ellipsis can hide what tells two choices apart (the Knight of the
    Void's "... and swap the Knight" did), so each must fit at the smallest size a button uses."""
    from eternus.engine.cards import standard_deck
    from eternus.engine.dragon_kings import actions as a
    from eternus.engine.dragon_kings.wings import WING_CARDS
    from eternus.ui import fonts
    from eternus.ui.games.dragon_kings.input import GAP

    layout = load_layout(table_map_path("dragon_kings"))
    bar = layout["bar:choices"].rect
    room = min(layout["wings"].rect.w - 32, (bar.w - 3 * GAP) // 4) - 16   # under the wing cards, or four to a row
    deck = standard_deck()
    choices = [*(a.TurnIn(c) for c in deck), *(a.VoidBoardCard(c, s) for c in deck for s in (False, True)),
               *(a.PutInPlay(c) for c in WING_CARDS), *(a.MakePermanent(c) for c in WING_CARDS), a.KeepWings(),
               a.KeepCards(), a.PlaySuicideKing(), a.CallWithGoldChip(), a.BuyBack(999), a.StayOut(),
               a.SellMercyToken(), a.ShowFortune(), a.FortuneCall(999), a.FortuneFold(999)]
    too_long = [label for label in (logic.choice_label(c) + "  (0)" for c in choices)
                if fonts.measure(label, 16, fonts.BOLD)[0] > room]
    assert not too_long


def test_the_wing_card_choice_reads_without_an_ellipsis_at_the_large_text_size(app) -> None:
    """At 24 px "Queen of Chivalry  (3)" does not fit a fourth of the bar: the button says
    "Chivalry  (3)" (its short words) rather than "Queen of Chi...  (3)"."""
    from eternus.engine.dragon_kings import actions as a
    from eternus.engine.dragon_kings.wings import WING_CARDS
    from eternus.ui import fonts
    from eternus.ui.games.dragon_kings.input import GAP

    layout = load_layout(table_map_path("dragon_kings"))
    bar = layout["bar:choices"].rect
    room = (bar.w - 3 * GAP) // 4 - 16
    fonts.set_large_text(True)
    try:
        cut = [logic.choice_label(c) for c in (*(a.PutInPlay(w) for w in WING_CARDS), a.KeepWings())
               if min(fonts.measure(words + "  (0)", 20, fonts.BOLD)[0]
                      for words in (logic.choice_label(c), logic.short_choice_label(c) or logic.choice_label(c)))
               > room]
    finally:
        fonts.set_large_text(False)
    assert cut == []


def test_the_wing_card_a_person_is_asked_about_is_described_first() -> None:
    from eternus.engine.dragon_kings.actions import Call, VoidBoardCard

    wings = [("Ks", "Grave Digger", "", ""), ("Kc", "Black Death", "", ""), ("Js", "Knight of the Void", "", "")]
    asked = logic.concerned_first(wings, [VoidBoardCard("7d"), VoidBoardCard("7d", True)])
    assert [w[0] for w in asked] == ["Js", "Ks", "Kc"]
    assert logic.concerned_first(wings, [Call(10)]) == wings           # nothing asked: the usual order


def test_the_prompt_points_to_a_wing_cards_moves_beside_the_bets(app) -> None:
    from eternus.engine.dragon_kings.actions import VoidBoardCard
    from eternus.ui import fonts

    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Cora", "caller")], {"preset": "dragon_kings"}, 0)
    session.apply(logic.other_choices(session.state.legal_actions())[-1])     # keep the wing cards
    table = table_for(app, session)
    until_mine(app, table)
    bets = [a for a in table.legal_actions() if isinstance(a, logic.BETTING)]
    plain = table.input.prompt()
    table.legal_actions = lambda: [*bets, VoidBoardCard("7d")]       # the Knight of the Void in the hole
    assert "wing card" not in plain and "wing card (at the left)" in table.input.prompt()
    longest = f"{10**6} to call. Fold, call or raise (arrows move the raise).  Or use your wing card (at the left)."
    room = load_layout(table_map_path("dragon_kings"))["prompt"].rect.w - 16
    assert fonts.measure(longest, fonts.fitting_size(longest, 24, room, fonts.BOLD, least=18), fonts.BOLD)[0] <= room


def test_a_raise_made_with_the_slider_reaches_the_engine_at_the_slider_amount(app) -> None:
    session = GameSession.new("dragon_kings", SIX, HOLDEM, 3)
    table = table_for(app, session)
    until_mine(app, table)
    shot(app, "dk_betting")
    track = table.input.track()
    lo, hi = table.input.limits()
    target = (track.x + track.w // 3, track.centery)
    drag(app, (track.x, track.centery), target)
    amount = table.input.amount
    assert lo < amount < hi
    before = len(session.record.actions)
    raise_button = next(c for c in table.input.bar() if c.key == "R")
    assert str(amount) in raise_button.label
    click(app, raise_button.rect.center)
    assert session.record.actions[before] == Raise(amount)


def test_the_arrow_keys_move_the_raise_by_a_big_blind_and_enter_makes_it(app) -> None:
    session = GameSession.new("dragon_kings", SIX, HOLDEM, 4)
    table = table_for(app, session)
    until_mine(app, table)
    lo, _ = table.input.limits()
    assert table.input.amount == lo
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert table.input.amount == lo + 20
    key(app, pygame.K_LEFT)
    before = len(session.record.actions)
    key(app, pygame.K_RETURN)
    assert session.record.actions[before] == Raise(lo + 10)


def test_a_stack_short_of_the_smallest_raise_is_offered_all_in_once(app) -> None:
    """Bram raises to 380 and the person has 400 in all: any raise is all in. The bar offers
    Fold, Call and All in, without a slider, quick amounts or a Raise button making the same
    move again, and the prompt names just those moves."""
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram", "caller")], HOLDEM, 3)
    session.apply(Raise(380))
    table = table_for(app, session)
    until_mine(app, table)
    assert table.view["legal"]["to_call"] == 370
    assert [choice.key for choice in table.input.bar()] == ["F", "C", "A"]
    assert table.input.quick() == [] and table.input.limits() is None
    assert table.input.prompt() == "370 to call. Fold, call or go all in."
    before = len(session.record.actions)
    key(app, pygame.K_a)
    assert session.record.actions[before] == AllIn(390)


def test_a_call_that_is_all_in_answers_to_a_and_reads_as_the_all_in_button_does(app) -> None:
    """Bram goes all in and the call takes the person's whole stack: the one button that
    calls is the all in. Its label read "All in (390)  (C)" (the All in button elsewhere
    says "All in 400  (A)"), and A, the all-in key, answered "That move is not open now."."""
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram", "caller")], HOLDEM, 3)
    session.apply(AllIn(395))
    table = table_for(app, session)
    until_mine(app, table)
    assert [(choice.label, choice.action) for choice in table.input.bar()] == [
        ("Fold  (F)", Fold()), ("All in 390  (C)", AllIn(390))]
    before = len(session.record.actions)
    key(app, pygame.K_a)
    assert session.record.actions[before:] == [AllIn(390)]


def test_a_call_of_thousands_is_written_with_a_comma_as_the_raise_is(app) -> None:
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram", "caller")],
                              {**HOLDEM, "buy_in": 2000}, 3)
    session.apply(Raise(1200))
    table = table_for(app, session)
    until_mine(app, table)
    assert [choice.label for choice in table.input.bar()][1] == "Call 1,190  (C)"


def test_the_prompt_says_bet_or_raise_as_the_raise_button_does(app) -> None:
    """Nobody has bet: "Check or bet". The big blind's option before the flop (the blinds
    are the bets): "Check or raise", as its button says "Raise to"."""
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram", "caller")], HOLDEM, 3)
    table = table_for(app, session)
    said: dict[str, str] = {}
    for _ in range(40):
        until_mine(app, table)
        legal = table.view["legal"]
        if legal is not None and not legal["to_call"] and legal["can_raise"]:
            raise_label = next(c.label for c in table.input.bar() if c.key == "R")
            said["raise" if max(table.view["bets"]) else "bet"] = f"{table.input.prompt()} | {raise_label}"
        if len(said) == 2:
            break
        key(app, pygame.K_c)
    assert said["bet"].startswith("Check or bet (arrows move the bet).") and "| Bet " in said["bet"]
    assert said["raise"].startswith("Check or raise (arrows move the raise).") and "| Raise to " in said["raise"]


def test_a_whole_hand_is_played_by_the_keyboard_alone(app) -> None:
    session = GameSession.new("dragon_kings", SIX, HOLDEM, 5)
    table = table_for(app, session)
    until_mine(app, table)
    for _ in range(12):
        if session.state.hand_no > 1 or session.is_over:
            break
        legal = session.state.legal_actions()
        before = len(session.record.actions)
        key(app, pygame.K_c)                           # check or call, by the keyboard
        assert len(session.record.actions) == before + 1
        made = session.record.actions[before]
        assert made in legal and isinstance(made, (Check, Call, AllIn))
        for _ in range(400):
            if table.my_decision() or session.state.hand_no > 1:
                break
            frames(app)
    assert session.state.hand_no > 1
    assert session.state.last_hand is not None and session.state.last_hand["awards"]
    assert table.announcement is not None and " win" in table.announcement.text   # said in the middle
    shot(app, "dk_pot_won")


def test_the_wing_card_choice_is_offered_as_buttons_and_by_number(app) -> None:
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram"), Seat("Cora", "caller")],
                              {"preset": "dragon_kings"}, 0)
    table = table_for(app, session)
    for _ in range(50):
        if app.services.stack.top is not table:       # two people: the privacy screen first
            key(app, pygame.K_SPACE)
        elif table.my_decision():
            break
        frames(app)
    seat = session.state.to_act
    assert session.state.phase == "wing_choice" and seat in (0, 1)
    shot(app, "dk_wing_choice")
    choices = table.input.choices()
    assert [c.action for c in choices] == logic.other_choices(session.state.legal_actions())
    assert len(choices) == 11 and choices[9].label.endswith("(0)") and choices[10].label.endswith("(Enter)")
    first = choices[0].action
    key(app, pygame.K_1)
    assert session.record.actions[-1] == first and isinstance(first, (PutInPlay, KeepWings))


def _asked_to_choose_a_wing_card(app):  # type: ignore[no-untyped-def]
    """A table where the person (seat 0) is asked which wing card goes into play."""
    sessions = (GameSession.new("dragon_kings", [Seat("You"), Seat("Cora", "caller")], {"preset": "dragon_kings"}, d)
                for d in range(40))
    session = next(s for s in sessions if s.state.phase == "wing_choice" and s.state.to_act == 0)
    table = table_for(app, session)
    for _ in range(50):
        if table.my_decision():
            break
        frames(app)
    return table


@pytest.mark.parametrize("index, pressed, kind", [(9, pygame.K_0, PutInPlay), (10, pygame.K_RETURN, KeepWings)])
def test_the_tenth_wing_card_takes_0_and_keeping_them_as_they_are_takes_enter(app, index, pressed, kind) -> None:
    """The eleventh answer, "Keep them as they are", past the ten digits, had no key at all."""
    table = _asked_to_choose_a_wing_card(app)
    session = table.session
    chosen = table.input.choices()[index].action
    key(app, pressed)
    assert session.record.actions[-1] == chosen and isinstance(chosen, kind)


def test_the_status_bar_numbers_a_hand_only_once_one_is_dealt() -> None:
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram", "caller")], {"preset": "dragon_kings"}, 0)
    assert session.state.phase == "wing_choice"
    before = logic.status_facts(logic.holdem_view(session.state, 0))
    assert [name for name, _ in before] == ["Blinds", "Table"]          # no "Hand 0"
    session.apply(logic.other_choices(session.state.legal_actions())[-1])     # "Keep them as they are"
    assert session.state.phase != "wing_choice"
    after = logic.status_facts(logic.holdem_view(session.state, 0))
    assert after[0] == ("Hand", "1") and after[1][0] == "Blinds"


def test_hot_seat_hides_the_hole_cards_behind_a_privacy_screen(app) -> None:
    from eternus.ui.scenes.privacy import PrivacyScene

    session = GameSession.new("dragon_kings", [Seat("Ana"), Seat("Bea")], HOLDEM, 6)
    table = table_for(app, session)
    if isinstance(app.services.stack.top, PrivacyScene):    # the first to act is not the first person
        key(app, pygame.K_SPACE)
    first = session.state.to_act
    assert table.bottom == first and app.services.stack.top is table
    key(app, pygame.K_c)
    frames(app, 3)
    top = app.services.stack.top
    assert isinstance(top, PrivacyScene) and top.opaque
    assert table.bottom == session.state.to_act != first
    mine = set(session.state.hole[table.bottom])
    theirs = set(session.state.hole[first])
    shown = {s.card for zone in logic.CARD_ZONES for s in table.display.visible(zone) if s.face_up}
    assert mine <= shown and not (theirs & shown)


def test_a_resumed_hot_seat_match_does_not_tell_the_next_person_the_first_ones_cards(app) -> None:
    """Seen after a quit mid-hand at a table of two people: the history, rebuilt from the
    first person's view on resuming ("Two cards are dealt to each player. You hold J\u2663
    4\u2666."), stayed in the panel when the screen passed to the second."""
    from eternus.ui.scenes.privacy import PrivacyScene

    seats = [Seat("Ann"), Seat("Ben"), Seat("Cora", "caller")]
    session = GameSession.new("dragon_kings", seats, HOLDEM, 9)
    table = table_for(app, session)
    assert table.bottom == session.state.to_act
    first = table.bottom
    mine = " ".join(short(card) for card in session.state.hole[first])
    for _ in range(4000):
        if isinstance(app.services.stack.top, PrivacyScene):
            app.services.stack.pop()
            frames(app, 2)
        if table.bottom != first and table.my_decision():
            break
        if table.my_decision():
            legal = session.state.legal_actions()
            table.apply(next((a for a in legal if isinstance(a, (Check, Call))), legal[0]))
        table.driver.wait(5)
        frames(app)
    assert table.bottom != first and table.my_decision(), "the other person's turn never came"
    written = " ".join(text for text, _ in table.log_lines)
    assert "You hold" not in written and mine not in written


def test_a_showdown_holds_still_before_the_next_deal() -> None:
    from eternus.engine.dragon_kings.events import HandEnded, HandShown, HandStarted, SeatActed
    from eternus.ui.table.animator import Animator, EventPlayer, Pause
    from eternus.ui.table.card_art import CardArt
    from eternus.ui.table.display import TableDisplay

    shown = [HandShown(1, ("As", "Ah"), "Pair of Aces"), HandEnded(1), HandStarted(2, 0, 1, 2)]
    out = logic.translate(shown, 3, 0, True)
    assert [type(e) for e in out] == [HandShown, Pause, HandEnded, HandStarted]
    assert logic.translate([HandEnded(1)], 3, 0, True) == [HandEnded(1)]          # nothing shown: no hold
    assert logic.translate([SeatActed(2, "check")], 3, 0, True) == [SeatActed(2, "check"), Pause(logic.ACTION_BEAT)]
    layout = load_layout(table_map_path("dragon_kings"))
    player = EventPlayer(TableDisplay(layout, CardArt(), logic.CARD_ZONES), Animator())
    player.play(out)
    assert player.animator.busy
    player.animator.update(logic.SHOWDOWN_HOLD - 0.1)
    assert player.animator.busy                       # still holding
    player.animator.update(0.2)
    assert not player.animator.busy


def _session_at(st) -> GameSession:
    """A session around a state built by hand (a stacked deck): you at seat 0, two callers."""
    from eternus.engine.record import GameRecord

    st.seats = (Seat("You"), Seat("Bram", "caller"), Seat("Cora", "caller"))
    return GameSession(GameRecord("dragon_kings", st.seats, 1, dict(st.options), []), st)


def test_the_knight_of_fortunes_round_is_asked_with_buttons_and_a_prompt_that_names_the_prices(app) -> None:
    from dragon_kings_helpers import deal_order, table as stacked
    from eternus.engine.dragon_kings.actions import FortuneCall, FortuneFold

    st, _ = stacked([400, 400, 400], [deal_order(3, 2, {0: ["Ah", "Ad"], 1: ["7h", "8c"], 2: ["3c", "5d"]},
                                                 ["Jd", "2c", "7d", "9h", "4s"])],
                    wing_card="Jd", preset="dragon_kings", match_length=20)
    for action in (Call(10), Call(5), Check()):
        st.apply(action)
    session = _session_at(st)
    table = table_for(app, session)
    until_mine(app, table)
    assert table.input.prompt() == "The Knight of Fortune: pay 60 to stay in, or fold and pay 30."
    assert [c.action for c in table.input.choices()] == [FortuneCall(60), FortuneFold(30)]
    assert table.input.bar() == []                        # no raise while the Knight's round lasts
    shot(app, "dk_fortune")
    key(app, pygame.K_1)
    assert session.record.actions[-1] == FortuneCall(60)


def test_the_nests_name_comes_with_its_cards_not_a_move_later(app, monkeypatch) -> None:
    """Black Death on the flop: the nest is dealt aside, and "Nest" is written under it. The
    seats, the history and these words are one layer, drawn again when a move or a history
    line comes; the line came as the cards were dealt, so the nest lay unnamed until the next
    move (a whole decision of the person's, here)."""
    from dragon_kings_helpers import deal_order, table as stacked
    from eternus.ui.games.dragon_kings import draw as table_draw

    st, _ = stacked([400, 400, 400], [deal_order(3, 2, {0: ["Ah", "Ad"], 1: ["7h", "8c"], 2: ["3h", "5d"]},
                                                 ["Kc", "2c", "7d", "9h", "4s"])],
                    preset="dragon_kings", match_length=20)
    for action in (Call(10), Call(5)):
        st.apply(action)                                   # Bram's check deals the flop and the nest
    session = _session_at(st)
    table = table_for(app, session, speed=1.0)
    drawn = record_texts(monkeypatch)
    table_draw._STILL.clear()
    layer: list[str] = []                                  # the words of the layer on screen
    for _ in range(1200):
        del drawn[:]
        frames(app)
        if any(text == "Hand history" for text, _, _ in drawn):
            layer = [text for text, _, _ in drawn]
        if table.my_decision() and not table.busy and table.display.visible("nest"):
            break
    assert table.my_decision() and table.display.visible("nest"), "the nest was not dealt"
    assert "Nest" in layer


def test_the_token_of_mercy_offers_the_buy_back_to_its_folded_holder(app) -> None:
    from dragon_kings_helpers import deal_order, table as stacked
    from eternus.engine.dragon_kings.actions import BuyBack, Fold, SellMercyToken, StayOut

    st, _ = stacked([400, 400, 400], [deal_order(3, 2, {0: ["Jh", "Ah"], 1: ["7h", "8c"], 2: ["Tc", "4d"]},
                                                 ["As", "Ad", "2c", "5s", "9h"])],
                    wing_card="Jh", preset="dragon_kings", match_length=20)
    st.apply(Call(10))
    session = _session_at(st)
    table = table_for(app, session)
    until_mine(app, table)
    assert SellMercyToken() in [c.action for c in table.input.choices()]
    key(app, pygame.K_f)                                   # you fold the small blind
    assert session.record.actions[-1] == Fold()
    until_mine(app, table)
    assert table.input.prompt() == "You hold the token of mercy: buy back into the hand for half the pot?"
    assert [c.action for c in table.input.choices()] == [BuyBack(12), StayOut(), SellMercyToken()]
    shot(app, "dk_mercy")
    click(app, table.input.choices()[0].rect.center)
    assert session.record.actions[-1] == BuyBack(12) and not session.state.folded[0]


def test_a_finished_hand_waits_under_its_summary_until_a_person_goes_on(app, monkeypatch) -> None:
    """The hand's sheet (the engine's: chips won or lost this hand, the hand shown, the
    stack) comes up once the pot has landed, and the next deal waits under it: the move that
    ended the hand dealt the next one too, and its cards and blinds are played only once the
    sheet has been read."""

    session = GameSession.new("dragon_kings", SIX[:3], HOLDEM, 5)
    table = table_for(app, session)
    button = None

    def keep_the_button() -> None:
        nonlocal button
        if session.state.hand_no == 1:
            button = session.state.button

    summary = call_down_to_the_summary(app, table, session, keep_the_button, limit=4000)
    assert summary.title == "Hand 1 is over" and summary.sheet.columns == ("Hand", "Stack")
    assert button is not None and session.state.button != button          # the engine has moved it
    assert sum(int(row.score) for row in summary.sheet.rows) == 0 and summary.sheet.lines
    assert summary.highlight == {0}
    shot(app, "dragon_kings_hand_summary")
    assert not any(text.startswith("Hand 2") for text, _ in table.log_lines)   # not dealt under it
    under = shown_piles(table)
    assert under != dealt_piles(table)                     # the cards still lie as the hand ended
    from eternus.ui.games.dragon_kings import draw as table_draw

    drawn = record_texts(monkeypatch)
    table_draw._STILL.clear()                              # the seats and status drawn afresh
    frames(app)
    status = table.layout["status"].rect
    assert any(text == "Hand 1 is over" and status.contains(rect) for text, rect, _ in drawn)
    assert not any(text.endswith("to act") or text.startswith("Pot ") for text, _, _ in drawn)
    dealer = table.layout[f"dealer:{logic.place_of(3, table.bottom, button)}"].rect
    assert [rect.center for text, rect, _ in drawn if text == "D"] == [dealer.center]   # on hand 1's seat
    moves = len(session.record.actions)
    frames(app, 240)
    assert app.services.stack.top is summary and len(session.record.actions) == moves   # the deal waits
    key(app, pygame.K_RETURN)
    assert app.services.stack.top is table
    frames(app, 2)
    assert any(text.startswith("Hand 2") for text, _ in table.log_lines)       # dealt once it was read
    assert shown_piles(table) != under                     # and its cards are dealt


def test_a_hand_that_ends_into_a_wing_card_choice_is_summed_up_before_anyone_chooses(app, monkeypatch) -> None:
    """Deal 13 of a three-seat Dragon Kings table ends its first hand with Bram (an AI seat)
    to choose the wing cards before the next deal: nothing is dealt by the move that ended
    the hand. The table is between hands all the same: while the showdown plays and under
    the summary, the seats show the chips as they lie (not the stacks the engine has already
    paid out), nobody is "to act", and Bram chooses only once the sheet has been read."""
    from eternus.engine.dragon_kings.events import HandEnded

    seats = [Seat("You"), Seat("Bram", "caller"), Seat("Cora", "caller")]
    session = GameSession.new("dragon_kings", seats, {"preset": "dragon_kings", "match_length": 20}, 13)
    table = table_for(app, session, speed=1.0)
    ended_at = None

    def at_the_hands_end() -> None:
        nonlocal ended_at
        if ended_at is None and session.state.hand_no == 1 and session.state.phase == "wing_choice":
            ended_at = len(session.record.actions)
            assert table.between_hands and table.busy     # the hand's end is still being shown
            stacks = {f"seat:{logic.place_of(3, table.bottom, s)}": n for s, n in enumerate(session.state.stacks)}
            assert table.chips.stacks.amounts != stacks   # the pot has not landed yet

    summary = call_down_to_the_summary(app, table, session, at_the_hands_end)
    assert summary.title == "Hand 1 is over"
    assert ended_at is not None and len(session.record.actions) == ended_at     # nobody chose yet
    assert session.state.phase == "wing_choice" and session.state.to_act == 1
    from eternus.ui.games.dragon_kings import draw as table_draw

    drawn = record_texts(monkeypatch)
    table_draw._STILL.clear()
    frames(app)
    assert not any(text.endswith("to act") for text, _, _ in drawn)
    assert any(text == "Hand 1 is over" for text, _, _ in drawn)
    frames(app, 240)
    assert app.services.stack.top is summary and len(session.record.actions) == ended_at
    key(app, pygame.K_RETURN)
    for _ in range(600):
        if len(session.record.actions) > ended_at:
            break
        table.driver.wait(5)
        frames(app)
    assert isinstance(session.record.actions[ended_at], PutInPlay | KeepWings)   # Bram chose, after it
    assert not any(isinstance(e, HandEnded) for e in table.next_deal or ())


def test_an_ai_seat_choosing_the_wing_cards_is_said_to_be_choosing_them(app) -> None:
    """Between hands the last board still lies on the table; "Bram is thinking..." read as
    if that hand went on. The prompt says what Bram decides."""
    app.services.settings["ai_pace"] = "slow"
    seats = [Seat("You"), Seat("Bram", "caller"), Seat("Cora", "caller")]
    session = GameSession.new("dragon_kings", seats, {"preset": "dragon_kings", "match_length": 20}, 2)
    assert session.state.phase == "wing_choice" and session.state.to_act == 1
    table = table_for(app, session)
    assert not session.record.actions and not table.busy
    assert table.prompt()[0] == "Bram is choosing the wing cards\u2026"


def test_an_ai_move_and_its_history_line_come_in_the_same_frame(app) -> None:
    """The seats, the status and the history are one layer redrawn when either changes; a
    move whose line came a frame later cost two full redraws (about 20 ms each at 4K)."""
    app.services.settings["ai_pace"] = "instant"
    callers = [Seat(name, "caller") for name in ("Ada", "Bram", "Cora", "Dag", "Edda", "Finn")]
    table = table_for(app, GameSession.new("dragon_kings", callers, HOLDEM, 4), speed=1.0)
    seen = (len(table.session.record.actions), len(table.log_lines))
    moves = lines_late = 0
    for _ in range(600):
        frames(app)
        now = (len(table.session.record.actions), len(table.log_lines))
        if now[0] > seen[0]:
            moves += 1
            lines_late += now[1] == seen[1]
        seen = now
    assert moves >= 10 and lines_late == 0


def test_every_seats_name_reads_whole_at_the_large_text_size(app, monkeypatch) -> None:
    """A narrow seat's note ("Waiting") left its name two letters ("Op..."); the note now goes
    beside the chips when the name would not fit whole."""
    from eternus.ui import fonts
    from eternus.ui.games.dragon_kings import draw as dk_draw

    seats = [Seat("You"), *(Seat(f"Opponent {i}", "caller") for i in range(1, 9))]
    app.services.settings["text_size"] = "large"
    try:
        table_for(app, GameSession.new("dragon_kings", seats, HOLDEM, 5))
        recorded = record_texts(monkeypatch)
        dk_draw._STILL.clear()               # the seats are drawn into the still layer: draw it again
        frames(app)
    finally:
        fonts.set_large_text(False)
    drawn = [text for text, _, _ in recorded]
    assert [seat.name for seat in seats[1:] if seat.name not in drawn] == [], [d for d in drawn if "Opp" in d]


def shown_piles(table) -> dict:
    return {name: list(pile) for name, pile in table.display.piles.items()}


def dealt_piles(table) -> dict:
    """The piles as the engine's position stands now (the next hand's deal, once dealt)."""
    from eternus.ui.games.dragon_kings import logic as table_logic

    piles = table_logic.piles_from_view(table.view, table.bottom, table.show_bottom())
    return {name: list(piles.get(name, [])) for name in table.display.piles}


def _before_a_held_knights_card_ends_a_hand(seats: list[Seat]) -> tuple[GameSession, object]:
    """A match just before the bottom seat's move that ends a hand in which the Knight of War
    dealt its card to the seat holding it, and the next hand is dealt in the same move; and
    that move. Found by random games (each move replayed on a fresh session)."""
    import random

    from eternus.engine.core import CardMoved
    from eternus.engine.dragon_kings.events import HandStarted

    options = {"preset": "dragon_kings", "match_length": 20}
    for seed in range(400):
        session = GameSession.new("dragon_kings", seats, options, seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if session.is_over:
                break
            action = rng.choice(session.state.legal_actions())
            mine = session.state.to_act == 0
            events = session.apply(action)
            held = any(isinstance(e, CardMoved) and e.dst == "extra" and e.owner is not None for e in events)
            if mine and held and any(isinstance(e, HandStarted) for e in events):
                again = GameSession.new("dragon_kings", seats, options, seed)
                for earlier in session.record.actions[:-1]:
                    again.apply(earlier)
                return again, action
    raise AssertionError("no such move in the random games tried")


def test_the_knight_of_wars_card_stays_with_its_holders_name_under_the_hands_summary(app, monkeypatch) -> None:
    """The engine is in the next hand (its card gone back) while the summary is read; the
    table still shows the card, and whose it was."""
    from eternus.ui.games.dragon_kings import draw as table_draw
    from eternus.ui.scenes.summary import SummaryScene

    seats = [Seat("You"), *(Seat(name, "random") for name in ("Bram", "Cora", "Dag"))]
    session, move = _before_a_held_knights_card_ends_a_hand(seats)
    table = table_for(app, session)
    until_mine(app, table)
    table.apply(move)
    for _ in range(600):
        if isinstance(app.services.stack.top, SummaryScene):
            break
        frames(app)
    assert isinstance(app.services.stack.top, SummaryScene)
    assert session.state.wing["extra"] == [] and table.display.visible("extra")
    holder = table.extra_holder
    assert holder is not None
    drawn = record_texts(monkeypatch)
    table_draw._STILL.clear()
    frames(app)
    assert f"For {logic.who(table.view, holder)} alone" in [text for text, _, _ in drawn]


def test_every_wing_card_in_play_is_named_at_the_large_text_size(app, monkeypatch) -> None:
    """At the large size the panel held the first card and a half; the others were cut.
    Every card in play is named now, and what each does is written where there is room."""
    from eternus.ui import fonts
    from eternus.ui.games.dragon_kings import draw as table_draw
    from tests.ui.helpers import played_until

    seats = [Seat("You"), *(Seat(name, "random") for name in ("Bram", "Cora"))]
    session = played_until("dragon_kings", seats, {"preset": "dragon_kings", "match_length": 20},
                           lambda s: len(logic.wings_in_play(s.state.view(0))) >= 3 and s.state.to_act == 0)
    wings = logic.wings_in_play(session.state.view(0))
    app.services.settings["text_size"] = "large"
    try:
        table = table_for(app, session)
        drawn = record_texts(monkeypatch)
        table_draw._STILL.clear()
        frames(app)
    finally:
        fonts.set_large_text(False)
    panel = table.layout["wings"].rect
    named = [text for text, rect, _ in drawn if panel.contains(rect)]
    assert all(f"{name} (" in " ".join(named) for _, name, _, _ in wings)
    assert any(text.startswith("Board:") for text in named)            # the first is explained


def test_a_wing_cards_name_stays_inside_its_panel_at_the_large_text_size(app, monkeypatch) -> None:
    """Seen at the large text size: "Queen of Chivalry (Q\u2665)" ran over the panel's right
    edge, its bracket on the border."""
    from dragon_kings_helpers import table as stacked
    from eternus.ui import fonts
    from eternus.ui.games.dragon_kings import draw as table_draw

    st, _ = stacked([400, 400, 400], wing_card="Qh", preset="dragon_kings", match_length=20)
    app.services.settings["text_size"] = "large"
    try:
        table = table_for(app, _session_at(st))
        drawn = record_texts(monkeypatch)
        table_draw._STILL.clear()
        frames(app)
    finally:
        fonts.set_large_text(False)
    inside = table.layout["wings"].rect.inflate(-36, 0)           # the panel's frame and margin
    titles = [(text, rect) for text, rect, _ in drawn if text.startswith("Queen of Chivalry")]
    assert titles and all(inside.left <= rect.left and rect.right <= inside.right for _, rect in titles), titles


def test_a_hand_shown_at_the_showdown_lies_face_up_whole_while_the_showdown_holds(app) -> None:
    """Both hole cards of every hand shown are face up on the table during the showdown's
    hold and under the summary: each card's flip turned the top card of the seat's pair, so
    the first card stayed face down and the top one showed the second card."""
    session = GameSession.new("dragon_kings", SIX[:3], HOLDEM, 9)   # all three show
    table = table_for(app, session, speed=1.0)
    call_down_to_the_summary(app, table, session)
    shown = table.view["last_hand"]["shown"]
    assert len(shown) == 3, "not every hand was shown"
    for hand in shown:
        zone = f"hole:{logic.place_of(3, table.bottom, hand['seat'])}"
        assert [(s.card, s.face_up) for s in table.display.piles[zone]] == [(c, True) for c in hand["cards"]]


def test_a_persons_hole_cards_turn_face_down_while_an_ai_seat_plays_between_two_people(app) -> None:
    """Two people and an AI at one screen: while the AI seat decided, the last person's hole
    cards stayed face up for everyone to read (the hand-over screen comes only before the next
    person's turn). And that hand-over comes up by itself: the table asks for the frame."""
    from eternus.ui.scenes.privacy import PrivacyScene

    app.services.settings["ai_pace"] = "slow"             # its decision lasts a while
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cora", "caller")]
    session = GameSession.new("dragon_kings", seats, HOLDEM, 9)
    table = table_for(app, session)
    seen_ai_turn = False
    for _ in range(8000):
        top = app.services.stack.top
        if isinstance(top, PrivacyScene):
            app.services.stack.pop()
            frames(app, 2)
            continue
        driver = table.driver
        if driver.seat == 2 and session.record.actions and not table.busy:
            frames(app)
            zone = f"hole:{logic.place_of(3, table.bottom, table.bottom)}"
            assert table.display.piles[zone] and not any(s.face_up for s in table.display.piles[zone])
            seen_ai_turn = True
            break
        if table.hand_over_due():
            assert table.wants_frames()
        if table.my_decision():
            legal = session.state.legal_actions()
            table.apply(next((a for a in legal if isinstance(a, (Check, Call))), legal[0]))
        frames(app)
    assert seen_ai_turn, "the AI seat never decided between the two people"


def test_once_every_person_is_out_the_summaries_go_on_by_themselves(app) -> None:
    """A person out of chips only watches the AI players finish: the summary of the hand they
    went out in waits for them, every later one goes on by itself (one key a hand was asked
    of a spectator), and a table with a person still in keeps waiting."""
    from eternus.ui.scenes.summary import SummaryScene
    from eternus.ui.table.hands import AI_ONLY_SUMMARY
    from tests.ui.helpers import played_until

    seats = [Seat("You"), Seat("Bram", "random"), Seat("Cora", "random")]

    def out(later: bool):  # type: ignore[no-untyped-def]
        def found(s: GameSession) -> bool:
            view = s.state.view(0)
            last, busted = view["last_hand"], view["busted_in"][0]
            return (last is not None and busted > 0 and (last["hand"] > busted) == later
                    and view["hand_no"] > last["hand"] and not s.is_over)
        return found

    for later, waits in ((False, True), (True, False)):
        session = played_until("dragon_kings", seats, {**HOLDEM, "rebuys": 0}, out(later), tries=80, moves=3000)
        table = table_for(app, session)
        assert table.people_only_watch() is later
        table.queue_summary("Hand over", session.state.standings())
        frames(app, 2)
        summary = app.services.stack.top
        assert isinstance(summary, SummaryScene)
        assert (summary.closes_after is None) == waits
        if not waits:
            frames(app, int(AI_ONLY_SUMMARY * 60) + 3)
            assert app.services.stack.top is table
        app.services.stack.reset(table)


def test_a_board_card_the_grave_digger_turns_into_a_spade_is_tagged_as_one(app, monkeypatch) -> None:
    """A heart beside the Grave Digger plays as a spade, yet looked like a heart: the flush it
    made looked like none. Each such card carries "as \u2660" across its foot."""
    from dragon_kings_helpers import deal_order, table as stacked
    from eternus.ui.games.dragon_kings import draw as table_draw

    st, _ = stacked([400, 400, 400], [deal_order(3, 2, {0: ["As", "3s"], 1: ["Qd", "Qc"], 2: ["8c", "6d"]},
                                                 ["9h", "Ks", "4d", "7s", "2c"])],
                    preset="dragon_kings", match_length=20)
    for action in (Call(10), Call(5), Check()):
        st.apply(action)
    table = table_for(app, _session_at(st))
    drawn = record_texts(monkeypatch)
    table_draw._STILL.clear()
    frames(app)
    tags = [rect for text, rect, _ in drawn if text == "as \u2660"]
    shot(app, "dk_grave_digger_spades")
    cards = [table.display.slot_of(card) for card in ("9h", "4d")]
    assert len(tags) == 2 and all(slot is not None and any(slot.rect().contains(tag) for tag in tags)
                                  for slot in cards)


def test_the_quick_amounts_keep_their_keys_when_half_the_pot_is_not_offered(app) -> None:
    """Heads-up before the flop half the pot is the smallest raise, so it is not offered: 3
    then read "All in" and 2 "Pot", and a player who pressed 3 for the pot went all in."""
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram", "caller")], HOLDEM, 3)
    table = table_for(app, session)
    until_mine(app, table)
    quick = table.input.quick()
    assert [(choice.key, choice.label.split("  ")[0]) for choice in quick] == [
        ("1", "Min"), ("3", "Pot"), ("4", "All in")]
    slots = {choice.key: choice.rect.x for choice in quick}
    assert slots["3"] - slots["1"] == 2 * (slots["4"] - slots["3"])       # 2's place is left empty
    pot = next(choice.action for choice in quick if choice.key == "3")
    before = len(session.record.actions)
    key(app, pygame.K_3)
    assert session.record.actions[before] == pot and isinstance(pot, Raise)


def test_the_quick_all_in_asks_once_and_a_second_press_goes_all_in(app) -> None:
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram", "caller")], HOLDEM, 3)
    table = table_for(app, session)
    until_mine(app, table)
    before = len(session.record.actions)
    stack = table.view["stacks"][0]
    key(app, pygame.K_4)
    assert len(session.record.actions) == before                          # asked, not made
    assert table.input.prompt() == f"All in for {stack:,}? Press 4 again or Enter."
    assert table.input.amount == table.input.limits()[1]                   # the slider shows it
    shot(app, "dk_quick_all_in_asks")
    key(app, pygame.K_4)
    assert session.record.actions[before] == AllIn(stack)


def test_tab_lights_the_betting_buttons_and_space_presses_the_lit_one(app) -> None:
    """As the rules page's keys say: a controller's buttons or a keyboard without the letters
    play a hand by Tab and Space."""
    session = GameSession.new("dragon_kings", [Seat("You"), Seat("Bram", "caller")], HOLDEM, 3)
    table = table_for(app, session)
    until_mine(app, table)
    for _ in range(20):
        key(app, pygame.K_TAB)
        lit = table.button_focus.current()
        if lit is not None and lit.label.startswith("Check"):
            break
    else:
        raise AssertionError("Tab never lit the Check button")
    before = len(session.record.actions)
    key(app, pygame.K_SPACE)
    assert session.record.actions[before] == Check()


@pytest.mark.parametrize("large", [False, True])
def test_the_wing_card_choice_says_what_each_card_does_on_the_board_and_in_the_hole(app, monkeypatch, large) -> None:
    """The choice was ten names, and the guided hand sent the player to the rules page: each
    card offered now has its key, its name and both its lines, whole, over the table."""
    from eternus.engine.dragon_kings.wings import VOLUNTARY, WING_CARDS
    from eternus.ui import fonts
    from eternus.ui.games.dragon_kings import wing_menu

    app.services.settings["text_size"] = "large" if large else "normal"
    try:
        table = _asked_to_choose_a_wing_card(app)
        drawn = record_texts(monkeypatch)
        frames(app)
        shot(app, f"dk_wing_choice_sheet_{'large' if large else 'normal'}")
    finally:
        fonts.set_large_text(False)
    sheet = [(text, rect) for text, rect, _ in drawn if wing_menu.AREA.contains(rect)]
    words = " ".join(text for text, _ in sheet)
    for number, card in enumerate(VOLUNTARY, start=1):
        wing = WING_CARDS[card]
        assert f"{number % 10}  {wing.name}" in words
        assert " ".join(wing.board.split()) in words and " ".join(wing.hole.split()) in words
    buttons = [choice.rect for choice in table.input.choices()]
    assert not any(rect.colliderect(button) for _, rect in sheet for button in buttons)
    assert not any(text.endswith("\u2026") for text, _ in sheet)


@pytest.mark.parametrize("card", ["Kh", "Kd", "Qh", "Qd", "Qc", "Qs", "Jh", "Jd", "Jc", "Js"])
def test_the_wing_cards_panel_holds_every_card_in_play_whole_at_the_large_text_size(app, monkeypatch, card) -> None:
    """At the large size the panel showed about two entries: "Queen of Chivalry (Q…" and
    Black Death's own words were cut. With the two black Kings and any voluntary card, every
    name and both lines of every card are written, none cut short."""
    from dragon_kings_helpers import table as stacked
    from eternus.engine.dragon_kings.wings import WING_CARDS
    from eternus.ui import fonts
    from eternus.ui.games.dragon_kings import draw as table_draw

    st, _ = stacked([400, 400, 400], wing_card=card, preset="dragon_kings", match_length=20)
    app.services.settings["text_size"] = "large"
    try:
        table = table_for(app, _session_at(st))
        drawn = record_texts(monkeypatch)
        table_draw._STILL.clear()
        frames(app)
    finally:
        fonts.set_large_text(False)
    inside = table.layout["wings"].rect
    written = [text for text, rect, _ in drawn if inside.contains(rect)]
    assert not any(text.endswith("\u2026") for text in written), written
    words = " ".join(written)
    for wing in (WING_CARDS[c] for c in ("Ks", "Kc", card)):
        assert wing.name in words
        assert f"Board: {wing.board}" in words and f"Hole: {wing.hole}" in words, wing.name


def test_no_seats_stack_lies_over_a_side_panel_the_header_a_seat_box_a_card_or_another_stack() -> None:
    """A stack of five discs with a five-digit number (nine seats of 2,000 bought three times
    hold 54,000), at every table size: at eight and nine seats the stacks at places 2 and 7
    wrote their number into the Wing cards and Hand history panels, a top seat's discs
    reached over the header's rule, and places 1 and 8 lay on the panel above them."""
    from eternus.ui.canvas import Canvas
    from eternus.ui.table.chip_art import ChipArt, draw_stack
    from eternus.ui.table.chips import CHIP_DIAMETER
    from eternus.ui.table.display import slot_in

    layout = load_layout(table_map_path("dragon_kings"))
    scratch = Canvas(pygame.Surface(layout.size))
    table = pygame.Rect(layout["wings"].rect.right, layout["status"].rect.bottom, 0, 0)
    table.w, table.h = layout["log"].rect.left - table.x, layout["prompt"].rect.top - table.y

    def stack(p: int) -> list[pygame.Rect]:
        area = draw_stack(scratch, ChipArt(), 88_888, layout[f"chips:seat:{p}"].rect.center, CHIP_DIAMETER)
        assert area is not None and area.label is not None
        return [area.discs, area.label.inflate(18, 2)]       # the number's dark pill

    for n, places in logic.SPREAD.items():
        things = [("deck", layout["deck"].rect)]
        for q in places:
            things += [(f"seat {q}", layout[f"seat:{q}"].rect), (f"button {q}", layout[f"dealer:{q}"].rect)]
            things += [(f"card {q}", slot_in(layout[f"hole:{q}"], i, 3).rect()) for i in range(3)]
        for p in places:
            for part in stack(p):
                assert table.contains(part), (n, p)
                assert not [name for name, r in things if part.colliderect(r)], (n, p)
                assert not any(part.colliderect(r) for q in places if q != p for r in stack(q)), (n, p)
