"""Four Kings Crossing as a :class:`Game`: options and variants, the set-up, JSON, determinizing."""

from __future__ import annotations

from typing import Any
from collections.abc import Mapping, Sequence

from eternus.engine.core import Event, Game, Option, OptionError, RecordError, Seat, View
from eternus.engine.four_kings.actions import ACTION_TYPES
from eternus.engine.four_kings.board import COLOURS, DRAGON, FIELDS
from eternus.engine.four_kings.options import FourKingsOpts
from eternus.engine.four_kings.roles import KING, KING_IDS, Role
from eternus.engine.four_kings.phases import phase_from_json
from eternus.engine.four_kings.records import Crown, pending_from_json, result_from_json
from eternus.engine.four_kings.rules import FourKingsMachine, new_state
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.four_kings.taveren import TOKENS, Taveren
from eternus.engine.four_kings.variants import STANDARD, VARIANTS
from eternus.engine.rng import Rng


TOWERS_NEED_ROLLED_PIPS = "Towers double is for games whose pips are rolled: set Pips each to rolled"


class FourKingsGame(Game):
    id = "four_kings"
    title = "Four Kings Crossing"
    blurb = "Dice on the Wheel: pips, Kings, Rogues and the Fisher."
    min_players = 2
    max_players = 6
    options = (
        Option("variant", "Variant",
               "Standard; Straight Gluckhaus (money only); Chase the Dragon (all against it); "
               "Kaerathon Cycle (a shrinking series); Broken Seals (a doubling tournament).",
               STANDARD, tuple(VARIANTS), tuple(v.label for v in VARIANTS.values())),
        Option("scoring", "Scoring", "Gambling: stakes and the Hoard. Drinking: who owes whom a drink.",
               "gambling", ("gambling", "drinking"), ("Gambling", "Drinking")),
        Option("pips", "Pips each", "Pips every player starts with, or rolled (dice / 3).",
               3, (1, 2, 3, 4, "rolled"), ("1", "2", "3", "4", "Rolled")),
        Option("towers_double", "Towers double",
               "With rolled pips: a King winner holding the Dragon Reborn marker is paid double.", False),
        Option("taveren", "Ta'veren", "The Wolf and the Raven: off, starting on 6 and 8, or rolled.",
               "off", ("off", "6_and_8", "rolled"), ("Off", "On 6 and 8", "Rolled")),
        Option("games", "Games", "How many games a standard series lasts.", 1, (1, 3, 5, 10)),
        Option("stakes", "Stakes", "Stakes each role starts with (a player of two roles has a purse for each).",
               10, (3, 5, 10, 20)),
        Option("rounds", "Rounds", "Straight Gluckhaus: rounds before the next Towers ends it.",
               10, (5, 10, 20)),
    )
    options_record = FourKingsOpts
    action_types = ACTION_TYPES

    def fixed_options(self, options: Mapping[str, Any]) -> dict[str, tuple[Any, str]]:
        """What the variant forces (its requirements), the options it never reads (at the
        value true of it), and Towers double off unless pips are rolled."""
        fixed = self.unused_options(options)
        variant = VARIANTS.get(options.get("variant", STANDARD))
        if variant is not None:
            fixed.update({need.key: (need.value, need.reason) for need in variant.requirements})
        pips = fixed["pips"][0] if "pips" in fixed else options.get("pips")
        if pips != "rolled":
            fixed.setdefault("towers_double", (False, TOWERS_NEED_ROLLED_PIPS))
        return fixed

    def unused_options(self, options: Mapping[str, Any]) -> dict[str, tuple[Any, str]]:
        """The options the chosen variant (or scoring) ignores, each with the value that is
        true of the game (the pips the variant deals; else the option's default) and why.
        Unlike a requirement they are never refused: ``resolve_options`` sets them to that
        value, so a save made while they were free still loads and plays the same."""
        variant = VARIANTS.get(options.get("variant", STANDARD))
        if variant is None:
            return {}
        defaults = {o.key: o.default for o in self.options}
        unused = variant.unused(str(options.get("scoring", defaults["scoring"])))
        return {key: (variant.start_pips if key == "pips" and variant.start_pips is not None else defaults[key],
                      reason) for key, reason in unused.items()}

    def resolve_options(self, given: Mapping[str, Any] | None, people: int = 0) -> dict[str, Any]:
        options = super().resolve_options(given, people)
        options.update({key: value for key, (value, _) in self.unused_options(options).items()})
        for key, (value, reason) in self.fixed_options(options).items():
            if options[key] != value:
                raise OptionError(reason)
        return options

    def deal(self, seats: Sequence[Seat], options: Mapping[str, Any] | None,
             seed: int) -> tuple[FourKingsState, list[Event]]:
        self.check_seats(seats)
        events: list[Event] = []
        state = new_state(tuple(seats), self.resolve_options(options), seed, events)
        return state, events

    def determinize(self, view: View, seat: int, rng: Rng) -> FourKingsState:
        """Nothing is hidden but the dice to come: the view plus a fresh dice stream."""
        return self._build(view, Rng(rng.next_u64()))

    def _state_from_json(self, data: dict[str, Any]) -> FourKingsState:
        try:
            rng = Rng(int(data["rng"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"not a Four Kings Crossing state: {exc}") from exc
        return self._build(data, rng)

    def _build(self, data: View, rng: Rng) -> FourKingsState:
        try:
            options = self.resolve_options(data["options"])
            seats = tuple(Seat.from_json(s) for s in data["seats"])
            roles = [Role.from_json(r) for r in data["roles"]]
            turn = data["turn"]
            current = [r.id for r in roles].index(turn["role"])
            state = FourKingsMachine(
                seats=seats, options=options, rng=rng, roles=roles,
                crowns={str(c): Crown.from_json(k) for c, k in data["crowns"].items()},
                board={n: [str(c) for c in data["board"][str(n)]] for n in FIELDS},
                taveren={str(t): Taveren.from_json(v) for t, v in data["taveren"].items()},
                marker=None if data["marker"] is None else str(data["marker"]),
                hoard=int(data["hoard"]), current=current, direction=int(turn["direction"]),
                dice=None if turn["dice"] is None else (int(turn["dice"][0]), int(turn["dice"][1])),
                phase=phase_from_json(data["phase"]),
                pending=None if data["pending"] is None else pending_from_json(data["pending"]),
                placed_taveren=bool(turn["placed_taveren"]), skip_next=bool(turn["skip_next"]),
                payback_due=[str(r) for r in data["payback_due"]],
                game_no=int(data["game_no"]), pips_per_player=int(data["pips_per_player"]),
                first_roller=int(data["first_roller"]), rolls=int(data["rolls"]),
                turns=int(data["turns"]),
                result=None if data["result"] is None else result_from_json(data["result"]),
                history=[result_from_json(r) for r in data["history"]],
                start_stakes=[int(s) for s in data["start_stakes"]],
            )
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise RecordError(f"not a Four Kings Crossing state: {exc}") from exc
        problem = _inconsistency(state)
        if problem:
            raise RecordError(f"not a Four Kings Crossing state: {problem}")
        return state


def total_pips(state: FourKingsState) -> int:
    """Pips in the game: every stock and every field (not meaningful for Straight Gluckhaus)."""
    return state.pips_held() + sum(len(p) for p in state.board.values())


def expected_pips(state: FourKingsState) -> int:
    players = len(state.roles) * state.pips_per_player
    if state.config.board_start == "clear_on_fields":
        return players + len(FIELDS) - 1
    return players + 2


def _inconsistency(state: FourKingsState) -> str | None:
    """What is wrong with a loaded position, or None: pips, crowns and stakes must add up."""
    if len(state.seats) not in range(2, 7) or len(state.start_stakes) != len(state.roles):
        return "the seats and roles do not match"
    if any(r.seat not in range(len(state.seats)) for r in state.roles):
        return "a role sits in a seat that does not exist"
    if any(c not in COLOURS for pips in state.board.values() for c in pips):
        return "a pip of an unknown colour lies on the board"
    if state.config.money_only:
        money = sum(r.stakes for r in state.roles) + sum(len(p) for p in state.board.values())
        if money != sum(state.start_stakes):
            return "the money does not add up"
        return None
    if total_pips(state) != expected_pips(state):
        return f"{total_pips(state)} pips where there should be {expected_pips(state)}"
    held = sorted(c for r in state.roles for c in r.crowns)
    kings = sorted(r.id for r in state.roles if r.kind == KING)
    if held != sorted(state.crowns) or sorted(state.crowns) != kings or len(kings) != len(KING_IDS):
        return "the four Kings are not each held exactly once"
    for crown_id, crown in state.crowns.items():
        if crown_id not in state.role(crown.holder).crowns:
            return f"King {crown_id} is not with the player said to hold it"
    if set(state.taveren) - set(TOKENS):
        return "an unknown ta'veren"
    stakes = sum(r.stakes for r in state.roles) + state.hoard
    if stakes != sum(state.start_stakes):
        return "the stakes and the Hoard do not add up"
    if DRAGON not in state.board:
        return "the Dragon is missing"
    return None


FourKingsState.game = FourKingsGame()
