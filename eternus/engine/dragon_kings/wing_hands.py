"""What a player's cards make at Dragon Kings, with the wing cards in play.

The evaluator (:mod:`evaluator`) scores cards under :class:`HandRules`; this module decides
which cards a seat plays and under which rules, from the table:

* **Grave Digger on the board**: the board cards directly beside the King of Spades play as
  spades (a wild card keeps no suit, so it is not changed). A Knight of War's extra card
  lies after the river, so it is beside a Grave Digger dealt on the river.
* **Grave Digger in the hole**: the King of Spades counts as two spades, so with three more
  spades among the player's cards (the other hole card, the board as played, a wild card
  standing for a spade) it makes a *Grave Digger flush*, which only twinned dragon kings
  beat.
* **Twinned dragon kings** are decided on the real cards: a King of Clubs the Grave Digger
  turned into a spade is still the King of Clubs.
* **Queen of Chivalry**: on the board she is a restricted wild card for every player (any
  card that is neither in their hand nor on the board); in the hole she is one for her
  holder, whose other hole card may also play as the Jack of Hearts (the red knight) unless
  the Jack of Hearts is on the board. The player's best choice is always taken.
* **Knight of War**: its extra card plays like a board card, for everyone (on the board) or
  for its holder alone (in the hole); a hand is still five cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from eternus.engine.dragon_kings import tables as t
from eternus.engine.dragon_kings.evaluator import CARD_ID, Category, HandRules, HandValue, best_hand
from eternus.engine.dragon_kings.wings import CHIVALRY, GRAVE_DIGGER, in_play

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.rules import HoldemState

RED_KNIGHT = "Jh"
BLACK_KINGS = ("Ks", "Kc")


def board_cards(st: HoldemState, seat: int) -> list[str]:
    """The real board cards ``seat`` may play: the board, and a Knight of War's extra card
    when it is for everyone or for this seat."""
    extra = st.wing["extra"] if st.wing["extra_for"] in (None, seat) else []
    return [*st.board, *extra]


def as_played(cards: Sequence[str], wild: frozenset[str]) -> list[str]:
    """Board cards as they play: the Grave Digger's neighbours are spades (wild cards excepted)."""
    played = list(cards)
    if GRAVE_DIGGER in played:
        at = played.index(GRAVE_DIGGER)
        for beside in (at - 1, at + 1):
            if 0 <= beside < len(played) and played[beside] not in wild:
                played[beside] = played[beside][0] + "s"
    return played


def hand_rules(st: HoldemState, seat: int) -> HandRules:
    """The rules ``seat``'s hand is judged by: the table's, with the wing cards' wild cards."""
    base = st.preset.hand_rules()
    wings = in_play(st)
    restricted = {CHIVALRY} if CHIVALRY in wings and (CHIVALRY in st.board or CHIVALRY in st.hole[seat]) else set()
    return HandRules(wild=base.wild, restricted_wild=frozenset(restricted), dead_ranks=base.dead_ranks,
                     dragon_kings=base.dragon_kings)


def hand_value(st: HoldemState, seat: int) -> HandValue:
    """The best hand ``seat`` makes now, every wing card in play applied."""
    hole = list(st.hole[seat])
    if not st.preset.wing_cards:
        return best_hand(hole, st.board, st.preset.hand_rules())
    rules = hand_rules(st, seat)
    real_board = board_cards(st, seat)
    if all(k in (*hole, *real_board) for k in BLACK_KINGS):
        return best_hand(hole, real_board, rules)
    wild = rules.wild | rules.restricted_wild
    board = as_played(real_board, wild)
    choices = [hole]
    if CHIVALRY in rules.restricted_wild and CHIVALRY in hole and RED_KNIGHT not in real_board:
        choices += [[CHIVALRY if c == CHIVALRY else RED_KNIGHT for c in hole]]
    best = max((best_hand(cards, board, rules) for cards in choices), key=lambda h: h.key)
    digger = grave_digger_flush(hole, board, wild)
    return digger if digger is not None and digger.key > best.key else best


def grave_digger_flush(hole: Sequence[str], board: Sequence[str], wild: frozenset[str]) -> HandValue | None:
    """The King of Spades in the hole, counted twice, with three more spades (a wild card may
    be one): the flush only twinned dragon kings beat. None without it."""
    if GRAVE_DIGGER not in hole:
        return None
    others = [c for c in (*hole, *board) if c != GRAVE_DIGGER]
    spades = sorted((c for c in others if c in CARD_ID and c[1] == "s" and c not in wild),
                    key=lambda c: -CARD_ID[c])
    wilds = [c for c in others if c in wild]
    if len(spades) + len(wilds) < 3:
        return None
    used = spades[:3]
    ranks = [CARD_ID[c] // 4 for c in used]
    stands: list[tuple[str, str]] = []
    for card in wilds[:3 - len(used)]:   # a wild card plays as the best spade still missing
        best = next(f"{r}s" for r in "AKQJT98765432" if f"{r}s" not in (*used, GRAVE_DIGGER)
                    and f"{r}s" not in [s for _, s in stands])
        stands.append((card, best))
        ranks.append(CARD_ID[best] // 4)
    ranks.sort(reverse=True)
    cards = (GRAVE_DIGGER, *used, *(w for w, _ in stands))
    return HandValue(t.key(t.GRAVE_DIGGER_FLUSH, ranks), Category.GRAVE_DIGGER_FLUSH, cards,
                     "Grave Digger flush", tuple(stands))
