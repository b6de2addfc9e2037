"""The sheet between two hands of Dragon Kings: who won what, and with which hand.

A hand of Hold'em ends in a flurry (cards turned up, pots split, chips flying), so the
table stops on a summary before the next deal. What it says is decided here, from the last
hand's record (:class:`~eternus.engine.dragon_kings.records.LastHand`, public once the hand
is over): each player's net chips this hand (what the pots paid them less what they put
in), the hand that won them chips (a nest hand or Black Death wins half a pot by itself,
so the row names that and not the poker hand shown beside it; the Queen of Avarice's draw
when she stopped the hand), else the hand they showed, their stack, and a line per pot paid;
then who ran out of chips: who bought in again, who is out, and (rules 3) who is still to say
whether they buy in again or sit out, each person told what they may still do.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from eternus.engine.cards import name
from eternus.engine.dragon_kings.events import pot_name
from eternus.engine.dragon_kings.hand_reasons import parts
from eternus.engine.dragon_kings.records import Award, LastHand
from eternus.engine.standings import Standings, ranked, signed


def hand_standings(last: LastHand, names: Sequence[str], people: Collection[int] = ()) -> Standings:
    """The summary of the finished hand ``last`` for players ``names``, best net first;
    ``people`` are the seats people play, told what they may do once out of chips."""
    n = len(names)
    put_in = last.get("put_in", [0] * n)
    won = [0] * n
    for award in last["awards"]:
        won[award["seat"]] += award["amount"]
    nets = [won[s] - put_in[s] for s in range(n)]
    shown = {hand["seat"]: hand["name"] for hand in last["shown"]}
    stacks = last.get("stacks")
    draws = last.get("draws")

    def award_hand(award: Award) -> str | None:
        """What the award was paid for: the Queen of Avarice's highest draw, when she stopped the
        hand (a hand shown before she came won nothing), else the hand it names (saves before
        awards named it: the hand shown)."""
        seat = award["seat"]
        card = draws[seat] if draws is not None else None
        if card is not None:
            return f"the highest draw, the {name(card)}"
        return award["hand"] if "hand" in award else shown.get(seat)

    def how_won(seat: int) -> str | None:
        """Every hand that won ``seat`` chips, by name alone (the row's cell is narrow; the
        lines say what made it), in the order it was paid: a nest and a pot."""
        hands = [parts(h)[0] for a in last["awards"] if a["seat"] == seat and (h := award_hand(a))]
        return "; ".join(dict.fromkeys(hands)) or None

    known = "put_in" in last                                    # saves before it lack it

    def sat_out(seat: int) -> bool:
        """Out of chips before the deal: nothing put in, nothing left (a seat dealt in has
        chips, and keeps them unless it put them in)."""
        return known and stacks is not None and stacks[seat] == 0 and put_in[seat] == 0 and not won[seat]

    def breakdown(seat: int) -> tuple[str, ...]:
        hand = (how_won(seat) if won[seat] else parts(shown.get(seat, ""))[0]) or (
            "won uncontested" if won[seat] else "not shown")
        return (hand, str(stacks[seat]) if stacks is not None else "")

    # The sheet is of the players dealt in. A seat out of chips before the deal read "0, not
    # shown", as if it had folded a hand it was never dealt, and after a split pot stood
    # "1st" among the winners. Ranked below everyone (so it is never counted ahead of a
    # player), then left out.
    order = [float("-inf") if sat_out(s) else float(nets[s]) for s in range(n)]
    rows = tuple(row for row in ranked(names, order, higher_is_better=True, score=lambda s: signed(nets[s]),
                                       breakdown=breakdown) if not sat_out(row.seat))
    lines = []
    for award in last["awards"]:
        named, reasons = parts(award_hand(award) or "")
        how = f" with {named}" if named else ""
        lines.append(f"{names[award['seat']]} wins {award['amount']} from {pot_name(award['pot'])}{how}.")
        if reasons:      # on a line of its own: the sheet's lines are not wrapped
            lines.append(reasons[0].upper() + reasons[1:] + ".")
    lines += [f"{names[seat]} was out of chips and buys in again." for seat in last.get("rebought", [])]
    for seat in last.get("asked", []):      # rules 3: the choice is theirs, asked after this sheet
        lines.append(f"{names[seat]} is out of chips, with a re-buy left.")
        if seat in people:                  # a line the sheet holds whole at the large text size
            lines.append(f"{names[seat]} may buy in again, or sit out and watch (asked next).")
    out = [(seat, "is out of chips, with no re-buy left") for seat in last.get("out", [])]
    out += [(seat, "was out of chips and sits out to watch") for seat in last.get("sat_out", [])]
    for seat, why in out:
        lines.append(f"{names[seat]} {why}.")
        if seat in people:                  # what a person out of the match can still do
            lines.append(f"{names[seat]} may watch the rest of the match from the table.")
    return Standings("This hand", rows, ("Hand", "Stack"), tuple(lines))
