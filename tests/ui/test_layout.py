"""Table layouts: the Pragon map has every zone in the right place; broken maps say why."""

from __future__ import annotations

from pathlib import Path

import pytest

from eternus.ui.table.layout import LayoutError, load_layout, table_map_path

STACK_ZONES = [f"stack:{s}" for s in ("top", "left", "middle", "right", "bottom-left", "bottom-right")]
PRAGON_ZONES = {**{z: "stack" for z in STACK_ZONES}, "deck": "pile", "discard": "pile", "hand": "fan",
                "tray": "row", "buttons": "button", "status": "panel", "log": "panel"}


def test_the_pragon_map_has_every_zone_with_its_kind() -> None:
    layout = load_layout(table_map_path("pragon"), PRAGON_ZONES)
    assert layout.size == (1920, 1080)
    for name, kind in PRAGON_ZONES.items():
        zone = layout[name]
        assert zone.kind == kind, name
        assert zone.rect.left >= 0 and zone.rect.right <= 1920, name
        assert zone.rect.top >= 0 and zone.rect.bottom <= 1080, name
    assert layout["hand"].card_width > layout["stack:top"].card_width  # the hand is large


def test_the_six_stacks_form_the_star() -> None:
    layout = load_layout(table_map_path("pragon"))
    c = {z.split(":")[1]: layout[z].rect.center for z in STACK_ZONES}
    assert c["top"][0] == c["middle"][0] and c["top"][1] < c["middle"][1]
    assert c["left"][1] == c["middle"][1] == c["right"][1]
    assert c["left"][0] < c["middle"][0] < c["right"][0]
    assert c["bottom-left"][1] == c["bottom-right"][1] > c["middle"][1]
    assert c["left"][0] < c["bottom-left"][0] < c["middle"][0] < c["bottom-right"][0] < c["right"][0]
    rects = [layout[z].rect for z in STACK_ZONES]
    for i, a in enumerate(rects):
        assert a.collidelist(rects[i + 1:]) == -1, "two stacks overlap"


def _write_map(path: Path, objects: str, size: tuple[int, int] = (60, 45)) -> Path:
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" orientation="orthogonal" renderorder="right-down" width="{size[0]}" '
        f'height="{size[1]}" tilewidth="32" tileheight="24" infinite="0">\n'
        f' <objectgroup id="1" name="zones">\n{objects}\n </objectgroup>\n</map>\n')
    return path


def test_zone_properties_are_typed(tmp_path: Path) -> None:
    path = _write_map(tmp_path / "t.tmx", '<object id="1" name="hand" type="fan" x="10" y="20" width="300" '
                      'height="100"><properties><property name="spacing" type="float" value="0.5"/>'
                      '<property name="card_width" type="int" value="140"/></properties></object>')
    zone = load_layout(path)["hand"]
    assert (zone.rect.x, zone.rect.y, zone.rect.w, zone.rect.h) == (10, 20, 300, 100)
    assert zone.prop("spacing", 1.0) == 0.5 and zone.card_width == 140


def test_a_missing_map_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(LayoutError, match="missing"):
        load_layout(tmp_path / "nowhere.tmx")


def test_a_missing_zone_is_named(tmp_path: Path) -> None:
    path = _write_map(tmp_path / "t.tmx", '<object id="1" name="deck" type="pile" x="0" y="0" width="10" height="10"/>')
    with pytest.raises(LayoutError, match="stack:top"):
        load_layout(path, ["deck", "stack:top"])
    layout = load_layout(path)
    with pytest.raises(LayoutError, match="no zone 'hand'"):
        layout["hand"]


def test_unknown_kinds_wrong_sizes_and_garbage_are_refused(tmp_path: Path) -> None:
    with pytest.raises(LayoutError, match="type 'blob'"):
        blob = '<object id="1" name="x" type="blob" x="0" y="0" width="1" height="1"/>'
        load_layout(_write_map(tmp_path / "a.tmx", blob))
    with pytest.raises(LayoutError, match="expected 1920x1080"):
        load_layout(_write_map(tmp_path / "b.tmx", "", size=(10, 10)))
    (tmp_path / "c.tmx").write_text("<map><not-closed>")
    with pytest.raises(LayoutError, match="cannot be read"):
        load_layout(tmp_path / "c.tmx")


ROWS = ('<object id="1" name="board" type="row" x="600" y="400" width="700" height="144"><properties>'
        '<property name="card_width" type="int" value="100"/></properties></object>\n'
        '<object id="2" name="extra" type="row" x="1200" y="400" width="100" height="144"><properties>'
        '<property name="card_width" type="int" value="100"/><property name="follows" value="board"/>'
        '</properties></object>')


def test_a_row_that_follows_another_is_laid_out_as_its_continuation(tmp_path: Path, app) -> None:
    """The board makes room while the row that follows it holds a card: the five board cards
    move aside and the sixth lies where a sixth board card would."""
    from eternus.ui.table.card_art import CardArt
    from eternus.ui.table.display import Shown, TableDisplay, slot_in

    layout = load_layout(_write_map(tmp_path / "t.tmx", ROWS))
    display = TableDisplay(layout, CardArt(), ["board", "extra"])
    display.set_piles({"board": [Shown(c, True) for c in ("2c", "3c", "4c", "5c", "6c")]})
    alone = [display.slot("board", i, 5).center for i in range(5)]
    assert alone == [slot_in(layout["board"], i, 5).center for i in range(5)]
    display.set_piles({"extra": [Shown("7c", True)]})
    assert display.slot("extra", 0, 1).center == slot_in(layout["board"], 5, 6).center
    assert [display.slot("board", i, 5).center for i in range(5)] == [slot_in(layout["board"], i, 6).center
                                                                     for i in range(5)]
    assert display.slot("board", 0, 5).center.x < alone[0].x      # moved aside to make room
    assert display.hit(tuple(map(round, slot_in(layout["board"], 5, 6).center)), ["board", "extra"]) == ("extra", 0)


def test_a_row_cannot_follow_a_zone_that_is_not_a_card_row(tmp_path: Path, app) -> None:
    from eternus.ui.table.card_art import CardArt
    from eternus.ui.table.display import TableDisplay

    bad = ROWS.replace('value="board"', 'value="deck"') + (
        '\n<object id="3" name="deck" type="pile" x="0" y="0" width="62" height="88"/>')
    layout = load_layout(_write_map(tmp_path / "t.tmx", bad))
    with pytest.raises(LayoutError, match="'extra' follows 'deck'"):
        TableDisplay(layout, CardArt(), ["board", "extra", "deck"])
