"""King's Court's table: the bottom seat's fanned hand, the other seats round the table, the
draw and discard piles, Risk cards before their owners, the score sheet, choices and On Guard.

The engine is the only truth. Every move goes through ``session.apply`` (the player's own,
an AI seat's through :class:`~eternus.ui.table.turns.TurnDriver`, or an On Guard window's
answer); the events it returns are renamed to this table's zones
(:func:`logic.translate`) and played by the generic
:class:`~eternus.ui.table.animator.EventPlayer`; once everything has landed the display is
made equal to the view again.

The table is seen from the *bottom* seat's chair: the human whose turn it is (hot-seat:
when the turn passes to another person an opaque :class:`PrivacyScene` comes first, then
the table turns to their chair), or seat 0 with its cards face down when only AI seats play.
With several people at the screen the shown hand also lies face down while an AI seat
decides, and the hand-over is wanted as a frame of its own (the quiet idle draws none).

What has no card to fly is shown as a *cue* when its engine event comes up in the
animation: a reversal (``DirectionChanged``) spins the direction arrow with "Reversed!", a
skipped or lost turn (``TurnSkipped``) puts a fading word over the seat and sends the cards
it costs as a "+N" to the victim, a Catapult (``HandsSwapped``) sends both hands across at
once. The "+N" by the discard pile follows the draws owed in the view while they stack;
when they vanish with nobody to fly to (a Protector's cancel), "+N cancelled" fades there.

On Guard windows are timed here, not in the engine: a person gets a short window with a
button (no answer in time is silence); an AI seat waits a short reaction time, then the
:class:`TurnDriver` asks its agent as for any other decision (how often a level says or
catches "On Guard" is the engine's policy, so the AI at the table is the AI ``sim`` plays).

Jobs are split: this module owns the session, the moves and the frame;
:mod:`input` maps the mouse and the hand's keys to moves; :mod:`draw` draws; :mod:`cards`
paints the cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from eternus.engine.core import Action, CardMoved, Event, GameOver, Shuffled
from eternus.engine.kings_court.actions import (
    CallOnGuard, CatchOnGuard, Draw, LetGo, Pass, Play, StaySilent,
)
from eternus.engine.kings_court.events import (
    LOST_TURN_WORDS, DirectionChanged, HandDealt, HandScored, HandsSwapped, TurnSkipped,
)
from eternus.engine.kings_court.scoring import hand_standings
from eternus.engine.kings_court.phases import WINDOW_PHASES, Phase
from eternus.engine.kings_court.views import KingsCourtView
from eternus.session import GameSession
from eternus.storage import AI_PACES
from eternus.ui import theme
from eternus.ui.canvas import Target
from eternus.ui.games.kings_court import logic
from eternus.ui.games.kings_court.cards import KingsCourtArt
from eternus.ui.games.kings_court.draw import draw_table
from eternus.ui.games.kings_court.input import KingsCourtInput
from eternus.ui.scenes.standings_sheet import CardFace
from eternus.ui.scene import Services
from eternus.ui.table.display import Shown, TableDisplay
from eternus.ui.table.focus import FocusTarget
from eternus.ui.table.hands import deal_after
from eternus.ui.table.table_scene import TableScene
from eternus.ui.table.turns import TurnDriver
from eternus.ui.table.widgets import ButtonBar
from eternus.ui.widgets import Button


REQUIRED_ZONES = (*logic.CARD_ZONES, "status", "info", "prompt", "me", "buttons", "tools", "scores", "log", "announce",
                  *(f"panel:{i}" for i in range(logic.PANELS)))
GUARD_SECONDS = 3.0       # a person's window to say or catch "On Guard", at the normal pace
AI_REACTION = 0.6         # an AI seat's pause before its On Guard answer (game seconds)
FLASH_SECONDS = 1.4       # how long a reversal or a new suit stays lit
REVERSE_SECONDS = 1.3     # the direction arrow's spin and its "Reversed!"
MARK_SECONDS = 2.0        # a "Skipped" / "Loses the turn" mark over a seat
FLY_SECONDS = 1.1         # a "+N" draw count flying from the discard pile to its victim
POP_SECONDS = 0.45        # the "+N" counter swelling as draws stack
CANCEL_SECONDS = 1.6      # "+N cancelled" where the counter stood


@dataclass
class Cue:
    """A short table effect that is no card: the arrow's spin (``reverse``), a word over a
    seat (``mark``), a draw count on its way to a seat (``fly``). Cues never hold up play."""

    kind: str
    seat: int | None
    text: str
    total: float
    left: float = -1.0
    lost: bool = False

    def __post_init__(self) -> None:
        if self.left < 0:
            self.left = self.total

    @property
    def k(self) -> float:
        """How far through it is, 0 to 1."""
        return 1.0 - max(0.0, self.left) / self.total if self.total > 0 else 1.0


class KingsCourtTable(TableScene):
    """The scene. Public for tests: ``session``, ``driver``, ``display``, ``notice``,
    ``window_left``, ``apply()``, ``draw_card()``, ``bottom``."""

    LOGS_THE_DEAL = True
    TURNS = "hidden hands"
    driver: TurnDriver
    display: TableDisplay
    input: KingsCourtInput

    def __init__(self, services: Services, session: GameSession) -> None:
        super().__init__(services)
        self.art = KingsCourtArt()
        self.player = self.lay_cards("kings_court", REQUIRED_ZONES, self.art, logic.CARD_ZONES,
                                     self._event_sound, self._log_event, self._on_idle)
        self.window_left: float | None = None        # seconds left in a person's On Guard window
        self._window_key: int | None = None
        self._ai_wait = 0.0
        self._view_key: tuple[int, int, int] | None = None
        self._view: KingsCourtView | None = None
        self.flash: dict[str, float] = {}           # "direction" / "suit": seconds of highlight left
        self._seen: tuple[int, str] | None = None
        self.cues: list[Cue] = []
        self.stack_count = 0                        # the "+N" by the discard pile (draws owed)
        self.stack_pop = 0.0                        # seconds left of its swell
        self._build_buttons()
        self.input = KingsCourtInput(self)
        self.start(session)

    # ------------------------------------------------------------------ set-up
    def _build_buttons(self) -> None:
        self.btn_draw = Button((0, 0, 0, 0), "Draw  (D)", self.draw_card, style="primary", size=22)
        self.btn_pass = Button((0, 0, 0, 0), "Pass  (P)", self.pass_turn, size=22)
        self.btn_guard = Button((0, 0, 0, 0), "On Guard!  (G)", self.call_guard, style="primary", size=22)
        self.actions_bar = ButtonBar(self.layout["buttons"].rect, [self.btn_draw, self.btn_pass, self.btn_guard],
                                     on_click=self._click, per_row=2, fill_last_row=True)   # "On Gu..." at half a row
        tools = [("Undo  (U)", self.undo), ("Rules  (F1)", self.open_rules),
                 ("Restart", self.restart), ("Menu  (Esc)", self.open_pause)]
        self.tool_buttons = {name.split()[0]: Button((0, 0, 0, 0), name, fn, size=21) for name, fn in tools}
        self.tools_bar = ButtonBar(self.layout["tools"].rect, list(self.tool_buttons.values()),
                                   gap=10, on_click=self._click, per_row=2)

    def reset_table(self, session: GameSession) -> None:
        """No new cards, On Guard window, highlight or cue yet; the "+N" as the view owes it."""
        self.new_cards: set[str] = set()    # drawn into the shown hand since its person last moved
        self.window_left, self._window_key = None, None
        self.flash, self._seen = {}, None
        self.cues, self.stack_count, self.stack_pop = [], logic.owed_draws(self.view), 0.0

    def open_fresh(self) -> None:
        """What the deal did (a cut for the bonus, Risk cards laid face up) is said too."""
        super().open_fresh()
        self.say(f"Deal number {self.session.record.seed}.", theme.MUTED)
        for text in self.log_of([e.for_seat(None) for e in self.first_deal_events()]):
            self.say(text)

    def open_resumed(self) -> None:
        super().open_resumed()
        self.say("Match resumed.", theme.MUTED)

    # ------------------------------------------------------------------ services
    def _event_sound(self, event: Event) -> None:
        if isinstance(event, CardMoved):
            self.sound("discard" if event.dst == "discard" else "deal")
        else:
            self.sound("deal")

    def log_line(self, event: Event) -> tuple[str, tuple[int, int, int]] | None:
        """What the log says of an event, if anything (the live log and a resumed one alike):
        a lost turn and a swap are marks over the seats, a card moving is seen, not written."""
        if isinstance(event, TurnSkipped):
            return (f"{logic.who(self.view, event.seat)} is skipped.", theme.GOLD_BRIGHT) if not event.lost else None
        if isinstance(event, (DirectionChanged, HandScored, GameOver)):
            return event.text, theme.GOLD_BRIGHT
        if isinstance(event, (HandsSwapped, CardMoved, Shuffled, HandDealt)) or not event.text:
            return None     # seen on the table (a shuffle is heard; the dealer's line says a deal), not written
        return event.text, theme.CREAM

    def log_of(self, events: list[Event]) -> list[str]:
        return [line[0] for line in map(self.log_line, events) if line is not None]

    def _log_event(self, event: Event) -> None:
        """An event's moment has come: its log line, and its cue, mark or big moment."""
        line = self.log_line(event)
        if line is not None:
            self.say(*line)
        if isinstance(event, DirectionChanged):
            self.cues = [c for c in self.cues if c.kind != "reverse"]
            self.cues.append(Cue("reverse", None, "Reversed!", REVERSE_SECONDS))
            self.flash["direction"] = REVERSE_SECONDS
            self.sound("flip")
        elif isinstance(event, TurnSkipped):
            self._mark(event.seat, LOST_TURN_WORDS.get(event.reason, "Turn lost"), event.lost)
            who = logic.who(self.view, event.seat)
            if event.draws > 0:
                self.cues.append(Cue("fly", event.seat, f"+{event.draws}", FLY_SECONDS))
                self.stack_count, self.stack_pop = 0, 0.0
            if event.seat in self.driver.human_seats:       # a penalty aimed at a person: the centre
                self.announce(f"{who} draws {event.draws} and loses the turn" if event.draws > 0
                              else f"{who} is skipped" if not event.lost else f"{who}: turn lost", "invalid")
            else:
                self.sound("click")
        elif isinstance(event, HandScored) and event.went_out is not None:
            self.announce(f"{event.names[event.went_out]} goes out!", "win")
        elif isinstance(event, HandsSwapped):
            for seat in event.seats:
                self._mark(seat, "Hands swapped", False)
            self.sound("flip")

    def _mark(self, seat: int, text: str, lost: bool) -> None:
        self.cues = [c for c in self.cues if not (c.kind == "mark" and c.seat == seat)]
        self.cues.append(Cue("mark", seat, text, MARK_SECONDS, lost=lost))

    # ------------------------------------------------------------------ state queries
    @property
    def view(self) -> KingsCourtView:
        """The bottom seat's view, built once per move (draw and input ask many times a frame)."""
        key = (id(self.session.state), len(self.session.record.actions), self.bottom)
        if self._view is None or self._view_key != key:
            self._view_key, self._view = key, logic.kings_court_view(self.session.state, self.bottom)
        return self._view

    @property
    def bottom(self) -> int:
        """The seat whose chair the table is seen from."""
        viewer = self.driver.viewer
        return 0 if viewer is None else viewer

    @property
    def phase(self) -> Phase:
        return self.view["phase"]

    def show_bottom(self) -> bool:
        """The bottom hand is face up: its person has the screen now (one person alone
        always; at a hot-seat table from their hand-over to the end of their move:
        :attr:`~eternus.ui.table.turns.TurnDriver.revealed`), and nobody else is deciding at
        the screen (a catch window of another person hides it)."""
        revealed = self.driver.revealed
        return revealed is not None and revealed == self.bottom and not self.public_window()

    def public_window(self) -> bool:
        """Another person answers an On Guard window at this screen without taking the chair
        (a few seconds' race needs no hand-over screen; the shown hand is turned down)."""
        seat = self.driver.seat
        return (self.phase in WINDOW_PHASES and seat is not None and not self.driver.is_ai(seat)
                and seat != self.driver.viewer)

    def my_decision(self) -> bool:
        """The bottom seat's person decides now, their hand shown to them (past their
        hand-over), and nothing is moving."""
        seat = self.driver.seat
        return (seat is not None and seat == self.driver.revealed and not self.driver.is_ai(seat)
                and not self.busy and not self.public_window())

    def person_to_move(self) -> bool:
        return self.my_decision() or self.human_window()

    def human_window(self) -> bool:
        """A person is in an On Guard window (their own call, or a catch)."""
        seat = self.driver.seat
        return (self.phase in WINDOW_PHASES and seat is not None and not self.driver.is_ai(seat)
                and not self.busy)

    def legal_actions(self) -> list[Action]:
        return [] if self.session.is_over else self.session.state.legal_actions()

    def why_illegal(self, action: Action) -> str | None:
        return self.session.state.refusal(action)

    def zone_rect(self, zone: str) -> pygame.Rect:
        """Where a zone of the table's map is (``prompt``, ``deck``, ``panel:3``...)."""
        return self.layout[zone].rect

    def may_draw(self) -> bool:
        return self.btn_draw.enabled

    # ------------------------------------------------------------------ moves
    def after_move(self, action: Action) -> None:
        self.input.after_move()
        self.new_cards.clear()              # the person has moved: what they drew is seen

    def input_buttons(self) -> list[FocusTarget]:
        """The choices (a suit, a target, an answer) laid out by the input."""
        return [FocusTarget(c.rect, c.label, partial(self.input.press, c)) for c in self.input.all_buttons()]

    def played(self, events: list[Event]) -> None:
        n = len(self.session.record.seats)
        if any(isinstance(e, (HandScored, HandDealt)) for e in events):
            # A new deal (also the one after a cut for the dealing bonus, or a Castle Fire's
            # deal again): a whole hand is not "new" cards (every card of it was tagged).
            self.new_cards.clear()
        else:
            self.new_cards |= {e.card for e in events if isinstance(e, CardMoved) and e.card
                               and e.dst == f"hand:{self.bottom}" and e.src != f"hand:{self.bottom}"}
        over = any(isinstance(e, GameOver) for e in events)
        scored = next((e for e in events if isinstance(e, HandScored)), None)
        if scored is not None:
            # The match's last hand too: its cards are laid open before the results come (so
            # it is queued first: with animations off the events land, and the table falls
            # idle, within the play below).
            self.queue_summary(f"Hand {scored.hand} is over", hand_standings(scored),
                               "See the results" if over else "Next hand")
        seat = self.bottom if self.show_bottom() else None
        self.player.play(logic.translate(events, n, self.bottom, seat is not None), seat=seat)
        if over:
            self.sound(self.match_end_sound())
        self._autosave()

    def next_deal_at(self, events: list[Event]) -> int | None:
        return deal_after(events, HandScored)

    def summary_card_face(self) -> CardFace:
        """The cards each player was left with are laid open on the hand's summary."""
        return self.art.face

    def deal_next_hand(self) -> bool:
        dealt = super().deal_next_hand()
        if dealt:
            self.new_cards.clear()              # a whole new hand is not "new" cards
        return dealt

    def try_action(self, action: Action) -> None:
        """A button's move: refused with the engine's reason when it is not legal now."""
        if not self.my_decision():
            self.refuse("It is not your decision now.")
            return
        self.apply(action)

    def wants_frames(self) -> bool:
        """Also while a person's On Guard window counts down."""
        return super().wants_frames() or self.window_left is not None

    def show_hint(self, action: Action) -> None:
        """A hinted card is lifted out of the fan as the keyboard's card: Enter plays it."""
        if isinstance(action, Play):
            cards = self.input.hand_cards()
            if action.card in cards:
                self.input.hand_cursor = cards.index(action.card)

    def draw_card(self) -> None:
        self.try_action(Draw())

    def pass_turn(self) -> None:
        self.try_action(Pass())

    def call_guard(self) -> None:
        """The On Guard button: say it for yourself, or catch a silent player."""
        if not self.human_window():
            self.refuse("There is nobody to call \u201cOn Guard\u201d on now.")
            return
        self.apply(CallOnGuard() if self.phase == "guard" else CatchOnGuard())

    def after_undo(self) -> None:
        """After an undo (TableScene.undo): the display and the draw counter as they stand."""
        self.sync()
        self.cues, self.stack_count, self.stack_pop = [], logic.owed_draws(self.view), 0.0
        self.announcement = None
        self.new_cards.clear()

    # ------------------------------------------------------------------ the frame
    def room_piles(self) -> dict[str, list[Shown]]:
        return logic.piles_from_view(self.view, self.bottom, False)

    def sync(self) -> None:
        """Make the display equal to the engine's view from the bottom chair."""
        self.display.set_piles(logic.piles_from_view(self.view, self.bottom, self.show_bottom()))
        self.dealer_shown = self.view["dealer"]   # who dealt, while the next deal waits under a summary

    def _on_idle(self) -> None:
        if not self.between_hands:              # under a hand's summary the table shows that hand
            self.sync()
        if self.summary is None:                # the last hand's summary comes before the results
            self.show_results_once()

    def update(self, dt: float) -> None:
        self.update_cards(dt, self.input)
        self.phones.frame(self.session, self.play_move, ready=not self.busy)
        self._turns(dt)
        self._flashes(dt)
        self._cues(dt)
        self.tick_announcement(dt)
        self.tick_aids(dt)
        self._update_buttons()

    def _flashes(self, dt: float) -> None:
        """Light the direction arrow when play reverses and the suit when a wild names one."""
        for name in list(self.flash):
            self.flash[name] -= dt
            if self.flash[name] <= 0:
                del self.flash[name]
        now = (self.view["direction"], self.view["suit"])
        if self._seen is not None and not self.busy and now[1] != self._seen[1]:
            self.flash["suit"] = FLASH_SECONDS
        if self._seen is None or not self.busy:
            self._seen = now

    def _cues(self, dt: float) -> None:
        """Age the cues (at the animation speed; in real time when animations are off), and
        let the "+N" counter follow the draws owed once the cards have landed."""
        step = dt * (self.speed() if self.speed() > 0 else 1.0)
        for cue in self.cues:
            cue.left -= step
        self.cues = [c for c in self.cues if c.left > 0]
        self.stack_pop = max(0.0, self.stack_pop - step)
        if not self.busy:
            owed = logic.owed_draws(self.view)
            if owed > self.stack_count:
                self.stack_pop = POP_SECONDS
                self.sound("dice")
            elif owed == 0 and self.stack_count > 0:
                # Gone with no victim to fly to (a Protector cancels the draw): say so.
                self.cues.append(Cue("cancel", None, f"+{self.stack_count} cancelled", CANCEL_SECONDS))
                self.sound("flip")
            self.stack_count = owed

    def cue(self, kind: str, seat: int | None = None) -> Cue | None:
        """The running cue of this kind (for a seat), if any: for drawing and tests."""
        return next((c for c in self.cues if c.kind == kind and (seat is None or c.seat == seat)), None)

    def _turns(self, dt: float) -> None:
        """AI seats' moves, On Guard windows, the hand-over screen."""
        if self.show_summary():
            return
        if self.session.is_over:
            if not self.busy:          # the last hand's summary read: the results
                self.show_results_once()
            return
        seat = self.driver.seat
        reacting = False
        if self.phase in WINDOW_PHASES and seat is not None:
            if not self._window(seat, dt):
                return
            reacting = self._ai_wait < AI_REACTION
        else:
            self.window_left, self._window_key = None, None
        hidden_before = self.show_bottom()
        handed_over = self.follow(self.driver.step(self.busy or self.input.drag.held is not None or reacting))
        if not handed_over and hidden_before != self.show_bottom() and not self.busy:
            self.sync()

    def guard_seconds(self) -> float:
        """A person's On Guard window: three seconds, longer at a table that set a slower pace
        for its computer players (a relaxed game night was caught at three; the window kept
        to three whatever the pace said)."""
        return GUARD_SECONDS * max(1.0, self.ai_pace() / AI_PACES["normal"])

    def _window(self, seat: int, dt: float) -> bool:
        """Time an On Guard window: a person's few seconds (silence when they run out), an AI
        seat's reaction time. True for an AI seat, whose agent the driver then asks (held
        back while ``_ai_wait`` is short of the reaction time)."""
        key = len(self.session.record.actions)
        if self._window_key != key:
            self._window_key, self._ai_wait = key, 0.0
            self.window_left = self.guard_seconds() if not self.driver.is_ai(seat) else None
            if not self.busy:
                self.sync()     # a window of another person turns the hand face down
        if self.driver.is_ai(seat):
            if not self.busy:
                self._ai_wait += dt * self.speed() if self.speed() > 0 else AI_REACTION
            return True
        if self.busy:
            return False
        assert self.window_left is not None
        self.window_left -= dt
        if self.window_left <= 0:
            self.window_left = None
            self.apply(StaySilent() if self.phase == "guard" else LetGo())
        return False

    def _update_buttons(self) -> None:
        state = self.session.state
        mine = self.my_decision()
        legal = state.legal_actions() if not self.session.is_over else []
        self.btn_draw.enabled = mine and Draw() in legal
        self.btn_pass.enabled = mine and Pass() in legal
        window = self.human_window()
        self.actions_bar.show(self.btn_guard, window)
        if window:
            seat = self.driver.seat
            assert seat is not None
            words = "On Guard!" if self.phase == "guard" else f"Catch {self._culprit()}!"
            self.btn_guard.label = f"{logic.who(self.view, seat)}: {words}" if self.public_window() else f"{words}  (G)"
        self.tool_buttons["Undo"].enabled = self.undo_possible()

    def _culprit(self) -> str:
        culprit = logic.catch_culprit(self.view)
        return "them" if culprit is None else logic.who(self.view, culprit)

    # ------------------------------------------------------------------ words
    def prompt(self) -> tuple[str, tuple[int, int, int]]:
        if self.notice is not None:
            return self.notice.text, self.notice.colour
        if self.session.is_over:
            return "The match is over.", theme.GOLD_BRIGHT
        seat = self.driver.seat
        if seat is None:
            return "", theme.CREAM
        name = logic.who(self.view, seat)
        if self.busy:
            return "\u2026", theme.MUTED
        if self.human_window():
            left = f" ({self.window_left:.1f} s)" if self.window_left is not None else ""
            text = logic.prompt_for(self.view)
            return (f"{name}: {text}{left}" if self.public_window() else text + left), theme.GOLD_BRIGHT
        if self.driver.is_ai(seat):
            return f"{name} is thinking\u2026", theme.MUTED
        if not self.my_decision():
            return f"{name} decides\u2026", theme.MUTED
        if self.input.magician is not None:
            return "Magician: which card does it become? (Esc takes it back)", theme.CREAM
        return logic.prompt_for(self.view), theme.CREAM

    def status_text(self) -> str:
        if self.session.is_over:
            return "Match over"
        seat = self.driver.seat
        if seat is None:
            return ""
        return f"{logic.who(self.view, seat)} to {'answer' if self.phase in WINDOW_PHASES else 'play'}"

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """The buttons, then this table's keys, then the hand and the choices (the input)."""
        self.input.track_pointer(event)
        if self.actions_bar.handle(event) or self.tools_bar.handle(event):
            return True
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        return self.input.handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """Esc, F1, undo and restart as at every table; D draws, P passes, G or Space says
        "On Guard" (or catches a silent player)."""
        if self.table_key(event, self.input.step_back):
            return True
        if event.key == pygame.K_d:
            self.draw_card()
        elif event.key == pygame.K_p:
            self.pass_turn()
        elif event.key in (pygame.K_g, pygame.K_SPACE):
            self.call_guard()
        else:
            return False
        return True

    def seat_is_ai(self, seat: int) -> bool:
        return not self.session.record.seats[seat].is_human

    def draw(self, surface: Target) -> None:
        draw_table(self, surface)
