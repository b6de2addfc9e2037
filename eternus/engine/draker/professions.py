"""The ten professions' effects, as one table of data (Eternus's completion: the fragment
says cards have standard and individual effects but lists none).

Every card carries its profession's two effects:

* the **standard effect** fires by itself when the card is *laid* and one of the
  combinations it forms has three or more cards; it costs nothing;
* the **individual effect** of any card in the player's own pool may be activated after a
  combination of three or more cards, for its cost in attack or defence points (each point
  beyond those earned costs 3 life). An *instant* one is played instead in answer to an
  opponent's combination, paid from the answering player's banked defence.

No effect asks for a target beyond "the opponent" (chosen with the attack at a table of
three or four), so a turn stays a handful of decisions. The numbers are tuned with ``sim``
(the Draker issue's balance figures).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

EffectKind = Literal["draw", "heal", "damage", "damage_all", "tokens_own", "tokens_common", "attack", "defence",
                     "kill", "cancel"]
Pay = Literal["attack", "defence"]


@dataclass(frozen=True)
class Effect:
    """What an effect does (``kind``, by ``amount``); an individual effect's ``cost`` is paid
    in ``pay`` points; ``instant`` effects answer an opponent's combination."""

    kind: EffectKind
    amount: int
    cost: int = 0
    pay: Pay = "attack"
    instant: bool = False

    @property
    def text(self) -> str:
        words = {
            "draw": f"draw {self.amount} card{'s' if self.amount > 1 else ''}",
            "heal": f"heal {self.amount} life",
            "damage": f"{self.amount} damage to the opponent, past any defence",
            "damage_all": f"{self.amount} damage to every opponent, past any defence",
            "tokens_own": f"a +{self.amount} token on every card of your pool",
            "tokens_common": f"a -{self.amount} token on every card of the common pool",
            "attack": f"{self.amount} more attack point{'s' if self.amount != 1 else ''}",
            "defence": f"{self.amount} more defence point{'s' if self.amount != 1 else ''}",
            "kill": "kill the combination just formed (it earns nothing)",
            "cancel": "cancel the last effect put on the stack",
        }
        return words[self.kind]


@dataclass(frozen=True)
class Profession:
    name: str
    standard: Effect
    individual: Effect


PROFESSION_EFFECTS: Final[tuple[Profession, ...]] = (
    Profession("Peasant", Effect("defence", 2), Effect("draw", 1, cost=2, pay="defence")),
    Profession("Fisher", Effect("draw", 1), Effect("draw", 2, cost=4, pay="attack")),
    Profession("Smith", Effect("defence", 2), Effect("tokens_own", 1, cost=4, pay="defence")),
    Profession("Bard", Effect("heal", 4), Effect("heal", 3, cost=3, pay="defence")),
    Profession("Merchant", Effect("defence", 2), Effect("defence", 4, cost=3, pay="attack")),
    Profession("Healer", Effect("heal", 5), Effect("heal", 5, cost=5, pay="defence")),
    Profession("Archer", Effect("damage", 2), Effect("damage", 3, cost=4, pay="attack")),
    Profession("Knight", Effect("attack", 1), Effect("kill", 0, cost=4, pay="defence", instant=True)),
    Profession("Mage", Effect("tokens_common", 1), Effect("cancel", 0, cost=3, pay="defence", instant=True)),
    Profession("Dragonlord", Effect("damage_all", 3), Effect("damage_all", 4, cost=6, pay="attack")),
)

LIFE_COST_PER_POINT: Final = 3
