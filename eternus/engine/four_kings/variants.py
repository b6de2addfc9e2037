"""The five ways to play at the Wheel, each as data: what the rules do differently, not its name.

The turn logic asks a :class:`Variant` what it needs (``state.config.money_only``,
``state.config.series``) instead of comparing the variant's name, so a variant's whole
difference from the standard game reads in one place below. The keys are the values of
the ``variant`` option, unchanged since the first saves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

STANDARD, STRAIGHT, CHASE, KAERATHON, BROKEN_SEALS = (
    "standard", "straight_gluckhaus", "chase_the_dragon", "kaerathon_cycle", "broken_seals")

#: How the result is paid: by the Scoring option (stakes or drinks), always in stakes, or not
#: at all (Straight Gluckhaus pays pip by pip as it goes; in Chase the Dragon all win or lose).
Settlement = Literal["by_option", "stakes", "none"]
#: When a series of games ends: after one game, after the Games option's count, when a King
#: wins with one pip each (the Kaerathon Cycle), or when one King has stakes left (Broken Seals).
Series = Literal["single", "games_option", "shrinking_pips", "last_king_with_stakes"]
#: What lies on the Wheel at the start: one white and one black pip on the Dragon, or a clear
#: pip on every field but the Dragon.
BoardStart = Literal["dragon_pair", "clear_on_fields"]


@dataclass(frozen=True)
class Requirement:
    """An option the variant fixes: ``key`` must be ``value``, or setup is refused with ``reason``."""

    key: str
    value: Any
    reason: str


@dataclass(frozen=True)
class Variant:
    """What one variant changes. The defaults are the standard game."""

    key: str
    label: str
    #: Straight Gluckhaus: gamblers instead of Kings and Rogues, pips are stakes won and paid
    #: on the spot, no crowns, no Dragon Reborn marker, the Towers always sweep the Dragon too.
    money_only: bool = False
    #: The game ends when the Rounds option's rounds are played and the board is clear.
    ends_after_rounds: bool = False
    settlement: Settlement = "by_option"
    series: Series = "single"
    board_start: BoardStart = "dragon_pair"
    #: Pips each at the first game; None: the Pips option decides (a number, or rolled).
    start_pips: int | None = None
    #: Everyone plays against the Dragon: a united crown is a win for all, the Dragon wins
    #: when every pip lies on the board, and nobody pays anybody.
    all_against_dragon: bool = False
    #: Broken Seals: a King without stakes starts the game dead, and each such King (up to
    #: two) doubles what a winner is paid.
    seals: bool = False
    requirements: tuple[Requirement, ...] = ()

    def unused(self, scoring: str) -> dict[str, str]:
        """The options this variant never reads, with why (``scoring`` is the Scoring option):
        the setup screen greys them out with the value that is true of the game, so nobody
        sets pips, games or rounds that are silently ignored."""
        out: dict[str, str] = {}
        if self.money_only:
            out["pips"] = f"{self.label} is played with money, not pips"
        elif self.start_pips is not None:
            out["pips"] = f"{self.label} deals the pips itself"
        if self.settlement == "none":
            out["scoring"] = f"{self.label} settles nothing at the end: " + (
                "the money changes hands as it is played" if self.money_only else "everyone wins or loses together")
        if self.series != "games_option":
            out["games"] = (f"{self.label} is one game" if self.series == "single"
                            else f"{self.label} runs until its own end")
        if not self.ends_after_rounds:
            out["rounds"] = "Rounds are for Straight Gluckhaus"
        if not self.money_only and not pays_stakes(self, scoring):
            out["stakes"] = ("nobody is paid in " + self.label if self.settlement == "none"
                             else "a drinking game pays in drinks, not stakes")
        return out


VARIANTS: dict[str, Variant] = {v.key: v for v in (
    Variant(STANDARD, "Standard", series="games_option"),
    Variant(STRAIGHT, "Straight Gluckhaus", money_only=True, ends_after_rounds=True,
            settlement="none",
            requirements=(Requirement("taveren", "off",
                                      "Straight Gluckhaus has no Kings, so the ta'veren have nothing to "
                                      "act on: turn Ta'veren off"),
                          Requirement("towers_double", False,
                                      "Towers double pays a King who wins holding the Dragon Reborn, and "
                                      "Straight Gluckhaus has neither: turn Towers double off"))),
    Variant(CHASE, "Chase the Dragon", settlement="none", board_start="clear_on_fields", start_pips=1,
            all_against_dragon=True,
            requirements=(Requirement("towers_double", False,
                                      "Towers double needs rolled pips, and Chase the Dragon fixes them "
                                      "(one each, against the Dragon): turn Towers double off"),)),
    Variant(KAERATHON, "Kaerathon Cycle", series="shrinking_pips", start_pips=4,
            requirements=(Requirement("towers_double", False,
                                      "Towers double needs rolled pips, and the Kaerathon Cycle fixes them "
                                      "(four, then one fewer after each King's win): turn Towers double off"),)),
    Variant(BROKEN_SEALS, "Broken Seals", settlement="stakes", series="last_king_with_stakes", seals=True,
            requirements=(Requirement("scoring", "gambling",
                                      "Broken Seals is played for stakes: set Scoring to gambling"),)),
)}


def pays_stakes(variant: Variant, scoring: str) -> bool:
    """Stakes change hands (the Hoard, King and Rogue winnings with the payout modifiers):
    Broken Seals always, the standard game and the Kaerathon Cycle when Scoring is gambling."""
    return variant.settlement == "stakes" or (variant.settlement == "by_option" and scoring == "gambling")
