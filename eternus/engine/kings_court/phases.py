"""The phases of a King's Court state, and the words that go with each, written once.

A phase is a decision with one deciding seat (see :mod:`rules`). ``Phase`` is a ``Literal``,
so mypy checks every comparison with one: a phase renamed here and not at the table fails
the type check. The engine's hints (why an action does not fit now, :data:`PHASE_HINTS`)
and what the table asks the deciding seat (:data:`PHASE_PROMPTS`) live side by side here,
so the table never re-spells a phase.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

Phase = Literal["cut", "turn", "drawn", "respond", "suit", "option_suit", "direction", "extra",
                "escort", "target", "defend", "burn", "inspect", "key", "guard", "catch",
                "dark_knight", "escape", "answer", "over"]
PHASES: Final[tuple[Phase, ...]] = get_args(Phase)

CUT: Final = "cut"
TURN: Final = "turn"
DRAWN: Final = "drawn"
RESPOND_PHASE: Final = "respond"
SUIT: Final = "suit"
OPTION_SUIT: Final = "option_suit"
DIRECTION: Final = "direction"
EXTRA: Final = "extra"
ESCORT_PHASE: Final = "escort"
TARGET: Final = "target"
DEFEND: Final = "defend"
BURN: Final = "burn"
INSPECT: Final = "inspect"
KEY: Final = "key"
GUARD: Final = "guard"
CATCH: Final = "catch"
DARK_KNIGHT: Final = "dark_knight"
ESCAPE: Final = "escape"
ANSWER: Final = "answer"
OVER: Final = "over"

#: What a played card still asks for, in order (``state.steps``). Most are a decision of the
#: player whose turn it is (:data:`STEP_PHASES`); ``defend`` asks each seat a Battle card
#: reaches; ``swap`` and ``resolve`` are automatic.
Step = Literal["suit", "option_suit", "direction", "extra", "escort", "target", "defend", "burn",
               "inspect", "key", "swap", "resolve"]
STEP_PHASES: Final[dict[Step, Phase]] = {
    "suit": SUIT, "option_suit": OPTION_SUIT, "direction": DIRECTION, "extra": EXTRA,
    "escort": ESCORT_PHASE, "target": TARGET, "burn": BURN, "inspect": INSPECT, "key": KEY}

#: Phases in which a card from the hand is played (a turn, its extra card or escort, an answer).
PLAY_PHASES: Final[tuple[Phase, ...]] = (TURN, DRAWN, EXTRA, ESCORT_PHASE, RESPOND_PHASE)
#: Phases of the player whose turn it is (a Warlord's player decides them with that hand).
OWN_TURN_PHASES: Final[frozenset[Phase]] = frozenset(
    {TURN, DRAWN, RESPOND_PHASE, SUIT, OPTION_SUIT, DIRECTION, EXTRA, ESCORT_PHASE, TARGET, BURN,
     INSPECT, KEY})
#: The On Guard windows: a few seconds' race at the table, answered out of turn.
WINDOW_PHASES: Final[tuple[Phase, ...]] = (GUARD, CATCH)

#: Why an action does not fit the phase (the engine's refusals).
PHASE_HINTS: Final[dict[Phase, str]] = {
    CUT: "The dealer first decides whether to cut for the dealing bonus.",
    TURN: "It is the start of the turn: play a card or draw.",
    DRAWN: "You have drawn: play a card or pass.",
    RESPOND_PHASE: "A draw card is aimed at you: answer it or take the cards.",
    SUIT: "Name the new suit first.",
    OPTION_SUIT: "Choose one of the Queen's Option's two suits first.",
    DIRECTION: "Choose the direction first: keep it, reverse it, or skip the next player.",
    EXTRA: "Play an extra card, or decline it.",
    ESCORT_PHASE: "The Fair Maiden needs her escort now.",
    TARGET: "Choose who the Battle card is aimed at first.",
    DEFEND: "A Battle card is aimed at you: play a Defender or let it happen.",
    BURN: "Choose the card that burns.",
    INSPECT: "Hand the inspected cards back first.",
    KEY: "Choose a card from the draw pile.",
    GUARD: "You are down to one card: say \"On Guard\" (or not).",
    CATCH: "Someone left one card in hand without a word: catch them or say nothing.",
    DARK_KNIGHT: "Play the Dark Knight now, or keep it.",
    ESCAPE: "You may get out of the Dungeon now.",
    ANSWER: "Your partner asked whether they may go out: answer Yes or No.",
    OVER: "The game is over.",
}

#: What the table asks the deciding seat (its own words for a person at the screen).
PHASE_PROMPTS: Final[dict[Phase, str]] = {
    CUT: "Dealing bonus: cut for the exact count, or deal plainly.",
    TURN: "Drag a card onto the discard pile (or click it), or draw.",
    DRAWN: "Play a card (the one you drew or another), or pass.",
    RESPOND_PHASE: "A draw card is aimed at you: answer it, or take the cards.",
    SUIT: "Name the new suit.",
    OPTION_SUIT: "Queen's Option: choose one of its two suits.",
    DIRECTION: "Choose the direction of play.",
    EXTRA: "You may play one extra card, or decline it.",
    ESCORT_PHASE: "The Fair Maiden needs an escort: her suit, a Fair Maiden or a Kingdom card.",
    TARGET: "Aim the Battle card: click a player (or choose below).",
    DEFEND: "A Battle card is aimed at you: play a Defender, or let it happen.",
    BURN: "Flaming Arrow: choose the card that burns.",
    INSPECT: "Siege Tower: look at their cards, then hand them back.",
    KEY: "Secret Key: take any card from the draw pile.",
    GUARD: "You are down to one card: say \u201cOn Guard!\u201d before the time runs out.",
    CATCH: "Someone kept quiet with one card left: catch them before the time runs out!",
    DARK_KNIGHT: "Play the Dark Knight now, or keep it.",
    ESCAPE: "You may get out of the Dungeon now.",
    ANSWER: "Your partner asks whether they may go out: Yes or No.",
    OVER: "The match is over.",
}
