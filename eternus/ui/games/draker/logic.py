"""What the Draker table asks of the rules, without pygame.

The table is seen from one chair, the *bottom* seat (the person to act in hot-seat play,
the first person otherwise, or seat 0 with its hand face down when only AI seats play). The
map has five places: place 0 at the bottom, the wide place 1 across the top for a duel's
opponent, places 2 to 4 along the top for three or four players. This module maps the
engine's zones (``hand:2``, ``pool:2``, ``common``, ``laid``) onto the map's, builds the
display's piles from a view and the combination being built, renames events for the
animation, and words the engine's figures for the trays and the buttons. The rules
themselves (what a combination is worth, whether a lay is legal) are the engine's: this
module asks :mod:`eternus.engine.draker.combinations` and the state.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from eternus.engine.core import Action, CardMoved, Event, State
from eternus.engine.draker.actions import Activate, Done, Lay, Name, Pass, Respond
from eternus.engine.draker.announce import individual, life_for, named_combos, pending, points_left
from eternus.engine.draker.options import DrakerOpts
from eternus.engine.draker.cards import PROFESSIONS, is_artefact, profession
from eternus.engine.draker.combinations import best
from eternus.engine.draker.effects import effect_of
from eternus.engine.draker.events import CombinationFormed, EffectResolved, LifeChanged
from eternus.engine.draker.professions import LIFE_COST_PER_POINT, PROFESSION_EFFECTS, Effect, EffectKind
from eternus.engine.draker.records import SIDES, Side, StackItem, TurnRecord
from eternus.engine.draker.risks import healed, killers, life_if_killed
from eternus.engine.draker.rules import DrakerMachine
from eternus.engine.draker.views import DrakerView
from eternus.grammar import you_agree
from eternus.ui.table.animator import Pause
from eternus.ui.table.display import Shown
from eternus.ui.table.places import SeatPlaces

PLACES = 5
#: Map places for each table size: place 0 is the bottom chair; a duel faces the wide place
#: 1, three or four players sit in the narrower places 2 to 4 along the top.
SPREAD: dict[int, tuple[int, ...]] = {2: (0, 1), 3: (0, 2, 4), 4: (0, 2, 3, 4)}
TRAYS: dict[Side, str] = {"attack": "tray:attack", "defence": "tray:defence"}
SHARED_ZONES = ("deck", "discard", "common", "laid", *TRAYS.values())
CARD_ZONES = (*SHARED_ZONES, *(f"{kind}:{p}" for kind in ("pool", "hand") for p in range(PLACES)))
OFFERS = 6                # the engine's best announcements offered as buttons
COMBINATION_BEAT = 1.1    # seconds the announced combinations stay still before the stacks resolve
EFFECT_BEAT = 0.45        # after each effect that takes place and each change of life
TURN_HOLD = 0.9           # before the used cards go to the discard pile


def draker_view(state: State, seat: int) -> DrakerView:
    """``seat``'s view of a Draker state, typed (the table reads it key by key)."""
    if not isinstance(state, DrakerMachine):
        raise TypeError(f"the Draker table shows Draker states, not {type(state).__name__}")
    return state.view(seat)


#: A seat's hand and pool lie at its place (:mod:`eternus.ui.table.places`).
PLACES_OF_SEATS = SeatPlaces(SPREAD, ("hand", "pool"))
place_of = PLACES_OF_SEATS.place_of
display_zone = PLACES_OF_SEATS.display_zone


# ---------------------------------------------------------------------- the combination builder
@dataclass
class Builder:
    """The announcement a person is putting together in the trays: the card to lay, the other
    cards of each combination (None: that combination is not announced), the opponent."""

    laid: str | None = None
    attack: list[str] | None = None
    defence: list[str] | None = None
    target: int | None = None
    origins: dict[str, str] = field(default_factory=dict)     # card -> the engine zone it came from

    def side(self, side: Side) -> list[str] | None:
        return self.attack if side == "attack" else self.defence

    def set_side(self, side: Side, cards: list[str] | None) -> None:
        if side == "attack":
            self.attack = cards
        else:
            self.defence = cards

    def cards(self) -> set[str]:
        """Every card in the trays (the laid one too)."""
        found = {c for side in SIDES for c in (self.side(side) or [])}
        if self.laid is not None:
            found.add(self.laid)
        return found

    def lay(self) -> Lay | None:
        """The announcement as a move (None until a card is laid and a combination named)."""
        if self.laid is None or (self.attack is None and self.defence is None):
            return None
        return Lay(self.laid, None if self.attack is None else tuple(self.attack),
                   None if self.defence is None else tuple(self.defence), self.target)

    def empty(self) -> bool:
        return self.laid is None and not self.attack and not self.defence


def builder_for(lay: Lay, view: DrakerView) -> Builder:
    """The builder holding ``lay`` (an offer taken from the buttons)."""
    seat = view["seat"]
    origins = {c: "common" if c in view["common"] else f"pool:{seat}" for c in (*(lay.attack or ()),
                                                                             *(lay.defence or ()))}
    origins[lay.card] = f"hand:{seat}"
    return Builder(lay.card, None if lay.attack is None else list(lay.attack),
                   None if lay.defence is None else list(lay.defence), lay.target, origins)


def tray_words(view: DrakerView, builder: Builder, side: Side) -> tuple[str, bool]:
    """What the tray says of its combination while it is built: the engine's sum ("straight
    by rank + by profession, flush: 4 x 2 x 3 = 24") and True, or why it is none and False."""
    cards = builder.side(side)
    if cards is None:
        return ("Drop cards here to attack" if side == "attack" else "Drop cards here to defend"), True
    if builder.laid is None:
        return "Lay a card from your hand first", False
    combo = best([builder.laid, *cards], strength(view))
    if combo is None:
        return "No straight or set (by rank or by profession)", False
    words = spoken(combo.described())
    if side == "attack" and not set(cards) & set(view["common"]):
        return f"{words}. Needs a common card", False
    return words, True



def strength(view: DrakerView) -> dict[str, int]:
    return {card: 1 + int(tokens) for card, tokens in view["tokens"].items()}


def offers(view: DrakerView, legal: Sequence[Action], target: int | None) -> list[tuple[str, Lay]]:
    """The engine's menu of announcements, the most points first (what each is worth is the
    engine's sum), as buttons in the trays' words: "7\u2665: 24 attack + 2 defence" (points)."""
    scored: list[tuple[int, str, Lay]] = []
    power = strength(view)
    for action in legal:
        if not isinstance(action, Lay) or (action.target is not None and action.target != target):
            continue
        points, parts = 0, []
        for side, cards in (("attack", action.attack), ("defence", action.defence)):
            if cards is None:
                continue
            combo = best([action.card, *cards], power)
            worth = combo.cost if combo is not None else 0
            points += worth
            parts.append(f"{worth} {side}")
        scored.append((points, f"{card_label(action.card)}: {' + '.join(parts)}", action))
    scored.sort(key=lambda item: -item[0])
    return [(label, lay) for _, label, lay in scored[:OFFERS]]


# ---------------------------------------------------------------------- what lies where
def piles_from_view(view: DrakerView, bottom: int, show_bottom: bool,
                    builder: Builder | None) -> dict[str, list[Shown]]:
    """The cards on the table from ``bottom``'s chair: the turn's announced combinations in
    the trays (or, while the bottom person builds one, theirs), the rest where they lie."""
    n = len(view["seats"])
    turn = view["turn"]
    piles: dict[str, list[Shown]] = {z: [] for z in CARD_ZONES}
    in_trays: dict[Side, list[str]] = {side: [c for c in (turn[side] or []) if c != turn["laid"]] for side in SIDES}
    laid = turn["laid"]
    if builder is not None and laid is None:
        laid = builder.laid
        in_trays = {side: list(builder.side(side) or []) for side in SIDES}
    taken = {c for cards in in_trays.values() for c in cards} | ({laid} if laid else set())
    piles["deck"] = [Shown(None, False)] * min(view["deck_count"], 10)
    piles["discard"] = [Shown(c, True) for c in view["discard"][-6:]]
    piles["common"] = [Shown(c, True) for c in view["common"] if c not in taken]
    piles["laid"] = [Shown(laid, True)] if laid else []
    for side in SIDES:
        piles[TRAYS[side]] = [Shown(c, True) for c in in_trays[side]]
    for seat in range(n):
        place = place_of(n, bottom, seat)
        piles[f"pool:{place}"] = [Shown(c, True) for c in view["pools"][seat] if c not in taken]
        if seat == bottom and show_bottom:
            piles[f"hand:{place}"] = [Shown(c, True) for c in view["hand"] if c not in taken]
        else:
            piles[f"hand:{place}"] = [Shown(None, False)] * view["hand_counts"][seat]
    return piles


def translate(events: Iterable[Event], n: int, bottom: int, show_bottom: bool) -> list[Event]:
    """Engine events in this table's zones, with the moves only the table makes: an
    announced combination's cards slide into their tray (the engine keeps them in their
    pools until the turn ends). Beats are added so a turn can be followed from the sofa:
    the combinations stay still a moment, each effect and each change of life is a beat, and
    the used cards go to the discard pile only after a hold."""
    out: list[Event] = []
    cleared = False
    laid: str | None = None
    for e in events:
        if isinstance(e, CardMoved):
            if e.dst == "laid":
                laid = e.card
            if e.dst == "discard" and not cleared:
                out.append(Pause(TURN_HOLD))
                cleared = True
            up = e.face_up or (show_bottom and e.owner == bottom and e.dst.startswith("hand:") and e.card is not None)
            e = dataclasses.replace(e, src=display_zone(e.src, n, bottom), dst=display_zone(e.dst, n, bottom),
                                    face_up=up)
        out.append(e)
        if isinstance(e, CombinationFormed):
            tray = TRAYS["attack" if e.side == "attack" else "defence"]
            out += [CardMoved(card, "common", tray, True) for card in e.cards if card != laid]
            out.append(Pause(COMBINATION_BEAT))
        elif isinstance(e, (EffectResolved, LifeChanged)):
            out.append(Pause(EFFECT_BEAT))
    return out


# ---------------------------------------------------------------------- words
#: How the table writes a card's suit: the four usual suits by their signs, Eternus's two by
#: signs shaped like their pips (the Elves a leaf, the Gnomes a mountain). The engine's
#: letters ("Tg", "Ae") meant nothing to a player looking at leaves and mountains.
SUIT_SIGNS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663", "e": "\u2766", "g": "\u25b2"}
_CARD_CODE = re.compile(r"\b[A2-9TJQKX][shdceg]\b")


def card_label(card: str) -> str:
    """``card`` as the table writes it, as its face's corner shows it: "10\u25b2" for the
    Ten of Gnomes, "W\u2660" for the Artefact of Spades (its corner says W, for wild)."""
    rank = "W" if is_artefact(card) else "10" if card[0] == "T" else card[0]
    return rank + SUIT_SIGNS[card[1]]


def spoken(text: str) -> str:
    """The engine's words with its card codes ("5d", "Tg", "Xs named 3") written as the
    table writes cards."""
    return _CARD_CODE.sub(lambda m: card_label(m.group(0)), text)


def who(view: DrakerView, seat: int) -> str:
    return str(view["seats"][seat]["name"])


def profession_name(card: str) -> str:
    return "Artefact" if is_artefact(card) else PROFESSIONS[profession(card)]


def points_words(turn: TurnRecord, side: Side) -> str:
    """A tray's points as the turn spends them: "16 attack" until an effect is paid from
    them, then "16 attack, 3 spent, 13 left" (or "... 5 short: 15 life", the life the
    shortfall costs at the turn's end); "killed" first when an answer took them away."""
    earned, spent = turn["earned"][side], turn["spent"][side]
    words = f"{earned} {side}"
    if spent:
        left = earned - spent
        words += f", {spent} spent, " + (f"{left} left" if left >= 0
                                         else f"{-left} short: {LIFE_COST_PER_POINT * -left} life")
    return f"killed: {words}" if side in turn["killed"] else words


def price_words(effect: Effect, left: int) -> str:
    """What ``effect`` costs with ``left`` points to pay it: "for 3 defence", or, short of
    points, the life the rest takes (the engine's rate): "for 1 defence and 6 life"."""
    life = life_for(effect, left)
    if not life:
        return f"for {effect.cost} {effect.pay}" if effect.cost else "free"
    paid = min(effect.cost, max(0, left))
    return f"for {paid} {effect.pay} and {life} life" if paid else f"for {life} life"


def effect_words(card: str, left: int) -> str:
    """A pool card's individual effect and its price with ``left`` points to pay it with:
    "draw 2 cards, for 4 attack"."""
    effect = individual(card)
    if effect is None:
        return "no effect of its own"
    return f"{'instant: ' if effect.instant else ''}{effect.text}, {price_words(effect, left)}"


#: An effect in the few words a button has room for ("heal 3", "+4 defence").
SHORT_EFFECTS: dict[EffectKind, str] = {
    "draw": "draw {n}", "heal": "heal {n}", "damage": "{n} damage", "damage_all": "all lose {n}",
    "tokens_own": "+{n} tokens", "tokens_common": "-{n} common", "attack": "+{n} attack",
    "defence": "+{n} defence", "kill": "kills", "cancel": "cancels the top",
}


def heal_note(effect: Effect, view: DrakerView) -> str:
    """What a heal would really give the player choosing it: nothing at full life (its
    price is paid all the same), or only what brings them back to the starting life."""
    gives = healed(effect, view["life"][view["seat"]], DrakerOpts.of(view["options"]).life)
    if gives is None or gives == effect.amount:
        return ""
    return " (does nothing: your life is full)" if gives == 0 else f" (only {gives}: life is capped at its start)"


def kill_warning(effect: Effect, view: DrakerView) -> str:
    """The life an activation puts at stake if an opponent's Knight then kills the
    combination it is paid from ("; 12 life more if Rook kills the attack"), "" if nobody could."""
    seat = view["current"]
    if view["turn"][effect.pay] is None:
        return ""
    at_stake = life_if_killed(view["turn"], effect.pay, effect)
    threats = killers(view, seat)
    if not at_stake or not threats:
        return ""
    names = " or ".join(who(view, s) for s in threats)
    return f"; {at_stake} life more if {names} kills the {effect.pay}"


def standard_for(card: str, view: DrakerView | None = None) -> str:
    """What ``card`` fires when laid in a combination of three or more (with ``view``, what a
    heal would really give its player: nothing at full life)."""
    if is_artefact(card):
        return "the standard effect of the profession it is named"
    effect = PROFESSION_EFFECTS[profession(card)].standard
    return effect.text + ("" if view is None else heal_note(effect, view))


def effect_text(item: StackItem) -> str:
    """What a stack entry will do, in words."""
    return effect_of(item).text


def naming_words(job: int, view: DrakerView) -> str:
    """What naming the laid Artefact ``job`` does, as the engine works it out: the standard
    effect the profession fires and the points its combinations earn with that name
    ("Dragonlord: 3 damage to every opponent, past any defence; 12 attack + 3 defence")."""
    pair = named_combos(pending(view["turn"]), job, strength(view)) or (None, None)
    points = " + ".join(f"{combo.cost} {side}" for side, combo in zip(SIDES, pair, strict=True) if combo is not None)
    return f"{PROFESSIONS[job]}: {PROFESSION_EFFECTS[job].standard.text}; {points}"


def choice_label(action: Action, view: DrakerView) -> str:
    """A button's words for a move of the name, activate and respond decisions."""
    if isinstance(action, Name):
        return naming_words(action.profession, view)
    if isinstance(action, Activate):
        effect = individual(action.card)
        head = f"{card_label(action.card)} {profession_name(action.card)}"
        if effect is None:
            return f"{head}: {effect_words(action.card, 0)}"
        price = price_words(effect, points_left(view["turn"], effect.pay))
        return f"{head}: {effect.text}{heal_note(effect, view)}, {price}{kill_warning(effect, view)}"
    if isinstance(action, Respond):
        what = f"kill the {action.target}" if action.target else "cancel the top effect"
        effect = individual(action.card)
        banked = view["banked"][view["seat"]]
        price = f" ({price_words(effect, banked).removeprefix('for ')})" if effect is not None else ""
        side: Side | None = "attack" if action.target == "attack" else "defence" if action.target else None
        spent = life_if_killed(view["turn"], side) if side else 0
        cost = f"; {who(view, view['current'])} loses {spent} life more for the points spent" if spent else ""
        return f"{card_label(action.card)} {profession_name(action.card)}: {what}{price}{cost}"
    if isinstance(action, Done):
        return "Done"
    if isinstance(action, Pass):
        return "No answer"
    return action.label


def choice_short(action: Action) -> str:
    """A move button's words when its whole label does not fit: what the effect does, not
    only whose it is ("K\u2665 heal 3"; a kill says which combination it kills). Cut to the
    card's name, a Knight's two kills read "4❦ Knight  (1)" and "4❦ Knight  (2)", two buttons
    alike, and every effect was a card's name. Other moves keep their name before the colon."""
    if isinstance(action, Respond) and action.target:
        return f"{card_label(action.card)} kills the {action.target}"
    if isinstance(action, (Activate, Respond)) and (effect := individual(action.card)) is not None:
        return f"{card_label(action.card)} {SHORT_EFFECTS[effect.kind].format(n=effect.amount)}"
    if isinstance(action, Name):
        return PROFESSIONS[action.profession]
    return ""


def hint_words(action: Action, view: DrakerView) -> str:
    """A hinted move as the table writes it: cards as their corners show them, the opponent
    attacked by name at a table of three or four, an effect with what it does ("Lay Ag:
    attack with Ag Jg 5h" was the engine's label, in its letters and without whom)."""
    if isinstance(action, Lay):
        parts = []
        for verb, cards in (("attack", action.attack), ("defend", action.defence)):
            if cards is None:
                continue
            whom = f" {who(view, action.target)}" if verb == "attack" and action.target is not None else ""
            parts.append(f"{verb}{whom} with {' '.join(card_label(c) for c in cards)}" if cards
                         else f"{verb}{whom} with it alone")
        return f"Lay {card_label(action.card)}: {', '.join(parts)}"
    if isinstance(action, Activate):
        return f"Activate {choice_label(action, view)}"
    if isinstance(action, Respond):
        return f"Answer with {choice_label(action, view)}"
    if isinstance(action, Name):
        return f"Name {card_label(view['turn']['laid'] or '')} a {choice_label(action, view)}"
    return choice_label(action, view)


def seat_tag(view: DrakerView, seat: int) -> str:
    """A seat's state in words (never colour alone)."""
    if view["out"][seat]:
        return "Out"
    if view["phase"] != "over" and view["current"] == seat:
        return "Their turn"
    return ""


# ---------------------------------------------------------------------- the turn as it is told
@dataclass
class TurnStory:
    """The turn the stacks panel tells, built from the events as their moments come (the
    engine's turn record is already the next turn's by the time a resolved turn is shown):
    whose turn, its combinations in words, and what happened, line by line."""

    seat: int | None = None
    combinations: dict[str, str] = field(default_factory=dict)
    lines: list[tuple[str, bool]] = field(default_factory=list)   # (words, took place)

    def formed(self, event: CombinationFormed) -> None:
        if event.seat != self.seat or self.lines:
            self.seat, self.combinations, self.lines = event.seat, {}, []
        self.combinations[event.side] = spoken(event.words)

    def happened(self, words: str, took_place: bool = True) -> None:
        self.lines.append((you_agree(words), took_place))      # "You lose", as the history says
        del self.lines[:-8]
