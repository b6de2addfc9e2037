"""Views (what one seat may know), JSON round trips, and determinizing a view.

The public part of a state is everything except the order and content of the draw pile
and the cards in other players' hands. A view shows a hand's cards only to its owner,
to the Siege Tower player while inspecting it, and to the Warlord's player during the
turn they took over; the draw pile's content only to the Secret Key player choosing from
it (sorted, never in order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from eternus.engine.core import RecordError, Seat, View
from eternus.engine.jsoncopy import copy_json
from eternus.engine.kings_court.cards import CARDS, suits_of
from eternus.engine.kings_court.phases import INSPECT, KEY, PHASES
from eternus.engine.rng import Rng

if TYPE_CHECKING:
    from eternus.engine.core import Game
    from eternus.engine.kings_court.rules import KingsCourtState

PUBLIC_LISTS = ("discard", "limbo", "played", "steps", "dungeon_turns", "escape_missed", "penalized",
                "guarded", "adjust", "totals", "winners")
PUBLIC_NESTED = ("front", "dungeon", "turn", "pending", "battle", "windows", "warlord",
                 "dark_knight", "history", "last_hand")
PUBLIC_SCALARS = ("phase", "decider", "current", "dealer", "direction", "suit", "match",
                  "resume", "controller", "hand_no", "idle", "live", "moves")


def _public(st: KingsCourtState) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "kings_court", "seats": [s.to_json() for s in st.seats],
                            "options": dict(st.options)}
    for key in PUBLIC_SCALARS:
        data[key] = getattr(st, key)
    for key in PUBLIC_LISTS:
        data[key] = list(getattr(st, key))
    for key in PUBLIC_NESTED:
        data[key] = copy_json(getattr(st, key))
    return data


def visible_hands(st: KingsCourtState, seat: int) -> set[int]:
    """Whose hand ``seat`` may see right now."""
    seen = {seat}
    if st.phase == INSPECT and st.decider == seat and st.battle is not None:
        seen.add(int(st.battle["target"]))
    if st.controller == seat:
        seen.add(st.current)
    return seen


def view(st: KingsCourtState, seat: int) -> dict[str, Any]:
    data = _public(st)
    seen = visible_hands(st, seat)
    data.update({
        "seat": seat,
        "to_act": st.to_act,
        "top": st.discard[-1] if st.discard else None,
        "deck_count": len(st.deck),
        "hand": list(st.hands[seat]),
        "hands": [{"count": len(h), "cards": list(h) if s in seen else None}
                  for s, h in enumerate(st.hands)],
        "deck_cards": sorted(st.deck) if st.phase == KEY and st.decider == seat else None,
        "suits": list(st.suits),
        "teams": [st.team(s) for s in range(st.n)],
    })
    return data


def state_to_json(st: KingsCourtState) -> dict[str, Any]:
    data = _public(st)
    data.update({"rng": st.rng.state, "hands": [list(h) for h in st.hands], "deck": list(st.deck)})
    return data


def build_state(game: Game, data: dict[str, Any], check: bool = True) -> KingsCourtState:
    """A state from :func:`state_to_json` data; with ``check`` the cards must all be there."""
    from eternus.engine.kings_court.rules import KingsCourtState, deck_for

    try:
        seats = tuple(Seat.from_json(x) for x in data["seats"])
        options = game.resolve_options(data["options"])
        cards = tuple(deck_for(options))
        n = len(seats)
        st = KingsCourtState(
            seats=seats, options=options, rng=Rng(int(data["rng"])), cards=cards,
            suits=suits_of(cards), hands=[[str(c) for c in h] for h in data["hands"]],
            deck=[str(c) for c in data["deck"]],
        )
        for key in PUBLIC_SCALARS:
            setattr(st, key, data[key])
        for key in PUBLIC_LISTS:
            setattr(st, key, list(data[key]))
        for key in PUBLIC_NESTED:
            setattr(st, key, copy_json(data[key]))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RecordError(f"not a King's Court state: {exc}") from exc
    if not check:
        return st
    if len(st.hands) != n or len(st.front) != n or len(st.dungeon) != n or len(st.totals) != n:
        raise RecordError("not a King's Court state: the seats and the zones do not agree")
    if st.phase not in PHASES:
        raise RecordError(f"not a King's Court state: unknown phase {st.phase!r}")
    everything = st.all_cards()
    if any(c not in CARDS for c in everything):
        raise RecordError("not a King's Court state: it holds a card that does not exist")
    if len(everything) != len(cards) or set(everything) != set(cards):
        raise RecordError(f"not a King's Court state: the {len(cards)} cards are not all there "
                          "exactly once")
    return st


def cards_in_sight(data: View) -> set[str]:
    """Every card a view shows: the piles, the cards in front of players, the visible hands."""
    known: set[str] = set(data["discard"]) | set(data["limbo"]) | set(data["played"])
    for zone in (data["front"], data["dungeon"]):
        for cards in zone:
            known.update(cards)
    for h in data["hands"]:
        if h["cards"] is not None:
            known.update(h["cards"])
    return known


def determinize(game: Game, data: View, seat: int, rng: Rng) -> KingsCourtState:
    """A full state matching ``seat``'s view: unseen cards dealt at random to the unseen places."""
    from eternus.engine.kings_court.rules import deck_for

    options = game.resolve_options(data["options"])
    known = cards_in_sight(data)
    deck_cards = data.get("deck_cards")
    if deck_cards is not None:
        known.update(deck_cards)
    unknown = [c for c in deck_for(options) if c not in known]
    rng.shuffle(unknown)
    hands: list[list[str]] = []
    for h in data["hands"]:
        if h["cards"] is not None:
            hands.append(list(h["cards"]))
        else:
            hands.append([unknown.pop() for _ in range(int(h["count"]))])
    if deck_cards is not None:
        deck = list(deck_cards)
        rng.shuffle(deck)
    else:
        deck = unknown
        unknown = []
    if unknown or len(deck) != int(data["deck_count"]):
        raise ValueError("view is inconsistent: the unseen cards do not fill the unseen places")
    full = {key: data[key] for key in ("game", "seats", "options") + PUBLIC_SCALARS
            + PUBLIC_LISTS + PUBLIC_NESTED}
    full.update({"rng": rng.next_u64(), "hands": hands, "deck": deck})
    return build_state(game, full, check=False)
