"""Drawing the King's Court table: the seats, the piles, the hand, the choices, the score sheet.

Reads the scene, changes nothing. The felt with the marked places is one cached surface per
scale and cards come from :class:`KingsCourtArt`'s cache, so a frame is blits. Cards are
drawn from the display, which lags the engine while events animate.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

import pygame

from eternus.engine.kings_court.options import KingsCourtOpts
from eternus.ui import controller, draw, fonts, theme
from eternus.ui.canvas import Canvas, Target, View, px, put
from eternus.ui.games.kings_court import logic
from eternus.ui.games.kings_court.cards import card_details
from eternus.ui.games.kings_court.input import GRID, SUIT_LABEL
from eternus.ui.games.kings_court.suits import draw_suit_mark
from eternus.ui.table.card_art import card_size
from eternus.ui.table.layout import TableLayout
from eternus.ui.table.widgets import log_panel, panel, status_bar
from eternus.ui.window_cache import window_sized

if TYPE_CHECKING:
    from collections import deque

    from eternus.engine.core import Action
    from eternus.engine.kings_court.phases import Phase
    from eternus.engine.kings_court.views import KingsCourtView
    from eternus.session import GameSession
    from eternus.ui.games.kings_court.cards import KingsCourtArt
    from eternus.ui.games.kings_court.input import ChoiceItem, KingsCourtInput
    from eternus.ui.games.kings_court.table import Cue
    from eternus.ui.table.animator import Animator
    from eternus.ui.table.display import TableDisplay
    from eternus.ui.table.notices import Notice
    from eternus.ui.table.widgets import ButtonBar
    from eternus.ui.widgets import Button


class CourtTable(Protocol):
    """What drawing the King's Court table reads of it, and no more: the bottom seat's view
    and the table's own marks (cues, the "+N", the On Guard window, the new cards), the map,
    the cards as shown, the buttons and the input's pointer. Drawing changes none of it."""

    session: GameSession
    layout: TableLayout
    display: TableDisplay
    art: KingsCourtArt
    animator: Animator
    input: KingsCourtInput
    tools_bar: ButtonBar
    actions_bar: ButtonBar
    btn_draw: Button
    btn_guard: Button
    log_lines: deque[tuple[str, tuple[int, int, int]]]
    notice: Notice | None
    cues: list[Cue]
    flash: dict[str, float]
    new_cards: set[str]
    dealer_shown: int
    stack_count: int
    stack_pop: float
    window_left: float | None

    @property
    def view(self) -> KingsCourtView: ...

    @property
    def bottom(self) -> int: ...

    @property
    def phase(self) -> Phase: ...

    @property
    def between_hands(self) -> bool: ...

    def show_bottom(self) -> bool: ...

    def my_decision(self) -> bool: ...

    def human_window(self) -> bool: ...

    def seat_is_ai(self, seat: int) -> bool: ...

    def legal_actions(self) -> list[Action]: ...

    def guard_seconds(self) -> float: ...

    def cue(self, kind: str, seat: int | None = None) -> Cue | None: ...

    def prompt(self) -> tuple[str, tuple[int, int, int]]: ...

    def status_text(self) -> str: ...

    def draw_announcement(self, surface: Target, rect: pygame.Rect) -> None: ...

Colour = tuple[int, int, int]

LIT = (150, 230, 140)        # a legal play or target
ACTIVE = theme.GOLD_BRIGHT   # the seat whose turn it is
FOCUS = (255, 240, 190)      # the keyboard's highlighted hand card
FOCUS_LIFT = 22              # how far it rises out of the fan
PARTNER = (38, 92, 56)       # the fill of a partner's tag (cream words on it read at 4.5:1 and more)


@window_sized
def _background(layout: TableLayout, scale: float = 1.0, cloth: str = "green") -> pygame.Surface:
    """The felt with the outlines of the piles, as one opaque surface at the real pixel size."""
    view = View(scale)
    size = (view.length(1920), view.length(1080))
    surf = theme.felt(size).copy()
    canvas = Canvas(surf, view)
    for zone in ("deck", "discard", "limbo", "played"):
        z = layout[zone]
        w, h = card_size(view.length(z.card_width))
        mark = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mark, (0, 0, 0, 40), mark.get_rect(), border_radius=int(w * 0.07))
        pygame.draw.rect(mark, (*theme.GOLD, 90), mark.get_rect(), width=view.length(2), border_radius=int(w * 0.07))
        canvas.put(mark, center=z.rect.center)
    return surf    # a copy of the felt: in the display's format already


def draw_table(t: CourtTable, surface: Target) -> None:
    scale = surface.scale if isinstance(surface, Canvas) else 1.0
    put(surface, _background(t.layout, scale, theme.felt_name()), topleft=(0, 0))
    view = t.view
    n = len(view["hands"])
    _draw_status(t, surface)
    for seat in range(n):
        if seat != t.bottom:
            _draw_seat(t, surface, seat)
    _draw_me(t, surface)
    _draw_piles(t, surface)
    _draw_info(t, surface)
    _draw_scores(t, surface)
    log_panel(surface, t.layout["log"].rect, "At court", t.log_lines, 16, 20, bright=5)
    _draw_prompt(t, surface)
    _draw_hand(t, surface)
    t.actions_bar.draw(surface)
    t.tools_bar.draw(surface)
    _draw_guard_timer(t, surface)
    _draw_stack(t, surface)
    _draw_inspect(t, surface)
    t.animator.draw(surface, t.art)
    _draw_cues(t, surface)
    t.draw_announcement(surface, t.layout["announce"].rect)
    t.input.drag.draw(surface, t.art)


def _draw_hand(t: CourtTable, surface: Target) -> None:
    """The shown hand: playable cards lit, and one card lifted out of the fan, drawn over
    its neighbours so the whole card shows: the card under the pointer, else the keyboard's
    card (in its own colour). So a hand of sixteen, where each card shows little more than
    its corner, opens wherever the player looks."""
    lit = set(logic.playable_cards(t.legal_actions())) if t.my_decision() and t.show_bottom() else set()
    focus = t.input.focused_card()
    pointed = _pointed_hand_card(t)
    lifted = pointed or focus
    slot = t.display.slot_of(lifted) if lifted is not None else None
    if lifted is None or slot is None:
        t.display.draw_zone(surface, "hand", {c: LIT for c in lit})
        _draw_new_tags(t, surface)
        return
    t.display.draw_zone(surface, "hand", {c: LIT for c in lit}, skip=frozenset([lifted]))
    _draw_new_tags(t, surface)
    w = px(surface, slot.width)
    center = slot.center + pygame.Vector2(0, -FOCUS_LIFT)
    put(surface, t.art.shadow(w), center=center + pygame.Vector2(3, 10))
    glow = FOCUS if lifted == focus else LIT if lifted in lit else None
    if glow is not None:
        put(surface, t.art.glow(w, glow), center=center)
    put(surface, t.art.image(lifted, True, w, slot.angle), center=(round(center.x), round(center.y)))


def _pointed_hand_card(t: CourtTable) -> str | None:
    """The shown hand's card under a still pointer (none while a card is dragged)."""
    if t.input.drag.held is not None or not t.show_bottom():
        return None
    card = t.input.pointed_card
    return card if card is not None and t.display.find(card) == "hand" else None


def _draw_new_tags(t: CourtTable, surface: Target) -> None:
    """A "NEW" tag over each card just drawn into the shown hand, until its person moves."""
    if not t.show_bottom():
        return
    for card in t.new_cards:
        slot = t.display.slot_of(card)
        if slot is None:
            continue
        r = slot.rect()
        tag = pygame.Rect(0, 0, 58, 26)
        tag.midbottom = (r.x + 36, r.y + 4)
        draw.rect(surface, theme.GOLD_BRIGHT, tag, border_radius=13)
        fonts.blit_text(surface, "NEW", 18, (36, 30, 26), fonts.BOLD, center=tag.center)


def _draw_status(t: CourtTable, surface: Target) -> None:
    view = t.view
    opts = KingsCourtOpts.of(view["options"])
    decks = next(o for o in t.session.game.options if o.key == "decks")
    hand = view["hand_no"] - 1 if t.between_hands else view["hand_no"]   # the next deal waits
    dealer = t.dealer_shown if t.between_hands else view["dealer"]
    chips = [("Hand", str(hand)), ("Dealer", logic.who(view, dealer)),
             ("Limit", str(opts.score_limit)), ("Decks", decks.describe(opts.decks)),
             ("Undos", str(t.session.undo_count))]
    pill = f"Hand {hand} is over" if t.between_hands else t.status_text()
    status_bar(surface, t.layout["status"].rect, "King's Court", chips, pill)


def spotlight(t: CourtTable) -> int | None:
    """The seat a rare question is about (the On Guard player a Dark Knight is bet on, the
    hand a Siege Tower looks at, the partner asking to go out), ringed on the table."""
    view = t.view
    phase = t.phase
    knight = logic.dark_knight_window(view)
    if phase == "dark_knight":
        return knight["target"] if knight is not None else None
    battle = view["battle"]
    if phase == "inspect" and battle is not None:
        return battle["target"]
    if phase == "answer":
        return view["current"]
    return None


def _seat_frame(t: CourtTable, surface: Target, rect: pygame.Rect, seat: int, targeted: bool) -> bool:
    view = t.view
    acting = (seat == view["to_act"] or (seat == view["current"] and view["to_act"] is None)) and not t.between_hands
    if seat == spotlight(t):
        draw.rect(surface, theme.ERROR if t.phase == "dark_knight" else LIT, rect.inflate(14, 14), width=5,
                  border_radius=24)
    if targeted:
        draw.rect(surface, LIT, rect.inflate(10, 10), width=4, border_radius=22)
    elif acting:
        draw.rect(surface, ACTIVE, rect.inflate(10, 10), width=4, border_radius=22)
    theme.draw_panel(surface, rect, 18, 200, ACTIVE if acting else theme.GOLD)
    return acting


def _draw_seat(t: CourtTable, surface: Target, seat: int) -> None:
    view = t.view
    n = len(view["hands"])
    slot = logic.panel_of(n, t.bottom, seat)
    assert slot is not None
    rect = t.layout[f"panel:{slot}"].rect
    info = _seat_info(t, seat)
    targeted = seat in t.input.target_panels()
    _seat_frame(t, surface, rect, seat, targeted)
    x = rect.x + 100
    others = [logic.who(view, s) for s in range(n) if s != t.bottom]
    size = _common_size(others, 24, rect.right - x - 12, smallest=15)   # the same size at every seat
    name = fonts.fit_name(info.name, size, rect.right - x - 12)
    fonts.blit_text(surface, name, size, theme.CREAM, fonts.BOLD, topleft=(x, rect.y + 12))
    sub = f"{'AI' if info.is_ai else 'Player'}  \u00b7  {logic.cards_word(info.count)}"
    if fonts.measure(sub, 17, fonts.SANS)[0] > rect.right - x - 12:
        sub = logic.cards_word(info.count)      # the large text size: the count is the news
    sub_y = rect.y + 12 + fonts.step(24, 30)
    fonts.blit_text(surface, sub, 17, theme.MUTED, fonts.SANS, topleft=(x, sub_y))
    third = (x, sub_y + fonts.step(17, 24))        # the points' line, above the cards lying before the seat
    dungeon = f"Dungeon {info.dungeon_turns}" if info.dungeon_turns else ""
    points = f"{info.total} pts"
    beside = fonts.measure(points, 20, fonts.BOLD)[0] + 12 + fonts.measure(dungeon, 15, fonts.BOLD)[0]
    if dungeon and x + beside > rect.right - 14:
        # No room for both (the large text size): the Dungeon is news, the points stand on the
        # score sheet.
        fonts.blit_text(surface, dungeon, 15, theme.ERROR, fonts.BOLD, topleft=third)
    else:
        pts = fonts.blit_text(surface, points, 20, theme.GOLD_BRIGHT, fonts.BOLD, topleft=third)
        if dungeon:
            fonts.blit_text(surface, dungeon, 15, theme.ERROR, fonts.BOLD, topright=(rect.right - 14, pts.y + 4))
    _draw_seat_cards(t, surface, slot, info.count, rect)
    _draw_team_tag(t, surface, seat, slot, rect)


def _draw_team_tag(t: CourtTable, surface: Target, seat: int, slot: int, rect: pygame.Rect) -> None:
    """At a partners' table, a tag under the seat's face-down hand: "partner" for the bottom
    seat's own partners (so a target picker shows who not to aim at), "team 2" for the rest.
    Beside the points, "-171 pts team 2" ran past the panel at the large text size."""
    team = _team(t, seat)
    if not team:
        return
    view = t.view
    partner = view["teams"][seat] == view["teams"][t.bottom]
    pile = t.layout[f"seat:{slot}"].rect
    front = t.layout[f"front:{slot}"]        # its row keeps its cards right of the tag (padding_left)
    _badge(surface, "partner" if partner else team, (pile.centerx, rect.bottom - TAG_BELOW),
           PARTNER if partner else theme.PANEL, left=rect.x + 6,
           right=front.rect.x + front.prop("padding_left", 0) - 4)


def _seat_info(t: CourtTable, seat: int) -> logic.SeatInfo:
    """A seat as its panel tells it. While the next deal waits under a hand's summary, the
    cards it holds are the ones the table still shows (the engine has dealt the next hand)."""
    info = logic.seat_info(t.view, seat, t.seat_is_ai(seat))
    if t.between_hands:
        zone = logic.hand_zone(len(t.view["hands"]), t.bottom, seat)
        info = replace(info, count=len(t.display.piles[zone]))
    return info


def _draw_seat_cards(t: CourtTable, surface: Target, slot: int, count: int, rect: pygame.Rect) -> None:
    """A seat's face-down hand and the cards lying before it, and the warning of a last card."""
    t.display.draw_zone(surface, f"seat:{slot}")
    t.display.draw_zone(surface, f"front:{slot}")
    if count == 1:     # left of the name (which starts 100 px in), at any text size
        _badge(surface, "1 card!", (rect.x + 50, rect.y + 30), theme.BURGUNDY, right=rect.x + 96)


def _team(t: CourtTable, seat: int) -> str:
    """"Team 1" at a partners' table ("" otherwise)."""
    view = t.view
    if not KingsCourtOpts.of(view["options"]).partners or len(set(view["teams"])) >= len(view["hands"]):
        return ""
    return f"team {view['teams'][seat] + 1}"


def _badge(surface: Target, text: str, center: tuple[int, int], fill: Colour, right: int | None = None,
           left: int | None = None) -> None:
    """A pill of words; ``right``: the edge it may not pass (it moves left of it), ``left``
    likewise (a pill wider than the room between them keeps to the left edge)."""
    box = pygame.Rect((0, 0), fonts.measure(text, 15, fonts.BOLD)).inflate(14, 6)
    box.center = center
    if right is not None and box.right > right:
        box.right = right
    if left is not None and box.x < left:
        box.x = left
    draw.rect(surface, fill, box, border_radius=box.h // 2)
    draw.rect(surface, theme.GOLD, box, width=1, border_radius=box.h // 2)
    fonts.blit_text(surface, text, 15, theme.CREAM, fonts.BOLD, center=box.center)


def _draw_me(t: CourtTable, surface: Target) -> None:
    rect = t.layout["me"].rect
    info = _seat_info(t, t.bottom)
    _seat_frame(t, surface, rect, t.bottom, False)
    name = _fit(info.name, 26, rect.w - 30)
    fonts.blit_text(surface, name[0], name[1], theme.CREAM, fonts.BOLD, topleft=(rect.x + 16, rect.y + 12))
    state = "your cards" if t.show_bottom() else "cards face down"
    team = _team(t, t.bottom)
    if team:
        state = team
    fonts.blit_text(surface, f"{logic.cards_word(info.count)} \u00b7 {state}", 17, theme.MUTED, fonts.SANS,
                    topleft=(rect.x + 16, rect.y + 46))
    fonts.blit_text(surface, f"{info.total} pts", 24, theme.GOLD_BRIGHT, fonts.BOLD, topleft=(rect.x + 16, rect.y + 74))
    if info.dungeon_turns:
        fonts.blit_text(surface, f"In the Dungeon: {info.dungeon_turns}", 17, theme.ERROR, fonts.BOLD,
                        topleft=(rect.x + 16, rect.y + 103))
    elif t.phase == "escape" and t.my_decision():
        # Shorter at the large text size, where the whole line ran past the panel's edge.
        fits = [w for w in ("Click the Dungeon below", "Click the Dungeon", "Click it below")
                if fonts.measure(w, 17, fonts.BOLD)[0] <= rect.w - 32]
        words, size = _fit(fits[0] if fits else "Click it below", 17, rect.w - 32, smallest=13)
        fonts.blit_text(surface, words, size, LIT, fonts.BOLD, topleft=(rect.x + 16, rect.y + 103))
    front = t.layout["front:me"].rect      # the words sit on the row, at any text size
    fonts.blit_text(surface, "In front of you", 15, theme.MUTED, fonts.SANS, bottomleft=(rect.x + 16, front.y - 2))
    escape = t.phase == "escape" and t.my_decision()
    t.display.draw_zone(surface, "front:me", {c: LIT for c in t.view["dungeon"][t.bottom]} if escape else None)


def _draw_piles(t: CourtTable, surface: Target) -> None:
    lit = t.input.drag.lit
    hover = t.input.drag.hover
    glow = {"@top": theme.GOLD_BRIGHT if hover is not None and hover.lit else LIT} if lit else {}
    if t.input.drag.dragging and not lit:
        glow = {"@top": theme.ERROR}
    t.display.draw_zone(surface, "deck", {"@top": LIT} if t.btn_draw.enabled else None)
    t.display.draw_zone(surface, "discard", glow)
    for zone, label, room in (("limbo", "Dungeon bound", DUNGEON_LABEL_ROOM), ("played", "Played Risk", 130)):
        if t.display.visible(zone):
            t.display.draw_zone(surface, zone)
        r = t.layout[zone].rect
        if zone == "limbo":     # one line, and clear of the draw pile beside it
            room = min(room, 2 * (t.layout["deck"].rect.x - 4 - r.centerx))
            line, size = _fit(label, 14, room, smallest=10, bold=False)
            fonts.blit_text(surface, line, size, theme.MUTED, fonts.SANS, midtop=(r.centerx, r.bottom + 2))
            continue
        for i, line in enumerate(fonts.wrap(label, 14, room)):      # "Played / Risk" clears the draw pile's words
            fonts.blit_text(surface, line, 14, theme.MUTED, fonts.SANS,
                            midtop=(r.centerx, r.bottom + 2 + i * fonts.step(14, 17)))
    deck = t.layout["deck"].rect
    fonts.blit_text(surface, f"Draw pile \u00b7 {len(t.display.piles['deck'])}", 17, theme.CREAM, fonts.BOLD,
                    midtop=(deck.centerx, deck.bottom + 10))
    discard = t.layout["discard"].rect
    fonts.blit_text(surface, "Discard", 17, theme.CREAM, fonts.BOLD, midtop=(discard.centerx, discard.bottom + 10))


TAG_BELOW = 21     # a seat's team tag: its centre this far over the panel's bottom edge

# The words under the Dungeon pile: one line at either text size. Wrapped at the pile's
# width, the large size put "bound" onto the Played Risk pile under it.
DUNGEON_LABEL_ROOM = 200


def _draw_info(t: CourtTable, surface: Target) -> None:
    """Direction of play, the suit to follow (named by a wild), whose turn comes next."""
    view = t.view
    inner = panel(surface, t.layout["info"].rect, "At the table")
    direction = 1 if view["direction"] >= 0 else -1
    c = pygame.Vector2(inner.x + 34, inner.y + 34)
    spin = t.cue("reverse")
    turn = 0.0
    if spin is not None:
        # The arrow spins a full turn the new way, showing the old direction until halfway.
        k = spin.k
        turn = direction * 360 * (3 * k * k - 2 * k * k * k)   # positive turns clockwise on screen
        if k < 0.5:
            direction = -direction
    clockwise = direction > 0
    points = [c + (math.cos(math.radians(40 + i * 11.5)) * 28, math.sin(math.radians(40 + i * 11.5)) * 28)
              for i in range(25)]
    if not clockwise:
        points = [pygame.Vector2(2 * c.x - p.x, p.y) for p in points]
    if turn:
        points = [c + (p - c).rotate(turn) for p in points]
    lit = t.flash.get("direction", 0.0)
    if lit > 0:
        draw.circle(surface, theme.GOLD_BRIGHT, c, 38 + 5 * math.sin(lit * 9), width=3)   # a pulsing ring
    draw.lines(surface, theme.GOLD_BRIGHT, False, points, 4)
    tip, before = points[-1], points[-3]
    d = (tip - before).normalize()
    nrm = pygame.Vector2(-d.y, d.x)
    draw.polygon(surface, theme.GOLD_BRIGHT, [tip + d * 11, tip + nrm * 10, tip - nrm * 10])
    fonts.blit_text(surface, "Play goes", 16, theme.MUTED, fonts.SANS, topleft=(inner.x + 78, inner.y + 4))
    fonts.blit_text(surface, logic.direction_word(view), 22, theme.CREAM, fonts.BOLD,
                    topleft=(inner.x + 78, inner.y + 4 + fonts.step(16, 20)))
    whose = fonts.fit_name(f"Turn: {logic.who(view, view['current'])}", 16, inner.right - inner.x - 78, fonts.SANS)
    fonts.blit_text(surface, whose, 16, theme.MUTED, fonts.SANS,
                    topleft=(inner.x + 78, inner.y + 4 + fonts.step(16, 20) + fonts.step(22, 30)))
    # The card the discard pile shows: while an AI's card is still on its way there, the
    # engine's top (already that card) would name a card not yet on the pile.
    shown = [s.card for s in t.display.visible("discard") if s.card]
    suit = logic.suit_to_follow(view, on_its_way=bool(view["discard"]) and not shown)
    y = inner.y + 88 + (fonts.step(16, 20) - 20) * 2
    fonts.blit_text(surface, "Suit to follow", 17, theme.MUTED, fonts.SANS, topleft=(inner.x, y))
    swatch = pygame.Rect(inner.x, y + fonts.step(17, 26), 44, 44)
    if t.flash.get("suit", 0.0) > 0:
        draw.rect(surface, theme.GOLD_BRIGHT, swatch.inflate(14, 14), width=4, border_radius=14)
    if suit:
        draw.rect(surface, (14, 38, 28), swatch, border_radius=10)
        draw_suit_mark(surface, suit, swatch.center, 38)
        draw.rect(surface, theme.GOLD, swatch, width=2, border_radius=10)
    fonts.blit_text(surface, logic.suit_label(suit), 30, theme.GOLD_BRIGHT, fonts.BOLD,
                    midleft=(swatch.right + 14, swatch.centery))
    top = shown[-1] if shown else None
    if top:
        y = swatch.bottom + 14
        room = max(1, (inner.bottom - y) // fonts.step(17, 21))    # one line at the large text size
        words = f"On top: {logic.card_name(top)}"
        if len(fonts.wrap(words, 17, inner.w)) > room:
            words = logic.card_name(top)           # the pile shows it too: the name alone will do
        if len(fonts.wrap(words, 17, inner.w)) > room:
            words = words.split(" (")[0]           # "Queen's Option": the pile's card prints its suits
        for i, line in enumerate(_fitted_lines(words, 17, inner.w, room)):
            fonts.blit_text(surface, line, 17, theme.CREAM, fonts.SANS, topleft=(inner.x, y + fonts.step(17, 21) * i))


def _fitted_lines(words: str, size: int, width: int, most: int) -> list[str]:
    """``words`` wrapped to ``width`` in at most ``most`` lines, the last cut with an ellipsis
    when more were needed (so nothing runs past its panel at the large text size)."""
    lines = fonts.wrap(words, size, width)
    if len(lines) <= most:
        return lines
    return [*lines[:most - 1], fonts.fit(" ".join(lines[most - 1:]), size, width)]


@lru_cache(maxsize=64)
def _pill(text: str, size: int, fill: tuple[int, int, int], ink: tuple[int, int, int], scale: float) -> pygame.Surface:
    """A rounded word-label at the real pixel size (``scale``), for fading cues."""
    font_px = max(8, round(size * scale))
    image = fonts.text(text, font_px, ink, fonts.BOLD)
    pad_x, pad_y = round(16 * scale), round(7 * scale)
    w, h = image.get_width() + 2 * pad_x, image.get_height() + 2 * pad_y
    pill = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(pill, (*fill, 235), pill.get_rect(), border_radius=h // 2)
    pygame.draw.rect(pill, theme.GOLD_BRIGHT, pill.get_rect(), width=max(1, round(2 * scale)), border_radius=h // 2)
    pill.blit(image, (pad_x, pad_y))
    return pill


def _faded(surface: Target, text: str, size: int, fill: Colour, ink: Colour, alpha: float,
           **anchor: tuple[float, float]) -> pygame.Rect:
    """A word in a pill, faded to ``alpha``; where it went."""
    scale = surface.scale if isinstance(surface, Canvas) else 1.0
    image = _pill(text, size, tuple(fill), tuple(ink), scale)
    image.set_alpha(max(0, min(255, round(255 * alpha))))
    return put(surface, image, **anchor)


def seat_rect(t: CourtTable, seat: int) -> pygame.Rect:
    """The panel of a seat (the bottom seat's is ``me``)."""
    slot = logic.panel_of(len(t.view["hands"]), t.bottom, seat)
    return t.layout["me" if slot is None else f"panel:{slot}"].rect


def front_rect(t: CourtTable, seat: int) -> pygame.Rect:
    """Where the cards lying in front of a seat are shown."""
    slot = logic.panel_of(len(t.view["hands"]), t.bottom, seat)
    return t.layout["front:me" if slot is None else f"front:{slot}"].rect


def stack_center(t: CourtTable) -> pygame.Vector2:
    """Where the "+N" draw counter sits: on the felt just above the discard pile."""
    r = t.layout["discard"].rect
    return pygame.Vector2(r.centerx, r.top - 52)


def hand_center(t: CourtTable, seat: int) -> pygame.Vector2:
    """The middle of a seat's hand (where its drawn cards land)."""
    zone = logic.hand_zone(len(t.view["hands"]), t.bottom, seat)
    return pygame.Vector2(t.layout[zone].rect.center)


def _draw_stack(t: CourtTable, surface: Target) -> None:
    """The draws owed, as a gold "+N" token that swells each time the count grows."""
    if t.stack_count <= 0:
        return
    from eternus.ui.games.kings_court.table import POP_SECONDS  # late: the table imports this module

    pop = t.stack_pop / POP_SECONDS if t.stack_pop > 0 else 0.0
    grow = 1.0 + 0.45 * math.sin(math.pi * (1 - pop)) if pop > 0 else 1.0
    c = stack_center(t)
    r = 34 * grow
    draw.circle(surface, theme.BURGUNDY, c, r)
    draw.circle(surface, theme.GOLD_BRIGHT, c, r, width=3)
    fonts.blit_text(surface, f"+{t.stack_count}", round(30 * grow), theme.CREAM, fonts.BOLD,
                    center=(round(c.x), round(c.y)))
    # Left of the token, over the gap between the piles: on its right the words ran into the
    # "At the table" panel (at the normal text size too).
    fonts.blit_text(surface, "to draw", 16, theme.GOLD_BRIGHT, fonts.BOLD, midright=(round(c.x - r - 8), round(c.y)))


def _draw_cues(t: CourtTable, surface: Target) -> None:
    """Words over the table that fade: "Reversed!", "Skipped!", a "+N" flying to its victim,
    "+N cancelled" where the draw counter stood."""
    for cue in t.cues:
        k = cue.k
        fade = 1.0 if k < 0.6 else max(0.0, (1 - k) / 0.4)
        if cue.kind == "reverse":
            info = t.layout["info"].rect
            _faded(surface, cue.text, 30, theme.PANEL, theme.GOLD_BRIGHT, fade,
                   center=(info.centerx, info.top - 26 - round(8 * k)))
        elif cue.kind == "mark" and cue.seat is not None:
            # Over the seat's words, rising away from the cards lying in front of it.
            rect, front = seat_rect(t, cue.seat), front_rect(t, cue.seat)
            fill = theme.BURGUNDY if cue.lost else theme.PANEL
            _faded(surface, cue.text, 24, fill, theme.CREAM, fade,
                   midbottom=(rect.centerx, front.top - 4 - round(14 * k)))
        elif cue.kind == "cancel":
            # The "+N" token is gone: say why where it stood, crossed out, rising a little.
            c = stack_center(t)
            _faded(surface, cue.text, 26, theme.PANEL, theme.CREAM, fade, center=(round(c.x), round(c.y - 12 * k)))
        elif cue.kind == "fly" and cue.seat is not None:
            # The total swells where the counter stands, then goes with the cards to the victim.
            hold = 0.25
            start, end = stack_center(t), hand_center(t, cue.seat)
            e = 0.0 if k < hold else 1 - (1 - (k - hold) / (1 - hold)) ** 3
            pos = start.lerp(end, e)
            size = 34 + 2 * round(7 * math.sin(math.pi * k / hold)) if k < hold else 34   # even sizes: few images
            _faded(surface, cue.text, size, theme.BURGUNDY, theme.CREAM, 1.0 if k < 0.8 else (1 - k) / 0.2,
                   center=(round(pos.x), round(pos.y)))


def _draw_scores(t: CourtTable, surface: Target) -> None:
    """The totals and the last hands' scores. Names that leave no room for two hand columns
    beside them (long names, many players) get a line of their own with the total, and the
    hand scores go on a second line below, so a name is never cut to nothing."""
    view = t.view
    inner = panel(surface, t.layout["scores"].rect, "Score sheet")
    n = len(view["hands"])
    names = [logic.who(view, seat) for seat in range(n)]
    recent = logic.history_rows(view, 5)
    widest_score = max((fonts.measure(f"{v:+d}", 16, fonts.SANS)[0] for row in recent for v in row), default=0)
    col_w = max(50, widest_score + 12)                           # "+126" never touches its neighbour
    total_w = max(64, fonts.measure("Total", 15, fonts.BOLD)[0] + 12,   # the large text size widens it
                  max(fonts.measure(str(v), 19, fonts.BOLD)[0] for v in view["totals"] or [0]) + 12)
    hands = len(view["history"])
    widest = max(fonts.measure(name, 17, fonts.BOLD)[0] for name in names)
    beside = (inner.w - total_w - widest - 10) // col_w      # hand columns that fit beside the names
    two_lines = beside < min(2, hands)
    if two_lines:
        col_w = max(col_w, 56)         # the whole width is theirs: room for "+100 -120"
    room = (inner.w - total_w) // col_w if two_lines else beside
    rows = logic.history_rows(view, max(1, min(5, room)))
    head_y = inner.y + fonts.step(15, 24)
    owed = _owed_lines(t, inner.w)
    owed_h = len(owed) * fonts.step(16, 20)
    if two_lines and (inner.bottom - head_y - 26 - owed_h) // max(1, n) < fonts.step(19, 22) + fonts.step(16, 20):
        # No room for two lines a player (eight players at the large text size): the totals
        # alone, as the hand scores would lie on the next player's name.
        rows, two_lines = [], False
    first_hand = hands - len(rows) + 1

    def col_right(i: int) -> int:
        """The right edge of hand column ``i`` (the last hand sits next to the total)."""
        return inner.right - total_w - col_w * (len(rows) - 1 - i)

    y = inner.y
    for i, _ in enumerate(rows):
        fonts.blit_text(surface, f"H{first_hand + i}", 15, theme.MUTED, fonts.BOLD, topright=(col_right(i), y))
    fonts.blit_text(surface, "Total", 15, theme.GOLD, fonts.BOLD, topright=(inner.right, y))
    y += fonts.step(15, 24)
    # Two lines a player: the name, its hand scores under it, and a gap before the next name
    # (at the large text size 52 laid the scores on the next name).
    pair_h = max(52, fonts.step(19, 22) + fonts.step(16, 20) + 4)
    line_h = min(pair_h if two_lines else 40, (inner.bottom - y - 26 - owed_h) // max(1, n))
    name_w = inner.w - total_w - 8 if two_lines else inner.w - total_w - col_w * len(rows) - 8
    leader = min(view["totals"]) if view["totals"] else 0
    size = _common_size(names, 19, name_w, smallest=14)          # one size down the column
    for seat in range(n):
        colour = ACTIVE if seat == view["to_act"] else theme.CREAM
        fonts.blit_text(surface, fonts.fit_name(names[seat], size, name_w), size, colour, fonts.BOLD,
                        topleft=(inner.x, y))
        below = y + (fonts.step(19, 22) if two_lines else 2)
        for i, row in enumerate(rows):
            fonts.blit_text(surface, f"{row[seat]:+d}", 16, theme.MUTED, fonts.SANS, topright=(col_right(i), below))
        total = view["totals"][seat]
        fonts.blit_text(surface, str(total), 19, theme.GOLD_BRIGHT if total == leader else theme.CREAM, fonts.BOLD,
                        topright=(inner.right, y))
        if two_lines and seat < n - 1:
            draw.line(surface, (40, 62, 50), (inner.x, y + line_h - 4), (inner.right, y + line_h - 4), 1)
        y += line_h
    last = view["last_hand"]
    bottom = inner.bottom
    if last is not None:
        winner = last["winner"]
        text = (f"Hand {last['hand']}: {logic.who(view, winner)} went out" if winner is not None
                else f"Hand {last['hand']}: blocked")
        line, size = _fit(text, 16, inner.w, smallest=13, bold=False)
        fonts.blit_text(surface, line, size, theme.MUTED, fonts.SANS, bottomleft=(inner.x, inner.bottom))
        bottom -= fonts.step(16, 22)
    for i, line in enumerate(owed):
        fonts.blit_text(surface, line, 16, theme.CREAM, fonts.SANS,
                        bottomleft=(inner.x, bottom - (len(owed) - 1 - i) * fonts.step(16, 20)))


def _owed_lines(t: CourtTable, width: int) -> list[str]:
    """The points this hand has already booked (a cut, a played Risk card's cost), which
    the totals take in only when the hand is scored: "This hand: Ben +50, Cora -75", at
    most two lines, said shorter where eight long names would be cut ("everyone but Cora
    -75"); nothing between hands, where the view is already the next deal's."""
    view = t.view
    owed = [(seat, points) for seat, points in enumerate(view["adjust"]) if points]
    if not owed or t.between_hands or not view["live"]:
        return []
    names = [logic.who(view, seat) for seat in range(len(view["adjust"]))]
    said = [fonts.wrap(text, 16, width) for text in logic.owed_words(names, view["adjust"])]
    return next((lines for lines in said if len(lines) <= 2), said[-1][:2])    # the fullest that fits


def _draw_prompt(t: CourtTable, surface: Target) -> None:
    rect = t.layout["prompt"].rect
    theme.draw_panel(surface, rect, 18, 190)
    text, colour = t.prompt()
    said = fonts.wrap(text, 21, rect.w - 60)[:2]
    for i, line in enumerate(said):
        fonts.blit_text(surface, line, 21, colour, fonts.SANS,
                        midtop=(rect.centerx, rect.y + 12 + i * fonts.step(21, 25)))
    items = t.input.choices()
    if not items and t.my_decision() and t.show_bottom() and t.notice is None:
        plays = sorted(logic.playable_cards(t.legal_actions()), key=logic.sort_key)
        hint = (("You can play: " + ", ".join(logic.card_name(c) for c in plays)) if plays
                else "Nothing in your hand fits.")
        # Under the prompt's lines: two of them leave room for one line of the hint.
        top = max(rect.y + 52, rect.y + 14 + len(said) * fonts.step(21, 25))
        lines = _fitted_lines(hint, 18, rect.w - 80, 3 - len(said))
        for i, line in enumerate(lines):
            fonts.blit_text(surface, line, 18, LIT if plays else theme.MUTED, fonts.SANS,
                            midtop=(rect.centerx, top + i * fonts.step(18, 23)))

    if items and items[0].card:
        _draw_card_grid(t, surface, items)
        return
    reader = t.input.hand_cards() or t.input.pointed_card
    if reader and t.notice is None and all(i.rect.bottom < rect.bottom - 30 for i in items):
        fonts.blit_text(surface, fonts.fit(key_hint(t, rect.w - 40), 16, rect.w - 40), 16, theme.MUTED, fonts.SANS,
                        midbottom=(rect.centerx, rect.bottom - 10))
    for i, item in enumerate(items):
        hot = i == t.input.hover_choice
        if item.suit:
            box = item.rect
            draw.rect(surface, (30, 64, 46) if hot else (14, 38, 28), box, border_radius=14)
            draw.rect(surface, theme.GOLD_BRIGHT if hot else theme.GOLD, box, width=3 if hot else 1, border_radius=14)
            draw_suit_mark(surface, item.suit, (box.centerx, box.y + 32), 48)
            fonts.blit_text(surface, item.label, SUIT_LABEL, theme.CREAM, fonts.BOLD,
                            midbottom=(box.centerx, box.bottom - 4))
            fonts.blit_text(surface, str(i + 1), SUIT_LABEL, theme.GOLD_BRIGHT, fonts.BOLD,
                            topleft=(box.x + 7, box.y + 3))
            continue
        box = item.rect
        draw.rect(surface, (30, 64, 46) if hot else (14, 38, 28), box, border_radius=10)
        draw.rect(surface, theme.GOLD_BRIGHT if hot else theme.GOLD, box, width=2, border_radius=10)
        fonts.blit_text(surface, f"{i + 1}  {item.label}", 18, theme.CREAM, fonts.BOLD, center=box.center)


def key_hint(t: CourtTable, width: int | None = None) -> str:
    """The keys of the hand, under the prompt (the highlighted card named once there is one);
    in fewer words when the sentence is wider than ``width`` (the large text size)."""
    words = _key_words(t)
    if width is not None and words.startswith("Keys:") and fonts.measure(words, 16)[0] > width:
        more = " \u00b7 1-9 choice" if t.input.choices() else ""
        return f"\u2190 \u2192 card \u00b7 Enter play \u00b7 D draw \u00b7 P pass \u00b7 H hint{more}"
    return words


def _key_words(t: CourtTable) -> str:
    focus = t.input.focused_card()
    if focus is None:
        pointed = t.input.pointed_card
        if pointed is not None:
            return card_details(pointed)
        if controller.in_use():
            return "D-pad: choose a card \u00b7 A plays it \u00b7 LB RB: Draw, Pass and the rest \u00b7 Y: a hint"
        more = ", 1-9 the choices above" if t.input.choices() else ""
        return f"Keys: \u2190 \u2192 choose a card, Enter plays it, D draws, P passes, H a hint{more}"
    return f"{card_details(focus)}: Enter or \u2191 plays it  \u00b7  \u2190 \u2192 move"


def _draw_card_grid(t: CourtTable, surface: Target, items: list[ChoiceItem]) -> None:
    """A choice of many cards, face up over the middle of the table."""
    cards = items[0].rect.unionall([i.rect for i in items[1:]])
    area = pygame.Rect(GRID.x, GRID.y, GRID.w, cards.bottom - GRID.y + 20)
    area.h += 30
    theme.draw_shade(surface, 90)
    title = ("Secret Key: take any card" if t.phase == "key"
             else f"Flaming Arrow: the card that goes {logic.burn_destination(t.view)}")
    panel(surface, area, title, alpha=250)
    for i, item in enumerate(items):
        box = item.rect
        if i == t.input.hover_choice:
            put(surface, t.art.glow(px(surface, box.w), theme.GOLD_BRIGHT), center=box.center)
        put(surface, t.art.image(item.card, True, px(surface, box.w)), center=box.center)
    hot = t.input.hover_choice
    foot = (f"{items[hot].label}: click or Enter to take it" if 0 <= hot < len(items)
            else "Click a card, or pick one with the arrow keys and Enter.")
    fonts.blit_text(surface, foot, 18, theme.GOLD_BRIGHT if 0 <= hot < len(items) else theme.MUTED, fonts.BOLD,
                    midbottom=(area.centerx, area.bottom - 10))


def _draw_inspect(t: CourtTable, surface: Target) -> None:
    """The Siege Tower's look: the other hand face up over the middle of the table."""
    seen = t.input.inspected()
    if seen is None:
        return
    seat, cards = seen
    room = t.input.inspect_area()
    if cards:
        box = cards[0][1].unionall([r for _, r in cards[1:]])
        width = min(room.w, max(660, box.w + 80))
        area = pygame.Rect(box.centerx - width // 2, room.y, width, box.bottom - room.y + 50)
    else:
        area = pygame.Rect(room.centerx - 330, room.y, 660, 160)
    panel(surface, area, f"Siege Tower: {logic.who(t.view, seat)}'s hand ({len(cards)} cards)", alpha=255)
    for card, rect in cards:
        put(surface, t.art.image(card, True, px(surface, rect.w)), center=rect.center)
    if not cards:
        fonts.blit_text(surface, "No cards in hand.", 20, theme.MUTED, fonts.SANS, center=area.center)
    fonts.blit_text(surface, "Seen enough? Hand the cards back below (or press 1).", 18, theme.GOLD_BRIGHT,
                    fonts.BOLD, midbottom=(area.centerx, area.bottom - 12))


def _draw_guard_timer(t: CourtTable, surface: Target) -> None:
    """The On Guard window's time, as a shrinking bar under its button."""
    if t.window_left is None or not t.human_window():
        return
    r = t.btn_guard.rect
    frac = max(0.0, min(1.0, t.window_left / t.guard_seconds()))
    bar = pygame.Rect(r.x, r.bottom + 4, round(r.w * frac), 6)
    draw.rect(surface, theme.GOLD_BRIGHT, bar, border_radius=3)


def _common_size(texts: list[str], size: int, width: int, smallest: int) -> int:
    """The largest bold size from ``size`` down to ``smallest`` at which every text fits."""
    for s in range(size, smallest, -1):
        if all(fonts.measure(text, s, fonts.BOLD)[0] <= width for text in texts):
            return s
    return smallest


def _fit(text: str, size: int, width: int, smallest: int | None = None, bold: bool = True) -> tuple[str, int]:
    """``text`` and a size that fit ``width``: a few smaller sizes first (down to
    ``smallest``), then an ellipsis that always keeps the first few letters."""
    face = fonts.BOLD if bold else fonts.SANS
    low = smallest if smallest is not None else size - 6
    sizes = sorted({size, size - 3, size - 6, low} - {s for s in range(low)}, reverse=True)
    for s in sizes:
        if fonts.measure(text, s, face)[0] <= width:
            return text, s
    s = sizes[-1]
    while len(text) > 4 and fonts.measure(text + "\u2026", s, face)[0] > width:
        text = text[:-1]
    return text.rstrip() + "\u2026", s
