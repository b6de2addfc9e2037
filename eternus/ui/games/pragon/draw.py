"""Drawing the Pragon table: felt, the seal under the star, piles, tray, panels, browser.

Reads the scene (and its input, for the cursor, the chosen card and the browser), changes
nothing. Everything costly (the felt, the seal, card images,
rendered labels) comes from caches, so a frame is blits.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

import pygame

from eternus.engine.pragon.actions import HAND_EFFECTS
from eternus.engine.pragon.views import Phase, PragonView
from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Canvas, Target, View, px, put
from eternus.ui.games.pragon.input import BROWSER_RECT
from eternus.ui.games.pragon.logic import (
    STACK_ZONES, discard_takes, effect_zones, hand_title, hint_marks, place_zones, placeable,
)
from eternus.ui.table.card_art import card_size
from eternus.ui.table.display import slot_in
from eternus.ui.table.layout import TableLayout
from eternus.ui.table.widgets import log_panel, panel, status_bar
from eternus.ui.window_cache import window_sized
from eternus.ui.soft import soft_blur

if TYPE_CHECKING:
    from collections import deque

    from eternus.engine.core import Action
    from eternus.engine.pragon.actions import MakeHand
    from eternus.session import GameSession
    from eternus.ui.games.pragon.input import PragonInput
    from eternus.ui.games.pragon.logic import Moves
    from eternus.ui.table.animator import Animator
    from eternus.ui.table.card_art import CardArt
    from eternus.ui.table.display import TableDisplay
    from eternus.ui.table.notices import Notice
    from eternus.ui.table.widgets import ButtonBar


class PragonDrawn(Protocol):
    """What drawing the Pragon table reads of it, and no more: the view, the legal moves
    (which cards and stacks light up), the tray and the hands it makes, the hint, the map,
    the cards as shown and the input's pointer. Drawing changes none of it."""

    session: GameSession
    layout: TableLayout
    display: TableDisplay
    art: CardArt
    animator: Animator
    input: PragonInput
    tools_bar: ButtonBar
    actions_bar: ButtonBar
    log_lines: deque[tuple[str, tuple[int, int, int]]]
    notice: Notice | None
    tray: list[str]
    hint: Action | None
    autoplay: bool
    kind_choice: int

    @property
    def view(self) -> PragonView: ...

    @property
    def state(self) -> Moves:
        """The position, for its legal moves only."""

    def tray_hands(self) -> tuple[list[MakeHand], str | None]: ...

    def phase_is_play(self) -> bool: ...

LIT = (150, 230, 140)        # a legal target
HINT = (120, 200, 255)       # what the hint points at
FOCUS = (255, 240, 190)      # the keyboard cursor
SELECTED = (248, 218, 146)   # a card chosen to be placed
Colour = tuple[int, int, int]
PHASE_TEXT: dict[Phase, str] = {"play": "Make a hand", "effect": "Use the hand's effect",
              "place": "Place a card", "over": "Game over"}


@window_sized
def _background(layout: TableLayout, scale: float = 1.0, cloth: str = "green") -> pygame.Surface:
    """The felt with the seal under the star and the empty places marked, as one opaque
    surface at the real pixel size: a frame starts with a single plain blit instead of
    several full-screen ones."""
    view = View(scale)
    size = (view.length(1920), view.length(1080))
    surf = theme.felt(size).copy()
    order = ["top", "right", "bottom-right", "bottom-left", "left"]
    pts = [pygame.Vector2(layout[f"stack:{s}"].rect.center) for s in order]
    centre = pygame.Vector2(layout["stack:middle"].rect.center)
    radius = max(p.distance_to(centre) for p in pts) + 105
    # The seal is drawn translucent on a surface of its own, only as large as the seal.
    corner = centre - pygame.Vector2(radius + 4, radius + 4)
    side = view.length(2 * radius + 8)
    seal_surface = pygame.Surface((side, side), pygame.SRCALPHA)
    seal = Canvas(seal_surface, view)
    here = centre - corner
    colour = (*theme.GOLD, 34)
    draw.circle(seal, colour, here, radius, width=3)
    draw.circle(seal, (*theme.GOLD, 18), here, radius - 14, width=1)
    star = [pts[i] - corner for i in (0, 2, 4, 1, 3, 0)]
    draw.lines(seal, colour, False, star, 3)
    for i in range(24):
        a = i * math.pi / 12
        p = here + pygame.Vector2(math.cos(a), math.sin(a)) * (radius - 7)
        draw.circle(seal, colour, p, 3)
    surf.blit(seal_surface, view.point(corner))
    for zone in (*STACK_ZONES, "deck", "discard"):
        z = layout[zone]
        Canvas(surf, view).put(_slot_mark(z.card_width, scale), center=z.rect.center)
    return surf    # a copy of the felt: in the display's format already


@lru_cache(maxsize=16)
def _slot_mark(width: int, scale: float = 1.0) -> pygame.Surface:
    """The outline of an empty place on the cloth (a ``width`` card, at ``scale``)."""
    view = View(scale)
    w, h = card_size(view.length(width))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = int(w * 0.07)
    pygame.draw.rect(surf, (0, 0, 0, 40), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (*theme.GOLD, 90), surf.get_rect(), width=view.length(2), border_radius=radius)
    return surf


@lru_cache(maxsize=96)       # six lit places, six phases, a few window sizes
def _target_frame(size: tuple[int, int], colour: Colour, scale: float = 1.0, phase: int = 0) -> pygame.Surface:
    """A lit place: a soft fill, a blurred glow and a crisp thick outline that stands further
    out as ``phase`` rises (the table breathes it, so it is seen by motion, not only colour)."""
    view = View(scale)
    grow = 2 * phase
    surf = pygame.Surface((view.length(size[0] + 36), view.length(size[1] + 36)), pygame.SRCALPHA)
    box = view.rect((10 - grow // 2, 10 - grow // 2, size[0] + 16 + grow, size[1] + 16 + grow))
    pygame.draw.rect(surf, (*colour, 60 + 12 * phase), box, border_radius=view.length(18))
    pygame.draw.rect(surf, (*colour, 230), box, width=view.length(6), border_radius=view.length(18))
    surf = soft_blur(surf, view.length(3))
    pygame.draw.rect(surf, (*colour, 255), box, width=view.length(3), border_radius=view.length(18))
    return surf


def _frame(surface: Target, rect: pygame.Rect, colour: Colour, phase: int = 0) -> None:
    """A glowing outline round a place a card may go (a lit stack, an empty slot)."""
    scale = surface.scale if isinstance(surface, Canvas) else 1.0
    put(surface, _target_frame(rect.size, colour, scale, phase), center=rect.center)


def _badge(surface: Target, text: str, colour: Colour = theme.CREAM, **anchor: tuple[int, int]) -> None:
    """A number in a dark pill, placed like a ``Rect`` keyword (``center=``, ``midleft=``)."""
    w, h = fonts.measure(text, 18, fonts.BOLD)
    r = pygame.Rect(0, 0, w + 16, h + 6).move_to(**anchor)
    draw.rect(surface, (8, 20, 14), r, border_radius=r.h // 2)
    draw.rect(surface, theme.GOLD, r, width=1, border_radius=r.h // 2)
    fonts.blit_text(surface, text, 18, colour, fonts.BOLD, center=r.center)


def _draw_hand_keys(t: PragonDrawn, surface: Target) -> None:
    """The number key of each card of the fan as it is now, under the card's corner (keys
    1-9 lift the fan's cards in this order, so a card gone to the tray takes its number)."""
    for i, shown in enumerate(t.display.visible("hand")[:9]):
        slot = t.display.slot_of(shown.card) if shown.card else None
        if slot is not None:
            r = slot.rect()
            _badge(surface, str(i + 1), center=(r.x + 22, r.bottom - 20))


def draw_table(t: PragonDrawn, surface: Target) -> None:
    layout, display, state = t.layout, t.display, t.state
    place_card = t.input.place_card
    view = t.view
    phase = view["phase"]
    scale = surface.scale if isinstance(surface, Canvas) else 1.0
    put(surface, _background(layout, scale, theme.felt_name()), topleft=(0, 0))

    # What lights up now: card -> colour and zone -> colour.
    card_glow: dict[str, tuple[int, int, int]] = {}
    zone_glow: dict[str, tuple[int, int, int]] = {}
    if not t.autoplay:
        if phase == "effect":
            zone_glow.update({z: LIT for z in effect_zones(state)})
        elif phase == "place":
            card_glow.update({c: LIT for c in placeable(state)})
            if place_card:
                card_glow[place_card] = SELECTED
                zone_glow.update({z: LIT for z in place_zones(state, place_card)})
    if t.hint is not None:
        cards, zones, _ = hint_marks(t.hint)
        card_glow.update({c: HINT for c in cards})
        zone_glow.update({z: HINT for z in zones})
    focus = t.input.focused()
    if focus is not None:
        (card_glow if focus[0] == "card" else zone_glow)[focus[1]] = FOCUS

    for zone in (*STACK_ZONES, "deck", "discard"):
        glows = dict(card_glow)
        if zone in zone_glow:
            glows["@top"] = zone_glow[zone]
        display.draw_zone(surface, zone, glows)
        if zone in zone_glow and not display.visible(zone):
            _frame(surface, layout[zone].rect, zone_glow[zone], display.glow_phase())
    for s in STACK_ZONES:
        n = len(display.piles[s])
        if n:
            # Beside the pile, not on its corner: there it hid the top card's corner index.
            r = layout[s].rect
            _badge(surface, str(n), midleft=(r.right + 4, r.bottom - 18))
    for zone, label in (("deck", f"Deck  {len(display.piles['deck'])}"),
                        ("discard", f"Discard  {len(display.piles['discard'])}")):
        r = layout[zone].rect
        fonts.blit_text(surface, label, 22, theme.CREAM, fonts.BOLD, midtop=(r.centerx, r.bottom + 16))
    fonts.blit_text(surface, "click to look through", 16, theme.MUTED, fonts.SANS,
                    midtop=(layout["discard"].rect.centerx, layout["discard"].rect.bottom + 44))

    _draw_tray(t, surface, card_glow)
    display.draw_zone(surface, "hand", card_glow)
    if t.phase_is_play():
        _draw_hand_keys(t, surface)

    for target in t.input.drag.lit:
        hover = t.input.drag.hover
        colour = theme.GOLD_BRIGHT if hover is not None and hover.name == target.name else LIT
        _frame(surface, target.rect, colour, t.display.glow_phase())
    t.animator.draw(surface, t.art)
    t.input.drag.draw(surface, t.art)

    _draw_status(t, surface, view)
    log_panel(surface, t.layout["log"].rect, "What happened", t.log_lines, 18, 23, bright=4)
    _draw_prompt(t, surface, view)
    t.actions_bar.draw(surface)
    t.tools_bar.draw(surface)
    if t.input.browser_open:
        _draw_browser(t, surface)


def _draw_tray(t: PragonDrawn, surface: Target, glows: dict[str, Colour]) -> None:
    zone = t.layout["tray"]
    inner = panel(surface, zone.rect, "Build a hand")
    if not t.display.visible("tray") and not t.animator.busy:
        mark = _slot_mark(zone.card_width, surface.scale if isinstance(surface, Canvas) else 1.0)
        centre = slot_in(zone, 0, 1).center
        for i in (-1, 0, 1):
            put(surface, mark, center=centre + (i * (card_size(zone.card_width)[0] + 16), 0))
        fonts.blit_text(surface, "Drag cards here, or click them (keys 1-9)", 19, theme.MUTED,
                        fonts.SANS, midbottom=(inner.centerx, inner.bottom))
    t.display.draw_zone(surface, "tray", glows)
    if not t.tray:
        return
    hands, why = t.tray_hands()
    # Under the cards: the kinds to choose from (if several), then what the hand does.
    y = round(slot_in(zone, 0, 1).rect().bottom) + 12
    if hands:
        chosen = hands[t.kind_choice % len(hands)]
        if len(hands) > 1:
            x = inner.x
            for h in hands:
                on = h is chosen
                title = hand_title(h)
                r = pygame.Rect((0, 0), fonts.measure(title, 17, fonts.BOLD)).move_to(topleft=(x + 7, y + 3))
                r = r.inflate(14, 6)
                draw.rect(surface, theme.GOLD_BRIGHT if on else (20, 40, 30), r, border_radius=10)
                draw.rect(surface, theme.GOLD, r, width=1, border_radius=10)
                fonts.blit_text(surface, title, 17, theme.PANEL if on else theme.CREAM, fonts.BOLD, center=r.center)
                x = r.right + 8
            fonts.blit_text(surface, "\u2191/\u2193 to choose", 16, theme.MUTED, fonts.SANS,
                            topright=(inner.right, y + 6))
            y += 34
        text, colour = f"{hand_title(chosen)}: {HAND_EFFECTS[chosen.hand]}.", theme.SUCCESS
    else:
        text, colour = why or "", theme.ERROR
    step = fonts.step(19, 23)                       # lines apart at the large text size too
    for i, line in enumerate(fonts.wrap(text, 19, inner.w)[:3]):
        if y + i * step + step > inner.bottom + 4:
            break
        fonts.blit_text(surface, line, 19, colour, fonts.SANS, topleft=(inner.x, y + i * step))


def _draw_status(t: PragonDrawn, surface: Target, view: PragonView) -> None:
    table_cards = sum(len(t.display.piles[z]) for z in STACK_ZONES)
    chips = [("Deal", str(t.session.record.seed)), ("Round", str(view["round"])),
             ("Pairs left", str(view["pairs_left"])), ("On the table", str(table_cards)),
             ("Deck", str(len(t.display.piles["deck"]))), ("Undos", str(t.session.undo_count))]
    phase = PHASE_TEXT[view["phase"]]
    if view["phase"] == "over":
        phase = "You won!" if view["result"] == "won" else "The Seal holds"
    if t.autoplay:
        phase = "Autoplay"
    status_bar(surface, t.layout["status"].rect, "The Seal of Pragon", chips, phase, size=24)


def _prompt(t: PragonDrawn, view: PragonView) -> str:
    phase = view["phase"]
    if phase == "play":
        extra = " or end the round (E)" if view["hands_this_round"] else ""
        return (f"Make a hand from your cards and face-up top cards{extra}. "
                f"Pairs left this round: {view['pairs_left']}.")
    if phase == "effect":
        effect = view["effect"]
        what = effect["text"].capitalize() if effect is not None else PHASE_TEXT["effect"]
        return f"{what}. Click a lit stack; Done (D) when finished."
    if phase == "place":
        if t.input.place_card:
            return "Now drop it on a lit stack (or click one)."
        return ("No hand can be made: pick up your highest or lowest card (lit); "
                "the stacks it may go on light up.")
    return "The table is clear!" if view["result"] == "won" else "The deck is spent and the Seal holds."


def _draw_prompt(t: PragonDrawn, surface: Target, view: PragonView) -> None:
    """The status line over the hand: a refusal or notice if there is one, else what to do."""
    text, colour = (t.notice.text, t.notice.colour) if t.notice else (_prompt(t, view), theme.CREAM)
    lines = fonts.wrap(text, 21, 820)[:2]
    centre_x = t.layout["prompt"].rect.centerx
    bottom = t.layout["prompt"].rect.bottom
    step = fonts.step(21, 26)
    height = step * len(lines) + 12
    width = max(fonts.measure(line, 21)[0] for line in lines) + 40
    r = pygame.Rect(0, 0, width, height)
    r.midbottom = (centre_x, bottom)
    draw.translucent_rect(surface, (4, 14, 10, 190), r, border_radius=16)
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, 21, colour, fonts.SANS, midtop=(centre_x, r.y + 6 + step * i))


def _draw_browser(t: PragonDrawn, surface: Target) -> None:
    theme.draw_shade(surface, 120)
    rect = BROWSER_RECT
    takes = discard_takes(t.state)
    title = "Take one card from the discard pile" if takes else "The discard pile (newest first)"
    inner = panel(surface, rect, title, alpha=240)
    cards = t.input.browser_cards()
    if not cards:
        fonts.blit_text(surface, "The discard pile is empty.", 24, theme.MUTED, fonts.SANS, center=rect.center)
    focus = t.input.focused()
    for card, r in cards:
        if r.bottom > rect.bottom - 10:
            break
        colour = FOCUS if focus == ("card", card) else HINT if (t.hint and card in hint_marks(t.hint)[0]) \
            else LIT if card in takes else None
        if colour:
            put(surface, t.art.glow(px(surface, r.w), colour), center=r.center)
        put(surface, t.art.face(card, px(surface, r.w)), center=r.center)
    fonts.blit_text(surface, "Click outside or press Esc to close", 18, theme.MUTED, fonts.SANS,
                    midbottom=(inner.centerx, rect.bottom - 18))
