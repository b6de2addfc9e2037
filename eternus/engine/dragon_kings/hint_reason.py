"""Why a hinted Hold'em move is right, in one line: the hand's chance against the price.

The numbers are ones a player can check at the table: how often these hole cards and this
board win against as many random hands as there are opponents still in (Monte Carlo, from
the seat's view: its own cards, the board, the cards laid face up), the chips the call
costs and the pot it plays for. The level that chose the move reads ranges and position
too; the reason gives the plain fact underneath, not the whole judgement.
"""

from __future__ import annotations

from eternus.engine.ai.base import view_seed
from eternus.engine.core import Action, View
from eternus.engine.dragon_kings.actions import AllIn, Call, Check, Fold, FortuneCall, Raise, TurnIn
from eternus.engine.dragon_kings.equity import equity
from eternus.engine.dragon_kings.evaluator import CARD_ID
from eternus.engine.dragon_kings.poker_ai import nuts, table_cards, wild_cards

#: Deals sampled for the chance of winning: about one point of standard error, in about
#: 30 ms a reason (the normal AI takes about 15 ms to choose the move; 4,000 deals took 65).
SAMPLES = 2000
#: The longest reason here: the table's prompt is one line between the side panels, and at
#: the large text size it holds the hinted move ("Hint: Call 1250. ") and this much more
#: (a longer sentence says "vs" for "against").
LENGTH = 66

NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def explain(view: View, seat: int, action: Action) -> str | None:
    """The reason for a bet, a call, a check or a fold, or for the hole card turned in; None
    for the other wing-card choices (a level's preference, not a fact to check)."""
    if isinstance(action, TurnIn):
        return _turn_in(view, action.card)
    reason = _reason(view, seat, action)
    if reason is not None and len(reason) > LENGTH:
        return reason.replace(" against ", " vs ", 1)
    return reason


def _reason(view: View, seat: int, action: Action) -> str | None:
    if not isinstance(action, (Fold, Check, Call, Raise, AllIn, FortuneCall)):
        return None
    opponents = live_opponents(view, seat)
    if opponents == 0:
        return "Everyone else has folded: the pot is yours."
    if nuts(view):
        return "No hand can beat yours."
    chance = win_chance(view, seat, opponents)
    if chance is None:
        return None
    odds = f"You win {percent(chance)} against {hands(opponents)}"
    to_call = int(view["legal"]["to_call"]) if view["legal"] else 0
    pot = int(view["pot_total"])
    price = price_of(action, min(to_call, int(view["stacks"][seat])))
    if price is not None and price > 0:
        need = price / (pot + price)
        if isinstance(action, Fold) and chance >= need:
            return f"{odds} if random; their bets say better."
        close = ": close" if not isinstance(action, Fold) and chance < need else ""
        return f"{odds}; {price} to win {pot} needs {percent(need)}{close}."
    if isinstance(action, Check) or (isinstance(action, Fold) and to_call == 0):
        return f"{odds}; checking is free."
    fair = 1.0 / (opponents + 1)
    if chance > fair:
        return f"{odds}, over an even share ({percent(fair)})."
    return f"{odds}; a bet may win it at once."


def _turn_in(view: View, card: str) -> str | None:
    """Turning in the lowest hole card, one that pairs nothing on the board (and is not wild).
    Said short: the move's own words name the card at length ("Turn in the Queen of ...")."""
    hole = [c for c in view["hole"] if c in CARD_ID and c not in wild_cards(view)]
    board = {CARD_ID[c] // 4 for c in view["board"] if c in CARD_ID}
    if card not in hole or CARD_ID[card] // 4 in board:
        return None
    if CARD_ID[card] // 4 > min(CARD_ID[c] // 4 for c in hole):
        return None
    return "Your lowest card, and it pairs nothing."


def price_of(action: Action, to_call: int) -> int | None:
    """What keeping the hand going costs, for a call, a fold (the call refused: ``to_call``,
    no more than the stack) or an all in that only calls; None for a raise or a check."""
    if isinstance(action, Call):
        return action.amount
    if isinstance(action, Fold):
        return to_call
    if isinstance(action, FortuneCall):
        return action.chips
    if isinstance(action, AllIn) and action.chips <= to_call:
        return action.chips
    return None


def live_opponents(view: View, seat: int) -> int:
    """The other seats dealt into this hand that have not folded."""
    return sum(1 for s in range(len(view["stacks"]))
               if s != seat and view["dealt"][s] and not view["folded"][s])


def win_chance(view: View, seat: int, opponents: int) -> float | None:
    """The seat's share of the pot against ``opponents`` random hands, from its view (None
    when it holds fewer than two playing cards). Seeded by the view: the same position
    always gets the same number."""
    hole, board = table_cards(view)
    if len(hole) < 2:
        return None
    mine = {*hole, *board}
    dead = [c for cards in view["face_up_hole"] for c in cards if c in CARD_ID and c not in mine]
    return equity(hole, board, opponents, SAMPLES, view_seed(0, seat, view), dead)


def percent(share: float) -> str:
    return f"{round(share * 100)} %"


def hands(count: int) -> str:
    """"one hand", "two hands"... as a player says it."""
    word = NUMBERS[count] if count < len(NUMBERS) else str(count)
    return f"{word} hand" + ("s" if count != 1 else "")
