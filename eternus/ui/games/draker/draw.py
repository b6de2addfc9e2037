"""Drawing the Draker table: the seats with their dragon gauges, the pools, the common pool,
the trays with their combinations' worth, the stacks, the history, the buttons, and a big
moment written in the middle.

Reads the scene, changes nothing. Cards come from the display (which lags the engine while
events animate) and the card art's cache. Every state is written, not only coloured: life
as a number beside its gauge, "Shield 5", "Out", "Their turn", a tray's reason in words.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

import pygame

from eternus.grammar import you_agree
from eternus.engine.draker.cards import PROFESSIONS
from eternus.engine.draker.options import DrakerOpts
from eternus.engine.draker.records import SIDES, Side
from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Target
from eternus.ui.games.draker import logic
from eternus.ui.games.draker.input import CHOICE_SIZE, offer_height
from eternus.ui.table.display import slot_in
from eternus.ui.table.widgets import choice_button, log_panel, panel, shared_button_size, status_bar

if TYPE_CHECKING:
    from collections import deque

    from eternus.engine.core import Action
    from eternus.engine.draker.views import DrakerView
    from eternus.session import GameSession
    from eternus.ui.games.draker.cards import DrakerArt
    from eternus.ui.games.draker.input import Choice, DrakerInput
    from eternus.ui.table.animator import Animator
    from eternus.ui.table.display import TableDisplay
    from eternus.ui.table.layout import TableLayout
    from eternus.ui.table.turns import TurnDriver
    from eternus.ui.table.widgets import ButtonBar


class DrakerDrawn(Protocol):
    """What drawing the Draker table reads of it, and no more: the bottom seat's view, the
    life totals as shown, the turn's story so far, the map, the cards as shown, whose turn
    the driver says it is, the input's builder and buttons, and the log. Drawing changes
    none of it."""

    session: GameSession
    layout: TableLayout
    display: TableDisplay
    art: DrakerArt
    animator: Animator
    driver: TurnDriver
    input: DrakerInput
    tools_bar: ButtonBar
    log_lines: deque[tuple[str, tuple[int, int, int]]]
    life_shown: list[int]
    story: logic.TurnStory

    @property
    def view(self) -> DrakerView: ...

    @property
    def bottom(self) -> int: ...

    @property
    def busy(self) -> bool: ...

    def my_decision(self) -> bool: ...

    def opponents(self) -> list[int]: ...

    def legal_actions(self) -> list[Action]: ...

    def prompt(self) -> tuple[str, tuple[int, int, int]]: ...

    def draw_announcement(self, surface: Target, rect: pygame.Rect) -> None: ...

ACTIVE = theme.GOLD_BRIGHT
SCALE = (150, 40, 36)          # the dragon's scales where life remains
SCALE_LOST = (52, 40, 36)
ATTACK_TINT = (70, 20, 24, 150)
DEFENCE_TINT = (16, 40, 70, 150)
LIT = (255, 214, 120)
TRAY_TITLES = {"attack": "Attack", "defence": "Defence"}
TRAY_TITLE_SIZE = 22
PROMPT_TWO_LINES = 18         # the size of a prompt too long for one line (two lines of it fill the row)


def draw_table(t: DrakerDrawn, surface: Target) -> None:
    theme.draw_felt(surface)
    _draw_status(t, surface)
    for seat in range(len(t.view["seats"])):
        _draw_seat(t, surface, seat)
    _draw_middle(t, surface)
    _draw_trays(t, surface)
    glows = _glows(t)
    for zone in logic.CARD_ZONES:
        t.display.draw_zone(surface, zone, glows)
    _draw_tokens(t, surface)
    _draw_turn(t, surface)
    log_panel(surface, t.layout["log"].rect, "History", t.log_lines, 17, 22, bright=6)
    _draw_prompt(t, surface)
    for choice in t.input.buttons():
        _button(t, surface, choice, CHOICE_SIZE)
    offers = t.input.offer_buttons()
    size = shared_button_size([c.label for c in offers], offers[0].rect.w, CHOICE_SIZE) if offers else CHOICE_SIZE
    for choice in offers:
        _button(t, surface, choice, size)
    t.tools_bar.draw(surface)
    t.animator.draw(surface, t.art)
    t.input.drag.draw(surface, t.art)
    _draw_announcement(t, surface)


def _draw_status(t: DrakerDrawn, surface: Target) -> None:
    view = t.view
    facts = [("Round", str(view["turns"] // max(1, len(view["seats"])) + 1)), ("Deck", str(view["deck_count"])),
             ("Life", str(DrakerOpts.of(view["options"]).life))]
    seat = t.driver.seat
    pill = "" if seat is None else f"{logic.who(view, seat)} to act"
    status_bar(surface, t.layout["status"].rect, "Draker", facts, pill)


def _gauge(surface: Target, rect: pygame.Rect, life: int, cap: int) -> None:
    """Life as a dragon: a row of scales from the tail to the head, one lit per part of
    life left, the head at the right; the number is written beside it by the caller."""
    segments = 15
    head = pygame.Rect(rect.right - rect.h, rect.y, rect.h, rect.h)
    body = pygame.Rect(rect.x, rect.y + rect.h // 5, rect.w - head.w - 4, rect.h * 3 // 5)
    step = body.w / segments
    lit = max(0, min(segments, round(segments * life / max(1, cap))))
    for i in range(segments):
        taper = 0.55 + 0.45 * i / (segments - 1)
        h = body.h * taper
        r = pygame.Rect(round(body.x + i * step), round(body.centery - h / 2), max(2, round(step) - 2), round(h))
        draw.rect(surface, SCALE if i < lit else SCALE_LOST, r, border_radius=max(2, r.w // 2))
    colour = SCALE if life > 0 else SCALE_LOST
    draw.polygon(surface, colour, [head.topleft, (head.right, head.centery), head.bottomleft,
                                   (head.x + head.w // 4, head.centery)])
    draw.circle(surface, theme.GOLD_BRIGHT, (head.x + head.w * 0.45, head.y + head.h * 0.4), max(2, head.h // 9))


def _draw_seat(t: DrakerDrawn, surface: Target, seat: int) -> None:
    view = t.view
    n = len(view["seats"])
    place = logic.place_of(n, t.bottom, seat)
    rect = t.layout[f"seat:{place}"].rect
    to_act = t.driver.seat == seat and not t.session.is_over
    theme.draw_panel(surface, rect, 14, 200)
    if to_act:
        draw.rect(surface, ACTIVE, rect.inflate(6, 6), width=4, border_radius=16)
    elif t.input.building() and seat != t.bottom and len(t.opponents()) > 1 and seat == t.input.target():
        draw.rect(surface, theme.ERROR, rect.inflate(6, 6), width=3, border_radius=16)
    out = view["out"][seat]
    colour = theme.DIM if out else theme.CREAM
    life = t.life_shown[seat] if seat < len(t.life_shown) else view["life"][seat]
    cap = DrakerOpts.of(view["options"]).life
    tag = "Out" if out else ("To act" if to_act else logic.seat_tag(view, seat))
    if t.input.building() and seat != t.bottom and len(t.opponents()) > 1 and seat == t.input.target():
        tag = "Attacked"
    tall = rect.h >= 150          # the bottom chair and a duel's opponent: room for a big gauge
    x, y = rect.x + 14, rect.y + 8
    # A narrow panel's name shares its line with the tag and the hand: it shrinks, then is cut,
    # rather than run under "Attacked" (it did at the large text size).
    tag_right = rect.x + TAG_RIGHT
    name = logic.who(view, seat)
    if (not tall and tag == "Their turn"
            and fonts.measure(name, 16, fonts.BOLD)[0] > tag_right - x - fonts.measure(tag, 16, fonts.BOLD)[0] - 12):
        # The large text size: the name or "Their turn", not "Pla… 2" beside it. The name wins;
        # the turns panel heads its words with whose turn it is.
        tag = ""
    room = rect.w - 28 if tall else tag_right - x - (fonts.measure(tag, 16, fonts.BOLD)[0] + 12 if tag else 0)
    size = fonts.fitting_size(name, 26 if tall else 22, room, fonts.BOLD, least=16)
    fonts.blit_text(surface, fonts.fit_name(name, size, room), size,
                    ACTIVE if to_act else colour, fonts.BOLD, topleft=(x, y))
    if tall:
        if tag:
            fonts.blit_text(surface, tag, 18, ACTIVE if to_act else theme.MUTED, fonts.BOLD, topleft=(x, y + 32))
        _gauge(surface, pygame.Rect(x, y + 58, min(rect.w - 28, 240), 36), life, cap)
        fonts.blit_text(surface, f"Life {life} / {cap}", 24, colour, fonts.BOLD, topleft=(x, y + 100))
        _shield(surface, (x, y + 134), view["banked"][seat], 20)
        if place == 0:
            fonts.blit_text(surface, f"{view['hand_counts'][seat]} cards in hand", 20, theme.MUTED, fonts.SANS,
                            topleft=(x, y + 176))
        return
    gauge = pygame.Rect(x, y + 34, 120, 26)
    _gauge(surface, gauge, life, cap)
    fonts.blit_text(surface, f"{life}", 24, colour, fonts.BOLD, midleft=(gauge.right + 8, gauge.centery))
    _shield(surface, (gauge.right + 52, y + 34), view["banked"][seat], 20, compact=True)
    if tag:
        fonts.blit_text(surface, tag, 16, ACTIVE if to_act else theme.MUTED, fonts.BOLD,
                        topright=(tag_right, rect.y + 10))


TAG_RIGHT = 262       # where a narrow seat panel's tag ends: its hand of card backs lies beyond


def _shield(surface: Target, topleft: tuple[int, int], points: int, size: int, compact: bool = False) -> None:
    """Banked defence: a shield with its points, written out ("Shield 5", or the shield and
    "5" in a narrow panel); nothing if none."""
    if points <= 0:
        return
    x, y = topleft
    h = size + 6
    draw.polygon(surface, (70, 110, 170), [(x, y), (x + h * 0.8, y), (x + h * 0.8, y + h * 0.55),
                                           (x + h * 0.4, y + h), (x, y + h * 0.55)])
    fonts.blit_text(surface, str(points) if compact else f"Shield {points}", size, theme.CREAM, fonts.BOLD,
                    midleft=(x + h, y + h // 2))


def _draw_middle(t: DrakerDrawn, surface: Target) -> None:
    for zone, words in (("deck", f"Deck {t.view['deck_count']}"), ("common", "Common pool"),
                        ("discard", f"Discard {len(t.view['discard'])}")):
        r = t.layout[zone].rect
        fonts.blit_text(surface, words, 18, theme.GOLD, fonts.BOLD, midtop=(r.centerx, r.bottom - 2))
    for zone, words in (("pool:0", "Pool"), ("hand:0", "Hand")):
        r = t.layout[zone].rect
        fonts.blit_text(surface, words, 20, theme.GOLD, fonts.BOLD, midleft=(r.x + 8, r.centery))


def tray_title_rect(tray: pygame.Rect, side: str) -> pygame.Rect:
    """Where a tray's name stands: its top left corner, which the map keeps clear of the
    tray's cards (the rows' ``padding_left``), so a full row never covers the name."""
    return pygame.Rect((tray.x + 14, tray.y + 8), fonts.measure(TRAY_TITLES[side], TRAY_TITLE_SIZE, fonts.BOLD))


def tray_lines(words: str, width: int, room: int) -> tuple[tuple[str, ...], int]:
    """A tray's words wrapped to fit ``room`` pixels under its cards: at the largest size
    from 18 down to 14 that fits; when none does (three Artefacts' namings, or the large
    text size), without the namings, which the history keeps. Seven cards and three namings
    ran onto a third line across the cards."""
    return _tray_lines(words, width, room, fonts.readable(14))


@lru_cache(maxsize=64)
def _tray_lines(words: str, width: int, room: int, _floor: int) -> tuple[tuple[str, ...], int]:
    """:func:`tray_lines`, worked out once for each words and text size (``_floor``, the
    size 14 is drawn at now), not in every frame."""
    whole, sum_only = words, words.split(" (")[0]
    for text in (whole, sum_only):
        for size in range(18, 13, -1):
            lines = fonts.wrap(text, size, width, fonts.BOLD)
            if len(lines) * fonts.step(size, size + 4) <= room:
                return tuple(lines), size
    return tuple(fonts.wrap(sum_only, 14, width, fonts.BOLD)), 14


def _draw_trays(t: DrakerDrawn, surface: Target) -> None:
    """The two trays: their colour and their name, and what the combination in each is
    worth (the engine's sum) or why it is none."""
    building = t.input.building()
    story = t.story
    lit = {target.name for target in t.input.drag.lit}
    hover = t.input.drag.hover
    for side, tint in zip(SIDES, (ATTACK_TINT, DEFENCE_TINT), strict=True):
        r = t.layout[logic.TRAYS[side]].rect
        draw.translucent_rect(surface, tint, r, border_radius=16)
        edge = LIT if (hover is not None and hover.name == side) else (theme.GOLD_BRIGHT if side in lit else theme.GOLD)
        draw.rect(surface, edge, r, width=3 if side in lit else 2, border_radius=16)
        if building:
            words, ok = logic.tray_words(t.view, t.input.builder, side)
        else:
            words, ok = story.combinations.get(side, ""), True
        points = tray_points(t, side)
        fonts.blit_text(surface, TRAY_TITLES[side], TRAY_TITLE_SIZE, theme.GOLD_BRIGHT, fonts.BOLD,
                        topleft=tray_title_rect(r, side).topleft)
        zone = t.layout[logic.TRAYS[side]]
        room = r.bottom - 8 - (slot_in(zone, 0, 1).rect().bottom + 4)       # under the cards
        bottom = r.bottom - 8
        if points:
            size = fonts.fitting_size(points, 18, r.w - 28, fonts.BOLD, least=14)
            fonts.blit_text(surface, points, size, theme.GOLD_BRIGHT, fonts.BOLD, midbottom=(r.centerx, bottom))
            bottom -= fonts.step(size, size + 4)
            room -= fonts.step(size, size + 4)
        lines, size = tray_lines(words, r.w - 28, room)
        step = fonts.step(size, size + 4)
        if points and len(lines) * step > room:
            # Under the points line the whole sum no longer fits (the large text size): its
            # arithmetic alone ("8 x 2 = 16"); the history keeps the forms.
            lines, size = tray_lines(words.split(" (")[0].rsplit(": ", 1)[-1], r.w - 28, room)
            step = fonts.step(size, size + 4)
        for i, line in enumerate(reversed(lines)):
            fonts.blit_text(surface, line, size, theme.CREAM if ok else theme.ERROR, fonts.BOLD,
                            midbottom=(r.centerx, bottom - i * step))
    laid = t.layout["laid"]
    if not t.display.visible("laid"):
        outline = pygame.Rect((0, 0), (laid.card_width, round(laid.card_width * 1.4)))
        outline.center = laid.rect.center
        draw.rect(surface, theme.GOLD, outline, width=2, border_radius=10)
    fonts.blit_text(surface, "Laid", 18, theme.GOLD, fonts.BOLD, midbottom=(laid.rect.centerx, laid.rect.bottom + 2))


def tray_points(t: DrakerDrawn, side: Side) -> str:
    """A tray's points line while its combination's turn is played ("16 attack, 3 spent, 13
    left"), under the sum, so a player sees what is left before paying the next effect; ""
    while building, while the turn is animated away, or when the tray is empty."""
    turn = t.view["turn"]
    if t.input.building() or t.busy or turn["laid"] is None or turn[side] is None:
        return ""
    return logic.points_words(turn, side)


def _glows(t: DrakerDrawn) -> dict[str, tuple[int, int, int]]:
    """Cards to light: the hand card the arrow keys are on; the pool cards whose effect may
    be activated now."""
    glows: dict[str, tuple[int, int, int]] = {}
    card = t.input.lit_card() if t.input.building() else None
    if card is not None:
        glows[card] = LIT
    if t.my_decision() and t.view["phase"] == "activate":
        for action in t.legal_actions():
            card = getattr(action, "card", None)
            if card:
                glows[card] = theme.SUCCESS
    return glows


TOKEN_RADIUS = 17


def token_badge_centre(card: pygame.Rect) -> tuple[int, int]:
    """Where a card's token coin sits: its bottom left corner, the one place of a Draker face
    with nothing to read (the rank and suit are top left and bottom right, the profession
    across the top), and the part of a card the next one in a tray's fan leaves uncovered.
    On the top right corner the coin hid the profession's name ("3 Smit", "8 Knigh")."""
    return card.x + TOKEN_RADIUS + 3, card.bottom - TOKEN_RADIUS - 3


def _draw_tokens(t: DrakerDrawn, surface: Target) -> None:
    """A card's tokens as a coin on its corner: "+2" or "-1"."""
    for card, tokens in t.view["tokens"].items():
        if not tokens:
            continue
        slot = t.display.slot_of(card)
        if slot is None:
            continue
        centre = token_badge_centre(slot.rect())
        fill = (40, 120, 60) if tokens > 0 else (150, 40, 40)
        draw.circle(surface, fill, centre, TOKEN_RADIUS)
        draw.circle(surface, theme.GOLD_BRIGHT, centre, TOKEN_RADIUS, width=2)
        fonts.blit_text(surface, f"{tokens:+d}", 18, theme.CREAM, fonts.BOLD, center=centre)


def _draw_turn(t: DrakerDrawn, surface: Target) -> None:
    """The left panel: while a person builds, the engine's best offers; otherwise the turn
    being played, its stacks waiting (top first) and what has happened."""
    area = t.layout["turn"].rect
    if t.input.building():
        inner = panel(surface, area, "Best announcements")
        if not t.input.offer_buttons():
            fonts.blit_text(surface, "None: lay a card alone.", 18, theme.MUTED, fonts.SANS, topleft=inner.topleft)
        below = area.y + 92 + logic.OFFERS * (offer_height() + 8) + 10      # under the offers' places
        _effects_help(t, surface, pygame.Rect(inner.x, below, inner.w, inner.bottom - below))
        return
    view = t.view
    story = t.story
    # The turn whose events are told; once a turn is over with nothing to tell of it, the one
    # being played (the panel said "Your turn", empty, while the opponent thought).
    told = story.seat if story.seat is not None and story.lines else view["current"]
    name = logic.who(view, told)
    name = fonts.fit_name(name, 22, area.w - 36 - fonts.measure("'s turn", 22, fonts.BOLD)[0])  # the turn's words stay
    inner = panel(surface, area, you_agree(f"{name}'s turn"))      # "Your turn", not "You's turn"
    y = _draw_choices_in_full(t, surface, inner)
    turn = view["turn"]
    waiting = [("Main stack", turn["main"]), ("Instant stack", turn["instant"])] if turn["laid"] and not t.busy else []
    for title, items in waiting:
        if not items:
            continue
        if not fits_whole(y + fonts.step(18, 24), [], inner.bottom - fonts.step(16, 20)):
            return                                # no room left under the choices for a title and an effect
        fonts.blit_text(surface, f"{title} (top first)", 18, theme.GOLD, fonts.BOLD, topleft=(inner.x, y))
        y += fonts.step(18, 24)
        for item in reversed(items):
            words = f"{logic.card_label(item['card'])} {PROFESSIONS[item['profession']]}: {logic.effect_text(item)}"
            lines = fonts.wrap(words, 16, inner.w - 10)
            if not fits_whole(y, lines, inner.bottom):
                return                            # the choices' warnings at the large text size filled the panel
            for line in lines:
                fonts.blit_text(surface, line, 16, theme.DIM if item["cancelled"] else theme.CREAM, fonts.SANS,
                                topleft=(inner.x + 10, y))
                y += fonts.step(16, 20)
        y += 8
    if story.lines:
        fonts.blit_text(surface, "What happened", 18, theme.GOLD, fonts.BOLD, topleft=(inner.x, y))
        y += fonts.step(18, 24)
        for words, took_place in story.lines:
            lines = fonts.wrap(words, 16, inner.w)
            if not fits_whole(y, lines, inner.bottom):
                return
            for line in lines:
                fonts.blit_text(surface, line, 16, theme.CREAM if took_place else theme.DIM, fonts.SANS,
                                topleft=(inner.x, y))
                y += fonts.step(16, 20)


def fits_whole(y: int, lines: list[str], bottom: int) -> bool:
    """Whether an entry of ``lines`` (16 px text) starting at ``y`` ends above ``bottom``: a
    panel shows whole entries only ("10\u25b2 Merchant: 2 more" was cut from its "defence
    points" at the large text size)."""
    return y + len(lines) * fonts.step(16, 20) <= bottom + 2


def _draw_choices_in_full(t: DrakerDrawn, surface: Target, inner: pygame.Rect) -> int:
    """The person's choices with their whole effects, keys first, under the name of who is
    choosing ("Ann chooses": in an answer it is not the player whose turn the panel tells): a
    button in the bar has room for "Qc Merchant" and its key, not for "4 more defence
    points". Returns the next line's y."""
    y = inner.y
    described = [c for c in t.input.buttons() if c.action is not None and not c.primary and ": " in c.label]
    if not described:
        return y
    chooser = t.driver.seat
    title = you_agree(f"{logic.who(t.view, chooser)} chooses") if chooser is not None else "Choices"
    title = fonts.fit(title, 18, inner.w, fonts.BOLD)
    fonts.blit_text(surface, title, 18, theme.GOLD, fonts.BOLD, topleft=(inner.x, y))
    y += fonts.step(18, 24)
    for choice in described:
        lines = fonts.wrap(f"{choice.key}  {choice.label.rsplit('  (', 1)[0]}", 16, inner.w - 10)
        if not fits_whole(y, lines, inner.bottom):
            return y                              # the panel is full (nine choices at the large size)
        for line in lines:
            fonts.blit_text(surface, line, 16, theme.CREAM, fonts.SANS, topleft=(inner.x + 10, y))
            y += fonts.step(16, 20)
    return y + 8


def _effects_help(t: DrakerDrawn, surface: Target, area: pygame.Rect) -> None:
    """What the hand's cards would fire if laid in a combination of three or more; on a
    player's first turn, under what the numbers on their headers are (then the room is the
    effects': at the large text size the note left one of them)."""
    if area.h < 60:
        return
    title = "Your hand's standard effects"
    if fonts.measure(title, 18, fonts.BOLD)[0] > area.w:
        title = "Your cards' effects"            # the large text size: the short title reads whole
    fonts.blit_text(surface, fonts.fit(title, 18, area.w, fonts.BOLD), 18, theme.GOLD, fonts.BOLD, topleft=area.topleft)
    y = area.y + fonts.step(18, 26)
    if t.view["turns"] < len(t.view["seats"]):       # once, on each player's first turn, above the numbers' use
        for line in fonts.wrap(HEADER_NUMBERS, 16, area.w):
            fonts.blit_text(surface, line, 16, theme.MUTED, fonts.SANS, topleft=(area.x, y))
            y += fonts.step(16, 20)
        y += 6
    for card in t.view["hand"]:
        words = f"{logic.card_label(card)} {logic.profession_name(card)}: {logic.standard_for(card, t.view)}"
        lines = fonts.wrap(words, 16, area.w)
        if not fits_whole(y, lines, area.bottom):
            return
        for line in lines:
            fonts.blit_text(surface, line, 16, theme.CREAM, fonts.SANS, topleft=(area.x, y))
            y += fonts.step(16, 20)


#: The numbers on the cards' headers, said under the hand's effects, where a player reads
#: the cards first ("4 Bard" meant nothing to three friends at a TV).
HEADER_NUMBERS = ("A header's number is its profession's place, 1 Peasant to 10 Dragonlord: "
                  "straights and sets by profession count it.")


def _draw_prompt(t: DrakerDrawn, surface: Target) -> None:
    """One line, shrunk to fit; a line too long even so (a hinted lay with its reason, at the
    large text size) takes two lines over the row's middle rather than spill over the panels."""
    text, colour = t.prompt()
    r = t.layout["prompt"].rect
    size = fonts.fitting_size(text, 24, r.w, fonts.BOLD, least=14)
    if fonts.measure(text, size, fonts.BOLD)[0] <= r.w:
        fonts.blit_text(surface, text, size, colour, fonts.BOLD, center=r.center)
        return
    lines = fonts.wrap(text, PROMPT_TWO_LINES, r.w, fonts.BOLD)[:2]
    step = fonts.step(PROMPT_TWO_LINES, PROMPT_TWO_LINES + 3)
    top = r.centery - step * len(lines) // 2
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, PROMPT_TWO_LINES, colour, fonts.BOLD, midtop=(r.centerx, top + i * step))


def _button(t: DrakerDrawn, surface: Target, choice: Choice, size: int) -> None:
    lit = t.input.hover is not None and t.input.hover.rect == choice.rect
    choice_button(surface, choice.rect, choice.label, choice.primary, lit, size, choice.short)


def _draw_announcement(t: DrakerDrawn, surface: Target) -> None:
    t.draw_announcement(surface, t.layout["announce"].rect)
