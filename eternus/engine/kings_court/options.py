"""King's Court's options as the rules read them (declared for the setup screen in
:class:`~eternus.engine.kings_court.game.KingsCourtGame`; the two are tied by
:func:`~eternus.engine.option_record.bind`)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal

from eternus.engine.option_record import GameOptions

#: The prefix of the Custom deck's options: ``pick_risk`` adds the ``risk`` cards.
PICK: str = "pick_"


@dataclass(frozen=True)
class KingsCourtOpts(GameOptions):
    """The deck, how a match ends, the house rules, and the Custom deck's picks."""

    decks: Literal["kc", "kc+kd", "kc+kd+bonus", "custom"]
    score_limit: int
    max_hands: int
    partners: bool
    dealing_bonus: bool
    scoring_bonus: bool
    pick_kd_numbers: bool
    pick_kd_scrolls: bool
    pick_kd_royals: bool
    pick_risk: bool
    pick_battle: bool
    pick_defender: bool
    pick_bonus_suit: bool
    pick_bonus_zeros: bool
    pick_bonus_shields: bool
    pick_secret_key: bool

    @property
    def picks(self) -> tuple[str, ...]:
        """The card groups the Custom deck adds, named as ``deck_groups`` takes them."""
        return tuple(f.name[len(PICK):] for f in fields(self)
                     if f.name.startswith(PICK) and getattr(self, f.name))
