"""The table template: the flow every game's table shares, once, with the hooks a game fills in.

A game's table (eternus/ui/games/<game>/table.py) builds its layout, animator and input,
declares its optional parts (``TURNS`` and ``driver``, ``display``, ``french_deck``) and fills
in the hooks: :meth:`TableScene.reset_table`, :meth:`~TableScene.open_fresh` /
:meth:`~TableScene.open_resumed`, :meth:`~TableScene.after_move`, ``played``, ``sync`` and
the optional ones each part names. The template runs :meth:`~TableScene.start` and
:meth:`~TableScene.apply` the same way at every table.

The template is composed of parts with one job each: :mod:`notices` (what is said over the
table), :mod:`table_log`, :mod:`undo` (undo, redo, restart), :mod:`hands` (hand summaries
and the deal held under them), :mod:`autosave` and :mod:`aids` (the buttons' focus and the
guide); this module keeps the start, the move, the hint, the keys every table shares, the
turns and the other screens (asked of the navigator, :mod:`eternus.ui.navigator`).
"""

from __future__ import annotations

import logging
from collections import deque
from typing import ClassVar, Literal
from collections.abc import Callable, Sequence

import pygame

from eternus.engine.core import Action, Event, IllegalAction
from eternus.outcome import seat_won
from eternus.session import GameSession
from eternus.storage import AI_PACES
from eternus.ui import theme
from eternus.ui.canvas import Target
from eternus.ui.scene import Scene, Services
from eternus.ui.table.ai_worker import AiWorker
from eternus.ui.table.animator import Animator, EventPlayer
from eternus.ui.table.card_art import CardArt
from eternus.ui.table.display import TableDisplay
from eternus.ui.table.layout import TableLayout, load_layout, table_map_path
from eternus.ui.table.turns import TurnDriver
from eternus.ui.table.aids import TableAids
from eternus.ui.table.autosave import Autosave
from eternus.ui.table.hands import HandSummaries
from eternus.ui.table.inputs import CardInput, TableInput
from eternus.ui.table.notices import Notice, Notices
from eternus.ui.table.join_sheet import JoinCard, draw_join_sheet
from eternus.ui.table.phones import PhoneTable
from eternus.ui.table.table_log import TableLog
from eternus.ui.table.turn_flow import TurnFlow
from eternus.ui.table.undo import TakingBack

log = logging.getLogger("eternus.ui")

HINT_SECONDS = 8.0
HINT_AGENT = "ismcts:normal"   # a hint is the move the normal AI would make in the person's place

Turns = Literal["solitaire", "open hands", "hidden hands"]


class TableScene(Notices, TableLog, TakingBack, HandSummaries, TurnFlow, Autosave, TableAids, Scene):
    """The template of the game tables: the flow every table shares (start, apply, autosave,
    undo and redo, hints, hand-over, summaries, results) is here once, and a game's table
    fills in its hooks: :meth:`reset_table`, :meth:`open_fresh` / :meth:`open_resumed`,
    :meth:`after_move`, :meth:`played`, :meth:`sync` and the optional ones below.

    A subclass builds ``layout``, ``animator`` and ``input`` (and the optional parts it has:
    ``display``, ``french_deck``), then calls :meth:`start`. ``TURNS`` says whether seats
    take turns (a :class:`TurnDriver` in ``driver``) and whether their hands are hidden."""

    TURNS: ClassVar[Turns] = "solitaire"
    session: GameSession
    driver: TurnDriver | None = None          # a table where seats take turns (not a solitaire)
    display: TableDisplay | None = None       # a table of cards (Four Kings' Wheel has none)
    french_deck: CardArt | None = None        # the standard deck, which follows the four-colour setting
    log_length = 40                   # how many lines the table's log keeps
    log_lines: deque[tuple[str, tuple[int, int, int]]]
    hint: Action | None = None          # the last hint, until the next move
    hinter: AiWorker | None = None
    animator: Animator
    input: TableInput
    layout: TableLayout               # the table's map: its zones by name

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.notice = None
        self.log_lines = deque(maxlen=self.log_length)
        self.results_shown = False
        self.phones = PhoneTable()

    def exit(self) -> None:
        """The table closes (left, quit): the phones' server stops with it."""
        self.phones.close()

    def show_move(self, events: list[Event]) -> None:
        """A move is shown: its events go to the phones too, with the position after it."""
        self.phones.heard(events)
        super().show_move(events)

    def draw_on_top(self, surface: Target) -> None:
        """The aids, then the join sheet while it is up (it covers the whole table)."""
        super().draw_on_top(surface)
        if self.phones.sheet_open and self.phones.session is not None:
            seats = self.phones.session.record.seats
            here = self.phones.present()
            bridge = self.phones.bridge
            assert bridge is not None
            cards = [JoinCard(seat.name, self.phones.url(i), self.phones.short_address(), i in here)
                     for i, seat in enumerate(seats) if seat.phone]
            draw_join_sheet(surface, bridge.code, cards)

    def lay_cards(self, game_id: str, required: Sequence[str], art: CardArt, card_zones: Sequence[str],
                  sound: Callable[[Event], None], moment: Callable[[Event], None],
                  on_idle: Callable[[], None]) -> EventPlayer:
        """A table of cards: the game's map (``required`` zones), the display of its
        ``card_zones`` painted with ``art``, the animator, and the player that stages a move's
        events (``sound`` as a card moves, ``moment`` as an event's time comes, ``on_idle``
        once all has landed)."""
        self.layout = load_layout(table_map_path(game_id), required)
        self.display = TableDisplay(self.layout, art, card_zones)
        self.animator = Animator(self.speed)
        return EventPlayer(self.display, self.animator, sound=sound, log=moment, on_idle=on_idle)

    # ------------------------------------------------------------------ the template: start
    def start(self, session: GameSession) -> None:
        """Show ``session``, fresh or resumed (also a restart and a new deal): what every table
        resets, then the table's own (:meth:`reset_table`), then its opening."""
        self.session = session
        self.animator.finish()
        if self.TURNS != "solitaire":
            self.driver = TurnDriver(session, pace=self.ai_pace, hidden_hands=self.TURNS == "hidden hands")
        self.results_shown = False
        self.drop_summary()
        self.announcement = None
        self.hint = None
        self.log_lines.clear()
        self.forget_input()
        self.reset_table(session)
        if self.phones.session is not session:
            self.phones.open(session)   # a new or resumed match: new keys for its phones
        if session.record.actions:
            self.open_resumed()
        else:
            self.open_fresh()

    def reset_table(self, session: GameSession) -> None:
        """Hook: what the table keeps beside the engine, as at the start of ``session``."""

    def open_fresh(self) -> None:
        """Hook: a match from its deal (by default the table as dealt, said nothing of)."""
        self.sync()

    def open_resumed(self) -> None:
        """Hook: a match resumed: by default the table as it stands and its log as it was."""
        self.sync()
        self.restore_log()

    # ------------------------------------------------------------------ the template: a move
    def apply(self, action: Action) -> str | None:
        """Play a person's ``action``: the table may refuse it (:meth:`refusal_now`), then the
        session plays it (the engine's reason if refused), then the table forgets the
        half-made move (:meth:`after_move`) and shows it (:meth:`show_move`)."""
        refusal = self.refusal_now(action)
        if refusal is not None:
            self.refuse(refusal)
            return refusal
        return self.play_move(action)

    def play_move(self, action: Action) -> str | None:
        """Play ``action`` for the seat to act, the table's own check passed (a person's at
        this screen by :meth:`apply`; a phone's by the server's, which let only the seat to
        act through): the engine's reason if it refuses it."""
        self.before_move()
        events = self.apply_through_session(action)
        if isinstance(events, str):
            return events
        self.after_move(action)
        self.show_move(events)
        return None

    def refusal_now(self, action: Action) -> str | None:
        """Hook: why the table takes no move from the person now (None: it does)."""
        return None

    def before_move(self) -> None:
        """Hook: a person's move is about to be played (a table animating from what it showed
        takes its picture here)."""

    def after_move(self, action: Action) -> None:
        """Hook: a person's move was played; what they had half made is done with."""

    @property
    def turns(self) -> TurnDriver:
        """The driver of the seats' turns; a solitaire has none (asking for it is a bug)."""
        if self.driver is None:
            raise TypeError(f"{type(self).__name__} is a solitaire: no seats take turns")
        return self.driver

    @property
    def cards(self) -> TableDisplay:
        """The cards on the table; a table without cards (the Wheel) has none to ask for."""
        if self.display is None:
            raise TypeError(f"{type(self).__name__} shows no cards")
        return self.display

    # ------------------------------------------------------------------ services
    def speed(self) -> float:
        """The animation speed from the settings (0 = off)."""
        return self.services.settings.animation_speed

    def ai_pace(self) -> float:
        """Seconds an AI seat waits after the last move has landed (the AI pace setting)."""
        return AI_PACES[self.services.settings.ai_pace]

    def sound(self, name: str) -> None:
        try:
            self.services.sound.play(name)
        except Exception:  # a sound problem must never stop the game
            log.exception("sound %s failed", name)

    def _click(self) -> None:
        self.sound("click")

    def match_end_sound(self) -> str:
        """The sound of a finished match: "win" when a person at the table won it, as its
        results will say (``outcome.seat_won``), or when nobody plays at it (a table of AI
        players watched to its end); "loss" when every person lost."""
        people = [i for i, seat in enumerate(self.session.record.seats) if seat.is_human]
        return "win" if not people or any(seat_won(self.session, i) for i in people) else "loss"

    def apply_through_session(self, action: Action) -> list[Event] | str:
        """The running animation ends, then the session plays ``action``: its events, or the
        engine's reason for refusing it (said to the player, with the 'invalid' sound). A
        hot-seat person's cards go face down as their move is made (:meth:`end_of_move`)."""
        self.animator.finish()
        room = self.room_piles()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return exc.reason
        self.notice = None
        self.hint = None
        if room is not None:
            self.end_of_move(events, room)
        return events

    # ------------------------------------------------------------------ hints
    def hint_seat(self) -> int | None:
        """Whose move a hint is for: the person whose decision it is (None when an AI seat
        decides or the game is over); seat 0 at a solitaire."""
        if self.session.is_over:
            return None
        driver = self.driver
        if driver is None:
            return 0
        seat = driver.seat
        return seat if seat is not None and not driver.is_ai(seat) else None

    def ask_hint(self) -> None:
        """H: the normal AI's move for the person to act, thought on a worker thread from that
        person's view only (it never peeks), shown when it comes, counted in the statistics.
        Settings can turn hints off for the evening (``hints_on``)."""
        if not self.hints_on():
            self.refuse("Hints are turned off in Settings.")
            return
        seat = self.hint_seat()
        if seat is None:
            self.refuse("A hint is for your own move, and it is not your decision now.")
            return
        if self.hinter is None:
            self.hinter = AiWorker(HINT_AGENT, self.session.record.seed, explains=True)
        state = self.session.state
        if self.hinter.request(self.session.game, state.view(seat), seat, state.legal_actions(),
                               ("hint", len(self.session.record.actions))):
            self.session.hint_count += 1
            self.notice = Notice("Thinking about a hint\u2026", theme.MUTED, 10.0)

    def hints_on(self) -> bool:
        """Whether H and the Hint button give hints (the setting was stored but read nowhere)."""
        return self.services.settings.show_hints

    def poll_hint(self) -> None:
        """A hint that has come is shown (one for a position since moved on is dropped)."""
        answer = self.hinter.poll() if self.hinter is not None else None
        if answer is None:
            return
        if answer.error:
            self.refuse(answer.error)
        elif answer.action is not None and answer.tag == ("hint", len(self.session.record.actions)):
            self.hint = answer.action
            said = f"Hint: {self.describe_hint(answer.action)}"
            said += f". {answer.reason}" if answer.reason else ""
            self.notice = Notice(said, theme.GOLD_BRIGHT, HINT_SECONDS)
            self.show_hint(answer.action)

    def describe_hint(self, action: Action) -> str:
        """The hinted move in words (tables with card names say it their way)."""
        return action.label

    def show_hint(self, action: Action) -> None:
        """Point the hinted move out on the table (a card lifted, a tray filled); besides the
        words, which every table shows, tables add what their move looks like."""

    # ------------------------------------------------------------------ keys
    def table_key(self, event: pygame.event.Event, step_back: Callable[[], bool] = lambda: False) -> bool:
        """The keys that mean the same at every table: Esc first steps back out of a
        half-made move (``step_back`` says whether there was one), else opens the menu; F1
        the rules; H a hint; U or Ctrl+Z undo; Shift+U or Ctrl+Y redo; Ctrl+R restart. False for
        every other key (the table's own key map handles those)."""
        key = event.key
        ctrl = event.mod & pygame.KMOD_CTRL
        if key == pygame.K_ESCAPE:
            if not step_back():
                self.open_pause()
        elif key == pygame.K_F1:
            self.open_rules()
        elif (key == pygame.K_u and event.mod & pygame.KMOD_SHIFT) or (key == pygame.K_y and ctrl):
            self.redo()
        elif key == pygame.K_u or (key == pygame.K_z and ctrl):
            self.undo()
        elif key == pygame.K_r and ctrl:
            self.restart()
        elif key == pygame.K_h and not ctrl:
            self.ask_hint()
        elif key == pygame.K_q and not ctrl and self.phones.running:
            self.phones.toggle_sheet()
        else:
            return False
        return True

    def forget_input(self) -> None:
        """Before the hand-over screen and at the start: nothing of the last person's
        half-made move stays (tables whose input holds more than a drag say it their way)."""
        self.input.cancel()

    def wants_frames(self) -> bool:
        """Frames while anything moves or waits on a clock: an animation or a held big moment,
        a notice or a big moment fading, a hint being thought, an AI seat's move on its way
        (its thinking and its pace are timed by frames), a card gliding to its place in a
        row or fan. Waiting on a person needs none."""
        if self.busy or self.announcement is not None or self.notice is not None or self.summary is not None:
            return True
        if self.display is not None and self.display.settling:
            return True
        if self.hinter is not None and self.hinter.busy:
            return True
        driver = self.driver
        if driver is None or self.session.is_over:
            return False
        if self.phones.running and (self.phones.sheet_open or driver.is_phone(driver.seat)):
            return True   # a phone's arrival or move comes with no input to wake the window
        return driver.seat is not None and (driver.is_ai(driver.seat) or self.hand_over_due())

    @property
    def busy(self) -> bool:
        """Something is still moving on the table, a big moment is held, or a finished hand
        waits to be summed up and the next dealt (AI moves, a person's moves and hand-overs
        wait for all of them)."""
        return self.animator.busy or self.holding() or self.summary is not None or self.between_hands

    def played(self, events: list[Event]) -> None:
        """Animate the events of a move just made (the table's own staging)."""
        raise NotImplementedError

    def sync(self) -> None:
        """Make the table equal to the engine's view again."""
        raise NotImplementedError

    def person_to_move(self) -> bool:
        """A person at this screen is to move now (the guide's callouts wait for it). The
        tables with AI seats or several people say it more precisely."""
        return not self.busy and not self.session.is_over

    def tick_aids(self, dt: float) -> None:
        """A frame of what helps the person: a hint that has come is shown, the notice fades,
        the guide follows the game."""
        self.poll_hint()
        self.tick_notice(dt)
        if self.guide is not None:
            self.guide.follow(self, len(self.session.record.actions), self.person_to_move(), self.session.is_over)

    # ------------------------------------------------------------------ the frame
    def update_cards(self, dt: float, cards_input: CardInput) -> None:
        """The start of a card table's frame (King's Court, Pragon, Draker): animations
        advance, the drag moves, cards held by the pointer are left out of their zone, and the
        display's fans and rows glide (at once when animations are off)."""
        self.animator.update(dt)
        cards_input.update(dt)
        self.cards.hidden = cards_input.drag.hidden_cards()
        self.cards.update(dt, instant=self.speed() <= 0)

    # ------------------------------------------------------------------ other scenes
    def cancel_input(self) -> None:
        """Drop a drag or a half-made choice before another scene covers the table."""
        self.input.cancel()

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keys go to the table's input object (which calls back for moves)."""
        return bool(self.input.handle(event))

    def pause(self) -> None:
        self.cancel_input()

    def resume(self) -> None:
        """Back from the menu: a French-suited table follows the four-colour deck setting."""
        if self.french_deck is not None:
            self.french_deck.set_four_colour(self.services.settings.four_colour_deck)

    def open_pause(self) -> None:
        self.cancel_input()
        self.services.navigator.open_pause()

    def open_rules(self) -> None:
        self.services.navigator.open_rules(self.session.game.id)

    def show_results_once(self) -> None:
        """At the end of the game, the results scene, once (undo and a new game reset it)."""
        if self.session.is_over and not self.results_shown:
            self.results_shown = True
            self.services.navigator.open_results(self.session)
