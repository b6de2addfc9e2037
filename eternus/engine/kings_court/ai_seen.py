"""Card counting for the AI: what is still unseen, read from a seat's view alone.

A strong player does not know the other hands, but knows what is *not* in them: every
card on the discard pile, in front of a player, in a Dungeon or in their own hand is out
of play for the rivals. The rest (the draw pile and the other hands, indistinguishable to
the seat) is the pool a rival's cards come from, so from it follows how likely the next
player is to have nothing to play on a suit, and whether an answer to a draw card may
still be out there.

The view records no turn-by-turn log of who drew instead of playing, so what a rival
probably lacks is estimated from these counts and the size of its hand, not from its past
turns. Everything here reads public or own information; a test checks that twin views
differing only in hidden cards give the same counts.

:class:`Seen` is the little a decision reads (the decider's hand and the public counts),
from a view or, in a playout, from a sampled state: the rules of thumb (:mod:`ai`) and the
hint's reasons (:mod:`hint_reason`) both read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eternus.engine.kings_court.views import KingsCourtView, cards_in_sight
from eternus.engine.kings_court.cards import CARDS, deck_for
from eternus.engine.kings_court.phases import OWN_TURN_PHASES, Phase
from eternus.engine.kings_court.play import ANY_TIME
from eternus.engine.kings_court.state import KingsCourtState

ANSWERS = frozenset({"decree", "protector", "magician"})

_DECKS: dict[tuple[tuple[str, Any], ...], tuple[str, ...]] = {}


def _deck(options: dict[str, Any]) -> tuple[str, ...]:
    """The card ids in play for these options, cached (a few option sets per session)."""
    key = tuple(sorted(options.items()))
    deck = _DECKS.get(key)
    if deck is None:
        deck = _DECKS[key] = tuple(deck_for(options))
    return deck


@dataclass(frozen=True)
class Unseen:
    """The cards the seat has not seen, counted the ways the heuristic asks about."""

    total: int
    by_suit: dict[str, int]
    by_match: dict[str, int]
    by_pair: dict[tuple[str, str], int]
    any_time: int   # Kingdom cards a rival may play on anything (wilds, Dungeon, Battle, Magician)
    answers: int    # Royal Decrees, Protectors and Magicians a rival may answer a draw card with
    points: int     # what they are worth together (a rival's hand: its size times the mean)

    def hand_points(self, count: int) -> float:
        """The expected points of a hidden hand of ``count`` cards."""
        return count * self.points / self.total if self.total else 0.0

    def playable_on(self, suit: str, match: str | None) -> int:
        """How many unseen cards could be played on this suit and kind."""
        count = self.by_suit.get(suit, 0) + self.any_time
        if match is not None:
            count += self.by_match.get(match, 0) - self.by_pair.get((suit, match), 0)
        return count

    def stuck_chance(self, suit: str, match: str | None, hand: int) -> float:
        """Chance that ``hand`` unseen cards hold nothing playable on ``suit``/``match``."""
        good = self.playable_on(suit, match)
        chance = 1.0
        total = self.total
        for i in range(min(hand, total)):
            left = total - i
            chance *= max(0.0, (left - good) / left)
            if chance == 0.0:
                break
        return chance


def unseen_from_view(view: KingsCourtView) -> Unseen:
    """Count the cards ``view``'s seat has not seen (draw pile and hidden hands together)."""
    known = cards_in_sight(view)
    known.update(view["hand"])
    by_suit: dict[str, int] = {}
    by_match: dict[str, int] = {}
    by_pair: dict[tuple[str, str], int] = {}
    any_time = answers = total = points = 0
    for card in _deck(view["options"]):
        if card in known:
            continue
        total += 1
        info = CARDS[card]
        points += info.points
        if info.is_suit_card:
            for suit in info.suits:
                by_suit[suit] = by_suit.get(suit, 0) + 1
            match = info.match
            if match is not None:
                by_match[match] = by_match.get(match, 0) + 1
                for suit in info.suits:
                    by_pair[(suit, match)] = by_pair.get((suit, match), 0) + 1
        elif info.effect in ANY_TIME or info.effect == "magician":
            any_time += 1
        if info.effect in ANSWERS:
            answers += 1
    return Unseen(total, by_suit, by_match, by_pair, any_time, answers, points)


@dataclass(frozen=True)
class Seen:
    """The little a decision needs: the decider's hand and the public counts."""

    seat: int
    current: int
    hand: tuple[str, ...]
    counts: tuple[int, ...]
    teams: tuple[int, ...]
    direction: int
    battle: str | None
    phase: Phase = "turn"
    pending: int = 0
    totals: tuple[int, ...] = ()
    unseen: Unseen | None = None

    @property
    def n(self) -> int:
        return len(self.counts)

    def rivals(self) -> list[int]:
        return [s for s in range(self.n) if self.teams[s] != self.teams[self.seat]]

    def step(self, k: int, direction: int | None = None) -> int:
        return (self.current + (direction or self.direction) * k) % self.n

    def next_count(self) -> int:
        return self.counts[self.step(1)]

    def rival_near_out(self) -> bool:
        return any(self.counts[s] <= 2 for s in self.rivals())


def seen_from_view(view: KingsCourtView, seat: int, track: bool = False) -> Seen:
    current = view["current"]
    controlled = view["controller"] == seat and view["phase"] in OWN_TURN_PHASES
    hand = view["hands"][current]["cards"] if controlled else view["hand"]
    battle = view["battle"]["card"] if view["battle"] else None
    return Seen(seat, current, tuple(hand or ()), tuple(h["count"] for h in view["hands"]),
                tuple(view["teams"]), view["direction"], battle, view["phase"],
                view["turn"]["pending"], tuple(view["totals"]),
                unseen_from_view(view) if track else None)


def seen_from_state(st: KingsCourtState) -> Seen:
    seat = st.to_act if st.to_act is not None else st.current
    owner = st.current if st.controller == seat and st.phase in OWN_TURN_PHASES else seat
    return Seen(seat, st.current, tuple(st.hands[owner]), tuple(len(h) for h in st.hands),
                tuple(st.team(s) for s in range(st.n)), st.direction,
                st.battle["card"] if st.battle else None, st.phase, int(st.turn["pending"]),
                tuple(st.totals))
