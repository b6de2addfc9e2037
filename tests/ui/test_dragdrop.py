"""Drag and drop from synthetic mouse events: the controller alone, then on the Pragon table."""

from __future__ import annotations

import pygame

from eternus.engine.pragon.actions import Place
from eternus.engine.record import GameRecord
from eternus.session import GameSession
from eternus.ui.table.dragdrop import DragController, DropTarget, Pickup
from tests.pragon_helpers import position

DT = 1 / 60


def down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


# --------------------------------------------------------------------------- with a fake table

class FakeTable:
    """One card at (100, 100); two targets: "good" (lit) and "bad" (unlit, refused)."""

    def __init__(self) -> None:
        self.dropped: list[str | None] = []
        self.clicked: list[str] = []
        self.good = DropTarget("good", pygame.Rect(400, 0, 100, 100), True)
        self.bad = DropTarget("bad", pygame.Rect(600, 0, 100, 100), False)
        self.controller = DragController(self.pick, self.targets, self.drop, self.click)

    def pick(self, pos):
        if pygame.Rect(50, 30, 100, 140).collidepoint(pos):
            return Pickup("Ks", "hand", pygame.Vector2(100, 100), 100)
        return None

    def targets(self, pickup):
        return [self.good, self.bad]

    def drop(self, pickup, target):
        self.dropped.append(target.name if target else None)
        return None if target is self.good else "not there"

    def click(self, pickup):
        self.clicked.append(pickup.card)


def test_a_drag_onto_a_lit_target_drops_there() -> None:
    t = FakeTable()
    c = t.controller
    assert c.handle(down((100, 100)))
    assert c.handle(move((300, 60)))
    assert c.dragging and [x.name for x in c.lit] == ["good"]
    assert c.hidden_cards() == {"Ks"}
    c.handle(move((450, 50)))
    assert c.hover is t.good
    assert c.handle(up((450, 50)))
    assert t.dropped == ["good"] and not c.snapping and c.last_refusal is None
    assert c.held is None and not c.lit


def test_a_refused_drop_snaps_back_to_where_the_card_was() -> None:
    t = FakeTable()
    c = t.controller
    for event in (down((100, 100)), move((620, 40)), move((650, 50)), up((650, 50))):
        c.handle(event)
    assert t.dropped == ["bad"] and c.last_refusal == "not there"
    assert len(c.snapping) == 1 and c.hidden_cards() == {"Ks"}
    start = pygame.Vector2(c.snapping[0].sprite.pos)
    c.update(0.1)
    mid = pygame.Vector2(c.snapping[0].sprite.pos)
    assert mid.distance_to((100, 100)) < start.distance_to((100, 100))
    c.update(1.0)
    assert not c.snapping and c.hidden_cards() == set()


def test_a_press_without_movement_is_a_click_and_empty_cloth_is_ignored() -> None:
    t = FakeTable()
    c = t.controller
    assert not c.handle(down((900, 900)))           # nothing to pick there
    c.handle(down((100, 100)))
    c.handle(move((103, 102)))                      # a tremble, not a drag
    c.handle(up((103, 102)))
    assert t.clicked == ["Ks"] and t.dropped == []


# --------------------------------------------------------------------------- on the Pragon table

def _table(app, state):
    from eternus.ui.games import make_table

    app.services.settings["animation_speed"] = 0
    session = GameSession(GameRecord("pragon", state.seats, 1, dict(state.options), []), state)
    table = make_table(app.services, session)
    app.services.stack.push(table)
    app.frame(DT)
    return table


def _drag(app, start, end):
    for event in (move(start), down(start), move(((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)),
                  move(end), up(end)):
        pygame.event.post(event)
    app.frame(DT)


def _card_pos(table, card):
    slot = table.display.slot_of(card)
    assert slot is not None, f"{card} is not on screen"
    return (round(slot.center.x), round(slot.center.y))


def test_dragging_hand_cards_into_the_tray_builds_the_hand(app) -> None:
    state = position(stacks={"top": ["2h", "3h"], "left": ["4h"]}, hand=["7s", "7h", "Kc"])
    table = _table(app, state)
    tray = table.layout["tray"].rect.center
    _drag(app, _card_pos(table, "7s"), tray)
    _drag(app, _card_pos(table, "7h"), tray)
    assert table.tray == ["7s", "7h"]
    assert [c.card for c in table.display.piles["tray"]] == ["7s", "7h"]
    assert "7s" not in [c.card for c in table.display.piles["hand"]]
    hands, why = table.tray_hands()
    assert [h.hand for h in hands] == ["pair"] and why is None
    _drag(app, _card_pos(table, "7s"), table.layout["hand"].rect.center)   # and back out again
    assert table.tray == ["7h"]


def _place_position():
    # No hand possible (2, 9, K of three suits); "top" is face up, so it is not a place to put a card.
    return position(stacks={"top": ["5d"], "left": ["4h", "8s"], "middle": ["3c"]},
                    up={"top": True}, hand=["2c", "9d", "Kh"], phase="place")


def test_a_drop_on_a_lit_stack_places_the_card(app) -> None:
    table = _table(app, _place_position())
    assert table.session.state.view(0)["phase"] == "place"
    _drag(app, _card_pos(table, "Kh"), table.layout["stack:left"].rect.center)
    assert table.session.record.actions == [Place("Kh", "left")]


def test_an_illegal_drop_snaps_back_with_the_engines_reason(app) -> None:
    table = _table(app, _place_position())
    app.services.settings["animation_speed"] = 1.0      # watch it fly home
    before = table.session.state.fingerprint()
    start = _card_pos(table, "Kh")
    _drag(app, start, table.layout["stack:top"].rect.center)
    reason = table.session.state.why_illegal(Place("Kh", "top"))
    assert reason and table.notice is not None and table.notice.text == reason
    assert table.session.state.fingerprint() == before and table.session.record.actions == []
    assert table.input.drag.last_refusal == reason
    assert "Kh" in table.input.drag.hidden_cards() and table.input.drag.snapping
    assert "Kh" not in [c.card for c in table.display.visible("hand")]
    for _ in range(30):
        app.frame(DT)
    assert not table.input.drag.snapping and "Kh" in [c.card for c in table.display.visible("hand")]
    assert _card_pos(table, "Kh") == start


def test_cards_no_move_starts_with_cannot_be_lifted(app) -> None:
    table = _table(app, _place_position())
    _drag(app, _card_pos(table, "9d"), table.layout["stack:left"].rect.center)  # 9 is neither high nor low
    assert table.session.record.actions == [] and not table.input.drag.snapping
    assert table.notice is None
