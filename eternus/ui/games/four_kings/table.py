"""Four Kings Crossing's table: the Wheel, the dice, the players' panels, pickers and the log.

The engine is the only truth. Every move goes through ``session.apply`` (the player's own,
or an AI seat's through :class:`~eternus.ui.table.turns.TurnDriver`); the events it returns
are played by :class:`~eternus.ui.games.four_kings.anim.WheelPlayer` on a *shown* copy of
the view, which becomes the view again once everything has landed.

Hot-seat: nothing at the Wheel is hidden, so when the dice pass from one person to another
the table does not blank the screen; it shows a short "<name> to roll" banner over the
board instead and lights that player's panel.

Jobs are split: this module owns the session, the moves, the buttons, the keys every
table shares and the frame; :mod:`input` maps the cloth's mouse and keys to moves (through
the narrow :class:`~eternus.ui.games.four_kings.input.WheelLink`); :mod:`draw` draws;
:mod:`anim` animates; :mod:`logic` holds the pure helpers they share.
"""

from __future__ import annotations

import logging

import pygame

from eternus.engine.core import Action, Event, GameOver
from eternus.engine.four_kings.actions import NextGame, Roll
from eternus.engine.four_kings.phases import ViewPhase
from eternus.engine.four_kings.rules import FourKingsMachine
from eternus.engine.four_kings.views import FourKingsView
from eternus.session import GameSession
from eternus.ui import theme
from eternus.ui.canvas import Target
from eternus.ui.games.four_kings.anim import WheelPlayer
from eternus.ui.games.four_kings.dice import Dice
from eternus.ui.games.four_kings.draw import draw_table
from eternus.ui.games.four_kings.geometry import where
from eternus.ui.games.four_kings.input import FourKingsInput
from eternus.ui.games.four_kings.logic import log_lines, prompt_for, role, shown_copy, who
from eternus.ui.scene import Services
from eternus.ui.table.animator import Animator
from eternus.ui.table.layout import load_layout, table_map_path
from eternus.ui.table.table_scene import TableScene
from eternus.ui.table.turns import TurnDriver
from eternus.ui.table.widgets import ButtonBar
from eternus.ui.widgets import Button

log = logging.getLogger("eternus.ui")

REQUIRED_ZONES = ("status", "board", "dice", "hoard", "direction", "log", "buttons", "tools", "prompt", "announce",
                  "intermission", *(f"field:{n}" for n in range(2, 13)), *(f"role:{i}" for i in range(6)))
BANNER_SECONDS = 1.6
ALL_AI_INTERMISSION = 2.5  # with nobody at the table, the next game starts after this
Throw = tuple[pygame.Vector2 | None, pygame.Vector2 | None]   # where a throw of the dice starts, how fast


class FourKingsTable(TableScene):
    """The scene. Public for tests: ``session``, ``shown``, ``dice``, ``driver``, ``apply()``,
    ``roll()``, ``next_game()``."""

    TURNS = "open hands"
    driver: TurnDriver
    input: FourKingsInput

    def __init__(self, services: Services, session: GameSession) -> None:
        super().__init__(services)
        self.layout = load_layout(table_map_path("four_kings"), REQUIRED_ZONES)
        self.animator = Animator(self.speed)
        self.dice = Dice(self.layout["dice"].rect, self.layout["dice"].prop("die_size", 66))
        self.banner: tuple[str, float] | None = None
        self._intermission_wait = 0.0
        self._view_key: tuple[int, int] | None = None
        self._view: FourKingsView | None = None
        self._throw: Throw = (None, None)        # the person's throw of the move being played
        self.anim = WheelPlayer(self.animator, self.dice, self._shown, self._where,
                                log=self.say, announce=self._big_moment, sound=self.sound,
                                on_idle=self._on_idle)
        self._build_buttons()
        self.input = FourKingsInput(self, self.layout, self.dice)
        self.start(session)

    def _shown(self) -> FourKingsView:
        return self.shown

    def _where(self, kind: str, place: str, key: str) -> tuple[pygame.Vector2, float]:
        return where(self.layout, self.shown, kind, place, key)

    # ------------------------------------------------------------------ set-up
    def _build_buttons(self) -> None:
        self.btn_main = Button((0, 0, 0, 0), "Roll  (Space)", self.main_action, style="primary", size=28)
        self.actions_bar = ButtonBar(self.layout["buttons"].rect, [self.btn_main], on_click=self._click)
        tools = [("Undo  (U)", self.undo), ("Rules  (F1)", self.open_rules),
                 ("Restart", self.restart), ("Menu  (Esc)", self.open_pause)]
        self.tool_buttons = {name.split()[0]: Button((0, 0, 0, 0), name, fn, size=22) for name, fn in tools}
        self.tools_bar = ButtonBar(self.layout["tools"].rect, list(self.tool_buttons.values()),
                                   gap=10, on_click=self._click, per_row=2)
        box = self.layout["intermission"].rect
        self.next_button = Button((box.centerx - 170, box.bottom - 104, 340, 76), "Next game  (Enter)",
                                  self.next_game, style="primary", size=28)

    def reset_table(self, session: GameSession) -> None:
        """Nothing in flight; the dice show the last throw."""
        self.anim.flights.clear()
        self.anim.in_flight.clear()
        self._before = self.view
        dice = self.view["turn"]["dice"]
        if dice:
            self.dice.dice[0].face, self.dice.dice[1].face = dice

    def open_fresh(self) -> None:
        super().open_fresh()
        self.say(f"Deal number {self.session.record.seed}: {self._first()} rolls first.", theme.MUTED)

    def open_resumed(self) -> None:
        super().open_resumed()
        self.say(f"Game resumed: {self._first()} is next.", theme.MUTED)

    def _first(self) -> str:
        return who(self.shown, self.shown["turn"]["role"])

    def sync(self) -> None:
        """The board shown is the view again."""
        self.shown = shown_copy(self.view)

    # ------------------------------------------------------------------ state queries
    @property
    def view(self) -> FourKingsView:
        """The engine's view (nothing is hidden in this game, so seat 0's is everyone's),
        built once per move: draw, input and prompts ask for it many times a frame."""
        key = (id(self.session.state), len(self.session.record.actions))
        if self._view is None or self._view_key != key:
            self._view_key, self._view = key, self._engine_view()
        return self._view

    def _engine_view(self) -> FourKingsView:
        state = self.session.state
        if not isinstance(state, FourKingsMachine):
            raise TypeError("the Four Kings table shows Four Kings games only")
        return state.view(0)

    @property
    def phase(self) -> ViewPhase:
        return self.view["phase"]

    def legal_actions(self) -> list[Action]:
        return self.session.state.legal_actions()

    @property
    def busy(self) -> bool:
        """Something is still moving, or a big moment is held (the next move waits for it)."""
        return self.animator.busy or self.dice.tumbling or self.holding()

    def log_of(self, events: list[Event]) -> list[str]:
        """As the Wheel logs them: players named with their roles, a sweep in one line."""
        return [line.text for line in log_lines(self.view, events)]

    def _big_moment(self, text: str) -> None:
        """A ransom, a new Fisher, a skip, a sweep: said in the middle of the Wheel."""
        self.announce(text, "flip")

    def human_to_act(self) -> bool:
        seat = self.driver.seat
        return seat is not None and not self.driver.is_ai(seat)

    def person_to_move(self) -> bool:
        return self.human_to_act() and not self.busy and not self.session.is_over

    def show_intermission(self) -> bool:
        return self.view["phase"] == "intermission" and not self.busy

    # ------------------------------------------------------------------ moves
    def before_move(self) -> None:
        """The board before the move: its events animate from there."""
        self._before = self.view

    def after_move(self, action: Action) -> None:
        self.input.picker_focus = -1
        self.input.taveren_pick = None       # the next pair to set is chosen afresh
        self.input.cancel()

    def played(self, events: list[Event]) -> None:
        """Animate a move's events from the board before it (a person's dice thrown as
        :meth:`roll` was asked to), then save."""
        throw, self._throw = self._throw, (None, None)
        self.shown = shown_copy(self._before)
        self.anim.play(events, throw)
        if any(isinstance(e, GameOver) for e in events):
            self.sound(self.match_end_sound())
        self._autosave()

    def roll(self, start: pygame.Vector2 | None = None, fling: pygame.Vector2 | None = None) -> None:
        """Roll the dice (a click, a key, or a throw from ``start`` at ``fling`` px/s)."""
        if not self.human_to_act():
            self.refuse("It is not your roll.")
            return
        self._throw = (start, fling)
        self.apply(Roll())
        self._throw = (None, None)           # a roll refused throws nothing later

    def next_game(self) -> None:
        if self.view["phase"] == "intermission" and not self.busy:
            self.apply(NextGame())

    def main_action(self) -> None:
        if self.view["phase"] == "intermission":
            self.next_game()
        else:
            self.roll()

    def after_undo(self) -> None:
        """After an undo (TableScene.undo takes back a person's move and the AI moves after
        it): the shown board as it stands. The dice come from the state's own seeded RNG, so
        rolling again gives the same throw: undo cannot be used to fish for a better roll."""
        self.sync()   # the driver drops any AI answer the undo made stale

    # ------------------------------------------------------------------ the frame
    def _on_idle(self) -> None:
        self.sync()
        self.show_results_once()

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.phones.frame(self.session, self.play_move, ready=not self.busy)
        self._turns(dt)
        self.tick_aids(dt)
        self.tick_announcement(dt)
        if self.banner is not None:
            text, ttl = self.banner
            self.banner = (text, ttl - dt) if ttl > dt else None
        self._update_buttons()

    def _turns(self, dt: float) -> None:
        """AI seats' moves, the hand-over banner, the pause between games."""
        if self.session.is_over:
            return
        humans = self.driver.human_seats
        if self.view["phase"] == "intermission":
            if humans:
                return  # the people at the table press Next game when they have read it
            if not self.busy:
                self._intermission_wait += dt
                if self._intermission_wait >= ALL_AI_INTERMISSION / max(self.speed(), 0.01) or self.speed() <= 0:
                    self._intermission_wait = 0.0
                    self.apply(NextGame())
                return
        self._before = self.view             # an AI seat's move animates from the board as it is
        self.follow(self.driver.step(self.busy or self.input.held_taveren is not None))

    def hand_over(self, seat_name: str) -> None:
        """Nothing at the Wheel is hidden: no hand-over screen, a "<name> to roll" banner."""
        self.banner = (f"{seat_name} to roll", BANNER_SECONDS)
        self.sound("click")

    def _update_buttons(self) -> None:
        phase = self.view["phase"]
        self.btn_main.label = "Next game  (Enter)" if phase == "intermission" else "Roll  (Space)"
        self.btn_main.enabled = (phase == "intermission" and not self.busy) or self.input.may_roll()
        self.tool_buttons["Undo"].enabled = self.undo_possible()

    # ------------------------------------------------------------------ words
    def prompt(self) -> tuple[str, tuple[int, int, int]]:
        """The line over the pickers: a refusal if there is one, else what to do or who acts."""
        if self.notice is not None:
            return self.notice.text, self.notice.colour
        if self.session.is_over:
            return f"The {self._match_word()} is over.", theme.GOLD_BRIGHT
        actions = self.legal_actions()
        if self.busy:
            return who(self.shown, self.shown["turn"]["role"]) + "\u2026", theme.MUTED
        turn = self.view["turn"]["role"]
        if self.view["phase"] == "intermission":
            if self.human_to_act() or self.driver.human_seats:
                return prompt_for(self.view, actions), theme.CREAM
            return "The next game starts in a moment.", theme.MUTED
        if not self.human_to_act():
            return f"{who(self.view, turn)} is thinking\u2026", theme.MUTED
        return f"{who(self.view, turn)}: {prompt_for(self.view, actions, self.input.chosen_taveren())}", theme.CREAM

    def _match_word(self) -> str:
        """What has ended: "game" after a single game (a one-game match said "Series over"),
        "series" after a series of them."""
        return "series" if self.view["game_no"] > 1 else "game"

    def status_text(self) -> str:
        if self.session.is_over:
            return f"{self._match_word().title()} over"
        view = self.shown if self.busy else self.view
        phase = view["phase"]
        if phase == "intermission":
            return "Between games"
        roller = role(view, view["turn"]["role"])
        return f"{roller['name']} ({roller['id']}) to {'roll' if phase == 'roll' else 'choose'}"

    # ------------------------------------------------------------------ events and drawing
    def handle(self, event: pygame.event.Event) -> bool:
        """The pointer's hover; the modal result panel; the buttons; the keys every table
        shares; then the cloth (the input)."""
        if event.type == pygame.MOUSEMOTION:
            self.input.motion(pygame.Vector2(event.pos))
        if self.show_intermission() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            # The result panel is modal: only its button (or Enter) goes on.
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                    and self.next_button.rect.collidepoint(event.pos)):
                self.sound("click")
                self.next_game()
            return True
        if self.actions_bar.handle(event) or self.tools_bar.handle(event):
            return True
        if event.type == pygame.KEYDOWN and self.table_key(event, self.input.step_back):
            return True
        return bool(self.input.handle(event))

    def draw(self, surface: Target) -> None:
        draw_table(self, surface)
