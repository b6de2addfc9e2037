"""The phase names of a King's Court state (one deciding seat per phase)."""

from __future__ import annotations

CUT, TURN, DRAWN, RESPOND_PHASE = "cut", "turn", "drawn", "respond"
SUIT, OPTION_SUIT, DIRECTION, EXTRA, ESCORT_PHASE = "suit", "option_suit", "direction", "extra", "escort"
TARGET, DEFEND, BURN, INSPECT, KEY = "target", "defend", "burn", "inspect", "key"
GUARD, CATCH, DARK_KNIGHT, ESCAPE, ANSWER, OVER = (
    "guard", "catch", "dark_knight", "escape", "answer", "over")
PHASES = (CUT, TURN, DRAWN, RESPOND_PHASE, SUIT, OPTION_SUIT, DIRECTION, EXTRA, ESCORT_PHASE,
          TARGET, DEFEND, BURN, INSPECT, KEY, GUARD, CATCH, DARK_KNIGHT, ESCAPE, ANSWER, OVER)
STEP_PHASES = {"suit": SUIT, "option_suit": OPTION_SUIT, "direction": DIRECTION,
               "extra": EXTRA, "escort": ESCORT_PHASE, "target": TARGET, "burn": BURN,
               "inspect": INSPECT, "key": KEY}
