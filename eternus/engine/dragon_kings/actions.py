"""What a seat at Hold'em can do: fold, check, call, raise to an amount, or go all in; and,
between hands at Dragon Kings, choose the wing cards; out of chips with a re-buy left (rules
3), buy in again or sit out.

Amounts are chips. ``Raise.to`` is the seat's whole bet on this street after the raise (on
a street nobody has bet yet, it is the bet), so a saved action means the same thing
whatever was in front of the seat. ``Call.amount`` is what the call adds. ``AllIn`` puts the
seat's whole stack in: a raise to everything, or a call for less (or for exactly all) when
the stack does not cover the call; ``chips`` is that stack. A raise to exactly the whole
stack (the table's slider at its end) is accepted as ``Raise`` too and plays as all in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar

from eternus.engine.cards import standard_deck
from eternus.engine.core import Action
from eternus.engine.dragon_kings.wings import WING_CARDS
from eternus.engine.fields import AtLeast, Chips, OneOf, cards_of

#: A card of the deck (a preset's jokers included); a wing card, one :data:`WING_CARDS` names.
Card = Annotated[str, cards_of(standard_deck(jokers=2))]
WingCard = Annotated[str, OneOf("a wing card", noun="card", values=frozenset(WING_CARDS))]
#: Re-buys a seat still has: one at least, or there is nothing to buy.
RebuysLeft = Annotated[int, AtLeast("a number of re-buys, one or more", noun="re-buys left", least=1)]


@dataclass(frozen=True)
class Fold(Action):
    kind: ClassVar[str] = "fold"

    @property
    def label(self) -> str:
        return "Fold"


@dataclass(frozen=True)
class Check(Action):
    kind: ClassVar[str] = "check"

    @property
    def label(self) -> str:
        return "Check"


@dataclass(frozen=True)
class Call(Action):
    kind: ClassVar[str] = "call"
    amount: Chips

    @property
    def label(self) -> str:
        return f"Call {self.amount}"


@dataclass(frozen=True)
class Raise(Action):
    kind: ClassVar[str] = "raise"
    to: Chips

    @property
    def label(self) -> str:
        return f"Raise to {self.to}"


@dataclass(frozen=True)
class AllIn(Action):
    kind: ClassVar[str] = "all_in"
    chips: Chips

    @property
    def label(self) -> str:
        return f"All in ({self.chips})"


@dataclass(frozen=True)
class PutInPlay(Action):
    """Between hands at Dragon Kings: put the voluntary wing card ``card`` into play."""

    kind: ClassVar[str] = "put_in_play"
    card: WingCard

    @property
    def label(self) -> str:
        return f"Put the {WING_CARDS[self.card].name} in play"


@dataclass(frozen=True)
class MakePermanent(Action):
    """After twinned dragon kings: make the voluntary wing card ``card`` permanent."""

    kind: ClassVar[str] = "make_permanent"
    card: WingCard

    @property
    def label(self) -> str:
        return f"Make the {WING_CARDS[self.card].name} permanent"


@dataclass(frozen=True)
class KeepWings(Action):
    """Between hands: leave the wing cards as they are."""

    kind: ClassVar[str] = "keep_wings"

    @property
    def label(self) -> str:
        return "Keep the wing cards"


@dataclass(frozen=True)
class TurnIn(Action):
    """A wing card on the board asks for hole cards: give up ``card`` (face down)."""

    kind: ClassVar[str] = "turn_in"
    card: Card

    @property
    def label(self) -> str:
        from eternus.engine.cards import name as card_name

        return f"Turn in the {card_name(self.card)}"


@dataclass(frozen=True)
class KeepCards(Action):
    """The Queen of Vanity on the board: keep your sixes."""

    kind: ClassVar[str] = "keep_cards"

    @property
    def label(self) -> str:
        return "Keep my cards"


@dataclass(frozen=True)
class PlaySuicideKing(Action):
    """The Suicide King in the hole: lay it face up (it is dead) for two more cards."""

    kind: ClassVar[str] = "play_suicide_king"

    @property
    def label(self) -> str:
        return "Lay the Suicide King face up"


@dataclass(frozen=True)
class VoidBoardCard(Action):
    """The Knight of the Void in the hole: replace board card ``card``; with ``swap_jack``
    the Knight itself is swapped for a new card too."""

    kind: ClassVar[str] = "void_board_card"
    card: Card
    swap_jack: bool = False

    @property
    def label(self) -> str:
        from eternus.engine.cards import name as card_name

        return f"Void the {card_name(self.card)}" + (" and swap the Knight" if self.swap_jack else "")


@dataclass(frozen=True)
class CallWithGoldChip(Action):
    """The Gold Dragon's chip: call the bet in full without paying (the chip is spent)."""

    kind: ClassVar[str] = "call_with_gold_chip"

    @property
    def label(self) -> str:
        return "Call with the gold chip"


@dataclass(frozen=True)
class BuyBack(Action):
    """The token of mercy: a folded holder buys back into the hand for ``chips`` (half the pot)."""

    kind: ClassVar[str] = "buy_back"
    chips: Chips

    @property
    def label(self) -> str:
        return f"Buy back in for {self.chips}"


@dataclass(frozen=True)
class StayOut(Action):
    """The token of mercy: stay folded (the token is kept)."""

    kind: ClassVar[str] = "stay_out"

    @property
    def label(self) -> str:
        return "Stay out"


@dataclass(frozen=True)
class SellMercyToken(Action):
    """Sell the token of mercy to the bank (for :data:`~.wings.mercy.TOKEN_PRICE` chips)."""

    kind: ClassVar[str] = "sell_mercy_token"

    @property
    def label(self) -> str:
        return "Sell the token of mercy"


@dataclass(frozen=True)
class ShowFortune(Action):
    """The Knight of Fortune in the hole: show it, and every opponent calls a third of the pot
    or folds."""

    kind: ClassVar[str] = "show_fortune"

    @property
    def label(self) -> str:
        return "Show the Knight of Fortune"


@dataclass(frozen=True)
class FortuneCall(Action):
    """The Knight of Fortune's round: put ``chips`` into the pot and stay in."""

    kind: ClassVar[str] = "fortune_call"
    chips: Chips

    @property
    def label(self) -> str:
        return f"Pay {self.chips} and stay in"


@dataclass(frozen=True)
class FortuneFold(Action):
    """The Knight of Fortune's round: fold, paying ``penalty`` into the pot first (on the board)."""

    kind: ClassVar[str] = "fortune_fold"
    penalty: Chips

    @property
    def label(self) -> str:
        return f"Fold and pay {self.penalty}" if self.penalty else "Fold"


@dataclass(frozen=True)
class BuyInAgain(Action):
    """Out of chips between hands (rules 3): buy ``chips`` more from the bank, spending one of
    the ``left`` re-buys the seat has. Both are written in so the button can say them."""

    kind: ClassVar[str] = "buy_in_again"
    chips: Chips
    left: RebuysLeft

    @property
    def label(self) -> str:
        return f"Buy in again for {self.chips} chips ({self.left} re-buy{'' if self.left == 1 else 's'} left)"


@dataclass(frozen=True)
class SitOut(Action):
    """Out of chips between hands (rules 3): keep the re-buy unused and watch the rest of the match."""

    kind: ClassVar[str] = "sit_out"

    @property
    def label(self) -> str:
        return "Sit out and watch"


#: The answers to a re-buy offered (rules 3).
REBUY_ACTIONS = (BuyInAgain, SitOut)

#: Actions a wing card offers beside the betting ones.
WING_ACTIONS = (PutInPlay, MakePermanent, KeepWings, TurnIn, KeepCards, PlaySuicideKing, VoidBoardCard,
                CallWithGoldChip, BuyBack, StayOut, SellMercyToken, ShowFortune, FortuneCall, FortuneFold)

ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls for cls in (Fold, Check, Call, Raise, AllIn, *WING_ACTIONS, *REBUY_ACTIONS)}
