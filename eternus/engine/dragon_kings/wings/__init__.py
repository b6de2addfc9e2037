"""The wing cards of Dragon Kings, as data: which card, its name, what it does where.

A wing card has an effect only while it is *in play*. The two black Kings (the Grave
Digger and Black Death) always are; of the ten voluntary wing cards one at a time is, chosen
by a seat that held a black King (:mod:`wings.choice`), plus one more a seat that played
twinned dragon kings may make permanent. Every other card is an ordinary card.

The effects live where they act: hands in :mod:`wings.hands`, the deal and the streets in
:mod:`wings.streets`, the showdown's pay-outs in :mod:`wings.payouts`. This module is the one
list of them that the table, the rules page's tests and the AI read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState


@dataclass(frozen=True)
class WingCard:
    """One wing card: ``board`` and ``hole`` say in a short line what it does in each place
    (read from the sofa at the large text size, beside the others in play: the rules page
    has the whole of it)."""

    card: str
    name: str
    voluntary: bool
    board: str
    hole: str


GRAVE_DIGGER: Final = "Ks"
BLACK_DEATH: Final = "Kc"
SUICIDE_KING: Final = "Kh"
GOLD_DRAGON: Final = "Kd"
CHIVALRY: Final = "Qh"
AVARICE: Final = "Qd"
VANITY: Final = "Qc"
CHAOS: Final = "Qs"
MERCY: Final = "Jh"
FORTUNE: Final = "Jd"
WAR: Final = "Jc"
VOID: Final = "Js"

WING_CARDS: Final[dict[str, WingCard]] = {w.card: w for w in (
    WingCard(GRAVE_DIGGER, "Grave Digger", False,
             "The board cards on either side of it become spades.",
             "Counts as two spades: three more make a Grave Digger flush."),
    WingCard(BLACK_DEATH, "Black Death", False,
             "A nest of two is dealt: with another club out, the best nest hand wins half the pot.",
             "With three more clubs, its holder takes half the pot."),
    WingCard(SUICIDE_KING, "Suicide King", True,
             "Everyone gets a third hole card; still only two may play.",
             "Its holder may lay it face up, dead, for two new cards."),
    WingCard(GOLD_DRAGON, "Gold Dragon", True,
             "The gold chip goes to the dealer: antes are four times as large.",
             "Its holder takes the gold chip: no antes, or one free call."),
    WingCard(CHIVALRY, "Queen of Chivalry", True,
             "Wild for everyone: any card not in their hand or on the board.",
             "Wild for its holder, whose other card may be the Jack of Hearts."),
    WingCard(AVARICE, "Queen of Avarice", True,
             "The hand stops: the highest card drawn takes the pot.",
             "If its holder wins the hand, every seat that folded pays 20."),
    WingCard(VANITY, "Queen of Vanity", True,
             "Sixes may be turned in; with a six on the board, sixes are wild.",
             "The other card may be a suitless Queen (a six: wild)."),
    WingCard(CHAOS, "Queen of Chaos", True,
             "Everyone turns in a card; three battlefield cards kill their ranks.",
             "The other card is dead; a showdown win costs each other seat 50."),
    WingCard(MERCY, "Knight of Mercy", True,
             "The bank pays everyone 25 (50 with a black King out, a buy-in with both).",
             "Its holder gets the token of mercy: buy back in, or sell it."),
    WingCard(FORTUNE, "Knight of Fortune", True,
             "A special round: call twice the pot, or fold and pay the pot.",
             "Its holder may show it: the others call a third of the pot or fold."),
    WingCard(WAR, "Knight of War", True,
             "After the river's betting, a sixth board card for everyone.",
             "After the river's betting, an extra card for its holder alone."),
    WingCard(VOID, "Knight of the Void", True,
             "Everyone swaps one hole card for a new one.",
             "After the flop, its holder may replace one board card."),
)}

INVOLUNTARY: Final = (GRAVE_DIGGER, BLACK_DEATH)
VOLUNTARY: Final = tuple(card for card, wing in WING_CARDS.items() if wing.voluntary)


def in_play(st: HoldemState) -> frozenset[str]:
    """The wing cards in effect at this table now (none at plain Hold'em or Swords)."""
    if not st.preset.wing_cards:
        return frozenset()
    chosen = {c for c in (st.wing["voluntary"], st.wing["permanent"]) if c is not None}
    return frozenset(INVOLUNTARY) | chosen


def on_board(st: HoldemState) -> list[str]:
    """The board every player shares: the board cards and (from rules version 2) the Knight
    of War's extra card when it is everyone's, a board card in every respect."""
    if st.rules >= 2 and st.wing["extra_for"] is None:
        return [*st.board, *st.wing["extra"]]
    return list(st.board)
