"""What the AI knows about Hold'em and Dragon Kings.

* The levels (``ismcts:easy``, ``normal``, ``hard``) are poker players (:mod:`poker_ai`):
  equity by Monte Carlo against the ranges the others' betting shows, weighed against the
  price of the call, with position, bluffs and the wing cards' choices; no tree search.
  They differ in how many deals they sample, whether they read ranges and position, and
  the error they make; hard alone also reads each opponent's habits from the public betting
  (a maniac is called down and trapped, a calling station value-bet thinly and never
  bluffed). Styles give them a personality: tight, loose, passive, aggressive.
* ``greedy`` ranks the legal actions by a rule of thumb read from the seat's view: how strong
  its two cards are before the flop (pairs, high cards, suited, connected), and what its best
  hand is after (by category); it calls when that strength beats the pot odds, raises with
  strong hands (less keenly the more of its stack a raise costs) and folds the rest;
* the ``caller`` style (and the ``caller`` agent) is a calling station: it checks or calls
  every time, never raises, never folds;
* out of chips with a re-buy left (rules 3), every AI buys in again: a seat that sits out
  can only lose places it might still win back, the re-buy was set up by the table for this,
  and a person waiting at a group table wants the AI seats to go on playing;
* the ``maniac`` style (``greedy+maniac``) raises whenever it may, the least a raise allows
  (all in when only that is left), and otherwise calls: a yardstick for the ladder
  (:mod:`eternus.ladder`), not offered at the table, so it is not in :data:`STYLES`;
* a search given this policy directly (tests) plays short playouts (mostly checks and
  calls, some folds and raises) and scores a position by the seat's share of the chips, the
  pot shared by the hands' strength.
"""

from __future__ import annotations

from collections.abc import Sequence

from eternus.engine.ai.base import GamePolicy, unknown_style
from eternus.engine.ai.search_config import SearchConfig
from eternus.engine.core import Action, State, View
from eternus.engine.dragon_kings import betting, hint_reason
from eternus.engine.dragon_kings.actions import (
    AllIn, BuyBack, BuyInAgain, Call, Check, Fold, FortuneCall, FortuneFold, KeepCards, KeepWings, Raise, ShowFortune,
    SitOut, StayOut,
)
from eternus.engine.dragon_kings.options import DragonKingsOpts
from eternus.engine.dragon_kings.poker_ai import SKILLS, TEMPERS, Skill, Temper, decide
from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.dragon_kings.strength import hand_strength
from eternus.engine.rng import Rng

STYLES = {"caller": ("Calling station", "Checks or calls every bet: never raises, never folds."),
          **{name: (label, text) for name, (label, text, _) in TEMPERS.items()}}


def strength(view: View) -> float:
    """The seat's hand strength from its view."""
    return hand_strength(view["hole"], view["board"], DragonKingsOpts.of(view["options"]).preset)


def score(action: Action, power: float, view: View) -> float:
    """How much the rule of thumb likes ``action`` for a seat of hand strength ``power``."""
    seat = int(view["seat"])
    stack = max(1, int(view["stacks"][seat]))
    to_call = int(view["legal"]["to_call"]) if view["legal"] else 0
    odds = to_call / (int(view["pot_total"]) + to_call) if to_call else 0.0
    if isinstance(action, (FortuneCall, BuyBack)):
        return power - action.chips / (int(view["pot_total"]) + action.chips)
    if isinstance(action, ShowFortune):
        return 0.5                   # the opponents pay or fold; the holder never pays
    if isinstance(action, (BuyInAgain, SitOut)):
        return 1.0 if isinstance(action, BuyInAgain) else -1.0     # always buys in again
    if isinstance(action, Fold):
        return 0.0
    if isinstance(action, Check):
        return 0.02
    if isinstance(action, Call):
        return power - odds
    if isinstance(action, AllIn):
        chips = action.chips
        if chips <= to_call:
            return power - odds      # all in to call: a call for less
    elif isinstance(action, Raise):
        chips = action.to - int(view["bets"][seat])
    else:
        return 0.0
    return power - odds + 1.5 * (power - 0.65) - 0.4 * chips / stack


def keeps_playing(action: Action, view: View) -> bool:
    """A check, a call (the Knight of Fortune's too), or all in for no more than the call (a
    call for less); out of chips, buying in again."""
    if isinstance(action, (Check, Call, FortuneCall, BuyInAgain)):
        return True
    to_call = view["legal"]["to_call"] if view["legal"] else 0
    return isinstance(action, AllIn) and action.chips <= to_call


class HoldemPolicy(GamePolicy):
    styles = STYLES
    #: A failed AI checks when it may and folds when it must; it keeps the wing cards and its
    #: cards as they are, and stays out rather than buy back or call the Knight of Fortune.
    safe_moves = (Check, KeepWings, KeepCards, StayOut, FortuneFold, Fold)

    @property
    def style_skill(self) -> Skill:
        """The skill a personality plays with when asked of this policy: normal's, unless the
        policy is already a level's player."""
        return SKILLS["normal"]

    def styled(self, style: str | None) -> GamePolicy:
        if style is None:
            return self
        if style == "caller":
            return CALLER
        if style == "maniac":
            return MANIAC
        if style in TEMPERS:
            return PokerPolicy(self.style_skill, TEMPERS[style][2])
        raise unknown_style(style, self.styles)

    def level_config(self, level: str, config: SearchConfig) -> SearchConfig | None:
        """No tree search at any level: a poker decision is an equity estimate against the
        price (:mod:`poker_ai`), and the levels differ by how well they estimate it."""
        return None

    def at_level(self, level: str) -> GamePolicy:
        return PokerPolicy(SKILLS[level], Temper()) if level in SKILLS else self

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float]:
        power = strength(view)
        return [score(a, power, view) for a in actions]

    def hint_reason(self, view: View, seat: int, action: Action) -> str | None:
        return hint_reason.explain(view, seat, action)

    def rollout_action(self, state: State, rng: Rng) -> Action:
        """Mostly checks and calls, now and then a fold or a raise: cheap and not suicidal."""
        actions = state.legal_actions()
        roll = rng.random()
        passive = [a for a in actions if isinstance(a, (Check, Call))]
        if passive and roll < 0.7:
            return passive[0]
        if isinstance(actions[0], Fold) and roll < 0.85:
            return actions[0]
        return rng.choice(actions)

    def evaluate(self, state: State, seat: int) -> float:
        """The seat's share of the chips, the pot shared by hand strength in this sampled world
        (at the end, its final stack's share). Sharing the pot evenly made every shove look as
        good as a fold; by strength, putting chips in with a weak hand costs."""
        if not isinstance(state, HoldemState):
            raise TypeError("the Hold'em policy scores Hold'em states only")
        total = sum(line["amount"] for line in state.ledger)
        mine = float(state.stacks[seat])
        if betting.in_hand(state, seat):
            preset = state.opts.preset
            powers = {s: 0.01 + hand_strength(state.hole[s], state.board, preset)
                      for s in betting.players_in(state)}
            mine += state.pot_total() * powers[seat] / sum(powers.values())
        return min(1.0, mine / total) if total else 0.5


class CallerPolicy(HoldemPolicy):
    """The calling station: every check or call first, nothing else while one is legal."""

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float]:
        return [1.0 if keeps_playing(a, view) else 0.0 for a in actions]


class ManiacPolicy(HoldemPolicy):
    """The maniac: the smallest raise whenever one is legal, else all in, else a call or check.

    Never folds: it puts chips in with any two cards, so a level that cannot beat it by a
    wide margin does not punish the most basic leak in poker."""

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float]:
        raises = [a.to for a in actions if isinstance(a, Raise)]
        least = min(raises) if raises else None
        return [_maniac_score(a, least) for a in actions]


def _maniac_score(action: Action, least_raise: int | None) -> float:
    """3 for the smallest raise, 2 for all in, 1 for keeping on (a check or a call), else 0."""
    if isinstance(action, Raise):
        return 3.0 if action.to == least_raise else 0.0
    if isinstance(action, AllIn):
        return 2.0
    return 1.0 if isinstance(action, (Check, Call, FortuneCall)) else 0.0


class PokerPolicy(HoldemPolicy):
    """A level's poker player (:mod:`poker_ai`) with a personality: its prior is its decision."""

    def __init__(self, skill: Skill, temper: Temper) -> None:
        self.skill = skill
        self.temper = temper

    @property
    def style_skill(self) -> Skill:
        """A personality keeps this player's level."""
        return self.skill

    def at_level(self, level: str) -> GamePolicy:
        return PokerPolicy(SKILLS[level], self.temper) if level in SKILLS else self

    def prior(self, view: View, seat: int, actions: Sequence[Action]) -> list[float]:
        chosen = decide(view, seat, actions, self.skill, self.temper)
        return [1.0 if a == chosen else 0.0 for a in actions]


CALLER = CallerPolicy()
MANIAC = ManiacPolicy()
POLICY = HoldemPolicy()
