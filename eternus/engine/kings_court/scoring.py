"""Scoring a hand, the scoring bonus, the end of the match, and the search heuristic.

Low scores are good. The player who goes out scores zero for the cards; everyone else
counts the cards in hand (and Dungeon cards in front of them). Played Risk cards, the
Warlord, the Dark Knight's stake and the dealing bonus come in as this hand's
adjustments. Partners add their hand scores together.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from eternus.engine.core import Event, GameOver, Message
from eternus.engine.kings_court.cards import CARDS, NUMBER
from eternus.engine.kings_court.phases import OVER
from eternus.engine.kings_court.events import CARDS_TERM, HandScored
from eternus.engine.kings_court.records import Charge, HandEnd
from eternus.engine.standings import Standings, ranked, signed

if TYPE_CHECKING:
    from eternus.engine.kings_court.state import KingsCourtState

DARK_KNIGHT_STAKE = 100
POTION = "Magic Potion"

Count = tuple[str, int]
"""One term of a hand's sum as the summary writes it: ("cards", 32), ("Poison Garden", -75)."""


def charge(st: KingsCourtState, seat: int, why: str, points: int) -> None:
    """Put ``points`` on ``seat``'s score for this hand, and keep why (the summary says it)."""
    st.adjust[seat] += points
    st.charges.append(Charge(seat=seat, why=why, points=points))


def hand_points(st: KingsCourtState, seat: int) -> int:
    """What ``seat``'s cards are worth now (Dungeon cards in front of them included).

    A Magic Potion in hand spares its holder every card that is not a Number card, but only
    the cards that would cost points: a Hidden Treasure or a Defender still takes its points
    off, so holding the Potion never makes a hand score more.
    """
    cards = st.hands[seat] + st.dungeon[seat]
    if any(CARDS[c].effect == "potion" for c in st.hands[seat]):
        return sum(CARDS[c].points for c in cards if CARDS[c].kind == NUMBER or CARDS[c].points < 0)
    return sum(CARDS[c].points for c in cards)


def hand_count(st: KingsCourtState, seat: int, winner: int | None) -> tuple[Count, ...]:
    """The terms ``seat``'s own score for the hand adds up from (before partners combine):
    the points of the cards left at full value, what a Magic Potion spares, then every
    rule's change in the order it came. Only describes: :func:`hand_scores` settles."""
    terms: list[Count] = []
    if seat != winner:
        cards = st.hands[seat] + st.dungeon[seat]
        full = sum(CARDS[c].points for c in cards)
        terms.append((CARDS_TERM, full))
        spared = hand_points(st, seat) - full
        if spared:
            terms.append((POTION, spared))
    mine = [c for c in st.charges if c["seat"] == seat]
    terms.extend((c["why"], c["points"]) for c in mine)
    unnamed = st.adjust[seat] - sum(c["points"] for c in mine)
    if unnamed:         # a state saved before charges were kept: its sum still adds up
        terms.append(("earlier this hand", unnamed))
    if st.dark_knight is not None:
        staked = winner if winner is not None and winner == st.dark_knight["target"] else st.dark_knight["by"]
        if seat == staked:
            terms.append(("Dark Knight", -DARK_KNIGHT_STAKE))
    return tuple(terms)


def hand_scores(st: KingsCourtState, winner: int | None) -> list[int]:
    """Each seat's score for the hand that just ended (partners already combined)."""
    adjust = list(st.adjust)
    if st.dark_knight is not None:
        if winner is not None and winner == st.dark_knight["target"]:
            adjust[winner] -= DARK_KNIGHT_STAKE
        else:
            adjust[st.dark_knight["by"]] -= DARK_KNIGHT_STAKE
    raw = [(0 if s == winner else hand_points(st, s)) + adjust[s] for s in range(st.n)]
    if not st.partnered:
        return raw
    team_sum: dict[int, int] = {}
    for s in range(st.n):
        team_sum[st.team(s)] = team_sum.get(st.team(s), 0) + raw[s]
    return [team_sum[st.team(s)] for s in range(st.n)]


def end_hand(st: KingsCourtState, winner: int | None, reason: HandEnd, events: list[Event]) -> None:
    """Score the hand, then end the match or let the next dealer deal."""
    scores = hand_scores(st, winner)
    for s in range(st.n):
        st.totals[s] += scores[s]
    st.history.append(scores)
    st.last_hand = {"hand": st.hand_no, "winner": winner, "reason": reason, "scores": scores}
    st.live = False
    st.windows = []
    st.steps = []
    st.pending = None
    st.battle = None
    events.append(HandScored(st.hand_no, tuple(st.name_of(s) for s in range(st.n)), winner, reason,
                             tuple(len(st.hands[s]) + len(st.dungeon[s]) for s in range(st.n)),
                             tuple(scores), tuple(st.totals),
                             tuple(tuple(st.hands[s] + st.dungeon[s]) for s in range(st.n)),
                             st.teams or (), tuple(hand_count(st, s, winner) for s in range(st.n))))
    limit = st.opts.score_limit
    winners: list[int] = []
    if st.opts.scoring_bonus:
        winners = _scoring_bonus(st, limit, events)
    if not winners and (max(st.totals) > limit or st.hand_no >= st.opts.max_hands):
        low = min(st.totals)
        winners = [s for s in range(st.n) if st.totals[s] == low]
    if winners:
        st.winners = winners
        st.phase = OVER
        st.decider = None
        names = " and ".join(st.name_of(s) for s in winners)
        events.append(GameOver(f"{names} win{'s' if len(winners) == 1 else ''} with "
                               f"{st.totals[winners[0]]} points.", st.returns()))
        return
    from eternus.engine.kings_court.dealing import start_hand

    st.dealer = (st.dealer + 1) % st.n
    start_hand(st, events)


def _scoring_bonus(st: KingsCourtState, limit: int, events: list[Event]) -> list[int]:
    """Landing exactly on the limit halves the score; a single low score then wins."""
    halved = [s for s in range(st.n) if st.totals[s] == limit]
    if not halved:
        return []
    for s in halved:
        st.totals[s] = limit // 2
    events.append(Message("Exactly on the limit: " + ", ".join(st.name_of(s) for s in halved)
                          + f" drop{'s' if len(halved) == 1 else ''} to {limit // 2}."))
    low = min(st.totals)
    lowest = [s for s in range(st.n) if st.totals[s] == low]
    teams = {st.team(s) for s in lowest}
    if len(teams) == 1 and set(lowest) & set(halved):
        return lowest
    return []


def standings(st: KingsCourtState) -> Standings:
    """Totals, lowest first, with every hand's score: the match's whole story on one sheet."""
    names = [st.name_of(s) for s in range(st.n)]
    teams = st.teams
    lines = [partners_line(names, teams)] if teams else []
    rows = ranked(names, st.totals, higher_is_better=False,
                  score=lambda s: f"{st.totals[s]} points",
                  breakdown=lambda s: tuple(f"{hand[s]:+d}" for hand in st.history),
                  teams=teams or ())
    return Standings("Points (lowest wins)", rows, tuple(f"Hand {i + 1}" for i in range(len(st.history))),
                     tuple(lines))


HAND_END_WORDS: dict[str, str] = {
    "blocked": "Nobody could play: the hand is blocked", "poison": "The Poison Garden ends the hand"}


def hand_standings(scored: HandScored) -> Standings:
    """The summary of one hand: the running totals, lowest first, with the cards each
    player was left holding (laid open, as they are counted at the table) and how the
    hand's score adds up: "Cards" (their points at face value) and "Rules" (what rules
    changed: a Poison Garden's -75, what a Magic Potion spared) make "This hand", so a -43
    can be checked. Partners stand together and are named: their own sums add up to the
    score they share. A line names the rules that counted."""
    def breakdown(seat: int) -> tuple[str, ...]:
        this_hand = f"{scored.scores[seat]:+d}"
        if not scored.counted:      # an event from before the sums were kept
            return str(scored.cards_left[seat]), this_hand
        return str(scored.card_points(seat)), signed(scored.rule_points(seat)), this_hand

    rows = ranked(scored.names, scored.totals, higher_is_better=False,
                  score=lambda s: f"{scored.totals[s]} points", breakdown=breakdown,
                  teams=scored.teams, shown=lambda s: scored.held[s] if scored.held else ())
    if scored.went_out is not None:
        how = f"{scored.names[scored.went_out]} went out."
    else:
        how = HAND_END_WORDS.get(scored.reason, "The hand is over") + "."
    rules = rules_line(scored)
    said = [how] if not rules else [f"{how} {rules}"] if len(how) + len(rules) < LINE_CHARS else [how, rules]
    lines = (*said, partners_line(scored.names, scored.teams)) if scored.teams else tuple(said)
    columns = ("Cards", "Rules", "This hand") if scored.counted else ("Cards left", "This hand")
    return Standings("Total", rows, columns, lines)


LINE_CHARS = 72     # a summary line's most characters: one line of large words, never wrapped


def rules_line(scored: HandScored) -> str:
    """The rules that changed this hand's scores, each with what it did, in the order the
    seats' sums name them: "Rules: Poison Garden -75, Magic Potion -20 and -35." ("" when
    none did). Who took which is in each row's "Rules" column."""
    amounts: dict[str, list[int]] = {}
    for terms in scored.counted:
        for what, points in terms:
            if what != CARDS_TERM and points and points not in amounts.setdefault(what, []):
                amounts[what].append(points)
    if not amounts:
        return ""
    said = [f"{rule} {_and([f'{p:+d}' for p in points])}" for rule, points in amounts.items()]
    return "Rules: " + ", ".join(said) + "."


def _and(words: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def partners_line(names: Sequence[str], teams: Sequence[int]) -> str:
    """"Partners share their score: Ann & Cy; Ben & Di." (teams in seat order)."""
    members: dict[int, list[str]] = {}
    for name, team in zip(names, teams, strict=True):
        members.setdefault(team, []).append(name)
    return "Partners share their score: " + "; ".join(" & ".join(m) for m in members.values()) + "."


def heuristic(st: KingsCourtState, seat: int) -> float:
    """A smooth guess in [0, 1]: projected totals (cards still in hand count) against rivals."""
    if st.is_over:
        return st.returns()[seat]
    proj = [st.totals[s] + (hand_points(st, s) + 5 * len(st.hands[s]) if st.live else 0)
            for s in range(st.n)]
    mine = st.team(seat)
    by_team: dict[int, int] = {}
    for s in range(st.n):
        by_team[st.team(s)] = by_team.get(st.team(s), 0) + proj[s]
    rivals = [v for t, v in by_team.items() if t != mine]
    if not rivals:
        return 0.5
    scale = max(60.0, st.opts.score_limit / 6)
    total = 0.0
    for value in rivals:
        x = max(-30.0, min(30.0, (by_team[mine] - value) / scale))
        total += 1.0 / (1.0 + math.exp(x))
    return total / len(rivals)
