"""The Four Kings state: the roles and their crowns, the board's pips, the ta'veren, the
dice and the decision pending, with the plain readings of them the rules and their helpers
share.

The rules that change it are in :mod:`rules`
(:class:`~eternus.engine.four_kings.rules.FourKingsMachine`); helpers such as :mod:`turn`,
:mod:`kings`, :mod:`series` and :mod:`views` take this type, so they need not import the
rules that use them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from eternus.engine.core import State
from eternus.engine.four_kings.options import FourKingsOpts
from eternus.engine.four_kings.phases import ROLL, Phase
from eternus.engine.four_kings.records import Crown, GameResult, Pending
from eternus.engine.four_kings.roles import Role
from eternus.engine.four_kings.taveren import Taveren
from eternus.engine.option_record import OptionsOf
from eternus.engine.four_kings.variants import VARIANTS, Variant, pays_stakes


@dataclass
class FourKingsState(State):
    """What a game of Four Kings holds at one moment, and how it reads."""

    roles: list[Role] = field(default_factory=list)
    crowns: dict[str, Crown] = field(default_factory=dict)
    board: dict[int, list[str]] = field(default_factory=dict)
    taveren: dict[str, Taveren] = field(default_factory=dict)
    marker: str | None = None
    hoard: int = 0
    current: int = 0
    direction: int = 1
    dice: tuple[int, int] | None = None
    phase: Phase = ROLL
    pending: Pending | None = None
    placed_taveren: bool = False
    skip_next: bool = False
    payback_due: list[str] = field(default_factory=list)
    game_no: int = 1
    pips_per_player: int = 3
    first_roller: int = 0
    rolls: int = 0
    turns: int = 0
    result: GameResult | None = None
    history: list[GameResult] = field(default_factory=list)
    start_stakes: list[int] = field(default_factory=list)

    opts = OptionsOf(FourKingsOpts)

    # ------------------------------------------------------------------ lookups
    @property
    def variant(self) -> str:
        return self.opts.variant

    @property
    def config(self) -> Variant:
        """What the chosen variant changes (see :mod:`variants`)."""
        return VARIANTS[self.opts.variant]

    @property
    def gambling(self) -> bool:
        """Stakes change hands (the Hoard, King winnings)."""
        return pays_stakes(self.config, self.opts.scoring)

    @property
    def drinking(self) -> bool:
        return self.config.settlement == "by_option" and self.opts.scoring == "drinking"

    def role(self, role_id: str) -> Role:
        for r in self.roles:
            if r.id == role_id:
                return r
        raise KeyError(role_id)

    @property
    def roller(self) -> Role:
        return self.roles[self.current]

    @property
    def deciding_role(self) -> Role:
        if self.pending is not None:
            return self.role(self.pending["role"])
        return self.roller

    def living_king(self, role: Role) -> bool:
        return any(not self.crowns[c].dead for c in role.crowns)

    def pips_held(self) -> int:
        return sum(r.pip_count for r in self.roles)
