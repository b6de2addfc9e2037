"""What a seat of King's Court can do. Each choice a card asks for is its own action.

Seats are numbers; ``-1`` as a target means the discard pile (Flaming Arrow). Which
seat decides is always ``state.to_act`` (a Warlord's player decides for the seat whose
turn they took over).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar

from eternus.engine.core import Action
from eternus.engine.fields import OneOf, SeatAt, SeatNo, cards_of
from eternus.engine.kings_court.cards import ALL_SUITS, CARDS, EFFECT_NAMES, MAGICIAN_FORMS, ROYAL_FORMS

DIRECTIONS = ("same", "reverse", "skip")

#: A card of the catalogue (any box); what a Magician is played as ("": itself); a suit; a
#: direction; a seat aimed at, or -1 for the discard pile.
Card = Annotated[str, cards_of(CARDS)]
Form = Annotated[str, OneOf("one of the Magician's forms", noun="form",
                            values=frozenset(("", *MAGICIAN_FORMS, *ROYAL_FORMS)))]
Suit = Annotated[str, OneOf("a suit of the cards", values=frozenset(ALL_SUITS))]
Direction = Annotated[str, OneOf("same, reverse or skip", noun="direction", values=frozenset(DIRECTIONS))]
SeatOrPile = Annotated[int, SeatAt("a seat at this table or the discard pile", pile=True)]


def _card(card: str) -> str:
    info = CARDS.get(card)
    return info.name if info else card


@dataclass(frozen=True)
class Play(Action):
    """Put ``card`` from the hand on the discard pile; ``as_`` names a Magician's form."""

    kind: ClassVar[str] = "play"
    card: Card
    as_: Form = ""

    @property
    def label(self) -> str:
        if self.as_:
            return f"Play {_card(self.card)} as {EFFECT_NAMES.get(self.as_, self.as_)}"
        return f"Play {_card(self.card)}"


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"

    @property
    def label(self) -> str:
        return "Draw a card"


@dataclass(frozen=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"

    @property
    def label(self) -> str:
        return "Pass"


@dataclass(frozen=True)
class AcceptDraw(Action):
    """Take the cards a draw card (or a Dungeon) asks for and lose the turn."""

    kind: ClassVar[str] = "accept_draw"

    @property
    def label(self) -> str:
        return "Take the penalty"


@dataclass(frozen=True)
class NameSuit(Action):
    kind: ClassVar[str] = "name_suit"
    suit: Suit

    @property
    def label(self) -> str:
        return f"Name {self.suit.title()}"


@dataclass(frozen=True)
class SetDirection(Action):
    """Wizard and Queen's Option: keep the direction, reverse it, or skip the next player."""

    kind: ClassVar[str] = "set_direction"
    choice: Direction

    @property
    def label(self) -> str:
        return {"same": "Keep the direction", "reverse": "Reverse the direction",
                "skip": "Skip the next player"}.get(self.choice, self.choice)


@dataclass(frozen=True)
class NoExtra(Action):
    """King, Queen or Wizard: decline the extra card."""

    kind: ClassVar[str] = "no_extra"

    @property
    def label(self) -> str:
        return "No extra card"


@dataclass(frozen=True)
class Target(Action):
    """Catapult, Siege Tower, Flaming Arrow: the seat aimed at (-1: the discard pile)."""

    kind: ClassVar[str] = "target"
    seat: SeatOrPile

    @property
    def label(self) -> str:
        return "Aim at the discard pile" if self.seat < 0 else f"Aim at seat {self.seat + 1}"


@dataclass(frozen=True)
class BurnCard(Action):
    """Flaming Arrow: the hand card that burns (given away or discarded)."""

    kind: ClassVar[str] = "burn_card"
    card: Card

    @property
    def label(self) -> str:
        return f"Burn {_card(self.card)}"


@dataclass(frozen=True)
class Defend(Action):
    """Answer a Battle card aimed at you with a Defender."""

    kind: ClassVar[str] = "defend"
    card: Card

    @property
    def label(self) -> str:
        return "Play a Defender"


@dataclass(frozen=True)
class Allow(Action):
    kind: ClassVar[str] = "allow"

    @property
    def label(self) -> str:
        return "Let it happen"


@dataclass(frozen=True)
class Done(Action):
    """Siege Tower: hand the inspected cards back."""

    kind: ClassVar[str] = "done"

    @property
    def label(self) -> str:
        return "Hand the cards back"


@dataclass(frozen=True)
class TakeFromDeck(Action):
    """Secret Key: the card chosen from the draw pile."""

    kind: ClassVar[str] = "take_from_deck"
    card: Card

    @property
    def label(self) -> str:
        return f"Take {_card(self.card)} from the draw pile"


@dataclass(frozen=True)
class CallOnGuard(Action):
    kind: ClassVar[str] = "call_on_guard"

    @property
    def label(self) -> str:
        return "Say \"On Guard\""


@dataclass(frozen=True)
class StaySilent(Action):
    kind: ClassVar[str] = "stay_silent"

    @property
    def label(self) -> str:
        return "Say nothing"


@dataclass(frozen=True)
class CatchOnGuard(Action):
    """Call "On Guard" on a player who left one card in hand without calling it."""

    kind: ClassVar[str] = "catch_on_guard"

    @property
    def label(self) -> str:
        return "Catch them: \"On Guard!\""


@dataclass(frozen=True)
class LetGo(Action):
    kind: ClassVar[str] = "let_go"

    @property
    def label(self) -> str:
        return "Say nothing"


@dataclass(frozen=True)
class PlayRisk(Action):
    """Play a Risk card lying face up in front of you."""

    kind: ClassVar[str] = "play_risk"
    card: Card

    @property
    def label(self) -> str:
        return f"Play {_card(self.card)}"


@dataclass(frozen=True)
class DeclineRisk(Action):
    kind: ClassVar[str] = "decline_risk"

    @property
    def label(self) -> str:
        return "Keep the Dark Knight"


@dataclass(frozen=True)
class PlayWarlord(Action):
    """Play the Warlord: take over ``target``'s next turn."""

    kind: ClassVar[str] = "play_warlord"
    card: Card
    target: SeatNo

    @property
    def label(self) -> str:
        return f"Warlord: take over seat {self.target + 1}'s next turn"


@dataclass(frozen=True)
class Escape(Action):
    kind: ClassVar[str] = "escape"

    @property
    def label(self) -> str:
        return "Get out of the Dungeon"


@dataclass(frozen=True)
class StayInDungeon(Action):
    kind: ClassVar[str] = "stay_in_dungeon"

    @property
    def label(self) -> str:
        return "Stay in the Dungeon"


@dataclass(frozen=True)
class AskPartner(Action):
    kind: ClassVar[str] = "ask_partner"

    @property
    def label(self) -> str:
        return "Ask your partner: may I go out?"


@dataclass(frozen=True)
class Answer(Action):
    kind: ClassVar[str] = "answer"
    yes: bool

    @property
    def label(self) -> str:
        return "Yes" if self.yes else "No"


@dataclass(frozen=True)
class GiveUp(Action):
    """After a partner's Yes: do not go out, draw two and lose the turn."""

    kind: ClassVar[str] = "give_up"

    @property
    def label(self) -> str:
        return "Draw two and lose the turn"


@dataclass(frozen=True)
class Cut(Action):
    """Dealing bonus: the dealer's choice before the deal."""

    kind: ClassVar[str] = "cut"
    attempt: bool

    @property
    def label(self) -> str:
        return "Cut for the exact count" if self.attempt else "Deal without cutting"


ACTION_TYPES: dict[str, type[Action]] = {cls.kind: cls for cls in (
    Play, Draw, Pass, AcceptDraw, NameSuit, SetDirection, NoExtra, Target, BurnCard, Defend,
    Allow, Done, TakeFromDeck, CallOnGuard, StaySilent, CatchOnGuard, LetGo, PlayRisk,
    DeclineRisk, PlayWarlord, Escape, StayInDungeon, AskPartner, Answer, GiveUp, Cut)}
