"""The Knight of Mercy (the Jack of Hearts), when in play.

* **In the hole**: the seat dealt the Knight takes the token of mercy (from whoever held it).
  The token stays with its holder from hand to hand until it is used or sold, whatever wing
  cards are in play later. Used: when a betting round is over and its holder has folded,
  the holder may buy back into the hand for half the pot (paid straight into the pot; its
  cards come back from the muck and it plays on as if it had never folded). Sold: on any of
  its turns, or when offered the buy-back, the holder may sell it to the bank for
  :data:`TOKEN_PRICE`. (Our readings: "anytime before the cards are shown" is at the end of
  each betting round, the river's included, even when everyone else folded; selling to
  another player for an agreed price is left to the players across the table, as the program
  cannot hold that bargain with a computer seat.)
* **On the board**: the bank pays every player dealt into the hand :data:`BOARD_GIFT`; with one
  dragon king (a black King) on the board beside it, :data:`ONE_KING_GIFT`; with both, a full
  buy-in. A black King that comes later in the hand raises every player's gift. (Our
  readings: "they" in "they receive 50 points" is every player, as in the line before; the
  bank pays when the hand is over, before busted seats are settled, so a gift never turns a
  seat that is all in into one with chips behind while the pots are still being played.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from eternus.engine.core import Action, CardMoved, Event
from eternus.engine.dragon_kings import bank, betting, straight_to_pot
from eternus.engine.dragon_kings.actions import BuyBack, SellMercyToken, StayOut
from eternus.engine.dragon_kings.events import MercyTokenMoved
from eternus.engine.dragon_kings.history import note
from eternus.engine.dragon_kings.records import entry
from eternus.engine.dragon_kings.wings import BLACK_DEATH, GRAVE_DIGGER, MERCY, in_play, on_board

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState

TOKEN_PRICE: Final = 100
BOARD_GIFT: Final = 25
ONE_KING_GIFT: Final = 50


def after_deal(st: HoldemState, events: list[Event]) -> None:
    """The seat dealt the Knight of Mercy (in play) takes the token."""
    if MERCY not in in_play(st):
        return
    for seat, cards in enumerate(st.hole):
        if MERCY in cards and st.wing["mercy_token"] != seat:
            move_token(st, seat, events)


def move_token(st: HoldemState, seat: int | None, events: list[Event]) -> None:
    st.wing["mercy_token"] = seat
    events.append(MercyTokenMoved(-1 if seat is None else seat))
    st.log.append(entry("mercy_token", seat))


def board_gift(st: HoldemState) -> int:
    """What the bank owes each player this hand for the Knight on the board (0: it is not)."""
    board = on_board(st)
    if MERCY not in in_play(st) or MERCY not in board:
        return 0
    kings = sum(1 for king in (GRAVE_DIGGER, BLACK_DEATH) if king in board)
    return (BOARD_GIFT, ONE_KING_GIFT, st.buy_in)[kings]


def note_board(st: HoldemState) -> None:
    """The board changed: what the bank will owe each player at the end of the hand (never
    less than it already owed: a gift earned stays earned)."""
    st.wing["mercy_owed"] = max(st.wing["mercy_owed"], board_gift(st))


def pay_owed(st: HoldemState, events: list[Event]) -> None:
    """The hand is over: the bank pays every player dealt in what the board earned them."""
    due, st.wing["mercy_owed"] = st.wing["mercy_owed"], 0
    if due:
        for seat in range(st.n):
            if st.dealt[seat]:
                bank.house_bonus(st, seat, due, "the Knight of Mercy", events)


def price(st: HoldemState) -> int:
    """Buying back in costs half the pot (rounded down)."""
    return st.pot_total() // 2


def offer_due(st: HoldemState) -> bool:
    """Whether the token's holder is to be asked, now that a betting round is over: it was
    dealt in and folded, someone is still in, and its stack covers half the pot."""
    seat = st.wing["mercy_token"]
    if seat is None or not st.dealt[seat] or not st.folded[seat]:
        return False
    return bool(betting.players_in(st)) and 0 < price(st) <= st.stacks[seat]


def menu(st: HoldemState) -> list[Action]:
    """The holder's answer to the offer."""
    return [BuyBack(price(st)), StayOut(), SellMercyToken()]


def refusal(st: HoldemState, action: Action) -> str | None:
    if action in menu(st):
        return None
    if isinstance(action, BuyBack):
        return f"Buying back in costs half the pot: {price(st)}."
    return "Buy back in with the token of mercy, stay out, or sell the token."


def act(st: HoldemState, seat: int, action: Action, events: list[Event]) -> None:
    """Answer the offer (or sell the token on a turn)."""
    st.wing["mercy_offer"] = False
    if isinstance(action, SellMercyToken):
        sell(st, seat, events)
    elif isinstance(action, BuyBack):
        straight_to_pot.pay(st, seat, action.chips, events)
        st.folded[seat] = False
        events.extend(CardMoved(card, "muck", f"hole:{seat}", False, owner=seat, public=False)
                      for card in st.hole[seat])
        note(st.log, events, entry("buy_back", seat, action.chips))
        move_token(st, None, events)
    else:
        note(st.log, events, entry("stay_out", seat))


def sell(st: HoldemState, seat: int, events: list[Event]) -> None:
    """The bank buys the token: the seat is given :data:`TOKEN_PRICE`, the token is gone."""
    bank.house_bonus(st, seat, TOKEN_PRICE, "the token of mercy", events)
    move_token(st, None, events)
