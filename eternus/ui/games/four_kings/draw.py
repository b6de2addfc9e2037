"""Drawing the Four Kings table: the Wheel, its pips and tokens, the dice, the players' panels.

Reads the scene, changes nothing. The board (felt, wheel, field wells, engraved names) is
one cached surface per scale; tokens come from :mod:`four_kings_art`'s caches, so a frame
is blits. What is drawn is the table's *shown* copy of the view, which lags the engine while
events animate.

Where things go is :mod:`four_kings_geometry`, shared with the animations so flights land
exactly where the drawing puts things.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

import pygame

from eternus.engine.four_kings.board import DRAGON, FIELDS
from eternus.engine.four_kings.options import FourKingsOpts
from eternus.engine.four_kings.views import FourKingsView, RoleView
from eternus.ui import draw, fonts, theme
from eternus.ui.canvas import Canvas, Target, View, px, put
from eternus.ui.games.four_kings import art
from eternus.ui.games.four_kings.logic import (
    LABEL_ROOM, crown_state, crown_summary, next_role, pick_labels, result_lines, role, role_label, role_zone,
    roll_meaning, standings, who,
)
from eternus.ui.games.four_kings.geometry import (
    DRAGON_PIP, PANEL_PIP, TOKEN, board_centre, border_spot, dragon_spots, field_centre, field_radius,
    panel_spots, tokens_of, where,
)
from eternus.ui.table.layout import TableLayout
from eternus.ui.table.widgets import log_panel, panel, status_bar
from eternus.ui.window_cache import window_sized
from eternus.ui.soft import soft_blur

if TYPE_CHECKING:
    from collections import deque

    from eternus.session import GameSession
    from eternus.ui.games.four_kings.anim import WheelPlayer
    from eternus.ui.games.four_kings.dice import Dice
    from eternus.ui.games.four_kings.input import FourKingsInput
    from eternus.ui.table.widgets import ButtonBar
    from eternus.ui.widgets import Button


class WheelTable(Protocol):
    """What drawing the Four Kings table reads of it, and no more: the view and the board as
    shown while tokens move, the dice, the banner, the intermission between games, the map,
    the input's hover and the log. Drawing changes none of it."""

    session: GameSession
    layout: TableLayout
    anim: WheelPlayer
    dice: Dice
    input: FourKingsInput
    tools_bar: ButtonBar
    actions_bar: ButtonBar
    next_button: Button
    log_lines: deque[tuple[str, tuple[int, int, int]]]
    banner: tuple[str, float] | None
    shown: FourKingsView

    @property
    def view(self) -> FourKingsView: ...

    def show_intermission(self) -> bool: ...

    def prompt(self) -> tuple[str, tuple[int, int, int]]: ...

    def status_text(self) -> str: ...

    def draw_announcement(self, surface: Target, rect: pygame.Rect) -> None: ...

LIT = (150, 230, 140)        # where a choice can go
ROLLED = (248, 218, 146)     # the field the dice point at
WOOD = (74, 46, 28)
WOOD_DARK = (44, 26, 16)
WELL = (22, 70, 46)
RIM = 34                     # width of the wheel's engraved rim
SHADOW_SHRINK = 4            # the wheel's shadow is blurred this many times smaller

NAMES = {2: "THE DARK ONE'S EYES", 4: "PASS", 7: "THE DRAGON", 12: "THE TOWERS"}


# ---------------------------------------------------------------------- the board surface
@window_sized
def _background(layout: TableLayout, scale: float = 1.0, cloth: str = "green") -> pygame.Surface:
    """Felt, the Wheel with its rim, spokes, field wells and engraved names, the Dragon's
    medallion and the dice tray, as one opaque surface at the real pixel size."""
    view = View(scale)
    size = (view.length(1920), view.length(1080))
    surf = theme.felt(size).copy()
    canvas = Canvas(surf, view)
    centre = board_centre(layout)
    radius = layout["board"].rect.w / 2
    ring = sum(field_centre(layout, n).distance_to(centre) for n in FIELDS if n != DRAGON) / 10
    # The wheel: shadow, wooden rim with gold rules, the inner cloth. The shadow is blurred at
    # a quarter of the size and scaled up (a blur is smooth, so nothing is lost): blurring the
    # whole 4K screen took two seconds, the stutter of a window dragged to a TV.
    low = View(scale / SHADOW_SHRINK)
    sheet = pygame.Surface((low.length(1920), low.length(1080)), pygame.SRCALPHA)
    draw.circle(Canvas(sheet, low), (0, 0, 0, 90), centre + (6, 12), radius + 6)
    shadow = soft_blur(sheet, max(1, low.length(8)))
    surf.blit(pygame.transform.smoothscale(shadow, size), (0, 0))
    draw.circle(canvas, WOOD_DARK, centre, radius)
    draw.circle(canvas, WOOD, centre, radius - 4)
    draw.circle(canvas, theme.GOLD, centre, radius - 2, width=2)
    draw.circle(canvas, theme.GOLD, centre, radius - RIM, width=2)
    draw.circle(canvas, (16, 56, 37), centre, radius - RIM - 2)
    draw.circle(canvas, (*theme.GOLD, 60), centre, ring, width=2)
    # Spokes between the fields, from the medallion to the rim.
    dragon_r = field_radius(layout, DRAGON)
    for k in range(11):
        a = math.radians((k - 5) * 360 / 11 + 180 + 180 / 11)
        d = pygame.Vector2(math.sin(a), -math.cos(a))
        draw.line(canvas, (*theme.GOLD, 110), centre + d * (dragon_r + 8), centre + d * (radius - RIM - 4), 2)
    # Field wells, numbers, engraved names.
    for n in FIELDS:
        c, r = field_centre(layout, n), field_radius(layout, n)
        draw.circle(canvas, WOOD_DARK, c + (2, 4), r + 2)
        draw.circle(canvas, WOOD, c, r)
        draw.circle(canvas, WELL if n != DRAGON else (28, 22, 26), c, r - 7)
        draw.circle(canvas, theme.GOLD, c, r, width=2)
        draw.circle(canvas, (*theme.GOLD, 80), c, r - 7, width=1)
        if n != DRAGON:
            fonts.blit_text(canvas, str(n), 24, theme.GOLD_BRIGHT, fonts.BOLD, midtop=(round(c.x), round(c.y - r + 10)))
    _dragon_emblem(canvas, layout)
    for n, name in NAMES.items():
        _engrave(canvas, centre, radius - RIM / 2, _angle(layout, n), name)
    # The dice tray in the Dragon's gate.
    tray = layout["dice"].rect
    draw.rect(canvas, WOOD_DARK, tray.move(2, 4), border_radius=22)
    draw.rect(canvas, WOOD, tray, border_radius=22)
    draw.rect(canvas, (30, 86, 58), tray.inflate(-14, -14), border_radius=16)
    draw.rect(canvas, theme.GOLD, tray, width=2, border_radius=22)
    return surf    # a copy of the felt: in the display's format already


def _angle(layout: TableLayout, n: int) -> float:
    """Degrees clockwise from the top of the field's place on the wheel (the Dragon: bottom)."""
    if n == DRAGON:
        return 180.0
    d = field_centre(layout, n) - board_centre(layout)
    return math.degrees(math.atan2(d.x, -d.y)) % 360


def _engrave(canvas: Canvas, centre: pygame.Vector2, r: float, angle: float, text: str) -> None:
    """A name on the rim along the wheel, read from outside (upright at the bottom too)."""
    image = fonts.text(text, canvas.px(17), theme.GOLD_BRIGHT, fonts.BOLD)
    turn = -angle if not 90 < angle < 270 else 180 - angle
    image = pygame.transform.rotozoom(image, turn, 1.0)
    a = math.radians(angle)
    canvas.put(image, center=centre + (r * math.sin(a), -r * math.cos(a)))


def _dragon_emblem(canvas: Canvas, layout: TableLayout) -> None:
    """The Dragon's medallion: a gold ring of scales and the number 7 on its rim."""
    c, r = field_centre(layout, DRAGON), field_radius(layout, DRAGON)
    for i in range(36):
        a = math.radians(i * 10)
        p = c + (math.cos(a) * (r - 16), math.sin(a) * (r - 16))
        draw.circle(canvas, (150, 40, 44), p, 5)
    draw.circle(canvas, (*theme.GOLD, 90), c, r - 24, width=1)
    badge = c + (0, r - 4)
    draw.circle(canvas, WOOD_DARK, badge, 24)
    draw.circle(canvas, theme.GOLD, badge, 24, width=2)
    fonts.blit_text(canvas, "7", 24, theme.GOLD_BRIGHT, fonts.BOLD, center=(round(badge.x), round(badge.y)))


# ---------------------------------------------------------------------- the frame
def draw_table(t: WheelTable, surface: Target) -> None:
    scale = surface.scale if isinstance(surface, Canvas) else 1.0
    put(surface, _background(t.layout, scale, theme.felt_name()), topleft=(0, 0))
    shown = t.shown
    _draw_fields(t, surface, shown)
    _draw_dragon(t, surface, shown)
    _draw_hoard(t, surface, shown)
    _draw_direction(t, surface, shown)
    t.dice.draw(surface, lit=t.input.may_roll())
    for r in shown["roles"]:
        _draw_role(t, surface, shown, r)
    for f in t.anim.flights:
        _token_image(surface, f.kind, f.key, f.size * (1 + 0.25 * f.lift), f.pos, f.dead)
    _draw_status(t, surface)
    log_panel(surface, t.layout["log"].rect, "At the Wheel", t.log_lines, 17, 21, bright=4)
    _draw_prompt(t, surface)
    t.actions_bar.draw(surface)
    t.tools_bar.draw(surface)
    held = t.input.held_taveren
    if held is not None:
        _token_image(surface, "taveren", held[0], TOKEN * 1.3, held[1])
    if t.show_intermission():
        _draw_intermission(t, surface)
    if t.banner is not None:
        _draw_banner(t, surface)
    t.draw_announcement(surface, t.layout["announce"].rect)


def _token_image(surface: Target, kind: str, key: str, size: float, pos: pygame.Vector2, dead: bool = False) -> None:
    n = px(surface, size)
    if kind == "pip":
        image = art.pip(key, n)
    elif kind == "crown":
        image = art.crown("white" if key.startswith("W") else "black", n, dead)
    elif kind == "taveren":
        image = art.taveren(key, n)
    elif kind == "marker":
        image = art.marker(n)
    elif kind == "fisher":
        image = art.fisher(n)
    else:  # a stake in flight: a gold coin with its amount
        draw.circle(surface, (120, 90, 30), pos + (2, 3), size / 2)
        draw.circle(surface, theme.GOLD_BRIGHT, pos, size / 2)
        draw.circle(surface, (150, 110, 40), pos, size / 2, width=2)
        fonts.blit_text(surface, key, 18, (70, 50, 10), fonts.BOLD, center=(round(pos.x), round(pos.y)))
        return
    put(surface, image, center=(round(pos.x), round(pos.y)))


def _ring(surface: Target, centre: pygame.Vector2, r: float, colour: tuple[int, int, int],
          width: int = 4) -> None:
    draw.circle(surface, colour, centre, r, width=width)


def _draw_fields(t: WheelTable, surface: Target, shown: FourKingsView) -> None:
    layout = t.layout
    lit = set(t.input.taveren_targets())
    hover = t.input.hover_field
    dice = shown["turn"]["dice"]
    rolled = sum(dice) if dice and not t.dice.tumbling else None
    taveren = shown["taveren"]
    for n in FIELDS:
        if n == DRAGON:
            continue
        c, r = field_centre(layout, n), field_radius(layout, n)
        if n == rolled:
            _ring(surface, c, r + 6, ROLLED, 4)
        if n in lit:
            _ring(surface, c, r + 6, theme.GOLD_BRIGHT if n == hover else LIT, 5)
            number = sorted(lit).index(n) + 1
            if number <= 9:      # the key that picks this field
                badge = c + (0, r - 16)
                draw.circle(surface, LIT, badge, 13)
                fonts.blit_text(surface, str(number), 17, theme.PANEL, fonts.BOLD,
                                center=(round(badge.x), round(badge.y)))
        size = layout[f"field:{n}"].prop("pip_size", 44)
        pips = shown["board"][str(n)]
        lying = [tok for tok, info in sorted(taveren.items())
                 if info["where"] == "field" and info["field"] == n and f"taveren:{tok}" not in t.anim.in_flight]
        things = [("pip", colour) for colour in pips] + [("taveren", tok) for tok in lying]
        for i, (kind, key) in enumerate(things):
            offset = (i - (len(things) - 1) / 2) * size * 0.55
            _token_image(surface, kind, key, size if kind == "pip" else TOKEN, c + (offset, 10))
    for token, info in sorted(taveren.items()):
        if info["where"] == "border" and info["field"] is not None and f"taveren:{token}" not in t.anim.in_flight:
            spot = border_spot(layout, info["field"])
            _token_image(surface, "taveren", token, TOKEN, spot)


def _draw_dragon(t: WheelTable, surface: Target, shown: FourKingsView) -> None:
    layout = t.layout
    pile = shown["board"][str(DRAGON)]
    for colour, spot in zip(pile, dragon_spots(layout, len(pile)), strict=True):
        _token_image(surface, "pip", colour, DRAGON_PIP, spot)
    c, r = field_centre(layout, DRAGON), field_radius(layout, DRAGON)
    dice = shown["turn"]["dice"]
    if dice and sum(dice) == DRAGON and not t.dice.tumbling:
        _ring(surface, c, r + 6, ROLLED, 4)
    for tok, info in sorted(shown["taveren"].items()):
        if info["where"] == "field" and info["field"] == DRAGON and f"taveren:{tok}" not in t.anim.in_flight:
            pos, size = where(t.layout, t.shown, "taveren", f"field:{DRAGON}", tok)
            _token_image(surface, "taveren", tok, size, pos)
    kings = any(r["kind"] == "king" for r in shown["roles"])   # no marker in Straight Gluckhaus
    if kings and shown["marker"] is None and "marker:marker" not in t.anim.in_flight:
        _token_image(surface, "marker", "marker", TOKEN, c + (0, -82))
    label = f"{len(pile)} pip{'s' if len(pile) != 1 else ''}"
    box = pygame.Rect((0, 0), fonts.measure(label, 17, fonts.BOLD)).inflate(16, 6)
    box.midtop = (round(c.x), round(c.y - r - 22))
    draw.rect(surface, WOOD_DARK, box, border_radius=box.h // 2)
    draw.rect(surface, theme.GOLD, box, width=1, border_radius=box.h // 2)
    fonts.blit_text(surface, label, 17, theme.CREAM, fonts.BOLD, center=box.center)


def _draw_hoard(t: WheelTable, surface: Target, shown: FourKingsView) -> None:
    rect = t.layout["hoard"].rect
    inner = panel(surface, rect, "The Hoard")
    amount = shown["hoard"]
    coin = pygame.Vector2(inner.x + 22, inner.centery + 4)
    draw.circle(surface, theme.GOLD_BRIGHT, coin, 18)
    draw.circle(surface, (150, 110, 40), coin, 18, width=2)
    fonts.blit_text(surface, str(amount), 34, theme.CREAM, fonts.BOLD, midleft=(round(coin.x + 28), round(coin.y)))
    kings = any(r["kind"] == "king" for r in shown["roles"])
    if kings and not any(r["fisher"] for r in shown["roles"]) and "fisher:fisher" not in t.anim.in_flight:
        pos, size = where(t.layout, t.shown, "fisher", "home", "fisher")
        _token_image(surface, "fisher", "fisher", size, pos)


def _draw_direction(t: WheelTable, surface: Target, shown: FourKingsView) -> None:
    rect = t.layout["direction"].rect
    inner = panel(surface, rect, "Play goes")
    clockwise = shown["turn"]["direction"] >= 0
    # The words beside the arrow while the longer one and the next player's whole name fit
    # there; at the large text size "anticlockwise" did not, and at the normal size "next:
    # Rival 1 (B1)" read "next: Riv\u2026 (B1)": the arrow goes up beside the title to give them the width.
    nxt = next_role(shown)
    widest = max(fonts.measure("anticlockwise", 18, fonts.BOLD)[0],
                 fonts.measure(_next_label(shown, nxt, 10_000), 18)[0] if nxt else 0)
    beside = widest <= rect.right - 12 - (inner.x + 56)
    if beside:
        c, radius, x, step = pygame.Vector2(inner.x + 24, inner.centery + 2), 22.0, inner.x + 56, 28
    else:
        c, radius, x, step = pygame.Vector2(rect.right - 40, inner.y - 26), 16.0, inner.x, fonts.step(18, 24)
    points = []
    for i in range(25):
        a = math.radians(40 + i * 11.5)
        points.append(c + (math.cos(a) * radius, math.sin(a) * radius))
    if not clockwise:
        points = [pygame.Vector2(2 * c.x - p.x, p.y) for p in points]
    draw.lines(surface, theme.GOLD_BRIGHT, False, points, 4)
    tip, before = points[-1], points[-3]
    d = (tip - before).normalize()
    n = pygame.Vector2(-d.y, d.x)
    head = radius / 22
    draw.polygon(surface, theme.GOLD_BRIGHT, [tip + d * 10 * head, tip + n * 9 * head, tip - n * 9 * head])
    text = "clockwise" if clockwise else "anticlockwise"
    fonts.blit_text(surface, text, 18, theme.CREAM, fonts.BOLD, topleft=(x, inner.y))
    if nxt:
        fonts.blit_text(surface, _next_label(shown, nxt, rect.right - 12 - x), 18, theme.MUTED,
                        fonts.SANS, topleft=(x, inner.y + step))


def _next_label(shown: FourKingsView, role_id: str, width: int) -> str:
    """"next: Ana (W2)", the player named as everywhere at the table (it said "next: W2"); where
    that is too wide "to Ana (W2)" (under "clockwise"), and a long name is cut short, never
    the role."""
    tail = f" ({role_id})"
    name = role(shown, role_id)["name"]
    for head in ("next: ", "to "):      # "Play goes clockwise to Ana (W2)" where "next:" leaves no room
        if fonts.measure(f"{head}{name}{tail}", 18)[0] <= width:
            return f"{head}{name}{tail}"
    return f"to {fonts.fit(name, 18, width - fonts.measure(f'to {tail}', 18)[0])}{tail}"


def _draw_role(t: WheelTable, surface: Target, shown: FourKingsView, r: RoleView) -> None:
    rect = t.layout[role_zone(shown, r["id"])].rect
    turn = shown["turn"]["role"]
    current = r["id"] == turn and shown["phase"] not in ("intermission", "over")
    if current:
        draw.rect(surface, theme.GOLD_BRIGHT, rect.inflate(10, 10), width=4, border_radius=22)
    theme.draw_panel(surface, rect, 18, 200 if not r["out"] else 120,
                     theme.GOLD_BRIGHT if current else theme.GOLD)
    spots = panel_spots(rect)
    dim = r["out"]
    # Header: the role's badge, name, id and what it is now.
    if r["kind"] == "king":
        _token_image(surface, "crown", r["id"], 50, spots["badge"])
    else:
        _token_image(surface, "pip", "clear", 46, spots["badge"])
    label = role_label(r)
    if current:
        label = "rolling" if shown["phase"] == "roll" else "choosing"
    box = pygame.Rect((0, 0), fonts.measure(label, 17, fonts.BOLD)).inflate(18, 8)
    box.topright = spots["label"]
    name_colour = theme.DIM if dim else theme.CREAM
    room = box.x - spots["name"][0] - 12
    # The label shares the name's line while the whole name fits beside it; at the large text
    # size "Opponent 1" did not ("Oppone..."), and the label goes down beside the role's id.
    below = _fit(r["name"], 26, room)[0] != r["name"]
    if below:
        room = spots["label"][0] - spots["name"][0]
    text, size = _fit(r["name"], 26, room)
    name = fonts.blit_text(surface, text, size, name_colour, fonts.BOLD, topleft=spots["name"])
    seat = t.session.record.seats[r["seat"]]
    plays = r["id"] + ("  \u00b7  AI" if not seat.is_human else "")
    second = fonts.blit_text(surface, plays, 17, theme.MUTED, fonts.SANS, topleft=(name.x, name.bottom + 4))
    if below:
        box.midright = (spots["label"][0], second.centery)
    fill = theme.GOLD_BRIGHT if current else (theme.BURGUNDY if r["fisher"] else (20, 40, 30))
    draw.rect(surface, fill, box, border_radius=box.h // 2)
    draw.rect(surface, theme.GOLD, box, width=1, border_radius=box.h // 2)
    fonts.blit_text(surface, label, 17, theme.PANEL if current else theme.CREAM, fonts.BOLD, center=box.center)
    if r["kind"] == "gambler":   # Straight Gluckhaus: money, played as clear pips
        spot = spots["pips"]["white"]
        _token_image(surface, "stake", "", PANEL_PIP, spot)
        fonts.blit_text(surface, f"{r['stakes']} to play", 26, theme.GOLD_BRIGHT, fonts.BOLD,
                        midleft=(round(spot.x + 30), round(spot.y)))
        return
    # Pips by colour.
    for colour, spot in spots["pips"].items():
        n = r["pips"][colour]
        if n:
            _token_image(surface, "pip", colour, PANEL_PIP, spot)
        else:
            draw.circle(surface, (*theme.DIM,), spot, PANEL_PIP / 2 - 2, width=2)
        fonts.blit_text(surface, f"\u00d7{n}", 24, theme.CREAM if n else theme.DIM, fonts.BOLD,
                        midleft=(spot.x + 28, spot.y))
    # Crowns, then the tokens kept by the panel.
    for i, (crown, kind) in enumerate(crown_state(shown, r["id"])):
        if f"crown:{crown}" in t.anim.in_flight:
            continue
        spot = spots["crown"](i)
        _token_image(surface, "crown", crown, PANEL_PIP, spot, kind == "dead")
        if kind == "captured":
            _ring(surface, spot, PANEL_PIP / 2 + 2, theme.ERROR, 3)
    for i, (kind, key) in enumerate(tokens_of(shown, r["id"])):
        if f"{kind}:{key}" not in t.anim.in_flight:
            _token_image(surface, kind, key, TOKEN, spots["token"](i))
    # Stakes and what the crowns are.
    # Clear of the panel's bottom border at the large text size too.
    sx, sy = spots["stakes"]
    stakes_text = f"Stakes {r['stakes']}"
    sy = min(sy, rect.bottom - 4 - fonts.measure(stakes_text, 20, fonts.BOLD)[1])
    stakes = fonts.blit_text(surface, stakes_text, 20, theme.GOLD_BRIGHT, fonts.BOLD, topleft=(sx, sy))
    kinds = [k for _, k in crown_state(shown, r["id"])]
    room = rect.right - 16 - (stakes.right + 20)
    summary = crown_summary(kinds, lambda text: fonts.measure(text, 17)[0] <= room)
    if not kinds and r["kind"] == "king":
        summary = "no crown"
    fonts.blit_text(surface, summary, 17, theme.MUTED, fonts.SANS, midleft=(stakes.right + 20, stakes.centery))


def _fit(text: str, size: int, width: int) -> tuple[str, int]:
    """``text`` and a bold size that fit ``width`` logical pixels: a smaller size first (so
    "Opponent 1" and "Opponent 2" stay apart), then an ellipsis."""
    for s in (size, size - 3, size - 6):
        if fonts.measure(text, s, fonts.BOLD)[0] <= width:
            return text, s
    return fonts.fit_name(text, size - 6, width), size - 6


def _draw_status(t: WheelTable, surface: Target) -> None:
    view = t.shown
    opts = FourKingsOpts.of(view["options"])
    games = opts.games
    variant = next(o for o in t.session.game.options if o.key == "variant")
    # Straight Gluckhaus plays money, not pips: its fact is the purse each player started with.
    money = any(r["kind"] == "gambler" for r in view["roles"])
    start = ("Stakes each", str(opts.stakes)) if money else ("Pips each", str(view["pips_per_player"]))
    chips = [("Variant", variant.describe(opts.variant)),
             ("Game", f"{view['game_no']}" + (f" of {games}" if games > 1 else "")),
             start, ("Rolls", str(view["rolls"])), ("Undos", str(t.session.undo_count))]
    status_bar(surface, t.layout["status"].rect, "Four Kings Crossing", chips, t.status_text())


def _draw_prompt(t: WheelTable, surface: Target) -> None:
    rect = t.layout["prompt"].rect
    theme.draw_panel(surface, rect, 18, 190)
    text, colour = t.prompt()
    lines = fonts.wrap(text, 22, rect.w - 60)[:2]
    items = t.input.picker_items()
    # Two lines at the large text size ran their second onto the pip choices under them:
    # the lines go up to the panel's top edge, and as close as they can be.
    top = min((box.y for box, _ in items), default=rect.bottom)
    y, step = rect.y + 18, 27
    if len(lines) > 1 and y + step + fonts.measure(lines[1], 22)[1] > top:
        y, step = rect.y + 6, fonts.measure(lines[1], 22)[1]
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, 22, colour, fonts.SANS, midtop=(rect.centerx, y + i * step))
    focus = t.input.picker_focus
    dice = t.shown["turn"]["dice"]
    if not items and t.input.taveren_token() is None and dice and not t.dice.tumbling \
            and t.shown["phase"] != "intermission":
        meaning = roll_meaning(*dice)
        for i, line in enumerate(fonts.wrap(meaning, 26, rect.w - 80, fonts.BOLD)[:2]):
            fonts.blit_text(surface, line, 26, theme.GOLD_BRIGHT, fonts.BOLD,
                            midtop=(rect.centerx, rect.y + 88 + i * 34))
    groups: dict[str, list[pygame.Rect]] = {}
    for i, (box, choice) in enumerate(items):
        hot = i == focus
        draw.rect(surface, (30, 64, 46) if hot else (14, 38, 28), box, border_radius=14)
        draw.rect(surface, theme.GOLD_BRIGHT if hot else theme.GOLD, box, width=3 if hot else 1, border_radius=14)
        labels = pick_labels(i, choice.colour)
        label = next((text for text in labels if fonts.measure(text, 15, fonts.BOLD)[0] <= box.w - LABEL_ROOM),
                     labels[-1])
        _labelled_token(surface, "pip", choice.colour, box, label)
        if choice.to:
            groups.setdefault(choice.to, []).append(box)
    spans = sorted(((boxes[0].unionall(boxes[1:]), to) for to, boxes in groups.items()), key=lambda g: g[0].x)
    for i, (span, to) in enumerate(spans):
        # Inside the panel, and up to halfway to the next group on each side: else "crown"
        # gives way, then the name, never the role (a lone choice read "crown to \u2026 (W1)").
        left = (spans[i - 1][0].right + span.x) // 2 if i else rect.x + 12
        right = (span.right + spans[i + 1][0].x) // 2 if i + 1 < len(spans) else rect.right - 12
        room = 2 * min(span.centerx - left, right - span.centerx)
        label = next((text for text in (f"crown to {who(t.view, to)}", f"to {who(t.view, to)}")
                      if fonts.measure(text, 16)[0] <= room), "")
        if not label:
            tail = f" ({to})"
            label = f"to {fonts.fit(role(t.view, to)['name'], 16, room - fonts.measure(f'to {tail}', 16)[0])}{tail}"
        fonts.blit_text(surface, label, 16, theme.MUTED, fonts.SANS,
                        midtop=(span.centerx, min(span.bottom + 4, rect.bottom - 4 - fonts.measure(label, 16)[1])))
    _draw_taveren_tokens(t, surface)


def _draw_taveren_tokens(t: WheelTable, surface: Target) -> None:
    """The pairs to set out, at the right of the prompt: the chosen one (the one the lit
    fields and the number keys set) ringed bright; a second one says a click chooses it."""
    held = t.input.held_taveren
    chosen = t.input.chosen_taveren()
    for name, box in t.input.taveren_tokens():
        if held is not None and held[0] == name:
            continue
        hot = name == chosen
        draw.rect(surface, (30, 64, 46) if hot else (14, 38, 28), box, border_radius=14)
        draw.rect(surface, theme.GOLD_BRIGHT if hot else LIT, box, width=3 if hot else 1, border_radius=14)
        _labelled_token(surface, "taveren", name, box, "drag me" if hot else "click me")


def _labelled_token(surface: Target, kind: str, key: str, box: pygame.Rect, label: str) -> None:
    """A token in a chooser's box with its label under it: the token as large as the label
    leaves room for (smaller at the large text size, rather than under the words)."""
    below = fonts.measure(label, 15, fonts.BOLD)[1]
    size = min(56, box.h - below - 14)
    y = min(box.centery - 8, box.bottom - 4 - below - 2 - size / 2)
    _token_image(surface, kind, key, size, pygame.Vector2(box.centerx, y))
    fonts.blit_text(surface, label, 15, theme.CREAM, fonts.BOLD, midbottom=(box.centerx, box.bottom - 4))


def _draw_intermission(t: WheelTable, surface: Target) -> None:
    theme.draw_shade(surface, 110)
    rect = t.layout["intermission"].rect
    view = t.view
    result = view["result"]
    game_no = result["game_no"] if result is not None else view["game_no"]
    inner = panel(surface, rect, None, alpha=245)
    fonts.blit_text(surface, f"Game {game_no} is settled", 50,
                    theme.GOLD_BRIGHT, fonts.DISPLAY, midtop=(rect.centerx, inner.y + 6))
    theme.ornament(surface, (rect.centerx, inner.y + 80), 460)
    y = inner.y + 104
    for line in result_lines(view)[:8]:
        for part in fonts.wrap(line, 22, inner.w - 40):
            fonts.blit_text(surface, part, 22, theme.CREAM, fonts.SANS, midtop=(rect.centerx, y))
            y += 29
    y += 14
    fonts.blit_text(surface, "Standings", 26, theme.GOLD, fonts.BOLD, midtop=(rect.centerx, y))
    y += 40
    for name, stakes in standings(view)[:6]:
        fonts.blit_text(surface, name, 22, theme.CREAM, fonts.SANS, topright=(rect.centerx - 20, y))
        fonts.blit_text(surface, f"{stakes} stakes", 22, theme.GOLD_BRIGHT, fonts.BOLD, topleft=(rect.centerx + 20, y))
        y += 30
    t.next_button.draw(surface, True)


def _draw_banner(t: WheelTable, surface: Target) -> None:
    assert t.banner is not None
    text, ttl = t.banner
    alpha = max(0.0, min(1.0, ttl / 0.3))
    board = t.layout["board"].rect
    box = pygame.Rect((0, 0), fonts.measure(text, 44, fonts.DISPLAY)).inflate(70, 26)
    box.center = (board.centerx, board.y + 150)
    draw.translucent_rect(surface, (10, 8, 6, round(215 * alpha)), box, border_radius=box.h // 2)
    draw.rect(surface, theme.GOLD_BRIGHT, box, width=2, border_radius=box.h // 2)
    fonts.blit_text(surface, text, 44, theme.GOLD_BRIGHT, fonts.DISPLAY, center=box.center)
