"""Wing cards a player uses from the hole on their turn, before their betting decision.

The first two do not end the turn: the seat then folds, checks, calls or raises as usual.

* **Suicide King** (in play, in the hole, not yet laid down): on any of its turns the holder
  may lay it face up. It is dead, and the holder gets two more hole cards from the bottom of
  the deck; of its live hole cards it still plays at most two. (Reading of "before they
  bet": on one's turn, before acting.)
* **Knight of the Void** (in play, in the hole): once a hand, on a turn after the flop, the
  holder may void one board card, which goes face up to the muck and is replaced in its
  place by a card from the bottom of the deck; with ``swap_jack`` the Knight itself is
  swapped too, face down, for a card from the bottom. The replacement reaches the board
  like a dealt card (rules version 2): a wing card acts, and a round it opens (a turn-in,
  the Knight of Fortune's) comes before the holder's own decision.
* **Gold Dragon's chip**: its holder, facing a bet, may call it in full without paying: the
  house puts the chips in (the ledger records the gift) and the chip is spent.
* **Token of mercy**: its holder may sell it to the bank on any of its turns
  (:mod:`wings.mercy`).
* **Knight of Fortune**: its holder may show it, once a hand, before its decision: the
  opponents' special round comes first (:mod:`wings.fortune`), then the holder decides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Action, CardFlipped, CardMoved, Event
from eternus.engine.dragon_kings import hole_cards
from eternus.engine.dragon_kings.wings import fortune as wing_fortune
from eternus.engine.dragon_kings.wings import mercy as wing_mercy
from eternus.engine.dragon_kings.wings import streets as wing_streets
from eternus.engine.dragon_kings.actions import (
    CallWithGoldChip, PlaySuicideKing, SellMercyToken, ShowFortune, VoidBoardCard,
)
from eternus.engine.dragon_kings.events import HouseBonus
from eternus.engine.dragon_kings.phases import PREFLOP
from eternus.engine.dragon_kings.history import note
from eternus.engine.dragon_kings.records import entry
from eternus.engine.dragon_kings.wings import FORTUNE, SUICIDE_KING, VOID, in_play

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState

SUICIDE_CARDS = 2


def menu(st: HoldemState, seat: int) -> list[Action]:
    """The hole-card wing actions ``seat`` may take now, on its turn."""
    wings = in_play(st)
    found: list[Action] = []
    hole = st.hole[seat]
    if SUICIDE_KING in wings and SUICIDE_KING in hole and SUICIDE_KING not in st.wing["face_up"]:
        found.append(PlaySuicideKing())
    if VOID in wings and VOID in hole and st.phase != PREFLOP and not _void_used(st):
        for card in st.board:
            found += [VoidBoardCard(card), VoidBoardCard(card, swap_jack=True)]
    if st.wing["gold_chip"] == f"seat:{seat}" and st.bets[seat] < st.round["level"]:
        found.append(CallWithGoldChip())
    if wing_fortune.can_show(st, seat):
        found.append(ShowFortune())
    if st.wing["mercy_token"] == seat:
        found.append(SellMercyToken())
    return found


def _void_used(st: HoldemState) -> bool:
    return any(line["what"] == "void" for line in st.log)


def refusal(st: HoldemState, seat: int, action: Action) -> str | None:
    if action in menu(st, seat):
        return None
    if isinstance(action, PlaySuicideKing):
        return "Only a player holding the Suicide King, in play, may lay it face up (once)."
    if isinstance(action, CallWithGoldChip):
        if st.wing["gold_chip"] != f"seat:{seat}":
            return "Only the holder of the gold chip may call with it."
        return "There is no bet to call."
    if isinstance(action, SellMercyToken):
        return "Only the holder of the token of mercy may sell it."
    if isinstance(action, ShowFortune):
        if FORTUNE not in st.hole[seat] or FORTUNE not in in_play(st):
            return "Only a player holding the Knight of Fortune, in play, may show it."
        if FORTUNE in st.wing["revealed"]:
            return "The Knight of Fortune has already been shown this hand."
        return "Nobody is left to answer the Knight of Fortune."
    if isinstance(action, VoidBoardCard):
        if VOID not in st.hole[seat] or VOID not in in_play(st):
            return "Only a player holding the Knight of the Void, in play, may void a board card."
        if st.phase == PREFLOP:
            return "The Knight of the Void acts only after the flop."
        if _void_used(st):
            return "The Knight of the Void has already voided a card this hand."
        return f"{action.card} is not on the board."
    return None


def act(st: HoldemState, seat: int, action: Action, events: list[Event]) -> bool:
    """Apply a hole-card wing action; True if it was the seat's betting decision (the gold
    chip's call), so the turn passes on. (Showing the Knight of Fortune opens its round: the
    state's ``wing["fortune"]``; the turn comes back to the holder after it.)"""
    if isinstance(action, CallWithGoldChip):
        level = st.round["level"]
        chips = level - st.bets[seat]
        st.ledger.append({"seat": seat, "kind": "bonus", "amount": chips, "hand": st.hand_no})
        st.bets[seat] += chips
        st.committed[seat] += chips
        st.round["acted"][seat] = level
        st.wing["gold_chip"] = None
        events.append(HouseBonus("bank", f"bet:{seat}", chips, seat, "the gold chip"))
        st.log.append(entry("gold_call", seat, chips))
        return True
    if isinstance(action, PlaySuicideKing):
        st.wing["face_up"].append(SUICIDE_KING)
        events.append(CardFlipped(SUICIDE_KING, f"hole:{seat}", True))
        for _ in range(SUICIDE_CARDS):
            card = st.deck.pop(0)
            st.hole[seat].append(card)
            events.append(CardMoved(card, "deck", f"hole:{seat}", st.shown[seat], owner=seat, public=st.shown[seat]))
        hole_cards.received(st, seat, st.hole[seat][-SUICIDE_CARDS:], events)
        note(st.log, events, entry("suicide", seat, cards=[SUICIDE_KING]))
    elif isinstance(action, VoidBoardCard):
        at = st.board.index(action.card)
        new = st.deck.pop(0)
        st.board[at] = new
        st.wing["voided"].append(action.card)
        events.append(CardMoved(action.card, "board", "voided", True))
        events.append(CardMoved(new, "deck", "board", True))
        if action.swap_jack:
            st.hole[seat].remove(VOID)
            st.burned.append(VOID)
            events.append(CardMoved(VOID, f"hole:{seat}", "muck", False, owner=seat, public=st.shown[seat]))
            card = st.deck.pop(0)
            st.hole[seat].append(card)
            events.append(CardMoved(card, "deck", f"hole:{seat}", st.shown[seat], owner=seat, public=st.shown[seat]))
            hole_cards.received(st, seat, [card], events)
        note(st.log, events, entry("void", seat, cards=[action.card, new]))
        if st.rules >= 2:
            wing_streets.arrived(st, [new], events, resume=seat)
        else:
            wing_mercy.note_board(st)
    elif isinstance(action, SellMercyToken):
        wing_mercy.sell(st, seat, events)
    elif isinstance(action, ShowFortune):
        wing_fortune.show(st, seat, events)
    return False
