"""The Seal of Pragon's table: the star of six stacks, the deck, the hand and the tray.

The engine is the only truth. Every move goes through ``session.apply``; the events it
returns are queued on the animator and the display catches up, then re-reads the view.
Building a hand is table-only state: the tray holds the chosen cards until "Play hand"
turns them into the one legal ``MakeHand`` they form (or the chooser picks between
several kinds, e.g. Jacks as a special or a normal pair).

Input is split by job: this module owns the session, the moves, the buttons, the command
keys and the frame loop; :mod:`~eternus.ui.games.pragon.input` maps the mouse and the
cloth's keys to moves; :mod:`~eternus.ui.games.pragon.draw` draws; and
:mod:`~eternus.ui.games.pragon.logic` answers the table's questions from the engine.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from eternus.engine.core import Action, CardFlipped, CardMoved, Event, GameOver
from eternus.engine.pragon.actions import EndRound, FinishEffect, MakeHand
from eternus.engine.pragon.state import PragonState
from eternus.engine.pragon.solver import open_tops_along
from eternus.engine.pragon.views import PragonView
from eternus.session import GameSession, random_seed
from eternus.ui import theme
from eternus.ui.canvas import Target
from eternus.ui.games.pragon.draw import draw_table
from eternus.ui.games.pragon.input import PragonInput
from eternus.ui.games.pragon.logic import (
    CARD_ZONES, describe, hand_title, hint_marks, home_zone, piles_from_view, tray_hands, valid_tray,
)
from eternus.ui.scene import Services
from eternus.ui.table.ai_worker import AiWorker
from eternus.ui.table.card_art import CardArt
from eternus.ui.table.display import Shown, Slot, TableDisplay
from eternus.ui.table.notices import Notice
from eternus.ui.table.table_scene import TableScene
from eternus.ui.table.widgets import ButtonBar
from eternus.ui.widgets import Button

REQUIRED_ZONES = (*CARD_ZONES, "buttons", "tools", "status", "log", "prompt")
AUTOPLAY_SECONDS = 0.5
SHOW_SECONDS = 1.1          # between two moves of a solved line shown after a lost deal
SHOWING = ("Showing how the deal could be won, with knowledge you did not have: the hidden "
           "cards are turned face up. It counts in no statistics.")


class PragonTable(TableScene):
    """The scene. Public for tests: ``session``, ``tray``, ``notice``, ``apply()``."""

    log_length = 9                    # the log panel beside the seal is short
    input: PragonInput
    display: TableDisplay

    def __init__(self, services: Services, session: GameSession) -> None:
        super().__init__(services)
        self.art = self.french_deck = CardArt(services.settings.four_colour_deck)
        self.player = self.lay_cards("pragon", REQUIRED_ZONES, self.art, CARD_ZONES,
                                     self._event_sound, self._log_event, self._on_idle)
        self.tray: list[str] = []
        self.kind_choice = 0
        self.showing: list[Action] | None = None    # a solved line being shown ("show me how")
        self.open_tops: list[dict[str, str]] = []  # its face-down tops, turned up, after each move
        self._show_wait = 0.0
        self.hint: Action | None = None
        self.autoplay = False
        self._auto_wait = 0.0
        self._build_buttons()
        self.input = PragonInput(self, self.display, self.layout, self.speed)
        self.worker = AiWorker("ismcts", session.record.seed)
        self.start(session)

    # ------------------------------------------------------------------ set-up
    def _build_buttons(self) -> None:
        size = 24
        self.btn_play = Button((0, 0, 0, 0), "Play hand", self.play_tray, style="primary", size=26)
        self.btn_clear = Button((0, 0, 0, 0), "Clear tray", self.clear_tray, size=size)
        self.btn_done = Button((0, 0, 0, 0), "Done  (D)", self.finish_effect, style="primary", size=26)
        self.btn_end = Button((0, 0, 0, 0), "End round  (E)", self.end_round, size=size)
        self.actions_bar = ButtonBar(self.layout["buttons"].rect,
                                     [self.btn_play, self.btn_clear, self.btn_done, self.btn_end],
                                     on_click=self._click)
        tools = [("Undo", self.undo), ("Hint", self.ask_hint), ("Auto", self.toggle_autoplay),
                 ("Restart", self.restart), ("New deal", self.new_deal), ("Rules", self.open_rules),
                 ("Menu", self.open_pause)]
        self.tool_buttons = {name: Button((0, 0, 0, 0), name, fn, size=22) for name, fn in tools}
        self.tool_buttons["Undo"].label = "Undo  (U)"
        self.tool_buttons["Hint"].label = "Hint  (H)"
        # Seven buttons: the three of the second row share it, so "New deal" reads whole at
        # the large text size.
        self.tools_bar = ButtonBar(self.layout["tools"].rect, list(self.tool_buttons.values()),
                                   gap=10, on_click=self._click, per_row=4, fill_last_row=True)

    def reset_table(self, session: GameSession) -> None:
        """An empty tray, and the round the deal is in (a new one is said in the log)."""
        self.tray = []
        self.last_round = session.state.view(0)["round"]

    def open_fresh(self) -> None:
        """A fresh deal is dealt out card by card."""
        _, events = self.session.record.deal()
        self.display.set_piles({z: [] for z in CARD_ZONES})
        self.display.set_piles({"deck": [Shown(None, False)] * 54})
        self.say(f"Deal {self.session.record.seed}: the star is laid out.")
        self.player.play(events)

    def open_resumed(self) -> None:
        super().open_resumed()
        self.say(f"Deal {self.session.record.seed} resumed.")

    def forget_input(self) -> None:
        """Nothing chosen, the discard browser shut."""
        self.input.reset()

    # ------------------------------------------------------------------ services
    def _event_sound(self, event: Event) -> None:
        if isinstance(event, CardMoved):
            if event.dst == "tray" or event.src == "tray":
                return
            self.sound("discard" if event.dst == "discard" else "deal")
        elif isinstance(event, CardFlipped):
            self.sound("flip")
        else:
            self.sound("deal")          # a shuffle: the riffle of the deck

    # ------------------------------------------------------------------ log and notices
    def log_of(self, events: list[Event]) -> list[str]:
        return [text for text in map(describe, events) if text]

    def _log_event(self, event: Event) -> None:
        text = describe(event)
        if text:
            colour = theme.GOLD_BRIGHT if isinstance(event, GameOver) else theme.CREAM
            self.say(text, colour)
        if isinstance(event, GameOver):
            self.sound("win" if self.session.state.returns()[0] > 0 else "loss")

    # ------------------------------------------------------------------ display
    @property
    def state(self) -> PragonState:
        """The live position; the session holds a Seal of Pragon state or this is a bug."""
        state = self.session.state
        if not isinstance(state, PragonState):
            raise TypeError(f"the Pragon table was given a {type(state).__name__}")
        return state

    @property
    def view(self) -> PragonView:
        return self.state.view(0)

    def sync(self) -> None:
        """Make the display equal to the engine's view (plus the tray)."""
        view = self.view
        self.tray = valid_tray(view, self.tray)
        revealed = None
        if self.showing is not None and self.open_tops:
            revealed = self.open_tops[min(len(self.session.record.actions), len(self.open_tops) - 1)]
        piles = piles_from_view(view, self.tray, revealed)
        # While the pointer is still over the fan, a card clicked into the tray keeps its place
        # there unseen, so the next card is where the person saw it (a second click lands).
        self.display.ghosts = set()
        if view["phase"] == "play" and self._pointer_over_hand():
            self.display.ghosts = {c for c in self.tray if c in view["hand"]}
            piles["hand"] = [Shown(c, True) for c in view["hand"]]
        self.display.set_piles(piles)
        if view["round"] != self.last_round and view["phase"] != "over":
            self.last_round = view["round"]
            self.say(f"Round {view['round']} begins.", theme.MUTED)
        self.input.forget_gone_cards(view)

    def _pointer_over_hand(self) -> bool:
        return self.layout["hand"].rect.inflate(0, 80).collidepoint(self.input.drag.pointer)

    def _on_idle(self) -> None:
        self.sync()
        if self.session.is_over:
            self.autoplay = False
        self.show_results_once()

    def move_to_tray(self, card: str, into: bool, origin: Slot | None = None) -> None:
        """Put a card in the tray or take it out, animated as a short flight."""
        self.animator.finish()
        view = self.view
        home = home_zone(view, card)
        if home is None:
            return
        if into and card not in self.tray:
            self.tray.append(card)
            src, dst = home, "tray"
        elif not into and card in self.tray:
            self.tray.remove(card)
            src, dst = "tray", home
        else:
            return
        self.kind_choice = 0
        self.hint = None
        self.sound("click")
        origins = {card: origin} if origin is not None else None
        self.player.play([CardMoved(card, src, dst, True)], origins)

    def clear_tray(self) -> None:
        for card in list(reversed(self.tray)):
            self.move_to_tray(card, False)

    # ------------------------------------------------------------------ moves
    def after_move(self, action: Action) -> None:
        """A hand made leaves the tray empty; the input forgets the card it held."""
        if isinstance(action, MakeHand):
            self.tray = []
        self.input.after_move()

    def played(self, events: list[Event]) -> None:
        self.player.play(events)
        self._autosave()

    def tray_hands(self) -> tuple[list[MakeHand], str | None]:
        return tray_hands(self.view, self.state.legal_actions(), self.tray)

    def chosen_hand(self) -> MakeHand | None:
        hands, _ = self.tray_hands()
        if not hands:
            return None
        return hands[self.kind_choice % len(hands)]

    def play_tray(self) -> None:
        hands, why = self.tray_hands()
        if not self.tray:
            self.refuse("Put the cards of a hand in the tray first.")
        elif not hands:
            self.refuse(why or "These cards are not a hand.")
        else:
            self.apply(hands[self.kind_choice % len(hands)])

    def cycle_kind(self, step: int) -> None:
        hands, _ = self.tray_hands()
        if len(hands) > 1:
            self.kind_choice = (self.kind_choice + step) % len(hands)
            self.sound("click")

    def finish_effect(self) -> None:
        self.apply(FinishEffect())

    def end_round(self) -> None:
        self.apply(EndRound())

    def undo(self) -> None:
        self.stop_autoplay()
        super().undo()

    def after_undo(self) -> None:
        """After an undo (TableScene.undo): an empty tray, no hint, the display redone."""
        self.tray, self.hint, self.notice = [], None, None
        self.sync()

    def restart(self) -> None:
        self.stop_autoplay()
        super().restart()

    def new_deal(self) -> None:
        self.stop_autoplay()
        seed = random_seed()
        record = self.session.record
        self.start(GameSession.new(record.game_id, record.seats, record.options, seed))
        self.worker = AiWorker("ismcts", seed)
        self._autosave()

    # ------------------------------------------------------------------ AI: hint and autoplay
    def _ask_ai(self, purpose: str) -> bool:
        state = self.session.state
        legal = state.legal_actions()
        if not legal:
            return False
        return self.worker.request(self.session.game, state.view(0), 0, legal,
                                   (purpose, len(self.session.record.actions)))

    def toggle_autoplay(self) -> None:
        if self.autoplay:
            self.stop_autoplay()
        elif not self.session.is_over:
            self.autoplay = True
            self._auto_wait = 0.0
            self.notice = Notice("Autoplay: the AI plays this deal. Press any key to stop.", theme.MUTED, 1e9)

    def stop_autoplay(self) -> None:
        if self.autoplay:
            self.autoplay = False
            self.notice = Notice("Autoplay stopped.", theme.MUTED, 2.0)

    def _poll_ai(self, dt: float) -> None:
        answer = self.worker.poll()
        current = len(self.session.record.actions)
        if answer is not None:
            purpose, moves = answer.tag
            if answer.error:
                self.autoplay = False
                self.refuse(answer.error)
            elif moves == current and answer.action is not None and purpose == "auto" and self.autoplay:
                self.tray = []
                self.session.hint_count += 1        # a move the AI played counts as a hint taken
                self.apply(answer.action)
                self._auto_wait = AUTOPLAY_SECONDS
        if self.autoplay and not self.worker.busy and not self.animator.busy:
            self._auto_wait -= dt
            if self.session.is_over:
                self.autoplay = False
            elif self._auto_wait <= 0:
                self._ask_ai("auto")

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        """A key or click stops autoplay; then the buttons, the cloth (input), the keys.
        While a solved line is shown only Esc (the menu) and F1 (the rules) are taken."""
        if self.autoplay and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.stop_autoplay()
            return True
        if self.showing is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
                return self.table_key(event)
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if self.actions_bar.handle(event) or self.tools_bar.handle(event):
            return True
        if self.input.handle(event):
            return True
        return event.type == pygame.KEYDOWN and self._command_key(event)

    def _command_key(self, event: pygame.event.Event) -> bool:
        """The table's commands: Esc/F1/H/U/Ctrl+R as at every table, A autoplay,
        Ctrl+N a new deal, E end the round, D done, Backspace clear the tray, Up/Down the
        kind of hand when the tray makes several."""
        key = event.key
        phase = self.view["phase"]
        if self.table_key(event, self.input.step_back):
            return True
        if key == pygame.K_a:
            self.toggle_autoplay()
        elif key == pygame.K_n and event.mod & pygame.KMOD_CTRL:
            self.new_deal()
        elif key == pygame.K_e and phase == "play":
            self.end_round()
        elif key == pygame.K_d and phase == "effect":
            self.finish_effect()
        elif key == pygame.K_BACKSPACE:
            self.clear_tray()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.cycle_kind(-1 if key == pygame.K_UP else 1)
        else:
            return False
        return True

    def wants_frames(self) -> bool:
        """Also while autoplay runs, the AI thinks or a solved line is being shown."""
        return super().wants_frames() or self.autoplay or self.worker.busy or bool(self.showing)

    def phase_is_play(self) -> bool:
        """Cards are being chosen for a hand (the number keys lift them)."""
        return not self.session.is_over and self.view["phase"] == "play"

    # ------------------------------------------------------------------ scene protocol
    def pause(self) -> None:
        self.cancel_input()
        self.autoplay = False

    # ------------------------------------------------------------------ "show me how"
    def show_line(self, line: Sequence[Action]) -> None:
        """Play a solved line of this deal on the table, a move every SHOW_SECONDS, with the
        hidden cards turned up and said plainly; the table then saves and counts nothing."""
        self.showing = list(line)
        self.open_tops = open_tops_along(self.session.record.start(), line)
        self._show_wait = SHOW_SECONDS
        self.notice = Notice(SHOWING, theme.GOLD_BRIGHT, 1e9)
        self.sync()

    def _show_step(self, dt: float) -> None:
        if not self.showing or self.animator.busy:
            return
        self._show_wait -= dt
        if self._show_wait <= 0:
            self._show_wait = SHOW_SECONDS
            notice = self.notice
            self.apply(self.showing.pop(0))
            self.notice = notice if self.showing else Notice(
                "That is how this deal could be won (with every card known).", theme.GOLD_BRIGHT, 1e9)
            self.sync()

    def save_now(self) -> None:
        """A line being shown is no game of the player's: never saved, never counted."""
        if self.showing is None:
            super().save_now()

    def show_results_once(self) -> None:
        if self.showing is None:
            super().show_results_once()

    def update(self, dt: float) -> None:
        if self.display.ghosts and not self._pointer_over_hand():
            self.sync()                                  # the pointer has left: the fan closes up
        self.update_cards(dt, self.input)
        self._show_step(dt)
        self._poll_ai(dt)
        self.tick_aids(dt)
        self._update_buttons()

    def _update_buttons(self) -> None:
        state = self.session.state
        phase = self.view["phase"]
        hands, _ = self.tray_hands()
        chosen = self.chosen_hand()
        title = hand_title(chosen).split(" (")[0].lower() if chosen else "hand"
        self.btn_play.label = f"Play {title}  \u23ce"
        self.btn_play.short = title[:1].upper() + title[1:]    # "Three of a kind" where "Play ..." is cut
        self.btn_play.enabled = bool(hands)
        self.btn_clear.enabled = bool(self.tray)
        bar = self.actions_bar
        bar.show(self.btn_play, phase == "play")
        bar.show(self.btn_clear, phase == "play")
        bar.show(self.btn_end, phase == "play" and state.can_apply(EndRound()))
        bar.show(self.btn_done, phase == "effect")
        self.tool_buttons["Undo"].enabled = self.undo_possible()
        self.tool_buttons["Hint"].enabled = not state.is_over and not self.worker.busy and self.hints_on()
        self.tool_buttons["Auto"].label = "Stop  (A)" if self.autoplay else "Auto  (A)"
        if self.showing is not None:     # a solved line plays: only the rules and the menu answer
            for name, button in self.tool_buttons.items():
                button.enabled = name in ("Rules", "Menu")
        marks = hint_marks(self.hint)[2] if self.hint else None
        bar.lit = {"play": self.btn_play, "done": self.btn_done, "end_round": self.btn_end}.get(marks or "")

    def draw(self, surface: Target) -> None:
        draw_table(self, surface)
