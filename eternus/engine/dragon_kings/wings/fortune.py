"""The Knight of Fortune (the Jack of Diamonds), when in play: a special round in which every
seat asked pays into the pot or folds, and nobody raises.

* **On the board**: when the Knight is dealt, before the street's betting, every seat still
  in with chips answers in the betting order (from the button's left): pay twice the pot as
  it stood when the Knight came, or fold and pay the pot as a penalty. Then the street's
  betting goes on as usual. (Our readings: a stack too short for the call or the penalty
  pays what it has, all in for the call; with fewer than two seats able to pay, there is no
  round, as there would be no betting.)
* **In the hole**: on any of its turns, before its own betting decision, the holder may show
  the Knight (it stays in the hand, face up): every opponent still in with chips, from the
  holder's left, pays a third of the pot (rounded down) or folds, at no penalty; the holder
  pays nothing and then makes its decision. Once a hand.

What is paid goes straight into the pot (:mod:`straight_to_pot`): nothing for anyone to match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from eternus.engine.core import Action, CardFlipped, CardMoved, Event
from eternus.engine.dragon_kings import betting, straight_to_pot
from eternus.engine.dragon_kings.actions import FortuneCall, FortuneFold
from eternus.engine.dragon_kings.events import SeatActed
from eternus.engine.dragon_kings.history import note
from eternus.engine.dragon_kings.records import FortuneRound, entry
from eternus.engine.dragon_kings.wings import FORTUNE, in_play

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState

BOARD_CALL: Final = 2       # times the pot, to stay in when the Knight is on the board
BOARD_PENALTY: Final = 1    # times the pot, to fold then
HOLE_SHARE: Final = 3       # a third of the pot, to stay in when the holder shows the Knight


def _asked(st: HoldemState, first: int, leave_out: int | None = None) -> list[int]:
    """Seats still in with chips, in order from ``first``."""
    return [s for s in ((first + k) % st.n for k in range(st.n)) if betting.can_bet(st, s) and s != leave_out]


def begin_board(st: HoldemState, events: list[Event], resume: int | None = None) -> None:
    """The Knight reaches the board: open the special round (if two seats can pay). ``resume``:
    the seat whose turn goes on afterwards (the Knight of the Void's holder, mid-street)."""
    queue = _asked(st, (st.button + 1) % st.n)
    if len(queue) < 2:
        return
    pot = st.pot_total()
    st.wing["fortune"] = FortuneRound(queue=queue, call=BOARD_CALL * pot, penalty=BOARD_PENALTY * pot, resume=resume)
    note(st.log, events, entry("fortune", amount=pot))


def can_show(st: HoldemState, seat: int) -> bool:
    """The holder may show the Knight on its turn: in play, in its hole, not shown yet, and
    an opponent with chips to answer (and something in the pot to take a third of)."""
    return (FORTUNE in in_play(st) and FORTUNE in st.hole[seat] and FORTUNE not in st.wing["revealed"]
            and st.pot_total() >= HOLE_SHARE and bool(_asked(st, seat, leave_out=seat)))


def show(st: HoldemState, seat: int, events: list[Event]) -> None:
    """The holder shows the Knight: every opponent with chips pays a third of the pot or folds."""
    st.wing["revealed"].append(FORTUNE)
    events.append(CardFlipped(FORTUNE, f"hole:{seat}", True))
    share = st.pot_total() // HOLE_SHARE
    st.wing["fortune"] = FortuneRound(queue=_asked(st, seat, leave_out=seat), call=share, penalty=0, resume=seat)
    note(st.log, events, entry("show_fortune", seat, share, cards=[FORTUNE]))


def menu(st: HoldemState) -> list[Action]:
    rnd = st.wing["fortune"]
    assert rnd is not None
    seat = rnd["queue"][0]
    stack = st.stacks[seat]
    return [FortuneCall(min(rnd["call"], stack)), FortuneFold(min(rnd["penalty"], stack))]


def refusal(st: HoldemState, action: Action) -> str | None:
    if action in menu(st):
        return None
    call, fold = menu(st)
    return f"The Knight of Fortune: {call.label.lower()}, or {fold.label.lower()}."


def act(st: HoldemState, action: Action, events: list[Event]) -> bool:
    """One seat's answer; True when the round is over (the betting goes on)."""
    rnd = st.wing["fortune"]
    assert rnd is not None
    seat = rnd["queue"].pop(0)
    if isinstance(action, FortuneCall):
        straight_to_pot.pay(st, seat, action.chips, events)
        events.append(SeatActed(seat, "call", action.chips, st.bets[seat]))
        st.log.append(entry("fortune_call", seat, action.chips))
    elif isinstance(action, FortuneFold):
        st.folded[seat] = True     # folded first: its penalty is dead money, never all in
        straight_to_pot.pay(st, seat, action.penalty, events)
        events.append(SeatActed(seat, "fold"))
        events.extend(CardMoved(card, f"hole:{seat}", "muck", False, owner=seat, public=False)
                      for card in st.hole[seat])
        st.log.append(entry("fortune_fold", seat, action.penalty))
    if rnd["queue"] and len(betting.players_in(st)) > 1:
        return False
    st.wing["fortune"] = None
    return True
