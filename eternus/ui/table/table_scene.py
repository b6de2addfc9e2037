"""What every game's table scene shares: notices, sound, the log, the other scenes, saving.

Each table (eternus/ui/games/<game>/table.py) knows its own game; these are the parts that
were the same at every table and must stay the same: a sound or a full disk never stops a
game, a refused move is said with the 'invalid' sound, and the rules page, the pause menu
and the results come from the foundation's scenes.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Mapping, Sequence

import pygame

from eternus.engine.core import Action, CardMoved, Event, GameOver, IllegalAction
from eternus.engine.standings import Standings
from eternus.outcome import record_finished, seat_won
from eternus.session import GameSession, save_session
from eternus.storage import AI_PACES, save_settings
from eternus.ui import theme
from eternus.ui.scene import Scene, Services
from eternus.ui.canvas import Target
from eternus.ui.table.ai_worker import AiWorker
from eternus.ui.table.animator import Animator
from eternus.ui.table.card_art import CardArt
from eternus.ui.table.display import Shown, TableDisplay
from eternus.ui.table.layout import TableLayout
from eternus.grammar import you_agree
from eternus.ui.table.turns import TurnDriver, TurnStep
from eternus.ui.table.focus import ButtonFocus, FocusTarget
from eternus.ui.table.guide import SKIP_LABEL, Guide, GuideStep, mark_done
from eternus.ui.table.widgets import ButtonBar, announcement
from eternus.ui.widgets import Button

if TYPE_CHECKING:
    from eternus.ui.scenes.standings_sheet import CardFace

log = logging.getLogger("eternus.ui")

NOTICE_SECONDS = 4.0
HINT_SECONDS = 8.0
HINT_AGENT = "ismcts:normal"   # a hint is the move the normal AI would make in the person's place
ANNOUNCE_SECONDS = 2.4     # a big moment stays written in the middle this long (game seconds)
AI_ONLY_SUMMARY = 4.0      # seconds a hand's summary stays up when nobody human is at the table


@dataclass
class Notice:
    """A short message over the table (a refused move, a failed save) and how long it stays."""

    text: str
    colour: tuple[int, int, int]
    ttl: float


@dataclass
class Announcement:
    """A big moment written in the middle of the table (a pot won, a player out, a skip aimed
    at you), and how long it stays."""

    text: str
    left: float


def deal_after(events: Sequence[Event], hand_end: type[Event], *closing: type[Event]) -> int | None:
    """Where the next hand starts in a move's events: after the ``hand_end`` event and the
    ``closing`` ones right behind it (a seat out of chips). None when the move did not end a
    hand or ended the game with it. A hand that ends into a decision before the next deal (a
    wing card to choose) starts the next hand at the end of the events: nothing is dealt, but
    the table is between hands all the same."""
    end = next((i for i, e in enumerate(events) if isinstance(e, hand_end)), None)
    if end is None or any(isinstance(e, GameOver) for e in events):
        return None
    return next((i for i in range(end + 1, len(events)) if not isinstance(events[i], closing)), len(events))


class TableScene(Scene):
    """Base of the game tables. Subclasses set ``session``, ``animator`` and ``input``, and
    define ``start(session)``; the notice, the log (``log_length`` lines) and whether the
    results were shown start here."""

    session: GameSession
    driver: TurnDriver                # multi-seat tables
    log_length = 40                   # how many lines the table's log keeps
    announcement: Announcement | None = None
    hint: Action | None = None          # the last hint, until the next move
    hinter: AiWorker | None = None
    summary: tuple[str, Standings, str] | None = None   # a finished hand: title, sheet, what comes next
    # The next hand's events, held back until that sheet is read; None when no hand waits (an
    # empty tuple is a hand that begins with a decision, not a deal: still between hands).
    next_deal: tuple[Event, ...] | None = None
    animator: Animator
    input: Any          # the table's own input object (it has ``cancel()``; card tables a ``drag``)
    display: TableDisplay
    layout: TableLayout               # the table's map: its zones by name

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.notice: Notice | None = None
        self.log_lines: deque[tuple[str, tuple[int, int, int]]] = deque(maxlen=self.log_length)
        self.results_shown = False

    def start(self, session: GameSession) -> None:
        raise NotImplementedError

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

    def say(self, text: str, colour: tuple[int, int, int] = theme.CREAM) -> None:
        """A log line (every table's engine messages come through here): "You plays" is
        made "You play" once, for all tables (:mod:`eternus.grammar`)."""
        self.log_lines.append((you_agree(text), colour))

    RESTORED_EVENTS = 600      # a resumed match's log is rebuilt from this many last events
    LOGS_THE_DEAL = False      # the first deal's events say something (King's Court's laid cards)

    def restore_log(self) -> None:
        """A resumed match's log as it was: the record replayed and the lines of its last
        events said again (dimmed), seen as at the table (hidden cards stay hidden)."""
        try:
            _, events = self.session.record.replay()
        except Exception:  # the session replayed it already; a log is never worth a crash
            log.exception("the log could not be restored")
            return
        if self.LOGS_THE_DEAL:
            events = self.first_deal_events() + events
        for text in self.log_of([e.for_seat(None) for e in events[-self.RESTORED_EVENTS:]]):
            self.say(text, theme.MUTED)

    def first_deal_events(self) -> list[Event]:
        """The events of setting up the match, before its first recorded action: the record
        replays from the dealt position, so a table that logs the deal asks for them here."""
        return self.session.record.deal()[1]

    def log_of(self, events: list[Event]) -> list[str]:
        """The log lines of ``events`` (cards moving are shown, not written); tables that name
        seats or group events their own way say it their way."""
        return [e.text for e in events if e.text and not isinstance(e, CardMoved)]

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

    def room_piles(self) -> Mapping[str, Sequence[Shown]] | None:
        """The cards on the table now as the whole room may see them (the bottom hand face
        down): what the table lies as once a hot-seat person's move is made. None at a table
        without hidden hands."""
        return None

    def end_of_move(self, events: list[Event], room: Mapping[str, Sequence[Shown]]) -> None:
        """A person's move was just made. Unless the decision stays theirs in the same hand,
        their hidden cards turn face down at once, before the move animates (:attr:`TurnDriver.revealed
        <eternus.ui.table.turns.TurnDriver.revealed>` says whose may be up): the room watches
        the move land, the AI seats play, the showdown, and reads none of them."""
        driver = self.driver
        shown = driver.revealed is not None
        driver.move_ended(hand_ended=self.next_deal_at(events) is not None)
        if shown and driver.revealed is None:
            self.display.set_piles(room)

    def refuse(self, reason: str) -> None:
        """Tell the player why not, with the 'invalid' sound."""
        if reason:
            self.notice = Notice(reason, theme.ERROR, NOTICE_SECONDS)
            self.sound("invalid")

    def announce(self, text: str, sound: str | None = None) -> None:
        """A big moment in the middle of the table, with its sound; while it shows (and the
        AI pace is not "instant") the AI seats and the hand-over wait for it."""
        self.announcement = Announcement(you_agree(text), ANNOUNCE_SECONDS)
        if sound:
            self.sound(sound)

    def tick_announcement(self, dt: float) -> None:
        """Age the big moment at the animation speed (in real time when animations are off)."""
        if self.announcement is not None:
            self.announcement.left -= dt * (self.speed() if self.speed() > 0 else 1.0)
            if self.announcement.left <= 0:
                self.announcement = None

    def draw_announcement(self, surface: Target, rect: pygame.Rect) -> None:
        if self.announcement is not None:
            announcement(surface, rect, self.announcement.text)

    def holding(self) -> bool:
        """A big moment is on show and the next move waits for it (a hold the AI pace asks for)."""
        return self.announcement is not None and self.ai_pace() > 0

    def tick_notice(self, dt: float) -> None:
        """Age the notice; it goes when its time is up."""
        if self.notice is not None:
            self.notice.ttl -= dt
            if self.notice.ttl <= 0:
                self.notice = None

    # ------------------------------------------------------------------ hints
    def hint_seat(self) -> int | None:
        """Whose move a hint is for: the person whose decision it is (None when an AI seat
        decides or the game is over); seat 0 at a solitaire."""
        if self.session.is_over:
            return None
        driver = getattr(self, "driver", None)
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
            self.hinter = AiWorker(HINT_AGENT, self.session.record.seed)
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
            self.notice = Notice(f"Hint: {self.describe_hint(answer.action)}", theme.GOLD_BRIGHT, HINT_SECONDS)
            self.show_hint(answer.action)

    def describe_hint(self, action: Action) -> str:
        """The hinted move in words (tables with card names say it their way)."""
        return action.label

    def show_hint(self, action: Action) -> None:
        """Point the hinted move out on the table (a card lifted, a tray filled); besides the
        words, which every table shows, tables add what their move looks like."""

    # ------------------------------------------------------------------ moves taken back
    # Undo and restart were word for word the same at every table; what differs is only
    # what a table keeps beside the engine (a tray, the shown dice, the stack counter),
    # which it brings up to date in after_undo().
    def undo(self) -> None:
        """Take the last move back: animations end, a half-made move is dropped, the
        session undoes (a person's move and the AI moves after it), the table catches up."""
        self.animator.finish()
        self.cancel_input()
        asker = self.undo_asker()
        if not self.session.undo(asker):
            last = self.session.last_person()
            if asker is None or last is None or not self.session.can_undo():
                self.refuse("There is nothing to undo.")
            else:
                name = self.session.record.seats[last].name
                self.refuse(f"{name} moved last: only {name} can take that move back.")
            return
        self.drop_summary()
        self.after_undo()
        self.say("Move taken back.", theme.MUTED)
        self.sound("click")
        self._autosave()

    def redo(self) -> None:
        """Play again what the last undo took back (the person who undid it only)."""
        self.animator.finish()
        self.cancel_input()
        if self.session.redo(self.undo_asker()) is None:
            self.refuse("There is nothing to redo.")
            return
        self.drop_summary()
        self.after_undo()
        self.say("Move played again.", theme.MUTED)
        self.sound("click")
        self._autosave()

    def undo_possible(self) -> bool:
        """Whether U would take a move back for the person it is shown to (the Undo button is
        lit only then: in hot-seat it was lit for the next player, then refused)."""
        return self.session.can_undo(self.undo_asker())

    def undo_asker(self) -> int | None:
        """Whose undo this is: with two or more people at one screen, the person it is shown
        to (they may take back only their own move); None when one person plays."""
        driver = getattr(self, "driver", None)
        if driver is None or len(driver.human_seats) < 2:
            return None
        viewer = driver.viewer
        return viewer if isinstance(viewer, int) else -1

    def after_undo(self) -> None:
        """Bring what the table keeps beside the engine up to the position undone to."""

    def restart(self) -> None:
        """The same match from its first deal (same seed and seats), asked first while there
        is a game in progress to lose (``restart_confirm``)."""
        if self.session.record.actions and not self.session.is_over:
            from eternus.ui.scenes.restart_confirm import RestartConfirmScene

            self.cancel_input()
            self.services.stack.push(RestartConfirmScene(self.services, self.restart_now))
            return
        self.restart_now()

    def restart_now(self) -> None:
        """Restart without asking (the question was answered, or there was nothing to lose)."""
        self.session.restart()
        self.drop_summary()
        self.start(self.session)
        self._autosave()

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
        else:
            return False
        return True

    # ------------------------------------------------------------------ turns at a multi-seat table
    def take_turns(self) -> None:
        """A frame of a multi-seat table's turns: the AI seats' moves (decided off the frame,
        paced by the driver) are played and animated, and the hand-over screen comes up when
        the decision passes to another person. Tables that add moments of their own (King's
        Court's On Guard window, Four Kings' dice) run their own version."""
        if self.session.is_over:
            if not self.busy:
                self.show_results_once()
            return
        if self.show_summary():
            return
        self.follow(self.driver.step(self.busy))

    def queue_summary(self, title: str, sheet: Standings, go_on: str = "Next hand") -> None:
        """A hand is over: its sheet (the engine's) goes up once its cards and chips have
        landed, and the next hand (or, after a match's last hand, the results: ``go_on``
        says which) waits under it (:meth:`show_summary`)."""
        self.summary = (title, sheet, go_on)

    def drop_summary(self) -> None:
        """The position shown changed under a waiting summary (an undo, a restart): neither
        the sheet nor the deal held back under it belongs to the table any more."""
        self.summary, self.next_deal = None, None

    def show_move(self, events: list[Event]) -> None:
        """Animate a move's events. A move that ends a hand also deals the next one (the
        engines go straight on); that deal is held back until the finished hand's summary
        has been read, so the table under the summary still shows the hand it sums up."""
        at = self.next_deal_at(events)
        if at is None:
            self.played(events)
            return
        self.next_deal = tuple(events[at:])   # first: the table must not catch up past the hand's end
        self.played(events[:at])

    def next_deal_at(self, events: list[Event]) -> int | None:
        """Where the next hand's deal starts among a move's events; None when the move does
        not end a hand and deal another (the tables with hand summaries say where)."""
        return None

    def people_only_watch(self) -> bool:
        """Every person at the table was out of the match before the hand just summed up
        (Dragon Kings' busted seats): they only watch the AI players finish it, so its
        summaries go on by themselves, as at a table of AI players, instead of asking a key of
        them after every hand."""
        return False

    def summary_card_face(self) -> CardFace | None:
        """The card art a hand's summary draws the cards it lays open with (None: it lays
        none open; King's Court shows what each hand was counted from)."""
        return None

    def show_summary(self) -> bool:
        """Put up the waiting hand summary once nothing moves: it waits for a person (at a
        table of AI players only it goes on by itself). Once it has been read, the next
        deal held back under it is played. True while either waits."""
        if self.summary is None:
            return self.deal_next_hand()
        if self.animator.busy or self.holding():
            return True
        from eternus.ui.scenes.summary import SummaryScene

        (title, sheet, go_on), self.summary = self.summary, None
        self.forget_input()
        people = set(self.driver.human_seats)
        watched = not people or self.people_only_watch()
        self.services.stack.push(SummaryScene(self.services, title, sheet, people, go_on,
                                              closes_after=AI_ONLY_SUMMARY if watched else None,
                                              card_face=self.summary_card_face()))
        return True

    def follow(self, step: TurnStep) -> bool:
        """Show what a turn step did (the AI's move animated, its error said) and, when the
        decision passes to another person at this screen, put up the hand-over screen after
        forgetting the half-made move of the last one. True if the hand-over came up."""
        if step.events:
            self.show_move(list(step.events))
            if step.error:
                self.notice = Notice(step.error, theme.ERROR, NOTICE_SECONDS)
        elif step.mover is not None:
            # A move that changed nothing the table shows (King's Court's "Allow" without a
            # Defender) is a move all the same: saved now, or a crash here resumed before it.
            self._autosave()
        if step.privacy_for is None or len(self.driver.human_seats) < 2:
            return False
        from eternus.ui.scenes.privacy import PrivacyScene

        self.forget_input()
        self.services.stack.push(PrivacyScene(self.services, self.session.record.seats[step.privacy_for].name))
        self.sync()
        return True

    def forget_input(self) -> None:
        """Before the hand-over screen: nothing of the last person's half-made move stays."""
        self.input.reset()

    def wants_frames(self) -> bool:
        """Frames while anything moves or waits on a clock: an animation or a held big moment,
        a notice or a big moment fading, a hint being thought, an AI seat's move on its way
        (its thinking and its pace are timed by frames), a card gliding to its place in a
        row or fan. Waiting on a person needs none."""
        if self.busy or self.announcement is not None or self.notice is not None or self.summary is not None:
            return True
        display = getattr(self, "display", None)       # Four Kings' Wheel has no card display
        if display is not None and display.settling:
            return True
        if self.hinter is not None and self.hinter.busy:
            return True
        driver = getattr(self, "driver", None)
        if driver is None or self.session.is_over:
            return False
        return driver.seat is not None and (driver.is_ai(driver.seat) or self.hand_over_due())

    def hand_over_due(self) -> bool:
        """The decision is another person's than the one handed the screen last (hot-seat):
        the hand-over screen comes as soon as the table is still. It is put up in a frame, and a
        frame of the quiet idle is not drawn: the last person's cards stayed on screen until
        the mouse moved."""
        return self.driver.hand_over_due()

    @property
    def between_hands(self) -> bool:
        """A hand has ended and the next one's deal is held back (under its summary): the
        engine is already in the next hand, so what a table draws from the engine's view
        (whose turn, the seats' counts) waits with the deal."""
        return self.next_deal is not None

    def deal_next_hand(self) -> bool:
        """Play the next hand's deal, held back under the summary just read; False if none."""
        if self.next_deal is None:
            return False
        deal, self.next_deal = list(self.next_deal), None
        if deal:
            self.played(deal)
        else:
            self.sync()                 # a decision comes first: the table shows it as it stands
        return True

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

    # ------------------------------------------------------------------ the buttons' focus
    _focus: ButtonFocus | None = None

    @property
    def button_focus(self) -> ButtonFocus:
        if self._focus is None:
            self._focus = ButtonFocus(self.focus_targets)
        return self._focus

    def focus_targets(self) -> list[FocusTarget]:
        """Every button a person may press now, in reading order: the table's button bars,
        and the buttons its input lays out itself (Dragon Kings' bets, Draker's answers)."""
        targets = [FocusTarget(button.rect, button.label, partial(self._press, bar, button))
                   for bar in vars(self).values() if isinstance(bar, ButtonBar)
                   for button in bar.shown() if button.enabled]
        if self.guide is not None and self.guide.current() is not None:
            targets.append(FocusTarget(self.guide.skip_button.rect, SKIP_LABEL, self.guide.skip))
        own = getattr(self.input, "all_buttons", None)
        if own is not None:
            targets += [FocusTarget(choice.rect, choice.label, partial(self.input.press, choice)) for choice in own()]
        return sorted(targets, key=lambda t: (t.rect.centery // 40, t.rect.x))

    @staticmethod
    def _press(bar: ButtonBar, button: Button) -> None:
        bar.on_click()
        button.activate()

    def focus_event(self, event: pygame.event.Event) -> bool:
        """The guide's Skip first, then the buttons' focus."""
        if self.guide is not None and self.guide.handle(event):
            return True
        return self.button_focus.handle(event)

    def draw_on_top(self, surface: Target) -> None:
        if self.guide is not None:
            self.guide.draw(surface, lambda zone: self.layout[zone].rect)
        self.button_focus.draw(surface)

    # ------------------------------------------------------------------ the guided first hand
    guide: Guide | None = None

    def start_guide(self, steps: list[GuideStep]) -> None:
        """Play this table's game as a guided first hand, with these callouts."""
        self.guide = Guide(self.session.game.id, steps, self._guide_finished)

    def _guide_finished(self, game_id: str) -> None:
        """Finished or skipped: remembered at once, so a crash cannot offer it first again."""
        mark_done(self.services.settings, game_id)
        try:
            save_settings(self.services.storage, self.services.settings)
        except Exception:  # a settings file that cannot be written must not stop the game
            log.exception("could not save that the guide was done")

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
    def update_cards(self, dt: float) -> None:
        """The start of a card table's frame (King's Court, Pragon): animations advance, the
        drag moves, cards held by the pointer are left out of their zone, and the display's
        fans and rows glide (at once when animations are off)."""
        self.animator.update(dt)
        self.input.update(dt)
        self.display.hidden = self.input.drag.hidden_cards()
        self.display.update(dt, instant=self.speed() <= 0)

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
        art = getattr(self, "art", None)
        if type(art) is CardArt:              # the standard deck (Pragon, Dragon Kings), not a game's own cards
            art.set_four_colour(self.services.settings.four_colour_deck)

    def open_pause(self) -> None:
        from eternus.ui.scenes.pause import PauseScene

        self.cancel_input()
        self.services.stack.push(PauseScene(self.services))

    def open_rules(self) -> None:
        from eternus.ui.scenes.rules import RulesScene

        self.services.stack.push(RulesScene(self.services, self.session.game.id))

    def show_results_once(self) -> None:
        """At the end of the game, the results scene, once (undo and a new game reset it)."""
        from eternus.ui.scenes.results import ResultsScene

        if self.session.is_over and not self.results_shown:
            self.results_shown = True
            self.services.stack.push(ResultsScene(self.services, self.session))

    # ------------------------------------------------------------------ persistence
    def save_now(self) -> None:
        """The game in progress is saved; a finished one is recorded (once) and its save
        cleared, at the move that ends it, before any animation or key can intervene."""
        if self.session.is_over:
            outcome = record_finished(self.services.storage, self.session)
            if outcome.notes:
                self.notice = Notice(" ".join(outcome.notes), theme.ERROR, NOTICE_SECONDS)
        else:
            save_session(self.services.storage, self.session)

    def _autosave(self) -> None:
        try:
            self.save_now()
        except Exception as exc:  # a full disk must not end the game in progress
            log.exception("autosave failed")
            self.notice = Notice(f"Could not save the game: {exc}", theme.ERROR, NOTICE_SECONDS)
