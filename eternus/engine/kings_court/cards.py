"""Every card of King's Court (108), King's Dynasty (55) and the bonus deck (36).

A card is a string id, unique in the whole catalogue ("gold-5-a", "dragon-c",
"option-gold-green", "dark_knight"), so a deck is a set of ids and conservation is a set
comparison. :data:`CARDS` maps each id to its :class:`CardInfo`: kind, suit(s), point
value, effect id, which box it came from and which custom-pick group it belongs to.

Where the source's tables give a count per value across several suits that does not
divide evenly (six 4s over four suits), the copies are spread as written in
``_uneven_copies``; the rules page lists that reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eternus.engine.kings_court.options import KingsCourtOpts

# Card kinds.
NUMBER = "number"            # suit cards 0-10
SUIT_SCROLL = "suit_scroll"  # Fair Maiden, Drawbridge, Queen's Option, Knight, Court Jester
KINGDOM = "kingdom"          # Kingdom Scroll cards (Wizard ... Dungeon)
SHIELD = "shield"            # Risk, Battle, Defender and the bonus Shield cards

KC_SUITS = ("gold", "green", "blue", "burgundy")
KD_SUITS = ("purple", "silver")
BONUS_SUIT = "orange"
ALL_SUITS = KC_SUITS + KD_SUITS + (BONUS_SUIT,)

# Effects that live in front of a player (face up) instead of in the hand.
RISK = ("dark_knight", "poison_garden", "castle_fire", "kings_goblet")
FRONT_EFFECTS = frozenset(RISK + ("warlord",))
BATTLE = ("cannonball", "catapult", "flaming_arrow", "siege_tower", "imperial_tax")
WILD = frozenset({"wizard", "dragon", "king", "duke"})
DRAW_COUNTS = {"drawbridge": 2, "dragon": 3, "wizard": 5}
# What a Magician may turn into (named, playable Scroll cards; see the rules page).
MAGICIAN_FORMS = ("drawbridge", "knight", "jester", "maiden", "wizard", "dragon", "king",
                  "duke", "dungeon", "decree", "protector")
# King's Dynasty's wild cards a Magician may be named too, when the deck holds them ("any
# named and playable Scroll Card"): each plays as the King's Court card it mirrors.
ROYAL_FORMS = {"queen": "king", "duchess": "duke"}


def form_effect(form: str) -> str:
    """The effect a Magician's form plays with (a Queen is a King's effect, a Duchess a Duke's)."""
    return ROYAL_FORMS.get(form, form)

EFFECT_NAMES = {
    "number": "Number", "maiden": "Fair Maiden", "drawbridge": "Drawbridge",
    "option": "Queen's Option", "knight": "Knight", "jester": "Court Jester",
    "wizard": "Wizard", "dragon": "Dragon", "king": "King", "duke": "Duke",
    "queen": "Queen", "duchess": "Duchess",
    "decree": "Royal Decree", "magician": "Magician", "potion": "Magic Potion",
    "protector": "Protector", "dungeon": "Dungeon", "dark_knight": "Dark Knight",
    "poison_garden": "Poison Garden", "castle_fire": "Castle Fire",
    "kings_goblet": "King's Goblet", "cannonball": "Cannonball", "catapult": "Catapult",
    "flaming_arrow": "Flaming Arrow", "siege_tower": "Siege Tower",
    "imperial_tax": "Imperial Tax", "defender": "Defender",
    "hidden_treasure": "Hidden Treasure", "warlord": "Warlord", "secret_key": "Secret Key",
}

SCROLL_POINTS = {"maiden": 20, "drawbridge": 20, "option": 30, "knight": 20, "jester": 20}
KINGDOM_POINTS = {"wizard": 50, "dragon": 35, "king": 25, "duke": 20, "decree": 50,
                  "magician": 50, "potion": 0, "protector": 35, "dungeon": 35}
SHIELD_POINTS = {"dark_knight": 100, "poison_garden": -75, "castle_fire": -75,
                 "kings_goblet": -50, "cannonball": 35, "catapult": 35, "flaming_arrow": 35,
                 "siege_tower": 35, "imperial_tax": 35, "defender": -35,
                 "hidden_treasure": -100, "warlord": 50, "secret_key": 0}


@dataclass(frozen=True)
class CardInfo:
    """One physical card. ``match`` is what "same kind" compares (None for Kingdom cards)."""

    id: str
    name: str
    kind: str
    effect: str
    suits: tuple[str, ...]
    points: int
    value: int | None
    box: str     # "kc", "kd", "bonus" or "promo"
    group: str   # custom-pick group ("kc" for the base game)

    @property
    def match(self) -> str | None:
        if self.kind == NUMBER:
            return str(self.value)
        if self.kind == SUIT_SCROLL:
            return self.effect
        return None

    @property
    def is_suit_card(self) -> bool:
        return self.kind in (NUMBER, SUIT_SCROLL)


_LETTERS = "abcdefghij"


def _uneven_copies(total: int, suits: tuple[str, ...], value: int) -> dict[str, int]:
    """Spread ``total`` copies of a value over ``suits``; the odd copies rotate with the value."""
    base, extra = divmod(total, len(suits))
    start = (value * extra) % len(suits) if extra else 0
    lucky = {suits[(start + i) % len(suits)] for i in range(extra)}
    return {s: base + (1 if s in lucky else 0) for s in suits}


def _build() -> dict[str, CardInfo]:
    cards: dict[str, CardInfo] = {}
    used: dict[str, int] = {}

    def add(stem: str, name: str, kind: str, effect: str, suits: tuple[str, ...], points: int,
            value: int | None, box: str, group: str, single: bool = False) -> None:
        if single:
            card_id = stem
        else:
            n = used.get(stem, 0)
            used[stem] = n + 1
            card_id = f"{stem}-{_LETTERS[n]}"
        cards[card_id] = CardInfo(card_id, name, kind, effect, suits, points, value, box, group)

    def numbers(box: str, group: str, suits: tuple[str, ...], table: dict[int, int]) -> None:
        for value, total in table.items():
            for suit, copies in _uneven_copies(total, suits, value).items():
                for _ in range(copies):
                    add(f"{suit}-{value}", f"{suit.title()} {value}", NUMBER, "number", (suit,),
                        value, value, box, group)

    def scrolls(box: str, group: str, suits: tuple[str, ...], per_suit: dict[str, int]) -> None:
        for effect, copies in per_suit.items():
            for suit in suits:
                for _ in range(copies):
                    add(f"{suit}-{effect}", f"{suit.title()} {EFFECT_NAMES[effect]}", SUIT_SCROLL,
                        effect, (suit,), SCROLL_POINTS[effect], None, box, group)

    def option(box: str, group: str, a: str, b: str) -> None:
        add(f"option-{a}-{b}", f"Queen's Option ({a.title()}/{b.title()})", SUIT_SCROLL,
            "option", (a, b), SCROLL_POINTS["option"], None, box, group, single=True)

    def kingdom(box: str, group: str, effect: str, copies: int, name: str | None = None,
                stem: str | None = None) -> None:
        for _ in range(copies):
            add(stem or effect, name or EFFECT_NAMES[effect], KINGDOM, effect, (),
                KINGDOM_POINTS[effect], None, box, group, single=copies == 1 and stem is None)

    def shield(box: str, group: str, effect: str, copies: int = 1) -> None:
        for _ in range(copies):
            add(effect, EFFECT_NAMES[effect], SHIELD, effect, (), SHIELD_POINTS[effect], None,
                box, group, single=copies == 1)

    # ---- King's Court: 62 number cards, 26 suit scrolls, 20 kingdom scrolls
    numbers("kc", "kc", KC_SUITS, {1: 8, 2: 8, 3: 8, 4: 6, 5: 6, 6: 6, 7: 6, 8: 6, 9: 4, 10: 4})
    scrolls("kc", "kc", KC_SUITS, {"maiden": 2, "drawbridge": 2, "knight": 1, "jester": 1})
    option("kc", "kc", "gold", "green")
    option("kc", "kc", "blue", "burgundy")
    kingdom("kc", "kc", "wizard", 1)
    kingdom("kc", "kc", "dragon", 4)
    kingdom("kc", "kc", "king", 4)
    kingdom("kc", "kc", "duke", 4)
    kingdom("kc", "kc", "decree", 1)
    kingdom("kc", "kc", "magician", 1)
    kingdom("kc", "kc", "potion", 1)
    kingdom("kc", "kc", "protector", 2)
    kingdom("kc", "kc", "dungeon", 2)
    # ---- King's Dynasty: 31 numbers, 9 suit scrolls, 4 kingdom, 11 shields
    numbers("kd", "kd_numbers", KD_SUITS,
            {1: 4, 2: 4, 3: 4, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 2, 10: 2})
    scrolls("kd", "kd_scrolls", KD_SUITS, {"maiden": 1, "drawbridge": 1, "knight": 1, "jester": 1})
    option("kd", "kd_scrolls", "purple", "silver")
    kingdom("kd", "kd_royals", "king", 2, name="Queen", stem="queen")
    kingdom("kd", "kd_royals", "duke", 2, name="Duchess", stem="duchess")
    for effect in RISK:
        shield("kd", "risk", effect)
    for effect in BATTLE:
        shield("kd", "battle", effect)
    shield("kd", "defender", "defender", 2)
    # ---- Bonus deck: the orange suit, zero cards, Hidden Treasure, Warlord
    numbers("bonus", "bonus_suit", (BONUS_SUIT,),
            {0: 2, 1: 2, 2: 2, 3: 2, 4: 2, 5: 1, 6: 2, 7: 1, 8: 2, 9: 1, 10: 1})
    numbers("bonus", "bonus_zeros", KC_SUITS + KD_SUITS, {0: 12})
    scrolls("bonus", "bonus_suit", (BONUS_SUIT,),
            {"maiden": 1, "drawbridge": 1, "knight": 1, "jester": 1})
    shield("bonus", "bonus_shields", "hidden_treasure")
    shield("bonus", "bonus_shields", "warlord")
    # ---- The mail-order Secret Key: not among the 199; only by custom pick
    shield("promo", "secret_key", "secret_key")
    return cards


CARDS: dict[str, CardInfo] = _build()

# Custom pick: expansion groups that can be added to King's Court one by one.
PICK_GROUPS = ("kd_numbers", "kd_scrolls", "kd_royals", "risk", "battle", "defender",
               "bonus_suit", "bonus_zeros", "bonus_shields", "secret_key")
DECKS = {
    "kc": ("kc",),
    "kc+kd": ("kc", "kd_numbers", "kd_scrolls", "kd_royals", "risk", "battle", "defender"),
    "kc+kd+bonus": ("kc", "kd_numbers", "kd_scrolls", "kd_royals", "risk", "battle",
                    "defender", "bonus_suit", "bonus_zeros", "bonus_shields"),
}


def build_deck(groups: tuple[str, ...] | list[str]) -> list[str]:
    """The card ids of these groups, in catalogue order (shuffle before use)."""
    wanted = set(groups)
    unknown = wanted - set(PICK_GROUPS) - {"kc"}
    if unknown:
        raise ValueError(f"unknown card groups: {', '.join(sorted(unknown))}")
    return [cid for cid, info in CARDS.items() if info.group in wanted]


def deck_groups(decks: str, picks: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The groups for a deck choice; "custom" is King's Court plus ``picks``."""
    if decks == "custom":
        return ("kc",) + tuple(g for g in PICK_GROUPS if g in picks)
    return DECKS[decks]


def suits_of(deck: list[str] | tuple[str, ...] | set[str]) -> tuple[str, ...]:
    """The suits that suit cards of this deck carry, in the fixed suit order."""
    present = {s for cid in deck for s in CARDS[cid].suits}
    return tuple(s for s in ALL_SUITS if s in present)


def info(card: str) -> CardInfo:
    return CARDS[card]


def name(card: str) -> str:
    return CARDS[card].name


def points(card: str) -> int:
    return CARDS[card].points


def in_front(card: str) -> bool:
    """Risk cards and the Warlord are laid face up in front of whoever receives them."""
    return CARDS[card].effect in FRONT_EFFECTS


def deck_for(options: dict[str, Any]) -> list[str]:
    """The card ids in play for these options (catalogue order)."""
    opts = KingsCourtOpts.of(options)
    return build_deck(deck_groups(opts.decks, opts.picks))
