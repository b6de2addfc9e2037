"""Which function applies each action: the one table the state's ``apply`` looks in.

Card play, Battle cards and Risk cards are in :mod:`effects`; the decisions between turns
in :mod:`windows`. After a handler, the state's ``advance`` runs whatever follows by itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from collections.abc import Callable

from eternus.engine.core import Action, Event
from eternus.engine.kings_court import effects, windows
from eternus.engine.kings_court.actions import (
    AcceptDraw, Allow, Answer, AskPartner, BurnCard, CallOnGuard, CatchOnGuard, Cut, DeclineRisk,
    Defend, Done, Draw, Escape, GiveUp, LetGo, NameSuit, NoExtra, Pass, Play, PlayRisk,
    PlayWarlord, SetDirection, StayInDungeon, StaySilent, TakeFromDeck, Target,
)

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState

Handler = Callable[["KingsCourtState", Action, list[Event]], None]

HANDLERS: dict[type[Action], Handler] = {
    Play: effects.play, Draw: effects.draw, Pass: effects.pass_turn, AcceptDraw: effects.accept_draw,
    NameSuit: effects.name_suit, SetDirection: effects.set_direction, NoExtra: effects.no_extra,
    Target: effects.target, Defend: effects.defend, Allow: effects.allow, Done: effects.done,
    BurnCard: effects.burn, TakeFromDeck: effects.take_from_deck, PlayRisk: effects.play_risk,
    PlayWarlord: effects.play_warlord, Cut: effects.cut,
    CallOnGuard: windows.call_on_guard, StaySilent: windows.stay_silent,
    CatchOnGuard: windows.catch_on_guard, LetGo: windows.let_go,
    DeclineRisk: windows.keep_dark_knight, Escape: windows.escape,
    StayInDungeon: windows.stay_in_dungeon, AskPartner: windows.ask_partner,
    Answer: windows.answer_partner, GiveUp: windows.give_up,
}
