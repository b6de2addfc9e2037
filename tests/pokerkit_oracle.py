"""PokerKit as a second opinion on plain no-limit Hold'em: a hand played on our engine
(:mod:`pokerkit_hands`) is replayed move for move in PokerKit with the same cards, and the
final stacks of the two are compared.

The replay deals exactly our cards (nothing is shuffled in PokerKit) and makes our
decisions. The hand comes with its seats already in PokerKit's order, from the button's
left: the small blind first (heads-up the big blind), the button last.

Where our rules differ from PokerKit's on purpose, the replay follows ours (:class:`Rule`),
in a named way, not by skipping the hand; :func:`replay` says which rules a hand needed, and
leaving a rule out of ``follow`` gives PokerKit's own answer, for the tests that show each
difference.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from pokerkit import Automation, Mode, NoLimitTexasHoldem, State
from pokerkit.state import ChipsPushing

from eternus.engine.core import Action
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, Fold, Raise
from eternus.engine.dragon_kings.state import BLINDS
from pokerkit_hands import Hand

#: PokerKit posts and collects by itself. The cards it deals are ours; at the showdown every
#: seat that did not fold with us shows; the pots are read before PokerKit pays them.
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CHIPS_PULLING,
)


class Rule(Enum):
    """A deliberate difference between our Hold'em and PokerKit's."""

    #: A big blind posted short (the stack, or what the ante left of it, is under the blind)
    #: still sets the call at the full big blind with us, and a raise is measured from the
    #: full blind; PokerKit's call is what the big blind posted.
    SHORT_BIG_BLIND = "short big blind"
    #: PokerKit asks the one seat with chips left to check when it can do nothing else (the
    #: others folded or all in, nothing to call); we ask no decision that is no choice.
    CHECK_WITHOUT_CHOICE = "check without choice"
    #: With us a seat that acted may raise again once the bet has risen by a full raise
    #: since, however many short all-ins took it there. PokerKit counts short all-ins only
    #: until they add up to a full raise, then starts again: a later short all-in closes
    #: the raising to a seat that acted before all of them.
    REOPENED_BY_SHORT_ALL_INS = "reopened by short all-ins"
    #: We split each pot (a band between two all-in amounts) on its own, its odd chips one
    #: each to the winners from the button's left. PokerKit pays as one the pots whose
    #: contenders are the same once the losing hands are out, its odd chips all to the first.
    ODD_CHIPS = "odd chips"


ALL_RULES = frozenset(Rule)


@dataclass(frozen=True)
class Replay:
    """PokerKit's final stacks, and the rules of ours the replay had to follow to get them."""

    stacks: tuple[int, ...]
    rules: frozenset[Rule]


class Disagreement(Exception):
    """PokerKit refused one of our decisions, or had another seat to act."""


def replay(hand: Hand, follow: frozenset[Rule] = ALL_RULES) -> Replay:
    """``hand`` replayed in PokerKit, following the rules of ours in ``follow`` where they
    differ from PokerKit's; raises :class:`Disagreement` when PokerKit does not follow."""
    return _Replayer(hand, follow).run()


def pokerkit_state(hand: Hand, follow: frozenset[Rule] = ALL_RULES) -> State:
    """PokerKit's table for ``hand``. Following :attr:`Rule.SHORT_BIG_BLIND`, its first
    street lets a seat raise by a single chip, so that calling the full big blind is a raise
    PokerKit accepts whatever was posted; :meth:`_Replayer.raise_to` then keeps the size of
    the next smallest raise at ours (or below it, which only lets PokerKit allow more)."""
    setup = hand.setup
    small, big = BLINDS[setup.blinds]
    game = NoLimitTexasHoldem(AUTOMATIONS, True, setup.ante, (small, big), big, mode=Mode.TOURNAMENT)
    streets = game.streets
    if hand.short_big_blind and Rule.SHORT_BIG_BLIND in follow:
        streets = (replace(streets[0], min_completion_betting_or_raising_amount=1), *streets[1:])
    return State(game.automations, game.deck, game.hand_types, streets, game.betting_structure,
                 game.ante_trimming_status, game.raw_antes, game.raw_blinds_or_straddles, game.bring_in,
                 setup.stacks, len(setup.stacks), mode=game.mode)


class _Replayer:
    """Feeds one of our hands to PokerKit: our cards when it deals, our decisions when a
    seat acts."""

    def __init__(self, hand: Hand, follow: frozenset[Rule]) -> None:
        self.hand = hand
        self.follow = follow
        self.state = pokerkit_state(hand, follow)
        self.burned, self.board = list(hand.burned), list(hand.board)
        self.needed: set[Rule] = set()
        self.pots: list[tuple[int, tuple[int, ...]]] | None = None   # before PokerKit paid them
        self.pushed: list[ChipsPushing] = []
        self.acted_at: dict[tuple[int | None, int], int] = {}   # (street, seat): the bet it left
        self.folding: set[int] = set()     # folded with us where PokerKit had nothing to call
        self.mucked: set[int] = set()      # folded with us, mucked at PokerKit's showdown

    def run(self) -> Replay:
        self.proceed()
        for seat, action in self.hand.actions:
            self.act(seat, action)
            self.proceed()
        stacks = [int(stack) for stack in self.state.stacks]
        if self.unpayable():
            return Replay(tuple(map(sum, zip(stacks, self.payout(), strict=True))), frozenset(self.needed))
        if self.state.status:
            raise Disagreement("PokerKit's hand is not over")
        if Rule.ODD_CHIPS in self.follow:
            stacks = self.split_our_way(stacks)
        return Replay(tuple(stacks), frozenset(self.needed))

    def uses(self, rule: Rule) -> bool:
        """Whether to follow ``rule`` where it applies now (and note that it did)."""
        if rule in self.follow:
            self.needed.add(rule)
            return True
        return False

    # ------------------------------------------------------------------ between decisions
    def proceed(self) -> None:
        """Everything PokerKit waits for that is no decision of ours: cards, the showdown
        (every seat that did not fold with us shows), the pots, a seat's turn after it
        folded with us."""
        state, hand = self.state, self.hand
        while True:
            if state.can_deal_hole():
                seat = state.hole_dealee_index
                assert seat is not None
                state.deal_hole("".join(hand.hole[seat]))
            elif state.can_burn_card():
                state.burn_card(self.burned.pop(0))
            elif state.can_deal_board():
                state.deal_board("".join(self.board.pop(0) for _ in range(1 if state.board_cards else 3)))
            elif state.can_show_or_muck_hole_cards():
                seat = state.showdown_index
                if seat in hand.folded:     # live in PokerKit only by our short big blind
                    self.mucked.add(seat)
                state.show_or_muck_hole_cards(seat not in hand.folded)
            elif state.can_kill_hand() or state.can_push_chips():
                if self.pots is None:      # (PokerKit empties its pots as it pays them)
                    self.pots = [(pot.amount, pot.player_indices) for pot in state.pots]
                if self.unpayable():
                    return
                if state.can_kill_hand():
                    state.kill_hand()
                else:
                    self.pushed.append(state.push_chips())
            elif state.actor_index in self.folding:
                if state.checking_or_calling_amount:
                    state.fold()
                else:
                    state.check_or_call()
            elif self.no_choice() and self.uses(Rule.CHECK_WITHOUT_CHOICE):
                state.check_or_call()
            else:
                return

    def unpayable(self) -> bool:
        """A pot that only seats folded with us reached, which PokerKit cannot pay: the
        antes of seats that folded to our full big blind, above every all-in still in. We
        pay it to the winners of the pot below (:meth:`payout`); PokerKit pays nothing."""
        return bool(self.mucked) and any(not contenders for _, contenders in self.pots or ())

    def no_choice(self) -> bool:
        """PokerKit's actor can only check: nothing to call, and nobody to raise."""
        seat = self.state.actor_index
        return seat is not None and self.state.checking_or_calling_amount == 0 and not self.answerable(seat)

    def answerable(self, seat: int) -> bool:
        """Some other seat still in could put in more than the highest bet (PokerKit allows
        no raise otherwise)."""
        state = self.state
        top = max(state.bets)
        return any(i != seat and state.statuses[i] and state.stacks[i] + state.bets[i] > top
                   for i in state.player_indices)

    # ------------------------------------------------------------------ our decisions
    def act(self, seat: int, action: Action) -> None:
        if self.only_ours(seat, action):
            return
        state = self.state
        if state.actor_index != seat:
            raise Disagreement(f"PokerKit has seat {state.actor_index} to act, we have seat {seat}")
        street = state.street_index
        try:
            if isinstance(action, Fold):
                state.fold()
            elif isinstance(action, Check):
                state.check_or_call()
            elif isinstance(action, Call):
                self.call(seat, action)
            elif isinstance(action, (Raise, AllIn)):
                self.raise_or_call(seat, action)
            else:
                raise Disagreement(f"not a Hold'em decision: {action!r}")
        except ValueError as error:
            raise Disagreement(f"PokerKit refuses {action!r} of seat {seat}: {error}") from error
        self.acted_at[street, seat] = max(state.bets)

    def only_ours(self, seat: int, action: Action) -> bool:
        """A decision only our short big blind asks for: a seat that has put in what the big
        blind posted is asked by us to call up to the full blind or fold, while PokerKit has
        nothing for it to decide, or only a check. Where nobody could match the call it
        moves no chips (what is over the big blind's comes back) and is left out. Our fold
        is PokerKit's check, then a fold when PokerKit next asks the seat to put chips in
        (:meth:`proceed`), or a muck at the showdown."""
        state = self.state
        if not self.hand.short_big_blind or not isinstance(action, (Call, Fold, AllIn)):
            return False
        if state.actor_index == seat:
            if not isinstance(action, Fold) or state.checking_or_calling_amount:
                return False
        elif state.actor_index is not None:
            return False
        if not self.uses(Rule.SHORT_BIG_BLIND):
            return False
        if isinstance(action, Fold):
            self.folding.add(seat)
            if state.actor_index == seat:
                state.check_or_call()
        return True

    def call(self, seat: int, action: Call) -> None:
        """Our call. Over a short big blind it can put in more than anyone has yet (the full
        blind): a raise in PokerKit, or PokerKit's call when nobody could match more (what
        is over comes back to the seat with us)."""
        state = self.state
        to = state.bets[seat] + action.amount
        if to <= max(state.bets) or not self.uses(Rule.SHORT_BIG_BLIND):
            state.check_or_call()
        elif self.answerable(seat):
            self.raise_to(to)
        else:
            state.check_or_call()

    def raise_or_call(self, seat: int, action: Raise | AllIn) -> None:
        state = self.state
        calling = state.checking_or_calling_amount
        if calling is not None and state.stacks[seat] <= calling:
            state.check_or_call()            # all in for a call, or for less
        elif not self.answerable(seat) and self.uses(Rule.SHORT_BIG_BLIND):
            # All in for our call of the full blind over a short one: a raise over what
            # PokerKit's blind posted that nobody could answer, so PokerKit's call (the rest
            # comes back uncalled with both engines).
            state.check_or_call()
        else:
            self.raise_to(action.to if isinstance(action, Raise) else state.bets[seat] + state.stacks[seat])

    def raise_to(self, to: int) -> None:
        """PokerKit's raise to ``to``. Over a short big blind, until someone has put in the
        full blind, we measure a raise from the full blind, not from what was posted (an
        all-in under the blind raises nothing): PokerKit's size of the last raise, which
        sets the next smallest one, is put at ours."""
        state = self.state
        big = self.hand.big_blind
        first = self.hand.short_big_blind and max(state.bets) < big
        if self.closed_by_a_later_short_all_in() and self.uses(Rule.REOPENED_BY_SHORT_ALL_INS):
            state.consecutive_short_all_in_amounts.clear()
        state.complete_bet_or_raise_to(to)
        if first and self.uses(Rule.SHORT_BIG_BLIND):
            state.completion_betting_or_raising_amount = max(0, to - big)

    def closed_by_a_later_short_all_in(self) -> bool:
        """PokerKit closes the raising to its actor after short all-ins, though the bet has
        risen by at least a full raise since the actor last acted on this street."""
        state = self.state
        seat = state.actor_index
        shorts = state.consecutive_short_all_in_amounts
        if seat is None or seat not in state.acted_player_indices or not shorts:
            return False
        if sum(shorts) >= state.completion_betting_or_raising_amount:
            return False
        left = self.acted_at.get((state.street_index, seat))
        return left is not None and max(state.bets) - left >= state.completion_betting_or_raising_amount

    # ------------------------------------------------------------------ the pots
    def split_our_way(self, stacks: list[int]) -> list[int]:
        """``stacks`` with the pots PokerKit paid split our way instead (:meth:`payout`)."""
        if self.pots is None:
            return stacks
        ours = self.payout()
        theirs = [sum(op.amounts[s] for op in self.pushed) for s in range(len(stacks))]
        if ours == theirs:
            return stacks
        self.needed.add(Rule.ODD_CHIPS)
        return [stack - t + o for stack, t, o in zip(stacks, theirs, ours, strict=True)]

    def payout(self) -> list[int]:
        """What each seat wins, the pots split our way: each on its own, its odd chips one
        each to its winners in seat order from the button's left (PokerKit's seat order),
        a pot nobody still in reached to the winners of the nearest pot below. The winners
        of a pot are the best of its hands by PokerKit's ranking."""
        hands = list(self.state.get_up_hands(0, 0))
        ours = [0] * len(hands)
        below: tuple[int, ...] = ()
        for amount, reached in self.pots or ():
            contenders = below = reached or below
            shown = {s: hand for s in contenders if (hand := hands[s]) is not None}
            best = max(shown.values(), default=None)
            winners = [s for s, hand in shown.items() if hand == best] or list(contenders)
            share, odd = divmod(amount, len(winners))
            for i, seat in enumerate(winners):
                ours[seat] += share + (1 if i < odd else 0)
        return ours
