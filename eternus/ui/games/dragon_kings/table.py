"""The Dragon Kings table: an oval of up to nine seats, the board, the pots, the wing cards,
the betting bar and the hand's history.

The engine is the only truth. Every move goes through ``session.apply`` (a person's from the
betting bar or a choice button, an AI seat's through :class:`~eternus.ui.table.turns.TurnDriver`,
decided off the frame); the events it returns are renamed to this table's places
(:func:`logic.translate`): cards fly and flip through the generic
:class:`~eternus.ui.table.animator.EventPlayer`, chips slide through a
:class:`~eternus.ui.table.chips.ChipLayer` at the moment the event comes up, and a pot won
is announced in the middle of the table. Once everything has landed the display is made
equal to the view again.

The table is seen from the *bottom* chair: the person to act (hot-seat: an opaque
:class:`PrivacyScene` comes first whenever the turn passes to another person, so nobody sees
another's hole cards), or seat 0 with its cards face down when only AI seats play.

Jobs are split: this module owns the session, the moves and the frame; :mod:`input` maps
keys and clicks to moves (the betting bar with its slider); :mod:`draw` draws.
"""

from __future__ import annotations

from functools import partial

from eternus.engine.core import Action, Event, GameOver
from eternus.engine.dragon_kings.events import HandEnded, HandShown, PotAwarded, SeatBusted, WingMoment
from eternus.engine.dragon_kings.hand_summary import hand_standings
from eternus.engine.dragon_kings.views import HoldemView
from eternus.engine.events import ChipsMoved
from eternus.session import GameSession
from eternus.ui import theme
from eternus.ui.canvas import Target
from eternus.ui.games.dragon_kings import logic
from eternus.ui.games.dragon_kings.draw import draw_table
from eternus.ui.games.dragon_kings.input import DragonKingsInput
from eternus.ui.games.dragon_kings.wing_panel import WingPanel, lay_out, panel_inside, resolve_focus
from eternus.ui.scene import Services
from eternus.ui.table.card_art import CardArt
from eternus.ui.table.chips import ChipLayer, layout_places
from eternus.ui.table.display import Shown
from eternus.ui.table.focus import FocusTarget
from eternus.ui.table.seated import SeatedTable
from eternus.ui.table.hands import deal_after

REQUIRED_ZONES = (*logic.CARD_ZONES, "status", "wings", "tools", "log", "announce", "prompt", "bar:slider",
                  "bar:buttons", "bar:choices", "chips:pot", "chips:bank",
                  *(f"{kind}:{p}" for kind in ("seat", "dealer", "chips:seat", "chips:bet")
                    for p in range(logic.PLACES)))


class DragonKingsTable(SeatedTable[HoldemView]):
    """The scene. Public for tests: ``session``, ``driver``, ``display``, ``chips``,
    ``input`` (its ``amount`` is the slider's raise), ``announcement``, ``apply()``."""

    log_length = 60                   # a match is long: more of it to scroll back through
    input: DragonKingsInput

    def __init__(self, services: Services, session: GameSession) -> None:
        super().__init__(services)
        self.art = self.french_deck = CardArt(services.settings.four_colour_deck)
        self.player = self.lay_cards("dragon_kings", REQUIRED_ZONES, self.art, logic.CARD_ZONES,
                                     self._event_sound, self._moment, self._on_idle)
        self.chips = ChipLayer(self.animator, layout_places(self.layout))
        self.input = DragonKingsInput(self)
        self.build_tools(self.layout["tools"].rect)
        self.start(session)

    # ------------------------------------------------------------------ set-up
    def open_fresh(self) -> None:
        super().open_fresh()
        self.say_history()

    def open_resumed(self) -> None:
        """The hand's history stands for the log (it is the hand's story so far)."""
        self.sync()
        self.say("Match resumed.", theme.MUTED)
        self.say_history()

    def say_history(self) -> None:
        for line in self.history_on_opening():
            self.say(line, theme.MUTED)

    def history_on_opening(self) -> list[str]:
        """The hand's history as the table opens: the bottom seat's reading, which names its
        own hole cards ("You hold ..."), unless several people share the screen (those lines
        stay in the panel when it passes to the next person, so they read it publicly) or the
        bottom seat's cards are not shown (a table of phones and AI seats: the bottom seat is
        a phone's, whose cards the TV never names)."""
        if len(self.driver.human_seats) > 1 or not self.show_bottom():
            return list(self.view["public_history"])
        return list(self.view["history"])

    # ------------------------------------------------------------------ the view
    @property
    def view(self) -> HoldemView:
        """The bottom seat's view, built once per move (drawing asks many times a frame)."""
        return self.bottom_view(logic.holdem_view)

    @property
    def moves_made(self) -> int:
        """How many moves the match has had (the bar tells one decision from the next)."""
        return len(self.session.record.actions)


    # ------------------------------------------------------------------ moves
    def played(self, events: list[Event]) -> None:
        """Animate the move; a hand that ended (and not the match with it) is summed up once
        its chips have landed, and the next deal waits under the summary."""
        super().played(events)
        last = self.view["last_hand"]
        if last is None or not any(isinstance(e, HandEnded) for e in events):
            return
        if not any(isinstance(e, GameOver) for e in events):
            names = [seat.name for seat in self.session.record.seats]
            self.queue_summary(f"Hand {last['hand']} is over", hand_standings(last, names, self.driver.human_seats))

    def people_only_watch(self) -> bool:
        """Every person went out of chips in an earlier hand than the one just summed up (the
        hand they went out in waits for them: that is the one they want to read)."""
        last, busted = self.view["last_hand"], self.view["busted_in"]
        people = self.driver.human_seats
        return last is not None and bool(people) and all(0 < busted[s] < last["hand"] for s in people)

    def next_deal_at(self, events: list[Event]) -> int | None:
        return deal_after(events, HandEnded, SeatBusted)

    def translate(self, events: list[Event]) -> list[Event]:
        return logic.translate(events, len(self.session.record.seats), self.bottom, self.show_bottom())

    def after_move(self, action: Action) -> None:
        self.input.after_move()

    def input_buttons(self) -> list[FocusTarget]:
        """The betting bar's buttons, the quick bets and the choices laid out by the input."""
        return [FocusTarget(c.rect, c.label, partial(self.input.press, c)) for c in self.input.all_buttons()]

    # ------------------------------------------------------------------ animation moments
    def _event_sound(self, event: Event) -> None:
        self.sound("flip" if not hasattr(event, "src") else "deal")

    def _moment(self, event: Event) -> None:
        """An event's moment has come in the animation: chips start sliding, a pot won is
        announced, the history gets its line."""
        if isinstance(event, WingMoment) and event.what == "extra":
            self.extra_holder = event.seat        # the view may be in the next hand already
        if isinstance(event, ChipsMoved):
            self.chips.play([event])
            self.sound("win" if isinstance(event, PotAwarded) else "discard")
        if isinstance(event, PotAwarded):
            name = logic.who(self.view, event.seat)
            how = f" with {event.hand}" if event.hand else ""
            self.announce(f"{name} wins {event.amount}{how}")
        if isinstance(event, HandShown) and event.name:
            self.sound("flip")
        if isinstance(event, GameOver):
            self.say(event.text, theme.GOLD_BRIGHT)
        elif isinstance(event, (PotAwarded, HandEnded)):
            self.say(self._named(event.text), theme.GOLD_BRIGHT)
        elif event.text and not hasattr(event, "card") and type(event) is not ChipsMoved:
            self.say(self._named(event.text))

    def _named(self, text: str) -> str:
        """Engine lines say "Seat 3": the table says the seat's name."""
        for seat in range(len(self.session.record.seats) - 1, -1, -1):
            text = text.replace(f"Seat {seat + 1}", logic.who(self.view, seat))
        return text

    # ------------------------------------------------------------------ the frame
    def room_piles(self) -> dict[str, list[Shown]]:
        return logic.piles_from_view(self.view, self.bottom, False)

    def sync(self) -> None:
        """Make the cards and the chips equal to the view from the bottom chair."""
        self.display.set_piles(logic.piles_from_view(self.view, self.bottom, self.show_bottom()))
        self.chips.stacks.sync(logic.chip_amounts(self.view, self.bottom))
        self.button_shown = self.view["button"]   # where the button stays while the next deal waits
        self.extra_holder = self.view["wing"]["extra_for"]    # whose the Knight of War's card on the table is
        self._synced = (len(self.session.record.actions), self.bottom, self.show_bottom())

    def _on_idle(self) -> None:
        if not self.chips.flights and not self.between_hands:   # under a hand's summary: that hand
            self.sync()
        self.show_results_once()

    def update(self, dt: float) -> None:
        """The turns first, then the clock: a move's history line then comes in the frame the
        move is made, so the seats and the history are redrawn once a move, not twice."""
        self.play_on(dt)
        self.animator.update(dt)
        self.display.update(dt, instant=self.speed() <= 0)
        self.input.update()


    # ------------------------------------------------------------------ words
    def prompt(self) -> tuple[str, tuple[int, int, int]]:
        waiting = self.waiting_prompt("The match is over.")
        seat = self.driver.seat
        if (waiting is not None and seat is not None and self.driver.is_ai(seat) and not self.busy
                and self.notice is None and self.view["phase"] == "wing_choice"):
            # Between hands, with the last board still on the table: "Player 3 is thinking"
            # read as if that hand went on. Say what is being decided.
            return f"{self.seat_name(seat)} is choosing the wing cards…", theme.MUTED
        if (waiting is not None and seat is not None and self.driver.is_ai(seat) and not self.busy
                and self.notice is None and self.view["phase"] == "rebuy_choice"):
            return f"{self.seat_name(seat)} is out of chips and deciding whether to buy in again…", theme.MUTED
        return waiting if waiting is not None else (self.input.prompt(), theme.CREAM)

    def wing_panel(self) -> WingPanel:
        """The wing-cards panel laid out for this frame (drawn, and hit by a click). The
        person's own choices order it (the wing card they hold comes first) and take its
        lower part as buttons: theirs only while their cards are shown, or the order tells
        the room what is in their hole."""
        area = self.layout["wings"].rect
        inner = panel_inside(area)
        seat = self.driver.seat
        mine = seat is not None and seat == self.driver.revealed and not self.driver.is_ai(seat)
        legal = self.legal_actions() if mine else []
        choices = logic.other_choices(legal) if any(isinstance(a, logic.BETTING) for a in legal) else []
        wings = logic.concerned_first(logic.wings_in_play(self.view), choices)
        asked = [wing[0] for wing in wings if wing[0] in {logic.WING_OF_MOVE.get(type(c)) for c in choices}]
        cards = [wing[0] for wing in wings]
        picked = self.input.wing_pick
        focus = resolve_focus(cards, asked, picked, self.input.wing_picked_at == self.moves_made)
        return lay_out(wings, focus, inner, inner.bottom - len(choices) * 54 - 8)

    def seat_name(self, seat: int) -> str:
        return logic.who(self.view, seat)

    # ------------------------------------------------------------------ input
    def draw(self, surface: Target) -> None:
        draw_table(self, surface)
