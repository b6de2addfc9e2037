"""The Draker table: the pools in rows, the common pool in the middle, the two trays where
combinations are built and shown, life as a dragon gauge, the stacks as they fill and
resolve.

The engine is the only truth. Every move goes through ``session.apply`` (a person's from
the builder or a button, an AI seat's through :class:`~eternus.ui.table.turns.TurnDriver`,
decided off the frame); the events it returns are renamed to this table's places
(:func:`logic.translate`) and animated by the generic
:class:`~eternus.ui.table.animator.EventPlayer`, with beats so a turn can be followed from
across the room. A big combination, a player out and the winner are announced in the middle
of the table. Once everything has landed the display is made equal to the view again.

Seen from the *bottom* chair: the person to act (hot-seat: an opaque privacy screen comes
first whenever the decision passes to another person, answers to an instant included), or
seat 0 with its hand face down when only AI seats play.

Jobs are split: this module owns the session, the moves and the frame; :mod:`input` maps
keys, clicks and drags to the builder and to moves; :mod:`draw` draws; :mod:`logic` holds
the pure helpers; :mod:`cards` paints the faces.
"""

from __future__ import annotations

from functools import partial

from eternus.engine.core import Action, CardMoved, Event, GameOver, Message
from eternus.engine.draker.actions import Lay
from eternus.engine.draker.cards import PROFESSIONS
from eternus.engine.draker.events import CombinationFormed, EffectResolved, LifeChanged, PlayerOut
from eternus.engine.draker.views import DrakerView
from eternus.session import GameSession
from eternus.ui import theme
from eternus.ui.canvas import Target
from eternus.ui.games.draker import logic
from eternus.ui.games.draker.cards import DrakerArt
from eternus.ui.games.draker.draw import draw_table
from eternus.ui.games.draker.input import DrakerInput
from eternus.ui.scene import Services
from eternus.ui.table.display import Shown
from eternus.ui.table.focus import FocusTarget
from eternus.ui.table.seated import SeatedTable

REQUIRED_ZONES = (*logic.CARD_ZONES, "status", "turn", "tools", "log", "announce", "prompt", "buttons",
                  *(f"seat:{p}" for p in range(logic.PLACES)))
BIG_COMBINATION = 12       # points from which a combination is announced in the middle


class DrakerTable(SeatedTable[DrakerView]):
    """The scene. Public for tests: ``session``, ``driver``, ``display``, ``input`` (its
    ``builder``), ``announcement``, ``apply()``."""

    log_length = 60                   # a match is long: more of it to scroll back through
    input: DrakerInput

    def __init__(self, services: Services, session: GameSession) -> None:
        super().__init__(services)
        self.art = DrakerArt()
        self.player = self.lay_cards("draker", REQUIRED_ZONES, self.art, logic.CARD_ZONES,
                                     self._event_sound, self._moment, self._on_idle)
        self.story = logic.TurnStory()
        self.life_shown: list[int] = []
        self.answered_you = False         # an opponent's instant answered a turn of the bottom seat (the guide's cue)
        self.input = DrakerInput(self)
        self.build_tools(self.layout["tools"].rect)
        self.start(session)

    # ------------------------------------------------------------------ set-up
    def reset_table(self, session: GameSession) -> None:
        """No turn told yet, no answer to the bottom seat seen."""
        self.story = logic.TurnStory()
        self.answered_you = False

    def open_resumed(self) -> None:
        super().open_resumed()
        self.say("Game resumed.", theme.MUTED)

    def input_buttons(self) -> list[FocusTarget]:
        """The answers and offers laid out by the input."""
        return [FocusTarget(c.rect, c.label, partial(self.input.press, c)) for c in self.input.all_buttons()]

    # ------------------------------------------------------------------ the view
    @property
    def view(self) -> DrakerView:
        """The bottom seat's view, built once per move (drawing asks many times a frame)."""
        return self.bottom_view(logic.draker_view)


    def why_illegal(self, action: Action) -> str | None:
        """The engine's reason for refusing ``action`` now (None: it is legal)."""
        return None if self.session.is_over else self.session.state.refusal(action)

    def opponents(self) -> list[int]:
        """The players the bottom seat may attack, from its left."""
        view = self.view
        n = len(view["seats"])
        return [s for s in ((self.bottom + k) % n for k in range(1, n)) if not view["out"][s]]

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose panel or pool is under ``pos``."""
        n = len(self.view["seats"])
        for seat in range(n):
            place = logic.place_of(n, self.bottom, seat)
            if any(self.layout[f"{kind}:{place}"].rect.collidepoint(pos) for kind in ("seat", "pool")):
                return seat
        return None

    # ------------------------------------------------------------------ moves
    def show_hint(self, action: Action) -> None:
        """A hinted announcement fills the trays, as an offer taken by its key: Enter plays it."""
        if isinstance(action, Lay) and self.input.building():
            self.input.builder = logic.builder_for(action, self.view)
            self.input.changed()

    def describe_hint(self, action: Action) -> str:
        return logic.hint_words(action, self.view)

    def translate(self, events: list[Event]) -> list[Event]:
        return logic.translate(events, len(self.session.record.seats), self.bottom, self.show_bottom())

    # ------------------------------------------------------------------ animation moments
    def _event_sound(self, event: Event) -> None:
        self.sound("deal" if getattr(event, "src", "") == "deck" else "flip")

    def _moment(self, event: Event) -> None:
        """An event's moment has come: the history and the turn panel get their line, life
        moves on the gauge, big moments are announced in the middle."""
        if isinstance(event, LifeChanged) and event.seat < len(self.life_shown):
            self.life_shown[event.seat] = event.life
            self.sound("discard" if event.amount < 0 else "win")
        if isinstance(event, CombinationFormed):
            self.story.formed(event)
            if event.points >= BIG_COMBINATION:      # the worth and the form; the sum stays in the tray
                verb = "attacks" if event.side == "attack" else "defends"
                form = event.words.split(": ")[0]
                self.announce(f"{logic.who(self.view, event.seat)} {verb} with {event.points}: {form}")
        elif isinstance(event, EffectResolved):
            if event.seat != self.story.seat and self.story.seat == self.bottom:
                self.answered_you = True                  # only an answer resolves on another's turn
            self.story.happened(f"{logic.card_label(event.card)} {PROFESSIONS[event.profession]}: "
                                f"{logic.spoken(event.words)}",
                                not event.cancelled)
        elif isinstance(event, (LifeChanged, Message)):
            self.story.happened(self._named(event.text))
        if isinstance(event, PlayerOut):
            self.announce(f"{logic.who(self.view, event.seat)} is out")
        if isinstance(event, GameOver):
            self.announce(self._named(event.text).split(" (")[0])
        if isinstance(event, (GameOver, CombinationFormed, PlayerOut)):
            self.say(self._named(event.text), theme.GOLD_BRIGHT)
        elif event.text and not isinstance(event, CardMoved):
            self.say(self._named(event.text), theme.MUTED if isinstance(event, EffectResolved) and event.cancelled
                     else theme.CREAM)

    def log_of(self, events: list[Event]) -> list[str]:
        return [self._named(text) for text in super().log_of(events)]

    def _named(self, text: str) -> str:
        """Engine lines say "Seat 3" and "Tg": the table says the seat's name and writes the
        card as its face does (before the names, so a player called "Ac" keeps the name)."""
        text = logic.spoken(text)
        for seat in range(len(self.session.record.seats) - 1, -1, -1):
            text = text.replace(f"Seat {seat + 1}", logic.who(self.view, seat))
        return text

    # ------------------------------------------------------------------ the frame
    def room_piles(self) -> dict[str, list[Shown]]:
        return logic.piles_from_view(self.view, self.bottom, False, None)

    def sync(self) -> None:
        """Make the cards equal to the view from the bottom chair (and the trays to the
        combination being built)."""
        builder = self.input.builder if self.input.building() else None
        self.display.set_piles(logic.piles_from_view(self.view, self.bottom, self.show_bottom(), builder))
        self.life_shown = list(self.view["life"])
        self._synced = (len(self.session.record.actions), self.bottom, self.show_bottom())

    def _on_idle(self) -> None:
        self.sync()
        self.show_results_once()

    def update(self, dt: float) -> None:
        self.update_cards(dt, self.input)
        self.play_on(dt)


    # ------------------------------------------------------------------ words
    def prompt(self) -> tuple[str, tuple[int, int, int]]:
        waiting = self.waiting_prompt("The game is over.")
        return waiting if waiting is not None else (self.input.prompt(), theme.CREAM)

    def seat_name(self, seat: int) -> str:
        return logic.who(self.view, seat)

    def refuse(self, reason: str) -> None:
        """The engine's reasons name cards by their codes too."""
        super().refuse(logic.spoken(reason))

    # ------------------------------------------------------------------ input
    def draw(self, surface: Target) -> None:
        draw_table(self, surface)
