"""What the cards do: playing a card and its effect, Battle cards, Risk cards and the Warlord,
going out; and the handlers of the actions of a turn (:mod:`handlers` lists them all).

Effects that belong to a card are in ``apply_effect`` so that the first card of the discard
pile can reuse them as the dealer's play. The decisions between turns are in :mod:`windows`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Action, CardMoved, Event, Message, Shuffled
from eternus.engine.kings_court import dealing, scoring
from eternus.engine.kings_court.actions import (
    BurnCard, Cut, Defend, NameSuit, Play, PlayRisk, PlayWarlord, SetDirection, TakeFromDeck, Target,
)
from eternus.engine.kings_court.cards import BATTLE, CARDS, EFFECT_NAMES, SHIELD, WILD, form_effect, in_front
from eternus.engine.kings_court.events import DirectionChanged, HandsSwapped
from eternus.engine.kings_court.phases import DARK_KNIGHT, DRAWN, ESCORT_PHASE, EXTRA, RESPOND_PHASE, TURN
from eternus.engine.kings_court.play import ESCORT, NORMAL, RESPOND, playable

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState

SUIT_SCROLL_FORMS = frozenset({"maiden", "drawbridge", "knight", "jester"})
NAMING_DRAWS = frozenset({"wizard", "dragon"})  # draw cards that name the suit
FIRST = "first"  # the first card of the discard pile, played for the dealer
DUNGEON_LAST_DRAWS = 2  # a Dungeon's two lost turns, one card each, paid at once


# ---------------------------------------------------------------------- playing a card

def play_card(st: KingsCourtState, seat: int, card: str, form: str, context: str,
              events: list[Event]) -> None:
    hand = st.hands[seat]
    hand.remove(card)
    info = CARDS[card]
    effect = form_effect(form) if form else info.effect
    if effect == "dungeon":
        st.limbo.append(card)
        events.append(CardMoved(card, f"hand:{seat}", "limbo", True, owner=seat))
    else:
        st.discard.append(card)
        events.append(CardMoved(card, f"hand:{seat}", "discard", True, owner=seat))
    as_text = f" as {EFFECT_NAMES[form]}" if form else ""
    events.append(Message(f"{st.name_of(seat)} plays {info.name}{as_text}."))
    st.turn["played"] = True
    st.idle = 0
    if len(hand) == 1 and seat not in st.turn["guard"]:
        st.turn["guard"].append(seat)
    if info.kind == SHIELD and not hand:
        st.turn["shield_last"] = True
    before = [st.suit, st.match]
    if info.is_suit_card:
        if st.suit not in info.suits or len(info.suits) == 1:
            st.suit = info.suits[0]
        st.match = info.match
    elif form in SUIT_SCROLL_FORMS:
        st.match = form  # a Magician takes the active suit and the chosen kind
    apply_effect(st, seat, card, effect, context, events)
    if context != RESPOND:
        _note_restore(st, effect, before)


def _note_restore(st: KingsCourtState, effect: str, before: list[str | None]) -> None:
    """Keep what a Protector brings back: the suit and kind from before this turn's last
    Wizard or Dragon, as long as no later card of the turn set its own suit or kind.

    A Protector cancels the draw card it answers and the suit named with it, nothing else:
    a green 7 played as the Wizard's extra card stays the card to follow.
    """
    if effect in NAMING_DRAWS:
        st.turn["restore"] = before
    elif [st.suit, st.match] != before:
        st.turn["restore"] = None


def reverse(st: KingsCourtState, events: list[Event]) -> None:
    """A reverse; with two players every reverse is played as a skip."""
    if st.n == 2:
        st.turn["skips"] += 1
    else:
        st.direction = -st.direction
        events.append(DirectionChanged(st.direction))


def apply_effect(st: KingsCourtState, seat: int, card: str, effect: str, context: str,
                 events: list[Event]) -> None:
    turn = st.turn
    if effect in WILD:
        st.match = None
    if context == RESPOND:
        _answer_draw(st, seat, effect, events)
        return
    if effect == "maiden":
        if context not in (ESCORT, FIRST):
            st.steps.insert(0, "escort")
    elif effect == "drawbridge":
        turn["pending"] += 2
        turn["stackable"] = True
    elif effect == "option":
        turn["option_suits"] = list(CARDS[card].suits)
        st.steps[0:0] = ["option_suit", "direction"]
    elif effect == "knight":
        reverse(st, events)
    elif effect == "jester":
        turn["skips"] += 1
    elif effect == "wizard":
        turn["pending"] += 5
        turn["stackable"] = False
        st.steps[0:0] = ["suit", "direction", "extra"]
    elif effect == "dragon":
        turn["pending"] += 3
        turn["stackable"] = False
        st.steps.insert(0, "suit")
    elif effect == "king":
        st.steps[0:0] = ["suit", "extra"]
    elif effect == "duke":
        st.steps.insert(0, "suit")
    elif effect == "dungeon":
        turn["stackable"] = False
    elif effect in BATTLE:
        _start_battle(st, seat, effect)
    elif effect == "secret_key":
        st.steps.insert(0, "key")


def _answer_draw(st: KingsCourtState, seat: int, effect: str, events: list[Event]) -> None:
    pending = st.pending
    assert pending is not None
    st.pending = None
    turn = st.turn
    name = st.name_of(seat)
    if effect == "drawbridge":
        turn["pending"] = int(pending["count"]) + 2
        turn["stackable"] = True
        events.append(Message(f"{name} stacks a Drawbridge: {turn['pending']} cards for the next player."))
    elif effect == "decree":
        st.direction = -st.direction
        events.append(DirectionChanged(st.direction))
        turn["next"] = pending["by"]
        turn["pending"] = pending["count"]
        turn["restore"] = pending["restore"]
        events.append(Message(f"Royal Decree: {name} reflects it back on "
                              f"{st.name_of(pending['by'])}."))
    else:  # protector
        restore = pending["restore"]
        if restore is not None:
            st.suit, st.match = str(restore[0]), restore[1]
        for card in st.limbo:
            st.put_under_top(card)
            events.append(CardMoved(card, "limbo", "discard", True))
        st.limbo = []
        events.append(Message(f"Protector: {name} cancels the draw; {st.suit.title()} stays the suit."))


# ---------------------------------------------------------------------- battle cards

def others_in_order(st: KingsCourtState, seat: int) -> list[int]:
    return [st.step_from(seat, k) for k in range(1, st.n)]


def _start_battle(st: KingsCourtState, seat: int, effect: str) -> None:
    st.battle = {"card": effect, "by": seat, "target": None, "queue": [], "defended": []}
    if effect == "catapult":
        st.steps[0:0] = ["target", "defend", "swap"]
    elif effect == "siege_tower":
        st.steps[0:0] = ["target", "defend", "inspect"]
    elif effect == "flaming_arrow":
        if not st.hands[seat]:
            st.battle = None  # nothing left to burn
            return
        st.steps[0:0] = ["target", "defend", "burn"]
    else:
        st.battle["queue"] = others_in_order(st, seat)
        st.steps[0:0] = ["defend", "resolve"]


def _defended(st: KingsCourtState) -> bool:
    assert st.battle is not None
    return st.battle["target"] in st.battle["defended"]


def _finish_battle(st: KingsCourtState) -> None:
    st.steps.pop(0)
    st.battle = None


def auto_step(st: KingsCourtState, events: list[Event]) -> bool:
    """Resolve the first step if it needs no decision (or has none left); True if it did."""
    step = st.steps[0]
    seat = st.current
    if step == "extra" or step == "escort":
        if not playable(st, seat, NORMAL if step == "extra" else ESCORT):
            st.steps.pop(0)
            return True
        return False
    if step == "defend":
        assert st.battle is not None
        if not st.battle["queue"]:
            st.steps.pop(0)
            return True
        return False
    if step == "swap":
        _swap(st, events)
        _finish_battle(st)
        return True
    if step in ("inspect", "burn"):
        if _defended(st) or (step == "burn" and not st.hands[seat]):
            _finish_battle(st)
            return True
        return False
    if step == "resolve":
        assert st.battle is not None
        if st.battle["card"] == "imperial_tax":
            _tax(st, events)
        else:
            _cannonball(st, events)
        _finish_battle(st)
        return True
    if step == "key":
        if not st.deck:
            dealing.reshuffle(st, events)
        if not st.deck:
            st.steps.pop(0)
            return True
        return False
    return False


def _swap(st: KingsCourtState, events: list[Event]) -> None:
    assert st.battle is not None
    by, target = st.battle["by"], st.battle["target"]
    if _defended(st) or target is None:
        return
    mine, theirs = st.hands[by], st.hands[target]
    events.append(HandsSwapped((by, target)))
    for card in mine:
        events.append(CardMoved(card, f"hand:{by}", f"hand:{target}", False, owner=target, public=False))
    for card in theirs:
        events.append(CardMoved(card, f"hand:{target}", f"hand:{by}", False, owner=by, public=False))
    st.hands[by], st.hands[target] = theirs, mine
    events.append(Message(f"Catapult: {st.name_of(by)} and {st.name_of(target)} swap hands."))


def _tax(st: KingsCourtState, events: list[Event]) -> None:
    assert st.battle is not None
    by = int(st.battle["by"])
    taxed = [s for s in others_in_order(st, by)
             if s not in st.battle["defended"] and st.hands[s]]
    for s in taxed:
        hand = st.hands[s]
        card = hand.pop(st.rng.below(len(hand)))
        st.put_under_top(card)
        events.append(CardMoved(card, f"hand:{s}", "discard", True))
    for s in taxed:
        st.draw(s, 1, events)
    events.append(Message(_tax_line([st.name_of(s) for s in taxed])))


def _tax_line(names: list[str]) -> str:
    """Who paid the Imperial Tax, by name (a count with "player(s)" read as a form, not a table)."""
    if not names:
        return "Imperial Tax: no one pays (each player defended or held no card)."
    if len(names) == 1:
        return f"Imperial Tax: {names[0]} pays a random card and draws another."
    return f"Imperial Tax: {', '.join(names[:-1])} and {names[-1]} each pay a random card and draw another."


def _cannonball(st: KingsCourtState, events: list[Event]) -> None:
    """Gather the hands of everyone not defended and deal them out again from the dealer's
    left. Going out is playing your last card, so a player the gathered cards did not reach
    draws one from the draw pile rather than win the hand with an empty hand."""
    assert st.battle is not None
    players = [s for s in range(st.n) if s not in st.battle["defended"]]
    events.append(Message("Cannonball! The dealer gathers the hands and deals them again."))   # said first
    pool: list[str] = []
    for s in players:
        for card in st.hands[s]:
            events.append(CardMoved(card, f"hand:{s}", "pool", False, owner=s, public=False))
        pool.extend(st.hands[s])
        st.hands[s] = []
    st.rng.shuffle(pool)
    events.append(Shuffled("pool", len(pool), "hands"))
    order = sorted(players, key=lambda s: (s - st.dealer - 1) % st.n)
    i = 0
    while pool:
        s = order[i % len(order)]
        card = pool.pop()
        st.hands[s].append(card)
        events.append(CardMoved(card, "pool", f"hand:{s}", False, owner=s, public=False))
        i += 1
    for s in order:
        if not st.hands[s]:  # dealt nothing is not going out: nobody wins by a redeal
            st.draw(s, 1, events)
            events.append(Message(f"{st.name_of(s)} was dealt nothing and draws a card."))


# ---------------------------------------------------------------------- going out, dungeon

def release_dungeon(st: KingsCourtState, seat: int, events: list[Event]) -> None:
    for card in st.dungeon[seat]:
        st.put_under_top(card)
        events.append(CardMoved(card, f"dungeon:{seat}", "discard", True))
    st.dungeon[seat] = []
    st.dungeon_turns[seat] = 0
    events.append(Message(f"{st.name_of(seat)} gets out of the Dungeon."))


def go_out(st: KingsCourtState, seat: int, events: list[Event]) -> None:
    """``seat`` has no cards: the hand is over at once; a last draw card is still paid.

    A Dungeon as the last card costs a free player the two cards of its two lost turns; a
    player already in the Dungeon draws only one (the printed rule), and both Dungeons count.
    """
    owed = int(st.turn["pending"]) if seat == st.current else 0
    if seat == st.current and (owed or st.limbo):
        nxt = st.next_seat()
        if nxt == seat:
            nxt = st.step_from(seat, 1)
        if st.limbo:
            owed += DUNGEON_LAST_DRAWS if not st.dungeon[nxt] else 1
            for card in st.limbo:
                st.dungeon[nxt].append(card)
                events.append(CardMoved(card, "limbo", f"dungeon:{nxt}", True))
            st.limbo = []
        got = st.draw(nxt, owed, events)
        events.append(Message(f"{st.name_of(nxt)} must still draw {got} for the last card."))
    events.append(Message(f"{st.name_of(seat)} goes out!"))
    scoring.end_hand(st, seat, "out", events)


# ---------------------------------------------------------------------- handlers

def play(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, Play)
    phase = st.phase
    if phase in (TURN, DRAWN):
        context = ESCORT if st.turn["escort_only"] else NORMAL
        st.turn["escort_only"] = False   # the first Fair Maiden has her escort now
        st.turn["done"] = True
    elif phase == EXTRA:
        st.steps.pop(0)
        context = NORMAL
    elif phase == ESCORT_PHASE:
        st.steps.pop(0)
        context = ESCORT
    else:
        assert phase == RESPOND_PHASE
        context = RESPOND
        st.turn["done"] = True
    play_card(st, st.current, a.card, a.as_, context, events)


def draw(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    """An ordinary draw, told to the table without the card (others see only that one was
    drawn): a pass or a play after it would otherwise read as if no card had come."""
    events.append(Message(f"{st.name_of(st.current)} draws a card."))
    st.draw(st.current, 1, events)
    st.phase = DRAWN
    st.decider = st.who(st.current)


def pass_turn(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    events.append(Message(f"{st.name_of(st.current)} passes."))
    st.turn["done"] = True


def accept_draw(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    st.take_turn_start(st.current, events)


def name_suit(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, NameSuit)
    st.suit = a.suit
    st.steps.pop(0)
    events.append(Message(f"The suit is now {a.suit.title()}."))


def risk_cost_words(cost: int) -> str:
    """What a Risk card's cost does to the others, with no double negative ("takes -50")."""
    if cost < 0:
        return f"every other player takes {-cost} points off."
    return f"{cost} points are added to every other player's score."


DIRECTION_WORDS = {"same": "keep the direction", "reverse": "reverse the direction", "skip": "skip the next player"}


def set_direction(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    """The direction chosen, said with who chose it (the bare "Keep the direction." was the
    button's words, not the table's)."""
    assert isinstance(a, SetDirection)
    st.steps.pop(0)
    events.append(Message(f"{st.name_of(st.current)} chooses to {DIRECTION_WORDS[a.choice]}."))
    if a.choice == "reverse":
        reverse(st, events)
    elif a.choice == "skip":
        st.turn["skips"] += 1


def no_extra(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    st.steps.pop(0)


def target(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, Target) and st.battle is not None
    st.steps.pop(0)
    st.battle["target"] = a.seat
    st.battle["queue"] = [a.seat] if a.seat >= 0 else []
    whom = "the discard pile" if a.seat < 0 else st.name_of(a.seat)
    events.append(Message(f"{EFFECT_NAMES[st.battle['card']]} aimed at {whom}."))


def defend(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, Defend) and st.battle is not None and st.decider is not None
    seat = st.decider
    st.hands[seat].remove(a.card)
    st.put_under_top(a.card)
    events.append(CardMoved(a.card, f"hand:{seat}", "discard", True, owner=seat))
    events.append(Message(f"{st.name_of(seat)} plays a Defender."))
    st.battle["defended"].append(seat)
    st.battle["queue"].pop(0)
    if len(st.hands[seat]) == 1 and seat not in st.turn["guard"]:
        st.turn["guard"].append(seat)


def allow(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert st.battle is not None
    st.battle["queue"].pop(0)


def done(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    _finish_battle(st)


def burn(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, BurnCard) and st.battle is not None
    seat = st.current
    target = st.battle["target"]
    st.hands[seat].remove(a.card)
    if target is None or target < 0:
        st.put_under_top(a.card)
        events.append(CardMoved(a.card, f"hand:{seat}", "discard", True, owner=seat))
        events.append(Message(f"{st.name_of(seat)} burns {CARDS[a.card].name}."))
    else:
        st.hands[target].append(a.card)
        events.append(CardMoved(a.card, f"hand:{seat}", f"hand:{target}", False, owner=target,
                                public=False))
        events.append(Message(f"{st.name_of(seat)} burns a card into {st.name_of(target)}'s hand."))
    if len(st.hands[seat]) == 1 and seat not in st.turn["guard"]:
        st.turn["guard"].append(seat)
    _finish_battle(st)


def take_from_deck(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, TakeFromDeck)
    seat = st.current
    st.deck.remove(a.card)
    if in_front(a.card):
        st.front[seat].append(a.card)
        events.append(CardMoved(a.card, "deck", f"front:{seat}", True))
        st.draw(seat, 1, events)
    else:
        st.hands[seat].append(a.card)
        events.append(CardMoved(a.card, "deck", f"hand:{seat}", False, owner=seat, public=False))
    st.rng.shuffle(st.deck)
    events.append(Shuffled("deck", len(st.deck), ""))
    events.append(Message(f"Secret Key: {st.name_of(seat)} picks a card from the draw pile; "
                          "the pile is shuffled."))
    st.steps.pop(0)


def play_risk(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, PlayRisk)
    if st.phase == DARK_KNIGHT:
        w = st.windows.pop(0)
        assert w["type"] == "dk"
        holder = w["holder"]
        st.front[holder].remove(a.card)
        st.played.append(a.card)
        events.append(CardMoved(a.card, f"front:{holder}", "played", True))
        st.dark_knight = {"by": holder, "target": w["target"]}
        events.append(Message(f"{st.name_of(holder)} plays the Dark Knight against "
                              f"{st.name_of(w['target'])}."))
        return
    seat = st.current
    effect = CARDS[a.card].effect
    st.front[seat].remove(a.card)
    st.played.append(a.card)
    events.append(CardMoved(a.card, f"front:{seat}", "played", True))
    cost = CARDS[a.card].points
    for s in range(st.n):
        if s != seat:
            scoring.charge(st, s, CARDS[a.card].name, cost)
    events.append(Message(f"{st.name_of(seat)} plays {CARDS[a.card].name}: {risk_cost_words(cost)}"))
    if effect == "poison_garden":
        scoring.end_hand(st, None, "poison", events)
    elif effect == "castle_fire":
        dealing.redeal(st, events)
    else:  # King's Goblet
        for k in range(st.n):
            st.draw(st.step_from(seat, k), 5, events)


def play_warlord(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, PlayWarlord)
    seat = st.current
    st.front[seat].remove(a.card)
    st.played.append(a.card)
    events.append(CardMoved(a.card, f"front:{seat}", "played", True))
    scoring.charge(st, seat, CARDS[a.card].name, CARDS[a.card].points)
    st.warlord = {"by": seat, "target": a.target}
    events.append(Message(f"{st.name_of(seat)} plays the Warlord: they will play "
                          f"{st.name_of(a.target)}'s next turn."))


def cut(st: KingsCourtState, a: Action, events: list[Event]) -> None:
    assert isinstance(a, Cut)
    if not a.attempt:       # said as a cut is said: the table saw the dealer choose
        events.append(Message(f"{st.name_of(st.dealer)} deals without cutting."))
    dealing.deal(st, events, attempt=a.attempt)
