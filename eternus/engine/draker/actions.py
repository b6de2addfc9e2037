"""What a Draker player can do.

``Lay`` lays ``card`` from the hand and announces its combinations: ``attack`` the other
cards of the attacking one (own pool and common pool, at least one common card), ``defence``
the other cards of the defensive one (own pool only; an empty tuple is the laid card
alone); None leaves that combination out. ``target`` is the opponent the attack and the
damage effects go to (None in a duel). The Artefacts among the cards are named by the
program as well as they can be, but for one (rules 2): a laid Artefact in a combination of
three or more cards, whose profession decides its standard effect, is named by its player
with ``Name`` before the combinations are announced.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar

from eternus.engine.core import Action
from eternus.engine.draker.cards import DECK, PROFESSIONS
from eternus.engine.draker.records import SIDES
from eternus.engine.fields import Kind, OneOf, SeatNo, cards_of

#: One card of the Draker deck; the others of a combination; which combination an answer aims at.
Card = Annotated[str, cards_of(DECK)]
Cards = Annotated[tuple[Card, ...], Kind("cards of this game")]
Combination = Annotated[str, OneOf("the attack or the defence", noun="target", values=frozenset(SIDES))]
#: A profession by its number, 0 (Peasant) to 9 (Dragonlord): what a laid Artefact is named.
Profession = Annotated[int, OneOf("one of the ten professions (0 to 9)", noun="profession",
                                  values=frozenset(range(len(PROFESSIONS))))]


@dataclass(frozen=True)
class Lay(Action):
    kind: ClassVar[str] = "lay"
    card: Card
    attack: Cards | None = None
    defence: Cards | None = None
    target: SeatNo | None = None

    @property
    def label(self) -> str:
        parts = []
        if self.attack is not None:
            parts.append("attack with " + " ".join((self.card, *self.attack)))
        if self.defence is not None:
            parts.append("defend with " + " ".join((self.card, *self.defence)))
        return f"Lay {self.card}: " + ", ".join(parts)


@dataclass(frozen=True)
class Name(Action):
    """Name the laid Artefact's profession (0 Peasant to 9 Dragonlord): the standard effect
    it fires, and the profession its combinations are costed with (the program names its
    rank for the most points)."""

    kind: ClassVar[str] = "name"
    profession: Profession

    @property
    def label(self) -> str:
        return f"Name it a {PROFESSIONS[self.profession]}"


@dataclass(frozen=True)
class Activate(Action):
    """Activate the individual effect of ``card`` in the own pool."""

    kind: ClassVar[Card] = "activate"
    card: Card

    @property
    def label(self) -> str:
        return f"Activate {self.card}"


@dataclass(frozen=True)
class Done(Action):
    """No more effects: the stacks resolve."""

    kind: ClassVar[str] = "done"

    @property
    def label(self) -> str:
        return "Done"


@dataclass(frozen=True)
class Respond(Action):
    """Answer with the instant effect of ``card`` in the own pool, aimed at the ``target``
    combination (a kill) or the last effect on the stack (a cancel: ``target`` None)."""

    kind: ClassVar[str] = "respond"
    card: Card
    target: Combination | None = None

    @property
    def label(self) -> str:
        return f"Answer with {self.card}" + (f" against the {self.target}" if self.target else "")


@dataclass(frozen=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"

    @property
    def label(self) -> str:
        return "No answer"


ACTION_TYPES: dict[str, type[Action]] = {cls.kind: cls for cls in (Lay, Name, Activate, Done, Respond, Pass)}
