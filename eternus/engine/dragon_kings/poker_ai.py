"""The poker player behind the Hold'em levels: equity against what the others have shown by
their betting, weighed against the price, with a personality.

Every decision reads the seat's view only (like every AI here):

* **Equity.** A Monte-Carlo share of the pot against each opponent still in, the board
  completed at random (:func:`range_equity`). Skilled players read the betting: an opponent
  who bet or raised this hand holds a hand from the top of the starting hands, one who only
  called from the top two thirds, so their cards are drawn from those ranges; but an
  opponent who has bet or raised at almost half its decisions this match (everyone at the
  table saw them: the view's tallies), or at every one of two or more this hand, or who
  raised in a hand of three raises or more by the others (a raising war), is read as a
  maniac holding anything.
* **Reading the players** (hard). Against a maniac a hard player calls down lighter (no
  extra equity asked for the maniacs in the pot, whose chips come in whatever they hold)
  and traps: with a strong hand it checks to a maniac still to act, who bets for it. An
  opponent who has called this hand and never bet or raised this match is read as a
  calling station: it is value-bet thinner (a hand above its fair share bets, since the
  station pays with worse) and never bluffed, nor is a maniac (neither folds). Measured by
  the ladder (six seats, one-hand matches, deals 0-599, duplicate deals with all-in
  equity, docs/ai/ladder.md), in big blinds per 100 hands: hard over normal +42.8 (95 % CI
  +22.3 to +63.2; +25.9 before this reading), over the calling station +275 (+210 to
  +341; +178 before), over the maniac +165 (+114 to +216; +23 before, not told apart).
* **Price.** Calling needs an equity above the pot odds (what the call costs against the pot
  it wins), plus the personality's tightness; skilled players need less in late position
  (acting last after the flop) and more against many opponents.
* **Aggression.** A hand well above its fair share raises, by half the pot to the pot, more
  often the more aggressive the personality; strong hands sometimes only call to trap.
* **Bluffs.** With a weak hand and the betting checked to it, a player bets at its
  personality's bluffing rate (twice as often in late position at the skilled levels).
* **Wing cards.** Twinned dragon kings or a Grave Digger flush is the nuts (it raises all
  in). A wild card (Swords' joker, the Queen of Chivalry, the sixes the Queen of Vanity
  makes wild) counts as the best Ace missing: rough, but far better than as itself.
  Turn-in rounds give up the weaker hole card; the Suicide King is laid down from a weak
  hand; the Knight of the Void voids the highest board card outside its own best hand; the
  gold chip pays a call of three big blinds or more. The Knight of Fortune in the hole is
  always shown (the opponents pay or fold, the holder never pays); in the Knight's round a
  seat pays if its equity in the bigger pot is worth more than the penalty it would pay to
  fold. The token of mercy buys back in when the hand's equity is worth half the pot, and is
  sold to the bank when the stack runs below half a buy-in. Between hands it puts into play
  the wing card it likes best (the personality decides; the Queen of Chivalry by default).

The random parts (a bluff, a level's noise) are drawn from the view itself, so the same
question always gets the same answer, at the table and in ``sim`` alike.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from itertools import combinations

from eternus.engine.cards import is_joker
from eternus.engine.core import Action, View
from eternus.engine.dragon_kings.actions import (
    AllIn, BuyBack, BuyInAgain, Call, CallWithGoldChip, Check, Fold, FortuneCall, FortuneFold, KeepCards, KeepWings,
    MakePermanent, PlaySuicideKing, PutInPlay, Raise, SellMercyToken, ShowFortune, StayOut, TurnIn, VoidBoardCard,
)
from eternus.engine.dragon_kings.evaluator import CARD_ID, PLAIN, best_hand, evaluate7
from eternus.engine.dragon_kings.options import DragonKingsOpts
from eternus.engine.dragon_kings.records import AGGRESSIVE
from eternus.engine.dragon_kings.strength import preflop_strength
from eternus.engine.dragon_kings.wings import VOLUNTARY

#: Starting-hand strength (see :func:`strength.preflop_strength`) an opponent's betting implies.
RAISER_FLOOR = 0.18
CALLER_FLOOR = 0.06
#: An opponent whose bets and raises are at least this share of its decisions is read as
#: holding any two cards; the prior (one aggressive decision in five) keeps a few hands from
#: deciding it.
WILD_RATE = 0.45
#: Extra equity a skilled player needs to call for each opponent beyond the first.
MULTIWAY = 0.03
PRIOR_AGGRESSIVE = 1
PRIOR_ACTIONS = 5
#: Betting decisions this hand, all of them bets or raises, that read a seat as a maniac
#: before the match's tallies can (a match may be one hand).
WILD_IN_HAND = 2
#: Bets and raises this hand by the reader's opponents that make a raising war: players who
#: raise only on strength seldom raise three times in a hand, maniacs do at once, so
#: everyone who raised in one is read as a maniac.
WAR_RAISES = 3
#: Equity above its fair share at which a hard player bets into calling stations only.
THIN_VALUE = 0.1
#: The log's kinds of a betting decision (the ones a seat's tally counts).
DECISIONS = ("fold", "check", "call", *AGGRESSIVE)


@dataclass(frozen=True)
class Skill:
    """How well a level plays: equity samples, reading ranges and position, and the error
    (``noise``, in equity) it makes."""

    samples: int
    ranges: bool
    position: bool
    noise: float
    #: Reads each opponent from its public betting: maniacs called down and trapped,
    #: calling stations value-bet thinner and never bluffed.
    players: bool = False


@dataclass(frozen=True)
class Temper:
    """A personality: ``tightness`` is the extra equity a call needs, ``aggression`` how keenly
    it raises (0-1), ``bluff`` how often it bets a weak hand when checked to."""

    tightness: float = 0.0
    aggression: float = 0.5
    bluff: float = 0.12
    favourite: str = "Qh"


SKILLS: dict[str, Skill] = {
    "easy": Skill(samples=120, ranges=False, position=False, noise=0.12),
    "normal": Skill(samples=400, ranges=False, position=True, noise=0.04),
    "hard": Skill(samples=1200, ranges=True, position=True, noise=0.0, players=True),
}

TEMPERS: dict[str, tuple[str, str, Temper]] = {
    "tight": ("Tight", "Plays few hands and needs a good price to call.",
              Temper(tightness=0.08, aggression=0.5, bluff=0.06, favourite="Qd")),
    "loose": ("Loose", "Plays many hands and calls on thin odds.",
              Temper(tightness=-0.07, aggression=0.45, bluff=0.15, favourite="Jc")),
    "passive": ("Passive", "Rarely raises: checks and calls.",
                Temper(tightness=0.0, aggression=0.15, bluff=0.03, favourite="Qc")),
    "aggressive": ("Aggressive", "Bets and raises often, bluffs the most.",
                   Temper(tightness=0.0, aggression=0.9, bluff=0.25, favourite="Kd")),
}


def _rng(view: View, salt: str) -> random.Random:
    text = json.dumps([view["seat"], view["hand_no"], view["log"], view["hole"], view["board"], salt],
                      sort_keys=True, separators=(",", ":"))
    return random.Random(int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little"))


def standard(cards: Sequence[str], wild: Collection[str] = (), taken: Collection[str] = ()) -> list[str]:
    """Cards the fast evaluator knows: a joker, or a card the wing cards make wild, plays as
    the best Ace missing (from these cards and ``taken``), a rough stand-in for a wild card."""
    out = [c for c in cards if c in CARD_ID and c not in wild]
    for card in cards:
        if is_joker(card) or card in wild:
            out.append(next((f"A{s}" for s in "shdc" if f"A{s}" not in out and f"A{s}" not in taken),
                            next(f"K{s}" for s in "shdc" if f"K{s}" not in out and f"K{s}" not in taken)))
    return out


def wild_cards(view: View) -> frozenset[str]:
    """The cards the wing cards in play make wild, as the view shows them: the Queen of
    Chivalry, and the sixes beside the Queen of Vanity on the board (Dragon Kings only)."""
    wing = view["wing"]
    if DragonKingsOpts.of(view["options"]).preset != "dragon_kings":
        return frozenset()
    chosen = {wing["voluntary"], wing["permanent"]}
    wild = {"Qh"} if "Qh" in chosen else set()
    board = view["board"]
    if "Qc" in chosen and "Qc" in board and any(c[0] == "6" for c in board):
        wild |= {f"6{s}" for s in "shdc"}
    return frozenset(wild)


def table_cards(view: View) -> tuple[list[str], list[str]]:
    """The seat's playing hole cards (not laid face up, the best two if more) and the board,
    as the fast evaluator knows them (:func:`standard`)."""
    wild = wild_cards(view)
    dead = set(view["wing"]["face_up"])
    hole = [c for c in view["hole"] if c not in dead]
    # A wild card on the board stands for an Ace the seat does not hold itself: the same
    # card twice is no hand the fast evaluator knows (it failed on a held As and a wild As).
    board = standard(view["board"], wild, [c for c in hole if c in CARD_ID and c not in wild])
    live = standard(hole, wild, board)
    if len(live) > 2:
        live = list(max(combinations(live, 2), key=lambda pair: _strength_now(list(pair), board)))
    return live, board


def _strength_now(hole: list[str], board: list[str]) -> int:
    cards = hole + board
    return evaluate7([CARD_ID[c] for c in cards]) if len(cards) >= 5 else sum(CARD_ID[c] // 4 for c in hole)


def range_equity(hole: Sequence[str], board: Sequence[str], opponents: Sequence[float], samples: int,
                 rng: random.Random) -> float:
    """Share of the pot for ``hole`` against one hand per entry of ``opponents``, each drawn
    from the starting hands at least that strong (0: any two cards)."""
    hole = list(hole)[:2]
    board = list(board)[:5]
    known = {CARD_ID[c] for c in (*hole, *board)}
    deck = [c for c in range(52) if c not in known]
    missing = 5 - len(board)
    mine_base = [CARD_ID[c] for c in (*hole, *board)]
    shared_base = [CARD_ID[c] for c in board]
    won = 0.0
    for _ in range(samples):
        rng.shuffle(deck)
        at = missing
        rest = deck[:missing]
        others: list[list[int]] = []
        for floor in opponents:
            hand = deck[at:at + 2]
            at += 2
            tries = 0
            while (floor > 0 and tries < 6 and at + 2 <= len(deck)
                   and preflop_strength([_code(c) for c in hand]) < floor):
                hand = deck[at:at + 2]
                at += 2
                tries += 1
            others.append(hand)
        mine = evaluate7(mine_base + rest) if len(mine_base) + missing >= 5 else 0
        best = max(evaluate7(shared_base + rest + hand) for hand in others) if others else -1
        if mine > best:
            won += 1.0
        elif mine == best:
            won += 1.0 / (1 + sum(1 for hand in others if evaluate7(shared_base + rest + hand) == mine))
    return won / max(1, samples)


_CODES = {i: c for c, i in CARD_ID.items()}


def _code(card: int) -> str:
    return _CODES[card]


def wild(view: View, seat: int) -> bool:
    """Whether ``seat`` has bet or raised so often this match that its betting tells nothing
    about its cards (a maniac, or a random player): its share of aggressive decisions, with a
    prior of one in five so a few hands decide nothing."""
    tally = view["tallies"][seat]
    rate = (int(tally["aggressive"]) + PRIOR_AGGRESSIVE) / (int(tally["actions"]) + PRIOR_ACTIONS)
    hand = [e["what"] for e in view["log"] if e["seat"] == seat and e["what"] in DECISIONS]
    war = sum(1 for e in view["log"] if e["what"] in AGGRESSIVE and e["seat"] != view["seat"]) >= WAR_RAISES
    return (rate >= WILD_RATE or (len(hand) >= WILD_IN_HAND and all(w in AGGRESSIVE for w in hand))
            or (war and any(w in AGGRESSIVE for w in hand)))


def station(view: View, seat: int) -> bool:
    """Whether ``seat`` reads as a calling station: it has called this hand and has never bet
    or raised this match (it pays to see cards, so a bluff will not move it)."""
    called = any(e["seat"] == seat and e["what"] == "call" for e in view["log"])
    return called and int(view["tallies"][seat]["aggressive"]) == 0


def live_opponents(view: View, seat: int) -> list[int]:
    """The seats other than ``seat`` still in the hand."""
    return [s for s in range(len(view["stacks"])) if s != seat and view["dealt"][s] and not view["folded"][s]]


def acts_after(view: View, seat: int, other: int) -> bool:
    """Whether ``other`` acts after ``seat`` on a street (the order runs from the button's left)."""
    n = len(view["stacks"])
    button = int(view["button"])
    return (other - button - 1) % n > (seat - button - 1) % n


def opponent_floors(view: View, seat: int, read: bool) -> list[float]:
    """One range floor per opponent still in: from their betting this hand if ``read``
    (and the betting of an opponent who raises at every turn reads as any two cards)."""
    live = live_opponents(view, seat)
    if not read:
        return [0.0] * len(live)
    raised = {e["seat"] for e in view["log"] if e["what"] in ("bet", "raise", "all_in")}
    called = {e["seat"] for e in view["log"] if e["what"] == "call"}
    return [0.0 if wild(view, s) else RAISER_FLOOR if s in raised else CALLER_FLOOR if s in called else 0.0
            for s in live]


def nuts(view: View) -> bool:
    """Twinned dragon kings, or the Grave Digger with three more spades (Dragon Kings only)."""
    if DragonKingsOpts.of(view["options"]).preset != "dragon_kings":
        return False
    cards = [*view["hole"], *view["board"]]
    if "Ks" in cards and "Kc" in cards:
        return True
    return "Ks" in view["hole"] and sum(1 for c in cards if c != "Ks" and c.endswith("s")) >= 3


def late_position(view: View, seat: int) -> bool:
    """Whether every seat still to bet after this one has already acted this street."""
    n = len(view["stacks"])
    button = view["button"]
    order = [(button + k) % n for k in range(1, n + 1)]
    live = [s for s in order if view["dealt"][s] and not view["folded"][s]]
    return bool(live) and live[-1] == seat


def decide(view: View, seat: int, actions: Sequence[Action], skill: Skill, temper: Temper) -> Action:
    """The action this level and personality take (out of chips: buy in again, see :mod:`ai`)."""
    rebuy = next((a for a in actions if isinstance(a, BuyInAgain)), None)
    if rebuy is not None:
        return rebuy
    wing = _wing_choice(view, seat, actions, temper)
    if wing is not None:
        return wing
    legal = view["legal"]
    to_call = int(legal["to_call"]) if legal else 0
    pot = int(view["pot_total"])
    stack = int(view["stacks"][seat])
    big = int(view["blinds"][1])
    rng = _rng(view, "decide")
    floors = opponent_floors(view, seat, skill.ranges)
    equity = _equity(view, floors, skill) + rng.uniform(-skill.noise, skill.noise)
    knights = _knights(actions, pot, equity, temper)
    if knights is not None:
        return knights
    fair = 1.0 / (1 + len(floors))
    late = skill.position and late_position(view, seat)
    opponents = live_opponents(view, seat)
    maniacs = [s for s in opponents if skill.players and wild(view, s)]
    payers = [s for s in opponents if skill.players and (s in maniacs or station(view, s))]
    tame = len(floors) - len(maniacs)
    need = to_call / (pot + to_call) if to_call else 0.0
    need += temper.tightness + (MULTIWAY * max(0, tame - 1) if skill.ranges else 0.0) - (0.03 if late else 0.0)
    gold = next((a for a in actions if isinstance(a, CallWithGoldChip)), None)
    raises = sorted((a for a in actions if isinstance(a, Raise)), key=lambda a: a.to)
    allin = next((a for a in actions if isinstance(a, AllIn)), None)
    passive = next((a for a in actions if isinstance(a, (Check, Call))), None)
    strong = equity >= max(fair + 0.25, 0.6)
    if equity >= 0.97 and allin is not None:
        return allin
    if strong and to_call == 0 and passive is not None and any(acts_after(view, seat, s) for s in maniacs):
        return passive                            # a trap: the maniac bets for us
    if strong and (raises or allin) and rng.random() < 0.35 + 0.6 * temper.aggression:
        return _sized(raises, allin, pot, equity, stack)
    if to_call == 0:
        if raises and opponents and len(payers) == len(opponents) and equity >= fair + THIN_VALUE:
            return _sized(raises, allin, pot, equity, stack)      # thin value: they pay with worse
        bluff = temper.bluff * (2 if late else 1)
        if raises and not payers and equity < fair and rng.random() < bluff:
            return raises[min(1, len(raises) - 1)]
        return passive or actions[0]
    if equity >= need or (to_call <= big and equity >= need - 0.05):
        if gold is not None and to_call >= 3 * big:
            return gold
        if passive is not None:
            return passive
        return allin if allin is not None else actions[0]
    return next((a for a in actions if isinstance(a, Fold)), passive or actions[0])


def _equity(view: View, floors: list[float], skill: Skill) -> float:
    """The seat's share of the pot against the opponents still in (1 with the nuts or alone)."""
    if nuts(view) or not floors:
        return 1.0
    hole, board = table_cards(view)
    return range_equity(hole, board, floors, skill.samples, _rng(view, "equity"))


def _knights(actions: Sequence[Action], pot: int, equity: float, temper: Temper) -> Action | None:
    """The Knights' decisions that weigh the hand: the Knight of Fortune's round (pay, or fold
    and pay the penalty) and the token of mercy's buy-back. None: not such a decision."""
    pays = next((a for a in actions if isinstance(a, FortuneCall)), None)
    if pays is not None:
        folds = next(a for a in actions if isinstance(a, FortuneFold))
        worth = equity * (pot + pays.chips) - pays.chips
        return pays if worth - temper.tightness * pot > -folds.penalty else folds
    back = next((a for a in actions if isinstance(a, BuyBack)), None)
    if back is not None:
        worth = equity * (pot + back.chips) - back.chips
        return back if worth > temper.tightness * pot else next(a for a in actions if isinstance(a, StayOut))
    return None


def _sized(raises: list[Raise], allin: AllIn | None, pot: int, equity: float, stack: int) -> Action:
    """A raise of about half the pot, the pot with a very strong hand; all in when that is
    most of the stack anyway."""
    if not raises:
        assert allin is not None
        return allin
    target = pot // 2 if equity < 0.8 else pot
    best = min(raises, key=lambda a: abs(a.to - target))
    if allin is not None and best.to > 0.6 * stack:
        return allin
    return best


def _wing_choice(view: View, seat: int, actions: Sequence[Action], temper: Temper) -> Action | None:
    """The wing-card decisions: choosing cards between hands, turn-ins, hole-card powers."""
    if any(isinstance(a, (PutInPlay, MakePermanent, KeepWings)) for a in actions):
        order = [temper.favourite, *VOLUNTARY]
        for card in order:
            for action in actions:
                if isinstance(action, (MakePermanent, PutInPlay)) and action.card == card:
                    return action
        return next(a for a in actions if isinstance(a, KeepWings))
    turn_ins = [a for a in actions if isinstance(a, TurnIn)]
    if turn_ins or any(isinstance(a, KeepCards) for a in actions):
        if not turn_ins:
            return next(a for a in actions if isinstance(a, KeepCards))
        return min(turn_ins, key=lambda a: _card_worth(a.card, view))
    show = next((a for a in actions if isinstance(a, ShowFortune)), None)
    if show is not None:
        return show
    sell = next((a for a in actions if isinstance(a, SellMercyToken)), None)
    short = 2 * int(view["stacks"][view["seat"]]) < DragonKingsOpts.of(view["options"]).buy_in
    if sell is not None and short and not any(isinstance(a, BuyBack) for a in actions):
        return sell
    suicide = next((a for a in actions if isinstance(a, PlaySuicideKing)), None)
    if suicide is not None and preflop_strength(standard(view["hole"])) < 0.35:
        return suicide
    voids = [a for a in actions if isinstance(a, VoidBoardCard) and not a.swap_jack]
    if voids:
        hand = best_hand(standard(view["hole"]), standard(view["board"]), PLAIN) if len(view["board"]) >= 3 else None
        outside = [a for a in voids if hand is None or a.card not in hand.cards]
        if outside and max(CARD_ID.get(a.card, 0) // 4 for a in outside) >= 8:   # a Ten or higher
            return max(outside, key=lambda a: CARD_ID.get(a.card, 0))
    return None


def _card_worth(card: str, view: View) -> int:
    """How much a hole card is worth keeping: its rank, more if it pairs the board."""
    if card not in CARD_ID or card in wild_cards(view):
        return 100
    rank = CARD_ID[card] // 4
    pairs = sum(1 for c in view["board"] if c in CARD_ID and CARD_ID[c] // 4 == rank)
    return rank + 20 * pairs
