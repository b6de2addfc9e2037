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
* **Suicide King**: with three or more live hole cards (a third card dealt to everyone, or
  two new ones for the holder who laid the King face up) a player still plays at most two.
  A King laid face up is dead.
* **Queen of Vanity**: on the board with a six anywhere on the board (dealt before her or
  after) she is void (she does not play, not even as a Queen) and every six is a free wild
  card. In the hole, her holder's other card may play as a
  Queen without a suit (it makes no flush), or, if it is a six, as a free wild card.
* **Queen of Chaos**: in the hole her holder's other card is dead; on the board every card of
  a battlefield card's rank is dead (:mod:`wings.turn_in`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from eternus.engine.cards import JOKERS, RANKS
from eternus.engine.dragon_kings import tables as t
from eternus.engine.dragon_kings.evaluator import CARD_ID, Category, HandRules, HandValue, best_hand
from eternus.engine.dragon_kings.wings import CHAOS, CHIVALRY, GRAVE_DIGGER, VANITY, in_play, on_board

if TYPE_CHECKING:
    from eternus.engine.dragon_kings.state import HoldemState

RED_KNIGHT = "Jh"
BLACK_KINGS = ("Ks", "Kc")
SIXES = ("6s", "6h", "6d", "6c")
#: The Queen of Vanity's six in the hole, playing as a free wild card (the joker's code).
SIX_AS_WILD = JOKERS[0]


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


def changed_board(st: HoldemState, seat: int) -> dict[str, str]:
    """The board cards ``seat`` may play that a wing card changes, and what each plays as
    (the Grave Digger's neighbours, as spades): public, so the table can mark them."""
    if GRAVE_DIGGER not in in_play(st):
        return {}
    rules = hand_rules(st, seat)
    real = board_cards(st, seat)
    played = as_played(real, rules.wild | rules.restricted_wild)
    return {before: after for before, after in zip(real, played, strict=True) if before != after}


def live_hole(st: HoldemState, seat: int) -> list[str]:
    """``seat``'s hole cards that can still play: not laid face up dead (the Suicide King),
    not the card the Queen of Chaos in the hole kills."""
    live = [c for c in st.hole[seat] if c not in st.wing["face_up"]]
    if CHAOS in in_play(st) and CHAOS in live:
        live = [c for c in live if c == CHAOS]
    return live


def sixes_wild(st: HoldemState) -> bool:
    """The Queen of Vanity on the board with a six on the board too: she is void, sixes are wild."""
    board = on_board(st)
    return VANITY in in_play(st) and VANITY in board and any(c[0] == "6" for c in board)


def hand_rules(st: HoldemState, seat: int) -> HandRules:
    """The rules ``seat``'s hand is judged by: the table's, with the wing cards' wild and dead
    cards."""
    base = st.preset.hand_rules()
    wings = in_play(st)
    restricted = {CHIVALRY} if CHIVALRY in wings and (CHIVALRY in on_board(st) or CHIVALRY in st.hole[seat]) else set()
    wild = set(base.wild) | (set(SIXES) if sixes_wild(st) else set())
    dead = set(base.dead_ranks) | {RANKS.index(c[0]) + 2 for c in st.wing["battlefield"]}
    return HandRules(wild=frozenset(wild), restricted_wild=frozenset(restricted), dead_ranks=frozenset(dead),
                     dragon_kings=base.dragon_kings, paired_kickers=st.rules >= 2)


def hole_choices(st: HoldemState, seat: int, board: Sequence[str]) -> list[list[str]]:
    """The ways ``seat`` may play its hole cards: any two of its live ones (three or more after
    the Suicide King), the red knight, the Queen of Vanity's suitless Queen or wild six."""
    live = live_hole(st, seat)
    options = [list(pair) for pair in combinations(live, 2)] if len(live) > 2 else [live]
    wings = in_play(st)
    more: list[list[str]] = []
    for cards in options:
        if CHIVALRY in wings and CHIVALRY in cards and RED_KNIGHT not in board:
            more.append([c if c == CHIVALRY else RED_KNIGHT for c in cards])
        if VANITY in wings and VANITY in cards and len(cards) == 2:
            other = next(c for c in cards if c != VANITY)
            more.append([VANITY, SIX_AS_WILD if other[0] == "6" else _suitless_queen(cards, board)])
    return options + more


def _suitless_queen(hole: Sequence[str], board: Sequence[str]) -> str:
    """A Queen that can make no flush: of the suit fewest of the other cards share (at most
    two of seven, so it never completes a flush, even with one wild card)."""
    others = [c for c in (*hole, *board) if len(c) == 2 and c != "Qc"]
    return "Q" + min("shdc", key=lambda s: sum(c[1] == s for c in others))


def hand_value(st: HoldemState, seat: int) -> HandValue:
    """The best hand ``seat`` makes now, every wing card in play applied."""
    if not st.preset.wing_cards:
        return best_hand(st.hole[seat], st.board, st.preset.hand_rules())
    rules = hand_rules(st, seat)
    real_board = board_cards(st, seat)
    if sixes_wild(st):
        real_board = [c for c in real_board if c != VANITY]
    choices = hole_choices(st, seat, real_board)
    play_rules = HandRules(wild=rules.wild | {SIX_AS_WILD}, restricted_wild=rules.restricted_wild,
                           dead_ranks=rules.dead_ranks, dragon_kings=rules.dragon_kings,
                           paired_kickers=rules.paired_kickers)
    twinned = [cards for cards in choices if all(k in (*cards, *real_board) for k in BLACK_KINGS)]
    if twinned:
        return max((best_hand(cards, real_board, play_rules) for cards in twinned), key=lambda h: h.key)
    wild = rules.wild | rules.restricted_wild
    board = as_played(real_board, wild)
    best = max((best_hand(cards, board, play_rules) for cards in choices), key=lambda h: h.key)
    for cards in choices:
        digger = grave_digger_flush(cards, board, wild)
        if digger is not None and digger.key > best.key:
            best = digger
    return _real_six(best, live_hole(st, seat))


def _real_six(value: HandValue, hole: Sequence[str]) -> HandValue:
    """Name the real six where the Queen of Vanity's wild six played."""
    if SIX_AS_WILD not in value.cards:
        return value
    six = next(c for c in hole if c[0] == "6")
    swap = {SIX_AS_WILD: six}
    return HandValue(value.key, value.category, tuple(swap.get(c, c) for c in value.cards), value.name,
                     tuple((swap.get(w, w), c) for w, c in value.stands_for))


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
