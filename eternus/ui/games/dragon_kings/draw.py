"""Drawing the Dragon Kings table: the oval, the seats, the board, the pots, the wing cards,
the betting bar, the history, and a pot won announced in the middle.

Reads the scene, changes nothing. The felt and the oval are one cached surface per scale;
cards come from the card art's cache and chips from the chip layer, so a frame is blits.
Cards and chips are drawn from the display and the chip stacks, which lag the engine while
events animate. Every state of a seat is written, not only coloured: "Folded", "All in",
"To act", the dealer's "D".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from eternus.engine.cards import SUIT_SYMBOLS
from eternus.engine.dragon_kings.views import HoldemView
from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Canvas, Target, View, put
from eternus.ui.games.dragon_kings import logic
from eternus.ui.games.dragon_kings.rebuy_sheet import draw_rebuy_sheet
from eternus.ui.games.dragon_kings.wing_menu import draw_wing_menu
from eternus.ui.games.dragon_kings.wing_panel import TITLE, WingPanel, panel_inside
from eternus.ui.table.layout import TableLayout
from eternus.ui.table.widgets import choice_button, log_panel, panel, status_bar
from eternus.ui.window_cache import window_sized

if TYPE_CHECKING:
    from collections import deque

    from eternus.engine.core import Action
    from eternus.session import GameSession
    from eternus.ui.games.dragon_kings.input import Choice, DragonKingsInput
    from eternus.ui.table.animator import Animator
    from eternus.ui.table.card_art import CardArt
    from eternus.ui.table.chips import ChipLayer
    from eternus.ui.table.display import TableDisplay
    from eternus.ui.table.turns import TurnDriver
    from eternus.ui.table.widgets import ButtonBar


class HoldemTable(Protocol):
    """What drawing the Dragon Kings table reads of it, and no more: the bottom chair's view,
    where the button and the Knight of War's card are shown, the map, the cards and chips as
    shown, whose turn the driver says it is, the bar's input and the log. Drawing changes
    none of it."""

    session: GameSession
    layout: TableLayout
    display: TableDisplay
    art: CardArt
    animator: Animator
    chips: ChipLayer
    driver: TurnDriver
    input: DragonKingsInput
    tools_bar: ButtonBar
    log_lines: deque[tuple[str, tuple[int, int, int]]]
    button_shown: int
    extra_holder: int | None

    @property
    def view(self) -> HoldemView: ...

    @property
    def bottom(self) -> int: ...

    @property
    def between_hands(self) -> bool: ...

    def show_bottom(self) -> bool: ...

    def legal_actions(self) -> list[Action]: ...

    def prompt(self) -> tuple[str, tuple[int, int, int]]: ...

    def draw_announcement(self, surface: Target, rect: pygame.Rect) -> None: ...

    def wing_panel(self) -> WingPanel: ...

ACTIVE = theme.GOLD_BRIGHT
OVAL = pygame.Rect(400, 140, 1120, 700)
RAIL = (58, 34, 22)
POT_WORDS_GAP = 52     # under the pot's zone: below the stack's own number (chip_art: 6 + 33 px past the discs)


@window_sized
def _background(layout: TableLayout, scale: float = 1.0, cloth: str = "green") -> pygame.Surface:
    """The room's felt with the oval table and its rail, at the real pixel size."""
    view = View(scale)
    size = (view.length(1920), view.length(1080))
    surf = theme.felt(size).copy()
    surf.fill(theme.FELT_DARK)
    canvas = Canvas(surf, view)
    draw.rect(canvas, RAIL, OVAL.inflate(36, 36), border_radius=350)
    draw.rect(canvas, theme.FELT, OVAL, border_radius=330)
    draw.rect(canvas, theme.FELT_LIGHT, OVAL.inflate(-120, -120), width=2, border_radius=280)
    draw.rect(canvas, theme.GOLD, OVAL.inflate(36, 36), width=3, border_radius=350)
    return surf    # a copy of the felt: in the display's format already


#: The last still layer drawn, per table: (its key, the surface, the one before it). One entry
#: per table alive. A change is drawn into the one before, never into the surface on screen:
#: the window redraws only what changed, judged by which surface a frame put there.
_STILL: dict[int, tuple[tuple[object, ...], pygame.Surface, pygame.Surface | None]] = {}


def draw_table(t: HoldemTable, surface: Target) -> None:
    scale = surface.scale if isinstance(surface, Canvas) else 1.0
    put(surface, _still_layer(t, scale), topleft=(0, 0))
    for zone in logic.CARD_ZONES:
        t.display.draw_zone(surface, zone)
    _draw_changed_cards(t, surface)
    _draw_deck_words(t, surface)
    t.chips.draw(surface)
    _draw_pots(t, surface)
    draw_wing_menu(t, surface)
    draw_rebuy_sheet(t, surface)
    _draw_wing_choices(t, surface)
    _draw_prompt(t, surface)
    _draw_bar(t, surface)
    t.tools_bar.draw(surface)
    t.animator.draw(surface, t.art)
    _draw_announcement(t, surface)


def _still_layer(t: HoldemTable, scale: float) -> pygame.Surface:
    """Everything that changes only with a move or a log line (the felt, the status bar, the
    seats' panels, the wing cards, the history), drawn once into one surface: a frame is
    then one blit for them, the moving cards and chips on top."""
    last = t.log_lines[-1] if t.log_lines else None
    held = tuple(sorted(t.chips.stacks.amounts.items())) if t.between_hands else None   # chips landing
    # The words under the nest, the battlefield... are in this layer: it is drawn again when
    # their cards land (the history's line came as they were dealt, and "Nest" stayed away
    # until the next move).
    labelled = tuple(bool(t.display.visible(zone)) for zone in LABELLED_ZONES)
    key = (scale, len(t.session.record.actions), t.bottom, t.driver.seat, len(t.log_lines), last,
           t.session.is_over, t.show_bottom(), theme.felt_name(), fonts.readable(0), held, labelled,
           t.extra_holder, t.input.wing_pick, t.input.wing_picked_at)
    cached = _STILL.get(id(t))
    if cached is not None and cached[0] == key:
        return cached[1]
    base = _background(t.layout, scale, theme.felt_name())
    spare = cached[2] if cached is not None else None
    layer = spare if spare is not None and spare.get_size() == base.get_size() else base.copy()
    layer.blit(base, (0, 0))   # over the layer before the last: no new surface a move
    canvas = Canvas(layer, View(scale))
    _draw_status(t, canvas)
    for seat in range(len(t.view["seats"])):
        _draw_seat(t, canvas, seat)
    _draw_labels(t, canvas)
    _draw_wings(t, canvas)
    log_panel(canvas, t.layout["log"].rect, "Hand history", t.log_lines, 17, 22, bright=6)
    _STILL.clear()   # only the table on screen keeps a layer
    _STILL[id(t)] = (key, layer, cached[1] if cached is not None else None)
    return layer


def _draw_status(t: HoldemTable, surface: Target) -> None:
    view = t.view
    seat = t.driver.seat
    pill = "" if seat is None else f"{logic.who(view, seat)} to act"
    facts = logic.status_facts(view)
    last = view["last_hand"]
    if t.between_hands and last is not None:      # the engine has dealt on; the table has not yet
        pill = f"Hand {last['hand']} is over"
        facts = [("Hand", str(last["hand"])) if label == "Hand" else (label, value) for label, value in facts]
    status_bar(surface, t.layout["status"].rect, "Dragon Kings", facts, pill)


def _draw_seat(t: HoldemTable, surface: Target, seat: int) -> None:
    view = t.view
    n = len(view["seats"])
    place = logic.place_of(n, t.bottom, seat)
    rect = t.layout[f"seat:{place}"].rect
    to_act = t.driver.seat == seat and not t.session.is_over and not t.between_hands
    tag = logic.seat_tag(view, seat)
    stack = view["stacks"][seat]
    if t.between_hands:
        # The next deal waits under the hand's summary: the chips as they lie (the pot won,
        # no blind posted yet), and no seat folded or all in for a hand not dealt yet.
        stack = t.chips.stacks.amounts.get(f"seat:{place}", stack)
        tag = "Out" if tag == "Out" else ""
    theme.draw_panel(surface, rect, 14, 200)
    if to_act:
        draw.rect(surface, ACTIVE, rect.inflate(6, 6), width=4, border_radius=16)
    colour = theme.DIM if tag in ("Folded", "Out") else theme.CREAM
    big = place == 0
    parts = [word for word in ("To act" if to_act else tag,
                               "gold chip" if view["wing"]["gold_chip"] == f"seat:{seat}" else "",
                               "mercy" if view["wing"]["mercy_token"] == seat else "") if word]
    name = logic.who(view, seat)
    room = rect.w - 28
    second = rect.y + (44 if big else 40)
    note_colour = ACTIVE if to_act else theme.MUTED

    def beside(note: str) -> int:
        return room - fonts.measure(note, 18, fonts.BOLD)[0] - 10

    # The note shares the name's line while the name fits beside it (at 14 px at least), or
    # goes down beside the chips' number, or is split between the two lines: at the large
    # text size "To act \u00b7 mercy" beside the chips ran into them ("455To act").
    top, below = note_lines(parts, lambda note: fonts.measure(name, 14, fonts.BOLD)[0] <= beside(note),
                            lambda note: fonts.measure(f"{stack:,}", 24 if big else 20)[0] <= beside(note))
    chips = f"{stack:,} chips"
    chips_room = room
    if below:
        shown = fonts.blit_text(surface, below, 18, note_colour, fonts.BOLD, topright=(rect.right - 12, second))
        chips_room = shown.x - rect.x - 22
    if top:
        shown = fonts.blit_text(surface, top, 18, note_colour, fonts.BOLD, topright=(rect.right - 12, rect.y + 12))
        room = shown.x - rect.x - 22
    size = fonts.fitting_size(name, 26 if big else 22, room, fonts.BOLD, least=14)
    fonts.blit_text(surface, fonts.fit_name(name, size, room), size, ACTIVE if to_act else colour, fonts.BOLD,
                    topleft=(rect.x + 14, rect.y + 8))
    if fonts.measure(chips, 24 if big else 20)[0] > chips_room:
        chips = f"{stack:,}"          # the chips' own stack says what the number is
    fonts.blit_text(surface, chips, 24 if big else 20, colour, fonts.SANS, topleft=(rect.x + 14, second))
    if (t.button_shown if t.between_hands else view["button"]) == seat:
        d = t.layout[f"dealer:{place}"].rect
        draw.circle(surface, theme.CREAM, d.center, d.w // 2)
        draw.circle(surface, theme.PANEL, d.center, d.w // 2, width=3)
        fonts.blit_text(surface, "D", 24, theme.PANEL, fonts.BOLD, center=d.center)


def note_lines(parts: list[str], fits_top: Callable[[str], bool],
               fits_below: Callable[[str], bool]) -> tuple[str, str]:
    """A seat's note ("To act", "gold chip", "mercy") as (on the name's line, beside the
    chips): whole on the name's line if it fits there, else whole beside the chips, else
    its first words above and the rest below; whole below if nothing else fits."""
    whole = " \u00b7 ".join(parts)
    if not whole or fits_top(whole):
        return whole, ""
    if fits_below(whole):
        return "", whole
    for k in range(len(parts) - 1, 0, -1):
        top, below = " \u00b7 ".join(parts[:k]), " \u00b7 ".join(parts[k:])
        if fits_top(top) and fits_below(below):
            return top, below
    return "", whole


def changed_card_words(suit: str) -> str:
    """The tag on a board card a wing card changes: the suit it plays as ("as ♠")."""
    return f"as {SUIT_SYMBOLS[suit]}"


def _draw_changed_cards(t: HoldemTable, surface: Target) -> None:
    """A tag across the foot of each board card a wing card changes (the Grave Digger's
    spades), saying what it plays as: a heart that plays as a spade looked like a heart, and
    the flush it made looked like none."""
    for card, suit in t.view["plays_as_suit"].items():
        slot = t.display.slot_of(card)
        if slot is None:
            continue
        rect = slot.rect()
        words = changed_card_words(suit)
        width, height = fonts.measure(words, 18, fonts.BOLD)
        box = pygame.Rect(0, 0, min(rect.w - 4, width + 12), height + 4)
        box.midbottom = (rect.centerx, rect.bottom - 4)
        draw.rect(surface, theme.PANEL, box, border_radius=6)
        draw.rect(surface, theme.GOLD_BRIGHT, box, width=2, border_radius=6)
        fonts.blit_text(surface, words, 18, theme.CREAM, fonts.BOLD, center=box.center)


LABELLED_ZONES = ("nest", "battlefield", "extra", "draws")


def _draw_labels(t: HoldemTable, surface: Target) -> None:
    """Words under the wing cards' places, once their cards are on the table."""
    extra = extra_words(t.view, t.extra_holder)
    words_of = {"nest": "Nest", "battlefield": "Battlefield", "extra": extra, "draws": "Avarice draws"}
    for zone, words in ((zone, words_of[zone]) for zone in LABELLED_ZONES):
        if not t.display.visible(zone):        # not before the cards land
            continue
        if zone == "extra":
            fonts.blit_text(surface, fonts.fit(words, 18, EXTRA_WORDS_ROOM, fonts.BOLD), 18, theme.GOLD,
                            fonts.BOLD, midbottom=extra_words_at(t.display.top_slot(zone).rect()))
            continue
        r = t.layout[zone].rect
        fonts.blit_text(surface, words, 18, theme.GOLD, fonts.BOLD, midtop=(r.centerx, r.bottom + 4))


EXTRA_WORDS_ROOM = 220
DECK_WORDS = "Deck"
DECK_WORDS_SIZE = 16
DEALERS_PILES = ("deck", "muck", "voided")     # one place on the map


def deck_words_box(deck: pygame.Rect) -> pygame.Rect:
    """The band across the top of the deck that names it. The deck lies beside place 2's
    cards: unnamed, it was taken for one more of them. On the deck itself, because every side
    of it is taken (those cards, the place's bet and its button, the stack above)."""
    width, height = fonts.measure(DECK_WORDS, DECK_WORDS_SIZE, fonts.BOLD)
    box = pygame.Rect(0, 0, max(deck.w - 8, width + 6), height + 2)
    box.midtop = (deck.centerx, deck.top + 4)
    return box


def _draw_deck_words(t: HoldemTable, surface: Target) -> None:
    """The name over the deck, and over the cards gathered where it lies between hands."""
    if not any(t.display.visible(zone) for zone in DEALERS_PILES):
        return
    box = deck_words_box(t.layout["deck"].rect)
    draw.rect(surface, theme.PANEL, box, border_radius=4)
    draw.rect(surface, theme.GOLD, box, width=1, border_radius=4)
    fonts.blit_text(surface, DECK_WORDS, DECK_WORDS_SIZE, theme.CREAM, fonts.BOLD, center=box.center)


def extra_words_at(card: pygame.Rect) -> tuple[int, int]:
    """Where the words of the Knight of War's card stand (their middle bottom): above it,
    where the bets were gathered before it was dealt; under it the battlefield lies close."""
    return card.centerx, card.top - 4


def extra_words(view: HoldemView, holder: int | None) -> str:
    """Over the Knight of War's extra card: whose it is, when only its holder may use it."""
    return "Knight of War" if holder is None else f"For {logic.who(view, holder)} alone"


def _draw_pots(t: HoldemTable, surface: Target) -> None:
    view = t.view
    if view["pot_total"] <= 0 or t.between_hands:     # the next hand's blinds are not posted yet
        return
    r = t.layout["chips:pot"].rect
    fonts.blit_text(surface, pot_words(view), 24, theme.GOLD_BRIGHT, fonts.BOLD,
                    midtop=(r.centerx, r.bottom + POT_WORDS_GAP))


def pot_words(view: HoldemView) -> str:
    """The line under the pot: the whole pot, said to include the round's bets while they
    still lie in front of the seats (the stack's own number is only what was gathered). The
    side pots' shares are in the status bar: here they ran onto the seats at nine players."""
    words = f"Pot {view['pot_total']:,}"
    if view["pot_total"] != sum(p["amount"] for p in view["pots"]):
        words += " with the bets"
    return words


def _draw_wings(t: HoldemTable, surface: Target) -> None:
    """The wing cards in play, each with what it does on the board and in the hole, as the
    table lays them out (:mod:`wing_panel`: when they do not all fit, one whole and the
    others in a few words, never a cut sentence)."""
    panel(surface, t.layout["wings"].rect, TITLE)
    inner = panel_inside(t.layout["wings"].rect)
    laid = t.wing_panel()
    if not laid.entries:
        fonts.blit_text(surface, "None at this table.", 18, theme.MUTED, fonts.SANS, topleft=inner.topleft)
    lines = [line for entry in laid.entries for line in entry.lines]
    for line in [*lines, *([laid.footer] if laid.footer else [])]:
        fonts.blit_text(surface, line.text, line.size, WING_TONES[line.tone], fonts.BOLD if line.bold else fonts.SANS,
                        topleft=(inner.x, line.y))


WING_TONES = {"title": theme.GOLD_BRIGHT, "board": theme.CREAM, "hole": theme.MUTED, "gist": theme.CREAM,
              "key": theme.GOLD}


def _draw_wing_choices(t: HoldemTable, surface: Target) -> None:
    """A wing card's moves from the hole, as buttons under the wing cards (they light up
    under the pointer, so they are drawn each frame)."""
    if t.input.betting():
        for choice in t.input.choices():
            _button(t, surface, choice, 18)


def _draw_prompt(t: HoldemTable, surface: Target) -> None:
    text, colour = t.prompt()
    r = t.layout["prompt"].rect
    text = without_asides(text, lambda words: fonts.measure(words, 18, fonts.BOLD)[0] <= r.w - 16)
    size = fonts.fitting_size(text, 24, r.w - 16, fonts.BOLD, least=18)   # a long prompt shrinks, not spills
    fonts.blit_text(surface, fonts.fit(text, size, r.w - 16, fonts.BOLD), size, colour, fonts.BOLD, center=r.center)


def without_asides(text: str, fits: Callable[[str], bool]) -> str:
    """``text`` with its asides in brackets dropped, the last first, until it ``fits``: at the
    large text size the call prompt with "(arrows move the raise)" and "(at the left)" was
    cut in the middle of its last words; the buttons and the wing panel say those at once."""
    while not fits(text):
        shorter = re.sub(r" \([^()]*\)(?!.*\()", "", text, count=1)
        if shorter == text:
            break
        text = shorter
    return text


def _draw_bar(t: HoldemTable, surface: Target) -> None:
    bar = t.input.bar()
    for choice in bar:
        _button(t, surface, choice, 24)
    for choice in t.input.quick():
        _button(t, surface, choice, 20)
    limits = t.input.limits()
    if limits is not None:
        track = t.input.track()
        draw.rect(surface, (40, 50, 44), track, border_radius=6)
        x = t.input.slider_x()
        draw.rect(surface, theme.GOLD, pygame.Rect(track.x, track.y, x - track.x, track.h), border_radius=6)
        draw.circle(surface, theme.GOLD_BRIGHT if t.input.dragging else theme.CREAM, (x, track.centery), 16)
        fonts.blit_text(surface, f"{t.input.amount:,}", 20, theme.CREAM, fonts.BOLD, midbottom=(x, track.y - 8))
    if not t.input.betting():
        for choice in t.input.choices():
            _button(t, surface, choice, 20)


def _button(t: HoldemTable, surface: Target, choice: Choice, size: int) -> None:
    lit = t.input.hover is not None and t.input.hover.rect == choice.rect
    short = logic.short_choice_label(choice.action)
    choice_button(surface, choice.rect, choice.label, choice.primary, lit, size, short)


def _draw_announcement(t: HoldemTable, surface: Target) -> None:
    t.draw_announcement(surface, t.layout["announce"].rect)
