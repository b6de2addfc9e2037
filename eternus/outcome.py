"""A finished match counted exactly once, whatever is pressed when.

The moment a match ends (the move that ends it, not the results screen after the animation)
its result is recorded and its save cleared, as one step: the statistics remember the
match's id, so recording it again (a second copy of the program, a save that could not be
deleted and was continued, a results screen shown twice) counts nothing, and the session
is marked recorded, so undo cannot reopen it. Ctrl+R, "Save & quit" or a crash during the
end animation therefore lose nothing: the result was already on disk.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from eternus.engine.dragon_kings.state import HoldemState
from eternus.engine.four_kings.state import FourKingsState
from eternus.engine.kings_court.state import KingsCourtState
from eternus.session import GameSession, clear_session
from eternus.storage import GameStats, Placing, Statistics, Storage, StorageError

log = logging.getLogger("eternus.outcome")


def human_seat(session: GameSession) -> int:
    """The seat whose result is recorded: the first human (seat 0 in solitaires)."""
    return next((i for i, s in enumerate(session.record.seats) if s.is_human), 0)


def seat_won(session: GameSession, seat: int) -> bool:
    """A win is the best result at the table, and a positive one (a solitaire returns 1 or 0)."""
    returns = session.state.returns()
    return returns[seat] > 0 and returns[seat] == max(returns)


def people_at_table(session: GameSession) -> int:
    """How many people play at the table (its human seats); none when only AI players do."""
    return sum(1 for seat in session.record.seats if seat.is_human)


def player_won(session: GameSession) -> bool:
    """Whether the person at the screen (the first human seat) won."""
    return seat_won(session, human_seat(session))


@dataclass(frozen=True)
class Amount:
    """What a game's counted amount is called, and whether it is a net won or lost (chips:
    "+495") or a total that only grows (King's Court's points, lowest best: "87")."""

    word: str
    net: bool


AMOUNTS: dict[str, Amount] = {"dragon_kings": Amount("chips", net=True), "four_kings": Amount("stakes", net=True),
                              "kings_court": Amount("points", net=False)}
"""The games that count an amount besides places (see :func:`amounts`)."""


def amounts(session: GameSession) -> tuple[int, ...] | None:
    """What each seat took from the match, in the unit :data:`AMOUNTS` names: Dragon Kings' chips
    won, Four Kings' stakes won (not a match played for drinks or all against the Dragon,
    whose results are not stakes), King's Court's points (lowest wins). None for a game that
    counts only places: a sum across matches of anything else would mean nothing."""
    state = session.state
    if isinstance(state, KingsCourtState):
        return tuple(state.totals)
    if isinstance(state, HoldemState) or (
            isinstance(state, FourKingsState) and not state.drinking and not state.config.all_against_dragon):
        return tuple(round(value) for value in state.returns())
    return None


def people_results(session: GameSession) -> dict[str, Placing]:
    """Each person at the table (a human seat, by the name they sat down with): won or not,
    the place the standings gave them and what they took. An AI seat is nobody's record,
    whatever it is called: only human seats are here."""
    sheet = session.state.standings()
    taken = amounts(session)
    return {seat.name: Placing(seat_won(session, i), sheet.place_of(i), taken[i] if taken else 0)
            for i, seat in enumerate(session.record.seats) if seat.is_human}


@dataclass
class Outcome:
    """What recording a finished match gave: the player's record now, and anything the
    player should be told (a statistics file that could not be written, a save not removed)."""

    stats: GameStats
    notes: list[str] = field(default_factory=list)


def record_finished(storage: Storage, session: GameSession) -> Outcome:
    """Record ``session``'s result once and clear its save; a second call counts nothing."""
    game_id = session.record.game_id
    statistics = Statistics(storage)
    notes = list(statistics.messages)
    if not session.is_over:
        raise ValueError("only a finished match has a result to record")
    stats = statistics.for_game(game_id)
    # A table of AI players only, watched to its end, is nobody's game, and a guided first
    # hand is practice: neither counts in any record.
    if people_at_table(session) and not session.practice:
        try:
            stats = statistics.record_result(game_id, player_won(session), session.undo_count, session.elapsed,
                                             match_id=session.match_id, people=people_results(session),
                                             hints=session.hint_count)
        except StorageError as exc:
            log.warning("statistics not saved: %s", exc)
            notes.append(str(exc))
    session.recorded = True
    try:
        clear_session(storage, game_id)          # a finished match is never offered as "Continue"
    except OSError as exc:
        notes.append(f"The finished game's save could not be removed: {exc}")
    return Outcome(stats, notes)
