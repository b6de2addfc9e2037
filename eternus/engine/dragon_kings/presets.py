"""The tables this engine deals, as data: which cards are in the deck and which are wild.

Plain Hold'em and Swords (our own Hold'em with one wild joker) are presets of one engine,
not copies of it; Dragon Kings (the wing cards) is the third. A preset decides the deck
and the special rules each hand is judged by (:meth:`Preset.hand_rules`); everything else
(betting, pots, the showdown) is the same Hold'em.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from eternus.engine.cards import JOKERS, standard_deck

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.evaluator import HandRules


@dataclass(frozen=True)
class Preset:
    """A table: its option value, a label, what it is, and its extra cards."""

    id: str
    label: str
    description: str
    jokers: int = 0
    wing_cards: bool = False

    @property
    def deck(self) -> tuple[str, ...]:
        """Every card of the game, in a fixed order (52, plus the jokers)."""
        return tuple(standard_deck(jokers=self.jokers))

    @property
    def wild(self) -> frozenset[str]:
        """The cards that stand for any card in every hand (the jokers)."""
        return frozenset(JOKERS[:self.jokers])

    def hand_rules(self) -> HandRules:
        """The rules every hand at this table is judged by at the showdown (at Dragon Kings,
        before the wing cards in play add theirs: :mod:`wings.hands`)."""
        from eternus.engine.dragon_kings.evaluator import PLAIN, HandRules

        if self.wing_cards:
            return HandRules(dragon_kings=True)
        return HandRules(wild=self.wild) if self.wild else PLAIN


HOLDEM: Final = Preset("holdem", "Hold'em", "Plain no-limit Texas Hold'em with 52 cards.")
SWORDS: Final = Preset("swords", "Swords",
                       "Hold'em with one joker in the deck: it is wild and stands for any card.",
                       jokers=1)

DRAGON_KINGS: Final = Preset("dragon_kings", "Dragon Kings",
                             "Hold'em with twinned dragon kings and the wing cards.", wing_cards=True)

PRESETS: Final[dict[str, Preset]] = {p.id: p for p in (HOLDEM, SWORDS, DRAGON_KINGS)}
