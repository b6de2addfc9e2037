"""Games and series: setting up a game (pips, crowns, the board, ta'veren, the first roller),
settling it (stakes, the Hoard, drinks), and whether the series goes on.

What each variant changes here is read from its :class:`~eternus.engine.four_kings.variants.Variant`
(``start_pips``, ``board_start``, ``seals``, ``series``); who pays whom is :mod:`scoring`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from eternus.engine.core import Event, GameOver, Message
from eternus.engine.four_kings import scoring
from eternus.engine.four_kings.board import BLACK, CLEAR, DRAGON, FIELDS, WHITE, pips_from_roll
from eternus.engine.four_kings.events import CrownTurned, GameFinished, PipMoved, StakesPaid, role_place
from eternus.engine.four_kings.phases import INTERMISSION, OVER, ROLL
from eternus.engine.four_kings.records import Crown, Reason
from eternus.engine.four_kings.roles import KING, KING_IDS, Role
from eternus.engine.four_kings.taveren_rules import deal_taveren

if TYPE_CHECKING:
    from eternus.engine.four_kings.state import FourKingsState

# A Kaerathon Cycle or Broken Seals tournament stops after this many games, so that every
# series ends for certain (see MAX_ROLLS in rules).
MAX_SERIES_GAMES = 40


def start_game(st: FourKingsState, events: list[Event]) -> None:
    """Set up a game: pips, crowns, the Dragon's two pips, ta'veren, the first roller."""
    if st.result is not None:
        st.game_no += 1
        st.first_roller = (st.first_roller + 1) % len(st.roles)
        if st.config.series == "shrinking_pips" and king_won(st):
            st.pips_per_player -= 1
    st.result = None
    st.phase = ROLL
    st.pending = None
    st.payback_due = []
    st.board = {n: [] for n in FIELDS}
    st.marker = None
    st.rolls = st.turns = 0
    st.direction = 1
    st.skip_next = False
    st.placed_taveren = False
    st.dice = None
    events.append(Message(f"Game {st.game_no}" if st.game_no > 1 else "A new game at the Wheel"))
    if not st.config.money_only:
        _deal_pips(st, events)
        _deal_crowns(st, events)
        deal_taveren(st, events)
    st.current = st.first_roller
    events.append(Message(f"{st.roller.id} rolls first"))


def _deal_pips(st: FourKingsState, events: list[Event]) -> None:
    if st.config.start_pips is None and st.opts.pips == "rolled":
        d1, d2 = 1 + st.rng.below(6), 1 + st.rng.below(6)
        st.pips_per_player = pips_from_roll(d1 + d2)
        events.append(Message(f"Pips rolled: {d1} + {d2} = {d1 + d2}, so {st.pips_per_player} each"))
    for role in st.roles:
        role.pips = {WHITE: 0, BLACK: 0, CLEAR: 0}
        role.pips[role.colour] = st.pips_per_player
        role.fisher = role.out = False
        role.crowns = []
        events.extend(PipMoved(role.colour, "supply", role_place(role.id)) for _ in range(st.pips_per_player))
    if st.config.board_start == "clear_on_fields":
        for n in FIELDS:
            if n != DRAGON:
                st.board[n].append(CLEAR)
                events.append(PipMoved(CLEAR, "supply", f"field:{n}"))
    else:
        for colour in (WHITE, BLACK):
            st.board[DRAGON].append(colour)
            events.append(PipMoved(colour, "supply", f"field:{DRAGON}"))


def _deal_crowns(st: FourKingsState, events: list[Event]) -> None:
    st.crowns = {}
    for role in st.roles:
        if role.kind != KING:
            continue
        dead = st.config.seals and role.stakes <= 0
        st.crowns[role.id] = Crown(role.id, dead=dead)
        role.crowns = [role.id]
        if dead:
            events.append(CrownTurned(role.id, True))


def end_game(st: FourKingsState, winner: Role | None, reason: Reason, events: list[Event]) -> None:
    """Settle the game; then either wait between games or end the series."""
    st.pending = None
    payments: list[tuple[str, str, int]] = []
    owed_drinks: list[tuple[str, str]] = []
    if winner is not None and not st.config.all_against_dragon:
        if st.drinking:
            owed_drinks = scoring.drinks(winner, st.roles)
        elif st.gambling:
            for payer_id, payee_id, amount in scoring.king_winnings(
                    winner, st.roles, st.board, _multiplier(st, winner)):
                payer = st.role(payer_id)
                paid = min(amount, max(0, payer.stakes))
                if paid:
                    payer.stakes -= paid
                    st.role(payee_id).stakes += paid
                    payments.append((payer_id, payee_id, paid))
                    events.append(StakesPaid(role_place(payer_id), role_place(payee_id), paid))
    if st.gambling and st.marker is not None and st.hoard:
        payments.append(("hoard", st.marker, st.hoard))
        events.append(StakesPaid("hoard", role_place(st.marker), st.hoard))
        st.role(st.marker).stakes += st.hoard
        st.hoard = 0
    st.result = {"game_no": st.game_no, "winner": winner.id if winner else None,
                 "reason": reason, "payments": [list(p) for p in payments],
                 "drinks": [list(d) for d in owed_drinks]}
    st.history.append(st.result)
    text = _result_text(st, winner, reason)
    events.append(GameFinished(st.game_no, winner.id if winner else "", reason, text))
    if _series_goes_on(st):
        st.phase = INTERMISSION
    else:
        st.phase = OVER
        events.append(GameOver(text, st.returns()))


def _multiplier(st: FourKingsState, winner: Role) -> int:
    factor = 1
    if st.config.seals:
        broken = sum(1 for r in st.roles if r.kind == KING and r.stakes <= 0)
        factor *= 2 ** min(broken, 2)
    # Towers double is one of a King winner's payout modifiers; a Rogue's win takes one
    # stake from each King with no further modifiers.
    if st.opts.towers_double and st.marker == winner.id and winner.kind == KING:
        factor *= 2
    return factor


def _result_text(st: FourKingsState, winner: Role | None, reason: Reason) -> str:
    if reason == "wheel":
        return "The Wheel turns: every pip lies on the board, all debts are cancelled."
    if reason == "dragon":
        return "Every pip lies on the board: the Dragon wins."
    if reason == "rounds":
        return "The rounds are played and the Towers have cleared the board."
    assert winner is not None
    if st.config.all_against_dragon:
        return f"{winner.id} unites the Kings: the Kings win against the Dragon."
    if len(winner.crowns) < len(KING_IDS):
        partner = next(r.id for r in st.roles if r.seat == winner.seat and r is not winner)
        return (f"{winner.id} and {partner} hold all four Kings between them, and one player "
                f"plays both: {winner.id} wins the game.")
    return f"{winner.id} holds all four Kings and wins the game."


def _series_goes_on(st: FourKingsState) -> bool:
    assert st.result is not None
    series = st.config.series
    if series == "single" or st.game_no >= MAX_SERIES_GAMES:
        return False
    if series == "games_option":
        return st.game_no < st.opts.games
    if series == "shrinking_pips":
        return not (st.pips_per_player == 1 and (king_won(st) or st.result["reason"] == "wheel"))
    # Until one King has stakes left, or the Hoard has everything.
    with_stakes = sum(1 for r in st.roles if r.kind == KING and r.stakes > 0)
    return with_stakes > 1 and any(r.stakes > 0 for r in st.roles)


def king_won(st: FourKingsState) -> bool:
    """The game just settled was won by a King (not a Rogue, not the Wheel)."""
    assert st.result is not None
    winner = st.result["winner"]
    return winner is not None and st.role(winner).kind == KING
