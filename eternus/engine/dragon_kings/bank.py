"""The bank: every chip that comes onto the table, busted seats, re-buys and the match's end.

Chips enter only from the bank (a buy-in, a re-buy, a Dragon Kings house bonus), and each
time the ledger records it, so at every moment the stacks, the bets and the pots add up to
the ledger exactly. A seat
that loses its last chip buys in again if it still has a re-buy (under rules 1 and 2 it
always takes it at once; from rules 3 it is asked, :mod:`rebuy_choice`); otherwise it is out
and dealt no more hands. The match ends when one seat holds every chip (none waiting to say
whether it buys in again) or the hand limit is reached. A seat's result
is its final stack less everything it paid the bank, so the results add up to what the
house gave away (nothing at Hold'em and Swords).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Event, GameOver
from eternus.engine.dragon_kings.events import BoughtIn, HouseBonus, SeatBusted
from eternus.engine.dragon_kings.phases import MATCH_OVER
from eternus.engine.dragon_kings.records import entry
from eternus.engine.standings import Standings, ranked, signed

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState


def buy_in(st: HoldemState, seat: int, events: list[Event], rebuy: bool = False) -> None:
    """The bank sells ``seat`` one buy-in's worth of chips, and the ledger says so."""
    amount = st.buy_in
    st.ledger.append({"seat": seat, "kind": "rebuy" if rebuy else "buy_in", "amount": amount,
                      "hand": st.hand_no})
    st.stacks[seat] += amount
    events.append(BoughtIn("bank", f"seat:{seat}", amount, seat, rebuy))


def house_bonus(st: HoldemState, seat: int, amount: int, why: str, events: list[Event]) -> None:
    """The house gives ``seat`` ``amount`` chips (a gift, not a purchase); the ledger records them."""
    st.ledger.append({"seat": seat, "kind": "bonus", "amount": amount, "hand": st.hand_no})
    st.stacks[seat] += amount
    events.append(HouseBonus("bank", f"seat:{seat}", amount, seat, why))
    st.log.append(entry("bonus", seat, amount, name=why))


def paid_in(st: HoldemState) -> list[int]:
    """What each seat has paid the bank so far (a house bonus is a gift, not a purchase)."""
    paid = [0] * st.n
    for line in st.ledger:
        if line["kind"] != "bonus":
            paid[line["seat"]] += line["amount"]
    return paid


def standings(st: HoldemState) -> Standings:
    """Chips won or lost, with the stack each player ends on and what they paid in. Equal
    results are placed by who lasted: a seat still holding chips above one that went out,
    and one that went out in a later hand above one out earlier (the eight who lost their
    400 had all shared second place)."""
    nets, paid = returns(st), paid_in(st)
    out_heading = ("Out in",) if any(st.busted_in) else ()     # a column only when someone went out

    def out_in(seat: int) -> tuple[str, ...]:
        return (f"hand {st.busted_in[seat]}" if st.busted_in[seat] else "",) if out_heading else ()

    lasted = [st.busted_in[s] or st.hand_no + 1 for s in range(st.n)]
    order = [nets[s] + lasted[s] / (st.hand_no + 2) for s in range(st.n)]     # nets are whole chips
    return Standings("Chips won", ranked(
        [seat.name for seat in st.seats], order, higher_is_better=True, score=lambda s: signed(nets[s]),
        breakdown=lambda s: (str(st.stacks[s]), str(paid[s]), *out_in(s))), ("Stack", "Paid in", *out_heading))


def house_gifts(st: HoldemState) -> int:
    """Every chip the house has given away (its bonuses): what the seats' results add up to."""
    return sum(line["amount"] for line in st.ledger if line["kind"] == "bonus")


def returns(st: HoldemState) -> tuple[float, ...]:
    """Each seat's net chips: its stack less what it paid in (they sum to the house's gifts)."""
    return tuple(float(stack - paid) for stack, paid in zip(st.stacks, paid_in(st), strict=True))


def last_hand_played(st: HoldemState) -> bool:
    """The hand limit is reached (a match of last one standing has none)."""
    return bool(st.match_length and st.hand_no >= st.match_length)


def waiting(st: HoldemState) -> list[int]:
    """Seats, from the button's left, out of chips with a re-buy left and not yet out of the
    match: between hands under rules 3 they are to say whether they buy in again."""
    order = ((st.button + k) % st.n for k in range(1, st.n + 1))
    return [s for s in order if st.dealt[s] and st.stacks[s] == 0 and st.rebuys_left[s] > 0
            and not st.busted_in[s]]


def after_hand(st: HoldemState, events: list[Event]) -> bool:
    """Re-buys and busted seats after a hand; True if the match goes on, else it is ended.
    From rules 3 a seat with a re-buy left is left waiting to be asked (unless this was the
    last hand)."""
    asking = st.rules >= 3 and not last_hand_played(st)
    for seat in range(st.n):
        if not st.dealt[seat] or st.stacks[seat] > 0:
            continue
        if st.rebuys_left[seat] > 0 and asking:
            continue
        if st.rebuys_left[seat] > 0 and st.rules < 3:
            st.rebuys_left[seat] -= 1
            buy_in(st, seat, events, rebuy=True)
            st.log.append(entry("rebuy", seat, st.buy_in))
        else:
            events.append(SeatBusted(seat))
            st.log.append(entry("bust", seat))
            st.busted_in[seat] = st.hand_no
    return goes_on(st, events)


def goes_on(st: HoldemState, events: list[Event]) -> bool:
    """True if two seats hold chips (or may buy in again) and hands remain; else the match
    is ended here, its result told."""
    with_chips = [s for s in range(st.n) if st.stacks[s] > 0]
    if len(with_chips) + len(waiting(st)) > 1 and not last_hand_played(st):
        return True
    st.phase = MATCH_OVER
    st.actor = None
    results = returns(st)
    best = max(results)
    leaders = [st.seats[s].name for s in range(st.n) if results[s] == best]
    why = "holds every chip" if len(with_chips) == 1 else "leads after the last hand"
    text = f"{' and '.join(leaders)} {why if len(leaders) == 1 else 'share the lead'} ({best:+.0f})."
    events.append(GameOver(text, results))
    return False
