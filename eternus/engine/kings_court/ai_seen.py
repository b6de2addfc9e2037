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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eternus.engine.kings_court.views import KingsCourtView, cards_in_sight
from eternus.engine.kings_court.cards import CARDS, deck_for
from eternus.engine.kings_court.play import ANY_TIME

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
