"""King's Court as a :class:`Game`: options, the first deal, JSON and determinizing."""

from __future__ import annotations

from typing import Any
from collections.abc import Callable, Mapping, Sequence

from eternus.engine.core import Event, Game, Option, OptionError, Seat, View
from eternus.engine.kings_court import dealing, views
from eternus.engine.kings_court.actions import ACTION_TYPES
from eternus.engine.kings_court.cards import deck_for, suits_of
from eternus.engine.kings_court.options import KingsCourtOpts
from eternus.engine.kings_court.teams import seating
from eternus.engine.kings_court.rules import KingsCourtMachine
from eternus.engine.kings_court.state import KingsCourtState
from eternus.engine.rng import Rng

_PICKS = (
    ("pick_kd_numbers", "Custom: KD numbers", "purple and silver Number cards (31)"),
    ("pick_kd_scrolls", "Custom: KD suit Scrolls", "purple and silver suit Scroll cards (9)"),
    ("pick_kd_royals", "Custom: Queens, Duchesses", "two Queens and two Duchesses"),
    ("pick_risk", "Custom: Risk cards", "Dark Knight, Poison Garden, Castle Fire, King's Goblet"),
    ("pick_battle", "Custom: Battle cards",
     "Cannonball, Catapult, Flaming Arrow, Siege Tower, Imperial Tax"),
    ("pick_defender", "Custom: Defenders", "the two Defender cards"),
    ("pick_bonus_suit", "Custom: orange suit", "the bonus orange suit (22 cards)"),
    ("pick_bonus_zeros", "Custom: zero cards", "two zero cards for each other suit (12)"),
    ("pick_bonus_shields", "Custom: Treasure, Warlord", "Hidden Treasure and the Warlord"),
    ("pick_secret_key", "Custom: Secret Key", "the mail-order Secret Key"),
)


class KingsCourtGame(Game):
    id = "kings_court"
    title = "King's Court"
    blurb = "A shedding game of Scrolls, Kingdoms and Shields."
    min_players = 2
    max_players = 8
    quick_options = {"score_limit": 100, "max_hands": 1}
    options = (
        Option("decks", "Decks",
               "King's Court alone (108), with King's Dynasty (163), with the bonus deck too "
               "(199), or King's Court plus the expansion cards you pick under Custom deck.",
               "kc+kd+bonus", ("kc", "kc+kd", "kc+kd+bonus", "custom"),
               ("Court only", "Court + Dynasty", "All three decks", "Custom")),
        Option("score_limit", "Score limit",
               "The match ends when someone passes this score; the lowest score wins.",
               500, (100, 250, 500, 750, 1000, 1500, 2000),
               ("100 points", "250 points", "500 points", "750 points", "1000 points", "1500 points",
                "2000 points")),
        Option("max_hands", "Longest match",
               "Risk cards can push scores down for ever: after this many hands the lowest "
               "total wins even if nobody passed the limit.", 50, (1, 2, 5, 10, 20, 50, 100),
               ("1 hand", "2 hands", "5 hands", "10 hands", "20 hands", "50 hands", "100 hands"),
               group="House rules"),
        Option("partners", "Partners",
               "Even tables of four or more: partners sit apart and add their scores.", False),
        Option("dealing_bonus", "Dealing bonus",
               "The dealer may cut for the exact count: success costs the others, a miss the dealer.",
               False, group="House rules"),
        Option("scoring_bonus", "Scoring bonus",
               "Landing exactly on the score limit halves your score.", False, group="House rules"),
    ) + tuple(Option(key, label, f"With Decks = Custom: add {text}.", False, group="Custom deck")
              for key, label, text in _PICKS)
    options_record = KingsCourtOpts
    action_types = ACTION_TYPES

    def teams(self, players: int, options: Mapping[str, Any]) -> tuple[int, ...] | None:
        return seating(players, bool(options.get("partners")))

    def deal(self, seats: Sequence[Seat], options: Mapping[str, Any] | None,
             seed: int) -> tuple[KingsCourtState, list[Event]]:
        self.check_seats(seats)
        resolved = self.resolve_options(options)
        n = len(seats)
        if KingsCourtOpts.of(resolved).partners and seating(n, True) is None:
            raise OptionError("Partners need an even number of players, four or more.")
        cards = tuple(deck_for(resolved))
        st = KingsCourtMachine(seats=tuple(seats), options=resolved, rng=Rng(seed), cards=cards,
                               suits=suits_of(cards), totals=[0] * n, dealer=n - 1)
        # The per-hand records (adjustments, lacks, what is known) are set by the deal.
        events: list[Event] = []
        dealing.start_hand(st, events)
        st.advance(events)
        st.moves = 0
        return st, events

    def _state_from_json(self, data: dict[str, Any]) -> KingsCourtState:
        return views.build_state(self, data)

    def determinize(self, view: View, seat: int, rng: Rng) -> KingsCourtState:
        return views.determinize(self, view, seat, rng)

    def sampler(self, view: View, seat: int) -> Callable[[Rng], KingsCourtState]:
        return views.sampler(self, view, seat)


KingsCourtState.game = KingsCourtGame()


def new_game(seed: int, players: int = 4, **options: Any) -> KingsCourtState:
    """Convenience for tests and the CLI: ``players`` random seats with these options."""
    seats = tuple(Seat(f"Seat {i + 1}", "random") for i in range(players))
    return KingsCourtGame().deal(seats, options, seed)[0]
